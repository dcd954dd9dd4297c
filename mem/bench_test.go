package mem

import "testing"

// BenchmarkFrame measures the stack objects of one call: four 4-byte
// objects allocated, written through a lookup, and released, as a -O0
// function with three parameters and a local does; "each" makes and
// releases them one by one (Allocate, Release), "batch" in one step
// (AllocateStack, ReleaseStack) as the executor does for a function's
// entry allocas.
func BenchmarkFrame(b *testing.B) {
	sizes := []uint64{4, 4, 4, 4}
	for _, batch := range []bool{false, true} {
		name := "each"
		if batch {
			name = "batch"
		}
		b.Run(name, func(b *testing.B) {
			as := NewAddressSpace()
			for i := 0; i < 8; i++ {
				as.Allocate(64, 0, Global, "g", false)
			}
			objs := make([]*Object, 0, len(sizes))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				objs = objs[:0]
				if batch {
					objs, _ = as.AllocateStack(sizes, "f", objs)
				} else {
					for _, size := range sizes {
						obj, _ := as.Allocate(size, 0, Stack, "f", false)
						objs = append(objs, obj)
					}
				}
				for j, obj := range objs {
					_, os, _ := as.Lookup(obj.Addr)
					as.Writable(obj, os).Write(0, 4, uint64(j))
				}
				if batch {
					as.ReleaseStack(objs)
				} else {
					for j := len(objs) - 1; j >= 0; j-- {
						as.Release(objs[j])
					}
				}
			}
		})
	}
}

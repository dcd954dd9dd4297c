package mem

import "testing"

// BenchmarkFrame measures the stack objects of one call: four 4-byte
// objects allocated, written, read and released, as a -O0 function with
// three parameters and a local does.
func BenchmarkFrame(b *testing.B) {
	as := NewAddressSpace()
	for i := 0; i < 8; i++ {
		as.Allocate(64, 0, Global, "g", false)
	}
	var objs [4]*Object
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for j := range objs {
			obj, os := as.Allocate(4, 0, Stack, "f", false)
			os.Write(0, 4, uint64(j))
			objs[j] = obj
		}
		for j := len(objs) - 1; j >= 0; j-- {
			as.Release(objs[j])
		}
	}
}

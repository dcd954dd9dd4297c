package expr

import (
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
)

// buildPath builds what an executor builds along a path: byte reads of a
// symbolic input, widened, summed and compared with constants. With
// distinct=false every call rebuilds the same terms, which the benchmark
// keeps alive (table hits, as when states hold their constraints); with
// distinct=true the constants change with i, so most nodes are new.
func buildPath(a *Array, i uint64, distinct bool) Expr {
	ul := UpdateList{Root: a}
	k := uint64(7)
	if distinct {
		k = i
	}
	acc := Const(0, Int32)
	var pc Expr = True()
	for j := uint64(0); j < 8; j++ {
		x := ZExt(Read(ul, Const(j, Int32)), Int32)
		acc = Add(Mul(acc, Const(31, Int32)), x)
		pc = And(pc, Ult(acc, Const(k+j, Int32)))
	}
	return pc
}

var benchArrays atomic.Uint64

// BenchmarkConstruct measures expression construction on one goroutine
// and on GOMAXPROCS goroutines (b.RunParallel), each on its own input
// array, as parallel workers would. ns/op is per buildPath (≈50
// constructor calls); parallel ns/op below serial ns/op means construction
// scales across cores.
func BenchmarkConstruct(b *testing.B) {
	for _, distinct := range []bool{false, true} {
		name := "hits"
		if distinct {
			name = "new"
		}
		b.Run(name+"/serial", func(b *testing.B) {
			a := NewArray("b"+strconv.FormatUint(benchArrays.Add(1), 10), 8)
			keep := buildPath(a, 0, distinct)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				buildPath(a, uint64(i), distinct)
			}
			runtime.KeepAlive(keep)
		})
		b.Run(name+"/parallel", func(b *testing.B) {
			b.RunParallel(func(pb *testing.PB) {
				a := NewArray("b"+strconv.FormatUint(benchArrays.Add(1), 10), 8)
				keep := buildPath(a, 0, distinct)
				var i uint64
				for pb.Next() {
					buildPath(a, i, distinct)
					i++
				}
				runtime.KeepAlive(keep)
			})
		})
	}
}

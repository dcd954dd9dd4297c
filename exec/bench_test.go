package exec

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/ir"
)

// BenchmarkConcrete measures the interpreter on concrete code: the FNV
// hash loop of testdata/c/fnv.c (≈1.9·10^7 instructions per run).
// Reported: instructions per second and heap allocations per executed
// instruction (the concrete fast path allocates nothing, so this is the
// fixed setup cost spread over the run). instr/cpu-s divides by the
// process's CPU time instead of wall time: the figure to compare on a
// loaded machine.
func BenchmarkConcrete(b *testing.B) { benchConcrete(b, "fnv", true) }

// BenchmarkCalls is BenchmarkConcrete with a call in the loop: each hash
// step of testdata/c/calls.c calls a 3-argument function (1.28·10^6 calls
// of 31 instructions per loop iteration, each call with 4 stack objects at
// -O0; 4·10^7 instructions). Calls cost no allocation in steady state;
// the rate is to be compared with BenchmarkConcrete's.
func BenchmarkCalls(b *testing.B) { benchConcrete(b, "calls", true) }

// BenchmarkConcreteMemory and BenchmarkCallsMemory run the same programs
// with every local in memory, as runs do whose techniques watch memory
// (--pse, --promote-locals=false): without ir.PromoteLocals.
func BenchmarkConcreteMemory(b *testing.B) { benchConcrete(b, "fnv", false) }
func BenchmarkCallsMemory(b *testing.B)    { benchConcrete(b, "calls", false) }

func benchConcrete(b *testing.B, name string, promote bool) {
	prog := loadLL(b, name)
	if promote {
		ir.PromoteLocals(prog)
	}
	b.ReportAllocs()
	var insts uint64
	var elapsed, cpu time.Duration
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	for i := 0; i < b.N; i++ {
		x, err := New(prog, Config{Solver: testSolver()})
		if err != nil {
			b.Fatal(err)
		}
		start, cpu0 := time.Now(), testutil.CPUTime()
		st, err := x.Run(context.Background())
		elapsed += time.Since(start)
		cpu += testutil.CPUTime() - cpu0
		if err != nil || st.Completed != 1 {
			b.Fatal(err, st.Completed)
		}
		insts += st.Instructions
	}
	runtime.ReadMemStats(&ms1)
	b.ReportMetric(float64(insts)/elapsed.Seconds(), "instr/s")
	if cpu > 0 {
		b.ReportMetric(float64(insts)/cpu.Seconds(), "instr/cpu-s")
	}
	b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(insts), "allocs/instr")
}

// TestConcreteLoopAllocates checks that the concrete fast path does not
// allocate: a run of 1.9·10^7 instructions makes a bounded number of
// allocations (setup, the final termination), not one per instruction;
// with 1.28·10^6 calls of a function with four stack objects (calls.c),
// the calls' frames and stack objects are recycled, not allocated.
func TestConcreteLoopAllocates(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs 2·10^7 instructions")
	}
	for _, name := range []string{"fnv", "calls"} {
		prog := loadLL(t, name)
		var ms0, ms1 runtime.MemStats
		runtime.ReadMemStats(&ms0)
		x, err := New(prog, Config{Solver: testSolver()})
		if err != nil {
			t.Fatal(err)
		}
		st, err := x.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&ms1)
		allocs := ms1.Mallocs - ms0.Mallocs
		if st.Instructions < 10_000_000 || allocs > 10000 {
			t.Errorf("%s: %d allocations for %d instructions", name, allocs, st.Instructions)
		}
	}
}

// TestModelRepairIsExact runs programs with and without model repair:
// the outcomes must be the same.
func TestModelRepairIsExact(t *testing.T) {
	for _, name := range []string{"branches", "switch", "reach_error", "oob_read", "symwrite"} {
		prog := loadLL(t, name)
		a := runSymx(t, prog, Config{})
		b := runSymx(t, prog, Config{NoModelRepair: true})
		if fmt.Sprint(set(exitCodes(a))) != fmt.Sprint(set(exitCodes(b))) || a.stats.Completed != b.stats.Completed || a.stats.Bugs != b.stats.Bugs {
			t.Errorf("%s: with repair %v/%d/%d, without %v/%d/%d", name,
				set(exitCodes(a)), a.stats.Completed, a.stats.Bugs, set(exitCodes(b)), b.stats.Completed, b.stats.Bugs)
		}
		if b.stats.Repairs != 0 {
			t.Errorf("%s: %d repairs with repair disabled", name, b.stats.Repairs)
		}
	}
}

// BenchmarkLoop16 explores loop16.c exhaustively (65536 paths, DFS).
func BenchmarkLoop16(b *testing.B) {
	prog := loadLL(b, "loop16")
	var paths uint64
	var elapsed time.Duration
	for i := 0; i < b.N; i++ {
		x, err := New(prog, Config{Solver: testSolver()})
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		st, err := x.Run(context.Background())
		elapsed += time.Since(start)
		if err != nil || st.Completed != 65536 {
			b.Fatal(err, st.Completed)
		}
		paths += st.Completed
	}
	b.ReportMetric(float64(paths)/elapsed.Seconds(), "paths/s")
}

// BenchmarkStateMemory measures the heap per live state: loop16 run
// breadth-first until about 4096 states are live at once.
func BenchmarkStateMemory(b *testing.B) {
	prog := loadLL(b, "loop16")
	for i := 0; i < b.N; i++ {
		var ms0, ms1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms0)
		x, err := New(prog, Config{Solver: testSolver(), Searcher: NewBFS(), MaxInstructions: 75000})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := x.Run(context.Background()); err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		runtime.ReadMemStats(&ms1)
		live := len(x.Live())
		var foot uint64
		for _, s := range x.Live() {
			foot += s.Footprint()
		}
		b.ReportMetric(float64(live), "states")
		b.ReportMetric(float64(ms1.HeapAlloc-ms0.HeapAlloc)/float64(live), "heapB/state")
		b.ReportMetric(float64(foot)/float64(live), "footprintB/state")
		runtime.KeepAlive(x)
	}
}

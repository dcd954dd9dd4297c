package exec

import (
	"os"
	"runtime/debug"
	"runtime/metrics"

	"github.com/symx/symx/internal/tick"
)

// Go's collector starts a cycle when the heap has grown by GOGC percent
// (100) over the live heap of the last one. States fork and die by the
// thousand, and PSE's copy-on-write tables copy pages at every fork, so
// garbage comes fast: the collector took a tenth to a fifth of the CPU
// time of coreutils runs (docs/bench-log/2026-11-28-gc-pacing.md). A
// run has a memory cap, and while its live heap is small next to the cap
// the collector may wait longer.

// GC percent bounds: Go's default, and the most PaceGC sets.
const (
	minGCPercent = 100
	maxGCPercent = 400
)

// gcPercentFor returns the GC percent for a live heap of live bytes under
// a cap of capBytes: the largest whose next heap goal,
// live × (1 + percent/100), is at most half the cap, within
// [minGCPercent, maxGCPercent]. At half the cap the process still has
// the other half for what the heap goal does not count (stacks, the
// runtime's own memory) and for queries that grow fast between samples.
func gcPercentFor(live, capBytes uint64) int {
	if live == 0 {
		return maxGCPercent
	}
	p := (float64(capBytes)/2/float64(live) - 1) * 100
	return int(max(minGCPercent, min(maxGCPercent, p)))
}

// PaceGC sets the collector's percent from the live heap every 50 ms
// (gcPercentFor) until the returned function is called, which restores
// Go's default. A cap of 0 (none), or a GOGC in the environment (the
// user's choice), leaves the collector as it is. The cap itself is
// debug.SetMemoryLimit's and the pruners' (SoftMemoryCap).
func PaceGC(capBytes uint64) (stop func()) {
	if capBytes == 0 || os.Getenv("GOGC") != "" {
		return func() {}
	}
	sample := []metrics.Sample{{Name: heapLiveMetric}}
	pace := func(last int) int {
		if p := gcPercentFor(readUint(sample), capBytes); p != last {
			debug.SetGCPercent(p)
			return p
		}
		return last
	}
	last := pace(0)
	stopTick := tick.Every(memWatchEvery, func() { last = pace(last) })
	return func() {
		stopTick()
		debug.SetGCPercent(minGCPercent)
	}
}

// heapLiveMetric is the heap the last garbage collection found live
// (objects marked, as the collector's pacing counts them). Reading it
// forces no collection: it is as old as the last cycle.
const heapLiveMetric = "/gc/heap/live:bytes"

// HeapLive returns the bytes of heap the last garbage collection found
// live: what the run's states, program, caches and solvers hold, without
// the garbage not yet collected, the free heap the runtime keeps, stacks
// and the runtime's own memory that ProcessMemory and the resident set
// count.
func HeapLive() uint64 {
	return readUint([]metrics.Sample{{Name: heapLiveMetric}})
}

// readUint reads the one metric of sample (0 when this Go does not have
// it).
func readUint(sample []metrics.Sample) uint64 {
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return sample[0].Value.Uint64()
}

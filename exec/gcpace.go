package exec

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"

	"github.com/symx/symx/internal/tick"
)

// Go's collector starts a cycle when the heap has grown by GOGC percent
// (100) over the live heap of the last one. States fork and die by the
// thousand, and PSE's copy-on-write tables copy pages at every fork, so
// garbage comes fast: the collector took a tenth to a fifth of the CPU
// time of coreutils runs (docs/bench-log/2026-11-28-gc-pacing.md).
//
// The pacing follows the work: between collections the heap may grow
// past the live heap by the headroom, max(min(4 × live, gcHeadroom),
// live × gcSlack/100). A small run's collections are cheap but, at Go's
// default, many: up to a live heap of gcHeadroom/4 the heap may grow by
// four times the live heap (GOGC=400, what pinky's DFS and PSE runs got
// before), then by gcHeadroom, then by gcSlack percent. A large run
// holds (1 + gcSlack/100) times what its states need, not what the cap
// allows: before, the heap goal was half the cap while the live heap
// was under a fifth of it, so a run needing 200 MB sat at 850 MB under
// the default --max-memory. The cap is the hard limit
// (debug.SetMemoryLimit, which the command sets, and the pruners'
// SoftMemoryCap).

// gcSlack is the heap growth between collections, in percent of the
// live heap, once that is past gcHeadroom × 100/gcSlack. At 50 instead
// of 100 objdump's peak resident set fell to 0.82× and its CPU time rose
// to 1.22× (5 runs; docs/bench-log/2026-12-08-memory-pacing.md).
const gcSlack = 100

// gcHeadroom is the heap growth between collections that a live heap
// between gcHeadroom/4 and gcHeadroom × 100/gcSlack gets.
const gcHeadroom = 128 << 20

// maxGCPercent is the most PaceGC sets: growth by four times the live
// heap.
const maxGCPercent = 400

// gcPercentFor returns the GC percent for a live heap of live bytes
// (heap goal live × (1 + percent/100)): the one whose growth is the
// headroom above, within [gcSlack, maxGCPercent]. Under a cap below
// 4 × gcHeadroom (capBytes, 0 for none) the fixed headroom is a quarter
// of the cap.
func gcPercentFor(live, capBytes uint64) int {
	headroom := uint64(gcHeadroom)
	if capBytes > 0 {
		headroom = min(headroom, capBytes/4)
	}
	if live == 0 {
		return maxGCPercent
	}
	return int(max(gcSlack, min(maxGCPercent, 100*headroom/live)))
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
	pace := func() {
		p := gcPercentFor(readUint(sample), capBytes)
		if loading.Load() > 0 {
			p = loadGCPercent
		}
		setGCPercent(p)
	}
	percent.Store(-2) // unknown: set at the first pace
	pacing.Store(true)
	pace()
	stopTick := tick.Every(memWatchEvery, pace)
	return func() {
		stopTick()
		pacing.Store(false)
		debug.SetGCPercent(100)
	}
}

// Loading makes its garbage in one burst: llvm-dis's text, llir's syntax
// trees and modules of the parts, the lowering's maps. Paced to the small
// live heap of the start, the collector let that garbage grow to several
// times what the loaded program needs, and the resident set kept the
// peak for the whole run: objdump's start-up peaked at 812 MB for a
// program of 120 MB. While a program loads (PaceLoad), PaceGC holds the
// percent at loadGCPercent; at the end the garbage is collected and the
// memory it held handed back to the system, so the run starts from what
// the program needs.
const loadGCPercent = 50

// loading counts the loads under way (PaceLoad).
var loading atomic.Int32

// PaceLoad paces the collector for loading a program (above) until the
// returned function is called. Without PaceGC's pacing (no cap, or a
// GOGC in the environment) it does nothing.
func PaceLoad() (done func()) {
	if !pacing.Load() {
		return func() {}
	}
	if loading.Add(1) == 1 {
		setGCPercent(loadGCPercent)
	}
	return func() {
		if loading.Add(-1) == 0 {
			debug.FreeOSMemory() // collects, then returns the free heap
		}
	}
}

// pacing is set while PaceGC paces the collector; percent is the GC
// percent it set last.
var (
	pacing  atomic.Bool
	percent atomic.Int32
)

// setGCPercent sets the collector's percent to p unless it is p already.
func setGCPercent(p int) {
	if int(percent.Swap(int32(p))) != p {
		debug.SetGCPercent(p)
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

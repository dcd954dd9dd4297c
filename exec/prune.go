package exec

import (
	"math/rand/v2"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// MemoryBudget is KLEE's memory cap as a Pruner: when the process's
// memory (ProcessMemory) exceeds Max, it kills random states — enough to
// bring it back under the cap in proportion, at least one, the last one
// too as KLEE does — and each killed state still yields a test (an early
// termination).
type MemoryBudget struct {
	Max  uint64
	Rand *rand.Rand
}

func (m *MemoryBudget) Prune(info PruneInfo, live []*State) ([]*State, string) {
	if info.MemoryBytes <= m.Max || len(live) == 0 {
		return nil, ""
	}
	// KLEE: kill numStates·(1 − max/used) states, at least one.
	n := len(live) - int(float64(len(live))*float64(m.Max)/float64(info.MemoryBytes))
	n = max(n, 1)
	pool := append([]*State(nil), live...)
	sortStates(pool) // independent of the live list's internal order
	rng := m.Rand
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	for i := 0; i < n; i++ {
		j := i + rng.IntN(len(pool)-i)
		pool[i], pool[j] = pool[j], pool[i]
	}
	return pool[:n], MemoryLimitReason
}

// SoftMemoryCap is the process memory at which the executor starts
// acting on a --max-memory of max: killing states (MemoryBudget),
// abandoning queries (the memory watch), and where the command sets the
// garbage collector's limit. It is 85% of max: memory is sampled between
// time slices and every 50 ms during queries, and a 10-minute gawk run
// acting at the cap itself went up to 16% over it (325 MiB of RSS) between
// two samples (docs/bench-log/2026-11-23-realprog.md).
func SoftMemoryCap(max uint64) uint64 { return max - max/20*3 }

// MemoryLimitReason is the reason of the early terminations the memory
// cap causes (KLEE's "Memory limit exceeded.").
const MemoryLimitReason = "memory limit exceeded"

// ProcessMemory returns the memory the process holds from the OS: all the
// Go runtime has mapped (heap, free heap not yet returned, stacks, its
// own structures) minus what it has released. Not the live heap: with
// the garbage collector's slack the process holds up to twice that, and
// the cap is on what the OS sees. It is what debug.SetMemoryLimit
// bounds, and it reads no file (symx makes no allocation outside Go).
func ProcessMemory() uint64 {
	memMu.Lock()
	defer memMu.Unlock()
	metrics.Read(memSamples[:])
	total, released := memSamples[0].Value, memSamples[1].Value
	if total.Kind() != metrics.KindUint64 || released.Kind() != metrics.KindUint64 {
		return 0
	}
	return total.Uint64() - released.Uint64()
}

var (
	memMu      sync.Mutex
	memSamples = [2]metrics.Sample{
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
	}
)

func panicStack() string { return string(debug.Stack()) }

package exec

import (
	"math/rand/v2"
	"runtime/debug"
)

// MemoryBudget is KLEE's memory cap as a Pruner: when the process heap
// exceeds Max, it kills random states — enough to bring the heap back
// under the cap in proportion — and each killed state still yields a
// test (an early termination).
type MemoryBudget struct {
	Max  uint64
	Rand *rand.Rand
}

func (m *MemoryBudget) Prune(info PruneInfo, live []*State) ([]*State, string) {
	if info.HeapBytes <= m.Max || len(live) <= 1 {
		return nil, ""
	}
	// KLEE: kill numStates·(1 − max/used) states, at least one.
	n := len(live) - int(float64(len(live))*float64(m.Max)/float64(info.HeapBytes))
	if n < 1 {
		n = 1
	}
	if n >= len(live) {
		n = len(live) - 1
	}
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
	return pool[:n], "memory limit exceeded"
}

func panicStack() string { return string(debug.Stack()) }

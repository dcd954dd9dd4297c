package prune

import (
	"iter"
	"math/rand/v2"
	"slices"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
)

// RandomReason is the reason of the states Random kills.
const RandomReason = "pruned at random"

// Random is the paper's RandomPrune baseline (§4.4): on Homi's schedule
// (every η, when more than MinStates states are live) it kills ⌊|S|·r⌋
// states chosen uniformly, r drawn uniformly from Ratios at each pruning.
type Random struct {
	sched  schedule
	ratios []float64
	rng    *rand.Rand
	// Dropped counts the open branches it dropped (PruneBranches).
	Dropped int
}

// NewRandom returns a random pruner; seed makes its choices reproducible.
func NewRandom(p Params, seed uint64) *Random {
	return &Random{sched: schedule{every: p.Interval, min: p.MinStates}, ratios: p.Ratios,
		rng: rand.New(rand.NewPCG(seed, 0x72616e64))}
}

func (r *Random) Prune(info exec.PruneInfo, live []*exec.State) ([]*exec.State, string) {
	if !r.sched.due(info, len(live)) {
		return nil, ""
	}
	// The live list's order depends on the executor's bookkeeping; sort
	// so that the seed alone decides.
	pool := sortedByID(live)
	idx := r.draw(len(pool))
	if len(idx) == 0 {
		return nil, ""
	}
	kill := make([]*exec.State, len(idx))
	for i, k := range idx {
		kill[i] = pool[k]
	}
	return kill, RandomReason
}

// PruneBranches is the random baseline on a pool of candidates that
// are not states (a concolic run's open branches, as Homi.PruneBranches):
// on the same schedule it drops ⌊n·r⌋ of them, chosen uniformly.
func (r *Random) PruneBranches(info exec.PruneInfo, n int, _ func(int) iter.Seq[expr.Expr]) []int {
	if !r.sched.due(info, n) {
		return nil
	}
	idx := r.draw(n)
	r.Dropped += len(idx)
	return idx
}

// draw draws r and returns ⌊n·r⌋ of n indices, chosen uniformly.
func (r *Random) draw(n int) []int {
	ratio := r.ratios[r.rng.IntN(len(r.ratios))]
	k := int(float64(n) * ratio)
	if k == 0 {
		return nil
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	for i := 0; i < k; i++ {
		j := i + r.rng.IntN(n-i)
		idx[i], idx[j] = idx[j], idx[i]
	}
	return idx[:k]
}

func sortedByID(live []*exec.State) []*exec.State {
	pool := slices.Clone(live)
	slices.SortFunc(pool, func(a, b *exec.State) int {
		switch {
		case a.ID() < b.ID():
			return -1
		case a.ID() > b.ID():
			return 1
		}
		return 0
	})
	return pool
}

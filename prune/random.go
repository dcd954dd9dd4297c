package prune

import (
	"math/rand/v2"
	"slices"

	"github.com/symx/symx/exec"
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
	ratio := r.ratios[r.rng.IntN(len(r.ratios))]
	k := int(float64(len(live)) * ratio)
	if k == 0 {
		return nil, ""
	}
	// The live list's order depends on the executor's bookkeeping; sort
	// so that the seed alone decides.
	pool := sortedByID(live)
	for i := 0; i < k; i++ {
		j := i + r.rng.IntN(len(pool)-i)
		pool[i], pool[j] = pool[j], pool[i]
	}
	return pool[:k], RandomReason
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

package prune

import (
	"math/rand/v2"
	"slices"
	"time"

	"github.com/symx/symx/exec"
)

// HomiReason is the reason of the states Homi kills.
const HomiReason = "pruned by homi"

// Strategy is what one run of Homi's restart loop prunes with: the
// features F, the weights θ, the ratio r, and the run's budget N′, with
// the sampling method that chose them.
type Strategy struct {
	Run    int    // 1-based
	Method string // "none" (no features yet), "explore", "exploit", "reverse"
	// Features are the core conditions' printed forms; Theta[i] weighs
	// Features[i].
	Features []string
	Theta    []float64
	Ratio    float64 // 0: the run prunes nothing
	Budget   time.Duration
	// Data and Good are |D| and |GoodD| when the strategy was learned.
	Data, Good int

	feats []int32 // Features' ids in the learner's table
}

// Homi is the learned pruner of one run: every η, when more than
// MinStates states are live, it scores each state as feat(s)·θ, feat_i(s)
// being 1 when the state's path condition has feature i, and kills the
// ⌊|S|·r⌋ lowest-scoring ones. Ties are broken at random (seeded).
type Homi struct {
	sched       schedule
	s           *Strategy
	index       map[int32]int // feature id → index in Theta
	keys        *keyer
	minFeatures int
	rng         *rand.Rand

	// Prunings and Killed count what it did.
	Prunings, Killed int
}

// NewHomi returns the pruner for strategy s; keys decide the states'
// features (Learner.Start makes both).
func newHomi(p Params, s *Strategy, keys *keyer, seed uint64) *Homi {
	h := &Homi{sched: schedule{every: p.Interval, min: p.MinStates}, s: s, keys: keys,
		index: make(map[int32]int, len(s.feats)), minFeatures: p.MinFeatures,
		rng: rand.New(rand.NewPCG(seed, uint64(s.Run)))}
	for i, id := range s.feats {
		h.index[id] = i
	}
	return h
}

func (h *Homi) Prune(info exec.PruneInfo, live []*exec.State) ([]*exec.State, string) {
	// The paper's Prune returns ∅ when F is empty (the first run).
	if len(h.s.Theta) == 0 || h.s.Ratio <= 0 || !h.sched.due(info, len(live)) {
		return nil, ""
	}
	kill := h.victims(sortedByID(live))
	if len(kill) > 0 {
		h.Prunings++
		h.Killed += len(kill)
	}
	return kill, HomiReason
}

// victims scores states (sorted by id) and returns the lowest ⌊|S|·r⌋,
// or none when at most minFeatures features differ among the states.
func (h *Homi) victims(states []*exec.State) []*exec.State {
	n := len(h.s.Theta)
	type scored struct {
		s     *exec.State
		score float64
		tie   uint64
	}
	all := make([]scored, len(states))
	has := make([]int, n)   // states having feature i
	stamp := make([]int, n) // last state (1-based) that counted feature i
	for k, s := range states {
		sc := 0.0
		for _, c := range s.Constraints() {
			id := h.keys.key(c)
			if id < 0 {
				continue
			}
			i, ok := h.index[id]
			if !ok || stamp[i] == k+1 {
				continue // not a feature, or already counted for s
			}
			stamp[i] = k + 1
			has[i]++
			sc += h.s.Theta[i]
		}
		all[k] = scored{s, sc, h.rng.Uint64()}
	}
	differ := 0
	for _, c := range has {
		if c > 0 && c < len(states) {
			differ++
		}
	}
	k := int(float64(len(states)) * h.s.Ratio)
	if differ <= h.minFeatures || k == 0 {
		return nil
	}
	slices.SortFunc(all, func(a, b scored) int {
		switch {
		case a.score < b.score:
			return -1
		case a.score > b.score:
			return 1
		case a.tie < b.tie:
			return -1
		case a.tie > b.tie:
			return 1
		}
		return 0
	})
	kill := make([]*exec.State, k)
	for i := range kill {
		kill[i] = all[i].s
	}
	return kill
}

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
// features F, the sampling method, the run's budget N′, and the weights θ
// and ratio r of its first pruning. As in the paper (Alg. 1 samples θ and
// r in every Prune call) and the authors' code (50 pre-drawn pairs used
// in turn), each later pruning of the run draws its own θ and r by the
// run's method; Prunings records them.
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
	// Prunings are the prunings that killed states, in order.
	Prunings []Pruning

	feats []int32 // Features' ids in the learner's table
	// draw samples θ and r for a pruning after the first (nil: the
	// first's serve every pruning, as for a fixed strategy).
	draw func(rng *rand.Rand) ([]float64, float64)
}

// Pruning is one pruning of a run: its θ and r, and which features told
// the live states apart then. A test's learning data is the pruning in
// effect when its path ended (the one that killed it, for a pruned
// state); as in the authors' code, a feature that all or none of the
// states had then (a redundant one) lends its weight to no W_i, since it
// did not affect the choice.
type Pruning struct {
	Theta  []float64
	Ratio  float64
	Killed int
	// Tied are the victims whose score equals the best-scoring survivor's:
	// the tie-break, not θ, chose them (Tied = Killed is a random pruning).
	Tied   int
	useful []uint64 // bit i: feature i told the states apart
}

func (p *Pruning) usefulFeature(i int) bool { return p.useful[i/64]&(1<<(i%64)) != 0 }

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
	theta, ratio := h.s.Theta, h.s.Ratio
	if len(h.s.Prunings) > 0 && h.s.draw != nil {
		theta, ratio = h.s.draw(h.rng)
	}
	kill, tied, useful := h.victims(sortedByID(live), theta, ratio)
	if len(kill) > 0 {
		h.Prunings++
		h.Killed += len(kill)
		h.s.Prunings = append(h.s.Prunings, Pruning{Theta: theta, Ratio: ratio, Killed: len(kill), Tied: tied, useful: useful})
	}
	return kill, HomiReason
}

// victims scores states (sorted by id) and returns the lowest ⌊|S|·r⌋,
// or none when at most minFeatures features differ among the states, how
// many of them the tie-break chose, and the features that differ.
func (h *Homi) victims(states []*exec.State, theta []float64, ratio float64) ([]*exec.State, int, []uint64) {
	n := len(theta)
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
			sc += theta[i]
		}
		all[k] = scored{s, sc, h.rng.Uint64()}
	}
	differ := 0
	useful := make([]uint64, (n+63)/64)
	for i, c := range has {
		if c > 0 && c < len(states) {
			differ++
			useful[i/64] |= 1 << (i % 64)
		}
	}
	k := int(float64(len(states)) * ratio)
	if differ <= h.minFeatures || k == 0 {
		return nil, 0, nil
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
	tied := 0
	for i := range kill {
		kill[i] = all[i].s
		if k < len(all) && all[i].score == all[k].score {
			tied++
		}
	}
	return kill, tied, useful
}

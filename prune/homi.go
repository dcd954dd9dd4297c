package prune

import (
	"iter"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
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

	// Prunings and Killed count what it did; Dropped are the victims
	// that were open branches (PruneBranches), not states.
	Prunings, Killed, Dropped int
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
	states := sortedByID(live)
	idx := h.prune(len(states), func(i int) iter.Seq[expr.Expr] { return slices.Values(states[i].Constraints()) })
	kill := make([]*exec.State, len(idx))
	for i, k := range idx {
		kill[i] = states[k]
	}
	return kill, HomiReason
}

// PruneBranches is Homi on a pool of candidates that are not states: a
// concolic run's open branches (package concolic, issue 48 item 5), each
// known by its path condition (the prefix up to the branch and the
// direction's condition, pathCond). The schedule, the features, θ and r,
// their draws at each pruning and the learning from the tests are the
// same as for states; a dropped branch is never flipped, so unlike a
// killed state it writes no test. It returns the indices of the
// candidates to drop, none when no pruning is due.
func (h *Homi) PruneBranches(info exec.PruneInfo, n int, pathCond func(i int) iter.Seq[expr.Expr]) []int {
	if len(h.s.Theta) == 0 || h.s.Ratio <= 0 || !h.sched.due(info, n) {
		return nil
	}
	kill := h.prune(n, pathCond)
	h.Dropped += len(kill)
	return kill
}

// prune draws the pruning's θ and r and returns the victims among n
// candidates, each known by its path condition, recording the pruning.
func (h *Homi) prune(n int, pathCond func(i int) iter.Seq[expr.Expr]) []int {
	theta, ratio := h.s.Theta, h.s.Ratio
	if len(h.s.Prunings) > 0 && h.s.draw != nil {
		theta, ratio = h.s.draw(h.rng)
	}
	kill, tied, useful := h.victims(n, pathCond, theta, ratio)
	if len(kill) > 0 {
		h.Prunings++
		h.Killed += len(kill)
		h.s.Prunings = append(h.s.Prunings, Pruning{Theta: theta, Ratio: ratio, Killed: len(kill), Tied: tied, useful: useful})
	}
	return kill
}

// victims scores n candidates (states sorted by id, or open branches),
// each by its path condition, and returns the lowest ⌊n·r⌋, or none when
// at most minFeatures features differ among them, how many of them the
// tie-break chose, and the features that differ.
func (h *Homi) victims(count int, pathCond func(i int) iter.Seq[expr.Expr], theta []float64, ratio float64) ([]int, int, []uint64) {
	n := len(theta)
	type scored struct {
		i     int
		score float64
		tie   uint64
	}
	all := make([]scored, count)
	has := make([]int, n)   // candidates having feature i
	stamp := make([]int, n) // last candidate (1-based) that counted feature i
	for k := range count {
		sc := 0.0
		for c := range pathCond(k) {
			id := h.keys.key(c)
			if id < 0 {
				continue
			}
			i, ok := h.index[id]
			if !ok || stamp[i] == k+1 {
				continue // not a feature, or already counted for the candidate
			}
			stamp[i] = k + 1
			has[i]++
			sc += theta[i]
		}
		all[k] = scored{k, sc, h.rng.Uint64()}
	}
	differ := 0
	useful := make([]uint64, (n+63)/64)
	for i, c := range has {
		if c > 0 && c < count {
			differ++
			useful[i/64] |= 1 << (i % 64)
		}
	}
	k := int(float64(count) * ratio)
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
	kill := make([]int, k)
	tied := 0
	for i := range kill {
		kill[i] = all[i].i
		if k < len(all) && all[i].score == all[k].score {
			tied++
		}
	}
	return kill, tied, useful
}

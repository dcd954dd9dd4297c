package prune

import (
	"cmp"
	"container/heap"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
)

// Learner is Homi's online learning between the runs of the restart
// loop (the paper's Alg. 2, lines 8–13): it keeps the data D of the
// tests, extracts the promising tests GoodD by greedy set cover, takes
// the features F from their path conditions, learns P_stgy, P_ratio and
// P_time, and samples the next run's θ, r and N′.
//
// D does not grow without bound: after each extraction it is replaced by
// GoodD, which covers the same branches, so later covers are over the
// same union and memory stays flat over restarts.
type Learner struct {
	p     Params
	seed  uint64
	rng   *rand.Rand
	edges *edgeMap
	hook  exec.HookKey
	tab   *table
	runs  []*Strategy
	d     []record
	// learned counts the strategies sampled from data (runs 2, 3, ...):
	// the first ExploreRuns of them only explore.
	learned int
}

// NewLearner prepares the learning for prog's runs.
func NewLearner(prog *ir.Program, p Params, seed uint64) *Learner {
	return &Learner{p: p, seed: seed, rng: rand.New(rand.NewPCG(seed, 0x686f6d69)),
		edges: newEdgeMap(prog), hook: exec.NewHookKey(), tab: newTable()}
}

// Start returns the pruner and the recorder of a run with strategy s
// (from Next): both go into the run's executor.
func (l *Learner) Start(s *Strategy) (*Homi, *Recorder) {
	k := newKeyer(l.tab)
	return newHomi(l.p, s, k, l.seed), &Recorder{hook: l.hook, edges: l.edges, keys: k, run: int32(s.Run - 1), s: s}
}

// Finish adds the tests of a finished run to D (Alg. 2, lines 8–9).
func (l *Learner) Finish(r *Recorder) {
	l.d = append(l.d, r.recs...)
	r.recs = nil
}

// Next samples the strategy of the next run. The first run has no
// features, so it prunes nothing (Alg. 2, line 5); its budget is drawn
// uniformly from S_time.
func (l *Learner) Next() *Strategy {
	s := &Strategy{Run: len(l.runs) + 1, Method: "none"}
	l.runs = append(l.runs, s)
	if len(l.runs) == 1 {
		s.Budget = l.p.Budgets[l.rng.IntN(len(l.p.Budgets))]
		return s
	}
	s.Data = len(l.d)
	good := l.extract()
	s.Good = len(good)
	newF := l.features(good)
	s.feats = newF
	for _, id := range newF {
		s.Features = append(s.Features, l.tab.keys[id])
	}
	m := l.model(good, newF)
	l.d = good
	l.compact() // renumbers s.feats with the rest

	method := "explore"
	if l.learned >= l.p.ExploreRuns {
		method = [...]string{"explore", "exploit", "reverse"}[l.rng.IntN(3)]
	}
	l.learned++
	if len(newF) > 0 {
		s.Method = method
	}
	// The method holds for the run; θ and r are drawn again at each of
	// its prunings (Homi.Prune), N′ once.
	s.draw = func(rng *rand.Rand) ([]float64, float64) {
		theta := make([]float64, len(newF))
		if method == "explore" {
			for i := range theta {
				theta[i] = uniform(rng)
			}
			return theta, l.p.Ratios[rng.IntN(len(l.p.Ratios))]
		}
		var far []float64
		if method == "reverse" {
			far = make([]float64, 100)
			for i := range far {
				far[i] = uniform(rng)
			}
		}
		for i := range theta {
			t := m.theta[i].sample(rng)
			if far != nil {
				t = farthest(far, t)
			}
			theta[i] = t
		}
		return theta, categorical(rng, l.p.Ratios, m.ratio)
	}
	s.Theta, s.Ratio = s.draw(l.rng)
	if method == "explore" {
		s.Budget = l.p.Budgets[l.rng.IntN(len(l.p.Budgets))]
	} else {
		s.Budget = categorical(l.rng, l.p.Budgets, m.time)
	}
	if len(newF) == 0 {
		s.Ratio = 0
	}
	return s
}

// Runs returns the strategies of the runs so far.
func (l *Learner) Runs() []*Strategy { return l.runs }

// extract is GoodD: the greedy set cover of D's branch sets (the paper's
// Extract; the exact minimum is NP-hard). Each step takes the test that
// covers the most branches not yet covered, the earliest among equals;
// tests that add nothing are left out.
func (l *Learner) extract() []record {
	return greedyCover(l.d, l.edges.n)
}

func greedyCover(d []record, nEdges int) []record {
	covered := make([]uint64, (nEdges+63)/64)
	h := make(gainHeap, 0, len(d))
	for i, r := range d {
		if len(r.edges) > 0 {
			h = append(h, gain{len(r.edges), i})
		}
	}
	heap.Init(&h)
	var good []record
	for h.Len() > 0 {
		top := h[0]
		g := 0
		for _, e := range d[top.i].edges {
			if covered[e/64]&(1<<(e%64)) == 0 {
				g++
			}
		}
		if g == 0 {
			heap.Pop(&h)
			continue
		}
		if g < top.n {
			// Stale: gains only shrink, so re-queue with the fresh one
			// (lazy greedy; the choice is the same as recomputing all).
			h[0].n = g
			heap.Fix(&h, 0)
			continue
		}
		heap.Pop(&h)
		for _, e := range d[top.i].edges {
			covered[e/64] |= 1 << (e % 64)
		}
		good = append(good, d[top.i])
	}
	return good
}

type gain struct{ n, i int }

type gainHeap []gain

func (h gainHeap) Len() int { return len(h) }
func (h gainHeap) Less(a, b int) bool {
	if h[a].n != h[b].n {
		return h[a].n > h[b].n
	}
	return h[a].i < h[b].i
}
func (h gainHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *gainHeap) Push(x any)   { *h = append(*h, x.(gain)) }
func (h *gainHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// features is NewF: the core conditions of GoodD's path conditions, at
// most MaxFeatures of them, those in the most good tests first (ties by
// text, so the choice is reproducible).
func (l *Learner) features(good []record) []int32 {
	count := map[int32]int{}
	for _, r := range good {
		for _, f := range r.feats {
			count[f]++
		}
	}
	ids := make([]int32, 0, len(count))
	for id := range count {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b int32) int {
		if c := cmp.Compare(count[b], count[a]); c != 0 {
			return c
		}
		return cmp.Compare(l.tab.keys[a], l.tab.keys[b])
	})
	if len(ids) > l.p.MaxFeatures {
		ids = ids[:l.p.MaxFeatures]
	}
	return ids
}

// model is the learned distribution: P_i per feature, and the counts of
// P_ratio and P_time over the sample spaces.
type model struct {
	theta []dist
	ratio []int // per Params.Ratios
	time  []int // per Params.Budgets
}

// dist is P_i: the truncated normal N(µ(W_i), σ(W_i), −1, 1) when W_i is
// not empty, else U(−1, 1).
type dist struct {
	learned   bool
	mu, sigma float64
}

func (d dist) sample(rng *rand.Rand) float64 {
	if !d.learned {
		return uniform(rng)
	}
	if d.sigma == 0 {
		return d.mu
	}
	for range 1000 {
		if x := d.mu + d.sigma*rng.NormFloat64(); x >= -1 && x <= 1 {
			return x
		}
	}
	return math.Max(-1, math.Min(1, d.mu))
}

// model learns from the good tests (Eqs. 1–3): W_i holds, per good test
// written after a pruning whose features included i and told the states
// apart by it, the weight that pruning gave it; P_ratio counts the good
// tests per r of their pruning, P_time all good tests per N′ of their
// run.
func (l *Learner) model(good []record, newF []int32) model {
	m := model{theta: make([]dist, len(newF)), ratio: make([]int, len(l.p.Ratios)), time: make([]int, len(l.p.Budgets))}
	pos := make(map[int32]int, len(newF))
	for i, id := range newF {
		pos[id] = i
	}
	sum := make([]float64, len(newF))
	sq := make([]float64, len(newF))
	n := make([]int, len(newF))
	for _, r := range good {
		s := l.runs[r.run]
		if r.step >= 0 {
			pr := &s.Prunings[r.step]
			for k, id := range s.feats {
				if i, ok := pos[id]; ok && pr.usefulFeature(k) {
					w := pr.Theta[k]
					sum[i] += w
					sq[i] += w * w
					n[i]++
				}
			}
			if i := slices.Index(l.p.Ratios, pr.Ratio); i >= 0 {
				m.ratio[i]++
			}
		}
		if i := slices.Index(l.p.Budgets, s.Budget); i >= 0 {
			m.time[i]++
		}
	}
	for i := range m.theta {
		if n[i] == 0 {
			continue
		}
		mu := sum[i] / float64(n[i])
		v := sq[i]/float64(n[i]) - mu*mu
		m.theta[i] = dist{learned: true, mu: mu, sigma: math.Sqrt(math.Max(v, 0))}
	}
	return m
}

// categorical draws from values with the given counts (uniformly when all
// are zero).
func categorical[T any](rng *rand.Rand, values []T, counts []int) T {
	total := 0
	for _, c := range counts {
		total += c
	}
	if total == 0 {
		return values[rng.IntN(len(values))]
	}
	x := rng.IntN(total)
	for i, c := range counts {
		if x < c {
			return values[i]
		}
		x -= c
	}
	return values[len(values)-1]
}

func uniform(rng *rand.Rand) float64 { return 2*rng.Float64() - 1 }

// farthest is the reverse exploitation's θ_r^i = argmax_{u∈U} |u − θ^i|.
func farthest(us []float64, t float64) float64 {
	best, d := us[0], -1.0
	for _, u := range us {
		if x := math.Abs(u - t); x > d {
			best, d = u, x
		}
	}
	return best
}

// compact rebuilds the key table with the keys D and the runs' features
// still use, so that the conditions met once do not accumulate over
// restarts.
func (l *Learner) compact() {
	old := l.tab
	nt := newTable()
	remap := func(id int32) int32 { return nt.id(old.keys[id]) }
	for _, s := range l.runs {
		for i, id := range s.feats {
			s.feats[i] = remap(id)
		}
	}
	used := make([]bool, len(l.runs))
	for k := range l.d {
		used[l.d[k].run] = true
		for i, id := range l.d[k].feats {
			l.d[k].feats[i] = remap(id)
		}
	}
	// The finished runs' samplers and the prunings no test of D refers
	// to are not needed again.
	for i, s := range l.runs {
		s.draw = nil
		if !used[i] {
			s.Prunings = nil
		}
	}
	// Keep the table object (recorders and keyers of later runs share it).
	*old = *nt
}

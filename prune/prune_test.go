package prune

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/runtime/include"
	"github.com/symx/symx/search"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

func loadC(t *testing.T, name string) *ir.Program {
	t.Helper()
	inc, err := include.Dir()
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Load(filepath.Join("testdata", name), ir.LoadOptions{IncludeDirs: []string{inc}})
	if err != nil {
		t.Skipf("cannot compile %s: %v", name, err)
	}
	return p
}

// byteEq is the path condition a[i] == c as the program's branch builds
// it (icmp eq of the zero-extended byte), printed: a feature's key.
func byteEq(a *expr.Array, i int, c byte) string {
	rd := expr.Read(expr.UpdateList{Root: a}, expr.Const(uint64(i), expr.Int32))
	return expr.Eq(expr.ZExt(rd, expr.Int32), expr.Const(uint64(c), expr.Int32)).String()
}

// runPruned explores four_bytes.c breadth first with the pruners and
// returns the inputs of the states each killed, by reason.
func runPruned(t *testing.T, prog *ir.Program, pruners []exec.Pruner, subs ...any) map[string][][]byte {
	t.Helper()
	st, err := search.New([]string{"bfs"}, search.Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	killed := map[string][][]byte{}
	x, err := exec.New(prog, exec.Config{
		Solver:        solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{}),
		Searcher:      st.Searcher,
		Subscribers:   append(st.Subscribers, subs...),
		Pruners:       pruners,
		PruneInterval: time.Nanosecond,
		OnTerminate: func(tm *exec.Termination) {
			if tm.Outcome == exec.Early {
				killed[tm.Reason] = append(killed[tm.Reason], tm.Inputs[0].Bytes)
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	st.Bind(x)
	if _, err := x.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return killed
}

// TestHomiKillsLowestScores: with a fixed θ, the pruner kills exactly the
// ⌊16·r⌋ combinations whose score Σ θ_i·[a[i] = 'A'+i] is lowest,
// computed here by enumerating the 16 combinations; the killed states
// are recognized by their test inputs. Pruning.Tied counts the victims
// that scored the same as a survivor.
func TestHomiKillsLowestScores(t *testing.T) {
	prog := loadC(t, "four_bytes.c")
	arr := expr.NewArray("a", 4)
	for _, tc := range []struct {
		theta []float64
		ratio float64
	}{
		{[]float64{0.5, -0.25, 0.125, -1}, 0.25},
		{[]float64{-0.5, 0.25, 1, 0.0625}, 0.6},
		{[]float64{0.9, 0.7, -0.3, 0.1}, 0.4},
		{[]float64{1, 1, -1, 0}, 0.25}, // two of the four victims are tied with survivors
	} {
		t.Run(fmt.Sprint(tc.theta, tc.ratio), func(t *testing.T) {
			p := DefaultParams()
			p.Interval, p.MinStates, p.MinFeatures = 0, 15, 3
			l := NewLearner(prog, p, 1)
			s := &Strategy{Run: 1, Method: "fixed", Theta: tc.theta, Ratio: tc.ratio}
			for i := range 4 {
				s.feats = append(s.feats, l.tab.id(byteEq(arr, i, byte('A'+i))))
			}
			h, rec := l.Start(s)
			killed := runPruned(t, prog, []exec.Pruner{h}, rec)[HomiReason]

			// The oracle: enumerate the combinations and their scores.
			type combo struct {
				bits  int
				score float64
			}
			var all []combo
			for b := range 16 {
				sc := 0.0
				for i := range 4 {
					if b&(1<<i) != 0 {
						sc += tc.theta[i]
					}
				}
				all = append(all, combo{b, sc})
			}
			sort.Slice(all, func(i, j int) bool { return all[i].score < all[j].score })
			k := int(16 * tc.ratio)
			// Compared by score: among equal scores the tie-break chooses.
			var want, got []float64
			tied := 0
			for _, c := range all[:k] {
				want = append(want, c.score)
				if c.score == all[k].score {
					tied++
				}
			}
			for _, in := range killed {
				sc := 0.0
				for i := range 4 {
					if in[i] == byte('A'+i) {
						sc += tc.theta[i]
					}
				}
				got = append(got, sc)
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("killed scores %v, want the %d lowest %v", got, k, want)
			}
			if h.Prunings != 1 || h.Killed != k {
				t.Errorf("prunings %d, killed %d; want 1, %d", h.Prunings, h.Killed, k)
			}
			if p := s.Prunings; len(p) != 1 || p[0].Tied != tied {
				t.Errorf("prunings %+v; want one with %d victims chosen by the tie-break", p, tied)
			}
			// The recorder saw all 16 paths (12 exits, 4 kills), each
			// with its features.
			if len(rec.recs) != 16 {
				t.Errorf("%d tests recorded, want 16", len(rec.recs))
			}
		})
	}
}

// TestHomiDrawsPerPruning: each pruning after the first draws its own θ
// and r (the paper samples them in every Prune call). With more than one
// live state enough, breadth-first search on four_bytes.c prunes once per
// byte test, between two states that differ only in byte i, so the
// pruning keeps the one with a[i] = 'A'+i exactly when that pruning's
// θ_i > 0: the one path that survives spells out the signs of the
// successive draws. Each killed state's test is attributed to the pruning
// that killed it.
func TestHomiDrawsPerPruning(t *testing.T) {
	prog := loadC(t, "four_bytes.c")
	arr := expr.NewArray("a", 4)
	p := DefaultParams()
	p.Interval, p.MinStates, p.MinFeatures = 0, 1, 0
	l := NewLearner(prog, p, 1)
	// The first pruning's θ favours every a[i] = 'A'+i; the draws then
	// favour a[1] = 'B' and a[3] = 'D' only, at their pruning.
	s := &Strategy{Run: 1, Method: "fixed", Theta: []float64{1, 1, 1, 1}, Ratio: 0.5}
	draws := [][]float64{{1, 1, -1, -1}, {1, -1, -1, 1}, {-1, -1, -1, 1}}
	s.draw = func(*rand.Rand) ([]float64, float64) {
		th := draws[0]
		draws = draws[1:]
		return th, 0.5
	}
	for i := range 4 {
		s.feats = append(s.feats, l.tab.id(byteEq(arr, i, byte('A'+i))))
	}
	h, rec := l.Start(s)
	var exits [][]byte
	st, err := search.New([]string{"bfs"}, search.Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	x, err := exec.New(prog, exec.Config{
		Solver:        solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{}),
		Searcher:      st.Searcher,
		Subscribers:   append(st.Subscribers, rec),
		Pruners:       []exec.Pruner{h},
		PruneInterval: time.Nanosecond,
		OnTerminate: func(tm *exec.Termination) {
			if tm.Outcome != exec.Early {
				exits = append(exits, tm.Inputs[0].Bytes)
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	st.Bind(x)
	if _, err := x.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(s.Prunings) != 4 || h.Killed != 4 {
		t.Fatalf("%d prunings killed %d states; want 4 prunings of one state each", len(s.Prunings), h.Killed)
	}
	if len(exits) != 1 {
		t.Fatalf("%d paths ended normally, want 1", len(exits))
	}
	want := []bool{true, true, false, true} // θ_i of pruning i: 1, 1, -1, 1
	for i, w := range want {
		if got := exits[0][i] == byte('A'+i); got != w {
			t.Errorf("survivor's a[%d] = %q: pruning %d kept the wrong side (θ_%d = %g)", i, exits[0][i], i, i, s.Prunings[i].Theta[i])
		}
	}
	steps := map[int32]int{}
	for _, r := range rec.recs {
		steps[r.step]++
	}
	// Pruning i killed one state; the survivor ended after the last.
	if !maps.Equal(steps, map[int32]int{0: 1, 1: 1, 2: 1, 3: 2}) {
		t.Errorf("tests per pruning in effect %v, want one per pruning and the survivor after the last", steps)
	}
}

// TestHomiNeedsDistinguishingFeatures: as in the authors' code, no state
// is pruned when at most MinFeatures features tell the states apart, nor
// with no features at all (the first run), nor at MinStates live states.
func TestHomiNeedsDistinguishingFeatures(t *testing.T) {
	prog := loadC(t, "four_bytes.c")
	arr := expr.NewArray("a", 4)
	for _, tc := range []struct {
		name              string
		minFeat, minState int
		feats             int
	}{
		{"min-features", 4, 15, 4},
		{"no-features", 0, 15, 0},
		{"min-states", 0, 16, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := DefaultParams()
			p.Interval, p.MinStates, p.MinFeatures = 0, tc.minState, tc.minFeat
			l := NewLearner(prog, p, 1)
			s := &Strategy{Run: 1, Ratio: 0.6}
			for i := range tc.feats {
				s.feats = append(s.feats, l.tab.id(byteEq(arr, i, byte('A'+i))))
				s.Theta = append(s.Theta, float64(i+1))
			}
			h, _ := l.Start(s)
			if k := runPruned(t, prog, []exec.Pruner{h}); len(k) != 0 {
				t.Fatalf("pruned %v", k)
			}
		})
	}
}

// TestRandomPrunesOnSchedule: the random baseline kills ⌊|S|·r⌋ states
// with r from the ratio set once more than MinStates are live.
func TestRandomPrunesOnSchedule(t *testing.T) {
	prog := loadC(t, "four_bytes.c")
	p := DefaultParams()
	p.Interval, p.MinStates, p.Ratios = 0, 15, []float64{0.5}
	killed := runPruned(t, prog, []exec.Pruner{NewRandom(p, 3)})
	if n := len(killed[RandomReason]); n != 8 {
		t.Fatalf("random pruning killed %d states, want 8 of 16", n)
	}
}

// TestLearnRecoversPlantedTheta: a synthetic D where the prunings whose θ
// lies near a planted θ* (and whose r and run's N′ are planted too)
// preceded the tests that cover most branches, among runs with random θ
// whose tests cover only common branches. Each good run first pruned with
// a random θ (its Strategy.Theta) and then with the planted one, after
// which its good test ended: the test's weights are the second pruning's.
// In half the good prunings feature 5 told no states apart and had a
// wrong weight, which must not count. Greedy set cover must pick the good
// tests, and exploitation must then sample θ near θ*, r and N′ as
// planted; reverse exploitation must sample far from θ*.
func TestLearnRecoversPlantedTheta(t *testing.T) {
	const nFeat, nGood, nBad, block = 6, 12, 60, 40
	planted := []float64{0.8, -0.6, 0.1, -0.9, 0.5, 0.3}
	p := DefaultParams()
	p.ExploreRuns = 0
	rng := rand.New(rand.NewPCG(5, 6))
	l := &Learner{p: p, seed: 1, rng: rand.New(rand.NewPCG(7, 8)), tab: newTable(), edges: &edgeMap{n: 10 + nGood*block}}
	var feats []int32
	for i := range nFeat {
		feats = append(feats, l.tab.id(fmt.Sprintf("f%d", i)))
	}
	randTheta := func() []float64 {
		th := make([]float64, nFeat)
		for i := range th {
			th[i] = uniform(rng)
		}
		return th
	}
	all := []uint64{1<<nFeat - 1}
	addRun := func(n time.Duration, prunings ...Pruning) int32 {
		s := &Strategy{Run: len(l.runs) + 1, Method: "explore", Theta: prunings[0].Theta, Ratio: prunings[0].Ratio,
			Budget: n, feats: slices.Clone(feats), Prunings: prunings}
		l.runs = append(l.runs, s)
		return int32(len(l.runs) - 1)
	}
	common := []uint32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	good := 0
	for k := range nGood + nBad {
		if k%6 == 0 && good < nGood {
			th := make([]float64, nFeat)
			for i := range th {
				th[i] = max(-1, min(1, planted[i]+0.05*rng.NormFloat64()))
			}
			useful := all
			if good%2 == 1 {
				th[5], useful = -0.9, []uint64{1<<5 - 1}
			}
			run := addRun(600*time.Second, Pruning{Theta: randTheta(), Ratio: 0.6, useful: all},
				Pruning{Theta: th, Ratio: 0.4, useful: useful})
			edges := slices.Clone(common)
			for e := range block {
				edges = append(edges, uint32(10+good*block+e))
			}
			l.d = append(l.d, record{run: run, step: 1, feats: feats[:1+good%nFeat], edges: edges})
			good++
			continue
		}
		run := addRun(p.Budgets[rng.IntN(4)], Pruning{Theta: randTheta(), Ratio: p.Ratios[rng.IntN(3)], useful: all})
		for range 3 {
			l.d = append(l.d, record{run: run, step: int32(rng.IntN(2)) - 1, feats: feats, edges: common[:1+rng.IntN(10)]})
		}
	}
	if cover := greedyCover(l.d, l.edges.n); len(cover) != nGood {
		t.Fatalf("set cover took %d tests, want the %d good ones", len(cover), nGood)
	}
	// Every feature is in some good test, so NewF is all of them; their
	// W_i hold the good runs' weights.
	var exploit, reverse int
	for range 60 {
		s := l.Next()
		if len(s.Theta) != nFeat {
			t.Fatalf("run %d: %d features, want %d", s.Run, len(s.Theta), nFeat)
		}
		// Map θ back to the planted feature order.
		th := make([]float64, nFeat)
		for i, f := range s.Features {
			var k int
			fmt.Sscanf(f, "f%d", &k)
			th[k] = s.Theta[i]
		}
		switch s.Method {
		case "exploit":
			exploit++
			for i := range th {
				if d := th[i] - planted[i]; d > 0.25 || d < -0.25 {
					t.Errorf("exploit θ%d = %.2f, planted %.2f", i, th[i], planted[i])
				}
			}
			if s.Ratio != 0.4 || s.Budget != 600*time.Second {
				t.Errorf("exploit r = %g, N′ = %s; planted 0.4, 10m0s", s.Ratio, s.Budget)
			}
			// A later pruning of the run draws θ again, from the same P_i.
			again, r := s.draw(rng)
			if slices.Equal(again, s.Theta) || r != 0.4 {
				t.Errorf("a later pruning draws θ %v, r %g: the first's again, or not the planted r", again, r)
			}
		case "reverse":
			reverse++
			for i := range th {
				if d := th[i] - planted[i]; d < 0.5 && d > -0.5 {
					t.Errorf("reverse θ%d = %.2f is near the planted %.2f", i, th[i], planted[i])
				}
			}
		}
		// Later runs add no tests: D stays the good tests.
		l.Finish(&Recorder{})
	}
	if exploit == 0 || reverse == 0 {
		t.Fatalf("%d exploit and %d reverse samples in 60 runs", exploit, reverse)
	}
}

// TestGreedyCover against exhaustive search on small random instances:
// the cover covers the union, and it is no larger than ln(n)+1 times the
// minimum (the greedy bound), the minimum found by trying all subsets.
func TestGreedyCover(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for it := range 200 {
		n := 1 + rng.IntN(10)
		var d []record
		for range n {
			var es []uint32
			for e := range 12 {
				if rng.IntN(3) == 0 {
					es = append(es, uint32(e))
				}
			}
			d = append(d, record{edges: es})
		}
		union := func(rs []record) map[uint32]bool {
			m := map[uint32]bool{}
			for _, r := range rs {
				for _, e := range r.edges {
					m[e] = true
				}
			}
			return m
		}
		all := union(d)
		cover := greedyCover(d, 12)
		if !maps.Equal(union(cover), all) {
			t.Fatalf("instance %d: cover misses branches", it)
		}
		best := n
		for mask := 0; mask < 1<<n; mask++ {
			var sub []record
			for i := range n {
				if mask&(1<<i) != 0 {
					sub = append(sub, d[i])
				}
			}
			if len(sub) < best && maps.Equal(union(sub), all) {
				best = len(sub)
			}
		}
		if float64(len(cover)) > float64(best)*(1+2.5) { // H(12) < 3.2
			t.Fatalf("instance %d: greedy cover of %d tests, minimum %d", it, len(cover), best)
		}
	}
}

// TestEdgeSetForks checks the copy-on-write edge sets against plain maps
// over random forks and additions.
func TestEdgeSetForks(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const n = 5000
	type pair struct {
		e *edgeSet
		m map[uint32]bool
	}
	sets := []pair{{newEdgeSet(n), map[uint32]bool{}}}
	for range 20000 {
		i := rng.IntN(len(sets))
		if rng.IntN(20) == 0 && len(sets) < 64 {
			c := sets[i].e.Fork().(*edgeSet)
			sets = append(sets, pair{c, maps.Clone(sets[i].m)})
			continue
		}
		e := uint32(rng.IntN(n))
		sets[i].e.add(e)
		sets[i].m[e] = true
	}
	for k, p := range sets {
		want := slices.Sorted(maps.Keys(p.m))
		if got := p.e.list(); !slices.Equal(got, want) {
			t.Fatalf("set %d: %d edges, want %d", k, len(got), len(want))
		}
	}
}

package pse

import (
	"context"
	"fmt"
	"math/rand"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/cow"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// recorder writes down, per state, the source lines of the branch
// directions taken (a line of the taken edge's first instruction) and
// how each path ended.
type recorder struct {
	key   exec.HookKey
	prog  *ir.Program
	paths []string
}

type trail []string

func (t trail) Fork() any { return append(trail(nil), t...) }

// summary returns the summary at key, built (nil if none).
func (p *PSE) summary(key int32) *summary {
	sm := p.lookup(key)
	if sm != nil {
		sm.mu.Lock()
		p.built(sm)
		sm.mu.Unlock()
	}
	return sm
}

func (r *recorder) Decided(s *exec.State, d exec.Decision) {
	t, _ := s.Hook(r.key).(trail)
	in := s.Inst()
	f := s.Frames()[len(s.Frames())-1]
	blk := f.Fn.Blocks[in.Succ[d.Dir]]
	line := blk.Insts[0].Loc.Line
	s.SetHook(r.key, append(t, fmt.Sprint(line)))
}

func (r *recorder) Terminated(tm *exec.Termination) {
	t, _ := tm.State.Hook(r.key).(trail)
	end := tm.Outcome.String()
	if tm.Reason == CutReason {
		end = "cut"
	}
	r.paths = append(r.paths, strings.Join(t, " ")+" "+end)
}

// explore runs prog (a checked-in benchmark program) with DFS, with or
// without PSE, and returns the paths as the recorder saw them.
func explore(t *testing.T, name string, withPSE bool, opts ...func(*PSE)) ([]string, *PSE) {
	t.Helper()
	prog, err := ir.Load(filepath.Join("..", "testdata", "programs", name+".ll"), ir.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	slv := solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
	rec := &recorder{key: exec.NewHookKey(), prog: prog}
	subs := []any{rec}
	var p *PSE
	if withPSE {
		p = New(prog, Config{Solver: slv, SummaryBound: DefaultSummaryBound})
		for _, o := range opts {
			o(p)
		}
		subs = append([]any{p}, subs...)
	}
	x, err := exec.New(prog, exec.Config{Solver: slv, Subscribers: subs})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := x.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return rec.paths, p
}

// TestLazyEqualsEager: building disjuncts when their location is checked
// gives the paths and the summaries that building them at every path end
// gives.
func TestLazyEqualsEager(t *testing.T) {
	for _, name := range []string{"pse_fig1", "pse_fig3", "checksum", "heap_list", "maze", "table_index"} {
		t.Run(name, func(t *testing.T) {
			lazyPaths, lazy := explore(t, name, true)
			eagerPaths, eager := explore(t, name, true, func(p *PSE) { p.eager = true })
			if l, e := strings.Join(lazyPaths, "\n"), strings.Join(eagerPaths, "\n"); l != e {
				t.Fatalf("paths built lazily:\n%s\neagerly:\n%s", l, e)
			}
			if eager.Stats().Unbuilt != 0 {
				t.Fatalf("eager: %d suffixes unbuilt", eager.Stats().Unbuilt)
			}
			if lazy.Stats().Unbuilt == 0 && name == "maze" {
				t.Errorf("maze: every suffix was built lazily too")
			}
			// What the model refuted unbuilt is refuted built, and
			// building it then changes nothing.
			refuted := 0
			verifiedPaths, _ := explore(t, name, true, func(p *PSE) {
				p.verify = func(holds bool) {
					refuted++
					if holds {
						t.Errorf("a suffix refuted unbuilt holds built")
					}
				}
			})
			if v, e := strings.Join(verifiedPaths, "\n"), strings.Join(eagerPaths, "\n"); v != e {
				t.Fatalf("paths verified:\n%s\neagerly:\n%s", v, e)
			}
			if refuted == 0 && name == "maze" {
				t.Errorf("maze: no unbuilt suffix refuted")
			}
			for k, e := range eager.keys {
				a, b := lazy.summary(lazy.keys[k]), eager.summary(e)
				if (a == nil) != (b == nil) {
					t.Fatalf("summary at %x: lazy %v, eager %v", k, a != nil, b != nil)
				}
				if a == nil {
					continue
				}
				if len(a.ds) != len(b.ds) {
					t.Fatalf("summary at %x: %d disjuncts lazily, %d eagerly", k, len(a.ds), len(b.ds))
				}
				for i := range a.ds {
					// Two runs: the same inputs are different arrays, so
					// disjuncts are compared printed.
					if x, y := printed(a.ds[i]), printed(b.ds[i]); x != y {
						t.Fatalf("summary at %x: disjunct %d lazily:\n%s\neagerly:\n%s", k, i, x, y)
					}
				}
			}
		})
	}
}

// printed is d's conditions and reads (sorted), as text.
func printed(d disjunct) string {
	var rs []string
	for r := range d.exposedOver(nil) {
		v := fmt.Sprint(r.val.C)
		if r.val.E != nil {
			v = r.val.E.String()
		}
		rs = append(rs, fmt.Sprintf("%+v=%s", r.l, v))
	}
	sort.Strings(rs)
	var b strings.Builder
	fmt.Fprintf(&b, "silent %v\n", d.silent)
	for _, c := range d.conds {
		fmt.Fprintln(&b, c.String())
	}
	b.WriteString(strings.Join(rs, "\n"))
	return b.String()
}

// TestMarksCopyOnWrite: a fork shares the pages of memory marks until
// one side writes; neither then sees the other's writes.
func TestMarksCopyOnWrite(t *testing.T) {
	a := newMarks()
	*a.at(5) = mark{w: 1}
	*a.at(700) = mark{w: 2}
	b := a.fork()
	*b.at(5) = mark{w: 3}
	a.at(700).logged = 4
	*a.at(6) = mark{w: 5}
	for _, c := range []struct {
		t    *marks
		addr uint64
		want mark
	}{
		{&a, 5, mark{w: 1}}, {&b, 5, mark{w: 3}},
		{&a, 700, mark{w: 2, logged: 4}}, {&b, 700, mark{w: 2}},
		{&a, 6, mark{w: 5}}, {&b, 6, mark{}},
		{&b, 1 << 40, mark{}},
	} {
		if got := c.t.get(c.addr); got != c.want {
			t.Errorf("byte %d: %+v, want %+v", c.addr, got, c.want)
		}
	}
	if a.pages[0] == b.pages[0] || a.pages[700>>markPageBits] == b.pages[700>>markPageBits] {
		t.Error("a written page is still shared")
	}
	c := b.fork()
	if c.pages[0] != b.pages[0] {
		t.Error("a fork copied a page nobody wrote")
	}
}

// TestRegsCopyOnWrite: a fork shares the pages of register marks, and
// each frame's list of pages, until one side writes; neither then sees
// the other's writes, and a page nobody wrote stays shared.
func TestRegsCopyOnWrite(t *testing.T) {
	a := &path{regOwner: cow.NewOwner()}
	*a.reg(0, 1) = mark{w: 1}
	*a.reg(0, 40) = mark{w: 2}
	*a.reg(2, 3) = mark{w: 3}
	b := a.Fork().(*path)
	*b.reg(0, 1) = mark{w: 4}
	a.reg(0, 40).logged = 5
	*b.reg(0, 100) = mark{w: 6} // a page a does not have
	*a.reg(1, 0) = mark{w: 7}   // a frame b does not have
	for _, c := range []struct {
		p           *path
		frame, slot int
		want        mark
	}{
		{a, 0, 1, mark{w: 1}}, {b, 0, 1, mark{w: 4}},
		{a, 0, 40, mark{w: 2, logged: 5}}, {b, 0, 40, mark{w: 2}},
		{a, 0, 100, mark{}}, {b, 0, 100, mark{w: 6}},
		{a, 1, 0, mark{w: 7}}, {b, 1, 0, mark{}},
		{a, 2, 3, mark{w: 3}}, {b, 2, 3, mark{w: 3}},
	} {
		if got := c.p.peekReg(c.frame, c.slot); got != c.want {
			t.Errorf("frame %d slot %d: %+v, want %+v", c.frame, c.slot, got, c.want)
		}
	}
	if a.regs[2][0] != b.regs[2][0] {
		t.Error("a fork copied a page nobody wrote")
	}
}

// TestSlice: a suffix that only stores a value does not depend on it, so
// an arrival holding another value is cut; one whose suffix's decisions
// depend on a value (through memory, a call and a return, or a select)
// is not (testdata/programs/pse_slice.c). Without the slice nothing is
// cut at the branch on b.
func TestSlice(t *testing.T) {
	dfs, _ := explore(t, "pse_slice", false)
	sliced, _ := explore(t, "pse_slice", true)
	whole, _ := explore(t, "pse_slice", true, func(p *PSE) { p.cfg.NoSlice = true })
	if len(dfs) != 16 {
		t.Fatalf("DFS: %d paths, want 16:\n%s", len(dfs), strings.Join(dfs, "\n"))
	}
	// Lines: 27/28 d's sides (lim 10/20), 29/30 a's (tag 5/7), 32/34 b's,
	// 36/37 c's. Both lims reach both of c's sides; tag 7 is cut at b.
	want := []string{
		"27 29 32 36 exit", "27 29 32 37 exit", "27 29 34 cut", "27 30 cut",
		"28 29 32 36 exit", "28 29 32 37 exit", "28 29 34 cut", "28 30 cut",
	}
	if got := strings.Join(sliced, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("sliced paths:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	for _, p := range whole {
		if strings.HasSuffix(p, "30 cut") {
			t.Errorf("whole reads: cut at b with tag 7: %s", p)
		}
	}
	if len(whole) != 10 {
		t.Errorf("whole reads: %d paths, want 10:\n%s", len(whole), strings.Join(whole, "\n"))
	}
}

// TestGeneralizeWideInput: an input whose bytes fill more than eight
// consecutive memory bytes is not one value; generalize keeps them (it
// built a concatenation wider than 64 bits and panicked on coreutils cut).
func TestGeneralizeWideInput(t *testing.T) {
	for _, n := range []uint64{4, 8, 9, 16} {
		x := expr.NewArray("in", n)
		var d disjunct
		for i := range n {
			e := expr.Read(expr.UpdateList{Root: x}, expr.Const(i, 32))
			d.reads = append(d.reads, read{l: loc{frame: -1, addr: 0x1000 + i}, val: exec.Value{E: e}})
		}
		g := generalize(d)
		if want := map[bool]int{true: 0, false: int(n)}[n <= 8]; len(g.reads) != want {
			t.Errorf("%d bytes: %d reads kept, want %d", n, len(g.reads), want)
		}
	}
}

// TestPredicates: a byte the suffix only compares is kept as the
// comparison's outcome (pse_predicates.c): the arrival at b with the
// other character is cut there, with predicates only; the arrivals with
// another array index or another outcome of a comparison are not, and
// every branch side DFS takes is taken.
func TestPredicates(t *testing.T) {
	dfs, _ := explore(t, "pse_predicates", false)
	with, _ := explore(t, "pse_predicates", true)
	without, _ := explore(t, "pse_predicates", true, func(p *PSE) { p.cfg.NoPredicates = true })
	if len(dfs) != 32 {
		t.Fatalf("DFS: %d paths, want 32", len(dfs))
	}
	lines := func(paths []string) string {
		seen := map[string]bool{}
		for _, p := range paths {
			for _, f := range strings.Fields(p) {
				seen[f] = true
			}
		}
		var out []string
		for f := range seen {
			if f != "cut" {
				out = append(out, f)
			}
		}
		sort.Strings(out)
		return strings.Join(out, " ")
	}
	// Lines: 25/26 d's sides (k 3, 4), 27/28 e's (m 1, 2), 29/30 a's
	// (ch 'x', 'y'), 31/33 b's, 35 ch's, 37/38 m's, 39/40 c's.
	cutAtB := func(paths []string) (n int) {
		for _, p := range paths {
			if strings.HasSuffix(p, " 30 cut") {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		name  string
		paths []string
		n     int
		cuts  int
	}{{"with predicates", with, 13, 4}, {"without", without, 17, 0}} {
		if len(c.paths) != c.n || cutAtB(c.paths) != c.cuts {
			t.Errorf("%s: %d paths, %d cut at b with 'y'; want %d, %d:\n%s", c.name, len(c.paths), cutAtB(c.paths),
				c.n, c.cuts, strings.Join(c.paths, "\n"))
		}
		if got, want := lines(c.paths), lines(dfs); got != want {
			t.Errorf("%s: lines %s, DFS's %s", c.name, got, want)
		}
	}
}

// TestSortRuns: sortRuns sorts as slices.Sort does, whatever the runs, and
// hands back two distinct buffers.
func TestSortRuns(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	runsOf := func(k, n int) []uint64 {
		var a []uint64
		for range k {
			x := r.Uint64() >> 8
			for range n {
				x += uint64(r.Intn(3))
				a = append(a, x)
			}
		}
		return a
	}
	descending := make([]uint64, 600)
	for i := range descending {
		descending[i] = uint64(len(descending) - i)
	}
	tests := []struct {
		name string
		a    []uint64
	}{
		{"empty", nil},
		{"one", []uint64{7}},
		{"sorted", runsOf(1, 50)},
		{"two runs", runsOf(2, 30)},
		{"odd runs", runsOf(33, 26)},
		{"equal keys", []uint64{5, 5, 9, 1, 5, 5, 9}},
		{"more runs than merged", descending},
	}
	var tmp []uint64
	for _, tc := range tests {
		want := slices.Clone(tc.a)
		slices.Sort(want)
		got, scratch := sortRuns(slices.Clone(tc.a), tmp)
		if !slices.Equal(got, want) {
			t.Errorf("%s: sortRuns = %v, want %v", tc.name, got, want)
		}
		if len(got) > 0 && cap(scratch) > 0 && &got[:1][0] == &scratch[:1][0] {
			t.Errorf("%s: the sorted slice and the scratch share storage", tc.name)
		}
		tmp = scratch
	}
}

// TestCheckLimit: a subsumption check gets the smaller of the two bounds
// that are set.
func TestCheckLimit(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct{ check, solver, want time.Duration }{
		{0, 0, 0},
		{10 * ms, 0, 10 * ms},
		{0, 2000 * ms, 2000 * ms},
		{10 * ms, 2000 * ms, 10 * ms},
		{3000 * ms, 2000 * ms, 2000 * ms},
	} {
		if got := checkLimit(Config{CheckTimeout: c.check, MaxSolverTime: c.solver}); got != c.want {
			t.Errorf("CheckTimeout %v, MaxSolverTime %v: %v, want %v", c.check, c.solver, got, c.want)
		}
	}
}

// TestPairReturn: a suffix through a function returning a struct in two
// registers is summarized (each lane read from the callee's register,
// written to the caller's), so the arrival at b with the other tag is
// cut there.
func TestPairReturn(t *testing.T) {
	dfs, _ := explore(t, "pse_pair", false)
	paths, p := explore(t, "pse_pair", true)
	if len(dfs) != 6 {
		t.Fatalf("DFS: %d paths, want 6:\n%s", len(dfs), strings.Join(dfs, "\n"))
	}
	// Lines: 27/28 a's sides (tag 5/7), 29/30 b's, 32/33 p.lo's.
	want := []string{"27 29 32 exit", "27 30 32 exit", "27 30 33 exit", "28 cut"}
	if got := strings.Join(paths, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("paths:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	if n := p.Stats().Poisoned; n != 0 {
		t.Errorf("%d paths unsummarized, want 0", n)
	}
}

// TestAddIndex: add, which finds merge and identity candidates through
// the summary's key index, ends with the disjuncts (and the index) that
// Alg. 4's plain scan of every disjunct gives, on random disjuncts
// over a few conditions and reads, merging often.
func TestAddIndex(t *testing.T) {
	x := expr.Read(expr.UpdateList{Root: expr.NewArray("x", 1)}, expr.Const(0, 32))
	var cs []expr.Expr
	for k := range 4 {
		cs = append(cs, expr.Eq(x, expr.Const(uint64(k), 8)))
	}
	// reference: Alg. 4 over a list scanned in full.
	reference := func(ds []disjunct, d disjunct) []disjunct {
		for {
			j := slices.IndexFunc(ds, func(e disjunct) bool { return combinable(e, d) })
			if j < 0 {
				break
			}
			d.conds = d.conds[:len(d.conds)-1]
			ds = slices.Delete(ds, j, j+1)
			d.rh = readsHash(&d)
		}
		if slices.ContainsFunc(ds, func(e disjunct) bool { return sameDisjunct(e, d) }) {
			return ds
		}
		return append(ds, d)
	}
	canon := func(ds []disjunct) []string {
		var out []string
		for _, d := range ds {
			out = append(out, printed(d))
		}
		sort.Strings(out)
		return out
	}
	rng := rand.New(rand.NewSource(1))
	merged := uint64(0)
	for round := range 200 {
		p := New(&ir.Program{}, Config{})
		sm := &summary{}
		var want []disjunct
		for range 40 {
			var d disjunct
			for range rng.Intn(4) {
				c := cs[rng.Intn(len(cs))]
				if rng.Intn(2) == 0 {
					c = expr.Not(c)
				}
				d.conds = append(d.conds, c)
			}
			if rng.Intn(3) == 0 {
				d.regs = []regVal{{frame: 0, slot: 1, v: uint64(rng.Intn(2))}}
			}
			d.rh = readsHash(&d)
			want = reference(want, d)
			p.add(sm, d)
		}
		if g, w := canon(sm.ds), canon(want); !slices.Equal(g, w) {
			t.Fatalf("round %d: add gives\n%s\nthe plain scan\n%s", round, strings.Join(g, "\n--\n"), strings.Join(w, "\n--\n"))
		}
		n := 0
		for k, l := range sm.at {
			for _, i := range l {
				n++
				if pre, whole := mergeKeys(&sm.ds[i]); k != pre && k != whole {
					t.Fatalf("round %d: disjunct %d listed under a key not its own", round, i)
				}
			}
		}
		if n != 2*len(sm.ds) {
			t.Fatalf("round %d: %d index entries for %d disjuncts", round, n, len(sm.ds))
		}
		merged += p.Stats().Combined
	}
	if merged < 200 {
		t.Errorf("%d merges in all: the test does not exercise Alg. 4", merged)
	}
}

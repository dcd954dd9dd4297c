package solver_test

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/internal/randq"
)

// counting is a core that records the queries reaching it.
type counting struct {
	s     solver.Solver
	calls atomic.Int64
	mu    sync.Mutex
	last  []expr.Expr
}

func (c *counting) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	c.calls.Add(1)
	c.mu.Lock()
	c.last = q.Constraints
	c.mu.Unlock()
	return c.s.Check(ctx, q)
}

func newCounting() *counting { return &counting{s: bitblast.New(bitblast.Options{})} }

func satisfies(m *expr.Assignment, cs []expr.Expr) bool {
	ev := expr.NewEvaluator(m)
	for _, c := range cs {
		if !ev.IsTrue(c) {
			return false
		}
	}
	return true
}

func check(t *testing.T, s solver.Solver, cs ...expr.Expr) solver.Response {
	t.Helper()
	r, err := s.Check(context.Background(), solver.Query{Constraints: cs})
	if err != nil {
		t.Fatal(err)
	}
	if r.Result == solver.Sat && !satisfies(r.Model, cs) {
		t.Fatalf("model does not satisfy %v", cs)
	}
	return r
}

func counters(s solver.Solver) map[string]solver.Counter {
	m := map[string]solver.Counter{}
	for _, c := range s.(solver.Stats).Stats() {
		m[c.Name] = c
	}
	return m
}

var (
	arrA = expr.NewArray("A", 4)
	arrB = expr.NewArray("B", 4)
	a0   = expr.Read(expr.UpdateList{Root: arrA}, expr.Const(0, 32))
	a1   = expr.Read(expr.UpdateList{Root: arrA}, expr.Const(1, 32))
	b0   = expr.Read(expr.UpdateList{Root: arrB}, expr.Const(0, 32))
	c8   = func(v uint64) expr.Expr { return expr.Const(v, 8) }
)

func TestTrivial(t *testing.T) {
	core := newCounting()
	ch := solver.NewChain(core, solver.ChainOptions{})
	tests := []struct {
		name  string
		cs    []expr.Expr
		want  solver.Result
		calls int64
	}{
		{"empty", nil, solver.Sat, 0},
		{"true", []expr.Expr{expr.True(), expr.True()}, solver.Sat, 0},
		{"false", []expr.Expr{expr.Ult(a0, c8(3)), expr.False()}, solver.Unsat, 0},
		{"symbolic", []expr.Expr{expr.True(), expr.Ult(a0, c8(3))}, solver.Sat, 1},
	}
	for _, tc := range tests {
		before := core.calls.Load()
		r := check(t, ch, tc.cs...)
		if r.Result != tc.want || core.calls.Load()-before != tc.calls {
			t.Errorf("%s: %v with %d core calls, want %v with %d", tc.name, r.Result, core.calls.Load()-before, tc.want, tc.calls)
		}
	}
	// Malformed queries are errors, not panics.
	for _, cs := range [][]expr.Expr{{nil}, {a0}} {
		if _, err := ch.Check(context.Background(), solver.Query{Constraints: cs}); err == nil {
			t.Errorf("%v: no error", cs)
		}
	}
	// Conjunctions are split and duplicates dropped.
	check(t, solver.NewChain(core, solver.ChainOptions{NoIndependence: true, NoQueryCache: true, NoCexCache: true}),
		expr.And(expr.Ult(a0, c8(3)), expr.Ult(a1, c8(4))), expr.Ult(a0, c8(3)))
	if len(core.last) != 2 {
		t.Errorf("core saw %v", core.last)
	}
}

func TestIndependence(t *testing.T) {
	core := newCounting()
	ch := solver.NewChain(core, solver.ChainOptions{NoQueryCache: true, NoCexCache: true})
	cs := []expr.Expr{expr.Eq(a0, c8(5)), expr.Ult(b0, c8(2)), expr.Ult(a1, a0)}
	r := check(t, ch, cs...)
	if r.Result != solver.Sat || core.calls.Load() != 2 {
		t.Fatalf("%v with %d core calls, want sat with 2", r.Result, core.calls.Load())
	}
	_, hasA := r.Model.Values[arrA]
	_, hasB := r.Model.Values[arrB]
	if !hasA || !hasB {
		t.Fatalf("merged model misses an array: %v", r.Model.Values)
	}
	// One unsat group makes the query unsat.
	r = check(t, ch, expr.Eq(a0, c8(5)), expr.Eq(b0, c8(1)), expr.Eq(b0, c8(2)))
	if r.Result != solver.Unsat {
		t.Fatalf("got %v", r.Result)
	}
	if c := counters(ch)["independence"]; c.Hits != 2 {
		t.Errorf("independence counter %+v", c)
	}
}

func TestQueryCache(t *testing.T) {
	core := newCounting()
	ch := solver.NewChain(core, solver.ChainOptions{NoCexCache: true, NoIndependence: true})
	cs := []expr.Expr{expr.Eq(a0, c8(5)), expr.Ult(a1, a0)}
	check(t, ch, cs...)
	r := check(t, ch, cs[1], cs[0]) // order does not matter
	if r.Result != solver.Sat || core.calls.Load() != 1 {
		t.Fatalf("%v with %d core calls", r.Result, core.calls.Load())
	}
	// Cached models are copies.
	r.Model.Bytes(arrA)[0] = 99
	if r2 := check(t, ch, cs...); r2.Model.Bytes(arrA)[0] == 99 {
		t.Fatal("cached model shared with a caller")
	}
	if c := counters(ch)["query-cache"]; c.Hits != 2 || c.Misses != 1 {
		t.Errorf("query-cache counter %+v", c)
	}
}

func TestCexCache(t *testing.T) {
	core := newCounting()
	ch := solver.NewChain(core, solver.ChainOptions{NoQueryCache: true, NoIndependence: true, CexRecent: -1})
	p, q, r := expr.Ult(a0, c8(10)), expr.Ult(a1, c8(10)), expr.Eq(a0, a1)
	calls := func() int64 { return core.calls.Load() }

	check(t, ch, p, q, r) // stored: sat {p q r}
	if check(t, ch, p, q).Result != solver.Sat || calls() != 1 {
		t.Fatalf("superset model not used: %d calls", calls())
	}
	check(t, ch, expr.Eq(a0, c8(1)), expr.Eq(a0, c8(2))) // stored: unsat
	if check(t, ch, expr.Eq(a0, c8(1)), expr.Eq(a0, c8(2)), q).Result != solver.Unsat || calls() != 2 {
		t.Fatalf("unsat subset not used: %d calls", calls())
	}
	// A stored subset's model that happens to satisfy the query.
	check(t, ch, expr.Eq(a1, c8(3))) // sat {a1 == 3}, model a0 = 0
	if check(t, ch, expr.Eq(a1, c8(3)), expr.Ult(a0, c8(200))).Result != solver.Sat || calls() != 3 {
		t.Fatalf("subset model not tried: %d calls", calls())
	}
	// A subset model that does not satisfy: the core decides.
	if check(t, ch, expr.Eq(a1, c8(3)), expr.Eq(a0, c8(200))).Result != solver.Sat || calls() != 4 {
		t.Fatalf("unsatisfying subset model used: %d calls", calls())
	}
	st := counters(ch)
	for _, name := range []string{"cex-cache.sat-superset", "cex-cache.unsat-subset", "cex-cache.sat-subset-model"} {
		if st[name].Hits == 0 {
			t.Errorf("%s: no hits", name)
		}
	}
}

func TestCexRecent(t *testing.T) {
	core := newCounting()
	ch := solver.NewChain(core, solver.ChainOptions{NoQueryCache: true, NoIndependence: true})
	check(t, ch, expr.Eq(a0, c8(7)))
	// Unrelated constraint the recent model satisfies (a1 reads 0 there).
	if check(t, ch, expr.Ult(a1, c8(3))).Result != solver.Sat || core.calls.Load() != 1 {
		t.Fatalf("recent model not tried: %d calls", core.calls.Load())
	}
}

// TestChainConcurrent runs random queries through one chain from several
// goroutines and compares with a plain backend.
func TestChainConcurrent(t *testing.T) {
	g := randq.New(3, randq.Small)
	qs := make([][]expr.Expr, 400)
	for i := range qs {
		qs[i] = g.Query()
		if i > 0 && i%3 == 0 {
			// Grow queries from earlier ones, as paths do.
			qs[i] = append(append([]expr.Expr{}, qs[i-1]...), qs[i]...)
		}
	}
	ref := bitblast.New(bitblast.Options{})
	want := make([]solver.Result, len(qs))
	for i, cs := range qs {
		r, err := ref.Check(context.Background(), solver.Query{Constraints: cs})
		if err != nil {
			t.Fatal(err)
		}
		want[i] = r.Result
	}
	ch := solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := range qs {
				i := (k + w*97) % len(qs)
				r, err := ch.Check(context.Background(), solver.Query{Constraints: qs[i]})
				if err != nil {
					t.Error(err)
					return
				}
				if r.Result != want[i] {
					t.Errorf("query %d: chain %v, backend %v", i, r.Result, want[i])
					return
				}
				if r.Result == solver.Sat && !satisfies(r.Model, qs[i]) {
					t.Errorf("query %d: model does not satisfy", i)
					return
				}
			}
		}(w)
	}
	wg.Wait()
	for _, c := range ch.(solver.Stats).Stats() {
		t.Logf("%-28s hits %6d misses %6d", c.Name, c.Hits, c.Misses)
	}
}

// TestCachesSurviveCollection: the caches hold their constraints, so a
// query rebuilt after a garbage collection is the same set of nodes and
// hits (keyed by ids alone, the collected constraints would come back as
// new nodes and miss).
func TestCachesSurviveCollection(t *testing.T) {
	build := func() []expr.Expr {
		x := expr.Read(expr.UpdateList{Root: arrA}, expr.Const(2, 32))
		return []expr.Expr{expr.Eq(expr.Add(x, c8(3)), c8(10)), expr.Ult(x, c8(100))}
	}
	for _, opts := range []solver.ChainOptions{
		{NoCexCache: true, NoIndependence: true},
		{NoQueryCache: true, NoIndependence: true},
	} {
		// A core that keeps nothing (bitblast caches its terms).
		core := &unsatCore{}
		ch := solver.NewChain(core, opts)
		check(t, ch, build()...)
		for i := 0; i < 3; i++ {
			runtime.GC()
		}
		check(t, ch, build()...)
		if n := core.calls.Load(); n != 1 {
			t.Errorf("%+v: %d core calls, want 1", opts, n)
		}
	}
}

// unsatCore answers unsat to everything and counts its calls.
type unsatCore struct{ calls atomic.Int64 }

func (c *unsatCore) Check(context.Context, solver.Query) (solver.Response, error) {
	c.calls.Add(1)
	return solver.Response{Result: solver.Unsat}, nil
}

// slowCore waits until its query's deadline and counts its calls.
type slowCore struct{ calls atomic.Int64 }

func (c *slowCore) Check(ctx context.Context, _ solver.Query) (solver.Response, error) {
	c.calls.Add(1)
	<-ctx.Done()
	return solver.Response{}, ctx.Err()
}

// A query that ran out of time fails at once when asked again with no
// more time (a Homi run restarting into the same hard query), and is
// tried again when given more.
func TestQueryCacheRemembersTimeouts(t *testing.T) {
	core := &slowCore{}
	ch := solver.NewChain(core, solver.ChainOptions{NoCexCache: true, NoIndependence: true})
	cs := []expr.Expr{expr.Eq(expr.Mul(a0, a1), c8(77))}
	ask := func(d time.Duration) (time.Duration, error) {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		defer cancel()
		start := time.Now()
		_, err := ch.Check(ctx, solver.Query{Constraints: cs})
		return time.Since(start), err
	}
	for i, tc := range []struct {
		budget    time.Duration
		calls     int64
		immediate bool
	}{
		{50 * time.Millisecond, 1, false},
		{50 * time.Millisecond, 1, true},
		{20 * time.Millisecond, 1, true},
		{200 * time.Millisecond, 2, false},
		{100 * time.Millisecond, 2, true},
	} {
		took, err := ask(tc.budget)
		if !errors.Is(err, context.DeadlineExceeded) || core.calls.Load() != tc.calls ||
			(tc.immediate && took >= tc.budget/2) {
			t.Errorf("ask %d (%v): %v after %v, %d core calls, want a timeout, %d calls, immediate %v",
				i, tc.budget, err, took, core.calls.Load(), tc.calls, tc.immediate)
		}
	}
}

// workCore spends its query's whole work budget and counts its calls.
type workCore struct{ calls atomic.Int64 }

func (c *workCore) Check(ctx context.Context, _ solver.Query) (solver.Response, error) {
	c.calls.Add(1)
	w := solver.WorkOf(ctx)
	w.Spend(w.Left())
	return solver.Response{}, solver.ErrWorkLimit
}

// A query that spent its work budget fails at once when asked again with
// not clearly more work, and is tried again when given more; it is a
// timeout to code that knows only deadlines.
func TestQueryCacheRemembersWorkLimits(t *testing.T) {
	core := &workCore{}
	ch := solver.NewChain(core, solver.ChainOptions{NoCexCache: true, NoIndependence: true})
	cs := []expr.Expr{expr.Eq(expr.Mul(a0, a1), c8(77))}
	for i, tc := range []struct {
		limit, calls uint64
	}{
		{100, 1}, {100, 1}, {120, 1}, {200, 2}, {100, 2}, {1000, 3},
	} {
		w := &solver.Work{Limit: tc.limit}
		_, err := ch.Check(solver.WithWork(context.Background(), w), solver.Query{Constraints: cs})
		if !solver.IsWorkLimit(err) || !errors.Is(err, context.DeadlineExceeded) || uint64(core.calls.Load()) != tc.calls {
			t.Errorf("ask %d (%d units): %v, %d core calls; want the work limit, %d calls", i, tc.limit, err, core.calls.Load(), tc.calls)
		}
	}
}

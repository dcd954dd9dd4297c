package exec

import (
	"context"
	"errors"
	"github.com/symx/symx/internal/testutil"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// laneAsker is a technique that asks a query of its own through its
// executor's gateway at every symbolic branch (the path ∧ the true
// side's condition, as a PSE check or a concolic flip would), recording
// each answer's error and duration.
type laneAsker struct {
	gw   *Gateway
	opts QueryOptions
	errs []error
	took []time.Duration
}

func (a *laneAsker) UseGateway(g *Gateway) { a.gw = g }

func (a *laneAsker) BeforeBranch(s *State, b *Branch) {
	if b.Concrete {
		return
	}
	start := time.Now()
	_, err := a.gw.Check(s, solver.Query{Constraints: with(s.Constraints(), b.Conds[0])}, a.opts)
	a.took = append(a.took, time.Since(start))
	a.errs = append(a.errs, err)
}

// laneSolver answers the queries of solver lane lane after delay (or
// when their context ends, as a backend does), and the others at once:
// a technique's slow query among fast path queries. It reports a Trail
// model to the query's observer and records the trail slice asked for.
type laneSolver struct {
	inner solver.Solver
	lane  string
	delay time.Duration

	mu     sync.Mutex
	trails []uint64
}

func (l *laneSolver) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	if solver.LaneOf(ctx) != l.lane {
		return l.inner.Check(ctx, q)
	}
	l.mu.Lock()
	l.trails = append(l.trails, solver.TrailOf(ctx))
	l.mu.Unlock()
	if o := solver.ObserverOf(ctx); o != nil {
		o.Model(expr.NewAssignment(), solver.Trail)
	}
	if err := testutil.Wait(ctx, l.delay); err != nil {
		return solver.Response{}, err
	}
	return l.inner.Check(ctx, q)
}

// modelCount counts the Trail models an observer is shown (the backend
// shows it the final ones too).
type modelCount struct{ n int }

func (m *modelCount) Model(_ *expr.Assignment, kind solver.ModelKind) {
	if kind == solver.Trail {
		m.n++
	}
}

// TestGatewayPolicy: a technique's query through the gateway follows the
// executor's policy. It is cancelled by the run's deadline (not counted
// as its timeout), abandoned at its own tighter limit, at MaxSolverTime,
// and by the memory watch, and counted in its lane, apart from the
// executor's own queries; its observer and trail reach the backend, and
// the executor's PartialModelSubscribers and SolverObservers do not see
// it. A technique calling the solver on a context of its own (the old
// way) would wait out the slow solver's 5 s and be counted nowhere.
func TestGatewayPolicy(t *testing.T) {
	prog := loadLL(t, "branches")
	const slow = 5 * time.Second
	lane := QueryOptions{Lane: "test", Isolate: true}
	plain := runSymx(t, prog, Config{})
	for _, tc := range []struct {
		name     string
		opts     QueryOptions
		cfg      Config
		delay    time.Duration
		deadline time.Duration // the run's context (0: none)
		err      error         // every ask's error (nil: none)
		timeouts bool          // every ask counted as the lane's timeout
	}{
		{name: "counted", opts: lane},
		{name: "observer", opts: QueryOptions{Lane: "test", Isolate: true, Trail: 7, Observer: &modelCount{}}},
		{name: "own timeout", opts: QueryOptions{Lane: "test", Isolate: true, Timeout: 10 * time.Millisecond},
			delay: slow, err: ErrQueryTimeout, timeouts: true},
		{name: "max-solver-time", opts: QueryOptions{Lane: "test", Isolate: true, Timeout: time.Minute},
			cfg: Config{MaxSolverTime: 20 * time.Millisecond}, delay: slow, err: ErrQueryTimeout, timeouts: true},
		{name: "memory watch", opts: lane, cfg: Config{MaxMemory: 1}, delay: slow, err: ErrQueryMemory, timeouts: true},
		{name: "run deadline", opts: lane, delay: slow, deadline: 300 * time.Millisecond, err: context.DeadlineExceeded},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls := &laneSolver{inner: testSolver(), lane: "test", delay: tc.delay}
			a := &laneAsker{opts: tc.opts}
			p := &partials{states: map[uint64]bool{}}
			cfg := tc.cfg
			cfg.Solver = ls
			cfg.Subscribers = []any{a, p}
			x, err := New(prog, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if a.gw != x.Gateway() {
				t.Fatal("New did not hand the technique its executor's gateway")
			}
			st := testutil.RunCut(t, tc.deadline, slow/2, x.Run)
			n := uint64(len(a.errs))
			if n == 0 {
				t.Fatal("the technique asked nothing")
			}
			for i, err := range a.errs {
				switch {
				case tc.err == nil && err != nil:
					t.Fatalf("ask %d: %v", i, err)
				case tc.err != nil && !errors.Is(err, tc.err):
					t.Fatalf("ask %d after %v: %v, want %v", i, a.took[i], err, tc.err)
				case tc.err == context.DeadlineExceeded && errors.Is(err, ErrQueryTimeout):
					t.Fatalf("ask %d: the run's deadline reported as the query's timeout: %v", i, err)
				}
			}
			l := st.Lanes["test"]
			wantTimeouts := uint64(0)
			if tc.timeouts {
				wantTimeouts = n
			}
			if l.Queries != n || l.Timeouts != wantTimeouts || len(st.Lanes) != 1 {
				t.Errorf("lanes %v; want test: %d queries, %d timeouts", st.Lanes, n, wantTimeouts)
			}
			if st.SolverTimeouts != 0 {
				t.Errorf("the technique's timeouts counted as the executor's: %d", st.SolverTimeouts)
			}
			if uint64(p.queries) != st.Queries {
				t.Errorf("SolverObservers saw %d queries, the executor made %d", p.queries, st.Queries)
			}
			if p.n != 0 {
				t.Errorf("the technique's partial models reached the executor's subscribers: %d", p.n)
			}
			if len(ls.trails) != int(n) {
				t.Errorf("the lane's backend saw %d queries, the technique asked %d", len(ls.trails), n)
			}
			if o, ok := tc.opts.Observer.(*modelCount); ok {
				if o.n != int(n) || ls.trails[0] != tc.opts.Trail {
					t.Errorf("observer shown %d trails of %d queries, trail %d; want every one, %d", o.n, n, ls.trails[0], tc.opts.Trail)
				}
			}
			if tc.err == nil && tc.deadline == 0 && tc.cfg.MaxMemory == 0 {
				// The technique's queries leave the exploration and the
				// executor's own counters as they are without it.
				if st.Queries != plain.stats.Queries || st.Completed != plain.stats.Completed {
					t.Errorf("with the technique %d queries, %d paths; without %d, %d",
						st.Queries, st.Completed, plain.stats.Queries, plain.stats.Completed)
				}
				want := "test " + itoa(n) + " in "
				if qc := st.QueryCounts(); !strings.Contains(qc, want) || !strings.HasPrefix(qc, itoa(st.Queries+n)+" (executor "+itoa(st.Queries)+";") {
					t.Errorf("QueryCounts %q; want the total, the executor's and %q", qc, want)
				}
			}
		})
	}
	if qc := plain.stats.QueryCounts(); qc != "" || plain.stats.Lanes != nil {
		t.Errorf("a run without techniques: lanes %v, counts %q; want none", plain.stats.Lanes, qc)
	}
}

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }

// TestGatewayWorkers: every worker's technique instance queries through
// its own executor's gateway (its memory watch, its counters), and the
// workers' lanes add up in the combined counters.
func TestGatewayWorkers(t *testing.T) {
	prog := loadLL(t, "branches")
	askers := []*laneAsker{{opts: QueryOptions{Lane: "test"}}, {opts: QueryOptions{Lane: "test"}}}
	cfgs := make([]Config, len(askers))
	for i, a := range askers {
		cfgs[i] = Config{Solver: testSolver(), Searcher: NewDFS(), Subscribers: []any{a}, Seed: uint64(i)}
	}
	w, err := NewWorkers(prog, cfgs)
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range w.Executors() {
		if askers[i].gw != x.Gateway() {
			t.Fatalf("worker %d's technique has another executor's gateway", i)
		}
	}
	st, err := w.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	asked := len(askers[0].errs) + len(askers[1].errs)
	if asked == 0 || st.Lanes["test"].Queries != uint64(asked) {
		t.Fatalf("combined lanes %v; the workers' techniques asked %d", st.Lanes, asked)
	}
}

// TestStandaloneGateway: a gateway outside any executor applies a
// query's own limit and counts it in its lane.
func TestStandaloneGateway(t *testing.T) {
	g := NewGateway(slowSolver{testSolver(), 5 * time.Second})
	a := expr.NewArray("a", 1)
	q := solver.Query{Constraints: []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: a}, expr.Const(0, 32)), expr.Const(1, 8))}}
	start := time.Now()
	_, err := g.Check(nil, q, QueryOptions{Lane: "test", Timeout: 10 * time.Millisecond})
	if !errors.Is(err, ErrQueryTimeout) || time.Since(start) > time.Second {
		t.Fatalf("after %v: %v, want a timeout", time.Since(start), err)
	}
	if l := g.Stats().Lanes["test"]; l.Queries != 1 || l.Timeouts != 1 {
		t.Fatalf("lanes %v", g.Stats().Lanes)
	}
}

package bitblast

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// hardQuery asks for a factor pair of a 64-bit number, a search of
// many seconds.
func hardQuery() expr.Expr {
	a := expr.NewArray("a", 8)
	al := expr.UpdateList{Root: a}
	x := expr.ZExt(expr.ReadLE(al, expr.Const(0, 32), 4), 64)
	y := expr.ZExt(expr.ReadLE(al, expr.Const(4, 32), 4), 64)
	return expr.And(expr.Eq(expr.Mul(x, y), expr.Const(0xd2ec6a83e1e8a6c5, 64)),
		expr.And(expr.Ult(expr.Const(1, 64), x), expr.Ult(expr.Const(1, 64), y)))
}

// hardInstance is an instance set up to search for hardQuery's model,
// with its assumptions made.
func hardInstance() *instance {
	in := newInstance(DefaultMaxSolverVars)
	in.newSolver()
	in.assume = append(in.assume, in.lit(hardQuery()))
	in.numberInputs()
	in.mark, _ = in.c.CnfSince(&in.mapr, in.mark, in.assume...)
	return in
}

// TestSolveAbandonsLateSAT: a search still running once its query is
// over is given up after at most lateGrace past the next tick.
func TestSolveAbandonsLateSAT(t *testing.T) {
	in := hardInstance()
	const query = 50 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), query)
	defer cancel()
	start := time.Now()
	r := in.solve(ctx, solver.Query{}, nil)
	if el := time.Since(start); r != 0 || el > query+lateGrace+200*time.Millisecond {
		t.Fatalf("solve = %d after %v; want 0 soon after %v", r, el, query)
	}
}

// TestSolveWorkLimit: a search stops once its query's work budget is
// spent, having spent exactly the budget, with the same trail models
// each time: the budget counts gini's ticks, not time.
func TestSolveWorkLimit(t *testing.T) {
	var first []string
	q := solver.Query{Constraints: []expr.Expr{hardQuery()}}
	for run := range 3 {
		w := &solver.Work{Limit: 40}
		var trails []string
		obs := observerFunc(func(m *expr.Assignment, k solver.ModelKind) {
			b := make([]byte, 8)
			for a := range m.Values {
				m.Fill(a, b)
			}
			trails = append(trails, fmt.Sprintf("%x", b))
		})
		ctx := solver.WithObserver(solver.WithTrail(solver.WithWork(context.Background(), w), 2*propTick), obs)
		r, err := New(Options{}).Check(ctx, q)
		if r.Result != solver.Unknown || !solver.IsWorkLimit(err) || w.Used < w.Limit {
			t.Fatalf("run %d: %v, %v, used %d of %d; want unknown with the budget spent", run, r.Result, err, w.Used, w.Limit)
		}
		if len(trails) != maxTrails || len(trails) > maxTrails {
			t.Fatalf("run %d: %d trail models; want %d", run, len(trails), maxTrails)
		}
		if run == 0 {
			first = trails
		} else if !slices.Equal(trails, first) {
			t.Fatalf("run %d: trail models %v differ from the first run's %v", run, trails, first)
		}
	}
}

type observerFunc func(m *expr.Assignment, k solver.ModelKind)

func (f observerFunc) Model(m *expr.Assignment, k solver.ModelKind) { f(m, k) }

// TestSatProps: the propagation count read off gini's internals
// (satProps) is there and grows with the search, and a query's work is
// the same in every run, loaded or not.
func TestSatProps(t *testing.T) {
	in := hardInstance()
	if p := satProps(in.sat); p < 0 {
		t.Fatalf("satProps = %d: gini's layout changed (want xo.S.Trail.Props)", p)
	}
	// A pair of 16-bit factors of a 32-bit product: some hundred
	// thousand propagations.
	al := expr.UpdateList{Root: expr.NewArray("b", 4)}
	x := expr.ZExt(expr.ReadLE(al, expr.Const(0, 32), 2), 32)
	y := expr.ZExt(expr.ReadLE(al, expr.Const(2, 32), 2), 32)
	q := solver.Query{Constraints: []expr.Expr{expr.Eq(expr.Mul(x, y), expr.Const(4293525589, 32)),
		expr.Ult(expr.Const(1, 32), x), expr.Ult(expr.Const(1, 32), y)}}
	var first uint64
	for run := range 5 {
		w := &solver.Work{}
		r, err := New(Options{}).Check(solver.WithWork(context.Background(), w), q)
		if err != nil || r.Result != solver.Sat {
			t.Fatalf("run %d: %v, %v; want sat", run, r.Result, err)
		}
		if run == 0 {
			first = w.Used
		} else if w.Used != first {
			t.Fatalf("run %d: work %d; the first run's was %d", run, w.Used, first)
		}
	}
	t.Logf("work: %d units", first)
}

// TestLanes: a query in a lane (solver.WithLane) gets an instance of its
// own lane, so its clauses stay out of the instance the other lanes'
// queries reuse.
func TestLanes(t *testing.T) {
	s := New(Options{})
	x := expr.Read(expr.UpdateList{Root: expr.NewArray("x", 1)}, expr.Const(0, 32))
	check := func(ctx context.Context, v uint64) {
		t.Helper()
		r, err := s.Check(ctx, solver.Query{Constraints: []expr.Expr{expr.Eq(x, expr.Const(v, 8))}})
		if err != nil || r.Result != solver.Sat {
			t.Fatalf("%v, %v; want sat", r.Result, err)
		}
	}
	check(context.Background(), 1)
	plain := s.idle[""][0]
	check(solver.WithLane(context.Background(), "pse"), 2)
	check(context.Background(), 3)
	if len(s.idle[""]) != 1 || len(s.idle["pse"]) != 1 || s.idle[""][0] != plain || s.idle["pse"][0] == plain {
		t.Errorf("idle instances %v; want one per lane, the plain queries' reused", s.idle)
	}
}

// TestWorkLimitUnderLoad: a search its budget stops gives the same count
// and leaves the solver as it found it however busy the machine is. On
// a loaded machine (pauserLag) the pause gini checks for without waiting
// lands ticks late; before, the units past the budget were counted and
// the instance, with what it had learnt by then, was reused, so the
// query after it could answer with another model.
func TestWorkLimitUnderLoad(t *testing.T) {
	defer func() { pauserLag = 0 }()
	// Two 20-bit factors of a 40-bit product: about 23 units.
	al := expr.UpdateList{Root: expr.NewArray("b", 8)}
	x := expr.ZExt(expr.ReadLE(al, expr.Const(0, 32), 4), 64)
	y := expr.ZExt(expr.ReadLE(al, expr.Const(4, 32), 4), 64)
	q := solver.Query{Constraints: []expr.Expr{expr.Eq(expr.Mul(x, y), expr.Const(1000003*999983, 64)),
		expr.Ult(expr.Const(1, 64), x), expr.Ult(expr.Const(1, 64), y),
		expr.Ult(x, expr.Const(1<<20, 64)), expr.Ult(y, expr.Const(1<<20, 64))}}
	type result struct {
		used  uint64
		model string
	}
	var quiet result
	for run, lag := range []time.Duration{0, time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond} {
		pauserLag = lag
		s := New(Options{})
		w := &solver.Work{Limit: 10}
		if _, err := s.Check(solver.WithWork(context.Background(), w), q); !solver.IsWorkLimit(err) {
			t.Fatalf("lag %v: %v; want the budget spent", lag, err)
		}
		pauserLag = 0
		r, err := s.Check(context.Background(), q)
		if err != nil || r.Result != solver.Sat {
			t.Fatalf("lag %v: %v, %v; want sat", lag, r.Result, err)
		}
		b := make([]byte, 8)
		r.Model.Fill(al.Root, b)
		got := result{w.Used, fmt.Sprintf("%x", b)}
		if run == 0 {
			quiet = got
		} else if got != quiet {
			t.Fatalf("lag %v: %+v; on a quiet machine %+v", lag, got, quiet)
		}
	}
}

package bitblast

import (
	"context"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// TestTryAbandonsLateSAT: a SAT call still running once its query is over
// (gini checks its clock only now and then; here its own budget is far
// longer than the query's) is given up after lateGrace.
func TestTryAbandonsLateSAT(t *testing.T) {
	a := expr.NewArray("a", 8)
	al := expr.UpdateList{Root: a}
	x := expr.ZExt(expr.ReadLE(al, expr.Const(0, 32), 4), 64)
	y := expr.ZExt(expr.ReadLE(al, expr.Const(4, 32), 4), 64)
	c := expr.And(expr.Eq(expr.Mul(x, y), expr.Const(0xd2ec6a83e1e8a6c5, 64)),
		expr.And(expr.Ult(expr.Const(1, 64), x), expr.Ult(expr.Const(1, 64), y)))
	in := newInstance(DefaultMaxSolverVars)
	in.newSolver()
	in.assume = append(in.assume, in.lit(c))
	in.numberInputs()
	in.mark, _ = in.c.CnfSince(&in.mapr, in.mark, in.assume...)
	for _, l := range in.assume {
		in.sat.Assume(in.mapr.lit(l))
	}
	const query = 50 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), query)
	defer cancel()
	start := time.Now()
	// gini's budget: long past the query's end, short enough that the
	// abandoned call stops soon after the test.
	r, late := in.try(ctx, time.Second)
	if el := time.Since(start); r != 0 || !late || el > query+lateGrace+200*time.Millisecond {
		t.Fatalf("try = %d, late %v after %v; want 0, late, soon after %v", r, late, el, query)
	}
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

package bitblast

import (
	"context"
	"testing"
	"time"

	"github.com/symx/symx/expr"
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

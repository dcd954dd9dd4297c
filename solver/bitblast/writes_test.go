package bitblast

import (
	"context"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// TestLongUpdateListLinear: a read through a list of many writes at
// symbolic indices (a decoder's table) keeps each write's bits once, not
// a copy of the whole rest of the list per write, and the answer is
// right: the last write to the index read wins.
func TestLongUpdateListLinear(t *testing.T) {
	const n = 2000
	in := expr.NewArray("in", n)
	tab := expr.NewArray("tab", 256)
	ul := expr.UpdateList{Root: tab}
	for k := range n {
		ul = ul.Write(expr.ZExt(expr.Read(expr.UpdateList{Root: in}, expr.Const(uint64(k), 32)), 32), expr.Const(uint64(k%251), 8))
	}
	// Every write goes to index 7 only if in[k] == 7; the read at 7 sees
	// the last write there. Ask for 3 = (k % 251) with the last such k.
	q := solver.Query{Constraints: []expr.Expr{expr.Eq(expr.Read(ul, expr.Const(7, 32)), expr.Const(3, 8))}}
	s := New(Options{})
	r, err := s.Check(context.Background(), q)
	if err != nil || r.Result != solver.Sat {
		t.Fatalf("Check = %v, %v; want sat", r.Result, err)
	}
	if got := expr.Eval(q.Constraints[0], r.Model); got != 1 {
		t.Fatalf("model does not satisfy the query")
	}
	lits := 0
	for _, in := range s.idle[""] {
		for _, ls := range in.upds {
			lits += len(ls)
		}
	}
	if max := n * (32 + 8); lits > max {
		t.Errorf("%d literals kept for %d writes, want at most %d (one index and value each)", lits, n, max)
	}
}

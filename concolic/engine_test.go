package concolic

import (
	"context"
	"testing"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// givingUp is a solver that gives up on every query, recording them.
type givingUp struct{ asked []expr.Expr }

func (g *givingUp) Check(_ context.Context, q solver.Query) (solver.Response, error) {
	g.asked = append(g.asked, q.Constraints[len(q.Constraints)-1])
	return solver.Response{Result: solver.Unknown}, nil
}

// TestHardFlips: a query of a shape that timed out is not asked again,
// and a site whose flips only time out waits until the pool has nothing
// else.
func TestHardFlips(t *testing.T) {
	g := &givingUp{}
	e, err := New(Options{Solver: g, Strategy: []string{"bfs"}})
	if err != nil {
		t.Fatal(err)
	}
	e.ctx = context.Background()
	arr := expr.NewArray("in", 16)
	base := []exec.Input{{Name: "in", Bytes: make([]byte, 16)}}
	syms := []exec.Symbolic{{Name: "in", Array: arr}}
	// The flips of site 1 ask for a product of two bytes, site 2's for a
	// sum (two bytes each, so that repair leaves them to the solver).
	product := func(i uint64, k uint64) expr.Expr {
		return expr.Eq(expr.Mul(byteOf(arr, i), byteOf(arr, i+1)), c32(k))
	}
	branch := func(id int32, depth int, cond expr.Expr) *openBranch {
		return &openBranch{cond: cond, syms: syms, base: &base, id: id, depth: depth, key: uint64(depth)<<8 | uint64(id), seq: uint64(depth)}
	}
	hard := []expr.Expr{product(0, 7), product(2, 11), product(4, 13), product(4, 7)}
	e.pool.push(branch(1, 0, hard[0]))
	e.pool.push(branch(1, 1, hard[1]))
	e.pool.push(branch(1, 2, hard[2]))
	e.pool.push(branch(1, 3, hard[3])) // the shape of hard[0]
	other := expr.Eq(expr.Add(byteOf(arr, 8), byteOf(arr, 9)), c32(300))
	e.pool.push(branch(2, 4, other))
	e.refill()
	want := []expr.Expr{hard[0], hard[1], other, hard[2]}
	if len(g.asked) != len(want) {
		t.Fatalf("asked %v, want %v", g.asked, want)
	}
	for i := range want {
		if g.asked[i] != want[i] {
			t.Fatalf("asked %v, want %v", g.asked, want)
		}
	}
	st := e.Stats()
	if st.Repeats != 1 || st.Postponed != 2 || st.TimedOut != 4 {
		t.Errorf("repeats %d, postponed %d, timed out %d; want 1, 2, 4", st.Repeats, st.Postponed, st.TimedOut)
	}
}

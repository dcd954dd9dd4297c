package lia

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/z3"
)

func word32(a *expr.Array) expr.Expr {
	return expr.ReadLE(expr.UpdateList{Root: a}, expr.Const(0, expr.Int32), 4)
}

func c32(v int64) expr.Expr { return expr.Const(uint64(v), expr.Int32) }

// TestFig2 is the paper's motivating example (§2, Fig. 3): solving
// φ2 = x+y ≥ 2 ∧ 2y−x ≥ 1 ∧ 2x−y ≥ 0 from (0, 0) passes through
// assignments that drive the program of Fig. 2 down its paths p4 (x+y < 2)
// and p3 (x+y ≥ 2, 2y−x < 1) before reaching the solution of p2.
func TestFig2(t *testing.T) {
	ax, ay := expr.NewArray("x", 4), expr.NewArray("y", 4)
	x, y := word32(ax), word32(ay)
	c1 := expr.Sle(c32(2), expr.Add(x, y))
	c2 := expr.Sle(c32(1), expr.Sub(expr.Mul(c32(2), y), x))
	c3 := expr.Sle(c32(0), expr.Sub(expr.Mul(c32(2), x), y))
	q := solver.Query{Constraints: []expr.Expr{c1, c2, c3}}
	var paths []string
	r, ok := Solver{}.SolvePartial(context.Background(), q, func(m *expr.Assignment) {
		ev := expr.NewEvaluator(m)
		switch {
		case !ev.IsTrue(c1):
			paths = append(paths, "p4")
		case !ev.IsTrue(c2):
			paths = append(paths, "p3")
		case !ev.IsTrue(c3):
			paths = append(paths, "p1")
		default:
			paths = append(paths, "p2")
		}
	})
	if !ok || r.Result != solver.Sat {
		t.Fatalf("not decided: %v %v", ok, r.Result)
	}
	ev := expr.NewEvaluator(r.Model)
	for _, c := range q.Constraints {
		if !ev.IsTrue(c) {
			t.Fatalf("model falsifies %v", c)
		}
	}
	seen := map[string]bool{}
	for _, p := range paths {
		seen[p] = true
	}
	if !seen["p4"] || !seen["p3"] {
		t.Errorf("partial solutions drive %v, want p4 and p3 among them", paths)
	}
}

// TestOutsideFragment: non-linear and ≠ queries are left to other solvers.
func TestOutsideFragment(t *testing.T) {
	ax, ay := expr.NewArray("x", 4), expr.NewArray("y", 4)
	x, y := word32(ax), word32(ay)
	for _, c := range []expr.Expr{
		expr.Eq(expr.Mul(x, y), c32(12)),
		expr.Not(expr.Eq(x, c32(3))),
		expr.Eq(expr.And(x, c32(3)), c32(1)),
	} {
		if _, ok := (Solver{}).SolvePartial(context.Background(), solver.Query{Constraints: []expr.Expr{c}}, nil); ok {
			t.Errorf("%v: decided", c)
		}
	}
}

// randomQuery builds a conjunction of random linear comparisons over a
// few words of 1, 2 or 4 bytes.
func randomQuery(rng *rand.Rand, kinds int) solver.Query {
	nv := 1 + rng.IntN(3)
	vars := make([]expr.Expr, nv)
	for i := range vars {
		n := []int{1, 2, 4}[rng.IntN(3)]
		a := expr.NewArray(string(rune('a'+i)), uint64(n))
		var v expr.Expr
		if n == 1 {
			v = expr.Read(expr.UpdateList{Root: a}, expr.Const(0, expr.Int32))
		} else {
			v = expr.ReadLE(expr.UpdateList{Root: a}, expr.Const(0, expr.Int32), n)
		}
		if rng.IntN(2) == 0 {
			v = expr.SExt(v, expr.Int32)
		} else {
			v = expr.ZExt(v, expr.Int32)
		}
		if n == 4 {
			v = expr.ReadLE(expr.UpdateList{Root: a}, expr.Const(0, expr.Int32), 4)
		}
		vars[i] = v
	}
	var cs []expr.Expr
	for range 1 + rng.IntN(5) {
		var sum expr.Expr = c32(rng.Int64N(41) - 20)
		for _, v := range vars {
			if k := rng.Int64N(7) - 3; k != 0 {
				sum = expr.Add(sum, expr.Mul(c32(k), v))
			}
		}
		rhs := c32(rng.Int64N(201) - 100)
		var c expr.Expr
		switch rng.IntN(kinds) {
		case 0:
			c = expr.Eq(sum, rhs)
		case 1:
			c = expr.Slt(sum, rhs)
		case 2:
			c = expr.Sle(rhs, sum)
		case 3:
			c = expr.Ult(sum, rhs)
		default:
			c = expr.Ule(rhs, sum)
		}
		if rng.IntN(3) == 0 && c.Kind() != expr.KindEq {
			c = expr.Not(c)
		}
		cs = append(cs, c)
	}
	return solver.Query{Constraints: cs}
}

// TestDifferentialZ3: on random linear queries a decided answer is sat
// with a model of the query (checked by expr's evaluator) and z3 agrees
// the query is satisfiable; Simplex decides a third or more of z3's sat
// queries (the rest need wrap-around, or lose to float rounding on
// unsigned 32-bit constants, and go to the bit-blaster).
func TestDifferentialZ3(t *testing.T) {
	z, err := z3.New(z3.Options{Timeout: 5 * time.Second})
	if err != nil {
		testutil.SkipMissing(t, "no z3: %v", err)
	}
	defer z.Close()
	rng := rand.New(rand.NewPCG(14, 3))
	var sat, decided, partials int
	ctx := context.Background()
	for i := range 250 {
		q := randomQuery(rng, 5)
		zr, err := z.Check(ctx, q)
		if err != nil || zr.Result == solver.Unknown {
			continue
		}
		r, ok := Solver{}.SolvePartial(ctx, q, func(*expr.Assignment) { partials++ })
		if zr.Result == solver.Sat {
			sat++
		}
		if !ok {
			continue
		}
		decided++
		if r.Result != solver.Sat || zr.Result != solver.Sat {
			t.Fatalf("query %d %v: lia %v, z3 %v", i, q.Constraints, r.Result, zr.Result)
		}
		if !holds(q, r.Model) {
			t.Fatalf("query %d %v: model does not satisfy", i, q.Constraints)
		}
	}
	t.Logf("%d z3-sat queries, %d decided by Simplex, %d partial solutions", sat, decided, partials)
	if sat == 0 || decided*3 < sat || partials == 0 {
		t.Errorf("Simplex decided %d of %d sat queries (%d partial solutions)", decided, sat, partials)
	}
}

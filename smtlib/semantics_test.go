package smtlib_test

import (
	"context"
	"math/rand"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/z3test"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/z3"
)

// newZ3 returns a z3 solver, skipping the test without z3 unless CI is set.
func newZ3(t *testing.T) *z3.Solver { return z3test.New(t, z3.Options{}) }

// gen builds a random expression of width w over arrX and tabT.
func gen(r *rand.Rand, w expr.Width, depth int) expr.Expr {
	if depth == 0 || r.Intn(6) == 0 {
		switch {
		case r.Intn(4) == 0:
			return expr.Const(r.Uint64(), w)
		case w%8 == 0:
			return expr.ReadLE(expr.UpdateList{Root: arrX}, c32(uint64(r.Intn(8-int(w)/8+1))), int(w)/8)
		case w < 8:
			return expr.Extract(rx(uint64(r.Intn(8))), uint(r.Intn(8-int(w)+1)), w)
		default:
			return expr.Extract(expr.ReadLE(expr.UpdateList{Root: arrX}, c32(0), 8), uint(r.Intn(64-int(w)+1)), w)
		}
	}
	d := depth - 1
	switch r.Intn(9) {
	case 0: // comparison
		if w == 1 {
			k := expr.KindEq + expr.Kind(r.Intn(5))
			ow := expr.Width(1 + r.Intn(64))
			return expr.Binary(k, gen(r, ow, d), gen(r, ow, d))
		}
		fallthrough
	case 1, 2: // binary operator
		k := expr.KindAnd + expr.Kind(r.Intn(int(expr.KindSRem-expr.KindAnd)+1))
		return expr.Binary(k, gen(r, w, d), gen(r, w, d))
	case 3:
		return expr.Select(gen(r, 1, d), gen(r, w, d), gen(r, w, d))
	case 4:
		if w > 1 {
			hi := expr.Width(1 + r.Intn(int(w)-1))
			return expr.Concat(gen(r, hi, d), gen(r, w-hi, d))
		}
		fallthrough
	case 5:
		if w < 64 {
			from := w + expr.Width(r.Intn(int(64-w))+1)
			return expr.Extract(gen(r, from, d), uint(r.Intn(int(from-w)+1)), w)
		}
		fallthrough
	case 6:
		if w > 1 {
			from := expr.Width(1 + r.Intn(int(w)-1))
			if r.Intn(2) == 0 {
				return expr.SExt(gen(r, from, d), w)
			}
			return expr.ZExt(gen(r, from, d), w)
		}
		fallthrough
	case 7:
		return expr.Not(gen(r, w, d))
	}
	// A byte read at a symbolic index, maybe through writes, maybe of a
	// constant table (in and out of bounds).
	root := arrX
	if r.Intn(2) == 0 {
		root = tabT
	}
	ul := expr.UpdateList{Root: root}
	for n := r.Intn(3); n > 0; n-- {
		ul = ul.Write(expr.ZExt(gen(r, 3, d), 32), gen(r, 8, d))
	}
	b := expr.Read(ul, expr.ZExt(gen(r, 4, d), 32))
	return expr.ZExtOrTrunc(b, w)
}

// TestPrintAgreesWithEval checks the printer's semantics against expr's
// evaluator: with x's bytes fixed, e = Eval(e) must be satisfiable.
func TestPrintAgreesWithEval(t *testing.T) {
	s := newZ3(t)
	r := rand.New(rand.NewSource(42))
	n := 300
	if testing.Short() {
		n = 50
	}
	for i := 0; i < n; i++ {
		w := expr.Width(1 + r.Intn(64))
		if r.Intn(3) == 0 {
			w = 1
		}
		e := gen(r, w, 1+r.Intn(4))
		m := expr.NewAssignment()
		m.Set(arrX, randomBytes(8, int64(i)))
		cs := []expr.Expr{expr.Eq(e, expr.Const(expr.Eval(e, m), w))}
		for j, b := range m.Bytes(arrX) {
			cs = append(cs, expr.Eq(rx(uint64(j)), expr.Const(uint64(b), 8)))
		}
		resp, err := s.Check(context.Background(), solver.Query{Constraints: cs})
		if err != nil {
			t.Fatal(err)
		}
		if resp.Result != solver.Sat {
			t.Fatalf("case %d: z3 says %v for %v = %d under %v", i, resp.Result, e, expr.Eval(e, m), m.Bytes(arrX))
		}
	}
}

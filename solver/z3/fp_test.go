package z3

import (
	"context"
	"math/rand"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/fpgen"
	"github.com/symx/symx/internal/fpgen/fpexpr"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// TestFPAgreesWithZ3 checks that z3's QF_FP, through smtlib's encoding of
// expr's FP kinds, computes what expr's evaluator (itself checked against
// native code) does: with the operands fixed, any other result is unsat.
func TestFPAgreesWithZ3(t *testing.T) {
	s := newSolver(t, Options{})
	n := 400
	if testing.Short() {
		n = 60
	}
	for i, c := range fpgen.Cases(rand.New(rand.NewSource(4)), n, nil) {
		arr := expr.NewArray("x", 24)
		e, args := fpexpr.Build(c, arr)
		vals := []uint64{c.A, c.B, c.C}
		var cs []expr.Expr
		for j, a := range args {
			cs = append(cs, expr.Eq(a, expr.Const(vals[j], a.Width())))
		}
		want := expr.Eval(e, fpexpr.Assign(arr, vals...))
		cs = append(cs, expr.Ne(e, expr.Const(want, e.Width())))
		r, err := s.Check(context.Background(), solver.Query{Constraints: cs})
		if err != nil {
			t.Fatalf("case %d %+v: %v", i, c, err)
		}
		if r.Result != solver.Unsat {
			got := expr.Eval(e, r.Model)
			t.Errorf("%+v: z3 says %v (result %#x), evaluator %#x", c, r.Result, got, want)
		}
	}
}

// TestFPQueriesAgree solves random FP constraints over free operands with
// z3 and with the bit-blaster: the answers must agree and every model
// must satisfy the query under expr's evaluator.
func TestFPQueriesAgree(t *testing.T) {
	z := newSolver(t, Options{})
	bb := bitblast.New(bitblast.Options{})
	r := rand.New(rand.NewSource(5))
	ops := []string{"fadd", "fsub", "fmul", "fdiv", "fptosi", "sitofp", "fpext"}
	preds := []expr.FPPred{expr.FPOEq, expr.FPOLt, expr.FPUGt, expr.FPUno, expr.FPONe}
	n := 40
	if testing.Short() {
		n = 10
	}
	agree := 0
	for i := 0; i < n; i++ {
		c := fpgen.Cases(r, 1, ops)[0]
		arr := expr.NewArray("x", 24)
		e, args := fpexpr.Build(c, arr)
		var q []expr.Expr
		if e.Width() == 32 || e.Width() == 64 && c.Op != "fptosi" {
			k := fpgen.Value(r, int(e.Width()))
			q = append(q, expr.FCmp(preds[r.Intn(len(preds))], e, expr.Const(k, e.Width())))
		} else {
			q = append(q, expr.Eq(e, expr.Const(fpgen.Int(r, int(e.Width())), e.Width())))
		}
		if args[0].Width() >= 32 && c.Op != "sitofp" && r.Intn(2) == 0 {
			q = append(q, expr.FCmp(expr.FPOLt, args[0], expr.Const(fpgen.Value(r, int(args[0].Width())), args[0].Width())))
		}
		ctx := context.Background()
		t0 := time.Now()
		zctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		rz, err1 := z.Check(zctx, solver.Query{Constraints: q})
		cancel()
		if rz.Result == solver.Unknown {
			t.Logf("%v: z3 timed out", q)
			continue
		}
		t1 := time.Now()
		rb, err2 := bb.Check(ctx, solver.Query{Constraints: q})
		t.Logf("%s w%d: z3 %v %v, bitblast %v %v", c.Op, c.From, rz.Result, t1.Sub(t0), rb.Result, time.Since(t1))
		if err1 != nil || err2 != nil {
			t.Fatalf("%v: z3 %v, bitblast %v", q, err1, err2)
		}
		if rz.Result != rb.Result {
			t.Errorf("%v: z3 %v, bitblast %v", q, rz.Result, rb.Result)
			continue
		}
		agree++
		for _, resp := range []solver.Response{rz, rb} {
			if resp.Result == solver.Sat && expr.Eval(expr.AndAll(q), resp.Model) != 1 {
				t.Errorf("%v: model does not satisfy the query", q)
			}
		}
	}
	t.Logf("%d queries agree", agree)
}

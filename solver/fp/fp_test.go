package fp

import (
	"context"
	"math"
	"math/rand"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/fpgen"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

func f64(x float64) expr.Expr { return expr.Const(math.Float64bits(x), 64) }

type countingObs struct{ partial, final int }

func (o *countingObs) Model(m *expr.Assignment, kind solver.ModelKind) {
	if kind.Partial() {
		o.partial++
	} else {
		o.final++
	}
}

// TestSearchAnswers checks that the search answers easy FP queries itself
// with a model that satisfies them, reports improving points as partial
// models, and leaves unsat queries to the exact solver.
func TestSearchAnswers(t *testing.T) {
	arr := expr.NewArray("x", 16)
	x := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, 32), 8)
	y := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(8, 32), 8)
	tests := []struct {
		name string
		q    []expr.Expr
		want solver.Result
		fast bool
	}{
		{"interval", []expr.Expr{expr.FCmp(expr.FPOGt, x, f64(1000.5)), expr.FCmp(expr.FPOLt, x, f64(1001))}, solver.Sat, true},
		{"nan", []expr.Expr{expr.FCmp(expr.FPUno, x, x)}, solver.Sat, true},
		{"sum", []expr.Expr{expr.FCmp(expr.FPOGt, expr.FPBinary(expr.KindFAdd, x, y), f64(1e10)), expr.FCmp(expr.FPOLt, y, f64(0))}, solver.Sat, true},
		{"empty", []expr.Expr{expr.FCmp(expr.FPOGt, x, f64(2)), expr.FCmp(expr.FPOLt, x, f64(1))}, solver.Unsat, false},
	}
	for _, tt := range tests {
		s := New(bitblast.New(bitblast.Options{}), Options{Seed: 1})
		obs := &countingObs{}
		r, err := s.Check(solver.WithObserver(context.Background(), obs), solver.Query{Constraints: tt.q})
		if err != nil || r.Result != tt.want {
			t.Fatalf("%s: %v %v, want %v", tt.name, r.Result, err, tt.want)
		}
		if r.Result == solver.Sat && expr.Eval(expr.AndAll(tt.q), r.Model) != 1 {
			t.Errorf("%s: model does not satisfy the query", tt.name)
		}
		st := s.Stats()[0]
		if fast := st.Hits == 1; fast != tt.fast {
			t.Errorf("%s: answered by the search: %v (stats %+v), want %v", tt.name, fast, st, tt.fast)
		}
		if tt.fast && tt.name == "sum" && obs.partial == 0 {
			t.Errorf("%s: no partial models reported", tt.name)
		}
	}
}

// TestReadPastEnd: a float read reaching past its array's end (bytes
// there read as zero) is searched byte-wise, without a panic.
func TestReadPastEnd(t *testing.T) {
	arr := expr.NewArray("short", 6)
	x := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, 32), 8)
	q := []expr.Expr{expr.FCmp(expr.FPOGt, x, f64(0))}
	s := New(bitblast.New(bitblast.Options{}), Options{Seed: 3})
	r, err := s.Check(context.Background(), solver.Query{Constraints: q})
	if err != nil || r.Result != solver.Sat || expr.Eval(expr.AndAll(q), r.Model) != 1 {
		t.Fatalf("%v %v", r.Result, err)
	}
}

// TestAgreesWithExact: random FP queries get the exact solver's answers
// (the search never says sat wrongly, and unsat always comes from the
// exact solver).
func TestAgreesWithExact(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	exact := bitblast.New(bitblast.Options{})
	s := New(bitblast.New(bitblast.Options{}), Options{Seed: 2})
	for i := 0; i < 60; i++ {
		arr := expr.NewArray("x", 16)
		x := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, 32), 4)
		y := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(4, 32), 4)
		k := []expr.Kind{expr.KindFAdd, expr.KindFMul, expr.KindFSub, expr.KindFDiv}[r.Intn(4)]
		e := expr.FPBinary(k, x, y)
		c := expr.Const(fpgen.Value(r, 32), 32)
		q := []expr.Expr{expr.FCmp(expr.FPPred(1+r.Intn(14)), e, c), expr.FCmp(expr.FPPred(1+r.Intn(14)), x, expr.Const(fpgen.Value(r, 32), 32))}
		a, err1 := s.Check(context.Background(), solver.Query{Constraints: q})
		b, err2 := exact.Check(context.Background(), solver.Query{Constraints: q})
		if err1 != nil || err2 != nil || a.Result != b.Result {
			t.Fatalf("%v: search+exact %v %v, exact %v %v", q, a.Result, err1, b.Result, err2)
		}
		if a.Result == solver.Sat && expr.Eval(expr.AndAll(q), a.Model) != 1 {
			t.Errorf("%v: model does not satisfy the query", q)
		}
	}
	st := s.Stats()[0]
	t.Logf("search answered %d of %d", st.Hits, st.Hits+st.Misses)
}

package bitblast_test

import (
	"context"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/internal/randq"
)

// satisfies reports whether m makes every constraint true.
func satisfies(m *expr.Assignment, cs []expr.Expr) bool {
	ev := expr.NewEvaluator(m)
	for _, c := range cs {
		if !ev.IsTrue(c) {
			return false
		}
	}
	return true
}

func TestHandWritten(t *testing.T) {
	a := expr.NewArray("a", 8)
	b := expr.NewArray("b", 4)
	tab := expr.NewConstArray("tab", []byte{10, 20, 30, 40, 50})
	big := make([]byte, 1000)
	for i := range big {
		big[i] = byte(i * 7)
	}
	bigTab := expr.NewConstArray("big", big)
	al := expr.UpdateList{Root: a}
	x := expr.ReadLE(al, expr.Const(0, 32), 4)
	i := expr.ZExt(expr.Read(al, expr.Const(4, 32)), 32)
	j := expr.ZExt(expr.Read(al, expr.Const(5, 32)), 32)
	c8 := func(v uint64) expr.Expr { return expr.Const(v, 8) }
	c32 := func(v uint64) expr.Expr { return expr.Const(v, 32) }
	w1 := al.Write(i, c8(7))
	tests := []struct {
		name string
		cs   []expr.Expr
		want solver.Result
	}{
		{"empty", nil, solver.Sat},
		{"false", []expr.Expr{expr.False()}, solver.Unsat},
		{"mul", []expr.Expr{expr.Eq(expr.Mul(x, c32(3)), c32(300))}, solver.Sat},
		{"factor", []expr.Expr{
			expr.Eq(expr.Mul(expr.ZExt(expr.Read(al, c32(0)), 16), expr.ZExt(expr.Read(al, c32(1)), 16)), expr.Const(143, 16)),
			expr.Ult(expr.Const(1, 8), expr.Read(al, c32(0))),
			expr.Ult(expr.Const(1, 8), expr.Read(al, c32(1)))}, solver.Sat},
		{"div-zero", []expr.Expr{expr.Eq(expr.UDiv(x, c32(0)), c32(0xffffffff))}, solver.Sat},
		{"div-zero-unsat", []expr.Expr{expr.Ne(expr.URem(x, expr.Sub(x, x)), x)}, solver.Unsat},
		{"x<x+1 unsat", []expr.Expr{expr.Ult(x, c32(10)), expr.Not(expr.Ult(x, expr.Add(x, c32(1))))}, solver.Unsat},
		{"congruence", []expr.Expr{
			expr.Eq(i, j), expr.Ne(expr.Read(al, i), expr.Read(al, j))}, solver.Unsat},
		{"congruence-sat", []expr.Expr{
			expr.Ne(expr.Read(al, i), expr.Read(al, j))}, solver.Sat},
		{"row-hit", []expr.Expr{expr.Ne(expr.Read(w1, i), c8(7))}, solver.Unsat},
		{"row-miss", []expr.Expr{expr.Ne(i, j), expr.Ne(expr.Read(w1, j), expr.Read(al, j))}, solver.Unsat},
		{"row-sat", []expr.Expr{expr.Eq(expr.Read(w1, j), c8(9)), expr.Ult(j, c32(8))}, solver.Sat},
		{"row-two", []expr.Expr{
			expr.Eq(expr.Read(w1.Write(j, c8(8)), i), c8(8))}, solver.Sat},
		{"row-two-unsat", []expr.Expr{expr.Ne(i, j),
			expr.Eq(expr.Read(w1.Write(j, c8(8)), i), c8(8))}, solver.Unsat},
		{"table", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: tab}, i), c8(40))}, solver.Sat},
		{"table-unsat", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: tab}, i), c8(41))}, solver.Unsat},
		{"big-table", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: bigTab}, expr.ZExt(expr.ReadLE(al, c32(6), 2), 32)), c8(7*999%256)),
			expr.Ult(c32(900), expr.ZExt(expr.ReadLE(al, c32(6), 2), 32))}, solver.Sat},
		{"big-table-unsat", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: bigTab}, expr.ZExt(expr.ReadLE(al, c32(6), 2), 32)), c8(1)),
			expr.Ult(expr.ZExt(expr.ReadLE(al, c32(6), 2), 32), c32(10))}, solver.Unsat},
		{"two-arrays", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: b}, c32(3)), expr.Read(al, c32(3))),
			expr.Eq(expr.Read(al, c32(3)), c8(0x55))}, solver.Sat},
		{"out-of-size", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: b}, c32(100)), c8(1))}, solver.Sat},
	}
	s := bitblast.New(bitblast.Options{})
	for round := 0; round < 2; round++ { // the second round hits the caches
		for _, tc := range tests {
			r, err := s.Check(context.Background(), solver.Query{Constraints: tc.cs})
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if r.Result != tc.want {
				t.Fatalf("%s: got %v, want %v", tc.name, r.Result, tc.want)
			}
			if r.Result == solver.Sat && !satisfies(r.Model, tc.cs) {
				t.Fatalf("%s: model does not satisfy the query", tc.name)
			}
		}
	}
}

type recorder struct{ partial, final int }

func (r *recorder) Model(m *expr.Assignment, partial bool) {
	if partial {
		r.partial++
	} else {
		r.final++
	}
}

func TestObserverPartialModels(t *testing.T) {
	a := expr.NewArray("a", 16)
	al := expr.UpdateList{Root: a}
	var cs []expr.Expr
	// Reads at symbolic indices that must be distinct with equal values
	// force refinement rounds.
	for k := 0; k < 4; k++ {
		ik := expr.ZExt(expr.And(expr.Read(al, expr.Const(uint64(k), 32)), expr.Const(7, 8)), 32)
		cs = append(cs, expr.Eq(expr.Read(al, expr.Add(ik, expr.Const(8, 32))), expr.Const(uint64(k+1), 8)))
	}
	rec := &recorder{}
	s := bitblast.New(bitblast.Options{Observer: rec})
	r, err := s.Check(context.Background(), solver.Query{Constraints: cs})
	if err != nil || r.Result != solver.Sat {
		t.Fatalf("got %v %v", r.Result, err)
	}
	if !satisfies(r.Model, cs) {
		t.Fatal("model does not satisfy the query")
	}
	if rec.final != 1 || rec.partial == 0 {
		t.Fatalf("observer saw %d partial and %d final models", rec.partial, rec.final)
	}
}

func TestDeadline(t *testing.T) {
	// A hard factoring problem: 64-bit product of two 32-bit odd values.
	a := expr.NewArray("a", 8)
	al := expr.UpdateList{Root: a}
	x := expr.ZExt(expr.ReadLE(al, expr.Const(0, 32), 4), 64)
	y := expr.ZExt(expr.ReadLE(al, expr.Const(4, 32), 4), 64)
	cs := []expr.Expr{
		expr.Eq(expr.Mul(x, y), expr.Const(0xd2ec6a83e1e8a6c5, 64)),
		expr.Ult(expr.Const(1, 64), x), expr.Ult(expr.Const(1, 64), y),
	}
	s := bitblast.New(bitblast.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := s.Check(ctx, solver.Query{Constraints: cs})
	if r.Result == solver.Unknown && err == nil {
		t.Fatal("unknown without an error")
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("deadline ignored: %v", el)
	}
	// Cancellation without a deadline.
	ctx2, cancel2 := context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel2() }()
	start = time.Now()
	r, err = s.Check(ctx2, solver.Query{Constraints: cs})
	if r.Result == solver.Unknown && err != context.Canceled {
		t.Fatalf("cancelled: err %v", err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("cancellation ignored: %v", el)
	}
}

// TestRandomModels checks that every model satisfies its query.
func TestRandomModels(t *testing.T) {
	g := randq.New(7, randq.Small)
	s := bitblast.New(bitblast.Options{})
	n := 1500
	if testing.Short() {
		n = 300
	}
	var sat, unsat int
	for i := 0; i < n; i++ {
		cs := g.Query()
		r, err := s.Check(context.Background(), solver.Query{Constraints: cs})
		if err != nil {
			t.Fatalf("query %d: %v", i, err)
		}
		switch r.Result {
		case solver.Sat:
			sat++
			if !satisfies(r.Model, cs) {
				t.Fatalf("query %d: model does not satisfy %v", i, cs)
			}
		case solver.Unsat:
			unsat++
		}
	}
	t.Logf("%d sat, %d unsat", sat, unsat)
}

// BenchmarkRandom solves the differential test's tiny-array queries.
func BenchmarkRandom(b *testing.B) {
	g := randq.New(101, randq.Config{Arrays: 1, Size: 2, Depth: 4, Constraints: 4,
		Widths: []expr.Width{1, 2, 3, 5, 8}, Writes: 3})
	qs := make([][]expr.Expr, 500)
	for i := range qs {
		qs[i] = g.Query()
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := bitblast.New(bitblast.Options{})
		for _, cs := range qs {
			if _, err := s.Check(context.Background(), solver.Query{Constraints: cs}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

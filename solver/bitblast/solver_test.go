package bitblast_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
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

func (r *recorder) Model(m *expr.Assignment, kind solver.ModelKind) {
	if kind.Partial() {
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

// hardQueries are queries no solver decides in a second: factoring a 64-bit
// product of two 32-bit values, directly and through reads at symbolic
// indices (which adds refinement rounds); and a chain of 64-bit
// multiplications and divisions whose circuit alone takes seconds to
// build (before encoding polled the deadline, a 200 ms limit ended after
// 12 s).
func hardQueries() []struct {
	name string
	cs   []expr.Expr
} {
	a := expr.NewArray("a", 32)
	al := expr.UpdateList{Root: a}
	c32 := func(v uint64) expr.Expr { return expr.Const(v, 32) }
	c64 := func(v uint64) expr.Expr { return expr.Const(v, 64) }
	factor := func(x, y expr.Expr) []expr.Expr {
		return []expr.Expr{
			expr.Eq(expr.Mul(x, y), c64(0xd2ec6a83e1e8a6c5)),
			expr.Ult(c64(1), x), expr.Ult(c64(1), y),
		}
	}
	x := expr.ZExt(expr.ReadLE(al, c32(0), 4), 64)
	y := expr.ZExt(expr.ReadLE(al, c32(4), 4), 64)
	i := expr.ZExt(expr.And(expr.Read(al, c32(8)), expr.Const(7, 8)), 32)
	j := expr.ZExt(expr.And(expr.Read(al, c32(9)), expr.Const(7, 8)), 32)
	xi := expr.ZExt(expr.ReadLE(al, expr.Add(i, c32(16)), 4), 64)
	yj := expr.ZExt(expr.ReadLE(al, expr.Add(j, c32(24)), 4), 64)
	u, v := expr.ReadLE(al, c32(0), 8), expr.ReadLE(al, c32(8), 8)
	for k := 0; k < 40; k++ {
		u = expr.UDiv(expr.Mul(u, expr.Add(v, c64(uint64(k)))), expr.Or(v, c64(1)))
		v = expr.URem(expr.Add(u, v), expr.Or(u, c64(3)))
	}
	return []struct {
		name string
		cs   []expr.Expr
	}{
		{"factor", factor(x, y)},
		{"factor-symbolic-index", append(factor(xi, yj), expr.Ne(i, j))},
		{"huge-circuit", []expr.Expr{expr.Eq(u, c64(12345))}},
	}
}

// TestDeadline checks (issue 16) that a query ends within 1.5 times its
// time limit however its time is spent (encoding, SAT, refinement), and
// soon after a cancellation, alone and under the chain.
func TestDeadline(t *testing.T) {
	const limit = 500 * time.Millisecond
	for _, hq := range hardQueries() {
		for _, sv := range []struct {
			name string
			s    solver.Solver
		}{
			{"bitblast", bitblast.New(bitblast.Options{})},
			{"chain", solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})},
		} {
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			start := time.Now()
			r, err := sv.s.Check(ctx, solver.Query{Constraints: hq.cs})
			el := time.Since(start)
			cancel()
			if r.Result != solver.Unknown || !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("%s: %s: %v, %v; want unknown, deadline exceeded", hq.name, sv.name, r.Result, err)
			}
			if el > limit*3/2 {
				t.Errorf("%s: %s: took %v with a limit of %v", hq.name, sv.name, el, limit)
			}
			if n := counter(sv.s, "bitblast.timeouts"); n != 1 {
				t.Errorf("%s: %s: %d timeouts counted, want 1", hq.name, sv.name, n)
			}
		}
		// Cancellation without a deadline.
		ctx, cancel := context.WithCancel(context.Background())
		go func() { time.Sleep(limit / 2); cancel() }()
		start := time.Now()
		r, err := bitblast.New(bitblast.Options{}).Check(ctx, solver.Query{Constraints: hq.cs})
		if el := time.Since(start); r.Result != solver.Unknown || err != context.Canceled || el > limit {
			t.Errorf("%s: cancelled after %v: %v %v after %v", hq.name, limit/2, r.Result, err, el)
		}
	}
}

// counter returns the statistic name of s.
func counter(s solver.Solver, name string) int64 {
	for _, c := range s.(solver.Stats).Stats() {
		if c.Name == name {
			return c.Hits
		}
	}
	return -1
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

// kinds records models by kind, with the bytes of one array of each
// trail model, in order.
type kinds struct {
	mu     sync.Mutex
	n      map[solver.ModelKind]int
	arr    *expr.Array
	trails []string
}

func (k *kinds) Model(m *expr.Assignment, kind solver.ModelKind) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.n[kind]++
	if kind == solver.Trail {
		b := make([]byte, k.arr.Size)
		m.Fill(k.arr, b)
		k.trails = append(k.trails, string(b))
	}
}

// TestTrailModels: with WithTrail, a SAT search that runs out of its
// slices reports its trail after each of them (MuSE's SAT-level partial
// solutions), with the bytes it had assigned; without it, none. The
// slices are counted in propagations, and the query's budget in work, so
// two runs report the same trails in the same order, however loaded the
// machine.
func TestTrailModels(t *testing.T) {
	hq := hardQueries()[0] // factoring: no answer in 300 ms
	arr := expr.NewArray("a", 32)
	for _, c := range hq.cs {
		if as := c.Arrays(); len(as) > 0 {
			arr = as[0]
		}
	}
	trails := func(every uint64) *kinds {
		rec := &kinds{n: map[solver.ModelKind]int{}, arr: arr}
		ctx := solver.WithWork(context.Background(), &solver.Work{Limit: 100})
		ctx = solver.WithTrail(solver.WithObserver(ctx, rec), every)
		r, _ := bitblast.New(bitblast.Options{}).Check(ctx, solver.Query{Constraints: hq.cs})
		if r.Result != solver.Unknown {
			t.Fatalf("every %d: %v, want unknown", every, r.Result)
		}
		return rec
	}
	if rec := trails(0); rec.n[solver.Trail] != 0 {
		t.Errorf("without WithTrail: %d trail models", rec.n[solver.Trail])
	}
	for _, every := range []uint64{1, 40000} {
		a, b := trails(every), trails(every)
		n := min(len(a.trails), len(b.trails))
		distinct := map[string]bool{}
		for i := 0; i < n; i++ {
			distinct[a.trails[i]] = true
			if a.trails[i] != b.trails[i] {
				t.Fatalf("every %d: trail %d differs between two runs", every, i)
			}
		}
		t.Logf("every %d: %d and %d trail models, %d distinct", every, len(a.trails), len(b.trails), len(distinct))
		if n < 5 || len(distinct) < 2 || len(a.trails) != len(b.trails) {
			t.Errorf("every %d: %d trail models, %d distinct; want several", every, n, len(distinct))
		}
		// Then the query runs unsliced: slices kept an unsat proof of
		// 0.12 s from finishing in 1 s.
		if m := max(len(a.trails), len(b.trails)); m > 8 {
			t.Errorf("every %d: %d trail models from one query, want at most 8", every, m)
		}
	}
}

// TestRowTable reads a constant two-dimensional table (24 rows of 128
// bytes, each a 12-byte string: ls's abformat[recent][mon]) at a symbolic
// row and a constant column. The read selects one of 32 entries, so it is
// encoded eagerly: one round, no lemmas, whatever the table's size.
func TestRowTable(t *testing.T) {
	rows := make([]byte, 24*128)
	for r := 0; r < 24; r++ {
		copy(rows[r*128:], fmt.Sprintf("%03d %%e %%H:%%M", r))
	}
	tab := expr.UpdateList{Root: expr.NewConstArray("rows", rows)}
	row := expr.ZExt(expr.Read(expr.UpdateList{Root: expr.NewArray("r", 1)}, expr.Const(0, 32)), 32)
	at := func(col uint64) expr.Expr {
		return expr.Read(tab, expr.Add(expr.Const(col, 32), expr.Mul(expr.Const(128, 32), row)))
	}
	inRows := expr.Ult(row, expr.Const(24, 32))
	zero := expr.Const(0, 8)
	tests := []struct {
		name string
		cs   []expr.Expr
		want solver.Result
	}{
		{"inside a string", []expr.Expr{inRows, expr.Eq(at(5), zero)}, solver.Unsat},
		{"at its end", []expr.Expr{inRows, expr.Eq(at(12), zero)}, solver.Sat},
		{"past the rows", []expr.Expr{expr.Eq(at(5), zero)}, solver.Sat},
		{"one row", []expr.Expr{expr.Eq(at(2), expr.Const('7', 8)), expr.Eq(at(1), expr.Const('1', 8))}, solver.Sat},
	}
	for _, tc := range tests {
		s := bitblast.New(bitblast.Options{})
		r, err := s.Check(context.Background(), solver.Query{Constraints: tc.cs})
		if err != nil || r.Result != tc.want {
			t.Fatalf("%s: %v %v, want %v", tc.name, r.Result, err, tc.want)
		}
		if r.Result == solver.Sat && !satisfies(r.Model, tc.cs) {
			t.Fatalf("%s: model does not satisfy the query", tc.name)
		}
		for _, c := range s.Stats() {
			if c.Name == "bitblast.lemmas" && c.Hits != 0 || c.Name == "bitblast.rounds" && c.Hits != 1 {
				t.Errorf("%s: %s = %d: the read was not encoded eagerly", tc.name, c.Name, c.Hits)
			}
		}
	}
}

// TestConstantDivision: divisions and remainders by constants, asked the
// other way round: for every value v of op(x, c) over a byte x, the query
// op(x, c) = v is satisfiable exactly when some byte gives v, and its
// model is one (one solver for all the queries, as in a run).
func TestConstantDivision(t *testing.T) {
	a := expr.NewArray("a", 1)
	x := expr.Read(expr.UpdateList{Root: a}, expr.Const(0, 32))
	kinds := []expr.Kind{expr.KindUDiv, expr.KindURem, expr.KindSDiv, expr.KindSRem}
	s := bitblast.New(bitblast.Options{})
	for _, c := range []uint64{3, 5, 6, 7, 10, 12, 100, 127, 129, 200, 250, 255} {
		for _, k := range kinds {
			op := expr.Binary(k, x, expr.Const(c, 8))
			reachable := map[uint64]bool{}
			for v := uint64(0); v < 256; v++ {
				reachable[expr.Eval(expr.Binary(k, expr.Const(v, 8), expr.Const(c, 8)), nil)] = true
			}
			for v := uint64(0); v < 256; v++ {
				q := expr.Eq(op, expr.Const(v, 8))
				r, err := s.Check(context.Background(), solver.Query{Constraints: []expr.Expr{q}})
				if err != nil {
					t.Fatal(err)
				}
				if got := r.Result == solver.Sat; got != reachable[v] {
					t.Fatalf("%s(x, %d) = %d: %v, want sat %v", k, c, v, r.Result, reachable[v])
				}
				if r.Result == solver.Sat && expr.Eval(q, r.Model) != 1 {
					t.Fatalf("%s(x, %d) = %d: the model gives x = %d", k, c, v, expr.Eval(x, r.Model))
				}
			}
		}
	}
}

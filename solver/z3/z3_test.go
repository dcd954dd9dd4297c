package z3

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
)

// newSolver returns a Solver, skipping without z3 unless CI is set.
func newSolver(t *testing.T, opts Options) *Solver {
	t.Helper()
	s, err := New(opts)
	if err != nil {
		testutil.SkipMissing(t, "%v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

var (
	arrA = expr.NewArray("a", 4)
	tab  = expr.NewConstArray("tab", []byte{10, 20, 30, 40})
)

func ra(i uint64) expr.Expr { return expr.Read(expr.UpdateList{Root: arrA}, expr.Const(i, 32)) }

func a32() expr.Expr { return expr.ReadLE(expr.UpdateList{Root: arrA}, expr.Const(0, 32), 4) }

func c32(v uint64) expr.Expr { return expr.Const(v, 32) }

func TestCheck(t *testing.T) {
	s := newSolver(t, Options{})
	big := expr.NewArray("big", 1<<20)
	bigIdx := expr.ZExt(expr.Extract(a32(), 0, 16), 32)
	tests := []struct {
		name string
		cs   []expr.Expr
		want solver.Result
	}{
		{"empty", nil, solver.Sat},
		{"false", []expr.Expr{expr.False()}, solver.Unsat},
		{"range", []expr.Expr{expr.Ult(c32(10), a32()), expr.Ult(a32(), c32(12))}, solver.Sat},
		{"empty range", []expr.Expr{expr.Ult(c32(10), a32()), expr.Ult(a32(), c32(11))}, solver.Unsat},
		{"factor", []expr.Expr{expr.Eq(expr.Mul(expr.ZExt(ra(0), 32), expr.ZExt(ra(1), 32)), c32(143)), expr.Ult(expr.Const(1, 8), ra(0)), expr.Ult(expr.Const(1, 8), ra(1))}, solver.Sat},
		{"table", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: tab}, expr.ZExt(ra(2), 32)), expr.Const(30, 8))}, solver.Sat},
		{"table miss", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: tab}, expr.ZExt(ra(2), 32)), expr.Const(31, 8))}, solver.Unsat},
		{"writes", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: arrA}.Write(expr.ZExt(ra(0), 32), expr.Const(5, 8)), c32(3)), expr.Const(5, 8)), expr.Ult(ra(3), expr.Const(5, 8))}, solver.Sat},
		{"big array", []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: big}, bigIdx), expr.Const(77, 8)), expr.Ult(c32(1000), bigIdx)}, solver.Sat},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := s.Check(context.Background(), solver.Query{Constraints: tc.cs})
			if err != nil {
				t.Fatal(err)
			}
			if r.Result != tc.want {
				t.Fatalf("got %v, want %v", r.Result, tc.want)
			}
			if r.Result == solver.Sat {
				ev := expr.NewEvaluator(r.Model)
				for _, c := range tc.cs {
					if !ev.IsTrue(c) {
						t.Errorf("model %v does not satisfy %v", r.Model.Values, c)
					}
				}
			}
		})
	}
	if q, r := stat(s, "z3.queries"), stat(s, "z3.restarts"); q != int64(len(tests)-2) || r != 0 {
		t.Errorf("queries %d, restarts %d", q, r)
	}
}

// TestCorpus solves the 297 KLEE queries and checks answers and models.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	s := newSolver(t, Options{})
	files, _ := filepath.Glob("../../testdata/smt2/*.smt2")
	if len(files) != 297 {
		t.Fatalf("%d corpus files", len(files))
	}
	for _, f := range files {
		sc, err := smtlib.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Check(context.Background(), solver.Query{Constraints: sc.Assertions})
		if err != nil {
			t.Fatal(f, err)
		}
		if r.Result.String() != sc.Expected {
			t.Errorf("%s: got %v, want %s", f, r.Result, sc.Expected)
		}
		if r.Result == solver.Sat {
			ev := expr.NewEvaluator(r.Model)
			for _, c := range sc.Assertions {
				if !ev.IsTrue(c) {
					t.Errorf("%s: the model does not satisfy %v", f, c)
					break
				}
			}
		}
	}
}

// hard is a query z3 takes a while on: factoring a 64-bit semiprime.
func hard() []expr.Expr {
	x := expr.NewArray("x", 8)
	y := expr.NewArray("y", 8)
	vx := expr.ReadLE(expr.UpdateList{Root: x}, c32(0), 8)
	vy := expr.ReadLE(expr.UpdateList{Root: y}, c32(0), 8)
	one := expr.Const(1, 64)
	return []expr.Expr{
		expr.Eq(expr.Mul(vx, vy), expr.Const(0xfffffffb*0xffffffef, 64)),
		expr.Ult(one, vx), expr.Ult(one, vy),
		expr.Ult(vx, expr.Const(1<<32, 64)), expr.Ult(vy, expr.Const(1<<32, 64)),
		expr.Ult(vx, vy),
	}
}

func TestDeadline(t *testing.T) {
	s := newSolver(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := s.Check(ctx, solver.Query{Constraints: hard()})
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("took %v past a 100ms deadline", el)
	}
	if r.Result != solver.Unknown || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, %v; want unknown, deadline exceeded", r.Result, err)
	}
	// The solver still works afterwards.
	r, err = s.Check(context.Background(), solver.Query{Constraints: []expr.Expr{expr.Ult(c32(10), a32())}})
	if err != nil || r.Result != solver.Sat {
		t.Fatalf("after a timeout: %v, %v", r.Result, err)
	}
}

// TestWorkLimit: a query's work budget is z3's resource limit, so a hard
// query stops at it (ErrWorkLimit, the budget spent), and an easy one
// spends the same work every time.
func TestWorkLimit(t *testing.T) {
	s := newSolver(t, Options{})
	w := &solver.Work{Limit: 20}
	r, err := s.Check(solver.WithWork(context.Background(), w), solver.Query{Constraints: hard()})
	if r.Result != solver.Unknown || !solver.IsWorkLimit(err) || w.Used < w.Limit || w.Used > 2*w.Limit {
		t.Fatalf("got %v, %v, %d units used of %d; want unknown at the work limit", r.Result, err, w.Used, w.Limit)
	}
	easy := solver.Query{Constraints: []expr.Expr{expr.Eq(expr.Mul(a32(), c32(3)), c32(0x12345))}}
	var first uint64
	for run := range 3 {
		w := &solver.Work{Limit: 1000}
		r, err := s.Check(solver.WithWork(context.Background(), w), easy)
		if err != nil || r.Result != solver.Sat || w.Used == 0 {
			t.Fatalf("run %d: %v, %v, %d units; want sat with some work", run, r.Result, err, w.Used)
		}
		if run == 0 {
			first = w.Used
		} else if w.Used != first {
			t.Errorf("run %d: %d units; the first run spent %d", run, w.Used, first)
		}
	}
}

func TestCancel(t *testing.T) {
	s := newSolver(t, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	r, err := s.Check(ctx, solver.Query{Constraints: hard()})
	if r.Result != solver.Unknown || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, %v; want unknown, canceled", r.Result, err)
	}
	r, err = s.Check(context.Background(), solver.Query{Constraints: []expr.Expr{expr.Ult(c32(10), a32())}})
	if err != nil || r.Result != solver.Sat {
		t.Fatalf("after cancel: %v, %v", r.Result, err)
	}
	if r := stat(s, "z3.restarts"); r != 1 {
		t.Errorf("restarts = %d, want 1", r)
	}
}

func TestOptionsTimeout(t *testing.T) {
	s := newSolver(t, Options{Timeout: 100 * time.Millisecond})
	r, err := s.Check(context.Background(), solver.Query{Constraints: hard()})
	if r.Result != solver.Unknown || err != nil {
		t.Fatalf("got %v, %v; want unknown, nil", r.Result, err)
	}
}

func TestConcurrent(t *testing.T) {
	s := newSolver(t, Options{})
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				v := uint64(g*100 + i)
				r, err := s.Check(context.Background(), solver.Query{Constraints: []expr.Expr{expr.Eq(a32(), c32(v))}})
				if err != nil {
					errs <- err
					return
				}
				if r.Result != solver.Sat || expr.Eval(a32(), r.Model) != v {
					errs <- errors.New("wrong answer under concurrency")
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}

func TestNotFound(t *testing.T) {
	_, err := New(Options{Path: "/nonexistent/z3"})
	if err == nil || err.Error() != "z3 not found: install it (apt-get install z3)" {
		t.Fatalf("err = %v", err)
	}
}

func TestCrash(t *testing.T) {
	// A "z3" that dies at once: an error, not a hang or a panic.
	dir := t.TempDir()
	fake := filepath.Join(dir, "z3")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := newSolver(t, Options{Path: fake})
	r, err := s.Check(context.Background(), solver.Query{Constraints: []expr.Expr{expr.Ult(c32(10), a32())}})
	if err == nil || r.Result != solver.Unknown {
		t.Fatalf("got %v, %v; want an error", r.Result, err)
	}
}

func stat(s *Solver, name string) int64 {
	for _, c := range s.Stats() {
		if c.Name == name {
			return c.Hits
		}
	}
	return -1
}

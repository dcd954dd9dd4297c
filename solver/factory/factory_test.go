package factory

import (
	"cmp"
	"context"
	"errors"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// counting is a hook's wrapper: it counts the queries of its layer.
type counting struct {
	next solver.Solver
	n    int
}

func (c *counting) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	c.n++
	return c.next.Check(ctx, q)
}

func (c *counting) Stats() []solver.Counter { return c.next.(solver.Stats).Stats() }

// chainLayers are the query chain's counters, outermost first, which
// every backend's stack starts with.
var chainLayers = []string{"trivial", "independence", "query-cache", "cex-cache",
	"cex-cache.unsat-subset", "cex-cache.sat-superset", "cex-cache.sat-subset-model", "cex-cache.sat-recent-model"}

// TestLayers: every name builds the same stack — the chain, then the
// floating-point search, then the backend — read off the counters, which
// each layer reports outermost first; the hooks sit around the core and
// around the chain.
func TestLayers(t *testing.T) {
	tests := []struct {
		name     string
		backends []string // the prefixes of the backend's counters
		needs    string   // an executable the backend runs
	}{
		{"", []string{"bitblast.", "fallback.", "z3."}, ""},
		{"bitblast", []string{"bitblast.", "fallback.", "z3."}, ""},
		{"z3", []string{"z3."}, "z3"},
	}
	for _, tt := range tests {
		t.Run(cmp.Or(tt.name, "default"), func(t *testing.T) {
			if _, err := exec.LookPath(tt.needs); tt.needs != "" && err != nil {
				t.Skipf("%s not installed", tt.needs)
			}
			var core, top *counting
			s, err := New(tt.name, Options{
				WrapCore: func(s solver.Solver) solver.Solver { core = &counting{next: s}; return core },
				WrapTop:  func(s solver.Solver) solver.Solver { top = &counting{next: s}; return top },
			})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var names []string
			for _, c := range s.Stats() {
				names = append(names, c.Name)
			}
			n := len(chainLayers)
			if len(names) < n+2 || !slices.Equal(names[:n], chainLayers) || names[n] != "fp.search" {
				t.Fatalf("layers %v: want %v, fp.search, then the backend's", names, chainLayers)
			}
			for _, name := range names[n+1:] {
				if !slices.ContainsFunc(tt.backends, func(p string) bool { return strings.HasPrefix(name, p) }) {
					t.Errorf("backend counter %q: want one of %v", name, tt.backends)
				}
			}

			// A constant query stops at the chain's trivial layer; a
			// repeated one at its query cache; a new one reaches the core.
			x := expr.Read(expr.UpdateList{Root: expr.NewArray("x", 1)}, expr.Const(0, expr.Int32))
			queries := []struct {
				c         expr.Expr
				want      solver.Result
				reachCore bool
			}{
				{expr.True(), solver.Sat, false},
				{expr.Ult(x, expr.Const(5, expr.Int8)), solver.Sat, true},
				{expr.Ult(x, expr.Const(5, expr.Int8)), solver.Sat, false},
				{expr.And(expr.Ult(x, expr.Const(5, expr.Int8)), expr.Ugt(x, expr.Const(7, expr.Int8))), solver.Unsat, true},
			}
			wantCore := 0
			for i, q := range queries {
				r, err := s.Check(context.Background(), solver.Query{Constraints: []expr.Expr{q.c}})
				if err != nil || r.Result != q.want {
					t.Fatalf("query %d: %v, %v; want %v", i, r.Result, err, q.want)
				}
				if q.reachCore {
					wantCore++
				}
				if top.n != i+1 || core.n != wantCore {
					t.Fatalf("after query %d: the top hook saw %d, the core hook %d; want %d and %d", i, top.n, core.n, i+1, wantCore)
				}
			}
		})
	}
}

// TestUnknownName: a name New does not know is one error, naming it and
// the known ones, that callers tell apart with errors.Is.
func TestUnknownName(t *testing.T) {
	for _, name := range []string{"cvc5", "Z3", "bitblast "} {
		_, err := New(name, Options{})
		if !errors.Is(err, ErrUnknown) {
			t.Fatalf("New(%q): %v, want ErrUnknown", name, err)
		}
		if want := `unknown solver "` + name + `" (want bitblast or z3)`; err.Error() != want {
			t.Errorf("New(%q): %q, want %q", name, err, want)
		}
	}
}

package bitblast_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

type corpusQuery struct {
	name string
	q    solver.Query
	want solver.Result
}

// loadCorpus parses the corpus. Each file declares its own arrays; with
// shared, the files of one program (dispatch-0001 … dispatch-0060) read
// the same arrays, as the queries of one KLEE run did, so the chain's
// caches see the sharing a run has.
func loadCorpus(tb testing.TB, shared bool) []corpusQuery {
	files, err := filepath.Glob("../../testdata/smt2/*.smt2")
	if err != nil || len(files) == 0 {
		tb.Fatalf("no corpus: %v", err)
	}
	var bind map[string]map[string]*expr.Array // program → name → array
	if shared {
		bind = map[string]map[string]*expr.Array{}
		sizes := map[string]map[string]*expr.Array{}
		for _, f := range files {
			sc, err := smtlib.ParseFile(f)
			if err != nil {
				tb.Fatalf("%s: %v", f, err)
			}
			prog := program(f)
			if sizes[prog] == nil {
				sizes[prog] = map[string]*expr.Array{}
			}
			for _, a := range sc.Arrays {
				if a.IsConst() {
					continue
				}
				if old := sizes[prog][a.Name]; old == nil || old.Size < a.Size {
					sizes[prog][a.Name] = a
				}
			}
		}
		for prog, m := range sizes {
			bind[prog] = map[string]*expr.Array{}
			for name, a := range m {
				na := expr.NewArray(name, a.Size)
				na.IndexWidth = a.IndexWidth
				bind[prog][name] = na
			}
		}
	}
	var qs []corpusQuery
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		sc, err := smtlib.ParseWith(f, src, smtlib.ParseOptions{Arrays: bind[program(f)]})
		if err != nil {
			tb.Fatalf("%s: %v", f, err)
		}
		want := solver.Unknown
		switch sc.Expected {
		case "sat":
			want = solver.Sat
		case "unsat":
			want = solver.Unsat
		default:
			tb.Fatalf("%s: no expected answer", f)
		}
		qs = append(qs, corpusQuery{filepath.Base(f), solver.Query{Constraints: sc.Assertions}, want})
	}
	return qs
}

// program is the benchmark program a corpus file comes from.
func program(path string) string {
	base := filepath.Base(path)
	if i := strings.LastIndexByte(base, '-'); i > 0 {
		return base[:i]
	}
	return base
}

// TestCorpus solves the 297 KLEE queries, directly and through the chain,
// and through the chain with each program's arrays shared.
func TestCorpus(t *testing.T) {
	own, shared := loadCorpus(t, false), loadCorpus(t, true)
	backends := []struct {
		name string
		s    solver.Solver
		qs   []corpusQuery
	}{
		{"bitblast", bitblast.New(bitblast.Options{}), own},
		{"chain", solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{}), own},
		{"chain-shared", solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{}), shared},
	}
	for _, b := range backends {
		qs := b.qs
		start, cpu0 := time.Now(), testutil.CPUTime()
		for _, cq := range qs {
			r, err := b.s.Check(context.Background(), cq.q)
			if err != nil {
				t.Fatalf("%s %s: %v", b.name, cq.name, err)
			}
			if r.Result != cq.want {
				t.Fatalf("%s %s: got %v, want %v", b.name, cq.name, r.Result, cq.want)
			}
			if r.Result == solver.Sat && !satisfies(r.Model, cq.q.Constraints) {
				t.Fatalf("%s %s: model does not satisfy the query", b.name, cq.name)
			}
		}
		// CPU time too: wall time on a shared machine says little.
		t.Logf("%s: %d queries in %v (CPU %v)", b.name, len(qs), time.Since(start).Round(time.Millisecond),
			(testutil.CPUTime() - cpu0).Round(time.Millisecond))
		if st, ok := b.s.(solver.Stats); ok {
			for _, c := range st.Stats() {
				t.Logf("  %-24s hits %6d misses %6d", c.Name, c.Hits, c.Misses)
			}
		}
	}
}

// BenchmarkCorpus measures solving time (parsing excluded) for all 297
// queries with one solver, the way a run uses it.
func BenchmarkCorpus(b *testing.B) {
	own, shared := loadCorpus(b, false), loadCorpus(b, true)
	for _, mode := range []string{"bitblast", "chain", "chain-shared"} {
		b.Run(mode, func(b *testing.B) {
			qs := own
			if mode == "chain-shared" {
				qs = shared
			}
			for i := 0; i < b.N; i++ {
				var s solver.Solver = bitblast.New(bitblast.Options{})
				if mode != "bitblast" {
					s = solver.NewChain(s, solver.ChainOptions{})
				}
				for _, cq := range qs {
					if r, err := s.Check(context.Background(), cq.q); err != nil || r.Result != cq.want {
						b.Fatalf("%s: %v %v", cq.name, r.Result, err)
					}
				}
			}
		})
	}
}

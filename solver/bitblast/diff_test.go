package bitblast_test

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/z3test"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/internal/randq"
	"github.com/symx/symx/solver/z3"
)

// newZ3 returns the reference solver. Without z3 the differential tests
// fail in CI (where z3 is part of the setup) and skip elsewhere.
func newZ3(t *testing.T) *z3.Solver { return z3test.New(t, z3.Options{Timeout: diffTimeout}) }

// diffTimeout bounds each query; a query either solver gives up on is
// skipped.
const diffTimeout = 5 * time.Second

// diffConfigs are the query shapes compared against z3; widths stay small
// where division and multiplication make z3 (and us) slow.
var diffConfigs = []struct {
	name string
	cfg  randq.Config
	n    int
}{
	{"small", randq.Small, 1000},
	{"tiny-arrays", randq.Config{Arrays: 1, Size: 2, Depth: 4, Constraints: 4,
		Widths: []expr.Width{1, 2, 3, 5, 8}, Writes: 3}, 1000},
	{"wide", randq.Config{Arrays: 3, Size: 8, Depth: 3, Constraints: 3,
		Widths: []expr.Width{8, 16, 32, 64}, Writes: 2, MaxArithWidth: 16}, 300},
	{"arith32", randq.Config{Arrays: 2, Size: 8, Depth: 2, Constraints: 2,
		Widths: []expr.Width{32}, Writes: 1}, 60},
	// Reads far past the arrays' sizes: models must hold those bytes.
	{"far", randq.Config{Arrays: 2, Size: 4, Depth: 3, Constraints: 3,
		Widths: []expr.Width{1, 8, 16, 32}, Writes: 2, MaxArithWidth: 16, Far: true}, 300},
}

// TestDiffZ3 compares bitblast, alone and under the chain, with z3 on
// seeded random QF_ABV queries: the answers must agree and every model
// must satisfy its query.
func TestDiffZ3(t *testing.T) {
	ref := newZ3(t)
	for ci, dc := range diffConfigs {
		t.Run(dc.name, func(t *testing.T) {
			n := dc.n
			if testing.Short() {
				n /= 10
			}
			// Queries are generated up front and z3 runs in parallel
			// processes: z3's start-up and pipe latency dominate.
			g := randq.New(int64(100+ci), dc.cfg)
			qs := make([][]expr.Expr, n)
			for i := range qs {
				qs[i] = g.Query()
			}
			want := make([]solver.Result, n)
			start := time.Now()
			workers := runtime.NumCPU()
			var wg sync.WaitGroup
			errs := make(chan error, workers)
			for w := 0; w < workers; w++ {
				zs := ref
				if w > 0 {
					zs = newZ3(t)
				}
				wg.Add(1)
				go func(w int, zs *z3.Solver) {
					defer wg.Done()
					for i := w; i < n; i += workers {
						r, err := zs.Check(context.Background(), solver.Query{Constraints: qs[i]})
						if err != nil {
							errs <- err
							return
						}
						want[i] = r.Result
						if r.Result == solver.Sat && !satisfies(r.Model, qs[i]) {
							errs <- fmt.Errorf("query %d: z3's model does not satisfy:\n%v", i, qs[i])
							return
						}
					}
				}(w, zs)
			}
			wg.Wait()
			z3Time := time.Since(start)
			start = time.Now()
			close(errs)
			for err := range errs {
				t.Fatalf("z3: %v", err)
			}
			// Both of ours run concurrently, which also exercises their
			// safety for concurrent use.
			bb := bitblast.New(bitblast.Options{})
			ch := solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
			var sat, unsat int
			var skipped atomic.Int64
			for i := range qs {
				switch want[i] {
				case solver.Sat:
					sat++
				case solver.Unsat:
					unsat++
				default:
					skipped.Add(1)
				}
			}
			var mu sync.Mutex
			var failures []string
			fail := func(format string, args ...any) {
				mu.Lock()
				failures = append(failures, fmt.Sprintf(format, args...))
				mu.Unlock()
			}
			for w, s := range []struct {
				name string
				s    solver.Solver
			}{{"bitblast", bb}, {"chain", ch}} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i, cs := range qs {
						if want[i] == solver.Unknown {
							continue
						}
						ctx, cancel := context.WithTimeout(context.Background(), diffTimeout)
						r, err := s.s.Check(ctx, solver.Query{Constraints: cs})
						cancel()
						switch {
						case r.Result == solver.Unknown && err == context.DeadlineExceeded:
							if w == 0 {
								skipped.Add(1)
							}
						case err != nil:
							fail("query %d: %s: %v", i, s.name, err)
							return
						case r.Result != want[i]:
							fail("query %d: %s says %v, z3 %v:\n%v", i, s.name, r.Result, want[i], cs)
							return
						case r.Result == solver.Sat && !satisfies(r.Model, cs):
							fail("query %d: %s model does not satisfy:\n%v", i, s.name, cs)
							return
						}
					}
				}()
			}
			wg.Wait()
			for _, f := range failures {
				t.Error(f)
			}
			t.Logf("%d queries: %d sat, %d unsat, %d skipped (a solver timed out); z3 %v, bitblast and chain %v",
				n, sat, unsat, skipped.Load(), z3Time.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
		})
	}
}

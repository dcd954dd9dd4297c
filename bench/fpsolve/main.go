// Command fpsolve benchmarks the floating-point solvers on the queries of
// real programs: it explores each task (by default the sv-benchmarks
// float tasks in testdata/testcomp), records every query with floating
// point that reaches the core solver, then solves the recorded queries
// again, in order, with each solver:
//
//	bitblast     the exact bit-blasting solver alone
//	fp+bitblast  MuSE's search (solver/fp) first, then bitblast
//	z3           z3's QF_FP through symx's z3 backend
//
//	go run ./bench/fpsolve [-timeout 60s] [task ...]
//
// It prints, per task and solver, the queries, the total time, the
// answers, and for fp+bitblast how many queries the search answered.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/fp"
	"github.com/symx/symx/solver/z3"
)

var defaultTasks = []string{
	"testdata/testcomp/float-benchs/nan_double.c",
	"testdata/testcomp/floats-cdfpl/newton_1_8.i",
	"testdata/testcomp/float-benchs/addsub_float_inexact.c",
}

// recorder passes queries on and keeps those with floating point.
type recorder struct {
	next solver.Solver
	mu   sync.Mutex
	qs   []solver.Query
}

func (r *recorder) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	if fp.HasFP(q.Constraints) {
		r.mu.Lock()
		r.qs = append(r.qs, q)
		r.mu.Unlock()
	}
	return r.next.Check(ctx, q)
}

func main() {
	timeout := flag.Duration("timeout", time.Minute, "time limit per query")
	maxTime := flag.Duration("max-time", 2*time.Minute, "exploration time per task")
	flag.Parse()
	tasks := flag.Args()
	if len(tasks) == 0 {
		tasks = defaultTasks
	}
	for _, t := range tasks {
		if err := bench(t, *timeout, *maxTime); err != nil {
			fmt.Fprintln(os.Stderr, "bench/fpsolve:", err)
			os.Exit(1)
		}
	}
}

func bench(task string, timeout, maxTime time.Duration) error {
	prog, err := ir.Load(task, ir.LoadOptions{M32: true, IncludeDirs: []string{"runtime/include"}})
	if err != nil {
		return err
	}
	rec := &recorder{next: bitblast.New(bitblast.Options{})}
	x, err := exec.New(prog, exec.Config{Solver: solver.NewChain(rec, solver.ChainOptions{})})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), maxTime)
	defer cancel()
	if _, err := x.Run(ctx); err != nil {
		return err
	}
	z, err := z3.New(z3.Options{})
	if err != nil {
		return err
	}
	defer z.Close()
	fast := fp.New(bitblast.New(bitblast.Options{}), fp.Options{})
	solvers := []struct {
		name string
		s    solver.Solver
	}{{"bitblast", bitblast.New(bitblast.Options{})}, {"fp+bitblast", fast}, {"z3", z}}
	fmt.Printf("%s: %d FP queries\n", task, len(rec.qs))
	for _, sv := range solvers {
		var total time.Duration
		count := map[solver.Result]int{}
		for _, q := range rec.qs {
			qctx, cancel := context.WithTimeout(context.Background(), timeout)
			t0 := time.Now()
			r, err := sv.s.Check(qctx, q)
			total += time.Since(t0)
			cancel()
			if err != nil && r.Result != solver.Unknown {
				return fmt.Errorf("%s: %v", sv.name, err)
			}
			if r.Result == solver.Sat && expr.Eval(expr.AndAll(q.Constraints), r.Model) != 1 {
				return fmt.Errorf("%s: a model does not satisfy its query", sv.name)
			}
			count[r.Result]++
		}
		extra := ""
		if sv.name == "fp+bitblast" {
			st := fast.Stats()[0]
			extra = fmt.Sprintf("  search answered %d of %d", st.Hits, st.Hits+st.Misses)
		}
		fmt.Printf("  %-12s %10v  sat %d unsat %d unknown %d%s\n", sv.name, total.Round(time.Microsecond),
			count[solver.Sat], count[solver.Unsat], count[solver.Unknown], extra)
	}
	return nil
}

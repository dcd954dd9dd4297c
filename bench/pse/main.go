// Command pse measures postconditioned symbolic execution the way the
// PSE paper's Table 4 does: each program is explored to the end with
// plain DFS and with --pse, and the table gives paths, instructions and
// time of both and their ratios, with PSE's time in subsumption checks
// and weakest preconditions (the paper's Fig. 6) and its summaries.
// Programs DFS does not finish within the budget are marked.
//
//	go run ./bench/pse [-time 60s] [-32] [-args "--sym-args 0 2 2"] [programs...]
//
// Without programs it runs every benchmark program in testdata/programs.
package main

import (
	"context"
	"flag"
	"fmt"
	"github.com/symx/symx/technique"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/symx/symx/pse"
	"github.com/symx/symx/run"
)

func main() {
	budget := flag.Duration("time", time.Minute, "budget per program and mode")
	m32 := flag.Bool("32", false, "compile for a 32-bit data model (sv-benchmarks ILP32 tasks)")
	args := flag.String("args", "", "the programs' arguments (POSIX runtime options such as --sym-args)")
	flag.Parse()
	progs := flag.Args()
	if len(progs) == 0 {
		progs, _ = filepath.Glob("testdata/programs/*.c")
	}
	if len(progs) == 0 {
		fmt.Fprintln(os.Stderr, "pse: no programs (run from the repository root)")
		os.Exit(2)
	}
	if err := bench(progs, *budget, *m32, strings.Fields(*args)); err != nil {
		fmt.Fprintln(os.Stderr, "pse:", err)
		os.Exit(1)
	}
}

type result struct {
	paths, insts uint64
	time         time.Duration
	halted       string
	pse          pse.Stats
}

func once(ctx context.Context, dir, prog string, budget time.Duration, m32, withPSE bool, args []string) (result, error) {
	cfg := run.Config{Input: prog, MaxTime: budget, M32: m32, ProgramArgs: args, OutputDir: dir,
		WriteNoTests: true, EmitAllErrors: true,
		Techniques: []technique.Technique{&pse.Technique{On: withPSE}}}
	if !withPSE {
		cfg.Search = []string{"dfs"}
	}
	start := time.Now()
	res, err := run.Run(ctx, cfg)
	if err != nil {
		return result{}, err
	}
	r := result{paths: res.Stats.Paths(), insts: res.Stats.Instructions, time: time.Since(start), halted: res.Halted}
	if withPSE {
		r.pse = res.PSE
	}
	return r, nil
}

func ratio(a, b float64) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f×", a/b)
}

func bench(progs []string, budget time.Duration, m32 bool, args []string) error {
	tmp, err := os.MkdirTemp("", "symx-bench-pse-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	ctx := context.Background()
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 1, ' ', tabwriter.Debug)
	fmt.Fprintln(w, "program\tDFS paths\tPSE paths\tratio\tDFS insts\tPSE insts\tratio\tDFS s\tPSE s\tspeedup\tchecks s\tWP s\tcuts\tpruned\tdisjuncts\t")
	for i, p := range progs {
		d, err := once(ctx, filepath.Join(tmp, fmt.Sprint(i, "d")), p, budget, m32, false, args)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		q, err := once(ctx, filepath.Join(tmp, fmt.Sprint(i, "p")), p, budget, m32, true, args)
		if err != nil {
			return fmt.Errorf("%s --pse: %w", p, err)
		}
		name := strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
		if d.halted != "" {
			name += " (DFS: " + d.halted + ")"
		}
		if q.halted != "" {
			name += " (PSE: " + q.halted + ")"
		}
		fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%d\t%d\t%s\t%.2f\t%.2f\t%s\t%.2f\t%.2f\t%d\t%d\t%d\t\n", name,
			d.paths, q.paths, ratio(float64(d.paths), float64(q.paths)),
			d.insts, q.insts, ratio(float64(d.insts), float64(q.insts)),
			d.time.Seconds(), q.time.Seconds(), ratio(d.time.Seconds(), q.time.Seconds()),
			q.pse.CheckTime.Seconds(), q.pse.WPTime.Seconds(), q.pse.Cuts, q.pse.Pruned, q.pse.Disjuncts)
		w.Flush()
	}
	return nil
}

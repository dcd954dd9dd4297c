// Command pse measures postconditioned symbolic execution the way the
// PSE paper's Table 4 does: each program is explored to the end with
// plain DFS and with --pse, and the table gives paths, instructions and
// time of both and their ratios, with PSE's time in subsumption checks
// and weakest preconditions (the paper's Fig. 6) and its summaries.
// Programs DFS does not finish within the budget are marked.
//
//	go run ./bench/pse [-time 60s] [-runs N] [-32] [-args "--sym-args 0 2 2"] [programs...]
//
// Without programs it runs every benchmark program in testdata/programs.
//
// -runs N (default 1) runs each mode N times per program, DFS and PSE
// alternating. Times are then the median [min–max], and the speedup
// (DFS's median time over PSE's) comes with the Mann-Whitney U p-value
// and the Vargha-Delaney Â12 (internal/stats). An exploration to the end
// is deterministic: its paths, instructions, cuts, pruned directions
// and disjuncts are checked equal across the runs ("(N equal)", or
// "**varies**" with every run's value); a run a budget halted gives
// medians instead.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/symx/symx/internal/stats"
	"github.com/symx/symx/pse"
	"github.com/symx/symx/run"
	"github.com/symx/symx/technique"
)

func main() {
	budget := flag.Duration("time", time.Minute, "budget per program and mode")
	m32 := flag.Bool("32", false, "compile for a 32-bit data model (sv-benchmarks ILP32 tasks)")
	args := flag.String("args", "", "the programs' arguments (POSIX runtime options such as --sym-args)")
	runs := flag.Int("runs", 1, "runs per program and mode, DFS and PSE alternating")
	flag.Parse()
	progs := flag.Args()
	if len(progs) == 0 {
		progs, _ = filepath.Glob("testdata/programs/*.c")
	}
	if len(progs) == 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "pse: no programs (run from the repository root), or -runs below 1")
		os.Exit(2)
	}
	if err := bench(progs, *budget, *m32, strings.Fields(*args), *runs); err != nil {
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

// programRuns are one program's runs: DFS's and PSE's, in run order.
type programRuns struct {
	name     string
	dfs, pse []result
}

func bench(progs []string, budget time.Duration, m32 bool, args []string, runs int) error {
	tmp, err := os.MkdirTemp("", "symx-bench-pse-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	ctx := context.Background()
	fmt.Printf("DFS and --pse explored to the end (budget %s per run); %s.\n\n", budget, stats.RunsNote(runs))
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 1, ' ', tabwriter.Debug)
	fmt.Fprintln(w, header)
	for i, p := range progs {
		pr := programRuns{name: strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))}
		err := stats.Alternate(runs, 2, func(k, mode int) error {
			withPSE := mode == 1
			r, err := once(ctx, filepath.Join(tmp, fmt.Sprint(i, "-", k, "-", mode)), p, budget, m32, withPSE, args)
			if err != nil {
				return fmt.Errorf("%s (PSE %v, run %d): %w", p, withPSE, k+1, err)
			}
			if withPSE {
				pr.pse = append(pr.pse, r)
			} else {
				pr.dfs = append(pr.dfs, r)
			}
			return nil
		})
		if err != nil {
			return err
		}
		fmt.Fprintln(w, pr.line())
		w.Flush()
	}
	return nil
}

const header = "program\tDFS paths\tPSE paths\tratio\tDFS insts\tPSE insts\tratio\tDFS s\tPSE s\tspeedup\tp\tÂ12\tchecks s\tWP s\tcuts\tpruned\tdisjuncts\t"

// line is the program's row: counts checked equal across runs that
// explored to the end (medians of those a budget halted), the medians
// of times, and the speedup's test (Â12: the probability that a DFS run
// takes longer than a PSE run).
func (pr programRuns) line() string {
	name := pr.name + halts("DFS", pr.dfs) + halts("PSE", pr.pse)
	count := func(rs []result, f func(result) float64) string {
		s := stats.Of(rs, f)
		for _, r := range rs {
			if r.halted != "" {
				return s.Count()
			}
		}
		return s.Exact("%.0f")
	}
	ratio := func(f func(result) float64) string {
		r, _, _ := stats.Compare(stats.Of(pr.dfs, f), stats.Of(pr.pse, f)).Cells()
		return r
	}
	paths := func(r result) float64 { return float64(r.paths) }
	insts := func(r result) float64 { return float64(r.insts) }
	secs := func(r result) float64 { return r.time.Seconds() }
	speedup, p, a12 := stats.Compare(stats.Of(pr.dfs, secs), stats.Of(pr.pse, secs)).Cells()
	return strings.Join([]string{name,
		count(pr.dfs, paths), count(pr.pse, paths), ratio(paths),
		count(pr.dfs, insts), count(pr.pse, insts), ratio(insts),
		stats.Of(pr.dfs, secs).Format("%.2f"), stats.Of(pr.pse, secs).Format("%.2f"), speedup, p, a12,
		stats.Of(pr.pse, func(r result) float64 { return r.pse.CheckTime.Seconds() }).Format("%.2f"),
		stats.Of(pr.pse, func(r result) float64 { return r.pse.WPTime.Seconds() }).Format("%.2f"),
		count(pr.pse, func(r result) float64 { return float64(r.pse.Cuts) }),
		count(pr.pse, func(r result) float64 { return float64(r.pse.Pruned) }),
		count(pr.pse, func(r result) float64 { return float64(r.pse.Disjuncts) }),
	}, "\t") + "\t"
}

// halts marks a mode a budget halted: " (DFS: why)", with how many of
// the runs when more than one ran.
func halts(mode string, rs []result) string {
	why, n := "", 0
	for _, r := range rs {
		if r.halted != "" {
			why, n = r.halted, n+1
		}
	}
	switch {
	case n == 0:
		return ""
	case len(rs) == 1:
		return fmt.Sprintf(" (%s: %s)", mode, why)
	}
	return fmt.Sprintf(" (%s: %s in %d of %d runs)", mode, why, n, len(rs))
}

// Command search compares search strategies the way the SGS paper's
// Table 4 does: each strategy explores each program for the same time
// budget, and the table reports the final branch coverage measured
// natively by gcov over the generated tests (symx cov) and the distinct
// bugs found.
//
//	go run ./bench/search [-time 2s] [-runs N] [-search dfs,sgs:1,...] [programs.c...]
//
// Without programs it runs every benchmark program in testdata/programs;
// without -search every strategy (sgs:1, 2, 4, 8, combined SGS, KLEE's
// default).
//
// -runs N (default 1) runs every strategy N times on each program, the
// strategies alternating (run 1 of each, then run 2, ...), run i with
// --seed i; every figure is then the median [min–max] of the runs. A
// second table compares each SGS strategy with the best of the others
// (by median branches covered) on each program and on all together:
// the ratio of the medians, the Mann-Whitney U p-value and the
// Vargha-Delaney Â12 (internal/stats).
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

	"github.com/symx/symx/cover"
	"github.com/symx/symx/internal/stats"
	"github.com/symx/symx/run"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
)

func main() {
	budget := flag.Duration("time", 2*time.Second, "exploration budget per program and strategy")
	list := flag.String("search", "", "comma-separated strategies (default: all)")
	runs := flag.Int("runs", 1, "runs per program and strategy (run i with --seed i)")
	flag.Parse()
	strategies := []string{"dfs", "bfs", "random-state", "random-path", "nurs:covnew", "nurs:md2u",
		"nurs:depth", "nurs:rp", "nurs:icnt", "nurs:cpicnt", "nurs:qc",
		"sgs:1", "sgs:2", "sgs:4", "sgs:8", "sgs-combined", "default"}
	if *list != "" {
		strategies = strings.Split(*list, ",")
	}
	progs := flag.Args()
	if len(progs) == 0 {
		progs, _ = filepath.Glob("testdata/programs/*.c")
	}
	if len(progs) == 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "search: no programs (run from the repository root), or -runs below 1")
		os.Exit(2)
	}
	res, err := measure(progs, strategies, *budget, *runs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "search:", err)
		os.Exit(1)
	}
	fmt.Print(render(progs, strategies, res, *runs, *budget))
}

// cell is one run of one strategy on one program.
type cell struct {
	branches cover.Counts
	bugs     int
}

// results holds every run: results[program][strategy], in run order.
type results map[string]map[string][]cell

func measure(progs, strategies []string, budget time.Duration, runs int) (results, error) {
	tmp, err := os.MkdirTemp("", "symx-bench-search-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	ctx := context.Background()
	res := results{}
	for _, p := range progs {
		res[p] = map[string][]cell{}
		err := stats.Alternate(runs, len(strategies), func(k, i int) error {
			s := strategies[i]
			cfg := run.Config{Input: p, MaxTime: budget, Seed: uint64(k + 1),
				OutputDir: filepath.Join(tmp, fmt.Sprintf("%s-%d-%d", filepath.Base(p), i, k))}
			switch s {
			case "sgs-combined":
				cfg.Techniques = []technique.Technique{&search.Combined{On: true}}
			case "default":
			default:
				cfg.Search = []string{s}
			}
			r, err := run.Run(ctx, cfg)
			if err != nil {
				return fmt.Errorf("%s with %s: %w", p, s, err)
			}
			rep, err := cover.Measure(ctx, p, []string{r.Dir}, cover.Options{})
			if err != nil {
				return fmt.Errorf("%s with %s: coverage: %w", p, s, err)
			}
			res[p][s] = append(res[p][s], cell{branches: rep.Branches, bugs: len(r.Bugs)})
			fmt.Fprintf(os.Stderr, "%s %s run %d: %d/%d branches, %d bugs\n", filepath.Base(p), s, k+1, rep.Branches.Covered, rep.Branches.Total, len(r.Bugs))
			os.RemoveAll(r.Dir)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}

// allPrograms is the row of the branches summed over the programs.
const allPrograms = "all"

// samples gives, per strategy, each run's covered branches, bugs and
// branch total of prog, or summed over all programs (allPrograms).
func (res results) samples(progs []string, prog, s string) (covered, bugs, total stats.Sample) {
	for _, p := range progs {
		if prog != allPrograms && p != prog {
			continue
		}
		for k, c := range res[p][s] {
			if k == len(covered) {
				covered, bugs, total = append(covered, 0), append(bugs, 0), append(total, 0)
			}
			covered[k] += float64(c.branches.Covered)
			bugs[k] += float64(c.bugs)
			total[k] += float64(c.branches.Total)
		}
	}
	return covered, bugs, total
}

// render prints the coverage table (per program and strategy the branch
// coverage and bugs, then the branches summed over the programs) and the
// comparison of each SGS strategy with the best other one.
func render(progs, strategies []string, res results, runs int, budget time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Branch coverage (gcov) and bugs, --max-time=%s per program and strategy; %s.\n\n", budget, stats.RunsNote(runs))
	w := tabwriter.NewWriter(&b, 0, 0, 1, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintf(w, "program\t")
	for _, s := range strategies {
		fmt.Fprintf(w, "%s\t", s)
	}
	fmt.Fprintln(w)
	for _, p := range progs {
		fmt.Fprintf(w, "%s\t", name(p))
		for _, s := range strategies {
			covered, bugs, total := res.samples(progs, p, s)
			pct := make(stats.Sample, len(covered))
			for k := range covered {
				pct[k] = cover.Counts{Covered: int(covered[k]), Total: int(total[k])}.Percent()
			}
			fmt.Fprintf(w, "%s%% %sB\t", pct.Format("%.0f"), bugs.Count())
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "all (branches)\t")
	for _, s := range strategies {
		covered, _, total := res.samples(progs, allPrograms, s)
		fmt.Fprintf(w, "%s/%s\t", covered.Count(), total.Exact("%.0f"))
	}
	fmt.Fprintln(w)
	w.Flush()
	var sgs, others []string
	for _, s := range strategies {
		if strings.HasPrefix(s, "sgs") {
			sgs = append(sgs, s)
		} else {
			others = append(others, s)
		}
	}
	if len(sgs) == 0 || len(others) == 0 {
		return b.String()
	}
	fmt.Fprintf(&b, "\nEach SGS strategy against the best other strategy of the program (by median branches covered); Â12: the probability that a run of the SGS strategy covers more branches than one of the other.\n\n")
	fmt.Fprintln(&b, "| program | SGS strategy | branches | best other | branches | ratio | p | Â12 |")
	fmt.Fprintln(&b, "|---|---|--:|---|--:|--:|--:|--:|")
	for _, p := range append(append([]string(nil), progs...), allPrograms) {
		best, bestCov := "", stats.Sample(nil)
		for _, s := range others {
			if c, _, _ := res.samples(progs, p, s); best == "" || c.Median() > bestCov.Median() {
				best, bestCov = s, c
			}
		}
		for _, s := range sgs {
			c, _, _ := res.samples(progs, p, s)
			ratio, pv, a12 := stats.Compare(c, bestCov).Cells()
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s |\n", name(p), s, c.Count(), best, bestCov.Count(), ratio, pv, a12)
		}
	}
	return b.String()
}

// name is a program's row label.
func name(p string) string {
	if p == allPrograms {
		return "**all**"
	}
	return strings.TrimSuffix(filepath.Base(p), ".c")
}

// Command search compares search strategies the way the SGS paper's
// Table 4 does: each strategy explores each program for the same time
// budget, and the table reports the final branch coverage measured
// natively by gcov over the generated tests (symx cov) and the distinct
// bugs found.
//
//	go run ./bench/search [-time 2s] [-search dfs,sgs:1,...] [programs.c...]
//
// Without programs it runs every benchmark program in testdata/programs;
// without -search every strategy (sgs:1, 2, 4, 8, combined SGS, KLEE's
// default).
package main

import (
	"context"
	"flag"
	"fmt"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/symx/symx/cover"
	"github.com/symx/symx/run"
)

func main() {
	budget := flag.Duration("time", 2*time.Second, "exploration budget per program and strategy")
	list := flag.String("search", "", "comma-separated strategies (default: all)")
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
	if len(progs) == 0 {
		fmt.Fprintln(os.Stderr, "search: no programs (run from the repository root)")
		os.Exit(2)
	}
	if err := bench(progs, strategies, *budget); err != nil {
		fmt.Fprintln(os.Stderr, "search:", err)
		os.Exit(1)
	}
}

type cell struct {
	branches cover.Counts
	bugs     int
}

func bench(progs, strategies []string, budget time.Duration) error {
	tmp, err := os.MkdirTemp("", "symx-bench-search-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	ctx := context.Background()
	results := map[string]map[string]cell{}
	for _, p := range progs {
		results[p] = map[string]cell{}
		for i, s := range strategies {
			cfg := run.Config{Input: p, MaxTime: budget, Seed: 1,
				OutputDir: filepath.Join(tmp, fmt.Sprintf("%s-%d", filepath.Base(p), i))}
			switch s {
			case "sgs-combined":
				cfg.Techniques = []technique.Technique{&search.Combined{On: true}}
			case "default":
			default:
				cfg.Search = []string{s}
			}
			res, err := run.Run(ctx, cfg)
			if err != nil {
				return fmt.Errorf("%s with %s: %w", p, s, err)
			}
			rep, err := cover.Measure(ctx, p, []string{res.Dir}, cover.Options{})
			if err != nil {
				return fmt.Errorf("%s with %s: coverage: %w", p, s, err)
			}
			results[p][s] = cell{branches: rep.Branches, bugs: len(res.Bugs)}
			fmt.Fprintf(os.Stderr, "%s %s: %d/%d branches, %d bugs\n", filepath.Base(p), s, rep.Branches.Covered, rep.Branches.Total, len(res.Bugs))
			os.RemoveAll(res.Dir)
		}
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 1, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintf(w, "program\t")
	for _, s := range strategies {
		fmt.Fprintf(w, "%s\t", s)
	}
	fmt.Fprintln(w)
	total := map[string][2]int{}
	for _, p := range progs {
		fmt.Fprintf(w, "%s\t", strings.TrimSuffix(filepath.Base(p), ".c"))
		for _, s := range strategies {
			c := results[p][s]
			fmt.Fprintf(w, "%.0f%% %dB\t", c.branches.Percent(), c.bugs)
			t := total[s]
			total[s] = [2]int{t[0] + c.branches.Covered, t[1] + c.branches.Total}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "all (branches)\t")
	for _, s := range strategies {
		t := total[s]
		fmt.Fprintf(w, "%d/%d\t", t[0], t[1])
	}
	fmt.Fprintln(w)
	return w.Flush()
}

// Command mutscore sums up the reports of `symx mutants --json`, one per
// program, each with the same suites (one output directory per search
// strategy, say), in the shape of the SGS paper's Table 7: per program
// the mutants each suite kills, with those its tests reach; then per
// suite the total killed, the mean kill rate over the programs (killed
// over the program's valid mutants) and "Best", the programs where the
// suite kills the most (ties count for each); then the suite that kills
// the most in all against each other, program by program, with the
// Wilcoxon signed-rank test's p over the programs.
//
// Usage:
//
//	go run ./bench/mutscore REPORT.json...
//
// Reports are made, for instance, with
//
//	symx mutants --max-mutants 100 --json PROG.bc default dfs sgs-1 ... > PROG.json
//
// in a directory holding one output directory per strategy.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/symx/symx/internal/stats"
	"github.com/symx/symx/mutants"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: mutscore REPORT.json...")
		os.Exit(2)
	}
	var reports []*mutants.Report
	for _, p := range os.Args[1:] {
		r, err := read(p)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mutscore:", err)
			os.Exit(1)
		}
		reports = append(reports, r)
	}
	if err := render(os.Stdout, reports); err != nil {
		fmt.Fprintln(os.Stderr, "mutscore:", err)
		os.Exit(1)
	}
}

func read(path string) (*mutants.Report, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var r mutants.Report
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(r.Suites) == 0 {
		return nil, fmt.Errorf("%s: no suites", path)
	}
	return &r, nil
}

// render writes the per-program table and the per-suite summary; every
// report must have the same suites in the same order.
func render(w io.Writer, reports []*mutants.Report) error {
	if len(reports) == 0 {
		return errors.New("no reports")
	}
	var names []string
	for _, s := range reports[0].Suites {
		names = append(names, s.Name)
	}
	total := make([]int, len(names))
	perProg := make([][]float64, len(names)) // kill rate per program
	rate := make([]float64, len(names))
	best := make([]int, len(names))
	fmt.Fprintf(w, "| program (valid of sampled, of made) | %s |\n", strings.Join(names, " | "))
	fmt.Fprintf(w, "|---|%s\n", strings.Repeat("---|", len(names)))
	for _, r := range reports {
		var got []string
		for _, s := range r.Suites {
			got = append(got, s.Name)
		}
		prog := strings.TrimSuffix(filepath.Base(r.Program), filepath.Ext(r.Program))
		if !slices.Equal(got, names) {
			return fmt.Errorf("%s: suites %v, want %v as in the first report", prog, got, names)
		}
		killed, reached := make([]int, len(names)), make([]int, len(names))
		for _, m := range r.Mutants {
			if m.Invalid != "" {
				continue
			}
			for i := range names {
				if i < len(m.Kills) && m.Kills[i] != nil {
					killed[i]++
				}
				if i < len(m.Reached) && m.Reached[i] {
					reached[i]++
				}
			}
		}
		valid, made := r.Valid(), 0
		for _, n := range r.Made {
			made += n
		}
		top := slices.Max(killed)
		cells := make([]string, len(names))
		for i := range names {
			total[i] += killed[i]
			r := 0.0
			if valid > 0 {
				r = float64(killed[i]) / float64(valid)
			}
			rate[i] += r
			perProg[i] = append(perProg[i], r)
			cells[i] = fmt.Sprintf("%d (%d)", killed[i], reached[i])
			if killed[i] == top {
				best[i]++
				cells[i] = fmt.Sprintf("**%d** (%d)", killed[i], reached[i])
			}
		}
		fmt.Fprintf(w, "| %s (%d of %d, of %d) | %s |\n", prog, valid, len(r.Mutants), made, strings.Join(cells, " | "))
	}
	fmt.Fprintf(w, "\nKilled (reached) per suite, the most in bold. Per suite over %d programs:\n\n", len(reports))
	fmt.Fprintln(w, "| suite | mean kill rate | total killed | Best |")
	fmt.Fprintln(w, "|---|---|---|---|")
	for i, n := range names {
		fmt.Fprintf(w, "| %s | %.1f%% | %d | %d |\n", n, 100*rate[i]/float64(len(reports)), total[i], best[i])
	}
	top := 0
	for i := range names {
		if total[i] > total[top] {
			top = i
		}
	}
	fmt.Fprintf(w, "\n%s (the most killed in all) against each suite, program by program (kill rates): programs where it kills more, as many, fewer; the Wilcoxon signed-rank p over the programs.\n\n", names[top])
	fmt.Fprintln(w, "| against | more | as many | fewer | p |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	for i, n := range names {
		if i == top {
			continue
		}
		more, same := 0, 0
		for p := range reports {
			switch a, b := perProg[top][p], perProg[i][p]; {
			case a > b:
				more++
			case a == b:
				same++
			}
		}
		fmt.Fprintf(w, "| %s | %d | %d | %d | %.3g |\n", n, more, same, len(reports)-more-same, stats.WilcoxonP(perProg[top], perProg[i]))
	}
	return nil
}

package main

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/symx/symx/internal/stats"
)

// renderStrategies sums up a -config table over its programs in the
// shape of the SGS paper's evaluation (-strategies), a program's figure
// for a configuration being the median of its runs:
//   - each program's branches per configuration, in one line;
//   - Table 4: per configuration the distribution of branch coverage
//     over the programs in the paper's bins, its mean, least, median
//     and most, the "Best" count, and the runs a --max-time ended
//     (symx's; not those the instruction budget ended);
//   - the best configuration by mean (or -baseline) against each other,
//     program by program;
//   - Table 5: each configuration whose name holds "combined" against
//     every other (the combined strategy at its budget against each
//     single one at its own);
//   - Table 6: the bug places per configuration and kind, with those
//     whose tests crash natively on the ASan build.
func renderStrategies(o options, rows []row) string {
	if len(rows) == 0 || len(rows[0].Runs) == 0 {
		return ""
	}
	names := make([]string, len(rows[0].Runs))
	for i, c := range o.configs {
		names[i], _, _ = strings.Cut(c, "=")
	}
	combined := func(i int) bool { return strings.Contains(names[i], "combined") }
	// med[c][p]: configuration c's median branches on program p; pct the
	// same as a percentage of the program's branches; lines its lines %.
	med := make([][]float64, len(names))
	pct := make([][]float64, len(names))
	lines := make([][]float64, len(names))
	spread := make([]float64, len(names))
	for c := range names {
		for _, r := range rows {
			p := of(r.Runs[c], branchPct)
			med[c] = append(med[c], of(r.Runs[c], branchHit).Median())
			pct[c] = append(pct[c], p.Median())
			lines[c] = append(lines[c], of(r.Runs[c], func(e engineRun) float64 { return e.Lines.pct() }).Median())
			spread[c] += p.Max() - p.Min()
		}
		spread[c] /= float64(len(rows))
	}
	best := make([]int, len(names))
	for p := range rows {
		top := -1.0
		for c := range names {
			if !combined(c) {
				top = max(top, med[c][p])
			}
		}
		for c := range names {
			if !combined(c) && med[c][p] == top {
				best[c]++
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\nBranches covered per program (gcov; the program's branches in parentheses), the median of the runs; the most of the single configurations in bold.\n\n| program | %s |\n|---|%s\n", strings.Join(names, " | "), strings.Repeat("---|", len(names)))
	for p, r := range rows {
		top := -1.0
		for c := range names {
			if !combined(c) {
				top = max(top, med[c][p])
			}
		}
		fmt.Fprintf(&b, "| %s (%d) |", r.Prog, r.Runs[0][0].Branches.Total)
		for c := range names {
			cell := strconv.FormatFloat(med[c][p], 'f', -1, 64)
			if !combined(c) && med[c][p] == top {
				cell = "**" + cell + "**"
			}
			b.WriteString(" " + cell + " |")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "\n%d programs; a program's figure is the median of its runs (%d a configuration unless -runs-of says fewer). Best: programs where the configuration covers the most branches of the single configurations (ties count for each; those named \"combined\" are not counted); spread: the mean over the programs of the runs' most minus least branch %%.\n\n", len(rows), max(o.runs, 1))
	fmt.Fprintln(&b, "| configuration | 90-100% | 80-90% | 70-80% | 60-70% | <60% | branches: mean % | min % | median % | max % | spread | lines: mean % | Best | runs ended by --max-time |")
	fmt.Fprintln(&b, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for c, n := range names {
		var bins [5]int
		for _, v := range pct[c] {
			switch {
			case v >= 90:
				bins[0]++
			case v >= 80:
				bins[1]++
			case v >= 70:
				bins[2]++
			case v >= 60:
				bins[3]++
			default:
				bins[4]++
			}
		}
		bestCell := fmt.Sprint(best[c])
		if combined(c) {
			bestCell = "n/a"
		}
		timed, runs := 0, 0
		for _, r := range rows {
			for _, e := range r.Runs[c] {
				runs++
				if e.Halted == "max-time reached" {
					timed++
				}
			}
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %s | %d of %d |\n", n,
			bins[0], bins[1], bins[2], bins[3], bins[4], mean(pct[c]), slices.Min(pct[c]), stats.Median(pct[c]),
			slices.Max(pct[c]), spread[c], mean(lines[c]), bestCell, timed, runs)
	}
	// The reference: -baseline, else the highest mean.
	ref := 0
	for c := range names {
		if mean(pct[c]) > mean(pct[ref]) {
			ref = c
		}
	}
	if o.baseline != "" {
		ref = baselineOf(o)
	}
	fmt.Fprintf(&b, "\n%s against each configuration, program by program (the medians above): programs where it covers more branches, as many, fewer; the Wilcoxon signed-rank test's p over the programs; and the share of programs where it covers more (ties half).\n\n", names[ref])
	fmt.Fprintln(&b, "| against | more | as many | fewer | p | share |")
	fmt.Fprintln(&b, "|---|---|---|---|---|---|")
	for c := range names {
		if c == ref {
			continue
		}
		more, same := 0, 0
		for p := range rows {
			switch {
			case med[ref][p] > med[c][p]:
				more++
			case med[ref][p] == med[c][p]:
				same++
			}
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %.3g | %.2f |\n", names[c], more, same, len(rows)-more-same,
			stats.WilcoxonP(med[ref], med[c]), stats.PairedShare(med[ref], med[c]))
	}
	for k := range names {
		if !combined(k) {
			continue
		}
		fmt.Fprintf(&b, "\n%s against each configuration: the programs where its median branches are at least the other's; significantly more or fewer (Mann-Whitney p < %g, per program; with %d runs a side p cannot go below %.3g).\n\n", names[k], stats.Alpha, max(o.runs, 1), stats.MinP(max(o.runs, 1), max(o.runs, 1)))
		fmt.Fprintln(&b, "| against | at least | of | significantly more | significantly fewer |")
		fmt.Fprintln(&b, "|---|---|---|---|---|")
		for c := range names {
			if c == k {
				continue
			}
			atLeast, more, fewer := 0, 0, 0
			for p, r := range rows {
				if med[k][p] >= med[c][p] {
					atLeast++
				}
				cmp := stats.Compare(of(r.Runs[k], branchHit), of(r.Runs[c], branchHit))
				if cmp.Significant() && cmp.A12 > 0.5 {
					more++
				} else if cmp.Significant() {
					fewer++
				}
			}
			fmt.Fprintf(&b, "| %s | %d | %d | %d | %d |\n", names[c], atLeast, len(rows), more, fewer)
		}
	}
	b.WriteString(renderBugs(names, rows))
	return b.String()
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// renderBugs is Table 6's shape: per configuration the distinct bug
// places (program, kind, place) its runs reported, by kind, and how many
// of them a test crashed natively on the ASan build (-asan); then every
// confirmed place with the configurations that found it.
func renderBugs(names []string, rows []row) string {
	type place struct{ prog, kind, where string }
	found := make([]map[place]bool, len(names)) // place → confirmed
	kinds := map[string]bool{}
	for c := range names {
		found[c] = map[place]bool{}
		for _, r := range rows {
			for _, run := range r.Runs[c] {
				for _, rep := range run.Reports {
					pl := place{r.Prog, rep.Kind, rep.Where}
					found[c][pl] = found[c][pl] || rep.Real
					kinds[rep.Kind] = true
				}
			}
		}
	}
	ks := sortedKeys(kinds)
	var b strings.Builder
	fmt.Fprintf(&b, "\nBug reports: distinct places (program, kind, file and line) over all runs, by kind; confirmed: a test of the place crashes natively on the ASan build (with -asan).\n\n")
	b.WriteString("| configuration | places |")
	for _, k := range ks {
		b.WriteString(" " + k + " |")
	}
	b.WriteString(" confirmed |\n")
	fmt.Fprintf(&b, "|---|---|%s---|\n", strings.Repeat("---|", len(ks)))
	confirmed := map[place][]string{}
	for c, n := range names {
		perKind := map[string]int{}
		real := 0
		for pl, ok := range found[c] {
			perKind[pl.kind]++
			if ok {
				real++
				confirmed[pl] = append(confirmed[pl], n)
			}
		}
		cells := ""
		for _, k := range ks {
			cells += fmt.Sprintf(" %d |", perKind[k])
		}
		fmt.Fprintf(&b, "| %s | %d |%s %d |\n", n, len(found[c]), cells, real)
	}
	if len(confirmed) > 0 {
		var pls []place
		for pl := range confirmed {
			pls = append(pls, pl)
		}
		sort.Slice(pls, func(i, j int) bool {
			return fmt.Sprint(pls[i]) < fmt.Sprint(pls[j])
		})
		fmt.Fprintf(&b, "\nConfirmed places:\n\n| program | kind | place | found by |\n|---|---|---|---|\n")
		for _, pl := range pls {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", pl.prog, pl.kind, pl.where, strings.Join(confirmed[pl], ", "))
		}
	}
	return b.String()
}

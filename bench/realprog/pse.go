package main

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/internal/stats"
	"github.com/symx/symx/statsfile"
)

// pseConfigs are -pse's two configurations: plain DFS and DFS with
// postconditioned symbolic execution, each writing a test per error path
// (not per location), so that the tests replay every path explored.
var pseConfigs = []string{"dfs=--search=dfs --emit-all-errors", "pse=--pse --emit-all-errors"}

// pseInfo is PSE's line of info: suffixes cut, directions pruned, and
// its time in subsumption checks and weakest preconditions.
type pseInfo struct {
	Cuts, Pruned int64
	Check, WP    time.Duration
}

var pseLine = regexp.MustCompile(`pse: paths \d+, cut (\d+), pruned directions (\d+), checks \d+ \(([^;]+);.*weakest preconditions ([^,]+),`)

func parsePSE(info string) pseInfo {
	m := pseLine.FindStringSubmatch(info)
	if m == nil {
		return pseInfo{}
	}
	var p pseInfo
	p.Cuts, _ = strconv.ParseInt(m[1], 10, 64)
	p.Pruned, _ = strconv.ParseInt(m[2], 10, 64)
	p.Check, _ = time.ParseDuration(m[3])
	p.WP, _ = time.ParseDuration(m[4])
	return p
}

// bugSet lists info's distinct bugs by kind and location, sorted.
func bugSet(info statsfile.Info) []string {
	var out []string
	for _, b := range info.BugLines {
		out = append(out, fmt.Sprintf("%s at %s:%d", b.Kind, b.File, b.Line))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// programBugs drops from a bugSet the queries that timed out ("solver"):
// the engine's failures, not bugs of the program, and they depend on the
// machine's load.
func programBugs(set []string) []string {
	return slices.DeleteFunc(slices.Clone(set), func(b string) bool { return strings.HasPrefix(b, "solver at ") })
}

// exhausted reports whether r explored its program to the end: no budget
// halted it and nothing failed.
func exhausted(r engineRun) bool { return r.Err == "" && r.Halted == "" && r.Tests > 0 }

// pseDiff lists how PSE's run differs from DFS's in what Theorem 1 says
// they share: the gcov branches their tests cover natively, and the bugs
// (kind and location). Both must have exhausted the program.
func pseDiff(dfs, pse engineRun) []string {
	var d []string
	for _, x := range []struct {
		what string
		a, b engineRun
	}{{"only DFS", dfs, pse}, {"only PSE", pse, dfs}} {
		var only []string
		for k := range x.a.Covered {
			if !x.b.Covered[k] {
				only = append(only, k)
			}
		}
		slices.Sort(only)
		if len(only) > 0 {
			d = append(d, fmt.Sprintf("branches %s covers: %s", x.what, strings.Join(only, " ")))
		}
	}
	if a, b := strings.Join(programBugs(dfs.BugSet), "; "), strings.Join(programBugs(pse.BugSet), "; "); a != b {
		d = append(d, fmt.Sprintf("bugs: DFS [%s], PSE [%s]", a, b))
	}
	if dfs.Mismatch > 0 || pse.Mismatch > 0 {
		d = append(d, fmt.Sprintf("replay mismatches: DFS %d, PSE %d", dfs.Mismatch, pse.Mismatch))
	}
	return d
}

// renderPSE prints -pse's table in the shape of the PSE paper's Table 4:
// per program that DFS exhausts, paths, instructions and time of DFS and
// PSE, PSE's cuts and its time in subsumption checks and weakest
// preconditions, and whether both cover the same branches and bugs; then
// the aggregate ratios, and the programs DFS did not exhaust. With more
// than one run the counts of the explorations (to the end, so
// deterministic) are checked equal across the runs, times are medians
// [min–max] with the speedup's Mann-Whitney p and Â12 (the probability
// that a DFS run takes longer than a PSE run), "same" holds for every
// pair of runs, and the sums add each program's medians.
func renderPSE(o options, rows []row) string {
	var b strings.Builder
	line := o.line
	if len(line) == 0 {
		line = kleeLine
	}
	fmt.Fprintf(&b, "Command: `go run ./bench/realprog -pse -budget %s -pkg %s%s -args '%s'", o.budget, o.pkg, runsFlag(o.runs), strings.Join(line, " "))
	if o.pseArgs != "" {
		fmt.Fprintf(&b, " -pse-flags='%s'", o.pseArgs)
	}
	if o.dfsBin != "" {
		fmt.Fprintf(&b, " -dfs-symx %s", o.dfsBin)
	}
	if len(o.progs) > 0 {
		fmt.Fprintf(&b, " %s", strings.Join(o.progs, " "))
	}
	fmt.Fprintf(&b, "`, %s; %s.\n\n", time.Now().Format("2006-01-02"), stats.RunsNote(o.runs))
	fmt.Fprintln(&b, "| program | DFS paths | PSE paths | ratio | DFS insts | PSE insts | ratio | DFS s | PSE s | ratio | p | Â12 | cuts | pruned | checks s | WP s | branches (gcov) | bugs | same |")
	fmt.Fprintln(&b, "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|")
	var all, big pseSum
	var skipped []string
	for _, r := range rows {
		if len(r.Runs) != 2 {
			continue
		}
		d, p := r.Runs[0], r.Runs[1]
		if i := slices.IndexFunc(d, func(e engineRun) bool { return !exhausted(e) }); i >= 0 {
			why := d[i].Halted
			if d[i].Err != "" {
				why = d[i].Err
			}
			if len(d) > 1 {
				why += fmt.Sprintf(", run %d", i+1)
			}
			skipped = append(skipped, fmt.Sprintf("%s (%s)", r.Prog, why))
			continue
		}
		if i := slices.IndexFunc(p, func(e engineRun) bool { return !exhausted(e) }); i >= 0 {
			fmt.Fprintf(&b, "| %s | %s | (PSE: %s) | | | | | | | | | | | | | | | | |\n", r.Prog, of(d, paths).Exact("%.0f"), p[i].Halted+p[i].Err)
			continue
		}
		same := "yes"
		var diff []string
		for k := range min(len(d), len(p)) {
			if diff = pseDiff(d[k], p[k]); len(diff) > 0 {
				same = "**no**: " + strings.Join(diff, "; ")
				if len(d) > 1 {
					same += fmt.Sprintf(" (run %d)", k+1)
				}
				break
			}
		}
		exact := func(rs []engineRun, f func(engineRun) float64) string { return of(rs, f).Exact("%.0f") }
		ratio := func(f func(engineRun) float64) string {
			r, _, _ := stats.Compare(of(d, f), of(p, f)).Cells()
			return r
		}
		insts := func(e engineRun) float64 { return float64(e.Insts) }
		wall := func(e engineRun) float64 { return e.Wall.Seconds() }
		speedup, pv, a12 := stats.Compare(of(d, wall), of(p, wall)).Cells()
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s/%s | %s | %s |\n",
			r.Prog, exact(d, paths), exact(p, paths), ratio(paths), exact(d, insts), exact(p, insts), ratio(insts),
			of(d, wall).Format("%.2f"), of(p, wall).Format("%.2f"), speedup, pv, a12,
			exact(p, func(e engineRun) float64 { return float64(e.PSE.Cuts) }), exact(p, func(e engineRun) float64 { return float64(e.PSE.Pruned) }),
			of(p, func(e engineRun) float64 { return e.PSE.Check.Seconds() }).Format("%.2f"),
			of(p, func(e engineRun) float64 { return e.PSE.WP.Seconds() }).Format("%.2f"),
			exact(p, branchHit), exact(p, func(e engineRun) float64 { return float64(e.Branches.Total) }),
			exact(p, func(e engineRun) float64 { return float64(len(programBugs(e.BugSet))) }), same)
		dm, pm := medians(d), medians(p)
		all.add(dm, pm, len(diff) > 0)
		if o.pseMin > 0 && dm.Wall >= o.pseMin {
			big.add(dm, pm, len(diff) > 0)
		}
	}
	fmt.Fprintf(&b, "\n%d programs exhausted by DFS; over them DFS/PSE: %s; %d programs where PSE differs from DFS in branches or bugs.\n",
		all.n, all, all.unsound)
	if o.pseMin > 0 {
		fmt.Fprintf(&b, "%d of them took DFS %s or more (the paper's selection); over those DFS/PSE: %s.\n", big.n, o.pseMin, big)
	}
	if len(skipped) > 0 {
		fmt.Fprintf(&b, "Not exhausted by DFS within the budget: %s.\n", strings.Join(skipped, ", "))
	}
	return b.String()
}

// paths is a run's paths: completed and ended early.
func paths(e engineRun) float64 { return float64(e.Completed + e.Partial) }

// medians is a run whose figures pseSum adds are the medians of rs's.
func medians(rs []engineRun) engineRun {
	med := func(f func(engineRun) float64) float64 { return of(rs, f).Median() }
	return engineRun{
		Completed: int64(med(paths)), Insts: int64(med(func(e engineRun) float64 { return float64(e.Insts) })),
		Wall: time.Duration(med(func(e engineRun) float64 { return float64(e.Wall) })),
		PSE: pseInfo{Check: time.Duration(med(func(e engineRun) float64 { return float64(e.PSE.Check) })),
			WP: time.Duration(med(func(e engineRun) float64 { return float64(e.PSE.WP) }))},
	}
}

// pseSum sums a set of programs' DFS and PSE runs: the ratios of the
// sums, and the mean of the per-program ratios (the paper's figures).
type pseSum struct {
	n, unsound int
	sum        [6]float64 // paths, insts, seconds: DFS, PSE
	ratios     [3]float64 // summed per-program ratios: paths, insts, seconds
	pseS, over float64    // PSE's seconds, in checks and WP
}

func (s *pseSum) add(d, p engineRun, unsound bool) {
	v := []float64{float64(d.Completed + d.Partial), float64(d.Insts), d.Wall.Seconds(),
		float64(p.Completed + p.Partial), float64(p.Insts), p.Wall.Seconds()}
	for i := range v {
		s.sum[i] += v[i]
	}
	for i := range s.ratios {
		s.ratios[i] += v[i] / max(v[i+3], 1e-9)
	}
	s.pseS += p.Wall.Seconds()
	s.over += (p.PSE.Check + p.PSE.WP).Seconds()
	s.n++
	if unsound {
		s.unsound++
	}
}

func (s pseSum) String() string {
	n := float64(max(s.n, 1))
	return fmt.Sprintf("paths %s, instructions %s, time %s (sums); mean per-program ratios %.2f×, %.2f×, %.2f×; PSE's checks and WP are %.0f%% of its time",
		ratioOf(s.sum[0], s.sum[3]), ratioOf(s.sum[1], s.sum[4]), ratioOf(s.sum[2], s.sum[5]),
		s.ratios[0]/n, s.ratios[1]/n, s.ratios[2]/n, 100*s.over/max(s.pseS, 1e-9))
}

func ratioOf(a, b float64) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f×", a/b)
}

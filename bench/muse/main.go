// Command muse compares MuSE's concolic strategies with and without
// partial solutions, and KLEE's default symbolic search, in the shape of
// the MuSE paper's Tables 5–6: per program and configuration the tests,
// the instructions covered, the branch edges covered (and those after the
// first path), the flips (open branches solved), the partial solutions
// produced and how many found a new path, and the time each "+P"
// configuration needs to reach its baseline's final edge coverage (the
// speedup). Edges are timed as the executor takes them (a Decided
// subscriber) from the first branch, so loading and compiling the program
// do not count, and not sampled.
//
//	go run ./bench/muse [-time 10s] [-runs N] [-configs dfs,dfs+P,...] [-subjects] [programs.c...]
//
// Without programs it runs testdata/programs/*.c and the MuSE programs of
// bench/muse/programs. -subjects adds the paper's kinds of subjects, real
// library code with the harnesses of bench/muse/subjects (subjects.go:
// giflib's reader and stb_image's BMP and PNM decoders seeded with valid
// files, GSL functions), built from
// Debian's source packages into the user cache directory. The "+PS"
// configurations screen partial solutions by a concrete run first
// (--screen-seeds).
//
// The last rows sum the programs, as the paper's Figure 5 does: the new
// instructions (and edges) after the first path of every program, merged
// into one curve per configuration, and the speedup is the time the
// baseline's curve took to reach its final value over the time the "+P"
// curve took to reach it. -plot draws those curves as SVG.
//
// -runs N (default 1) runs every configuration N times on each program,
// the configurations alternating (run 1 of each, then run 2, ...), run i
// with --seed i. Every figure is then the median [min–max] of the runs;
// a speedup pairs run i of a "+P" configuration with run i of its
// baseline, and the summed rows sum run i over the programs. A second
// table compares each "+P" configuration's final instructions and edges
// with its baseline's: the ratio of the medians, the Mann-Whitney U
// p-value and the Vargha-Delaney Â12 (internal/stats). -plot draws each
// configuration's run of median summed new instructions.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/symx/symx/concolic"
	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/stats"
	"github.com/symx/symx/run"
	"github.com/symx/symx/statsfile"
	"github.com/symx/symx/technique"
)

// config is one column group: a concolic strategy with or without the
// partial solutions, or KLEE's default symbolic search.
type config struct {
	name     string
	concolic bool
	search   []string
	partial  string
}

var configs = []config{
	{"dfs", true, []string{"dfs"}, "none"},
	{"dfs+P", true, []string{"dfs"}, "all"},
	{"bfs", true, []string{"bfs"}, "none"},
	{"bfs+P", true, []string{"bfs"}, "all"},
	{"dfs+PS", true, []string{"dfs"}, "all"},
	{"bfs+PS", true, []string{"bfs"}, "all"},
	{"klee", false, nil, ""},
}

// result is one run: its final numbers and its coverage over time.
type result struct {
	tests               int
	flips               uint64
	partial, partialNew uint64
	clock               *clock
	elapsed             time.Duration
}

// series is one coverage measure over time: the time at which its n-th
// unit (edge or instruction) was first covered, and how many the first
// path covered.
type series struct {
	times []float64
	first int
}

// clock records coverage over time: branch edges as the executor takes
// them, and instructions as the paper's Figure 5 samples them, at the end
// of each path (exec.Termination.CoveredInsts).
type clock struct {
	start        time.Time
	seen         map[[2]int32]bool
	edges, insts series
	ended        bool
}

func (c *clock) now() float64 {
	if c.start.IsZero() {
		c.start = time.Now() // the program is loaded: exploration starts
	}
	return time.Since(c.start).Seconds()
}

func (c *clock) Decided(s *exec.State, d exec.Decision) {
	if s.Concrete() {
		return // a screening run: its concolic run follows if it is new
	}
	k := [2]int32{d.ID, int32(d.Dir)}
	if !c.seen[k] {
		c.seen[k] = true
		c.edges.times = append(c.edges.times, c.now())
	}
}

func (c *clock) Terminated(t *exec.Termination) {
	if t.State.Concrete() {
		return
	}
	now := c.now()
	for len(c.insts.times) < t.CoveredInsts {
		c.insts.times = append(c.insts.times, now)
	}
	if !c.ended {
		c.ended = true
		c.edges.first, c.insts.first = len(c.edges.times), len(c.insts.times)
	}
}

func main() {
	budget := flag.Duration("time", 10*time.Second, "budget per program and configuration")
	list := flag.String("configs", "", "comma-separated configurations (default: dfs,dfs+P,bfs,bfs+P,dfs+PS,bfs+PS,klee)")
	plotFile := flag.String("plot", "", "write the summed new-instruction curves (the paper's Fig. 5 shape) to this SVG file, and the new-edge curves to its name with -edges")
	withSubjects := flag.Bool("subjects", false, "also build and run the library subjects of bench/muse/subjects (apt-get source giflib gsl libstb)")
	match := flag.String("match", "", "run only the programs and subjects whose name (without extension) this regular expression matches")
	runs := flag.Int("runs", 1, "runs per program and configuration, the configurations alternating (run i with --seed i)")
	flag.Parse()
	debug.SetMemoryLimit(maxMemory) // as symx run does for its --max-memory
	defer exec.PaceGC(maxMemory)()
	cs := configs
	if *list != "" {
		cs = nil
		for _, n := range strings.Split(*list, ",") {
			for _, c := range configs {
				if c.name == n {
					cs = append(cs, c)
				}
			}
		}
	}
	progs := flag.Args()
	if len(progs) == 0 {
		a, _ := filepath.Glob("testdata/programs/*.c")
		b, _ := filepath.Glob("bench/muse/programs/*.c")
		progs = append(a, b...)
	}
	seeds := map[string]string{}
	if *withSubjects {
		cache, _ := os.UserCacheDir()
		bcs, s, err := buildSubjects(filepath.Join(cache, "symx", "muse"))
		if err != nil {
			fmt.Fprintln(os.Stderr, "muse: subjects:", err)
			os.Exit(1)
		}
		progs, seeds = append(progs, bcs...), s
	}
	if *match != "" {
		re, err := regexp.Compile(*match)
		if err != nil {
			fmt.Fprintln(os.Stderr, "muse: -match:", err)
			os.Exit(2)
		}
		progs = slices.DeleteFunc(progs, func(p string) bool {
			return !re.MatchString(strings.TrimSuffix(filepath.Base(p), filepath.Ext(p)))
		})
	}
	if len(progs) == 0 || len(cs) == 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "muse: no programs or configurations (run from the repository root), or -runs below 1")
		os.Exit(2)
	}
	tmp, err := os.MkdirTemp("", "symx-bench-muse-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "muse:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	var all []progRuns
	sums := progRuns{name: "**all**", runs: map[string][]*result{}, total: true}
	for _, c := range cs {
		for range *runs {
			sums.runs[c.name] = append(sums.runs[c.name], &result{clock: &clock{}})
		}
	}
	for _, p := range progs {
		t := progRuns{name: strings.TrimSuffix(strings.TrimSuffix(filepath.Base(p), ".c"), ".bc"), runs: map[string][]*result{}}
		stats.Alternate(*runs, len(cs), func(k, i int) error {
			c := cs[i]
			r, err := runOne(p, seeds[p], c, *budget, uint64(k+1), filepath.Join(tmp, fmt.Sprintf("%s-%d-%d", filepath.Base(p), i, k)))
			if err != nil {
				fmt.Fprintf(os.Stderr, "muse: %s %s run %d: %v\n", p, c.name, k+1, err)
			} else {
				sums.runs[c.name][k].add(r)
			}
			t.runs[c.name] = append(t.runs[c.name], r)
			return nil
		})
		all = append(all, t)
	}
	fmt.Print(render(cs, append(all, sums), *runs, *budget))
	if *plotFile != "" {
		if err := plotSums(*plotFile, cs, sums); err != nil {
			fmt.Fprintln(os.Stderr, "muse:", err)
			os.Exit(1)
		}
	}
}

// progRuns are one program's runs, or their sums over the programs (total):
// per configuration, in run order, nil where a run failed.
type progRuns struct {
	name  string
	runs  map[string][]*result
	total bool
}

// render prints the coverage table (per program and configuration:
// tests, instructions and edges covered, flips, partial solutions, time,
// and each "+P" configuration's time to its baseline's final coverage)
// and the comparison of each "+P" configuration with its baseline's
// final coverage.
func render(cs []config, progs []progRuns, runs int, budget time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "MuSE's strategies, --max-time=%s per program and configuration, run i with --seed i; %s.\n\n", budget, stats.RunsNote(runs))
	w := tabwriter.NewWriter(&b, 0, 0, 1, ' ', 0)
	fmt.Fprintln(w, "| program\t| config\t| tests\t| insts (new)\t| edges (new)\t| flips\t| partial (new paths)\t| time\t| to baseline insts\t| speedup\t| to baseline edges\t| speedup\t|")
	fmt.Fprintln(w, "|---\t|---\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|")
	for _, t := range progs {
		for _, c := range cs {
			if rs := done(t.runs[c.name]); len(rs) > 0 {
				fmt.Fprintln(w, t.row(c, rs))
			}
		}
	}
	w.Flush()
	fmt.Fprintf(&b, "\nEach \"+P\" configuration against its baseline: final instructions and edges covered (the summed rows: the new ones after each program's first path); Â12: the probability that a run with partial solutions covers more than one without.\n\n")
	w = tabwriter.NewWriter(&b, 0, 0, 1, ' ', 0)
	fmt.Fprintln(w, "| program\t| config\t| baseline\t| insts: ratio\t| p\t| Â12\t| edges: ratio\t| p\t| Â12\t|")
	fmt.Fprintln(w, "|---\t|---\t|---\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|")
	for _, t := range progs {
		for _, c := range cs {
			bname, _, withP := strings.Cut(c.name, "+P")
			base, rs := done(t.runs[bname]), done(t.runs[c.name])
			if !withP || len(base) == 0 || len(rs) == 0 {
				continue
			}
			line := []string{t.name, c.name, bname}
			for _, f := range []func(*result) float64{insts, edges} {
				ratio, p, a12 := stats.Compare(stats.Of(rs, f), stats.Of(base, f)).Cells()
				line = append(line, ratio, p, a12)
			}
			fmt.Fprintf(w, "| %s\t|\n", strings.Join(line, "\t| "))
		}
	}
	w.Flush()
	return b.String()
}

// insts and edges are a run's final coverage.
func insts(r *result) float64 { return float64(len(r.clock.insts.times)) }
func edges(r *result) float64 { return float64(len(r.clock.edges.times)) }

// done drops the runs that failed.
func done(rs []*result) []*result {
	return slices.DeleteFunc(slices.Clone(rs), func(r *result) bool { return r == nil })
}

// row is c's line of the table, its runs rs: each figure a sample over
// them, and a "+P" configuration's speedups over its baseline's run of
// the same index. A summed row gives only the new instructions and
// edges.
func (t progRuns) row(c config, rs []*result) string {
	cols := [4]string{}
	if bname, _, withP := strings.Cut(c.name, "+P"); withP && len(done(t.runs[bname])) > 0 {
		cols[0], cols[1] = speedups(t.runs[bname], t.runs[c.name], func(c *clock) []float64 { return c.insts.times })
		cols[2], cols[3] = speedups(t.runs[bname], t.runs[c.name], func(c *clock) []float64 { return c.edges.times })
	}
	newInsts := stats.Of(rs, func(r *result) float64 { return float64(len(r.clock.insts.times) - r.clock.insts.first) })
	newEdges := stats.Of(rs, func(r *result) float64 { return float64(len(r.clock.edges.times) - r.clock.edges.first) })
	in := stats.Of(rs, insts).Count() + " (" + newInsts.Count() + ")"
	ed := stats.Of(rs, edges).Count() + " (" + newEdges.Count() + ")"
	if t.total {
		in, ed = "("+newInsts.Count()+")", "("+newEdges.Count()+")"
	}
	count := func(f func(*result) float64) string { return stats.Of(rs, f).Count() }
	return fmt.Sprintf("| %s\t| %s\t| %s\t| %s\t| %s\t| %s\t| %s (%s)\t| %s\t| %s\t| %s\t| %s\t| %s\t|",
		t.name, c.name, count(func(r *result) float64 { return float64(r.tests) }), in, ed,
		count(func(r *result) float64 { return float64(r.flips) }),
		count(func(r *result) float64 { return float64(r.partial) }), count(func(r *result) float64 { return float64(r.partialNew) }),
		stats.Of(rs, func(r *result) float64 { return r.elapsed.Seconds() }).Format("%.2fs"), cols[0], cols[1], cols[2], cols[3])
}

// add sums r into m, one configuration over every program: its counts
// added, and as its clock the times of the new edges and instructions
// after each program's first path, merged (first stays 0).
func (m *result) add(r *result) {
	m.tests += r.tests
	m.flips += r.flips
	m.partial += r.partial
	m.partialNew += r.partialNew
	m.elapsed += r.elapsed
	for _, p := range [][2]*series{{&m.clock.edges, &r.clock.edges}, {&m.clock.insts, &r.clock.insts}} {
		p[0].times = append(p[0].times, p[1].times[p[1].first:]...)
		slices.Sort(p[0].times)
	}
}

// reach compares two coverage series (the times at which the n-th unit
// was first covered): when p reached base's final count, and base's own
// time to it over that (NaN when either is 0). It is not reached when p
// did not get there, and says nothing (goal 0) when base covered none.
func reach(base, p []float64) (tp, speed float64, goal int, reached bool) {
	goal = len(base)
	if goal == 0 || goal > len(p) {
		return 0, 0, goal, false
	}
	tb, tp := base[goal-1], p[goal-1]
	speed = math.NaN()
	if tb > 0 && tp > 0 {
		speed = tb / tp
	}
	return tp, speed, goal, true
}

// speedups gives the "to baseline" and "speedup" cells of p's runs
// against base's, run k against run k (they ran one after the other):
// the time each reached its baseline's final coverage and the speedup,
// their samples over the pairs that reached it, and how many did not.
func speedups(base, p []*result, series func(*clock) []float64) (reached, speed string) {
	var times, speeds stats.Sample
	pairs, missed := 0, 0
	for k := range min(len(base), len(p)) {
		if base[k] == nil || p[k] == nil {
			continue
		}
		tp, sp, goal, ok := reach(series(base[k].clock), series(p[k].clock))
		switch {
		case goal == 0:
			continue
		case !ok:
			missed++
		default:
			times = append(times, tp)
			if !math.IsNaN(sp) {
				speeds = append(speeds, sp)
			}
		}
		pairs++
	}
	if pairs == 0 {
		return "", ""
	}
	if len(times) == 0 {
		return "not reached", ""
	}
	reached = seconds(times)
	if missed > 0 {
		reached += fmt.Sprintf(" (not reached in %d of %d)", missed, pairs)
	}
	if len(speeds) > 0 {
		speed = speeds.Format("%.1f×")
	}
	return reached, speed
}

// plotSums draws each configuration's summed new instructions and new
// edges against time: file, and file with "-edges" before its extension.
func plotSums(file string, cs []config, sums progRuns) error {
	ext := filepath.Ext(file)
	median := map[string]*result{}
	for _, c := range cs {
		rs := done(sums.runs[c.name])
		slices.SortStableFunc(rs, func(a, b *result) int { return len(a.clock.insts.times) - len(b.clock.insts.times) })
		if len(rs) > 0 {
			median[c.name] = rs[(len(rs)-1)/2]
		}
	}
	for _, m := range []struct {
		file   string
		metric statsfile.Metric
		title  string
		series func(*clock) *series
	}{
		{file, statsfile.CoveredInsts, "New instructions after the first path, all programs", func(c *clock) *series { return &c.insts }},
		{strings.TrimSuffix(file, ext) + "-edges" + ext, statsfile.CoveredBranches, "New branch edges after the first path, all programs", func(c *clock) *series { return &c.edges }},
	} {
		var runs []*statsfile.Run
		for _, c := range cs {
			if median[c.name] == nil {
				continue
			}
			r := &statsfile.Run{Dir: c.name}
			times := m.series(median[c.name].clock).times
			for i, t := range times {
				if i+1 < len(times) && times[i+1] == t {
					continue // a path's instructions share its end's time: one point
				}
				n := uint64(i + 1)
				r.Samples = append(r.Samples, statsfile.Sample{Time: time.Duration(t * float64(time.Second)), CoveredInsts: n, CoveredBranches: n})
			}
			runs = append(runs, r)
		}
		f, err := os.Create(m.file)
		if err != nil {
			return err
		}
		err = statsfile.Plot(f, runs, statsfile.PlotOptions{Y: m.metric, Title: m.title})
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// maxMemory is symx run's default --max-memory, which every cell gets as
// a command-line run would: without it the garbage collector lets the
// process grow to twice its live heap, and on gif the screening runs'
// large allocations took the benchmark to 8.6 GB and a tenth of the
// flips.
const maxMemory = 2000 << 20

func runOne(prog, seed string, c config, budget time.Duration, rngSeed uint64, out string) (*result, error) {
	start := time.Now()
	clk := &clock{seen: map[[2]int32]bool{}}
	cfg := run.Config{
		Input: prog, OutputDir: out, Search: c.search, MaxTime: budget, Seed: rngSeed, WriteNoTests: true,
		MaxSolverWork: run.DefaultMaxSolverWork, Subscribers: []any{clk},
	}
	con := &concolic.Technique{On: c.concolic, PartialSolutions: c.partial, ScreenSeeds: strings.HasSuffix(c.name, "+PS")}
	if seed != "" && c.concolic {
		con.SeedFiles = []string{seed}
	}
	cfg.Techniques = []technique.Technique{con}
	cfg.MaxMemory = maxMemory
	res, err := run.Run(context.Background(), cfg)
	if err != nil {
		return nil, err
	}
	r := &result{tests: res.Tests, elapsed: time.Since(start), flips: res.Concolic.Flips, clock: clk}
	for s := concolic.Array; s <= concolic.FP; s++ {
		r.partial += res.Concolic.Sources[s].Produced
		r.partialNew += res.Concolic.Sources[s].NewPaths
	}
	return r, nil
}

// seconds formats a sample of times (seconds), in milliseconds when its
// median is below a tenth of a second, where the ratios of the speedup
// column come from.
func seconds(ts stats.Sample) string {
	if ts.Median() < 0.1 {
		return stats.Of(ts, func(t float64) float64 { return t * 1000 }).Format("%.2fms")
	}
	return ts.Format("%.3fs")
}

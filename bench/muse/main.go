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
//	go run ./bench/muse [-time 10s] [-configs dfs,dfs+P,...] [-subjects] [programs.c...]
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
package main

import (
	"context"
	"flag"
	"fmt"
	"github.com/symx/symx/technique"
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
	"github.com/symx/symx/run"
	"github.com/symx/symx/statsfile"
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
	if len(progs) == 0 || len(cs) == 0 {
		fmt.Fprintln(os.Stderr, "muse: no programs or configurations (run from the repository root)")
		os.Exit(2)
	}
	tmp, err := os.MkdirTemp("", "symx-bench-muse-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "muse:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 1, ' ', 0)
	fmt.Fprintln(w, "| program\t| config\t| tests\t| insts (new)\t| edges (new)\t| flips\t| partial (new paths)\t| time\t| to baseline insts\t| speedup\t| to baseline edges\t| speedup\t|")
	fmt.Fprintln(w, "|---\t|---\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|")
	sums := map[string]*result{}
	for _, c := range cs {
		sums[c.name] = &result{clock: &clock{}}
	}
	// row prints r, with its speedups over its baseline in runs; a summed
	// row (total) gives only the new instructions and edges.
	row := func(prog string, c config, r *result, runs map[string]*result, total bool) {
		cols := [4]string{}
		if bname, _, withP := strings.Cut(c.name, "+P"); withP && runs[bname] != nil {
			b := runs[bname]
			cols[0], cols[1] = speedup(b.clock.insts.times, r.clock.insts.times)
			cols[2], cols[3] = speedup(b.clock.edges.times, r.clock.edges.times)
		}
		insts, edges := r.clock.insts.String(), r.clock.edges.String()
		if total {
			insts, edges = fmt.Sprintf("(%d)", len(r.clock.insts.times)), fmt.Sprintf("(%d)", len(r.clock.edges.times))
		}
		fmt.Fprintf(w, "| %s\t| %s\t| %d\t| %s\t| %s\t| %d\t| %d (%d)\t| %.2fs\t| %s\t| %s\t| %s\t| %s\t|\n",
			prog, c.name, r.tests, insts, edges, r.flips, r.partial, r.partialNew, r.elapsed.Seconds(), cols[0], cols[1], cols[2], cols[3])
	}
	for _, p := range progs {
		rs := map[string]*result{}
		for i, c := range cs {
			r, err := runOne(p, seeds[p], c, *budget, filepath.Join(tmp, fmt.Sprintf("%s-%d", filepath.Base(p), i)))
			if err != nil {
				fmt.Fprintf(os.Stderr, "muse: %s %s: %v\n", p, c.name, err)
				continue
			}
			rs[c.name] = r
			sums[c.name].add(r)
		}
		name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(p), ".c"), ".bc")
		for _, c := range cs {
			if r := rs[c.name]; r != nil {
				row(name, c, r, rs, false)
			}
		}
	}
	for _, c := range cs {
		row("**all**", c, sums[c.name], sums, true)
	}
	w.Flush()
	if *plotFile != "" {
		if err := plotSums(*plotFile, cs, sums); err != nil {
			fmt.Fprintln(os.Stderr, "muse:", err)
			os.Exit(1)
		}
	}
}

// String gives the count and, in parentheses, those after the first path.
func (s series) String() string {
	return fmt.Sprintf("%d (%d)", len(s.times), len(s.times)-s.first)
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

// speedup compares two coverage series (the times at which the n-th unit
// was first covered): when p reached base's final count, and base's own
// time to it over that.
func speedup(base, p []float64) (reach, speed string) {
	goal := len(base)
	if goal == 0 {
		return "", ""
	}
	if goal > len(p) {
		return "not reached", ""
	}
	tb, tp := base[goal-1], p[goal-1]
	reach = seconds(tp)
	if tb > 0 && tp > 0 {
		speed = fmt.Sprintf("%.1f×", tb/tp)
	}
	return reach, speed
}

// plotSums draws each configuration's summed new instructions and new
// edges against time: file, and file with "-edges" before its extension.
func plotSums(file string, cs []config, sums map[string]*result) error {
	ext := filepath.Ext(file)
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
			r := &statsfile.Run{Dir: c.name}
			times := m.series(sums[c.name].clock).times
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

func runOne(prog, seed string, c config, budget time.Duration, out string) (*result, error) {
	start := time.Now()
	clk := &clock{seen: map[[2]int32]bool{}}
	cfg := run.Config{
		Input: prog, OutputDir: out, Search: c.search, MaxTime: budget, Seed: 1, WriteNoTests: true,
		MaxSolverTime: run.DefaultMaxSolverTime(budget), Subscribers: []any{clk},
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

// seconds formats t (seconds), in milliseconds below a tenth of a second,
// where the ratios of the speedup column come from.
func seconds(t float64) string {
	if t < 0.1 {
		return fmt.Sprintf("%.2fms", t*1000)
	}
	return fmt.Sprintf("%.3fs", t)
}

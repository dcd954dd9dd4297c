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
// edges after the first path of every program, merged into one curve per
// configuration, and the speedup is the time the baseline's curve took to
// reach its final value over the time the "+P" curve took to reach it.
// -plot draws those curves as SVG.
package main

import (
	"context"
	"flag"
	"fmt"
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
	tests, insts        int
	flips               uint64
	partial, partialNew uint64
	clock               *edgeClock
	elapsed             time.Duration
}

// edgeClock records when each branch edge is first taken.
type edgeClock struct {
	start time.Time
	seen  map[[2]int32]bool
	times []float64 // the time the n-th edge was first taken
	first int       // edges when the first path ended
	ended bool
}

func (c *edgeClock) Decided(s *exec.State, d exec.Decision) {
	if s.Concrete() {
		return // a screening run: its concolic run follows if it is new
	}
	if c.start.IsZero() {
		c.start = time.Now() // the program is loaded: exploration starts
	}
	k := [2]int32{d.ID, int32(d.Dir)}
	if !c.seen[k] {
		c.seen[k] = true
		c.times = append(c.times, time.Since(c.start).Seconds())
	}
}

func (c *edgeClock) Terminated(*exec.Termination) {
	if !c.ended {
		c.ended, c.first = true, len(c.times)
	}
}

func main() {
	budget := flag.Duration("time", 10*time.Second, "budget per program and configuration")
	list := flag.String("configs", "", "comma-separated configurations (default: dfs,dfs+P,bfs,bfs+P,dfs+PS,bfs+PS,klee)")
	plotFile := flag.String("plot", "", "write the summed new-edge curves (the paper's Fig. 5 shape) to this SVG file")
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
	fmt.Fprintln(w, "| program\t| config\t| tests\t| insts\t| edges (new)\t| flips\t| partial (new paths)\t| time\t| to baseline edges\t| speedup\t|")
	fmt.Fprintln(w, "|---\t|---\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|---:\t|")
	sums := map[string]*sum{}
	for _, c := range cs {
		sums[c.name] = &sum{}
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
		for _, c := range cs {
			r := rs[c.name]
			if r == nil {
				continue
			}
			reach, speed := "", ""
			bname, _, withP := strings.Cut(c.name, "+P")
			if base := rs[bname]; withP && base != nil {
				reach, speed = speedup(base.clock.times, r.clock.times)
			}
			fmt.Fprintf(w, "| %s\t| %s\t| %d\t| %d\t| %d (%d)\t| %d\t| %d (%d)\t| %.2fs\t| %s\t| %s\t|\n",
				strings.TrimSuffix(strings.TrimSuffix(filepath.Base(p), ".c"), ".bc"), c.name, r.tests, r.insts, len(r.clock.times), len(r.clock.times)-r.clock.first,
				r.flips, r.partial, r.partialNew, r.elapsed.Seconds(), reach, speed)
		}
	}
	for _, c := range cs {
		m := sums[c.name]
		reach, speed := "", ""
		bname, _, withP := strings.Cut(c.name, "+P")
		if base := sums[bname]; withP && base != nil {
			reach, speed = speedup(base.times, m.times)
		}
		fmt.Fprintf(w, "| **all**\t| %s\t| %d\t| %d\t| (%d)\t| %d\t| %d (%d)\t| %.2fs\t| %s\t| %s\t|\n",
			c.name, m.tests, m.insts, len(m.times), m.flips, m.partial, m.partialNew, m.elapsed.Seconds(), reach, speed)
	}
	w.Flush()
	if *plotFile != "" {
		if err := plotSums(*plotFile, cs, sums); err != nil {
			fmt.Fprintln(os.Stderr, "muse:", err)
			os.Exit(1)
		}
	}
}

// sum is one configuration over every program: its counts added, and the
// times of the new edges after each program's first path, merged.
type sum struct {
	result
	times []float64 // sorted
}

func (m *sum) add(r *result) {
	m.tests += r.tests
	m.insts += r.insts
	m.flips += r.flips
	m.partial += r.partial
	m.partialNew += r.partialNew
	m.elapsed += r.elapsed
	m.times = append(m.times, r.clock.times[r.clock.first:]...)
	slices.Sort(m.times)
}

// speedup compares two edge clocks (the times at which the n-th edge was
// first taken): when p reached base's final count, and base's own time
// to it over that.
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

// plotSums draws each configuration's summed new edges against time.
func plotSums(file string, cs []config, sums map[string]*sum) error {
	var runs []*statsfile.Run
	for _, c := range cs {
		r := &statsfile.Run{Dir: c.name}
		for i, t := range sums[c.name].times {
			r.Samples = append(r.Samples, statsfile.Sample{Time: time.Duration(t * float64(time.Second)), CoveredBranches: uint64(i + 1)})
		}
		runs = append(runs, r)
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	err = statsfile.Plot(f, runs, statsfile.PlotOptions{Y: statsfile.CoveredBranches,
		Title: "New branch edges after the first path, all programs"})
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// maxMemory is symx run's default --max-memory, which every cell gets as
// a command-line run would: without it the garbage collector lets the
// process grow to twice its live heap, and on gif the screening runs'
// large allocations took the benchmark to 8.6 GB and a tenth of the
// flips.
const maxMemory = 2000 << 20

func runOne(prog, seed string, c config, budget time.Duration, out string) (*result, error) {
	start := time.Now()
	clock := &edgeClock{seen: map[[2]int32]bool{}}
	cfg := run.Config{
		Input: prog, OutputDir: out, Search: c.search, Concolic: c.concolic,
		PartialSolutions: c.partial, MaxTime: budget, Seed: 1, WriteNoTests: true,
		ScreenSeeds: strings.HasSuffix(c.name, "+PS"), MaxSolverTime: run.DefaultMaxSolverTime(budget),
		Subscribers: []any{clock},
	}
	if seed != "" && c.concolic {
		cfg.SeedFiles = []string{seed}
	}
	cfg.MaxMemory = maxMemory
	res, err := run.Run(context.Background(), cfg)
	if err != nil {
		return nil, err
	}
	r := &result{tests: res.Tests, elapsed: time.Since(start), flips: res.Concolic.Flips, clock: clock}
	if cov := res.Stats.Coverage; cov != nil {
		r.insts = cov.CoveredInsts()
	}
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

// Command realprog measures symx on real programs, side by side with KLEE:
// GNU coreutils 9.1 (and grep and gawk) from Debian's source packages, run
// with the command line of KLEE's coreutils experiments,
//
//	--posix-runtime PROG.bc --sym-args 0 1 10 --sym-args 0 2 2 --sym-files 1 8 --sym-stdin 8 --sym-stdout
//
// Each package is fetched with apt-get source (a deb-src entry is added
// when there is none and realprog runs as root) and built twice, cached
// under the user cache directory and never in the repository:
// whole-program LLVM IR (clang-14 -flto -g -O0, linked by lld-14 with
// --save-temps, which leaves PROG.0.0.preopt.bc), and a native gcc
// --coverage build. Every test of both engines is replayed natively on the
// coverage build (KLEE's .ktest files through symx's replay, which feeds
// arguments, files and stdin from the POSIX objects as klee-replay does),
// and gcov gives line and branch coverage of the program's own source.
//
// KLEE is KLEE 3.2 with klee-uclibc and its POSIX runtime, built locally
// for measuring only (-klee, or $KLEE, or klee on the PATH); without it,
// symx's figures are printed alone.
//
// Usage (from the repository root):
//
//	go run ./bench/realprog [-budget 60s] [-j 1] [-pkg coreutils] [-write FILE] [PROG...]
//
// -write FILE replaces the text between the realprog markers of the
// markdown file FILE with the table (appending a section when it has
// none): a new dated file under docs/bench-log/, whose headline figures
// then go to docs/BENCHMARKS.md.
//
// -config NAME=FLAGS (repeatable) measures symx configurations instead of
// symx against KLEE: each runs symx with the extra FLAGS (space-separated,
// e.g. -config 'homi=--search=nurs:covnew --homi --homi-time-scale=0.0167'),
// and the table gives per program and configuration the branch coverage
// of the native replay, the branches no other configuration covered, and
// the live states (most and mean over run.stats' samples).
//
// -args replaces the programs' command line (KLEE's, above), e.g.
// -args '--sym-args 0 2 2 --sym-stdin 2' for the PSE paper's bound of 2
// bytes per argument. -pse measures --pse against plain DFS (two
// configurations, a test per error path) in the shape of the paper's
// Table 4: per program DFS exhausts within the budget, paths,
// instructions and time of both, PSE's cuts and its time in subsumption
// checks and weakest preconditions, and whether both runs' tests cover
// the same gcov branches and find the same bugs (kind and location), as
// the paper's Theorem 1 says they must. The table sums up all programs,
// and with -pse-min-dfs D also those whose DFS run took D or more: the
// paper reports the programs KLEE takes over 5 minutes on, where pruning
// has room to pay for its bookkeeping. -pse-flags adds flags to the
// --pse configuration (-pse-flags=--pse-summary-bound=0: summaries
// without the paper's bound), and -dfs-symx takes DFS's runs from
// another binary (an earlier one's, kept in the cache with their
// replays: DFS's hundreds of thousands of tests are what takes time).
// A program DFS does not exhaust leaves the comparison unreplayed, and
// (with -j 1) its PSE run is not made: cut's DFS run with four
// arguments wrote 667,000 tests in its 5 minutes, whose replays would
// have taken longer than the whole table.
//
// Replay runs each program natively with the arguments the engines
// generated, which may name real paths ("/", "/etc"): as root, chown, rm
// or mv can change the machine (it happened here once). Run realprog as
// an unprivileged user or in a throwaway container; as root it refuses
// unless -allow-root is given.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "realprog:", err)
		os.Exit(1)
	}
}

type options struct {
	budget  time.Duration
	jobs    int
	cache   string
	pkg     string
	klee    string
	symx    string
	write   string
	verbose bool
	root    bool
	workers int
	progs   []string
	configs []string      // NAME=FLAGS
	flags   string        // -symx-flags: extra flags of symx beside KLEE
	asan    bool          // build with AddressSanitizer and replay the bug tests there
	keep    bool          // reuse and keep finished runs (results.go)
	only    string        // run only this engine (symx or KLEE), keeping its results
	line    []string      // the programs' command line (-args; kleeLine when empty)
	pse     bool          // -pse: DFS against --pse, with the soundness comparison
	pseMin  time.Duration // -pse-min-dfs: the paper's selection, by DFS's time
	pseArgs string        // -pse-flags: more flags of the --pse configuration
	dfsBin  string        // -dfs-symx: the symx binary of -pse's DFS runs
}

func run() error {
	var o options
	cacheDir, _ := os.UserCacheDir()
	flag.DurationVar(&o.budget, "budget", 60*time.Second, "--max-time of each engine on each program")
	flag.IntVar(&o.jobs, "j", 1, "engine runs at once")
	flag.BoolVar(&o.keep, "keep", true, "reuse the runs an earlier invocation finished with the same engine binary, command line, budget and package, and keep this one's (CACHE/results)")
	flag.StringVar(&o.only, "only", "", "run only this engine (symx or KLEE), to gather its results for a later full table; prints no table")
	flag.BoolVar(&o.asan, "asan", false, "also build with AddressSanitizer and count the bug tests that crash there (the bugs column's real bugs)")
	flag.StringVar(&o.cache, "cache", filepath.Join(cacheDir, "symx", "realprog"), "where sources, builds and outputs go")
	flag.StringVar(&o.pkg, "pkg", "coreutils", "Debian source package: coreutils, grep or gawk")
	flag.StringVar(&o.klee, "klee", os.Getenv("KLEE"), "KLEE 3.2 binary (default: $KLEE, or klee on the PATH)")
	flag.StringVar(&o.symx, "symx", "", "symx binary (default: built from this repository)")
	flag.StringVar(&o.flags, "symx-flags", "", "extra flags of symx in the comparison with KLEE (e.g. --only-output-states-covering-new)")
	flag.StringVar(&o.write, "write", "", "write the table into this markdown file's realprog section (e.g. docs/BENCHMARKS.md)")
	flag.BoolVar(&o.verbose, "v", false, "show build output")
	flag.IntVar(&o.workers, "workers", 1, "symx's --workers (1: one core, as KLEE)")
	flag.BoolVar(&o.root, "allow-root", false, "run even as root (replays can change the system)")
	flag.Func("config", "a symx configuration `NAME=FLAGS` to measure (repeatable; replaces the KLEE comparison)", func(s string) error {
		if name, _, ok := strings.Cut(s, "="); !ok || name == "" {
			return errors.New("want NAME=FLAGS")
		}
		o.configs = append(o.configs, s)
		return nil
	})
	args := flag.String("args", "", "the programs' command line after the program (default: KLEE's coreutils line)")
	flag.BoolVar(&o.pse, "pse", false, "measure --pse against plain DFS (the configurations "+pseConfigs[0]+" and "+pseConfigs[1]+"), checking that both cover the same gcov branches and find the same bugs")
	flag.DurationVar(&o.pseMin, "pse-min-dfs", 0, "with -pse, also sum up the programs whose DFS run took at least this long (the PSE paper's Table 4 keeps those KLEE takes over 5 minutes on)")
	flag.StringVar(&o.dfsBin, "dfs-symx", "", "with -pse, the symx binary of the DFS runs (default: -symx's): an earlier binary's kept DFS runs and replays serve a new --pse")
	flag.StringVar(&o.pseArgs, "pse-flags", "", "with -pse, more flags of the --pse configuration (e.g. --pse-summary-bound=0)")
	flag.Parse()
	o.progs = flag.Args()
	o.line = strings.Fields(*args)
	if o.pse {
		if len(o.configs) > 0 {
			return errors.New("-pse sets its own configurations; drop -config")
		}
		o.configs = slices.Clone(pseConfigs)
		if o.pseArgs != "" {
			o.configs[1] += " " + o.pseArgs
		}
	}
	if os.Geteuid() == 0 && !o.root {
		return errors.New("refusing to run as root: replaying the programs' generated arguments natively can change the system (chown /, rm ...); run as an unprivileged user or in a container, or pass -allow-root")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rows, err := measure(ctx, o, os.Stdout)
	if err != nil {
		return err
	}
	if o.only != "" {
		return nil // results kept for a later table
	}
	table := render(o, rows)
	switch {
	case o.pse:
		table = renderPSE(o, rows)
	case len(o.configs) > 0:
		table = renderConfigs(o, rows)
	}
	fmt.Print(table)
	if o.write != "" {
		return writeSection(o.write, table)
	}
	return nil
}

// row is one program's measurements.
type row struct {
	Prog string
	Runs []engineRun // symx, then KLEE when present
}

// measure builds the package, runs the engines on every program and
// replays their tests.
func measure(ctx context.Context, o options, progress io.Writer) ([]row, error) {
	p := pkgs[o.pkg]
	if p == nil {
		return nil, fmt.Errorf("unknown package %q (known: %s)", o.pkg, strings.Join(sortedKeys(pkgs), ", "))
	}
	for _, tool := range []string{"clang-14", "lld-14", "llvm-ar-14", "gcc", "gcov"} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("%s not found (apt-get install clang-14 lld-14 llvm-14 gcc)", tool)
		}
	}
	log := io.Discard
	if o.verbose {
		log = os.Stderr
	}
	b := &builder{cache: o.cache, log: log}
	fmt.Fprintf(progress, "realprog: building %s in %s (first time: minutes)\n", p.Name, o.cache)
	irDir, err := b.build(ctx, p, irVariant)
	if err != nil {
		return nil, err
	}
	gcovDir, err := b.build(ctx, p, gcovVariant)
	if err != nil {
		return nil, err
	}
	asanDir := ""
	if o.asan {
		if asanDir, err = b.build(ctx, p, asanVariant); err != nil {
			fmt.Fprintf(progress, "realprog: no ASan build (%v): bugs are not replayed\n", err)
			asanDir = ""
		}
	}
	progs := programs(p, irDir, gcovDir, o.progs)
	if len(progs) == 0 {
		return nil, errors.New("no program to measure")
	}
	symxBin := o.symx
	if symxBin == "" {
		symxBin = filepath.Join(o.cache, "bin", "symx")
		c := exec.CommandContext(ctx, "go", "build", "-o", symxBin, "./cmd/symx")
		c.Stdout, c.Stderr = os.Stderr, os.Stderr
		if err := c.Run(); err != nil {
			return nil, fmt.Errorf("building symx: %w", err)
		}
	}
	workersFlag := "--workers=" + strconv.Itoa(max(o.workers, 1))
	line := o.line
	if len(line) == 0 {
		line = kleeLine
	}
	engines := []*engine{symxEngine(symxBin, line, append([]string{workersFlag}, strings.Fields(o.flags)...)...)}
	if len(o.configs) > 0 {
		engines = nil
		for _, c := range o.configs {
			name, flags, _ := strings.Cut(c, "=")
			bin := symxBin
			if o.pse && name == "dfs" && o.dfsBin != "" {
				bin = o.dfsBin
			}
			e := symxEngine(bin, line, append([]string{workersFlag}, strings.Fields(flags)...)...)
			e.Name = name
			engines = append(engines, e)
		}
	} else if k := findKLEE(o.klee); k != "" {
		engines = append(engines, kleeEngine(k))
	} else {
		fmt.Fprintln(progress, "realprog: KLEE not found (-klee, $KLEE or klee on the PATH): symx's figures alone")
	}
	if o.only != "" {
		var kept []*engine
		for _, e := range engines {
			if strings.EqualFold(e.Name, o.only) {
				kept = append(kept, e)
			}
		}
		if len(kept) == 0 {
			return nil, fmt.Errorf("-only %s: no such engine here", o.only)
		}
		engines = kept
	}
	var store results
	if o.keep || o.only != "" {
		store.dir = filepath.Join(o.cache, "results")
	}
	keys := make([]string, len(engines))
	for i, e := range engines {
		keys[i] = store.key(e, o.pkg, o.budget, o.asan)
	}
	bcs := p.Progs(irDir)
	stamp := time.Now().Format("20060102-150405")
	rows := make([]row, len(progs))
	type job struct{ i, e int }
	jobs := make(chan job)
	var wg sync.WaitGroup
	var mu sync.Mutex // one replay at a time: the gcov build is shared
	for w := 0; w < max(o.jobs, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				prog, e := progs[j.i], engines[j.e]
				if r, ok := store.load(keys[j.e], prog); ok {
					r.Config = e.Name
					mu.Lock()
					rows[j.i].Runs[j.e] = r
					fmt.Fprintf(progress, "realprog: %-10s %-5s %s (kept from an earlier run)\n", prog, e.Name, brief(r))
					mu.Unlock()
					continue
				}
				if o.pse && j.e == 1 {
					// A program DFS did not exhaust leaves the comparison:
					// its PSE run and both replays would only cost time.
					mu.Lock()
					d := rows[j.i].Runs[0]
					skip := d.Config != "" && !exhausted(d)
					if skip {
						rows[j.i].Runs[j.e] = engineRun{Config: e.Name, Err: "not run: DFS did not exhaust"}
						fmt.Fprintf(progress, "realprog: %-10s %-5s not run: DFS did not exhaust\n", prog, e.Name)
					}
					mu.Unlock()
					if skip {
						continue
					}
				}
				out := filepath.Join(o.cache, "out", stamp, prog, e.Name)
				r := e.run(ctx, bcs[prog], out, o.budget)
				r.Config = e.Name
				mu.Lock()
				if ctx.Err() == nil && !(o.pse && !exhausted(r)) {
					replayAll(ctx, p, gcovDir, prog, out, &r)
				}
				r.RealBugs = -1
				if asanDir != "" && ctx.Err() == nil {
					r.RealBugs, r.RealBugTests = asanBugs(ctx, p.Native(asanDir, prog), out)
				}
				rows[j.i].Runs[j.e] = r
				fmt.Fprintf(progress, "realprog: %-10s %-5s %s\n", prog, e.Name, brief(r))
				if ctx.Err() == nil {
					if err := store.save(keys[j.e], prog, r); err != nil {
						fmt.Fprintf(progress, "realprog: keeping %s's run of %s: %v\n", e.Name, prog, err)
					}
				}
				mu.Unlock()
			}
		}()
	}
	for i, prog := range progs {
		rows[i] = row{Prog: prog, Runs: make([]engineRun, len(engines))}
	}
feed:
	for i := range progs {
		for e := range engines {
			select {
			case jobs <- job{i, e}:
			case <-ctx.Done():
				break feed
			}
		}
	}
	close(jobs)
	wg.Wait()
	return rows, ctx.Err()
}

// findKLEE returns the KLEE binary to use, or "".
func findKLEE(flagValue string) string {
	if flagValue != "" {
		return flagValue
	}
	if p, err := exec.LookPath("klee"); err == nil {
		return p
	}
	return ""
}

func brief(r engineRun) string {
	s := fmt.Sprintf("tests %d, lines %.1f%%, branches %.1f%%, wall %s, live states max %.0f mean %.0f", r.Tests, r.Lines.pct(), r.Branches.pct(), r.Wall.Round(time.Second), r.LiveMax, r.LiveMean)
	if r.Err != "" {
		s += " (error: " + r.Err + ")"
	}
	for _, m := range r.Mismatches {
		s += "\n  replay mismatch: " + m
	}
	for _, b := range r.RealBugTests {
		s += "\n  bug confirmed under ASan: " + b
	}
	return s
}

// render prints the rows as a markdown table, then the summary the
// issue's targets are judged on.
func render(o options, rows []row) string {
	var b strings.Builder
	asan := ""
	if o.asan {
		asan = " -asan"
	}
	fmt.Fprintf(&b, "Command: `go run ./bench/realprog -budget %s -j %d -pkg %s -workers %d%s`, %s.\n\n", o.budget, o.jobs, o.pkg, o.workers, asan, time.Now().Format("2006-01-02"))
	fmt.Fprintln(&b, "| program | engine | tests | completed | instructions | ext. calls | bugs | lines % | branches % | replay mismatches | wall s | peak MB | solver % |")
	fmt.Fprintln(&b, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	var ahead, compared, noExt, total int
	var symxBr, kleeBr []float64
	var behind []string
	for _, r := range rows {
		for _, e := range r.Runs {
			solver := "-"
			if e.SolverPct >= 0 {
				solver = fmt.Sprintf("%.0f", e.SolverPct)
			}
			mism := "-"
			if e.Engine == "symx" {
				mism = fmt.Sprintf("%d/%d", e.Mismatch, e.Replayed)
			}
			name := r.Prog
			if e.Err != "" {
				name += " (" + e.Err + ")"
			}
			bugs := fmt.Sprint(e.Bugs)
			if e.RealBugs >= 0 {
				bugs += fmt.Sprintf(" (%d real)", e.RealBugs)
			}
			fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %d | %s | %.1f | %.1f | %s | %.0f | %d | %s |\n",
				name, e.Engine, e.Tests, e.Completed, e.Insts, e.Externals, bugs,
				e.Lines.pct(), e.Branches.pct(), mism, e.Wall.Seconds(), e.RSSMB, solver)
		}
		total++
		if r.Runs[0].Externals == 0 {
			noExt++
		}
		symxBr = append(symxBr, r.Runs[0].Branches.pct())
		if len(r.Runs) > 1 {
			compared++
			kleeBr = append(kleeBr, r.Runs[1].Branches.pct())
			if r.Runs[0].Branches.Hit >= r.Runs[1].Branches.Hit {
				ahead++
			} else {
				behind = append(behind, fmt.Sprintf("%s (%.1f%% against %.1f%%): %s", r.Prog,
					r.Runs[0].Branches.pct(), r.Runs[1].Branches.pct(), whyBehind(r.Runs[0])))
			}
		}
	}
	fmt.Fprintf(&b, "\npeak MB: the peak memory of the engine's whole process tree (KLEE's watchdog, explorer and forked solvers), PSS sampled every %v, or the started process's peak RSS when higher.\n", sampleEvery)
	fmt.Fprintf(&b, "\nsymx: %d of %d programs without unmodeled external calls; median branch coverage %.1f%%.\n", noExt, total, median(symxBr))
	if compared > 0 {
		fmt.Fprintf(&b, "KLEE: median branch coverage %.1f%%; symx covers at least as many branches as KLEE on %d of %d programs.\n",
			median(kleeBr), ahead, compared)
	}
	if len(behind) > 0 {
		fmt.Fprintf(&b, "\nWhere symx covers fewer branches than KLEE, and why:\n\n")
		for _, w := range behind {
			fmt.Fprintf(&b, "- %s\n", w)
		}
	}
	return b.String()
}

// whyBehind names what held symx's run back, from its own figures: an
// error, the libc model (unmodeled external calls), solver time (half the
// run or more), else path explosion (the search's choice among the
// states it had).
func whyBehind(r engineRun) string {
	switch {
	case r.Err != "":
		return "error: " + r.Err
	case r.Externals > 0:
		return fmt.Sprintf("libc model (%d unmodeled external calls)", r.Externals)
	case r.SolverPct >= 50:
		return fmt.Sprintf("solver time (%.0f%% of the run)", r.SolverPct)
	}
	return fmt.Sprintf("path explosion: the search's choice among up to %.0f live states (solver %.0f%% of the run)", r.LiveMax, r.SolverPct)
}

// renderConfigs prints the -config table: per program and configuration,
// branch coverage of the native replay, the branches no other
// configuration covered, and the live states.
func renderConfigs(o options, rows []row) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Command: `go run ./bench/realprog -budget %s -j %d -pkg %s", o.budget, o.jobs, o.pkg)
	for _, c := range o.configs {
		fmt.Fprintf(&b, " -config '%s'", c)
	}
	fmt.Fprintf(&b, "`, %s.\n\n", time.Now().Format("2006-01-02"))
	fmt.Fprintln(&b, "| program | configuration | runs (pruning) | tests | branches (gcov) | branches % | only this configuration | live states max | live states mean | replay mismatches |")
	fmt.Fprintln(&b, "|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		for i, e := range r.Runs {
			only := 0
			for k := range e.Covered {
				alone := true
				for j, f := range r.Runs {
					if j != i && f.Covered[k] {
						alone = false
						break
					}
				}
				if alone {
					only++
				}
			}
			name := r.Prog
			if e.Err != "" {
				name += " (" + e.Err + ")"
			}
			runs := "1"
			if e.Runs > 0 {
				runs = fmt.Sprintf("%d (%d)", e.Runs, e.Pruned)
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %d | %d/%d | %.1f | %d | %.0f | %.0f | %d/%d |\n",
				name, e.Config, runs, e.Tests, e.Branches.Hit, e.Branches.Total, e.Branches.pct(), only, e.LiveMax, e.LiveMean, e.Mismatch, e.Replayed)
		}
	}
	return b.String()
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// writeSection replaces the text between the realprog markers of a
// markdown file (appending a section when there are none).
func writeSection(path, table string) error {
	const begin, end = "<!-- realprog:begin -->", "<!-- realprog:end -->"
	old, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	s := string(old)
	block := begin + "\n" + table + end
	i, j := strings.Index(s, begin), strings.Index(s, end)
	if i >= 0 && j > i {
		s = s[:i] + block + s[j+len(end):]
	} else {
		s = strings.TrimRight(s, "\n") + "\n\n## Real programs: coreutils side by side with KLEE\n\n" + block + "\n"
	}
	return os.WriteFile(path, []byte(s), 0o644)
}

// Command realprog measures symx on real programs, side by side with KLEE:
// GNU coreutils 9.1 (and grep and gawk) from Debian's source packages, run
// with the command line of KLEE's coreutils experiments,
//
//	--posix-runtime PROG.bc --sym-args 0 1 10 --sym-args 0 2 2 --sym-files 1 8 --sym-stdin 8 --sym-stdout
//
// and the programs symbolic-execution papers test beyond coreutils, each
// with that line adapted (its file operands concrete, named A, B, C as
// --sym-files names the symbolic files; larger files or stdin where the
// input needs it: an ELF header, a patch, SQL): diffutils (diff, cmp,
// diff3, sdiff), findutils (find, xargs), sed, patch, binutils (readelf,
// objdump, nm-new, size, strings), bc and sqlite3's shell (-pkg; the
// table says each program's line).
//
// Each package is fetched with apt-get source (a deb-src entry is added
// when there is none and realprog runs as root) and built with symx
// build's recipe (package projbuild), cached under the user cache
// directory and never in the repository: whole-program LLVM IR (clang-14
// -flto -g -O0, linked by lld-14 with --save-temps), and a native gcc
// --coverage build (and with -asan an AddressSanitizer build). Every
// test of both engines is replayed natively on the coverage build
// (KLEE's .ktest files through symx's replay, which feeds arguments,
// files and stdin from the POSIX objects as klee-replay does), and gcov
// gives line and branch coverage of the program's own source.
//
// KLEE is KLEE 3.2 with klee-uclibc and its POSIX runtime, built locally
// for measuring only (-klee, or $KLEE, or klee on the PATH); without it,
// symx's figures are printed alone.
//
// Usage (from the repository root):
//
//	go run ./bench/realprog [-budget 60s] [-runs N] [-j 1] [-pkg coreutils] [-write FILE] [PROG...]
//
// -runs N (default 1) runs each engine (or configuration) N times on
// each program, the engines alternating (run 1 of each, then run 2, ...);
// every figure is then the median [min–max] of the runs, a single run
// is labelled as one, and each comparison (symx's branches against
// KLEE's; each -config's against -baseline's, the first by default;
// -pse's DFS time against PSE's) gives the Mann-Whitney U p-value and
// the Vargha-Delaney Â12 (internal/stats). -pse's explorations to the
// end are deterministic: their counts are checked equal across the runs.
// With -keep, run i > 1 is kept under its own key (KEY-runI).
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
// the live states (most and mean over run.stats' samples), and compares
// each configuration's branches with the baseline's (-baseline NAME: Homi
// against the best heuristic alone, or against random pruning). A
// configuration named KLEE runs KLEE 3.2 (-klee) with its FLAGS before
// the program, so that KLEE alternates with the symx configurations:
// -config KLEE= -config 'default=' -config 'all=--techniques=sgs,homi,pse,muse'.
// A configuration named KLEE-SOMETHING runs KLEE too (KLEE-rp=--search=
// random-path beside KLEE=), and -runs-of NAME=N gives a configuration
// fewer runs than -runs: KLEE's (on an instruction budget KLEE takes
// 10-80 times symx's time), or one that is the same run whatever its
// seed (dfs, bfs).
//
// Run k (from 1) of every engine gets --rng-initial-seed=k, so that the
// runs sample the searches' randomness: with one seed, symx's runs of a
// program are nearly the same run whatever the budget (on an instruction
// budget exactly; strings' five 60 s runs of L8 covered 23.4% each, and
// a seed changes its coverage by several points). -seeds=false runs
// every run with the engines' default seed, as realprog did before
// 2026-12-07 (the L rows of docs/BENCHMARKS.md up to L9). -strategies
// sums a -config table up over its programs in the shape of the SGS
// paper's evaluation (strategies.go): coverage bins, mean and "Best" per
// strategy (Table 4), a configuration named *combined* against each
// other (Table 5), and bug places by kind, confirmed on the ASan build
// with -asan (Table 6). Issue 49's table, for instance:
//
//	O="--only-output-states-covering-new --max-instructions=5000000"
//	go run ./bench/realprog -budget 20s -j 2 -runs 3 -runs-of KLEE=1 -runs-of dfs=1 -seeds -asan -strategies \
//	  -config "dfs=$O --search=dfs" ... -config "sgs-8=$O --search=sgs:8" \
//	  -config "sgs-combined=--only-output-states-covering-new --max-instructions=1250000 --sgs-combined" \
//	  -config "KLEE=$O" -config "KLEE-rp=$O --search=random-path" PROG...
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
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/symx/symx/internal/stats"
	"github.com/symx/symx/projbuild"
)

func main() {
	// The compiler wrappers of symx build (package projbuild) are this
	// executable under the names cc, gcc, ...
	if projbuild.IsWrapper(os.Args) {
		os.Exit(projbuild.Wrap(os.Args, os.Stderr))
	}
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
	plot    string // -plot: a directory for each program's coverage over time
	verbose bool
	root    bool
	workers int
	progs   []string
	configs []string       // NAME=FLAGS
	flags   string         // -symx-flags: extra flags of symx beside KLEE
	kflags  string         // -klee-flags: extra flags of KLEE beside symx
	asan    bool           // build with AddressSanitizer and replay the bug tests there
	keep    bool           // reuse and keep finished runs (results.go)
	only    string         // run only this engine (symx or KLEE), keeping its results
	line    []string       // the programs' command line (-args; kleeLine when empty)
	pse     bool           // -pse: DFS against --pse, with the soundness comparison
	pseMin  time.Duration  // -pse-min-dfs: the paper's selection, by DFS's time
	pseArgs string         // -pse-flags: more flags of the --pse configuration
	dfsBin  string         // -dfs-symx: the symx binary of -pse's DFS runs
	runs    int            // -runs: runs per program and engine, alternating
	runsOfs map[string]int // -runs-of NAME=N: fewer runs of a configuration
	seeds   bool           // -seeds: run k has --rng-initial-seed=k (both engines)
	// strategies: -strategies, the -config table summed up as the SGS
	// paper's Tables 4-6 (strategies.go).
	strategies bool
	// baseline is the -config the others are compared with (-baseline;
	// the first when empty).
	baseline string
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
	flag.StringVar(&o.pkg, "pkg", "coreutils", "Debian source package: coreutils, grep, gawk, diffutils, findutils, sed, patch, binutils, bc or sqlite3")
	flag.StringVar(&o.klee, "klee", os.Getenv("KLEE"), "KLEE 3.2 binary (default: $KLEE, or klee on the PATH)")
	flag.StringVar(&o.symx, "symx", "", "symx binary (default: built from this repository)")
	flag.StringVar(&o.flags, "symx-flags", "", "extra flags of symx in the comparison with KLEE (e.g. --only-output-states-covering-new)")
	flag.StringVar(&o.kflags, "klee-flags", "", "extra flags of KLEE in the comparison with symx (e.g. --only-output-states-covering-new)")
	flag.StringVar(&o.plot, "plot", "", "draw each program's coverage over time into `DIR`/PROG.svg: per symx engine or -config the median of its runs and the band of their least and most (KLEE's run.stats, SQLite, is not drawn)")
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
	flag.IntVar(&o.runs, "runs", 1, "runs per program and engine (or configuration), alternating; figures are then medians [min–max], comparisons tested")
	flag.Func("runs-of", "`NAME=N`: runs per program of the -config NAME, when fewer than -runs (KLEE's: 10-80 times symx's time on an instruction budget; dfs's and bfs's: the same run whatever the seed); repeatable", func(s string) error {
		name, n, ok := strings.Cut(s, "=")
		k, err := strconv.Atoi(n)
		if !ok || err != nil || k < 1 {
			return errors.New("want NAME=N, N at least 1")
		}
		if o.runsOfs == nil {
			o.runsOfs = map[string]int{}
		}
		o.runsOfs[name] = k
		return nil
	})
	flag.BoolVar(&o.seeds, "seeds", true, "run k (from 1) of every engine gets --rng-initial-seed=k, so that the runs sample the searches' randomness (false: every run with the engines' default seed, and symx's runs of a program are then nearly the same run)")
	flag.BoolVar(&o.strategies, "strategies", false, "with -config, also sum the table up over the programs as the SGS paper's Tables 4-6: coverage bins, mean and Best per configuration, a \"combined\" configuration against each, bug places by kind (confirmed with -asan)")
	flag.StringVar(&o.baseline, "baseline", "", "with -config, the configuration the others are compared with (default: the first)")
	flag.Parse()
	o.progs = flag.Args()
	o.line = strings.Fields(*args)
	if o.runs < 1 {
		return errors.New("-runs below 1")
	}
	if o.pse {
		if len(o.configs) > 0 {
			return errors.New("-pse sets its own configurations; drop -config")
		}
		o.configs = slices.Clone(pseConfigs)
		if o.pseArgs != "" {
			o.configs[1] += " " + o.pseArgs
		}
	}
	for _, name := range sortedKeys(o.runsOfs) {
		if !hasConfig(o.configs, name) {
			return fmt.Errorf("-runs-of %s: no -config of that name", name)
		}
	}
	if o.strategies && len(o.configs) == 0 {
		return errors.New("-strategies sums up -config runs; give the strategies as -config NAME=FLAGS")
	}
	if o.baseline != "" && !hasConfig(o.configs, o.baseline) {
		return fmt.Errorf("-baseline %s: no -config of that name", o.baseline)
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
		if o.strategies {
			table += renderStrategies(o, rows)
		}
	}
	fmt.Print(table)
	if o.plot != "" {
		if err := plotRows(o.plot, rows); err != nil {
			return err
		}
	}
	if o.write != "" {
		return writeSection(o.write, table)
	}
	return nil
}

// row is one program's measurements.
type row struct {
	Prog string
	// Runs are per engine (symx, then KLEE when present; or per
	// -config) its runs, in order (-runs).
	Runs [][]engineRun
}

// measure builds the package, runs the engines on every program and
// replays their tests.
func measure(ctx context.Context, o options, progress io.Writer) ([]row, error) {
	p := pkgs[o.pkg]
	if p == nil {
		return nil, fmt.Errorf("unknown package %q (known: %s)", o.pkg, strings.Join(sortedKeys(pkgs), ", "))
	}
	for _, tool := range []string{"clang-14", "clang++-14", "ld.lld-14", "llvm-ar-14", "llvm-ranlib-14", "llvm-nm-14", "gcc", "gcov"} {
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
	built, err := b.build(ctx, p, o.asan)
	if err != nil {
		return nil, err
	}
	gcovDir := built.CoverageTree
	byName := programs(p, built, o.progs)
	progs := sortedKeys(byName)
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
	engines, err := enginesOf(o, symxBin, progress)
	if err != nil {
		return nil, err
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
	// keys[i][e]: program i's runs by engine e (its line is part of it).
	keys := make([][]string, len(progs))
	for i := range progs {
		keys[i] = make([]string, len(engines))
	}
	for e, eng := range engines {
		key := store.keyOf(eng)
		for i, prog := range progs {
			keys[i][e] = key(o.pkg, p.lineOf(prog, o.line), o.budget, o.asan)
			if o.seeds && keys[i][e] != "" {
				keys[i][e] += "-seeded"
			}
		}
	}
	stamp := time.Now().Format("20060102-150405")
	rows := make([]row, len(progs))
	type job struct{ i, e, k int } // program, engine, run
	jobs := make(chan job)
	var wg sync.WaitGroup
	var mu sync.Mutex // one replay at a time: the gcov build is shared
	for w := 0; w < max(o.jobs, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				prog, e := progs[j.i], engines[j.e]
				key, name := runKey(keys[j.i][j.e], j.k), e.Name
				if j.k > 0 {
					name = fmt.Sprintf("%s-run%d", e.Name, j.k+1)
				}
				if r, ok := store.load(key, prog); ok {
					r.Config = e.Name
					mu.Lock()
					rows[j.i].Runs[j.e][j.k] = r
					fmt.Fprintf(progress, "realprog: %-10s %-5s %s (kept from an earlier run)\n", prog, name, brief(r))
					mu.Unlock()
					continue
				}
				if o.pse && j.e == 1 {
					// A program DFS did not exhaust leaves the comparison:
					// its PSE run and both replays would only cost time.
					mu.Lock()
					d := rows[j.i].Runs[0][j.k]
					skip := d.Config != "" && !exhausted(d)
					if skip {
						rows[j.i].Runs[j.e][j.k] = engineRun{Config: e.Name, Err: "not run: DFS did not exhaust"}
						fmt.Fprintf(progress, "realprog: %-10s %-5s not run: DFS did not exhaust\n", prog, name)
					}
					mu.Unlock()
					if skip {
						continue
					}
				}
				out := filepath.Join(o.cache, "out", stamp, prog, name)
				var seed []string
				if o.seeds {
					seed = []string{fmt.Sprintf("--rng-initial-seed=%d", j.k+1)}
				}
				r := e.run(ctx, byName[prog].Bitcode, out, p.lineOf(prog, o.line), o.budget, seed...)
				r.Config = e.Name
				mu.Lock()
				if ctx.Err() == nil && !(o.pse && !exhausted(r)) {
					replayAll(ctx, p, gcovDir, byName[prog], out, &r)
				}
				r.RealBugs = -1
				if asan := byName[prog].ASan; o.asan && asan != "" && ctx.Err() == nil {
					r.RealBugs, r.RealBugTests = asanBugs(ctx, asan, out, r.Reports)
				}
				rows[j.i].Runs[j.e][j.k] = r
				fmt.Fprintf(progress, "realprog: %-10s %-5s %s\n", prog, name, brief(r))
				if ctx.Err() == nil {
					if err := store.save(key, prog, r); err != nil {
						fmt.Fprintf(progress, "realprog: keeping %s's run of %s: %v\n", name, prog, err)
					}
				}
				mu.Unlock()
			}
		}()
	}
	for i, prog := range progs {
		rows[i] = row{Prog: prog, Runs: make([][]engineRun, len(engines))}
		for e := range engines {
			rows[i].Runs[e] = make([]engineRun, o.runsOf(engines[e]))
		}
	}
	// Per program the engines' runs alternate: run 1 of each, then run 2.
feed:
	for i := range progs {
		err := stats.Alternate(max(o.runs, 1), len(engines), func(k, e int) error {
			if k >= o.runsOf(engines[e]) {
				return nil
			}
			select {
			case jobs <- job{i, e, k}:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
		if err != nil {
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	return rows, ctx.Err()
}

// enginesOf is what o measures: symx against KLEE (when found), or the
// -config entries, KLEE among them under that name.
func enginesOf(o options, symxBin string, progress io.Writer) ([]*engine, error) {
	workersFlag := "--workers=" + strconv.Itoa(max(o.workers, 1))
	if len(o.configs) == 0 {
		engines := []*engine{symxEngine(symxBin, append([]string{workersFlag}, strings.Fields(o.flags)...)...)}
		if k := findKLEE(o.klee); k != "" {
			engines = append(engines, kleeEngine(k, strings.Fields(o.kflags)...))
		} else {
			fmt.Fprintln(progress, "realprog: KLEE not found (-klee, $KLEE or klee on the PATH): symx's figures alone")
		}
		return engines, nil
	}
	var engines []*engine
	for _, c := range o.configs {
		name, flags, _ := strings.Cut(c, "=")
		if isKLEE(name) {
			k := findKLEE(o.klee)
			if k == "" {
				return nil, fmt.Errorf("-config %s: KLEE not found (-klee, $KLEE or klee on the PATH)", name)
			}
			e := kleeEngine(k, strings.Fields(flags)...)
			e.Name = name
			engines = append(engines, e)
			continue
		}
		bin := symxBin
		if o.pse && name == "dfs" && o.dfsBin != "" {
			bin = o.dfsBin
		}
		e := symxEngine(bin, append([]string{workersFlag}, strings.Fields(flags)...)...)
		e.Name = name
		engines = append(engines, e)
	}
	return engines, nil
}

// hasConfig: configs (NAME=FLAGS) has one named name.
func hasConfig(configs []string, name string) bool {
	return slices.ContainsFunc(configs, func(c string) bool { return strings.HasPrefix(c, name+"=") })
}

// runsOf is how many runs e makes on each program (-runs, -runs-of).
func (o options) runsOf(e *engine) int {
	if n, ok := o.runsOfs[e.Name]; ok {
		return min(n, max(o.runs, 1))
	}
	return max(o.runs, 1)
}

// isKLEE: a -config named KLEE or KLEE-SOMETHING (KLEE-rp=--search=random-path)
// runs KLEE 3.2, any other symx.
func isKLEE(config string) bool { return config == "KLEE" || strings.HasPrefix(config, "KLEE-") }

// findKLEE returns the KLEE binary to use (-klee's, else klee on the
// PATH) when it is there to run, or "".
func findKLEE(flagValue string) string {
	name := "klee"
	if flagValue != "" {
		name = flagValue
	}
	if p, err := exec.LookPath(name); err == nil {
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
// issue's targets are judged on. With more than one run every figure is
// the median [min–max] of the runs, and the symx row tests its branch
// coverage against KLEE's (Â12: the probability that a symx run covers
// more than a KLEE run).
func render(o options, rows []row) string {
	var b strings.Builder
	extra := "" // the flags given beside the usual ones
	if o.asan {
		extra = " -asan"
	}
	if !o.seeds {
		extra += " -seeds=false"
	}
	for _, f := range [][2]string{{"symx-flags", o.flags}, {"klee-flags", o.kflags}} {
		if f[1] != "" {
			extra += fmt.Sprintf(" -%s='%s'", f[0], f[1])
		}
	}
	fmt.Fprintf(&b, "Command: `go run ./bench/realprog -budget %s -j %d -pkg %s -workers %d%s%s`, %s; %s.\n\n", o.budget, o.jobs, o.pkg, o.workers, extra, runsFlag(o.runs), time.Now().Format("2006-01-02"), stats.RunsNote(o.runs))
	b.WriteString(linesNote(o, rows))
	fmt.Fprintln(&b, "| program | engine | tests | completed | instructions | ext. calls | bugs | lines % | branches % | replay mismatches | wall s | peak MB | solver % | branches: p | Â12 |")
	fmt.Fprintln(&b, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	var ahead, compared, noExt, total, more, fewer int
	var symxBr, kleeBr []float64
	var behind []string
	for _, r := range rows {
		for ei, rs := range r.Runs {
			e := rs[0]
			mism := "-"
			if e.Engine == "symx" {
				mism = fmt.Sprintf("%s/%s", of(rs, func(r engineRun) float64 { return float64(r.Mismatch) }).Count(),
					of(rs, func(r engineRun) float64 { return float64(r.Replayed) }).Count())
			}
			bugs := of(rs, func(r engineRun) float64 { return float64(r.Bugs) }).Count()
			if e.RealBugs >= 0 {
				bugs += fmt.Sprintf(" (%s real)", of(rs, func(r engineRun) float64 { return float64(r.RealBugs) }).Count())
			}
			p, a12 := "", ""
			if ei == 0 && len(r.Runs) > 1 {
				_, p, a12 = stats.Compare(of(rs, branchPct), of(r.Runs[1], branchPct)).Cells()
			}
			count := func(f func(engineRun) float64) string { return of(rs, f).Count() }
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
				r.Prog+errorsOf(rs), e.Engine, count(func(r engineRun) float64 { return float64(r.Tests) }),
				count(func(r engineRun) float64 { return float64(r.Completed) }),
				count(func(r engineRun) float64 { return float64(r.Insts) }),
				count(func(r engineRun) float64 { return float64(r.Externals) }), bugs,
				of(rs, func(r engineRun) float64 { return r.Lines.pct() }).Format("%.1f"), of(rs, branchPct).Format("%.1f"),
				mism, of(rs, func(r engineRun) float64 { return r.Wall.Seconds() }).Format("%.0f"),
				count(func(r engineRun) float64 { return float64(r.RSSMB) }), solverPct(rs), p, a12)
		}
		sx := r.Runs[0]
		total++
		if of(sx, func(r engineRun) float64 { return float64(r.Externals) }).Median() == 0 {
			noExt++
		}
		symxBr = append(symxBr, of(sx, branchPct).Median())
		if len(r.Runs) > 1 {
			kl := r.Runs[1]
			compared++
			kleeBr = append(kleeBr, of(kl, branchPct).Median())
			c := stats.Compare(of(sx, branchHit), of(kl, branchHit))
			if c.Significant() && c.A12 > 0.5 {
				more++
			} else if c.Significant() {
				fewer++
			}
			if c.A.Median() >= c.B.Median() {
				ahead++
			} else {
				behind = append(behind, fmt.Sprintf("%s (%.1f%% against %.1f%%): %s", r.Prog,
					of(sx, branchPct).Median(), of(kl, branchPct).Median(), whyBehind(medianRun(sx))))
			}
		}
	}
	fmt.Fprintf(&b, "\npeak MB: the peak memory of the engine's whole process tree (KLEE's watchdog, explorer and forked solvers), PSS sampled every %v, or the started process's peak RSS when higher.\n", sampleEvery)
	fmt.Fprintf(&b, "\nsymx: %d of %d programs without unmodeled external calls; median branch coverage %.1f%%.\n", noExt, total, stats.Median(symxBr))
	if compared > 0 {
		fmt.Fprintf(&b, "KLEE: median branch coverage %.1f%%; symx covers at least as many branches as KLEE on %d of %d programs",
			stats.Median(kleeBr), ahead, compared)
		if o.runs > 1 {
			fmt.Fprintf(&b, " (medians of the runs); significantly more (p < %g) on %d, significantly fewer on %d", stats.Alpha, more, fewer)
		}
		b.WriteString(".\n")
	}
	if len(behind) > 0 {
		fmt.Fprintf(&b, "\nWhere symx covers fewer branches than KLEE, and why:\n\n")
		for _, w := range behind {
			fmt.Fprintf(&b, "- %s\n", w)
		}
	}
	return b.String()
}

// of is the sample of one measure over an engine's runs.
func of(rs []engineRun, f func(engineRun) float64) stats.Sample { return stats.Of(rs, f) }

func branchPct(r engineRun) float64 { return r.Branches.pct() }
func branchHit(r engineRun) float64 { return float64(r.Branches.Hit) }

// medianRun is the run of median branches covered (the lower of the two
// middle ones), whose figures stand for the runs where one run must.
func medianRun(rs []engineRun) engineRun {
	s := slices.Clone(rs)
	slices.SortStableFunc(s, func(a, b engineRun) int { return a.Branches.Hit - b.Branches.Hit })
	return s[(len(s)-1)/2]
}

// solverPct is the solver's share of the runs' time, "-" when no run
// knows it.
func solverPct(rs []engineRun) string {
	known := slices.DeleteFunc(slices.Clone(rs), func(r engineRun) bool { return r.SolverPct < 0 })
	return of(known, func(r engineRun) float64 { return r.SolverPct }).Format("%.0f")
}

// errorsOf notes the runs' first error: " (error)", with how many of
// the runs had one when more than one ran; "" without.
func errorsOf(rs []engineRun) string {
	first, n := "", 0
	for _, r := range rs {
		if r.Err != "" {
			n++
			if first == "" {
				first = r.Err
			}
		}
	}
	switch {
	case n == 0:
		return ""
	case len(rs) == 1:
		return " (" + first + ")"
	}
	return fmt.Sprintf(" (%s; errors in %d of %d runs)", first, n, len(rs))
}

// linesNote says which command line each program of rows ran with
// (after the program, the same for every engine), programs of one line
// together.
func linesNote(o options, rows []row) string {
	p := pkgs[o.pkg]
	if p == nil {
		return ""
	}
	var lines []string
	progs := map[string][]string{}
	for _, r := range rows {
		l := strings.Join(p.lineOf(r.Prog, o.line), " ")
		if progs[l] == nil {
			lines = append(lines, l)
		}
		progs[l] = append(progs[l], r.Prog)
	}
	var b strings.Builder
	b.WriteString("Command line after the program:")
	for _, l := range lines {
		fmt.Fprintf(&b, " %s: `%s`;", strings.Join(progs[l], ", "), l)
	}
	return strings.TrimSuffix(b.String(), ";") + ".\n\n"
}

// runsFlag is -runs on a table's command line, "" for one run.
func runsFlag(runs int) string {
	if runs <= 1 {
		return ""
	}
	return fmt.Sprintf(" -runs %d", runs)
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
// configuration covered (in the same run), and the live states; each
// configuration's branches are compared with the baseline's (Â12: the
// probability that a run of it covers more than a run of the baseline).
func renderConfigs(o options, rows []row) string {
	var b strings.Builder
	base := baselineOf(o)
	fmt.Fprintf(&b, "Command: `go run ./bench/realprog -budget %s -j %d -pkg %s%s", o.budget, o.jobs, o.pkg, runsFlag(o.runs))
	for _, f := range []struct {
		on   bool
		name string
	}{{!o.seeds, "seeds=false"}, {o.asan, "asan"}, {o.strategies, "strategies"}} {
		if f.on {
			b.WriteString(" -" + f.name)
		}
	}
	for _, name := range sortedKeys(o.runsOfs) {
		fmt.Fprintf(&b, " -runs-of %s=%d", name, o.runsOfs[name])
	}
	for _, c := range o.configs {
		fmt.Fprintf(&b, " -config '%s'", c)
	}
	if o.baseline != "" {
		fmt.Fprintf(&b, " -baseline '%s'", o.baseline)
	}
	baseName, _, _ := strings.Cut(o.configs[base], "=")
	fmt.Fprintf(&b, "`, %s; %s; baseline of the comparison: %s.\n\n", time.Now().Format("2006-01-02"), stats.RunsNote(o.runs), baseName)
	b.WriteString(linesNote(o, rows))
	fmt.Fprintln(&b, "| program | configuration | runs (pruning) | tests | branches (gcov) | branches % | only this configuration | live states max | live states mean | replay mismatches | branches: ratio | p | Â12 |")
	fmt.Fprintln(&b, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		for i, rs := range r.Runs {
			var only stats.Sample
			for k, e := range rs {
				n := 0
				for key := range e.Covered {
					alone := true
					for j, f := range r.Runs {
						if j != i && k < len(f) && f[k].Covered[key] {
							alone = false
							break
						}
					}
					if alone {
						n++
					}
				}
				only = append(only, float64(n))
			}
			runs := "1"
			if slices.ContainsFunc(rs, func(e engineRun) bool { return e.Runs > 0 }) {
				runs = fmt.Sprintf("%s (%s)", of(rs, func(e engineRun) float64 { return float64(e.Runs) }).Count(),
					of(rs, func(e engineRun) float64 { return float64(e.Pruned) }).Count())
			}
			ratio, p, a12 := "", "", ""
			if i != base {
				ratio, p, a12 = stats.Compare(of(rs, branchHit), of(r.Runs[base], branchHit)).Cells()
			}
			count := func(f func(engineRun) float64) string { return of(rs, f).Count() }
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s/%s | %s | %s | %s | %s | %s/%s | %s | %s | %s |\n",
				r.Prog+errorsOf(rs), rs[0].Config, runs, count(func(e engineRun) float64 { return float64(e.Tests) }),
				count(branchHit), of(rs, func(e engineRun) float64 { return float64(e.Branches.Total) }).Exact("%.0f"),
				of(rs, branchPct).Format("%.1f"), only.Count(),
				of(rs, func(e engineRun) float64 { return e.LiveMax }).Format("%.0f"), of(rs, func(e engineRun) float64 { return e.LiveMean }).Format("%.0f"),
				count(func(e engineRun) float64 { return float64(e.Mismatch) }), count(func(e engineRun) float64 { return float64(e.Replayed) }),
				ratio, p, a12)
		}
	}
	return b.String()
}

// baselineOf is the index of -baseline's configuration (the first when
// it names none).
func baselineOf(o options) int {
	for i, c := range o.configs {
		if name, _, _ := strings.Cut(c, "="); name == o.baseline {
			return i
		}
	}
	return 0
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

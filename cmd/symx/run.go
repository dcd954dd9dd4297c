package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/cliflag"
	"github.com/symx/symx/run"
	"github.com/symx/symx/search"
	"github.com/symx/symx/solver/factory"
)

var runCfg run.Config

// runTechniqueNames is --techniques.
var runTechniqueNames []string
var runMaxMemoryMB uint64
var runDumpOnHalt haltDump

var runCheckOvershift, runPromoteLocals bool

// runMaxDepthSet: --max-depth was given (its 0 is then "no limit", also
// in a concolic run).
var runMaxDepthSet bool
var runQuiet bool

// runNoProgramOutput is --suppress-program-output.
var runNoProgramOutput bool

func init() {
	register(&command{
		Name:         "run",
		UsageLine:    "run [flags] prog.c|prog.ll|prog.bc [flags] [-- program args]",
		Short:        "explore a program's paths symbolically and write tests",
		Interspersed: true,
		// KLEE's POSIX-runtime options are program arguments (klee
		// --posix-runtime prog.bc --sym-args 0 2 4): they stay in argv, in
		// place, for the modeled library's __symx_init_env.
		ProgramOptions: map[string]int{"sym-arg": 1, "sym-args": 3, "sym-files": 2, "sym-stdin": 1,
			"sym-stdout": 0, "save-all-writes": 0, "fd-fail": 0, "max-fail": 1},
		Long: `
Run compiles prog.c with clang-14 (or loads prog.ll / prog.bc), executes it
with the symbolic inputs it declares through klee/klee.h (klee_make_symbolic,
klee_assume, ...), symx.h, or SV-COMP's __VERIFIER_nondet_*, and writes into
symx-out-N (linked as symx-last) a test per finished path: testNNNNNN.ktest
(KLEE's format) and testNNNNNN.json, plus testNNNNNN.<kind>.err for bugs,
and info, run.stats, messages, warnings and coverage.json.

Flags follow KLEE's names. Arguments after the program (or after --) are
passed to it as argv[1:]. As in KLEE, what the program writes to stdout and
stderr appears on symx's, from every path (--suppress-program-output
discards it).

KLEE's POSIX runtime: --posix-runtime links the program with the modeled
C library's environment set-up (KLEE's klee_init_env), which interprets
these options among the program's arguments, as KLEE does:

  --sym-arg N            one symbolic argument of up to N characters
  --sym-args MIN MAX N   MIN to MAX symbolic arguments of up to N characters
  --sym-files NUM N      NUM symbolic files A, B, ... of N bytes each
  --sym-stdin N          a symbolic standard input of N bytes
  --sym-stdout           standard output into a symbolic file
  --save-all-writes, --fd-fail, --max-fail N

e.g. symx run prog.c --sym-args 0 2 4 --sym-files 1 8 -- -v. Any of them
turns the POSIX runtime on; they are passed to the program in place.

KLEE compatibility: a KLEE command line runs unchanged (flags take one dash
or two; booleans are bare or =true|false). Implemented as in KLEE:
--libc (uclibc and klee mean symx's own library, which is also the
default; none links no C library), --optimize (opt -O2), --exit-on-error,
--exit-on-error-type, --external-calls (none refuses calls to undefined
functions; symx never calls native code), --max-forks, --write-smt2s,
--write-kqueries (writes .smt2 instead), --link-llvm-lib,
--use-batching-search, --solver-backend, --max-stack-frames,
--rng-initial-seed, and symx's own --max-time (30, 30s, 5min, 1h),
--max-memory, --max-solver-time, --search, --only-output-states-covering-new,
--emit-all-errors, --output-dir, ... . KLEE's options without a meaning
in symx (--watchdog, --use-forked-solver, --switch-type, --write-cov, ...)
are accepted with a one-line note on stderr saying what symx does instead.

Many machines: --partition i/N explores only the i-th of N disjoint parts
of the paths (split by the directions of the first --partition-depth
forks), so that N runs anywhere, with the same program IR, explore it
together; 'symx merge' joins their output directories.`,
		Flags: func(fs *flag.FlagSet) {
			c := &runCfg
			*c = run.Config{}
			fs.Var(listFlag{L: &c.Search}, "search", "search strategy (repeat to interleave): "+strings.Join(search.Names(), ", ")+"; default random-path interleaved with nurs:covnew")
			fs.Uint64Var(&c.BatchInstructions, "batch-instructions", 0, "keep running the selected state for this many instructions (0: off)")
			fs.Var(durationFlag{D: &c.BatchTime}, "batch-time", "keep running the selected state for this long (0: off)")
			fs.Uint64Var(&c.Seed, "seed", 1, "seed of every random choice")
			fs.IntVar(&c.Workers, "workers", 0, "explore on this many goroutines, handing states to idle ones (0: one per CPU, or 1 with --concolic, --homi and --prune, which need one; with --pse the workers share the summaries; 1 gives reproducible runs)")
			fs.Var(durationFlag{D: &c.MaxTime}, "max-time", "stop exploring after this time (e.g. 30s, 5min)")
			fs.Var(uintFlag{N: &c.MaxInstructions}, "max-instructions", "stop after this many instructions (0: no limit)")
			runMaxDepthSet = false
			fs.Var(setFlag{natFlag{N: &c.MaxDepth}, &runMaxDepthSet}, "max-depth", "end paths after this many symbolic forks; with --concolic, symbolic branches followed (0: no limit; default with --concolic: 1000000)")
			fs.Var(natFlag{N: &c.MaxStack}, "max-stack", "call frames per path before a stack-overflow bug (0: 8192)")
			runMaxMemoryMB = 2000
			fs.Var(uintFlag{N: &runMaxMemoryMB}, "max-memory", "memory cap in `MB` on the whole process; above it random states are killed and larger allocations fail (0: no limit)")
			fs.Var(durationFlag{D: &c.MaxSolverTime}, "max-solver-time", "wall-clock time limit per solver query (0: none); results then depend on the machine's load, unlike --max-solver-work's")
			c.MaxSolverWork = run.DefaultMaxSolverWork
			fs.Var(uintFlag{N: &c.MaxSolverWork}, "max-solver-work", "solver work limit per query, in units of the solver's own steps (about 2 ms each on a quiet machine; 0: none); a query that spends it ends its path as a solver timeout, at the same point on a quiet or a loaded machine")
			fs.StringVar(&c.Solver, "solver", "bitblast", "solver backend: bitblast or z3")
			fs.Var(cliflag.Bound{N: &c.SolverFallback, Default: factory.DefaultFallbackAfter}, "z3-fallback", "with --solver=bitblast, hand a query to z3 (if installed) once the bit-blaster has spent this many work units on it, z3 getting the rest of --max-solver-work (0: never)")
			fs.StringVar(&c.OutputDir, "output-dir", "", "output directory (default: a new symx-out-N)")
			fs.BoolVar(&c.WriteNoTests, "write-no-tests", false, "count tests but write none")
			fs.BoolVar(&c.OnlyNewCoverage, "only-output-states-covering-new", false, "write tests only for paths that covered new code")
			fs.BoolVar(&c.EmitAllErrors, "emit-all-errors", false, "write a test for every error path, not one per error location")
			runDumpOnHalt = haltDump{dump: true}
			fs.Var(&runDumpOnHalt, "dump-states-on-halt", "on interruption or limits, write tests for the states still running (all: even those that covered nothing new under --only-output-states-covering-new)")
			fs.BoolVar(&runCheckOvershift, "check-overshift", true, "end paths that shift by the bit width or more with an overshift error (false: such shifts give 0)")
			fs.BoolVar(&runPromoteLocals, "promote-locals", true, "keep scalar locals whose address is never taken in registers instead of memory (as mem2reg)")
			fs.StringVar(&c.Opt, "opt", "", "compile .c input with -O1 or -O2 (default -O0)")
			fs.BoolVar(&c.M32, "32", false, "compile .c input for a 32-bit data model (-m32)")
			fs.BoolVar(&runQuiet, "quiet", false, "no progress line (on a terminal, one redrawn line; otherwise a line every 5 s on stderr)")
			fs.BoolVar(&runNoProgramOutput, "suppress-program-output", false, "discard the program's own output (by default, as in KLEE, what it writes to stdout and stderr appears on symx's, from every path, interleaved)")
			fs.BoolVar(&c.POSIXRuntime, "posix-runtime", false, "start at the POSIX runtime's entry point, which interprets --sym-arg, --sym-args, --sym-files, --sym-stdin and --sym-stdout among the program's arguments (on whenever one of them is given)")
			// Each technique registers its own flags (package technique).
			c.Techniques = run.Techniques()
			runTechniqueNames = nil
			fs.Var(cliflag.List{L: &runTechniqueNames}, "techniques", "turn on these techniques, each with its own flags as given: "+strings.Join(run.TechniqueNames, ", ")+" (comma-separated; sgs is --sgs-combined, muse is --concolic with every partial-solution source); a combination that cannot work is refused, saying why")
			for _, t := range c.Techniques {
				t.Flags(fs)
			}
			kleeFlags(fs, c)
		},
		Run: runRun,
	})
}

func runRun(env *cmdEnv, args []string) error {
	if len(args) == 0 || args[0] == "--" {
		return usageError{"no program given"}
	}
	cfg := runCfg
	cfg.Input = args[0]
	if runMaxDepthSet && cfg.MaxDepth == 0 {
		cfg.MaxDepth = -1
	}
	dash := false
	for _, a := range args[1:] {
		if a == "--" && !dash {
			dash = true // the first -- only ends symx's flags
			continue
		}
		cfg.ProgramArgs = append(cfg.ProgramArgs, a)
	}
	if err := run.EnableTechniques(cfg.Techniques, runTechniqueNames); err != nil {
		return usageError{err.Error()}
	}
	cfg.MaxMemory = runMaxMemoryMB << 20
	limitMemory(exec.SoftMemoryCap(cfg.MaxMemory))
	cfg.NoDumpOnHalt = !runDumpOnHalt.dump
	cfg.DumpAllOnHalt = runDumpOnHalt.all
	cfg.NoCheckOvershift = !runCheckOvershift
	cfg.KeepLocals = !runPromoteLocals
	switch {
	case cfg.Workers < 0:
		return usageError{fmt.Sprintf("--workers %d: want 0 (one per CPU) or more", cfg.Workers)}
	case cfg.Workers == 0:
		cfg.Workers = run.DefaultWorkers(cfg.Techniques, runtime.NumCPU())
	}
	cfg.CommandLine = env.Args
	applyKLEEFlags(&cfg, env.Stderr)
	if f, ok := env.Stderr.(*os.File); ok && !runQuiet {
		if isTerminal(f) {
			cfg.Progress = &run.LineProgress{W: f}
		} else {
			cfg.Progress = &run.IntervalProgress{W: f} // CI, nohup: a line every 5 s
		}
	}
	if !runNoProgramOutput {
		// As KLEE: the program's writes to fd 1 and 2 reach symx's.
		programOutput(&cfg, env.Stdout, env.Stderr)
	}
	abandon, abandoned := context.WithCancel(context.Background())
	defer abandoned()
	cfg.Abandon = abandon
	ctx, stop := interrupts(func() {
		fmt.Fprintf(env.Stderr, "symx: interrupted: writing the running states' tests for at most %s (interrupt again to stop that)\n",
			run.HaltGrace(cfg.MaxTime).Round(time.Second))
	}, func() {
		fmt.Fprintln(env.Stderr, "symx: interrupted again: no more tests; writing info and coverage.json (interrupt a third time to exit at once)")
		abandoned()
	})
	defer stop()
	res, err := run.Run(ctx, cfg)
	if res == nil {
		if errors.Is(err, run.ErrLoadTime) || ctx.Err() != nil {
			return exitError{code: 1, err: err} // the input was fine: the run ran out of time
		}
		return exitError{code: 2, err: err}
	}
	w := env.Stdout
	for _, b := range res.Bugs {
		fmt.Fprintf(w, "symx: ERROR: %s (%s, test%06d)\n", b, b.Kind, b.Test)
	}
	if res.Halted != "" {
		fmt.Fprintf(w, "symx: halted: %s\n", res.Halted)
	}
	if n := res.Stats.Undumped; n > 0 {
		fmt.Fprintf(w, "symx: %d live states ended without tests: no time left to write them\n", n)
	}
	fmt.Fprintf(w, "symx: done: total instructions = %d\n", res.Stats.Instructions)
	fmt.Fprintf(w, "symx: done: completed paths = %d\n", res.Completed)
	fmt.Fprintf(w, "symx: done: partially completed paths = %d\n", res.Partial)
	fmt.Fprintf(w, "symx: done: generated tests = %d\n", res.Tests)
	fmt.Fprintf(w, "symx: output directory: %s\n", res.Dir)
	if cfg.OutputDir == "" {
		warnLastNotLink(env.Stderr, res.Dir)
	}
	if res.WriteError != nil {
		// The cause and what was kept, not only the last file that failed
		// (often info or coverage.json on a full disk).
		msg := fmt.Sprintf("cannot write tests: %v; the run stopped, the %d tests written before are kept in %s", res.WriteError, res.Tests, res.Dir)
		if err != nil {
			msg += " (" + strings.ReplaceAll(err.Error(), "\n", "; ") + ")"
		}
		return exitError{code: 1, err: errors.New(msg)}
	}
	if err != nil {
		return exitError{code: 1, err: err}
	}
	if abandon.Err() != nil {
		// A second interrupt: the run stopped its dump (status 130, as a
		// shell reports SIGINT).
		return exitError{code: 130, err: errors.New("interrupted again: the running states' tests were not all written")}
	}
	if res.ExitOnError {
		// KLEE's --exit-on-error ends KLEE with status 1.
		return exitError{code: 1, err: errors.New("EXITING ON ERROR: " + strings.TrimPrefix(res.Halted, "exit on error: "))}
	}
	return nil
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/symx/symx/testcomp"
)

var tcOpts testcomp.Options
var tcProperty string
var tc64 bool
var tcMaxMemoryMB uint64

func init() {
	register(&command{
		Name:         "testcomp",
		UsageLine:    "testcomp [flags] TASK.c --property coverage-error|coverage-branches|FILE.prp",
		Short:        "generate a Test-Comp test suite for a task",
		Interspersed: true,
		Long: `
Testcomp explores a Test-Comp task (inputs from __VERIFIER_nondet_*) and
writes, into the output directory's test-suite/, metadata.xml and one
testNNN.xml per test in Test-Comp's exchange format (test-format 1.1):
the values of the nondet calls in call order, as C literals; a test that
reaches reach_error (or __VERIFIER_error) has coversError="true".

--property is coverage-error (stop at the first test reaching reach_error)
or coverage-branches, or a .prp file stating either. --32 builds the task
for ILP32 (-m32), --64 (the default) for LP64. Validate the suite with
'symx validate TASK.c DIR/test-suite'.`,
		Flags: func(fs *flag.FlagSet) {
			tcOpts = testcomp.Options{}
			fs.StringVar(&tcProperty, "property", "coverage-branches", "coverage-error, coverage-branches, or a property file")
			fs.Var(durationFlag{D: &tcOpts.MaxTime}, "max-time", "stop exploring after this time (e.g. 20s)")
			fs.StringVar(&tcOpts.OutputDir, "output-dir", "", "output directory (default: a new symx-out-N)")
			fs.BoolVar(&tcOpts.M32, "32", false, "ILP32 data model (-m32)")
			fs.BoolVar(&tc64, "64", false, "LP64 data model (the default)")
			fs.Var(listFlag{L: &tcOpts.Search}, "search", "searcher (repeat to interleave)")
			fs.Uint64Var(&tcOpts.Seed, "seed", 1, "seed of every random choice")
			fs.BoolVar(&tcOpts.Concolic, "concolic", false, "MuSE's concolic mode (as symx run --concolic)")
			fs.StringVar(&tcOpts.PartialSolutions, "partial-solutions", "none", "with --concolic, the partial-solution sources: array, simplex, sat, fp, all or none")
			fs.IntVar(&tcOpts.RandomSeeds, "random-seeds", 0, "with --concolic, this many random seeds")
			fs.BoolVar(&tcOpts.ScreenSeeds, "screen-seeds", false, "with --concolic, run partial solutions and random seeds concretely first and drop those whose path was seen")
			tcMaxMemoryMB = 2000
			fs.Var(uintFlag{N: &tcMaxMemoryMB}, "max-memory", "memory cap in `MB` on the whole process (0: no limit)")
		},
		Run: runTestcomp,
	})
}

func runTestcomp(env *cmdEnv, args []string) error {
	if len(args) != 1 {
		return usageError{"testcomp takes one task file"}
	}
	if tcOpts.M32 && tc64 {
		return usageError{"--32 and --64 exclude each other"}
	}
	p, spec, err := testcomp.ParseProperty(tcProperty)
	if err != nil {
		return usageError{err.Error()}
	}
	o := tcOpts
	o.Task, o.Property, o.Spec = args[0], p, spec
	o.MaxMemory = tcMaxMemoryMB << 20
	limitMemory(o.MaxMemory)
	if _, err := os.Stat(o.Task); err != nil {
		return exitError{code: 2, err: fmt.Errorf("%s: no such file", o.Task)}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	res, err := testcomp.Generate(ctx, o)
	if err != nil {
		return exitError{code: 2, err: err}
	}
	if tcOpts.OutputDir == "" {
		warnLastNotLink(env.Stderr, res.Dir)
	}
	w := env.Stdout
	if res.FoundError() {
		fmt.Fprintf(w, "symx: reach_error reached (%d of %d tests cover it)\n", res.ErrorTests, res.Tests)
	}
	if res.Run.Halted != "" && !(p == testcomp.CoverageError && res.FoundError()) {
		fmt.Fprintf(w, "symx: halted: %s\n", res.Run.Halted)
	}
	fmt.Fprintf(w, "symx: %d tests for %s in %s\n", res.Tests, p, res.SuiteDir)
	return nil
}

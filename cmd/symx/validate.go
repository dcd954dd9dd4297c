package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/symx/symx/testcomp"
)

var valOpts testcomp.ValidateOptions
var val64, valVerbose bool

func init() {
	register(&command{
		Name:         "validate",
		UsageLine:    "validate [flags] TASK.c SUITE-DIR",
		Short:        "validate a Test-Comp test suite natively (gcc --coverage)",
		Interspersed: true,
		Long: `
Validate does what Test-Comp's validator does: it builds TASK.c natively
with gcc --coverage and a harness that feeds each test's inputs to the
__VERIFIER_nondet_* calls in order, runs every testNNN.xml of SUITE-DIR
(a test-suite/ directory, or an output directory holding one), and reports
whether some test called reach_error and the branch coverage (gcov's
branches taken at least once). The last line is the summary:

	reach_error: yes|no  branches: X% (covered/total)

--32 builds for ILP32 (-m32); metadata.xml's architecture is the default.`,
		Flags: func(fs *flag.FlagSet) {
			valOpts = testcomp.ValidateOptions{}
			fs.BoolVar(&valOpts.M32, "32", false, "ILP32 data model (-m32)")
			fs.BoolVar(&val64, "64", false, "LP64 data model")
			fs.Var(durationFlag{D: &valOpts.Timeout}, "timeout", "time limit per test (default 10s)")
			fs.StringVar(&valOpts.Compiler, "cc", "", "C compiler (default gcc)")
			fs.BoolVar(&valVerbose, "v", false, "one line per test")
		},
		Run: runValidate,
	})
}

func runValidate(env *cmdEnv, args []string) error {
	if len(args) != 2 {
		return usageError{"validate takes a task file and a test-suite directory"}
	}
	task, dir := args[0], args[1]
	if st, err := os.Stat(filepath.Join(dir, "test-suite")); err == nil && st.IsDir() {
		dir = filepath.Join(dir, "test-suite")
	}
	o := valOpts
	if !o.M32 && !val64 {
		if m, err := testcomp.ReadMetadata(filepath.Join(dir, "metadata.xml")); err == nil && m.Architecture == "32bit" {
			o.M32 = true
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	v, err := testcomp.Validate(ctx, task, dir, o)
	if err != nil {
		return exitError{code: 2, err: err}
	}
	w := env.Stdout
	if valVerbose {
		for _, t := range v.Tests {
			fmt.Fprintf(w, "%s: %d inputs: %s\n", filepath.Base(t.Path), t.Inputs, t.Outcome)
		}
	}
	fmt.Fprintf(w, "tests: %d  lines: %.2f%% (%d/%d)", len(v.Tests), v.Lines.Percent(), v.Lines.Covered, v.Lines.Total)
	if v.Lost > 0 {
		fmt.Fprintf(w, "  lost: %d", v.Lost)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, v.Summary())
	return nil
}

package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/symx/symx/mutants"
)

var (
	mutantsOpts    mutants.Options
	mutantsJSON    bool
	mutantsVerbose bool
	mutantsQuiet   bool
)

func init() {
	register(&command{
		Name:         "mutants",
		UsageLine:    "mutants [flags] prog.c [output dirs...]",
		Short:        "measure the mutation score of tests",
		Interspersed: true,
		Long: `
Mutants measures how many faults the tests would notice: it makes mutants
of the program, each with one small change to its LLVM IR (MILU's
operators: ROR replaces a comparison by another, AOR an arithmetic or
bitwise operator by another, CR adds or subtracts one to an integer
constant), builds the program and the mutants natively with clang-14 and
the replay runtime, runs the tests, and reports the share of the mutants
that some test kills: a mutant is killed when a test's run on it ends
differently (exit status, crash, signal, timeout) or prints other bytes
on stdout than on the program. A traced build of the program says which
tests reach each mutant's code: only those run on the mutant, and a
mutant no test reaches is not built (the "reached" row counts the
mutants each directory's tests reach). A mutant that does not compile is
invalid; the score is killed over valid mutants. Only the program's own
functions are mutated, not the C library nor symx's API.

prog may be C source, or LLVM IR (.ll, or .bc with llvm-dis-14) that
clang-14 compiles. Each output directory (default symx-last) is a test
suite with a score column of its own, all measured on the same mutants:
one directory per search strategy compares the strategies. A test that
does not fit the program, takes more than half of --timeout on it, or
does not end the same way on it and on its traced build is left out and
counted. Run as root, the tests run as an ordinary user (uid 65000, the C
library model's) in a PID namespace of their own, so that a mutant of
kill or rm reaches nothing outside its run; as another user, they run as
that user.

Mutants no test could kill (equivalent mutants, such as a changed value
that is overwritten before it is read) cannot be told apart from the
others: they count as alive, so a score of 100% is rare and scores are
for comparing suites on the same mutants.

--max-mutants measures a sample, the same for the same --seed; -v lists
every mutant with the suites that kill it; --json writes the whole report,
with each mutant's killing test, to stdout. While it runs, stderr shows how
many test runs are done (a killed mutant's remaining runs count as done):
a live counter on a terminal, otherwise a line every 5 seconds (--quiet:
none).`,
		Flags: func(fs *flag.FlagSet) {
			mutantsOpts = mutants.Options{Seed: 1}
			mutantsJSON, mutantsVerbose, mutantsQuiet = false, false, false
			fs.StringVar(&mutantsOpts.Compiler, "cc", "", "C compiler, a clang that compiles LLVM 14 IR (default: clang-14)")
			fs.BoolVar(&mutantsOpts.M32, "32", false, "build 32-bit binaries, for tests whose output directory does not record their data model (KLEE's)")
			fs.Var(durationFlag{D: &mutantsOpts.Timeout}, "timeout", "time limit per test run (default 2s)")
			fs.IntVar(&mutantsOpts.Jobs, "j", 0, "mutants built and run at once (default: number of CPUs)")
			fs.IntVar(&mutantsOpts.MaxMutants, "max-mutants", 0, "measure a sample of `n` mutants (0: all)")
			fs.Uint64Var(&mutantsOpts.Seed, "seed", 1, "seed of --max-mutants' sample")
			fs.BoolVar(&mutantsJSON, "json", false, "write the report as JSON to stdout")
			fs.BoolVar(&mutantsVerbose, "v", false, "list every mutant and the suites that kill it")
			fs.BoolVar(&mutantsQuiet, "quiet", false, "no progress on stderr")
		},
		Run: runMutants,
	})
}

func runMutants(env *cmdEnv, args []string) error {
	if len(args) > 0 && args[len(args)-1] == "--" {
		args = args[:len(args)-1]
	}
	if len(args) == 0 || args[0] == "--" {
		return usageError{"no program given"}
	}
	src, dirs := args[0], args[1:]
	if len(dirs) > 0 && dirs[0] == "--" {
		dirs = dirs[1:]
	}
	if mutantsOpts.MaxMutants < 0 || mutantsOpts.Jobs < 0 {
		return usageError{"--max-mutants and -j cannot be negative"}
	}
	switch strings.ToLower(filepath.Ext(src)) {
	case ".c", ".i", ".ll", ".bc":
	default:
		return usageError{fmt.Sprintf("%s: want a .c, .i, .ll or .bc file", src)}
	}
	if err := checkProgram(src); err != nil {
		return err
	}
	if len(dirs) == 0 {
		var err error
		if dirs, err = defaultTests(env.Stderr, "mutants", src); err != nil {
			return err
		}
	}
	suites := make([]mutants.Suite, len(dirs))
	for i, d := range dirs {
		suites[i] = mutants.Suite{Name: d, Paths: []string{d}}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	progress := newCounter(env.Stderr, "mutants", mutantsQuiet)
	opts := mutantsOpts
	opts.Progress = progress.update
	rep, err := mutants.Measure(ctx, src, suites, opts)
	progress.stop()
	if err != nil {
		return err
	}
	for _, s := range rep.Suites {
		if len(s.Dropped) > 0 {
			fmt.Fprintf(env.Stderr, "symx: %s: %d of %d tests left out (first: %s: %s)\n", s.Name, len(s.Dropped), s.Tests, s.Dropped[0].Test, s.Dropped[0].Reason)
		}
	}
	if mutantsJSON {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return err
		}
		_, err = env.Stdout.Write(append(b, '\n'))
		return err
	}
	writeMutantsTable(env.Stdout, rep, mutantsVerbose)
	return nil
}

// writeMutantsTable prints the report: per operator the mutants made,
// measured, invalid, and killed by each suite; then each suite's score.
func writeMutantsTable(w io.Writer, rep *mutants.Report, verbose bool) {
	made := 0
	for _, n := range rep.Made {
		made += n
	}
	fmt.Fprintf(w, "%s: %d mutants", rep.Program, made)
	if rep.Sampled {
		fmt.Fprintf(w, ", a sample of %d measured (--seed %d)", len(rep.Mutants), mutantsOpts.Seed)
	}
	fmt.Fprintf(w, ", %d valid\n\n", rep.Valid())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "operator\tmade\tmeasured\tinvalid\t")
	for _, s := range rep.Suites {
		fmt.Fprintf(tw, "%s\t", s.Name)
	}
	fmt.Fprintln(tw)
	row := func(name string, op int, made int) {
		fmt.Fprintf(tw, "%s\t%d\t", name, made)
		for i := range rep.Suites {
			n, inv, k := rep.Count(op, i)
			if i == 0 {
				fmt.Fprintf(tw, "%d\t%d\t", n, inv)
			}
			fmt.Fprintf(tw, "%d\t", k)
		}
		fmt.Fprintln(tw)
	}
	for _, op := range mutants.Operators() {
		row(op.String(), int(op), rep.Made[op])
	}
	row("all", -1, made)
	fmt.Fprint(tw, "score\t\t\t\t")
	for i := range rep.Suites {
		fmt.Fprintf(tw, "%.1f%%\t", 100*rep.Score(i))
	}
	fmt.Fprintln(tw)
	fmt.Fprint(tw, "reached\t\t\t\t")
	for i := range rep.Suites {
		fmt.Fprintf(tw, "%d\t", rep.Reached(i))
	}
	fmt.Fprintln(tw)
	fmt.Fprint(tw, "tests used\t\t\t\t")
	for _, s := range rep.Suites {
		fmt.Fprintf(tw, "%d/%d\t", s.Used, s.Tests)
	}
	fmt.Fprintln(tw)
	tw.Flush()
	if !verbose {
		return
	}
	fmt.Fprintln(w)
	for _, m := range rep.Mutants {
		var by []string
		for i, kill := range m.Kills {
			if kill != nil {
				by = append(by, rep.Suites[i].Name)
			}
		}
		fate := "alive"
		switch {
		case m.Invalid != "":
			fate = "invalid: " + m.Invalid
		case len(by) > 0:
			fate = "killed by " + strings.Join(by, ", ")
		case !slices.Contains(m.Reached, true):
			fate = "alive, no test runs it"
		}
		fmt.Fprintf(w, "%d %s: %s\n", m.ID, m.Mutant, fate)
	}
}

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strings"

	"github.com/symx/symx/cover"
)

var (
	covOpts     cover.Options
	covJSONPath string
	covHTMLPath string
	covQuiet    bool
	covBuild    string
	covInclude  []string
)

func init() {
	register(&command{
		Name:         "cov",
		UsageLine:    "cov [flags] prog.c|DIR/prog.bc [output dirs or tests...]",
		Short:        "measure the line and branch coverage of tests with gcov",
		Interspersed: true,
		Long: `
Cov measures the real coverage of symx's tests, as papers report it: it
builds prog.c natively with --coverage (gcc and its gcov when installed,
else clang-14 and llvm-cov-14 gcov), runs every test of the given output
directories or test files (default symx-last) through the replay runtime,
and prints, per source file, the lines executed out of the executable
lines and the branches taken at least once out of all branches, as gcov
counts them. The replay runtime and headers are not counted.

Each invocation builds into a new temporary directory, so coverage data
never carries over from one measurement to the next. Tests that end by a
signal (other than abort() under gcc) or time out leave no coverage data;
they are listed on stderr. Tests whose inputs do not fit prog.c (made
from another program, or another version of it; replay calls them input
mismatches) make cov fail without a figure.

--json writes the report, with per-line and per-branch counts, as JSON;
--html writes a standalone page of the annotated source: executed lines
green, unexecuted red, and on lines with branches the count taken out of
the total, highlighted when not all were taken. A file name of - means
standard output, in place of the table.

A program of symx build (DIR/prog.bc, with DIR/build.json beside it, or
--build DIR prog) is not compiled: its tests run on the build's coverage
executable, each run's data going to a scratch directory, and the report
covers every instrumented source file linked into it (the project's
libraries too). --include narrows the report to some of the files: a
glob matched against the tail of each file's path, whole or up to a
directory ("src" keeps the files under a directory src, "src/*.c" only
those right in it, "cut.c" any file of that name); repeat it for more.

While the tests run, stderr shows how many are done: a live counter on a
terminal, otherwise a line every 5 seconds (--quiet: none).`,
		Flags: func(fs *flag.FlagSet) {
			covOpts = cover.Options{}
			covJSONPath, covHTMLPath, covInclude = "", "", nil
			fs.StringVar(&covOpts.Compiler, "cc", "", "C compiler (default: gcc if installed with gcov, else clang-14)")
			fs.StringVar(&covOpts.Gcov, "gcov", "", `gcov command (default: the compiler's own, e.g. gcov-12 or "llvm-cov-14 gcov")`)
			fs.BoolVar(&covOpts.M32, "32", false, "build a 32-bit binary")
			fs.Var(durationFlag{D: &covOpts.Timeout}, "timeout", "time limit per test (default 10s)")
			fs.IntVar(&covOpts.Jobs, "j", 0, "tests run at once (default: number of CPUs)")
			fs.BoolVar(&covQuiet, "quiet", false, "no progress on stderr")
			fs.StringVar(&covJSONPath, "json", "", "write the report as JSON to `file`")
			fs.StringVar(&covHTMLPath, "html", "", "write the annotated source as HTML to `file`")
			fs.Func("include", "report only the source files this `glob` matches (a path's tail: src, src/*.c, cut.c); repeatable", func(s string) error {
				if _, err := path.Match(s, ""); err != nil {
					return fmt.Errorf("bad pattern %q: %w", s, err)
				}
				covInclude = append(covInclude, s)
				return nil
			})
			fs.StringVar(&covBuild, "build", "", "the symx build `directory` whose program to measure (default: the one beside prog.bc)")
		},
		Run: runCov,
	})
}

func runCov(env *cmdEnv, args []string) error {
	if len(args) == 0 || args[0] == "--" {
		return usageError{"no program given"}
	}
	src, tests := args[0], args[1:]
	if len(tests) > 0 && tests[0] == "--" {
		tests = tests[1:]
	}
	if covJSONPath == "-" && covHTMLPath == "-" {
		return usageError{"--json and --html cannot both write to standard output"}
	}
	res, prog, err := builtProgram(covBuild, src)
	switch ext := filepath.Ext(src); {
	case err != nil:
		return exitError{code: 2, err: err}
	case prog != nil:
		if covOpts.Compiler != "" || covOpts.M32 {
			return usageError{"-cc and -32 do not apply to a symx build's program: it is measured on the build's coverage executable"}
		}
		if prog.Coverage == "" {
			return exitError{code: 2, err: fmt.Errorf("%s: the symx build in %s has no coverage build of it (built with --no-cov?): build again without --no-cov", prog.Name, res.Out)}
		}
		src = prog.Bitcode
	case ext == ".ll" || ext == ".bc":
		return usageError{fmt.Sprintf("%s: cov needs the C source, to build it natively with coverage, or a symx build's bitcode (build.json beside it)", src)}
	default:
		if err := checkProgram(src); err != nil {
			return err
		}
	}
	if len(tests) == 0 {
		var err error
		if tests, err = defaultTests(env.Stderr, "cov", src); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	progress := newCounter(env.Stderr, "cov", covQuiet)
	opts := covOpts
	opts.Progress = progress.update
	var rep *cover.Report
	if prog != nil {
		opts.Compiler = res.CoverageCC
		opts.BuiltIn, opts.MovedTo = res.BuiltIn, res.Out
		rep, err = cover.MeasureBinary(ctx, prog.Coverage, tests, opts)
	} else {
		rep, err = cover.Measure(ctx, src, tests, opts)
	}
	progress.stop()
	if err != nil {
		return err
	}
	if n := len(rep.Mismatched); n > 0 {
		// Their coverage is that of inputs made for another program,
		// as replay says too.
		return exitError{code: 1, err: fmt.Errorf("%d of %d tests do not fit %s (first: %s: %s): they were made from another program, or another version of it; measure this program's tests (symx run %s)",
			n, rep.Tests, src, rep.Mismatched[0], strings.TrimPrefix(rep.MismatchReason, "symx-replay: "), src)}
	}
	if err := rep.Keep(covInclude); err != nil {
		return exitError{code: 2, err: err}
	}
	name := displayName()
	for _, out := range []struct {
		path  string
		write func(*bytes.Buffer) error
	}{
		{covJSONPath, func(b *bytes.Buffer) error {
			j, err := json.MarshalIndent(rep, "", "  ")
			b.Write(append(j, '\n'))
			return err
		}},
		{covHTMLPath, func(b *bytes.Buffer) error { return rep.WriteHTML(b, name) }},
	} {
		if out.path == "" {
			continue
		}
		var buf bytes.Buffer
		if err := out.write(&buf); err != nil {
			return err
		}
		if out.path == "-" {
			if _, err := env.Stdout.Write(buf.Bytes()); err != nil {
				return err
			}
		} else if err := os.WriteFile(out.path, buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if covJSONPath != "-" && covHTMLPath != "-" {
		if err := rep.WriteText(env.Stdout, name); err != nil {
			return err
		}
	}
	if len(rep.Lost) > 0 {
		fmt.Fprintf(env.Stderr, "symx: %d of %d tests left no coverage data (killed by a signal or timed out):\n", len(rep.Lost), rep.Tests)
		for _, p := range rep.Lost {
			fmt.Fprintf(env.Stderr, "\t%s\n", p)
		}
	}
	return nil
}

// displayName shows paths under the current directory relative to it.
func displayName() func(string) string {
	wd, err := os.Getwd()
	if err != nil {
		return nil
	}
	return func(p string) string {
		if rel, err := filepath.Rel(wd, p); err == nil && rel != ".." && !strings.HasPrefix(rel, "../") {
			return rel
		}
		return p
	}
}

package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"

	"github.com/symx/symx/replay"
)

var (
	replayOpts  replay.SuiteOptions
	replayQuiet bool
	replayBuild string
)

func init() {
	register(&command{
		Name:         "replay",
		UsageLine:    "replay [flags] prog.c|DIR/prog.bc [tests or output dirs...]",
		Short:        "replay tests natively and check their outcomes",
		Interspersed: true,
		Long: `
Replay compiles prog.c natively (clang-14 or gcc) with a replay runtime that
feeds each test's bytes to klee_make_symbolic and __VERIFIER_nondet_* calls,
runs every test, and reports whether each reproduces the outcome symx
recorded: the exit code, or the bug (assertion, division by zero, memory
error under AddressSanitizer or, with -memcheck, valgrind, reach_error,
...). Without tests it replays
symx-last. It exits 1 when a test does not reproduce. While it runs,
stderr shows how many tests are done: a live counter on a terminal,
otherwise a line every 5 seconds (--quiet: none).

A program of symx build (DIR/prog.bc, with DIR/build.json beside it, or
--build DIR prog) is not compiled: its tests run on the native
executables the build made, the coverage build's (else the bitcode
build's own, linked with the replay runtime too), and the ASan build's
for memory and user errors when it was built with --asan; without it,
memory errors run under valgrind's memcheck when valgrind is installed.

A test of the POSIX runtime (--posix-runtime) expects the model's world:
an ordinary user (uid and gid 65000) in a fresh directory holding the
files A, B, ... with the test's contents, owners, modes and times. Run
as root, replay runs such a test as that user, in a PID namespace of its
own (util-linux's unshare), so that what the model refused (chmod of
root's files, install -d /t) is refused natively too and leaves nothing
behind.`,
		Flags: func(fs *flag.FlagSet) {
			replayOpts = replay.SuiteOptions{}
			fs.StringVar(&replayOpts.Build.Compiler, "cc", "", "C compiler (default: clang-14, clang, gcc, cc)")
			fs.BoolVar(&replayOpts.Build.M32, "32", false, "build a 32-bit binary, for tests whose output directory does not record their data model (KLEE's); symx's record it in info")
			fs.Var(durationFlag{D: &replayOpts.Run.Timeout}, "timeout", "time limit per test (default 10s)")
			fs.BoolVar(&replayQuiet, "quiet", false, "no progress on stderr")
			fs.StringVar(&replayBuild, "build", "", "the symx build `directory` whose program to replay on (default: the one beside prog.bc)")
			fs.BoolVar(&replayOpts.Run.Memcheck, "memcheck", false, "replay memory-error tests under valgrind's memcheck instead of ASan: it also sees errors inside the C library (with Debian 12's valgrind, build with -cc gcc)")
		},
		Run: runReplay,
	})
}

func runReplay(env *cmdEnv, args []string) error {
	if len(args) == 0 {
		return usageError{"no program given"}
	}
	src, tests := args[0], args[1:]
	opts := replayOpts
	_, prog, err := builtProgram(replayBuild, src)
	if err != nil {
		return exitError{code: 2, err: err}
	}
	if prog != nil {
		if opts.Build.Compiler != "" || opts.Build.M32 {
			return usageError{"-cc and -32 do not apply to a symx build's program: it is replayed on the build's executables"}
		}
		pb := &replay.Prebuilt{Plain: prog.Coverage, ASan: prog.ASan}
		if pb.Plain == "" {
			pb.Plain = prog.Linked
			fmt.Fprintf(env.Stderr, "symx: %s has no coverage build (symx build --no-cov): replaying on %s\n", prog.Name, prog.Linked)
		}
		opts.Prebuilt = pb
		src = prog.Bitcode
	} else if err := checkProgram(src); err != nil {
		return err
	}
	if len(tests) == 0 {
		var err error
		if tests, err = defaultTests(env.Stderr, "replay", src); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	progress := newCounter(env.Stderr, "replay", replayQuiet)
	opts.Progress = progress.update
	results, err := replay.ReplaySuite(ctx, src, tests, opts)
	progress.stop()
	var counts [3]int
	skipped := 0
	for _, r := range results {
		if r.Err != nil {
			skipped++
			fmt.Fprintf(env.Stderr, "symx: warning: skipping %s: %v\n", r.Path, r.Err)
			continue
		}
		counts[r.Verdict.Result]++
		got := "got " + r.Outcome.String()
		if r.NotRun {
			got = "not run"
		}
		line := fmt.Sprintf("%s: %s (expected %s, %s)", r.Path, r.Verdict.Result, r.Test.Outcome, got)
		if r.Verdict.Reason != "" && r.Verdict.Result != replay.Reproduced {
			line += ": " + r.Verdict.Reason
		}
		fmt.Fprintln(env.Stdout, line)
	}
	fmt.Fprintf(env.Stdout, "replay: %d reproduced, %d mismatched, %d unchecked, %d unreadable\n",
		counts[replay.Reproduced], counts[replay.Mismatch], counts[replay.Unchecked], skipped)
	if err != nil {
		return exitError{code: 2, err: err}
	}
	if counts[replay.Mismatch] > 0 {
		return exitError{code: 1, err: fmt.Errorf("%d tests did not reproduce", counts[replay.Mismatch])}
	}
	return nil
}

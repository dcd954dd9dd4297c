package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"

	"github.com/symx/symx/projbuild"
)

var (
	buildOut   string
	buildDir   string
	buildNoCov bool
	buildASan  bool
)

func init() {
	// A compiler wrapper of a running symx build is this executable
	// under the name cc, c++, ...: it is a compiler, not symx.
	if projbuild.IsWrapper(os.Args) {
		os.Exit(projbuild.Wrap(os.Args, os.Stderr))
	}
	register(&command{
		Name:      "build",
		UsageLine: "build [-o DIR] [-C SRC] [--no-cov] [--asan] -- <build command>",
		Short:     "build a project's executables as whole-program bitcode for symx run",
		Long: `
Build runs a project's own build command with the C and C++ compilers
wrapped (CC, CXX and cc, gcc, c++, ... in PATH): clang-14 -flto compiles
every object to LLVM bitcode, and lld-14 links each executable and leaves
its whole program's bitcode, which build copies to DIR/NAME.bc, ready for
symx run. A command of one word is run by sh -c:

	symx build -- './configure && make'
	symx build -o out -- 'cmake -S . -B build && cmake --build build'
	symx build -- make -j2

First it copies the tree to DIR/cov; after the bitcode build it runs the
same command there with gcc --coverage (clang-14 without gcc), linking
the replay runtime into programs that call klee_make_symbolic: a native
coverage build of each program. With --asan a third build, in DIR/asan,
uses clang-14 with AddressSanitizer. DIR/build.json lists, per program,
its bitcode, its native executable and its coverage and ASan executables.
Replay and cov take the bitcode and use those builds:

	symx run DIR/prog.bc ...
	symx replay DIR/prog.bc     (or: symx replay --build DIR prog)
	symx cov DIR/prog.bc

Start from a clean tree (make relinks nothing in a built one). An
executable of the tree that has no bitcode is listed with why; a failing
build command is reported with its exit status and the last compiler
command that failed. Needs clang-14, lld-14 and llvm-14.`,
		Flags: func(fs *flag.FlagSet) {
			buildOut, buildDir, buildNoCov, buildASan = "", "", false, false
			fs.StringVar(&buildOut, "o", "", "output `directory` (default SRC/symx-build)")
			fs.StringVar(&buildDir, "C", "", "the project's `directory`, where the command runs (default .)")
			fs.BoolVar(&buildNoCov, "no-cov", false, "skip the native coverage build")
			fs.BoolVar(&buildASan, "asan", false, "add a native build with AddressSanitizer (clang-14), for replay's memory-error tests")
		},
		Run: runBuild,
	})
}

func runBuild(env *cmdEnv, args []string) error {
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		return usageError{"no build command given (symx build -- make)"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := projbuild.Build(ctx, projbuild.Options{
		Dir: buildDir, Out: buildOut, Command: args, NoCoverage: buildNoCov, ASan: buildASan,
		Stdout: env.Stderr, Stderr: env.Stderr,
	})
	if err != nil {
		return err
	}
	for _, u := range res.Unlinked {
		fmt.Fprintf(env.Stderr, "symx build: no bitcode for %s: %s\n", rel(res.Source, u.Path), u.Why)
	}
	for _, p := range res.Programs {
		line := rel("", p.Bitcode)
		if p.Coverage != "" {
			line += "\t(coverage build: " + rel("", p.Coverage) + ")"
		} else if !buildNoCov {
			line += "\t(not in the coverage build)"
		}
		if p.ASan != "" {
			line += "\t(ASan build: " + rel("", p.ASan) + ")"
		} else if buildASan {
			line += "\t(not in the ASan build)"
		}
		fmt.Fprintln(env.Stdout, line)
	}
	if len(res.Programs) == 0 {
		return fmt.Errorf("build: no executable was linked through the wrapper (see above); nothing in %s", res.Out)
	}
	return nil
}

// builtProgram finds a program of a symx build: with dir (--build) the
// build in dir's program named prog (NAME or NAME.bc); else prog is a
// .bc with build.json beside it. It returns nil and no error for a
// program not of a symx build.
func builtProgram(dir, prog string) (*projbuild.Result, *projbuild.Program, error) {
	if dir == "" && filepath.Ext(prog) != ".bc" {
		return nil, nil, nil
	}
	res, p, err := projbuild.Lookup(dir, prog)
	if errors.Is(err, projbuild.ErrNotBuilt) {
		return nil, nil, nil
	}
	return res, p, err
}

// rel shortens path to a path relative to dir (default the current
// directory) when it is inside it.
func rel(dir, path string) string {
	if dir == "" {
		dir, _ = os.Getwd()
	}
	if r, err := filepath.Rel(dir, path); err == nil && filepath.IsLocal(r) {
		return r
	}
	return path
}

package replay

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/symx/symx/runtime/include"
)

//go:embed runtime/replay.c
var runtimeSource []byte

// RuntimeSource returns the C source of the replay runtime.
func RuntimeSource() []byte { return append([]byte(nil), runtimeSource...) }

// Exit statuses of the replay runtime. Each comes with a line starting with
// "symx-replay: " on stderr, which Run also requires before classifying, so
// a program that exits with one of these codes itself is not mistaken.
const (
	ExitAssume      = 200 // klee_assume / __VERIFIER_assume condition false
	ExitReachError  = 201 // reach_error() or __VERIFIER_error()
	ExitUserError   = 202 // klee_report_error()
	ExitMismatch    = 203 // the program's inputs diverge from the test's objects
	ExitBadTestFile = 204 // KTEST_FILE unset, unreadable or malformed
)

// BuildOptions controls Build.
type BuildOptions struct {
	// Compiler is the C compiler to use; empty means the first of
	// clang-14, clang, gcc and cc found in PATH.
	Compiler string
	// ASan builds with AddressSanitizer, so that memory errors that do not
	// crash natively are reported.
	ASan bool
	// Coverage builds with --coverage: the .gcno notes, and the .gcda data
	// each run adds to, are in the binary's directory. Data is written
	// when the program exits, including through the runtime's endings
	// (assume, reach_error, ...), but not when a signal kills it.
	Coverage bool
	// M32 builds a 32-bit binary (-m32).
	M32 bool
	// IncludeDir holds symx's headers (klee/klee.h, symx.h); empty means
	// include.Dir().
	IncludeDir string
	// Output is the path of the binary; empty means a file in a new
	// temporary directory, which the caller should remove when done.
	Output string
	// ExtraSources are more C files compiled into the program.
	ExtraSources []string
	// ExtraFlags are passed to the compiler after symx's flags.
	ExtraFlags []string
	// EmitLLVM writes the program's LLVM IR text instead of a binary,
	// compiled with the same flags and without the runtime (clang only):
	// a tool can change the IR and Build the .ll, which clang compiles
	// like a C file and links with the runtime (mutants does).
	EmitLLVM bool
}

// BuildError is returned when the compiler fails; Output holds its
// diagnostics.
type BuildError struct {
	Compiler string
	Args     []string
	Output   string
	Err      error
}

func (e *BuildError) Error() string {
	out := strings.TrimSpace(e.Output)
	const max = 4000
	if len(out) > max {
		out = out[:max] + "\n..."
	}
	return fmt.Sprintf("replay: %s %s: %v\n%s", filepath.Base(e.Compiler), strings.Join(e.Args, " "), e.Err, out)
}

func (e *BuildError) Unwrap() error { return e.Err }

// ErrNoCompiler is returned by FindCompiler and Build when no C compiler
// is installed.
var ErrNoCompiler = errors.New("replay: no C compiler found (tried clang-14, clang, gcc, cc)")

// FindCompiler returns the path of the compiler Build uses by default.
func FindCompiler() (string, error) {
	for _, cc := range []string{"clang-14", "clang", "gcc", "cc"} {
		if p, err := exec.LookPath(cc); err == nil {
			return p, nil
		}
	}
	return "", ErrNoCompiler
}

var clangCache sync.Map // compiler path -> bool

// isClang reports whether the compiler at path is clang (whatever its
// name, as cc may be either).
func isClang(ctx context.Context, path string) bool {
	if v, ok := clangCache.Load(path); ok {
		return v.(bool)
	}
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	clang := err == nil && bytes.Contains(out, []byte("clang"))
	if err == nil {
		clangCache.Store(path, clang)
	}
	return clang
}

// Build compiles the C program src with the replay runtime into a native
// binary and returns its path. It compiles with -g -O0, the include
// directory of symx's headers and SYMX_REPLAY defined; unreachable code and
// shifts by the width or more (KLEE's overshift errors) trap (SIGILL) so
// that reaching them is observable, with no sanitizer runtime needed;
// options add AddressSanitizer, coverage or -m32.
func Build(ctx context.Context, src string, opts BuildOptions) (bin string, err error) {
	cc := opts.Compiler
	if cc == "" {
		if cc, err = FindCompiler(); err != nil {
			return "", err
		}
	} else if cc, err = exec.LookPath(opts.Compiler); err != nil {
		return "", fmt.Errorf("replay: compiler %s: %w", opts.Compiler, err)
	}
	if _, err := os.Stat(src); err != nil {
		return "", fmt.Errorf("replay: %w", err)
	}
	// Absolute paths, since the compiler runs in the output directory.
	if src, err = filepath.Abs(src); err != nil {
		return "", fmt.Errorf("replay: %w", err)
	}
	extra := make([]string, len(opts.ExtraSources))
	for i, s := range opts.ExtraSources {
		if extra[i], err = filepath.Abs(s); err != nil {
			return "", fmt.Errorf("replay: %w", err)
		}
	}
	inc := opts.IncludeDir
	if inc == "" {
		if inc, err = include.Dir(); err != nil {
			return "", fmt.Errorf("replay: symx headers: %w", err)
		}
	}
	out := opts.Output
	if out == "" {
		dir, err := os.MkdirTemp("", "symx-replay-")
		if err != nil {
			return "", fmt.Errorf("replay: %w", err)
		}
		defer func() {
			if bin == "" {
				os.RemoveAll(dir)
			}
		}()
		name := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
		if name == "" {
			name = "prog"
		}
		out = filepath.Join(dir, name)
	} else {
		if out, err = filepath.Abs(out); err != nil {
			return "", fmt.Errorf("replay: %w", err)
		}
		if err = os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return "", fmt.Errorf("replay: %w", err)
		}
	}
	if inc, err = filepath.Abs(inc); err != nil {
		return "", fmt.Errorf("replay: %w", err)
	}

	common := []string{"-g", "-O0", "-I", inc, "-DSYMX_REPLAY=1"}
	if opts.M32 {
		common = append(common, "-m32")
	}

	args := append([]string{}, common...)
	if isClang(ctx, cc) {
		args = append(args, "-fsanitize=unreachable,shift-exponent", "-fsanitize-trap=unreachable,shift-exponent")
	} else {
		args = append(args, "-fsanitize=unreachable,shift-exponent", "-fsanitize-undefined-trap-on-error")
	}
	if opts.ASan {
		args = append(args, "-fsanitize=address", "-fno-omit-frame-pointer")
	}
	if opts.Coverage {
		args = append(args, "--coverage")
	}
	args = append(args, opts.ExtraFlags...)
	if opts.EmitLLVM {
		args = append(args, "-S", "-emit-llvm", src, "-o", out)
		if err := compile(ctx, filepath.Dir(out), cc, args); err != nil {
			return "", err
		}
		return out, nil
	}

	// The runtime: its own object, built without coverage or sanitizers,
	// so that it neither pollutes coverage nor slows down.
	tmp, err := os.MkdirTemp("", "symx-replay-rt-")
	if err != nil {
		return "", fmt.Errorf("replay: %w", err)
	}
	defer os.RemoveAll(tmp)
	rtSrc := filepath.Join(tmp, "symx_replay_runtime.c")
	rtObj := filepath.Join(tmp, "symx_replay_runtime.o")
	if err := os.WriteFile(rtSrc, runtimeSource, 0o644); err != nil {
		return "", fmt.Errorf("replay: %w", err)
	}
	rtArgs := append(append([]string{}, common...), "-w", "-c", rtSrc, "-o", rtObj)
	if err := compile(ctx, tmp, cc, rtArgs); err != nil {
		return "", err
	}
	args = append(args, src)
	args = append(args, extra...)
	args = append(args, rtObj, "-o", out, "-lm")
	// Compiling in the binary's directory puts coverage notes and data
	// there (clang names them after the source, gcc after binary and
	// source).
	if err := compile(ctx, filepath.Dir(out), cc, args); err != nil {
		return "", err
	}
	return out, nil
}

func compile(ctx context.Context, dir, cc string, args []string) error {
	cmd := exec.CommandContext(ctx, cc, args...)
	cmd.Dir = dir
	var buf bytes.Buffer
	cmd.Stdout = &buf
	cmd.Stderr = &buf
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("replay: compiling: %w", ctx.Err())
		}
		return &BuildError{Compiler: cc, Args: args, Output: buf.String(), Err: err}
	}
	return nil
}

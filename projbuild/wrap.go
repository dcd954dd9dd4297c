package projbuild

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
)

// The environment of a wrapped build: what the wrappers read.
const (
	envMode     = "SYMX_BUILD_WRAP"    // "ir", "cov" or "asan": which build this is
	envLog      = "SYMX_BUILD_LOG"     // the link log, appended to
	envCC       = "SYMX_BUILD_CC"      // the real C compiler
	envCXX      = "SYMX_BUILD_CXX"     // the real C++ compiler
	envInclude  = "SYMX_BUILD_INCLUDE" // symx's headers (klee/klee.h)
	envRuntime  = "SYMX_BUILD_RUNTIME" // archive of the replay runtime
	envCovClang = "SYMX_BUILD_CLANG"   // cov: "1" when the compilers are clang
	envObjects  = "SYMX_BUILD_OBJECTS" // objects linked into every executable (cov: the SIGABRT dump)
)

// Modes of the wrapper (envMode).
const (
	modeIR   = "ir"
	modeCov  = "cov"
	modeASan = "asan"
)

// wrapperNames are the names the wrappers are installed under, each
// meaning C (false) or C++ (true).
var wrapperNames = map[string]bool{
	"cc": false, "gcc": false, "clang": false, "symx-cc": false,
	"c++": true, "g++": true, "clang++": true, "symx-c++": true,
}

// IsWrapper reports whether a process with these arguments is a compiler
// wrapper of a symx build: it runs under one of the wrappers' names with
// the build's environment set. The symx command checks this before
// anything else and then hands the process to Wrap.
func IsWrapper(args []string) bool {
	if len(args) == 0 || os.Getenv(envMode) == "" {
		return false
	}
	_, ok := wrapperNames[filepath.Base(args[0])]
	return ok
}

// invocation is what the wrapper needs to know of a compiler command line.
type invocation struct {
	compileOnly bool   // -c, -S, -E, -M, -MM, -fsyntax-only: no link
	asm         bool   // -S: assembly out, so no -flto (it would write IR)
	inputs      int    // files to compile or link
	output      string // -o, "" when not given
	shared      bool   // -shared: a shared library
	relocatable bool   // -r: a partial link
}

// link reports whether the command links.
func (v invocation) link() bool { return !v.compileOnly && v.inputs > 0 }

// valueOptions take their value in the next argument.
var valueOptions = map[string]bool{
	"-o": true, "-I": true, "-D": true, "-U": true, "-include": true, "-imacros": true,
	"-isystem": true, "-iquote": true, "-idirafter": true, "-iprefix": true, "-isysroot": true,
	"-MF": true, "-MT": true, "-MQ": true, "-x": true, "-L": true, "-l": true,
	"-Xlinker": true, "-Xclang": true, "-Xassembler": true, "-Xpreprocessor": true,
	"-target": true, "-arch": true, "-T": true, "-u": true, "-e": true, "-z": true,
	"-aux-info": true, "--param": true, "-G": true,
}

// classify reads a compiler's arguments (without argv[0]).
func classify(args []string) invocation {
	var v invocation
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-c", a == "-E", a == "-M", a == "-MM", a == "-fsyntax-only":
			v.compileOnly = true
		case a == "-S":
			v.compileOnly, v.asm = true, true
		case a == "-shared":
			v.shared = true
		case a == "-r", a == "-Wl,-r", a == "-Wl,--relocatable":
			v.relocatable = true
		case a == "-o" && i+1 < len(args):
			v.output = args[i+1]
			i++
		case strings.HasPrefix(a, "-o") && a != "-o":
			v.output = a[2:]
		case valueOptions[a]:
			i++
		case a == "-":
			v.inputs++ // standard input, with -x
		case strings.HasPrefix(a, "-"):
		default:
			v.inputs++ // a source, object, archive or @response file
		}
	}
	return v
}

// irCompileFlags are added when compiling for the IR build: LLVM bitcode
// objects (-flto), with debug information, unoptimized but fit for
// symx's own passes (as symx run compiles C), no fortified libc calls.
var irCompileFlags = []string{"-flto", "-g", "-O0", "-Xclang", "-disable-O0-optnone",
	"-U_FORTIFY_SOURCE", "-D_FORTIFY_SOURCE=0", "-Wno-unused-command-line-argument"}

// irLinkFlags are added when linking for the IR build: lld, which keeps
// the whole program's bitcode before link-time optimization as
// OUTPUT.0.0.preopt.bc (--save-temps).
var irLinkFlags = []string{"-flto", "-O0", "-fuse-ld=lld-14", "-Wl,--save-temps", "-Wno-unused-command-line-argument"}

// covCompileFlags are added when compiling the coverage build: gcov's
// instrumentation, unoptimized, and what replay.Build adds for a native
// replay (SYMX_REPLAY; unreachable code and overshifts trap).
func covCompileFlags(clang bool) []string {
	f := []string{"--coverage", "-g", "-O0", "-U_FORTIFY_SOURCE", "-D_FORTIFY_SOURCE=0", "-DSYMX_REPLAY=1",
		"-fsanitize=unreachable,shift-exponent"}
	if clang {
		return append(f, "-fsanitize-trap=unreachable,shift-exponent", "-Wno-unused-command-line-argument")
	}
	return append(f, "-fsanitize-undefined-trap-on-error")
}

// asanCompileFlags are added when compiling the ASan build (clang-14):
// AddressSanitizer, unoptimized, and replay.Build's flags with ASan.
var asanCompileFlags = []string{"-fsanitize=address", "-fno-omit-frame-pointer", "-g", "-O0",
	"-U_FORTIFY_SOURCE", "-D_FORTIFY_SOURCE=0", "-DSYMX_REPLAY=1",
	"-fsanitize=unreachable,shift-exponent", "-fsanitize-trap=unreachable,shift-exponent",
	"-Wno-unused-command-line-argument"}

// wrapArgs returns the real compiler's arguments for the wrapper's
// arguments args (without argv[0]) in mode.
func wrapArgs(mode string, args []string, v invocation, env func(string) string) []string {
	out := append([]string(nil), args...)
	compiles := v.inputs > 0 || v.compileOnly
	if compiles {
		switch mode {
		case modeIR:
			f := irCompileFlags
			if v.asm {
				f = f[1:] // no -flto
			}
			out = append(out, f...)
		case modeCov:
			out = append(out, covCompileFlags(env(envCovClang) == "1")...)
		case modeASan:
			out = append(out, asanCompileFlags...)
		}
		if inc := env(envInclude); inc != "" {
			out = append(out, "-idirafter", inc)
		}
	}
	if v.link() {
		if mode == modeIR {
			out = append(out, irLinkFlags...)
		}
		if rt := env(envRuntime); rt != "" && !v.shared && !v.relocatable {
			// The replay runtime, native code in an archive: its member
			// is linked only into programs that call klee_make_symbolic
			// and the like, and its definitions are weak. In the IR
			// build it is not bitcode, so the program's bitcode keeps
			// those functions undefined, for symx to model.
			out = append(out, rt)
		}
		if objs := env(envObjects); objs != "" && !v.shared && !v.relocatable {
			out = append(out, strings.Split(objs, string(os.PathListSeparator))...)
		}
	}
	return out
}

// record is one line of the link log: a link a wrapper ran.
type record struct {
	Mode   string `json:"mode"`
	Output string `json:"output,omitempty"` // absolute
	Kind   string `json:"kind"`             // "exe", "shared", "relocatable"; "failed": a command that failed
	// Bitcode: the linker left OUTPUT.0.0.preopt.bc (IR build).
	Bitcode bool `json:"bitcode,omitempty"`
	// Status is the compiler's exit status; a failed command (compile or
	// link) is recorded with its arguments, so a failed build can say
	// which compiler command failed last.
	Status int      `json:"status,omitempty"`
	Dir    string   `json:"dir,omitempty"`
	Args   []string `json:"args,omitempty"`
}

// preoptSuffix is what lld's --save-temps appends to an output's name for
// the whole program's bitcode before link-time optimization.
const preoptSuffix = ".0.0.preopt.bc"

// Wrap runs as the compiler wrapper (see IsWrapper): it runs the real
// compiler with the build's flags added and records in the link log each
// link it ran and each command that failed. It returns the process's exit status; messages
// of its own go to stderr.
func Wrap(args []string, stderr io.Writer) int {
	mode := os.Getenv(envMode)
	compiler := os.Getenv(envCC)
	if wrapperNames[filepath.Base(args[0])] {
		compiler = os.Getenv(envCXX)
	}
	if compiler == "" || (mode != modeIR && mode != modeCov && mode != modeASan) {
		fmt.Fprintf(stderr, "symx build: wrapper %s: bad environment (%s=%q, no compiler)\n", args[0], envMode, mode)
		return 2
	}
	v := classify(args[1:])
	argv := wrapArgs(mode, args[1:], v, os.Getenv)
	out := ""
	if v.link() {
		out = v.output
		if out == "" {
			out = "a.out"
		}
		out, _ = filepath.Abs(out)
		if mode == modeIR {
			// A stale one would pass for this link's.
			os.Remove(out + preoptSuffix)
		}
	}
	cmd := exec.Command(compiler, argv...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	status := 0
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			fmt.Fprintf(stderr, "symx build: wrapper: %s: %v\n", compiler, err)
			return 127
		}
		status = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			status = 128 + int(ws.Signal())
		}
	}
	var r record
	switch {
	case status != 0:
		// Recorded with its arguments, for the message of a failed build.
		r = record{Mode: mode, Output: out, Kind: "failed", Status: status}
		r.Dir, _ = os.Getwd()
		r.Args = append([]string{filepath.Base(compiler)}, argv...)
	case v.link():
		r = record{Mode: mode, Output: out, Kind: "exe"}
		switch {
		case v.shared:
			r.Kind = "shared"
		case v.relocatable:
			r.Kind = "relocatable"
		}
		if mode == modeIR {
			_, err := os.Stat(out + preoptSuffix)
			r.Bitcode = err == nil
		}
	default:
		return 0
	}
	if err := appendRecord(os.Getenv(envLog), r); err != nil {
		fmt.Fprintf(stderr, "symx build: wrapper: %v\n", err)
		if status == 0 {
			status = 1
		}
	}
	return status
}

// appendRecord appends r as one line to the log at path. Wrappers run in
// parallel (make -j): one write of a whole line with O_APPEND.
func appendRecord(path string, r record) error {
	if path == "" {
		return errors.New("no link log (" + envLog + ")")
	}
	line, err := json.Marshal(r)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(append(line, '\n'))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

package run

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	symexec "github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/smtlib"
)

// This file holds what KLEE's command-line options that are not search or
// budget settings need of a run: --libc, --optimize, --link-llvm-lib,
// --exit-on-error(-type) and --write-smt2s.

// Libc values (KLEE's --libc). symx's modeled C library plays the part of
// both of KLEE's: "uclibc", "klee" and "" link it.
const (
	LibcNone   = "none"
	LibcUclibc = "uclibc"
	LibcKLEE   = "klee"
)

// linksLibc reports whether the run links the modeled C library: always
// but under --libc=none, and then still with the POSIX runtime, which is
// part of that library (KLEE's runtime is a library of its own).
func (cfg Config) linksLibc() bool {
	return cfg.Libc != LibcNone || cfg.posix()
}

// terminationKinds maps KLEE's termination type names (--exit-on-error-
// type) to the symx bugs they stand for. KLEE reports division by zero
// through klee_report_error, and "unreachable" as an execution error.
// KLEE's UBSan kinds (BadVectorAccess, InvalidBuiltin, ...) are accepted
// and match nothing: symx never reports them.
var terminationKinds = map[string]func(b *symexec.Bug) bool{
	"Abort":     isKind(symexec.BugAbort),
	"Assert":    isKind(symexec.BugAssert),
	"Execution": isKind(symexec.BugExec, symexec.BugUnreachable),
	"External":  isKind(symexec.BugExternal),
	"Free":      isKind(symexec.BugFree),
	"Model":     isKind(symexec.BugModel),
	"Overflow":  isKind(symexec.BugOverflow),
	"Ptr":       isKind(symexec.BugPtr),
	"ReadOnly":  isKind(symexec.BugReadOnly),
	"ReportError": func(b *symexec.Bug) bool {
		return b.Kind == symexec.BugDiv || b.Kind == symexec.BugUser && b.Suffix != ""
	},
	"User": func(b *symexec.Bug) bool { return b.Kind == symexec.BugUser && b.Suffix == "" },

	"UnreachableCall":    isKind(symexec.BugUnreachable),
	"BadVectorAccess":    isKind(),
	"InvalidBuiltin":     isKind(),
	"ImplicitTruncation": isKind(),
	"ImplicitConversion": isKind(),
	"MissingReturn":      isKind(),
	"InvalidLoad":        isKind(),
	"NullableAttribute":  isKind(),
}

func isKind(ks ...symexec.BugKind) func(b *symexec.Bug) bool {
	return func(b *symexec.Bug) bool {
		for _, k := range ks {
			if b.Kind == k {
				return true
			}
		}
		return false
	}
}

// CheckTerminationType reports whether name is a valid --exit-on-error-type
// value: one of KLEE's termination types (Abort, Assert, Ptr, ...) or a
// symx bug kind (the error-file suffix: assert, ptr, div, reach_error, ...).
func CheckTerminationType(name string) error {
	if bugMatcher(name) != nil {
		return nil
	}
	var names []string
	for n := range terminationKinds {
		names = append(names, n)
	}
	sort.Strings(names)
	return fmt.Errorf("unknown error type %q: want one of KLEE's (%s) or a symx bug kind (assert, ptr, div, ...)", name, strings.Join(names, ", "))
}

func bugMatcher(name string) func(b *symexec.Bug) bool {
	if m, ok := terminationKinds[name]; ok {
		return m
	}
	for k := symexec.BugAssert; k <= symexec.BugExternal; k++ {
		if k.String() == name {
			return isKind(k)
		}
	}
	return nil
}

// exitOn reports whether bug b ends the run (--exit-on-error stops at any
// bug; --exit-on-error-type at the types listed).
func (cfg Config) exitOn(b *symexec.Bug) bool {
	if cfg.ExitOnError {
		return true
	}
	for _, name := range cfg.ExitOnErrorTypes {
		if m := bugMatcher(name); m != nil && m(b) {
			return true
		}
	}
	return false
}

// optimize runs LLVM's -O2 pipeline (opt-14) over the program, as KLEE's
// --optimize runs its optimization passes over the module before
// execution. C input is first compiled as usual (-O0 without optnone, so
// that the passes have something to work on; --opt still applies).
func optimize(cfg Config, opts ir.LoadOptions) (*ir.Program, error) {
	optTool, err := lookTool("opt-14", "opt")
	if err != nil {
		return nil, fmt.Errorf("--optimize needs LLVM's opt: %w (install llvm-14)", err)
	}
	dir, err := os.MkdirTemp("", "symx-opt-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in := cfg.Input
	if ext := strings.ToLower(filepath.Ext(in)); ext == ".c" || ext == ".i" {
		in = filepath.Join(dir, "in.ll")
		if err := ir.Compile(cfg.Input, in, opts); err != nil {
			return nil, err
		}
	}
	out := filepath.Join(dir, "out.ll")
	cmd := exec.Command(optTool, "-O2", "-S", in, "-o", out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s: --optimize: %s failed (%v): %s", cfg.Input, optTool, err, strings.TrimSpace(stderr.String()))
	}
	src, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	return ir.LoadLL(cfg.Input, src)
}

func lookTool(names ...string) (string, error) {
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found", names[0])
}

// loadLinkLibs loads the --link-llvm-lib libraries (.c, .ll or .bc; KLEE
// also takes .bca archives, which symx does not read).
func loadLinkLibs(cfg Config, opts ir.LoadOptions) ([]*ir.Program, error) {
	var libs []*ir.Program
	for _, path := range cfg.LinkLibs {
		if strings.HasSuffix(path, ".bca") || strings.HasSuffix(path, ".a") {
			return nil, fmt.Errorf("--link-llvm-lib %s: archives are not supported; link the .bc or .ll files it holds", path)
		}
		if _, err := os.Stat(path); err != nil {
			return nil, fmt.Errorf("--link-llvm-lib %s: no such file", path)
		}
		lib, err := ir.Load(path, opts)
		if err != nil {
			return nil, fmt.Errorf("--link-llvm-lib: %w", err)
		}
		libs = append(libs, lib)
	}
	return libs, nil
}

// writeSMT2 writes a test's path constraints as an SMT-LIB 2 query
// asking for the values of the symbolic bytes (KLEE's --write-smt2s).
func writeSMT2(path string, constraints []expr.Expr) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = smtlib.Write(f, constraints, smtlib.PrintOptions{GetValues: true, Exit: true})
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

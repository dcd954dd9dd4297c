// Package irgen compiles the modeled C library (the C sources in
// runtime/libc/csrc) into one textual LLVM 14 module per target.
//
// Each source is compiled by clang-14 to bitcode, the bitcode files are
// linked with llvm-link-14 -S, and the result is normalized so that the
// output depends only on the sources and the LLVM version: no paths, no
// compiler identification.
package irgen

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Target names a compilation target of the runtime.
type Target struct {
	Name   string // output file name, e.g. "libc.ll"
	Triple string // clang --target
}

// Targets are the runtime's targets: x86-64 and i386 (for -m32 programs).
var Targets = []Target{
	{Name: "libc.ll", Triple: "x86_64-pc-linux-gnu"},
	{Name: "libc32.ll", Triple: "i386-pc-linux-gnu"},
}

// CFlags are the compiler flags of every runtime source (besides the
// target, the include directories and the file names).
//
//   - -O1: small IR, selects instead of branches where that is free;
//     -fno-inline-functions keeps the functions (only always_inline
//     helpers are inlined), which keeps the IR small and stack traces and
//     coverage readable;
//   - -fno-builtin: clang must not turn the runtime's loops into calls of
//     memcpy/memset/strlen, nor treat its functions as the builtins;
//   - no vectorization or unrolling: scalar code the engine executes
//     byte by byte;
//   - -gline-tables-only: source locations (file, line, column) and
//     nothing else, so that a bug inside the library is reported at its
//     line in runtime/libc/csrc, with the caller's line in the stack, as
//     KLEE reports bugs in klee-uclibc;
//   - no stack protector, no unwind tables, no identification metadata;
//     no PIC and no frame pointer whatever the distribution's clang
//     defaults to, so that the output is the same everywhere.
var CFlags = []string{
	"-std=gnu11",
	"-O1", "-gline-tables-only",
	"-fno-inline-functions",
	"-fno-builtin",
	"-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops",
	"-fno-stack-protector", "-fno-pic", "-fomit-frame-pointer",
	"-fno-exceptions", "-fno-asynchronous-unwind-tables", "-fno-unwind-tables",
	"-fno-ident",
	"-Wall", "-Wextra", "-Werror",
}

// SourcePath is the directory the library's debug locations name: the
// sources' place in the symx repository.
const SourcePath = "runtime/libc/csrc"

// Tools locates clang-14 and llvm-link-14 on PATH.
func Tools() (clang, link string, err error) {
	clang, err = exec.LookPath("clang-14")
	if err != nil {
		return "", "", fmt.Errorf("irgen: clang-14 not found on PATH: %w", err)
	}
	link, err = exec.LookPath("llvm-link-14")
	if err != nil {
		return "", "", fmt.Errorf("irgen: llvm-link-14 not found on PATH: %w", err)
	}
	return clang, link, nil
}

// Sources returns the sorted names of the C sources in dir.
func Sources(dir string) ([]string, error) {
	m, err := filepath.Glob(filepath.Join(dir, "*.c"))
	if err != nil {
		return nil, err
	}
	if len(m) == 0 {
		return nil, fmt.Errorf("irgen: no C sources in %s", dir)
	}
	names := make([]string, len(m))
	for i, p := range m {
		names[i] = filepath.Base(p)
	}
	sort.Strings(names)
	return names, nil
}

// Build compiles the sources in srcDir (which also holds symx_libc.h) for
// target t, with incDir holding klee/klee.h, and returns the linked,
// normalized module text.
func Build(srcDir, incDir string, t Target) ([]byte, error) {
	clang, link, err := Tools()
	if err != nil {
		return nil, err
	}
	srcDir, err = filepath.Abs(srcDir)
	if err != nil {
		return nil, err
	}
	incDir, err = filepath.Abs(incDir)
	if err != nil {
		return nil, err
	}
	names, err := Sources(srcDir)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "symx-irgen-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)

	var bcs []string
	for _, name := range names {
		bc := filepath.Join(tmp, strings.TrimSuffix(name, ".c")+".bc")
		args := []string{"--target=" + t.Triple}
		args = append(args, CFlags...)
		args = append(args,
			"-ffile-prefix-map="+srcDir+"="+SourcePath,
			"-ffile-prefix-map="+incDir+"=runtime/include",
			"-I", ".", "-I", incDir,
			"-emit-llvm", "-c", "-o", bc, name)
		cmd := exec.Command(clang, args...)
		cmd.Dir = srcDir
		if out, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("irgen: %s %s: %v\n%s", clang, strings.Join(args, " "), err, out)
		}
		bcs = append(bcs, bc)
	}
	out := filepath.Join(tmp, t.Name)
	args := append([]string{"-S", "-o", out}, bcs...)
	if msg, err := exec.Command(link, args...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("irgen: %s: %v\n%s", link, err, msg)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	text = Normalize(text)
	for _, dir := range []string{srcDir, incDir, tmp} {
		if bytes.Contains(text, []byte(dir)) {
			return nil, fmt.Errorf("irgen: %s mentions the path %s", t.Name, dir)
		}
	}
	return text, nil
}

// Header is the first line of every generated module.
const Header = "; Code generated by runtime/libc/internal/irgen/mkir from runtime/libc/csrc; DO NOT EDIT.\n"

var (
	moduleID  = regexp.MustCompile(`(?m)^; ModuleID = .*\n`)
	sourceFN  = regexp.MustCompile(`(?m)^source_filename = .*\n`)
	identLine = regexp.MustCompile(`(?m)^!llvm\.ident = .*\n`)
	// dbgNoParse is the debug location of a phi or a freeze, which llir's
	// parser does not accept (neither can fault, so symx never reports
	// their location).
	dbgNoParse = regexp.MustCompile(`(?m)^(\s+%\S+ = (?:phi|freeze) .*), !dbg !\d+$`)
)

// Normalize removes what may differ between machines building the same
// sources with the same LLVM version (module id, source file name,
// compiler identification) and the debug locations llir cannot parse,
// and prepends Header.
func Normalize(text []byte) []byte {
	text = moduleID.ReplaceAll(text, nil)
	text = sourceFN.ReplaceAll(text, nil)
	text = identLine.ReplaceAll(text, nil)
	text = dbgNoParse.ReplaceAll(text, []byte("$1"))
	text = bytes.TrimLeft(text, "\n")
	return append([]byte(Header), text...)
}

// Generate builds every target from srcDir and incDir into outDir,
// rewriting only files whose contents change.
func Generate(srcDir, incDir, outDir string) error {
	var errs []error
	for _, t := range Targets {
		text, err := Build(srcDir, incDir, t)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		dst := filepath.Join(outDir, t.Name)
		if old, err := os.ReadFile(dst); err == nil && bytes.Equal(old, text) {
			continue
		}
		if err := os.WriteFile(dst, text, 0o644); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

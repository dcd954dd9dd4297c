package ir

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/llir/ll"
	"github.com/llir/llvm/asm"
)

// LoadOptions says how to compile a C file. They are ignored for .ll and
// .bc inputs, which are already compiled.
type LoadOptions struct {
	// Opt is the optimization level: "" or "O0" (the default: -O0 with
	// optnone disabled, so the IR stays close to the source), "O1", "O2",
	// "O3" or "Os".
	Opt string
	// IncludeDirs are passed as -I, in order.
	IncludeDirs []string
	// Defines are passed as -D: "NAME" or "NAME=VALUE".
	Defines []string
	// M32 compiles for i386 (ILP32: 4-byte pointers and longs), as the
	// sv-benchmarks tasks with data model ILP32 expect.
	M32 bool
	// ExtraFlags are passed to clang after all others.
	ExtraFlags []string
	// Clang is the compiler to run; empty means search for clang-14, then
	// clang.
	Clang string
}

// Load reads a program: C source (.c, .i: compiled with clang to LLVM IR
// text), LLVM IR text (.ll) or LLVM bitcode (.bc, disassembled with
// llvm-dis), and lowers it to a Program.
func Load(path string, opts LoadOptions) (*Program, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".c", ".i":
		return loadC(path, opts)
	case ".ll":
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		return LoadLL(path, src)
	case ".bc":
		return loadBC(path)
	default:
		return nil, fmt.Errorf("%s: unknown input kind %q: want .c, .i, .ll or .bc", path, ext)
	}
}

// LoadLL parses LLVM IR text (LLVM 14 syntax, typed pointers) and lowers
// it. name is used in error messages.
func LoadLL(name string, src []byte) (p *Program, err error) {
	return loadLL(name, src, splitMin, partBytes)
}

// loadLL is LoadLL, parsing in parts of about part bytes of functions
// (splitModule) text longer than split.
func loadLL(name string, src []byte, split, part int) (p *Program, err error) {
	var lw *lowerer
	// Last resort: a panic in llir or in the lowering on input nobody
	// anticipated becomes an error naming the file.
	defer func() {
		if r := recover(); r != nil {
			where := ""
			if lw != nil && lw.whereFn != "" {
				where = ": " + lw.where()
			}
			p, err = nil, fmt.Errorf("%s%s: internal error: %v", name, where, r)
		}
	}()
	text := pruneDebugInfo(src)
	if len(text) > split {
		if parts, order := splitModule(text, part); parts != nil {
			text = nil // each part's text goes once it is parsed
			if p, err = loadParts(name, parts, order, &lw); err == nil {
				if err := p.loadCheck(name); err != nil {
					return nil, err
				}
				return p, nil
			}
			// The whole text says what is wrong, at its own lines.
			text = pruneDebugInfo(src)
		}
	}
	m, err := asm.ParseBytes(name, text)
	if err != nil {
		// Positions are reported in the text as written.
		if _, werr := asm.ParseBytes(name, src); werr != nil {
			err = werr
		}
		var se ll.SyntaxError
		if errors.As(err, &se) {
			return nil, syntaxError(name, src, se)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if p, err = lowerModuleWith(name, m, &lw); err != nil {
		return nil, err
	}
	// The lowering trusts llir's types; a program that breaks the
	// interpreter's invariants must not run.
	if err := p.loadCheck(name); err != nil {
		return nil, err
	}
	return p, nil
}

// opaquePtrRE finds `ptr` used as a type: the opaque pointers of LLVM 15
// and later, which llir (LLVM 14 syntax) does not parse.
var opaquePtrRE = regexp.MustCompile(`[\s(,\[<{]ptr[\s,)\]>}]`)

// syntaxError reports a parse error at line:column with the offending
// token, and says what to do when the IR comes from a newer LLVM.
func syntaxError(name string, src []byte, se ll.SyntaxError) error {
	off := min(max(se.Offset, 0), len(src))
	end := min(max(se.Endoffset, off), len(src), off+40)
	line := 1 + bytes.Count(src[:off], []byte("\n"))
	col := 1 + off - (bytes.LastIndexByte(src[:off], '\n') + 1)
	tok := string(src[off:end])
	msg := fmt.Sprintf("%s:%d:%d: syntax error at %q", name, line, col, tok)
	if off == len(src) {
		msg = fmt.Sprintf("%s:%d:%d: syntax error at end of input", name, line, col)
	}
	if tok == "ptr" || opaquePtrRE.Match(src) {
		msg += " (symx reads LLVM 14 IR with typed pointers such as i8* and i32*; this file uses opaque pointers (ptr) " +
			"from LLVM 15 or later: emit it with clang-14, or with clang 15/16 and -Xclang -no-opaque-pointers)"
	}
	return errors.New(msg)
}

// Compile compiles a C file to LLVM IR text at llPath with the flags Load
// uses. It is exported for tools that keep the .ll (go generate, -emit-ll).
func Compile(cPath, llPath string, opts LoadOptions) error {
	clang, extra, err := findClang(opts.Clang)
	if err != nil {
		return err
	}
	args := []string{"-emit-llvm", "-S", "-g"}
	args = append(args, extra...)
	switch opts.Opt {
	case "", "O0", "-O0":
		// optnone would make -O0 IR unfit for later optimization and
		// mark every function; disable it as KLEE's docs advise.
		args = append(args, "-O0", "-Xclang", "-disable-O0-optnone")
	case "O1", "O2", "O3", "Os", "Oz", "-O1", "-O2", "-O3", "-Os", "-Oz":
		args = append(args, "-"+strings.TrimPrefix(opts.Opt, "-"))
	default:
		return fmt.Errorf("unknown optimization level %q", opts.Opt)
	}
	if opts.M32 {
		args = append(args, "-m32")
	}
	for _, d := range opts.IncludeDirs {
		args = append(args, "-I", d)
	}
	for _, d := range opts.Defines {
		args = append(args, "-D"+d)
	}
	args = append(args, opts.ExtraFlags...)
	args = append(args, cPath, "-o", llPath)
	cmd := exec.Command(clang, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: compiling with %s failed (%v):\n%s", cPath, clang, err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

func loadC(path string, opts LoadOptions) (*Program, error) {
	dir, err := os.MkdirTemp("", "symx-ir-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	ll := filepath.Join(dir, strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+".ll")
	if err := Compile(path, ll, opts); err != nil {
		return nil, err
	}
	src, err := os.ReadFile(ll)
	if err != nil {
		return nil, err
	}
	// Errors name the C file; llir's positions are lines of the .ll.
	return LoadLL(path, src)
}

func loadBC(path string) (*Program, error) {
	dis, err := findTool("llvm-dis-14", "llvm-dis")
	if err != nil {
		return nil, fmt.Errorf("%s: llvm-dis-14 not found: install it (apt-get install llvm-14) or pass a .ll file", path)
	}
	out, err := exec.Command(dis, path, "-o", "-").Output()
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			return nil, fmt.Errorf("%s: %s failed: %v", path, dis, err)
		}
		return nil, fmt.Errorf("%s: not valid LLVM 14 bitcode (%s: %s); regenerate it with clang-14 -c -emit-llvm, or pass the .c or .ll file",
			path, filepath.Base(dis), disError(ee.Stderr))
	}
	return LoadLL(path, out)
}

// disError is the first line of llvm-dis's complaint: on some garbled
// files it crashes, printing "LLVM ERROR: ..." and then a stack dump that
// tells a user nothing.
func disError(stderr []byte) string {
	line, _, _ := strings.Cut(strings.TrimSpace(string(stderr)), "\n")
	line = strings.TrimSpace(line)
	for _, p := range []string{"LLVM ERROR: ", "error: "} {
		if i := strings.Index(line, p); i >= 0 {
			line = line[i+len(p):]
			break
		}
	}
	if line == "" {
		return "it failed without a message"
	}
	return line
}

func findTool(names ...string) (string, error) {
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("none of %v found", names)
}

var clangVersionRE = regexp.MustCompile(`clang version (\d+)`)

// findClang returns a clang that emits typed pointers, which is what llir
// v0.3.6 parses: clang-14 or older as is, clang 15 and 16 with
// -no-opaque-pointers. Newer ones cannot emit them any more.
func findClang(override string) (string, []string, error) {
	names := []string{"clang-14", "clang"}
	if override != "" {
		names = []string{override}
	}
	for _, n := range names {
		p, err := exec.LookPath(n)
		if err != nil {
			continue
		}
		if n == "clang-14" {
			return p, nil, nil
		}
		out, err := exec.Command(p, "--version").Output()
		if err != nil {
			continue
		}
		m := clangVersionRE.FindSubmatch(out)
		if m == nil {
			continue
		}
		v, _ := strconv.Atoi(string(m[1]))
		switch {
		case v <= 14:
			return p, nil, nil
		case v <= 16:
			return p, []string{"-Xclang", "-no-opaque-pointers"}, nil
		default:
			return "", nil, fmt.Errorf("%s is clang %d, which only emits opaque pointers: install clang-14 (apt-get install clang-14) or pass a .ll file", p, v)
		}
	}
	return "", nil, errors.New("clang-14 not found: install it (apt-get install clang-14) or pass a .ll file")
}

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/symx/symx/projbuild"
)

// A pkg is a Debian source package whose programs are measured.
type pkg struct {
	Name string // the source package
	// Configure are the configure flags: no NLS (the C locale is what
	// both engines model), gnulib's own regex (so no program calls
	// glibc's), no GMP, ACL, xattr, SELinux, capabilities or threads
	// (KLEE's setup).
	Configure []string
	// Dir is where the package's programs are linked, relative to the
	// tree ("." for the top): the executables symx build finds elsewhere
	// (coreutils' gnulib-tests) are not measured.
	Dir string
	// Sources are the .gcda stems (relative to the build) holding a
	// program's own code, whose coverage is measured.
	Sources func(gcovDir, prog string) []string
	// Fixes are source edits a build needs with clang-14: file (relative
	// to the tree) -> old -> new text.
	Fixes map[string][2]string
	// Deps are Debian packages the build runs beyond the compilers
	// (sqlite3's makes its amalgamation with tclsh), installed with
	// apt-get when missing and realprog runs as root.
	Deps []string
	// Progs, when set, are the programs measured, by the name symx build
	// gives them, each with its own command line; Dir and Sources then
	// do not apply.
	Progs map[string]progSpec
}

// A progSpec is one measured program of a package whose programs do not
// all take KLEE's coreutils line.
type progSpec struct {
	Dir string // where it is linked, relative to the tree
	// Line is KLEE's coreutils line adapted to the program: the operands
	// it needs are concrete (file operands A, B, C: the symbolic files
	// --sym-files makes, as KLEE names them), the options symbolic.
	Line []string
	// Cov are the directories (relative to the tree) whose .gcda files
	// hold the program's own code.
	Cov []string
}

// lineOf is prog's command line after the program: -args's when given,
// else its own or KLEE's coreutils line.
func (p *pkg) lineOf(prog string, args []string) []string {
	if len(args) > 0 {
		return args
	}
	if s, ok := p.Progs[prog]; ok && s.Line != nil {
		return s.Line
	}
	return kleeLine
}

// sources are the .gcda files of prog's own code in the coverage tree.
func (p *pkg) sources(gcovDir, prog string) []string {
	s, ok := p.Progs[prog]
	if !ok {
		return p.Sources(gcovDir, prog)
	}
	var out []string
	for _, d := range s.Cov {
		m, _ := filepath.Glob(filepath.Join(gcovDir, d, "*.gcda"))
		out = append(out, m...)
	}
	return out
}

// alike gives the programs named one spec.
func alike(s progSpec, names ...string) map[string]progSpec {
	m := map[string]progSpec{}
	for _, n := range names {
		m[n] = s
	}
	return m
}

// fileLine is KLEE's coreutils line for a program taking the files
// named: its symbolic options (one of up to 10 bytes, two of 2), then
// the file operands, that many symbolic files of size bytes (one when
// none is named, as in KLEE's line), and stdin bytes of input.
func fileLine(size, stdin int, files ...string) []string {
	line := []string{"--sym-args", "0", "1", "10", "--sym-args", "0", "2", "2"}
	line = append(line, files...)
	n := max(len(files), 1)
	return append(line, "--sym-files", strconv.Itoa(n), strconv.Itoa(size),
		"--sym-stdin", strconv.Itoa(stdin), "--sym-stdout")
}

// coreutilsSource names the source of the programs whose main is not in
// src/PROG.c.
var coreutilsSource = map[string]string{"[": "lbracket", "dir": "ls", "vdir": "ls", "ginstall": "install"}

var pkgs = map[string]*pkg{
	"coreutils": {
		Name: "coreutils",
		Configure: []string{"--disable-nls", "--without-libgmp", "--with-included-regex",
			"--disable-acl", "--disable-xattr", "--disable-libcap", "--without-selinux",
			"--without-openssl", "--disable-threads"},
		Dir: "src",
		Sources: func(dir, prog string) []string {
			// src/PROG.gcda, or src/PROG-*.gcda for programs automake
			// builds with their own flags; a few programs are built from
			// a source of another name.
			if src, ok := coreutilsSource[prog]; ok {
				prog = src
			}
			var out []string
			for _, pat := range []string{prog + ".gcda", prog + "-*.gcda"} {
				m, _ := filepath.Glob(filepath.Join(dir, "src", pat))
				out = append(out, m...)
			}
			return out
		},
	},
	"grep": {
		Name:      "grep",
		Configure: []string{"--disable-nls", "--with-included-regex", "--disable-threads", "--without-libsigsegv", "--disable-perl-regexp"},
		// Debian's stray-backslash patch puts a declaration right after a
		// label, which C23 allows and clang-14 does not.
		Fixes: map[string][2]string{"lib/dfa.c": {"stray_backslash:\n", "stray_backslash:;\n"}},
		Dir:   "src",
		Sources: func(dir, prog string) []string {
			m, _ := filepath.Glob(filepath.Join(dir, "src", "*.gcda"))
			return m
		},
	},
	"gawk": {
		Name:      "gawk",
		Configure: []string{"--disable-nls", "--disable-mpfr", "--disable-extensions", "--without-readline"},
		Dir:       ".",
		Sources: func(dir, prog string) []string {
			m, _ := filepath.Glob(filepath.Join(dir, "*.gcda"))
			return m
		},
	},
	"diffutils": {
		Name:      "diffutils",
		Configure: []string{"--disable-nls", "--with-included-regex", "--disable-threads"},
		Progs: func() map[string]progSpec {
			m := alike(progSpec{Dir: "src", Line: fileLine(8, 8, "A", "B"), Cov: []string{"src"}}, "diff", "cmp", "sdiff")
			m["diff3"] = progSpec{Dir: "src", Line: fileLine(8, 8, "A", "B", "C"), Cov: []string{"src"}}
			return m
		}(),
	},
	"findutils": {
		Name:      "findutils",
		Configure: []string{"--disable-nls", "--with-included-regex", "--disable-threads", "--without-selinux"},
		Progs: map[string]progSpec{
			"find":  {Dir: "find", Cov: []string{"find"}},
			"xargs": {Dir: "xargs", Cov: []string{"xargs"}},
		},
	},
	"sed": {
		Name:      "sed",
		Configure: []string{"--disable-nls", "--with-included-regex", "--disable-threads", "--without-selinux", "--disable-acl"},
		Progs:     map[string]progSpec{"sed": {Dir: "sed", Line: fileLine(8, 8, "A"), Cov: []string{"sed"}}},
	},
	"patch": {
		Name:      "patch",
		Configure: []string{"--disable-xattr"},
		// A normal diff of one line fits 16 bytes ("1c1\n< a\n---\n> b\n").
		Progs: map[string]progSpec{"patch": {Dir: "src", Line: fileLine(8, 16, "A"), Cov: []string{"src"}}},
	},
	"bc": {
		Name:      "bc",
		Configure: []string{"--without-readline", "--without-libedit"},
		Progs:     map[string]progSpec{"bc": {Dir: "bc", Line: fileLine(8, 16), Cov: []string{"bc"}}},
	},
	"binutils": {
		Name: "binutils",
		// Only binutils/ and what it links (bfd, opcodes, libiberty, zlib,
		// libsframe): no assembler, linkers, debugger or CTF.
		Configure: []string{"--disable-nls", "--disable-gas", "--disable-ld", "--disable-gold",
			"--disable-gprof", "--disable-gprofng", "--disable-gdb", "--disable-gdbserver", "--disable-sim",
			"--disable-libdecnumber", "--disable-readline", "--disable-libctf", "--disable-werror",
			"--disable-shared", "--disable-plugins", "--without-zstd", "--without-debuginfod", "--without-msgpack"},
		Progs: alike(progSpec{Dir: "binutils", Line: fileLine(64, 8, "A"), Cov: []string{"binutils"}},
			"readelf", "objdump", "nm-new", "size", "strings"),
	},
	"sqlite3": {
		Name: "sqlite3",
		Configure: []string{"--disable-shared", "--disable-tcl", "--disable-readline", "--disable-editline",
			"--disable-threadsafe", "--disable-load-extension", "--disable-math"},
		Deps: []string{"tcl"},
		// The shell reads SQL from stdin ("select 1;" is 9 bytes); the
		// library is linked in, and its coverage counts as the shell's.
		Progs: map[string]progSpec{"sqlite3": {Dir: ".", Line: fileLine(8, 16), Cov: []string{"."}}},
	},
}

// command is the build command symx build runs for p: configure, then
// make -k (a program that does not build is left out, not the package;
// Debian's patches leave some autotools inputs newer than their outputs,
// so the generated files are used as they are).
func (p *pkg) command() string {
	return "FORCE_UNSAFE_CONFIGURE=1 ./configure -q " + strings.Join(p.Configure, " ") +
		" && { make -k -j\"$(nproc)\" ACLOCAL=true AUTOMAKE=true AUTOCONF=true AUTOHEADER=true MAKEINFO=true" +
		" || echo 'realprog: make failed; continuing with what was built' >&2; }"
}

// builder fetches and builds packages under a cache directory:
//
//	CACHE/src/PKG/         the unpacked Debian source (apt-get source)
//	CACHE/build/PKG/tree/  a copy, with p.Fixes, where symx build (package
//	                       projbuild) builds the whole-program bitcode
//	CACHE/build/PKG/out/   symx build's output: PROG.bc per program,
//	                       cov/ (gcc --coverage build, for gcov),
//	                       asan/ (clang-14 -fsanitize=address, with -asan),
//	                       build.json
type builder struct {
	cache string
	log   io.Writer
}

// source returns the unpacked source tree of p, fetching it with apt-get
// source when absent.
func (b *builder) source(ctx context.Context, p *pkg) (string, error) {
	dir := filepath.Join(b.cache, "src", p.Name)
	if tree := sourceTree(dir, p.Name); tree != "" {
		return tree, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		return "", errors.New("apt-get not found: the programs come from Debian's source packages")
	}
	fmt.Fprintf(b.log, "realprog: apt-get source %s\n", p.Name)
	err := b.cmd(ctx, dir, nil, "apt-get", "source", "-qq", p.Name)
	if err != nil && addDebSrc() {
		// No deb-src entry: add one for the configured suites and retry.
		if err = b.cmd(ctx, dir, nil, "apt-get", "update", "-qq"); err == nil {
			err = b.cmd(ctx, dir, nil, "apt-get", "source", "-qq", p.Name)
		}
	}
	if err != nil {
		// The newest version may be listed but gone from the mirror
		// (patch's security update was): the older ones it lists.
		vs := b.srcVersions(ctx, p.Name)
		for _, v := range vs[min(1, len(vs)):] {
			if err = b.cmd(ctx, dir, nil, "apt-get", "source", "-qq", p.Name+"="+v); err == nil {
				break
			}
		}
	}
	if err != nil {
		return "", fmt.Errorf("apt-get source %s: %w (a deb-src entry is needed; see README)", p.Name, err)
	}
	if tree := sourceTree(dir, p.Name); tree != "" {
		return tree, nil
	}
	return "", fmt.Errorf("apt-get source %s left no source tree in %s", p.Name, dir)
}

// srcVersions are the versions of source package name apt knows, newest
// first.
func (b *builder) srcVersions(ctx context.Context, name string) []string {
	out, err := exec.CommandContext(ctx, "apt-cache", "showsrc", "--only-source", name).Output()
	if err != nil {
		return nil
	}
	var vs []string
	for _, l := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(l, "Version: "); ok && !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	slices.SortFunc(vs, func(a, b string) int {
		if exec.CommandContext(ctx, "dpkg", "--compare-versions", a, "gt", b).Run() == nil {
			return -1
		}
		return 1
	})
	return vs
}

// installDeps installs the Debian packages p's build needs that are
// missing (as root; otherwise it names them).
func (b *builder) installDeps(ctx context.Context, p *pkg) error {
	var missing []string
	for _, d := range p.Deps {
		// Not "deinstall ok config-files": installed, or missing.
		st, err := exec.CommandContext(ctx, "dpkg-query", "-W", "-f=${db:Status-Status}", d).Output()
		if err != nil || string(st) != "installed" {
			missing = append(missing, d)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	if os.Geteuid() != 0 {
		return fmt.Errorf("building %s needs %s: apt-get install %[2]s", p.Name, strings.Join(missing, " "))
	}
	fmt.Fprintf(b.log, "realprog: apt-get install %s\n", strings.Join(missing, " "))
	return b.cmd(ctx, "", []string{"DEBIAN_FRONTEND=noninteractive"}, "apt-get", append([]string{"install", "-y", "-qq"}, missing...)...)
}

// sourceTree finds the unpacked NAME-VERSION directory in dir.
func sourceTree(dir, name string) string {
	m, _ := filepath.Glob(filepath.Join(dir, name+"-*"))
	for _, d := range m {
		if st, err := os.Stat(filepath.Join(d, "configure")); err == nil && !st.IsDir() {
			return d
		}
	}
	return ""
}

// addDebSrc adds a deb-src entry mirroring the deb822 sources of the
// system when none exists (root only). It reports whether it added one.
func addDebSrc() bool {
	const path = "/etc/apt/sources.list.d/symx-src.sources"
	if _, err := os.Stat(path); err == nil || os.Geteuid() != 0 {
		return false
	}
	src, err := os.ReadFile("/etc/apt/sources.list.d/debian.sources")
	if err != nil || strings.Contains(string(src), "deb-src") {
		return false
	}
	var out []string
	for _, stanza := range strings.Split(string(src), "\n\n") {
		if strings.Contains(stanza, "Types: deb") {
			out = append(out, strings.Replace(stanza, "Types: deb", "Types: deb-src", 1))
		}
	}
	return len(out) > 0 && os.WriteFile(path, []byte(strings.Join(out, "\n\n")+"\n"), 0o644) == nil
}

// build builds p with symx build (once: its build.json records a
// finished build; again when asan asks for an ASan build it has not) and
// returns what it made.
func (b *builder) build(ctx context.Context, p *pkg, asan bool) (*projbuild.Result, error) {
	dir := filepath.Join(b.cache, "build", p.Name)
	tree, out := filepath.Join(dir, "tree"), filepath.Join(dir, "out")
	if res, err := projbuild.ReadManifest(out); err == nil && (res.ASanTree != "" || !asan) {
		return res, nil
	}
	src, err := b.source(ctx, p)
	if err != nil {
		return nil, err
	}
	if err := b.installDeps(ctx, p); err != nil {
		return nil, err
	}
	os.RemoveAll(dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	// cp -a keeps the timestamps, so make does not try to rerun autotools.
	if err := b.cmd(ctx, "", nil, "cp", "-a", src, tree); err != nil {
		return nil, err
	}
	for file, fix := range p.Fixes {
		f := filepath.Join(tree, file)
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(f, bytes.Replace(data, []byte(fix[0]), []byte(fix[1]), 1), 0o644); err != nil {
			return nil, err
		}
	}
	fmt.Fprintf(b.log, "realprog: symx build of %s in %s\n", p.Name, dir)
	res, err := projbuild.Build(ctx, projbuild.Options{Dir: tree, Out: out, Command: []string{p.command()},
		ASan: asan, Stdout: b.log, Stderr: b.log})
	if err != nil {
		return nil, fmt.Errorf("building %s: %w", p.Name, err)
	}
	return res, nil
}

// cmd runs a command with its output going to the log.
func (b *builder) cmd(ctx context.Context, dir string, env []string, name string, args ...string) error {
	c := exec.CommandContext(ctx, name, args...)
	c.Dir = dir
	c.Env = append(os.Environ(), env...)
	c.Stdout, c.Stderr = b.log, b.log
	return c.Run()
}

// programs returns p's programs that both the bitcode and the coverage
// build linked in p.Dir, by name, keeping only those named in want (all
// when want is empty).
func programs(p *pkg, res *projbuild.Result, want []string) map[string]projbuild.Program {
	out := map[string]projbuild.Program{}
	for _, prog := range res.Programs {
		dir := p.Dir
		if p.Progs != nil {
			s, ok := p.Progs[prog.Name]
			if !ok {
				continue
			}
			dir = s.Dir
		}
		rel, err := filepath.Rel(res.Source, filepath.Dir(prog.Linked))
		if err != nil || rel != dir || prog.Coverage == "" {
			continue
		}
		if len(want) > 0 && !slices.Contains(want, prog.Name) {
			continue
		}
		out[prog.Name] = prog
	}
	return out
}

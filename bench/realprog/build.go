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
	"runtime"
	"sort"
	"strings"
)

// A pkg is a Debian source package whose programs are measured.
type pkg struct {
	Name string // the source package
	// Configure are the flags of both builds: no NLS (the C locale is what
	// both engines model), gnulib's own regex (so no program calls glibc's),
	// no GMP, ACL, xattr, SELinux, capabilities or threads (KLEE's setup).
	Configure []string
	// Progs lists the programs of a finished IR build: name -> bitcode.
	Progs func(irDir string) map[string]string
	// Native is the native program of a build directory.
	Native func(dir, prog string) string
	// Sources are the .gcda stems (relative to the build) holding a
	// program's own code, whose coverage is measured.
	Sources func(gcovDir, prog string) []string
	// Fixes are source edits a build needs with clang-14: file (relative
	// to the tree) -> old -> new text.
	Fixes map[string][2]string
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
		Progs: func(dir string) map[string]string {
			return bitcodes(filepath.Join(dir, "src"))
		},
		Native: func(dir, prog string) string { return filepath.Join(dir, "src", prog) },
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
		Progs: func(dir string) map[string]string {
			return bitcodes(filepath.Join(dir, "src"))
		},
		Native: func(dir, prog string) string { return filepath.Join(dir, "src", prog) },
		Sources: func(dir, prog string) []string {
			m, _ := filepath.Glob(filepath.Join(dir, "src", "*.gcda"))
			return m
		},
	},
	"gawk": {
		Name:      "gawk",
		Configure: []string{"--disable-nls", "--disable-mpfr", "--disable-extensions", "--without-readline"},
		Progs: func(dir string) map[string]string {
			return bitcodes(dir)
		},
		Native: func(dir, prog string) string { return filepath.Join(dir, prog) },
		Sources: func(dir, prog string) []string {
			m, _ := filepath.Glob(filepath.Join(dir, "*.gcda"))
			return m
		},
	},
}

// bitcodes lists the programs' whole-program bitcode lld's --save-temps
// left in dir (PROG.0.0.preopt.bc, before any link-time optimization);
// not a shared library's (coreutils' libstdbuf.so, which stdbuf preloads,
// has no main).
func bitcodes(dir string) map[string]string {
	m, _ := filepath.Glob(filepath.Join(dir, "*.0.0.preopt.bc"))
	out := map[string]string{}
	for _, f := range m {
		name := strings.TrimSuffix(filepath.Base(f), ".0.0.preopt.bc")
		if !strings.HasSuffix(name, ".so") {
			out[name] = f
		}
	}
	return out
}

// builder fetches and builds packages under a cache directory:
//
//	CACHE/src/PKG/        the unpacked Debian source (apt-get source)
//	CACHE/build/PKG-ir/   clang-14 -flto build; PROG.0.0.preopt.bc per program
//	CACHE/build/PKG-gcov/ gcc --coverage build, for gcov
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
		return "", fmt.Errorf("apt-get source %s: %w (a deb-src entry is needed; see README)", p.Name, err)
	}
	if tree := sourceTree(dir, p.Name); tree != "" {
		return tree, nil
	}
	return "", fmt.Errorf("apt-get source %s left no source tree in %s", p.Name, dir)
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

// variant is one of the two builds of a package.
type variant struct {
	Name string
	Env  []string
}

var (
	irVariant = variant{"ir", []string{
		"CC=clang-14", "AR=llvm-ar-14", "RANLIB=llvm-ranlib-14", "NM=llvm-nm-14",
		"CFLAGS=-flto -g -O0 -Xclang -disable-O0-optnone -D_FORTIFY_SOURCE=0",
		"LDFLAGS=-flto -fuse-ld=lld-14 -Wl,--save-temps",
	}}
	gcovVariant = variant{"gcov", []string{
		"CC=gcc", "CFLAGS=-g -O0 --coverage", "LDFLAGS=--coverage",
	}}
)

// build configures and builds p's variant v (once; a marker file records a
// finished build) and returns its directory.
func (b *builder) build(ctx context.Context, p *pkg, v variant) (string, error) {
	dir := filepath.Join(b.cache, "build", p.Name+"-"+v.Name)
	done := filepath.Join(dir, ".symx-built")
	if _, err := os.Stat(done); err == nil {
		return dir, nil
	}
	src, err := b.source(ctx, p)
	if err != nil {
		return "", err
	}
	os.RemoveAll(dir)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", err
	}
	// cp -a keeps the timestamps, so make does not try to rerun autotools.
	if err := b.cmd(ctx, "", nil, "cp", "-a", src, dir); err != nil {
		return "", err
	}
	for file, fix := range p.Fixes {
		f := filepath.Join(dir, file)
		data, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(f, bytes.Replace(data, []byte(fix[0]), []byte(fix[1]), 1), 0o644); err != nil {
			return "", err
		}
	}
	env := append([]string{"FORCE_UNSAFE_CONFIGURE=1"}, v.Env...)
	fmt.Fprintf(b.log, "realprog: building %s (%s) in %s\n", p.Name, v.Name, dir)
	if err := b.cmd(ctx, dir, env, "./configure", append([]string{"-q"}, p.Configure...)...); err != nil {
		return "", fmt.Errorf("configure %s (%s): %w", p.Name, v.Name, err)
	}
	// -k: a program that does not build is left out, not the package.
	jobs := fmt.Sprint(runtime.NumCPU())
	// Debian's patches leave some autotools inputs newer than their
	// outputs; the generated files are used as they are.
	noAutotools := []string{"ACLOCAL=true", "AUTOMAKE=true", "AUTOCONF=true", "AUTOHEADER=true", "MAKEINFO=true"}
	if err := b.cmd(ctx, dir, env, "make", append([]string{"-k", "-j", jobs}, noAutotools...)...); err != nil {
		fmt.Fprintf(b.log, "realprog: make %s (%s): %v (continuing with what was built)\n", p.Name, v.Name, err)
	}
	return dir, os.WriteFile(done, nil, 0o644)
}

// cmd runs a command with its output going to the log.
func (b *builder) cmd(ctx context.Context, dir string, env []string, name string, args ...string) error {
	c := exec.CommandContext(ctx, name, args...)
	c.Dir = dir
	c.Env = append(os.Environ(), env...)
	c.Stdout, c.Stderr = b.log, b.log
	return c.Run()
}

// programs lists the programs of p both builds produced, sorted, keeping
// only those named in want (all when want is empty).
func programs(p *pkg, irDir, gcovDir string, want []string) []string {
	bcs := p.Progs(irDir)
	var out []string
	for name := range bcs {
		if st, err := os.Stat(p.Native(gcovDir, name)); err != nil || st.IsDir() {
			continue
		}
		if len(want) > 0 && !contains(want, name) {
			continue
		}
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

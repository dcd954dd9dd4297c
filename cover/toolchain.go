package cover

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
)

// ErrNoToolchain is returned when no compiler with a matching gcov is
// installed.
var ErrNoToolchain = errors.New("cover: no C compiler with a matching gcov found (install gcc and gcov, or clang-14 and llvm-cov-14)")

// toolchain is a compiler and the gcov that reads its notes.
type toolchain struct {
	cc      string   // compiler path
	clang   bool     // cc is clang (by default gcov is then llvm-cov gcov)
	version string   // cc's full version
	gcov    []string // the gcov command line prefix: [gcov] or [llvm-cov, gcov]
	text    bool     // gcov is llvm-cov gcov, which has no JSON output: read its text
}

// findToolchain picks the compiler and gcov: the given ones, or gcc with
// its gcov, else clang-14 or clang with llvm-cov of the same version.
func findToolchain(ctx context.Context, compiler, gcov string) (toolchain, error) {
	if compiler == "" {
		var errs []error
		for _, cc := range []string{"gcc", "clang-14", "clang", "cc"} {
			p, err := exec.LookPath(cc)
			if err != nil {
				continue
			}
			tc, err := toolchainFor(ctx, p, gcov)
			if err == nil {
				return tc, nil
			}
			errs = append(errs, err)
		}
		if len(errs) > 0 {
			return toolchain{}, fmt.Errorf("%w: %w", ErrNoToolchain, errors.Join(errs...))
		}
		return toolchain{}, ErrNoToolchain
	}
	p, err := exec.LookPath(compiler)
	if err != nil {
		return toolchain{}, fmt.Errorf("cover: compiler %s: %w", compiler, err)
	}
	return toolchainFor(ctx, p, gcov)
}

// toolchainFor completes a toolchain for the compiler at cc.
func toolchainFor(ctx context.Context, cc, gcov string) (toolchain, error) {
	tc := toolchain{cc: cc}
	out, err := exec.CommandContext(ctx, cc, "--version").Output()
	if err != nil {
		return tc, fmt.Errorf("cover: %s --version: %w", cc, err)
	}
	tc.clang = bytes.Contains(out, []byte("clang"))
	flag := "-dumpfullversion" // gcc: 12.2.0 (-dumpversion says 12)
	if tc.clang {
		flag = "-dumpversion" // clang: 14.0.6
	}
	v, err := exec.CommandContext(ctx, cc, flag).Output()
	if err != nil {
		return tc, fmt.Errorf("cover: %s %s: %w", cc, flag, err)
	}
	tc.version = strings.TrimSpace(string(v))

	if gcov != "" {
		tc.gcov = strings.Fields(gcov)
		if p, err := exec.LookPath(tc.gcov[0]); err != nil {
			return tc, fmt.Errorf("cover: gcov %s: %w", tc.gcov[0], err)
		} else {
			tc.gcov[0] = p
		}
		tc.text = strings.Contains(filepath.Base(tc.gcov[0]), "llvm-cov")
		if tc.text && len(tc.gcov) == 1 {
			tc.gcov = append(tc.gcov, "gcov")
		}
		return tc, nil
	}

	// Candidates: the compiler's name with gcc→gcov or clang→llvm-cov
	// (x86_64-linux-gnu-gcc-12 → x86_64-linux-gnu-gcov-12, clang-14 →
	// llvm-cov-14), looked up beside it and in PATH, then the names with
	// the major version, then the bare name. The first whose version is
	// the compiler's wins.
	from, to := "gcc", "gcov"
	if tc.clang {
		from, to = "clang", "llvm-cov"
	}
	major, _, _ := strings.Cut(tc.version, ".")
	var names []string
	for _, p := range []string{cc, resolve(cc)} {
		if b := filepath.Base(p); strings.Contains(b, from) {
			r := strings.Replace(b, from, to, 1)
			names = append(names, filepath.Join(filepath.Dir(p), r), r)
		}
	}
	names = append(names, to+"-"+major, to)
	var found []string
	seen := map[string]bool{}
	for _, n := range names {
		p, err := exec.LookPath(n)
		if err != nil || seen[p] {
			continue
		}
		seen[p] = true
		vout, err := exec.CommandContext(ctx, p, "--version").Output()
		if err != nil {
			continue
		}
		if versionMatches(string(vout), tc.version) {
			tc.gcov = []string{p}
			if tc.clang {
				tc.gcov = append(tc.gcov, "gcov")
				tc.text = true
			}
			return tc, nil
		}
		first, _, _ := strings.Cut(strings.TrimSpace(string(vout)), "\n")
		found = append(found, fmt.Sprintf("%s (%s)", p, first))
	}
	if len(found) > 0 {
		return tc, fmt.Errorf("cover: no %s matches %s %s (found %s); name one with the gcov option",
			to, filepath.Base(cc), tc.version, strings.Join(found, ", "))
	}
	return tc, fmt.Errorf("cover: %s not found for %s %s; install it or name one with the gcov option", to, filepath.Base(cc), tc.version)
}

// versionMatches reports whether gcov's --version output names version as
// a whole word ("gcov (Debian 12.2.0-14) 12.2.0", "LLVM version 14.0.6").
func versionMatches(out, version string) bool {
	for _, f := range strings.FieldsFunc(out, func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == '(' || r == ')' || r == '-' || r == ','
	}) {
		if f == version {
			return true
		}
	}
	return false
}

// resolve follows symbolic links, returning p itself on error.
func resolve(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return p
}

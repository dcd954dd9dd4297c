package projbuild

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/symx/symx/internal/testutil"
)

// TestMain lets the test binary be the compiler wrapper, as symx is.
func TestMain(m *testing.M) {
	if IsWrapper(os.Args) {
		os.Exit(Wrap(os.Args, os.Stderr))
	}
	os.Exit(m.Run())
}

// needTools skips the test without the LLVM 14 tools (failing under CI).
func needTools(t *testing.T, more ...string) {
	t.Helper()
	if _, err := findTools(); err != nil {
		testutil.SkipMissing(t, "%v", err)
	}
	for _, name := range more {
		testutil.NeedTool(t, name)
	}
}

// project copies testdata/name into a new directory and returns it.
func project(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	if err := copyTree(filepath.Join("testdata", name), dir, ""); err != nil {
		t.Fatal(err)
	}
	return dir
}

// writeProject writes files (name -> content) into a new directory.
func writeProject(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestBuildProjects(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two projects twice each (-short)")
	}
	for _, tc := range []struct {
		name    string
		tools   []string
		command []string
		// want maps each program to the path of its executable in the
		// tree, which is also its path in the coverage tree.
		want map[string]string
	}{
		{"make", []string{"make"}, []string{"make"},
			map[string]string{"parse": "parse", "count": "count"}},
		{"cmake", []string{"cmake", "make"}, []string{"cmake -S . -B build && cmake --build build"},
			map[string]string{"classify": "build/classify", "sumargs": "build/sumargs"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			needTools(t, tc.tools...)
			src := project(t, tc.name)
			var log bytes.Buffer
			res, err := Build(context.Background(), Options{Dir: src, Command: tc.command, Stdout: &log, Stderr: &log})
			if err != nil {
				t.Fatalf("Build: %v\n%s", err, log.String())
			}
			out := filepath.Join(src, "symx-build")
			if len(res.Unlinked) > 0 {
				t.Errorf("unlinked executables: %+v", res.Unlinked)
			}
			var got []string
			for _, p := range res.Programs {
				got = append(got, p.Name)
				want, ok := tc.want[p.Name]
				if !ok {
					t.Errorf("unexpected program %+v", p)
					continue
				}
				if p.Bitcode != filepath.Join(out, p.Name+".bc") || p.Linked != filepath.Join(src, want) ||
					p.Coverage != filepath.Join(out, "cov", want) {
					t.Errorf("program %+v: want bitcode in %s, executable %s, coverage executable cov/%s", p, out, want, want)
				}
				if b, err := os.ReadFile(p.Bitcode); err != nil || !bytes.HasPrefix(b, []byte("BC\xc0\xde")) {
					t.Errorf("%s: not LLVM bitcode (%v)", p.Bitcode, err)
				}
				if !isExecutable(p.Coverage) {
					t.Errorf("%s: not an executable", p.Coverage)
				}
				if m, _ := filepath.Glob(filepath.Join(filepath.Dir(p.Coverage), "*.gcno")); len(m) == 0 {
					if m, _ = filepath.Glob(filepath.Join(filepath.Dir(p.Coverage), "CMakeFiles", "*", "*.gcno")); len(m) == 0 {
						t.Errorf("no .gcno notes beside %s: not a coverage build", p.Coverage)
					}
				}
			}
			sort.Strings(got)
			if len(got) != len(tc.want) {
				t.Errorf("programs %v, want those of %v", got, tc.want)
			}
			var manifest Result
			if b, err := os.ReadFile(filepath.Join(out, ManifestName)); err != nil {
				t.Error(err)
			} else if err := json.Unmarshal(b, &manifest); err != nil || len(manifest.Programs) != len(res.Programs) {
				t.Errorf("manifest: %v, %d programs", err, len(manifest.Programs))
			}

			// A second build in the same directory replaces the first;
			// the tree was built, so nothing is relinked and every
			// executable is listed as there before.
			res, err = Build(context.Background(), Options{Dir: src, Command: tc.command, NoCoverage: true})
			if err != nil {
				t.Fatalf("second Build: %v", err)
			}
			if len(res.Programs) != 0 || len(res.Unlinked) != len(tc.want) {
				t.Fatalf("second build: programs %+v, unlinked %+v; want none and %d", res.Programs, res.Unlinked, len(tc.want))
			}
			for _, u := range res.Unlinked {
				if !strings.Contains(u.Why, "there before") {
					t.Errorf("%s: %s; want it listed as there before the build", u.Path, u.Why)
				}
			}
			if _, err := os.Stat(filepath.Join(out, "cov")); err == nil {
				t.Errorf("the first build's coverage tree is still there")
			}
		})
	}
}

func TestBuildUnlinked(t *testing.T) {
	needTools(t, "make")
	cc, err := exec.LookPath("clang-14")
	if err != nil {
		t.Fatal(err)
	}
	// own is linked by a hard-coded compiler, not $CC.
	src := writeProject(t, map[string]string{
		"Makefile": "all: prog own\nprog: prog.c\n\t$(CC) -o prog prog.c\nown: prog.c\n\t" + cc + " -o own prog.c\n",
		"prog.c":   "int main(void) { return 0; }\n",
	})
	res, err := Build(context.Background(), Options{Dir: src, Command: []string{"make"}, NoCoverage: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Programs) != 1 || res.Programs[0].Name != "prog" {
		t.Errorf("programs %+v, want prog", res.Programs)
	}
	if len(res.Unlinked) != 1 || res.Unlinked[0].Path != filepath.Join(src, "own") || !strings.Contains(res.Unlinked[0].Why, "not linked through symx's wrapper") {
		t.Errorf("unlinked %+v, want own, not linked through the wrapper", res.Unlinked)
	}
}

func TestBuildFails(t *testing.T) {
	needTools(t, "make")
	for _, tc := range []struct {
		name  string
		files map[string]string
		cmd   []string
		want  []string // in the error
	}{
		{"compile error", map[string]string{
			"Makefile": "prog: prog.c\n\t$(CC) -o prog prog.c\n",
			"prog.c":   "int main(void) { return undeclared; }\n",
		}, []string{"make"}, []string{"IR build: make (in ", "exit status 2", "the last compiler command that failed: clang-14 -o prog prog.c", "exit status 1)"}},
		{"shell command", map[string]string{}, []string{"true && exit 3"},
			[]string{"IR build: 'true && exit 3'", "exit status 3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := writeProject(t, tc.files)
			_, err := Build(context.Background(), Options{Dir: src, Command: tc.cmd})
			var se *StepError
			if !errors.As(err, &se) {
				t.Fatalf("Build: %v, want a StepError", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

func TestBuildMissingTools(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := Build(context.Background(), Options{Dir: t.TempDir(), Command: []string{"make"}})
	if !errors.Is(err, ErrMissingTools) || !strings.Contains(err.Error(), "clang-14") || !strings.Contains(err.Error(), "ld.lld-14") {
		t.Errorf("Build without the tools: %v", err)
	}
}

func TestBuildRefusesOtherDirectory(t *testing.T) {
	needTools(t)
	out := writeProject(t, map[string]string{"keep.txt": "mine"})
	_, err := Build(context.Background(), Options{Dir: t.TempDir(), Out: out, Command: []string{"true"}})
	if err == nil || !strings.Contains(err.Error(), "not a symx build directory") {
		t.Errorf("Build into a directory of other files: %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, "keep.txt")); err != nil {
		t.Errorf("its file: %v", err)
	}
}

func TestLookup(t *testing.T) {
	dir := t.TempDir()
	res := &Result{Out: dir, Programs: []Program{
		{Name: "cat", Bitcode: filepath.Join(dir, "cat.bc")},
		{Name: "[", Bitcode: filepath.Join(dir, "[.bc")},
	}}
	if err := writeManifest(res); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ dir, path, want string }{
		{"", filepath.Join(dir, "cat.bc"), "cat"},
		{"", filepath.Join(dir, "[.bc"), "["},
		{dir, "cat", "cat"},
		{dir, "cat.bc", "cat"},
		{dir, "elsewhere/cat.bc", "cat"},
	} {
		_, p, err := Lookup(c.dir, c.path)
		if err != nil || p.Name != c.want {
			t.Errorf("Lookup(%q, %q) = %+v, %v; want %s", c.dir, c.path, p, err, c.want)
		}
	}
	if _, _, err := Lookup("", filepath.Join(dir, "ls.bc")); err == nil || !strings.Contains(err.Error(), "its programs: cat, [") {
		t.Errorf("Lookup of a program the build has not: %v", err)
	}
	other := t.TempDir()
	if _, _, err := Lookup("", filepath.Join(other, "cat.bc")); !errors.Is(err, ErrNotBuilt) {
		t.Errorf("Lookup of a .bc with no build.json: %v, want ErrNotBuilt", err)
	}
	if _, _, err := Lookup(other, "cat"); err == nil || errors.Is(err, ErrNotBuilt) || !strings.Contains(err.Error(), "not a symx build directory") {
		t.Errorf("Lookup in a directory with no build.json: %v", err)
	}
}

// TestReadManifestMoved: a build directory copied elsewhere reads with
// its own paths inside it and the old directory in BuiltIn; paths
// outside it (the source tree's) stay; in place, nothing moves.
func TestReadManifestMoved(t *testing.T) {
	old, src := t.TempDir(), t.TempDir()
	res := &Result{Out: old, Source: src, CoverageTree: filepath.Join(old, "cov"), Programs: []Program{{
		Name: "cat", Bitcode: filepath.Join(old, "cat.bc"), Linked: filepath.Join(src, "cat"),
		Coverage: filepath.Join(old, "cov", "cat"), ASan: filepath.Join(old+"x", "cat"),
	}}}
	if err := writeManifest(res); err != nil {
		t.Fatal(err)
	}
	if r, err := ReadManifest(old); err != nil || r.BuiltIn != "" || r.Programs[0].Bitcode != res.Programs[0].Bitcode {
		t.Errorf("in place: %+v, %v; want it unchanged", r, err)
	}
	moved := t.TempDir()
	b, err := os.ReadFile(filepath.Join(old, ManifestName))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(moved, ManifestName), b, 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := ReadManifest(moved)
	if err != nil {
		t.Fatal(err)
	}
	p := r.Programs[0]
	want := Program{Name: "cat", Bitcode: filepath.Join(moved, "cat.bc"), Linked: filepath.Join(src, "cat"),
		Coverage: filepath.Join(moved, "cov", "cat"), ASan: filepath.Join(old+"x", "cat")}
	if r.Out != moved || r.BuiltIn != old || r.CoverageTree != filepath.Join(moved, "cov") || r.Source != src || p != want {
		t.Errorf("moved: out %s, built in %s, coverage tree %s, source %s, %+v; want %s, %s, %s/cov, %s, %+v",
			r.Out, r.BuiltIn, r.CoverageTree, r.Source, p, moved, old, moved, src, want)
	}
}

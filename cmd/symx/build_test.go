package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/cover"
	"github.com/symx/symx/internal/testutil"
)

// TestBuildRunReplay builds projbuild's CMake project with symx build,
// explores one of its programs with symx run, replays the tests with symx
// replay on the build's executables and measures their coverage with
// symx cov on the coverage build: every line and branch of the program and
// of its library.
func TestBuildRunReplay(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a CMake project twice (-short)")
	}
	for _, tool := range []string{"clang-14", "ld.lld-14", "llvm-ar-14", "llvm-dis-14", "cmake", "make"} {
		testutil.NeedTool(t, tool)
	}
	src := filepath.Join(t.TempDir(), "cmake")
	if err := exec.Command("cp", "-a", "../../projbuild/testdata/cmake", src).Run(); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "bc")
	var stdout, stderr bytes.Buffer
	env := &cmdEnv{Stdout: &stdout, Stderr: &stderr}
	if code := runMain(env, []string{"build", "-C", src, "-o", out, "--", "cmake -S . -B build && cmake --build build"}); code != 0 {
		t.Fatalf("symx build: exit %d\n%s", code, stderr.String())
	}
	for _, prog := range []string{"classify", "sumargs"} {
		if !strings.Contains(stdout.String(), prog+".bc") {
			t.Errorf("symx build's list does not name %s.bc:\n%s", prog, stdout.String())
		}
	}

	tests := filepath.Join(t.TempDir(), "out")
	stdout.Reset()
	stderr.Reset()
	if code := runMain(env, []string{"run", "--max-time=5s", "--workers=1", "--quiet", "--output-dir=" + tests, filepath.Join(out, "classify.bc")}); code != 0 {
		t.Fatalf("symx run classify.bc: exit %d\n%s", code, stderr.String())
	}
	ktests, _ := filepath.Glob(filepath.Join(tests, "*.ktest"))
	// grade: out of range, 0, 1, 2, 3.
	if len(ktests) < 5 {
		t.Fatalf("symx run classify.bc wrote %d tests, want at least 5\n%s", len(ktests), stderr.String())
	}
	// Replay and cov find the build beside the bitcode, or by --build.
	bc := filepath.Join(out, "classify.bc")
	for _, args := range [][]string{{"replay", bc, tests}, {"replay", "--build", out, "classify", tests}} {
		stdout.Reset()
		stderr.Reset()
		if code := runMain(env, args); code != 0 {
			t.Fatalf("symx %q: exit %d\n%s%s", args, code, stdout.String(), stderr.String())
		}
		want := fmt.Sprintf("replay: %d reproduced, 0 mismatched, 0 unchecked, 0 unreadable", len(ktests))
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("symx %q:\n%s\nwant %q", args, stdout.String(), want)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(out, "cov", "build", "CMakeFiles", "*", "*.gcda")); len(m) > 0 {
		t.Errorf("replay wrote coverage data into the build's tree: %v", m)
	}

	stdout.Reset()
	stderr.Reset()
	if code := runMain(env, []string{"cov", "--json=-", bc, tests}); code != 0 {
		t.Fatalf("symx cov classify.bc: exit %d\n%s", code, stderr.String())
	}
	var rep cover.Report
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
		t.Fatalf("symx cov --json: %v\n%s", err, stdout.String())
	}
	// Every line and branch of grade.c (the library) and classify.c:
	// the tests reach each grade and the out-of-range score.
	files := map[string]cover.File{}
	for _, f := range rep.Files {
		files[filepath.Base(f.Path)] = f
	}
	for _, name := range []string{"classify.c", "grade.c"} {
		f, ok := files[name]
		if !ok {
			t.Errorf("cov's report has no %s: %+v", name, rep.Files)
			continue
		}
		if f.Lines.Covered != f.Lines.Total || f.Branches.Covered != f.Branches.Total || f.Branches.Total == 0 ||
			!strings.HasPrefix(f.Path, filepath.Join(out, "cov")) {
			t.Errorf("%s: lines %+v, branches %+v; want all covered, in the coverage build's tree", f.Path, f.Lines, f.Branches)
		}
	}
	if len(rep.Files) != 2 || rep.Tests != len(ktests) || len(rep.Lost) > 0 {
		t.Errorf("cov: %d files, %d tests, lost %v; want 2 files, %d tests", len(rep.Files), rep.Tests, rep.Lost, len(ktests))
	}
	if m, _ := filepath.Glob(filepath.Join(out, "cov", "build", "CMakeFiles", "*", "*.gcda")); len(m) > 0 {
		t.Errorf("cov wrote coverage data into the build's tree: %v", m)
	}
	if _, err := os.Stat(filepath.Join(out, "build.json")); err != nil {
		t.Error(err)
	}

	// The build directory moved: replay and cov read it where it is now
	// (the coverage executables still write their data to the old
	// paths, which cov maps), with the same figures.
	moved := filepath.Join(t.TempDir(), "moved")
	if err := os.Rename(out, moved); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	stderr.Reset()
	if code := runMain(env, []string{"replay", filepath.Join(moved, "classify.bc"), tests}); code != 0 ||
		!strings.Contains(stdout.String(), fmt.Sprintf("replay: %d reproduced, 0 mismatched", len(ktests))) {
		t.Errorf("symx replay of the moved build: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	stdout.Reset()
	stderr.Reset()
	if code := runMain(env, []string{"cov", "--json=-", filepath.Join(moved, "classify.bc"), tests}); code != 0 {
		t.Fatalf("symx cov of the moved build: exit %d\n%s", code, stderr.String())
	}
	var again cover.Report
	if err := json.Unmarshal(stdout.Bytes(), &again); err != nil {
		t.Fatal(err)
	}
	if again.Lines != rep.Lines || again.Branches != rep.Branches || len(again.Files) != 2 ||
		!strings.HasPrefix(again.Files[0].Path, filepath.Join(moved, "cov")) {
		t.Errorf("cov of the moved build: lines %+v, branches %+v, files %v; want %+v, %+v, in %s/cov",
			again.Lines, again.Branches, again.Files, rep.Lines, rep.Branches, moved)
	}
	out = moved

	// A program the build does not have, and a .bc of no build.
	for _, args := range [][]string{{"cov", "--build", out, "nosuch", tests}, {"replay", filepath.Join(out, "nosuch.bc"), tests}} {
		stderr.Reset()
		if code := runMain(env, args); code != 2 || !strings.Contains(stderr.String(), "not a program of the symx build") {
			t.Errorf("symx %q: exit %d, %q; want 2 and not a program of the build", args, code, stderr.String())
		}
	}
}

func TestBuildUsage(t *testing.T) {
	for _, args := range [][]string{{"build"}, {"build", "--"}, {"build", "-o", "x"}} {
		var stderr bytes.Buffer
		code := runMain(&cmdEnv{Stdout: &stderr, Stderr: &stderr}, args)
		if code != 2 || !strings.Contains(stderr.String(), "no build command given") {
			t.Errorf("symx %q: exit %d, %q; want 2 and a usage message", args, code, stderr.String())
		}
	}
}

// TestBuildReplayMemoryError: a symx build's program whose test reads
// past a heap object replays as that memory error on the ASan build
// (symx build --asan), and without it under valgrind's memcheck on the
// coverage build; the coverage of a test that ends in abort() is not
// lost (the coverage build's SIGABRT handler writes it).
func TestBuildReplayMemoryError(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a project twice (-short)")
	}
	for _, tool := range []string{"clang-14", "ld.lld-14", "llvm-ar-14", "llvm-dis-14", "make"} {
		testutil.NeedTool(t, tool)
	}
	src := t.TempDir()
	for name, content := range map[string]string{
		"Makefile": "oob: oob.c\n\t$(CC) -o oob oob.c\n",
		"oob.c": `#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  int i;
  char *a = calloc(4, 1);
  klee_make_symbolic(&i, sizeof i, "i");
  if (i >= 0 && i < 6)
    return a[i];
  if (i == 100)
    abort();
  return 0;
}
`,
	} {
		if err := os.WriteFile(filepath.Join(src, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stdout, stderr bytes.Buffer
	env := &cmdEnv{Stdout: &stdout, Stderr: &stderr}
	tests := filepath.Join(t.TempDir(), "out")
	for _, tc := range []struct {
		name string
		flag string
		want string // how the memory error's replay ends
	}{{"asan", "--asan", "got memory error: heap-buffer-overflow"}, {"memcheck", "--asan=false", "got memory error: Invalid read"}} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "memcheck" {
				testutil.NeedTool(t, "valgrind")
			}
			if err := exec.Command("make", "-C", src, "clean", "-s").Run(); err != nil {
				os.Remove(filepath.Join(src, "oob"))
			}
			out := filepath.Join(t.TempDir(), "bc")
			stderr.Reset()
			if code := runMain(env, []string{"build", "-C", src, "-o", out, tc.flag, "--", "make"}); code != 0 {
				t.Fatalf("symx build: exit %d\n%s", code, stderr.String())
			}
			os.Remove(filepath.Join(src, "oob"))
			bc := filepath.Join(out, "oob.bc")
			if tc.name == "asan" {
				if code := runMain(env, []string{"run", "--max-time=5s", "--workers=1", "--quiet", "--output-dir=" + tests, bc}); code != 0 {
					t.Fatalf("symx run oob.bc: exit %d\n%s", code, stderr.String())
				}
				for _, kind := range []string{"ptr", "abort"} {
					if m, _ := filepath.Glob(filepath.Join(tests, "*."+kind+".err")); len(m) == 0 {
						t.Fatalf("symx run oob.bc found no %s error", kind)
					}
				}
			}
			stdout.Reset()
			stderr.Reset()
			if code := runMain(env, []string{"replay", bc, tests}); code != 0 || !strings.Contains(stdout.String(), " 0 mismatched") ||
				!strings.Contains(stdout.String(), tc.want) {
				t.Errorf("symx replay oob.bc: exit %d, want no mismatch and %q\n%s%s", code, tc.want, stdout.String(), stderr.String())
			}
			stdout.Reset()
			stderr.Reset()
			if code := runMain(env, []string{"cov", "--json=-", bc, tests}); code != 0 {
				t.Fatalf("symx cov oob.bc: exit %d\n%s", code, stderr.String())
			}
			var rep cover.Report
			if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil || len(rep.Files) != 1 {
				t.Fatalf("symx cov --json: %v, %d files\n%s", err, len(rep.Files), stdout.String())
			}
			if len(rep.Lost) > 0 || rep.Lines.Covered != rep.Lines.Total {
				t.Errorf("cov: lines %+v, lost %v; want every line, abort()'s too, and none lost", rep.Lines, rep.Lost)
			}
		})
	}
}

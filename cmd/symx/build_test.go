package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/replay"
)

// TestBuildRunReplay builds projbuild's CMake project with symx build,
// explores one of its programs with symx run, and replays the tests on
// the coverage build's executable.
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
	native := filepath.Join(out, "cov", "build", "classify")
	for _, k := range ktests {
		res, err := replay.ReplayFile(context.Background(), native, k, replay.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Verdict.Result != replay.Reproduced {
			t.Errorf("%s on the coverage build: %s (%s)", k, res.Verdict.Result, res.Verdict.Reason)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(out, "cov", "build", "CMakeFiles", "*", "*.gcda")); len(m) == 0 {
		t.Errorf("replaying on the coverage build left no .gcda data")
	}
	if _, err := os.Stat(filepath.Join(out, "build.json")); err != nil {
		t.Error(err)
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

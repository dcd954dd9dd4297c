package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/testgen"
)

// TestRunFullDisk runs symx on a 2 MB tmpfs that the tests fill: exit
// status 1, the cause and what was kept on the terminal, info and
// coverage.json still written (their room is taken at the start), and the
// tests numbered 1..n without a hole though two workers and two writers
// race. It needs root (mount).
func TestRunFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to mount a tmpfs")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs: %v %s", err, out)
	}
	defer exec.Command("umount", dir).Run()
	out := filepath.Join(dir, "out")
	var stdout, stderr bytes.Buffer
	args := []string{"run", "--search=dfs", "--workers=2", "--output-dir=" + out, "../../testdata/programs/loop16.ll"}
	code := runMain(&cmdEnv{Stdout: &stdout, Stderr: &stderr, Args: append([]string{"symx"}, args...)}, args)
	if code != 1 {
		t.Errorf("exit status %d, want 1", code)
	}
	for _, want := range []string{"cannot write tests", "no space left on device", "tests written before are kept in " + out} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
		}
	}
	info, _ := os.ReadFile(filepath.Join(out, "info"))
	if !strings.Contains(string(info), "write error:") || !strings.Contains(string(info), "KLEE: done: generated tests") {
		t.Errorf("info:\n%s", info)
	}
	if fi, err := os.Stat(filepath.Join(out, "coverage.json")); err != nil || fi.Size() == 0 {
		t.Errorf("coverage.json: %v", err)
	}
	files, err := testgen.ListTests(out)
	if err != nil || len(files) < 10 {
		t.Fatalf("%d tests: %v", len(files), err)
	}
	for i, f := range files {
		if want := testgen.Name(i+1) + ".ktest"; filepath.Base(f) != want {
			t.Fatalf("test %d is %s: a hole in the numbering", i+1, filepath.Base(f))
		}
		if _, err := testgen.LoadTest(f); err != nil {
			t.Error(err)
		}
	}
}

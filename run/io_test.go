package run

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/symx/symx/testgen"
)

// TestWriteErrorEndsRun fills the "disk" after five tests: the run stops
// writing and exploring, says why in messages and info, returns normally,
// and the five tests written before are whole.
func TestWriteErrorEndsRun(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	cfg := Config{Input: "../testdata/programs/loop16.ll", OutputDir: out, Search: []string{"dfs"}, MaxTime: time.Minute}
	cfg.writeFile = func(dir, path string, data []byte) error {
		if filepath.Base(path) >= "test000006" {
			return &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
		}
		return os.WriteFile(path, data, 0o644)
	}
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !errors.Is(res.WriteError, syscall.ENOSPC) || res.Halted != "cannot write tests" {
		t.Fatalf("write error %v, halted %q", res.WriteError, res.Halted)
	}
	if res.Completed >= 1<<16 {
		t.Errorf("explored all %d paths after the disk filled", res.Completed)
	}
	paths, err := testgen.ListTests(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != 5 || res.Tests != 5 {
		t.Fatalf("%d test files, result says %d; want 5", len(paths), res.Tests)
	}
	for _, p := range paths {
		if _, err := testgen.LoadTest(p); err != nil {
			t.Error(err)
		}
	}
	for file, want := range map[string]string{"messages": "cannot write tests", "info": "write error:"} {
		b, _ := os.ReadFile(filepath.Join(out, file))
		if !strings.Contains(string(b), want) || !strings.Contains(string(b), "no space left") {
			t.Errorf("%s lacks %q and the cause:\n%s", file, want, b)
		}
	}
}

// TestBadConfigLeavesNoOutput: a configuration rejected before exploring
// starts creates no symx-out-N and leaves symx-last alone.
func TestBadConfigLeavesNoOutput(t *testing.T) {
	loop := "../testdata/programs/loop16.ll"
	cases := map[string]Config{
		"search":   {Input: loop, Search: []string{"no-such-searcher"}},
		"solver":   {Input: loop, Solver: "no-such-solver"},
		"no main":  {Input: "testdata/nomain.c"},
		"combined": {Input: loop, SGSCombined: true},
		"posix":    {Input: "testdata/nomain.c", POSIXRuntime: true},
	}
	for name, cfg := range cases {
		t.Run(name, func(t *testing.T) {
			base := t.TempDir()
			if err := os.Symlink("symx-out-7", filepath.Join(base, testgen.LastLinkName)); err != nil {
				t.Fatal(err)
			}
			cfg.OutputBase = base
			if _, err := Run(context.Background(), cfg); err == nil {
				t.Fatal("accepted")
			}
			ents, _ := os.ReadDir(base)
			if len(ents) != 1 {
				t.Fatalf("left %v", ents)
			}
			if l, _ := os.Readlink(filepath.Join(base, testgen.LastLinkName)); l != "symx-out-7" {
				t.Fatalf("symx-last points at %q", l)
			}
		})
	}
}

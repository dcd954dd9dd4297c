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

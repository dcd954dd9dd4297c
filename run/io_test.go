package run

import (
	"context"
	"errors"
	"fmt"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/symx/symx/exec"
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
	for file, want := range map[string]string{testgen.MessagesFile: "cannot write tests", "info": "write error:"} {
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
		"combined": {Input: loop, Techniques: []technique.Technique{&search.Combined{On: true}}},
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

// TestSGSCombinedCountsUnion: every combined-SGS phase explores these
// programs completely; the totals must be those of the union of the
// phases, the independent path counts of testdata/expected, with one test
// per completed path and per distinct bug, and info must list the phases.
func TestSGSCombinedCountsUnion(t *testing.T) {
	exp := loadExpectations(t)
	for _, name := range []string{"heap_list.c", "arith.c", "checksum.c"} {
		t.Run(name, func(t *testing.T) {
			e := exp[name]
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{
				Input:     filepath.Join("..", "testdata", "programs", strings.TrimSuffix(name, ".c")+".ll"),
				OutputDir: out, Techniques: []technique.Technique{&search.Combined{On: true}}, MaxTime: 4 * time.Minute,
			})
			if err != nil {
				t.Fatal(err)
			}
			if res.Completed != e.Completed || res.Partial != e.Partial {
				t.Errorf("completed %d partial %d, want %d %d", res.Completed, res.Partial, e.Completed, e.Partial)
			}
			paths := 0
			for _, b := range res.Bugs {
				paths += b.Paths
			}
			if want := int(e.Completed) + len(res.Bugs); res.Tests != want || uint64(paths) != e.Partial {
				t.Errorf("%d tests, %d bug paths; want %d, %d", res.Tests, paths, want, e.Partial)
			}
			files, _ := testgen.ListTests(out)
			if len(files) != res.Tests {
				t.Errorf("%d test files, result says %d", len(files), res.Tests)
			}
			checkInfo(t, out, res)
			info, _ := os.ReadFile(filepath.Join(out, "info"))
			if n := strings.Count(string(info), "\nphase: sgs:"); n != len(search.CombinedLengths) {
				t.Errorf("info lists %d phases:\n%s", n, info)
			}
		})
	}
}

// TestMemoryCap bounds the process's memory, not the Go heap: a state
// whose allocation would exceed the cap is killed before it is made (as
// KLEE kills states over its cap; a NULL from malloc would send it down
// an out-of-memory path no native run takes), and a state that keeps
// allocating is killed too, which messages and info record. The caps
// are set just above what the test process already holds.
func TestMemoryCap(t *testing.T) {
	// One 256 MiB malloc, or 1 MiB ones adding up.
	for _, prog := range []string{"bigmalloc.c", "manymallocs.c"} {
		t.Run(prog, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			warmUp(t, filepath.Join("testdata", prog))
			cap := exec.ProcessMemory() + 48<<20
			res, err := Run(context.Background(), Config{Input: filepath.Join("testdata", prog), OutputDir: out, MaxMemory: cap})
			if err != nil {
				t.Fatal(err)
			}
			if got := exec.ProcessMemory(); got > cap+32<<20 {
				t.Errorf("process memory %d MB, cap %d MB", got>>20, cap>>20)
			}
			tests, _ := testgen.ListTests(out)
			if res.Completed != 0 || res.Partial != 1 || len(tests) != 1 {
				t.Fatalf("completed %d, partial %d, %d tests", res.Completed, res.Partial, len(tests))
			}
			if tt, err := testgen.LoadTest(tests[0]); err != nil || tt.Outcome != testgen.Early(exec.MemoryLimitReason) {
				t.Fatalf("outcome %v, %v; want the state killed: %s", tt.Outcome, err, exec.MemoryLimitReason)
			}
		})
	}
	t.Run("states", func(t *testing.T) {
		// Breadth-first, loop16's states pile up past the cap.
		out := filepath.Join(t.TempDir(), "out")
		warmUp(t, "../testdata/programs/loop16.ll")
		cap := exec.ProcessMemory() + 16<<20
		res, err := Run(context.Background(), Config{Input: "../testdata/programs/loop16.ll", OutputDir: out,
			Search: []string{"bfs"}, MaxMemory: cap, WriteNoTests: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Partial == 0 {
			t.Fatal("no state killed")
		}
		msgs, _ := os.ReadFile(filepath.Join(out, testgen.MessagesFile))
		info, _ := os.ReadFile(filepath.Join(out, "info"))
		logged := 0
		for _, line := range strings.Split(string(msgs), "\n") {
			var n, of int
			if i := strings.Index(line, "killing "); i >= 0 {
				if _, err := fmt.Sscanf(line[i:], "killing %d of %d states: memory limit exceeded", &n, &of); err == nil {
					logged += n
				}
			}
		}
		if logged != int(res.Partial) {
			t.Errorf("messages log %d kills, %d states were killed:\n%s", logged, res.Partial, msgs)
		}
		if want := fmt.Sprintf("killed: %d states: memory limit exceeded", res.Partial); !strings.Contains(string(info), want) {
			t.Errorf("info lacks %q:\n%s", want, info)
		}
	})
}

// TestReadOnlyFileName: a write to read-only memory is reported in
// KLEE's testNNNNNN.read_only.err, and the native run of its test faults.
func TestReadOnlyFileName(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	res, err := Run(context.Background(), Config{Input: "testdata/readonly.c", OutputDir: out, Search: []string{"dfs"}})
	if err != nil {
		t.Fatal(err)
	}
	errs, _ := filepath.Glob(filepath.Join(out, "*.read_only.err"))
	if len(errs) != 1 || len(res.Bugs) != 1 {
		t.Fatalf("error files %v, bugs %v", errs, res.Bugs)
	}
	replayAll(t, "testdata/readonly.c", out, res.Tests)
}

// warmUp loads and starts input once, so that the memory the process
// measures before setting a cap already holds what loading the program
// and the C library costs (the caps are small margins above it).
func warmUp(t *testing.T, input string) {
	t.Helper()
	if _, err := Run(context.Background(), Config{Input: input, OutputDir: filepath.Join(t.TempDir(), "warm"),
		MaxInstructions: 1, WriteNoTests: true}); err != nil {
		t.Fatal(err)
	}
	debug.FreeOSMemory() // what earlier tests left allocated but free must not hide the cap
}

package run

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

// TestAllocationLimitAgrees: the replay limits a native program's data to
// the largest allocation the model grants (replay.ModelMaxAlloc), which
// must be exec.MaxAlloc, or a test whose malloc failed under symx goes on
// natively (replay.TestReplayAllocationLimit); and above that limit
// starts the null path of a symbolic size (exec.HugeAlloc).
func TestAllocationLimitAgrees(t *testing.T) {
	if exec.MaxAlloc != replay.ModelMaxAlloc {
		t.Fatalf("exec.MaxAlloc %d, replay.ModelMaxAlloc %d", uint64(exec.MaxAlloc), uint64(replay.ModelMaxAlloc))
	}
	// A symbolic size's null path (testdata/malloc_huge.c) must take
	// sizes the replay's limit refuses.
	if exec.HugeAlloc <= replay.DataLimit {
		t.Fatalf("exec.HugeAlloc %d, not above replay.DataLimit %d", uint64(exec.HugeAlloc), uint64(replay.DataLimit))
	}
}

// TestSymbolicHugeAllocation: a symbolic size of at most 4 GiB + 4 KiB
// (testdata/malloc_huge.c) has no null path (KLEE's policy, sizes above
// 2^31, gave one, whose test natively got its memory and exited 0); its
// paths are the two sizes allocated and the model error of the rest, and
// every test replays natively as it ended under symx, or is a model
// error replay cannot observe.
func TestSymbolicHugeAllocation(t *testing.T) {
	if _, err := replay.FindCompiler(); err != nil {
		testutil.SkipMissing(t, "no C compiler: %v", err)
	}
	src, err := filepath.Abs(filepath.Join("testdata", "malloc_huge.c"))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out")
	res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{"dfs"}, MaxTime: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if res.Completed != 2 || res.Partial != 1 {
		t.Errorf("paths: completed %d partial %d, want 2 1", res.Completed, res.Partial)
	}
	rs, err := replay.ReplaySuite(context.Background(), src, []string{out}, replay.SuiteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		model := r.Test.Outcome.Status == testgen.StatusBug && r.Test.Outcome.Kind() == testgen.KindModel
		if r.Test.Outcome.Status == testgen.StatusExit && r.Test.Outcome.ExitCode != 0 ||
			r.Verdict.Result != replay.Reproduced && !(model && r.Verdict.Result == replay.Unchecked) {
			t.Errorf("%s: %s: expected %s, native run %s (%s)", filepath.Base(r.Path), r.Verdict.Result, r.Test.Outcome, r.Outcome, r.Verdict.Reason)
		}
	}
}

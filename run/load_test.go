package run

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/symx/symx/testgen"
)

// TestSameUnderLoad (issue 53): one program, one seed, one worker and an
// instruction budget give the same tests on a quiet machine and under a
// CPU hog. The solver's budgets and the executor's time slices are
// counted in work (solver.Work), not time; with 80 ms wall-clock slices
// the state order depended on the machine's speed.
func TestSameUnderLoad(t *testing.T) {
	for _, tc := range []struct {
		name   string
		src    string
		search []string
		insts  uint64
		work   uint64
	}{
		{"regexp", "../testdata/programs/regexp.c", nil, 300000, 0}, // KLEE's default: random-path and nurs:covnew
		{"maze", "../testdata/programs/maze.c", []string{"sgs:2"}, 200000, 0},
		{"checksum", "../testdata/programs/checksum.c", []string{"nurs:covnew"}, 300000, 0},
		// A factoring query that spends its budget: it must stop at
		// the same point of its search.
		{"solver_timeout", "testdata/solver_timeout.c", []string{"dfs"}, 0, 300},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The instruction budget halts the run; MaxTime only sets the
			// dump's wall-clock grace (HaltGrace, 5 s without it), which a
			// loaded CI machine overran: 1,220 of regexp's 1,224 states
			// dumped in 5 s.
			cfg := Config{Input: tc.src, Search: tc.search, Seed: 7, Workers: 1,
				MaxInstructions: tc.insts, MaxSolverWork: tc.work, MaxTime: 10 * time.Minute}
			quiet := testDigest(t, cfg)
			stop := cpuHog(2 * runtime.NumCPU())
			loaded := testDigest(t, cfg)
			stop()
			if !slices.Equal(quiet, loaded) {
				t.Errorf("quiet run: %d tests, work %s\nloaded run: %d tests, work %s\nthe tests differ",
					len(quiet)-1, quiet[0], len(loaded)-1, loaded[0])
			}
			t.Logf("%d tests, work %s", len(quiet)-1, quiet[0])
		})
	}
}

// testDigest runs cfg and returns the paths and solver work it counted,
// then a digest of each test's inputs and outcome, in the tests' order.
func testDigest(t *testing.T, cfg Config) []string {
	t.Helper()
	cfg.OutputDir = filepath.Join(t.TempDir(), "out")
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	out := []string{fmt.Sprintf("%d paths, %d units", res.Stats.Paths(), res.Stats.QueryWork)}
	files, err := testgen.ListTests(cfg.OutputDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		ktest, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tc, err := testgen.LoadTest(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%x %s", sha256.Sum256(ktest), tc.Outcome))
	}
	return out
}

// cpuHog keeps n goroutines busy until stop is called.
func cpuHog(n int) (stop func()) {
	var done atomic.Bool
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint64(1)
			for !done.Load() {
				for range 1 << 16 {
					x = x*6364136223846793005 + 1442695040888963407
				}
			}
			_ = x
		}()
	}
	return func() { done.Store(true); wg.Wait() }
}

package run

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

// expectation is one entry of testdata/expected/outcomes.json, derived
// independently of symx (native enumeration, z3, reasoning).
type expectation struct {
	Completed  uint64 `json:"completed"`
	Partial    uint64 `json:"partial"`
	Exhaustive *bool  `json:"exhaustive_exploration_feasible"`
	Bugs       []struct {
		Kind  string `json:"kind"`
		Line  int    `json:"line"`
		Count int    `json:"count"`
	} `json:"bugs"`
}

func loadExpectations(t *testing.T) map[string]expectation {
	b, err := os.ReadFile("../testdata/expected/outcomes.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]expectation
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestBenchmarkPrograms runs every benchmark program from its checked-in
// IR with DFS to completion and compares path counts and bugs with the
// independent expectations; then every generated test is replayed natively
// (when a C compiler is present) and must reproduce its outcome.
func TestBenchmarkPrograms(t *testing.T) { testBenchmarkPrograms(t, 1) }

// TestBenchmarkProgramsWorkers is TestBenchmarkPrograms on two workers
// (exec.Workers): the same paths, bugs and replays, whatever worker ran
// which path (programs of up to 5,000 paths).
func TestBenchmarkProgramsWorkers(t *testing.T) { testBenchmarkPrograms(t, 2) }

func testBenchmarkPrograms(t *testing.T, workers int) {
	exp := loadExpectations(t)
	names := make([]string, 0, len(exp))
	for n := range exp {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		e := exp[name]
		t.Run(name, func(t *testing.T) {
			if e.Exhaustive != nil && !*e.Exhaustive {
				t.Skip("path count beyond exhaustive exploration (checked by the search tests)")
			}
			if testing.Short() && e.Completed > 1000 {
				t.Skip("large in -short mode")
			}
			if workers > 1 && e.Completed > 5000 {
				t.Skip("large: checked on one worker")
			}
			t.Parallel()
			ll := filepath.Join("..", "testdata", "programs", strings.TrimSuffix(name, ".c")+".ll")
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{
				Input: ll, OutputDir: out, Search: []string{"dfs"},
				MaxTime: 5 * time.Minute, EmitAllErrors: false, Workers: workers,
			})
			if err != nil {
				t.Fatal(err)
			}
			if res.Halted != "" {
				t.Fatalf("halted: %s", res.Halted)
			}
			checkExpected(t, res, e)
			checkInfo(t, out, res)
			if workers > 1 && res.Completed > 100 {
				if info, _ := os.ReadFile(filepath.Join(out, "info")); !strings.Contains(string(info), "workers: 2 (") || strings.Contains(string(info), "(0 hand-overs") {
					t.Errorf("info shows no hand-over between the workers")
				}
			}
			replayAll(t, strings.TrimSuffix(ll, ".ll")+".c", out, res.Tests)
		})
	}
}

func equalCounts(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// checkExpected compares a run's path counts and bugs (kind, line, paths)
// with the independently derived expectation.
func checkExpected(t *testing.T, res *Result, e expectation) {
	t.Helper()
	if res.Completed != e.Completed || res.Partial != e.Partial {
		t.Errorf("paths: completed %d partial %d, want %d %d", res.Completed, res.Partial, e.Completed, e.Partial)
	}
	got := map[string]int{}
	for _, b := range res.Bugs {
		got[b.Kind+":"+strconv.Itoa(b.Line)] += b.Paths
	}
	want := map[string]int{}
	for _, b := range e.Bugs {
		want[b.Kind+":"+strconv.Itoa(b.Line)] += b.Count
	}
	if !equalCounts(got, want) {
		t.Errorf("bugs %v, want %v", got, want)
	}
}

// checkInfo checks the info file carries KLEE's closing lines.
func checkInfo(t *testing.T, dir string, res *Result) {
	b, err := os.ReadFile(filepath.Join(dir, "info"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"completed paths = " + strconv.FormatUint(res.Completed, 10),
		"partially completed paths = " + strconv.FormatUint(res.Partial, 10),
		"generated tests = " + strconv.Itoa(res.Tests),
		"data model: ", // replay reads it
	} {
		if !strings.Contains(string(b), line) {
			t.Errorf("info lacks %q", line)
		}
	}
}

// replayAll replays the run's tests natively; each must reproduce.
func replayAll(t *testing.T, src, dir string, n int) { replayTests(t, src, dir, n, false) }

// replayTests replays the run's tests natively; each must reproduce, or
// with early, a test of a path stopped early may be unchecked (its end
// cannot be observed natively).
func replayTests(t *testing.T, src, dir string, n int, early bool) {
	if _, err := replay.FindCompiler(); err != nil {
		testutil.SkipMissing(t, "no C compiler: %v", err)
	}
	files, err := testgen.ListTests(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != n {
		t.Errorf("%d test files, result says %d", len(files), n)
	}
	// Replaying 65536 tests natively takes minutes; a spread sample of
	// large suites is as telling.
	if len(files) > 400 {
		step := len(files) / 400
		var sample []string
		for i := 0; i < len(files); i += step {
			sample = append(sample, files[i])
		}
		files = sample
	}
	rs, err := replay.ReplaySuite(context.Background(), src, files, replay.SuiteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if r.Verdict.Result != replay.Reproduced && !(early && r.Verdict.Result == replay.Unchecked && r.Test.Outcome.Status == testgen.StatusEarly) {
			t.Errorf("%s: %s: expected %s, native run %s (%s)", filepath.Base(r.Path), r.Verdict.Result, r.Test.Outcome, r.Outcome, r.Verdict.Reason)
		}
	}
}

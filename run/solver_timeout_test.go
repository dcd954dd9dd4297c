package run

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/replay"
	"github.com/symx/symx/statsfile"
	"github.com/symx/symx/testgen"
)

// TestSolverTimeout (issue 16) runs testdata/solver_timeout.c, whose one
// hard branch needs a factoring query, under a small --max-solver-time,
// and under a small --max-solver-work (issue 53): the run must end soon,
// report the state as KLEE does (a solver error test, counted in info
// and run.stats), and give the other paths their tests, each reproduced
// by a native run.
func TestSolverTimeout(t *testing.T) {
	if _, err := replay.FindCompiler(); err != nil {
		t.Skip("no C compiler")
	}
	for _, tc := range []struct {
		name string
		time time.Duration
		work uint64
	}{{"time", 300 * time.Millisecond, 0}, {"work", 0, 100}} {
		t.Run(tc.name, func(t *testing.T) { testSolverTimeout(t, tc.time, tc.work) })
	}
}

func testSolverTimeout(t *testing.T, limit time.Duration, work uint64) {
	src := filepath.Join("testdata", "solver_timeout.c")
	out := filepath.Join(t.TempDir(), "out")
	start := time.Now()
	res, err := Run(context.Background(), Config{
		Input: src, OutputDir: out, Search: []string{"dfs"},
		MaxTime: time.Minute, MaxSolverTime: limit, MaxSolverWork: work,
	})
	if err != nil {
		t.Fatal(err)
	}
	// The run compiles the program, explores five easy paths and waits
	// for one query (twice: the fork, then the test of the path's end).
	if el := time.Since(start); el > 15*time.Second {
		t.Errorf("run took %v with a solver limit of %v, %d units", el, limit, work)
	}
	if res.Halted != "" {
		t.Fatalf("halted: %s", res.Halted)
	}
	if res.Stats.SolverTimeouts == 0 {
		t.Error("no solver timeout counted")
	}
	// The message names the limit the query reached (it said
	// "--max-solver-time=0s" for a query that spent its work).
	want := "query timed out (--max-solver-time=300ms)"
	if work > 0 {
		want = "query timed out: it spent its solver work (--max-solver-work=100)"
	}
	if len(res.Bugs) != 1 || res.Bugs[0].Kind != "solver" || res.Bugs[0].Message != want {
		t.Fatalf("bugs %+v, want one solver error: %s", res.Bugs, want)
	}
	errs, _ := filepath.Glob(filepath.Join(out, "test*.solver.err"))
	if len(errs) != 1 {
		t.Errorf("%d .solver.err files, want 1", len(errs))
	}
	info, err := os.ReadFile(filepath.Join(out, "info"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(info), "solver timeouts: ") {
		t.Errorf("info has no solver timeouts line:\n%s", info)
	}
	run, err := statsfile.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if last := run.Samples[len(run.Samples)-1]; last.SolverTimeouts != res.Stats.SolverTimeouts {
		t.Errorf("run.stats: %d solver timeouts, want %d", last.SolverTimeouts, res.Stats.SolverTimeouts)
	}

	// Every other path has a test that a native run reproduces.
	files, err := testgen.ListTests(out)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := replay.ReplaySuite(context.Background(), src, files, replay.SuiteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var exits []int
	for _, r := range rs {
		k := r.Test.Outcome.Kind()
		switch {
		case k == testgen.KindSolver:
			if r.Verdict.Result != replay.Unchecked {
				t.Errorf("%s: solver error replayed as %s", filepath.Base(r.Path), r.Verdict.Result)
			}
		case r.Verdict.Result != replay.Reproduced:
			t.Errorf("%s: %s: expected %s, native run %s (%s)", filepath.Base(r.Path), r.Verdict.Result, r.Test.Outcome, r.Outcome, r.Verdict.Reason)
		default:
			exits = append(exits, r.Outcome.ExitCode)
		}
	}
	sort.Ints(exits)
	if want := []int{0, 0, 1, 2}; !slices.Equal(exits, want) {
		t.Errorf("exit codes of the other paths %v, want %v", exits, want)
	}
}

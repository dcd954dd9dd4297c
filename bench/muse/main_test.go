package main

import (
	"strings"
	"testing"
	"time"
)

// fakeRun is a run that covered one instruction and one edge at each of
// times (seconds), the first path ending after the first of them.
func fakeRun(tests int, times ...float64) *result {
	s := series{times: times, first: 1}
	return &result{tests: tests, flips: 3, elapsed: time.Second, clock: &clock{insts: s, edges: s}}
}

// TestRender: per configuration the medians and ranges of its runs; the
// "+P" configuration's speedup pairs its run k with the baseline's run
// k (one pair does not reach the baseline's coverage, a failed run is
// left out); the comparison table tests the final coverage.
func TestRender(t *testing.T) {
	cs := []config{configs[0], configs[1]} // dfs, dfs+P
	prog := progRuns{name: "prog", runs: map[string][]*result{
		"dfs":   {fakeRun(2, 0.1, 1, 2), fakeRun(3, 0.1, 2, 4), fakeRun(4, 0.1, 1.5, 3), fakeRun(3, 0.1, 1, 2)},
		"dfs+P": {fakeRun(5, 0.1, 0.5, 1, 1.5, 2), fakeRun(6, 0.1, 0.5, 1, 2, 3, 4, 5), nil, fakeRun(5, 0.1, 3)},
	}}
	out := render(cs, []progRuns{prog}, 4, time.Second)
	for _, want := range []string{
		"median [min–max] of 4 runs",
		"| prog | dfs    | 3 [2–4] | 3 [3–3] (2 [2–2]) |",
		"| prog | dfs+P  | 5 [5–6] | 5 [2–7] (4 [1–6]) |",
		// Pairs 1 and 2 reach the baseline's 3 units at 1 s (its own
		// times 2 s and 4 s: speedups 2 and 4); pair 4 does not; pair 3
		// failed.
		"| 1.000s [1.000s–1.000s] (not reached in 1 of 3) | 3.0× [2.0×–4.0×] |",
		// 5, 7, 2 against 3, 3, 3, 3: 8 of 12 pairs larger.
		"| prog | dfs+P | dfs | 1.67× | 0.629 | 0.67 | 1.67× | 0.629 | 0.67 |",
	} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	// A single run says so, and gives no test.
	one := progRuns{name: "prog", runs: map[string][]*result{"dfs": prog.runs["dfs"][:1], "dfs+P": prog.runs["dfs+P"][:1]}}
	out = render(cs, []progRuns{one}, 1, time.Second)
	for _, want := range []string{"single run", "| prog | dfs+P | 5 | 5 (4) | 5 (4) | 3 | 0 (0) | 1.00s | 1.000s | 2.0× | 1.000s | 2.0× |", "| prog | dfs+P | dfs | 1.67× | - | - | 1.67× | - | - |"} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// TestAddSums: the summed run keeps the new units after each program's
// first path, merged in time order.
func TestAddSums(t *testing.T) {
	m := &result{clock: &clock{}}
	m.add(fakeRun(1, 0.1, 0.4, 0.9))
	m.add(fakeRun(2, 0.2, 0.3))
	if got := m.clock.insts.times; len(got) != 3 || got[0] != 0.3 || got[2] != 0.9 || m.tests != 3 {
		t.Errorf("summed times %v, tests %d", got, m.tests)
	}
}

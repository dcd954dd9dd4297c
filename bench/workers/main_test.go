package main

import (
	"strings"
	"testing"
	"time"
)

// TestCaseRow: an exhaustive case's paths and branch directions are
// checked equal across every run of both worker counts, its times are
// medians with the speedup's test; a budget case tests the branch
// directions instead; a single run gives plain values and no test.
func TestCaseRow(t *testing.T) {
	run := func(wall, cpu float64, paths int64, edges int) result {
		return result{wall: time.Duration(wall * float64(time.Second)), cpu: time.Duration(cpu * float64(time.Second)),
			paths: paths, edges: edges, totalEdges: 40, handovers: 3, handed: 12}
	}
	exhaustive := benchCase{name: "loop16"}
	one := []result{run(4, 4, 100, 30), run(4.4, 4.4, 100, 30), run(4.2, 4.2, 100, 30), run(4.1, 4.1, 100, 30)}
	many := []result{run(2.2, 4.6, 100, 30), run(2.1, 4.5, 100, 30), run(2.4, 4.8, 100, 30), run(2.0, 4.4, 100, 30)}
	row := caseRow(exhaustive, 2, one, many)
	for _, want := range []string{
		"| loop16 | 4.15 [4.00–4.40] s | 2.15 [2.00–2.40] s | 1.93× | 0.029* | 1.00 |",
		"| 100 (4 equal) | 100 (4 equal) | 30 (4 equal)/40 (4 equal) | 30 (4 equal)/40 (4 equal) | - | - | 3 [3–3] (12 [12–12] states) |",
	} {
		if !strings.Contains(row, want) {
			t.Errorf("no %q in\n%s", want, row)
		}
	}
	// Two workers that found another number of paths: said in the row,
	// and a count that varies shows every run's.
	many[1].paths = 99
	row = caseRow(exhaustive, 2, one, many)
	if !strings.Contains(row, "loop16 (**1 and 2 workers disagree") || !strings.Contains(row, "**varies**: 100, 99, 100, 100") {
		t.Errorf("paths that differ, not said:\n%s", row)
	}
	budget := benchCase{name: "echo, 60s", budget: true}
	one = []result{run(61, 60, 900, 20), run(61, 60, 950, 21), run(61, 60, 990, 22), run(61, 60, 800, 20)}
	many = []result{run(61, 120, 1900, 25), run(61, 120, 2000, 24), run(61, 120, 2100, 26), run(61, 120, 1800, 25)}
	row = caseRow(budget, 2, one, many)
	if want := "| 925 [800–990] | 1950 [1800–2100] | 20.5 [20–22]/40 (4 equal) | 25 [24–26]/40 (4 equal) | 0.029* | 1.00 |"; !strings.Contains(row, want) {
		t.Errorf("no %q in\n%s", want, row)
	}
	row = caseRow(budget, 2, one[:1], many[:1])
	if want := "| echo, 60s | 61.00 s | 61.00 s | 1.00× | - | - | 60.00 s | 120.00 s | 900 | 1900 | 20/40 | 25/40 | - | - | 3 (12 states) |"; !strings.Contains(row, want) {
		t.Errorf("single run: no %q in\n%s", want, row)
	}
	if strings.Count(strings.SplitN(header(2), "\n", 2)[0], "|") != strings.Count(row, "|") {
		t.Errorf("header and row have different columns:\n%s%s", header(2), row)
	}
}

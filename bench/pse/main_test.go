package main

import (
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/pse"
)

// TestLine: counts of runs to the end are checked equal (and one that
// varies says so), times are medians with the speedup's test, and a
// halted run's counts are medians.
func TestLine(t *testing.T) {
	res := func(paths, insts uint64, secs float64, cuts uint64, halted string) result {
		return result{paths: paths, insts: insts, time: time.Duration(secs * float64(time.Second)), halted: halted,
			pse: pse.Stats{Cuts: cuts, CheckTime: time.Second / 2, WPTime: time.Second / 4, Disjuncts: 7}}
	}
	pr := programRuns{name: "prog",
		dfs: []result{res(100, 5000, 4, 0, ""), res(100, 5000, 5, 0, ""), res(100, 5000, 4.5, 0, ""), res(100, 5000, 6, 0, "")},
		pse: []result{res(40, 2000, 2, 9, ""), res(40, 2000, 2.5, 9, ""), res(40, 2100, 2.2, 9, ""), res(40, 2000, 2.1, 9, "")},
	}
	got := strings.Split(pr.line(), "\t")
	want := []string{"prog", "100 (4 equal)", "40 (4 equal)", "2.50×",
		"5000 (4 equal)", "**varies**: 2000, 2000, 2100, 2000", "2.50×",
		"4.75 [4.00–6.00]", "2.15 [2.00–2.50]", "2.21×", "0.029*", "1.00",
		"0.50 [0.50–0.50]", "0.25 [0.25–0.25]", "9 (4 equal)", "0 (4 equal)", "7 (4 equal)", ""}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("line:\n got %q\nwant %q", got, want)
	}
	if n := strings.Count(header, "\t"); n != len(want)-1 {
		t.Errorf("header has %d columns, the line %d", n, len(want)-1)
	}
	// A halted DFS run: medians, and the mark says in how many runs.
	pr.dfs[1].halted, pr.dfs[1].paths = "max-time reached", 80
	got = strings.Split(pr.line(), "\t")
	if got[0] != "prog (DFS: max-time reached in 1 of 4 runs)" || got[1] != "100 [80–100]" {
		t.Errorf("halted: %q, %q", got[0], got[1])
	}
	// A single run: plain values, no test.
	one := programRuns{name: "one", dfs: pr.dfs[:1], pse: pr.pse[:1]}
	got = strings.Split(one.line(), "\t")
	if got[1] != "100" || got[7] != "4.00" || got[9] != "2.00×" || got[10] != "-" || got[11] != "-" {
		t.Errorf("single run: %q", got)
	}
}

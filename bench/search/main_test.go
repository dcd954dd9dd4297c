package main

import (
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/cover"
)

// fake builds results from covered branches per run (of total) and one
// bug a run.
func fake(total int, runs map[string]map[string][]int) results {
	res := results{}
	for p, byS := range runs {
		res[p] = map[string][]cell{}
		for s, covs := range byS {
			for _, c := range covs {
				res[p][s] = append(res[p][s], cell{branches: cover.Counts{Covered: c, Total: total}, bugs: 1})
			}
		}
	}
	return res
}

// TestRender: medians and ranges per program, the branches summed per
// run over the programs, and each SGS strategy against the best other
// one (here bfs on a.c, dfs on b.c and over both).
func TestRender(t *testing.T) {
	progs := []string{"x/a.c", "x/b.c"}
	strategies := []string{"dfs", "bfs", "sgs:1"}
	res := fake(10, map[string]map[string][]int{
		"x/a.c": {"dfs": {2, 3, 4, 3}, "bfs": {5, 5, 6, 5}, "sgs:1": {8, 9, 9, 10}},
		"x/b.c": {"dfs": {7, 7, 7, 7}, "bfs": {1, 1, 1, 1}, "sgs:1": {6, 7, 7, 8}},
	})
	out := render(progs, strategies, res, 4, time.Second)
	for _, want := range []string{
		"median [min–max] of 4 runs",
		"30 [20–40]% 1 [1–1]B", // a.c, dfs
		"90 [80–100]% 1 [1–1]B",
		"10 [9–11]/20 (4 equal)", // all, dfs: 9, 10, 11, 10 covered of 20
		"| a | sgs:1 | 9 [8–10] | bfs | 5 [5–6] | 1.80× | 0.029* | 1.00 |",
		"| b | sgs:1 | 7 [6–8] | dfs | 7 [7–7] | 1.00× | 1.000 | 0.50 |",
		"| **all** | sgs:1 | 16 [14–18] | dfs | 10 [9–11] | 1.60× | 0.029* | 1.00 |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	// A single run says so, and gives no test.
	one := fake(10, map[string]map[string][]int{"x/a.c": {"dfs": {3}, "sgs:1": {9}}})
	out = render(progs[:1], []string{"dfs", "sgs:1"}, one, 1, time.Second)
	for _, want := range []string{"single run", "30% 1B", "| a | sgs:1 | 9 | dfs | 3 | 3.00× | - | - |"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	// Without SGS there is nothing to compare.
	if out := render(progs[:1], []string{"dfs"}, one, 1, time.Second); strings.Contains(out, "Â12") {
		t.Errorf("a comparison without SGS:\n%s", out)
	}
}

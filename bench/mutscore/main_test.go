package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/symx/symx/mutants"
)

// TestRender: two programs, two suites; an invalid mutant counts for
// neither; rates are per program's valid mutants, averaged; ties are
// Best for both; reports read back from JSON (operator names).
func TestRender(t *testing.T) {
	k := &mutants.Kill{Test: "t", How: "exit"}
	mk := func(prog string, muts ...mutants.Result) *mutants.Report {
		r := &mutants.Report{Program: "/b/" + prog + ".bc", Made: map[mutants.Operator]int{mutants.ROR: 7, mutants.CR: 3},
			Suites: []mutants.SuiteReport{{Name: "dfs"}, {Name: "sgs-1"}}, Mutants: muts}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back mutants.Report
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		return &back
	}
	both := mutants.Result{Reached: []bool{true, true}, Kills: []*mutants.Kill{k, k}}
	second := mutants.Result{Reached: []bool{true, true}, Kills: []*mutants.Kill{nil, k}}
	none := mutants.Result{Reached: []bool{false, true}, Kills: []*mutants.Kill{nil, nil}}
	bad := mutants.Result{Invalid: "does not compile", Kills: []*mutants.Kill{k, k}}
	var b strings.Builder
	err := render(&b, []*mutants.Report{
		mk("cut", both, second, none, bad),
		mk("tr", both, none),
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| cut (3 of 4, of 10) | 1 (2) | **2** (3) |",
		"| tr (2 of 2, of 10) | **1** (1) | **1** (2) |",
		"| dfs | 41.7% | 2 | 1 |",   // (1/3 + 1/2) / 2
		"| sgs-1 | 58.3% | 3 | 2 |", // (2/3 + 1/2) / 2
		"sgs-1 (the most killed in all) against each suite",
		"| dfs | 1 | 1 | 0 | 1 |",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
	other := mk("wc", both)
	other.Suites[1].Name = "bfs"
	if err := render(&b, []*mutants.Report{mk("cut", both), other}); err == nil {
		t.Error("reports of other suites: no error")
	}
}

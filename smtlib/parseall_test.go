package smtlib_test

import (
	"strings"
	"testing"

	"github.com/symx/symx/smtlib"
)

// TestParseAll reads files of many queries: one per check-sat, (exit)
// and (reset) starting afresh.
func TestParseAll(t *testing.T) {
	for _, c := range []struct {
		name, src string
		asserts   []int    // assertions per query
		expected  []string // Expected per query
		err       string
	}{
		{"one query", "; expected: sat\n(assert true)(check-sat)", []int{1}, []string{"sat"}, ""},
		{"no check-sat", "(declare-fun x () (_ BitVec 8))(assert (= x #x01))", []int{1}, []string{""}, ""},
		{"log", "(declare-fun x () (_ BitVec 8))(assert (= x #x01))(check-sat)(exit)\n; sat -- 1ms\n" +
			"(set-info :status unsat)(declare-fun x () (_ BitVec 8))(assert (= x #x01))(assert (= x #x02))(check-sat)(exit)",
			[]int{1, 2}, []string{"", "unsat"}, ""},
		{"incremental", "(declare-fun x () (_ BitVec 8))(assert (= x #x01))(check-sat)(assert false)(check-sat)(get-value (x))",
			[]int{1, 2}, []string{"", ""}, ""},
		{"reset", "(declare-fun x () Bool)(assert x)(reset)(declare-fun x () (_ BitVec 8))(assert (= x #x01))", []int{1, 1}, []string{"", ""}, ""},
		{"empty parts", "(set-logic QF_BV)(exit)(exit)", nil, nil, ""},
		{"error after a query", "(assert true)(check-sat)(exit)(assert (bvadd))", []int{1}, []string{""}, "log.smt2:1:40: bvadd takes at least 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			qs, err := smtlib.ParseAll("log.smt2", []byte(c.src))
			if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
				t.Fatalf("error %v, want %q", err, c.err)
			}
			if len(qs) != len(c.asserts) {
				t.Fatalf("%d queries, want %d", len(qs), len(c.asserts))
			}
			for i, q := range qs {
				if len(q.Assertions) != c.asserts[i] || q.Expected != c.expected[i] {
					t.Errorf("query %d: %d assertions, expected %q; want %d, %q", i+1, len(q.Assertions), q.Expected, c.asserts[i], c.expected[i])
				}
			}
		})
	}
}

package concolic

import (
	"fmt"
	"testing"
)

// TestPoolOrder: dfs hands out the newest branch first, bfs the
// shallowest, covnew an uncovered edge before a covered one, and every
// strategy hands out each branch exactly once.
func TestPoolOrder(t *testing.T) {
	// Discovery order 1..4 with depths 0, 1, 2, 1; branch 4's edge is
	// covered.
	mk := func() []*openBranch {
		return []*openBranch{
			{seq: 1, depth: 0, id: 1}, {seq: 2, depth: 1, id: 2},
			{seq: 3, depth: 2, id: 3}, {seq: 4, depth: 1, id: 4},
		}
	}
	covered := map[[2]int32]bool{{4, 0}: true, {3, 0}: true}
	for _, tc := range []struct {
		strategy string
		want     string // seq order; "" only checks each once
	}{
		{"dfs", "[4 3 2 1]"},
		{"bfs", "[1 2 4 3]"},
		{"nurs:covnew", "[2 1 4 3]"},
		{"random-path", ""},
	} {
		p, err := newPool([]string{tc.strategy}, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range mk() {
			p.push(b)
		}
		var got []uint64
		seen := map[uint64]bool{}
		for b := p.pop(covered); b != nil; b = p.pop(covered) {
			if seen[b.seq] {
				t.Fatalf("%s: branch %d handed out twice", tc.strategy, b.seq)
			}
			seen[b.seq] = true
			got = append(got, b.seq)
		}
		if len(got) != 4 || tc.want != "" && fmt.Sprint(got) != tc.want {
			t.Errorf("%s: order %v, want %s", tc.strategy, got, tc.want)
		}
	}
	for _, bad := range []string{"nurs:md2u", "sgs:0", "sgs:x"} {
		if _, err := newPool([]string{bad}, 1); err == nil {
			t.Errorf("strategy %q accepted", bad)
		}
	}
}

// TestPoolSGS: sgs:N flips the branch whose length-N subpath (its path's
// last N-1 decisions and the flipped direction) was flipped least: of two
// branches with one subpath and a third with another, the third goes
// first or second, never after both; sgs:1 sees one subpath in all
// three. Every branch goes exactly once.
func TestPoolSGS(t *testing.T) {
	x, y := step{1, 0}, step{2, 1}
	for _, tc := range []struct {
		strategy string
		early    uint64 // a branch handed out first or second; 0: any
		history  int
	}{{"sgs:2", 3, 1}, {"sgs:3", 3, 2}, {"sgs:1", 0, 0}} {
		for seed := range uint64(20) {
			p, err := newPool([]string{tc.strategy}, seed)
			if err != nil || p.history != tc.history {
				t.Fatalf("%s: %v, history %d; want %d", tc.strategy, err, p.history, tc.history)
			}
			for _, b := range []*openBranch{
				{seq: 1, id: 5, dir: 1, history: []step{y, x}}, {seq: 2, id: 5, dir: 1, history: []step{y, x}},
				{seq: 3, id: 5, dir: 1, history: []step{x, y}},
			} {
				p.push(b)
			}
			var got []uint64
			for b := p.pop(nil); b != nil; b = p.pop(nil) {
				got = append(got, b.seq)
			}
			if len(got) != 3 || got[0] == got[1] || got[1] == got[2] || got[0] == got[2] ||
				tc.early != 0 && got[2] == tc.early {
				t.Fatalf("%s, seed %d: order %v, want each once, %d first or second", tc.strategy, seed, got, tc.early)
			}
		}
	}
}

// TestRandomPathPrefersShallow: random-path picks depth d with weight
// 2^-d, so between depths 0 and 3 the shallow branch wins about 8 in 9.
func TestRandomPathPrefersShallow(t *testing.T) {
	p, _ := newPool([]string{"random-path"}, 7)
	shallow := 0
	const n = 2000
	for range n {
		p.push(&openBranch{seq: 1, depth: 0})
		p.push(&openBranch{seq: 2, depth: 3})
		if p.pop(nil).seq == 1 {
			shallow++
		}
		p.pop(nil)
	}
	if f := float64(shallow) / n; f < 0.85 || f > 0.93 {
		t.Errorf("shallow branch picked %.2f of the time, want about 8/9", f)
	}
}

func TestParsePartial(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"", "map[]"}, {"none", "map[]"}, {"array", "map[array:true]"},
		{"all", "map[array:true fp:true sat:true simplex:true]"}, {"simplex, array", "map[array:true simplex:true]"},
		{"sat,fp", "map[fp:true sat:true]"}, {"smt", "error"},
	} {
		on, err := ParsePartial(tc.in)
		got := "error"
		if err == nil {
			names := map[string]bool{}
			for s := range on {
				names[s.String()] = true
			}
			got = fmt.Sprint(names)
		}
		if got != tc.want {
			t.Errorf("ParsePartial(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

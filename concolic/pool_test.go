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
	if _, err := newPool([]string{"nurs:md2u"}, 1); err == nil {
		t.Error("unknown strategy accepted")
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

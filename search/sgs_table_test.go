package search

import (
	"strings"
	"testing"

	"github.com/symx/symx/exec"
)

// fig1 is the branch structure of Figure 1 of the SGS paper: the four
// forking branches s0, s5, s8, s9 and where each direction leads (another
// branch or an exit statement).
var fig1 = map[string][2]string{
	"s0": {"s5", "s8"},
	"s5": {"s6", "s8"},
	"s8": {"s9", "s4"},
	"s9": {"s10", "s4"},
}

var branchIDs = map[string]int32{"s0": 0, "s5": 5, "s8": 8, "s9": 9}

// fig1State is the driver's view of a state: the branch it stands at
// (or the exit it reached) and its path.
type fig1State struct {
	st   *exec.State
	at   string
	path []string
}

type row struct {
	pending []string          // pending paths, oldest state first
	counts  map[string]uint64 // P, subpaths written like "s0f s8t"
	pick    int               // 1-based position in pending
	gen     string            // the test the picked state generates ("" if it forks)
}

// driveFig1 runs the paper's symbolic execution of Figure 1 under sgs:n
// with the tables' tie rule (newest state): the initial state runs to s0;
// a selected state runs to its next fork, where it keeps the true side and
// a new state takes the false side (Algorithm 1, lines 17-30), or to an
// exit, where it generates a test and ends.
func driveFig1(t *testing.T, n int, rows []row) {
	g := NewSGS(n, 1, true)
	var live []*fig1State
	byState := map[*exec.State]*fig1State{}
	init := &fig1State{st: new(exec.State), at: "s0"}
	live = append(live, init)
	byState[init.st] = init
	g.Update(nil, []*exec.State{init.st}, nil)
	// The initial state's selection (empty subpath) and run to s0.
	cur := g.Select()
	if cur != init.st {
		t.Fatal("initial selection")
	}
	step := func(fs *fig1State) (added, removed []*exec.State, gen string) {
		br := fs.at
		next := fig1[br]
		child := &fig1State{st: new(exec.State), at: next[1], path: append(append([]string(nil), fs.path...), br+"f")}
		child.st.SetHook(g.key, g.data(fs.st).Fork())
		byState[child.st] = child
		fs.path = append(fs.path, br+"t")
		fs.at = next[0]
		g.decide(g.data(fs.st), branchIDs[br], 0)
		g.decide(g.data(child.st), branchIDs[br], 1)
		live = append(live, child)
		return []*exec.State{child.st}, nil, ""
	}
	added, _, _ := step(init)
	g.Update(init.st, added, nil)
	for ri, r := range rows {
		var pending []string
		for _, fs := range live {
			pending = append(pending, strings.Join(fs.path, " "))
		}
		if strings.Join(pending, " | ") != strings.Join(r.pending, " | ") {
			t.Fatalf("sgs:%d step %d: pending %q, want %q", n, ri+1, pending, r.pending)
		}
		got := readableCounts(g)
		if !equalCounts(got, r.counts) {
			t.Fatalf("sgs:%d step %d: P = %v, want %v", n, ri+1, got, r.counts)
		}
		s := g.Select()
		fs := byState[s]
		if want := live[r.pick-1]; fs != want {
			t.Fatalf("sgs:%d step %d: picked %q, want %q", n, ri+1, strings.Join(fs.path, " "), strings.Join(want.path, " "))
		}
		// Run it to its next fork or exit.
		if _, isBranch := fig1[fs.at]; isBranch {
			added, _, _ := step(fs)
			g.Update(s, added, nil)
			if r.gen != "" {
				t.Fatalf("sgs:%d step %d: picked state forked, want test %q", n, ri+1, r.gen)
			}
			continue
		}
		test := strings.Join(append(append([]string(nil), fs.path...), fs.at), " ")
		if test != r.gen {
			t.Fatalf("sgs:%d step %d: generated %q, want %q", n, ri+1, test, r.gen)
		}
		for i, l := range live {
			if l == fs {
				live = append(live[:i], live[i+1:]...)
				break
			}
		}
		g.Update(s, nil, []*exec.State{s})
	}
}

func readableCounts(g *SGS) map[string]uint64 {
	m := map[string]uint64{}
	for k, c := range g.Counts() {
		if k == "" {
			continue // the initial state's empty subpath
		}
		var parts []string
		for i := 0; i+8 <= len(k); i += 8 {
			id := int32(uint32(k[i]) | uint32(k[i+1])<<8 | uint32(k[i+2])<<16 | uint32(k[i+3])<<24)
			dir := "t"
			if k[i+4] == 1 {
				dir = "f"
			}
			for nm, bid := range branchIDs {
				if bid == id {
					parts = append(parts, nm+dir)
				}
			}
		}
		m[strings.Join(parts, " ")] = c
	}
	return m
}

func equalCounts(a, b map[string]uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// TestSGSTable1 replays Table 1 (length-1 SGS on Figure 1) row by row.
// Two cells of the printed table disagree with its own text and
// algorithm and are corrected here: step 8 picks path 1 (s0t s5t, the only
// subpath with count 0; the table prints 3 but generates s0t s5t s6, as
// the text says) and step 8's queue lists (s5t,1) for what is (s5f,1).
func TestSGSTable1(t *testing.T) {
	driveFig1(t, 1, []row{
		{[]string{"s0t", "s0f"}, map[string]uint64{"s0t": 0, "s0f": 0}, 2, ""},
		{[]string{"s0t", "s0f s8t", "s0f s8f"}, map[string]uint64{"s0t": 0, "s8t": 0, "s8f": 0, "s0f": 1}, 3, "s0f s8f s4"},
		{[]string{"s0t", "s0f s8t"}, map[string]uint64{"s0t": 0, "s8t": 0, "s8f": 1, "s0f": 1}, 2, ""},
		{[]string{"s0t", "s0f s8t s9t", "s0f s8t s9f"}, map[string]uint64{"s0t": 0, "s9t": 0, "s9f": 0, "s8t": 1, "s8f": 1, "s0f": 1}, 3, "s0f s8t s9f s4"},
		{[]string{"s0t", "s0f s8t s9t"}, map[string]uint64{"s0t": 0, "s9t": 0, "s9f": 1, "s8t": 1, "s8f": 1, "s0f": 1}, 2, "s0f s8t s9t s10"},
		{[]string{"s0t"}, map[string]uint64{"s0t": 0, "s9t": 1, "s9f": 1, "s8t": 1, "s8f": 1, "s0f": 1}, 1, ""},
		{[]string{"s0t s5t", "s0t s5f"}, map[string]uint64{"s5t": 0, "s5f": 0, "s0t": 1, "s9t": 1, "s9f": 1, "s8t": 1, "s8f": 1, "s0f": 1}, 2, ""},
		{[]string{"s0t s5t", "s0t s5f s8t", "s0t s5f s8f"}, map[string]uint64{"s5t": 0, "s5f": 1, "s0t": 1, "s9t": 1, "s9f": 1, "s8t": 1, "s8f": 1, "s0f": 1}, 1, "s0t s5t s6"},
		{[]string{"s0t s5f s8t", "s0t s5f s8f"}, map[string]uint64{"s5t": 1, "s5f": 1, "s0t": 1, "s9t": 1, "s9f": 1, "s8t": 1, "s8f": 1, "s0f": 1}, 2, "s0t s5f s8f s4"},
	})
}

// TestSGSTable2 replays Table 2 (length-2 SGS). Corrections: the queue
// of steps 8-10 omits (s0t s5f, 1), the subpath counted when step 7's
// pick ran; step 10 picks path 1 (s0t s5t, count 0; the table prints 3
// but generates s0t s5t s6).
func TestSGSTable2(t *testing.T) {
	common := map[string]uint64{"s8t s9t": 1, "s8t s9f": 1, "s0f s8t": 1, "s0f s8f": 1, "s0t": 1, "s0f": 1}
	with := func(extra map[string]uint64) map[string]uint64 {
		m := map[string]uint64{}
		for k, v := range common {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	driveFig1(t, 2, []row{
		{[]string{"s0t", "s0f"}, map[string]uint64{"s0t": 0, "s0f": 0}, 2, ""},
		{[]string{"s0t", "s0f s8t", "s0f s8f"}, map[string]uint64{"s0t": 0, "s0f s8t": 0, "s0f s8f": 0, "s0f": 1}, 3, "s0f s8f s4"},
		{[]string{"s0t", "s0f s8t"}, map[string]uint64{"s0t": 0, "s0f s8t": 0, "s0f s8f": 1, "s0f": 1}, 2, ""},
		{[]string{"s0t", "s0f s8t s9t", "s0f s8t s9f"}, map[string]uint64{"s0t": 0, "s8t s9t": 0, "s8t s9f": 0, "s0f s8t": 1, "s0f s8f": 1, "s0f": 1}, 3, "s0f s8t s9f s4"},
		{[]string{"s0t", "s0f s8t s9t"}, map[string]uint64{"s0t": 0, "s8t s9t": 0, "s8t s9f": 1, "s0f s8t": 1, "s0f s8f": 1, "s0f": 1}, 2, "s0f s8t s9t s10"},
		{[]string{"s0t"}, map[string]uint64{"s0t": 0, "s8t s9t": 1, "s8t s9f": 1, "s0f s8t": 1, "s0f s8f": 1, "s0f": 1}, 1, ""},
		{[]string{"s0t s5t", "s0t s5f"}, with(map[string]uint64{"s0t s5t": 0, "s0t s5f": 0}), 2, ""},
		{[]string{"s0t s5t", "s0t s5f s8t", "s0t s5f s8f"}, with(map[string]uint64{"s0t s5t": 0, "s0t s5f": 1, "s5f s8t": 0, "s5f s8f": 0}), 3, "s0t s5f s8f s4"},
		{[]string{"s0t s5t", "s0t s5f s8t"}, with(map[string]uint64{"s0t s5t": 0, "s0t s5f": 1, "s5f s8t": 0, "s5f s8f": 1}), 2, ""},
		{[]string{"s0t s5t", "s0t s5f s8t s9t", "s0t s5f s8t s9f"}, with(map[string]uint64{"s0t s5t": 0, "s0t s5f": 1, "s5f s8t": 1, "s5f s8f": 1}), 1, "s0t s5t s6"},
	})
}

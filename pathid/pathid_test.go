package pathid

import (
	"testing"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
)

// event is one event of a test path: a decision (lowered or not) or, with
// call set, a call of the function with index fn.
type event struct {
	id      int32
	dir     int
	lowered bool
	call    bool
	fn      int
}

func br(id int32, dir int) event      { return event{id: id, dir: dir} }
func lowered(id int32, dir int) event { return event{id: id, dir: dir, lowered: true} }
func call(fn int) event               { return event{call: true, fn: fn} }

// path is a test path: its events and its end.
type path struct {
	events []event
	end    exec.Outcome
	bug    *exec.Bug
	code   int
	reason string
}

func bug(kind exec.BugKind, line int) *exec.Bug {
	return &exec.Bug{Kind: kind, Where: exec.Location{File: "p.c", Line: line}}
}

// run replays p's events on a new state under the given schemes, as the
// subscribers would, and returns its termination.
func (p path) run(schemes ...Scheme) *exec.Termination {
	s := &exec.State{}
	for _, e := range p.events {
		for _, sc := range schemes {
			if e.call {
				sc.Called(s, &ir.Func{Index: e.fn})
			} else {
				sc.Decided(s, exec.Decision{ID: e.id, Dir: e.dir, Lowered: e.lowered})
			}
		}
	}
	return &exec.Termination{State: s, Outcome: p.end, Bug: p.bug, ExitCode: p.code, Reason: p.reason}
}

// runsHash is run/paths.go's pathHasher and pathID as they were before
// this package: the reference for Forking, whose values tests already
// written hold.
func runsHash(p path) uint64 {
	const off, prime = 14695981039346656037, 1099511628211
	h := uint64(off)
	for _, e := range p.events {
		if e.call {
			continue // pathHasher was no CallSubscriber
		}
		h = (h ^ uint64(uint32(e.id))) * prime
		h = (h ^ uint64(e.dir)) * prime
	}
	return (h ^ uint64(p.end)) * prime
}

// TestForkingKeepsRunsValues: Forking is the hash run recorded before, on
// every kind of event, and pinned for a few paths.
func TestForkingKeepsRunsValues(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    path
		want uint64 // 0: only compared with runsHash
	}{
		{"no events, exit", path{}, 0xaf63bd4c8601b7df},
		{"no events, bug", path{end: exec.BugFound, bug: bug(exec.BugKind(1), 7)}, 0xaf63bc4c8601b62c},
		{"two branches", path{events: []event{br(3, 1), br(5, 0)}}, 0xab62500c07690c44},
		{"a switch, an early end", path{events: []event{br(0, 4)}, end: exec.Early, reason: "max-instructions"}, 0},
		{"lowered decisions count", path{events: []event{br(1, 0), lowered(9, 1), lowered(9, 0)}}, 0},
		{"calls do not", path{events: []event{call(2), br(1, 1), call(3)}}, 0},
		{"a negative branch ID", path{events: []event{br(-2, 1)}, end: exec.Silent}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Forking.ID(tc.p.run(Forking))
			if ref := runsHash(tc.p); got != ref {
				t.Errorf("Forking %016x, run's hash %016x", got, ref)
			}
			if tc.want != 0 && got != tc.want {
				t.Errorf("Forking %016x, want %016x", got, tc.want)
			}
			if of := Of(tc.p.run(Forking)); of != got {
				t.Errorf("Of %016x on a state kept under Forking only, want Forking's %016x", of, got)
			}
		})
	}
}

// TestSchemesTellApart: which differences between two paths each scheme
// sees (the package doc's reasons).
func TestSchemesTellApart(t *testing.T) {
	div, ptr := exec.BugKind(1), exec.BugKind(2)
	base := []event{br(1, 0), call(4), br(2, 1)}
	for _, tc := range []struct {
		name              string
		a, b              path
		forking, concolic bool // the two paths' identities differ
	}{
		{"same path", path{events: base}, path{events: base}, false, false},
		{"another direction", path{events: base}, path{events: []event{br(1, 1), call(4), br(2, 1)}}, true, true},
		{"another branch", path{events: base}, path{events: []event{br(1, 0), call(4), br(3, 1)}}, true, true},
		{"decisions reordered", path{events: []event{br(1, 0), br(2, 1)}}, path{events: []event{br(2, 1), br(1, 0)}}, true, true},
		{"one decision more", path{events: []event{br(1, 0)}}, path{events: []event{br(1, 0), br(1, 0)}}, true, true},
		{"lowered decisions (memcpy's length)",
			path{events: []event{br(1, 0), lowered(7, 1), lowered(7, 0), br(2, 1)}},
			path{events: []event{br(1, 0), lowered(7, 1), lowered(7, 1), lowered(7, 0), br(2, 1)}}, true, false},
		{"lowered decisions or none (a screening run)",
			path{events: []event{br(1, 0), lowered(7, 1), lowered(7, 0)}},
			path{events: []event{br(1, 0)}}, true, false},
		{"another callee", path{events: []event{br(1, 0), call(4)}}, path{events: []event{br(1, 0), call(5)}}, false, true},
		{"a call more", path{events: []event{br(1, 0)}}, path{events: []event{br(1, 0), call(5)}}, false, true},
		{"exit or bug", path{events: base}, path{events: base, end: exec.BugFound, bug: bug(div, 3)}, true, true},
		{"another bug kind",
			path{events: base, end: exec.BugFound, bug: bug(div, 3)},
			path{events: base, end: exec.BugFound, bug: bug(ptr, 3)}, false, true},
		{"another bug line",
			path{events: base, end: exec.BugFound, bug: bug(div, 3)},
			path{events: base, end: exec.BugFound, bug: bug(div, 4)}, false, true},
		{"another exit code (the model's)", path{events: base, code: 1}, path{events: base, code: 2}, false, false},
		{"another early reason",
			path{events: base, end: exec.Early, reason: "max-time"},
			path{events: base, end: exec.Early, reason: "max-memory"}, false, false},
		{"early or silent", path{events: base, end: exec.Early}, path{events: base, end: exec.Silent}, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range []struct {
				sc     Scheme
				differ bool
			}{{Forking, tc.forking}, {Concolic, tc.concolic}} {
				a, b := c.sc.ID(tc.a.run(c.sc)), c.sc.ID(tc.b.run(c.sc))
				if (a != b) != c.differ {
					t.Errorf("%s: %016x and %016x; want them to differ: %v", c.sc, a, b, c.differ)
				}
			}
		})
	}
}

// TestOf: a finished path's identity is Concolic's when the state was
// kept under it, else Forking's, whichever kept the state first.
func TestOf(t *testing.T) {
	exit := path{events: []event{br(1, 1), call(2)}}
	quiet := path{end: exec.BugFound, bug: bug(exec.BugKind(1), 9)} // no events at all
	for _, tc := range []struct {
		name     string
		p        path
		kept     []Scheme
		identify bool // the engine names Concolic's identity
		want     Scheme
	}{
		{"forking run", exit, []Scheme{Forking}, false, Forking},
		{"concolic run", exit, []Scheme{Forking, Concolic}, false, Concolic},
		{"concolic first", exit, []Scheme{Concolic, Forking}, false, Concolic},
		// Why the engine calls Identify: nothing else marks such a path.
		{"concolic, no events, not identified", quiet, []Scheme{Forking, Concolic}, false, Forking},
		{"concolic, no events, identified", quiet, []Scheme{Forking, Concolic}, true, Concolic},
		{"nothing kept", quiet, nil, false, Forking},
	} {
		t.Run(tc.name, func(t *testing.T) {
			term := tc.p.run(tc.kept...)
			var named uint64
			if tc.identify {
				named = Concolic.Identify(term)
			}
			got := Of(term)
			if want := tc.want.ID(term); got != want {
				t.Errorf("Of %016x, want %s's %016x", got, tc.want, want)
			}
			if tc.identify && got != named {
				t.Errorf("Of %016x, the identity named %016x", got, named)
			}
		})
	}
	// A termination without a state (none is ever made so, but the
	// identity must not depend on it) is its end alone.
	for _, sc := range []Scheme{Forking, Concolic} {
		term := &exec.Termination{Outcome: exec.Exit}
		if got, want := sc.ID(term), sc.Identify(term); got != want || got != Step(Offset, uint64(exec.Exit)) {
			t.Errorf("%s: no state: %016x, %016x; want the exit's alone", sc, got, want)
		}
	}
	if got := Of(&exec.Termination{Outcome: exec.Exit}); got != Step(Offset, uint64(exec.Exit)) {
		t.Errorf("Of, no state: %016x", got)
	}
}

// TestForkedStates: a forked state carries a copy of its parent's hash,
// which the two then extend apart.
func TestForkedStates(t *testing.T) {
	for _, sc := range []Scheme{Forking, Concolic} {
		s := &exec.State{}
		sc.Decided(s, exec.Decision{ID: 1, Dir: 0})
		parent := s.Hook(keys[sc]).(*running)
		child := parent.Fork().(*running)
		before := parent.h
		child.h = Step(child.h, 1)
		if parent.h != before || child.h == before {
			t.Errorf("%s: parent %016x child %016x, from %016x: the copy is shared", sc, parent.h, child.h, before)
		}
	}
}

// TestNoCollisions: the word-wise FNV-1a separates every path of a small
// but complete tree: all direction sequences of up to 16 decisions at
// three branches in turn, with or without a call and a bug at the end.
// Run records it, and the concolic engine drops a path whose identity it
// has seen, with the subtrees below its open branches.
func TestNoCollisions(t *testing.T) {
	const depth = 16
	for _, sc := range []Scheme{Forking, Concolic} {
		seen := map[uint64]string{}
		n := 0
		var walk func(h uint64, trail []byte)
		walk = func(h uint64, trail []byte) {
			for _, end := range []exec.Outcome{exec.Exit, exec.BugFound} {
				id := sc.end(h, &exec.Termination{Outcome: end})
				key := string(trail) + end.String()
				if prev, ok := seen[id]; ok {
					t.Fatalf("%s: %q and %q share %016x", sc, prev, key, id)
				}
				seen[id] = key
				n++
			}
			if len(trail) == depth {
				return
			}
			branch := uint64(len(trail)%3 + 10)
			for dir := range 2 {
				walk(Step(Step(h, branch), uint64(dir)), append(trail, byte('0'+dir)))
			}
		}
		walk(Offset, nil)
		if want := 2 * (1<<(depth+1) - 1); n != want {
			t.Errorf("%s: %d paths, want %d", sc, n, want)
		}
	}
}

func TestSchemeString(t *testing.T) {
	for sc, want := range map[Scheme]string{Forking: "forking", Concolic: "concolic", Scheme(9): "Scheme(9)"} {
		if got := sc.String(); got != want {
			t.Errorf("%d: %q, want %q", sc, got, want)
		}
	}
}

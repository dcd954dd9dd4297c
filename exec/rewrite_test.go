package exec

import (
	"reflect"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/mem"
)

// TestFactsForkIsolation: a path's facts are folded into its map in place
// while no fork shares it, and into a copy after a fork, so that neither
// state sees the facts the other learns after the fork.
func TestFactsForkIsolation(t *testing.T) {
	arr := expr.NewArray("v", 512)
	byteAt := func(i int) expr.Expr { return expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(uint64(i), 32), 1) }
	learn := func(s *State, from, to int) {
		for i := from; i < to; i++ {
			s.learn(expr.Eq(expr.Const(uint64(i%200), 8), byteAt(i)))
		}
	}
	knows := func(s *State, i int) bool {
		v, ok := s.facts.lookup(byteAt(i))
		return ok && v.Value() == uint64(i%200)
	}
	mapOf := func(s *State) uintptr { return reflect.ValueOf(s.facts.frozen).Pointer() }

	s := &State{mem: mem.NewAddressSpace()}
	learn(s, 0, 2*factBatch)
	m := mapOf(s)
	learn(s, 2*factBatch, 4*factBatch)
	if mapOf(s) != m {
		t.Errorf("a path that did not fork copied its facts' map")
	}
	c := s.fork(1, nil)
	learn(s, 4*factBatch, 6*factBatch)
	learn(c, 6*factBatch, 8*factBatch)
	if mapOf(s) == m || mapOf(c) == m || mapOf(s) == mapOf(c) {
		t.Errorf("forked states fold into a shared map")
	}
	for _, tc := range []struct {
		name     string
		s        *State
		from, to int
		want     bool
	}{
		{"parent, before the fork", s, 0, 4 * factBatch, true},
		{"child, before the fork", c, 0, 4 * factBatch, true},
		{"parent, its own", s, 4 * factBatch, 6 * factBatch, true},
		{"child, its own", c, 6 * factBatch, 8 * factBatch, true},
		{"parent, the child's", s, 6 * factBatch, 8 * factBatch, false},
		{"child, the parent's", c, 4 * factBatch, 6 * factBatch, false},
	} {
		for i := tc.from; i < tc.to; i++ {
			if knows(tc.s, i) != tc.want {
				t.Errorf("%s: fact %d known: %v, want %v", tc.name, i, !tc.want, tc.want)
				break
			}
		}
	}
}

// TestRewriteLeavesDeepTerms: simplify folds a condition with the path's
// facts, but leaves one deeper than maxRewriteDepth as it is, even when
// facts fix its leaves: rebuilding a value built up over a long loop at
// every branch was what made a concolic run of stb_image crawl.
func TestRewriteLeavesDeepTerms(t *testing.T) {
	arr := expr.NewArray("v", 2)
	x := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, 32), 1)
	y := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(1, 32), 1)
	chain := func(n int) expr.Expr {
		e := x
		for i := 0; i < n; i++ {
			e = expr.Binary(expr.KindMul, expr.Binary(expr.KindAdd, e, expr.Const(uint64(i), 8)), x)
		}
		return e
	}
	s := &State{}
	s.learn(expr.Eq(expr.Const(1, 8), x))
	s.learn(expr.Eq(expr.Const(3, 8), y))
	for _, tc := range []struct {
		name string
		deep expr.Expr
		keep bool
	}{
		{"shallow", chain(4), false},
		{"deep", chain(maxRewriteDepth), true},
	} {
		c := expr.Eq(tc.deep, y)
		got := s.simplify(c)
		if tc.keep && got != c {
			t.Errorf("%s: rewritten (depth %d), want it kept", tc.name, c.Depth())
		}
		if !tc.keep && !got.IsConst() {
			t.Errorf("%s: not folded to a constant (x is 1, y is 3)", tc.name)
		}
	}
}

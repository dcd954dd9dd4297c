package expr

import (
	"math/rand"
	"testing"
)

// operands lists what Walk must visit before n: its kids and the index and
// value of every write of its update list.
func operands(n Expr) []Expr {
	var out []Expr
	for i := 0; i < n.NumKids(); i++ {
		out = append(out, n.Kid(i))
	}
	for u := n.Updates().Head; n.Kind() == KindRead && u != nil; u = u.Next {
		out = append(out, u.Index, u.Value)
	}
	return out
}

// reachable is the naive recursive closure, Walk's reference.
func reachable(e Expr, seen map[Expr]bool) {
	if seen[e] {
		return
	}
	seen[e] = true
	for _, o := range operands(e) {
		reachable(o, seen)
	}
}

// expDAG is a term whose tree has 2^depth leaves but whose DAG is linear:
// each level uses the previous one twice, through reads of an array
// written with the previous level (so update lists are shared too).
func expDAG(depth int) Expr {
	a := NewArray("dag", 4)
	e := ZExt(Read(UpdateList{Root: a}, Const(0, 32)), 32)
	ul := UpdateList{Root: a}
	for i := 0; i < depth; i++ {
		ul = ul.Write(Const(uint64(i%4), 32), Extract(e, 0, 8))
		r := ZExt(Read(ul, e), 32) // a[e]: the index reads through the writes too
		e = Xor(Add(e, Const(uint64(i)+1, 32)), Mul(r, e))
	}
	return e
}

func randomTerms(seed int64, n int) []Expr {
	r := rand.New(rand.NewSource(seed))
	var out []Expr
	for i := 0; i < n; i++ {
		b := make([]byte, 16+r.Intn(100))
		r.Read(b)
		d := &decoder{data: b}
		p := d.term(d.width(), 1+d.intn(5))
		out = append(out, p.s, p.r)
	}
	return out
}

func TestWalkPostOrderOnce(t *testing.T) {
	cases := [][]Expr{{expDAG(40)}, randomTerms(1, 200)}
	for ci, roots := range cases {
		want := map[Expr]bool{}
		for _, r := range roots {
			reachable(r, want)
		}
		pos := map[Expr]int{}
		for n := range Walk(roots...) {
			if _, dup := pos[n]; dup {
				t.Fatalf("case %d: %v visited twice", ci, n)
			}
			for _, o := range operands(n) {
				if _, ok := pos[o]; !ok {
					t.Fatalf("case %d: %v visited before its operand %v", ci, n, o)
				}
			}
			pos[n] = len(pos)
		}
		if len(pos) != len(want) {
			t.Fatalf("case %d: walked %d nodes, %d reachable", ci, len(pos), len(want))
		}
		for n := range want {
			if _, ok := pos[n]; !ok {
				t.Fatalf("case %d: %v not walked", ci, n)
			}
		}
	}
	// Stopping early stops.
	n := 0
	for range Walk(expDAG(10)) {
		if n++; n == 3 {
			break
		}
	}
	if n != 3 {
		t.Fatalf("break after 3: %d", n)
	}
}

func TestSubstituteSimplifies(t *testing.T) {
	a := NewArray("sub", 2)
	x := ZExt(Read(UpdateList{Root: a}, Const(0, 32)), 32)
	y := ZExt(Read(UpdateList{Root: a}, Const(1, 32)), 32)
	if got := Substitute(Add(x, y), map[Expr]Expr{x: Const(0, 32)}); got != y {
		t.Errorf("x+y with x:=0 is %v, want %v", got, y)
	}
	if got := Substitute(Ult(x, y), map[Expr]Expr{x: Const(3, 32), y: Const(5, 32)}); !got.IsTrue() {
		t.Errorf("3 < 5 is %v", got)
	}
	e := Eq(x, y)
	if got := Substitute(e, map[Expr]Expr{}); got != e {
		t.Errorf("empty substitution changed %v to %v", e, got)
	}
}

// TestSubstituteMemoized: each distinct node is rewritten once, so a DAG
// whose tree has 2^40 leaves is substituted in linear time.
func TestSubstituteMemoized(t *testing.T) {
	e := expDAG(40)
	nodes := 0
	for range Walk(e) {
		nodes++
	}
	calls := 0
	s := Substitution{Node: func(n Expr) (Expr, bool) {
		calls++
		return nil, false
	}}
	if got := s.Apply(e); got != e {
		t.Fatalf("identity substitution rebuilt the term")
	}
	if calls != nodes {
		t.Fatalf("%d calls for %d distinct nodes", calls, nodes)
	}
}

func randomBytes(r *rand.Rand, n uint64) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

// TestSubstituteAgreesWithEvaluation checks every kind of substitution on
// random terms against the evaluator: substituting a value for a symbol
// and evaluating must equal evaluating under an assignment that gives the
// symbol that value.
func TestSubstituteAgreesWithEvaluation(t *testing.T) {
	f0, f1 := fuzzArrays[0], fuzzArrays[1]
	g := NewArray("g", f0.Size)
	r := rand.New(rand.NewSource(3))
	terms := randomTerms(2, 400)
	for round := 0; round < 4; round++ {
		m := NewAssignment()
		for _, a := range []*Array{f0, f1, g} {
			m.Set(a, randomBytes(r, a.Size))
		}
		with := func(a *Array, b []byte) *Assignment {
			c := m.Clone()
			c.Set(a, b)
			return c
		}
		model := randomBytes(r, f0.Size)
		modelArr := NewConstArray("model", model)
		// f0 written at index 1 with f1[0], on top of g.
		written := append([]byte(nil), m.Bytes(g)...)
		written[1] = m.Bytes(f1)[0]
		// Reads of f1 at constant indexes without writes, by their values.
		f1Vals := m.Bytes(f1)
		subs := []struct {
			name string
			s    Substitution
			ref  *Assignment // evaluating the original here must agree
			gone *Array      // must not occur in the result
		}{
			{"model", Substitution{Array: func(a *Array) (UpdateList, bool) {
				return UpdateList{Root: modelArr}, a == f0
			}}, with(f0, model), f0},
			{"rename", Substitution{Array: func(a *Array) (UpdateList, bool) {
				return UpdateList{Root: g}, a == f0
			}}, with(f0, m.Bytes(g)), f0},
			{"writes", Substitution{Array: func(a *Array) (UpdateList, bool) {
				return UpdateList{Root: g}.Write(Const(1, 32), Read(UpdateList{Root: f1}, Const(0, 32))), a == f0
			}}, with(f0, written), f0},
			{"reads", Substitution{Node: func(n Expr) (Expr, bool) {
				if n.Kind() != KindRead || n.Array() != f1 || n.Updates().Head != nil || !n.Kid(0).IsConst() || n.Kid(0).Value() >= f1.Size {
					return nil, false
				}
				return Const(uint64(f1Vals[n.Kid(0).Value()]), Int8), true
			}}, m, nil},
		}
		for _, sub := range subs {
			changed := 0
			for _, e := range terms {
				got := sub.s.Apply(e)
				if got != e {
					changed++
				}
				if got.Width() != e.Width() {
					t.Fatalf("%s: width %d, want %d", sub.name, got.Width(), e.Width())
				}
				if gv, wv := Eval(got, m), Eval(e, sub.ref); gv != wv {
					t.Fatalf("%s: %v\n  became %v\n  = %#x, want %#x", sub.name, e, got, gv, wv)
				}
				for _, a := range got.Arrays() {
					if a == sub.gone && sub.gone != nil {
						t.Fatalf("%s: %v still reads %v", sub.name, got, a)
					}
				}
			}
			if changed < len(terms)/10 {
				t.Fatalf("%s: only %d of %d terms changed", sub.name, changed, len(terms))
			}
		}
	}
}

package exec

import "github.com/symx/symx/expr"

// Equality rewriting (KLEE's rewrite-equalities): every constraint added
// to a path is also remembered as a fact — c is true; for ¬x, x is false;
// for K = x, x is K — and conditions are simplified with the path's facts
// before any feasibility question. A branch on a byte the path already
// fixed (re[0] == '.' after re[0] == 'h') then folds to a constant and
// needs no query, which is most of the branches of parsers and matchers.

// facts maps expressions to the constants the path forces them to: a
// map, plus the facts learnt since in an immutable list. Forks share both
// (copying the struct; fork marks the map shared); every factBatch facts
// the list is folded into the map, in place while one state holds it, or
// into a copy once a fork shares it. So lookups stay short, a fork copies
// nothing, and a path that does not fork (a concolic run, with a
// constraint at every branch it follows) never copies the map: copying it
// at every batch made a 65,000-branch run of stb_image quadratic.
type facts struct {
	frozen map[expr.Expr]expr.Expr
	recent *factNode
	n      int
	shared bool // frozen is another state's too: copy before folding
}

type factNode struct {
	e, v expr.Expr
	next *factNode
}

const factBatch = 32

// Hash-consed constants, built once.
var (
	exprTrue  = expr.True()
	exprFalse = expr.False()
)

func (f *facts) lookup(e expr.Expr) (expr.Expr, bool) {
	for n := f.recent; n != nil; n = n.next {
		if n.e == e {
			return n.v, true
		}
	}
	v, ok := f.frozen[e]
	return v, ok
}

func (f *facts) empty() bool { return f.recent == nil && len(f.frozen) == 0 }

func (f *facts) add(e, v expr.Expr) {
	f.recent = &factNode{e, v, f.recent}
	if f.n++; f.n < factBatch {
		return
	}
	m := f.frozen
	if m == nil || f.shared {
		m = make(map[expr.Expr]expr.Expr, len(f.frozen)+f.n)
		for k, v := range f.frozen {
			m[k] = v
		}
	}
	var rev []*factNode
	for n := f.recent; n != nil; n = n.next {
		rev = append(rev, n)
	}
	for i := len(rev) - 1; i >= 0; i-- { // oldest first: newer facts win
		m[rev[i].e] = rev[i].v
	}
	f.frozen, f.recent, f.n, f.shared = m, nil, 0, false
}

// learn records what constraint c (just added) forces. A fact about a
// subterm that already makes c fold to true is recorded instead of c.
func (s *State) learn(c expr.Expr) {
	if c.IsConst() {
		return
	}
	switch c.Kind() {
	case expr.KindNot:
		s.facts.add(c.Kid(0), exprFalse)
	case expr.KindEq:
		if a, b := c.Kid(0), c.Kid(1); a.IsConst() && !b.IsConst() {
			s.facts.add(b, a)
		} else {
			s.facts.add(c, exprTrue)
		}
	case expr.KindAnd:
		// Conjunctions (split equalities of concatenations) teach each part.
		s.learn(c.Kid(0))
		s.learn(c.Kid(1))
	default:
		s.facts.add(c, exprTrue)
	}
}

// maxRewriteNodes bounds the expressions simplify walks.
const maxRewriteNodes = 4096

// maxRewriteDepth: a subterm deeper than this is left as it is (unless it
// is itself a fact). Such a term is a value built up over a long loop (a
// pointer or a sum); a fact about one of its leaves made simplify rebuild
// all of it at every branch after, thousands of nodes each time, on
// stb_image's pixel loop.
const maxRewriteDepth = 1024

// simplify rewrites e with the path's facts.
func (s *State) simplify(e expr.Expr) expr.Expr {
	if s.facts.empty() || e.IsConst() {
		return e
	}
	r := rewriter{facts: &s.facts, memo: map[expr.Expr]expr.Expr{}}
	out := r.rewrite(e)
	if r.gaveUp {
		return e
	}
	return out
}

type rewriter struct {
	facts  *facts
	memo   map[expr.Expr]expr.Expr
	n      int
	gaveUp bool
}

func (r *rewriter) rewrite(e expr.Expr) expr.Expr {
	if e.IsConst() || r.gaveUp {
		return e
	}
	if v, ok := r.facts.lookup(e); ok {
		return v
	}
	if v, ok := r.memo[e]; ok {
		return v
	}
	if e.Depth() > maxRewriteDepth {
		return e
	}
	if r.n++; r.n > maxRewriteNodes {
		r.gaveUp = true
		return e
	}
	out := e
	switch k := e.Kind(); {
	case k == expr.KindRead:
		// Writes on top stay as they are; only the index is rewritten.
		if ix := r.rewrite(e.Kid(0)); ix != e.Kid(0) {
			out = expr.Read(e.Updates(), ix)
		}
	case k == expr.KindSelect:
		c, a, b := r.rewrite(e.Kid(0)), r.rewrite(e.Kid(1)), r.rewrite(e.Kid(2))
		if c != e.Kid(0) || a != e.Kid(1) || b != e.Kid(2) {
			out = expr.Select(c, a, b)
		}
	case k == expr.KindConcat:
		a, b := r.rewrite(e.Kid(0)), r.rewrite(e.Kid(1))
		if a != e.Kid(0) || b != e.Kid(1) {
			out = expr.Concat(a, b)
		}
	case k == expr.KindExtract:
		if a := r.rewrite(e.Kid(0)); a != e.Kid(0) {
			out = expr.Extract(a, e.Offset(), e.Width())
		}
	case k == expr.KindZExt:
		if a := r.rewrite(e.Kid(0)); a != e.Kid(0) {
			out = expr.ZExt(a, e.Width())
		}
	case k == expr.KindSExt:
		if a := r.rewrite(e.Kid(0)); a != e.Kid(0) {
			out = expr.SExt(a, e.Width())
		}
	case k == expr.KindNot:
		if a := r.rewrite(e.Kid(0)); a != e.Kid(0) {
			out = expr.Not(a)
		}
	case k.IsBinary() || k.IsCompare():
		a, b := r.rewrite(e.Kid(0)), r.rewrite(e.Kid(1))
		if a != e.Kid(0) || b != e.Kid(1) {
			out = expr.Binary(k, a, b)
		}
	case k.IsFP():
		var kids [3]expr.Expr
		changed := false
		for i := 0; i < e.NumKids(); i++ {
			kids[i] = r.rewrite(e.Kid(i))
			changed = changed || kids[i] != e.Kid(i)
		}
		if changed {
			out = expr.FPRebuild(e, kids)
		}
	}
	if out != e {
		// The rewritten term may itself be a known fact.
		if v, ok := r.facts.lookup(out); ok {
			out = v
		}
	}
	r.memo[e] = out
	return out
}

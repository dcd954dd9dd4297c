package prune

import "github.com/symx/symx/expr"

// Homi's features are core branch conditions (the paper's §3.2.2):
//
//	ϕ    ::= cond | ϕ ∧ ϕ | ϕ ∨ ϕ
//	cond ::= lv = n
//	lv   ::= α | α[i]
//
// an input (one byte, or several bytes read together, possibly widened or
// narrowed) equal to a constant, and conjunctions and disjunctions of
// such equalities (symx splits x == 2 over x's four bytes into a
// conjunction; a switch's merged cases are a disjunction). The other
// conditions of a path (x > 89, x ≠ 2) are not features.
//
// A feature is identified across runs by its printed form, as the
// authors' scripts identify it by its kquery text: each run creates its
// own input arrays, so the same condition is a different expression in
// every run, while the arrays' names ("x", "arg00", "stdin") are the same.
// Within a run, expressions are hash-consed, so a condition is printed at
// most once per run (keyer's memo), and deciding a state's features costs
// one map lookup per constraint.

// IsCore reports whether c is a core branch condition.
func IsCore(c expr.Expr) bool {
	switch c.Kind() {
	case expr.KindEq:
		a, b := c.Kid(0), c.Kid(1)
		if b.IsConst() {
			a, b = b, a
		}
		return a.IsConst() && a.Width() > expr.Bool && isLV(b)
	case expr.KindAnd, expr.KindOr:
		return c.Width() == expr.Bool && IsCore(c.Kid(0)) && IsCore(c.Kid(1))
	}
	return false
}

// isLV reports whether e is made of input bytes read at constant
// positions (an l-value α or α[i]).
func isLV(e expr.Expr) bool {
	switch e.Kind() {
	case expr.KindRead:
		ul := e.Updates()
		return ul.Head == nil && !ul.Root.IsConst() && e.Kid(0).IsConst()
	case expr.KindConcat:
		return isLV(e.Kid(0)) && isLV(e.Kid(1))
	case expr.KindZExt, expr.KindSExt, expr.KindExtract:
		return isLV(e.Kid(0))
	}
	return false
}

// table interns feature keys for the whole restart loop: a key's id is
// its index in keys.
type table struct {
	ids  map[string]int32
	keys []string
}

func newTable() *table { return &table{ids: map[string]int32{}} }

func (t *table) id(key string) int32 {
	if id, ok := t.ids[key]; ok {
		return id
	}
	id := int32(len(t.keys))
	t.ids[key] = id
	t.keys = append(t.keys, key)
	return id
}

// keyer maps one run's expressions to feature ids (-1: not a core
// condition). It lives as long as the run: it holds the run's
// expressions.
type keyer struct {
	t    *table
	memo map[expr.Expr]int32
}

func newKeyer(t *table) *keyer { return &keyer{t: t, memo: map[expr.Expr]int32{}} }

func (k *keyer) key(c expr.Expr) int32 {
	if id, ok := k.memo[c]; ok {
		return id
	}
	id := int32(-1)
	if IsCore(c) {
		id = k.t.id(c.String())
	}
	k.memo[c] = id
	return id
}

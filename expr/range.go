package expr

import "math/bits"

// Unsigned bounds. A comparison of an expression with a constant it
// can never reach is decided when it is built: the bounds check of
// tab[x & 7] in a 200-byte table, or zext(b) ≤ 255. The executor then
// asks no query for the impossible side, and a concolic run records no
// open branch for it (a flip that is always unsat).

// umaxDepth bounds the walk in nodes with two terms below them: index
// arithmetic is shallow.
const umaxDepth = 8

// rangeSteps bounds the nodes one urange walk visits, whatever their
// shape: a chain of operations with constants that a loop grows by a
// link an iteration costs no more than this at each comparison.
const rangeSteps = 256

// urange returns bounds lo ≤ e ≤ hi on e's value as an unsigned integer,
// from e's structure alone ([0, Mask(w)] when nothing better is known).
// The lower bound decides what the upper cannot: an object at offset
// 1591 + s of an arena, s a symbolic size under 2^22, is never at 120.
func urange(e Expr, depth int) (lo, hi uint64) {
	steps := rangeSteps
	return urangeIn(e, depth, &steps)
}

// urangeIn is urange's walk, with the nodes it may still visit.
func urangeIn(e Expr, depth int, steps *int) (lo, hi uint64) {
	w := e.width
	top := Mask(w)
	if e.kind == KindConst {
		return e.val, e.val
	}
	if depth == 0 || *steps == 0 || w > 64 {
		return 0, top
	}
	*steps--
	if e.NumKids() > 1 && !e.kids[0].IsConst() && !e.kids[1].IsConst() {
		// Only a node with two terms below it can double the walk: a
		// chain of extensions, truncations and operations with
		// constants (a 16-bit field scaled, aligned and offset) costs
		// its length and keeps its depth.
		depth--
	}
	switch e.kind {
	case KindZExt:
		return urangeIn(e.kids[0], depth, steps)
	case KindExtract:
		// In range after the shift, the cut drops only zero bits.
		l, h := urangeIn(e.kids[0], depth, steps)
		if h>>e.val <= top {
			return l >> e.val, h >> e.val
		}
	case KindConcat:
		lw := e.kids[1].width
		lh, hh := urangeIn(e.kids[0], depth, steps)
		ll, hl := urangeIn(e.kids[1], depth, steps)
		return lh<<lw | ll, hh<<lw | hl
	case KindSelect:
		l1, h1 := urangeIn(e.kids[1], depth, steps)
		l2, h2 := urangeIn(e.kids[2], depth, steps)
		return min(l1, l2), max(h1, h2)
	case KindAnd:
		_, h1 := urangeIn(e.kids[0], depth, steps)
		_, h2 := urangeIn(e.kids[1], depth, steps)
		return 0, min(h1, h2)
	case KindOr, KindXor:
		// No bit above the highest either operand may have; an or has
		// every bit of each operand.
		l1, h1 := urangeIn(e.kids[0], depth, steps)
		l2, h2 := urangeIn(e.kids[1], depth, steps)
		if e.kind == KindXor {
			l1, l2 = 0, 0
		}
		return max(l1, l2), Mask(Width(bits.Len64(max(h1, h2))))
	case KindLShr:
		l, h := urangeIn(e.kids[0], depth, steps) // a >> s ≤ a for any s
		if s := e.kids[1]; s.kind == KindConst {
			if s.val >= uint64(w) {
				return 0, 0
			}
			return l >> s.val, h >> s.val
		}
		return 0, h
	case KindShl:
		if s := e.kids[1]; s.kind == KindConst && s.val < uint64(w) {
			if l, h := urangeIn(e.kids[0], depth, steps); h <= top>>s.val {
				return l << s.val, h << s.val
			}
		}
	case KindAdd:
		l1, h1 := urangeIn(e.kids[0], depth, steps)
		l2, h2 := urangeIn(e.kids[1], depth, steps)
		if sum, carry := bits.Add64(h1, h2, 0); carry == 0 && sum <= top {
			return l1 + l2, sum
		}
	case KindMul:
		l1, h1 := urangeIn(e.kids[0], depth, steps)
		l2, h2 := urangeIn(e.kids[1], depth, steps)
		if hi, lo := bits.Mul64(h1, h2); hi == 0 && lo <= top {
			return l1 * l2, lo
		}
	case KindUDiv:
		// x/0 is all ones (SMT-LIB), so only a nonzero constant divisor.
		if d := e.kids[1]; d.kind == KindConst && d.val > 0 {
			l, h := urangeIn(e.kids[0], depth, steps)
			return l / d.val, h / d.val
		}
	case KindURem:
		// x%0 = x, and x%d < d otherwise: never above x.
		l, h := urangeIn(e.kids[0], depth, steps)
		if d := e.kids[1]; d.kind == KindConst && d.val > 0 {
			if h < d.val {
				return l, h
			}
			return 0, min(h, d.val-1)
		}
		return 0, h
	}
	return 0, top
}

// decideByRange decides the comparison k of a and b when one side is a
// constant the other side's bound puts out of reach; nil otherwise.
func decideByRange(k Kind, a, b Expr) Expr {
	if k != KindEq && k != KindUle && k != KindUlt || a.width == Bool || a.width > 64 || a.IsConst() == b.IsConst() {
		return nil
	}
	x, c, constFirst := a, b.val, false
	if a.IsConst() {
		x, c, constFirst = b, a.val, true
	}
	l, u := urange(x, umaxDepth)
	switch {
	case k == KindEq && (u < c || l > c):
		return False()
	case !constFirst && (k == KindUle && u <= c || k == KindUlt && u < c):
		return True() // x ≤ c, x < c
	case !constFirst && (k == KindUle && l > c || k == KindUlt && l >= c):
		return False()
	case constFirst && (k == KindUle && u < c || k == KindUlt && u <= c):
		return False() // c ≤ x, c < x
	case constFirst && (k == KindUle && l >= c || k == KindUlt && l > c):
		return True()
	}
	return nil
}

// sameIndex decides whether two array indices are equal without the
// solver: offsets from one base by their constants (sameBase), a
// constant against a symbolic index by the latter's bounds (urange: a
// read at a constant offset of an arena passes the writes at 1591 + s).
// known is false when neither decides.
func sameIndex(a, b Expr) (eq, known bool) {
	if eq, known = sameBase(a, b); known || a.IsConst() == b.IsConst() {
		return eq, known
	}
	if b.IsConst() {
		a, b = b, a
	}
	l, h := urange(b, umaxDepth)
	return false, a.val < l || a.val > h
}

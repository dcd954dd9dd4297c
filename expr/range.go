package expr

import "math/bits"

// Unsigned upper bounds. A comparison of an expression with a constant it
// can never reach is decided when it is built: the bounds check of
// tab[x & 7] in a 200-byte table, or zext(b) ≤ 255. The executor then
// asks no query for the impossible side, and a concolic run records no
// open branch for it (a flip that is always unsat).

// umaxDepth bounds the walk: index arithmetic is shallow.
const umaxDepth = 8

// umax returns an upper bound on e's value as an unsigned integer, from
// e's structure alone (Mask(w) when nothing better is known).
func umax(e Expr, depth int) uint64 {
	w := e.width
	top := Mask(w)
	if e.kind == KindConst {
		return e.val
	}
	if depth == 0 || w > 64 {
		return top
	}
	depth--
	switch e.kind {
	case KindZExt:
		return umax(e.kids[0], depth)
	case KindExtract:
		return min(umax(e.kids[0], depth)>>e.val, top)
	case KindConcat:
		lo := e.kids[1].width
		if hi := umax(e.kids[0], depth); hi <= Mask(w-lo) {
			return hi<<lo | Mask(lo)
		}
	case KindSelect:
		return max(umax(e.kids[1], depth), umax(e.kids[2], depth))
	case KindAnd:
		return min(umax(e.kids[0], depth), umax(e.kids[1], depth))
	case KindOr, KindXor:
		// No bit above the highest either operand may have.
		m := max(umax(e.kids[0], depth), umax(e.kids[1], depth))
		return Mask(Width(bits.Len64(m)))
	case KindLShr:
		a := umax(e.kids[0], depth) // a >> s ≤ a for any s
		if s := e.kids[1]; s.kind == KindConst {
			if s.val >= uint64(w) {
				return 0
			}
			return a >> s.val
		}
		return a
	case KindShl:
		if s := e.kids[1]; s.kind == KindConst && s.val < uint64(w) {
			if a := umax(e.kids[0], depth); a <= top>>s.val {
				return a << s.val
			}
		}
	case KindAdd:
		a, b := umax(e.kids[0], depth), umax(e.kids[1], depth)
		if sum, carry := bits.Add64(a, b, 0); carry == 0 && sum <= top {
			return sum
		}
	case KindMul:
		a, b := umax(e.kids[0], depth), umax(e.kids[1], depth)
		if hi, lo := bits.Mul64(a, b); hi == 0 && lo <= top {
			return lo
		}
	case KindUDiv:
		// x/0 is all ones (SMT-LIB), so only a nonzero constant divisor.
		if d := e.kids[1]; d.kind == KindConst && d.val > 0 {
			return umax(e.kids[0], depth) / d.val
		}
	case KindURem:
		// x%0 = x, and x%d < d otherwise: never above x.
		a := umax(e.kids[0], depth)
		if d := e.kids[1]; d.kind == KindConst && d.val > 0 {
			return min(a, d.val-1)
		}
		return a
	}
	return top
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
	u := umax(x, umaxDepth)
	switch {
	case k == KindEq && u < c:
		return False()
	case !constFirst && (k == KindUle && u <= c || k == KindUlt && u < c):
		return True() // x ≤ c, x < c
	case constFirst && (k == KindUle && u < c || k == KindUlt && u <= c):
		return False() // c ≤ x, c < x
	}
	return nil
}

package expr

import "math/bits"

// Simplification rules (the word-level ones, chains and division by
// constants, in rules_word.go). Each simplifyX returns the
// simplified expression, or nil when no rule applies and the caller should
// intern the node as given. Commutative operands arrive in canonical order
// (a constant, if any, is a), so each rule is written once.

func simplifySelect(c, a, b Expr) Expr {
	switch {
	case c.IsTrue():
		return a
	case c.IsFalse():
		return b
	case a == b:
		return a
	case c.kind == KindNot:
		return Select(c.kids[0], b, a)
	case a.width == Bool && a.IsTrue() && b.IsFalse():
		return c
	case a.width == Bool && a.IsFalse() && b.IsTrue():
		return Not(c)
	case a.width == Bool && a.IsTrue():
		return Or(c, b)
	case a.width == Bool && b.IsFalse():
		return And(c, a)
	}
	return nil
}

func simplifyConcat(hi, lo Expr) Expr {
	if hi.IsConst() && lo.IsConst() {
		return Const(hi.val<<lo.width|lo.val, hi.width+lo.width)
	}
	// Adjacent extracts of the same value join.
	if hi.kind == KindExtract && lo.kind == KindExtract && hi.kids[0] == lo.kids[0] &&
		lo.Offset()+uint(lo.width) == hi.Offset() {
		return Extract(hi.kids[0], lo.Offset(), hi.width+lo.width)
	}
	// Zero high part: zero extension.
	if hi.IsConst() && hi.val == 0 {
		return ZExt(lo, hi.width+lo.width)
	}
	// Bytes of one select (a value stored and loaded again) join back into
	// it when one side is constant: Extract narrows a select of a constant
	// into selects of its bytes, and this is the inverse.
	if hi.kind == KindSelect && lo.kind == KindSelect && hi.kids[0] == lo.kids[0] &&
		(hi.kids[1].IsConst() && lo.kids[1].IsConst() || hi.kids[2].IsConst() && lo.kids[2].IsConst()) {
		return Select(hi.kids[0], Concat(hi.kids[1], lo.kids[1]), Concat(hi.kids[2], lo.kids[2]))
	}
	return nil
}

func simplifyExtract(e Expr, off uint, w Width) Expr {
	switch {
	case off == 0 && w == e.width:
		return e
	case e.IsConst():
		return Const(ApplyUnary(KindExtract, e.width, w, off, e.val), w)
	case e.kind == KindExtract:
		return Extract(e.kids[0], e.Offset()+off, w)
	case e.kind == KindConcat:
		hi, lo := e.kids[0], e.kids[1]
		lw := uint(lo.width)
		if off+uint(w) <= lw {
			return Extract(lo, off, w)
		}
		if off >= lw {
			return Extract(hi, off-lw, w)
		}
		return Concat(Extract(hi, 0, Width(off+uint(w)-lw)), Extract(lo, off, Width(lw-off)))
	case e.kind == KindZExt || e.kind == KindSExt:
		inner := e.kids[0]
		iw := uint(inner.width)
		if off+uint(w) <= iw {
			return Extract(inner, off, w)
		}
		if e.kind == KindZExt && off >= iw {
			return Const(0, w)
		}
	case e.kind == KindSelect && (e.kids[1].IsConst() || e.kids[2].IsConst()):
		// Narrowing a select of constants keeps it a select of constants.
		return Select(e.kids[0], Extract(e.kids[1], off, w), Extract(e.kids[2], off, w))
	case off == 0 && (e.kind == KindAnd || e.kind == KindOr || e.kind == KindXor) && e.kids[0].IsConst():
		// Truncation distributes over bitwise operators with a constant.
		return Binary(e.kind, Extract(e.kids[0], 0, w), Extract(e.kids[1], 0, w))
	}
	return nil
}

func simplifyExtend(k Kind, e Expr, w Width) Expr {
	switch {
	case w == e.width:
		return e
	case e.IsConst():
		return Const(ApplyUnary(k, e.width, w, 0, e.val), w)
	case e.kind == k:
		return extend(k, e.kids[0], w)
	case k == KindSExt && e.kind == KindZExt:
		return ZExt(e.kids[0], w) // the sign bit of a zext is 0
	}
	return nil
}

func simplifyNot(e Expr) Expr {
	switch {
	case e.IsConst():
		return Const(ApplyUnary(KindNot, e.width, e.width, 0, e.val), e.width)
	case e.kind == KindNot:
		return e.kids[0]
	}
	return nil
}

func simplifyBinary(k Kind, a, b Expr) Expr {
	w := a.width
	if a.IsConst() && b.IsConst() {
		rw := w
		if k.IsCompare() {
			rw = Bool
		}
		return Const(ApplyBinary(k, w, a.val, b.val), rw)
	}
	if w == Bool {
		if r := simplifyBool(k, a, b); r != nil {
			return r
		}
	} else if k.IsCompare() {
		if r := foldCompare(k, a, b); r != nil {
			return r
		}
		if r := decideByRange(k, a, b); r != nil {
			return r
		}
	}
	switch k {
	case KindAdd:
		if r := simplifyAdd(a, b); r != nil {
			return r
		}
		return simplifyChain(k, a, b)
	case KindSub:
		switch {
		case a == b:
			return Const(0, w)
		case b.IsConst():
			return Add(Const(-b.val, w), a)
		}
		return simplifySubTerm(a, b)
	case KindMul:
		if a.IsConst() {
			switch a.val {
			case 0:
				return a
			case 1:
				return b
			}
		}
		return simplifyChain(k, a, b)
	case KindAnd:
		switch {
		case a == b:
			return a
		case a.IsConst() && a.val == 0:
			return a
		case a.IsConst() && a.val == Mask(w):
			return b
		}
	case KindOr:
		switch {
		case a == b:
			return a
		case a.IsConst() && a.val == 0:
			return b
		case a.IsConst() && a.val == Mask(w):
			return a
		}
	case KindXor:
		switch {
		case a == b:
			return Const(0, w)
		case a.IsConst() && a.val == 0:
			return b
		}
	case KindShl, KindLShr, KindAShr:
		switch {
		case b.IsConst() && b.val == 0:
			return a
		case a.IsConst() && a.val == 0:
			return a
		case b.IsConst() && b.val >= uint64(w) && k != KindAShr:
			return Const(0, w)
		case k == KindLShr:
			return simplifyLShrLShr(a, b)
		}
	case KindUDiv, KindSDiv:
		if b.IsConst() && b.val == 1 {
			return a
		}
		if r := simplifyDivDiv(k, a, b); r != nil {
			return r
		}
		return simplifyDivRem(k, a, b)
	case KindURem, KindSRem:
		if b.IsConst() && b.val == 1 {
			return Const(0, w)
		}
		return simplifyDivRem(k, a, b)
	case KindEq:
		return simplifyEq(a, b)
	case KindUlt:
		switch {
		case a == b:
			return False()
		case b.IsConst() && b.val == 0:
			return False()
		case a.IsConst() && a.val == 0:
			return Not(Eq(a, b))
		}
	case KindUle:
		switch {
		case a == b:
			return True()
		case a.IsConst() && a.val == 0:
			return True()
		case b.IsConst() && b.val == Mask(w):
			return True()
		}
	case KindSlt:
		if a == b {
			return False()
		}
	case KindSle:
		if a == b {
			return True()
		}
	}
	return nil
}

// simplifyBool rewrites arithmetic on Bools into logic.
func simplifyBool(k Kind, a, b Expr) Expr {
	switch k {
	case KindAdd, KindSub:
		return Xor(a, b)
	case KindMul:
		return And(a, b)
	case KindAnd:
		if a == Not(b) || b == Not(a) {
			return False()
		}
	case KindOr:
		if a == Not(b) || b == Not(a) {
			return True()
		}
	case KindXor:
		if a.IsTrue() {
			return Not(b)
		}
	case KindUlt: // a < b  ⇔  ¬a ∧ b
		return And(Not(a), b)
	case KindUle: // a ≤ b  ⇔  ¬a ∨ b
		return Or(Not(a), b)
	case KindSlt: // as signed 1-bit values, true is -1
		return And(a, Not(b))
	case KindSle:
		return Or(a, Not(b))
	}
	return nil
}

func simplifyAdd(a, b Expr) Expr {
	w := a.width
	if !a.IsConst() {
		return nil
	}
	switch {
	case a.val == 0:
		return b
	case b.kind == KindAdd && b.kids[0].IsConst():
		// c1 + (c2 + x) = (c1+c2) + x
		return Add(Const(a.val+b.kids[0].val, w), b.kids[1])
	case b.kind == KindSub && b.kids[0].IsConst():
		// c1 + (c2 - x) = (c1+c2) - x
		return Sub(Const(a.val+b.kids[0].val, w), b.kids[1])
	}
	return nil
}

func simplifyEq(a, b Expr) Expr {
	w := a.width
	if a == b {
		return True()
	}
	if eq, known := sameBase(a, b); known {
		return BoolConst(eq)
	}
	if !a.IsConst() {
		return nil
	}
	c := a.val
	switch {
	case w == Bool && c == 1:
		return b
	case w == Bool && c == 0:
		return Not(b)
	case b.kind == KindAdd && b.kids[0].IsConst():
		// c = c2 + x  ⇔  c - c2 = x
		return Eq(Const(c-b.kids[0].val, w), b.kids[1])
	case b.kind == KindSub && b.kids[0].IsConst():
		// c = c2 - x  ⇔  c2 - c = x
		return Eq(Const(b.kids[0].val-c, w), b.kids[1])
	case b.kind == KindXor && b.kids[0].IsConst():
		return Eq(Const(c^b.kids[0].val, w), b.kids[1])
	case b.kind == KindNot:
		return Eq(Const(^c, w), b.kids[0])
	case c == 0 && (b.kind == KindUDiv || b.kind == KindSDiv):
		return zeroQuotient(b)
	case c == 0 && b.kind == KindLShr && b.kids[1].IsConst() && b.kids[1].val < uint64(w):
		// x >> s = 0  ⇔  x <u 2^s (a quotient by 2^s is such a shift)
		return Ult(b.kids[0], Const(1<<b.kids[1].val, w))
	case b.kind == KindConcat:
		// Split on the halves: byte-level constraints slice independently.
		hi, lo := b.kids[0], b.kids[1]
		return And(
			Eq(Const(c>>lo.width, hi.width), hi),
			Eq(Const(c, lo.width), lo))
	case b.kind == KindZExt:
		inner := b.kids[0]
		if c>>inner.width != 0 {
			return False()
		}
		return Eq(Const(c, inner.width), inner)
	case b.kind == KindSExt:
		inner := b.kids[0]
		if uint64(sext64(c, inner.width))&Mask(w) != c {
			return False()
		}
		return Eq(Const(c, inner.width), inner)
	case b.kind == KindSelect && b.kids[1].IsConst() && b.kids[2].IsConst():
		// c = (p ? c1 : c2) folds to p, ¬p, or a constant.
		t, f := b.kids[1].val == c, b.kids[2].val == c
		switch {
		case t && f:
			return True()
		case t:
			return b.kids[0]
		case f:
			return Not(b.kids[0])
		default:
			return False()
		}
	}
	return nil
}

// divisor returns c when e is a constant divisor the quotient rules
// take: nonzero, and for signed division positive.
func divisor(k Kind, e Expr) (uint64, bool) {
	if !e.IsConst() || e.val == 0 || k == KindSDiv && e.val > Mask(e.width)>>1 {
		return 0, false
	}
	return e.val, true
}

// simplifyDivDiv folds a quotient of a quotient by constants into one
// division: ⌊⌊x/c1⌋/c2⌋ = ⌊x/(c1·c2)⌋, and the same for truncation
// toward zero. Printing a number digit by digit (x /= 10 in a loop) then
// stays one division deep instead of a chain of divisions.
func simplifyDivDiv(k Kind, a, b Expr) Expr {
	c2, ok2 := divisor(k, b)
	if !ok2 {
		return nil
	}
	var c1 uint64
	switch {
	case a.kind == k:
		var ok1 bool
		if c1, ok1 = divisor(k, a.kids[1]); !ok1 {
			return nil
		}
	case k == KindUDiv && a.kind == KindLShr && a.kids[1].IsConst() && a.kids[1].val < uint64(a.width):
		// x >> s is x /u 2^s (simplifyDivRem's form of it).
		c1 = 1 << a.kids[1].val
	default:
		return nil
	}
	limit := Mask(a.width) // the largest divisor that is not above every x
	if k == KindSDiv {
		limit >>= 1
	}
	hi, c := bits.Mul64(c1, c2)
	if hi != 0 || c > limit {
		if k == KindUDiv {
			return Const(0, a.width) // every x is below c1·c2
		}
		return nil // |x| reaches c1·c2 only at the minimum value: keep it exact
	}
	return Binary(k, a.kids[0], Const(c, a.width))
}

// zeroQuotient rewrites q = 0 for q = x/c with a constant c into a range
// check on x: x <u c for unsigned division, −c < x < c (one unsigned
// comparison) for signed division by c > 0.
func zeroQuotient(q Expr) Expr {
	c, ok := divisor(q.kind, q.kids[1])
	if !ok {
		return nil
	}
	x, w := q.kids[0], q.width
	if q.kind == KindUDiv {
		return Ult(x, Const(c, w))
	}
	return Ult(Add(Const(c-1, w), x), Const(2*c-1, w))
}

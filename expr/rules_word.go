package expr

import (
	"math/bits"
	"slices"
)

// Word-level rules: what a bit-blaster cannot see once the words are
// bits (issue 53). A query stating that multiplication is associative,
// (a·b)·c ≠ a·(b·c), is two multiplier circuits to a bit-blaster, out of
// reach in a minute at 32 bits; here both sides build to one term, and
// the query is false before it is asked. Division by a constant that is
// a power of two becomes a shift or a mask, and a division or remainder
// whose result the operands fix (0 % x, x % x) becomes that result.

// maxChain caps the operands of an add or mul chain the rewriter
// normalises, so building a chain costs O(maxChain) at most: a longer
// chain (a sum of many terms) is built as two operands, as before.
const maxChain = 16

// simplifyChain normalises an addition or multiplication (k) of a and b
// (w > 1) in which one operand is itself a k-chain: the chains are
// flattened into their operands, the constants folded into one, and the
// others sorted by Compare and rebuilt as one right-nested chain,
// constant first: c ⊕ (t1 ⊕ (t2 ⊕ … ⊕ tn)) with t1 ≤ t2 ≤ … ≤ tn.
// Every association and order of one multiset of operands then builds
// the same node. nil when neither operand is a chain (the two-operand
// rules and the canonical operand order already make that canonical) or
// the chain would exceed maxChain operands. In a sum, a term subtracted
// again cancels first (cancelTerms).
func simplifyChain(k Kind, a, b Expr) Expr {
	chain := a.kind == k || b.kind == k
	if !chain && (k != KindAdd || a.kind != KindSub && b.kind != KindSub) {
		return nil
	}
	var buf [maxChain]Expr
	ops, ok := flattenChain(k, a, buf[:0])
	if ok {
		ops, ok = flattenChain(k, b, ops)
	}
	if !ok {
		return nil
	}
	if k == KindAdd {
		if r := cancelTerms(ops); r != nil {
			return r
		}
	}
	if !chain {
		return nil
	}
	w := a.width
	id := uint64(0)
	if k == KindMul {
		id = 1
	}
	c, n := id, 0
	for _, e := range ops {
		if e.IsConst() {
			c = ApplyBinary(k, w, c, e.val)
		} else {
			ops[n] = e
			n++
		}
	}
	ops = ops[:n]
	switch {
	case k == KindMul && c == 0:
		return Const(0, w)
	case n == 0:
		return Const(c, w)
	case n == 1:
		// A constant and one term: the two-operand rules apply
		// (c1 + (c2 - x)); the term is no chain, so this returns.
		return Binary(k, Const(c, w), ops[0])
	}
	slices.SortFunc(ops, Compare)
	r := ops[n-1]
	for i := n - 2; i >= 0; i-- {
		r = intern(nodeKey{kind: k, width: w, a: ops[i], b: r})
	}
	if c != id {
		r = intern(nodeKey{kind: k, width: w, a: Const(c, w), b: r})
	}
	return r
}

// cancelTerms folds the sum of ops when one of them is a difference whose
// subtrahend is another: t + (p - t) = p, t + u + (p - t) = u + p. Pointer
// arithmetic builds such sums: a GEP that steps back by a symbolic size n
// adds 0 - n to a pointer that went n forward (libiberty's objalloc in
// binutils), and every byte address past it would otherwise stay a
// symbolic sum, each read of them an array read at a symbolic index.
// nil when nothing cancels.
func cancelTerms(ops []Expr) Expr {
	changed := false
	for i := 0; i < len(ops); i++ {
		d := ops[i]
		if d.kind != KindSub {
			continue
		}
		for j := range ops {
			if j != i && ops[j] == d.kids[1] {
				ops[i] = d.kids[0]
				ops = append(ops[:j], ops[j+1:]...)
				changed = true
				i = -1 // the minuend may cancel another term: start over
				break
			}
		}
	}
	if !changed {
		return nil
	}
	return sum(ops)
}

// sum builds the sum of ops (at least one) with the constructors, which
// normalise it again.
func sum(ops []Expr) Expr {
	r := ops[0]
	for _, e := range ops[1:] {
		r = Add(r, e)
	}
	return r
}

// simplifySubTerm folds a difference in which the subtrahend is a term of
// the minuend, or the minuend is subtracted again: (t + u) - t = u,
// a - (a - p) = p. nil otherwise.
func simplifySubTerm(a, b Expr) Expr {
	if b.kind == KindSub && b.kids[0] == a {
		return b.kids[1]
	}
	if a.kind != KindAdd {
		return nil
	}
	var buf [maxChain]Expr
	ops, ok := flattenChain(KindAdd, a, buf[:0])
	if !ok {
		return nil
	}
	for j, e := range ops {
		if e == b {
			return sum(append(ops[:j], ops[j+1:]...))
		}
	}
	return nil
}

// flattenChain appends the operands of the k-chain e (e itself when it
// is no k node) to ops; false when there are more than maxChain.
func flattenChain(k Kind, e Expr, ops []Expr) ([]Expr, bool) {
	if e.kind != k {
		if len(ops) == maxChain {
			return ops, false
		}
		return append(ops, e), true
	}
	ops, ok := flattenChain(k, e.kids[0], ops)
	if !ok {
		return ops, false
	}
	return flattenChain(k, e.kids[1], ops)
}

// simplifyDivRem rewrites a division or remainder (k) of a by b whose
// divisor or dividend is a constant that fixes it, with the SMT-LIB
// semantics of ApplyBinary, for every value of the other operand (x/0
// included):
//
//	x / 0 = all ones (udiv), x <s 0 ? 1 : all ones (sdiv)
//	x % 0 = x (urem, srem)
//	0 / x = x = 0 ? all ones : 0 (udiv, sdiv)
//	0 % x = 0 (urem, srem)
//	x / x = x = 0 ? all ones : 1 (udiv, sdiv)
//	x % x = 0 (urem, srem)
//	x /u 2^k = x >> k, x %u 2^k = x & (2^k - 1) (k ≥ 1)
//	x /s -1 = -x, x %s -1 = 0
//
// (x / 1 = x and x % 1 = 0 are in simplifyBinary.)
func simplifyDivRem(k Kind, a, b Expr) Expr {
	w := a.width
	ones := Mask(w)
	div := k == KindUDiv || k == KindSDiv
	switch {
	case b.IsConst() && b.val == 0:
		switch k {
		case KindUDiv:
			return Const(ones, w)
		case KindSDiv:
			return Select(Slt(a, Const(0, w)), Const(1, w), Const(ones, w))
		}
		return a
	case a.IsConst() && a.val == 0:
		if div {
			return Select(IsZero(b), Const(ones, w), Const(0, w))
		}
		return a
	case a == b:
		if div {
			return Select(IsZero(b), Const(ones, w), Const(1, w))
		}
		return Const(0, w)
	case !b.IsConst():
		return nil
	case k == KindSDiv && b.val == ones:
		return Neg(a)
	case k == KindSRem && b.val == ones:
		return Const(0, w)
	case k == KindUDiv && bits.OnesCount64(b.val) == 1:
		return LShr(a, Const(uint64(bits.TrailingZeros64(b.val)), w))
	case k == KindURem && bits.OnesCount64(b.val) == 1:
		return And(Const(b.val-1, w), a)
	}
	return nil
}

// simplifyLShrLShr folds two logical right shifts by constants into one:
// (x >> c1) >> c2 = x >> (c1 + c2), 0 when the sum reaches the width.
// Division by a power of two is a shift, so the digits of a number taken
// in base 2^k stay one shift deep.
func simplifyLShrLShr(a, b Expr) Expr {
	if a.kind != KindLShr || !a.kids[1].IsConst() || !b.IsConst() {
		return nil
	}
	w := uint64(a.width)
	c1, c2 := a.kids[1].val, b.val
	if c1 >= w || c2 >= w || c1+c2 >= w {
		return Const(0, a.width)
	}
	return LShr(a.kids[0], Const(c1+c2, a.width))
}

// offsetOf splits e into a constant and a term, e = c + t modulo 2^w (w
// e's width; t may be wider, e a truncation of a sum): t is nil for a
// constant, and c is 0 for a term that is no such sum. A sum keeps this
// form through truncation, since the low bits of a sum are the sum of the
// low bits: a 64-bit address c + p cut to an array's 32-bit index is
// c + p modulo 2^32. (The rewriter does not push the truncation into the
// sum: the bytes of a pointer stored to memory are such truncations, and
// concatenated back they fold to the pointer only as they are.)
func offsetOf(e Expr) (uint64, Expr) {
	var c uint64
	for {
		switch {
		case e.IsConst():
			return c + e.val, nil
		case e.kind == KindAdd && e.kids[0].IsConst():
			c += e.kids[0].val
			e = e.kids[1]
		case e.kind == KindExtract && e.Offset() == 0:
			e = e.kids[0]
		default:
			return c, e
		}
	}
}

// sameBase decides a = b when both are offsets from one term (or both
// constants): c1 + t = c2 + t exactly when c1 = c2 (modulo 2^w). The
// bytes of an object placed at a symbolic offset (after an allocation of
// symbolic size in one arena) are such sums, so a read there passes the
// writes to the object's other bytes (Read) instead of comparing each
// index in the solver. known is false when the terms differ.
func sameBase(a, b Expr) (eq, known bool) {
	ca, ta := offsetOf(a)
	cb, tb := offsetOf(b)
	if ta != tb {
		return false, false
	}
	return (ca-cb)&Mask(a.width) == 0, true
}

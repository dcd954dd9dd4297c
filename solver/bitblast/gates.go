package bitblast

import (
	"math/bits"

	"github.com/go-air/gini/logic"
	"github.com/go-air/gini/z"
)

// gates builds word-level circuits on a logic.C. A word is a little-endian
// slice of literals (bit 0 first). The AIG's structural hashing and its
// constant rules (And with T/F) fold constant operands, so the generic
// constructions below shrink to what a constant operand needs.
type gates struct {
	c *logic.C
}

func (g *gates) constWord(v uint64, w int) []z.Lit {
	out := make([]z.Lit, w)
	for i := range out {
		if v>>uint(i)&1 == 1 {
			out[i] = g.c.T
		} else {
			out[i] = g.c.F
		}
	}
	return out
}

func (g *gates) or(a, b z.Lit) z.Lit { return g.c.And(a.Not(), b.Not()).Not() }

func (g *gates) xor(a, b z.Lit) z.Lit {
	switch {
	case a == g.c.F:
		return b
	case a == g.c.T:
		return b.Not()
	case b == g.c.F:
		return a
	case b == g.c.T:
		return a.Not()
	case a == b:
		return g.c.F
	case a == b.Not():
		return g.c.T
	}
	return g.or(g.c.And(a, b.Not()), g.c.And(a.Not(), b))
}

// mux is s ? t : e, with the cases the AIG does not fold itself.
func (g *gates) mux(s, t, e z.Lit) z.Lit {
	switch {
	case t == e:
		return t
	case s == g.c.T:
		return t
	case s == g.c.F:
		return e
	case t == g.c.T && e == g.c.F:
		return s
	case t == g.c.F && e == g.c.T:
		return s.Not()
	case t == g.c.T:
		return g.or(s, e)
	case t == g.c.F:
		return g.c.And(s.Not(), e)
	case e == g.c.T:
		return g.or(s.Not(), t)
	case e == g.c.F:
		return g.c.And(s, t)
	case t == e.Not():
		return g.xor(s, e)
	}
	return g.or(g.c.And(s, t), g.c.And(s.Not(), e))
}

// maj is the majority (carry) function.
func (g *gates) maj(a, b, c z.Lit) z.Lit {
	return g.or(g.c.And(a, b), g.c.And(c, g.or(a, b)))
}

func (g *gates) muxWord(s z.Lit, t, e []z.Lit) []z.Lit {
	out := make([]z.Lit, len(t))
	for i := range t {
		out[i] = g.mux(s, t[i], e[i])
	}
	return out
}

// minVar is the smallest variable of a word's non-constant bits.
func minVar(a []z.Lit) z.Var {
	m := ^z.Var(0)
	for _, l := range a {
		if v := l.Var(); v > 1 && v < m {
			m = v
		}
	}
	return m
}

func notWord(a []z.Lit) []z.Lit {
	out := make([]z.Lit, len(a))
	for i, l := range a {
		out[i] = l.Not()
	}
	return out
}

// add is a ripple-carry adder; it returns the sum and the carry out.
func (g *gates) add(a, b []z.Lit, cin z.Lit) ([]z.Lit, z.Lit) {
	out := make([]z.Lit, len(a))
	c := cin
	for i := range a {
		t := g.xor(a[i], b[i])
		out[i] = g.xor(t, c)
		c = g.or(g.c.And(a[i], b[i]), g.c.And(t, c))
	}
	return out, c
}

func (g *gates) sub(a, b []z.Lit) []z.Lit {
	s, _ := g.add(a, notWord(b), g.c.T)
	return s
}

func (g *gates) neg(a []z.Lit) []z.Lit {
	return g.sub(g.constWord(0, len(a)), a)
}

// numConst counts the constant bits of a word.
func (g *gates) numConst(a []z.Lit) int {
	n := 0
	for _, l := range a {
		if l == g.c.T || l == g.c.F {
			n++
		}
	}
	return n
}

// mul is a shift-add multiplier truncated to the operands' width. The
// operand with more constant bits drives the rows, so multiplying by a
// constant adds only the shifted copies its one bits select.
func (g *gates) mul(a, b []z.Lit) []z.Lit {
	ca, cb := g.numConst(a), g.numConst(b)
	if ca > cb || ca == cb && minVar(b) < minVar(a) {
		// Rows are driven by the more constant operand; between two
		// symbolic ones, by the one made later. With inputs numbered in
		// creation order (instance.numberInputs) the SAT solver then
		// decides the multiplicand's bits first, which is several times
		// faster on factoring-like queries than the other orientation.
		a, b = b, a
	}
	w := len(a)
	acc := g.constWord(0, w)
	for i := 0; i < w; i++ {
		if b[i] == g.c.F {
			continue
		}
		row := make([]z.Lit, w-i)
		for j := range row {
			row[j] = g.c.And(a[j], b[i])
		}
		hi, _ := g.add(acc[i:], row, g.c.F)
		copy(acc[i:], hi)
	}
	return acc
}

// udivrem is restoring division. A zero divisor needs no special case in
// the full-width circuit: the trial subtraction always succeeds, so the
// quotient is all ones and the remainder is the dividend, exactly SMT-LIB's
// (and expr's) semantics.
//
// A divisor whose high bits are constant zeros (a constant, a zero-extended
// byte) has fewer bits, L: a nonzero divisor keeps every partial remainder
// below it, so the remainder needs only L bits and each trial subtraction
// L+1, not the word's width. Where bit L−1 is a constant one the divisor
// is at least 2^(L−1), so the first L−1 steps cannot subtract and are
// plain shifts. Dividing a 64-bit word by 10 then takes 61 steps of 5-bit
// subtractors instead of 64 of 65-bit ones. A narrow divisor that may be
// zero gets the zero case by a final multiplexer (the L-bit remainder
// cannot hold the dividend).
func (g *gates) udivrem(a, b []z.Lit) (q, r []z.Lit) {
	w := len(a)
	l := w
	for l > 0 && b[l-1] == g.c.F {
		l--
	}
	if l == 0 {
		return g.constWord(^uint64(0), w), append([]z.Lit(nil), a...) // b = 0
	}
	skip := 0
	if b[l-1] == g.c.T {
		skip = l - 1
	}
	q = g.constWord(0, w)
	rem := g.constWord(0, l)
	nb1 := notWord(append(append(make([]z.Lit, 0, l+1), b[:l]...), g.c.F))
	r2 := make([]z.Lit, l+1)
	for i := w - 1; i >= 0; i-- {
		r2[0] = a[i]
		copy(r2[1:], rem)
		if w-i <= skip {
			copy(rem, r2[:l]) // fewer than L−1 bits taken: below b
			continue
		}
		diff, ge := g.add(r2, nb1, g.c.T)
		q[i] = ge
		rem = g.muxWord(ge, diff[:l], r2[:l])
	}
	r = append(rem, g.constWord(0, w-l)...)
	if skip == 0 && l < w {
		zero := g.eq(b[:l], g.constWord(0, l))
		q = g.muxWord(zero, g.constWord(^uint64(0), w), q)
		r = g.muxWord(zero, a, r)
	}
	return q, r
}

// sdivrem divides magnitudes and fixes signs: the quotient is negative when
// the signs differ, the remainder takes the dividend's sign. With a zero
// divisor this yields x<0 ? 1 : -1 and x, as SMT-LIB requires.
func (g *gates) sdivrem(a, b []z.Lit) (q, r []z.Lit) {
	w := len(a)
	sa, sb := a[w-1], b[w-1]
	ua := g.muxWord(sa, g.neg(a), a)
	ub := g.muxWord(sb, g.neg(b), b)
	uq, ur := g.udivrem(ua, ub)
	q = g.muxWord(g.xor(sa, sb), g.neg(uq), uq)
	r = g.muxWord(sa, g.neg(ur), ur)
	return q, r
}

// shift is a logarithmic barrel shifter. Amounts of at least the width
// shift everything out (fill bits everywhere): the stages handle amounts
// below the next power of two, an overflow test on the high amount bits
// handles the rest.
func (g *gates) shift(a, s []z.Lit, left bool, fill z.Lit) []z.Lit {
	w := len(a)
	stages := bits.Len(uint(w - 1))
	cur := append([]z.Lit(nil), a...)
	next := make([]z.Lit, w)
	for k := 0; k < stages; k++ {
		d := 1 << uint(k)
		for j := 0; j < w; j++ {
			var moved z.Lit
			if left {
				if j-d >= 0 {
					moved = cur[j-d]
				} else {
					moved = fill
				}
			} else {
				if j+d < w {
					moved = cur[j+d]
				} else {
					moved = fill
				}
			}
			next[j] = g.mux(s[k], moved, cur[j])
		}
		cur, next = next, cur
	}
	over := g.c.F
	for k := stages; k < len(s); k++ {
		over = g.or(over, s[k])
	}
	for j := range cur {
		cur[j] = g.mux(over, fill, cur[j])
	}
	return cur
}

func (g *gates) eq(a, b []z.Lit) z.Lit {
	r := g.c.T
	for i := range a {
		r = g.c.And(r, g.xor(a[i], b[i]).Not())
	}
	return r
}

// uge is the carry out of a + ~b + 1.
func (g *gates) uge(a, b []z.Lit) z.Lit {
	c := g.c.T
	for i := range a {
		c = g.maj(a[i], b[i].Not(), c)
	}
	return c
}

func (g *gates) ult(a, b []z.Lit) z.Lit { return g.uge(a, b).Not() }
func (g *gates) ule(a, b []z.Lit) z.Lit { return g.uge(b, a) }

// flipSign maps signed order onto unsigned order.
func flipSign(a []z.Lit) []z.Lit {
	out := append([]z.Lit(nil), a...)
	out[len(out)-1] = out[len(out)-1].Not()
	return out
}

func (g *gates) slt(a, b []z.Lit) z.Lit { return g.ult(flipSign(a), flipSign(b)) }
func (g *gates) sle(a, b []z.Lit) z.Lit { return g.ule(flipSign(a), flipSign(b)) }

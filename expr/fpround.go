package expr

import (
	"math/big"
	"math/bits"
)

// RoundingMode is an IEEE-754 rounding direction, numbered as x86's
// MXCSR.RC field, which is also C's FE_* constant on x86 shifted right by
// 10 (FE_TONEAREST 0, FE_DOWNWARD 0x400, FE_UPWARD 0x800, FE_TOWARDZERO
// 0xc00).
type RoundingMode uint8

const (
	RNE RoundingMode = iota // to nearest, ties to even (the default)
	RTN                     // toward -∞ (FE_DOWNWARD)
	RTP                     // toward +∞ (FE_UPWARD)
	RTZ                     // toward zero (FE_TOWARDZERO)
	// RNA is to nearest, ties away from zero: no x86 mode (C never
	// produces it), but one of SMT-LIB's five, which its reader needs.
	RNA
)

// String is the mode's SMT-LIB name in lower case.
func (m RoundingMode) String() string {
	return [...]string{"rne", "rtn", "rtp", "rtz", "rna"}[m.valid()]
}

// valid is m, or for a value that is no mode its low two bits (as the
// x86 RC field would read it).
func (m RoundingMode) valid() RoundingMode {
	if m > RNA {
		return m & 3
	}
	return m
}

// fpFormat describes binary32 or binary64 for exact rounding.
type fpFormat struct {
	p, bias int  // precision (hidden bit included), exponent bias
	ebits   uint // exponent field bits
}

func formatOf(w Width) fpFormat {
	if w == 32 {
		return fpFormat{24, 127, 8}
	}
	return fpFormat{53, 1023, 11}
}

func (f fpFormat) mbits() uint { return uint(f.p - 1) }

// split splits a finite float into sign, integer significand m and
// exponent e with value ±m·2^e.
func split(w Width, a uint64) (neg bool, m uint64, e int) {
	f := formatOf(w)
	neg = a>>(w-1)&1 != 0
	m = a & (1<<f.mbits() - 1)
	field := int(a >> f.mbits() & (1<<f.ebits - 1))
	e = 1 - f.bias - int(f.mbits())
	if field != 0 {
		m |= 1 << f.mbits()
		e = field - f.bias - int(f.mbits())
	}
	return neg, m, e
}

// decompose is split with a big significand.
func decompose(w Width, a uint64) (bool, *big.Int, int) {
	neg, m, e := split(w, a)
	return neg, new(big.Int).SetUint64(m), e
}

// isZeroF reports whether a is ±0.
func isZeroF(w Width, a uint64) bool { return a&(Mask(w)>>1) == 0 }

// nonFinite reports whether a is ±∞ or NaN.
func nonFinite(w Width, a uint64) bool {
	f := formatOf(w)
	return a>>f.mbits()&(1<<f.ebits-1) == 1<<f.ebits-1
}

// roundExact is roundBits for a big significand: its bits below the top
// 64 fold into the sticky bit, which keeps far more than the p+2 bits a
// correct rounding in any mode needs.
func roundExact(w Width, rm RoundingMode, neg bool, m *big.Int, e int, sticky bool) uint64 {
	if n := m.BitLen() - 64; n > 0 {
		sticky = sticky || lowBitsNonzero(m, n)
		m = new(big.Int).Rsh(m, uint(n))
		e += n
	}
	return roundBits(w, rm, neg, m.Uint64(), e, sticky)
}

// roundBits rounds the exact value ±(m + δ)·2^e (m > 0; δ in (0,1) when
// sticky, else 0) to format w in mode rm: IEEE-754's rounding with
// subnormals, and on overflow ∞ or the largest finite value as the mode
// directs. It allocates nothing.
func roundBits(w Width, rm RoundingMode, neg bool, m uint64, e int, sticky bool) uint64 {
	f := formatOf(w)
	emin := 1 - f.bias
	top := e + bits.Len64(m) - 1    // exponent of m's top bit
	q := max(top, emin) - (f.p - 1) // the result's quantum
	var kept uint64
	guard := false
	switch sh := q - e; {
	case sh > 64:
		sticky = true // m ≠ 0 lies wholly below the guard bit
	case sh == 64:
		guard, sticky = m>>63 == 1, sticky || m<<1 != 0
	case sh > 0:
		kept = m >> sh
		guard = m>>(sh-1)&1 == 1
		sticky = sticky || m&(1<<(sh-1)-1) != 0
	default:
		kept = m << -sh
	}
	inexact := guard || sticky
	var inc bool
	switch rm {
	case RNE:
		inc = guard && (sticky || kept&1 == 1)
	case RTN:
		inc = inexact && neg
	case RTP:
		inc = inexact && !neg
	case RNA:
		inc = guard
	}
	if inc {
		kept++
		if kept == 1<<f.p {
			kept >>= 1
			q++
		}
	}
	var sign uint64
	if neg {
		sign = 1 << (w - 1)
	}
	if kept == 0 {
		return sign
	}
	if q+bits.Len64(kept)-1 > f.bias { // overflow
		if rm == RNE || rm == RNA || (rm == RTN && neg) || (rm == RTP && !neg) {
			return sign | (1<<f.ebits-1)<<f.mbits()
		}
		return sign | (1<<f.ebits-1)<<f.mbits() - 1 // the largest finite
	}
	if kept < 1<<f.mbits() { // subnormal: exponent field 0
		return sign | kept
	}
	return sign | uint64(q+f.p-1+f.bias)<<f.mbits() | kept&(1<<f.mbits()-1)
}

// lowBitsNonzero reports whether any of m's n lowest bits is set.
func lowBitsNonzero(m *big.Int, n int) bool {
	if n <= 0 {
		return false
	}
	tz := m.TrailingZeroBits()
	return m.Sign() != 0 && int(tz) < n
}

// applyDirected computes a rounding FP kind in a mode other than RNE. The
// cases where the mode cannot matter (NaN and infinite operands, invalid
// operations, zero operands of products, quotients and roots, exact
// zeros of conversions) are the RNE result; the rest is computed exactly,
// or to 62 bits or more with a sticky bit, in 64- and 128-bit integers
// and rounded once by roundBits, without allocating; only fsqrt and fma
// use big integers (and allocate).
func applyDirected(k Kind, rm RoundingMode, from, to Width, a, b, c uint64) uint64 {
	r0 := applyFP(k, RNE, from, to, a, b, c)
	switch k {
	case KindSIToFP, KindUIToFP:
		v, neg := a&Mask(from), false
		if k == KindSIToFP && sext64(a, from) < 0 {
			v, neg = uint64(-sext64(a, from)), true
		}
		if v == 0 {
			// clang's x86-64 code converts a u64 to double by
			// subtracting 2^52 and 2^84 from magic numbers: 0 comes
			// out -0 when rounding toward -∞.
			if k == KindUIToFP && from == 64 && to == 64 && rm == RTN {
				return 1 << 63
			}
			return r0
		}
		return roundBits(to, rm, neg, v, 0, false)
	}
	w := from
	ops := [3]uint64{a, b, c}
	for _, v := range ops[:k.Arity()] {
		if nonFinite(w, v) {
			return r0
		}
	}
	if FPNaN(to, r0) {
		return r0
	}
	switch k {
	case KindFPTrunc:
		if isZeroF(w, a) {
			return r0
		}
		neg, m, e := split(w, a)
		return roundBits(to, rm, neg, m, e, false)
	case KindFMul, KindFDiv, KindFSqrt:
		if isZeroF(w, a) || (k != KindFSqrt && isZeroF(w, b)) {
			return r0 // ±0, or ±∞ for x/0: exact
		}
		na, ma, ea := split(w, a)
		nb, mb, eb := split(w, b)
		switch k {
		case KindFMul: // a 106-bit product, its low bits folded
			hi, lo := bits.Mul64(ma, mb)
			n := bits.Len64(hi)
			m := hi<<((64-n)%64) | lo>>n
			return roundBits(w, rm, na != nb, m, ea+eb+n, lo&(1<<n-1) != 0)
		case KindFDiv:
			// A/B with A's top bit at 62 and B's at 63 (A < B):
			// the 64-bit quotient of A·2^64 has 62 bits or more.
			sa, sb := 62-(bits.Len64(ma)-1), 63-(bits.Len64(mb)-1)
			q, r := bits.Div64(ma<<sa, 0, mb<<sb)
			return roundBits(w, rm, na != nb, q, ea-sa-eb+sb-64, r != 0)
		}
		ma2 := new(big.Int).SetUint64(ma)
		// √(m·2^e) = √(m·2^s)·2^((e-s)/2) with e-s even and m·2^s wide
		// enough for a root of more than p+2 bits.
		s := 128 + (ea & 1)
		ma2.Lsh(ma2, uint(s))
		root := new(big.Int).Sqrt(ma2)
		sq := new(big.Int).Mul(root, root)
		return roundExact(w, rm, false, root, (ea-s)/2, sq.Cmp(ma2) != 0)
	}
	if k != KindFMA {
		if k == KindFSub {
			b ^= 1 << (w - 1)
		}
		return addBits(w, rm, a, b)
	}
	// fma: an exact signed sum of two terms x·2^ex + y·2^ey.
	na, x, ex := decompose(w, a)
	nb0, mb, eb0 := decompose(w, b)
	x.Mul(x, mb)
	ex += eb0
	if na != nb0 {
		x.Neg(x)
	}
	xZero := x.Sign() == 0
	a = b2sign(w, na != nb0) // the product's sign, for the zero rule
	b = c
	nb, y, ey := decompose(w, b)
	if nb {
		y.Neg(y)
	}
	e := min(ex, ey)
	x.Lsh(x, uint(ex-e))
	y.Lsh(y, uint(ey-e))
	x.Add(x, y)
	if x.Sign() == 0 {
		// An exact zero sum: the operands' sign if both are zeros of
		// one sign, else +0, or -0 when rounding toward -∞.
		sa, sb := a>>(w-1)&1, b>>(w-1)&1
		if xZero && isZeroF(w, b) && sa == sb {
			return sa << (w - 1)
		}
		return b2sign(w, rm == RTN)
	}
	neg := x.Sign() < 0
	return roundExact(w, rm, neg, x.Abs(x), e, false)
}

// addBits is a + b of finite floats rounded with rm, without allocating:
// the operand of larger exponent is placed with its top bit at 62, the
// other aligned below it with the bits shifted out folded into a sticky
// bit, which leaves at least p+2 exact bits of the sum (subtracting
// with a sticky bit borrows one from the difference).
func addBits(w Width, rm RoundingMode, a, b uint64) uint64 {
	na, ma, ea := split(w, a)
	nb, mb, eb := split(w, b)
	if ma == 0 && mb == 0 {
		if na == nb {
			return b2sign(w, na)
		}
		return b2sign(w, rm == RTN)
	}
	if mb != 0 && (ma == 0 || eb > ea) {
		na, ma, ea, nb, mb, eb = nb, mb, eb, na, ma, ea
	}
	x, e := ma<<10, ea-10
	var y uint64
	sticky := false
	if mb != 0 {
		switch d := e - eb; { // d ≥ -10
		case d <= 0:
			y = mb << -d
		case d >= 64:
			sticky = true
		default:
			y = mb >> d
			sticky = mb&(1<<d-1) != 0
		}
	}
	m, neg := x+y, na
	if na != nb {
		switch {
		case y > x: // only unshifted (d ≤ 0): no sticky bit
			m, neg = y-x, nb
		case sticky:
			m = x - y - 1
		default:
			m = x - y
		}
	}
	if m == 0 && !sticky {
		return b2sign(w, rm == RTN) // an exact zero of x + -x
	}
	return roundBits(w, rm, neg, m, e, sticky)
}

// b2sign is the bit pattern of -0 when neg, else +0.
func b2sign(w Width, neg bool) uint64 {
	if neg {
		return 1 << (w - 1)
	}
	return 0
}

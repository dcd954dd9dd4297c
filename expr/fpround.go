package expr

import "math/big"

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
)

// String is the mode's SMT-LIB name in lower case.
func (m RoundingMode) String() string { return [...]string{"rne", "rtn", "rtp", "rtz"}[m&3] }

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

// decompose splits a finite float into sign, integer significand m and
// exponent e with value m·2^e.
func decompose(w Width, a uint64) (neg bool, m *big.Int, e int) {
	f := formatOf(w)
	neg = a>>(w-1)&1 != 0
	frac := a & (1<<f.mbits() - 1)
	field := int(a >> f.mbits() & (1<<f.ebits - 1))
	e = 1 - f.bias - int(f.mbits())
	if field != 0 {
		frac |= 1 << f.mbits()
		e = field - f.bias - int(f.mbits())
	}
	return neg, new(big.Int).SetUint64(frac), e
}

// isZeroF reports whether a is ±0.
func isZeroF(w Width, a uint64) bool { return a&(Mask(w)>>1) == 0 }

// nonFinite reports whether a is ±∞ or NaN.
func nonFinite(w Width, a uint64) bool {
	f := formatOf(w)
	return a>>f.mbits()&(1<<f.ebits-1) == 1<<f.ebits-1
}

// roundExact rounds the exact value ±(m + δ)·2^e (m > 0; δ in (0,1)
// when sticky, else 0) to format w in mode rm: IEEE-754's rounding with
// subnormals, and on overflow ∞ or the largest finite value as the mode
// directs.
func roundExact(w Width, rm RoundingMode, neg bool, m *big.Int, e int, sticky bool) uint64 {
	f := formatOf(w)
	emin := 1 - f.bias
	top := e + m.BitLen() - 1       // exponent of m's top bit
	q := max(top, emin) - (f.p - 1) // the result's quantum
	kept := new(big.Int)
	guard := false
	if sh := q - e; sh > 0 {
		kept.Rsh(m, uint(sh))
		guard = m.Bit(sh-1) == 1
		sticky = sticky || lowBitsNonzero(m, sh-1)
	} else {
		kept.Lsh(m, uint(-sh))
	}
	inexact := guard || sticky
	var inc bool
	switch rm {
	case RNE:
		inc = guard && (sticky || kept.Bit(0) == 1)
	case RTN:
		inc = inexact && neg
	case RTP:
		inc = inexact && !neg
	}
	if inc {
		kept.Add(kept, big.NewInt(1))
		if kept.BitLen() > f.p {
			kept.Rsh(kept, 1)
			q++
		}
	}
	var sign uint64
	if neg {
		sign = 1 << (w - 1)
	}
	k := kept.Uint64()
	if k == 0 {
		return sign
	}
	if q+kept.BitLen()-1 > f.bias { // overflow
		if rm == RNE || (rm == RTN && neg) || (rm == RTP && !neg) {
			return sign | (1<<f.ebits-1)<<f.mbits()
		}
		return sign | (1<<f.ebits-1)<<f.mbits() - 1 // the largest finite
	}
	if k < 1<<f.mbits() { // subnormal: exponent field 0
		return sign | k
	}
	return sign | uint64(q+f.p-1+f.bias)<<f.mbits() | k&(1<<f.mbits()-1)
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
// zeros of conversions) are the RNE result; the rest is computed exactly
// with big integers and rounded once by roundExact. Only then does it
// allocate, so the default mode's fast path stays allocation-free.
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
		return roundExact(to, rm, neg, new(big.Int).SetUint64(v), 0, false)
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
		neg, m, e := decompose(w, a)
		return roundExact(to, rm, neg, m, e, false)
	case KindFMul, KindFDiv, KindFSqrt:
		if isZeroF(w, a) || (k != KindFSqrt && isZeroF(w, b)) {
			return r0 // ±0, or ±∞ for x/0: exact
		}
		na, ma, ea := decompose(w, a)
		switch k {
		case KindFMul:
			_, mb, eb := decompose(w, b)
			return roundExact(w, rm, na != (b>>(w-1)&1 != 0), ma.Mul(ma, mb), ea+eb, false)
		case KindFDiv:
			// 128 extra quotient bits: more than p+2 whatever the
			// operands' significands, so the remainder is a sticky bit.
			_, mb, eb := decompose(w, b)
			const extra = 128
			ma.Lsh(ma, extra)
			rem := new(big.Int)
			ma.QuoRem(ma, mb, rem)
			return roundExact(w, rm, na != (b>>(w-1)&1 != 0), ma, ea-eb-extra, rem.Sign() != 0)
		}
		// √(m·2^e) = √(m·2^s)·2^((e-s)/2) with e-s even and m·2^s wide
		// enough for a root of more than p+2 bits.
		s := 128 + (ea & 1)
		ma.Lsh(ma, uint(s))
		root := new(big.Int).Sqrt(ma)
		sq := new(big.Int).Mul(root, root)
		return roundExact(w, rm, false, root, (ea-s)/2, sq.Cmp(ma) != 0)
	}
	// fadd, fsub, fma: an exact signed sum of two terms x·2^ex + y·2^ey.
	var x *big.Int
	var ex int
	xZero := false
	if k == KindFMA {
		na, ma, ea := decompose(w, a)
		nb, mb, eb := decompose(w, b)
		x, ex = ma.Mul(ma, mb), ea+eb
		if na != nb {
			x.Neg(x)
		}
		xZero = x.Sign() == 0
		a = b2sign(w, na != nb) // the product's sign, for the zero rule
		b = c
	} else {
		var na bool
		na, x, ex = decompose(w, a)
		if na {
			x.Neg(x)
		}
		xZero = isZeroF(w, a)
		if k == KindFSub {
			b ^= 1 << (w - 1)
		}
	}
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

// b2sign is the bit pattern of -0 when neg, else +0.
func b2sign(w Width, neg bool) uint64 {
	if neg {
		return 1 << (w - 1)
	}
	return 0
}

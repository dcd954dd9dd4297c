package bitblast

import (
	"github.com/go-air/gini/z"
	"github.com/symx/symx/expr"
)

// Floating point, bit-blasted softfloat-style: unpack the IEEE-754 fields,
// compute the exact result or a wide enough prefix of it (with a sticky
// bit), then one shared normalize-round-pack circuit (roundPack) rounds in
// the node's rounding mode (a constant per node, so each mode is its own
// circuit), with subnormals, overflow to ∞ or the largest finite value,
// and exact zeros. Special
// operands (NaN, ∞, 0) are decided beside the datapath and multiplexed in
// at the end. The semantics is expr's (expr/fp.go): x86 SSE's NaN
// propagation and default NaN, cvtt's integer indefinite; fp_test.go
// checks every operation against expr's evaluator on random and edge
// values.

// fpFmt describes binary32 or binary64.
type fpFmt struct {
	w, ebits, mbits int // total, exponent and stored mantissa bits
	bias            int
}

func fmtOf(w int) fpFmt {
	if w == 32 {
		return fpFmt{32, 8, 23, 127}
	}
	return fpFmt{64, 11, 52, 1023}
}

func (f fpFmt) p() int { return f.mbits + 1 }

// ew is the width of the signed exponent words the circuits compute with:
// wide enough for products, quotients and 64-bit integers of any format.
const ew = 16

// fpVal is an unpacked operand.
type fpVal struct {
	word                    []z.Lit
	sign                    z.Lit
	nan, inf, zero, expZero z.Lit
	sig                     []z.Lit // p bits, hidden bit on top (0 for subnormals)
	exp                     []z.Lit // ew bits: the unbiased exponent of sig's top bit
}

func (g *gates) orAll(a []z.Lit) z.Lit {
	r := g.c.F
	for _, l := range a {
		r = g.or(r, l)
	}
	return r
}

func (g *gates) andAll(a []z.Lit) z.Lit {
	r := g.c.T
	for _, l := range a {
		r = g.c.And(r, l)
	}
	return r
}

func (g *gates) constS(v int, w int) []z.Lit { return g.constWord(uint64(int64(v)), w) }

func (g *gates) addW(a, b []z.Lit) []z.Lit { s, _ := g.add(a, b, g.c.F); return s }

func zext(a []z.Lit, w int, f z.Lit) []z.Lit {
	out := make([]z.Lit, w)
	for i := range out {
		if i < len(a) {
			out[i] = a[i]
		} else {
			out[i] = f
		}
	}
	return out
}

func (g *gates) unpack(f fpFmt, x []z.Lit) fpVal {
	frac, ex := x[:f.mbits], x[f.mbits:f.w-1]
	expZero := g.orAll(ex).Not()
	expOnes := g.andAll(ex)
	fracZero := g.orAll(frac).Not()
	v := fpVal{word: x, sign: x[f.w-1], expZero: expZero}
	v.nan = g.c.And(expOnes, fracZero.Not())
	v.inf = g.c.And(expOnes, fracZero)
	v.zero = g.c.And(expZero, fracZero)
	v.sig = append(append([]z.Lit{}, frac...), expZero.Not())
	// exponent: (expZero ? 1 : field) - bias
	field := zext(ex, ew, g.c.F)
	field = g.muxWord(expZero, g.constS(1, ew), field)
	v.exp = g.addW(field, g.constS(-f.bias, ew))
	return v
}

// quiet sets a NaN's quiet bit.
func (g *gates) quiet(f fpFmt, x []z.Lit) []z.Lit {
	out := append([]z.Lit{}, x...)
	out[f.mbits-1] = g.c.T
	return out
}

func (g *gates) defaultNaN(f fpFmt) []z.Lit {
	return g.constWord(expr.FPDefaultNaN(expr.Width(f.w)), f.w)
}

// infW and zeroW are ±∞ and ±0 with sign s.
func (g *gates) infW(f fpFmt, s z.Lit) []z.Lit {
	out := g.constWord(uint64(1<<f.ebits-1)<<f.mbits, f.w)
	out[f.w-1] = s
	return out
}

func (g *gates) zeroW(f fpFmt, s z.Lit) []z.Lit {
	out := g.constWord(0, f.w)
	out[f.w-1] = s
	return out
}

// normalize shifts sig left until its top bit is set (unless it is 0),
// subtracting the shift from e.
func (g *gates) normalize(sig, e []z.Lit) ([]z.Lit, []z.Lit) {
	n := len(sig)
	d := 1
	for d*2 < n {
		d *= 2
	}
	for ; d >= 1; d /= 2 {
		top := g.orAll(sig[n-d:]).Not()
		shifted := make([]z.Lit, n)
		for i := range shifted {
			if i >= d {
				shifted[i] = sig[i-d]
			} else {
				shifted[i] = g.c.F
			}
		}
		sig = g.muxWord(top, shifted, sig)
		e = g.muxWord(top, g.addW(e, g.constS(-d, len(e))), e)
	}
	return sig, e
}

// shrSticky shifts sig right by amt (unsigned), or-ing the bits shifted
// out into bit 0.
func (g *gates) shrSticky(sig, amt []z.Lit) []z.Lit {
	n := len(sig)
	out := g.shift(sig, amt, false, g.c.F)
	ones := make([]z.Lit, n) // constWord holds 64 bits at most
	for i := range ones {
		ones[i] = g.c.T
	}
	kept := g.shift(ones, amt, true, g.c.F)
	lost := g.c.F
	for i := range sig {
		lost = g.or(lost, g.c.And(sig[i], kept[i].Not()))
	}
	out[0] = g.or(out[0], lost)
	return out
}

// roundPack rounds the value sig·2^(e-(len(sig)-1)) (e: the exponent of
// sig's top bit, ew-bit signed; sig ≠ 0, any alignment) to format f with
// sign s in mode rm.
func (g *gates) roundPack(f fpFmt, rm expr.RoundingMode, s z.Lit, e, sig []z.Lit) []z.Lit {
	p := f.p()
	if len(sig) < p+2 {
		pad := make([]z.Lit, p+2-len(sig))
		for i := range pad {
			pad[i] = g.c.F
		}
		sig = append(pad, sig...)
	}
	n := len(sig)
	sig, e = g.normalize(sig, e)
	// Below the normal range: shift right into the subnormal position.
	emin := g.constS(1-f.bias, ew)
	tiny := g.slt(e, emin)
	amt := g.sub(emin, e)
	sig = g.muxWord(tiny, g.shrSticky(sig, amt), sig)
	e = g.muxWord(tiny, emin, e)
	m := sig[n-p:]
	guard := sig[n-p-1]
	sticky := g.orAll(sig[:n-p-1])
	var inc z.Lit
	switch inexact := g.or(guard, sticky); rm {
	case expr.RNE:
		inc = g.c.And(guard, g.or(sticky, m[0]))
	case expr.RTN:
		inc = g.c.And(inexact, s)
	case expr.RTP:
		inc = g.c.And(inexact, s.Not())
	case expr.RNA:
		inc = guard
	default:
		inc = g.c.F
	}
	m1, carry := g.add(m, zext([]z.Lit{inc}, p, g.c.F), g.c.F)
	top := g.constWord(1<<uint(p-1), p)
	m1 = g.muxWord(carry, top, m1)
	e = g.addW(e, zext([]z.Lit{carry}, ew, g.c.F))
	// Pack: a clear hidden bit means subnormal (or zero) with field 0.
	field := g.addW(e, g.constS(f.bias, ew))
	field = g.muxWord(m1[p-1], field, g.constWord(0, ew))
	out := make([]z.Lit, 0, f.w)
	out = append(out, m1[:p-1]...)
	out = append(out, field[:f.ebits]...)
	out = append(out, s)
	over := g.slt(g.constS(f.bias, ew), e)
	return g.muxWord(over, g.overflow(f, rm, s), out)
}

// overflow is the result of an overflow with sign s: ∞ when rounding
// away from zero in that direction, else the largest finite value.
func (g *gates) overflow(f fpFmt, rm expr.RoundingMode, s z.Lit) []z.Lit {
	maxW := g.constWord(uint64(1<<f.ebits-1)<<f.mbits-1, f.w)
	maxW[f.w-1] = s
	switch rm {
	case expr.RNE, expr.RNA:
		return g.infW(f, s)
	case expr.RTN:
		return g.muxWord(s, g.infW(f, s), maxW)
	case expr.RTP:
		return g.muxWord(s, maxW, g.infW(f, s))
	}
	return maxW
}

// zeroSum is the sign of an exact zero sum of terms with signs sa and
// sb: -0 only from two -0s, or when rounding toward -∞ from any -0 or
// x + -x.
func (g *gates) zeroSum(rm expr.RoundingMode, sa, sb z.Lit) z.Lit {
	if rm == expr.RTN {
		return g.or(sa, sb)
	}
	return g.c.And(sa, sb)
}

// nanOf is the result for NaN operands: the first NaN operand, quieted.
func (g *gates) nanOf(f fpFmt, vs ...fpVal) []z.Lit {
	r := g.quiet(f, vs[len(vs)-1].word)
	for i := len(vs) - 2; i >= 0; i-- {
		r = g.muxWord(vs[i].nan, g.quiet(f, vs[i].word), r)
	}
	return r
}

func (g *gates) anyNaN(vs ...fpVal) z.Lit {
	r := g.c.F
	for _, v := range vs {
		r = g.or(r, v.nan)
	}
	return r
}

// fadd adds x and y (y's sign flipped first for subtraction; NaNs
// propagate with their original bits).
func (g *gates) fadd(f fpFmt, rm expr.RoundingMode, x, y []z.Lit, sub bool) []z.Lit {
	a, bOrig := g.unpack(f, x), g.unpack(f, y)
	yy := append([]z.Lit{}, y...)
	if sub {
		yy[f.w-1] = yy[f.w-1].Not()
	}
	b := g.unpack(f, yy)
	p := f.p()
	// Order by magnitude.
	swap := g.ult(x[:f.w-1], y[:f.w-1])
	big, small := g.pick(swap, b, a), g.pick(swap, a, b)
	n := p + 4
	place := func(sig []z.Lit) []z.Lit {
		out := g.constWord(0, n)
		copy(out[3:], sig)
		return out
	}
	sb := place(big.sig)
	ss := g.shrSticky(place(small.sig), g.sub(big.exp, small.exp))
	effSub := g.xor(big.sign, small.sign)
	sum := g.muxWord(effSub, g.sub(sb, ss), g.addW(sb, ss))
	isZero := g.orAll(sum).Not()
	r := g.roundPack(f, rm, big.sign, g.addW(big.exp, g.constS(1, ew)), sum)
	r = g.muxWord(isZero, g.zeroW(f, g.zeroSum(rm, a.sign, b.sign)), r)
	r = g.muxWord(b.inf, yy, r)
	r = g.muxWord(a.inf, x, r)
	r = g.muxWord(g.c.And(g.c.And(a.inf, b.inf), g.xor(a.sign, b.sign)), g.defaultNaN(f), r)
	return g.muxWord(g.anyNaN(a, bOrig), g.nanOf(f, a, bOrig), r)
}

// pick is c ? t : e on unpacked values.
func (g *gates) pick(c z.Lit, t, e fpVal) fpVal {
	m := func(x, y z.Lit) z.Lit { return g.mux(c, x, y) }
	return fpVal{
		word: g.muxWord(c, t.word, e.word), sign: m(t.sign, e.sign),
		nan: m(t.nan, e.nan), inf: m(t.inf, e.inf), zero: m(t.zero, e.zero), expZero: m(t.expZero, e.expZero),
		sig: g.muxWord(c, t.sig, e.sig), exp: g.muxWord(c, t.exp, e.exp),
	}
}

// mulFull is the full 2n-bit product of two n-bit words.
func (g *gates) mulFull(a, b []z.Lit) []z.Lit {
	n := len(a)
	acc := g.constWord(0, 2*n)
	for i := 0; i < n; i++ {
		row := make([]z.Lit, n+1)
		for j := 0; j < n; j++ {
			row[j] = g.c.And(a[j], b[i])
		}
		row[n] = g.c.F
		s, _ := g.add(acc[i:i+n+1], row, g.c.F)
		copy(acc[i:], s)
	}
	return acc
}

func (g *gates) fmul(f fpFmt, rm expr.RoundingMode, x, y []z.Lit) []z.Lit {
	a, b := g.unpack(f, x), g.unpack(f, y)
	s := g.xor(a.sign, b.sign)
	prod := g.mulFull(a.sig, b.sig)
	e := g.addW(g.addW(a.exp, b.exp), g.constS(1, ew))
	r := g.roundPack(f, rm, s, e, prod)
	r = g.muxWord(g.or(a.zero, b.zero), g.zeroW(f, s), r)
	r = g.muxWord(g.or(a.inf, b.inf), g.infW(f, s), r)
	invalid := g.or(g.c.And(a.inf, b.zero), g.c.And(a.zero, b.inf))
	r = g.muxWord(invalid, g.defaultNaN(f), r)
	return g.muxWord(g.anyNaN(a, b), g.nanOf(f, a, b), r)
}

func (g *gates) fdiv(f fpFmt, rm expr.RoundingMode, x, y []z.Lit) []z.Lit {
	a, b := g.unpack(f, x), g.unpack(f, y)
	s := g.xor(a.sign, b.sign)
	p := f.p()
	sa, ea := g.normalize(a.sig, a.exp)
	sb, eb := g.normalize(b.sig, b.exp)
	// Long division: p+3 quotient bits of sa/sb ∈ (1/2, 2), then a
	// sticky bit for a nonzero remainder.
	rem := zext(sa, p+2, g.c.F)
	div := zext(sb, p+2, g.c.F)
	q := make([]z.Lit, p+4)
	for i := p + 3; i >= 1; i-- {
		d, ge := g.add(rem, notWord(div), g.c.T)
		q[i] = ge
		rem = g.muxWord(ge, d, rem)
		rem = append([]z.Lit{g.c.F}, rem[:p+1]...)
	}
	q[0] = g.orAll(rem)
	r := g.roundPack(f, rm, s, g.sub(ea, eb), q)
	r = g.muxWord(g.or(a.zero, b.inf), g.zeroW(f, s), r)
	r = g.muxWord(g.or(a.inf, b.zero), g.infW(f, s), r)
	invalid := g.or(g.c.And(a.inf, b.inf), g.c.And(a.zero, b.zero))
	r = g.muxWord(invalid, g.defaultNaN(f), r)
	return g.muxWord(g.anyNaN(a, b), g.nanOf(f, a, b), r)
}

func (g *gates) fcompare(k expr.Kind, f fpFmt, x, y []z.Lit) z.Lit {
	a, b := g.unpack(f, x), g.unpack(f, y)
	uno := g.or(a.nan, b.nan)
	if k == expr.KindFUno {
		return uno
	}
	bothZero := g.c.And(a.zero, b.zero)
	key := func(v []z.Lit) []z.Lit {
		s := v[f.w-1]
		out := make([]z.Lit, f.w)
		for i := 0; i < f.w-1; i++ {
			out[i] = g.xor(v[i], s)
		}
		out[f.w-1] = s.Not()
		return out
	}
	ka, kb := key(x), key(y)
	var r z.Lit
	switch k {
	case expr.KindFOEq:
		r = g.or(g.eq(x, y), bothZero)
	case expr.KindFOLt:
		r = g.c.And(g.ult(ka, kb), bothZero.Not())
	default: // fole
		r = g.or(g.ule(ka, kb), bothZero)
	}
	return g.c.And(r, uno.Not())
}

// fminmax is glibc's fmin/fmax (expr/fp.go).
func (g *gates) fminmax(min bool, f fpFmt, x, y []z.Lit) []z.Lit {
	a, b := g.unpack(f, x), g.unpack(f, y)
	var takeA z.Lit
	if min {
		takeA = g.fcompare(expr.KindFOLe, f, x, y)
	} else {
		takeA = g.fcompare(expr.KindFOLe, f, y, x)
	}
	r := g.muxWord(takeA, x, y)
	r = g.muxWord(g.c.And(b.nan, a.nan.Not()), x, r)
	return g.muxWord(g.c.And(a.nan, b.nan.Not()), y, r)
}

// fpConvert is fpext or fptrunc.
func (g *gates) fpConvert(from, to fpFmt, rm expr.RoundingMode, x []z.Lit) []z.Lit {
	a := g.unpack(from, x)
	r := g.roundPack(to, rm, a.sign, a.exp, a.sig)
	r = g.muxWord(a.zero, g.zeroW(to, a.sign), r)
	r = g.muxWord(a.inf, g.infW(to, a.sign), r)
	// NaN: the payload's top bits, quieted.
	q := g.quiet(from, x)
	nan := g.infW(to, a.sign)
	if to.mbits > from.mbits {
		copy(nan[to.mbits-from.mbits:], q[:from.mbits])
	} else {
		copy(nan, q[from.mbits-to.mbits:from.mbits])
	}
	return g.muxWord(a.nan, nan, r)
}

// intToFP converts the integer word x (signed or not) to format f.
func (g *gates) intToFP(f fpFmt, rm expr.RoundingMode, x []z.Lit, signed bool) []z.Lit {
	n := len(x)
	s := g.c.F
	mag := x
	if signed {
		s = x[n-1]
		mag = g.muxWord(s, g.neg(x), x)
	}
	r := g.roundPack(f, rm, s, g.constS(n-1, ew), mag)
	zero := g.constWord(0, f.w)
	if !signed && n == 64 && f.w == 64 && rm == expr.RTN {
		zero[63] = g.c.T // clang's u64→double gives -0 (expr/fpround.go)
	}
	return g.muxWord(g.orAll(x).Not(), zero, r)
}

// cvtt is x86's truncating conversion to an n-bit signed integer, with
// 1<<(n-1) for NaN and out-of-range values.
func (g *gates) cvtt(f fpFmt, x []z.Lit, n int) []z.Lit {
	a := g.unpack(f, x)
	p := f.p()
	wd := max(n, p) + 1
	sig := zext(a.sig, wd, g.c.F)
	// value = sig·2^(e-(p-1)): shift left by e-(p-1) or right by (p-1)-e.
	left := g.sub(a.exp, g.constS(p-1, ew))
	right := g.neg(left)
	neg := left[ew-1]
	t := g.muxWord(neg, g.shift(sig, right, false, g.c.F), g.shift(sig, left, true, g.c.F))
	// In range: e < n (so t fits wd bits) and t < 2^(n-1), or t = 2^(n-1)
	// when negative.
	small := g.slt(a.exp, g.constS(n, ew))
	lim := g.constWord(1<<uint(n-1), wd)
	ok := g.c.And(small, g.or(g.ult(t, lim), g.c.And(a.sign, g.eq(t, lim))))
	ok = g.c.And(ok, a.nan.Not())
	tn := t[:n]
	v := g.muxWord(a.sign, g.neg(tn), tn)
	indef := g.constWord(0, n)
	indef[n-1] = g.c.T
	return g.muxWord(ok, v, indef)
}

// fpToInt converts as expr's fpToInt (clang-14's x86-64 code).
func (g *gates) fpToInt(f fpFmt, x []z.Lit, to int, unsigned bool) []z.Lit {
	switch {
	case to <= 16 || (!unsigned && to <= 32):
		return g.cvtt(f, x, 32)[:to]
	case unsigned && to <= 32, !unsigned:
		return g.cvtt(f, x, 64)[:to]
	}
	r := g.cvtt(f, x, 64)
	two63 := uint64(0x43e0000000000000)
	if f.w == 32 {
		two63 = 0x5f000000
	}
	d := g.cvtt(f, g.fadd(f, expr.RNE, x, g.constWord(two63, f.w), true), 64) // exact where it matters
	out := make([]z.Lit, 64)
	for i := range out {
		out[i] = g.or(r[i], g.c.And(r[63], d[i]))
	}
	return out[:to]
}

// encodeFP encodes an FP kind.
func (b *blaster) encodeFP(e *expr.Node) []z.Lit {
	k := e.Kind()
	kid := e.Kid(0)
	f := fmtOf(int(kid.Width()))
	rm := e.Rounding()
	switch k {
	case expr.KindFAdd, expr.KindFSub:
		return b.fadd(f, rm, b.enc(kid), b.enc(e.Kid(1)), k == expr.KindFSub)
	case expr.KindFMul:
		return b.fmul(f, rm, b.enc(kid), b.enc(e.Kid(1)))
	case expr.KindFDiv:
		return b.fdiv(f, rm, b.enc(kid), b.enc(e.Kid(1)))
	case expr.KindFRem:
		return b.frem(f, b.enc(kid), b.enc(e.Kid(1)))
	case expr.KindFSqrt:
		return b.fsqrt(f, rm, b.enc(kid))
	case expr.KindFMA:
		return b.ffma(f, rm, b.enc(kid), b.enc(e.Kid(1)), b.enc(e.Kid(2)))
	case expr.KindFOEq, expr.KindFOLt, expr.KindFOLe, expr.KindFUno:
		return []z.Lit{b.fcompare(k, f, b.enc(kid), b.enc(e.Kid(1)))}
	case expr.KindFMin, expr.KindFMax:
		return b.fminmax(k == expr.KindFMin, f, b.enc(kid), b.enc(e.Kid(1)))
	case expr.KindFPExt, expr.KindFPTrunc:
		return b.fpConvert(f, fmtOf(int(e.Width())), rm, b.enc(kid))
	case expr.KindSIToFP, expr.KindUIToFP:
		return b.intToFP(fmtOf(int(e.Width())), rm, b.enc(kid), k == expr.KindSIToFP)
	case expr.KindFPToSI, expr.KindFPToUI:
		return b.fpToInt(f, b.enc(kid), int(e.Width()), k == expr.KindFPToUI)
	}
	panic("bitblast: floating-point " + k.String() + " is not supported by the bit-blaster")
}

// fsqrt is the square root: digit-by-digit (restoring) integer root of
// the significand scaled to an even exponent, a sticky bit for a
// nonzero remainder, then roundPack.
func (g *gates) fsqrt(f fpFmt, rm expr.RoundingMode, x []z.Lit) []z.Lit {
	a := g.unpack(f, x)
	p := f.p()
	sig, e := g.normalize(a.sig, a.exp)
	// value = sig·2^k with k = e-(p-1); make k even.
	k := g.addW(e, g.constS(-(p-1), ew))
	odd := k[0]
	m := zext(sig, p+1, g.c.F)
	m = g.muxWord(odd, append([]z.Lit{g.c.F}, m[:p]...), m)
	k = g.sub(k, zext([]z.Lit{odd}, ew, g.c.F))
	// R = m·2^(2t), with isqrt(R) ≥ p+2 bits.
	t := p/2 + 3
	nr := p + 1 + 2*t
	if nr%2 == 1 {
		nr++
	}
	r := g.constWord(0, nr)
	copy(r[2*t:], m)
	nq := nr / 2
	root := g.constWord(0, nq)
	rem := g.constWord(0, nq+2)
	for i := nq - 1; i >= 0; i-- {
		rem = append([]z.Lit{r[2*i], r[2*i+1]}, rem[:nq]...)
		trial := append([]z.Lit{g.c.T, g.c.F}, root[:nq]...)
		d, ge := g.add(rem, notWord(trial), g.c.T)
		rem = g.muxWord(ge, d, rem)
		root = append([]z.Lit{ge}, root[:nq-1]...)
	}
	word := append([]z.Lit{g.orAll(rem)}, root...)
	// √(R·2^(k-2t)) = root·2^((k-2t)/2); word's LSB weighs half root's.
	k2 := g.addW(k, g.constS(-2*t, ew))
	half := append(append([]z.Lit{}, k2[1:]...), k2[ew-1])
	eTop := g.addW(half, g.constS(nq-1, ew))
	res := g.roundPack(f, rm, g.c.F, eTop, word)
	res = g.muxWord(a.zero, x, res)
	res = g.muxWord(a.inf, x, res)
	res = g.muxWord(g.c.And(a.sign, a.zero.Not()), g.defaultNaN(f), res)
	return g.muxWord(a.nan, g.quiet(f, x), res)
}

// ffma is a·b+c rounded once: the exact 2p-bit product and c (widened to
// 2p bits), both normalized, are added as in fadd, by magnitude order.
func (g *gates) ffma(f fpFmt, rm expr.RoundingMode, x, y, w []z.Lit) []z.Lit {
	a, b, c := g.unpack(f, x), g.unpack(f, y), g.unpack(f, w)
	p := f.p()
	sp := g.xor(a.sign, b.sign)
	prod, ep := g.normalize(g.mulFull(a.sig, b.sig), g.addW(g.addW(a.exp, b.exp), g.constS(1, ew)))
	csig, ec := g.normalize(append(g.constWord(0, p), c.sig...), c.exp)
	// Order by magnitude: exponent, then significand; a zero is smallest
	// whatever its (normalized, meaningless) exponent.
	cBig := g.or(g.slt(ep, ec), g.c.And(g.eq(ep, ec), g.ult(prod, csig)))
	pZero := g.or(a.zero, b.zero)
	cBig = g.c.And(g.or(cBig, pZero), c.zero.Not())
	n := 2*p + 4
	place := func(sig []z.Lit) []z.Lit {
		out := g.constWord(0, n)
		copy(out[3:], sig)
		return out
	}
	big := g.muxWord(cBig, place(csig), place(prod))
	small := g.muxWord(cBig, place(prod), place(csig))
	eb, es := g.muxWord(cBig, ec, ep), g.muxWord(cBig, ep, ec)
	sBig := g.mux(cBig, c.sign, sp)
	// A zero operand's exponent is meaningless: it shifts out entirely.
	small = g.shrSticky(small, g.sub(eb, es))
	effSub := g.xor(sp, c.sign)
	sum := g.muxWord(effSub, g.sub(big, small), g.addW(big, small))
	r := g.roundPack(f, rm, sBig, g.addW(eb, g.constS(1, ew)), sum)
	r = g.muxWord(g.orAll(sum).Not(), g.zeroW(f, g.zeroSum(rm, sp, c.sign)), r)
	r = g.muxWord(c.inf, w, r)
	pInf := g.or(a.inf, b.inf)
	r = g.muxWord(pInf, g.infW(f, sp), r)
	invalid := g.or(g.or(g.c.And(a.inf, b.zero), g.c.And(a.zero, b.inf)),
		g.c.And(g.c.And(pInf, pZero.Not()), g.c.And(c.inf, g.xor(sp, c.sign))))
	r = g.muxWord(invalid, g.defaultNaN(f), r)
	return g.muxWord(g.anyNaN(a, b, c), g.nanOf(f, b, a, c), r)
}

// frem is C's fmod, exact: with |x| = mx·2^k·2^d and |y| = my·2^k (mx,
// my normalized, d = ex-ey), the remainder is ((mx·2^d) mod my)·2^k,
// computed by shift-and-subtract steps, one per unit of d — as many
// steps as the exponent range allows, each enabled while i < d.
func (g *gates) frem(f fpFmt, x, y []z.Lit) []z.Lit {
	a, b := g.unpack(f, x), g.unpack(f, y)
	p := f.p()
	sa, ea := g.normalize(a.sig, a.exp)
	sb, eb := g.normalize(b.sig, b.exp)
	my := zext(sb, p+1, g.c.F)
	rem := zext(sa, p+1, g.c.F)
	step := func(r []z.Lit) []z.Lit { // r mod my, for r < 2·my
		d, ge := g.add(r, notWord(my), g.c.T)
		return g.muxWord(ge, d, r)
	}
	rem = step(rem)
	d := g.sub(ea, eb)
	steps := (2*f.bias - 1) + p // the largest exponent difference
	for i := 1; i <= steps; i++ {
		active := g.slt(g.constS(i-1, ew), d)
		shifted := append([]z.Lit{g.c.F}, rem[:p]...)
		rem = g.muxWord(active, step(shifted), rem)
	}
	r := g.roundPack(f, expr.RNE, a.sign, eb, rem[:p]) // exact
	r = g.muxWord(g.orAll(rem).Not(), g.zeroW(f, a.sign), r)
	// |x| < |y| (so d < 0, or d = 0 and mx < my), y = ∞, or x = 0: x.
	smaller := g.ult(x[:f.w-1], y[:f.w-1])
	r = g.muxWord(g.or(g.or(smaller, b.inf), a.zero), x, r)
	r = g.muxWord(g.or(a.inf, b.zero), g.defaultNaN(f), r)
	return g.muxWord(g.anyNaN(a, b), g.nanOf(f, a, b), r)
}

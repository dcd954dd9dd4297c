package expr

import (
	"fmt"
	"math"
)

// Floating point. A float or double is a bit-vector of width 32 or 64
// holding its IEEE-754 bit pattern, so arrays, memory and models need
// nothing new and a model's bytes are the value's exact bits. The FP kinds
// are operators over such bit-vectors (fneg, fabs and bitcasts are plain
// bit operations). Their meaning is x86-64's (SSE2, what clang-14 emits):
// round to nearest even, or toward -∞, +∞ or zero as the node's rounding
// mode says (the mode the program set with fesetround); an operation on NaNs returns its first NaN
// operand quieted; an invalid operation (∞-∞, 0·∞, 0/0, √-1, fmod(x,0))
// returns the default NaN (sign set, quiet bit only); out-of-range
// float-to-integer conversions return cvttsd2si's "integer indefinite"
// value (0x80…0) of the width clang converts at. The evaluator computes
// them exactly; solver/bitblast encodes the same semantics as circuits.

// FPPred is an fcmp predicate in LLVM's numbering: bit 0 (1) is "equal",
// bit 1 (2) "greater", bit 2 (4) "less", bit 3 (8) "unordered"; a
// predicate holds when the operands' relation is one of its bits. So
// FPOEq = 1, FPOLt = 4, FPUNE = 14 (unordered, greater or less).
type FPPred uint8

const (
	FPFalse FPPred = 0
	FPOEq   FPPred = 1
	FPOGt   FPPred = 2
	FPOGe   FPPred = 3
	FPOLt   FPPred = 4
	FPOLe   FPPred = 5
	FPONe   FPPred = 6
	FPOrd   FPPred = 7
	FPUno   FPPred = 8
	FPUEq   FPPred = 9
	FPUGt   FPPred = 10
	FPUGe   FPPred = 11
	FPULt   FPPred = 12
	FPULe   FPPred = 13
	FPUNe   FPPred = 14
	FPTrue  FPPred = 15
)

// IsFPWidth reports whether w is a supported float width (32 or 64).
func IsFPWidth(w Width) bool { return w == 32 || w == 64 }

func mustFP(e Expr, what string) {
	if !IsFPWidth(e.width) {
		panic(fmt.Sprintf("expr: %s of width %d (want a float of 32 or 64 bits)", what, e.width))
	}
}

// FPBinary builds fadd, fsub, fmul, fdiv, frem, fmin, fmax and the four
// comparison kinds foeq, folt, fole, funo (Bool results), rounding to
// nearest even.
func FPBinary(k Kind, a, b Expr) Expr { return FPBinaryRM(k, RNE, a, b) }

// FPBinaryRM is FPBinary rounding with rm (ignored by kinds that do not
// round).
func FPBinaryRM(k Kind, rm RoundingMode, a, b Expr) Expr {
	if !k.IsFP() || k.Arity() != 2 {
		panic("expr: FPBinary of " + k.String())
	}
	mustFP(a, k.String())
	mustSame(a, b, k.String())
	rm = k.mode(rm)
	w := a.width
	if k >= KindFOEq && k <= KindFUno {
		w = Bool
	}
	if a.IsConst() && b.IsConst() {
		return Const(applyFP(k, rm, a.width, w, a.val, b.val, 0), w)
	}
	return intern(nodeKey{kind: k, width: w, val: uint64(rm), a: a, b: b})
}

// FPUnary builds fsqrt (w is a's width) and the conversions fpext,
// fptrunc (float widths), fptosi, fptoui (a float to w bits) and sitofp,
// uitofp (w bits of integer a to a float of width w), rounding to nearest
// even (fptosi and fptoui truncate, as C's conversions do).
func FPUnary(k Kind, a Expr, w Width) Expr { return FPUnaryRM(k, RNE, a, w) }

// FPUnaryRM is FPUnary rounding with rm (ignored by kinds that do not
// round).
func FPUnaryRM(k Kind, rm RoundingMode, a Expr, w Width) Expr {
	switch k {
	case KindFSqrt:
		mustFP(a, k.String())
		if w != a.width {
			panic(fmt.Sprintf("expr: %s of width %d to %d", k, a.width, w))
		}
	case KindFPExt, KindFPTrunc:
		mustFP(a, k.String())
		if !IsFPWidth(w) || (k == KindFPExt) != (w > a.width) {
			panic(fmt.Sprintf("expr: %s from %d to %d bits", k, a.width, w))
		}
	case KindFPToSI, KindFPToUI:
		mustFP(a, k.String())
		if w < 1 || w > MaxWidth {
			panic(fmt.Sprintf("expr: %s to width %d", k, w))
		}
	case KindSIToFP, KindUIToFP:
		if !IsFPWidth(w) {
			panic(fmt.Sprintf("expr: %s to width %d", k, w))
		}
	default:
		panic("expr: FPUnary of " + k.String())
	}
	rm = k.mode(rm)
	if a.IsConst() {
		return Const(applyFP(k, rm, a.width, w, a.val, 0, 0), w)
	}
	return intern(nodeKey{kind: k, width: w, val: uint64(rm), a: a})
}

// FMARM builds a*b+c rounded once, with rm (callers always have a
// rounding mode: smtlib's fp.fma names one).
func FMARM(rm RoundingMode, a, b, c Expr) Expr {
	mustFP(a, "fma")
	mustSame(a, b, "fma")
	mustSame(a, c, "fma")
	rm = rm.valid()
	if a.IsConst() && b.IsConst() && c.IsConst() {
		return Const(applyFP(KindFMA, rm, a.width, a.width, a.val, b.val, c.val), a.width)
	}
	return intern(nodeKey{kind: KindFMA, width: a.width, val: uint64(rm), a: a, b: b, c: c})
}

// FPRebuild builds FP node n's operator (kind, rounding mode, width) over
// new operands kids, for rewriters.
func FPRebuild(n *Node, kids [3]Expr) Expr {
	switch n.kind.Arity() {
	case 1:
		return FPUnaryRM(n.kind, n.Rounding(), kids[0], n.width)
	case 2:
		return FPBinaryRM(n.kind, n.Rounding(), kids[0], kids[1])
	}
	return FMARM(n.Rounding(), kids[0], kids[1], kids[2])
}

// Rounding is the rounding mode of an FP node whose kind Rounds (RNE for
// every other node).
func (n *Node) Rounding() RoundingMode {
	if n.kind.Rounds() {
		return RoundingMode(n.val)
	}
	return RNE
}

// mode is rm for kinds that round, else RNE, so that nodes differing only
// in an irrelevant mode are one node.
func (k Kind) mode(rm RoundingMode) RoundingMode {
	if k.Rounds() {
		return rm.valid()
	}
	return RNE
}

// FCmp builds the fcmp predicate p as a disjunction of the relations it
// admits (or the negation of the ones it excludes, whichever is shorter).
func FCmp(p FPPred, a, b Expr) Expr {
	p &= 15
	if n := p&1 + p>>1&1 + p>>2&1 + p>>3&1; n > 2 {
		return Not(FCmp(15^p, a, b))
	}
	r := False()
	if p&1 != 0 {
		r = Or(r, FPBinary(KindFOEq, a, b))
	}
	if p&2 != 0 {
		r = Or(r, FPBinary(KindFOLt, b, a))
	}
	if p&4 != 0 {
		r = Or(r, FPBinary(KindFOLt, a, b))
	}
	if p&8 != 0 {
		r = Or(r, FPBinary(KindFUno, a, b))
	}
	return r
}

// FNeg and FAbs flip and clear the sign bit (exact, NaNs included).
func FNeg(a Expr) Expr {
	mustFP(a, "fneg")
	return Xor(a, Const(1<<(a.width-1), a.width))
}

func FAbs(a Expr) Expr {
	mustFP(a, "fabs")
	return And(a, Const(Mask(a.width)>>1, a.width))
}

// ---- semantics ----

// FPNaN reports whether the w-bit pattern a is a NaN.
func FPNaN(w Width, a uint64) bool {
	if w == 32 {
		return a&0x7fffffff > 0x7f800000
	}
	return a&(1<<63-1) > 0x7ff0000000000000
}

// FPQuiet sets a NaN's quiet bit.
func FPQuiet(w Width, a uint64) uint64 { return a | 1<<(fpMant(w)-1) }

// FPDefaultNaN is x86's "QNaN floating-point indefinite".
func FPDefaultNaN(w Width) uint64 {
	if w == 32 {
		return 0xffc00000
	}
	return 0xfff8000000000000
}

// fpMant is the number of stored mantissa bits.
func fpMant(w Width) uint {
	if w == 32 {
		return 23
	}
	return 52
}

func f32(a uint64) float32 { return math.Float32frombits(uint32(a)) }
func b32(f float32) uint64 { return uint64(math.Float32bits(f)) }

func toF64(w Width, a uint64) float64 {
	if w == 32 {
		return float64(f32(a))
	}
	return math.Float64frombits(a)
}

// FPApply computes FP kind k rounding with rm on concrete operands of
// width from (the unused ones ignored), giving a value of width to: the
// semantics the evaluator uses, for the interpreter's concrete path. It
// allocates nothing when rm is RNE.
func FPApply(k Kind, rm RoundingMode, from, to Width, a, b, c uint64) uint64 {
	if !k.IsFP() {
		panic("expr: FPApply of " + k.String())
	}
	return applyFP(k, k.mode(rm), from, to, a, b, c)
}

// FPCompare computes the fcmp predicate p on w-bit floats.
func FPCompare(p FPPred, w Width, a, b uint64) bool {
	var rel FPPred
	switch {
	case FPNaN(w, a) || FPNaN(w, b):
		rel = 8
	case applyFP(KindFOEq, RNE, w, Bool, a, b, 0) == 1:
		rel = 1
	case applyFP(KindFOLt, RNE, w, Bool, a, b, 0) == 1:
		rel = 4
	default:
		rel = 2
	}
	return p&rel != 0
}

// applyFP computes FP kind k on operands of width from giving width to,
// rounding with rm: Go's arithmetic for RNE, exact arithmetic otherwise
// (fpround.go).
func applyFP(k Kind, rm RoundingMode, from, to Width, a, b, c uint64) uint64 {
	if rm != RNE {
		return applyDirected(k, rm, from, to, a, b, c)
	}
	w := from
	switch k {
	case KindFOEq, KindFOLt, KindFOLe, KindFUno:
		if FPNaN(w, a) || FPNaN(w, b) {
			return b2u(k == KindFUno)
		}
		x, y := toF64(w, a), toF64(w, b)
		switch k {
		case KindFOEq:
			return b2u(x == y)
		case KindFOLt:
			return b2u(x < y)
		case KindFOLe:
			return b2u(x <= y)
		}
		return 0
	case KindFMin, KindFMax:
		// glibc's fmin/fmax: x ≤ y ? x : y (x ≥ y for fmax) when
		// ordered, so ties (±0) give the first operand; else the
		// non-NaN one; else the second, unquieted.
		switch an, bn := FPNaN(w, a), FPNaN(w, b); {
		case an && bn:
			return b
		case an:
			return b
		case bn:
			return a
		}
		x, y := toF64(w, a), toF64(w, b)
		if (k == KindFMin && x <= y) || (k == KindFMax && x >= y) {
			return a
		}
		return b
	case KindFAdd, KindFSub, KindFMul, KindFDiv, KindFRem:
		if FPNaN(w, a) {
			return FPQuiet(w, a)
		}
		if FPNaN(w, b) {
			return FPQuiet(w, b)
		}
		var r uint64
		if w == 32 {
			x, y := f32(a), f32(b)
			switch k {
			case KindFAdd:
				r = b32(x + y)
			case KindFSub:
				r = b32(x - y)
			case KindFMul:
				r = b32(x * y)
			case KindFDiv:
				r = b32(x / y)
			default: // fmod's result is exact, so no double rounding
				r = b32(float32(math.Mod(float64(x), float64(y))))
			}
		} else {
			x, y := math.Float64frombits(a), math.Float64frombits(b)
			var f float64
			switch k {
			case KindFAdd:
				f = x + y
			case KindFSub:
				f = x - y
			case KindFMul:
				f = x * y
			case KindFDiv:
				f = x / y
			default:
				f = math.Mod(x, y)
			}
			r = math.Float64bits(f)
		}
		if FPNaN(w, r) {
			return FPDefaultNaN(w)
		}
		return r
	case KindFSqrt:
		if FPNaN(w, a) {
			return FPQuiet(w, a)
		}
		x := toF64(w, a)
		if x < 0 {
			return FPDefaultNaN(w)
		}
		// √ of a float rounded to double and then to float is correctly
		// rounded (53 ≥ 2·24+2).
		if w == 32 {
			return b32(float32(math.Sqrt(x)))
		}
		return math.Float64bits(math.Sqrt(x))
	case KindFMA:
		// glibc's fma: NaN operands propagate y first, then x, then z.
		for _, v := range [3]uint64{b, a, c} {
			if FPNaN(w, v) {
				return FPQuiet(w, v)
			}
		}
		var r uint64
		if w == 32 {
			r = b32(fma32(f32(a), f32(b), f32(c)))
		} else {
			r = math.Float64bits(math.FMA(math.Float64frombits(a), math.Float64frombits(b), math.Float64frombits(c)))
		}
		if FPNaN(w, r) {
			return FPDefaultNaN(w)
		}
		return r
	case KindFPExt:
		if FPNaN(32, a) {
			a = FPQuiet(32, a)
			return a>>31<<63 | 0x7ff0000000000000 | (a&0x7fffff)<<29
		}
		return math.Float64bits(float64(f32(a)))
	case KindFPTrunc:
		if FPNaN(64, a) {
			a = FPQuiet(64, a)
			return a>>63<<31 | 0x7f800000 | (a>>29)&0x7fffff
		}
		return b32(float32(math.Float64frombits(a)))
	case KindFPToSI, KindFPToUI:
		return fpToInt(k == KindFPToUI, w, to, a)
	case KindSIToFP, KindUIToFP:
		v := a
		if k == KindSIToFP {
			v = uint64(sext64(a, w))
		}
		if to == 32 {
			if k == KindSIToFP {
				return b32(float32(int64(v)))
			}
			return b32(float32(v))
		}
		if k == KindSIToFP {
			return math.Float64bits(float64(int64(v)))
		}
		return math.Float64bits(float64(v))
	}
	panic("expr: applyFP on " + k.String())
}

// cvtt is x86's cvttss2si/cvttsd2si with an n-bit (32 or 64) destination:
// truncation toward zero, 1<<(n-1) for NaN and out-of-range values.
func cvtt(w Width, a uint64, n uint) uint64 {
	indefinite := uint64(1) << (n - 1)
	if FPNaN(w, a) {
		return indefinite
	}
	t := math.Trunc(toF64(w, a))
	lim := math.Ldexp(1, int(n)-1)
	if t >= lim || t < -lim {
		return indefinite
	}
	return uint64(int64(t)) & Mask(Width(n))
}

// fpToInt converts as clang-14's x86-64 code does: to ≤ 32 signed (and
// ≤ 16 unsigned) bits through a 32-bit cvtt, wider through a 64-bit one;
// unsigned 64-bit values above 2^63 via cvtt(x-2^63) with the sign bit
// or-ed back in, when cvtt(x) came out negative.
func fpToInt(unsigned bool, w, to Width, a uint64) uint64 {
	switch {
	case to <= 16 || (!unsigned && to <= 32):
		return cvtt(w, a, 32) & Mask(to)
	case unsigned && to <= 32, !unsigned:
		return cvtt(w, a, 64) & Mask(to)
	}
	r := cvtt(w, a, 64)
	if r>>63 != 0 {
		var d uint64
		if w == 32 {
			d = b32(f32(a) - float32(math.Ldexp(1, 63)))
		} else {
			d = math.Float64bits(math.Float64frombits(a) - math.Ldexp(1, 63))
		}
		r |= cvtt(w, d, 64)
	}
	return r & Mask(to)
}

// fma32 is a float32 fused multiply-add: the product of two floats is
// exact in a double; the sum is rounded to odd in double precision (so
// the final rounding to float is not a double rounding).
func fma32(x, y, z float32) float32 {
	p := float64(x) * float64(y)
	s := p + float64(z)
	if math.IsInf(s, 0) || math.IsNaN(s) || s == 0 {
		return float32(s)
	}
	// TwoSum: the exact error of s.
	bp := s - float64(z)
	e := (p - bp) + (float64(z) - (s - bp))
	if e != 0 && math.Float64bits(s)&1 == 0 {
		if (e > 0) == (s > 0) {
			s = math.Float64frombits(math.Float64bits(s) + 1)
		} else {
			s = math.Float64frombits(math.Float64bits(s) - 1)
		}
	}
	return float32(s)
}

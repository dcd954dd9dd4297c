package exec

import (
	"math"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// Floating point runs concretely and exactly: float (32) and double (64)
// values are bit patterns in Value.C. The concrete operations are expr's
// FP semantics (expr.FPApply: x86-64's results, NaN payloads and
// out-of-range conversions included, checked against native code), the
// same the symbolic path builds (fpsym.go), so a value's bits never
// depend on whether its operands were symbolic.

// fbinary computes a binary floating-point op of width w (32 or 64),
// rounding with rm.
func fbinary(op ir.Op, rm expr.RoundingMode, w uint16, a, b uint64) uint64 {
	return expr.FPApply(fpKind(op), rm, expr.Width(w), expr.Width(w), a, b, 0)
}

// fmuladd computes a*b+c unfused, as x86-64 code without FMA does: the
// product is rounded, then the sum.
func fmuladd(rm expr.RoundingMode, w uint16, a, b, c uint64) uint64 {
	fw := expr.Width(w)
	return expr.FPApply(expr.KindFAdd, rm, fw, fw, expr.FPApply(expr.KindFMul, rm, fw, fw, a, b, 0), c, 0)
}

func fcmp(p ir.Pred, w uint16, a, b uint64) bool {
	return expr.FPCompare(fpPred(p), expr.Width(w), a, b)
}

// fcast performs fptrunc, fpext, fptoui, fptosi, uitofp and sitofp from
// width from to width to, on x86-64 (expr's FP semantics, which the
// symbolic path shares, rounding with rm) or (i386, nearest even only) as
// i386's x87 code does.
func fcast(op ir.Op, rm expr.RoundingMode, from, to uint16, a uint64, i386 bool) uint64 {
	if !i386 {
		return expr.FPApply(fpKind(op), rm, expr.Width(from), expr.Width(to), a, 0, 0)
	}
	switch op {
	case ir.OpFPTrunc, ir.OpFPExt:
		return fromF(to, toF(from, a))
	case ir.OpUIToFP:
		if to == 32 {
			return uint64(math.Float32bits(float32(a)))
		}
		return math.Float64bits(float64(a))
	case ir.OpSIToFP:
		if to == 32 {
			return uint64(math.Float32bits(float32(sext(a, from))))
		}
		return math.Float64bits(float64(sext(a, from)))
	case ir.OpFPToSI:
		// Out of range is poison in LLVM; symx gives what clang's x86
		// code gives, so that replays agree. The conversion is done at
		// the narrowest width the target converts at (x86-64's cvtt*2si:
		// 32 or 64 bits; i386's x87 fistp: 16, 32 or 64) and truncated.
		return cvtt(toF(from, a), cvtBits(to, i386)) & mask(to)
	case ir.OpFPToUI:
		f := toF(from, a)
		if to < 64 {
			// A signed conversion wide enough for every unsigned value.
			return cvtt(f, cvtBits(to+1, i386)) & mask(to)
		}
		if i386 {
			// Values from 2^63 on (and NaN) are converted after
			// subtracting 2^63, and the top bit flipped back.
			if f < 0x1p63 {
				return cvtt(f, 64)
			}
			return cvtt(f-0x1p63, 64) ^ 1<<63
		}
		// x86-64 without AVX-512: both f and f-2^63 are converted, the
		// second taken where the first came out negative (from 2^63 on).
		r := cvtt(f, 64)
		return r | cvtt(f-0x1p63, 64)&uint64(int64(r)>>63)
	}
	panic("fcast: " + op.String())
}

// cvtBits is the narrowest width, 16 (i386 only), 32 or 64, at which x86
// converts a floating-point value to a signed integer of w bits.
func cvtBits(w uint16, i386 bool) uint16 {
	switch {
	case w <= 16 && i386:
		return 16
	case w <= 32:
		return 32
	}
	return 64
}

// cvtt converts f to an n-bit (32 or 64) signed integer truncating toward
// zero, as cvttsd2si does: NaN and values out of range give 1<<(n-1).
func cvtt(f float64, n uint16) uint64 {
	f = math.Trunc(f)
	lim := math.Ldexp(1, int(n)-1)
	if math.IsNaN(f) || f >= lim || f < -lim {
		return 1 << (n - 1)
	}
	return uint64(int64(f))
}

func fneg(w uint16, a uint64) uint64 {
	if w == 32 {
		return a ^ 1<<31
	}
	return a ^ 1<<63
}

func fabs(w uint16, a uint64) uint64 {
	if w == 32 {
		return a &^ (1 << 31)
	}
	return a &^ (1 << 63)
}

// toF and fromF convert between bit patterns and Go floats, for the i386
// conversions.
func toF(w uint16, v uint64) float64 {
	if w == 32 {
		return float64(math.Float32frombits(uint32(v)))
	}
	return math.Float64frombits(v)
}

func fromF(w uint16, f float64) uint64 {
	if w == 32 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

package exec

import (
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// Floating point runs concretely and exactly: float (32) and double (64)
// values are bit patterns in Value.C. The concrete operations are expr's
// FP semantics (expr.FPApply: x86-64's results, NaN payloads and
// out-of-range conversions included, checked against native code), the
// same the symbolic path builds (fpsym.go), so a value's bits never
// depend on whether its operands were symbolic.

// fbinary computes a binary floating-point op of width w (32 or 64).
func fbinary(op ir.Op, w uint16, a, b uint64) uint64 {
	return expr.FPApply(fpKind(op), expr.Width(w), expr.Width(w), a, b, 0)
}

// fmuladd computes a*b+c unfused, as x86-64 code without FMA does: the
// product is rounded, then the sum.
func fmuladd(w uint16, a, b, c uint64) uint64 {
	fw := expr.Width(w)
	return expr.FPApply(expr.KindFAdd, fw, fw, expr.FPApply(expr.KindFMul, fw, fw, a, b, 0), c, 0)
}

func fcmp(p ir.Pred, w uint16, a, b uint64) bool {
	return expr.FPCompare(fpPred(p), expr.Width(w), a, b)
}

// fcast performs fptrunc, fpext, fptoui, fptosi, uitofp and sitofp from
// width from to width to.
func fcast(op ir.Op, from, to uint16, a uint64) uint64 {
	return expr.FPApply(fpKind(op), expr.Width(from), expr.Width(to), a, 0, 0)
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

package exec

import (
	"math"

	"github.com/symx/symx/ir"
)

// Floating point runs concretely and exactly: float (32) and double (64)
// values are bit patterns in Value.C, computed with Go's IEEE arithmetic.
// Symbolic operands are concretized by the caller first.

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

// fbinary computes a binary floating-point op of width w (32 or 64).
func fbinary(op ir.Op, w uint16, a, b uint64) uint64 {
	if w == 32 {
		x, y := math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b))
		var r float32
		switch op {
		case ir.OpFAdd:
			r = x + y
		case ir.OpFSub:
			r = x - y
		case ir.OpFMul:
			r = x * y
		case ir.OpFDiv:
			r = x / y
		case ir.OpFRem:
			r = float32(math.Mod(float64(x), float64(y)))
		}
		return uint64(math.Float32bits(r))
	}
	x, y := math.Float64frombits(a), math.Float64frombits(b)
	var r float64
	switch op {
	case ir.OpFAdd:
		r = x + y
	case ir.OpFSub:
		r = x - y
	case ir.OpFMul:
		r = x * y
	case ir.OpFDiv:
		r = x / y
	case ir.OpFRem:
		r = math.Mod(x, y)
	}
	return math.Float64bits(r)
}

// fmuladd computes a*b+c unfused, as x86-64 code without FMA does.
func fmuladd(w uint16, a, b, c uint64) uint64 {
	if w == 32 {
		x, y, z := math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b)), math.Float32frombits(uint32(c))
		p := x * y
		return uint64(math.Float32bits(p + z))
	}
	x, y, z := math.Float64frombits(a), math.Float64frombits(b), math.Float64frombits(c)
	p := x * y
	return math.Float64bits(p + z)
}

func fcmp(p ir.Pred, w uint16, a, b uint64) bool {
	x, y := toF(w, a), toF(w, b)
	uno := math.IsNaN(x) || math.IsNaN(y)
	switch p {
	case ir.FloatFalse:
		return false
	case ir.FloatTrue:
		return true
	case ir.FloatORD:
		return !uno
	case ir.FloatUNO:
		return uno
	case ir.FloatOEQ:
		return !uno && x == y
	case ir.FloatOGT:
		return !uno && x > y
	case ir.FloatOGE:
		return !uno && x >= y
	case ir.FloatOLT:
		return !uno && x < y
	case ir.FloatOLE:
		return !uno && x <= y
	case ir.FloatONE:
		return !uno && x != y
	case ir.FloatUEQ:
		return uno || x == y
	case ir.FloatUGT:
		return uno || x > y
	case ir.FloatUGE:
		return uno || x >= y
	case ir.FloatULT:
		return uno || x < y
	case ir.FloatULE:
		return uno || x <= y
	case ir.FloatUNE:
		return uno || x != y
	}
	panic("fcmp: bad predicate")
}

// fcast performs fptrunc, fpext, fptoui, fptosi, uitofp and sitofp from
// width from to width to.
func fcast(op ir.Op, from, to uint16, a uint64) uint64 {
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
		f := math.Trunc(toF(from, a))
		lim := math.Ldexp(1, int(to)-1)
		if math.IsNaN(f) || f >= lim || f < -lim {
			// Out of range is poison in LLVM; x86's cvtt* yields the
			// "integer indefinite" value, which native runs print.
			if to >= 32 {
				return (uint64(1) << (to - 1)) & mask(to)
			}
			return 0
		}
		return uint64(int64(f)) & mask(to)
	case ir.OpFPToUI:
		f := math.Trunc(toF(from, a))
		switch {
		case math.IsNaN(f) || f >= math.Ldexp(1, 64):
			return (1 << 63) & mask(to)
		case f >= math.Ldexp(1, 63):
			return uint64(f-math.Ldexp(1, 63)) + 1<<63&mask(to)
		case f < 0:
			return uint64(int64(f)) & mask(to)
		}
		return uint64(f) & mask(to)
	}
	panic("fcast: " + op.String())
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

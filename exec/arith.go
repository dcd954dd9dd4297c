package exec

import (
	"math/bits"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// Integer semantics are expr's (expr.ApplyBinary, expr.ApplyUnary,
// through ir.IntKind, ir.IntCompare and ir.IntCast, which ir's constant
// folding uses too), so concrete and symbolic values, and folded
// constants, agree by construction, including division by zero (SMT-LIB's
// total functions; the interpreter reports it before computing) and
// shifts by the width or more (0; arithmetic right shift: the sign). The
// min/max intrinsics have no expr kind and are written here with their
// Select form beside them.
//
// The interpreter's inline fast path (run, in interp.go) computes the
// commonest concrete cases with fastArith, fastOvershift, fastICmp and
// fastCast below, written out rather than through expr's general switch
// because they run for most instructions (and the first three inline).
// TestSymbolicMatchesConcrete and TestFastPathIsExprs hold them to expr's
// semantics.

func concBinary(op ir.Op, w uint16, a, b uint64) uint64 {
	switch op {
	case ir.OpSMax:
		if sext(a, w) >= sext(b, w) {
			return a
		}
		return b
	case ir.OpSMin:
		if sext(a, w) <= sext(b, w) {
			return a
		}
		return b
	case ir.OpUMax:
		return max(a, b)
	case ir.OpUMin:
		return min(a, b)
	}
	if k, ok := ir.IntKind(op); ok {
		return expr.ApplyBinary(k, expr.Width(w), a, b)
	}
	panic("concBinary: " + op.String())
}

// fastOvershift reports whether the fast path must leave a shl or lshr
// of a w-bit value by b to step: a shift by the width or more, which KLEE's
// overshift check may report.
func fastOvershift(op ir.Op, w uint16, b uint64) bool {
	return b >= uint64(w) && (op == ir.OpShl || op == ir.OpLShr)
}

// fastArith is the fast path's add, sub, mul, and, or, xor, shl and lshr
// of concrete values, before masking to the width (the fast path leaves
// overshifts to step: fastOvershift). The fast path runs these inline:
// fastArith and fastOvershift are small enough for the compiler to
// inline, where one function doing both is not, and the call cost the
// concrete benchmarks 5-15%.
func fastArith(op ir.Op, a, b uint64) uint64 {
	switch op {
	case ir.OpAdd:
		return a + b
	case ir.OpSub:
		return a - b
	case ir.OpMul:
		return a * b
	case ir.OpAnd:
		return a & b
	case ir.OpOr:
		return a | b
	case ir.OpXor:
		return a ^ b
	case ir.OpShl:
		return a << b
	case ir.OpLShr:
		return a >> b
	}
	return 0
}

// BinaryExpr is a op b (an integer binary op) over expressions.
func BinaryExpr(op ir.Op, a, b expr.Expr) expr.Expr {
	switch op {
	case ir.OpSMax:
		return expr.Select(expr.Sle(b, a), a, b)
	case ir.OpSMin:
		return expr.Select(expr.Sle(a, b), a, b)
	case ir.OpUMax:
		return expr.Select(expr.Ule(b, a), a, b)
	case ir.OpUMin:
		return expr.Select(expr.Ule(a, b), a, b)
	}
	if k, ok := ir.IntKind(op); ok {
		return expr.Binary(k, a, b)
	}
	panic("BinaryExpr: " + op.String())
}

// binary computes a op b on Values of width w.
func binary(op ir.Op, w uint16, a, b Value) Value {
	if a.E == nil && b.E == nil {
		return Value{C: concBinary(op, w, a.C, b.C)}
	}
	return fromExpr(BinaryExpr(op, a.Expr(w), b.Expr(w)))
}

// fastICmp is the fast path's icmp of concrete w-bit values.
func fastICmp(p ir.Pred, w uint16, a, b uint64) bool {
	switch p {
	case ir.IntEQ:
		return a == b
	case ir.IntNE:
		return a != b
	case ir.IntUGT:
		return a > b
	case ir.IntUGE:
		return a >= b
	case ir.IntULT:
		return a < b
	case ir.IntULE:
		return a <= b
	case ir.IntSGT:
		return sext(a, w) > sext(b, w)
	case ir.IntSGE:
		return sext(a, w) >= sext(b, w)
	case ir.IntSLT:
		return sext(a, w) < sext(b, w)
	case ir.IntSLE:
		return sext(a, w) <= sext(b, w)
	}
	panic("icmp: bad predicate")
}

// ICmpExpr is the condition a p b (an integer compare) over expressions.
func ICmpExpr(p ir.Pred, a, b expr.Expr) expr.Expr {
	k, swap, not := ir.IntCompareKind(p)
	if swap {
		a, b = b, a
	}
	e := expr.Binary(k, a, b)
	if not {
		e = expr.Not(e)
	}
	return e
}

func icmp(p ir.Pred, w uint16, a, b Value) Value {
	if a.E == nil && b.E == nil {
		return Value{C: ir.IntCompare(p, w, a.C, b.C)}
	}
	return fromExpr(ICmpExpr(p, a.Expr(w), b.Expr(w)))
}

// fastCast is the fast path's trunc, zext and sext of a concrete
// from-bit value to width to.
func fastCast(op ir.Op, from, to uint16, a uint64) uint64 {
	if op == ir.OpSExt {
		a = uint64(sext(a, from))
	}
	return a & mask(to)
}

// cast performs trunc, zext and sext from width from to width to.
func cast(op ir.Op, from, to uint16, a Value) Value {
	if a.E == nil {
		return Value{C: ir.IntCast(op, from, to, a.C)}
	}
	w := expr.Width(to)
	switch op {
	case ir.OpSExt:
		return fromExpr(expr.SExt(a.E, w))
	case ir.OpZExt:
		return fromExpr(expr.ZExt(a.E, w))
	default:
		return fromExpr(expr.Trunc(a.E, w))
	}
}

// unaryIntrinsic computes bswap, ctpop, ctlz, cttz and abs.
func unaryIntrinsic(op ir.Op, w uint16, a Value) Value {
	if a.E == nil {
		v := a.C
		switch op {
		case ir.OpBswap:
			return Value{C: bits.ReverseBytes64(v) >> (64 - w)}
		case ir.OpCtpop:
			return Value{C: uint64(bits.OnesCount64(v))}
		case ir.OpCtlz:
			return Value{C: uint64(bits.LeadingZeros64(v) - (64 - int(w)))}
		case ir.OpCttz:
			if v == 0 {
				return Value{C: uint64(w)}
			}
			return Value{C: uint64(bits.TrailingZeros64(v))}
		case ir.OpAbs:
			if sext(v, w) < 0 {
				return Value{C: (-v) & mask(w)}
			}
			return Value{C: v}
		}
		panic("unaryIntrinsic: " + op.String())
	}
	e := a.E
	ew := expr.Width(w)
	switch op {
	case ir.OpBswap:
		var r expr.Expr
		for i := 0; i < int(w)/8; i++ {
			b := expr.Extract(e, uint(8*i), expr.Int8) // byte i becomes the most significant at the end
			if r == nil {
				r = b
			} else {
				r = expr.Concat(r, b)
			}
		}
		return fromExpr(r)
	case ir.OpCtpop:
		r := expr.Const(0, ew)
		for i := 0; i < int(w); i++ {
			r = expr.Add(r, expr.ZExt(expr.Extract(e, uint(i), expr.Bool), ew))
		}
		return fromExpr(r)
	case ir.OpCtlz:
		// Scan from the least significant bit up: the last set bit seen
		// decides the count.
		r := expr.Const(uint64(w), ew)
		for i := 0; i < int(w); i++ {
			r = expr.Select(expr.Extract(e, uint(i), expr.Bool), expr.Const(uint64(int(w)-1-i), ew), r)
		}
		return fromExpr(r)
	case ir.OpCttz:
		r := expr.Const(uint64(w), ew)
		for i := int(w) - 1; i >= 0; i-- {
			r = expr.Select(expr.Extract(e, uint(i), expr.Bool), expr.Const(uint64(i), ew), r)
		}
		return fromExpr(r)
	case ir.OpAbs:
		zero := expr.Const(0, ew)
		return fromExpr(expr.Select(expr.Slt(e, zero), expr.Sub(zero, e), e))
	}
	panic("unaryIntrinsic: " + op.String())
}

// funnel computes fshl/fshr(a, b, c) on width w.
func funnel(op ir.Op, w uint16, a, b, c Value) Value {
	if a.E == nil && b.E == nil && c.E == nil {
		s := c.C % uint64(w)
		if s == 0 {
			if op == ir.OpFShl {
				return a
			}
			return b
		}
		if op == ir.OpFShl {
			return Value{C: (a.C<<s | b.C>>(uint64(w)-s)) & mask(w)}
		}
		return Value{C: (a.C<<(uint64(w)-s) | b.C>>s) & mask(w)}
	}
	ew := expr.Width(w)
	ea, eb := a.Expr(w), b.Expr(w)
	s := expr.URem(c.Expr(w), expr.Const(uint64(w), ew))
	inv := expr.Sub(expr.Const(uint64(w), ew), s)
	// Shifts by w give 0, so s == 0 needs no special case.
	if op == ir.OpFShl {
		return fromExpr(expr.Or(expr.Shl(ea, s), expr.LShr(eb, inv)))
	}
	return fromExpr(expr.Or(expr.Shl(ea, inv), expr.LShr(eb, s)))
}

// overflowOp computes the *.with.overflow intrinsics: the wrapped result
// and the overflow flag.
func overflowOp(op ir.Op, w uint16, a, b Value) (Value, Value) {
	m := mask(w)
	if a.E == nil && b.E == nil {
		x, y := a.C, b.C
		var r uint64
		var o bool
		switch op {
		case ir.OpUAddO:
			r = (x + y) & m
			o = r < x
		case ir.OpSAddO:
			r = (x + y) & m
			s := sext(x, w) + sext(y, w)
			o = s != sext(r, w) || (w == 64 && (sext(x, w) >= 0) == (sext(y, w) >= 0) && (sext(r, w) >= 0) != (sext(x, w) >= 0))
		case ir.OpUSubO:
			r = (x - y) & m
			o = x < y
		case ir.OpSSubO:
			r = (x - y) & m
			o = (sext(x, w) >= 0) != (sext(y, w) >= 0) && (sext(r, w) >= 0) != (sext(x, w) >= 0)
		case ir.OpUMulO:
			hi, lo := bits.Mul64(x, y)
			r = lo & m
			o = hi != 0 || (w < 64 && lo>>w != 0)
		case ir.OpSMulO:
			r = (x * y) & m
			sx, sy := sext(x, w), sext(y, w)
			if w <= 32 {
				p := sx * sy
				o = p != sext(uint64(p), w)
			} else {
				o = sx != 0 && (sext(r, w)/sx != sy || (sx == -1 && sy == sext(1<<(w-1), w)))
			}
		}
		return Value{C: r}, Value{C: b2u(o)}
	}
	ew := expr.Width(w)
	x, y := a.Expr(w), b.Expr(w)
	zero := expr.Const(0, ew)
	neg := func(e expr.Expr) expr.Expr { return expr.Slt(e, zero) }
	var r, o expr.Expr
	switch op {
	case ir.OpUAddO:
		r = expr.Add(x, y)
		o = expr.Ult(r, x)
	case ir.OpSAddO:
		r = expr.Add(x, y)
		o = expr.And(expr.Eq(neg(x), neg(y)), expr.Not(expr.Eq(neg(r), neg(x))))
	case ir.OpUSubO:
		r = expr.Sub(x, y)
		o = expr.Ult(x, y)
	case ir.OpSSubO:
		r = expr.Sub(x, y)
		o = expr.And(expr.Not(expr.Eq(neg(x), neg(y))), expr.Not(expr.Eq(neg(r), neg(x))))
	case ir.OpUMulO:
		r = expr.Mul(x, y)
		o = expr.And(expr.Not(expr.Eq(x, zero)), expr.Not(expr.Eq(expr.UDiv(r, x), y)))
	case ir.OpSMulO:
		r = expr.Mul(x, y)
		minv := expr.Const(1<<(w-1), ew)
		o = expr.And(expr.Not(expr.Eq(x, zero)),
			expr.Or(expr.Not(expr.Eq(expr.SDiv(r, x), y)),
				expr.And(expr.Eq(x, expr.Const(m, ew)), expr.Eq(y, minv))))
	}
	return fromExpr(r), fromExpr(o)
}

// reduceOp maps a vector reduction to the binary op it folds with.
func reduceOp(op ir.Op) ir.Op {
	switch op {
	case ir.OpReduceAdd:
		return ir.OpAdd
	case ir.OpReduceMul:
		return ir.OpMul
	case ir.OpReduceAnd:
		return ir.OpAnd
	case ir.OpReduceOr:
		return ir.OpOr
	case ir.OpReduceXor:
		return ir.OpXor
	case ir.OpReduceSMax:
		return ir.OpSMax
	case ir.OpReduceSMin:
		return ir.OpSMin
	case ir.OpReduceUMax:
		return ir.OpUMax
	case ir.OpReduceUMin:
		return ir.OpUMin
	}
	return ir.OpInvalid
}

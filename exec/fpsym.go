package exec

import (
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// Symbolic floating point: an instruction with a symbolic operand builds
// expr's FP kinds over the operands' bit patterns (expr/fp.go gives their
// x86-64 semantics, the same as the concrete code in float.go), so the
// value stays symbolic and fcmp yields a Bool that branches fork on.

// fpPred maps ir's fcmp predicates to expr's LLVM-numbered ones.
var fpPred = map[ir.Pred]expr.FPPred{
	ir.FloatFalse: expr.FPFalse, ir.FloatOEQ: expr.FPOEq, ir.FloatOGT: expr.FPOGt,
	ir.FloatOGE: expr.FPOGe, ir.FloatOLT: expr.FPOLt, ir.FloatOLE: expr.FPOLe,
	ir.FloatONE: expr.FPONe, ir.FloatORD: expr.FPOrd, ir.FloatUNO: expr.FPUno,
	ir.FloatUEQ: expr.FPUEq, ir.FloatUGT: expr.FPUGt, ir.FloatUGE: expr.FPUGe,
	ir.FloatULT: expr.FPULt, ir.FloatULE: expr.FPULe, ir.FloatUNE: expr.FPUNe,
	ir.FloatTrue: expr.FPTrue,
}

var fpKind = map[ir.Op]expr.Kind{
	ir.OpFAdd: expr.KindFAdd, ir.OpFSub: expr.KindFSub, ir.OpFMul: expr.KindFMul,
	ir.OpFDiv: expr.KindFDiv, ir.OpFRem: expr.KindFRem,
	ir.OpFPTrunc: expr.KindFPTrunc, ir.OpFPExt: expr.KindFPExt,
	ir.OpFPToUI: expr.KindFPToUI, ir.OpFPToSI: expr.KindFPToSI,
	ir.OpUIToFP: expr.KindUIToFP, ir.OpSIToFP: expr.KindSIToFP,
}

// fpSym computes floating-point instruction in on operands args (at least
// one symbolic) of width argW, giving width w.
func fpSym(in *ir.Inst, argW, w uint16, args []Value) Value {
	e := func(i int) expr.Expr { return args[i].Expr(argW) }
	var r expr.Expr
	switch in.Op {
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem:
		r = expr.FPBinary(fpKind[in.Op], e(0), e(1))
	case ir.OpFNeg:
		r = expr.FNeg(e(0))
	case ir.OpFAbs:
		r = expr.FAbs(e(0))
	case ir.OpFMulAdd:
		// x86-64 without FMA rounds the product, then the sum.
		r = expr.FPBinary(expr.KindFAdd, expr.FPBinary(expr.KindFMul, e(0), e(1)), e(2))
	case ir.OpFCmp:
		r = expr.FCmp(fpPred[in.Pred], e(0), e(1))
	default:
		r = expr.FPUnary(fpKind[in.Op], e(0), expr.Width(w))
	}
	return fromExpr(r)
}

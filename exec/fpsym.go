package exec

import (
	"fmt"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// Symbolic floating point: an instruction with a symbolic operand builds
// expr's FP kinds over the operands' bit patterns (expr/fp.go gives their
// x86-64 semantics, the same as the concrete code in float.go), so the
// value stays symbolic and fcmp yields a Bool that branches fork on.

// fpPreds maps ir's fcmp predicates to expr's LLVM-numbered ones.
var fpPreds = [...]expr.FPPred{
	ir.FloatFalse: expr.FPFalse, ir.FloatOEQ: expr.FPOEq, ir.FloatOGT: expr.FPOGt,
	ir.FloatOGE: expr.FPOGe, ir.FloatOLT: expr.FPOLt, ir.FloatOLE: expr.FPOLe,
	ir.FloatONE: expr.FPONe, ir.FloatORD: expr.FPOrd, ir.FloatUNO: expr.FPUno,
	ir.FloatUEQ: expr.FPUEq, ir.FloatUGT: expr.FPUGt, ir.FloatUGE: expr.FPUGe,
	ir.FloatULT: expr.FPULt, ir.FloatULE: expr.FPULe, ir.FloatUNE: expr.FPUNe,
	ir.FloatTrue: expr.FPTrue,
}

func fpPred(p ir.Pred) expr.FPPred {
	if int(p) < len(fpPreds) && p >= ir.FloatFalse {
		return fpPreds[p]
	}
	panic("fcmp: bad predicate")
}

// fpKind is the expr kind of a floating-point instruction.
func fpKind(op ir.Op) expr.Kind {
	switch op {
	case ir.OpFAdd:
		return expr.KindFAdd
	case ir.OpFSub:
		return expr.KindFSub
	case ir.OpFMul:
		return expr.KindFMul
	case ir.OpFDiv:
		return expr.KindFDiv
	case ir.OpFRem:
		return expr.KindFRem
	case ir.OpFPTrunc:
		return expr.KindFPTrunc
	case ir.OpFPExt:
		return expr.KindFPExt
	case ir.OpFPToUI:
		return expr.KindFPToUI
	case ir.OpFPToSI:
		return expr.KindFPToSI
	case ir.OpUIToFP:
		return expr.KindUIToFP
	case ir.OpSIToFP:
		return expr.KindSIToFP
	}
	panic("exec: no FP kind for " + op.String())
}

// fpSym computes floating-point instruction in on operands args (at least
// one symbolic) of width argW, giving width w, rounding with rm.
func fpSym(in *ir.Inst, rm expr.RoundingMode, argW, w uint16, args []Value) Value {
	e := func(i int) expr.Expr { return args[i].Expr(argW) }
	var r expr.Expr
	switch in.Op {
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem:
		r = expr.FPBinaryRM(fpKind(in.Op), rm, e(0), e(1))
	case ir.OpFNeg:
		r = expr.FNeg(e(0))
	case ir.OpFAbs:
		r = expr.FAbs(e(0))
	case ir.OpFMulAdd:
		// x86-64 without FMA rounds the product, then the sum.
		r = expr.FPBinaryRM(expr.KindFAdd, rm, expr.FPBinaryRM(expr.KindFMul, rm, e(0), e(1)), e(2))
	case ir.OpFCmp:
		r = expr.FCmp(fpPred(in.Pred), e(0), e(1))
	default:
		r = expr.FPUnaryRM(fpKind(in.Op), rm, e(0), expr.Width(w))
	}
	return fromExpr(r)
}

// The libm functions that are single IEEE operations run as expr's FP
// kinds, exactly and symbolically, in the path's rounding mode (the
// others are C code in the modeled library). The float variants carry an
// f suffix.
type libmOp func(rm expr.RoundingMode, w expr.Width, a []expr.Expr) expr.Expr

var libmOps = map[string]libmOp{
	"sqrt": func(rm expr.RoundingMode, w expr.Width, a []expr.Expr) expr.Expr {
		return expr.FPUnaryRM(expr.KindFSqrt, rm, a[0], w)
	},
	"fabs": func(_ expr.RoundingMode, w expr.Width, a []expr.Expr) expr.Expr { return expr.FAbs(a[0]) },
	"fmod": func(_ expr.RoundingMode, w expr.Width, a []expr.Expr) expr.Expr {
		return expr.FPBinary(expr.KindFRem, a[0], a[1])
	},
	"fmin": func(_ expr.RoundingMode, w expr.Width, a []expr.Expr) expr.Expr {
		return expr.FPBinary(expr.KindFMin, a[0], a[1])
	},
	"fmax": func(_ expr.RoundingMode, w expr.Width, a []expr.Expr) expr.Expr {
		return expr.FPBinary(expr.KindFMax, a[0], a[1])
	},
	"fma": func(rm expr.RoundingMode, w expr.Width, a []expr.Expr) expr.Expr {
		return expr.FMARM(rm, a[0], a[1], a[2])
	},
}

var libmArity = map[string]int{"sqrt": 1, "fabs": 1, "fmod": 2, "fmin": 2, "fmax": 2, "fma": 3}

func init() {
	for name, op := range libmOps {
		for _, w := range []expr.Width{64, 32} {
			n, w, op := name, w, op
			if w == 32 {
				n += "f"
			}
			specialTable[n] = func(x *Executor, s *State, in *ir.Inst, args []Value) action {
				if len(args) < libmArity[name] {
					return x.bug(s, BugExec, fmt.Sprintf("%s called with %d arguments", n, len(args)))
				}
				es := make([]expr.Expr, libmArity[name])
				for i := range es {
					es[i] = args[i].Expr(uint16(w))
				}
				return x.result(s, in, fromExpr(op(s.fpRound, w, es)))
			}
		}
	}
	specialTable["fegetround"] = func(x *Executor, s *State, in *ir.Inst, args []Value) action {
		return x.result(s, in, Value{C: uint64(s.fpRound) << feShift})
	}
	specialTable["fesetround"] = fesetround
}

// feShift places a RoundingMode in C's FE_* constants on x86 (glibc's
// fenv.h: FE_TONEAREST 0, FE_DOWNWARD 0x400, FE_UPWARD 0x800,
// FE_TOWARDZERO 0xc00, the x87 control word's RC field).
const feShift = 10

// fesetround sets the path's rounding mode, returning 0, or as glibc
// returns 1 and keeps the mode for a value that is not a mode. A symbolic
// mode is concretized with a warning: the mode is concrete per path. On
// i386 (x87 code, modelled at nearest only) other modes end the path.
func fesetround(x *Executor, s *State, in *ir.Inst, args []Value) action {
	m := arg(args, 0)
	if m.E != nil {
		v, err := x.concretize(s, m.Expr(32), in.Loc, "fesetround: symbolic rounding mode concretized")
		if err != nil {
			x.solverFailed(s, err)
			return actStop
		}
		m = Value{C: v}
	}
	c := m.C & mask(32)
	if c&^(3<<feShift) != 0 {
		return x.result(s, in, Value{C: 1})
	}
	if c != 0 && x.ptrBytes == 4 {
		return x.bug(s, BugExec, "fesetround: rounding modes other than FE_TONEAREST are not supported on i386")
	}
	s.fpRound = expr.RoundingMode(c >> feShift)
	return x.result(s, in, Value{})
}

package exec

import (
	"math/rand"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/fpgen"
	"github.com/symx/symx/ir"
)

// TestFloatConcreteMatchesSymbolic checks that the concrete floating-point
// code (float.go) computes what expr's FP kinds (the symbolic path) do, so
// a value's bits do not depend on whether its operands were symbolic, in
// every rounding mode.
func TestFloatConcreteMatchesSymbolic(t *testing.T) {
	ops := map[string]ir.Op{"fadd": ir.OpFAdd, "fsub": ir.OpFSub, "fmul": ir.OpFMul, "fdiv": ir.OpFDiv, "frem": ir.OpFRem,
		"fpext": ir.OpFPExt, "fptosi": ir.OpFPToSI, "fptoui": ir.OpFPToUI, "sitofp": ir.OpSIToFP, "uitofp": ir.OpUIToFP}
	names := make([]string, 0, len(ops))
	for n := range ops {
		names = append(names, n)
	}
	bad := 0
	for _, c := range fpgen.Cases(rand.New(rand.NewSource(8)), 20000, names) {
		op := ops[c.Op]
		if c.Op == "fptrunc" {
			op = ir.OpFPTrunc
		}
		in := &ir.Inst{Op: op, Width: uint16(c.To), Aux: int64(c.From)}
		var got uint64
		switch op {
		case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem:
			got = fbinary(op, expr.RoundingMode(c.RM), uint16(c.From), c.A, c.B)
		default:
			got = fcast(op, expr.RoundingMode(c.RM), uint16(c.From), uint16(c.To), c.A, false)
		}
		args := []Value{{E: expr.Const(c.A, expr.Width(c.From))}, {E: expr.Const(c.B, expr.Width(c.From))}}
		want := fpSym(in, expr.RoundingMode(c.RM), uint16(c.From), uint16(c.To), args)
		if want.C != got {
			t.Errorf("%+v: concrete %#x, symbolic %#x", c, got, want.C)
			if bad++; bad > 15 {
				t.FailNow()
			}
		}
	}
}

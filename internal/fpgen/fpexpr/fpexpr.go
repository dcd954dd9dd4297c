// Package fpexpr builds fpgen's cases as expressions, for the tests of
// the packages above expr (expr's own tests cannot import it).
package fpexpr

import (
	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/fpgen"
)

// Kind is the expr kind named c.Op.
func Kind(c fpgen.Case) expr.Kind {
	for k := expr.KindFAdd; k.IsFP(); k++ {
		if k.String() == c.Op {
			return k
		}
	}
	panic("fpexpr: no kind " + c.Op)
}

// Build returns c's operation over operands read from arr (which must
// hold 24 bytes): operand i is the little-endian value at byte 8·i.
func Build(c fpgen.Case, arr *expr.Array) (e expr.Expr, args []expr.Expr) {
	k := Kind(c)
	for i := 0; i < c.Arity(); i++ {
		args = append(args, expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(uint64(8*i), 32), c.From/8))
	}
	rm := expr.RoundingMode(c.RM)
	switch c.Arity() {
	case 1:
		e = expr.FPUnaryRM(k, rm, args[0], expr.Width(c.To))
	case 2:
		e = expr.FPBinaryRM(k, rm, args[0], args[1])
	default:
		e = expr.FMARM(rm, args[0], args[1], args[2])
	}
	return e, args
}

// Assign returns the assignment giving arr's operands the values vals.
func Assign(arr *expr.Array, vals ...uint64) *expr.Assignment {
	b := make([]byte, 24)
	for j, v := range vals {
		for q := 0; q < 8; q++ {
			b[8*j+q] = byte(v >> (8 * q))
		}
	}
	m := expr.NewAssignment()
	m.Set(arr, b)
	return m
}

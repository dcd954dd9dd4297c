package exec

import (
	"math"
	"testing"

	"github.com/symx/symx/expr"
)

// TestRewriteIntoFP checks that a path's facts reach the operands of FP
// operators: once x is known to be 2.0, x+y is 2.0+y and x·3 folds.
func TestRewriteIntoFP(t *testing.T) {
	arr := expr.NewArray("v", 16)
	x := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, 32), 8)
	y := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(8, 32), 8)
	two, three := expr.Const(math.Float64bits(2), 64), expr.Const(math.Float64bits(3), 64)
	s := &State{}
	s.learn(expr.Eq(two, x))
	if got, want := s.simplify(expr.FPBinary(expr.KindFAdd, x, y)), expr.FPBinary(expr.KindFAdd, two, y); got != want {
		t.Errorf("x+y = %v, want %v", got, want)
	}
	if got := s.simplify(expr.FPBinary(expr.KindFMul, x, three)); !got.IsConst() || got.Value() != math.Float64bits(6) {
		t.Errorf("x·3 = %v, want 6.0", got)
	}
}

package expr

import (
	"math"
	"testing"
)

// TestFold checks constant folding of every binary kind against values
// worked out by hand, with SMT-LIB's division by zero, signed overflow
// and shift amounts at or past the width.
func TestFold(t *testing.T) {
	tests := []struct {
		k       Kind
		w       Width
		a, b    uint64
		want    uint64
		comment string
	}{
		{KindAnd, 8, 0xf0, 0x3c, 0x30, ""},
		{KindOr, 8, 0xf0, 0x0f, 0xff, ""},
		{KindXor, 8, 0xff, 0x0f, 0xf0, ""},
		{KindAdd, 8, 0xff, 2, 1, "wraps"},
		{KindAdd, 64, math.MaxUint64, 1, 0, "wraps at 64"},
		{KindSub, 8, 1, 2, 0xff, "wraps"},
		{KindMul, 8, 16, 17, 16, "truncates"},
		{KindMul, 64, 1 << 63, 2, 0, ""},
		{KindUDiv, 8, 200, 7, 28, ""},
		{KindUDiv, 8, 200, 0, 0xff, "x/0 = all ones"},
		{KindUDiv, 1, 1, 0, 1, "x/0 at width 1"},
		{KindURem, 8, 200, 7, 4, ""},
		{KindURem, 8, 200, 0, 200, "x%0 = x"},
		{KindSDiv, 8, 0xf9, 2, 0xfd, "-7/2 = -3 (truncates)"},
		{KindSDiv, 8, 7, 0xfe, 0xfd, "7/-2 = -3"},
		{KindSDiv, 8, 0x80, 0xff, 0x80, "min/-1 overflows to min"},
		{KindSDiv, 64, 1 << 63, math.MaxUint64, 1 << 63, "min/-1 at 64"},
		{KindSDiv, 8, 5, 0, 0xff, "positive/0 = -1"},
		{KindSDiv, 8, 0, 0, 0xff, "0/0 = -1"},
		{KindSDiv, 8, 0xfb, 0, 1, "negative/0 = 1"},
		{KindSRem, 8, 0xf9, 2, 0xff, "-7%2 = -1 (dividend's sign)"},
		{KindSRem, 8, 7, 0xfe, 1, "7%-2 = 1"},
		{KindSRem, 8, 0x80, 0xff, 0, "min%-1 = 0"},
		{KindSRem, 8, 0xfb, 0, 0xfb, "x%0 = x"},
		{KindShl, 8, 0x81, 1, 0x02, ""},
		{KindShl, 8, 1, 7, 0x80, ""},
		{KindShl, 8, 1, 8, 0, "amount = width"},
		{KindShl, 8, 1, 200, 0, "amount > width"},
		{KindShl, 64, 1, 64, 0, "amount = 64"},
		{KindLShr, 8, 0x80, 7, 1, ""},
		{KindLShr, 8, 0x80, 8, 0, "amount = width"},
		{KindAShr, 8, 0x80, 7, 0xff, ""},
		{KindAShr, 8, 0x80, 9, 0xff, "amount > width: sign fill"},
		{KindAShr, 8, 0x40, 9, 0, "amount > width, positive"},
		{KindAShr, 64, 1 << 63, 100, math.MaxUint64, ""},
		{KindAShr, 3, 4, 1, 6, "odd width"},
		{KindEq, 8, 3, 3, 1, ""},
		{KindEq, 8, 3, 4, 0, ""},
		{KindUlt, 8, 0x7f, 0x80, 1, ""},
		{KindUle, 8, 0x80, 0x80, 1, ""},
		{KindSlt, 8, 0x80, 0x7f, 1, "min < max"},
		{KindSlt, 8, 0x7f, 0x80, 0, ""},
		{KindSle, 8, 0xff, 0xff, 1, ""},
		{KindSlt, 1, 1, 0, 1, "width 1: true is -1"},
		{KindSle, 1, 0, 1, 0, ""},
	}
	for _, tc := range tests {
		got := Binary(tc.k, Const(tc.a, tc.w), Const(tc.b, tc.w))
		if !got.IsConst() || got.Value() != tc.want {
			t.Errorf("%s w%d (%#x, %#x) %s: got %v, want %#x", tc.k, tc.w, tc.a, tc.b, tc.comment, got, tc.want)
		}
		// The evaluator shares the semantics: a raw node evaluates alike.
		raw := rawBinary(tc.k, Const(tc.a, tc.w), Const(tc.b, tc.w))
		if v := Eval(raw, nil); v != tc.want {
			t.Errorf("eval %s w%d (%#x, %#x): got %#x, want %#x", tc.k, tc.w, tc.a, tc.b, v, tc.want)
		}
	}
}

func TestFoldUnary(t *testing.T) {
	tests := []struct {
		name string
		got  Expr
		want uint64
	}{
		{"not", Not(Const(0x0f, 8)), 0xf0},
		{"not bool", Not(True()), 0},
		{"extract", Extract(Const(0xabcd, 16), 4, 8), 0xbc},
		{"extract top bit", Extract(Const(1<<63, 64), 63, 1), 1},
		{"zext", ZExt(Const(0x80, 8), 16), 0x80},
		{"sext neg", SExt(Const(0x80, 8), 16), 0xff80},
		{"sext pos", SExt(Const(0x7f, 8), 64), 0x7f},
		{"sext to 64", SExt(Const(1, 1), 64), math.MaxUint64},
		{"concat", Concat(Const(0xab, 8), Const(0xcd, 8)), 0xabcd},
		{"concat odd", Concat(Const(1, 1), Const(0, 3)), 8},
		{"select true", Select(True(), Const(1, 8), Const(2, 8)), 1},
		{"select false", Select(False(), Const(1, 8), Const(2, 8)), 2},
		{"const truncates", Const(0x1ff, 8), 0xff},
	}
	for _, tc := range tests {
		if !tc.got.IsConst() || tc.got.Value() != tc.want {
			t.Errorf("%s: got %v, want %#x", tc.name, tc.got, tc.want)
		}
	}
}

func TestCheckWidth(t *testing.T) {
	for _, w := range []int{-1, 0, 65, 1000} {
		if CheckWidth(w) == nil {
			t.Errorf("CheckWidth(%d) accepted", w)
		}
	}
	for _, w := range []int{1, 8, 64} {
		if err := CheckWidth(w); err != nil {
			t.Errorf("CheckWidth(%d): %v", w, err)
		}
	}
}

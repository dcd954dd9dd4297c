package concolic

import (
	"slices"
	"testing"

	"github.com/symx/symx/expr"
)

// byteOf reads byte i of arr, zero-extended to 32 bits.
func byteOf(arr *expr.Array, i uint64) expr.Expr {
	return expr.ZExt(expr.Read(expr.UpdateList{Root: arr}, expr.Const(i, expr.Int32)), expr.Int32)
}

func c32(v uint64) expr.Expr { return expr.Const(v, expr.Int32) }

func TestSlice(t *testing.T) {
	a, b := expr.NewArray("a", 16), expr.NewArray("b", 4)
	at := func(i uint64) expr.Expr { return byteOf(a, i) }
	symIdx := expr.Read(expr.UpdateList{Root: a}, byteOf(b, 0)) // a[b[0]]
	// a with b[2] written at index b[3]
	written := expr.UpdateList{Root: a}.Write(byteOf(b, 3), expr.Read(expr.UpdateList{Root: b}, c32(2)))
	tests := []struct {
		name    string
		prefix  []expr.Expr
		cond    expr.Expr
		want    []int // indices into prefix
		oneByte bool
	}{
		{"disjoint bytes are left out",
			[]expr.Expr{expr.Eq(at(0), c32(1)), expr.Eq(at(1), c32(2)), expr.Ult(at(3), c32(5))},
			expr.Eq(at(1), c32(7)), []int{1}, true},
		{"connected through another byte",
			[]expr.Expr{expr.Eq(at(0), c32(1)), expr.Ult(expr.Add(at(0), at(2)), c32(3)), expr.Eq(at(4), c32(2)), expr.Ult(at(5), at(0))},
			expr.Eq(at(2), c32(7)), []int{0, 1, 3}, false},
		{"nothing to connect",
			[]expr.Expr{expr.Eq(at(0), c32(1))},
			expr.Eq(at(6), c32(7)), nil, true},
		{"a symbolic index reads the whole array",
			[]expr.Expr{expr.Eq(symIdx, expr.Const(1, expr.Int8)), expr.Eq(at(3), c32(2)), expr.Eq(byteOf(b, 1), c32(4)), expr.Eq(byteOf(b, 0), c32(3))},
			expr.Eq(at(7), c32(0)), []int{0, 1, 3}, false},
		{"a write's index and value count",
			[]expr.Expr{expr.Eq(byteOf(b, 2), c32(5)), expr.Eq(byteOf(b, 3), c32(6)), expr.Eq(at(1), c32(0))},
			expr.Eq(expr.Read(written, c32(9)), expr.Const(5, expr.Int8)), []int{0, 1}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var s slicer
			got, one := s.slice(tc.prefix, tc.cond)
			var want []expr.Expr
			for _, i := range tc.want {
				want = append(want, tc.prefix[i])
			}
			if !slices.Equal(got, want) || one != tc.oneByte {
				t.Errorf("slice = %v (one byte %v), want %v (%v)", got, one, want, tc.oneByte)
			}
		})
	}
}

func TestShape(t *testing.T) {
	a, b := expr.NewArray("a", 48), expr.NewArray("a", 48) // two runs' arrays of one input
	// A 16-bit field at offset off of arr, built low byte first or not:
	// the operands of | end up in either order.
	field := func(arr *expr.Array, off uint64, lowFirst bool) expr.Expr {
		if lowFirst {
			lo := byteOf(arr, off)
			return expr.Or(lo, expr.Shl(byteOf(arr, off+1), c32(8)))
		}
		hi := expr.Shl(byteOf(arr, off+1), c32(8))
		return expr.Or(hi, byteOf(arr, off))
	}
	// giflib's image-size checks, on the fields at offset off.
	size := func(arr *expr.Array, off uint64, lowFirst bool) []expr.Expr {
		w, h := field(arr, off, lowFirst), field(arr, off+2, !lowFirst)
		return []expr.Expr{
			expr.Slt(c32(0), w), expr.Slt(c32(0), h),
			expr.Not(expr.Slt(expr.SDiv(c32(0x7fffffff), h), w)),
			expr.Ule(expr.Const(1<<32, 64), expr.SExt(expr.Mul(w, h), 64)),
		}
	}
	symIdx := func(arr *expr.Array) expr.Expr {
		return expr.Eq(expr.Read(expr.UpdateList{Root: arr}, byteOf(arr, 0)), expr.Const(1, expr.Int8))
	}
	tests := []struct {
		name string
		x, y []expr.Expr
		same bool
	}{
		{"the same check at another offset", size(a, 18, true), size(a, 22, true), true},
		{"in another run's array, operands in another order", size(a, 18, true), size(b, 36, false), true},
		{"other constants", []expr.Expr{expr.Eq(byteOf(a, 0), c32(1))}, []expr.Expr{expr.Eq(byteOf(a, 0), c32(2))}, false},
		{"one byte twice is not two bytes",
			[]expr.Expr{expr.Eq(byteOf(a, 0), c32(1)), expr.Eq(byteOf(a, 1), c32(2))},
			[]expr.Expr{expr.Eq(byteOf(a, 0), c32(1)), expr.Eq(byteOf(a, 0), c32(2))}, false},
		{"renamed consistently",
			[]expr.Expr{expr.Eq(byteOf(a, 0), c32(1)), expr.Ult(byteOf(a, 1), byteOf(a, 0))},
			[]expr.Expr{expr.Eq(byteOf(a, 5), c32(1)), expr.Ult(byteOf(a, 2), byteOf(a, 5))}, true},
		{"an array read at a symbolic index keeps its indices",
			[]expr.Expr{symIdx(a), expr.Eq(byteOf(a, 3), c32(2))},
			[]expr.Expr{symIdx(a), expr.Eq(byteOf(a, 4), c32(2))}, false},
		{"an array read through writes keeps its indices",
			[]expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: a}.Write(c32(5), expr.Const(7, expr.Int8)), c32(5)), expr.Const(7, expr.Int8))},
			[]expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: a}.Write(c32(5), expr.Const(7, expr.Int8)), c32(6)), expr.Const(7, expr.Int8))}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := shape(tc.x) == shape(tc.y); got != tc.same {
				t.Errorf("same shape = %v, want %v", got, tc.same)
			}
		})
	}
}

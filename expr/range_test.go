package expr

import "testing"

// TestDecideByRange checks umax against exhaustive evaluation over one
// symbolic byte, and every comparison with a constant that the
// constructors decide against the values the expression takes; the
// cases marked decided must be decided (the bounds check of tab[x & 7]
// in a 200-byte table, zext(x) ≤ 255).
func TestDecideByRange(t *testing.T) {
	arr := NewArray("rx", 1)
	x := Read(UpdateList{Root: arr}, Const(0, Int64))
	x64 := ZExt(x, Int64)
	tests := []struct {
		name    string
		e       Expr
		c       uint64 // a constant that the bound decides e ≤ c for
		decided bool
	}{
		{"zext", x64, 255, true},
		{"and", ZExt(And(x, Const(7, Int8)), Int64), 199, true},
		{"urem", URem(x64, Const(17, Int64)), 16, true},
		{"udiv", UDiv(x64, Const(4, Int64)), 63, true},
		{"lshr", LShr(x64, Const(3, Int64)), 31, true},
		{"shl", Shl(x64, Const(2, Int64)), 1020, true},
		{"add", Add(Const(100, Int64), ZExt(And(x, Const(15, Int8)), Int64)), 115, true},
		{"mul", Mul(Const(3, Int64), x64), 765, true},
		{"or", ZExt(Or(And(x, Const(3, Int8)), Const(4, Int8)), Int64), 7, true},
		{"xor", Xor(x64, Const(1, Int64)), 255, true},
		{"extract", ZExt(Extract(Mul(Const(3, Int64), x64), 4, Int8), Int64), 255, true},
		{"concat", Concat(Const(1, Int8), x), 511, true},
		{"select", Select(Eq(x, Const(3, Int8)), Const(9, Int64), ZExt(And(x, Const(7, Int8)), Int64)), 9, true},
		{"sub wraps", Sub(x64, Const(1, Int64)), 254, false},
		{"add wraps", Add(Const(^uint64(0), Int64), x64), 254, false},
		{"urem by x", URem(Const(50, Int64), x64), 49, false},
		{"udiv by x", UDiv(Const(50, Int64), x64), 50, false},
	}
	m := NewAssignment()
	for _, tc := range tests {
		vals := make([]uint64, 256)
		var hi uint64
		for v := range 256 {
			m.Set(arr, []byte{byte(v)})
			vals[v] = Eval(tc.e, m)
			hi = max(hi, vals[v])
		}
		if tc.e.IsConst() {
			t.Fatalf("%s: %v folded to a constant", tc.name, tc.e)
		}
		if u := umax(tc.e, umaxDepth); u < hi {
			t.Errorf("%s: umax %d below the largest value %d", tc.name, u, hi)
		}
		if got := Ule(tc.e, Const(tc.c, tc.e.Width())).IsConst(); got != tc.decided {
			t.Errorf("%s: %v ≤ %d decided %v, want %v", tc.name, tc.e, tc.c, got, tc.decided)
		}
		w := tc.e.Width()
		for _, c := range []uint64{0, 1, 7, 8, 15, 16, 63, 64, 199, 200, 254, 255, 256, 511, 765, 766, 1020, 1021, Mask(w)} {
			c &= Mask(w)
			for _, k := range []Kind{KindEq, KindUle, KindUlt} {
				for _, swap := range []bool{false, true} {
					a, b := tc.e, Const(c, w)
					if swap {
						a, b = b, a
					}
					r := Binary(k, a, b)
					if !r.IsConst() {
						continue
					}
					for v, ev := range vals {
						av, bv := ev, c
						if swap {
							av, bv = c, ev
						}
						if ApplyBinary(k, w, av, bv) != r.Value() {
							t.Errorf("%s: %v decided %v, but not at x = %d", tc.name, r, r.Value(), v)
							break
						}
					}
				}
			}
		}
	}
}

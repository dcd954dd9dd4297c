package expr

import "testing"

// TestDecideByRange checks urange against exhaustive evaluation over one
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
		// lower bounds: c ≤ e decided where c is below e's least value
		{"add lower", Add(Const(300, Int64), x64), 555, true},
		{"or lower", ZExt(Or(x, Const(0x40, Int8)), Int64), 255, true},
		{"arena offset", Extract(Add(Const(1591, Int64), And(Const(^uint64(7), Int64), Add(Const(7, Int64), Mul(Const(40, Int64), x64)))), 0, Int32), 1591 + 7 + 40*255, true},
	}
	m := NewAssignment()
	for _, tc := range tests {
		vals := make([]uint64, 256)
		lo, hi := ^uint64(0), uint64(0)
		for v := range 256 {
			m.Set(arr, []byte{byte(v)})
			vals[v] = Eval(tc.e, m)
			lo, hi = min(lo, vals[v]), max(hi, vals[v])
		}
		if tc.e.IsConst() {
			t.Fatalf("%s: %v folded to a constant", tc.name, tc.e)
		}
		if l, u := urange(tc.e, umaxDepth); u < hi || l > lo {
			t.Errorf("%s: urange [%d, %d] misses [%d, %d]", tc.name, l, u, lo, hi)
		}
		if got := Ule(tc.e, Const(tc.c, tc.e.Width())).IsConst(); got != tc.decided {
			t.Errorf("%s: %v ≤ %d decided %v, want %v", tc.name, tc.e, tc.c, got, tc.decided)
		}
		w := tc.e.Width()
		for _, c := range []uint64{0, 1, 7, 8, 15, 16, 63, 64, 120, 199, 200, 254, 255, 256, 299, 300, 301, 511, 765, 766, 1020, 1021, 1590, 1591, 11797, 11798, Mask(w)} {
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

// TestRangeLowerBound: an arena's object at 1591 + s (s a multiple of 8
// below 40·256) is never at 120, nor below 1591; these comparisons fold.
func TestRangeLowerBound(t *testing.T) {
	x := ZExt(Read(UpdateList{Root: NewArray("rl", 1)}, Const(0, Int64)), Int64)
	s := And(Const(^uint64(7), Int64), Add(Const(7, Int64), Mul(Const(40, Int64), x)))
	at := Extract(Add(Const(1591, Int64), s), 0, Int32)
	arena := NewArray("arena", 1<<16)
	in := UpdateList{Root: NewArray("rl16", 2)}
	field := Or(Shl(ZExt(Read(in, Const(1, Int32)), Int32), Const(8, Int32)), ZExt(Read(in, Const(0, Int32)), Int32))
	s16 := And(Const(^uint64(7), Int64), Add(Const(7, Int64), Mul(Const(40, Int64), ZExt(field, Int64))))
	at16 := Extract(Add(Const(801, Int64), s16), 0, Int32)
	for _, tc := range []struct {
		name string
		e    Expr
		want Expr
	}{
		{"= 120", Eq(Const(120, Int32), at), False()},
		{"< 1591", Ult(at, Const(1591, Int32)), False()},
		{"≥ 1591", Ule(Const(1591, Int32), at), True()},
		{"1590 <", Ult(Const(1590, Int32), at), True()},
		{"read at 120 past a write at the object", Read(UpdateList{Root: arena}.Write(at, Const(9, Int8)), Const(120, Int32)), Read(UpdateList{Root: arena}, Const(120, Int32))},
		{"read at 1591 stops at the write", Read(UpdateList{Root: arena}.Write(at, Const(9, Int8)), Const(1591, Int32)).Updates().Head.Value, Const(9, Int8)},
		// The size from a 16-bit field of the input, as bfd reads it.
		{"16-bit field: = 79", Eq(Const(79, Int32), at16), False()},
		{"16-bit field: read at 79", Read(UpdateList{Root: arena}.Write(at16, Const(9, Int8)), Const(79, Int32)), Read(UpdateList{Root: arena}, Const(79, Int32))},
	} {
		if tc.e != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, tc.e, tc.want)
		}
	}
}

package expr

import "testing"

// symbolic values for the rule tests.
var (
	ta   = NewArray("ta", 16)
	tul  = UpdateList{Root: ta}
	x8   = Read(tul, Const(0, 32))
	y8   = Read(tul, Const(1, 32))
	x32  = ReadLE(tul, Const(4, 32), 4)
	y32  = ReadLE(tul, Const(8, 32), 4)
	i32  = ZExt(x8, 32)
	p    = Ult(x8, y8)
	q    = Eq(x8, Const(3, 8))
	c8   = func(v uint64) Expr { return Const(v, 8) }
	c32  = func(v uint64) Expr { return Const(v, 32) }
	tabl = NewConstArray("tabl", []byte{1, 2, 3})
)

// TestRules checks each simplification rule: the constructor's result is
// the expected (already simplified) term.
func TestRules(t *testing.T) {
	w1 := tul.Write(c32(2), c8(9))
	w2 := w1.Write(i32, c8(7))
	tests := []struct {
		name      string
		got, want Expr
	}{
		// identities
		{"add 0", Add(x32, c32(0)), x32},
		{"sub self", Sub(x32, x32), c32(0)},
		{"sub const", Sub(x32, c32(1)), Add(c32(0xffffffff), x32)},
		{"mul 0", Mul(x32, c32(0)), c32(0)},
		{"mul 1", Mul(c32(1), x32), x32},
		{"and self", And(x8, x8), x8},
		{"and 0", And(x8, c8(0)), c8(0)},
		{"and ones", And(c8(0xff), x8), x8},
		{"or self", Or(x8, x8), x8},
		{"or 0", Or(x8, c8(0)), x8},
		{"or ones", Or(x8, c8(0xff)), c8(0xff)},
		{"xor self", Xor(x8, x8), c8(0)},
		{"xor 0", Xor(c8(0), x8), x8},
		{"shl 0", Shl(x8, c8(0)), x8},
		{"shl of 0", Shl(c8(0), x8), c8(0)},
		{"shl ≥ width", Shl(x8, c8(8)), c8(0)},
		{"lshr ≥ width", LShr(x8, c8(200)), c8(0)},
		{"udiv 1", UDiv(x8, c8(1)), x8},
		{"sdiv 1", SDiv(x8, c8(1)), x8},
		{"urem 1", URem(x8, c8(1)), c8(0)},
		{"srem 1", SRem(x8, c8(1)), c8(0)},
		{"not not", Not(Not(x8)), x8},
		// canonical order: commutative operands sorted, constants first
		{"commute add", Add(x32, y32), Add(y32, x32)},
		{"commute eq", Eq(x8, c8(3)), Eq(c8(3), x8)},
		{"const first", Add(x32, c32(5)).Kid(0), c32(5)},
		// constant reassociation
		{"add add", Add(c32(1), Add(c32(2), x32)), Add(c32(3), x32)},
		{"add sub", Add(c32(1), Sub(c32(2), x32)), Sub(c32(3), x32)},
		// comparisons
		{"ult self", Ult(x8, x8), False()},
		{"ult 0", Ult(x8, c8(0)), False()},
		{"0 ult", Ult(c8(0), x8), Not(Eq(c8(0), x8))},
		{"ule self", Ule(x8, x8), True()},
		{"0 ule", Ule(c8(0), x8), True()},
		{"ule max", Ule(x8, c8(0xff)), True()},
		{"slt self", Slt(x8, x8), False()},
		{"sle self", Sle(x8, x8), True()},
		{"ugt", Ugt(x8, y8), Ult(y8, x8)},
		{"sge", Sge(x8, y8), Sle(y8, x8)},
		// Bool arithmetic becomes logic
		{"bool add", Add(p, q), Xor(p, q)},
		{"bool mul", Mul(p, q), And(p, q)},
		{"bool and not", And(p, Not(p)), False()},
		{"bool or not", Or(Not(p), p), True()},
		{"bool xor true", Xor(True(), p), Not(p)},
		{"bool ult", Ult(p, q), And(Not(p), q)},
		{"bool ule", Ule(p, q), Or(Not(p), q)},
		{"bool slt", Slt(p, q), And(p, Not(q))},
		{"bool sle", Sle(p, q), Or(p, Not(q))},
		{"eq true", Eq(True(), p), p},
		{"eq false", Eq(False(), p), Not(p)},
		// select
		{"select same", Select(p, x8, x8), x8},
		{"select not", Select(Not(p), x8, y8), Select(p, y8, x8)},
		{"select bool tf", Select(p, True(), False()), p},
		{"select bool ft", Select(p, False(), True()), Not(p)},
		{"select bool t", Select(p, True(), q), Or(p, q)},
		{"select bool f", Select(p, q, False()), And(p, q)},
		// equalities with a constant
		{"eq add", Eq(c32(10), Add(c32(3), x32)), Eq(c32(7), x32)},
		{"eq sub", Eq(c32(10), Sub(c32(3), x32)), Eq(c32(0xfffffff9), x32)},
		{"eq xor", Eq(c8(0x0f), Xor(c8(0xff), x8)), Eq(c8(0xf0), x8)},
		{"eq not", Eq(c8(0x0f), Not(x8)), Eq(c8(0xf0), x8)},
		{"eq concat splits", Eq(Const(0x0102, 16), Concat(x8, y8)), And(Eq(c8(1), x8), Eq(c8(2), y8))},
		{"eq zext", Eq(c32(5), i32), Eq(c8(5), x8)},
		{"eq zext out of range", Eq(c32(0x100), i32), False()},
		{"eq sext", Eq(c32(0xffffff80), SExt(x8, 32)), Eq(c8(0x80), x8)},
		{"eq sext impossible", Eq(c32(0x80), SExt(x8, 32)), False()},
		{"eq select t", Eq(c8(1), Select(p, c8(1), c8(2))), p},
		{"eq select f", Eq(c8(2), Select(p, c8(1), c8(2))), Not(p)},
		{"eq select none", Eq(c8(3), Select(p, c8(1), c8(2))), False()},
		{"eq select both", Eq(c8(1), Select(p, c8(1), c8(1))), True()},
		// extend / extract / concat
		{"zext same width", ZExt(x8, 8), x8},
		{"zext zext", ZExt(ZExt(x8, 16), 32), ZExt(x8, 32)},
		{"sext sext", SExt(SExt(x8, 16), 32), SExt(x8, 32)},
		{"sext zext", SExt(ZExt(x8, 16), 32), ZExt(x8, 32)},
		{"extract all", Extract(x32, 0, 32), x32},
		{"extract extract", Extract(Extract(x32, 8, 16), 4, 8), Extract(x32, 12, 8)},
		{"extract concat lo", Extract(Concat(x8, y8), 0, 8), y8},
		{"extract concat hi", Extract(Concat(x8, y8), 8, 8), x8},
		{"extract concat straddle", Extract(Concat(x8, y8), 4, 8), Concat(Extract(x8, 0, 4), Extract(y8, 4, 4))},
		{"extract zext inner", Extract(i32, 0, 8), x8},
		{"extract zext high", Extract(i32, 8, 8), c8(0)},
		{"extract sext inner", Extract(SExt(x8, 32), 2, 4), Extract(x8, 2, 4)},
		{"extract select", Extract(Select(p, c32(0x1234), x32), 0, 8), Select(p, c8(0x34), Extract(x32, 0, 8))},
		{"extract and", Extract(And(c32(0xff00), x32), 0, 8), c8(0)},
		{"concat extracts", Concat(Extract(x32, 8, 8), Extract(x32, 0, 8)), Extract(x32, 0, 16)},
		{"concat zero", Concat(c8(0), x8), ZExt(x8, 16)},
		{"trunc", Trunc(x32, 8), Extract(x32, 0, 8)},
		{"zext or trunc", ZExtOrTrunc(x32, 8), Extract(x32, 0, 8)},
		{"sext or trunc", SExtOrTrunc(x8, 32), SExt(x8, 32)},
		// read-over-write
		{"read hit", Read(w2, i32), c8(7)},
		{"read const miss", Read(w1, c32(3)), Read(tul, c32(3))},
		{"read const hit", Read(w1, c32(2)), c8(9)},
		{"read skips const writes", Read(w1.Write(c32(5), c8(1)), c32(2)), c8(9)},
		{"read const array", Read(UpdateList{Root: tabl}, c32(1)), c8(2)},
		{"read const array past end", Read(UpdateList{Root: tabl}, c32(10)), c8(0)},
		{"read index widened", Read(tul, x8), Read(tul, i32)},
		{"read index narrowed", Read(tul, ZExt(x32, 64)), Read(tul, x32)},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	// A symbolic write blocks a constant read: the read keeps the list.
	if r := Read(w2, c32(2)); r.Kind() != KindRead || r.Updates().Head != w2.Head {
		t.Errorf("read through a symbolic write: %v", r)
	}
}

// TestUniformTable checks that a constant array of equal bytes folds to
// that byte only where the evaluator agrees: inside the array.
func TestUniformTable(t *testing.T) {
	ones := NewConstArray("ones", []byte{5, 5, 5})
	zeros := NewConstArray("zeros", []byte{0, 0})
	if r := Read(UpdateList{Root: zeros}, i32); r != c8(0) {
		t.Errorf("zero table: %v", r)
	}
	r := Read(UpdateList{Root: ones}, i32)
	for _, v := range []uint64{0, 2, 3, 200} {
		m := NewAssignment()
		m.Set(ta, []byte{byte(v)})
		want := uint64(0)
		if v < 3 {
			want = 5
		}
		if got := Eval(r, m); got != want {
			t.Errorf("ones[%d] = %d, want %d (%v)", v, got, want, r)
		}
	}
}

func TestReadLE(t *testing.T) {
	a := NewArray("le", 8)
	ul := UpdateList{Root: a}
	m := NewAssignment()
	m.Set(a, []byte{1, 2, 3, 4, 5, 6, 7, 8})
	for _, n := range []int{2, 3, 4, 8} {
		for _, idx := range []Expr{c32(0), Add(c32(0), ZExt(Extract(Read(ul, c32(7)), 0, 1), 32))} {
			e := ReadLE(ul, idx, n)
			if e.Width() != Width(8*n) {
				t.Fatalf("ReadLE %d: width %d", n, e.Width())
			}
			gotUL, gotIdx, gotN, ok := MatchReadLE(e)
			if !ok || gotUL != ul || gotIdx != idx || gotN != n {
				t.Errorf("MatchReadLE(ReadLE(%v, %d)) = %v %v %d %v", idx, n, gotUL, gotIdx, gotN, ok)
			}
			// Little-endian: byte i of the value is a[idx+i].
			base := Eval(idx, m)
			var want uint64
			for i := n - 1; i >= 0; i-- {
				want = want<<8 | uint64(m.Bytes(a)[base+uint64(i)])
			}
			if got := Eval(e, m); got != want {
				t.Errorf("ReadLE(%d, %d) = %#x, want %#x", base, n, got, want)
			}
		}
	}
	// Extract of a ReadLE folds back to the single byte.
	e := ReadLE(ul, c32(0), 4)
	if got := Extract(e, 16, 8); got != Read(ul, c32(2)) {
		t.Errorf("extract of ReadLE: %v", got)
	}
	// Not a ReadLE: wrong order, mixed arrays, a single byte.
	other := UpdateList{Root: NewArray("other", 4)}
	for _, e := range []Expr{
		Concat(Read(ul, c32(0)), Read(ul, c32(1))),
		Concat(Read(other, c32(1)), Read(ul, c32(0))),
		Read(ul, c32(0)),
		Concat(x8, y8),
	} {
		if _, _, _, ok := MatchReadLE(e); ok {
			t.Errorf("MatchReadLE(%v) matched", e)
		}
	}
}

func TestHashConsing(t *testing.T) {
	// Two constructions of one term: hash-consing makes them one pointer.
	a1, a2 := Add(x32, y32), Add(x32, y32)
	if a1 != a2 {
		t.Error("equal terms are different pointers")
	}
	a, b := Add(x32, c32(1)), Add(x32, c32(2))
	if a == b || a.Hash() == b.Hash() && a.ID() == b.ID() {
		t.Error("different terms share identity")
	}
	if got := Add(x32, y32).Arrays(); len(got) != 1 || got[0] != ta {
		t.Errorf("arrays: %v", got)
	}
	u := NewArray("u", 1)
	e := Eq(Read(UpdateList{Root: u}, c32(0)), x8)
	if got := e.Arrays(); len(got) != 2 || got[0].ID() > got[1].ID() {
		t.Errorf("arrays not sorted: %v", got)
	}
	if got := Read(UpdateList{Root: tabl}, i32).Arrays(); len(got) != 1 || got[0] != ta {
		t.Errorf("constant arrays are not listed: %v", got)
	}
}

func TestPanicsOnSortErrors(t *testing.T) {
	for name, f := range map[string]func(){
		"add widths":    func() { Add(x8, x32) },
		"select cond":   func() { Select(x8, x8, x8) },
		"extract range": func() { Extract(x8, 4, 8) },
		"concat wide":   func() { Concat(ZExt(x8, 64), x8) },
		"zext narrower": func() { ZExt(x32, 8) },
		"write width":   func() { tul.Write(c32(0), x32) },
		"binary kind":   func() { Binary(KindNot, x8, x8) },
		"const width":   func() { Const(0, 65) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

// TestAssignmentSparse checks the dense/sparse split of models: bytes far
// past an array's dense part live in Sparse, read back through Byte, Fill
// and the evaluator, and copies do not alias what they must not.
func TestAssignmentSparse(t *testing.T) {
	huge := NewArray("huge", 1<<32)
	small := NewArray("small", 4)
	m := NewAssignment()
	writes := []struct {
		a *Array
		i uint64
		v byte
	}{
		{small, 2, 7}, {small, 100, 9}, // past small's size: sparse
		{huge, 3, 1}, {huge, MaxDense - 1, 2}, {huge, MaxDense, 3}, {huge, 1<<32 - 1, 5},
		{huge, 1 << 40, 6}, // past the index space: held all the same
	}
	for _, w := range writes {
		m.SetByte(w.a, w.i, w.v)
	}
	if n := len(m.Bytes(small)); n != 3 {
		t.Errorf("small: %d dense bytes, want 3", n)
	}
	if n := len(m.Bytes(huge)); n != MaxDense {
		t.Errorf("huge: %d dense bytes, want %d", n, MaxDense)
	}
	if n := len(m.Sparse[huge]); n != 3 {
		t.Errorf("huge: %d sparse bytes, want 3", n)
	}
	c := m.Clone()
	for _, w := range writes {
		for name, a := range map[string]*Assignment{"m": m, "clone": c} {
			if got := a.Byte(w.a, w.i); got != w.v {
				t.Errorf("%s: byte %d of %s = %d, want %d", name, w.i, w.a, got, w.v)
			}
		}
		if w.i < 1<<32 {
			r := Read(UpdateList{Root: w.a}, Const(w.i, 32))
			if got := Eval(r, m); got != uint64(w.v) {
				t.Errorf("eval %v = %d, want %d", r, got, w.v)
			}
		}
	}
	if m.Byte(huge, 4) != 0 || m.Byte(small, 99) != 0 {
		t.Error("unset bytes are not zero")
	}
	dst := make([]byte, 101)
	for i := range dst {
		dst[i] = 0xee
	}
	m.Fill(small, dst)
	for i, v := range dst {
		want := map[int]byte{2: 7, 100: 9}[i]
		if v != want {
			t.Errorf("Fill: byte %d = %d, want %d", i, v, want)
		}
	}
	// Set on a Copy replaces the dense part and shadows sparse bytes in
	// its range, leaving the original alone.
	cp := m.Copy()
	cp.Set(small, make([]byte, 200))
	if cp.Byte(small, 100) != 0 || cp.Byte(small, 2) != 0 || m.Byte(small, 100) != 9 {
		t.Error("Set on a copy: wrong shadowing or aliasing")
	}
	m.SetByte(huge, 1<<32-1, 0)
	if m.Byte(huge, 1<<32-1) != 0 || c.Byte(huge, 1<<32-1) != 5 {
		t.Error("clearing a sparse byte: wrong value or the clone aliases it")
	}
}

// TestDivisionRules checks the quotient rules exhaustively on bytes: a
// quotient of a quotient and a zero test of a quotient, for every pair of
// constant divisors (including the non-positive ones the rules leave
// alone), agree with the operators' own semantics on every value.
func TestDivisionRules(t *testing.T) {
	m := NewAssignment()
	for _, k := range []Kind{KindUDiv, KindSDiv} {
		for c1 := uint64(0); c1 < 256; c1++ {
			for c2 := uint64(0); c2 < 256; c2 += 1 + c2/16 {
				twice := Binary(k, Binary(k, x8, c8(c1)), c8(c2))
				zero := IsZero(Binary(k, x8, c8(c1)))
				for v := uint64(0); v < 256; v++ {
					m.Set(ta, []byte{byte(v)})
					want := ApplyBinary(k, 8, ApplyBinary(k, 8, v, c1), c2)
					if got := Eval(twice, m); got != want {
						t.Fatalf("%v: x=%d, c1=%d, c2=%d: %d, want %d (%v)", k, v, c1, c2, got, want, twice)
					}
					wantZ := b2u(ApplyBinary(k, 8, v, c1) == 0)
					if got := Eval(zero, m); got != wantZ {
						t.Fatalf("%v: x=%d, c=%d: (x/c = 0) is %d, want %d (%v)", k, v, c1, got, wantZ, zero)
					}
				}
			}
		}
	}
	// The rules fire: no division is left in a digit loop's test.
	if e := IsZero(UDiv(UDiv(x32, c32(10)), c32(10))); e != Ult(x32, c32(100)) {
		t.Errorf("udiv: %v", e)
	}
	if e := IsZero(SDiv(SDiv(x32, c32(10)), c32(10))); e != Ult(Add(c32(99), x32), c32(199)) {
		t.Errorf("sdiv: %v", e)
	}
}

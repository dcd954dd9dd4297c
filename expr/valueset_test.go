package expr

import "testing"

// TestValueSetReads checks that a read of a constant table folds exactly
// when every index its value set allows holds one byte, and that folded
// or not, the read agrees with the evaluator on every input.
func TestValueSetReads(t *testing.T) {
	// 2 × 12 rows of 8 bytes: columns 0 and 1 differ from row to row,
	// column 3 between the two blocks of 12 (ls's recent), the rest not.
	var rows []byte
	for r := 0; r < 24; r++ {
		rows = append(rows, 'A'+byte(r%12), 'a'+byte(r), ':', "xX"[r/12], 'y', 'z', 0, 0)
	}
	tab := UpdateList{Root: NewConstArray("rows", rows)}
	v := ZExt(x8, 32)                                               // symbolic, 0..255
	mon := Select(Ult(c32(11), v), c32(0), v)                       // v > 11 ? 0 : v
	mon2 := Select(Ult(c32(9), Add(c32(0xfffffffe), v)), c32(2), v) // v-2 > 9 ? 2 : v
	recent := ZExt(p, 32)
	row := func(m Expr) Expr { return Add(Mul(c32(96), recent), Mul(c32(8), m)) }
	// A clamped word stored as bytes and loaded again: the select comes back.
	w := Select(Ult(c32(11), x32), c32(0), x32)
	stored := Concat(Extract(w, 24, 8), Concat(Extract(w, 16, 8), Concat(Extract(w, 8, 8), Extract(w, 0, 8))))
	if stored != w {
		t.Fatalf("bytes of a select do not join back: %v", stored)
	}
	tests := []struct {
		name string
		idx  Expr
		fold bool
	}{
		{"same column", Add(c32(4), row(mon)), true},
		{"column of the block", Add(c32(3), row(mon)), true},
		{"end of every row", Add(c32(6), row(mon)), true},
		{"month letter", Add(c32(0), row(mon)), false},
		{"shifted range", Add(c32(4), row(mon2)), true},
		{"unclamped", Add(c32(3), row(v)), false},
		{"past the end reads 0", Add(c32(200), Mul(c32(8), ZExt(p, 32))), true},
	}
	m := NewAssignment()
	for _, tc := range tests {
		r := Read(tab, tc.idx)
		if folded := !readsArray(r, tab.Root); folded != tc.fold {
			t.Errorf("%s: folded %v, want %v (%v)", tc.name, folded, tc.fold, r)
		}
		for x := 0; x < 256; x++ {
			for y := 0; y < 256; y += 85 {
				m.Set(ta, []byte{byte(x), byte(y)})
				i := Eval(tc.idx, m)
				want := uint64(0)
				if i < uint64(len(rows)) {
					want = uint64(rows[i])
				}
				if got := Eval(r, m); got != want {
					t.Fatalf("%s: x=%d y=%d: read %d, want %d", tc.name, x, y, got, want)
				}
			}
		}
	}
}

func readsArray(e Expr, a *Array) bool {
	for n := range Walk(e) {
		if n.Kind() == KindRead && n.Array() == a {
			return true
		}
	}
	return false
}

// TestValueSetCompares checks comparisons of a constant with a term of few
// values: folded when all values agree (a bounds check of a clamped row),
// kept otherwise, and always as the evaluator says.
func TestValueSetCompares(t *testing.T) {
	v := ZExt(x8, 32)
	mon := Select(Ult(c32(11), v), c32(0), v)
	off := Add(Mul(c32(96), ZExt(p, 32)), Mul(c32(8), mon)) // 0..184
	tests := []struct {
		name string
		e    Expr
		fold bool
	}{
		{"in bounds", Ule(off, c32(191)), true},
		{"out of bounds", Ult(c32(191), off), true},
		{"sometimes", Ult(off, c32(100)), false},
		{"never equal", Eq(c32(3), off), true},
		{"signed", Slt(off, c32(0)), true},
		{"difference", Ult(Sub(off, c32(1)), c32(184)), false},
		{"unclamped", Ule(Mul(c32(8), v), c32(191)), false},
	}
	m := NewAssignment()
	for _, tc := range tests {
		if folded := tc.e.IsConst(); folded != tc.fold {
			t.Errorf("%s: folded %v, want %v (%v)", tc.name, folded, tc.fold, tc.e)
		}
	}
	// Agreement with the evaluator, folded or not, on every input.
	for _, tc := range tests {
		for x := 0; x < 256; x++ {
			for y := 0; y < 256; y += 85 {
				m.Set(ta, []byte{byte(x), byte(y)})
				var want uint64
				switch tc.name { // recompute from the unfolded operands
				case "in bounds":
					want = b2u(Eval(off, m) <= 191)
				case "out of bounds":
					want = b2u(191 < Eval(off, m))
				case "sometimes":
					want = b2u(Eval(off, m) < 100)
				case "never equal":
					want = b2u(Eval(off, m) == 3)
				case "signed":
					want = b2u(int32(Eval(off, m)) < 0)
				case "difference":
					want = b2u((Eval(off, m)-1)&0xffffffff < 184)
				case "unclamped":
					want = b2u(8*uint64(x) <= 191)
				}
				if got := Eval(tc.e, m); got != want {
					t.Fatalf("%s: x=%d y=%d: %d, want %d", tc.name, x, y, got, want)
				}
			}
		}
	}
}

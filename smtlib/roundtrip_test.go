package smtlib_test

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/smtlib"
)

// Arrays of the round-trip cases.
var (
	arrX   = expr.NewArray("x", 8)
	arrY   = newArray64("y", 16)
	arrW   = expr.NewArray("w e|ird", 4) // printed as w_e_ird
	tabT   = expr.NewConstArray("tab", []byte{1, 2, 3, 0, 5, 0})
	tabBig = expr.NewConstArray("big", randomBytes(10000, 1))
)

func newArray64(name string, size uint64) *expr.Array {
	a := expr.NewArray(name, size)
	a.IndexWidth = expr.Int64
	return a
}

func randomBytes(n int, seed int64) []byte {
	r := rand.New(rand.NewSource(seed))
	b := make([]byte, n)
	r.Read(b)
	return b
}

func c32(v uint64) expr.Expr { return expr.Const(v, 32) }

func rx(i uint64) expr.Expr { return expr.Read(expr.UpdateList{Root: arrX}, c32(i)) }

func rx32(i uint64) expr.Expr { return expr.ReadLE(expr.UpdateList{Root: arrX}, c32(i), 4) }

// bit is a width-1 (Bool) expression that is not a comparison.
func bit(i uint64, b uint) expr.Expr { return expr.Extract(rx(i), b, 1) }

type roundTripCase struct {
	name string
	make func() []expr.Expr
}

var roundTripCases = []roundTripCase{
	{"true", func() []expr.Expr { return []expr.Expr{expr.True()} }},
	{"false", func() []expr.Expr { return []expr.Expr{expr.False()} }},
	{"read le", func() []expr.Expr {
		return []expr.Expr{expr.Ult(rx32(0), c32(100)), expr.Slt(rx32(4), c32(0))}
	}},
	{"symbolic index", func() []expr.Expr {
		i := expr.ZExt(rx(0), 32)
		return []expr.Expr{expr.Eq(expr.Read(expr.UpdateList{Root: arrX}, i), expr.Const(7, 8))}
	}},
	{"binary kinds", func() []expr.Expr {
		var es []expr.Expr
		for k := expr.KindAnd; k <= expr.KindSRem; k++ {
			es = append(es, expr.Eq(expr.Binary(k, rx32(0), rx32(4)), rx32(2)))
			es = append(es, expr.Ule(expr.Binary(k, rx(1), rx(2)), rx(3)))
		}
		return es
	}},
	{"compares", func() []expr.Expr {
		var es []expr.Expr
		for _, k := range []expr.Kind{expr.KindEq, expr.KindUlt, expr.KindUle, expr.KindSlt, expr.KindSle} {
			es = append(es, expr.Binary(k, rx32(1), rx32(3)))
		}
		return es
	}},
	{"bool logic", func() []expr.Expr {
		a, b, c := expr.Ult(rx(0), rx(1)), expr.Eq(rx(2), expr.Const(3, 8)), bit(4, 2)
		return []expr.Expr{
			expr.Or(a, expr.Not(b)), expr.Xor(a, c), expr.Eq(b, c),
			expr.Select(a, b, c), expr.Implies(c, a),
		}
	}},
	{"bools as bit-vectors", func() []expr.Expr {
		a := expr.Ult(rx(0), rx(1))
		return []expr.Expr{
			expr.Eq(expr.Concat(a, expr.Extract(rx(2), 0, 7)), rx(3)),
			expr.Ult(expr.ZExt(a, 32), rx32(4)),
			expr.Slt(expr.SExt(bit(5, 3), 16), expr.Extract(rx32(0), 8, 16)),
			expr.Eq(expr.Read(expr.UpdateList{Root: arrX}, expr.ZExt(bit(6, 0), 32)), rx(7)),
		}
	}},
	{"width-1 arithmetic", func() []expr.Expr {
		var es []expr.Expr
		for _, k := range []expr.Kind{expr.KindShl, expr.KindLShr, expr.KindAShr, expr.KindUDiv, expr.KindSDiv, expr.KindURem, expr.KindSRem} {
			es = append(es, expr.Binary(k, bit(0, 1), bit(1, 5)))
		}
		return es
	}},
	{"select and extensions", func() []expr.Expr {
		c := expr.Ule(rx(0), expr.Const(9, 8))
		s := expr.Select(c, rx32(0), expr.SExt(rx(5), 32))
		return []expr.Expr{
			expr.Eq(expr.Extract(s, 3, 20), expr.Extract(expr.ZExt(rx(6), 32), 1, 20)),
			expr.Ult(expr.Concat(rx(1), expr.Concat(rx(3), rx(2))), expr.Const(1000, 24)),
		}
	}},
	{"update lists", func() []expr.Expr {
		i := expr.ZExt(expr.Extract(rx(0), 0, 3), 32)
		ul := expr.UpdateList{Root: arrX}.Write(c32(1), rx(2)).Write(i, expr.Const(9, 8))
		ul2 := ul.Write(c32(3), rx(4))
		// The same writes over another array: one *Update, two arrays.
		other := expr.UpdateList{Root: arrW}.Write(c32(1), rx(2)).Write(i, expr.Const(9, 8))
		j := expr.ZExt(expr.Extract(rx(5), 0, 3), 32)
		return []expr.Expr{
			expr.Eq(expr.Read(ul, j), expr.Read(ul2, j)),
			expr.Ult(expr.Read(ul, expr.Add(j, c32(1))), expr.Read(other, j)),
			expr.Eq(expr.ReadLE(ul2, j, 4), rx32(0)),
		}
	}},
	{"long update list", func() []expr.Expr {
		ul := expr.UpdateList{Root: arrX}
		for k := uint64(0); k < 500; k++ {
			ul = ul.Write(expr.Add(expr.ZExt(rx(k%8), 32), c32(k)), expr.Const(k, 8))
		}
		return []expr.Expr{expr.Eq(expr.Read(ul, expr.ZExt(rx(1), 32)), rx(2))}
	}},
	{"constant arrays", func() []expr.Expr {
		i := expr.ZExt(rx(0), 32)
		w := expr.UpdateList{Root: tabT}.Write(expr.ZExt(rx(1), 32), rx(2))
		return []expr.Expr{
			expr.Eq(expr.Read(expr.UpdateList{Root: tabT}, i), expr.Const(3, 8)),
			expr.Ult(expr.Read(w, i), expr.Read(expr.UpdateList{Root: tabBig}, expr.ZExt(expr.Extract(rx32(1), 0, 14), 32))),
		}
	}},
	{"64-bit index", func() []expr.Expr {
		ul := expr.UpdateList{Root: arrY}
		return []expr.Expr{
			expr.Eq(expr.ReadLE(ul, expr.Const(8, 64), 8), expr.Mul(expr.ZExt(rx(0), 64), expr.Const(1<<40, 64))),
			expr.Ult(expr.Read(ul, expr.SExt(rx(1), 64)), expr.Const(3, 8)),
		}
	}},
	{"deep chain", func() []expr.Expr {
		e := expr.ZExt(rx(0), 32)
		for k := uint64(0); k < 1000; k++ {
			e = expr.Xor(expr.Mul(e, expr.ZExt(rx(k%8), 32)), c32(k+1))
		}
		return []expr.Expr{expr.Ult(e, c32(5))}
	}},
	{"shared across assertions", func() []expr.Expr {
		s := expr.Add(rx32(0), rx32(4))
		return []expr.Expr{expr.Ult(s, c32(10)), expr.Ult(c32(3), s), expr.Not(expr.Eq(s, c32(5)))}
	}},
}

// TestRoundTrip prints each case, parses it back with the arrays bound by
// name, and wants the very same (hash-consed) assertions.
func TestRoundTrip(t *testing.T) {
	for _, tc := range roundTripCases {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.make()
			var buf bytes.Buffer
			enc := smtlib.NewEncoder(&buf)
			if err := enc.WriteQuery(want, smtlib.PrintOptions{GetValues: true, Exit: true, Expected: "sat"}); err != nil {
				t.Fatal(err)
			}
			bind := map[string]*expr.Array{}
			for _, a := range []*expr.Array{arrX, arrY, arrW, tabT, tabBig} {
				if n := enc.ArrayName(a); n != "" {
					bind[n] = a
				}
			}
			s, err := smtlib.ParseWith("case.smt2", buf.Bytes(), smtlib.ParseOptions{Arrays: bind})
			if err != nil {
				t.Fatalf("%v\n%s", err, head(buf.String()))
			}
			if s.Expected != "sat" {
				t.Errorf("Expected = %q, want sat", s.Expected)
			}
			if len(s.Assertions) != len(want) {
				t.Fatalf("%d assertions, want %d", len(s.Assertions), len(want))
			}
			for i := range want {
				if s.Assertions[i] != want[i] {
					t.Errorf("assertion %d:\n got %v\nwant %v", i, s.Assertions[i], want[i])
				}
			}
		})
	}
}

// TestRoundTripUnbound parses printed constant arrays without bindings:
// new arrays with the same contents and Size.
func TestRoundTripUnbound(t *testing.T) {
	i := expr.ZExt(rx(0), 32)
	want := expr.Eq(expr.Read(expr.UpdateList{Root: tabT}, i), expr.Const(3, 8))
	var buf bytes.Buffer
	if err := smtlib.Write(&buf, []expr.Expr{want}, smtlib.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	s, err := smtlib.Parse("t.smt2", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var gotTab, gotX *expr.Array
	for _, a := range s.Arrays {
		switch a.Name {
		case "tab":
			gotTab = a
		case "x":
			gotX = a
		}
	}
	if gotTab == nil || gotX == nil {
		t.Fatalf("arrays %v, want tab and x", s.Arrays)
	}
	if !bytes.Equal(gotTab.Init, tabT.Init) || gotTab.Size != tabT.Size {
		t.Errorf("tab = %v (size %d), want %v (size %d)", gotTab.Init, gotTab.Size, tabT.Init, tabT.Size)
	}
	// x's size is inferred from the constant index 0 only.
	if gotX.IsConst() || gotX.Size != 1 {
		t.Errorf("x: const %v size %d, want symbolic of size 1", gotX.IsConst(), gotX.Size)
	}
	m := expr.NewAssignment()
	for v := 0; v < 8; v++ {
		m.Set(arrX, []byte{byte(v)})
		m2 := expr.NewAssignment()
		m2.Set(gotX, []byte{byte(v)})
		if a, b := expr.Eval(want, m), expr.Eval(s.Assertions[0], m2); a != b {
			t.Errorf("x[0]=%d: printed %d, parsed %d", v, a, b)
		}
	}
}

func TestLogic(t *testing.T) {
	tests := []struct {
		e    expr.Expr
		want string
	}{
		{expr.True(), "QF_BV"},
		{expr.Ult(rx(0), rx(1)), "QF_ABV"},
		{expr.Eq(expr.Read(expr.UpdateList{Root: tabT}, expr.ZExt(rx(0), 32)), rx(1)), "ALL"},
	}
	for _, tc := range tests {
		var buf bytes.Buffer
		if err := smtlib.Write(&buf, []expr.Expr{tc.e}, smtlib.PrintOptions{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), "(set-logic "+tc.want+")") {
			t.Errorf("%v: want logic %s in\n%s", tc.e, tc.want, buf.String())
		}
	}
}

func TestWriteRejectsNonBool(t *testing.T) {
	err := smtlib.Write(&bytes.Buffer{}, []expr.Expr{rx(0)}, smtlib.PrintOptions{})
	if err == nil || !strings.Contains(err.Error(), "width 8") {
		t.Errorf("err = %v, want a width error", err)
	}
}

func head(s string) string {
	if len(s) > 3000 {
		return s[:3000] + "..."
	}
	return s
}

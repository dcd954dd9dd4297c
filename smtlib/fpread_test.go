package smtlib_test

import (
	"bytes"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/fpgen"
	"github.com/symx/symx/internal/fpgen/fpexpr"
	"github.com/symx/symx/smtlib"
)

// TestFPRoundTrip prints FP expressions of every kind but frem (printed
// with fp.rem, which the reader refuses), reads them back and compares
// the two on random and edge operands with expr's evaluator.
func TestFPRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	ops := []string{"fadd", "fsub", "fmul", "fdiv", "fmin", "fmax", "foeq", "folt", "fole", "funo",
		"fsqrt", "fma", "fpext", "fptosi", "fptoui", "sitofp", "uitofp"}
	for i, c := range fpgen.Cases(r, 150, ops) {
		arr := expr.NewArray("v", 24)
		e, _ := fpexpr.Build(c, arr)
		want := expr.Eq(e, expr.Const(0, e.Width()))
		if e.Width() == expr.Bool {
			want = e
		}
		var buf bytes.Buffer
		if err := smtlib.Write(&buf, []expr.Expr{want}, smtlib.PrintOptions{}); err != nil {
			t.Fatal(err)
		}
		s, err := smtlib.ParseWith("fp.smt2", buf.Bytes(), smtlib.ParseOptions{Arrays: map[string]*expr.Array{"v": arr}})
		if err != nil {
			t.Fatalf("case %d %+v: %v\n%s", i, c, err, buf.String())
		}
		got := s.Assertions[0]
		for trial := 0; trial < 8; trial++ {
			vals := []uint64{c.A, c.B, c.C}
			for j := 0; trial > 0 && j < 3; j++ {
				vals[j] = fpgen.Value(r, c.From)
				if c.Op == "sitofp" || c.Op == "uitofp" {
					vals[j] = fpgen.Int(r, c.From)
				}
			}
			m := fpexpr.Assign(arr, vals...)
			if expr.Eval(got, m) != expr.Eval(want, m) {
				t.Errorf("%+v: read back %v, printed %v differ on %x\n%s", c, got, want, vals, buf.String())
				break
			}
		}
	}
}

// TestFPReadScript reads QF_FP as other tools write it.
func TestFPReadScript(t *testing.T) {
	src := `(set-logic QF_FP)
(declare-fun x () Float64)
(declare-fun f () (_ FloatingPoint 8 24))
(assert (fp.lt x ((_ to_fp 11 53) #x3ff0000000000000)))
(assert (= (fp.add RNE x (fp #b0 #b10000000000 #x0000000000000)) ((_ to_fp 11 53) RNE f)))
(assert (not (fp.isNaN x)))
(assert (= ((_ fp.to_sbv 32) RTZ x) #xffffffff))
(assert (fp.leq (_ -zero 8 24) f (_ +oo 8 24)))
(check-sat)
`
	s, err := smtlib.Parse("q.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// x = -1.5: x+2 = 0.5 = f, trunc(x) = -1.
	m := expr.NewAssignment()
	for _, v := range s.Vars {
		b := make([]byte, 8)
		val := math.Float64bits(-1.5)
		if v.Width == 32 {
			val = uint64(math.Float32bits(0.5))
		}
		for q := range b {
			b[q] = byte(val >> (8 * q))
		}
		m.Set(v.Array, b)
	}
	if got := expr.Eval(expr.AndAll(s.Assertions), m); got != 1 {
		t.Errorf("x = -1.5, f = 0.5 does not satisfy the script: %v", s.Assertions)
	}
	for _, bad := range []struct{ src, want string }{
		{"(declare-fun x () Float16)", "sort Float16"},
		{"(declare-fun x () Float32)(assert (= ((_ fp.to_sbv 8) RNA x) #x00))", "only the rounding mode RTZ"},
		{"(declare-fun x () Float32)(assert (fp.eq (fp.rem x x) x))", "fp.rem is not supported"},
		{"(declare-fun x () (_ FloatingPoint 5 11))", "Float32 and Float64 only"},
	} {
		_, err := smtlib.Parse("bad.smt2", []byte(bad.src))
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want %q", bad.src, err, bad.want)
		}
	}
}

package bitblast

import (
	"math/rand"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/fpgen"
	"github.com/symx/symx/internal/fpgen/fpexpr"
)

// fpNode builds c over fresh symbolic operands (so nothing folds).
func fpNode(c fpgen.Case) expr.Expr {
	e, _ := fpexpr.Build(c, expr.NewArray("fp", 24))
	return e
}

// evalFP evaluates e with its operands set to vals.
func evalFP(e expr.Expr, vals []uint64) uint64 {
	return expr.Eval(e, fpexpr.Assign(e.Arrays()[0], vals...))
}

// encodeConst encodes e's root operator on constant operand words; the
// AIG folds the circuit to a constant word, so this runs the circuit
// exactly as built for symbolic operands, without a SAT call.
func encodeConst(b *blaster, e expr.Expr, vals []uint64) (uint64, bool) {
	for i := 0; i < e.NumKids(); i++ {
		b.cache[e.Kid(i)] = b.constWord(vals[i], int(e.Kid(i).Width()))
	}
	out := b.encode(e)
	var v uint64
	for i, l := range out {
		switch l {
		case b.c.T:
			v |= 1 << uint(i)
		case b.c.F:
		default:
			return 0, false
		}
	}
	return v, true
}

var bitblastedFP = []string{"fsqrt", "fma", "fadd", "fsub", "fmul", "fdiv", "fmin", "fmax", "foeq", "folt", "fole", "funo",
	"fpext", "fptosi", "fptoui", "sitofp", "uitofp"}

// TestFPCircuits checks the FP circuits against expr's evaluator (itself
// checked against native x86 code by expr's TestFPNative) on 10^5 random
// and edge operands.
func TestFPCircuits(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 10000
	}
	cases := fpgen.Cases(rand.New(rand.NewSource(2)), n, bitblastedFP)
	bad := 0
	b := newBlaster()
	for i, c := range cases {
		if i%2000 == 0 {
			b = newBlaster() // keep the circuit small
		}
		e := fpNode(c)
		vals := []uint64{c.A, c.B, c.C}
		want := evalFP(e, vals)
		got, ok := encodeConst(b, e, vals)
		if !ok || got != want {
			t.Errorf("%+v: circuit %#x (constant %v), evaluator %#x", c, got, ok, want)
			if bad++; bad > 20 {
				t.FailNow()
			}
		}
	}
}

// TestFremCircuit checks the fmod circuit (large: one step per unit of
// exponent difference) on fewer operands.
func TestFremCircuit(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 100
	}
	b := newBlaster()
	for i, c := range fpgen.Cases(rand.New(rand.NewSource(6)), n, []string{"frem"}) {
		if i%50 == 0 {
			b = newBlaster()
		}
		e := fpNode(c)
		vals := []uint64{c.A, c.B, c.C}
		want := evalFP(e, vals)
		if got, ok := encodeConst(b, e, vals); !ok || got != want {
			t.Errorf("%+v: circuit %#x (constant %v), evaluator %#x", c, got, ok, want)
		}
	}
}

// TestFPCircuitsSAT runs a few circuits on free inputs through the SAT
// solver: with the operands assumed, the output must be forced to the
// evaluator's value.
func TestFPCircuitsSAT(t *testing.T) {
	cases := fpgen.Cases(rand.New(rand.NewSource(3)), 60, bitblastedFP)
	for _, c := range cases {
		e := fpNode(c)
		b := newBlaster()
		sat := gini.New()
		var ins [][]z.Lit
		for i := 0; i < e.NumKids(); i++ {
			w := make([]z.Lit, e.Kid(i).Width())
			for j := range w {
				w[j] = b.c.Lit()
			}
			b.cache[e.Kid(i)] = w
			ins = append(ins, w)
		}
		out := b.encode(e)
		vals := []uint64{c.A, c.B, c.C}
		want := evalFP(e, vals)
		ne := b.eq(out, b.constWord(want, len(out))).Not()
		b.c.CnfSince(sat, nil, ne)
		for i, w := range ins {
			for j, l := range w {
				if vals[i]>>uint(j)&1 == 0 {
					l = l.Not()
				}
				sat.Assume(l)
			}
		}
		sat.Assume(ne)
		if r := sat.Solve(); r != -1 {
			t.Errorf("%+v: output can differ from %#x (solve %d)", c, want, r)
		}
	}
}

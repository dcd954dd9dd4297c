package exec

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// symbolicPair returns two symbolic values of width w reading arrays a
// and b, and an assignment giving them the values x and y.
func symbolicPair(w uint16, x, y uint64) (Value, Value, *expr.Assignment) {
	n := (int(w) + 7) / 8
	a, b := expr.NewArray("a", uint64(n)), expr.NewArray("b", uint64(n))
	read := func(arr *expr.Array) expr.Expr {
		e := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, expr.Int32), n)
		if int(w) < 8*n {
			e = expr.Trunc(e, expr.Width(w))
		}
		return e
	}
	m := expr.NewAssignment()
	le := func(v uint64) []byte {
		out := make([]byte, n)
		for i := range out {
			out[i] = byte(v >> (8 * i))
		}
		return out
	}
	m.Set(a, le(x))
	m.Set(b, le(y))
	return Value{E: read(a)}, Value{E: read(b)}, m
}

func val(v Value, m *expr.Assignment) uint64 {
	if v.E == nil {
		return v.C
	}
	return expr.Eval(v.E, m)
}

var widths = []uint16{1, 8, 16, 32, 64}

// interesting returns random values of width w biased towards edges.
func interesting(r *rand.Rand, w uint16) uint64 {
	m := mask(w)
	switch r.IntN(6) {
	case 0:
		return 0
	case 1:
		return m
	case 2:
		return (m >> 1) + uint64(r.IntN(2)) // signed max / min
	case 3:
		return uint64(r.IntN(4)) & m
	}
	return r.Uint64() & m
}

// TestSymbolicMatchesConcrete checks, for every integer operation, that
// the expression built for symbolic operands evaluates to what the
// concrete fast path computes, division by zero and overshift included.
func TestSymbolicMatchesConcrete(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	binOps := []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem,
		ir.OpShl, ir.OpLShr, ir.OpAShr, ir.OpAnd, ir.OpOr, ir.OpXor,
		ir.OpSMax, ir.OpSMin, ir.OpUMax, ir.OpUMin}
	preds := []ir.Pred{ir.IntEQ, ir.IntNE, ir.IntUGT, ir.IntUGE, ir.IntULT, ir.IntULE, ir.IntSGT, ir.IntSGE, ir.IntSLT, ir.IntSLE}
	ovf := []ir.Op{ir.OpSAddO, ir.OpUAddO, ir.OpSSubO, ir.OpUSubO, ir.OpSMulO, ir.OpUMulO}
	for _, w := range widths {
		for i := 0; i < 300; i++ {
			x, y := interesting(r, w), interesting(r, w)
			if r.IntN(3) == 0 && w > 1 {
				y = uint64(r.IntN(int(w) + 2)) // shift amounts
			}
			a, b, m := symbolicPair(w, x, y)
			ca, cb := Value{C: x}, Value{C: y}
			for _, op := range binOps {
				// Division by zero included: the interpreter reports it before
				// computing, but the two semantics must still be one.
				want := binary(op, w, ca, cb).C
				if got := val(binary(op, w, a, b), m); got != want {
					t.Fatalf("%s w%d (%#x, %#x): symbolic %#x, concrete %#x", op, w, x, y, got, want)
				}
				if got := val(binary(op, w, ca, b), m); got != want {
					t.Fatalf("%s w%d (%#x, sym %#x): %#x, want %#x", op, w, x, y, got, want)
				}
			}
			for _, p := range preds {
				want := icmp(p, w, ca, cb).C
				if got := val(icmp(p, w, a, b), m); got != want {
					t.Fatalf("icmp %d w%d (%#x, %#x): symbolic %d, concrete %d", p, w, x, y, got, want)
				}
			}
			if w < 8 {
				continue
			}
			for _, op := range ovf {
				wr, wo := overflowOp(op, w, ca, cb)
				gr, gofl := overflowOp(op, w, a, b)
				if val(gr, m) != wr.C || val(gofl, m) != wo.C {
					t.Fatalf("%s w%d (%#x, %#x): symbolic (%#x, %d), concrete (%#x, %d)", op, w, x, y, val(gr, m), val(gofl, m), wr.C, wo.C)
				}
			}
			for _, op := range []ir.Op{ir.OpFShl, ir.OpFShr} {
				c := interesting(r, w)
				want := funnel(op, w, ca, cb, Value{C: c}).C
				if got := val(funnel(op, w, a, b, Value{C: c}), m); got != want {
					t.Fatalf("%s w%d (%#x, %#x, %d): symbolic %#x, concrete %#x", op, w, x, y, c, got, want)
				}
			}
			for _, op := range []ir.Op{ir.OpBswap, ir.OpCtpop, ir.OpCtlz, ir.OpCttz, ir.OpAbs} {
				if op == ir.OpBswap && w%16 != 0 {
					continue
				}
				want := unaryIntrinsic(op, w, ca).C
				if got := val(unaryIntrinsic(op, w, a), m); got != want {
					t.Fatalf("%s w%d (%#x): symbolic %#x, concrete %#x", op, w, x, got, want)
				}
			}
			for _, to := range widths {
				for _, op := range []ir.Op{ir.OpTrunc, ir.OpZExt, ir.OpSExt} {
					if (op == ir.OpTrunc) != (to < w) || to == w {
						continue
					}
					want := cast(op, w, to, ca).C
					if got := val(cast(op, w, to, a), m); got != want {
						t.Fatalf("%s w%d->%d (%#x): symbolic %#x, concrete %#x", op, w, to, x, got, want)
					}
				}
			}
		}
	}
}

// TestOverflowReference checks the overflow flags against wide arithmetic.
func TestOverflowReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, w := range []uint16{8, 16, 32} {
		for i := 0; i < 2000; i++ {
			x, y := interesting(r, w), interesting(r, w)
			sx, sy := sext(x, w), sext(y, w)
			lo, hi := -(int64(1) << (w - 1)), int64(1)<<(w-1)-1
			umax := int64(mask(w))
			cases := []struct {
				op  ir.Op
				ovf bool
			}{
				{ir.OpSAddO, sx+sy < lo || sx+sy > hi},
				{ir.OpSSubO, sx-sy < lo || sx-sy > hi},
				{ir.OpSMulO, sx*sy < lo || sx*sy > hi},
				{ir.OpUAddO, int64(x)+int64(y) > umax},
				{ir.OpUSubO, int64(x)-int64(y) < 0},
				{ir.OpUMulO, x*y > uint64(umax)},
			}
			for _, c := range cases {
				_, o := overflowOp(c.op, w, Value{C: x}, Value{C: y})
				if (o.C == 1) != c.ovf {
					t.Fatalf("%s w%d (%d, %d): overflow %d, want %v", c.op, w, x, y, o.C, c.ovf)
				}
			}
		}
	}
}

// TestOvershiftUnchecked runs overshift.c with KLEE's overshift check off
// (--check-overshift=false): no bugs, and every path exits as SMT-LIB's
// shifts (KLEE's semantics: by the width or more gives 0) say for its
// input, enumerated here; x86 would mask the amount instead.
func TestOvershiftUnchecked(t *testing.T) {
	shr := func(a uint64, s uint64) uint64 {
		if s >= 32 {
			return 0
		}
		return a >> s
	}
	shl := func(a uint64, s, w uint64) uint64 {
		if s >= w {
			return 0
		}
		return a << s & mask(uint16(w))
	}
	ref := func(n uint64) int {
		if shr(0x80000001, n&63) == 1 {
			return 1
		}
		if shl(1, n>>1, 64)>>40 != 0 {
			return 2
		}
		k := uint64(31)
		if n == 7 {
			k = 40
		}
		return int(b2u(shl(1, k, 32) != 0x80000000))
	}
	r := runSymx(t, loadLL(t, "overshift"), Config{NoOvershiftCheck: true})
	paths := 0
	for _, tm := range r.terms {
		if tm.Outcome != Exit {
			t.Errorf("path ends with %v %v", tm.Outcome, tm.Bug)
			continue
		}
		paths++
		n := uint64(tm.Inputs[0].Bytes[0])
		if want := ref(n); tm.ExitCode != want {
			t.Errorf("n = %d: exit %d, want %d", n, tm.ExitCode, want)
		}
	}
	var want []int
	for n := uint64(0); n < 256; n++ {
		want = append(want, ref(n))
	}
	if paths == 0 || fmt.Sprint(set(exitCodes(r))) != fmt.Sprint(set(want)) {
		t.Errorf("%d paths, exit codes %v, reference %v", paths, set(exitCodes(r)), set(want))
	}
}

// edges are the w-bit values where integer semantics split: zero (a
// divisor), one, the signed extremes (the minimum by -1), all ones (-1),
// and shift amounts around the width, where overshift begins.
func edges(w uint16) []uint64 {
	vs := []uint64{0, 1, 2, 3, uint64(w) - 1, uint64(w), uint64(w) + 1, 63, 64, 65,
		1 << (w - 1), 1<<(w-1) - 1, 1<<(w-1) + 1, mask(w), mask(w) - 1, 0xa5a5a5a5a5a5a5a5}
	for i := range vs {
		vs[i] &= mask(w)
	}
	return vs
}

// TestFastPathIsExprs holds the interpreter's inline fast path (fastArith
// and fastOvershift, fastICmp, fastCast) and the step path (binary, icmp, cast) to expr's
// integer semantics, on every pair of edge values at every width 1, 8,
// 16, 32 and 64, signed and unsigned ops alike: the concrete result is
// expr.ApplyBinary's (ApplyUnary's for casts), the symbolic one evaluates
// to it, and the fast path computes it or, for a shift by the width or
// more (which step checks), declines. Division by zero, the signed
// minimum by -1 and overshift are included: the interpreter reports the
// first and the last before computing, but the semantics must be one.
func TestFastPathIsExprs(t *testing.T) {
	binOps := []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem,
		ir.OpShl, ir.OpLShr, ir.OpAShr, ir.OpAnd, ir.OpOr, ir.OpXor}
	fast := map[ir.Op]bool{ir.OpAdd: true, ir.OpSub: true, ir.OpMul: true, ir.OpAnd: true,
		ir.OpOr: true, ir.OpXor: true, ir.OpShl: true, ir.OpLShr: true}
	preds := []ir.Pred{ir.IntEQ, ir.IntNE, ir.IntUGT, ir.IntUGE, ir.IntULT, ir.IntULE, ir.IntSGT, ir.IntSGE, ir.IntSLT, ir.IntSLE}
	for _, w := range widths {
		for _, x := range edges(w) {
			for _, y := range edges(w) {
				a, b, m := symbolicPair(w, x, y)
				for _, op := range binOps {
					k, _ := ir.IntKind(op)
					want := expr.ApplyBinary(k, expr.Width(w), x, y)
					if got := binary(op, w, Value{C: x}, Value{C: y}).C; got != want {
						t.Errorf("%s w%d (%#x, %#x): concrete %#x, expr %#x", op, w, x, y, got, want)
					}
					if got := val(binary(op, w, a, b), m); got != want {
						t.Errorf("%s w%d (%#x, %#x): symbolic %#x, expr %#x", op, w, x, y, got, want)
					}
					if !fast[op] {
						continue
					}
					overshift := (op == ir.OpShl || op == ir.OpLShr) && y >= uint64(w)
					if fastOvershift(op, w, y) != overshift {
						t.Errorf("%s w%d (%#x, %#x): fast path leaves it to step: %v, want %v", op, w, x, y, !overshift, overshift)
					} else if got := fastArith(op, x, y) & mask(w); !overshift && got != want {
						t.Errorf("%s w%d (%#x, %#x): fast path %#x, expr %#x", op, w, x, y, got, want)
					}
				}
				for _, p := range preds {
					want := ir.IntCompare(p, w, x, y)
					if got := b2u(fastICmp(p, w, x, y)); got != want {
						t.Errorf("icmp %s w%d (%#x, %#x): fast path %d, expr %d", p, w, x, y, got, want)
					}
					if got := icmp(p, w, Value{C: x}, Value{C: y}).C; got != want {
						t.Errorf("icmp %s w%d (%#x, %#x): concrete %d, expr %d", p, w, x, y, got, want)
					}
					if got := val(icmp(p, w, a, b), m); got != want {
						t.Errorf("icmp %s w%d (%#x, %#x): symbolic %d, expr %d", p, w, x, y, got, want)
					}
				}
			}
			a, _, m := symbolicPair(w, x, 0)
			for _, to := range widths {
				for _, op := range []ir.Op{ir.OpTrunc, ir.OpZExt, ir.OpSExt} {
					if (op == ir.OpTrunc) != (to < w) {
						continue
					}
					k := map[ir.Op]expr.Kind{ir.OpTrunc: expr.KindExtract, ir.OpZExt: expr.KindZExt, ir.OpSExt: expr.KindSExt}[op]
					want := expr.ApplyUnary(k, expr.Width(w), expr.Width(to), 0, x)
					if got := fastCast(op, w, to, x); got != want {
						t.Errorf("%s w%d->%d (%#x): fast path %#x, expr %#x", op, w, to, x, got, want)
					}
					if got := cast(op, w, to, Value{C: x}).C; got != want {
						t.Errorf("%s w%d->%d (%#x): concrete %#x, expr %#x", op, w, to, x, got, want)
					}
					if to != w {
						if got := val(cast(op, w, to, a), m); got != want {
							t.Errorf("%s w%d->%d (%#x): symbolic %#x, expr %#x", op, w, to, x, got, want)
						}
					}
				}
			}
		}
	}
}

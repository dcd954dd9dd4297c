package expr

import (
	"fmt"
	"math/rand"
	"testing"
)

// The word-level rules (rules_word.go): each fires where it should, and
// its result evaluates as the raw term it replaces, by ApplyBinary's
// semantics, on edge and random values at widths 8, 16, 32 and 64.

// wordArray holds the three symbolic words of the tests: x at byte 0, y
// at 8, z at 16, each little-endian.
var wordArray = NewArray("word", 24)

func wordVars(w Width) (x, y, z Expr) {
	ul := UpdateList{Root: wordArray}
	n := int(w / 8)
	return ReadLE(ul, Const(0, 32), n), ReadLE(ul, Const(8, 32), n), ReadLE(ul, Const(16, 32), n)
}

// wordEdges are the values each word takes beside random ones.
func wordEdges(w Width) []uint64 {
	m := Mask(w)
	return []uint64{0, 1, 2, 3, m, m - 1, m >> 1, m>>1 + 1, 1 << (w / 2), m / 3}
}

// wordAssignments are assignments of x, y, z: every triple of edge
// values (edges of x and y, a few of z) and random ones.
func wordAssignments(w Width, r *rand.Rand) []*Assignment {
	var out []*Assignment
	set := func(vx, vy, vz uint64) {
		b := make([]byte, 24)
		for i := 0; i < 8; i++ {
			b[i], b[8+i], b[16+i] = byte(vx>>(8*i)), byte(vy>>(8*i)), byte(vz>>(8*i))
		}
		m := NewAssignment()
		m.Set(wordArray, b)
		out = append(out, m)
	}
	edges := wordEdges(w)
	for _, vx := range edges {
		for _, vy := range edges {
			set(vx, vy, edges[(vx+vy)%uint64(len(edges))])
		}
	}
	for i := 0; i < 200; i++ {
		set(r.Uint64(), r.Uint64(), r.Uint64())
	}
	return out
}

// wordCase is one rule: got is built by the constructors, want is the
// form the rule gives (nil: only the semantics is checked), raw the term
// as written, built without simplification.
type wordCase struct {
	name           string
	got, want, raw Expr
}

func wordCases(w Width) []wordCase {
	x, y, z := wordVars(w)
	c := func(v uint64) Expr { return Const(v, w) }
	m := Mask(w)
	rb := rawBinary
	top := m>>1 + 1 // 2^(w-1)
	return []wordCase{
		// add and mul chains
		{"mul assoc", Mul(Mul(x, y), z), Mul(x, Mul(y, z)), rb(KindMul, rb(KindMul, x, y), z)},
		{"mul assoc eq", Eq(Mul(Mul(x, y), z), Mul(x, Mul(y, z))), True(),
			rb(KindEq, rb(KindMul, rb(KindMul, x, y), z), rb(KindMul, x, rb(KindMul, y, z)))},
		{"mul assoc ne", Ne(Mul(Mul(x, y), z), Mul(x, Mul(y, z))), False(),
			rawUnary(KindNot, rb(KindEq, rb(KindMul, rb(KindMul, x, y), z), rb(KindMul, x, rb(KindMul, y, z))), Bool)},
		{"mul commute", Mul(Mul(z, y), x), Mul(x, Mul(y, z)), rb(KindMul, rb(KindMul, z, y), x)},
		{"add assoc", Add(x, Add(y, z)), Add(Add(z, x), y), rb(KindAdd, x, rb(KindAdd, y, z))},
		{"add consts", Add(Add(x, c(5)), Add(y, c(7))), Add(c(12), Add(x, y)),
			rb(KindAdd, rb(KindAdd, x, c(5)), rb(KindAdd, y, c(7)))},
		{"add consts cancel", Add(Add(x, c(1)), Add(y, c(m))), Add(x, y),
			rb(KindAdd, rb(KindAdd, x, c(1)), rb(KindAdd, y, c(m)))},
		{"add consts to 0", Add(Add(c(3), x), Add(c(m-2), x)), Add(x, x),
			rb(KindAdd, rb(KindAdd, c(3), x), rb(KindAdd, c(m-2), x))},
		{"mul consts", Mul(Mul(x, c(3)), Mul(c(5), y)), Mul(c(15), Mul(x, y)),
			rb(KindMul, rb(KindMul, x, c(3)), rb(KindMul, c(5), y))},
		{"mul consts to 0", Mul(Mul(c(2), x), Mul(y, c(top))), c(0),
			rb(KindMul, rb(KindMul, c(2), x), rb(KindMul, y, c(top)))},
		{"mul consts to 1", Mul(Mul(c(m), x), Mul(y, c(m))), Mul(x, y),
			rb(KindMul, rb(KindMul, c(m), x), rb(KindMul, y, c(m)))},
		{"mul const const", Mul(c(3), Mul(c(5), x)), Mul(c(15), x), rb(KindMul, c(3), rb(KindMul, c(5), x))},
		{"add chain, sub leaf", Add(c(4), Add(x, Sub(c(2), y))), nil, rb(KindAdd, c(4), rb(KindAdd, x, rb(KindSub, c(2), y)))},
		{"add const and sub", Add(Add(c(4), x), Sub(c(2), x)), c(6), rb(KindAdd, rb(KindAdd, c(4), x), rb(KindSub, c(2), x))},
		// a term subtracted again cancels
		{"x + (0 - x)", Add(x, Sub(c(0), x)), c(0), rb(KindAdd, x, rb(KindSub, c(0), x))},
		{"(0 - x) + x", Add(Sub(c(0), x), x), c(0), rb(KindAdd, rb(KindSub, c(0), x), x)},
		{"x + (y - x)", Add(x, Sub(y, x)), y, rb(KindAdd, x, rb(KindSub, y, x))},
		{"x + y + (z - x)", Add(Add(x, y), Sub(z, x)), Add(y, z), rb(KindAdd, rb(KindAdd, x, y), rb(KindSub, z, x))},
		{"cancel twice", Add(Add(x, Sub(y, x)), Sub(z, y)), z, rb(KindAdd, rb(KindAdd, x, rb(KindSub, y, x)), rb(KindSub, z, y))},
		{"c + x + (0 - x) as an index", Extract(Add(c(7), Add(x, Sub(c(0), x))), 0, 8), Const(7, 8),
			rawExtract(rb(KindAdd, c(7), rb(KindAdd, x, rb(KindSub, c(0), x))), 0, 8)},
		{"(x + y) - x", Sub(Add(x, y), x), y, rb(KindSub, rb(KindAdd, x, y), x)},
		{"(c + x) - x", Sub(Add(c(3), x), x), c(3), rb(KindSub, rb(KindAdd, c(3), x), x)},
		{"(x + y + z) - y", Sub(Add(x, Add(y, z)), y), Add(x, z), rb(KindSub, rb(KindAdd, x, rb(KindAdd, y, z)), y)},
		{"x - (x - y)", Sub(x, Sub(x, y)), y, rb(KindSub, x, rb(KindSub, x, y))},
		{"(x + y) - z stays", Sub(Add(x, y), z), rb(KindSub, Add(x, y), z), rb(KindSub, rb(KindAdd, x, y), z)},
		{"x + (y - z) stays", Add(x, Sub(y, z)), nil, rb(KindAdd, x, rb(KindSub, y, z))},
		// offsets from one base
		{"c1 + x = c2 + x", Eq(Add(c(3), x), Add(c(5), x)), False(), rb(KindEq, rb(KindAdd, c(3), x), rb(KindAdd, c(5), x))},
		{"x = c + x", Eq(x, Add(c(1), x)), False(), rb(KindEq, x, rb(KindAdd, c(1), x))},
		{"c + x = c + x by parts", Eq(Add(c(m), x), Sub(x, c(1))), True(), rb(KindEq, rb(KindAdd, c(m), x), rb(KindSub, x, c(1)))},
		{"c1 + x = c2 + y stays", Eq(Add(c(3), x), Add(c(5), y)), nil, rb(KindEq, rb(KindAdd, c(3), x), rb(KindAdd, c(5), y))},
		// division and remainder by constants
		{"udiv 0", UDiv(x, c(0)), c(m), rb(KindUDiv, x, c(0))},
		{"sdiv 0", SDiv(x, c(0)), Select(Slt(x, c(0)), c(1), c(m)), rb(KindSDiv, x, c(0))},
		{"urem 0", URem(x, c(0)), x, rb(KindURem, x, c(0))},
		{"srem 0", SRem(x, c(0)), x, rb(KindSRem, x, c(0))},
		{"0 udiv", UDiv(c(0), x), Select(IsZero(x), c(m), c(0)), rb(KindUDiv, c(0), x)},
		{"0 sdiv", SDiv(c(0), x), Select(IsZero(x), c(m), c(0)), rb(KindSDiv, c(0), x)},
		{"0 urem", URem(c(0), x), c(0), rb(KindURem, c(0), x)},
		{"0 srem", SRem(c(0), x), c(0), rb(KindSRem, c(0), x)},
		{"0 urem ne 0", Ne(URem(c(0), x), c(0)), False(), rawUnary(KindNot, rb(KindEq, rb(KindURem, c(0), x), c(0)), Bool)},
		{"x*0+0 urem", Eq(URem(Add(Mul(x, c(0)), c(0)), y), c(1)), False(),
			rb(KindEq, rb(KindURem, rb(KindAdd, rb(KindMul, x, c(0)), c(0)), y), c(1))},
		{"udiv self", UDiv(x, x), Select(IsZero(x), c(m), c(1)), rb(KindUDiv, x, x)},
		{"sdiv self", SDiv(x, x), Select(IsZero(x), c(m), c(1)), rb(KindSDiv, x, x)},
		{"urem self", URem(x, x), c(0), rb(KindURem, x, x)},
		{"srem self", SRem(x, x), c(0), rb(KindSRem, x, x)},
		{"udiv 1", UDiv(x, c(1)), x, rb(KindUDiv, x, c(1))},
		{"urem 1", URem(x, c(1)), c(0), rb(KindURem, x, c(1))},
		{"sdiv 1", SDiv(x, c(1)), x, rb(KindSDiv, x, c(1))},
		{"srem 1", SRem(x, c(1)), c(0), rb(KindSRem, x, c(1))},
		{"udiv 2", UDiv(x, c(2)), LShr(x, c(1)), rb(KindUDiv, x, c(2))},
		{"udiv 8", UDiv(x, c(8)), LShr(x, c(3)), rb(KindUDiv, x, c(8))},
		{"udiv 2^(w-1)", UDiv(x, c(top)), LShr(x, c(uint64(w-1))), rb(KindUDiv, x, c(top))},
		{"urem 2", URem(x, c(2)), And(c(1), x), rb(KindURem, x, c(2))},
		{"urem 8", URem(y, c(8)), And(c(7), y), rb(KindURem, y, c(8))},
		{"urem 2^(w-1)", URem(x, c(top)), And(c(top-1), x), rb(KindURem, x, c(top))},
		{"sdiv -1", SDiv(x, c(m)), Sub(c(0), x), rb(KindSDiv, x, c(m))},
		{"srem -1", SRem(x, c(m)), c(0), rb(KindSRem, x, c(m))},
		// what the rules leave alone: signed division by 2^k rounds toward 0
		{"sdiv 2", SDiv(x, c(2)), rb(KindSDiv, x, c(2)), rb(KindSDiv, x, c(2))},
		{"srem 2", SRem(x, c(2)), rb(KindSRem, x, c(2)), rb(KindSRem, x, c(2))},
		{"udiv 3", UDiv(x, c(3)), rb(KindUDiv, x, c(3)), rb(KindUDiv, x, c(3))},
		{"udiv by y", UDiv(x, y), rb(KindUDiv, x, y), rb(KindUDiv, x, y)},
		// shifts and quotients of quotients
		{"lshr lshr", LShr(LShr(x, c(3)), c(2)), LShr(x, c(5)), rb(KindLShr, rb(KindLShr, x, c(3)), c(2))},
		{"lshr lshr all", LShr(LShr(x, c(uint64(w/2))), c(uint64(w/2))), c(0),
			rb(KindLShr, rb(KindLShr, x, c(uint64(w/2))), c(uint64(w/2)))},
		{"udiv udiv 2^k", UDiv(UDiv(x, c(4)), c(8)), LShr(x, c(5)), rb(KindUDiv, rb(KindUDiv, x, c(4)), c(8))},
		{"udiv 2^k udiv", UDiv(UDiv(x, c(4)), c(3)), UDiv(x, c(12)), rb(KindUDiv, rb(KindUDiv, x, c(4)), c(3))},
		{"udiv udiv big", UDiv(UDiv(x, c(top)), c(6)), c(0), rb(KindUDiv, rb(KindUDiv, x, c(top)), c(6))},
		{"udiv 2^k = 0", IsZero(UDiv(x, c(16))), Ult(x, c(16)), rb(KindEq, c(0), rb(KindUDiv, x, c(16)))},
		{"lshr = 0", IsZero(LShr(x, c(uint64(w-1)))), Ult(x, c(top)), rb(KindEq, c(0), rb(KindLShr, x, c(uint64(w-1))))},
	}
}

func TestWordRules(t *testing.T) {
	r := rand.New(rand.NewSource(53))
	for _, w := range []Width{8, 16, 32, 64} {
		ms := wordAssignments(w, r)
		for _, tc := range wordCases(w) {
			name := fmt.Sprintf("%s/%d", tc.name, w)
			if tc.want != nil && tc.got != tc.want {
				t.Errorf("%s: got %v, want %v", name, tc.got, tc.want)
			}
			if tc.raw == nil {
				continue
			}
			for _, m := range ms {
				if g, want := Eval(tc.got, m), Eval(tc.raw, m); g != want {
					t.Errorf("%s: %v = %#x, but %v = %#x under x,y,z = %x", name, tc.got, g, tc.raw, want, m.Bytes(wordArray))
					break
				}
			}
		}
	}
}

// TestDivRemExhaustive checks the division rules on every pair of bytes
// (and of 3-bit values): each operator built by the constructors, with a
// constant or the same operand on either side, evaluates as ApplyBinary.
func TestDivRemExhaustive(t *testing.T) {
	x8, _, _ := wordVars(8)
	for _, w := range []Width{3, 8} {
		x := x8
		if w != 8 {
			x = Extract(x8, 0, w)
		}
		m := NewAssignment()
		for _, k := range []Kind{KindUDiv, KindSDiv, KindURem, KindSRem} {
			for c := uint64(0); c <= Mask(w); c++ {
				byC, ofC, self := Binary(k, x, Const(c, w)), Binary(k, Const(c, w), x), Binary(k, x, x)
				for v := uint64(0); v <= Mask(w); v++ {
					m.Set(wordArray, []byte{byte(v)})
					if got, want := Eval(byC, m), ApplyBinary(k, w, v, c); got != want {
						t.Fatalf("%v/%d x=%d c=%d: %v = %d, want %d", k, w, v, c, byC, got, want)
					}
					if got, want := Eval(ofC, m), ApplyBinary(k, w, c, v); got != want {
						t.Fatalf("%v/%d c=%d x=%d: %v = %d, want %d", k, w, c, v, ofC, got, want)
					}
					if got, want := Eval(self, m), ApplyBinary(k, w, v, v); got != want {
						t.Fatalf("%v/%d x=%d: %v = %d, want %d", k, w, v, self, got, want)
					}
				}
			}
		}
	}
}

// randomChain builds a random association of the operands ops with op k,
// simplified and raw.
func randomChain(r *rand.Rand, k Kind, ops []Expr) (s, raw Expr) {
	if len(ops) == 1 {
		return ops[0], ops[0]
	}
	i := 1 + r.Intn(len(ops)-1)
	ls, lr := randomChain(r, k, ops[:i])
	rs, rr := randomChain(r, k, ops[i:])
	if r.Intn(2) == 0 {
		ls, rs, lr, rr = rs, ls, rr, lr
	}
	return Binary(k, ls, rs), rawBinary(k, lr, rr)
}

// TestChainNormalForm: every association and order of one multiset of
// operands, constants among them, builds one node, which evaluates as
// each raw term; equal chains compare true.
func TestChainNormalForm(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, w := range []Width{8, 16, 32, 64} {
		x, y, z := wordVars(w)
		ms := wordAssignments(w, r)[:40]
		leaves := []Expr{x, y, z, Not(x), Extract(ZExt(y, 64), 0, w)}
		for _, k := range []Kind{KindAdd, KindMul} {
			for iter := 0; iter < 200; iter++ {
				n := 2 + r.Intn(8)
				ops := make([]Expr, n)
				for i := range ops {
					if r.Intn(4) == 0 {
						v := r.Uint64()
						if r.Intn(2) == 0 {
							v = wordEdges(w)[r.Intn(10)]
						}
						ops[i] = Const(v, w)
					} else {
						ops[i] = leaves[r.Intn(len(leaves))]
					}
				}
				s1, raw1 := randomChain(r, k, ops)
				r.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
				s2, raw2 := randomChain(r, k, ops)
				if s1 != s2 {
					t.Fatalf("%v/%d: two associations of one chain differ:\n%v\n%v", k, w, s1, s2)
				}
				if e := Eq(s1, s2); !e.IsTrue() {
					t.Fatalf("%v/%d: chain = chain is %v", k, w, e)
				}
				for _, m := range ms {
					if a, b, c := Eval(s1, m), Eval(raw1, m), Eval(raw2, m); a != b || a != c {
						t.Fatalf("%v/%d: %v = %#x, raw %#x and %#x", k, w, s1, a, b, c)
					}
				}
			}
		}
	}
}

// TestChainCap: a sum of more operands than maxChain is built (in time
// linear in its length) and evaluates as the raw sum; up to the cap it is
// one normal form whatever the order.
func TestChainCap(t *testing.T) {
	a := NewArray("many", 64)
	ul := UpdateList{Root: a}
	m := NewAssignment()
	vals := make([]byte, 64)
	for i := range vals {
		vals[i] = byte(3*i + 1)
	}
	m.Set(a, vals)
	var s, raw Expr = Const(0, 32), Const(0, 32)
	var want uint64
	for i := 0; i < 3*maxChain; i++ {
		v := ZExt(Read(ul, Const(uint64(i), 32)), 32)
		s, raw = Add(s, Add(v, Const(1, 32))), rawBinary(KindAdd, raw, rawBinary(KindAdd, v, Const(1, 32)))
		want += uint64(vals[i]) + 1
		if got := Eval(s, m); got != want || got != Eval(raw, m) {
			t.Fatalf("sum of %d: %d, want %d", i+1, got, want)
		}
	}
	// Forward and backward sums up to the cap are one node.
	fwd, bwd := Const(0, 32), Const(0, 32)
	for i := 0; i < maxChain; i++ {
		fwd = Add(fwd, ZExt(Read(ul, Const(uint64(i), 32)), 32))
		bwd = Add(ZExt(Read(ul, Const(uint64(maxChain-1-i), 32)), 32), bwd)
	}
	if fwd != bwd {
		t.Errorf("sums of %d terms in two orders differ", maxChain)
	}
}

// BenchmarkChain measures building a sum of n byte reads term by term
// (what a checksum loop builds): a chain normalised up to maxChain
// operands costs O(maxChain) per addition, and a longer one O(maxChain)
// to find it is longer. ns/op is per sum of n terms.
func BenchmarkChain(b *testing.B) {
	a := NewArray("chain", 64)
	ul := UpdateList{Root: a}
	for _, n := range []int{4, 16, 64} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			vs := make([]Expr, n)
			for i := range vs {
				vs[i] = ZExt(Read(ul, Const(uint64(i), 32)), 32)
			}
			for i := 0; i < b.N; i++ {
				s := Const(uint64(i), 32)
				for _, v := range vs {
					s = Add(s, v)
				}
			}
		})
	}
}

// TestTruncatedSum: the low bits of c + x are the sum of the low bits,
// so two indices cut from sums with one 64-bit base compare by their
// constants modulo 2^32; the truncation itself stays as it is.
func TestTruncatedSum(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	x, y, _ := wordVars(64)
	cut := func(c uint64, t Expr) Expr { return Extract(Add(Const(c, 64), t), 0, 32) }
	for _, tc := range []struct {
		name string
		a, b Expr
		want Expr // nil: not decided
	}{
		{"same constant", cut(5, x), cut(5, x), True()},
		{"other constant", cut(5, x), cut(6, x), False()},
		{"constants equal mod 2^32", cut(5, x), cut(5+1<<32, x), True()},
		{"cut and a sum of the cut", cut(9, x), Add(Const(4, 32), cut(5, x)), True()},
		{"cut and a sum of the cut, off by one", cut(9, x), Add(Const(3, 32), cut(5, x)), False()},
		{"the base cut", Extract(Mul(x, y), 0, 32), cut(1<<32, Mul(x, y)), True()},
		{"other bases", cut(5, x), cut(5, y), nil},
	} {
		got := Eq(tc.a, tc.b)
		if tc.want != nil && got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		if tc.want == nil && got.IsConst() {
			t.Errorf("%s: decided %v", tc.name, got)
		}
		for _, m := range wordAssignments(64, r) {
			if Eval(got, m) != b2u(Eval(tc.a, m) == Eval(tc.b, m)) {
				t.Fatalf("%s: %v wrong at x=%#x", tc.name, got, Eval(x, m))
			}
		}
	}
	if e := Extract(Add(Const(5, 64), x), 0, 8); e.Kind() != KindExtract {
		t.Errorf("a sum's low byte was rewritten: %v", e)
	}
}

// TestReadPastOffsetWrites: writes at base+1 and base+2 do not alias a
// read at base+3 or at base, whatever the base; a read at base+1 is the
// value written there; a read at an index of another base stops at the
// first write.
func TestReadPastOffsetWrites(t *testing.T) {
	x, y, _ := wordVars(32)
	a := NewArray("arena", 16)
	ul := UpdateList{Root: a}
	at := func(c uint64) Expr { return Add(Const(c, 32), x) }
	v1, v2 := Extract(y, 0, 8), Extract(y, 8, 8)
	w := ul.Write(at(1), v1).Write(at(2), v2)
	for _, tc := range []struct {
		name string
		got  Expr
		want Expr
	}{
		{"read at base+1", Read(w, at(1)), v1},
		{"read at base+2", Read(w, at(2)), v2},
		{"read at base+3", Read(w, at(3)), Read(ul, at(3))},
		{"read at base", Read(w, x), Read(ul, x)},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	if got := Read(w, y); got.Updates().Len() != 2 {
		t.Errorf("read at another base passed a write: %v", got)
	}
	// The same by the evaluator, on values where the bases wrap around.
	r := rand.New(rand.NewSource(11))
	for _, m := range wordAssignments(32, r) {
		m.Set(a, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
		for i := uint64(0); i < 4; i++ {
			idx := (Eval(x, m) + i) & 0xffffffff
			var want uint64
			switch {
			case i == 1:
				want = Eval(v1, m)
			case i == 2:
				want = Eval(v2, m)
			case idx >= 16:
				continue // past the array: the evaluator's own rule
			default:
				want = uint64(m.Bytes(a)[idx])
			}
			if got := Eval(Read(w, at(i)), m); got != want {
				t.Fatalf("x %#x: read at x+%d = %d, want %d", Eval(x, m), i, got, want)
			}
		}
	}
}

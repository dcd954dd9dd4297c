package expr

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/internal/fpgen"
)

// fpCase converts a generated case to its kind.
func fpCase(c fpgen.Case) (k Kind, from, to Width) {
	for k := KindFAdd; k < numKinds; k++ {
		if k.String() == c.Op {
			return k, Width(c.From), Width(c.To)
		}
	}
	panic("no kind " + c.Op)
}

// evalCase evaluates c through the Evaluator, with the operands read from
// a symbolic array, and through constant folding; the two must agree.
func evalCase(t *testing.T, gc fpgen.Case) uint64 {
	k, from, to := fpCase(gc)
	c := struct {
		k        Kind
		from, to Width
		a, b, c  uint64
	}{k, from, to, gc.A, gc.B, gc.C}
	arr := NewArray("fp", 24)
	ul := UpdateList{Root: arr}
	m := NewAssignment()
	buf := make([]byte, 24)
	var args []Expr
	for i, v := range []uint64{c.a, c.b, c.c}[:c.k.Arity()] {
		for j := 0; j < 8; j++ {
			buf[i*8+j] = byte(v >> (8 * j))
		}
		args = append(args, ReadLE(ul, Const(uint64(i*8), 32), int(c.from)/8))
	}
	m.Set(arr, buf)
	var e, folded Expr
	rm := RoundingMode(gc.RM)
	switch c.k.Arity() {
	case 1:
		e, folded = FPUnaryRM(c.k, rm, args[0], c.to), FPUnaryRM(c.k, rm, Const(c.a, c.from), c.to)
	case 2:
		e, folded = FPBinaryRM(c.k, rm, args[0], args[1]), FPBinaryRM(c.k, rm, Const(c.a, c.from), Const(c.b, c.from))
	default:
		e, folded = FMARM(rm, args[0], args[1], args[2]), FMARM(rm, Const(c.a, c.from), Const(c.b, c.from), Const(c.c, c.from))
	}
	got := Eval(e, m)
	if !folded.IsConst() || folded.Value() != got {
		t.Fatalf("%s: evaluator %#x, folding %s", e, got, folded)
	}
	return got
}

// TestFPNative checks 10^5 random FP operations and comparisons (edge
// values included), each in a random rounding mode, against the same
// operations compiled by clang-14 for x86-64 and glibc's libm under
// fesetround: every result bit, NaN payloads included. The oracle is
// built as symx builds programs (-O0, so no operation is folded at the
// default mode); -frounding-math would change what is compared, as its
// constrained intrinsics give other results for out-of-range fptoui and
// signalling NaNs in fmin.
func TestFPNative(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not found")
	}
	n := 100000
	if testing.Short() {
		n = 10000
	}
	bin := filepath.Join(t.TempDir(), "fpnative")
	if out, err := exec.Command(clang, "-O0", "-o", bin, "testdata/fpnative.c", "-lm").CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	cases := fpgen.Cases(rand.New(rand.NewSource(1)), n, nil)
	var in strings.Builder
	for _, c := range cases {
		fmt.Fprintf(&in, "%s %d %d %x %x %x %d\n", c.Op, c.From, c.To, c.A, c.B, c.C, c.RM)
	}
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(in.String())
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("native oracle: %v", err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	bad := 0
	for i, c := range cases {
		if !sc.Scan() {
			t.Fatalf("native oracle stopped after %d results", i)
		}
		var want uint64
		fmt.Sscanf(sc.Text(), "%x", &want)
		if got := evalCase(t, c); got != want {
			t.Errorf("%+v = %#x, native %#x", c, got, want)
			if bad++; bad > 20 {
				t.FailNow()
			}
		}
	}
}

// TestFCmpPredicates checks FCmp's 16 predicates on ordered, equal and
// unordered operands against their definitions.
func TestFCmpPredicates(t *testing.T) {
	one, two, nan := Const(0x3f800000, 32), Const(0x40000000, 32), Const(0x7fc00000, 32)
	// relation bits: 1 equal, 2 greater, 4 less, 8 unordered
	pairs := []struct {
		a, b Expr
		rel  FPPred
	}{{one, one, 1}, {two, one, 2}, {one, two, 4}, {one, nan, 8}, {nan, nan, 8}, {Const(0, 32), Const(1<<31, 32), 1}}
	for p := FPPred(0); p < 16; p++ {
		for _, pr := range pairs {
			want := p&pr.rel != 0
			if got := FCmp(p, pr.a, pr.b); !got.IsConst() || got.IsTrue() != want {
				t.Errorf("fcmp %d %s %s = %s, want %v", p, pr.a, pr.b, got, want)
			}
		}
	}
}

// BenchmarkFPApply measures the concrete FP semantics per rounding mode:
// Go's arithmetic at nearest-even against the integer rounding of the
// other modes; neither may allocate (the interpreter's fast path).
func BenchmarkFPApply(b *testing.B) {
	r := rand.New(rand.NewSource(3))
	var ops [1024][2]uint64
	for i := range ops {
		ops[i] = [2]uint64{fpgen.Value(r, 64), fpgen.Value(r, 64)}
	}
	for _, k := range []Kind{KindFAdd, KindFMul, KindFDiv} {
		for rm := RNE; rm <= RTZ; rm++ {
			b.Run(k.String()+"/"+rm.String(), func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					o := ops[i&1023]
					FPApply(k, rm, 64, 64, o[0], o[1], 0)
				}
			})
		}
	}
}

// TestFPApplyAllocs checks that the concrete semantics of the common
// operations allocate nothing in any rounding mode (the interpreter's
// fast path runs them for every FP instruction).
func TestFPApplyAllocs(t *testing.T) {
	const a, b = 0x3fb999999999999a, 0xc008000000000000 // 0.1, -3: inexact results
	for _, k := range []Kind{KindFAdd, KindFSub, KindFMul, KindFDiv, KindFPTrunc, KindSIToFP, KindUIToFP} {
		for rm := RNE; rm <= RTZ; rm++ {
			to := Width(64)
			if k == KindFPTrunc {
				to = 32
			}
			if n := testing.AllocsPerRun(100, func() { FPApply(k, rm, 64, to, a, b, 0) }); n != 0 {
				t.Errorf("%s in %s: %v allocations", k, rm, n)
			}
		}
	}
}

// HasFP is set at construction: a floating-point kind anywhere among an
// expression's operands, and nowhere else.
func TestHasFP(t *testing.T) {
	arr := NewArray("hasfp", 8)
	x := ReadLE(UpdateList{Root: arr}, Const(0, 64), 4)
	y := ReadLE(UpdateList{Root: arr}, Const(4, 64), 4)
	sum := FPBinary(KindFAdd, x, y)
	for _, tc := range []struct {
		name string
		e    Expr
		want bool
	}{
		{"bit-vector add", Add(x, y), false},
		{"comparison of reads", Ult(x, y), false},
		{"fp add", sum, true},
		{"fp compare", FCmp(FPOLt, x, y), true},
		{"bit-vector op over fp", Eq(Extract(sum, 0, 8), Const(1, 8)), true},
		{"and of fp and bv", And(FCmp(FPOLt, x, y), Ult(x, y)), true},
	} {
		if got := tc.e.HasFP(); got != tc.want {
			t.Errorf("%s: HasFP = %v, want %v", tc.name, got, tc.want)
		}
	}
}

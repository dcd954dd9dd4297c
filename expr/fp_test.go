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

// fpCase is one FP operation on concrete operands.
type fpCase struct {
	k        Kind
	from, to Width // operand width, result width
	a, b, c  uint64
}

// randomFPCases draws n operations over every FP kind, width and
// conversion width, with fpgen's operands.
func randomFPCases(r *rand.Rand, n int) []fpCase {
	var out []fpCase
	for len(out) < n {
		w := Width(32)
		if r.Intn(2) == 0 {
			w = 64
		}
		ints := []Width{8, 16, 32, 64}
		c := fpCase{from: w, to: w}
		switch r.Intn(8) {
		case 0, 1, 2:
			c.k = []Kind{KindFAdd, KindFSub, KindFMul, KindFDiv, KindFRem, KindFMin, KindFMax}[r.Intn(7)]
		case 3:
			c.k = []Kind{KindFOEq, KindFOLt, KindFOLe, KindFUno}[r.Intn(4)]
			c.to = Bool
		case 4:
			c.k = []Kind{KindFSqrt, KindFMA, KindFPExt}[r.Intn(3)]
			if c.k == KindFPExt {
				if w == 64 {
					c.k = KindFPTrunc
					c.to = 32
				} else {
					c.to = 64
				}
			}
		case 5:
			c.k = []Kind{KindFPToSI, KindFPToUI}[r.Intn(2)]
			c.to = ints[r.Intn(4)]
		default:
			c.k = []Kind{KindSIToFP, KindUIToFP}[r.Intn(2)]
			c.from = ints[r.Intn(4)]
			c.to = w
			c.a = fpgen.Int(r, int(c.from))
			out = append(out, c)
			continue
		}
		c.a, c.b, c.c = fpgen.Value(r, int(w)), fpgen.Value(r, int(w)), fpgen.Value(r, int(w))
		if r.Intn(4) == 0 {
			c.b = c.a // x op x: equal operands, NaN-to-itself
		}
		out = append(out, c)
	}
	return out
}

// evalCase evaluates c through the Evaluator, with the operands read from
// a symbolic array, and through constant folding; the two must agree.
func evalCase(t *testing.T, c fpCase) uint64 {
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
	switch c.k.Arity() {
	case 1:
		e, folded = FPUnary(c.k, args[0], c.to), FPUnary(c.k, Const(c.a, c.from), c.to)
	case 2:
		e, folded = FPBinary(c.k, args[0], args[1]), FPBinary(c.k, Const(c.a, c.from), Const(c.b, c.from))
	default:
		e, folded = FMA(args[0], args[1], args[2]), FMA(Const(c.a, c.from), Const(c.b, c.from), Const(c.c, c.from))
	}
	got := Eval(e, m)
	if !folded.IsConst() || folded.Value() != got {
		t.Fatalf("%s: evaluator %#x, folding %s", e, got, folded)
	}
	return got
}

// TestFPNative checks 10^5 random FP operations and comparisons (edge
// values included) against the same operations compiled by clang-14 for
// x86-64 and glibc's libm: every result bit, NaN payloads included.
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
	cases := randomFPCases(rand.New(rand.NewSource(1)), n)
	var in strings.Builder
	for _, c := range cases {
		fmt.Fprintf(&in, "%s %d %d %x %x %x\n", c.k, c.from, c.to, c.a, c.b, c.c)
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
			t.Errorf("%s w%d->w%d (%#x, %#x, %#x) = %#x, native %#x", c.k, c.from, c.to, c.a, c.b, c.c, got, want)
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

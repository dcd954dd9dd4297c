package bitblast

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/symx/symx/expr"
)

// binaryKinds are the kinds the miter tests cover.
var binaryKinds = []expr.Kind{
	expr.KindAnd, expr.KindOr, expr.KindXor, expr.KindShl, expr.KindLShr, expr.KindAShr,
	expr.KindAdd, expr.KindSub, expr.KindMul, expr.KindUDiv, expr.KindSDiv,
	expr.KindURem, expr.KindSRem, expr.KindEq, expr.KindUlt, expr.KindUle,
	expr.KindSlt, expr.KindSle,
}

// miter is a circuit op(x, y) over free inputs x and y in a SAT solver.
type miter struct {
	b    *blaster
	sat  *gini.Gini
	mark []int8
	x, y []z.Lit
	out  []z.Lit
}

func newMiter(k expr.Kind, w int) *miter {
	b := newBlaster()
	m := &miter{b: b, sat: gini.New()}
	for i := 0; i < w; i++ {
		m.x = append(m.x, b.c.Lit())
		m.y = append(m.y, b.c.Lit())
	}
	m.out = b.binary(k, m.x, m.y)
	m.mark, _ = b.c.CnfSince(m.sat, nil, m.out...)
	return m
}

// assumeWord assumes word == v.
func (m *miter) assumeWord(word []z.Lit, v uint64) {
	for i, l := range word {
		if v>>uint(i)&1 == 0 {
			l = l.Not()
		}
		m.sat.Assume(l)
	}
}

// differs solves x == a ∧ y == b ∧ out != want: it must be unsat.
func (m *miter) differs(a, b, want uint64) int {
	ne := m.b.eq(m.out, m.b.constWord(want, len(m.out))).Not()
	m.mark, _ = m.b.c.CnfSince(m.sat, m.mark, ne)
	m.assumeWord(m.x, a)
	m.assumeWord(m.y, b)
	if ne == m.b.c.F {
		return -1
	}
	if ne == m.b.c.T {
		return 1
	}
	m.sat.Assume(ne)
	return m.sat.Solve()
}

func interesting(r *rand.Rand, w expr.Width) uint64 {
	m := expr.Mask(w)
	switch r.Intn(6) {
	case 0:
		return 0
	case 1:
		return m
	case 2:
		return 1
	case 3:
		return m >> 1 // maximum signed
	case 4:
		return (m >> 1) + 1 // minimum signed
	}
	return r.Uint64() & m
}

// TestMiter checks every operator's circuit against expr's semantics: for
// random constants, the circuit's output cannot differ from the
// evaluator's value.
func TestMiter(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, k := range binaryKinds {
		for _, w := range []expr.Width{1, 3, 8, 13, 32, 64} {
			t.Run(fmt.Sprintf("%s/w%d", k, w), func(t *testing.T) {
				m := newMiter(k, int(w))
				n := 40
				if w >= 32 && (k == expr.KindUDiv || k == expr.KindSDiv || k == expr.KindURem || k == expr.KindSRem || k == expr.KindMul) {
					n = 12
				}
				for i := 0; i < n; i++ {
					a, b := interesting(r, w), interesting(r, w)
					want := expr.Eval(expr.Binary(k, expr.Const(a, w), expr.Const(b, w)), nil)
					if res := m.differs(a, b, want); res != -1 {
						t.Fatalf("%s(%#x, %#x) w%d: circuit can differ from %#x", k, a, b, w, want)
					}
				}
			})
		}
	}
}

// TestExhaustiveSmall checks all operand pairs at widths 1..4, reading the
// circuit's value from a model.
func TestExhaustiveSmall(t *testing.T) {
	for _, k := range binaryKinds {
		for w := expr.Width(1); w <= 4; w++ {
			m := newMiter(k, int(w))
			for a := uint64(0); a <= expr.Mask(w); a++ {
				for b := uint64(0); b <= expr.Mask(w); b++ {
					want := expr.Eval(expr.Binary(k, expr.Const(a, w), expr.Const(b, w)), nil)
					m.assumeWord(m.x, a)
					m.assumeWord(m.y, b)
					if m.sat.Solve() != 1 {
						t.Fatalf("%s w%d: inputs unsatisfiable", k, w)
					}
					var got uint64
					for i, l := range m.out {
						if l == m.b.c.T || (l != m.b.c.F && m.sat.Value(l)) {
							got |= 1 << uint(i)
						}
					}
					if got != want {
						t.Fatalf("%s(%d, %d) w%d = %d, want %d", k, a, b, w, got, want)
					}
				}
			}
		}
	}
}

// TestNarrowDivisor checks the dividers' narrow-divisor circuits (a divisor
// whose high bits are constant zeros, with its top bit free or a constant
// one) exhaustively at width 6: every dividend against every divisor the
// shape allows, zero included where it may be zero.
func TestNarrowDivisor(t *testing.T) {
	const w = 6
	kinds := []expr.Kind{expr.KindUDiv, expr.KindURem, expr.KindSDiv, expr.KindSRem}
	for _, k := range kinds {
		for l := 0; l < w; l++ {
			for _, topOne := range []bool{false, true} {
				if topOne && l == 0 {
					continue
				}
				b := newBlaster()
				sat := gini.New()
				var x, y []z.Lit
				for i := 0; i < w; i++ {
					x = append(x, b.c.Lit())
					switch {
					case i == l-1 && topOne:
						y = append(y, b.c.T)
					case i < l:
						y = append(y, b.c.Lit())
					default:
						y = append(y, b.c.F)
					}
				}
				out := b.binary(k, x, y)
				b.c.CnfSince(sat, nil, append(append(append([]z.Lit(nil), out...), x...), y...)...)
				for bv := uint64(0); bv < 1<<w; bv++ {
					if bv>>l != 0 || topOne && bv>>(l-1) != 1 {
						continue // not a value of this divisor's shape
					}
					for av := uint64(0); av < 1<<w; av++ {
						for i, lit := range x {
							if av>>i&1 == 1 {
								sat.Assume(lit)
							} else {
								sat.Assume(lit.Not())
							}
						}
						for i, lit := range y {
							if lit != b.c.T && lit != b.c.F {
								if bv>>i&1 == 1 {
									sat.Assume(lit)
								} else {
									sat.Assume(lit.Not())
								}
							}
						}
						if sat.Solve() != 1 {
							t.Fatalf("%s: inputs unsatisfiable", k)
						}
						var got uint64
						for i, lit := range out {
							if lit == b.c.T || lit != b.c.F && sat.Value(lit) {
								got |= 1 << i
							}
						}
						want := expr.Eval(expr.Binary(k, expr.Const(av, w), expr.Const(bv, w)), nil)
						if got != want {
							t.Fatalf("%s(%d, %d), divisor of %d bits (top one %v) = %d, want %d", k, av, bv, l, topOne, got, want)
						}
					}
				}
			}
		}
	}
}

// Package lia decides path conditions of the linear-integer fragment with
// the general Simplex method (Dutertre and de Moura) and branch and bound,
// and reports the assignment before each pivot as a partial solution
// (MuSE, §3.2, Alg. 2).
//
// The fragment: conjunctions of comparisons (eq, ult, ule, slt, sle and
// their negations, except ≠) between sums of constant multiples of input
// words (one byte, or a little-endian read of consecutive bytes of an
// array at constant offsets, up to 4 bytes so that float64 is exact; zext, sext, add, sub, mul and shl by a
// constant). A word is an integer in its range: signed under sext,
// unsigned under zext, else as the first comparison reading it. Each side
// of a comparison is kept in its width's signed or unsigned range, where
// bit-vector and integer values agree.
//
// Bit-vectors wrap and integers do not, and disequalities are left out of
// the tableau, so the method is incomplete for the queries it takes: an
// integer solution is checked against the query under bit-vector semantics
// (expr's evaluator) before it is returned, and Simplex's "infeasible" is
// never taken as unsat. A query it cannot settle is left to the bit-blaster
// (ok=false), with the partial solutions met on the way already reported.
// So it is sound as a fast first solver, and complete only as a source of
// partial solutions.
package lia

import (
	"context"
	"maps"
	"math"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// Solver is the Simplex-based solver; the zero value is ready.
type Solver struct {
	// MaxPivots bounds the pivots of one Simplex run (0: 500).
	MaxPivots int
	// MaxNodes bounds the branch-and-bound nodes (0: 32).
	MaxNodes int
}

// word is an input word: bytes [off, off+n) of arr, little-endian.
type word struct {
	arr    *expr.Array
	off    uint64
	n      int
	signed bool
}

func (w word) lo() float64 {
	if w.signed {
		return -math.Ldexp(1, 8*w.n-1)
	}
	return 0
}

func (w word) hi() float64 {
	if w.signed {
		return math.Ldexp(1, 8*w.n-1) - 1
	}
	return math.Ldexp(1, 8*w.n) - 1
}

// row is Σ coef[j]·x_j + c ∈ [lo, hi].
type row struct {
	coef   map[int]float64
	c      float64
	lo, hi float64
}

// problem is a query's linear form.
type problem struct {
	words []word
	index map[word]int // by word without signedness
	rows  []row
}

// SolvePartial decides q when it is linear and an integer solution
// checks; partial receives the rounded assignment before each pivot.
func (s Solver) SolvePartial(ctx context.Context, q solver.Query, partial func(*expr.Assignment)) (solver.Response, bool) {
	p := &problem{index: map[word]int{}}
	// Constraints outside the fragment stay out of the tableau; the final
	// check against the whole query still covers them.
	for _, c := range q.Constraints {
		n, nw := len(p.rows), len(p.words)
		if !p.addBool(c) {
			p.rows = p.rows[:n]
			for _, w := range p.words[nw:] {
				w.signed = false
				delete(p.index, w)
			}
			p.words = p.words[:nw]
		}
	}
	if len(p.words) == 0 || len(p.rows) == 0 {
		return solver.Response{}, false
	}
	maxPivots, maxNodes := s.MaxPivots, s.MaxNodes
	if maxPivots <= 0 {
		maxPivots = 500
	}
	if maxNodes <= 0 {
		maxNodes = 32
	}
	lo := make([]float64, len(p.words))
	hi := make([]float64, len(p.words))
	for i, w := range p.words {
		lo[i], hi[i] = w.lo(), w.hi()
	}
	report := func(v []float64) {
		if partial != nil {
			partial(p.model(v))
		}
	}
	// Branch and bound, depth first.
	type node struct{ lo, hi []float64 }
	stack := []node{{lo, hi}}
	for nodes := 0; len(stack) > 0 && nodes < maxNodes; nodes++ {
		if ctx.Err() != nil {
			return solver.Response{}, false
		}
		nd := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v, st := p.simplex(nd.lo, nd.hi, maxPivots, report)
		if st != feasible {
			continue // infeasible or given up: no integer solution here
		}
		frac := -1
		for i := range p.words {
			if math.Abs(v[i]-math.Round(v[i])) > 1e-6 {
				frac = i
				break
			}
		}
		if frac < 0 {
			m := p.model(v)
			if holds(q, m) {
				return solver.Response{Result: solver.Sat, Model: m}, true
			}
			return solver.Response{}, false // wrap-around or ≠: the bit-blaster decides
		}
		report(v)
		f := math.Floor(v[frac])
		up := node{append([]float64(nil), nd.lo...), append([]float64(nil), nd.hi...)}
		up.lo[frac] = f + 1
		down := node{append([]float64(nil), nd.lo...), append([]float64(nil), nd.hi...)}
		down.hi[frac] = f
		stack = append(stack, up, down)
	}
	return solver.Response{}, false
}

func holds(q solver.Query, m *expr.Assignment) bool {
	ev := expr.NewEvaluator(m)
	for _, c := range q.Constraints {
		if !ev.IsTrue(c) {
			return false
		}
	}
	return true
}

// model writes the rounded values of the words into their bytes.
func (p *problem) model(v []float64) *expr.Assignment {
	m := expr.NewAssignment()
	// Every word's array gets its bytes set, zeros included, so that the
	// model mentions each word it assigns.
	for _, w := range p.words {
		if m.Bytes(w.arr) == nil {
			m.Set(w.arr, make([]byte, min(w.arr.Size, expr.MaxDense)))
		}
	}
	for i, w := range p.words {
		x := math.Round(v[i])
		x = math.Max(w.lo(), math.Min(w.hi(), x))
		var u uint64
		if x < 0 {
			u = uint64(int64(x))
		} else {
			u = uint64(x)
		}
		for k := 0; k < w.n; k++ {
			m.SetByte(w.arr, w.off+uint64(k), byte(u>>(8*k)))
		}
	}
	return m
}

// addBool adds a Bool constraint; false when it is outside the fragment.
func (p *problem) addBool(c expr.Expr) bool {
	neg := false
	if c.Kind() == expr.KindNot && c.Width() == expr.Bool {
		neg, c = true, c.Kid(0)
	}
	if c.IsConst() {
		return c.IsTrue() != neg
	}
	if c.Kind() == expr.KindAnd && c.Width() == expr.Bool && !neg {
		return p.addBool(c.Kid(0)) && p.addBool(c.Kid(1))
	}
	signed := c.Kind() == expr.KindSlt || c.Kind() == expr.KindSle
	switch c.Kind() {
	case expr.KindEq, expr.KindUlt, expr.KindUle, expr.KindSlt, expr.KindSle:
	default:
		return false
	}
	if c.Kind() == expr.KindEq && (neg || c.Kid(0).Width() == expr.Bool) {
		return false // ≠ is no row; Bool equalities are not arithmetic
	}
	a, ok1 := p.linear(c.Kid(0), signed)
	b, ok2 := p.linear(c.Kid(1), signed)
	if !ok1 || !ok2 {
		return false
	}
	// Each side stays in its width's range as an integer, where the
	// bit-vector value equals the integer value: no wrap-around.
	w := c.Kid(0).Width()
	lo, hi := 0.0, math.Ldexp(1, int(w))-1
	if signed {
		lo, hi = -math.Ldexp(1, int(w)-1), math.Ldexp(1, int(w)-1)-1
	}
	for _, side := range []lin{a, b} {
		if len(side.coef) > 0 {
			p.rows = append(p.rows, row{coef: maps.Clone(side.coef), lo: lo - side.c, hi: hi - side.c})
		}
	}
	// a - b ∈ [lo, hi]
	r := row{coef: a.coef, c: a.c - b.c, lo: math.Inf(-1), hi: math.Inf(1)}
	for j, k := range b.coef {
		r.coef[j] -= k
	}
	switch {
	case c.Kind() == expr.KindEq:
		r.lo, r.hi = 0, 0
	case (c.Kind() == expr.KindUlt || c.Kind() == expr.KindSlt) && !neg: // a < b
		r.hi = -1
	case c.Kind() == expr.KindUlt || c.Kind() == expr.KindSlt: // a ≥ b
		r.lo = 0
	case !neg: // a ≤ b
		r.hi = 0
	default: // a > b
		r.lo = 1
	}
	// Constant part moves into the bounds.
	r.lo -= r.c
	r.hi -= r.c
	r.c = 0
	p.rows = append(p.rows, r)
	return true
}

type lin struct {
	coef map[int]float64
	c    float64
}

// linear returns e's linear form; constants read signed under a signed
// comparison.
func (p *problem) linear(e expr.Expr, signed bool) (lin, bool) {
	switch e.Kind() {
	case expr.KindConst:
		if signed {
			return lin{coef: map[int]float64{}, c: float64(e.SignedValue())}, true
		}
		return lin{coef: map[int]float64{}, c: float64(e.Value())}, true
	case expr.KindZExt:
		return p.linear(e.Kid(0), false) // the word reads unsigned
	case expr.KindSExt:
		return p.linear(e.Kid(0), true)
	case expr.KindAdd, expr.KindSub:
		a, ok1 := p.linear(e.Kid(0), signed)
		b, ok2 := p.linear(e.Kid(1), signed)
		if !ok1 || !ok2 {
			return lin{}, false
		}
		sign := 1.0
		if e.Kind() == expr.KindSub {
			sign = -1
		}
		for j, k := range b.coef {
			a.coef[j] += sign * k
		}
		a.c += sign * b.c
		return a, true
	case expr.KindMul, expr.KindShl:
		k, x := e.Kid(0), e.Kid(1)
		if e.Kind() == expr.KindShl {
			k, x = e.Kid(1), e.Kid(0)
			if !k.IsConst() || k.Value() >= 63 {
				return lin{}, false
			}
			k = expr.Const(1<<k.Value(), x.Width())
		} else if !k.IsConst() {
			k, x = x, k
		}
		if !k.IsConst() {
			return lin{}, false
		}
		a, ok := p.linear(x, signed)
		if !ok {
			return lin{}, false
		}
		f := float64(k.Value())
		if signed {
			f = float64(k.SignedValue())
		}
		for j := range a.coef {
			a.coef[j] *= f
		}
		a.c *= f
		return a, true
	}
	w, ok := asWord(e)
	if !ok {
		return lin{}, false
	}
	key := w
	i, seen := p.index[key]
	if !seen {
		i = len(p.words)
		p.index[key] = i
		w.signed = signed
		p.words = append(p.words, w)
	}
	return lin{coef: map[int]float64{i: 1}, c: 0}, true
}

// asWord recognizes a read of an input word at a constant offset.
func asWord(e expr.Expr) (word, bool) {
	if e.Kind() == expr.KindRead {
		if e.Updates().Head != nil || !e.Kid(0).IsConst() || e.Array().IsConst() {
			return word{}, false
		}
		return word{arr: e.Array(), off: e.Kid(0).Value(), n: 1}, true
	}
	ul, idx, n, ok := expr.MatchReadLE(e)
	if !ok || ul.Head != nil || !idx.IsConst() || ul.Root.IsConst() || n > 4 {
		return word{}, false
	}
	return word{arr: ul.Root, off: idx.Value(), n: n}, true
}

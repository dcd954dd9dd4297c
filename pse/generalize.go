package pse

import (
	"slices"
	"sort"

	"github.com/symx/symx/expr"
)

// generalize drops from d the reads whose values an existential witness
// can match whatever the later state holds there. d stands for
// ∃X. C(X) ∧ σ(X)|R = store|R over the inputs X of the path it came
// from; instantiating X with the later state's own inputs is one witness
// (what instantiate checks). When an input x occurs in no condition and
// in one location only (a register, or the bytes of one memory cell),
// whose value is a bijection of x as a whole (x itself, x ± k, x ^ k,
// ¬x), then for every value the later state holds there some x gives it,
// and nothing else depends on x: the equality holds for that witness and
// is dropped. This is what lets a suffix that read a = a0 - 10 serve a
// state with a = a0 + 10 (the paper's Fig. 1), as its symbolic weakest
// precondition over the variable a would.
func generalize(d disjunct) disjunct {
	if !slices.ContainsFunc(d.reads, func(r read) bool { return r.val.E != nil }) {
		return d // no input among the reads: nothing to drop
	}
	inConds := map[*expr.Array]bool{}
	for _, c := range d.conds {
		for _, a := range c.Arrays() {
			inConds[a] = true
		}
	}
	// Where each input occurs among the reads.
	where := map[*expr.Array][]int{}
	for i, r := range d.reads {
		if r.val.E == nil {
			continue
		}
		for _, a := range r.val.E.Arrays() {
			where[a] = append(where[a], i)
		}
	}
	drop := map[int]bool{}
	for x, idx := range where {
		if inConds[x] || x.IsConst() {
			continue
		}
		if e, ok := located(d.reads, idx, x); ok && invertible(e, x) {
			for _, i := range idx {
				drop[i] = true
			}
		}
	}
	if len(drop) == 0 {
		return d
	}
	out := disjunct{conds: d.conds, silent: d.silent, regs: d.regs, runs: d.runs, bytes: d.bytes, preds: d.preds, syms: d.syms}
	for i, r := range d.reads {
		if !drop[i] {
			out.reads = append(out.reads, r)
		}
	}
	return out
}

// located returns the value of the one location the reads idx make up,
// each mentioning x alone: a register, or consecutive memory bytes
// (little-endian).
func located(reads []read, idx []int, x *expr.Array) (expr.Expr, bool) {
	for _, i := range idx {
		if as := reads[i].val.E.Arrays(); len(as) != 1 || as[0] != x {
			return nil, false
		}
	}
	if len(idx) == 1 && reads[idx[0]].l.frame >= 0 {
		return reads[idx[0]].val.E, true
	}
	if len(idx) > 8 {
		return nil, false // wider than a value (a buffer holding the input)
	}
	bytes := make([]read, 0, len(idx))
	for _, i := range idx {
		if reads[i].l.frame != -1 {
			return nil, false
		}
		bytes = append(bytes, reads[i])
	}
	sort.Slice(bytes, func(i, j int) bool { return bytes[i].l.addr < bytes[j].l.addr })
	var e expr.Expr
	for k, b := range bytes {
		if k > 0 && b.l.addr != bytes[k-1].l.addr+1 {
			return nil, false
		}
		v := b.val.E
		if v.Width() != 8 {
			return nil, false
		}
		if e == nil {
			e = v
		} else {
			e = expr.Concat(v, e)
		}
	}
	return e, e != nil
}

// invertible reports whether e is a bijection of the whole of input x:
// x read as one little-endian integer, under additions, subtractions and
// xors of constants and bitwise not.
func invertible(e expr.Expr, x *expr.Array) bool {
	for {
		if ul, idx, n, ok := expr.MatchReadLE(e); ok {
			return ul.Root == x && ul.Head == nil && idx.IsConst() && idx.Value() == 0 && uint64(n) == x.Size
		}
		switch e.Kind() {
		case expr.KindRead:
			ul := e.Updates()
			return ul.Root == x && ul.Head == nil && x.Size == 1 && e.Kid(0).IsConst() && e.Kid(0).Value() == 0
		case expr.KindAdd, expr.KindSub, expr.KindXor:
			switch {
			case e.Kid(0).IsConst():
				e = e.Kid(1)
			case e.Kid(1).IsConst():
				e = e.Kid(0)
			default:
				return false
			}
		case expr.KindNot:
			e = e.Kid(0)
		default:
			return false
		}
	}
}

package z3

import (
	"slices"

	"github.com/symx/symx/expr"
)

// modelPlan lists the get-value terms that make up a model and what each
// one means.
type modelPlan struct {
	arrays []*expr.Array // the symbolic arrays of the query
	terms  []expr.Expr
	slots  []slot // parallel to terms
}

// slot says what a get-value term is: byte index of arr, or (symbolic
// index) the index of a read whose byte is the next term.
type slot struct {
	arr     *expr.Array
	index   uint64
	isIndex bool
	byIndex bool // the byte at the index of the previous term
}

// planModel chooses the terms: every byte of small arrays; for each read
// at a symbolic index the index and the root's byte there; for large
// arrays the bytes at constant indices.
func planModel(cs []expr.Expr, maxBytes uint64) *modelPlan {
	pl := &modelPlan{}
	seen := map[*expr.Node]bool{}
	consts := map[*expr.Array]map[uint64]bool{}
	var symIdx []expr.Expr
	var symArr []*expr.Array
	symSeen := map[[2]any]bool{}
	var walk func(n *expr.Node)
	walk = func(n *expr.Node) {
		if seen[n] || n.IsConst() {
			return
		}
		seen[n] = true
		for i := 0; i < n.NumKids(); i++ {
			walk(n.Kid(i))
		}
		if n.Kind() != expr.KindRead {
			return
		}
		for u := n.Updates().Head; u != nil; u = u.Next {
			walk(u.Index)
			walk(u.Value)
		}
		a := n.Array()
		if a.IsConst() {
			return
		}
		idx := n.Kid(0)
		if idx.IsConst() {
			if consts[a] == nil {
				consts[a] = map[uint64]bool{}
			}
			consts[a][idx.Value()] = true
		} else if k := [2]any{a, idx}; !symSeen[k] {
			symSeen[k] = true
			symIdx = append(symIdx, idx)
			symArr = append(symArr, a)
		}
	}
	for _, c := range cs {
		walk(c)
		for _, a := range c.Arrays() {
			if !slices.Contains(pl.arrays, a) {
				pl.arrays = append(pl.arrays, a)
			}
		}
	}
	slices.SortFunc(pl.arrays, func(a, b *expr.Array) int { return int(a.ID()) - int(b.ID()) })
	addByte := func(a *expr.Array, i uint64) {
		pl.terms = append(pl.terms, expr.Read(expr.UpdateList{Root: a}, expr.Const(i, a.IndexWidth)))
		pl.slots = append(pl.slots, slot{arr: a, index: i})
	}
	for _, a := range pl.arrays {
		small := a.Size <= maxBytes
		if small {
			for i := uint64(0); i < a.Size; i++ {
				addByte(a, i)
			}
		}
		idx := make([]uint64, 0, len(consts[a]))
		for i := range consts[a] {
			if !small || i >= a.Size {
				idx = append(idx, i)
			}
		}
		slices.Sort(idx)
		for _, i := range idx {
			addByte(a, i)
		}
	}
	for i, idx := range symIdx {
		a := symArr[i]
		pl.terms = append(pl.terms, idx, expr.Read(expr.UpdateList{Root: a}, idx))
		pl.slots = append(pl.slots, slot{arr: a, isIndex: true}, slot{arr: a, byIndex: true})
	}
	return pl
}

// model builds the assignment from the values of the plan's terms; bytes
// far past an array's size go to its sparse part.
func (pl *modelPlan) model(vals []uint64) *expr.Assignment {
	m := expr.NewAssignment()
	for _, a := range pl.arrays {
		m.Values[a] = nil
	}
	var index uint64
	for i, s := range pl.slots {
		switch {
		case s.isIndex:
			index = vals[i]
			continue
		case s.byIndex:
			s.index = index
		}
		m.SetByte(s.arr, s.index, uint8(vals[i]))
	}
	return m
}

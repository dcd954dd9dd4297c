package exec

import (
	"cmp"
	"slices"

	"github.com/symx/symx/expr"
)

// Model repair: before asking the solver whether a condition c can hold
// on a path whose model M falsifies it, try M with the one input byte c
// depends on changed. When c reads a single byte of an input array (at a
// constant index, directly), each of the other 255 values is tried; the
// first under which c holds and which still satisfies the whole path is a
// model of path ∧ c, found without a query. Any other shape of c, or a
// candidate the path rejects, falls back to the solver, so the answer is
// always exact: feasibility is only claimed with a verified model.
//
// This is what makes input-byte-per-branch programs (parsers, loop16)
// cheap: every two-way fork costs evaluations instead of a solver call.

// maxRepairNodes bounds the size of conditions repair looks at.
const maxRepairNodes = 64

// repairModel returns a model of s's path in which c holds, derived from
// s.model by changing one input byte, or nil.
func (x *Executor) repairModel(s *State, c expr.Expr) *expr.Assignment {
	m := s.model
	if m == nil || x.cfg.NoModelRepair {
		return nil
	}
	arr, idx, ok := singleByte(c)
	if !ok || idx >= arr.Size {
		return nil
	}
	cur := make([]byte, arr.Size)
	m.Fill(arr, cur)
	orig := cur[idx]
	m2 := m.Copy()
	m2.Set(arr, cur)
	if x.repairCond == nil {
		x.repairCond, x.repairPath = expr.NewEvaluator(nil), expr.NewEvaluator(nil)
	}
	evC, evP := x.repairCond, x.repairPath
	order := candidates(c, orig)
	for _, v := range order.v[:order.n] {
		cur[idx] = v
		evC.Reset(m2)
		if !evC.IsTrue(c) {
			continue
		}
		// The first value making c true either fits the path or tells
		// that the path constrains this byte: then ask the solver. Only
		// the conditions reading arr can tell: m satisfies the others
		// (a state's model is always one of its path), and m2 differs
		// from m in arr alone.
		evP.Reset(m2)
		for _, k := range s.constraints {
			if readsArray(k, arr) && !evP.IsTrue(k) {
				return nil
			}
		}
		if checkRepairs && !satisfies(m2, s.constraints) {
			panic("model repair: a condition not reading the repaired array fails")
		}
		return m2
	}
	return nil
}

// checkRepairs makes repairModel verify every condition of the path
// (tests set it).
var checkRepairs = false

// readsArray reports whether e reads arr (its arrays are sorted by id).
func readsArray(e expr.Expr, arr *expr.Array) bool {
	as := e.Arrays()
	i, ok := slices.BinarySearchFunc(as, arr.ID(), func(a *expr.Array, id uint32) int { return cmp.Compare(a.ID(), id) })
	return ok && as[i] == arr
}

// byteOrder is a permutation of the byte values to try.
type byteOrder struct {
	v [256]byte
	n int
}

// candidates lists the byte values to try, the likely ones first: the
// constants of c and their neighbours (c is typically x == 'a' or x < 10),
// then every other value; orig is left out.
func candidates(c expr.Expr, orig byte) *byteOrder {
	o := &byteOrder{}
	var seen [256]bool
	seen[orig] = true
	add := func(v byte) {
		if !seen[v] {
			seen[v] = true
			o.v[o.n] = v
			o.n++
		}
	}
	var visited [maxRepairNodes]expr.Expr
	nv := 0
	var walk func(e expr.Expr)
	walk = func(e expr.Expr) {
		for _, v := range visited[:nv] {
			if v == e {
				return
			}
		}
		if nv == len(visited) {
			return
		}
		visited[nv] = e
		nv++
		if e.IsConst() {
			k := byte(e.Value())
			add(k)
			add(k + 1)
			add(k - 1)
			return
		}
		for i := 0; i < e.NumKids(); i++ {
			walk(e.Kid(i))
		}
	}
	walk(c)
	for v := 0; v < 256; v++ {
		add(byte(v))
	}
	return o
}

// singleByte reports whether e reads exactly one byte of one symbolic
// array, directly (no writes on top) at a constant index.
func singleByte(e expr.Expr) (arr *expr.Array, idx uint64, ok bool) {
	as := e.Arrays()
	if len(as) != 1 || as[0].IsConst() {
		return nil, 0, false
	}
	found := false
	n := 0
	seen := map[expr.Expr]bool{}
	var walk func(e expr.Expr) bool
	walk = func(e expr.Expr) bool {
		if e.IsConst() || seen[e] {
			return true
		}
		seen[e] = true
		if n++; n > maxRepairNodes {
			return false
		}
		if e.Kind() == expr.KindRead {
			ix := e.Kid(0)
			if e.Array().IsConst() {
				return walk(ix) // a table lookup: fine if its index is
			}
			if e.Updates().Head != nil || !ix.IsConst() {
				return false
			}
			if found && (e.Array() != arr || ix.Value() != idx) {
				return false
			}
			arr, idx, found = e.Array(), ix.Value(), true
			return true
		}
		for i := 0; i < e.NumKids(); i++ {
			if !walk(e.Kid(i)) {
				return false
			}
		}
		return true
	}
	if !walk(e) || !found {
		return nil, 0, false
	}
	return arr, idx, true
}

package bitblast

import (
	"github.com/go-air/gini/z"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// Array abstraction-refinement. Every read is a fresh byte; after each
// SAT model, refine checks the cone's reads against array semantics and,
// for the violations it finds, adds lemmas (clauses that are theorems of
// the array theory, so they are kept with the read and reused by later
// queries):
//
//   - congruence: two reads of the same symbolic array at equal index
//     values must agree: i == j → r_i == r_j;
//   - constant tables: i == k → r == Init[k] for the index value k seen;
//   - read-over-write, instantiated one write at a time along the path the
//     model takes: i == w.idx → r == w.val and i != w.idx → r == read(next, i).
//
// A read through writes that falls through to its root joins the root's
// congruence table at its index value; a conflict involving it expands it
// rather than relating it directly.

// lazyTableLemmas is how many single-index lemmas a read of a large
// constant table gets before the whole table is encoded for it.
const lazyTableLemmas = 4

// cell is one byte of an array in the model.
type cell struct {
	arr *expr.Array
	idx uint64
}

type entry struct {
	rv  *readVar
	val uint64
}

// refine validates the current model; ok reports that it satisfies the
// array axioms. tab holds the array bytes the model defines (for partial
// models, the first value seen wins).
func (in *instance) refine() (tab map[cell]entry, ok bool) {
	in.lemmas = in.lemmas[:0]
	tab = make(map[cell]entry, len(in.cone))
	// Reads that expansion adds to the cone have no values in this model;
	// they are checked from the next round on.
	n := len(in.cone)
	for i := 0; i < n; i++ {
		rv := in.cone[i]
		if rv.expanded {
			continue
		}
		k := in.value(rv.idx)
		v := in.value(rv.bits)
		ul := rv.node.Updates()
		depth, matched := 0, false
		var want uint64
		for u := ul.Head; u != nil; u = u.Next {
			if in.value(in.enc(u.Index)) == k {
				matched, want = true, in.value(in.enc(u.Value))
				break
			}
			depth++
		}
		if matched {
			if v != want {
				in.expand(rv, depth+1)
			}
			continue
		}
		root := ul.Root
		if root.IsConst() {
			want = 0
			if k < uint64(len(root.Init)) {
				want = uint64(root.Init[k])
			}
			if v != want {
				switch {
				case ul.Head != nil:
					in.expand(rv, depth)
				case rv.tableLemmas < lazyTableLemmas:
					rv.tableLemmas++
					in.lemma(rv, in.eq(rv.idx, in.constWord(k, len(rv.idx))), rv.bits, in.constWord(want, 8))
				default:
					// The model keeps probing new indices: encode the
					// whole table for this read once.
					in.lemma(rv, in.c.T, rv.bits, in.table(root.Init, rv.idx))
					rv.expanded = true
				}
			}
			continue
		}
		c := cell{root, k}
		e, seen := tab[c]
		switch {
		case !seen:
			tab[c] = entry{rv, v}
		case e.val == v:
		case ul.Head != nil:
			in.expand(rv, depth)
		case e.rv.node.Updates().Head != nil:
			in.expand(e.rv, e.rv.node.Updates().Len())
			tab[c] = entry{rv, v}
		default:
			in.lemma(rv, in.eq(rv.idx, e.rv.idx), rv.bits, e.rv.bits)
		}
	}
	return tab, len(in.lemmas) == 0
}

// lemma adds cond → a == b, recorded on rv so that later queries whose
// cone holds rv start with it.
func (in *instance) lemma(rv *readVar, cond z.Lit, a, b []z.Lit) {
	l := in.or(cond.Not(), in.eq(a, b))
	in.lemmas = append(in.lemmas, l)
	rv.lemmas = append(rv.lemmas, l)
	if rv.gen == in.satGen {
		rv.added = len(rv.lemmas) // it goes to the solver now
	}
}

// expand instantiates read-over-write for rv and the reads of the rest of
// its list, steps writes deep (at least one).
func (in *instance) expand(rv *readVar, steps int) {
	for n := 0; rv != nil && !rv.expanded; n++ {
		if n > 0 && n >= steps {
			return
		}
		ul := rv.node.Updates()
		u := ul.Head
		hit := in.eq(rv.idx, in.enc(u.Index))
		next := expr.Read(expr.UpdateList{Root: ul.Root, Head: u.Next}, rv.node.Kid(0))
		in.lemma(rv, hit, rv.bits, in.enc(u.Value))
		in.lemma(rv, hit.Not(), rv.bits, in.enc(next))
		rv.expanded, rv.next = true, next
		in.collect(next)
		rv = in.reads[next]
		if rv != nil && rv.node.Updates().Head == nil {
			return
		}
	}
}

// trailModel is the SAT solver's current partial assignment as a model of
// q's arrays (a Trail model): a read whose index bits are all assigned
// defines its byte, with its unassigned value bits read as 0 (the paper's
// completion to a full model); the first read of a byte wins. It is nil
// when the trail defines no byte. Only meaningful right after a SAT call
// that ran out of time, which leaves the trail as it was.
func (in *instance) trailModel() *expr.Assignment {
	var m *expr.Assignment
	seen := map[cell]bool{}
	for _, rv := range in.cone {
		ul := rv.node.Updates()
		if rv.expanded || ul.Root.IsConst() || ul.Head != nil || !in.allAssigned(rv.idx) {
			continue
		}
		c := cell{ul.Root, in.value(rv.idx)}
		if seen[c] {
			continue
		}
		seen[c] = true
		if m == nil {
			m = expr.NewAssignment()
		}
		if _, ok := m.Values[c.arr]; !ok {
			m.Values[c.arr] = nil
		}
		m.SetByte(c.arr, c.idx, byte(in.value(rv.bits)))
	}
	return m
}

// allAssigned reports whether every bit of w has a value on the trail.
func (in *instance) allAssigned(w []z.Lit) bool {
	for _, l := range w {
		if l != in.c.T && l != in.c.F && !in.mapr.assigned(l) {
			return false
		}
	}
	return true
}

// model builds the assignment of every symbolic array q reads from the
// bytes tab defines; all other bytes are zero. Bytes far past an array's
// size (reads out of its bounds, or arrays as large as their index space)
// go to the assignment's sparse part, so the model costs what tab holds.
func (in *instance) model(q solver.Query, tab map[cell]entry) *expr.Assignment {
	m := expr.NewAssignment()
	for _, c := range q.Constraints {
		for _, a := range c.Arrays() {
			if _, ok := m.Values[a]; !ok {
				m.Values[a] = nil
			}
		}
	}
	for c, e := range tab {
		if _, ok := m.Values[c.arr]; ok {
			m.SetByte(c.arr, c.idx, byte(e.val))
		}
	}
	return m
}

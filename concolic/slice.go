package concolic

import (
	"github.com/symx/symx/expr"
)

// element is one input byte a constraint reads: an array and a constant
// index, or the whole array (whole) for a read at a symbolic index.
type element struct {
	arr *expr.Array
	idx uint64
}

const whole = ^uint64(0)

// elements are the input bytes c reads (KLEE's independent element
// sets). A read through an update list reads its root at its index, and
// the writes' operands are walked like any other operand.
func elements(c expr.Expr) []element {
	var out []element
	seen := map[*expr.Array]bool{}
	for n := range expr.Walk(c) {
		if n.Kind() != expr.KindRead || n.Array().IsConst() {
			continue
		}
		idx := whole
		if n.Kid(0).IsConst() {
			idx = n.Kid(0).Value()
		}
		out = append(out, element{n.Array(), idx})
		seen[n.Array()] = true
	}
	// An array the walk found no read of (kept in a node's array set
	// some other way): the whole of it, to be safe.
	for _, a := range c.Arrays() {
		if !a.IsConst() && !seen[a] {
			out = append(out, element{a, whole})
		}
	}
	return out
}

// slicer computes a flip's independent slice, caching each constraint's
// elements: the prefixes of one run share their constraints.
type slicer struct {
	cache map[expr.Expr][]element
}

// maxSliceCache bounds the elements cached (constraints); past it the
// cache starts over.
const maxSliceCache = 1 << 16

func (s *slicer) elements(c expr.Expr) []element {
	if els, ok := s.cache[c]; ok {
		return els
	}
	if s.cache == nil || len(s.cache) >= maxSliceCache {
		s.cache = map[expr.Expr][]element{}
	}
	els := elements(c)
	s.cache[c] = els
	return els
}

// bytesRead returns the bytes of symbolic arrays that cs read, by array;
// a nil set means every byte (a read at a symbolic index).
func (s *slicer) bytesRead(cs []expr.Expr) map[*expr.Array]map[uint64]bool {
	out := map[*expr.Array]map[uint64]bool{}
	for _, c := range cs {
		for _, el := range s.elements(c) {
			set, seen := out[el.arr]
			switch {
			case seen && set == nil:
			case el.idx == whole:
				out[el.arr] = nil
			default:
				if set == nil {
					set = map[uint64]bool{}
					out[el.arr] = set
				}
				set[el.idx] = true
			}
		}
	}
	return out
}

// slice returns the constraints of prefix that cond depends on: those
// connected to it through the input bytes they read, transitively, in
// prefix order, and whether that is a single byte (every constraint of
// the slice and cond read just it). The inputs of the path that left
// the branch open satisfy all of prefix; a model of the slice ∧ cond,
// laid over them, changes no byte the other constraints read, so the
// slice ∧ cond is satisfiable exactly when prefix ∧ cond is, and its
// model completed with the path's inputs is a solution of the whole
// (Engine.complete). The slice is smaller than the prefix, and the same
// on every path that reached the branch the same way in the bytes it
// reads, so the solver's caches and the engine's memory of timeouts see
// it again.
func (s *slicer) slice(prefix []expr.Expr, cond expr.Expr) (out []expr.Expr, oneByte bool) {
	els := make([][]element, len(prefix))
	wholeArr := map[*expr.Array]bool{}
	for i, c := range prefix {
		els[i] = s.elements(c)
		for _, el := range els[i] {
			if el.idx == whole {
				wholeArr[el.arr] = true
			}
		}
	}
	condEls := s.elements(cond)
	for _, el := range condEls {
		if el.idx == whole {
			wholeArr[el.arr] = true
		}
	}
	// An array read anywhere at a symbolic index is one element: such a
	// read may meet any of its bytes.
	norm := func(el element) element {
		if wholeArr[el.arr] {
			el.idx = whole
		}
		return el
	}
	users := map[element][]int{}
	for i, es := range els {
		for _, el := range es {
			el = norm(el)
			users[el] = append(users[el], i)
		}
	}
	reached := map[element]bool{}
	in := make([]bool, len(prefix))
	var work []element
	for _, el := range condEls {
		if el = norm(el); !reached[el] {
			reached[el] = true
			work = append(work, el)
		}
	}
	for len(work) > 0 {
		el := work[len(work)-1]
		work = work[:len(work)-1]
		for _, i := range users[el] {
			if in[i] {
				continue
			}
			in[i] = true
			for _, o := range els[i] {
				if o = norm(o); !reached[o] {
					reached[o] = true
					work = append(work, o)
				}
			}
		}
	}
	for i, c := range prefix {
		if in[i] {
			out = append(out, c)
		}
	}
	oneByte = len(reached) == 1
	for el := range reached {
		oneByte = oneByte && el.idx != whole
	}
	return out, oneByte
}

// shape hashes a query up to a renaming of the input bytes it reads at
// constant indices and the order of commutative operands. Such bytes are
// independent variables, so two queries of one shape are equisatisfiable
// and cost a solver the same. A parser makes the same check on a field
// wherever the field is (giflib's image size, at every image
// descriptor's offset), and each one's query has the same shape. An
// array also read at a symbolic index, or through writes (a write's
// index decides which byte a read gets), keeps its bytes' indices, and
// constant tables their identity.
//
// The bytes are named in the order a walk of the constraints first reads
// them, a walk that visits commutative operands by a first hash that
// leaves the bytes unnamed; the final hash combines those operands
// regardless of order. Equal hashes then mean equal queries up to the
// naming and the operands' order (both keep satisfiability), whatever
// order the expressions were built in.
func shape(cs []expr.Expr) uint64 {
	kept := map[*expr.Array]bool{}
	for n := range expr.Walk(cs...) {
		if n.Kind() == expr.KindRead && (!n.Kid(0).IsConst() || n.Updates().Head != nil) {
			kept[n.Array()] = true
		}
	}
	anon := shaper{kept: kept, memo: map[expr.Expr]uint64{}}
	named := shaper{kept: kept, memo: map[expr.Expr]uint64{}, order: &anon, names: map[element]uint64{}}
	h := uint64(hashStart)
	for _, c := range cs {
		h = mix(h, named.hash(c))
	}
	return h
}

// shaper hashes expressions for shape: with names nil every renamed byte
// hashes alike; otherwise bytes are named as first met, and order (the
// anonymous shaper) orders commutative operands.
type shaper struct {
	kept  map[*expr.Array]bool // arrays whose bytes keep their indices
	memo  map[expr.Expr]uint64
	order *shaper
	names map[element]uint64
}

func (s *shaper) hash(n expr.Expr) uint64 {
	if h, ok := s.memo[n]; ok {
		return h
	}
	h := mix(uint64(n.Kind())<<32|uint64(n.Width()), n.Value())
	switch {
	case n.Kind() == expr.KindRead:
		h = s.read(n, h)
	case n.Kind().Commutative():
		a, b := n.Kid(0), n.Kid(1)
		if s.order != nil && s.order.hash(b) < s.order.hash(a) {
			a, b = b, a
		}
		ha, hb := s.hash(a), s.hash(b)
		h = mix(h, min(ha, hb))
		h = mix(h, max(ha, hb))
	default:
		for i := range n.NumKids() {
			h = mix(h, s.hash(n.Kid(i)))
		}
	}
	s.memo[n] = h
	return h
}

// read hashes a read (h is its kind and width).
func (s *shaper) read(n expr.Expr, h uint64) uint64 {
	arr := n.Array()
	switch {
	case arr.IsConst():
		h = mix(mix(h, uint64(arr.ID())), s.hash(n.Kid(0)))
	case s.kept[arr]:
		// By name: every seed's run makes its own arrays, and the
		// arrays of a path have names unique on it.
		h = mix(mix(h, arr.Size), s.hash(n.Kid(0)))
		for _, c := range []byte(arr.Name) {
			h = mix(h, uint64(c))
		}
	case s.names != nil:
		el := element{arr, n.Kid(0).Value()}
		name, ok := s.names[el]
		if !ok {
			name = uint64(len(s.names))
			s.names[el] = name
		}
		h = mix(h, 1<<63|name)
	}
	for u := n.Updates().Head; u != nil; u = u.Next {
		h = mix(mix(h, s.hash(u.Index)), s.hash(u.Value))
	}
	return h
}

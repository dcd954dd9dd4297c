package expr

import "slices"

// Small value sets of index expressions. A table read whose index can take
// only a few values, all selecting the same byte, is that byte: ls reads
// its format abformat[recent][tm_mon] one character at a time, and past the
// month's name every row holds the same character, so no query is asked.

// valueSetMax bounds the sets computed (and so the work per read).
const valueSetMax = 64

// valueSetDepth bounds the recursion: index expressions are shallow, and
// anything deeper is not worth the walk at every read.
const valueSetDepth = 8

// valueSet returns every value e can take, when they are few and follow
// from e's structure alone: constants, Booleans, selects (with the clamp
// v > hi ? lo : v written out as the range [lo, hi]), extensions,
// truncations, sums and products of such values. ok is false otherwise.
func valueSet(e Expr, depth int) (vals []uint64, ok bool) {
	return valueSetFixing(e, depth, nil, 0)
}

// valueSetFixing is valueSet with the Boolean fix taken to be val.
func valueSetFixing(e Expr, depth int, fix Expr, val uint64) (vals []uint64, ok bool) {
	if e.IsConst() {
		return []uint64{e.val}, true
	}
	if e == fix {
		return []uint64{val}, true
	}
	if e.width == Bool {
		return []uint64{0, 1}, true
	}
	if depth == 0 {
		return nil, false
	}
	depth--
	switch e.kind {
	case KindZExt, KindSExt:
		xs, ok := valueSetFixing(e.kids[0], depth, fix, val)
		if !ok {
			return nil, false
		}
		out := make([]uint64, len(xs))
		for i, x := range xs {
			out[i] = ApplyUnary(e.kind, e.kids[0].width, e.width, 0, x)
		}
		return out, true
	case KindExtract:
		if e.Offset() != 0 {
			return nil, false
		}
		xs, ok := valueSetFixing(e.kids[0], depth, fix, val)
		if !ok {
			return nil, false
		}
		for i := range xs {
			xs[i] &= Mask(e.width)
		}
		return distinct(xs)
	case KindSelect:
		a, ok := valueSetFixing(e.kids[1], depth, fix, val)
		if !ok {
			return nil, false
		}
		b, ok := clampedSet(e.kids[0], e.kids[2])
		if !ok {
			if b, ok = valueSetFixing(e.kids[2], depth, fix, val); !ok {
				return nil, false
			}
		}
		return distinct(append(a, b...))
	case KindAdd, KindSub, KindMul:
		a, ok := valueSetFixing(e.kids[0], depth, fix, val)
		if !ok {
			return nil, false
		}
		b, ok := valueSetFixing(e.kids[1], depth, fix, val)
		if !ok || len(a)*len(b) > valueSetMax {
			return nil, false
		}
		out := make([]uint64, 0, len(a)*len(b))
		for _, x := range a {
			for _, y := range b {
				out = append(out, ApplyBinary(e.kind, e.width, x, y))
			}
		}
		return distinct(out)
	}
	return nil, false
}

// clampedSet is the set of v where c is false, for c a test that v lies
// outside [lo, hi]: hi < v (lo = 0) or hi−lo < v−lo, as C's
// "v − lo > hi − lo ? lo : v" compiles.
func clampedSet(c, v Expr) ([]uint64, bool) {
	if c.kind != KindUlt || !c.kids[0].IsConst() {
		return nil, false
	}
	span, x := c.kids[0].val, c.kids[1]
	lo := uint64(0)
	if x != v {
		// x = v − lo, built as (−lo) + v
		if x.kind != KindAdd || x.kids[1] != v || !x.kids[0].IsConst() {
			return nil, false
		}
		lo = -x.kids[0].val & Mask(v.width)
	}
	if span >= valueSetMax {
		return nil, false
	}
	out := make([]uint64, 0, span+1)
	for i := uint64(0); i <= span; i++ {
		out = append(out, (lo+i)&Mask(v.width))
	}
	return out, true
}

// distinct removes duplicates from xs (in place); ok is false when more
// than valueSetMax values remain.
func distinct(xs []uint64) ([]uint64, bool) {
	slices.Sort(xs)
	xs = slices.Compact(xs)
	return xs, len(xs) <= valueSetMax
}

// foldCompare decides a comparison of a constant with a term whose few
// values all compare alike: a bounds check of abformat[recent][mon], whose
// index takes 24 values, is then no query.
func foldCompare(k Kind, a, b Expr) Expr {
	x := a
	if a.IsConst() == b.IsConst() {
		return nil
	} else if a.IsConst() {
		x = b
	}
	vals, ok := valueSet(x, valueSetDepth)
	if !ok {
		return nil
	}
	at := func(v uint64) uint64 {
		if x == a {
			return ApplyBinary(k, a.width, v, b.val)
		}
		return ApplyBinary(k, a.width, a.val, v)
	}
	r := at(vals[0])
	for _, v := range vals[1:] {
		if at(v) != r {
			return nil
		}
	}
	return BoolConst(r == 1)
}

// foldTableRead is a read of the constant data at idx as a term without
// the read, or nil: the byte every value of idx selects, or, when the
// bytes differ with a Boolean inside idx (ls's recent row), a select on
// that Boolean of the bytes each of its values selects. Indices past the
// end read 0, as in the evaluator.
func foldTableRead(data []byte, idx Expr) Expr {
	vals, ok := valueSet(idx, valueSetDepth)
	if !ok {
		return nil
	}
	b, same := byteOf(data, vals)
	if same {
		return Const(uint64(b), Int8)
	}
	c := boolOperand(idx, valueSetDepth)
	if c == nil {
		return nil
	}
	var sides [2]Expr
	for v := range sides {
		vals, ok := valueSetFixing(idx, valueSetDepth, c, uint64(v))
		if !ok {
			return nil
		}
		b, same := byteOf(data, vals)
		if !same {
			return nil
		}
		sides[v] = Const(uint64(b), Int8)
	}
	return Select(c, sides[1], sides[0])
}

// byteOf reports the byte data holds at every index in vals, if one.
func byteOf(data []byte, vals []uint64) (byte, bool) {
	at := func(i uint64) byte {
		if i < uint64(len(data)) {
			return data[i]
		}
		return 0
	}
	b := at(vals[0])
	for _, v := range vals[1:] {
		if at(v) != b {
			return 0, false
		}
	}
	return b, true
}

// boolOperand finds a non-constant Boolean that idx's arithmetic uses as a
// number (a select's condition is not one: the clamp reads it).
func boolOperand(e Expr, depth int) Expr {
	if e.IsConst() || depth == 0 {
		return nil
	}
	if e.width == Bool {
		return e
	}
	kids := e.kids[:e.NumKids()]
	if e.kind == KindSelect {
		kids = kids[1:]
	}
	for _, k := range kids {
		if c := boolOperand(k, depth-1); c != nil {
			return c
		}
	}
	return nil
}

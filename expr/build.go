package expr

import (
	"cmp"
	"fmt"
	"sync/atomic"
)

// Constructors. Each simplifies (rules in rules.go) and hash-conses. They
// panic on sort errors (mismatched widths), which are bugs in the caller;
// readers of external input check sorts first.

// Const returns the constant v (truncated) of width w.
func Const(v uint64, w Width) Expr {
	if w == 0 || w > MaxWidth {
		panic(fmt.Sprintf("expr: width %d out of range", w))
	}
	v &= Mask(w)
	if v < smallConsts {
		if i := smallConstRow(w); i >= 0 {
			slot := &smallConst[i][v]
			if n := slot.Load(); n != nil {
				return n
			}
			n := intern(nodeKey{kind: KindConst, width: w, val: v})
			slot.Store(n)
			return n
		}
	}
	return intern(nodeKey{kind: KindConst, width: w, val: v})
}

// smallConst holds the small constants of the common widths, built on
// first use and kept for the process (at most 5×256 nodes). Every
// goroutine builds them all the time, so they would make their table
// shards the hot spot; here they are one atomic load, no lock.
const smallConsts = 256

var smallConst [5][smallConsts]atomic.Pointer[Node]

func smallConstRow(w Width) int {
	switch w {
	case Bool:
		return 0
	case Int8:
		return 1
	case Int16:
		return 2
	case Int32:
		return 3
	case Int64:
		return 4
	}
	return -1
}

// BoolConst returns true or false.
func BoolConst(b bool) Expr { return Const(b2u(b), Bool) }

// True and False are the Bool constants.
func True() Expr  { return BoolConst(true) }
func False() Expr { return BoolConst(false) }

// Read returns byte index of the array behind ul.
func Read(ul UpdateList, index Expr) Expr {
	index = fitIndex(index, ul.Root)
	u := ul.Head
	for ; u != nil; u = u.Next {
		eq, known := sameIndex(u.Index, index)
		if !known {
			break // cannot tell whether the write aliases the read
		}
		if eq {
			return u.Value
		}
	}
	if u == nil && ul.Root.IsConst() {
		if index.IsConst() {
			i := index.val
			if i < uint64(len(ul.Root.Init)) {
				return Const(uint64(ul.Root.Init[i]), Int8)
			}
			return Const(0, Int8)
		}
		if r := foldTableRead(ul.Root.Init, index); r != nil {
			return r
		}
		if b, ok := uniformByte(ul.Root.Init); ok {
			// Past the end a constant array reads 0 (as in the
			// evaluator), so only a zero table folds outright.
			n := uint64(len(ul.Root.Init))
			if b == 0 || n > Mask(index.width) {
				return Const(uint64(b), Int8)
			}
			return Select(Ult(index, Const(n, index.width)), Const(uint64(b), Int8), Const(0, Int8))
		}
	}
	return intern(nodeKey{kind: KindRead, width: Int8, a: index, arr: ul.Root, upd: u})
}

func uniformByte(d []byte) (byte, bool) {
	if len(d) == 0 {
		return 0, true
	}
	for _, b := range d[1:] {
		if b != d[0] {
			return 0, false
		}
	}
	return d[0], true
}

// ReadLE reads n bytes starting at index as a little-endian integer of n*8
// bits: Concat(read(i+n-1), ..., read(i)). Extract of such a concatenation
// folds back to the single byte read, and the bit-blaster and printer
// recognize the pattern (MatchReadLE).
func ReadLE(ul UpdateList, index Expr, n int) Expr {
	index = fitIndex(index, ul.Root)
	var e Expr
	for i := 0; i < n; i++ {
		idx := index
		if i > 0 {
			idx = Add(index, Const(uint64(i), index.width))
		}
		b := Read(ul, idx)
		if e == nil {
			e = b
		} else {
			e = Concat(b, e)
		}
	}
	return e
}

// MatchReadLE recognizes ReadLE(ul, index, n) with n ≥ 2.
func MatchReadLE(e Expr) (ul UpdateList, index Expr, n int, ok bool) {
	if e.kind != KindConcat || e.width%8 != 0 {
		return
	}
	n = int(e.width / 8)
	// The low byte is the innermost right operand.
	cur := e
	var bytes []Expr
	for cur.kind == KindConcat && cur.kids[0].kind == KindRead {
		bytes = append(bytes, cur.kids[0])
		cur = cur.kids[1]
	}
	if cur.kind != KindRead {
		return UpdateList{}, nil, 0, false
	}
	bytes = append(bytes, cur)
	if len(bytes) != n {
		return UpdateList{}, nil, 0, false
	}
	low := bytes[n-1]
	for i := 0; i < n; i++ {
		b := bytes[n-1-i]
		if b.arr != low.arr || b.upd != low.upd {
			return UpdateList{}, nil, 0, false
		}
		if i > 0 && b.kids[0] != Add(low.kids[0], Const(uint64(i), low.kids[0].width)) {
			return UpdateList{}, nil, 0, false
		}
	}
	return low.Updates(), low.kids[0], n, true
}

// Select returns cond ? a : b.
func Select(cond, a, b Expr) Expr {
	mustWidth(cond, Bool, "select condition")
	mustSame(a, b, "select")
	if e := simplifySelect(cond, a, b); e != nil {
		return e
	}
	return intern(nodeKey{kind: KindSelect, width: a.width, a: cond, b: a, c: b})
}

// Concat returns hi ++ lo.
func Concat(hi, lo Expr) Expr {
	w := int(hi.width) + int(lo.width)
	if w > int(MaxWidth) {
		panic(fmt.Sprintf("expr: concat width %d exceeds %d", w, MaxWidth))
	}
	if e := simplifyConcat(hi, lo); e != nil {
		return e
	}
	return intern(nodeKey{kind: KindConcat, width: Width(w), a: hi, b: lo})
}

// Extract returns w bits of e starting at bit off.
func Extract(e Expr, off uint, w Width) Expr {
	if off+uint(w) > uint(e.width) || w == 0 {
		panic(fmt.Sprintf("expr: extract [%d+%d] of width %d", off, w, e.width))
	}
	if r := simplifyExtract(e, off, w); r != nil {
		return r
	}
	return intern(nodeKey{kind: KindExtract, width: w, val: uint64(off), a: e})
}

// ZExt zero-extends e to w bits (w ≥ width of e).
func ZExt(e Expr, w Width) Expr { return extend(KindZExt, e, w) }

// SExt sign-extends e to w bits (w ≥ width of e).
func SExt(e Expr, w Width) Expr { return extend(KindSExt, e, w) }

func extend(k Kind, e Expr, w Width) Expr {
	if w < e.width || w > MaxWidth {
		panic(fmt.Sprintf("expr: %s of width %d to %d", k, e.width, w))
	}
	if r := simplifyExtend(k, e, w); r != nil {
		return r
	}
	return intern(nodeKey{kind: k, width: w, a: e})
}

// Trunc keeps the low w bits of e.
func Trunc(e Expr, w Width) Expr { return Extract(e, 0, w) }

// ZExtOrTrunc and SExtOrTrunc convert e to width w.
func ZExtOrTrunc(e Expr, w Width) Expr {
	if w <= e.width {
		return Trunc(e, w)
	}
	return ZExt(e, w)
}

func SExtOrTrunc(e Expr, w Width) Expr {
	if w <= e.width {
		return Trunc(e, w)
	}
	return SExt(e, w)
}

// Not is bitwise complement (logical negation on Bool).
func Not(e Expr) Expr {
	if r := simplifyNot(e); r != nil {
		return r
	}
	return intern(nodeKey{kind: KindNot, width: e.width, a: e})
}

// Binary builds any binary or compare kind.
func Binary(k Kind, a, b Expr) Expr {
	if !k.IsBinary() && !k.IsCompare() {
		panic("expr: Binary of " + k.String())
	}
	mustSame(a, b, k.String())
	if k.Commutative() && less(b, a) {
		a, b = b, a
	}
	if r := simplifyBinary(k, a, b); r != nil {
		return r
	}
	w := a.width
	if k.IsCompare() {
		w = Bool
	}
	return intern(nodeKey{kind: k, width: w, a: a, b: b})
}

func And(a, b Expr) Expr  { return Binary(KindAnd, a, b) }
func Or(a, b Expr) Expr   { return Binary(KindOr, a, b) }
func Xor(a, b Expr) Expr  { return Binary(KindXor, a, b) }
func Shl(a, b Expr) Expr  { return Binary(KindShl, a, b) }
func LShr(a, b Expr) Expr { return Binary(KindLShr, a, b) }
func AShr(a, b Expr) Expr { return Binary(KindAShr, a, b) }
func Add(a, b Expr) Expr  { return Binary(KindAdd, a, b) }
func Sub(a, b Expr) Expr  { return Binary(KindSub, a, b) }
func Mul(a, b Expr) Expr  { return Binary(KindMul, a, b) }
func UDiv(a, b Expr) Expr { return Binary(KindUDiv, a, b) }
func SDiv(a, b Expr) Expr { return Binary(KindSDiv, a, b) }
func URem(a, b Expr) Expr { return Binary(KindURem, a, b) }
func SRem(a, b Expr) Expr { return Binary(KindSRem, a, b) }
func Eq(a, b Expr) Expr   { return Binary(KindEq, a, b) }
func Ult(a, b Expr) Expr  { return Binary(KindUlt, a, b) }
func Ule(a, b Expr) Expr  { return Binary(KindUle, a, b) }
func Slt(a, b Expr) Expr  { return Binary(KindSlt, a, b) }
func Sle(a, b Expr) Expr  { return Binary(KindSle, a, b) }

// The other comparisons, canonicalized onto the five above.
func Ne(a, b Expr) Expr  { return Not(Eq(a, b)) }
func Ugt(a, b Expr) Expr { return Ult(b, a) }
func Uge(a, b Expr) Expr { return Ule(b, a) }
func Sgt(a, b Expr) Expr { return Slt(b, a) }
func Sge(a, b Expr) Expr { return Sle(b, a) }

// Neg is two's complement negation.
func Neg(e Expr) Expr { return Sub(Const(0, e.width), e) }

// Implies is a → b on Bools.
func Implies(a, b Expr) Expr { return Or(Not(a), b) }

// AndAll conjoins es (true when empty).
func AndAll(es []Expr) Expr {
	r := True()
	for _, e := range es {
		r = And(r, e)
	}
	return r
}

// IsZero builds e == 0.
func IsZero(e Expr) Expr { return Eq(Const(0, e.width), e) }

// less is the canonical operand order of commutative operators.
func less(a, b Expr) bool { return Compare(a, b) < 0 }

// Compare is a total order on expressions, -1, 0 or +1: constants first,
// then by structural hash, ties between distinct terms broken by
// structure. It never depends on allocation order — which nodes the
// collector has freed and rebuilt, or how parallel workers interleaved — so
// operand order, and everything sorted by Compare, is the same in every
// run.
func Compare(a, b Expr) int {
	if a == b {
		return 0
	}
	if a.IsConst() != b.IsConst() {
		if a.IsConst() {
			return -1
		}
		return 1
	}
	if c := cmp.Compare(a.hash, b.hash); c != 0 {
		return c
	}
	if c := cmp.Compare(a.kind, b.kind); c != 0 {
		return c
	}
	if c := cmp.Compare(a.width, b.width); c != 0 {
		return c
	}
	if c := cmp.Compare(a.val, b.val); c != 0 {
		return c
	}
	for i := range a.kids {
		if a.kids[i] != nil {
			if c := Compare(a.kids[i], b.kids[i]); c != 0 {
				return c
			}
		}
	}
	if c := compareArrays(a.arr, b.arr); c != 0 {
		return c
	}
	return compareUpdates(a.upd, b.upd)
}

// compareArrays orders arrays by hash, then by creation (arrays are not
// hash-consed: two of one name and size are distinct, and a run creates
// its arrays in a deterministic order).
func compareArrays(a, b *Array) int {
	switch {
	case a == b:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	}
	if c := cmp.Compare(a.hash, b.hash); c != 0 {
		return c
	}
	return cmp.Compare(a.id, b.id)
}

func compareUpdates(a, b *Update) int {
	for a != b {
		switch {
		case a == nil:
			return -1
		case b == nil:
			return 1
		}
		if c := cmp.Compare(a.hash, b.hash); c != 0 {
			return c
		}
		if c := Compare(a.Index, b.Index); c != 0 {
			return c
		}
		if c := Compare(a.Value, b.Value); c != 0 {
			return c
		}
		a, b = a.Next, b.Next
	}
	return 0
}

func mustSame(a, b Expr, what string) {
	if a.width != b.width {
		panic(fmt.Sprintf("expr: %s of widths %d and %d", what, a.width, b.width))
	}
}

func mustWidth(e Expr, w Width, what string) {
	if e.width != w {
		panic(fmt.Sprintf("expr: %s has width %d, want %d", what, e.width, w))
	}
}

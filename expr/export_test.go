package expr

// Raw constructors build nodes exactly as given, bypassing the simplifier,
// so tests can compare a term with its simplified form. They exist only
// in tests; raw nodes are interned like any other (hash-consing stays
// sound: a key maps to one node whichever way it was built).

func rawBinary(k Kind, a, b Expr) Expr {
	w := a.width
	if k.IsCompare() {
		w = Bool
	}
	return intern(nodeKey{kind: k, width: w, a: a, b: b})
}

func rawUnary(k Kind, a Expr, w Width) Expr {
	return intern(nodeKey{kind: k, width: w, a: a})
}

func rawExtract(a Expr, off uint, w Width) Expr {
	return intern(nodeKey{kind: KindExtract, width: w, val: uint64(off), a: a})
}

func rawSelect(c, a, b Expr) Expr {
	return intern(nodeKey{kind: KindSelect, width: a.width, a: c, b: a, c: b})
}

func rawConcat(hi, lo Expr) Expr {
	return intern(nodeKey{kind: KindConcat, width: hi.width + lo.width, a: hi, b: lo})
}

func rawRead(ul UpdateList, index Expr) Expr {
	return intern(nodeKey{kind: KindRead, width: Int8, a: index, arr: ul.Root, upd: ul.Head})
}

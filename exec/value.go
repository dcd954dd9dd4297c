package exec

import "github.com/symx/symx/expr"

// Value is the content of one register slot: a concrete value C (kept
// masked to the slot's width) when E is nil, the symbolic expression E
// otherwise. The concrete fast path works on C alone and never builds an
// expression.
type Value struct {
	C uint64
	E expr.Expr
}

// IsConcrete reports whether v is concrete.
func (v Value) IsConcrete() bool { return v.E == nil }

// Expr returns v as an expression of width w.
func (v Value) Expr(w uint16) expr.Expr {
	if v.E != nil {
		return v.E
	}
	return expr.Const(v.C, expr.Width(w))
}

// fromExpr turns an expression back into a Value, keeping constants
// concrete so later instructions take the fast path.
func fromExpr(e expr.Expr) Value {
	if e.IsConst() {
		return Value{C: e.Value()}
	}
	return Value{E: e}
}

// mask returns the all-ones value of width w (1..64; wider widths are
// treated as 64).
func mask(w uint16) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// sext sign-extends the w-bit value v to 64 bits.
func sext(v uint64, w uint16) int64 {
	if w >= 64 {
		return int64(v)
	}
	s := 64 - w
	return int64(v<<s) >> s
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

package smtlib

import (
	"github.com/symx/symx/expr"
)

// builtin is a function of the core, bit-vector or array theory.
type builtin struct {
	min, max int  // argument count; max < 0: unbounded
	arrays   bool // takes array arguments (select)
	apply    func(p *parser, f token, args []term) (term, error)
}

// indexedOp is an operator written ((_ name i ...) x) on one bit-vector.
type indexedOp struct {
	indices int
	apply   func(p *parser, f token, idx []uint64, x term) (term, error)
}

var builtins map[string]builtin

var indexed map[string]indexedOp

func init() {
	builtins = map[string]builtin{
		"not":      {1, 1, false, boolOp(func(a []expr.Expr) expr.Expr { return expr.Not(a[0]) })},
		"and":      {1, -1, false, boolOp(expr.AndAll)},
		"or":       {1, -1, false, boolOp(orAll)},
		"xor":      {2, -1, false, boolOp(leftAssoc(expr.Xor))},
		"=>":       {2, -1, false, boolOp(implies)},
		"=":        {2, -1, false, equal},
		"distinct": {2, -1, false, distinct},
		"ite":      {3, 3, false, ite},
		"select":   {2, 2, true, selectOp},

		"concat": {2, -1, false, concat},
		"bvnot":  {1, 1, false, bvOp(func(a []expr.Expr) expr.Expr { return expr.Not(a[0]) })},
		"bvneg":  {1, 1, false, bvOp(func(a []expr.Expr) expr.Expr { return expr.Neg(a[0]) })},
		"bvand":  {2, -1, false, bvOp(leftAssoc(expr.And))},
		"bvor":   {2, -1, false, bvOp(leftAssoc(expr.Or))},
		"bvxor":  {2, -1, false, bvOp(leftAssoc(expr.Xor))},
		"bvadd":  {2, -1, false, bvOp(leftAssoc(expr.Add))},
		"bvsub":  {2, -1, false, bvOp(leftAssoc(expr.Sub))},
		"bvmul":  {2, -1, false, bvOp(leftAssoc(expr.Mul))},
		"bvnand": {2, 2, false, bvOp(func(a []expr.Expr) expr.Expr { return expr.Not(expr.And(a[0], a[1])) })},
		"bvnor":  {2, 2, false, bvOp(func(a []expr.Expr) expr.Expr { return expr.Not(expr.Or(a[0], a[1])) })},
		"bvxnor": {2, 2, false, bvOp(func(a []expr.Expr) expr.Expr { return expr.Not(expr.Xor(a[0], a[1])) })},
		"bvudiv": {2, 2, false, bvOp(binary(expr.UDiv))},
		"bvurem": {2, 2, false, bvOp(binary(expr.URem))},
		"bvsdiv": {2, 2, false, bvOp(binary(expr.SDiv))},
		"bvsrem": {2, 2, false, bvOp(binary(expr.SRem))},
		"bvsmod": {2, 2, false, bvOp(binary(smod))},
		"bvshl":  {2, 2, false, bvOp(binary(expr.Shl))},
		"bvlshr": {2, 2, false, bvOp(binary(expr.LShr))},
		"bvashr": {2, 2, false, bvOp(binary(expr.AShr))},
		// bvcomp is 1-bit equality: a (_ BitVec 1), the same expression.
		"bvcomp": {2, 2, false, bvOp(binary(expr.Eq))},

		"bvult": {2, 2, false, compare(expr.Ult)},
		"bvule": {2, 2, false, compare(expr.Ule)},
		"bvugt": {2, 2, false, compare(expr.Ugt)},
		"bvuge": {2, 2, false, compare(expr.Uge)},
		"bvslt": {2, 2, false, compare(expr.Slt)},
		"bvsle": {2, 2, false, compare(expr.Sle)},
		"bvsgt": {2, 2, false, compare(expr.Sgt)},
		"bvsge": {2, 2, false, compare(expr.Sge)},
	}
	indexed = map[string]indexedOp{
		"extract":      {2, extract},
		"zero_extend":  {1, extend(expr.ZExt)},
		"sign_extend":  {1, extend(expr.SExt)},
		"repeat":       {1, repeat},
		"rotate_left":  {1, rotate(false)},
		"rotate_right": {1, rotate(true)},
	}
	registerFP()
}

func binary(f func(a, b expr.Expr) expr.Expr) func([]expr.Expr) expr.Expr {
	return func(a []expr.Expr) expr.Expr { return f(a[0], a[1]) }
}

func leftAssoc(f func(a, b expr.Expr) expr.Expr) func([]expr.Expr) expr.Expr {
	return func(a []expr.Expr) expr.Expr {
		r := a[0]
		for _, x := range a[1:] {
			r = f(r, x)
		}
		return r
	}
}

func orAll(a []expr.Expr) expr.Expr { return leftAssoc(expr.Or)(a) }

// implies is right-associative: a => b => c is a => (b => c).
func implies(a []expr.Expr) expr.Expr {
	r := a[len(a)-1]
	for i := len(a) - 2; i >= 0; i-- {
		r = expr.Implies(a[i], r)
	}
	return r
}

func exprs(args []term) []expr.Expr {
	es := make([]expr.Expr, len(args))
	for i, a := range args {
		es[i] = a.e
	}
	return es
}

// boolOp lifts a function of Bool arguments.
func boolOp(f func([]expr.Expr) expr.Expr) func(*parser, token, []term) (term, error) {
	return func(p *parser, op token, args []term) (term, error) {
		for i := range args {
			if err := p.wantBool(op, args, i); err != nil {
				return term{}, err
			}
		}
		return boolTerm(f(exprs(args))), nil
	}
}

// bvOp lifts a function of bit-vectors of one width.
func bvOp(f func([]expr.Expr) expr.Expr) func(*parser, token, []term) (term, error) {
	return func(p *parser, op token, args []term) (term, error) {
		if err := p.sameBV(op, args); err != nil {
			return term{}, err
		}
		return bvTerm(f(exprs(args))), nil
	}
}

func compare(f func(a, b expr.Expr) expr.Expr) func(*parser, token, []term) (term, error) {
	return func(p *parser, op token, args []term) (term, error) {
		if err := p.sameBV(op, args); err != nil {
			return term{}, err
		}
		return boolTerm(f(args[0].e, args[1].e)), nil
	}
}

// equal is chainable: a = b = c is a = b and b = c.
func equal(p *parser, op token, args []term) (term, error) {
	if err := p.sameSort(op, args); err != nil {
		return term{}, err
	}
	r := expr.True()
	for i := 1; i < len(args); i++ {
		r = expr.And(r, sameValue(args[i-1], args[i]))
	}
	return boolTerm(r), nil
}

// sameValue is SMT-LIB's equality of two terms of one sort. Floats are
// held as their bits, but SMT-LIB has a single NaN per format: two floats
// are equal when their bits are (so +0 and -0 differ) or both are NaN.
func sameValue(a, b term) expr.Expr {
	if a.s.kind == sortFP {
		return fpSame(a.e, b.e)
	}
	return expr.Eq(a.e, b.e)
}

// fpSame is SMT-LIB's equality of floats held as bits.
func fpSame(a, b expr.Expr) expr.Expr {
	return expr.Or(expr.Eq(a, b), expr.And(fpIsNaN(a), fpIsNaN(b)))
}

// distinct is pairwise.
func distinct(p *parser, op token, args []term) (term, error) {
	if err := p.sameSort(op, args); err != nil {
		return term{}, err
	}
	r := expr.True()
	for i := range args {
		for j := i + 1; j < len(args); j++ {
			r = expr.And(r, expr.Not(sameValue(args[i], args[j])))
		}
	}
	return boolTerm(r), nil
}

func ite(p *parser, op token, args []term) (term, error) {
	if err := p.wantBool(op, args, 0); err != nil {
		return term{}, err
	}
	if err := p.sameSort(op, args[1:]); err != nil {
		return term{}, err
	}
	return term{s: args[1].s, e: expr.Select(args[0].e, args[1].e, args[2].e)}, nil
}

func selectOp(p *parser, op token, args []term) (term, error) {
	a, i := args[0], args[1]
	if a.s.kind != sortArray {
		return term{}, p.errorAt(a.p, "select: argument 1 is %s, want an array", a.s)
	}
	if i.s != (sort{sortBV, a.s.w}) {
		return term{}, p.errorAt(i.p, "select: the index is %s, want (_ BitVec %d)", i.s, a.s.w)
	}
	p.freeze(&a, p.tableName())
	p.noteIndex(a.ul.Root, i.e)
	return bvTerm(expr.Read(a.ul, i.e)), nil
}

func concat(p *parser, op token, args []term) (term, error) {
	w := 0
	for i := range args {
		if err := p.wantBV(op, args, i); err != nil {
			return term{}, err
		}
		w += int(args[i].s.w)
	}
	if err := expr.CheckWidth(w); err != nil {
		return term{}, p.errorf(op, "concat: %v", err)
	}
	return bvTerm(leftAssoc(expr.Concat)(exprs(args))), nil
}

// smod is bvsmod, whose result takes the divisor's sign:
// r = srem(s, t); r = 0 or sign(r) = sign(t) ? r : r + t.
func smod(s, t expr.Expr) expr.Expr {
	r := expr.SRem(s, t)
	top := uint(s.Width()) - 1
	keep := expr.Or(expr.IsZero(r), expr.Eq(expr.Extract(r, top, 1), expr.Extract(t, top, 1)))
	return expr.Select(keep, r, expr.Add(r, t))
}

func extract(p *parser, op token, idx []uint64, x term) (term, error) {
	hi, lo := idx[0], idx[1]
	if hi < lo || hi >= uint64(x.s.w) {
		return term{}, p.errorf(op, "(_ extract %d %d) of a (_ BitVec %d): want width > i >= j", hi, lo, x.s.w)
	}
	return bvTerm(expr.Extract(x.e, uint(lo), expr.Width(hi-lo+1))), nil
}

func extend(f func(expr.Expr, expr.Width) expr.Expr) func(*parser, token, []uint64, term) (term, error) {
	return func(p *parser, op token, idx []uint64, x term) (term, error) {
		w := uint64(x.s.w) + idx[0]
		if err := expr.CheckWidth(int(w)); err != nil {
			return term{}, p.errorf(op, "%s: %v", op.text, err)
		}
		return bvTerm(f(x.e, expr.Width(w))), nil
	}
}

func repeat(p *parser, op token, idx []uint64, x term) (term, error) {
	n := idx[0]
	if n == 0 {
		return term{}, p.errorf(op, "(_ repeat 0) is not allowed")
	}
	if err := expr.CheckWidth(int(n * uint64(x.s.w))); err != nil {
		return term{}, p.errorf(op, "repeat: %v", err)
	}
	r := x.e
	for i := uint64(1); i < n; i++ {
		r = expr.Concat(r, x.e)
	}
	return bvTerm(r), nil
}

func rotate(right bool) func(*parser, token, []uint64, term) (term, error) {
	return func(p *parser, op token, idx []uint64, x term) (term, error) {
		w := uint64(x.s.w)
		k := idx[0] % w
		if right {
			k = (w - k) % w
		}
		if k == 0 {
			return x, nil
		}
		// rotate left by k: the low w-k bits move up.
		return bvTerm(expr.Concat(expr.Extract(x.e, 0, expr.Width(w-k)), expr.Extract(x.e, uint(w-k), expr.Width(k)))), nil
	}
}

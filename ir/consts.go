package ir

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/symx/symx/expr"
)

// This file folds LLVM constants into flat Const lists (one per slot) and
// interns them in the program's constant pool. A pointer constant is kept
// as symbol + offset (Const.Global/Func + Bits); everything else must fold
// to a number. What does not fold reports a notFoldableError, and the
// function lowering then computes the expression with instructions.

// mask returns v truncated to w bits.
func mask(v uint64, w uint16) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<w - 1)
}

// sext sign-extends the w-bit value v to 64 bits.
func sext(v uint64, w uint16) int64 {
	if w == 0 || w >= 64 {
		return int64(v)
	}
	s := 64 - w
	return int64(v<<s) >> s
}

func (c Const) isSym() bool { return c.Global != nil || c.Func != nil }

func sameSym(a, b Const) bool { return a.Global == b.Global && a.Func == b.Func }

// intern adds the consecutive constants cs to the pool (once) and returns
// the operand of the first. Identical sequences share their entries.
func (lw *lowerer) intern(cs []Const) Operand {
	if len(cs) == 0 {
		// A zero-slot value (an empty struct) is never read; give it a
		// valid operand anyway.
		cs = []Const{{Width: 8}}
	}
	key := make([]byte, 0, len(cs)*18)
	for _, c := range cs {
		gi, fi := -1, -1
		if c.Global != nil {
			gi = c.Global.Index
		}
		if c.Func != nil {
			fi = c.Func.Index
		}
		key = binary.LittleEndian.AppendUint64(key, c.Bits)
		key = binary.LittleEndian.AppendUint16(key, c.Width)
		key = binary.LittleEndian.AppendUint32(key, uint32(gi))
		key = binary.LittleEndian.AppendUint32(key, uint32(fi))
	}
	if i, ok := lw.constIndex[string(key)]; ok {
		return ConstOperand(i)
	}
	i := len(lw.p.Consts)
	lw.p.Consts = append(lw.p.Consts, cs...)
	lw.constIndex[string(key)] = i
	return ConstOperand(i)
}

// constInt interns a single integer constant.
func (lw *lowerer) constInt(v uint64, w uint16) Operand {
	return lw.intern([]Const{{Bits: mask(v, w), Width: w}})
}

// zeros returns the all-zero value of type t (zeroinitializer, undef,
// poison: symx gives undefined values the value 0).
func (lw *lowerer) zeros(t types.Type) ([]Const, error) {
	sh, err := lw.tc.shape(t)
	if err != nil {
		return nil, err
	}
	out := make([]Const, len(sh))
	for i, l := range sh {
		out[i] = Const{Width: l.bits}
	}
	return out, nil
}

// fold flattens constant c into one Const per slot.
func (lw *lowerer) fold(c constant.Constant) ([]Const, error) {
	lw.foldDepth++
	defer func() { lw.foldDepth-- }()
	if lw.foldDepth > 200 {
		return nil, fmt.Errorf("constant nested too deeply (alias cycle?)")
	}
	switch c := c.(type) {
	case *constant.Int:
		return lw.foldInt(c)
	case *constant.Float:
		f, err := foldFloat(c)
		return []Const{f}, err
	case *constant.Null:
		return []Const{{Width: lw.tc.ptrBits()}}, nil
	case *constant.ZeroInitializer:
		return lw.zeros(c.Typ)
	case *constant.Undef:
		return lw.zeros(c.Typ)
	case *constant.Poison:
		return lw.zeros(c.Typ)
	case *constant.CharArray:
		out := make([]Const, len(c.X))
		for i, b := range c.X {
			out[i] = Const{Bits: uint64(b), Width: 8}
		}
		return out, nil
	case *constant.Vector:
		return lw.foldAll(c.Elems)
	case *constant.Array:
		return lw.foldAll(c.Elems)
	case *constant.Struct:
		return lw.foldAll(c.Fields)
	case *llir.Global:
		g := lw.globals[c]
		if g == nil {
			return nil, fmt.Errorf("unknown global %s", c.Ident())
		}
		if g.Unsupported != "" {
			return nil, unsupportedf("global %s: %s", c.Ident(), g.Unsupported)
		}
		return []Const{{Width: lw.tc.ptrBits(), Global: g}}, nil
	case *llir.Func:
		f := lw.funcs[c]
		if f == nil {
			return nil, unsupportedf("address of intrinsic %s", c.Ident())
		}
		return []Const{{Width: lw.tc.ptrBits(), Func: f}}, nil
	case *llir.Alias:
		return lw.fold(c.Aliasee)
	case *constant.Index:
		return lw.fold(c.Constant)
	case constant.Expression:
		return lw.foldExpr(c)
	case *constant.BlockAddress:
		return nil, unsupportedf("label address %s (computed goto) is not supported", c.Ident())
	}
	return nil, unsupportedf("constant %s is not supported", c.Ident())
}

func (lw *lowerer) foldAll(cs []constant.Constant) ([]Const, error) {
	var out []Const
	for _, e := range cs {
		f, err := lw.fold(e)
		if err != nil {
			return nil, err
		}
		out = append(out, f...)
	}
	return out, nil
}

func (lw *lowerer) foldInt(c *constant.Int) ([]Const, error) {
	w := c.Typ.BitSize
	if w == 0 || w > 64 {
		return nil, unsupportedf("%d-bit integers are not supported", w)
	}
	// Two's complement of the (possibly negative) big value, cut to w bits.
	x := new(big.Int).Set(c.X)
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	x.Mod(x, mod)
	return []Const{{Bits: x.Uint64(), Width: uint16(w)}}, nil
}

// foldFloat returns the IEEE bits of a float (32-bit) or double (64-bit).
// NaNs become the quiet NaN of their sign: llir keeps no payload.
func foldFloat(c *constant.Float) (Const, error) {
	neg := c.X != nil && c.X.Signbit()
	switch c.Typ.Kind {
	case types.FloatKindFloat:
		if c.NaN {
			b := uint64(0x7FC00000)
			if neg {
				b |= 1 << 31
			}
			return Const{Bits: b, Width: 32}, nil
		}
		f, _ := c.X.Float32()
		return Const{Bits: uint64(math.Float32bits(f)), Width: 32}, nil
	case types.FloatKindDouble, types.FloatKindX86_FP80: // x86_fp80 as double
		if c.NaN {
			b := uint64(0x7FF8000000000000)
			if neg {
				b |= 1 << 63
			}
			return Const{Bits: b, Width: 64}, nil
		}
		f, _ := c.X.Float64()
		return Const{Bits: math.Float64bits(f), Width: 64}, nil
	}
	return Const{}, unsupportedf("floating-point type %s is not supported", c.Typ)
}

// foldScalar folds a constant that must be one slot.
func (lw *lowerer) foldScalar(c constant.Constant) (Const, error) {
	cs, err := lw.fold(c)
	if err != nil {
		return Const{}, err
	}
	if len(cs) != 1 {
		return Const{}, notFoldablef("%s is not a scalar", c.Ident())
	}
	return cs[0], nil
}

// foldNumber folds a constant that must be a plain number.
func (lw *lowerer) foldNumber(c constant.Constant) (Const, error) {
	x, err := lw.foldScalar(c)
	if err == nil && x.isSym() {
		err = notFoldablef("%s is an address, not a number", c.Ident())
	}
	return x, err
}

// resultLeaf is the leaf of a scalar result type of an expression.
func (lw *lowerer) resultLeaf(t types.Type) (leaf, error) {
	sh, err := lw.tc.shape(t)
	if err != nil {
		return leaf{}, err
	}
	if len(sh) != 1 {
		return leaf{}, notFoldablef("vector constant expression of type %s", t)
	}
	return sh[0], nil
}

func (lw *lowerer) foldExpr(e constant.Expression) ([]Const, error) {
	switch e := e.(type) {
	case *constant.ExprGetElementPtr:
		x, err := lw.foldGEP(e)
		return []Const{x}, err
	case *constant.ExprBitCast:
		return lw.foldBitCast(e.From, e.To)
	case *constant.ExprAddrSpaceCast:
		return lw.foldBitCast(e.From, e.To)
	case *constant.ExprPtrToInt:
		return lw.foldIntCast(e.From, e.To, "ptrtoint")
	case *constant.ExprIntToPtr:
		return lw.foldIntCast(e.From, e.To, "inttoptr")
	case *constant.ExprTrunc:
		return lw.foldIntCast(e.From, e.To, "trunc")
	case *constant.ExprZExt:
		return lw.foldIntCast(e.From, e.To, "zext")
	case *constant.ExprSExt:
		return lw.foldIntCast(e.From, e.To, "sext")
	case *constant.ExprICmp:
		return lw.foldICmp(e)
	case *constant.ExprSelect:
		return lw.foldSelect(e)
	case *constant.ExprExtractValue:
		return lw.foldExtractValue(e)
	case *constant.ExprInsertValue:
		return lw.foldInsertValue(e)
	case *constant.ExprExtractElement:
		return lw.foldExtractElement(e)
	}
	if op, x, y, ok := binaryExprOperands(e); ok {
		return lw.foldBinaryExpr(op, x, y, e.Type())
	}
	return nil, notFoldablef("constant expression %s", e.Ident())
}

// binaryExprOperands maps integer binary constant expressions to the Op
// that computes them.
func binaryExprOperands(e constant.Expression) (Op, constant.Constant, constant.Constant, bool) {
	switch e := e.(type) {
	case *constant.ExprAdd:
		return OpAdd, e.X, e.Y, true
	case *constant.ExprSub:
		return OpSub, e.X, e.Y, true
	case *constant.ExprMul:
		return OpMul, e.X, e.Y, true
	case *constant.ExprUDiv:
		return OpUDiv, e.X, e.Y, true
	case *constant.ExprSDiv:
		return OpSDiv, e.X, e.Y, true
	case *constant.ExprURem:
		return OpURem, e.X, e.Y, true
	case *constant.ExprSRem:
		return OpSRem, e.X, e.Y, true
	case *constant.ExprShl:
		return OpShl, e.X, e.Y, true
	case *constant.ExprLShr:
		return OpLShr, e.X, e.Y, true
	case *constant.ExprAShr:
		return OpAShr, e.X, e.Y, true
	case *constant.ExprAnd:
		return OpAnd, e.X, e.Y, true
	case *constant.ExprOr:
		return OpOr, e.X, e.Y, true
	case *constant.ExprXor:
		return OpXor, e.X, e.Y, true
	}
	return 0, nil, nil, false
}

func (lw *lowerer) foldBinaryExpr(op Op, xc, yc constant.Constant, t types.Type) ([]Const, error) {
	l, err := lw.resultLeaf(t)
	if err != nil {
		return nil, err
	}
	x, err := lw.foldScalar(xc)
	if err != nil {
		return nil, err
	}
	y, err := lw.foldScalar(yc)
	if err != nil {
		return nil, err
	}
	r, err := foldBinary(op, x, y, l.bits)
	return []Const{r}, err
}

// foldBinary computes x op y on w-bit values. Addresses survive adding and
// subtracting numbers, and the difference of two addresses into the same
// object is a number.
func foldBinary(op Op, x, y Const, w uint16) (Const, error) {
	switch {
	case op == OpAdd && x.isSym() && !y.isSym():
		return Const{Bits: mask(x.Bits+y.Bits, w), Width: w, Global: x.Global, Func: x.Func}, nil
	case op == OpAdd && y.isSym() && !x.isSym():
		return Const{Bits: mask(x.Bits+y.Bits, w), Width: w, Global: y.Global, Func: y.Func}, nil
	case op == OpSub && x.isSym() && !y.isSym():
		return Const{Bits: mask(x.Bits-y.Bits, w), Width: w, Global: x.Global, Func: x.Func}, nil
	case op == OpSub && x.isSym() && sameSym(x, y):
		return Const{Bits: mask(x.Bits-y.Bits, w), Width: w}, nil
	case x.isSym() || y.isSym():
		return Const{}, notFoldablef("%s of an address", op)
	}
	a, b := mask(x.Bits, w), mask(y.Bits, w)
	k, ok := IntKind(op)
	if !ok {
		return Const{}, notFoldablef("%s", op)
	}
	// The operations whose operand makes them a bug the executor reports
	// (division by zero, an overshift under KLEE's check) or undefined in
	// LLVM (the signed minimum divided by -1) stay instructions, so the
	// run meets them; everything else folds to expr's value, the one the
	// instruction would compute.
	switch op {
	case OpShl, OpLShr, OpAShr:
		if b >= uint64(w) {
			return Const{}, notFoldablef("shift by %d of a %d-bit value", b, w)
		}
	case OpUDiv, OpSDiv, OpURem, OpSRem:
		if b == 0 || (op == OpSDiv || op == OpSRem) && sext(b, w) == -1 && a == 1<<(w-1) {
			return Const{}, notFoldablef("%s by zero or overflowing", op)
		}
	}
	return Const{Bits: expr.ApplyBinary(k, expr.Width(w), a, b), Width: w}, nil
}

// intKinds maps the integer binary ops with an expr kind to it.
var intKinds = [...]expr.Kind{
	OpAdd: expr.KindAdd, OpSub: expr.KindSub, OpMul: expr.KindMul,
	OpUDiv: expr.KindUDiv, OpSDiv: expr.KindSDiv, OpURem: expr.KindURem,
	OpSRem: expr.KindSRem, OpShl: expr.KindShl, OpLShr: expr.KindLShr,
	OpAShr: expr.KindAShr, OpAnd: expr.KindAnd, OpOr: expr.KindOr, OpXor: expr.KindXor,
}

// IntKind returns the expr kind of an integer binary op (add … xor),
// whose concrete meaning is expr.ApplyBinary of that kind; ok is false
// for the ops without one (the min/max intrinsics, non-integer ops).
// Constant folding here and the executor's arithmetic both compute
// through it, so a folded constant is what the instruction would give.
func IntKind(op Op) (k expr.Kind, ok bool) {
	if int(op) < len(intKinds) && intKinds[op] != 0 {
		return intKinds[op], true
	}
	return 0, false
}

// intCompares maps the icmp predicates to expr's five compare kinds.
var intCompares = [...]struct {
	k         expr.Kind
	swap, not bool
}{
	IntEQ: {k: expr.KindEq}, IntNE: {k: expr.KindEq, not: true},
	IntULT: {k: expr.KindUlt}, IntULE: {k: expr.KindUle},
	IntUGT: {k: expr.KindUlt, swap: true}, IntUGE: {k: expr.KindUle, swap: true},
	IntSLT: {k: expr.KindSlt}, IntSLE: {k: expr.KindSle},
	IntSGT: {k: expr.KindSlt, swap: true}, IntSGE: {k: expr.KindSle, swap: true},
}

// IntCompare computes the icmp predicate p on w-bit values with expr's
// compare kinds (ne is not eq, ugt is ult swapped, and so on, as expr's
// builders form them): 1 or 0.
func IntCompare(p Pred, w uint16, a, b uint64) uint64 {
	k, swap, not := IntCompareKind(p)
	if swap {
		a, b = b, a
	}
	return expr.ApplyBinary(k, expr.Width(w), a, b) ^ b2u(not)
}

// IntCompareKind is the icmp predicate p as one of expr's compare kinds,
// its operands swapped and its result negated as swap and not say: the
// one mapping that IntCompare and the executor's symbolic icmp share.
func IntCompareKind(p Pred) (k expr.Kind, swap, not bool) {
	if int(p) >= len(intCompares) || intCompares[p].k == 0 {
		panic("ir: icmp predicate " + p.String())
	}
	c := intCompares[p]
	return c.k, c.swap, c.not
}

// IntCast computes trunc, zext and sext of a from-bit value to to bits
// with expr.ApplyUnary (a truncation is an extract at offset 0).
func IntCast(op Op, from, to uint16, a uint64) uint64 {
	var k expr.Kind
	switch op {
	case OpTrunc:
		k = expr.KindExtract
	case OpZExt:
		k = expr.KindZExt
	case OpSExt:
		k = expr.KindSExt
	default:
		panic("ir: IntCast on " + op.String())
	}
	return expr.ApplyUnary(k, expr.Width(from), expr.Width(to), 0, mask(a, from))
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// foldIntCast folds trunc/zext/sext/ptrtoint/inttoptr.
func (lw *lowerer) foldIntCast(from constant.Constant, to types.Type, kind string) ([]Const, error) {
	l, err := lw.resultLeaf(to)
	if err != nil {
		return nil, err
	}
	x, err := lw.foldScalar(from)
	if err != nil {
		return nil, err
	}
	if x.isSym() {
		// An address keeps its symbol while no bits of it are lost.
		if kind != "sext" && kind != "trunc" && l.bits >= lw.tc.ptrBits() && x.Width >= lw.tc.ptrBits() {
			x.Width = l.bits
			return []Const{x}, nil
		}
		return nil, notFoldablef("%s of an address to %d bits", kind, l.bits)
	}
	// zext, ptrtoint and inttoptr zero-extend; to fewer bits, any of
	// them truncates.
	op := OpZExt
	switch {
	case l.bits < x.Width:
		op = OpTrunc
	case kind == "sext":
		op = OpSExt
	}
	return []Const{{Bits: IntCast(op, x.Width, l.bits, x.Bits), Width: l.bits}}, nil
}

// foldBitCast reinterprets the bits of a constant as type to. Equal shapes
// keep the values (and symbols); different lane splits are re-packed
// little-endian, which needs plain numbers.
func (lw *lowerer) foldBitCast(from constant.Constant, to types.Type) ([]Const, error) {
	xs, err := lw.fold(from)
	if err != nil {
		return nil, err
	}
	sh, err := lw.tc.shape(to)
	if err != nil {
		return nil, err
	}
	if sameWidths(xs, sh) {
		out := make([]Const, len(xs))
		for i, x := range xs {
			x.Width = sh[i].bits
			out[i] = x
		}
		return out, nil
	}
	acc := new(big.Int)
	pos := uint(0)
	for _, x := range xs {
		if x.isSym() {
			return nil, notFoldablef("bitcast of an address to %s", to)
		}
		acc.Or(acc, new(big.Int).Lsh(new(big.Int).SetUint64(mask(x.Bits, x.Width)), pos))
		pos += uint(x.Width)
	}
	out := make([]Const, len(sh))
	pos = 0
	for i, l := range sh {
		v := new(big.Int).Rsh(acc, pos)
		out[i] = Const{Bits: mask(v.Uint64(), l.bits), Width: l.bits}
		pos += uint(l.bits)
	}
	return out, nil
}

func sameWidths(xs []Const, sh []leaf) bool {
	if len(xs) != len(sh) {
		return false
	}
	for i := range xs {
		if xs[i].Width != sh[i].bits {
			return false
		}
	}
	return true
}

func (lw *lowerer) foldICmp(e *constant.ExprICmp) ([]Const, error) {
	x, err := lw.foldScalar(e.X)
	if err != nil {
		return nil, err
	}
	y, err := lw.foldScalar(e.Y)
	if err != nil {
		return nil, err
	}
	if x.isSym() || y.isSym() {
		if !sameSym(x, y) || (e.Pred != enum.IPredEQ && e.Pred != enum.IPredNE) {
			return nil, notFoldablef("comparison of addresses")
		}
	}
	p, ok := ipreds[e.Pred]
	if !ok {
		return nil, notFoldablef("icmp %s", e.Pred)
	}
	w := x.Width
	return []Const{{Bits: IntCompare(p, w, mask(x.Bits, w), mask(y.Bits, w)), Width: 1}}, nil
}

func (lw *lowerer) foldSelect(e *constant.ExprSelect) ([]Const, error) {
	c, err := lw.foldNumber(e.Cond)
	if err != nil {
		return nil, err
	}
	if c.Bits&1 != 0 {
		return lw.fold(e.X)
	}
	return lw.fold(e.Y)
}

func (lw *lowerer) foldExtractValue(e *constant.ExprExtractValue) ([]Const, error) {
	xs, err := lw.fold(e.X)
	if err != nil {
		return nil, err
	}
	off, n, err := lw.tc.aggregateSlotOffset(e.X.Type(), e.Indices)
	if err != nil {
		return nil, err
	}
	return xs[off : off+n], nil
}

func (lw *lowerer) foldInsertValue(e *constant.ExprInsertValue) ([]Const, error) {
	xs, err := lw.fold(e.X)
	if err != nil {
		return nil, err
	}
	ys, err := lw.fold(e.Elem)
	if err != nil {
		return nil, err
	}
	off, n, err := lw.tc.aggregateSlotOffset(e.X.Type(), e.Indices)
	if err != nil {
		return nil, err
	}
	if n != len(ys) {
		return nil, fmt.Errorf("insertvalue of %d slots into %d", len(ys), n)
	}
	out := append([]Const(nil), xs...)
	copy(out[off:], ys)
	return out, nil
}

func (lw *lowerer) foldExtractElement(e *constant.ExprExtractElement) ([]Const, error) {
	xs, err := lw.fold(e.X)
	if err != nil {
		return nil, err
	}
	i, err := lw.foldNumber(e.Index)
	if err != nil {
		return nil, err
	}
	if i.Bits >= uint64(len(xs)) {
		return lw.zeros(e.Type()) // poison
	}
	return xs[i.Bits : i.Bits+1], nil
}

// foldGEP folds a constant getelementptr to symbol + offset.
func (lw *lowerer) foldGEP(e *constant.ExprGetElementPtr) (Const, error) {
	if _, ok := e.Type().(*types.VectorType); ok {
		return Const{}, notFoldablef("vector getelementptr")
	}
	base, err := lw.foldScalar(e.Src)
	if err != nil {
		return Const{}, err
	}
	idx := make([]value.Value, len(e.Indices))
	for i, c := range e.Indices {
		idx[i] = c
	}
	off, err := lw.gepOffsets(e.ElemType, idx, func(v value.Value, scale int64) error {
		return notFoldablef("getelementptr index %s is not a number", v.Ident())
	})
	if err != nil {
		return Const{}, err
	}
	w := lw.tc.ptrBits()
	return Const{Bits: mask(base.Bits+uint64(off), w), Width: w, Global: base.Global, Func: base.Func}, nil
}

// gepOffsets walks the indices of a getelementptr over elemType. Constant
// indices are summed into the returned offset; for every other index
// onVar is called with the index and the byte scale it is multiplied by.
func (lw *lowerer) gepOffsets(elemType types.Type, indices []value.Value, onVar func(v value.Value, scale int64) error) (int64, error) {
	var off int64
	t := elemType
	for i, v := range indices {
		if i > 0 {
			if st, ok := t.(*types.StructType); ok {
				k, ok := lw.constIndexValue(v)
				if !ok {
					return 0, fmt.Errorf("struct index %s is not a constant", v.Ident())
				}
				fo, err := lw.tc.fieldOffset(st, uint64(k))
				if err != nil {
					return 0, err
				}
				off += int64(fo)
				t = st.Fields[k]
				continue
			}
			switch tt := t.(type) {
			case *types.ArrayType:
				t = tt.ElemType
			case *types.VectorType:
				t = tt.ElemType
			default:
				return 0, fmt.Errorf("getelementptr cannot index into %s", t)
			}
		}
		size, _, err := lw.tc.sizeAlign(t)
		if err != nil {
			return 0, err
		}
		if k, ok := lw.constIndexValue(v); ok {
			off += k * int64(size)
			continue
		}
		if err := onVar(v, int64(size)); err != nil {
			return 0, err
		}
	}
	return off, nil
}

// constIndexValue returns the sign-extended value of a constant integer
// index (any constant that folds to a number).
func (lw *lowerer) constIndexValue(v value.Value) (int64, bool) {
	c, ok := v.(constant.Constant)
	if !ok {
		return 0, false
	}
	if _, vec := c.Type().(*types.VectorType); vec {
		return 0, false
	}
	x, err := lw.foldNumber(c)
	if err != nil {
		return 0, false
	}
	return sext(x.Bits, x.Width), true
}

package ir

import (
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

// writeInit writes the byte image of constant c of type t into gl.Init at
// off. Zero parts are skipped (Init starts zeroed) and strings are copied
// whole, so large zero or string initializers cost nothing per element.
// Pointers to globals and functions become relocations over zero bytes.
func (lw *lowerer) writeInit(gl *Global, off uint64, c constant.Constant, t types.Type) error {
	if isZeroConst(c) {
		return nil
	}
	switch c := c.(type) {
	case *constant.BlockAddress:
		// Label addresses (computed goto tables) are only usable by
		// indirectbr, which lowers to OpUnsupported; leaving them zero
		// lets the rest of such a program load.
		return nil
	case *constant.CharArray:
		copy(gl.Init[off:], c.X)
		return nil
	case *constant.Array:
		return lw.writeElems(gl, off, c.Elems, c.Typ.ElemType)
	case *constant.Vector:
		eb, err := lw.tc.elemBits(c.Typ.ElemType)
		if err != nil {
			return err
		}
		if eb%8 != 0 {
			return unsupportedf("initializer of bit-packed vector %s", c.Typ)
		}
		for i, e := range c.Elems {
			if err := lw.writeInit(gl, off+uint64(i)*eb/8, e, c.Typ.ElemType); err != nil {
				return err
			}
		}
		return nil
	case *constant.Int:
		if c.Typ.BitSize > 64 {
			return lw.writeBig(gl, off, c.X, c.Typ.BitSize)
		}
	case *constant.Float:
		if k := c.Typ.Kind; k != types.FloatKindFloat && k != types.FloatKindDouble && k != types.FloatKindX86_FP80 {
			return lw.writeWideFloat(gl, off, c)
		}
	case *constant.Struct:
		st, ok := t.(*types.StructType)
		if !ok {
			st = c.Typ
		}
		for i, f := range c.Fields {
			fo, err := lw.tc.fieldOffset(st, uint64(i))
			if err != nil {
				return err
			}
			if err := lw.writeInit(gl, off+fo, f, st.Fields[i]); err != nil {
				return err
			}
		}
		return nil
	}
	return lw.writeFolded(gl, off, c, t)
}

// writeBig writes a w-bit integer wider than a slot (i128) in two's
// complement, so that a global image is exact even where symx cannot
// compute with the type.
func (lw *lowerer) writeBig(gl *Global, off uint64, x *big.Int, w uint64) error {
	v := new(big.Int).Mod(x, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	n := (w + 7) / 8
	if off+n > uint64(len(gl.Init)) {
		return fmt.Errorf("integer initializer overflows %d bytes", len(gl.Init))
	}
	b := v.FillBytes(make([]byte, n)) // big-endian
	for i := uint64(0); i < n; i++ {
		gl.Init[off+i] = b[n-1-i]
	}
	return nil
}

// writeWideFloat writes a half, x86_fp80 or fp128 constant in its memory
// format.
func (lw *lowerer) writeWideFloat(gl *Global, off uint64, c *constant.Float) error {
	var expBits, fracBits uint
	explicit := false
	switch c.Typ.Kind {
	case types.FloatKindHalf:
		expBits, fracBits = 5, 10
	case types.FloatKindX86_FP80:
		expBits, fracBits, explicit = 15, 63, true
	case types.FloatKindFP128:
		expBits, fracBits = 15, 112
	default:
		return unsupportedf("initializer of type %s", c.Typ)
	}
	x := c.X
	if x == nil {
		x = new(big.Float)
	}
	bits := 1 + expBits + fracBits + boolBit(explicit)
	return lw.writeBig(gl, off, encodeFloat(x, c.NaN, expBits, fracBits, explicit), uint64(bits))
}

func boolBit(b bool) uint {
	if b {
		return 1
	}
	return 0
}

// encodeFloat encodes x in an IEEE-style binary format with expBits of
// exponent and fracBits of fraction; explicit says the integer bit is
// stored (x87 extended precision). NaNs are the quiet NaN of their sign.
func encodeFloat(x *big.Float, nan bool, expBits, fracBits uint, explicit bool) *big.Int {
	one := big.NewInt(1)
	maxExp := new(big.Int).Sub(new(big.Int).Lsh(one, expBits), one)
	intBit := new(big.Int)
	if explicit {
		intBit.Lsh(one, fracBits)
	}
	var exp, frac *big.Int
	switch {
	case nan:
		exp, frac = maxExp, new(big.Int).Or(intBit, new(big.Int).Lsh(one, fracBits-1))
	case x.IsInf():
		exp, frac = maxExp, intBit
	case x.Sign() == 0:
		exp, frac = new(big.Int), new(big.Int)
	default:
		// Round |x| to fracBits+1 significant bits, then split it.
		y := new(big.Float).SetPrec(fracBits + 1).SetMode(big.ToNearestEven).Abs(x)
		mant := new(big.Float)
		e := y.MantExp(mant) // y = mant × 2^e, 0.5 ≤ mant < 1
		sig, _ := mant.SetMantExp(mant, int(fracBits)+1).Int(nil)
		bias := int64(1)<<(expBits-1) - 1
		be := int64(e) - 1 + bias
		if be <= 0 { // subnormal
			sig.Rsh(sig, uint(1-be))
			be = 0
		}
		if !explicit {
			sig.AndNot(sig, new(big.Int).Lsh(one, fracBits))
		}
		exp, frac = big.NewInt(be), sig
	}
	total := fracBits + boolBit(explicit)
	v := new(big.Int).Lsh(exp, total)
	v.Or(v, frac)
	if x.Signbit() {
		v.Or(v, new(big.Int).Lsh(one, total+expBits))
	}
	return v
}

func (lw *lowerer) writeElems(gl *Global, off uint64, elems []constant.Constant, et types.Type) error {
	size, _, err := lw.tc.sizeAlign(et)
	if err != nil {
		return err
	}
	for i, e := range elems {
		if err := lw.writeInit(gl, off+uint64(i)*size, e, et); err != nil {
			return err
		}
	}
	return nil
}

// writeFolded writes a scalar (or a constant expression of any type) by
// folding it and placing each leaf at its layout offset.
func (lw *lowerer) writeFolded(gl *Global, off uint64, c constant.Constant, t types.Type) error {
	lay, err := lw.tc.layout(t)
	if err != nil {
		return err
	}
	cs, err := lw.fold(c)
	if isNotFoldable(err) && len(lay.Scalars) == 1 {
		return lw.writeRel(gl, off+uint64(lay.Scalars[0].Offset), c, lay.Scalars[0].Bits)
	}
	if err != nil {
		if isNotFoldable(err) {
			return unsupportedf("initializer %s: %v (not address arithmetic)", c.Ident(), err)
		}
		return err
	}
	if len(lay.Scalars) != len(cs) {
		return fmt.Errorf("initializer %s: %d values for type %s", c.Ident(), len(cs), t)
	}
	for i, x := range cs {
		at := off + uint64(lay.Scalars[i].Offset)
		if x.isSym() {
			gl.Relocs = append(gl.Relocs, lw.reloc(at, relValue{plus: symOf(x), addend: sext(x.Bits, x.Width)}, x.Width))
			continue
		}
		var buf [8]byte
		binary.LittleEndian.PutUint64(buf[:], x.Bits)
		n := uint64(lay.Scalars[i].Bits+7) / 8
		if at+n > uint64(len(gl.Init)) {
			return fmt.Errorf("initializer %s overflows %d bytes", c.Ident(), len(gl.Init))
		}
		copy(gl.Init[at:at+n], buf[:n])
	}
	return nil
}

// relValue is an address expression of a global initializer: the address
// of plus, minus the address of minus, plus addend (either symbol may be
// absent).
type relValue struct {
	plus, minus Symbol
	addend      int64
}

func symOf(x Const) Symbol { return Symbol{Global: x.Global, Func: x.Func} }

// reloc makes the relocation writing v in bits bits at off.
func (lw *lowerer) reloc(off uint64, v relValue, bits uint16) Reloc {
	r := Reloc{Offset: off, Target: v.plus, Minus: v.minus, Addend: v.addend}
	if bits != lw.tc.ptrBits() {
		r.Bytes = int(bits+7) / 8
	}
	return r
}

// writeRel writes a scalar initializer that does not fold to symbol +
// offset, but is the difference of two addresses or a truncated address,
// as a relocation: its value depends on where the interpreter places the
// globals.
func (lw *lowerer) writeRel(gl *Global, at uint64, c constant.Constant, bits uint16) error {
	v, err := lw.foldRel(c)
	if err != nil {
		return unsupportedf("initializer %s: %v (not address arithmetic)", c.Ident(), err)
	}
	if v.plus == (Symbol{}) {
		return unsupportedf("initializer %s: negated address", c.Ident())
	}
	if at+uint64(bits+7)/8 > uint64(len(gl.Init)) {
		return fmt.Errorf("initializer %s overflows %d bytes", c.Ident(), len(gl.Init))
	}
	gl.Relocs = append(gl.Relocs, lw.reloc(at, v, bits))
	return nil
}

// foldRel folds address arithmetic: sums and differences of addresses and
// numbers, through ptrtoint, bitcast and trunc. Arithmetic modulo 2^w
// commutes with truncation, so the value is exact as long as nothing is
// extended: a zext, sext or widening inttoptr of an address is refused.
func (lw *lowerer) foldRel(c constant.Constant) (relValue, error) {
	x, err := lw.foldScalar(c)
	if err == nil {
		return relValue{plus: symOf(x), addend: sext(x.Bits, x.Width)}, nil
	}
	if !isNotFoldable(err) {
		return relValue{}, err
	}
	switch e := c.(type) {
	case *constant.ExprAdd, *constant.ExprSub:
		op, xc, yc, _ := binaryExprOperands(e.(constant.Expression))
		a, err := lw.foldRel(xc)
		if err != nil {
			return relValue{}, err
		}
		b, err := lw.foldRel(yc)
		if err != nil {
			return relValue{}, err
		}
		if op == OpSub {
			b = relValue{plus: b.minus, minus: b.plus, addend: -b.addend}
		}
		return addRel(a, b)
	case *constant.ExprTrunc:
		return lw.foldRel(e.From)
	case *constant.ExprPtrToInt:
		return lw.foldRelCast(e.From, e.To, err)
	case *constant.ExprIntToPtr:
		return lw.foldRelCast(e.From, e.To, err)
	case *constant.ExprBitCast:
		return lw.foldRelCast(e.From, e.To, err)
	}
	return relValue{}, err
}

// foldRelCast folds a cast of address arithmetic that does not widen it.
func (lw *lowerer) foldRelCast(from constant.Constant, to types.Type, err error) (relValue, error) {
	if fb, tb, ok := lw.scalarBits(from.Type(), to); !ok || tb > fb {
		return relValue{}, err
	}
	return lw.foldRel(from)
}

// addRel adds two address expressions; an address added to itself (or
// two subtracted ones) has no relocation.
func addRel(a, b relValue) (relValue, error) {
	r := relValue{addend: a.addend + b.addend}
	plus := []Symbol{a.plus, b.plus}
	minus := []Symbol{a.minus, b.minus}
	for i, p := range plus {
		for j, m := range minus {
			if p != (Symbol{}) && p == m {
				plus[i], minus[j] = Symbol{}, Symbol{}
			}
		}
	}
	for _, p := range plus {
		if p == (Symbol{}) {
			continue
		}
		if r.plus != (Symbol{}) {
			return relValue{}, notFoldablef("sum of two addresses")
		}
		r.plus = p
	}
	for _, m := range minus {
		if m == (Symbol{}) {
			continue
		}
		if r.minus != (Symbol{}) {
			return relValue{}, notFoldablef("address subtracted twice")
		}
		r.minus = m
	}
	return r, nil
}

// scalarBits returns the widths of two single-slot types.
func (lw *lowerer) scalarBits(from, to types.Type) (uint16, uint16, bool) {
	fs, err1 := lw.tc.shape(from)
	ts, err2 := lw.tc.shape(to)
	if err1 != nil || err2 != nil || len(fs) != 1 || len(ts) != 1 {
		return 0, 0, false
	}
	return fs[0].bits, ts[0].bits, true
}

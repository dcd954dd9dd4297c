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
	switch c := c.(type) {
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison, *constant.Null:
		return nil
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
		if c.Typ.Kind != types.FloatKindFloat && c.Typ.Kind != types.FloatKindDouble {
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
	cs, err := lw.fold(c)
	if err != nil {
		if isNotFoldable(err) {
			return fmt.Errorf("initializer %s: %w (not symbol+offset or a number)", c.Ident(), err)
		}
		return err
	}
	lay, err := lw.tc.layout(t)
	if err != nil {
		return err
	}
	if len(lay.Scalars) != len(cs) {
		return fmt.Errorf("initializer %s: %d values for type %s", c.Ident(), len(cs), t)
	}
	for i, x := range cs {
		at := off + uint64(lay.Scalars[i].Offset)
		if x.isSym() {
			if x.Width != lw.tc.ptrBits() {
				return fmt.Errorf("initializer %s: address stored in %d bits", c.Ident(), x.Width)
			}
			gl.Relocs = append(gl.Relocs, Reloc{
				Offset: at,
				Target: Symbol{Global: x.Global, Func: x.Func},
				Addend: sext(x.Bits, x.Width),
			})
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

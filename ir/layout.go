package ir

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir/types"
)

// Data layouts of the two targets symx runs C for. A module without a
// `target datalayout` line gets the one its triple implies (x86-64 when the
// triple is missing too).
const (
	layoutX8664 = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	layoutI386  = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
)

// maxLeaves bounds how many scalar leaves one flattened value may have.
// Clang copies big aggregates with memcpy, so only an allocation of a big
// array asks for more, and an allocation needs only the size (see
// allocaLayout).
const maxLeaves = 1 << 16

// dataLayout holds the ABI alignments (in bytes) of an LLVM data layout
// string. Only the parts that decide sizes and offsets are kept.
type dataLayout struct {
	ptrBytes  uint64
	ptrAlign  uint64
	intAlign  map[uint64]uint64 // bit width → ABI alignment
	fltAlign  map[uint64]uint64
	vecAlign  map[uint64]uint64
	aggAlign  uint64
	bigEndian bool
}

// parseDataLayout parses an LLVM data layout string on top of LLVM 14's
// defaults (DataLayout.cpp: i64 has ABI alignment 4 unless the string says
// otherwise, which is what makes i386 differ from x86-64).
func parseDataLayout(s string) (*dataLayout, error) {
	dl := &dataLayout{
		ptrBytes: 8, ptrAlign: 8,
		intAlign: map[uint64]uint64{1: 1, 8: 1, 16: 2, 32: 4, 64: 4},
		fltAlign: map[uint64]uint64{16: 2, 32: 4, 64: 8, 128: 16},
		vecAlign: map[uint64]uint64{64: 8, 128: 16},
		aggAlign: 1,
	}
	if s == "" {
		return dl, nil
	}
	for _, spec := range strings.Split(s, "-") {
		if spec == "" {
			continue
		}
		if err := dl.parseSpec(spec); err != nil {
			return nil, fmt.Errorf("data layout %q: %q: %w", s, spec, err)
		}
	}
	if dl.bigEndian {
		return nil, fmt.Errorf("data layout %q: big-endian targets are not supported", s)
	}
	return dl, nil
}

func (dl *dataLayout) parseSpec(spec string) error {
	switch spec[0] {
	case 'e':
		dl.bigEndian = false
	case 'E':
		dl.bigEndian = true
	case 'p':
		// p[n]:size:abi[:pref[:idx]]; only address space 0 matters.
		head, rest, _ := strings.Cut(spec[1:], ":")
		if head != "" && head != "0" {
			return nil
		}
		nums, err := parseBits(rest)
		if err != nil || len(nums) < 2 {
			return fmt.Errorf("bad pointer spec")
		}
		dl.ptrBytes, dl.ptrAlign = nums[0]/8, nums[1]/8
	case 'i', 'f', 'v':
		nums, err := parseBits(strings.Replace(spec[1:], ":", ",", 1))
		if err != nil || len(nums) < 2 {
			return fmt.Errorf("bad alignment spec")
		}
		m := map[byte]map[uint64]uint64{'i': dl.intAlign, 'f': dl.fltAlign, 'v': dl.vecAlign}[spec[0]]
		m[nums[0]] = nums[1] / 8
	case 'a':
		_, rest, _ := strings.Cut(spec, ":")
		nums, err := parseBits(rest)
		if err != nil || len(nums) < 1 {
			return fmt.Errorf("bad aggregate spec")
		}
		dl.aggAlign = max(nums[0]/8, 1)
	}
	// m:, n, S, A, P, G, F and friends do not affect sizes or offsets.
	return nil
}

// parseBits parses "a:b:c" (or "a,b:c") into numbers.
func parseBits(s string) ([]uint64, error) {
	var out []uint64
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ':' || r == ',' }) {
		n, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// intAlignOf follows LLVM: an integer width without its own entry takes the
// alignment of the smallest larger listed width, or of the largest one.
func (dl *dataLayout) intAlignOf(bits uint64) uint64 {
	if a, ok := dl.intAlign[bits]; ok {
		return a
	}
	best, bestBits := uint64(0), uint64(0)
	largest, largestBits := uint64(1), uint64(0)
	for b, a := range dl.intAlign {
		if b > bits && (bestBits == 0 || b < bestBits) {
			best, bestBits = a, b
		}
		if b > largestBits {
			largest, largestBits = a, b
		}
	}
	if bestBits != 0 {
		return best
	}
	return largest
}

// leaf is one scalar of a flattened SSA value (a slot).
type leaf struct {
	bits  uint16
	float bool
}

// typeInfo memoizes what the lowering asks about one type. Each part is
// computed on first use and carries its own error, because a type can have
// a size (x86_fp80 fields in a struct: GEP works) without a flat form
// (loading it does not), and most sized types (a global char[1<<20]) are
// never flattened at all.
type typeInfo struct {
	sizeDone     bool
	size, align  uint64
	fieldOffsets []uint64 // struct types only
	sizeErr      error

	shapeDone bool
	shape     []leaf // register form: one leaf per slot
	shapeErr  error

	layDone bool
	lay     *Layout // memory form
	layErr  error
}

// typeCache computes and memoizes layouts per llir type. llir shares one
// *types.StructType per named struct, so keying by the interface value
// (pointer identity) makes each struct's layout computed once.
type typeCache struct {
	dl    *dataLayout
	infos map[types.Type]*typeInfo
}

func newTypeCache(dl *dataLayout) *typeCache {
	return &typeCache{dl: dl, infos: make(map[types.Type]*typeInfo)}
}

func (tc *typeCache) ptrBits() uint16 { return uint16(tc.dl.ptrBytes * 8) }

func (tc *typeCache) info(t types.Type) *typeInfo {
	ti, ok := tc.infos[t]
	if !ok {
		ti = &typeInfo{}
		tc.infos[t] = ti
	}
	return ti
}

// cycleErr is what a part of a type's information reads while it is being
// computed: only an invalid, directly recursive struct can see it, and it
// then ends in this error instead of a stack overflow.
func cycleErr(t types.Type) error { return fmt.Errorf("type %s contains itself", t) }

// sizeAlign returns the alloc size and ABI alignment of t.
func (tc *typeCache) sizeAlign(t types.Type) (uint64, uint64, error) {
	ti := tc.info(t)
	if !ti.sizeDone {
		ti.sizeDone, ti.sizeErr = true, cycleErr(t)
		ti.size, ti.align, ti.fieldOffsets, ti.sizeErr = tc.computeSize(t)
	}
	return ti.size, ti.align, ti.sizeErr
}

// shape returns the register form of t: one leaf per slot.
func (tc *typeCache) shape(t types.Type) ([]leaf, error) {
	ti := tc.info(t)
	if !ti.shapeDone {
		ti.shapeDone, ti.shapeErr = true, cycleErr(t)
		ti.shape, ti.shapeErr = tc.computeShape(t)
	}
	return ti.shape, ti.shapeErr
}

// slots returns the number of slots a value of type t occupies.
func (tc *typeCache) slots(t types.Type) (int, error) {
	s, err := tc.shape(t)
	return len(s), err
}

// layout returns the memory form of t.
func (tc *typeCache) layout(t types.Type) (*Layout, error) {
	ti := tc.info(t)
	if !ti.layDone {
		ti.layDone, ti.layErr = true, cycleErr(t)
		ti.lay, ti.layErr = tc.computeLayout(t)
	}
	return ti.lay, ti.layErr
}

func roundUp(n, align uint64) uint64 {
	if align <= 1 {
		return n
	}
	return (n + align - 1) / align * align
}

func powerOf2Ceil(n uint64) uint64 {
	p := uint64(1)
	for p < n {
		p <<= 1
	}
	return p
}

// storeBits returns the bit width of a scalar type as stored in memory, and
// its ABI alignment.
func (tc *typeCache) scalarSizeAlign(t types.Type) (storeBytes, align uint64, err error) {
	switch t := t.(type) {
	case *types.IntType:
		return (t.BitSize + 7) / 8, tc.dl.intAlignOf(t.BitSize), nil
	case *types.PointerType:
		return tc.dl.ptrBytes, tc.dl.ptrAlign, nil
	case *types.FloatType:
		bits := map[types.FloatKind]uint64{
			types.FloatKindHalf: 16, types.FloatKindFloat: 32, types.FloatKindDouble: 64,
			types.FloatKindX86_FP80: 80, types.FloatKindFP128: 128, types.FloatKindPPC_FP128: 128,
		}[t.Kind]
		a, ok := tc.dl.fltAlign[bits]
		if !ok {
			a = powerOf2Ceil((bits + 7) / 8)
		}
		return (bits + 7) / 8, a, nil
	}
	return 0, 0, fmt.Errorf("type %s is not a scalar", t)
}

func (tc *typeCache) computeSize(t types.Type) (size, align uint64, offs []uint64, err error) {
	switch t := t.(type) {
	case *types.IntType, *types.PointerType, *types.FloatType:
		st, a, err := tc.scalarSizeAlign(t)
		return roundUp(st, a), a, nil, err
	case *types.VectorType:
		if t.Scalable {
			return 0, 0, nil, fmt.Errorf("scalable vector %s is not supported", t)
		}
		eb, err := tc.elemBits(t.ElemType)
		if err != nil {
			return 0, 0, nil, err
		}
		st := (t.Len*eb + 7) / 8
		a, ok := tc.dl.vecAlign[t.Len*eb]
		if !ok {
			a = powerOf2Ceil(st)
		}
		return roundUp(st, a), a, nil, nil
	case *types.ArrayType:
		es, ea, err := tc.sizeAlign(t.ElemType)
		if err != nil {
			return 0, 0, nil, err
		}
		return es * t.Len, ea, nil, nil
	case *types.StructType:
		return tc.structSize(t)
	}
	return 0, 0, nil, fmt.Errorf("type %s has no size", t)
}

func (tc *typeCache) structSize(t *types.StructType) (size, align uint64, offs []uint64, err error) {
	if t.Opaque {
		return 0, 0, nil, fmt.Errorf("opaque struct %s has no size", t)
	}
	align = 1
	if !t.Packed {
		align = tc.dl.aggAlign
	}
	offs = make([]uint64, len(t.Fields))
	for i, f := range t.Fields {
		fs, fa, err := tc.sizeAlign(f)
		if err != nil {
			return 0, 0, nil, fmt.Errorf("struct %s field %d: %w", t, i, err)
		}
		if t.Packed {
			fa = 1
		}
		size = roundUp(size, fa)
		offs[i] = size
		size += fs
		align = max(align, fa)
	}
	return roundUp(size, align), align, offs, nil
}

// elemBits is the bit width of a vector element (vectors are bit-packed).
func (tc *typeCache) elemBits(t types.Type) (uint64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return t.BitSize, nil
	case *types.PointerType:
		return tc.dl.ptrBytes * 8, nil
	case *types.FloatType:
		st, _, err := tc.scalarSizeAlign(t)
		if t.Kind == types.FloatKindX86_FP80 {
			return 80, nil
		}
		return st * 8, err
	}
	return 0, fmt.Errorf("invalid vector element type %s", t)
}

// scalarLeaf returns the leaf of a scalar type that fits a slot: integers up
// to 64 bits, pointers, float and double.
func (tc *typeCache) scalarLeaf(t types.Type) (leaf, error) {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize == 0 || t.BitSize > 64 {
			return leaf{}, unsupportedf("%d-bit integers are not supported", t.BitSize)
		}
		return leaf{bits: uint16(t.BitSize)}, nil
	case *types.PointerType:
		return leaf{bits: tc.ptrBits()}, nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindFloat:
			return leaf{bits: 32, float: true}, nil
		case types.FloatKindDouble, types.FloatKindX86_FP80:
			// x86_fp80 (long double on x86) is computed as double:
			// registers are 64 bits, and so are symx's float sorts. In
			// memory it keeps its size (16 bytes, 12 with -m32) and holds
			// the double in its first 8 (see the package doc).
			return leaf{bits: 64, float: true}, nil
		}
		return leaf{}, unsupportedf("floating-point type %s is not supported", t)
	}
	return leaf{}, unsupportedf("type %s is not a first-class scalar", t)
}

func (tc *typeCache) computeShape(t types.Type) ([]leaf, error) {
	switch t := t.(type) {
	case *types.VoidType:
		return nil, nil
	case *types.VectorType:
		if t.Scalable {
			return nil, unsupportedf("scalable vector %s is not supported", t)
		}
		l, err := tc.scalarLeaf(t.ElemType)
		if err != nil {
			return nil, err
		}
		return repeatLeaves([]leaf{l}, t.Len)
	case *types.ArrayType:
		es, err := tc.shape(t.ElemType)
		if err != nil {
			return nil, err
		}
		return repeatLeaves(es, t.Len)
	case *types.StructType:
		if t.Opaque {
			return nil, fmt.Errorf("opaque struct %s has no value form", t)
		}
		var out []leaf
		for _, f := range t.Fields {
			fs, err := tc.shape(f)
			if err != nil {
				return nil, err
			}
			out = append(out, fs...)
			if len(out) > maxLeaves {
				return nil, unsupportedf("type %s has more than %d scalars", t, maxLeaves)
			}
		}
		return out, nil
	}
	l, err := tc.scalarLeaf(t)
	if err != nil {
		return nil, err
	}
	return []leaf{l}, nil
}

func repeatLeaves(ls []leaf, n uint64) ([]leaf, error) {
	if uint64(len(ls))*n > maxLeaves {
		return nil, unsupportedf("value of %d×%d scalars is too large to flatten", n, len(ls))
	}
	out := make([]leaf, 0, uint64(len(ls))*n)
	for i := uint64(0); i < n; i++ {
		out = append(out, ls...)
	}
	return out, nil
}

// computeLayout builds the memory form of t from its leaves and offsets.
func (tc *typeCache) computeLayout(t types.Type) (*Layout, error) {
	size, _, err := tc.sizeAlign(t)
	if err != nil {
		return nil, err
	}
	sh, err := tc.shape(t)
	if err != nil {
		return nil, err
	}
	lay := &Layout{Size: size, Scalars: make([]Scalar, 0, len(sh))}
	if err := tc.appendScalars(lay, t, 0); err != nil {
		return nil, err
	}
	return lay, nil
}

func (tc *typeCache) appendScalars(lay *Layout, t types.Type, off uint64) error {
	switch t := t.(type) {
	case *types.VectorType:
		eb, err := tc.elemBits(t.ElemType)
		if err != nil {
			return err
		}
		if eb%8 != 0 {
			// LLVM packs such vectors bit by bit; a Scalar cannot say that.
			return unsupportedf("vector %s has no byte-addressable memory layout", t)
		}
		l, err := tc.scalarLeaf(t.ElemType)
		if err != nil {
			return err
		}
		for i := uint64(0); i < t.Len; i++ {
			lay.Scalars = append(lay.Scalars, Scalar{Offset: uint32(off + i*eb/8), Bits: l.bits, Float: l.float})
		}
		return nil
	case *types.ArrayType:
		es, _, err := tc.sizeAlign(t.ElemType)
		if err != nil {
			return err
		}
		el, err := tc.layout(t.ElemType)
		if err != nil {
			return err
		}
		for i := uint64(0); i < t.Len; i++ {
			for _, s := range el.Scalars {
				s.Offset += uint32(off + i*es)
				lay.Scalars = append(lay.Scalars, s)
			}
		}
		return nil
	case *types.StructType:
		if _, _, err := tc.sizeAlign(t); err != nil {
			return err
		}
		offs := tc.info(t).fieldOffsets
		for i, f := range t.Fields {
			if err := tc.appendScalars(lay, f, off+offs[i]); err != nil {
				return err
			}
		}
		return nil
	}
	if size, _, _ := tc.sizeAlign(t); off+size > 1<<32 {
		return unsupportedf("value of type %s is too large", t)
	}
	l, err := tc.scalarLeaf(t)
	if err != nil {
		return err
	}
	lay.Scalars = append(lay.Scalars, Scalar{Offset: uint32(off), Bits: l.bits, Float: l.float})
	return nil
}

// fieldOffset returns the byte offset of field i of struct t.
func (tc *typeCache) fieldOffset(t *types.StructType, i uint64) (uint64, error) {
	if _, _, err := tc.sizeAlign(t); err != nil {
		return 0, err
	}
	ti := tc.info(t)
	if i >= uint64(len(ti.fieldOffsets)) {
		return 0, fmt.Errorf("field index %d out of range for %s", i, t)
	}
	return ti.fieldOffsets[i], nil
}

// aggregateSlotOffset returns the slot offset and slot count of the member of
// the first-class aggregate t that indices (extractvalue/insertvalue) name.
func (tc *typeCache) aggregateSlotOffset(t types.Type, indices []uint64) (off, n int, err error) {
	for _, idx := range indices {
		var members []types.Type
		switch tt := t.(type) {
		case *types.StructType:
			members = tt.Fields
		case *types.ArrayType:
			if idx >= tt.Len {
				return 0, 0, fmt.Errorf("index %d out of range for %s", idx, tt)
			}
			es, err := tc.slots(tt.ElemType)
			if err != nil {
				return 0, 0, err
			}
			off += int(idx) * es
			t = tt.ElemType
			continue
		default:
			return 0, 0, fmt.Errorf("cannot index into %s", t)
		}
		if idx >= uint64(len(members)) {
			return 0, 0, fmt.Errorf("index %d out of range for %s", idx, t)
		}
		for _, m := range members[:idx] {
			ms, err := tc.slots(m)
			if err != nil {
				return 0, 0, err
			}
			off += ms
		}
		t = members[idx]
	}
	n, err = tc.slots(t)
	return off, n, err
}

package ir

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// lowerInst lowers one LLVM instruction or terminator into the current
// block. Unsupported constructs return an unsupportedError.
func (fl *funcLowerer) lowerInst(x any) error {
	if op, res, a, b, ok := binaryInst(x); ok {
		return fl.binary(op, res, a, b)
	}
	if op, res, from, ok := castInst(x); ok {
		return fl.cast(op, res, from)
	}
	switch inst := x.(type) {
	case *llir.InstFNeg:
		return fl.unary(OpFNeg, inst, inst.X)
	case *llir.InstICmp:
		return fl.icmp(inst)
	case *llir.InstFCmp:
		return fl.fcmp(inst)
	case *llir.InstPtrToInt:
		return fl.intPtrCast(inst, inst.From)
	case *llir.InstIntToPtr:
		return fl.intPtrCast(inst, inst.From)
	case *llir.InstBitCast:
		return fl.bitcast(inst, inst.From)
	case *llir.InstAddrSpaceCast:
		return fl.bitcast(inst, inst.From)
	case *llir.InstFreeze:
		return fl.copyValue(inst, inst.X)
	case *llir.InstSelect:
		return fl.selectInst(inst)
	case *llir.InstAlloca:
		return fl.alloca(inst)
	case *llir.InstLoad:
		return fl.load(inst)
	case *llir.InstStore:
		return fl.store(inst)
	case *llir.InstGetElementPtr:
		return fl.gep(inst)
	case *llir.InstFence:
		// Single-threaded execution: a fence orders nothing.
		return nil
	case *llir.InstAtomicRMW:
		return fl.atomicRMW(inst)
	case *llir.InstCmpXchg:
		return fl.cmpXchg(inst)
	case *llir.InstExtractValue:
		return fl.extractValue(inst)
	case *llir.InstInsertValue:
		return fl.insertValue(inst)
	case *llir.InstExtractElement:
		return fl.extractElement(inst)
	case *llir.InstInsertElement:
		return fl.insertElement(inst)
	case *llir.InstShuffleVector:
		return fl.shuffleVector(inst)
	case *llir.InstCall:
		return fl.call(inst)
	case *llir.TermRet:
		return fl.ret(inst)
	case *llir.TermBr:
		return fl.br(inst)
	case *llir.TermCondBr:
		return fl.condBr(inst)
	case *llir.TermSwitch:
		return fl.switchInst(inst)
	case *llir.TermUnreachable:
		fl.emit(newInst(OpUnreachable))
		return nil
	case *llir.TermIndirectBr:
		return unsupportedf("indirect branch (computed goto) is not supported")
	case *llir.InstVAArg:
		return unsupportedf("va_arg is not supported")
	case *llir.TermInvoke, *llir.TermResume, *llir.TermCatchSwitch, *llir.TermCatchRet,
		*llir.TermCleanupRet, *llir.InstLandingPad, *llir.InstCatchPad, *llir.InstCleanupPad:
		return unsupportedf("exception handling is not supported")
	}
	return unsupportedf("instruction %T is not supported", x)
}

// binaryInst recognizes the two-operand arithmetic instructions.
func binaryInst(x any) (Op, value.Value, value.Value, value.Value, bool) {
	switch i := x.(type) {
	case *llir.InstAdd:
		return OpAdd, i, i.X, i.Y, true
	case *llir.InstSub:
		return OpSub, i, i.X, i.Y, true
	case *llir.InstMul:
		return OpMul, i, i.X, i.Y, true
	case *llir.InstUDiv:
		return OpUDiv, i, i.X, i.Y, true
	case *llir.InstSDiv:
		return OpSDiv, i, i.X, i.Y, true
	case *llir.InstURem:
		return OpURem, i, i.X, i.Y, true
	case *llir.InstSRem:
		return OpSRem, i, i.X, i.Y, true
	case *llir.InstShl:
		return OpShl, i, i.X, i.Y, true
	case *llir.InstLShr:
		return OpLShr, i, i.X, i.Y, true
	case *llir.InstAShr:
		return OpAShr, i, i.X, i.Y, true
	case *llir.InstAnd:
		return OpAnd, i, i.X, i.Y, true
	case *llir.InstOr:
		return OpOr, i, i.X, i.Y, true
	case *llir.InstXor:
		return OpXor, i, i.X, i.Y, true
	case *llir.InstFAdd:
		return OpFAdd, i, i.X, i.Y, true
	case *llir.InstFSub:
		return OpFSub, i, i.X, i.Y, true
	case *llir.InstFMul:
		return OpFMul, i, i.X, i.Y, true
	case *llir.InstFDiv:
		return OpFDiv, i, i.X, i.Y, true
	case *llir.InstFRem:
		return OpFRem, i, i.X, i.Y, true
	}
	return 0, nil, nil, nil, false
}

// castInst recognizes the conversions that map one-to-one onto an Op.
func castInst(x any) (Op, value.Value, value.Value, bool) {
	switch i := x.(type) {
	case *llir.InstTrunc:
		return OpTrunc, i, i.From, true
	case *llir.InstZExt:
		return OpZExt, i, i.From, true
	case *llir.InstSExt:
		return OpSExt, i, i.From, true
	case *llir.InstFPTrunc:
		return OpFPTrunc, i, i.From, true
	case *llir.InstFPExt:
		return OpFPExt, i, i.From, true
	case *llir.InstFPToUI:
		return OpFPToUI, i, i.From, true
	case *llir.InstFPToSI:
		return OpFPToSI, i, i.From, true
	case *llir.InstUIToFP:
		return OpUIToFP, i, i.From, true
	case *llir.InstSIToFP:
		return OpSIToFP, i, i.From, true
	}
	return 0, nil, nil, false
}

// lanes returns the lane count and element leaf of a scalar or vector type.
func (fl *funcLowerer) lanes(t types.Type) (int, leaf, error) {
	if vt, ok := t.(*types.VectorType); ok {
		if vt.Scalable {
			return 0, leaf{}, unsupportedf("scalable vector %s", vt)
		}
		l, err := fl.lw.tc.scalarLeaf(vt.ElemType)
		return int(vt.Len), l, err
	}
	l, err := fl.lw.tc.scalarLeaf(t)
	return 1, l, err
}

// dst returns the first result slot of v.
func (fl *funcLowerer) dst(v value.Value) (Slot, error) {
	s, ok := fl.slots[v]
	if !ok {
		return 0, fmt.Errorf("result %s has no slot", v.Ident())
	}
	return s, nil
}

// firstBits returns the width of the first leaf of t (0 for empty types).
func (fl *funcLowerer) firstBits(t types.Type) (uint16, int, error) {
	sh, err := fl.lw.tc.shape(t)
	if err != nil {
		return 0, 0, err
	}
	if len(sh) == 0 {
		return 0, 0, nil
	}
	return sh[0].bits, len(sh), nil
}

// elementwise emits op over the lanes of res with the given operands.
func (fl *funcLowerer) elementwise(op Op, res value.Value, args ...value.Value) error {
	n, l, err := fl.lanes(res.Type())
	if err != nil {
		return err
	}
	ops, err := fl.operands(args...)
	if err != nil {
		return err
	}
	d, err := fl.dst(res)
	if err != nil {
		return err
	}
	in := newInst(op)
	in.Width, in.Lanes, in.Dst, in.Args = l.bits, int32(n), d, ops
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) binary(op Op, res, x, y value.Value) error {
	return fl.elementwise(op, res, x, y)
}

func (fl *funcLowerer) unary(op Op, res, x value.Value) error {
	return fl.elementwise(op, res, x)
}

var ipreds = map[enum.IPred]Pred{
	enum.IPredEQ: IntEQ, enum.IPredNE: IntNE,
	enum.IPredUGT: IntUGT, enum.IPredUGE: IntUGE, enum.IPredULT: IntULT, enum.IPredULE: IntULE,
	enum.IPredSGT: IntSGT, enum.IPredSGE: IntSGE, enum.IPredSLT: IntSLT, enum.IPredSLE: IntSLE,
}

var fpreds = map[enum.FPred]Pred{
	enum.FPredFalse: FloatFalse, enum.FPredOEQ: FloatOEQ, enum.FPredOGT: FloatOGT,
	enum.FPredOGE: FloatOGE, enum.FPredOLT: FloatOLT, enum.FPredOLE: FloatOLE,
	enum.FPredONE: FloatONE, enum.FPredORD: FloatORD, enum.FPredUEQ: FloatUEQ,
	enum.FPredUGT: FloatUGT, enum.FPredUGE: FloatUGE, enum.FPredULT: FloatULT,
	enum.FPredULE: FloatULE, enum.FPredUNE: FloatUNE, enum.FPredUNO: FloatUNO,
	enum.FPredTrue: FloatTrue,
}

func (fl *funcLowerer) compare(op Op, pred Pred, res, x, y value.Value) error {
	n, l, err := fl.lanes(x.Type())
	if err != nil {
		return err
	}
	ops, err := fl.operands(x, y)
	if err != nil {
		return err
	}
	d, err := fl.dst(res)
	if err != nil {
		return err
	}
	in := newInst(op)
	in.Pred, in.Width, in.Lanes, in.Dst, in.Args, in.Aux = pred, 1, int32(n), d, ops, int64(l.bits)
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) icmp(inst *llir.InstICmp) error {
	p, ok := ipreds[inst.Pred]
	if !ok {
		return fmt.Errorf("unknown icmp predicate %v", inst.Pred)
	}
	return fl.compare(OpICmp, p, inst, inst.X, inst.Y)
}

func (fl *funcLowerer) fcmp(inst *llir.InstFCmp) error {
	p, ok := fpreds[inst.Pred]
	if !ok {
		return fmt.Errorf("unknown fcmp predicate %v", inst.Pred)
	}
	return fl.compare(OpFCmp, p, inst, inst.X, inst.Y)
}

// cast emits a conversion: Width is the result width, Aux the source's.
func (fl *funcLowerer) cast(op Op, res, from value.Value) error {
	n, ls, err := fl.lanes(from.Type())
	if err != nil {
		return err
	}
	_, ld, err := fl.lanes(res.Type())
	if err != nil {
		return err
	}
	x, err := fl.operand(from)
	if err != nil {
		return err
	}
	d, err := fl.dst(res)
	if err != nil {
		return err
	}
	if (op == OpFPExt || op == OpFPTrunc) && ls.bits == ld.bits {
		// double and x86_fp80, which symx computes as double (layout.go)
		return fl.copyValue(res, from)
	}
	in := newInst(op)
	in.Width, in.Aux, in.Lanes, in.Dst, in.Args = ld.bits, int64(ls.bits), int32(n), d, []Operand{x}
	fl.emit(in)
	return nil
}

// intPtrCast lowers ptrtoint/inttoptr: a copy at equal widths, else the
// truncation or zero extension LLVM defines them as.
func (fl *funcLowerer) intPtrCast(res, from value.Value) error {
	_, ls, err := fl.lanes(from.Type())
	if err != nil {
		return err
	}
	_, ld, err := fl.lanes(res.Type())
	if err != nil {
		return err
	}
	switch {
	case ls.bits == ld.bits:
		return fl.copyValue(res, from)
	case ls.bits > ld.bits:
		return fl.cast(OpTrunc, res, from)
	default:
		return fl.cast(OpZExt, res, from)
	}
}

// copyValue emits OpCopy of all slots of from into res.
func (fl *funcLowerer) copyValue(res, from value.Value) error {
	bits, n, err := fl.firstBits(res.Type())
	if err != nil {
		return err
	}
	srcBits, _, err := fl.firstBits(from.Type())
	if err != nil {
		return err
	}
	x, err := fl.operand(from)
	if err != nil {
		return err
	}
	d, err := fl.dst(res)
	if err != nil {
		return err
	}
	in := newInst(OpCopy)
	in.Width, in.Aux, in.Aux2, in.Dst, in.Args = bits, int64(srcBits), int64(n), d, []Operand{x}
	fl.emit(in)
	return nil
}

// bitcast reinterprets bits. Equal slot shapes are a plain copy; a
// different lane split (`bitcast <16 x i1> to i16`, `<2 x i32> to i64`,
// `i64 to <8 x i8>`) is re-packed little-endian with shifts.
func (fl *funcLowerer) bitcast(res, from value.Value) error {
	ss, err := fl.lw.tc.shape(from.Type())
	if err != nil {
		return err
	}
	ds, err := fl.lw.tc.shape(res.Type())
	if err != nil {
		return err
	}
	if len(ss) == len(ds) {
		return fl.copyValue(res, from)
	}
	if len(ss) == 0 || len(ds) == 0 {
		return unsupportedf("bitcast from %s to %s", from.Type(), res.Type())
	}
	ws, wd := ss[0].bits, ds[0].bits
	x, err := fl.operand(from)
	if err != nil {
		return err
	}
	d, err := fl.dst(res)
	if err != nil {
		return err
	}
	switch {
	case wd > ws && wd%ws == 0:
		fl.pack(d, len(ds), wd, x, ws)
	case ws > wd && ws%wd == 0:
		fl.unpack(d, len(ds), wd, x, ws)
	default:
		return unsupportedf("bitcast from %s to %s", from.Type(), res.Type())
	}
	return nil
}

// emitOp emits a scalar op with a fresh (or given) destination.
func (fl *funcLowerer) emitOp(op Op, width uint16, aux int64, d Slot, args ...Operand) Slot {
	if d < 0 {
		d = fl.newSlots(1)
	}
	in := newInst(op)
	in.Width, in.Aux, in.Dst, in.Args = width, aux, d, args
	if op == OpCopy {
		in.Aux2 = 1
	}
	fl.emit(in)
	return d
}

// pack builds n lanes of wd bits, each from wd/ws consecutive ws-bit lanes
// of x, lane 0 in the low bits.
func (fl *funcLowerer) pack(d Slot, n int, wd uint16, x Operand, ws uint16) {
	r := int(wd / ws)
	for j := 0; j < n; j++ {
		var acc Slot = -1
		for k := 0; k < r; k++ {
			part := fl.emitOp(OpZExt, wd, int64(ws), -1, offsetOperand(x, j*r+k))
			if k > 0 {
				part = fl.emitOp(OpShl, wd, 0, -1, Operand(part), fl.lw.constInt(uint64(k)*uint64(ws), wd))
				acc = fl.emitOp(OpOr, wd, 0, -1, Operand(acc), Operand(part))
			} else {
				acc = part
			}
		}
		fl.emitOp(OpCopy, wd, int64(wd), d+Slot(j), Operand(acc))
	}
}

// unpack splits each ws-bit lane of x into ws/wd lanes of wd bits.
func (fl *funcLowerer) unpack(d Slot, n int, wd uint16, x Operand, ws uint16) {
	r := int(ws / wd)
	for j := 0; j < n; j++ {
		src := offsetOperand(x, j/r)
		if k := j % r; k > 0 {
			src = Operand(fl.emitOp(OpLShr, ws, 0, -1, src, fl.lw.constInt(uint64(k)*uint64(wd), ws)))
		}
		fl.emitOp(OpTrunc, wd, int64(ws), d+Slot(j), src)
	}
}

func (fl *funcLowerer) selectInst(inst *llir.InstSelect) error {
	lanes := 1
	if vt, ok := inst.Cond.Type().(*types.VectorType); ok {
		lanes = int(vt.Len)
	}
	bits, n, err := fl.firstBits(inst.Type())
	if err != nil {
		return err
	}
	ops, err := fl.operands(inst.Cond, inst.ValueTrue, inst.ValueFalse)
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	in := newInst(OpSelect)
	in.Width, in.Lanes, in.Aux2, in.Dst, in.Args = bits, int32(lanes), int64(n), d, ops
	fl.emit(in)
	return nil
}

// allocaLayout returns the layout of an allocated type. A type without a
// flat form (it holds an x86_fp80, or is too big to flatten) still has a
// size, which is all an allocation needs.
func (fl *funcLowerer) allocaLayout(t types.Type) (*Layout, error) {
	size, _, err := fl.lw.tc.sizeAlign(t)
	if err != nil {
		return nil, err
	}
	lay, err := fl.lw.tc.layout(t)
	if err != nil {
		return &Layout{Size: size}, nil
	}
	return lay, nil
}

func (fl *funcLowerer) alloca(inst *llir.InstAlloca) error {
	lay, err := fl.allocaLayout(inst.ElemType)
	if err != nil {
		return err
	}
	count, countBits := fl.lw.constInt(1, 32), uint16(32)
	if inst.NElems != nil {
		if count, err = fl.operand(inst.NElems); err != nil {
			return err
		}
		if _, l, err := fl.lanes(inst.NElems.Type()); err != nil {
			return err
		} else {
			countBits = l.bits
		}
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	in := newInst(OpAlloca)
	in.Width, in.Dst, in.Args, in.Aux, in.Aux2, in.Lay = fl.lw.tc.ptrBits(), d, []Operand{count}, int64(lay.Size), int64(countBits), lay
	fl.emit(in)
	return nil
}

// memInst fills the fields an access of a value of type t shares.
func (fl *funcLowerer) memInst(op Op, t types.Type) (Inst, error) {
	lay, err := fl.lw.tc.layout(t)
	if err != nil {
		return Inst{}, err
	}
	in := newInst(op)
	in.Lay = lay
	if len(lay.Scalars) > 0 {
		in.Width = lay.Scalars[0].Bits
	}
	if _, ok := t.(*types.VectorType); ok {
		in.Lanes = int32(len(lay.Scalars))
	}
	return in, nil
}

func (fl *funcLowerer) load(inst *llir.InstLoad) error {
	in, err := fl.memInst(OpLoad, inst.ElemType)
	if err != nil {
		return err
	}
	src, err := fl.operand(inst.Src)
	if err != nil {
		return err
	}
	if in.Dst, err = fl.dst(inst); err != nil {
		return err
	}
	in.Args = []Operand{src}
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) store(inst *llir.InstStore) error {
	in, err := fl.memInst(OpStore, inst.Src.Type())
	if err != nil {
		return err
	}
	if in.Args, err = fl.operands(inst.Src, inst.Dst); err != nil {
		return err
	}
	fl.emit(in)
	return nil
}

// gep folds all constant indices (struct field offsets always are) into
// Aux; each variable index becomes an argument with its byte scale in Ints
// and its width in Sub.
func (fl *funcLowerer) gep(inst *llir.InstGetElementPtr) error {
	if _, ok := inst.Type().(*types.VectorType); ok {
		return unsupportedf("vector getelementptr")
	}
	base, err := fl.operand(inst.Src)
	if err != nil {
		return err
	}
	in := newInst(OpGEP)
	in.Width = fl.lw.tc.ptrBits()
	in.Args = []Operand{base}
	off, err := fl.lw.gepOffsets(inst.ElemType, inst.Indices, func(v value.Value, scale int64) error {
		it, ok := v.Type().(*types.IntType)
		if !ok || it.BitSize > 64 {
			return unsupportedf("getelementptr index of type %s", v.Type())
		}
		o, err := fl.operand(v)
		if err != nil {
			return err
		}
		in.Args = append(in.Args, o)
		in.Ints = append(in.Ints, scale)
		in.Sub = append(in.Sub, uint16(it.BitSize))
		return nil
	})
	if err != nil {
		return err
	}
	in.Aux = off
	if in.Dst, err = fl.dst(inst); err != nil {
		return err
	}
	fl.emit(in)
	return nil
}

// atomicRMW runs the read-modify-write as a load, the operation and a
// store: symx executes one thread, so atomicity is free.
func (fl *funcLowerer) atomicRMW(inst *llir.InstAtomicRMW) error {
	ld, err := fl.memInst(OpLoad, inst.X.Type())
	if err != nil {
		return err
	}
	if len(ld.Lay.Scalars) != 1 {
		return unsupportedf("atomicrmw on %s", inst.X.Type())
	}
	ops, err := fl.operands(inst.Dst, inst.X)
	if err != nil {
		return err
	}
	ptr, x := ops[0], ops[1]
	old, err := fl.dst(inst)
	if err != nil {
		return err
	}
	w := ld.Width
	ld.Dst, ld.Args = old, []Operand{ptr}
	fl.emit(ld)
	simple := map[enum.AtomicOp]Op{
		enum.AtomicOpAdd: OpAdd, enum.AtomicOpSub: OpSub, enum.AtomicOpAnd: OpAnd,
		enum.AtomicOpOr: OpOr, enum.AtomicOpXor: OpXor, enum.AtomicOpMax: OpSMax,
		enum.AtomicOpMin: OpSMin, enum.AtomicOpUMax: OpUMax, enum.AtomicOpUMin: OpUMin,
		enum.AtomicOpFAdd: OpFAdd, enum.AtomicOpFSub: OpFSub,
	}
	nv := x
	switch op := inst.Op; {
	case op == enum.AtomicOpXChg:
	case op == enum.AtomicOpNAnd:
		t := fl.emitOp(OpAnd, w, 0, -1, Operand(old), x)
		nv = Operand(fl.emitOp(OpXor, w, 0, -1, Operand(t), fl.lw.constInt(^uint64(0), w)))
	case simple[op] != 0:
		nv = Operand(fl.emitOp(simple[op], w, 0, -1, Operand(old), x))
	default:
		return unsupportedf("atomicrmw %v", op)
	}
	st := newInst(OpStore)
	st.Lay, st.Width, st.Args = ld.Lay, w, []Operand{nv, ptr}
	fl.emit(st)
	return nil
}

// cmpXchg: old = *p; ok = old == cmp; *p = ok ? new : old; result {old, ok}.
func (fl *funcLowerer) cmpXchg(inst *llir.InstCmpXchg) error {
	ld, err := fl.memInst(OpLoad, inst.Cmp.Type())
	if err != nil {
		return err
	}
	if len(ld.Lay.Scalars) != 1 {
		return unsupportedf("cmpxchg on %s", inst.Cmp.Type())
	}
	ops, err := fl.operands(inst.Ptr, inst.Cmp, inst.New)
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	w := ld.Width
	ld.Dst, ld.Args = d, []Operand{ops[0]}
	fl.emit(ld)
	eq := newInst(OpICmp)
	eq.Pred, eq.Width, eq.Aux, eq.Dst, eq.Args = IntEQ, 1, int64(w), d+1, []Operand{Operand(d), ops[1]}
	fl.emit(eq)
	sel := newInst(OpSelect)
	sel.Width, sel.Aux2, sel.Dst, sel.Args = w, 1, fl.newSlots(1), []Operand{Operand(d + 1), ops[2], Operand(d)}
	fl.emit(sel)
	st := newInst(OpStore)
	st.Lay, st.Width, st.Args = ld.Lay, w, []Operand{Operand(sel.Dst), ops[0]}
	fl.emit(st)
	return nil
}

func (fl *funcLowerer) extractValue(inst *llir.InstExtractValue) error {
	off, n, err := fl.lw.tc.aggregateSlotOffset(inst.X.Type(), inst.Indices)
	if err != nil {
		return err
	}
	bits, _, err := fl.firstBits(inst.Type())
	if err != nil {
		return err
	}
	x, err := fl.operand(inst.X)
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	in := newInst(OpExtractValue)
	in.Width, in.Aux, in.Aux2, in.Dst, in.Args = bits, int64(off), int64(n), d, []Operand{x}
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) insertValue(inst *llir.InstInsertValue) error {
	off, n, err := fl.lw.tc.aggregateSlotOffset(inst.X.Type(), inst.Indices)
	if err != nil {
		return err
	}
	total, err := fl.lw.tc.slots(inst.X.Type())
	if err != nil {
		return err
	}
	ops, err := fl.operands(inst.X, inst.Elem)
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	in := newInst(OpInsertValue)
	in.Lanes, in.Aux, in.Aux2, in.Dst, in.Args = int32(total), int64(off), int64(n), d, ops
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) extractElement(inst *llir.InstExtractElement) error {
	n, l, err := fl.lanes(inst.X.Type())
	if err != nil {
		return err
	}
	x, err := fl.operand(inst.X)
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	// A constant lane is just that slot of the vector.
	if k, ok := fl.lw.constIndexValue(inst.Index); ok {
		src := fl.lw.constInt(0, l.bits) // out-of-range lane: poison
		if k >= 0 && k < int64(n) {
			src = offsetOperand(x, int(k))
		}
		fl.emitOp(OpCopy, l.bits, int64(l.bits), d, src)
		return nil
	}
	idx, ib, err := fl.indexOperand(inst.Index)
	if err != nil {
		return err
	}
	in := newInst(OpExtractElement)
	in.Width, in.Lanes, in.Aux, in.Dst, in.Args = l.bits, int32(n), int64(ib), d, []Operand{x, idx}
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) indexOperand(v value.Value) (Operand, uint16, error) {
	it, ok := v.Type().(*types.IntType)
	if !ok || it.BitSize > 64 {
		return 0, 0, unsupportedf("index of type %s", v.Type())
	}
	o, err := fl.operand(v)
	return o, uint16(it.BitSize), err
}

func (fl *funcLowerer) insertElement(inst *llir.InstInsertElement) error {
	n, l, err := fl.lanes(inst.X.Type())
	if err != nil {
		return err
	}
	ops, err := fl.operands(inst.X, inst.Elem)
	if err != nil {
		return err
	}
	idx, ib, err := fl.indexOperand(inst.Index)
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	in := newInst(OpInsertElement)
	in.Width, in.Lanes, in.Aux, in.Dst, in.Args = l.bits, int32(n), int64(ib), d, append(ops, idx)
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) shuffleVector(inst *llir.InstShuffleVector) error {
	nin, _, err := fl.lanes(inst.X.Type())
	if err != nil {
		return err
	}
	nout, l, err := fl.lanes(inst.Type())
	if err != nil {
		return err
	}
	m, err := fl.shuffleMask(inst.Mask, nout)
	if err != nil {
		return err
	}
	ops, err := fl.operands(inst.X, inst.Y)
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	in := newInst(OpShuffleVector)
	in.Width, in.Lanes, in.Aux, in.Ints, in.Dst, in.Args = l.bits, int32(nout), int64(nin), m, d, ops
	fl.emit(in)
	return nil
}

// shuffleMask reads a constant shuffle mask; undefined lanes are -1.
func (fl *funcLowerer) shuffleMask(v value.Value, n int) ([]int64, error) {
	m := make([]int64, n)
	switch c := v.(type) {
	case *constant.ZeroInitializer:
		return m, nil
	case *constant.Undef, *constant.Poison:
		for i := range m {
			m[i] = -1
		}
		return m, nil
	case *constant.Vector:
		if len(c.Elems) != n {
			return nil, fmt.Errorf("shuffle mask has %d lanes, want %d", len(c.Elems), n)
		}
		for i, e := range c.Elems {
			switch e.(type) {
			case *constant.Undef, *constant.Poison:
				m[i] = -1
				continue
			}
			x, err := fl.lw.foldNumber(e)
			if err != nil {
				return nil, err
			}
			m[i] = sext(x.Bits, x.Width)
		}
		return m, nil
	}
	return nil, unsupportedf("shuffle mask %s", v.Ident())
}

func (fl *funcLowerer) blockIndex(v value.Value) (int, error) {
	b, ok := v.(*llir.Block)
	if !ok {
		return 0, fmt.Errorf("branch target %s is not a block", v.Ident())
	}
	i, ok := fl.blocks[b]
	if !ok {
		return 0, fmt.Errorf("branch target %s is not in the function", b.Ident())
	}
	return i, nil
}

func (fl *funcLowerer) ret(inst *llir.TermRet) error {
	in := newInst(OpRet)
	if inst.X != nil {
		bits, n, err := fl.firstBits(inst.X.Type())
		if err != nil {
			return err
		}
		x, err := fl.operand(inst.X)
		if err != nil {
			return err
		}
		in.Width, in.Aux2, in.Args = bits, int64(n), []Operand{x}
	}
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) br(inst *llir.TermBr) error {
	t, err := fl.blockIndex(inst.Target)
	if err != nil {
		return err
	}
	if ib := indirectGoto(inst.Target); ib != nil {
		// clang sends every `goto *p` of a function to one block holding
		// only a phi and the indirectbr; failing at the branch reports
		// the line of the goto the path took.
		return unsupportedf("goes to %s: indirect branch (computed goto) is not supported", instText(ib))
	}
	in := newInst(OpBr)
	in.Succ = []int{t}
	fl.emit(in)
	return nil
}

// indirectGoto returns the indirectbr of a block that holds nothing else
// but phis, or nil.
func indirectGoto(v value.Value) *llir.TermIndirectBr {
	b, ok := v.(*llir.Block)
	if !ok {
		return nil
	}
	for _, inst := range b.Insts {
		if _, ok := inst.(*llir.InstPhi); !ok {
			return nil
		}
	}
	ib, _ := b.Term.(*llir.TermIndirectBr)
	return ib
}

func (fl *funcLowerer) condBr(inst *llir.TermCondBr) error {
	t, err := fl.blockIndex(inst.TargetTrue)
	if err != nil {
		return err
	}
	f, err := fl.blockIndex(inst.TargetFalse)
	if err != nil {
		return err
	}
	c, err := fl.operand(inst.Cond)
	if err != nil {
		return err
	}
	in := newInst(OpCondBr)
	in.Width, in.Args, in.Succ = 1, []Operand{c}, []int{t, f}
	fl.emit(in)
	return nil
}

func (fl *funcLowerer) switchInst(inst *llir.TermSwitch) error {
	_, l, err := fl.lanes(inst.X.Type())
	if err != nil {
		return err
	}
	x, err := fl.operand(inst.X)
	if err != nil {
		return err
	}
	def, err := fl.blockIndex(inst.TargetDefault)
	if err != nil {
		return err
	}
	in := newInst(OpSwitch)
	in.Width, in.Args, in.Succ = l.bits, []Operand{x}, []int{def}
	for _, c := range inst.Cases {
		cc, ok := c.X.(constant.Constant)
		if !ok {
			return fmt.Errorf("switch case %s is not a constant", c.X.Ident())
		}
		v, err := fl.lw.foldNumber(cc)
		if err != nil {
			return err
		}
		t, err := fl.blockIndex(c.Target)
		if err != nil {
			return err
		}
		in.Ints = append(in.Ints, int64(mask(v.Bits, l.bits)))
		in.Succ = append(in.Succ, t)
	}
	in.Sub = switchDirs(in.Succ)
	fl.emit(in)
	return nil
}

// switchDirs tables SwitchDir for a switch's successors (nil past what
// uint16 holds: SwitchDir then scans), so that executing a switch does
// not scan its targets a second time.
func switchDirs(succ []int) []uint16 {
	if len(succ) > 1<<16 {
		return nil
	}
	dirs := make([]uint16, len(succ))
	first := make(map[int]int, len(succ))
	for d := len(succ) - 1; d >= 1; d-- {
		first[succ[d]] = d
	}
	for d, t := range succ {
		dirs[d] = uint16(d)
		if c, ok := first[t]; ok {
			dirs[d] = uint16(c)
		}
	}
	return dirs
}

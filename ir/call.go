package ir

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// call lowers a call: intrinsics to their ops, everything else to OpCall.
func (fl *funcLowerer) call(inst *llir.InstCall) error {
	callee := stripCasts(inst.Callee)
	if f, ok := callee.(*llir.Func); ok && isIntrinsic(f) {
		return fl.intrinsic(inst, f.Name())
	}
	if a, ok := callee.(*llir.InlineAsm); ok {
		return fl.inlineAsm(inst, a)
	}
	in := newInst(OpCall)
	if f, ok := callee.(*llir.Func); ok {
		// Also through a bitcast: `call bitcast (i32 (...)* @f to i32 (i32)*)(i32 1)`
		// is how clang calls a function declared without a prototype.
		in.Call = fl.lw.funcs[f]
	} else {
		c, err := fl.operand(inst.Callee)
		if err != nil {
			return err
		}
		in.Args, in.Aux = []Operand{c}, 1
	}
	variadic := inst.Sig().Variadic || in.Call != nil && in.Call.Variadic
	for _, a := range inst.Args {
		o, n, err := fl.callArg(a)
		if err != nil {
			return err
		}
		in.Args = append(in.Args, o)
		in.Sub = append(in.Sub, uint16(n))
		if variadic {
			if in.Ints, err = fl.argBytes(in.Ints, a); err != nil {
				return err
			}
		}
	}
	if _, void := inst.Type().(*types.VoidType); !void {
		bits, n, err := fl.firstBits(inst.Type())
		if err != nil {
			return err
		}
		d, err := fl.dst(inst)
		if err != nil {
			return err
		}
		in.Width, in.Aux2, in.Dst = bits, int64(n), d
	}
	fl.emit(in)
	return nil
}

// stripCasts looks through pointer casts and aliases of a callee.
func stripCasts(v value.Value) value.Value {
	for i := 0; i < 10; i++ {
		switch c := v.(type) {
		case *constant.ExprBitCast:
			v = c.From
		case *constant.ExprAddrSpaceCast:
			v = c.From
		case *llir.Alias:
			v = c.Aliasee
		default:
			return v
		}
	}
	return v
}

// callArg lowers one actual argument. A `byval` pointer argument means the
// callee gets its own copy of the pointee: the caller makes it here (an
// alloca and a memcpy) and passes the copy's address.
func (fl *funcLowerer) callArg(a value.Value) (Operand, int, error) {
	if arg, ok := a.(*llir.Arg); ok {
		for _, at := range arg.Attrs {
			if bv, ok := byvalType(at); ok {
				if bv == nil {
					if pt, ok := arg.Value.Type().(*types.PointerType); ok {
						bv = pt.ElemType
					}
				}
				o, err := fl.byvalCopy(arg.Value, bv)
				return o, 1, err
			}
		}
		a = arg.Value
	}
	n, err := fl.lw.tc.slots(a.Type())
	if err != nil {
		return 0, 0, err
	}
	o, err := fl.operand(a)
	return o, n, err
}

// argBytes appends the memory sizes of a variadic call's argument a, one
// per slot: the store size of each scalar, or for a byval argument the
// negated size of its pointee, whose bytes the callee receives in place of
// the pointer. The callee lays its variadic arguments out in memory by
// these sizes, which a value cannot tell (an i64 5 looks like an i32 5).
func (fl *funcLowerer) argBytes(sizes []int64, a value.Value) ([]int64, error) {
	if arg, ok := a.(*llir.Arg); ok {
		for _, at := range arg.Attrs {
			if bv, ok := byvalType(at); ok {
				if bv == nil {
					if pt, ok := arg.Value.Type().(*types.PointerType); ok {
						bv = pt.ElemType
					}
				}
				size, _, err := fl.lw.tc.sizeAlign(bv)
				return append(sizes, -int64(size)), err
			}
		}
		a = arg.Value
	}
	if ft, ok := a.Type().(*types.FloatType); ok && ft.Kind == types.FloatKindX86_FP80 {
		// A long double takes its own size (16, or 12 with -m32), though
		// it is computed as a double.
		size, _, err := fl.lw.tc.sizeAlign(ft)
		return append(sizes, int64(size)), err
	}
	sh, err := fl.lw.tc.shape(a.Type())
	for _, l := range sh {
		sizes = append(sizes, int64(l.bits+7)/8)
	}
	return sizes, err
}

func byvalType(a llir.ParamAttribute) (types.Type, bool) {
	switch b := a.(type) {
	case llir.Byval:
		return b.Typ, true
	case *llir.Byval:
		return b.Typ, true
	}
	return nil, false
}

func (fl *funcLowerer) byvalCopy(src value.Value, t types.Type) (Operand, error) {
	if t == nil {
		return 0, unsupportedf("byval argument without a type")
	}
	lay, err := fl.allocaLayout(t)
	if err != nil {
		return 0, err
	}
	s, err := fl.operand(src)
	if err != nil {
		return 0, err
	}
	pw := fl.lw.tc.ptrBits()
	tmp := fl.newSlots(1)
	al := newInst(OpAlloca)
	al.Width, al.Dst, al.Args, al.Aux, al.Aux2, al.Lay = pw, tmp, []Operand{fl.lw.constInt(1, 32)}, int64(lay.Size), 32, lay
	fl.emit(al)
	cp := newInst(OpMemcpy)
	cp.Aux, cp.Args = int64(pw), []Operand{Operand(tmp), s, fl.lw.constInt(lay.Size, pw)}
	fl.emit(cp)
	return Operand(tmp), nil
}

// intrinsicHandler lowers a call to one LLVM intrinsic family.
type intrinsicHandler func(fl *funcLowerer, inst *llir.InstCall) error

// intrinsics maps an intrinsic's base name (without "llvm." and the type
// suffixes) to its lowering. Names are matched by their longest known
// dotted prefix, so llvm.memcpy.p0i8.p0i8.i64 finds "memcpy".
var intrinsics map[string]intrinsicHandler

func init() {
	drop := func(*funcLowerer, *llir.InstCall) error { return nil }
	intrinsics = map[string]intrinsicHandler{
		// No effect on what symx computes.
		"dbg.declare": drop, "dbg.value": drop, "dbg.label": drop, "dbg.addr": drop,
		"lifetime.start": drop, "lifetime.end": drop, "assume": drop,
		"experimental.noalias.scope.decl": drop, "prefetch": drop,
		"donothing": drop, "sideeffect": drop, "var.annotation": drop,
		"invariant.end": drop,

		"memcpy":        memIntrinsic(OpMemcpy),
		"memcpy.inline": memIntrinsic(OpMemcpy),
		"memmove":       memIntrinsic(OpMemmove),
		"memset":        memIntrinsic(OpMemset),
		"memset.inline": memIntrinsic(OpMemset),

		"smax": elementwiseN(OpSMax, 2), "smin": elementwiseN(OpSMin, 2),
		"umax": elementwiseN(OpUMax, 2), "umin": elementwiseN(OpUMin, 2),
		"abs":   elementwiseN(OpAbs, 2),
		"bswap": elementwiseN(OpBswap, 1), "ctpop": elementwiseN(OpCtpop, 1),
		// The is_zero_poison flag of ctlz/cttz is dropped: symx defines
		// the zero case (the width), which refines poison.
		"ctlz": elementwiseN(OpCtlz, 1), "cttz": elementwiseN(OpCttz, 1),
		"fshl": elementwiseN(OpFShl, 3), "fshr": elementwiseN(OpFShr, 3),
		"fmuladd": elementwiseN(OpFMulAdd, 3),
		"fabs":    elementwiseN(OpFAbs, 1),

		"sadd.with.overflow": withOverflow(OpSAddO), "uadd.with.overflow": withOverflow(OpUAddO),
		"ssub.with.overflow": withOverflow(OpSSubO), "usub.with.overflow": withOverflow(OpUSubO),
		"smul.with.overflow": withOverflow(OpSMulO), "umul.with.overflow": withOverflow(OpUMulO),

		"trap": trap, "debugtrap": trap,
		"expect":                  copyArg0,
		"expect.with.probability": copyArg0,
		"ssa.copy":                copyArg0,
		"launder.invariant.group": copyArg0,
		"strip.invariant.group":   copyArg0,
		"annotation":              copyArg0,
		"ptr.annotation":          copyArg0,

		"va_start":      argsOnly(OpVaStart, 1),
		"va_end":        argsOnly(OpVaEnd, 1),
		"va_copy":       argsOnly(OpVaCopy, 2),
		"stackrestore":  argsOnly(OpStackRestore, 1),
		"stacksave":     stackSave,
		"objectsize":    objectSize,
		"load.relative": loadRelative,
		"is.constant":   isConstant,

		"uadd.sat": uaddSat, "usub.sat": usubSat,
		"sadd.sat": signedSat(OpSAddO), "ssub.sat": signedSat(OpSSubO),

		"vector.reduce.add": reduce(OpReduceAdd), "vector.reduce.mul": reduce(OpReduceMul),
		"vector.reduce.and": reduce(OpReduceAnd), "vector.reduce.or": reduce(OpReduceOr),
		"vector.reduce.xor": reduce(OpReduceXor), "vector.reduce.smax": reduce(OpReduceSMax),
		"vector.reduce.smin": reduce(OpReduceSMin), "vector.reduce.umax": reduce(OpReduceUMax),
		"vector.reduce.umin": reduce(OpReduceUMin),
	}
}

// libmIntrinsics are the math intrinsics clang -O2 makes of libm calls
// (floor(x) is a call at -O0 and llvm.floor.f64 at -O2). They are lowered
// back to calls of the libm function (with the f suffix for float), so the
// interpreter sees the same program at every optimization level and models
// or rejects them as it does any external function.
var libmIntrinsics = map[string]string{
	"floor": "floor", "ceil": "ceil", "trunc": "trunc", "round": "round",
	"roundeven": "roundeven", "rint": "rint", "nearbyint": "nearbyint",
	"sqrt": "sqrt", "sin": "sin", "cos": "cos", "exp": "exp", "exp2": "exp2",
	"log": "log", "log2": "log2", "log10": "log10", "pow": "pow",
	"copysign": "copysign", "minnum": "fmin", "maxnum": "fmax",
	"fma":    "fma", // fused: not fmuladd, which x86-64 rounds twice
	"lround": "lround", "llround": "llround", "lrint": "lrint", "llrint": "llrint",
}

func init() {
	for k, v := range libmIntrinsics {
		intrinsics[k] = libmCall(v)
	}
}

// lookupIntrinsic finds the handler of a full intrinsic name.
func lookupIntrinsic(name string) (intrinsicHandler, bool) {
	base := strings.TrimPrefix(name, "llvm.")
	for {
		if h, ok := intrinsics[base]; ok {
			return h, true
		}
		i := strings.LastIndexByte(base, '.')
		if i < 0 {
			return nil, false
		}
		base = base[:i]
	}
}

func (fl *funcLowerer) intrinsic(inst *llir.InstCall, name string) error {
	h, ok := lookupIntrinsic(name)
	if !ok {
		return unsupportedf("intrinsic %s is not supported", name)
	}
	return h(fl, inst)
}

// argOperands lowers the first n call arguments.
func (fl *funcLowerer) argOperands(inst *llir.InstCall, n int) ([]Operand, error) {
	if len(inst.Args) < n {
		return nil, unsupportedf("intrinsic call with %d arguments, want %d", len(inst.Args), n)
	}
	return fl.operands(inst.Args[:n]...)
}

func memIntrinsic(op Op) intrinsicHandler {
	return func(fl *funcLowerer, inst *llir.InstCall) error {
		ops, err := fl.argOperands(inst, 3)
		if err != nil {
			return err
		}
		_, l, err := fl.lanes(inst.Args[2].Type())
		if err != nil {
			return err
		}
		in := newInst(op)
		in.Aux, in.Args = int64(l.bits), ops
		fl.emit(in)
		return nil
	}
}

func elementwiseN(op Op, n int) intrinsicHandler {
	return func(fl *funcLowerer, inst *llir.InstCall) error {
		if len(inst.Args) < n {
			return unsupportedf("intrinsic call with %d arguments, want %d", len(inst.Args), n)
		}
		return fl.elementwise(op, inst, inst.Args[:n]...)
	}
}

// withOverflow lowers {iN, i1} @llvm.*.with.overflow: Dst is the result,
// Dst+1 the overflow flag.
func withOverflow(op Op) intrinsicHandler {
	return func(fl *funcLowerer, inst *llir.InstCall) error {
		ops, err := fl.argOperands(inst, 2)
		if err != nil {
			return err
		}
		n, l, err := fl.lanes(inst.Args[0].Type())
		if err != nil {
			return err
		}
		if n != 1 {
			return unsupportedf("vector overflow intrinsic")
		}
		d, err := fl.dst(inst)
		if err != nil {
			return err
		}
		in := newInst(op)
		in.Width, in.Dst, in.Args = l.bits, d, ops
		fl.emit(in)
		return nil
	}
}

func trap(fl *funcLowerer, inst *llir.InstCall) error {
	fl.emit(newInst(OpTrap))
	return nil
}

func copyArg0(fl *funcLowerer, inst *llir.InstCall) error {
	if len(inst.Args) < 1 {
		return unsupportedf("intrinsic call without arguments")
	}
	return fl.copyValue(inst, inst.Args[0])
}

func argsOnly(op Op, n int) intrinsicHandler {
	return func(fl *funcLowerer, inst *llir.InstCall) error {
		ops, err := fl.argOperands(inst, n)
		if err != nil {
			return err
		}
		in := newInst(op)
		in.Args = ops
		fl.emit(in)
		return nil
	}
}

func stackSave(fl *funcLowerer, inst *llir.InstCall) error {
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	in := newInst(OpStackSave)
	in.Width, in.Dst = fl.lw.tc.ptrBits(), d
	fl.emit(in)
	return nil
}

// loadRelative lowers llvm.load.relative.iN(p, off), the read of a
// relative lookup table (clang -O2 turns a switch that returns string
// constants into one): p + sext(load i32 at p + off).
func loadRelative(fl *funcLowerer, inst *llir.InstCall) error {
	ops, err := fl.argOperands(inst, 2)
	if err != nil {
		return err
	}
	ow, _, err := fl.firstBits(inst.Args[1].Type())
	if err != nil {
		return err
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	ld, err := fl.memInst(OpLoad, types.I32)
	if err != nil {
		return err
	}
	pw := fl.lw.tc.ptrBits()
	at := fl.ptrAdd(-1, ops[0], ops[1], ow)
	ld.Dst, ld.Args = fl.newSlots(1), []Operand{Operand(at)}
	fl.emit(ld)
	rel := fl.emitOp(OpSExt, pw, 32, -1, Operand(ld.Dst))
	fl.ptrAdd(d, ops[0], Operand(rel), pw)
	return nil
}

// ptrAdd emits d = p + the w-bit signed offset off (a getelementptr on
// bytes) and returns d; d < 0 asks for a fresh slot.
func (fl *funcLowerer) ptrAdd(d Slot, p, off Operand, w uint16) Slot {
	if d < 0 {
		d = fl.newSlots(1)
	}
	in := newInst(OpGEP)
	in.Width, in.Dst, in.Args = fl.lw.tc.ptrBits(), d, []Operand{p, off}
	in.Ints, in.Sub = []int64{1}, []uint16{w}
	fl.emit(in)
	return d
}

// objectSize answers "unknown", which is always allowed: -1 when asked for
// the maximum (min flag false), 0 when asked for the minimum.
func objectSize(fl *funcLowerer, inst *llir.InstCall) error {
	_, l, err := fl.lanes(inst.Type())
	if err != nil {
		return err
	}
	v := ^uint64(0)
	if len(inst.Args) > 1 {
		if k, ok := fl.lw.constIndexValue(inst.Args[1]); ok && k != 0 {
			v = 0
		}
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	fl.emitOp(OpCopy, l.bits, int64(l.bits), d, fl.lw.constInt(v, l.bits))
	return nil
}

// isConstant answers false, which llvm.is.constant always allows.
func isConstant(fl *funcLowerer, inst *llir.InstCall) error {
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	fl.emitOp(OpCopy, 1, 1, d, fl.lw.constInt(0, 1))
	return nil
}

func reduce(op Op) intrinsicHandler {
	return func(fl *funcLowerer, inst *llir.InstCall) error {
		if len(inst.Args) != 1 {
			return unsupportedf("reduction with %d arguments", len(inst.Args))
		}
		n, l, err := fl.lanes(inst.Args[0].Type())
		if err != nil {
			return err
		}
		x, err := fl.operand(inst.Args[0])
		if err != nil {
			return err
		}
		d, err := fl.dst(inst)
		if err != nil {
			return err
		}
		in := newInst(op)
		in.Width, in.Lanes, in.Dst, in.Args = l.bits, int32(n), d, []Operand{x}
		fl.emit(in)
		return nil
	}
}

// libmCall lowers a math intrinsic to a call of libm function base (float
// variants get the f suffix), declaring the function if the module does
// not.
func libmCall(base string) intrinsicHandler {
	return func(fl *funcLowerer, inst *llir.InstCall) error {
		if len(inst.Args) == 0 {
			return unsupportedf("math intrinsic without arguments")
		}
		name := base
		switch t, _ := inst.Args[0].Type().(*types.FloatType); {
		case t == nil:
			return unsupportedf("vector math intrinsic")
		case t.Kind == types.FloatKindFloat:
			name += "f"
		case t.Kind != types.FloatKindDouble && t.Kind != types.FloatKindX86_FP80:
			return unsupportedf("math intrinsic on %s", t)
		}
		callee, err := fl.lw.externFunc(name, inst)
		if err != nil {
			return err
		}
		in := newInst(OpCall)
		in.Call = callee
		for _, a := range inst.Args {
			o, n, err := fl.callArg(a)
			if err != nil {
				return err
			}
			in.Args = append(in.Args, o)
			in.Sub = append(in.Sub, uint16(n))
		}
		bits, n, err := fl.firstBits(inst.Type())
		if err != nil {
			return err
		}
		if in.Dst, err = fl.dst(inst); err != nil {
			return err
		}
		in.Width, in.Aux2 = bits, int64(n)
		fl.emit(in)
		return nil
	}
}

// uaddSat: a + umin(~a, b) is a+b, or all ones when that overflows.
func uaddSat(fl *funcLowerer, inst *llir.InstCall) error {
	return fl.saturating(inst, func(d Slot, w uint16, lanes int32, a, b Operand) {
		na := fl.emitLanes(OpXor, w, lanes, -1, a, fl.splat(^uint64(0), w, lanes))
		m := fl.emitLanes(OpUMin, w, lanes, -1, Operand(na), b)
		fl.emitLanes(OpAdd, w, lanes, d, a, Operand(m))
	})
}

// usubSat: umax(a, b) - b is a-b, or 0 when b > a.
func usubSat(fl *funcLowerer, inst *llir.InstCall) error {
	return fl.saturating(inst, func(d Slot, w uint16, lanes int32, a, b Operand) {
		m := fl.emitLanes(OpUMax, w, lanes, -1, a, b)
		fl.emitLanes(OpSub, w, lanes, d, Operand(m), b)
	})
}

// signedSat: on signed overflow the result saturates toward the sign of a
// (for both add and sub), else it is the plain result.
func signedSat(op Op) intrinsicHandler {
	return func(fl *funcLowerer, inst *llir.InstCall) error {
		return fl.saturating(inst, func(d Slot, w uint16, lanes int32, a, b Operand) {
			r := fl.newSlots(2)
			in := newInst(op)
			in.Width, in.Dst, in.Args = w, r, []Operand{a, b}
			fl.emit(in)
			neg := fl.newSlots(1)
			cmp := newInst(OpICmp)
			cmp.Pred, cmp.Width, cmp.Aux, cmp.Dst, cmp.Args = IntSLT, 1, int64(w), neg, []Operand{a, fl.lw.constInt(0, w)}
			fl.emit(cmp)
			minv, maxv := uint64(1)<<(w-1), uint64(1)<<(w-1)-1
			sat := fl.newSlots(1)
			s1 := newInst(OpSelect)
			s1.Width, s1.Aux2, s1.Dst, s1.Args = w, 1, sat, []Operand{Operand(neg), fl.lw.constInt(minv, w), fl.lw.constInt(maxv, w)}
			fl.emit(s1)
			s2 := newInst(OpSelect)
			s2.Width, s2.Aux2, s2.Dst, s2.Args = w, 1, d, []Operand{Operand(r + 1), Operand(sat), Operand(r)}
			fl.emit(s2)
		})
	}
}

// saturating checks the operands of a two-operand saturating intrinsic and
// runs body with its destination, width, lanes and operands. The signed
// forms use with.overflow ops, which are scalar only.
func (fl *funcLowerer) saturating(inst *llir.InstCall, body func(d Slot, w uint16, lanes int32, a, b Operand)) error {
	ops, err := fl.argOperands(inst, 2)
	if err != nil {
		return err
	}
	n, l, err := fl.lanes(inst.Type())
	if err != nil {
		return err
	}
	name := stripCasts(inst.Callee).(*llir.Func).Name()
	if n != 1 && (strings.Contains(name, ".sadd.") || strings.Contains(name, ".ssub.")) {
		return unsupportedf("vector %s", name)
	}
	d, err := fl.dst(inst)
	if err != nil {
		return err
	}
	body(d, l.bits, int32(n), ops[0], ops[1])
	return nil
}

// emitLanes emits an element-wise op over lanes into d (fresh slots when d
// is negative) and returns the destination.
func (fl *funcLowerer) emitLanes(op Op, w uint16, lanes int32, d Slot, args ...Operand) Slot {
	if d < 0 {
		d = fl.newSlots(int(lanes))
	}
	in := newInst(op)
	in.Width, in.Lanes, in.Dst, in.Args = w, lanes, d, args
	fl.emit(in)
	return d
}

// splat interns a constant vector with every lane v.
func (fl *funcLowerer) splat(v uint64, w uint16, lanes int32) Operand {
	cs := make([]Const, lanes)
	for i := range cs {
		cs[i] = Const{Bits: mask(v, w), Width: w}
	}
	return fl.lw.intern(cs)
}

// inlineAsm lowers the inline assembly real programs use for what C
// cannot say: cpuid (CPU feature detection, as in coreutils' cksum and
// wc) reports no features, leaf 0 being the highest, so the program takes
// its portable code (a native replay may take the accelerated one, which
// computes the same); bsf (a bit scan, as in coreutils' factor) is a
// count of trailing zeros. Any other is unsupported.
func (fl *funcLowerer) inlineAsm(inst *llir.InstCall, a *llir.InlineAsm) error {
	text := strings.Join(strings.Fields(a.Asm), " ")
	switch {
	case strings.Contains(text, "cpuid"):
		d, err := fl.dst(inst)
		if err != nil {
			return err
		}
		sh, err := fl.lw.tc.shape(inst.Type())
		if err != nil {
			return err
		}
		for i, leaf := range sh {
			fl.emitOp(OpCopy, leaf.bits, int64(leaf.bits), d+Slot(i), fl.lw.constInt(0, leaf.bits))
		}
		return nil
	case strings.HasPrefix(text, "bsf ") && len(inst.Args) == 1:
		res, _, err := fl.firstBits(inst.Type())
		if err != nil {
			return err
		}
		src, ok := inst.Args[0].Type().(*types.IntType)
		if !ok || res == 0 || uint64(res) > src.BitSize {
			return unsupportedf("inline assembly %q on %s", a.Asm, inst.Args[0].Type())
		}
		x, err := fl.operand(inst.Args[0])
		if err != nil {
			return err
		}
		d, err := fl.dst(inst)
		if err != nil {
			return err
		}
		w := uint16(src.BitSize)
		if res == w {
			fl.emitOp(OpCttz, w, 0, d, x)
			return nil
		}
		t := fl.emitOp(OpCttz, w, 0, -1, x)
		fl.emitOp(OpTrunc, res, int64(w), d, Operand(t))
		return nil
	}
	return unsupportedf("inline assembly %q", a.Asm)
}

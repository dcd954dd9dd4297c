package exec

import (
	"fmt"
	"strings"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// call executes OpCall: a direct call, or an indirect one through a
// (possibly symbolic) function pointer.
func (x *Executor) call(s *State, in *ir.Inst) action {
	callee := in.Call
	if in.Aux == 1 || callee == nil {
		fp := x.get(s, in.Args[0], 0)
		if fp.E != nil {
			return x.symbolicCall(s, in, fp.E)
		}
		callee = x.funcAt(fp.C)
		if callee == nil {
			x.terminateBug(s, BugPtr, fmt.Sprintf("invalid function pointer %#x", fp.C), "")
			return actStop
		}
	}
	return x.callFunc(s, in, callee)
}

// argStart is the index in in.Args of the first argument.
func argStart(in *ir.Inst) int {
	if in.Aux == 1 || in.Call == nil {
		return 1
	}
	return 0
}

// symbolicCall forks one state per function the pointer may point to
// (KLEE: ask for a value, fork it off, exclude it, repeat). A state
// following a model calls its model's target instead, when a
// CheckSubscriber takes the other targets (Callee): asking for them at
// every such call of every seed's run took up to half of a gif decoder's
// concolic run (docs/bench-log/2026-11-28-muse.md).
func (x *Executor) symbolicCall(s *State, in *ir.Inst, fp expr.Expr) action {
	cur := s
	var targets []*State
	var callees []*ir.Func
	for i := 0; i <= len(x.prog.Funcs); i++ {
		v, err := x.value(cur, fp)
		if err != nil {
			x.solverFailed(cur, err)
			break
		}
		eq := expr.Eq(expr.Const(v, fp.Width()), fp)
		t, f, ok := cur, (*State)(nil), true
		if i == 0 && x.calleeTaken(s, fp, v) {
			s.addConstraint(eq)
		} else if t, f, ok = x.split(cur, eq, false); !ok {
			break
		}
		if t != nil {
			if callee := x.funcAt(v); callee != nil {
				targets, callees = append(targets, t), append(callees, callee)
			} else {
				x.terminateBug(t, BugPtr, fmt.Sprintf("invalid function pointer %#x", v), "")
			}
		}
		if f == nil {
			break
		}
		cur = f
	}
	for i, t := range targets {
		if x.callFunc(t, in, callees[i]) == actNext && !t.done {
			advance(t)
		}
	}
	return actStop
}

// calleeTaken reports whether a CheckSubscriber takes the targets of fp
// other than v, the model's, for s (Callee; concolic execution).
func (x *Executor) calleeTaken(s *State, fp expr.Expr, v uint64) bool {
	if !x.followsModel(s) {
		return false
	}
	for _, h := range x.subs.check {
		if h.Callee(s, fp, v) {
			return true
		}
	}
	return false
}

// callFunc calls callee from s at in: a special function's handler, or a
// new frame for a defined function.
func (x *Executor) callFunc(s *State, in *ir.Inst, callee *ir.Func) action {
	start := argStart(in)
	if h := x.specials[callee.Index]; h != nil && !callee.IsDecl() {
		return h(x, s, in, nil) // an SV-COMP error function the program defines
	}
	if callee.IsDecl() {
		h := x.specials[callee.Index]
		if h == nil {
			x.countExternal(callee.Name)
		}
		if h == nil && x.cfg.ExternalCalls == ExternalNone && !strings.HasPrefix(callee.Name, "llvm.") {
			// KLEE's message and kind (a user error) under --external-calls=none.
			x.terminateBug(s, BugUser, "external calls disallowed: "+callee.Name, "")
			return actStop
		}
		if h == nil {
			x.terminateBug(s, BugExternal, "external function not supported: "+callee.Name,
				"the function is declared but not defined; link its definition or model it")
			return actStop
		}
		args := x.callArgs[:0]
		for i := start; i < len(in.Args); i++ {
			args = append(args, x.get(s, in.Args[i], 0))
		}
		x.callArgs = args[:0]
		return h(x, s, in, args)
	}
	if len(s.frames) >= x.cfg.MaxStack {
		x.terminateBug(s, BugOverflow, fmt.Sprintf("stack overflow: more than %d frames", x.cfg.MaxStack), "")
		return actStop
	}
	caller := len(s.frames) - 1
	f := x.pushFrame(s, callee)
	callerRegs := s.frames[caller].regs
	regs := f.regs
	// Fixed parameters.
	ai := start
	for pi, p := range callee.Params {
		if ai >= len(in.Args) {
			break
		}
		n := p.N
		if n < 1 {
			n = 1
		}
		sub := x.argSlots(in, ai-start)
		for l := 0; l < n && l < sub; l++ {
			regs[int(p.Slot)+l] = lane(callerRegs, x.consts, in.Args[ai], l)
		}
		_ = pi
		ai++
	}
	if callee.Variadic && ai < len(in.Args) && !x.varArgs(s, f, in, ai, callerRegs) {
		return actStop
	}
	for _, h := range x.subs.call {
		h.Called(s, callee)
	}
	return actJump
}

// varArgs lays the arguments of in from index first on out in memory as
// the callee's va_arg reads them, and gives the object to f (va_start
// points the va_list at it). Every argument takes its size from the call's
// types (in.Ints: an i64 5 takes 8 bytes, a byval struct its bytes in
// place) rounded up to a stack slot, 8 bytes on x86-64 and 4 on i386.
// Without sizes (an indirect call whose type is not variadic, undefined in
// C) every slot holds one value. ok is false when s ended.
func (x *Executor) varArgs(s *State, f *Frame, in *ir.Inst, first int, callerRegs []Value) (ok bool) {
	slot := uint64(x.ptrBytes)
	start := argStart(in)
	k0 := 0 // index in in.Ints of the first variadic slot
	for i := start; i < first; i++ {
		k0 += x.argSlots(in, i-start)
	}
	bytesAt := func(k int) int64 {
		if k < len(in.Ints) {
			return in.Ints[k]
		}
		return int64(slot)
	}
	// place aligns an argument of n bytes as the callee's va_arg expects:
	// on x86-64 a 16-byte scalar (long double) starts at a multiple of 16.
	place := func(off uint64, n int64) uint64 {
		if n == 16 && slot == 8 {
			return roundUp(off, 16)
		}
		return off
	}
	size, k := uint64(0), k0
	for i := first; i < len(in.Args); i++ {
		if x.argSlots(in, i-start) == 1 {
			size = place(size, bytesAt(k))
		}
		n := uint64(0)
		for l := 0; l < x.argSlots(in, i-start); l++ {
			n += uint64(max(bytesAt(k), -bytesAt(k)))
			k++
		}
		size += roundUp(n, slot)
	}
	obj, w := s.mem.Allocate(size, 16, mem.VarArgs, f.Fn.Name+".varargs", false)
	if obj == nil {
		x.terminateEarly(s, "out of address space")
		return false
	}
	off, k := uint64(0), k0
	for i := first; i < len(in.Args); i++ {
		if x.argSlots(in, i-start) == 1 {
			off = place(off, bytesAt(k))
		}
		argOff := off
		for l := 0; l < x.argSlots(in, i-start); l++ {
			v, n := lane(callerRegs, x.consts, in.Args[i], l), bytesAt(k)
			k++
			// A long double (16 bytes, 12 on i386) holds the double it
			// is computed as in its first 8 (ir's layout); the fresh
			// object's other bytes stay zero.
			wide := int64(0)
			if n > 8 {
				wide, n = n-8, 8
			}
			switch {
			case n < 0: // byval: the bytes v points to
				p, ok := x.concreteArg(s, v, in.Loc, "symbolic byval argument pointer")
				if !ok {
					return false
				}
				_, src, soff, ok := x.span(s, p, uint64(-n), false)
				if !ok {
					return false
				}
				w.CopyFrom(off, src, soff, uint64(-n))
				n = -n
			case v.E == nil:
				w.Write(off, int(n), v.C)
			default:
				w.WriteExpr(off, int(n), expr.ZExtOrTrunc(v.E, expr.Width(8*n)))
			}
			off += uint64(n + wide)
		}
		off = argOff + roundUp(off-argOff, slot)
	}
	f.varargs = obj
	return true
}

func roundUp(n, align uint64) uint64 { return (n + align - 1) / align * align }

// argSlots is the slot count of argument i of a call.
func (x *Executor) argSlots(in *ir.Inst, i int) int {
	if i < len(in.Sub) && in.Sub[i] > 0 {
		return int(in.Sub[i])
	}
	return 1
}

// ret returns from the innermost frame, or ends the path when it is main's.
func (x *Executor) ret(s *State, in *ir.Inst) action {
	f := s.top()
	x.markLeft(s, f)
	n := 0
	if len(in.Args) > 0 {
		n = int(max(in.Aux2, 1))
	}
	vals := x.phiBuf[:0]
	for l := 0; l < n; l++ {
		vals = append(vals, x.get(s, in.Args[0], l))
	}
	x.phiBuf = vals
	retBits := f.Fn.RetBits
	callee := f.Fn
	x.popFrame(s)
	for _, h := range x.subs.call {
		h.Returned(s, callee, vals)
	}
	if len(s.frames) == 0 {
		v := Value{}
		if n > 0 {
			v = vals[0]
		}
		if retBits == 0 {
			retBits = 32
		}
		x.terminateExit(s, v, retBits)
		return actStop
	}
	caller := s.top()
	call := &caller.Fn.Blocks[caller.Block].Insts[caller.PC]
	x.writeResult(s, call, vals)
	caller.PC++
	return actJump
}

// writeResult stores a call's result slots.
func (x *Executor) writeResult(s *State, call *ir.Inst, vals []Value) {
	if call.Dst < 0 || call.Aux2 <= 0 {
		return
	}
	regs := frameRegs(s)
	for l := 0; l < int(call.Aux2) && l < len(vals); l++ {
		regs[int(call.Dst)+l] = vals[l]
	}
}

// countExternal counts a call to a function neither defined nor modeled.
func (x *Executor) countExternal(name string) {
	if x.stats.Externals == nil {
		x.stats.Externals = map[string]uint64{}
	}
	x.stats.Externals[name]++
	x.stats.ExternalCalls++
}

// funcInfo is what calls need to know about a function beyond ir.Func.
type funcInfo struct {
	// entry are the sizes of the function's entry allocas: the allocas
	// of a constant size (at most largeAlloc bytes) that begin its entry
	// block, as all of a function's fixed-size locals do at -O0. They run
	// in a row at every call, so the frame's first alloca makes them all
	// in one step (mem's AllocateStack) and the others only count. Each
	// local is still an object of its own, with its own bounds, at the
	// address it would have had.
	entry    []uint64
	entryDst []ir.Slot // their registers
	// plain: a defined function, not special, not variadic, whose
	// parameters take one slot each. The interpreter's fast path enters
	// it directly (enter).
	plain bool
}

// layoutFrames fills x.funcs.
func (x *Executor) layoutFrames() {
	x.funcs = make([]funcInfo, len(x.prog.Funcs))
	for i, f := range x.prog.Funcs {
		if f.IsDecl() {
			continue
		}
		fi := &x.funcs[i]
		fi.plain = x.specials[i] == nil && !f.Variadic
		for _, p := range f.Params {
			fi.plain = fi.plain && p.N <= 1
		}
		for k := range f.Blocks[0].Insts {
			in := &f.Blocks[0].Insts[k]
			if in.Op != ir.OpAlloca || in.Args[0] >= 0 {
				break
			}
			c := x.prog.Consts[^in.Args[0]]
			if c.Global != nil || c.Func != nil {
				break
			}
			n, ok := allocaSize(in, c.Bits&mask(c.Width))
			if !ok || n > largeAlloc {
				break // the alloca reports it
			}
			fi.entry, fi.entryDst = append(fi.entry, n), append(fi.entryDst, in.Dst)
		}
	}
}

// enter calls a plain function (funcInfo.plain) with the arguments
// in.Args, one slot each, from the frame whose registers are callerRegs:
// callFunc's common case, for the interpreter's fast path.
func (x *Executor) enter(s *State, in *ir.Inst, callerRegs []Value) {
	callee := in.Call
	f := x.pushFrame(s, callee)
	regs := f.regs
	for i, p := range callee.Params {
		regs[p.Slot] = opnd(callerRegs, x.consts, in.Args[i])
	}
	// Nothing else is allocated before the callee's first instruction,
	// its first alloca: its entry allocas can be made now.
	x.makeEntry(s, f)
}

// leave returns from s's innermost frame f, which is not the last, with
// the single-slot result v (when has): ret's common case, for the
// interpreter's fast path.
func (x *Executor) leave(s *State, f *Frame, v Value, has bool) {
	x.markLeft(s, f)
	x.popFrame(s)
	caller := s.top()
	call := &caller.Fn.Blocks[caller.Block].Insts[caller.PC]
	if has && call.Dst >= 0 && call.Aux2 > 0 {
		caller.regs[call.Dst] = v
	}
	caller.PC++
}

// markLeft covers the block f is leaving.
func (x *Executor) markLeft(s *State, f *Frame) {
	if gb := x.blockBase[f.Fn.Index] + f.Block; !x.cov.blockDone[gb] {
		x.markBlock(s, gb)
	}
}

// entryAlloca reports whether the alloca at f's pc is done as one of the
// frame's entry allocas: the first makes them all (see funcInfo.entry),
// unless enter did, and the others were made with it. It is false when
// the alloca is another (or the address space is exhausted): then it
// runs as usual.
func (x *Executor) entryAlloca(s *State, f *Frame, pc int) bool {
	if f.Block != 0 || pc > f.entry {
		return false
	}
	return pc < f.entry || pc == 0 && x.makeEntry(s, f)
}

// makeEntry makes the entry allocas of f, a frame at its start, in one
// step; false when there are none or they do not fit.
func (x *Executor) makeEntry(s *State, f *Frame) bool {
	fi := &x.funcs[f.Fn.Index]
	if len(fi.entry) == 0 {
		return false
	}
	first := len(s.allocas)
	objs, ok := s.mem.AllocateStack(fi.entry, f.Fn.Name, s.allocas)
	if !ok {
		return false
	}
	s.allocas = objs
	regs := f.regs
	for k, obj := range objs[first:] {
		regs[fi.entryDst[k]] = Value{C: obj.Addr}
	}
	f.entry = len(fi.entry)
	return true
}

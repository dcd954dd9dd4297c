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
// (KLEE: ask for a value, fork it off, exclude it, repeat).
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
		eq := expr.Eq(expr.Const(v, expr.Int64), fp)
		t, f, ok := x.split(cur, eq, false)
		if !ok {
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

// callFunc calls callee from s at in: a special function's handler, or a
// new frame for a defined function.
func (x *Executor) callFunc(s *State, in *ir.Inst, callee *ir.Func) action {
	start := argStart(in)
	if h := x.specials[callee.Index]; h != nil && !callee.IsDecl() {
		return h(x, s, in, nil) // an SV-COMP error function the program defines
	}
	if callee.IsDecl() {
		h := x.specials[callee.Index]
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
	callerRegs := s.regs[s.frames[caller].Base : s.frames[caller].Base+s.frames[caller].Fn.NumSlots]
	regs := s.regs[f.Base : f.Base+callee.NumSlots]
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
	// Variadic arguments go to memory, one 8-byte slot per scalar (x86-64
	// passes every scalar vararg in an 8-byte slot). On i386 a slot is 4
	// bytes; a concrete value's width is not known here, so one wider than
	// 32 bits is assumed to be an i64 or double (8 bytes).
	if callee.Variadic && ai < len(in.Args) {
		var vals []Value
		for ; ai < len(in.Args); ai++ {
			for l := 0; l < x.argSlots(in, ai-start); l++ {
				vals = append(vals, lane(callerRegs, x.consts, in.Args[ai], l))
			}
		}
		slot := func(v Value) int {
			if x.ptrBytes == 8 {
				return 8
			}
			if v.E != nil && v.E.Width() > 32 || v.E == nil && v.C>>32 != 0 {
				return 8
			}
			return 4
		}
		size := 0
		for _, v := range vals {
			size += slot(v)
		}
		obj, os := s.mem.Allocate(uint64(size), 16, mem.VarArgs, callee.Name+".varargs", false)
		if obj == nil {
			x.terminateEarly(s, "out of address space")
			return actStop
		}
		off := uint64(0)
		for _, v := range vals {
			n := slot(v)
			if v.E == nil {
				os.Write(off, n, v.C)
			} else {
				os.WriteExpr(off, n, expr.ZExtOrTrunc(v.E, expr.Width(8*n)))
			}
			off += uint64(n)
		}
		f.varargs = obj
	}
	for _, h := range x.subs.call {
		h.Called(s, callee)
	}
	return actJump
}

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
	gb := x.blockBase[f.Fn.Index] + f.Block
	if !x.cov.blockDone[gb] {
		x.markBlock(s, gb)
	}
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
	if len(x.subs.call) > 0 {
		var v Value
		if n > 0 {
			v = vals[0]
		}
		for _, h := range x.subs.call {
			h.Returned(s, callee, v, n > 0)
		}
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

package exec

import (
	"fmt"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// setjmp and longjmp are implemented in the engine (KLEE has neither).
// setjmp records where to come back in the jmp_buf itself, as glibc does:
// a tag, the serial number of the calling frame and the position of the
// setjmp call. Keeping it in program memory makes it fork with the state
// (copy-on-write) and die with the buffer, and a program that copies a
// jmp_buf copies the record. longjmp finds the frame by its serial (frames
// are numbered per path, so a returned frame's serial never comes back),
// pops the frames above it, releasing their stack objects as returns do,
// and resumes after the setjmp call, which now returns the value (1 for 0).
//
// The record takes 24 bytes, which fit in __jmpbuf on x86-64 (64 bytes)
// and on i386 (24).
const (
	jmpTag   = 0x626a6d78796d7973 // "symxjmpb"
	jmpBytes = 24
)

// setjmpNames are the names setjmpFn answers to: specialTable's entries
// (init), and what the liveness of parked states (park.go) looks for.
var setjmpNames = map[string]bool{"setjmp": true, "_setjmp": true, "__sigsetjmp": true, "sigsetjmp": true}

func init() {
	for name := range setjmpNames {
		specialTable[name] = setjmpFn
	}
}

func setjmpFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	env, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic jmp_buf pointer")
	if !ok {
		return actStop
	}
	obj, os, off, ok := x.span(s, env, jmpBytes, true)
	if !ok {
		return actStop
	}
	f := s.top()
	w := s.mem.Writable(obj, os)
	w.Write(off, 8, jmpTag)
	w.Write(off+8, 8, f.serial)
	w.Write(off+16, 4, uint64(f.Block))
	w.Write(off+20, 4, uint64(f.PC))
	return x.result(s, in, Value{})
}

func longjmpFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	env, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic jmp_buf pointer")
	if !ok {
		return actStop
	}
	_, os, off, ok := x.span(s, env, jmpBytes, false)
	if !ok {
		return actStop
	}
	tag, ok1 := os.ReadConcrete(off, 8)
	serial, ok2 := os.ReadConcrete(off+8, 8)
	block, ok3 := os.ReadConcrete(off+16, 4)
	pc, ok4 := os.ReadConcrete(off+20, 4)
	if !ok1 || !ok2 || !ok3 || !ok4 || tag != jmpTag {
		return x.bug(s, BugUser, fmt.Sprintf("longjmp with a jmp_buf (%#x) no setjmp filled", env))
	}
	target := -1
	for i := len(s.frames) - 1; i >= 0; i-- {
		if s.frames[i].serial == serial {
			target = i
			break
		}
	}
	if target < 0 {
		return x.bug(s, BugUser, "longjmp to a returned frame")
	}
	f := &s.frames[target]
	if int(block) >= len(f.Fn.Blocks) || int(pc) >= len(f.Fn.Blocks[block].Insts) ||
		f.Fn.Blocks[block].Insts[pc].Op != ir.OpCall {
		return x.bug(s, BugUser, fmt.Sprintf("longjmp with a corrupted jmp_buf (%#x)", env))
	}
	// The value setjmp returns the second time: val, or 1 for 0.
	v := arg(a, 1) // an int
	if v.E == nil {
		v.C &= mask(32)
		if v.C == 0 {
			v.C = 1
		}
	} else {
		e := expr.ZExtOrTrunc(v.E, expr.Int32)
		v.E = expr.Select(expr.Eq(e, expr.Const(0, expr.Int32)), expr.Const(1, expr.Int32), e)
	}
	for len(s.frames)-1 > target {
		callee := s.top().Fn
		x.popFrame(s)
		for _, h := range x.subs.call {
			h.Returned(s, callee, nil)
		}
	}
	f = s.top()
	f.Block, f.PC = int(block), int(pc)
	call := &f.Fn.Blocks[f.Block].Insts[f.PC]
	x.writeResult(s, call, []Value{v})
	f.PC++
	return actJump
}

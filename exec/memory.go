package exec

import (
	"fmt"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// accessSize is the number of bytes a load or store of layout lay touches.
func accessSize(lay *ir.Layout) uint64 {
	var n uint64
	for _, sc := range lay.Scalars {
		n = max(n, uint64(sc.Offset)+uint64(sc.Bits+7)/8)
	}
	return n
}

// access is one resolved memory access: on state st, into obj (contents
// os as seen by st) at offset off, or at the symbolic offset offE.
type access struct {
	st   *State
	obj  *mem.Object
	os   *mem.ObjectState
	off  uint64
	offE expr.Expr
}

// resolve finds the objects an access of size bytes at addr reaches on s.
// It returns the accesses to perform, one per state (s possibly among
// them); forked reports whether states were created or s ended, in which
// case the caller must position the performing states itself and return
// actStop. Memory errors end their states here.
func (x *Executor) resolve(s *State, addr Value, size uint64, write bool) (acc []access, forked bool) {
	if addr.E == nil {
		obj, os, ok := s.mem.Lookup(addr.C)
		if !ok || !obj.Contains(addr.C, size) {
			x.memoryError(s, addr.C, size, write)
			return nil, true
		}
		if write && obj.ReadOnly {
			x.terminateBug(s, BugReadOnly, "memory error: object read only", obj.String())
			return nil, true
		}
		return []access{{st: s, obj: obj, os: os, off: addr.C - obj.Addr}}, false
	}
	e := addr.E
	if e.Width() < expr.Int64 {
		e = expr.ZExt(e, expr.Int64) // 32-bit pointers
	}
	example, err := x.value(s, e)
	if err != nil {
		x.solverFailed(s, err)
		return nil, true
	}
	if obj, os := s.pointerBase(addr.E); obj != nil {
		// The path's own example landing wholly inside another object is
		// arithmetic across objects by design (relative lookup tables:
		// base + (target - base)), not an overflow: resolve it KLEE's way.
		if other, _, ok := s.mem.Lookup(example); !ok || other == obj || !other.Contains(example, size) {
			return x.resolveIn(s, e, obj, os, size, write)
		}
	}
	// The common case: the pointer must stay inside the object its
	// example value points into.
	if obj, os, ok := s.mem.Lookup(example); ok {
		must, err := x.mustBeTrue(s, mem.InBounds(obj, e, size))
		if err != nil {
			x.solverFailed(s, err)
			return nil, true
		}
		if must {
			if write && obj.ReadOnly {
				x.terminateBug(s, BugReadOnly, "memory error: object read only", obj.String())
				return nil, true
			}
			return []access{x.symbolicAccess(s, obj, os, e)}, false
		}
	}
	// KLEE's resolution: one state per object the pointer may reach, and
	// one for the pointer being outside all of them.
	may := func(c expr.Expr) (bool, error) {
		ok, _, err := x.mayBeTrue(s, c)
		return ok, err
	}
	res, complete, err := s.mem.Resolve(e, example, may, x.cfg.MaxResolutions)
	if err != nil {
		x.solverFailed(s, err)
		return nil, true
	}
	if !complete {
		x.terminateEarly(s, fmt.Sprintf("symbolic pointer may point into more than %d objects", x.cfg.MaxResolutions))
		return nil, true
	}
	cur := s
	for _, r := range res {
		t, f, ok := x.split(cur, mem.InBounds(r.Obj, e, size), false)
		if !ok {
			return acc, true
		}
		if t != nil {
			if write && r.Obj.ReadOnly {
				x.terminateBug(t, BugReadOnly, "memory error: object read only", r.Obj.String())
			} else {
				acc = append(acc, x.symbolicAccess(t, r.Obj, r.OS, e))
			}
		}
		cur = f
		if cur == nil {
			break
		}
	}
	if cur != nil {
		v, _ := x.value(cur, e)
		x.memoryError(cur, v, size, write)
	}
	forked = len(acc) != 1 || acc[0].st != s
	return acc, forked
}

// pointerBase returns the object a symbolic address is based on: the one
// holding (or ending at) the address's constant term, which is the base
// pointer of the getelementptr arithmetic that made it (base + Σ index ×
// size). C allows an access through such a pointer only inside that
// object, and natively (under ASan) an index that runs into a neighbour
// is a buffer overflow; so symx reports it, where KLEE would fork into
// every object the address may reach and let the access land there.
// Addresses with no constant term in an object (a select of pointers, an
// integer made a pointer) are resolved KLEE's way.
func (s *State) pointerBase(e expr.Expr) (*mem.Object, *mem.ObjectState) {
	c, ok := constTerm(e)
	c &= mask(uint16(e.Width())) // 32-bit pointers wrap at 2^32
	if !ok || c < mem.NullPage {
		return nil, nil
	}
	obj, os := s.mem.Floor(c)
	if obj == nil || c-obj.Addr > obj.Size {
		return nil, nil
	}
	return obj, os
}

// PointerBase is the object the symbolic address e is based on, which
// an access through it is confined to (nil: none; the access is then
// resolved over every object it may reach, as KLEE does).
func (s *State) PointerBase(e expr.Expr) *mem.Object {
	obj, _ := s.pointerBase(e)
	return obj
}

// constTerm returns the sum of the constants of the additions at the top
// of e.
func constTerm(e expr.Expr) (uint64, bool) {
	if e.IsConst() {
		return e.Value(), true
	}
	if e.Kind() != expr.KindAdd {
		return 0, false
	}
	a, okA := constTerm(e.Kid(0))
	b, okB := constTerm(e.Kid(1))
	return a + b, okA || okB
}

// resolveIn performs an access at the symbolic address e based on obj
// (os nil: freed): in bounds on one side, a memory error on the other.
// That is a check like a divisor's: a state following a model takes its
// model's side with no query (split), and the other side is the concolic
// engine's to flip. Asking the solver whether the access may leave the
// object, at every such access of every seed's run, was most of a gif
// decoder's run: 182 queries in 10 s, one flip (docs/bench-log/2026-11-28-muse.md).
func (x *Executor) resolveIn(s *State, e expr.Expr, obj *mem.Object, os *mem.ObjectState, size uint64, write bool) ([]access, bool) {
	t, f, ok := x.split(s, mem.InBounds(obj, e, size), true)
	if !ok {
		return nil, true
	}
	if f != nil {
		v, _ := x.value(f, e)
		x.memoryError(f, v, size, write)
	}
	if t == nil {
		return nil, true
	}
	switch {
	case os == nil:
		v, _ := x.value(t, e)
		x.memoryError(t, v, size, write) // use after free
		return nil, true
	case write && obj.ReadOnly:
		x.terminateBug(t, BugReadOnly, "memory error: object read only", obj.String())
		return nil, true
	}
	return []access{x.symbolicAccess(t, obj, os, e)}, t != s
}

// symbolicAccess builds the access of st at the symbolic address e into
// obj: a concrete offset when the path fixes it.
func (x *Executor) symbolicAccess(st *State, obj *mem.Object, os *mem.ObjectState, e expr.Expr) access {
	st.symAccess = obj
	off := expr.Sub(e, expr.Const(obj.Addr, expr.Int64))
	if off.IsConst() {
		return access{st: st, obj: obj, os: os, off: off.Value()}
	}
	return access{st: st, obj: obj, os: os, offE: off}
}

// memoryError ends s with the memory error of an access of size bytes
// at the concrete address addr.
func (x *Executor) memoryError(s *State, addr, size uint64, write bool) {
	verb := "read"
	if write {
		verb = "write"
	}
	info := fmt.Sprintf("address: %#x\naccess: %s of %d bytes\n", addr, verb, size)
	if addr < mem.NullPage {
		x.terminateBug(s, BugPtr, "memory error: null pointer exception", info)
		return
	}
	if f := x.funcAt(addr); f != nil {
		x.terminateBug(s, BugPtr, "memory error: access to function "+f.Name, info)
		return
	}
	obj, os := s.mem.Floor(addr)
	if obj != nil && addr-obj.Addr < max(obj.Size, 1) {
		info += "object: " + obj.String() + "\n"
		if os == nil {
			x.terminateBug(s, BugPtr, "memory error: use after free", info)
			return
		}
		x.terminateBug(s, BugPtr, "memory error: out of bound pointer", info)
		return
	}
	if obj != nil {
		info += "previous object: " + obj.String() + "\n"
	}
	if next, _ := s.mem.Ceil(addr); next != nil {
		info += "next object: " + next.String() + "\n"
	}
	x.terminateBug(s, BugPtr, "memory error: out of bound pointer", info)
}

// finish positions the states that performed a forked access of in by
// s. Instruction subscribers see in executed on each of them: run
// reports s itself.
func (x *Executor) finish(s *State, in *ir.Inst, acc []access) action {
	for _, a := range acc {
		advance(a.st)
		if a.st != s {
			x.executed(a.st, in)
		}
	}
	return actStop
}

func (x *Executor) load(s *State, in *ir.Inst) action {
	addr := x.get(s, in.Args[0], 0)
	acc, forked := x.resolve(s, addr, accessSize(in.Lay), false)
	for _, a := range acc {
		x.loadFrom(a, in)
	}
	if forked {
		return x.finish(s, in, acc)
	}
	return actNext
}

func (x *Executor) loadFrom(a access, in *ir.Inst) {
	for i, sc := range in.Lay.Scalars {
		nb := int(sc.Bits+7) / 8
		var v Value
		if a.offE == nil {
			c, e := a.os.Read(a.off+uint64(sc.Offset), nb)
			if e == nil {
				v = Value{C: c & mask(sc.Bits)}
			} else {
				v = Value{E: e}
			}
		} else {
			off := a.offE
			if sc.Offset != 0 {
				off = expr.Add(off, expr.Const(uint64(sc.Offset), expr.Int64))
			}
			v = fromExpr(a.os.ReadAt(off, nb))
		}
		if v.E != nil && int(v.E.Width()) > int(sc.Bits) {
			v = fromExpr(expr.Trunc(v.E, expr.Width(sc.Bits)))
		}
		x.set(a.st, in.Dst+ir.Slot(i), v)
	}
}

func (x *Executor) store(s *State, in *ir.Inst) action {
	addr := x.get(s, in.Args[1], 0)
	if len(x.subs.store) > 0 {
		var v Value
		if len(in.Lay.Scalars) == 1 {
			v = x.get(s, in.Args[0], 0)
		}
		for _, h := range x.subs.store {
			h.Stored(s, addr, v, int(accessSize(in.Lay)))
		}
	}
	acc, forked := x.resolve(s, addr, accessSize(in.Lay), true)
	for _, a := range acc {
		x.storeTo(a, in)
	}
	if forked {
		return x.finish(s, in, acc)
	}
	return actNext
}

// widen returns v as an expression of exactly n bytes.
func widen(v Value, bits uint16, n int) expr.Expr {
	e := v.Expr(bits)
	if int(e.Width()) < 8*n {
		e = expr.ZExt(e, expr.Width(8*n))
	}
	return e
}

func (x *Executor) storeTo(a access, in *ir.Inst) {
	w := a.st.mem.Writable(a.obj, a.os)
	for i, sc := range in.Lay.Scalars {
		nb := int(sc.Bits+7) / 8
		v := x.get(a.st, in.Args[0], i)
		if a.offE == nil {
			off := a.off + uint64(sc.Offset)
			if v.E == nil {
				w.Write(off, nb, v.C)
			} else {
				w.WriteExpr(off, nb, widen(v, sc.Bits, nb))
			}
			continue
		}
		off := a.offE
		if sc.Offset != 0 {
			off = expr.Add(off, expr.Const(uint64(sc.Offset), expr.Int64))
		}
		w.WriteAt(off, nb, widen(v, sc.Bits, nb))
	}
}

func (x *Executor) alloca(s *State, in *ir.Inst) action {
	if f := s.top(); x.entryAlloca(s, f, f.PC) {
		return actNext
	}
	count := x.get(s, in.Args[0], 0)
	elem := uint64(in.Aux)
	size := Value{C: 0}
	if count.E == nil {
		n, ok := allocaSize(in, count.C)
		if !ok {
			// As in KLEE, the allocation fails and the alloca yields
			// null: only a path that uses the array reports an error.
			x.warn(in.Loc, fmt.Sprintf("alloca of %d × %d bytes is too large (symx models objects of at most %d bytes): it yields NULL", n, elem, uint64(mem.MaxObject)))
			x.set(s, in.Dst, Value{})
			return actNext
		}
		size.C = n
	} else {
		size.E = expr.Mul(expr.SExt(count.E, expr.Int64), expr.Const(elem, expr.Int64))
	}
	return x.sized(s, in, size, func(st *State, n uint64, null bool) {
		if null {
			x.set(st, in.Dst, Value{})
			return
		}
		if x.overMemory(in, n, "alloca") {
			x.terminateEarly(st, MemoryLimitReason)
			return
		}
		addr, ok := pushAlloca(st, n)
		if !ok {
			x.terminateEarly(st, "out of address space")
			return
		}
		x.set(st, in.Dst, Value{C: addr})
	})
}

// allocaSize is the size in bytes of in's stack object for a concrete
// element count; ok is false when it is too large (then size is the
// count, for the message).
func allocaSize(in *ir.Inst, count uint64) (size uint64, ok bool) {
	elem := uint64(in.Aux)
	if cw := uint16(in.Aux2); cw != 0 && cw < 64 {
		count = uint64(sext(count, cw)) // a negative count is a huge one
	}
	if elem != 0 && count > mem.MaxObject/elem {
		return count, false
	}
	return elem * count, true
}

// pushAlloca binds a stack object of n bytes to st's innermost frame and
// returns its address; ok is false when the address space is exhausted.
func pushAlloca(st *State, n uint64) (addr uint64, ok bool) {
	obj, _ := st.mem.Allocate(n, 0, mem.Stack, st.top().Fn.Name, false)
	if obj == nil {
		return 0, false
	}
	st.allocas = append(st.allocas, obj)
	return obj.Addr, true
}

func (x *Executor) gep(s *State, in *ir.Inst) action {
	if in.Lanes > 1 {
		x.terminateBug(s, BugExec, "vector getelementptr is not supported", in.Text)
		return actStop
	}
	pw := in.Width
	if pw == 0 {
		pw = 64
	}
	ew := expr.Width(pw)
	base := x.get(s, in.Args[0], 0)
	e := expr.Add(base.Expr(pw), expr.Const(uint64(in.Aux), ew))
	for i := 1; i < len(in.Args); i++ {
		idx := x.get(s, in.Args[i], 0)
		w := in.Sub[i-1]
		var ie expr.Expr
		if idx.E == nil {
			ie = expr.Const(uint64(sext(idx.C, w)), ew)
		} else {
			ie = expr.SExtOrTrunc(idx.E, ew)
		}
		e = expr.Add(e, expr.Mul(ie, expr.Const(uint64(in.Ints[i-1]), ew)))
	}
	x.set(s, in.Dst, fromExpr(e))
	return actNext
}

// concreteArg returns v's concrete value, concretizing (with a warning)
// when symbolic. ok is false when s ended.
func (x *Executor) concreteArg(s *State, v Value, loc ir.Loc, what string) (uint64, bool) {
	if v.E == nil {
		return v.C, true
	}
	c, err := x.concretize(s, v.E, loc, what+" concretized")
	if err != nil {
		x.solverFailed(s, err)
		return 0, false
	}
	return c, true
}

// span resolves n bytes at a concrete address for a bulk operation.
func (x *Executor) span(s *State, addr, n uint64, write bool) (*mem.Object, *mem.ObjectState, uint64, bool) {
	obj, os, ok := s.mem.Lookup(addr)
	if !ok || !obj.Contains(addr, n) {
		x.memoryError(s, addr, n, write)
		return nil, nil, 0, false
	}
	if write && obj.ReadOnly {
		x.terminateBug(s, BugReadOnly, "memory error: object read only", obj.String())
		return nil, nil, 0, false
	}
	return obj, os, addr - obj.Addr, true
}

// callDefined calls the program's definition of the C function name with
// args in place of the instruction at s's PC (an llvm.mem* intrinsic),
// as KLEE does by lowering the intrinsics to calls: the C library's code
// then forks on a symbolic length and resolves a symbolic pointer byte by
// byte. ok is false when nothing defines name (no C library linked).
func (x *Executor) callDefined(s *State, name string, args ...Value) (act action, ok bool) {
	fn := x.prog.Func(name)
	if fn == nil || fn.IsDecl() || len(fn.Params) != len(args) {
		return 0, false
	}
	if len(s.frames) >= x.cfg.MaxStack {
		x.terminateBug(s, BugOverflow, fmt.Sprintf("stack overflow: more than %d frames", x.cfg.MaxStack), "")
		return actStop, true
	}
	f := x.pushFrame(s, fn)
	f.lowered = true
	regs := f.regs
	for i, p := range fn.Params {
		v := args[i]
		if v.E != nil {
			v.E = expr.ZExtOrTrunc(v.E, expr.Width(p.Bits))
		} else {
			v.C &= mask(p.Bits)
		}
		regs[p.Slot] = v
	}
	return actJump, true
}

// memcpyOp copies n bytes (memcpy and memmove alike: overlapping copies
// are done as by memmove). With a symbolic pointer or length the C
// library's memcpy or memmove runs when the program has one; without it
// they are concretized.
func (x *Executor) memcpyOp(s *State, in *ir.Inst, dst, src, n Value, lenBits uint16) action {
	if dst.E != nil || src.E != nil || n.E != nil {
		name := "memcpy"
		if in.Op == ir.OpMemmove {
			name = "memmove"
		}
		if act, ok := x.callDefined(s, name, dst, src, n); ok {
			return act
		}
	}
	cnt, ok := x.concreteArg(s, n, in.Loc, "symbolic memcpy length")
	if !ok {
		return actStop
	}
	if cnt == 0 {
		return actNext
	}
	d, ok := x.concreteArg(s, dst, in.Loc, "symbolic memcpy destination")
	if !ok {
		return actStop
	}
	sv, ok := x.concreteArg(s, src, in.Loc, "symbolic memcpy source")
	if !ok {
		return actStop
	}
	sobj, sos, soff, ok := x.span(s, sv, cnt, false)
	if !ok {
		return actStop
	}
	_ = sobj
	dobj, dos, doff, ok := x.span(s, d, cnt, true)
	if !ok {
		return actStop
	}
	w := s.mem.Writable(dobj, dos)
	if sobj == dobj {
		sos = w
	}
	w.CopyFrom(doff, sos, soff, cnt)
	return actNext
}

// memsetOp fills n bytes with the byte v; like memcpyOp, it runs the C
// library's memset when the pointer or the length is symbolic.
func (x *Executor) memsetOp(s *State, in *ir.Inst, dst, v, n Value, lenBits uint16) action {
	if dst.E != nil || n.E != nil {
		if act, ok := x.callDefined(s, "memset", dst, v, n); ok {
			return act
		}
	}
	cnt, ok := x.concreteArg(s, n, in.Loc, "symbolic memset length")
	if !ok {
		return actStop
	}
	if cnt == 0 {
		return actNext
	}
	d, ok := x.concreteArg(s, dst, in.Loc, "symbolic memset destination")
	if !ok {
		return actStop
	}
	obj, os, off, ok := x.span(s, d, cnt, true)
	if !ok {
		return actStop
	}
	w := s.mem.Writable(obj, os)
	if v.E == nil {
		b := byte(v.C)
		for i := uint64(0); i < cnt; i++ {
			w.SetByte(off+i, b, nil)
		}
		return actNext
	}
	e := v.E
	if e.Width() != expr.Int8 {
		e = expr.Trunc(e, expr.Int8)
	}
	for i := uint64(0); i < cnt; i++ {
		w.SetByte(off+i, 0, e)
	}
	return actNext
}

// vaStart initializes an x86-64 va_list so that every va_arg reads from
// the overflow area, where calls lay out the variadic arguments.
func (x *Executor) vaStart(s *State, in *ir.Inst) action {
	p, ok := x.concreteArg(s, x.get(s, in.Args[0], 0), in.Loc, "symbolic va_list pointer")
	if !ok {
		return actStop
	}
	obj, os, off, ok := x.span(s, p, uint64(x.vaListSize()), true)
	if !ok {
		return actStop
	}
	w := s.mem.Writable(obj, os)
	var area uint64
	if va := s.top().varargs; va != nil {
		area = va.Addr
	}
	if x.ptrBytes == 4 {
		// i386: va_list is a pointer to the arguments.
		w.Write(off, 4, area)
		return actNext
	}
	w.Write(off, 4, 48)     // gp_offset: general registers used up
	w.Write(off+4, 4, 176)  // fp_offset: vector registers used up
	w.Write(off+8, 8, area) // overflow_arg_area
	w.Write(off+16, 8, 0)   // reg_save_area
	return actNext
}

// vaListSize is the size of va_list: a 24-byte struct on x86-64, a
// pointer on i386.
func (x *Executor) vaListSize() int {
	if x.ptrBytes == 4 {
		return 4
	}
	return 24
}

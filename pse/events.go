package pse

import (
	"math"
	"slices"
	"strings"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// ---- events ----

// MadeSymbolic: the object's bytes are written with fresh inputs.
func (p *PSE) MadeSymbolic(s *exec.State, sym *exec.Symbolic) {
	pd := p.path(s)
	pd.tick()
	if sym.Object == nil {
		return
	}
	for i := uint64(0); i < sym.Array.Size; i++ {
		*pd.memW.at(sym.Object.Addr + sym.Offset + i) = mark{w: pd.clock}
	}
}

// symStore is a store at a symbolic address into obj, between its Stored
// and Executed events: per holds what each byte of obj held before
// (logged as read), d what the stored value was computed from.
type symStore struct {
	obj *mem.Object
	per []dep
	d   dep
}

// symbolicStore is Stored's for a store at the symbolic address e: it may
// write any byte of the object e is based on (or else the one the path's
// model points into), so each byte now depends on what it held and on
// the value. Executed writes the marks once the
// executor has resolved the store into that object (exec.State.
// SymbolicAccess).
func (p *PSE) symbolicStore(s *exec.State, pd *path, e expr.Expr) {
	obj := s.PointerBase(e)
	if m := s.Model(); obj == nil && m != nil {
		// As the executor does: the object the path's model points into
		// (Executed checks that the store went there).
		obj, _, _ = s.Memory().Lookup(expr.Eval(e, m))
	}
	in := s.Inst()
	if obj == nil || obj.Size > maxSymbolicAccess || in == nil || in.Op != ir.OpStore {
		pd.poisonAll()
		return
	}
	top := len(s.Frames()) - 1
	d := p.operandDep(s, pd, in, top, 0)
	p.relevant(pd, p.operandDep(s, pd, in, top, 1)) // the address: a decision
	p.accessObj(pd, obj, true)
	per := make([]dep, obj.Size)
	p.loadBytes(s, pd, obj.Addr, int(obj.Size), per)
	pd.symStore = &symStore{obj: obj, per: per, d: d}
}

// Assumed logs a condition the path relies on.
func (p *PSE) Assumed(s *exec.State, c expr.Expr) {
	pd := p.path(s)
	if len(pd.cps) > 0 {
		pd.asms = append(pd.asms, assumption{t: pd.tick(), c: c})
		if len(pd.asms) > maxLog {
			pd.poisonAll()
		}
	}
	// A state forked inside an instruction resumes without an Executed
	// event for it: its operands count as read here.
	if in := s.Inst(); in != nil {
		p.relevant(pd, p.operandReads(s, pd, in, len(s.Frames())-1))
		switch {
		case in.Op == ir.OpLoad || in.Op == ir.OpStore:
			// An access at a symbolic address: the states that perform
			// it see it executed (Executed); one that ends with a memory
			// error there is not summarized (Terminated).
		case memOp(in.Op):
			// Symbolic pointers and sizes: not modelled.
			pd.poisonAll()
		case in.Op == ir.OpCall:
			// realloc's symbolic size is decided as malloc's is (exec's
			// sized): an assumption, then the call's result.
			if f, _ := p.callee(s, in, len(s.Frames())-1); f == nil || !harmless[f.Name] && f.Name != "realloc" {
				pd.poisonAll() // a symbolic callee, or a model's own forks
			}
		}
	}
}

// Stored logs a write.
func (p *PSE) Stored(s *exec.State, addr, val exec.Value, bytes int) {
	pd := p.path(s)
	pd.tick()
	if addr.E != nil {
		p.symbolicStore(s, pd, addr.E)
		return
	}
	p.access(s, pd, addr.C, true)
	// The value's reads, and the address's as a decision.
	var d dep
	var sh *shadow
	if in := s.Inst(); in != nil && in.Op == ir.OpStore {
		top := len(s.Frames()) - 1
		d = p.operandDep(s, pd, in, top, 0)
		p.relevant(pd, p.operandDep(s, pd, in, top, 1))
		if o := in.Args[0]; o >= 0 && bytes <= maxPredBytes {
			if sh = pd.regShadow(top, int(o)); sh != nil && int(sh.f.Width()) != 8*bytes {
				sh = nil
			}
		}
	} else {
		d = depAll
	}
	for i := 0; i < bytes; i++ {
		*pd.memW.at(addr.C + uint64(i)) = mark{w: pd.clock, d: d, sh: sh, shIdx: uint8(i)}
	}
}

// access logs the check that the object holding a exists, whole (the
// check covers every byte an access there may reach).
func (p *PSE) access(s *exec.State, pd *path, a uint64, write bool) {
	obj, _, ok := s.Memory().Lookup(a)
	if !ok {
		return // the access fails on this path: a bug, with its own condition
	}
	p.accessObj(pd, obj, write)
}

// accessObj is access for the object obj the access found.
func (p *PSE) accessObj(pd *path, obj *mem.Object, write bool) {
	if obj.Kind == mem.Global && (!write || !obj.ReadOnly) {
		return // globals live at one address in every state, never freed
	}
	if obj.Size > math.MaxUint32 {
		pd.poisonAll()
		return
	}
	// One check per object (and kind of access) per checkpoint: that the
	// object is there, whole (stronger than the bytes accessed, and as
	// exact about an access out of its bounds).
	if len(pd.cps) == 0 {
		return // no checkpoint to log it for (exposed's first test, before the lookup)
	}
	key := obj.Addr<<1 | uint64(b2i(write))
	if !pd.exposed(0, pd.acc[key]) {
		return
	}
	pd.acc[key] = pd.clock
	pd.logRead(read{l: loc{frame: -2, addr: obj.Addr, n: uint32(obj.Size), write: write}, w: pd.allocT[obj.Addr]})
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// readByte logs the exposed read of memory byte ad (its mark m), whose
// value is byte off of os, and returns the reads the value depends on.
func (pd *path) readByte(ad uint64, m mark, os *mem.ObjectState, off uint64) dep {
	c, e := os.Read(off, 1)
	v := exec.Value{C: c & 0xff}
	if e != nil {
		v = exec.Value{E: e}
	}
	leaf := pd.deps.leaf()
	d := pd.deps.union(leaf, m.d)
	// The stored value's shadow stays: it is the byte's meaning for
	// checkpoints older than the write (loadShadow).
	*pd.memW.at(ad) = mark{w: m.w, logged: pd.clock, d: d, leaf: leaf, sh: m.sh, shIdx: m.shIdx}
	pd.logRead(read{l: loc{frame: -1, addr: ad}, w: m.w, val: v, node: leaf})
	return d
}

// loadBytes logs the exposed reads of [a, a+n) and returns the reads
// the bytes' values depend on; with per, each byte's in per[i].
func (p *PSE) loadBytes(s *exec.State, pd *path, a uint64, n int, per []dep) dep {
	obj, os, ok := s.Memory().Lookup(a)
	if !ok {
		return depAll
	}
	p.accessObj(pd, obj, false)
	if os == nil {
		return depAll
	}
	if obj.ReadOnly && obj.Kind == mem.Global {
		return 0 // constants: the same bytes in every state
	}
	at := pd.allocT[obj.Addr]
	var all dep
	for i := 0; i < n; i++ {
		ad := a + uint64(i)
		if !obj.Contains(ad, 1) {
			return depAll
		}
		m := pd.memW.get(ad)
		if m.w < at {
			m = mark{w: at} // a freed object's
		}
		d := m.d
		if pd.exposed(m.w, m.logged) {
			d = pd.readByte(ad, m, os, ad-obj.Addr)
		}
		if per != nil {
			per[i] = d
		}
		all = pd.deps.union(all, d)
	}
	return all
}

// results is how many result slots in surely writes. Fewer is safe (a
// write missed makes a later read look exposed: a stronger summary); more
// would not be.
func results(in *ir.Inst) int {
	switch {
	case in.Op >= ir.OpSAddO && in.Op <= ir.OpUMulO:
		return 2 * max(int(in.Lanes), 1)
	case in.Op == ir.OpLoad && in.Lay != nil:
		return max(len(in.Lay.Scalars), 1)
	case in.Lanes > 1 && in.Op != ir.OpCall:
		return int(in.Lanes)
	}
	return 1
}

// operandReads logs the reads of in's register operands in frame and
// returns the reads their values depend on.
func (p *PSE) operandReads(s *exec.State, pd *path, in *ir.Inst, frame int) dep {
	var d dep
	for i := range in.Args {
		d = pd.deps.union(d, p.operandDep(s, pd, in, frame, i))
	}
	return d
}

// operandDep logs the reads of in's operand i in frame (the slots it
// covers, ir.ArgSpan: reading more would log exposed reads of registers
// the instruction never reads, which a decision then keeps) and returns
// the reads its value depends on.
func (p *PSE) operandDep(s *exec.State, pd *path, in *ir.Inst, frame int, i int) dep {
	o := in.Args[i]
	if o < 0 || frame < 0 || frame >= len(s.Frames()) {
		return 0
	}
	ns := s.Frames()[frame].Fn.NumSlots
	var d dep
	for l := 0; l < ir.ArgSpan(in, i) && int(o)+l < ns; l++ {
		d = pd.deps.union(d, pd.readReg(frame, int(o)+l, s.Reg(frame, ir.Slot(int(o)+l))))
	}
	return d
}

// Called: a new frame, all its registers fresh.
func (p *PSE) Called(s *exec.State, callee *ir.Func) {
	pd := p.path(s)
	n := len(s.Frames())
	for len(pd.births) < n {
		pd.births = append(pd.births, 0)
	}
	pd.births[n-1] = pd.tick()
	if va := s.Frames()[n-1].VarArgs(); va != nil {
		// Born with the frame: its bytes are not exposed reads (the
		// arguments written there were read from the caller's registers;
		// their deps are set when the call's Executed event comes).
		pd.allocT[va.Addr] = pd.clock
	}
	pd.called = true
}

// Returned stashes the returned value and the call it returns to (the
// callee's frame is gone when its ret is reported).
func (p *PSE) Returned(s *exec.State, callee *ir.Func, ret []exec.Value) {
	pd := p.path(s)
	pd.retN, pd.retLanes = len(ret), nil
	if len(ret) > 0 {
		pd.lastRet = ret[0]
	}
	if len(ret) > 1 {
		pd.retLanes = slices.Clone(ret) // ret is the executor's scratch
	}
	pd.retCall = s.Inst()
}

// retLane returns lane l of the value Returned gave.
func (pd *path) retLane(l int) exec.Value {
	if pd.retLanes != nil {
		return pd.retLanes[l]
	}
	return pd.lastRet
}

// specials the suffix may call: their effects are events of their own
// (inputs, assumptions) or end the path. __symx_write, the C library's
// output primitive, depends on its descriptor, buffer address and length
// (decisions: which stream, the buffer's bounds) and returns the length;
// the bytes it writes steer nothing.
var harmless = map[string]bool{
	"klee_make_symbolic": true, "symx_make_symbolic": true, "klee_assume": true, "symx_assume": true,
	"__VERIFIER_assume": true, "klee_int": true, "symx_int": true, "klee_range": true, "symx_range": true,
	"exit": true, "_exit": true, "_Exit": true, "abort": true, "__assert_fail": true, "reach_error": true, "__VERIFIER_error": true,
	"klee_silent_exit": true, "symx_silent_exit": true, "klee_abort": true, "klee_report_error": true,
	"malloc": true, "calloc": true, "klee_is_symbolic": true, "__symx_write": true,
	"klee_warning": true, "klee_warning_once": true, "klee_message": true, // output only
}

// pure ops compute their results from their operands and cannot fail:
// their operands' deps flow into the result and are no decision. Every
// other op's operands are decisions (addresses, divisors, shift amounts,
// sizes, lane indices: what may change control flow or raise a bug), and
// so are select's and min/max's: a native compiler may branch there
// (gcc compiles `lim == 10 ? 1 : 3` to a branch gcov counts), and a
// suffix cut for a state whose select goes the other way would lose it.
var pure = func() (t [256]bool) {
	for _, op := range []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor,
		ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem, ir.OpFNeg, ir.OpICmp, ir.OpFCmp,
		ir.OpTrunc, ir.OpZExt, ir.OpSExt, ir.OpFPTrunc, ir.OpFPExt, ir.OpUIToFP, ir.OpSIToFP,
		ir.OpCopy, ir.OpGEP, ir.OpExtractValue, ir.OpInsertValue, ir.OpShuffleVector,
		ir.OpBswap, ir.OpCtpop, ir.OpCtlz,
		ir.OpCttz, ir.OpFShl, ir.OpFShr, ir.OpSAddO, ir.OpUAddO, ir.OpSSubO, ir.OpUSubO, ir.OpSMulO,
		ir.OpUMulO, ir.OpFMulAdd, ir.OpFAbs, ir.OpReduceAdd, ir.OpReduceMul, ir.OpReduceAnd,
		ir.OpReduceOr, ir.OpReduceXor, ir.OpReduceSMax, ir.OpReduceSMin, ir.OpReduceUMax,
		ir.OpReduceUMin} {
		t[op] = true
	}
	return t
}()

// Executed tracks the reads and writes of every instruction, and what
// their values depend on. It finds the frame the instruction ran in,
// hands memory operations lowered into a frame of their own to lowered,
// and then runs the step for the instruction's kind; most compute the
// result's dep (and its shadow), which writeResult writes to the
// instruction's registers. A step that lost track of the path poisons it
// and reports that nothing is to be written.
func (p *PSE) Executed(s *exec.State, in *ir.Inst) {
	pd := p.path(s)
	pd.tick()
	fr := s.Frames()
	top := len(fr) - 1
	called := pd.called
	pd.called = false
	ranIn := ranFrame(in, top, called)
	if !called && p.wasLowered(fr, in) {
		p.lowered(s, pd, in, top-1, top)
		return
	}
	if in.Op != ir.OpRet && (ranIn < 0 || ranIn > top || !p.inFrame(&fr[ranIn], in)) {
		pd.poisonAll() // lost track of the frames
		return
	}
	var d dep      // the result's
	var sh *shadow // and its shadow
	ok := true     // whether the result is to be written
	switch in.Op {
	case ir.OpRet:
		p.returnLanes(pd, in, fr, ranIn)
		return
	case ir.OpCall:
		if called {
			p.bindArgs(s, pd, in, ranIn, top)
			return
		}
		d, ok = p.callOp(s, pd, in, ranIn)
	case ir.OpLoad:
		d, sh, ok = p.loadOp(s, pd, in, ranIn)
	case ir.OpMemcpy, ir.OpMemmove, ir.OpMemset:
		ok = p.memOpBytes(s, pd, in, ranIn)
	case ir.OpAlloca:
		p.allocaOp(s, pd, in, ranIn)
	case ir.OpBr:
		// Control moved: the target's phis ran.
		p.phis(s, pd, top, fr[top].Prev, fr[top].Block)
		return
	case ir.OpCondBr, ir.OpSwitch:
		return // reads logged at BeforeBranch, phis at Decided
	case ir.OpStore:
		p.storeDone(s, pd)
		return
	default:
		d = p.operandReads(s, pd, in, ranIn)
		if !pure[in.Op] {
			p.relevant(pd, d)
		} else {
			sh = p.opShadow(s, pd, in, ranIn)
		}
	}
	if ok {
		p.writeResult(fr, pd, in, ranIn, d, sh)
	}
}

// ranFrame returns the index of the frame in ran in, given the top
// frame's index once it ran: a return ran in the frame it popped, one
// above the top, and a call that pushed its callee's frame (called) in
// the frame below the callee's.
func ranFrame(in *ir.Inst, top int, called bool) int {
	switch {
	case in.Op == ir.OpRet:
		return top + 1
	case in.Op == ir.OpCall && called:
		return top - 1
	}
	return top
}

// wasLowered reports whether in, run in the frame below the top one, is
// a memcpy, memmove or memset the executor lowered to a call of the C
// library's function (the top frame, pushed with no Called event).
func (p *PSE) wasLowered(fr []exec.Frame, in *ir.Inst) bool {
	top := len(fr) - 1
	return memOp(in.Op) && top > 0 && fr[top].Lowered() && !p.inFrame(&fr[top], in) && p.inFrame(&fr[top-1], in)
}

// writeResult writes the result's dep d and shadow sh to each of in's
// result registers in frame ranIn (none for an instruction without a
// result, or one whose frame was popped).
func (p *PSE) writeResult(fr []exec.Frame, pd *path, in *ir.Inst, ranIn int, d dep, sh *shadow) {
	top := len(fr) - 1
	if in.Dst >= 0 && ranIn <= top {
		for l := 0; l < results(in) && int(in.Dst)+l < fr[ranIn].Fn.NumSlots; l++ {
			pd.writeRegShadow(ranIn, int(in.Dst)+l, d, sh)
		}
	}
}

// returnLanes is a return from the callee's frame ranIn to the caller's,
// the top one of fr: each lane returned is read from the callee's register and written
// to the caller's result register (a scalar's to all of them, with its
// shadow). A return whose lanes do not match what Returned saw, or the
// call's result, poisons the path.
func (p *PSE) returnLanes(pd *path, in *ir.Inst, fr []exec.Frame, ranIn int) {
	top := len(fr) - 1
	call := pd.retCall
	pd.retCall = nil
	var d dep
	var sh *shadow
	lanes := p.depBuf[:0]
	if len(in.Args) > 0 && in.Args[0] >= 0 {
		n := int(max(in.Aux2, 1))
		if pd.retN != n {
			pd.poisonAll()
			return
		}
		for l := range n {
			lanes = append(lanes, pd.readReg(ranIn, int(in.Args[0])+l, pd.retLane(l)))
		}
		if n == 1 {
			sh = pd.regShadow(ranIn, int(in.Args[0]))
		}
	}
	p.depBuf = lanes
	if top >= 0 && call != nil && call.Op == ir.OpCall && p.funcOf[call] == fr[top].Fn && call.Dst >= 0 {
		if len(lanes) > 1 && int(call.Aux2) != len(lanes) {
			pd.poisonAll()
			return
		}
		for l := 0; l < int(call.Aux2) && int(call.Dst)+l < fr[top].Fn.NumSlots; l++ {
			switch {
			case len(lanes) > 1:
				d = lanes[l]
			case len(lanes) == 1:
				d = lanes[0]
			}
			pd.writeRegShadow(top, int(call.Dst)+l, d, sh)
		}
	}
}

// callOp is a call that pushed no frame of the program's (a special
// function's): its operands, the callee included, are decisions. free
// and realloc go to heapCall; the other harmless functions (see harmless)
// return their result's dep; a call to any other function poisons the
// path, and ok is false then.
func (p *PSE) callOp(s *exec.State, pd *path, in *ir.Inst, ranIn int) (d dep, ok bool) {
	d = p.operandReads(s, pd, in, ranIn)
	p.relevant(pd, d)
	callee, a0 := p.callee(s, in, ranIn)
	if callee != nil && (callee.Name == "free" || callee.Name == "realloc") {
		if !p.heapCall(s, pd, in, ranIn, callee.Name, a0) {
			pd.poisonAll()
			return 0, false
		}
		return 0, true // a new object's address, or nothing
	}
	if callee == nil || !harmless[callee.Name] && !strings.HasPrefix(callee.Name, "__VERIFIER_nondet_") &&
		!strings.HasPrefix(callee.Name, "llvm.dbg") && !strings.HasPrefix(callee.Name, "llvm.lifetime") {
		pd.poisonAll()
		return 0, false
	}
	if callee.Name == "__symx_write" && len(in.Args) == a0+3 {
		return p.symxWrite(s, pd, in, ranIn, a0)
	}
	if (callee.Name == "malloc" || callee.Name == "calloc") && in.Dst >= 0 {
		p.allocated(s, pd, in, ranIn)
	}
	return 0, true // a new object's address, a fresh input, or nothing
}

// symxWrite is a call of __symx_write, whose arguments start at a0: it
// reads the buffer written out, and its result is the length. A symbolic
// length was concretized (its equality is an assumption of the path),
// and the call's result depends on it as on a concrete one. The object
// written out must be there either way. A symbolic buffer address
// poisons the path (ok false).
func (p *PSE) symxWrite(s *exec.State, pd *path, in *ir.Inst, ranIn, a0 int) (d dep, ok bool) {
	buf, n := s.Operand(ranIn, in.Args[a0+1], 0), s.Operand(ranIn, in.Args[a0+2], 0)
	if buf.E != nil {
		pd.poisonAll()
		return 0, false
	}
	if n.E != nil || n.C > 0 {
		p.access(s, pd, buf.C, false)
	}
	return p.operandDep(s, pd, in, ranIn, a0+2), true
}

// allocated records the time the object at in's (concrete) result was
// allocated: malloc's, calloc's or alloca's.
func (p *PSE) allocated(s *exec.State, pd *path, in *ir.Inst, ranIn int) {
	if a := s.Reg(ranIn, in.Dst); a.E == nil {
		if obj, _, ok := s.Memory().Lookup(a.C); ok {
			pd.allocT[obj.Addr] = pd.clock
		}
	}
}

// loadOp is a load: its address is a decision and its value depends on
// the bytes it read (with a shadow for a scalar). At a symbolic address
// the load may have read any byte of the object it reached: its value
// depends on them all (the address is a decision, above; its bounds an
// assumption). An object too large for that, or a failed access,
// poisons the path (ok false).
func (p *PSE) loadOp(s *exec.State, pd *path, in *ir.Inst, ranIn int) (d dep, sh *shadow, ok bool) {
	p.relevant(pd, p.operandReads(s, pd, in, ranIn))
	a := s.Operand(ranIn, in.Args[0], 0)
	if a.E != nil {
		obj := s.SymbolicAccess()
		if s.Terminated() || obj == nil || obj.Size > maxSymbolicAccess {
			pd.poisonAll()
			return 0, nil, false
		}
		return p.loadBytes(s, pd, obj.Addr, int(obj.Size), nil), nil, true
	}
	n := 0
	if in.Lay != nil {
		n = int(in.Lay.Size)
	}
	d = p.loadBytes(s, pd, a.C, n, nil)
	if in.Lay != nil && len(in.Lay.Scalars) == 1 && in.Dst >= 0 {
		sh = p.loadShadow(s, pd, a.C, n)
	}
	return d, sh, true
}

// memOpBytes is a memcpy, memmove or memset run in the caller's frame:
// its destination, length and source address are decisions, and each
// byte written depends on the byte copied (or the value set). A symbolic
// destination, source or length, or one over 64 KiB, poisons the path
// (false).
func (p *PSE) memOpBytes(s *exec.State, pd *path, in *ir.Inst, ranIn int) bool {
	dst, ln := s.Operand(ranIn, in.Args[0], 0), s.Operand(ranIn, in.Args[2], 0)
	if dst.E != nil || ln.E != nil || ln.C > 1<<16 {
		p.operandReads(s, pd, in, ranIn)
		pd.poisonAll()
		return false
	}
	p.relevant(pd, p.operandDep(s, pd, in, ranIn, 0))
	p.relevant(pd, p.operandDep(s, pd, in, ranIn, 2))
	per := p.depBuf[:0]
	for range ln.C {
		per = append(per, 0)
	}
	if in.Op == ir.OpMemset {
		v := p.operandDep(s, pd, in, ranIn, 1)
		for i := range per {
			per[i] = v
		}
	} else {
		p.relevant(pd, p.operandDep(s, pd, in, ranIn, 1))
		src := s.Operand(ranIn, in.Args[1], 0)
		if src.E != nil {
			pd.poisonAll()
			return false
		}
		p.loadBytes(s, pd, src.C, int(ln.C), per)
	}
	p.depBuf = per
	p.access(s, pd, dst.C, true)
	for i := uint64(0); i < ln.C; i++ {
		*pd.memW.at(dst.C + i) = mark{w: pd.clock, d: per[i]}
	}
	return true
}

// allocaOp is an alloca: its size is a decision, and it records the
// object's allocation time. Its result, the address, depends on nothing.
func (p *PSE) allocaOp(s *exec.State, pd *path, in *ir.Inst, ranIn int) {
	p.relevant(pd, p.operandReads(s, pd, in, ranIn))
	p.allocated(s, pd, in, ranIn)
}

// storeDone completes a store: Stored read the operands (the value's
// reads went to the bytes, the address is a decision). A store at a
// symbolic address (symStore) may have written any byte of the object it
// resolved to: each then depends on its old value and the value stored.
// One that resolved into another object poisons the path.
func (p *PSE) storeDone(s *exec.State, pd *path) {
	st := pd.symStore
	if st == nil {
		return
	}
	pd.symStore = nil
	if s.Terminated() || s.SymbolicAccess() != st.obj {
		pd.poisonAll() // resolved into another object
		return
	}
	for i, od := range st.per {
		*pd.memW.at(st.obj.Addr + uint64(i)) = mark{w: pd.clock, d: pd.deps.union(od, st.d)}
	}
}

// inFrame reports whether in is an instruction of frame f's function: for
// most, the one before f's position in its block, or at it (a call whose
// callee's frame was pushed), or the terminator of the block it came from
// (no map lookup).
func (p *PSE) inFrame(f *exec.Frame, in *ir.Inst) bool {
	b := f.Fn.Blocks[f.Block].Insts
	switch {
	case f.PC > 0 && f.PC <= len(b) && &b[f.PC-1] == in:
		return true
	case f.PC < len(b) && &b[f.PC] == in:
		return true
	case f.PC == 0 && f.Prev >= 0 && f.Prev < len(f.Fn.Blocks):
		if b := f.Fn.Blocks[f.Prev].Insts; len(b) > 0 && &b[len(b)-1] == in {
			return true
		}
	}
	return f.Fn == p.funcOf[in]
}

// callee returns the function in calls, through its pointer when the
// call is indirect (nil when the pointer is symbolic or reaches no
// function: obstack frees through one), and the index in in.Args of its
// first argument.
func (p *PSE) callee(s *exec.State, in *ir.Inst, frame int) (*ir.Func, int) {
	if in.Call != nil {
		return in.Call, 0
	}
	if len(in.Args) == 0 || frame < 0 || frame >= len(s.Frames()) {
		return nil, 1
	}
	fp := s.Operand(frame, in.Args[0], 0)
	if fp.E != nil {
		return nil, 1
	}
	return exec.FuncAt(p.prog, fp.C), 1
}

// heapCall follows a call of free or realloc that returned (it reports
// whether it could): the object freed must be there, whole; realloc's
// new object is born with the bytes it kept, which count as read from
// the old one. Their pointer and size are decisions (operandReads).
func (p *PSE) heapCall(s *exec.State, pd *path, in *ir.Inst, ranIn int, name string, a0 int) bool {
	if s.Terminated() || len(in.Args) < a0+1 {
		return false
	}
	old := s.Operand(ranIn, in.Args[a0], 0)
	if old.E != nil {
		return false
	}
	var obj *mem.Object
	if old.C != 0 {
		// Freed (or kept, when realloc failed): Floor finds it either way.
		if obj, _ = s.Memory().Floor(old.C); obj == nil || obj.Addr != old.C {
			return false
		}
		p.accessObj(pd, obj, true)
	}
	if name == "free" {
		return true
	}
	if in.Dst < 0 {
		return false // realloc's new object unnamed: not followed
	}
	np := s.Reg(ranIn, in.Dst)
	if np.E != nil {
		return false
	}
	if np.C == 0 {
		return true
	}
	nobj, nos, ok := s.Memory().Lookup(np.C)
	if !ok || nobj.Addr != np.C {
		return false
	}
	pd.allocT[nobj.Addr] = pd.clock
	if obj == nil {
		return true
	}
	n := min(obj.Size, nobj.Size)
	if n > 1<<16 {
		return false
	}
	at := pd.allocT[obj.Addr]
	for i := range n {
		m := pd.memW.get(obj.Addr + i)
		if m.w < at {
			m = mark{w: at}
		}
		d := m.d
		if pd.exposed(m.w, m.logged) {
			// The old byte's value at the checkpoint is the copy's.
			d = pd.readByte(obj.Addr+i, m, nos, i)
		}
		*pd.memW.at(nobj.Addr + i) = mark{w: pd.clock, d: d}
	}
	return true
}

func memOp(op ir.Op) bool { return op == ir.OpMemcpy || op == ir.OpMemmove || op == ir.OpMemset }

// lowered follows the executor's call of the C library's memcpy, memmove
// or memset in place of the intrinsic in (in frame caller), made for a
// symbolic operand: the frame callee is born now, its parameters hold
// the operands, and its body is followed as any function's.
func (p *PSE) lowered(s *exec.State, pd *path, in *ir.Inst, caller, callee int) {
	for len(pd.births) <= callee {
		pd.births = append(pd.births, 0)
	}
	birth := pd.tick()
	pd.births[callee] = birth
	fn := s.Frames()[callee].Fn
	for i, pr := range fn.Params {
		if i >= len(in.Args) {
			break
		}
		d := p.operandDep(s, pd, in, caller, i)
		for l := 0; l < max(pr.N, 1) && int(pr.Slot)+l < fn.NumSlots; l++ {
			*pd.reg(callee, int(pr.Slot)+l) = mark{w: birth, d: d}
		}
	}
}

// bindArgs gives the parameters of the frame call in just pushed (in
// frame callee; the caller's is caller) their arguments' deps, and the
// variadic arguments' object the deps of the arguments past them. The
// callee, when called through a pointer, is a decision.
func (p *PSE) bindArgs(s *exec.State, pd *path, in *ir.Inst, caller, callee int) {
	fr := s.Frames()
	fn := fr[callee].Fn
	birth := pd.birth(callee)
	i0 := 0
	if in.Aux == 1 || in.Call == nil {
		i0 = 1
		p.relevant(pd, p.operandDep(s, pd, in, caller, 0))
	}
	var rest dep
	for i, o := range in.Args[i0:] {
		n := 1
		if i < len(in.Sub) {
			n = int(in.Sub[i])
		}
		var d dep
		for l := 0; l < n && o >= 0 && int(o)+l < fr[caller].Fn.NumSlots; l++ {
			d = pd.deps.union(d, pd.readReg(caller, int(o)+l, s.Reg(caller, ir.Slot(int(o)+l))))
		}
		if i >= len(fn.Params) {
			rest = pd.deps.union(rest, d)
			continue
		}
		pr := fn.Params[i]
		var sh *shadow // a scalar argument's goes with it
		if n == 1 && o >= 0 && max(pr.N, 1) == 1 {
			sh = pd.regShadow(caller, int(o))
		}
		for l := 0; l < max(pr.N, 1) && int(pr.Slot)+l < fn.NumSlots; l++ {
			*pd.reg(callee, int(pr.Slot)+l) = mark{w: birth, d: d, sh: sh}
		}
	}
	if va := fr[callee].VarArgs(); va != nil && rest != 0 {
		for a := va.Addr; a < va.Addr+va.Size; a++ {
			*pd.memW.at(a) = mark{w: birth, d: rest}
		}
	}
}

// phis logs block to's phis, entered from block from, in frame f: each
// phi's result depends on its incoming value's reads.
func (p *PSE) phis(s *exec.State, pd *path, f, from, to int) {
	fr := s.Frames()
	blk := fr[f].Fn.Blocks[to]
	ds := p.depBuf[:0]
	for i := range blk.Phis {
		ph := &blk.Phis[i]
		var d dep
		for _, inc := range ph.Incoming {
			if inc.Pred != from || inc.Val < 0 {
				continue
			}
			for l := 0; l < max(ph.N, 1); l++ {
				d = pd.deps.union(d, pd.readReg(f, int(inc.Val)+l, s.Reg(f, ir.Slot(int(inc.Val)+l))))
			}
		}
		ds = append(ds, d)
	}
	for i := range blk.Phis {
		ph := &blk.Phis[i]
		for l := 0; l < max(ph.N, 1); l++ {
			pd.writeReg(f, int(ph.Dst)+l, ds[i])
		}
	}
	p.depBuf = ds
}

// Decided opens the checkpoint l′ of the direction taken.
func (p *PSE) Decided(s *exec.State, d exec.Decision) {
	p.at = arrival{} // the arrival at the branch is over
	pd := p.path(s)
	fr := s.Frames()
	top := len(fr) - 1
	in := s.Inst()
	if in == nil {
		return
	}
	// No checkpoint where no check is made (outsideMain, a concrete
	// screening run): its suffixes would never be read, and with none
	// open nothing is logged. In concolic mode a state following its
	// model does not fork: a symbolic branch is where it would have.
	symbolic := pd.symbolic == in
	pd.symbolic = nil
	if (d.Fork || p.cfg.AllBranches || symbolic) && !outsideMain(s) && !s.Concrete() {
		if key := p.ctxKey(s, d.ID, d.Dir); !pd.seen[key] {
			pd.seen[key] = true
			cp := &checkpoint{key: key, id: d.ID, t: pd.tick(), reads: len(pd.reads), asms: len(pd.asms), preds: len(pd.preds)}
			if p.cfg.Concolic {
				syms := s.Symbolics()
				cp.syms = syms[:len(syms):len(syms)]
			}
			pd.cps = append(pd.cps, cp)
		}
	}
	pd.tick()
	if d.Dir < len(in.Succ) {
		p.phis(s, pd, top, fr[top].Block, in.Succ[d.Dir])
	}
}

// Terminated summarizes a finished path from ⊥ with true (Alg. 2, lines
// 13 and 17). Paths ended early by limits or failures explored no
// suffix; cut paths were summarized at the cut.
func (p *PSE) Terminated(t *exec.Termination) {
	p.at = arrival{}
	pd, ok := t.State.Hook(p.key).(*path)
	if !ok {
		return
	}
	if t.Reason == CutReason {
		return // summarized at the cut
	}
	switch t.Outcome {
	case exec.Exit, exec.Silent:
	case exec.BugFound:
		if t.Bug != nil && (t.Bug.Kind == exec.BugSolver || t.Bug.Kind == exec.BugExec) {
			return
		}
	default:
		return
	}
	if t.Outcome == exec.BugFound {
		p.bugEnd(t.State, pd)
	}
	if pd.poison > 0 {
		p.stats.Poisoned.Add(1)
	}
	p.summarize(pd, expr.True(), t.Outcome == exec.Silent)
}

// bugEnd accounts for the instruction at which s found a bug, which
// ends the path before its Executed event: its operands are what the bug
// depends on. A load or store at a symbolic address (which object it
// needed is not known here) and free and realloc (which object they were
// given is not checked) give the path's checkpoints up.
func (p *PSE) bugEnd(s *exec.State, pd *path) {
	in := s.Inst()
	top := len(s.Frames()) - 1
	if in == nil || top < 0 || p.funcOf[in] != s.Frames()[top].Fn {
		pd.poisonAll()
		return
	}
	switch {
	case in.Op == ir.OpLoad && s.Operand(top, in.Args[0], 0).E != nil,
		in.Op == ir.OpStore && s.Operand(top, in.Args[1], 0).E != nil,
		in.Op == ir.OpCall && in.Call != nil && (in.Call.Name == "free" || in.Call.Name == "realloc"):
		pd.poisonAll()
		return
	}
	p.relevant(pd, p.operandReads(s, pd, in, top))
}

// outsideMain reports whether only the C library's code is on s's stack
// (its start-up before main and its exit after it: the functions Link
// took from a library), not the program's.
func outsideMain(s *exec.State) bool {
	for _, f := range s.Frames() {
		if !f.Fn.Lib {
			return false
		}
	}
	return true
}

package exec

import (
	"fmt"
	"slices"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// lanes returns the lane count of a vector instruction (1 for scalars).
func lanes(in *ir.Inst) int {
	if in.Lanes > 1 {
		return int(in.Lanes)
	}
	return 1
}

// step executes in on s, in full generality (vectors, symbolic operands,
// errors, forking). s's innermost frame is at in.
func (x *Executor) step(s *State, in *ir.Inst) action {
	switch in.Op {
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		if !x.cfg.NoOvershiftCheck {
			return x.checked(s, in)
		}
		fallthrough
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor,
		ir.OpSMax, ir.OpSMin, ir.OpUMax, ir.OpUMin:
		for l := 0; l < lanes(in); l++ {
			a, b := x.get(s, in.Args[0], l), x.get(s, in.Args[1], l)
			x.set(s, in.Dst+ir.Slot(l), binary(in.Op, in.Width, a, b))
		}
		return actNext
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		return x.checked(s, in)
	case ir.OpICmp:
		for l := 0; l < lanes(in); l++ {
			a, b := x.get(s, in.Args[0], l), x.get(s, in.Args[1], l)
			x.set(s, in.Dst+ir.Slot(l), icmp(in.Pred, uint16(in.Aux), a, b))
		}
		return actNext
	case ir.OpTrunc, ir.OpZExt, ir.OpSExt:
		for l := 0; l < lanes(in); l++ {
			x.set(s, in.Dst+ir.Slot(l), cast(in.Op, uint16(in.Aux), in.Width, x.get(s, in.Args[0], l)))
		}
		return actNext
	case ir.OpCopy:
		n := int(max(in.Aux2, 1))
		for l := 0; l < n; l++ {
			x.set(s, in.Dst+ir.Slot(l), x.get(s, in.Args[0], l))
		}
		return actNext
	case ir.OpSelect:
		return x.selectOp(s, in)
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem, ir.OpFNeg, ir.OpFCmp,
		ir.OpFPTrunc, ir.OpFPExt, ir.OpFPToUI, ir.OpFPToSI, ir.OpUIToFP, ir.OpSIToFP,
		ir.OpFMulAdd, ir.OpFAbs:
		return x.floatOp(s, in)
	case ir.OpAlloca:
		return x.alloca(s, in)
	case ir.OpLoad:
		return x.load(s, in)
	case ir.OpStore:
		return x.store(s, in)
	case ir.OpGEP:
		return x.gep(s, in)
	case ir.OpExtractValue:
		for l := 0; l < int(max(in.Aux2, 1)); l++ {
			x.set(s, in.Dst+ir.Slot(l), x.get(s, in.Args[0], int(in.Aux)+l))
		}
		return actNext
	case ir.OpInsertValue:
		total := lanes(in)
		buf := x.scratch(total)
		for l := 0; l < total; l++ {
			buf[l] = x.get(s, in.Args[0], l)
		}
		for l := 0; l < int(max(in.Aux2, 1)); l++ {
			buf[int(in.Aux)+l] = x.get(s, in.Args[1], l)
		}
		for l := 0; l < total; l++ {
			x.set(s, in.Dst+ir.Slot(l), buf[l])
		}
		return actNext
	case ir.OpExtractElement, ir.OpInsertElement:
		return x.vectorElement(s, in)
	case ir.OpShuffleVector:
		n := lanes(in)
		buf := x.scratch(n)
		for l := 0; l < n; l++ {
			switch m := in.Ints[l]; {
			case m < 0:
				buf[l] = Value{}
			case m < in.Aux:
				buf[l] = x.get(s, in.Args[0], int(m))
			default:
				buf[l] = x.get(s, in.Args[1], int(m-in.Aux))
			}
		}
		for l := 0; l < n; l++ {
			x.set(s, in.Dst+ir.Slot(l), buf[l])
		}
		return actNext
	case ir.OpCall:
		return x.call(s, in)
	case ir.OpRet:
		return x.ret(s, in)
	case ir.OpBr:
		x.jump(s, s.top(), in.Succ[0])
		return actJump
	case ir.OpCondBr:
		return x.condBr(s, in)
	case ir.OpSwitch:
		return x.switchOp(s, in)
	case ir.OpUnreachable:
		x.terminateBug(s, BugUnreachable, "reached \"unreachable\" instruction", "")
		return actStop
	case ir.OpTrap:
		x.terminateBug(s, BugAbort, "llvm.trap called", "")
		return actStop
	case ir.OpMemcpy, ir.OpMemmove:
		return x.memcpyOp(s, in, x.get(s, in.Args[0], 0), x.get(s, in.Args[1], 0), x.get(s, in.Args[2], 0), uint16(in.Aux))
	case ir.OpMemset:
		return x.memsetOp(s, in, x.get(s, in.Args[0], 0), x.get(s, in.Args[1], 0), x.get(s, in.Args[2], 0), uint16(in.Aux))
	case ir.OpAbs, ir.OpBswap, ir.OpCtpop, ir.OpCtlz, ir.OpCttz:
		for l := 0; l < lanes(in); l++ {
			x.set(s, in.Dst+ir.Slot(l), unaryIntrinsic(in.Op, in.Width, x.get(s, in.Args[0], l)))
		}
		return actNext
	case ir.OpFShl, ir.OpFShr:
		for l := 0; l < lanes(in); l++ {
			a, b, c := x.get(s, in.Args[0], l), x.get(s, in.Args[1], l), x.get(s, in.Args[2], l)
			x.set(s, in.Dst+ir.Slot(l), funnel(in.Op, in.Width, a, b, c))
		}
		return actNext
	case ir.OpSAddO, ir.OpUAddO, ir.OpSSubO, ir.OpUSubO, ir.OpSMulO, ir.OpUMulO:
		n := lanes(in)
		for l := 0; l < n; l++ {
			r, o := overflowOp(in.Op, in.Width, x.get(s, in.Args[0], l), x.get(s, in.Args[1], l))
			// The result aggregate {<n x iW>, <n x i1>} is flattened:
			// n result lanes, then n flags.
			x.set(s, in.Dst+ir.Slot(l), r)
			x.set(s, in.Dst+ir.Slot(n+l), o)
		}
		return actNext
	case ir.OpReduceAdd, ir.OpReduceMul, ir.OpReduceAnd, ir.OpReduceOr, ir.OpReduceXor,
		ir.OpReduceSMax, ir.OpReduceSMin, ir.OpReduceUMax, ir.OpReduceUMin:
		op := reduceOp(in.Op)
		acc := x.get(s, in.Args[0], 0)
		for l := 1; l < lanes(in); l++ {
			acc = binary(op, in.Width, acc, x.get(s, in.Args[0], l))
		}
		x.set(s, in.Dst, acc)
		return actNext
	case ir.OpVaStart:
		return x.vaStart(s, in)
	case ir.OpVaEnd:
		return actNext
	case ir.OpVaCopy:
		return x.memcpyOp(s, in, x.get(s, in.Args[0], 0), x.get(s, in.Args[1], 0), Value{C: uint64(x.vaListSize())}, 64)
	case ir.OpStackSave:
		x.set(s, in.Dst, Value{C: uint64(len(s.allocas))})
		return actNext
	case ir.OpStackRestore:
		mark := x.get(s, in.Args[0], 0)
		if mark.E == nil {
			f := s.top()
			for i := len(s.allocas) - 1; i >= int(mark.C) && i >= f.allocaBase; i-- {
				s.mem.Release(s.allocas[i])
				s.allocas[i] = nil
				s.allocas = s.allocas[:i]
			}
		}
		return actNext
	case ir.OpUnsupported:
		where := x.location(in.Loc)
		x.terminateBug(s, BugExec, fmt.Sprintf("unsupported instruction %q at %s", in.Text, where), "")
		return actStop
	}
	x.terminateBug(s, BugExec, fmt.Sprintf("unknown opcode %s (%d)", in.Op, in.Op), in.Text)
	return actStop
}

// scratch returns a reusable buffer of n Values.
func (x *Executor) scratch(n int) []Value {
	if cap(x.argBuf) < n {
		x.argBuf = make([]Value, n)
	}
	return x.argBuf[:n]
}

func (x *Executor) selectOp(s *State, in *ir.Inst) action {
	n := int(max(in.Aux2, 1))
	buf := x.scratch(n)
	vectorCond := in.Lanes > 1
	for l := 0; l < n; l++ {
		cl := 0
		if vectorCond {
			cl = l
		}
		c := x.get(s, in.Args[0], cl)
		a, b := x.get(s, in.Args[1], l), x.get(s, in.Args[2], l)
		switch {
		case c.E == nil && c.C != 0:
			buf[l] = a
		case c.E == nil:
			buf[l] = b
		case a.E == nil && b.E == nil && a.C == b.C:
			buf[l] = a
		default:
			w := valueWidth(a, b, in.Width)
			buf[l] = fromExpr(expr.Select(c.E, a.Expr(w), b.Expr(w)))
		}
	}
	for l := 0; l < n; l++ {
		x.set(s, in.Dst+ir.Slot(l), buf[l])
	}
	return actNext
}

// valueWidth is the width of a select's operands: that of a symbolic one,
// else the instruction's.
func valueWidth(a, b Value, w uint16) uint16 {
	if a.E != nil {
		return uint16(a.E.Width())
	}
	if b.E != nil {
		return uint16(b.E.Width())
	}
	if w == 0 {
		return 64
	}
	return w
}

func (x *Executor) vectorElement(s *State, in *ir.Inst) action {
	n := lanes(in)
	idxOp := in.Args[1]
	if in.Op == ir.OpInsertElement {
		idxOp = in.Args[2]
	}
	idx := x.get(s, idxOp, 0)
	if idx.E != nil {
		v, err := x.concretize(s, idx.E, in.Loc, "symbolic vector index concretized")
		if err != nil {
			x.solverFailed(s, err)
			return actStop
		}
		idx = Value{C: v}
	}
	if idx.C >= uint64(n) {
		// Out of range is poison; read as zero, write nothing.
		if in.Op == ir.OpExtractElement {
			x.set(s, in.Dst, Value{})
			return actNext
		}
	}
	if in.Op == ir.OpExtractElement {
		x.set(s, in.Dst, x.get(s, in.Args[0], int(idx.C)))
		return actNext
	}
	buf := x.scratch(n)
	for l := 0; l < n; l++ {
		buf[l] = x.get(s, in.Args[0], l)
	}
	if idx.C < uint64(n) {
		buf[idx.C] = x.get(s, in.Args[1], 0)
	}
	for l := 0; l < n; l++ {
		x.set(s, in.Dst+ir.Slot(l), buf[l])
	}
	return actNext
}

// checked executes a division, or a shift under KLEE's overshift check,
// whose second operand can make it a bug: a zero divisor, or a shift amount
// of the width or more. A concrete bad operand ends the path with the bug
// (KLEE: klee_div_zero_check, klee_overshift_check); a symbolic one that
// may be bad forks that case off as the bug, and the path goes on with the
// operand good.
func (x *Executor) checked(s *State, in *ir.Inst) action {
	kind, msg := BugDiv, "divide by zero" // KLEE's words
	shift := in.Op == ir.OpShl || in.Op == ir.OpLShr || in.Op == ir.OpAShr
	if shift {
		kind, msg = BugOvershift, "overshift error"
	}
	n := lanes(in)
	forked := false
	for l := 0; l < n; l++ {
		b := x.get(s, in.Args[1], l)
		if b.E == nil && (b.C == 0 && !shift || shift && b.C >= uint64(in.Width)) {
			x.terminateBug(s, kind, msg, "")
			return actStop
		}
		if b.E != nil {
			bad := expr.IsZero(b.E)
			if shift {
				bad = expr.Uge(b.E, expr.Const(uint64(in.Width), b.E.Width()))
			}
			t, f, ok := x.split(s, bad, true)
			if !ok {
				return actStop
			}
			if t != nil {
				x.terminateBug(t, kind, msg, "")
			}
			if f == nil {
				return actStop
			}
			forked = forked || t != nil
			s = f
		}
		a := x.get(s, in.Args[0], l)
		b = x.get(s, in.Args[1], l)
		x.set(s, in.Dst+ir.Slot(l), binary(in.Op, in.Width, a, b))
	}
	if forked {
		advance(s)
		return actStop
	}
	return actNext
}

// floatOp executes the floating-point instructions: concretely in
// float.go, symbolically with expr's FP kinds (fpsym.go).
func (x *Executor) floatOp(s *State, in *ir.Inst) action {
	w := in.Width
	from := uint16(in.Aux)
	argW := w
	switch in.Op {
	case ir.OpFCmp, ir.OpFPTrunc, ir.OpFPExt, ir.OpFPToUI, ir.OpFPToSI:
		argW = from
	case ir.OpUIToFP, ir.OpSIToFP:
		argW = from
	}
	isFloat := func(bits uint16) bool { return bits == 32 || bits == 64 }
	switch in.Op {
	case ir.OpUIToFP, ir.OpSIToFP:
		if !isFloat(w) {
			return x.unsupportedFloat(s, in, w)
		}
	case ir.OpFPToUI, ir.OpFPToSI:
		if !isFloat(from) {
			return x.unsupportedFloat(s, in, from)
		}
	case ir.OpFCmp:
		if !isFloat(from) {
			return x.unsupportedFloat(s, in, from)
		}
	case ir.OpFPTrunc, ir.OpFPExt:
		if !isFloat(from) || !isFloat(w) {
			return x.unsupportedFloat(s, in, max(from, w))
		}
	default:
		if !isFloat(w) {
			return x.unsupportedFloat(s, in, w)
		}
	}
	for l := 0; l < lanes(in); l++ {
		var args [3]uint64
		var vals [3]Value
		symbolic := false
		for i := range in.Args {
			if i >= 3 {
				break
			}
			vals[i] = x.get(s, in.Args[i], l)
			symbolic = symbolic || vals[i].E != nil
			args[i] = vals[i].C
		}
		if symbolic {
			x.set(s, in.Dst+ir.Slot(l), fpSym(in, s.fpRound, argW, w, vals[:min(len(in.Args), 3)]))
			continue
		}
		var r uint64
		switch in.Op {
		case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem:
			r = fbinary(in.Op, s.fpRound, w, args[0], args[1])
		case ir.OpFNeg:
			r = fneg(w, args[0])
		case ir.OpFAbs:
			r = fabs(w, args[0])
		case ir.OpFMulAdd:
			r = fmuladd(s.fpRound, w, args[0], args[1], args[2])
		case ir.OpFCmp:
			r = b2u(fcmp(in.Pred, from, args[0], args[1]))
		default:
			r = fcast(in.Op, s.fpRound, argW, w, args[0], x.ptrBytes == 4)
		}
		x.set(s, in.Dst+ir.Slot(l), Value{C: r})
	}
	return actNext
}

func (x *Executor) unsupportedFloat(s *State, in *ir.Inst, w uint16) action {
	x.terminateBug(s, BugExec, fmt.Sprintf("unsupported floating-point width %d in %s", w, in.Op), in.Text)
	return actStop
}

// split forks s on the Bool c, KLEE's fork: it returns the state for the
// true side and the one for the false side (nil when infeasible). When
// both are feasible s becomes the side its model agrees with and a new
// state takes the other; each side gets c or ¬c added. ok is false when s
// ended (solver failure, depth limit). check marks a check that the
// CheckSubscribers decide for a state following a model: a divisor, or
// an access through a pointer based on one object (in bounds or a memory
// error). Other memory accesses are not such checks (a pointer's objects
// are enumerated by excluding each in turn); function pointers go to
// CheckSubscriber.Callee (symbolicCall).
func (x *Executor) split(s *State, c expr.Expr, check bool) (t, f *State, ok bool) {
	if check && x.followsModel(s) && !s.simplify(c).IsConst() {
		for _, h := range x.subs.check {
			if holds, ok := h.Check(s, c); ok {
				if holds {
					s.addConstraint(c)
					return s, nil, true
				}
				s.addConstraint(expr.Not(c))
				return nil, s, true
			}
		}
	}
	canT, canF, mT, mF, err := x.feasible(s, c)
	if err != nil {
		x.solverFailed(s, err)
		return nil, nil, false
	}
	return x.splitWith(s, c, canT, canF, mT, mF)
}

// followsModel reports whether s follows its model under a
// CheckSubscriber (concolic execution): its division checks go to the
// subscribers, and its allocation sizes are the model's.
func (x *Executor) followsModel(s *State) bool {
	return len(x.subs.check) > 0 && s.model != nil
}

func (x *Executor) splitWith(s *State, c expr.Expr, canT, canF bool, mT, mF *expr.Assignment) (t, f *State, ok bool) {
	switch {
	case canT && !canF:
		return s, nil, true
	case canF && !canT:
		return nil, s, true
	case !canT && !canF:
		return nil, nil, true
	}
	if !x.mayFork() {
		// KLEE's --max-forks: follow one side under its condition.
		takeF := mF == s.model && mT != s.model
		if s.model == nil || mT != s.model && mF != s.model {
			takeF = x.rng.IntN(2) == 1
		}
		if takeF {
			s.seeded = s.seeded && mF == s.model
			s.addConstraint(expr.Not(c))
			s.model = mF
			return nil, s, true
		}
		s.seeded = s.seeded && mT == s.model
		s.addConstraint(c)
		s.model = mT
		return s, nil, true
	}
	other := x.forkState(s)
	// s keeps the side its model (or seed) agrees with.
	if s.model != nil && mF == s.model && mT != s.model {
		t, f = other, s
	} else {
		t, f = s, other
	}
	seeded := s.seeded
	t.addConstraint(c)
	f.addConstraint(expr.Not(c))
	t.model, f.model = mT, mF
	t.seeded, f.seeded = seeded && t == s, seeded && f == s
	t.depth++
	f.depth++
	if x.cfg.MaxDepth > 0 && t.depth > x.cfg.MaxDepth {
		x.terminateEarly(t, "max-depth exceeded")
		x.terminateEarly(f, "max-depth exceeded")
		return nil, nil, false
	}
	return t, f, true
}

// beforeBranch reports a branch to the BranchSubscribers. conds is nil
// for a concrete branch taking direction taken. The Branch is the
// executor's scratch: subscribers must not keep it.
func (x *Executor) beforeBranch(s *State, in *ir.Inst, conds []expr.Expr, taken int) *Branch {
	b := &x.branch
	*b = Branch{Inst: in, ID: in.BranchID, Frame: len(s.frames) - 1, Concrete: conds == nil,
		Taken: taken, Conds: conds, follow: -1, x: x, s: s, asked: b.asked[:0]}
	if !b.Concrete { // the scratch's answers, reused without allocating
		b.asked = slices.Grow(b.asked, len(conds))[:len(conds)]
		clear(b.asked)
	}
	for _, h := range x.subs.branch {
		h.BeforeBranch(s, b)
		if b.cut != "" {
			break
		}
	}
	return b
}

// endAtBranch ends s where a BranchSubscriber cut it.
func (x *Executor) endAtBranch(s *State, b *Branch) {
	if b.silent {
		x.terminate(s, &Termination{Outcome: Silent, Reason: b.cut})
		return
	}
	x.terminateEarly(s, b.cut)
}

// mayFork reports whether a branch may fork under Config.MaxForks. As in
// KLEE the count is checked before the fork, so the last permitted fork
// may be a switch's many-way one; the warning is given once per run.
func (x *Executor) mayFork() bool {
	m := x.cfg.MaxForks
	if m == 0 || m > 0 && x.stats.Forks < uint64(m) {
		return true
	}
	x.warn(ir.Loc{}, "skipping fork (max-forks reached)")
	return false
}

// condBr executes a conditional branch on a symbolic condition (the
// concrete case is inline in run, unless subscribers see branches).
func (x *Executor) condBr(s *State, in *ir.Inst) action {
	c := x.get(s, in.Args[0], 0)
	if c.E == nil {
		dir := int(1 - c.C&1)
		if len(x.subs.branch) > 0 {
			if b := x.beforeBranch(s, in, nil, dir); b.cut != "" {
				x.endAtBranch(s, b)
				return actStop
			}
		}
		x.markEdge(s, in.BranchID, dir, false)
		x.jump(s, s.top(), in.Succ[dir])
		return actJump
	}
	var canT, canF bool
	var mT, mF *expr.Assignment
	var err error
	restricted := false
	if len(x.subs.branch) > 0 {
		b := x.beforeBranch(s, in, []expr.Expr{c.E, expr.Not(c.E)}, -1)
		if b.cut != "" {
			x.endAtBranch(s, b)
			return actStop
		}
		if restricted = !b.allowed(0) || !b.allowed(1); restricted {
			// Only the open directions are asked about.
			if b.allowed(0) {
				canT, mT, err = b.feasible(0)
			}
			if err == nil && b.allowed(1) {
				canF, mF, err = b.feasible(1)
			}
		} else if canT, mT, err = b.feasible(0); err == nil {
			// As feasible: a path that cannot take c takes ¬c (unless
			// a subscriber already had ¬c answered).
			canF, mF = true, s.model
			if canT || b.asked[1].asked {
				canF, mF, err = b.feasible(1)
			}
		}
	} else {
		canT, canF, mT, mF, err = x.feasible(s, c.E)
	}
	if err != nil {
		x.solverFailed(s, err)
		return actStop
	}
	if restricted {
		if !canT && !canF {
			x.terminateEarly(s, "pruned at branch")
			return actStop
		}
		if canT != canF {
			// The state follows the one open side under its condition,
			// which the path no longer implies.
			side, m := c.E, mT
			if !canT {
				side, m = expr.Not(c.E), mF
			}
			s.takeOnly(side, m)
		}
	}
	t, f, ok := x.splitWith(s, c.E, canT, canF, mT, mF)
	if !ok {
		return actStop
	}
	fork := t != nil && f != nil
	if t != nil {
		x.markEdge(t, in.BranchID, 0, fork)
		x.jump(t, t.top(), in.Succ[0])
	}
	if f != nil {
		x.markEdge(f, in.BranchID, 1, fork)
		x.jump(f, f.top(), in.Succ[1])
	}
	if fork {
		return actStop
	}
	return actJump
}

// switchOp executes a switch. A symbolic condition forks one state per
// feasible target block, with the disjunction of its cases as constraint.
func (x *Executor) switchOp(s *State, in *ir.Inst) action {
	v := x.get(s, in.Args[0], 0)
	w := in.Width
	if w == 0 {
		w = 64
	}
	if v.E == nil {
		dir := 0
		for i, c := range in.Ints {
			if uint64(c)&mask(w) == v.C {
				dir = i + 1
				break
			}
		}
		// A target several cases (or the default) share is one
		// direction, as the symbolic switch below groups them: a value is
		// the same decision either way (a concolic seed's concrete
		// screening run hashes its path so).
		dir = in.SwitchDir(dir)
		if len(x.subs.branch) > 0 {
			if b := x.beforeBranch(s, in, nil, dir); b.cut != "" {
				x.endAtBranch(s, b)
				return actStop
			}
		}
		x.markEdge(s, in.BranchID, dir, false)
		x.jump(s, s.top(), in.Succ[dir])
		return actJump
	}
	// Group directions by target block: conds[d] is the condition of
	// reaching Succ[d] for the first direction d of each target.
	nd := len(in.Succ)
	conds := make([]expr.Expr, nd)
	def := expr.True()
	for i, c := range in.Ints {
		eq := expr.Eq(expr.Const(uint64(c), expr.Width(w)), v.E)
		def = expr.And(def, expr.Not(eq))
		d := i + 1
		if fd := in.SwitchDir(d); fd != d {
			conds[fd] = expr.Or(conds[fd], eq)
			conds[d] = expr.False()
			continue
		}
		conds[d] = eq
	}
	if fd := in.SwitchDir(0); fd != 0 {
		// The default shares its block with some cases.
		conds[fd] = expr.Or(conds[fd], def)
		conds[0] = expr.False()
	} else {
		conds[0] = def
	}
	var b *Branch
	if len(x.subs.branch) > 0 {
		b = x.beforeBranch(s, in, conds, -1)
		if b.cut != "" {
			x.endAtBranch(s, b)
			return actStop
		}
	}
	feasible := make([]bool, nd)
	models := make([]*expr.Assignment, nd)
	nFeasible := 0
	vetoed := false
	for d := 0; d < nd; d++ {
		if conds[d].IsFalse() {
			continue
		}
		if b != nil && !b.allowed(d) {
			vetoed = true
			continue
		}
		var ok bool
		var m *expr.Assignment
		var err error
		if b != nil {
			ok, m, err = b.feasible(d)
		} else {
			ok, m, err = x.mayBeTrue(s, conds[d])
		}
		if err != nil {
			x.solverFailed(s, err)
			return actStop
		}
		feasible[d], models[d] = ok, m
		if ok {
			nFeasible++
		}
	}
	if nFeasible == 0 && vetoed {
		x.terminateEarly(s, "pruned at branch")
		return actStop
	}
	if nFeasible == 0 {
		x.terminateEarly(s, "switch: no feasible target (solver inconsistency)")
		return actStop
	}
	// s takes the direction its model agrees with (or the first).
	mine := -1
	for d := 0; d < nd; d++ {
		if feasible[d] && s.model != nil && models[d] == s.model {
			mine = d
			break
		}
	}
	if mine < 0 {
		for d := 0; d < nd; d++ {
			if feasible[d] {
				mine = d
				break
			}
		}
	}
	if nFeasible > 1 && !x.mayFork() {
		nFeasible, vetoed = 1, true // KLEE's --max-forks: follow mine only
	}
	if nFeasible == 1 {
		if vetoed {
			s.takeOnly(conds[mine], models[mine])
		}
		x.markEdge(s, in.BranchID, mine, false)
		x.jump(s, s.top(), in.Succ[mine])
		return actJump
	}
	keepSeed := s.seeded && models[mine] == s.model
	for d := 0; d < nd; d++ {
		if !feasible[d] || d == mine {
			continue
		}
		c := x.forkState(s)
		c.addConstraint(conds[d])
		c.model, c.seeded = models[d], false
		c.depth++
		x.markEdge(c, in.BranchID, d, true)
		x.jump(c, c.top(), in.Succ[d])
		if x.cfg.MaxDepth > 0 && c.depth > x.cfg.MaxDepth {
			x.terminateEarly(c, "max-depth exceeded")
		}
	}
	s.addConstraint(conds[mine])
	s.model, s.seeded = models[mine], keepSeed
	s.depth++
	x.markEdge(s, in.BranchID, mine, true)
	x.jump(s, s.top(), in.Succ[mine])
	if x.cfg.MaxDepth > 0 && s.depth > x.cfg.MaxDepth {
		x.terminateEarly(s, "max-depth exceeded")
	}
	return actStop
}

package exec

import (
	"context"

	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// action is what an instruction handler tells the interpreter loop.
type action uint8

const (
	// actNext: the current state continues with the next instruction.
	actNext action = iota
	// actJump: control moved (call, return, branch): reload the frame.
	actJump
	// actStop: the state forked or ended; every surviving state is already
	// positioned at its next instruction. Give the searcher a say.
	actStop
)

// opnd fetches operand o: a register of the frame or a pool constant.
func opnd(regs, consts []Value, o ir.Operand) Value {
	if o >= 0 {
		return regs[o]
	}
	return consts[^o]
}

// run executes s until it forks, ends, or uses up its time slice. The
// common concrete cases of the frequent instructions are handled inline;
// everything else goes through x.step.
func (x *Executor) run(ctx context.Context, s *State) {
	if s.parked {
		s.unpark(&x.regPool)
	}
	// traced: instruction subscribers see every instruction. The inline
	// cases below stay for data (they write a register), while control
	// goes through step.
	traced := len(x.subs.inst) > 0
	consts := x.consts
	// n counts the slice's instructions; those up to flushed are in the
	// counters already (flushed before each step, so that a path ending
	// in step reports all of its instructions).
	var n, flushed uint64
	defer func() {
		s.insts += n - flushed
		x.stats.Instructions += n - flushed
	}()
	budget := uint64(sliceInsts)
	if lim := x.cfg.MaxInstructions; lim > 0 {
		if left := lim - x.stats.Instructions; lim > x.stats.Instructions && left < budget {
			budget = left
		}
	}
	qw0 := x.stats.QueryWork
	for {
		f := &s.frames[len(s.frames)-1]
		fn := f.Fn
		insts := fn.Blocks[f.Block].Insts
		regs := f.regs
		pc := f.PC
	block:
		for {
			in := &insts[pc]
			n++
			switch in.Op {
			case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpLShr:
				a, b := opnd(regs, consts, in.Args[0]), opnd(regs, consts, in.Args[1])
				if a.E != nil || b.E != nil || in.Lanes > 1 {
					break
				}
				if fastOvershift(in.Op, in.Width, b.C) {
					break // step checks it
				}
				regs[in.Dst] = Value{C: fastArith(in.Op, a.C, b.C) & mask(in.Width)}
				goto next
			case ir.OpICmp:
				a, b := opnd(regs, consts, in.Args[0]), opnd(regs, consts, in.Args[1])
				if a.E != nil || b.E != nil || in.Lanes > 1 {
					break
				}
				regs[in.Dst] = Value{C: b2u(fastICmp(in.Pred, uint16(in.Aux), a.C, b.C))}
				goto next
			case ir.OpZExt, ir.OpTrunc, ir.OpSExt:
				a := opnd(regs, consts, in.Args[0])
				if a.E != nil || in.Lanes > 1 {
					break
				}
				regs[in.Dst] = Value{C: fastCast(in.Op, uint16(in.Aux), in.Width, a.C)}
				goto next
			case ir.OpCopy:
				if in.Aux2 <= 1 {
					regs[in.Dst] = opnd(regs, consts, in.Args[0])
					goto next
				}
			case ir.OpGEP:
				base := opnd(regs, consts, in.Args[0])
				if base.E != nil || in.Lanes > 1 {
					break
				}
				v := base.C + uint64(in.Aux)
				for i := 1; i < len(in.Args); i++ {
					idx := opnd(regs, consts, in.Args[i])
					if idx.E != nil {
						goto slow
					}
					v += uint64(sext(idx.C, in.Sub[i-1])) * uint64(in.Ints[i-1])
				}
				regs[in.Dst] = Value{C: v & mask(in.Width)}
				goto next
			case ir.OpLoad:
				a := opnd(regs, consts, in.Args[0])
				if a.E != nil || len(in.Lay.Scalars) != 1 {
					break
				}
				sc := &in.Lay.Scalars[0]
				nb := uint64(sc.Bits+7) / 8
				addr := a.C + uint64(sc.Offset)
				obj, os, ok := s.mem.Lookup(addr)
				if !ok || nb > obj.Size || addr-obj.Addr > obj.Size-nb {
					break
				}
				v, ok := os.ReadConcrete(addr-obj.Addr, int(nb))
				if !ok {
					break
				}
				regs[in.Dst] = Value{C: v & mask(sc.Bits)}
				goto next
			case ir.OpStore:
				v, a := opnd(regs, consts, in.Args[0]), opnd(regs, consts, in.Args[1])
				if a.E != nil || v.E != nil || len(in.Lay.Scalars) != 1 || len(x.subs.store) > 0 {
					break
				}
				sc := &in.Lay.Scalars[0]
				nb := uint64(sc.Bits+7) / 8
				addr := a.C + uint64(sc.Offset)
				obj, os, ok := s.mem.Lookup(addr)
				if !ok || obj.ReadOnly || nb > obj.Size || addr-obj.Addr > obj.Size-nb {
					break
				}
				s.mem.Writable(obj, os).Write(addr-obj.Addr, int(nb), v.C)
				goto next
			case ir.OpAlloca:
				if traced {
					break // step makes the entry allocas one at a time
				}
				if f.Block == 0 && pc <= f.entry && (pc < f.entry || x.entryAlloca(s, f, pc)) {
					// The entry allocas from here on are made: they only count.
					n += uint64(f.entry - pc - 1)
					pc = f.entry
					continue
				}
				c := opnd(regs, consts, in.Args[0])
				if c.E != nil {
					break
				}
				n, ok := allocaSize(in, c.C)
				if !ok {
					break // the slow path reports it
				}
				addr, ok := pushAlloca(s, n)
				if !ok {
					break
				}
				regs[in.Dst] = Value{C: addr}
				goto next
			case ir.OpSelect:
				c := opnd(regs, consts, in.Args[0])
				if c.E != nil || in.Lanes > 1 || in.Aux2 > 1 {
					break
				}
				if c.C != 0 {
					regs[in.Dst] = opnd(regs, consts, in.Args[1])
				} else {
					regs[in.Dst] = opnd(regs, consts, in.Args[2])
				}
				goto next
			case ir.OpCall:
				callee := in.Call
				if callee == nil || in.Aux == 1 || !x.funcs[callee.Index].plain || len(in.Args) != len(callee.Params) ||
					len(s.frames) >= x.cfg.MaxStack || len(x.subs.call) > 0 || traced {
					break
				}
				f.PC = pc
				x.enter(s, in, regs)
				if n >= budget {
					return
				}
				break block
			case ir.OpRet:
				if len(s.frames) < 2 || in.Aux2 > 1 || len(x.subs.call) > 0 || traced {
					break
				}
				var v Value
				if len(in.Args) > 0 {
					v = opnd(regs, consts, in.Args[0])
				}
				f.PC = pc
				x.leave(s, f, v, len(in.Args) > 0)
				if n >= budget {
					return
				}
				break block
			case ir.OpBr:
				if traced {
					break
				}
				f.PC = pc
				x.jump(s, f, in.Succ[0])
				if n >= budget {
					return
				}
				break block
			case ir.OpCondBr:
				c := opnd(regs, consts, in.Args[0])
				if c.E != nil || len(x.subs.branch) > 0 || traced {
					break
				}
				dir := int(1 - c.C&1)
				f.PC = pc
				x.markEdge(s, in.BranchID, dir, false)
				x.jump(s, f, in.Succ[dir])
				if n >= budget {
					return
				}
				break block
			}
		slow:
			f.PC = pc
			s.insts += n - flushed
			x.stats.Instructions += n - flushed
			flushed = n
			switch x.step(s, in) {
			case actNext:
				pc++
				if traced {
					f.PC = pc
					x.executed(s, in)
				}
				if x.stats.QueryWork-qw0 > sliceSolverWork {
					f.PC = pc
					return
				}
				continue
			case actJump:
				if traced {
					x.executed(s, in)
				}
				if s.done {
					return
				}
				if n >= budget || x.stats.QueryWork-qw0 > sliceSolverWork {
					return
				}
				break block
			default: // actStop
				if traced {
					x.executed(s, in)
				}
				return
			}
		next:
			// An inline case wrote in's register.
			pc++
			if traced {
				f.PC = pc
				x.executed(s, in)
				if n >= budget {
					return
				}
			}
		}
	}
}

// executed reports in, just executed by s, to the instruction
// subscribers.
func (x *Executor) executed(s *State, in *ir.Inst) {
	for _, h := range x.subs.inst {
		h.Executed(s, in)
	}
}

// jump leaves f's current block (its terminator has executed) for block
// to, running to's phis in parallel.
func (x *Executor) jump(s *State, f *Frame, to int) {
	gb := x.blockBase[f.Fn.Index] + f.Block
	if !x.cov.blockDone[gb] {
		x.markBlock(s, gb)
	}
	from := f.Block
	f.Prev, f.Block, f.PC = from, to, 0
	phis := f.Fn.Blocks[to].Phis
	if len(phis) == 0 {
		return
	}
	regs := f.regs
	buf := x.phiBuf[:0]
	for i := range phis {
		p := &phis[i]
		val := phiIncoming(p, from)
		for l := 0; l < p.N; l++ {
			buf = append(buf, lane(regs, x.consts, val, l))
		}
	}
	k := 0
	for i := range phis {
		p := &phis[i]
		copy(regs[p.Dst:int(p.Dst)+p.N], buf[k:k+p.N])
		k += p.N
	}
	x.phiBuf = buf
	x.markConds(s, x.blockBase[f.Fn.Index]+to, from, phis, regs)
}

// phiIncoming returns the operand p takes when entered from block pred.
// A missing edge is a malformed program; the phi then reads as zero.
func phiIncoming(p *ir.Phi, pred int) ir.Operand {
	for _, in := range p.Incoming {
		if in.Pred == pred {
			return in.Val
		}
	}
	panic("phi has no incoming value for the predecessor block")
}

// lane fetches slot l of a (multi-slot) operand.
func lane(regs, consts []Value, o ir.Operand, l int) Value {
	if o >= 0 {
		return regs[int(o)+l]
	}
	return consts[int(^o)+l]
}

// frameRegs returns the register window of s's innermost frame.
func frameRegs(s *State) []Value {
	return s.frames[len(s.frames)-1].regs
}

// get fetches lane l of operand o in s's innermost frame.
func (x *Executor) get(s *State, o ir.Operand, l int) Value {
	return lane(frameRegs(s), x.consts, o, l)
}

// set stores v into slot d of s's innermost frame.
func (x *Executor) set(s *State, d ir.Slot, v Value) {
	frameRegs(s)[d] = v
}

// advance moves a state that was forked mid-instruction past it.
func advance(s *State) { s.top().PC++ }

// pushFrame enters fn on s (registers zeroed). The caller checks MaxStack.
func (x *Executor) pushFrame(s *State, fn *ir.Func) *Frame {
	k := fn.NumSlots
	if len(s.regs)+k > cap(s.regs) {
		s.growRegs(k)
	}
	base := len(s.regs)
	need := base + k
	s.regs = s.regs[:need]
	clear(s.regs[base:need])
	s.frameSerial++
	// Field by field: a composite literal goes through a temporary whose
	// copy stalls on store forwarding, a cost every call pays.
	n := len(s.frames)
	if n < cap(s.frames) {
		s.frames = s.frames[:n+1]
	} else {
		s.frames = append(s.frames, Frame{})
	}
	f := &s.frames[n]
	f.Fn, f.Base, f.Block, f.PC, f.Prev = fn, base, 0, 0, -1
	f.regs, f.frozen = s.regs[base:need:need], false
	f.allocaBase, f.entry, f.varargs, f.serial, f.lowered = len(s.allocas), 0, nil, s.frameSerial, false
	return f
}

// popFrame leaves the innermost frame, releasing its stack objects: the
// address space recycles those nothing else refers to (mem's Release), so
// calls allocate nothing in steady state. References the executor keeps
// beyond the frame are marked with Retain (newSymbolic).
func (x *Executor) popFrame(s *State) {
	f := s.top()
	s.mem.ReleaseStack(s.allocas[f.allocaBase:])
	// The entries past the end are left: the objects live on in mem's
	// spares or pool, and a fork copies only up to the end.
	s.allocas = s.allocas[:f.allocaBase]
	if f.varargs != nil {
		s.mem.Release(f.varargs)
		f.varargs = nil
	}
	s.regs = s.regs[:f.Base]
	f.regs = nil
	s.frames = s.frames[:len(s.frames)-1]
	if n := len(s.frames); n > 0 && s.frames[n-1].frozen {
		s.thaw(&s.frames[n-1])
	}
}

// growRegs moves the registers of the frames not frozen to a new
// register stack with room for extra registers past them.
func (s *State) growRegs(extra int) {
	// Below the first frame not frozen are the windows frozen frames
	// left (shareRegs): not copied.
	from := len(s.regs)
	for i := len(s.frames) - 1; i >= 0 && !s.frames[i].frozen; i-- {
		from = s.frames[i].Base
	}
	n := len(s.regs) - from
	grown := make([]Value, n, 2*(n+extra)+32)
	copy(grown, s.regs[from:])
	for i := len(s.frames) - 1; i >= 0 && !s.frames[i].frozen; i-- {
		f := &s.frames[i]
		f.Base -= from
		f.regs = grown[f.Base : f.Base+f.Fn.NumSlots : f.Base+f.Fn.NumSlots]
	}
	s.regs = grown
}

// thaw puts f's frozen registers on the register stack, which holds no
// other frame's: the path returned to f, which it may now write. Its
// dead registers read zero (parkPoison under parkStress).
func (s *State) thaw(f *Frame) {
	k := f.Fn.NumSlots
	if len(s.regs)+k > cap(s.regs) {
		s.growRegs(k)
	}
	base := len(s.regs)
	s.regs = s.regs[:base+k]
	regs := s.regs[base : base+k : base+k]
	clear(regs)
	if parkStress {
		for i := range regs {
			regs[i] = Value{C: parkPoison}
		}
	}
	for _, r := range f.liveRegs {
		regs[r.slot] = r.v
	}
	f.Base, f.regs, f.frozen, f.liveRegs = base, regs, false, nil
}

var _ = mem.Stack

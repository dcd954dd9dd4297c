package exec

import (
	"slices"

	"github.com/symx/symx/ir"
)

// A parked state is one the executor is not running: its own frames'
// registers (those not frozen, see State.shareRegs) are kept as the list
// of its live, non-zero registers instead of whole register windows. At
// -O0 a function's frame has a slot for every value the function
// computes, hundreds in a large function, while a few are live at any
// point (locals live in memory): the states waiting in the searcher hold
// most of a run's memory, and this is most of what a register stack
// costs them. Running the state unparks it.

// parkStress, for tests, parks every state after each of its slices and
// fills its dead registers with parkPoison when unparked: a register the
// liveness misses then reads as garbage.
var parkStress bool

const parkPoison = 0xbad0_0bad_bad0_0bad

// parkedReg is one live register of a parked state.
type parkedReg struct {
	frame int32
	slot  int32
	v     Value
}

// liveReg is one live register of a frozen frame.
type liveReg struct {
	slot int32
	v    Value
}

// liveRegsOf lists f's live registers that are not zero (all of those
// that are not zero when x is nil or f's function calls setjmp).
func (x *Executor) liveRegsOf(f *Frame) []liveReg {
	var set []uint64
	var buf []liveReg
	if x != nil {
		if lv := x.liveness(f.Fn); lv != nil {
			set = lv.At(f.Block, f.PC, x.liveBuf)
			x.liveBuf = set
		}
		buf = x.liveRegBuf[:0]
	}
	for slot, v := range f.regs {
		if (v != (Value{}) || parkStress) && (set == nil || ir.Live(set, slot)) {
			buf = append(buf, liveReg{int32(slot), v})
		}
	}
	if x != nil {
		x.liveRegBuf = buf
	}
	if len(buf) == 0 {
		return nil
	}
	return slices.Clone(buf)
}

// liveness returns fn's register liveness, computed on first use; nil
// for a function that calls setjmp, whose registers all stay: a longjmp
// resumes it after the setjmp call, not where it stands.
func (x *Executor) liveness(fn *ir.Func) *ir.Liveness {
	if fn.Index >= len(x.liveRegs) {
		x.liveRegs = append(x.liveRegs, make([]funcLiveness, fn.Index+1-len(x.liveRegs))...)
	}
	fl := &x.liveRegs[fn.Index]
	if !fl.done {
		fl.done = true
		if !callsSetjmp(fn) {
			fl.lv = ir.NewLiveness(fn)
		}
	}
	return fl.lv
}

type funcLiveness struct {
	done bool
	lv   *ir.Liveness
}

// callsSetjmp reports whether fn calls a setjmp function directly.
func callsSetjmp(fn *ir.Func) bool {
	for _, b := range fn.Blocks {
		for i := range b.Insts {
			if c := b.Insts[i].Call; c != nil && setjmpNames[c.Name] {
				return true
			}
		}
	}
	return false
}

// switchTo parks the state run last when the searcher selected another.
func (x *Executor) switchTo(s *State) {
	if x.lastRun != s && x.lastRun != nil {
		x.park(x.lastRun)
	}
	x.lastRun = s
}

// parkAfterSlice parks the states s forked in its slice, and s itself
// when it ended or when a shared searcher may hand it to another worker
// next.
func (x *Executor) parkAfterSlice(s *State) {
	for _, c := range x.added {
		if c != s {
			x.park(c)
		}
	}
	if s.done || x.group != nil && x.group.shared != nil || parkStress {
		x.park(s)
		x.lastRun = nil
	}
}

// park keeps only the live registers of s's own frames and lets go of its
// register stack. Nothing is done to a state already parked or ended.
func (x *Executor) park(s *State) {
	if s.parked || s.done {
		return
	}
	regs := s.parkedRegs[:0] // the list of its last parking, if any
	for i := len(s.frames) - 1; i >= 0 && !s.frames[i].frozen; i-- {
		f := &s.frames[i]
		var set []uint64
		if lv := x.liveness(f.Fn); lv != nil {
			set = lv.At(f.Block, f.PC, x.liveBuf)
			x.liveBuf = set
		}
		for slot, v := range f.regs {
			if (v != (Value{}) || parkStress) && (set == nil || ir.Live(set, slot)) {
				regs = append(regs, parkedReg{int32(i), int32(slot), v})
			}
		}
		f.regs, f.Base = nil, 0
	}
	if x.regPool == nil {
		x.regPool = make([][]Value, 0, regPoolSize)
	}
	if cap(s.regs) <= maxPooledRegs && len(x.regPool) < cap(x.regPool) {
		// No frozen frame refers to the stack (frozen frames keep
		// their own registers): the next state to run can have it.
		x.regPool = append(x.regPool, s.regs[:0])
	}
	s.regs = nil
	s.parkedRegs, s.parked = regs, true
	// The model evaluator's memo is a cache, made again when needed.
	s.ev, s.evm = nil, nil
}

// maxPooledRegs is the largest register stack park keeps for reuse, and
// regPoolSize how many (Executor.regPool): breadth-first and random
// searches park and unpark a state at every slice, and a fresh stack
// each time was a fifth of the collector's work on echo.
const (
	maxPooledRegs = 1 << 14
	regPoolSize   = 8
)

// unpark gives s, parked, a register stack again, its live registers
// back in place and the others zero: one from pool when it has one large
// enough (pool may be nil).
func (s *State) unpark(pool *[][]Value) {
	lo := len(s.frames)
	for lo > 0 && !s.frames[lo-1].frozen {
		lo--
	}
	need := 0
	for i := lo; i < len(s.frames); i++ {
		need += s.frames[i].Fn.NumSlots
	}
	s.regs = nil
	if pool != nil && len(*pool) > 0 {
		p := *pool
		if r := p[len(p)-1]; cap(r) >= need {
			s.regs = r[:need]
			clear(s.regs)
			*pool = p[:len(p)-1]
		}
	}
	if s.regs == nil {
		// Room for calls: a stack that grows at the first call costs a
		// second allocation.
		s.regs = make([]Value, need, 2*need+64)
	}
	if parkStress {
		for i := range s.regs {
			s.regs[i] = Value{C: parkPoison}
		}
	}
	base := 0
	for i := lo; i < len(s.frames); i++ {
		f := &s.frames[i]
		k := f.Fn.NumSlots
		f.Base, f.regs = base, s.regs[base:base+k:base+k]
		base += k
	}
	for _, r := range s.parkedRegs {
		s.frames[r.frame].regs[r.slot] = r.v
	}
	clear(s.parkedRegs) // kept for the next parking, without its values
	s.parkedRegs, s.parked = s.parkedRegs[:0], false
}

// parkedValue returns register slot of frame i of s, parked or frozen.
func (s *State) parkedValue(frame int, slot int) Value {
	if f := &s.frames[frame]; f.frozen {
		for _, r := range f.liveRegs {
			if int(r.slot) == slot {
				return r.v
			}
		}
		return Value{}
	}
	for _, r := range s.parkedRegs {
		if int(r.frame) == frame && int(r.slot) == slot {
			return r.v
		}
	}
	return Value{}
}

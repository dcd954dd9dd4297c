package exec

import (
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// Frame is one activation record. Its registers are regs, Fn.NumSlots
// of them: a window of the state's register stack State.regs from Base
// while the frame is the state's own; once frozen (see State.shareRegs),
// the list of its live registers, shared with other states.
type Frame struct {
	Fn   *ir.Func
	Base int // first register in State.regs (owned frames only)
	regs []Value
	// frozen marks a frame whose registers are shared with states forked
	// beside it and so are read-only: kept as liveRegs, regs nil, and
	// thawed (put back in State.regs) when the path returns to it. The
	// frozen frames are a prefix of the stack, and the innermost frame is
	// never frozen.
	frozen   bool
	liveRegs []liveReg
	Block    int // current block
	PC       int // index in the block of the current instruction
	Prev     int // block we came from (for phis); -1 at entry
	// allocaBase is the length of State.allocas when the frame was
	// entered: objects above it are this frame's and die with it.
	allocaBase int
	// entry is the number of entry allocas (Executor.entry) made at the
	// frame's first alloca; the others are done when reached.
	entry int
	// varargs is the memory object holding the variadic arguments.
	varargs *mem.Object
	// serial numbers the frames of a path, never reused (longjmp).
	serial uint64
	// lowered marks a C library function the executor called in place
	// of an intrinsic (Decision.Lowered).
	lowered bool
}

// VarArgs is the memory object holding the frame's variadic arguments
// (nil when the callee is not variadic or got none): the engine made it
// when the frame was entered.
func (f *Frame) VarArgs() *mem.Object { return f.varargs }

// Lowered reports whether the frame is a C library function (memcpy,
// memmove, memset) the executor called in place of an intrinsic with a
// symbolic operand. No Called event announces it: the intrinsic's
// Executed event comes with the frame pushed.
func (f *Frame) Lowered() bool { return f.lowered }

// Symbolic is a symbolic object of a path, in creation order.
type Symbolic struct {
	Name   string      // as the program named it; several may share a name
	Array  *expr.Array // the input array, named uniquely on the path (name, name_1, ...)
	Object *mem.Object // the memory object its bytes were written to (nil for klee_int, nondet)
	Offset uint64      // where in Object
	// Nondet is the function name for __VERIFIER_nondet_* values ("" otherwise).
	Nondet string
	Bits   int // width of the nondet value
}

// State is one path of the program being explored: a program counter and
// call stack, path constraints, memory, and the symbolic inputs made so
// far. States are created by the Executor (initial state, forks); other
// packages read them through the accessors.
type State struct {
	id     uint64
	parent uint64

	frames []Frame
	regs   []Value // register stack; the frames not frozen own windows of it
	// parked: the state is not running, and the live registers of its
	// frames not frozen are parkedRegs, regs nil (park.go).
	parked     bool
	parkedRegs []parkedReg
	allocas    []*mem.Object // stack objects of all frames, innermost last

	mem *mem.AddressSpace

	// constraints only grow; forks share the prefix (cap-limited slices).
	constraints []expr.Expr
	symbolics   []Symbolic
	names       *nameSet // names of symbolics, shared after a fork
	namesShared bool
	facts       facts // what the constraints force (rewrite.go)

	// model satisfies constraints when non-nil: the branch that agrees
	// with it is feasible without a query. seeded marks a model installed
	// by SetSeed.
	model  *expr.Assignment
	seeded bool
	// ev evaluates under evm, the model it was last set to (ModelValue).
	ev  *expr.Evaluator
	evm *expr.Assignment
	// replay are inputs the state follows (Config.Replay), by creation
	// order; only a seeded state uses them.
	replay []Input
	// concrete marks a concrete run of a seed (AddConcreteSeed).
	concrete bool
	// seedNo is the number of the AddSeed seed the path started from
	// (the n-th seed added is n; 0 for the initial state), kept by forks.
	seedNo uint64

	frameSerial uint64 // serial of the last frame pushed

	// symAccess is the object the last access at a symbolic address
	// reached (SymbolicAccess).
	symAccess *mem.Object

	depth int    // symbolic forks on this path
	insts uint64 // instructions executed on this path

	// fpRound is the rounding mode the path set with fesetround
	// (fpsym.go); the zero value is round to nearest even.
	fpRound expr.RoundingMode

	hooks  []hookEntry
	assume []AssumptionSubscriber // the executor's, for addConstraint
	consts []Value                // the executor's constant pool, for Operand

	// bookkeeping of the executor
	live       int  // index in Executor.live, -1 when not live
	done       bool // terminated
	coveredNew bool
	newEdge    bool // took a branch direction (or a Bool phi outcome) no path had (Termination.CoveredNew)
}

// ID is the state's unique number (the initial state is 1).
func (s *State) ID() uint64 { return s.id }

// ParentID is the ID of the state this one forked from (0 for the first).
func (s *State) ParentID() uint64 { return s.parent }

// Depth is the number of symbolic forks on the path.
func (s *State) Depth() int { return s.depth }

// Instructions is the number of instructions the path executed.
func (s *State) Instructions() uint64 { return s.insts }

// Constraints returns the path constraints. Do not modify.
func (s *State) Constraints() []expr.Expr { return s.constraints }

// Symbolics returns the symbolic objects made so far, in creation order.
// Do not modify.
func (s *State) Symbolics() []Symbolic { return s.symbolics }

// SymbolicAccess is the object the path's last load or store at a
// symbolic address reached (nil if none): an InstructionSubscriber
// reads it for the access just executed.
func (s *State) SymbolicAccess() *mem.Object { return s.symAccess }

// Memory returns the state's address space.
func (s *State) Memory() *mem.AddressSpace { return s.mem }

// Terminated reports whether the state has ended.
func (s *State) Terminated() bool { return s.done }

// Frames returns the call stack, outermost first. Do not modify.
func (s *State) Frames() []Frame { return s.frames }

// StackDepth is the number of frames.
func (s *State) StackDepth() int { return len(s.frames) }

// Where returns the function, block and instruction index the state is at.
func (s *State) Where() (fn *ir.Func, block, pc int) {
	if len(s.frames) == 0 {
		return nil, 0, 0
	}
	f := &s.frames[len(s.frames)-1]
	return f.Fn, f.Block, f.PC
}

// Inst returns the instruction the state executes next (nil when done).
func (s *State) Inst() *ir.Inst {
	if len(s.frames) == 0 {
		return nil
	}
	f := &s.frames[len(s.frames)-1]
	b := f.Fn.Blocks[f.Block]
	if f.PC >= len(b.Insts) {
		return nil
	}
	return &b.Insts[f.PC]
}

// Model returns an assignment satisfying the path constraints, when one is
// known without asking the solver (nil otherwise).
func (s *State) Model() *expr.Assignment { return s.model }

// SetSeed makes the state follow m: m becomes the state's model, so at
// every symbolic branch the state itself continues in m's direction (the
// other feasible directions fork off as new states unless a BranchHook
// vetoes them). m must satisfy the path constraints; it is checked, and
// SetSeed reports false (installing nothing) when it does not.
func (s *State) SetSeed(m *expr.Assignment) bool {
	if m == nil {
		s.model, s.seeded = nil, false
		return true
	}
	if !satisfies(m, s.constraints) {
		return false
	}
	s.model, s.seeded = m, true
	return true
}

// SeedNo is the number of the seed (Executor.AddSeed) the path started
// from: n for the n-th seed added, 0 for the initial state. Forked states
// keep their parent's.
func (s *State) SeedNo() uint64 { return s.seedNo }

// Concrete reports whether the state is a concrete run of a seed
// (Executor.AddConcreteSeed).
func (s *State) Concrete() bool { return s.concrete }

// Seeded reports whether the state follows a seed installed by SetSeed
// (it stops when a branch leaves the seed's direction).
func (s *State) Seeded() bool { return s.seeded }

// Hook returns the state's data for key k (nil when unset).
func (s *State) Hook(k HookKey) any {
	for i := range s.hooks {
		if s.hooks[i].k == k {
			return s.hooks[i].v
		}
	}
	return nil
}

// SetHook sets the state's data for key k. Data implementing Forker is
// copied on fork; anything else is shared and must not be mutated.
func (s *State) SetHook(k HookKey, v any) {
	for i := range s.hooks {
		if s.hooks[i].k == k {
			s.hooks[i].v = v
			return
		}
	}
	s.hooks = append(s.hooks, hookEntry{k, v})
}

// Reg returns register slot of frame i (an index into Frames; lane 0 of
// a multi-slot value is its first slot). For subscribers reading values
// at an event.
func (s *State) Reg(frame int, slot ir.Slot) Value {
	if s.parked || s.frames[frame].frozen {
		return s.parkedValue(frame, int(slot))
	}
	return s.frames[frame].regs[slot]
}

// Operand returns lane l of operand o of frame i: a register, or a
// constant of the pool (global and function addresses resolved). For
// subscribers reading an instruction's operands at an event.
func (s *State) Operand(frame int, o ir.Operand, l int) Value {
	if o >= 0 {
		if s.parked || s.frames[frame].frozen {
			return s.parkedValue(frame, int(o)+l)
		}
		return s.frames[frame].regs[int(o)+l]
	}
	return s.consts[int(^o)+l]
}

// Footprint estimates the memory the state owns exclusively (registers,
// frames, constraints it does not share, memory contents not shared with
// other paths), for memory budgets.
func (s *State) Footprint() uint64 {
	n := uint64(256)
	n += uint64(cap(s.regs)) * 16
	n += uint64(cap(s.frames)) * 64
	n += uint64(cap(s.allocas)) * 8
	n += s.mem.Footprint()
	return n
}

// satisfies reports whether m satisfies every constraint.
func satisfies(m *expr.Assignment, cs []expr.Expr) bool {
	ev := expr.NewEvaluator(m)
	for _, c := range cs {
		if !ev.IsTrue(c) {
			return false
		}
	}
	return true
}

// maxModelMemo bounds the subterm values a state's evaluator keeps.
const maxModelMemo = 1 << 20

// ModelValue returns e's value under the state's model (Model, which must
// not be nil). Values of subterms are kept while the model stays the
// same: a path that follows its model evaluates every branch condition,
// and the conditions share their operands (a pointer or a sum built up
// over a loop's iterations), which a fresh evaluation per condition walked
// again each time: quadratic on stb_image's pixel loop.
func (s *State) ModelValue(e expr.Expr) uint64 {
	if s.ev == nil || s.evm != s.model || s.ev.Memoized() > maxModelMemo {
		// A fresh evaluator, not a cleared one: clearing costs the map's
		// largest size, and a forking path changes models often.
		s.ev, s.evm = expr.NewEvaluator(s.model), s.model
	}
	return s.ev.Eval(e)
}

// addConstraint conjoins c (a Bool) to the path. Constant-true constraints
// are dropped; the model is kept only if it still satisfies the path.
func (s *State) addConstraint(c expr.Expr) {
	if c.IsTrue() {
		return
	}
	s.assumed(c)
	s.constraints = append(s.constraints, c)
	s.learn(c)
	if s.model != nil && s.ModelValue(c) != 1 {
		s.model, s.seeded = nil, false
	}
}

// takeOnly conjoins c, the one direction a subscriber left open, to the
// path. m is a model of the path with c (nil if none is known); it
// replaces s's own model when that does not take c, so that the next
// branch is decided by evaluation or model repair, not by a query.
func (s *State) takeOnly(c expr.Expr, m *expr.Assignment) {
	s.addConstraint(c)
	if s.model == nil {
		s.model = m
	}
}

// assumed reports that s's path relies on c (AssumptionSubscribers).
func (s *State) assumed(c expr.Expr) {
	for _, h := range s.assume {
		h.Assumed(s, c)
	}
}

// top returns the innermost frame.
func (s *State) top() *Frame { return &s.frames[len(s.frames)-1] }

// shareRegs gives c, a fork of s whose frames are copies of s's, the
// registers of s: the frames below the innermost are frozen, their live
// registers (liveRegs, the liveness of park) shared by s and c from then
// on, and only the innermost frame's registers are copied. A fork then
// costs the registers of one frame, not of the whole call stack, and a
// frozen frame keeps its live registers, not a window of a register
// stack: at -O0 a frame has a slot for every value its function
// computes, and the stacks that frozen windows kept alive were most of
// the memory of sed's 60,000 states. x gives the liveness (nil: every
// register that is not zero is kept).
func (s *State) shareRegs(c *State, x *Executor) {
	n := len(s.frames)
	if n == 0 {
		c.regs = nil
		return
	}
	for i := n - 2; i >= 0 && !s.frames[i].frozen; i-- {
		f := &s.frames[i]
		live := x.liveRegsOf(f)
		f.regs, f.frozen, f.liveRegs = nil, true, live
		c.frames[i].regs, c.frames[i].frozen, c.frames[i].liveRegs = nil, true, live
	}
	// The frozen frames' windows below the innermost one's are free now;
	// it stays where it is (the interpreter holds its registers), and
	// growRegs or park lets go of them.
	top := &s.frames[n-1]
	k := top.Fn.NumSlots
	c.regs = make([]Value, k, k+k/2+16)
	copy(c.regs, top.regs)
	ct := &c.frames[n-1]
	ct.Base, ct.regs = 0, c.regs[:k:k]
}

// fork returns a copy of s sharing everything immutable. The copy gets the
// given id; the caller registers it.
func (s *State) fork(id uint64, x *Executor) *State {
	if s.parked {
		s.unpark(nil)
	}
	s.facts.shared = true
	c := &State{
		id:          id,
		parent:      s.id,
		frames:      append([]Frame(nil), s.frames...),
		allocas:     append([]*mem.Object(nil), s.allocas...),
		mem:         s.mem.Fork(),
		constraints: s.constraints[:len(s.constraints):len(s.constraints)],
		symbolics:   s.symbolics[:len(s.symbolics):len(s.symbolics)],
		names:       s.names,
		namesShared: true,
		facts:       s.facts,
		model:       s.model,
		seeded:      s.seeded,
		replay:      s.replay,
		concrete:    s.concrete,
		frameSerial: s.frameSerial,
		seedNo:      s.seedNo,
		depth:       s.depth,
		insts:       s.insts,
		fpRound:     s.fpRound,
		assume:      s.assume,
		consts:      s.consts,
		live:        -1,
		// coveredNew starts false in the new state, as in KLEE's branch().
	}
	s.shareRegs(c, x)
	s.constraints = c.constraints
	s.symbolics = c.symbolics
	s.namesShared = true
	if len(s.hooks) > 0 {
		c.hooks = make([]hookEntry, len(s.hooks))
		for i, h := range s.hooks {
			c.hooks[i] = h
			if f, ok := h.v.(Forker); ok {
				c.hooks[i].v = f.Fork()
			}
		}
	}
	return c
}

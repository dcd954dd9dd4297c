package exec

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
	"github.com/symx/symx/solver"
)

// Function addresses live above everything the memory allocator hands
// out: function i is at FuncBase + i*FuncStride (FuncBase32 for programs
// with 4-byte pointers). No object is ever there, so loads and stores
// through a function pointer are memory errors.
const (
	FuncBase   = mem.Limit
	FuncBase32 = mem.Limit32
	FuncStride = 16
)

// sliceInsts is how many instructions a state runs before the executor
// consults the searcher again (when it neither forks nor ends).
const sliceInsts = 1 << 14

// sliceSolverWork ends a time slice early once the state has spent this
// much solver work (solver.Work units) in it: a state deep in
// symbolic-pointer code can take seconds for sliceInsts instructions
// without forking, while the searcher (KLEE's picks a state at every
// instruction) would have moved to others (coreutils ptx: 11 selections
// in 30 s before). 20 ms of solver time helped ptx most but cost
// programs that are not solver-bound (nl, expand); 80 ms was the
// compromise measured, which is this many units of a few ms. Counted
// in work, not time, so the state order does not depend on the
// machine's load (with wall-clock slices search.TestDeterministic failed
// on a loaded machine).
const sliceSolverWork = 25

// Executor explores the paths of one program. It is not safe for
// concurrent use.
type Executor struct {
	prog   *ir.Program
	cfg    Config
	search Searcher
	main   *ir.Func

	ptrBytes int    // 8, or 4 for -m32 programs
	funcBase uint64 // address of function 0

	// inConcrete: a concrete state's slice is running (Stats.ConcreteTime).
	inConcrete bool

	consts   []Value   // Program.Consts resolved to numbers
	specials []special // by function index; nil for defined or unknown
	globals  []*mem.Object

	// Global numbering of blocks and instructions for coverage.
	blockBase []int // per function: index of its first block
	instBase  []int // per global block: index of its first instruction
	cov       *Coverage

	initial *State
	// pristine is a copy of the initial state before it ran: injected
	// seeds start from it.
	pristine *State
	seedMu   sync.Mutex
	seeds    []seed
	seedsRun uint64 // seeds turned into states, in AddSeed order
	live     []*State
	nextID   uint64
	// lastRun is the state run last, parked when another is selected
	// (park.go); liveRegs caches the functions' register liveness.
	lastRun    *State
	liveRegs   []funcLiveness
	liveBuf    []uint64
	liveRegBuf []liveReg
	regPool    [][]Value // register stacks of parked states, for reuse

	// group is set when the executor is one of several Workers; worker is
	// its index there.
	group   *Workers
	worker  int
	stats   Stats
	started time.Time

	subs   subscribers
	warned map[string]struct{}
	rng    *rand.Rand

	// FILE objects standing for stdin, stdout and stderr.
	stdinFile, stdoutFile, stderrFile uint64
	errnoAddr                         uint64

	// Per-run scratch: states created and ended while running one state.
	added, removed []*State
	phiBuf         []Value
	branch         Branch // scratch for beforeBranch
	argBuf         []Value
	callArgs       []Value
	// repairCond and repairPath evaluate model repair's candidates
	// (repair.go): the condition's memo stays small, so clearing it
	// for each of up to 255 candidates is cheap.
	repairCond, repairPath *expr.Evaluator

	// queryCtx is the parent of every solver query: Run's context while
	// exploring (so cancellation interrupts a long query), none while
	// dumping states on halt.
	queryCtx context.Context
	// dumpCtx, while halt dumps the states, bounds the queries for their
	// inputs.
	dumpCtx context.Context

	halted    bool
	fatal     error // a panic outside any state: ends Run
	lastPrune time.Time
	allocated uint64 // bytes allocated since overMemory last measured
	memWatch  memWatch
	gw        Gateway // every query's way to the solver (gateway.go)

	funcs []funcInfo // per function, for calls (calls.go)

	// snap is the last published copy of the counters, for Stats calls
	// from other goroutines (progress displays).
	snapMu   sync.Mutex
	snap     Stats
	snapTick uint
	lastSnap time.Time
}

// snapEvery is how often Run publishes its counters for Stats.
const snapEvery = 50 * time.Millisecond

// New prepares an executor: globals laid out, constants resolved, the
// initial state positioned at main with argc/argv.
func New(prog *ir.Program, cfg Config) (*Executor, error) {
	if cfg.Solver == nil {
		return nil, errors.New("exec: Config.Solver is nil")
	}
	if cfg.MaxStack <= 0 {
		cfg.MaxStack = DefaultMaxStack
	}
	if cfg.MaxResolutions <= 0 {
		cfg.MaxResolutions = DefaultMaxResolutions
	}
	if cfg.PruneInterval <= 0 {
		cfg.PruneInterval = DefaultPruneInterval
	}
	if cfg.Args == nil {
		cfg.Args = []string{"prog"}
	}
	x := &Executor{
		prog:   prog,
		cfg:    cfg,
		search: cfg.Searcher,
		warned: map[string]struct{}{},
		rng:    rand.New(rand.NewPCG(cfg.Seed, 0x73796d78)),
	}
	if x.search == nil {
		x.search = NewDFS()
	}
	if cfg.MaxMemory > 0 {
		x.cfg.Pruners = append(append([]Pruner(nil), cfg.Pruners...), &MemoryBudget{Max: SoftMemoryCap(cfg.MaxMemory), Rand: x.rng})
	}
	for _, v := range cfg.Subscribers {
		x.subs.add(v)
	}
	x.ptrBytes, x.funcBase = 8, FuncBase
	if prog.PtrBytes == 4 {
		x.ptrBytes, x.funcBase = 4, FuncBase32
	}
	entry := cfg.Entry
	if entry == "" {
		entry = "main"
	}
	x.main = prog.Func(entry)
	if x.main == nil || x.main.IsDecl() {
		if entry == "main" {
			return nil, errors.New("exec: the program has no main function")
		}
		return nil, fmt.Errorf("exec: the program has no entry function %s", entry)
	}
	x.numberCode()
	x.bindSpecials()
	x.layoutFrames()
	if err := x.setupInitial(); err != nil {
		return nil, err
	}
	x.gw.x = x
	for _, v := range cfg.Subscribers {
		// Techniques query through the executor's policy (gateway.go).
		if u, ok := v.(GatewayUser); ok {
			u.UseGateway(&x.gw)
		}
	}
	return x, nil
}

// Program returns the program being executed.
func (x *Executor) Program() *ir.Program { return x.prog }

// FuncAddr is the address of function f.
func (x *Executor) FuncAddr(f *ir.Func) uint64 { return x.funcBase + uint64(f.Index)*FuncStride }

// funcAt returns the function at address a, or nil.
func (x *Executor) funcAt(a uint64) *ir.Func { return FuncAt(x.prog, a) }

// FuncAt returns the function of prog at address a in the executor's
// layout (FuncAddr), or nil: a subscriber's way to tell which function
// a call through a pointer reached.
func FuncAt(prog *ir.Program, a uint64) *ir.Func {
	base := uint64(FuncBase)
	if prog.PtrBytes == 4 {
		base = FuncBase32
	}
	if a < base || (a-base)%FuncStride != 0 {
		return nil
	}
	i := (a - base) / FuncStride
	if i >= uint64(len(prog.Funcs)) {
		return nil
	}
	return prog.Funcs[i]
}

// GlobalAddr returns the address of global g.
func (x *Executor) GlobalAddr(g *ir.Global) uint64 { return x.globals[g.Index].Addr }

func (x *Executor) numberCode() {
	x.blockBase = make([]int, len(x.prog.Funcs))
	nb := 0
	for i, f := range x.prog.Funcs {
		x.blockBase[i] = nb
		nb += len(f.Blocks)
	}
	x.instBase = make([]int, nb+1)
	ni := 0
	for _, f := range x.prog.Funcs {
		for _, b := range f.Blocks {
			x.instBase[x.blockBase[f.Index]+b.Index] = ni
			ni += len(b.Insts)
		}
	}
	x.instBase[nb] = ni
	x.cov = newCoverage(x, nb, ni)
}

// InstIndex numbers the instruction at (fn, block, pc) densely over the
// program, the index of Coverage.Insts.
func (x *Executor) InstIndex(fn *ir.Func, block, pc int) int {
	return x.instBase[x.blockBase[fn.Index]+block] + pc
}

func (x *Executor) setupInitial() error {
	limit := uint64(mem.Limit)
	if x.ptrBytes == 4 {
		limit = mem.Limit32
	}
	as := mem.NewAddressSpaceLimit(limit)
	s := &State{id: 1, mem: as, live: -1, assume: x.subs.assume}
	x.nextID = 1
	// Globals first, so their addresses are the same on every path.
	x.globals = make([]*mem.Object, len(x.prog.Globals))
	for i, g := range x.prog.Globals {
		size := g.Size
		if g.Extern && size == 0 {
			size = 8
		}
		kind := mem.Global
		if g.Extern {
			kind = mem.Extern
		}
		obj, os := as.Allocate(size, g.Align, kind, g.Name, g.ReadOnly)
		if obj == nil {
			return fmt.Errorf("exec: global %s of %d bytes does not fit in memory", g.Name, g.Size)
		}
		os.SetBytes(0, g.Init) // a paged state (a large global) skips zero pages
		x.globals[i] = obj
	}
	// The standard streams: FILE objects, and the extern pointers to them.
	for _, name := range []string{"stdin", "stdout", "stderr"} {
		f, _ := as.Allocate(216, 0, mem.Extern, name+".FILE", false)
		switch name {
		case "stdin":
			x.stdinFile = f.Addr
		case "stdout":
			x.stdoutFile = f.Addr
		default:
			x.stderrFile = f.Addr
		}
		if g := x.prog.Global(name); g != nil && g.Extern {
			_, os, _ := as.Lookup(x.globals[g.Index].Addr)
			if os.Size() >= uint64(x.ptrBytes) {
				os.Write(0, x.ptrBytes, f.Addr)
			}
		}
	}
	errno, _ := as.Allocate(4, 0, mem.Extern, "errno", false)
	x.errnoAddr = errno.Addr
	// Relocations: pointers inside initializers.
	for i, g := range x.prog.Globals {
		obj := x.globals[i]
		_, os, _ := as.Lookup(obj.Addr)
		for _, r := range g.Relocs {
			n := r.Size(x.ptrBytes)
			if r.Offset+uint64(n) > obj.Size {
				return fmt.Errorf("exec: relocation at offset %d outside global %s (%d bytes)", r.Offset, g.Name, obj.Size)
			}
			v := x.symAddr(r.Target) - x.symAddr(r.Minus) + uint64(r.Addend)
			os.Write(r.Offset, n, v&mask(uint16(8*n)))
		}
	}
	// The constant pool.
	x.consts = make([]Value, len(x.prog.Consts))
	for i, c := range x.prog.Consts {
		v := c.Bits
		switch {
		case c.Global != nil:
			v += x.globals[c.Global.Index].Addr
		case c.Func != nil:
			v += x.FuncAddr(c.Func)
		}
		x.consts[i] = Value{C: v & mask(c.Width)}
	}
	s.consts = x.consts
	// main's frame, with argc/argv/envp when it takes them.
	x.pushFrame(s, x.main)
	f := s.top()
	params := x.main.Params
	if len(params) >= 2 {
		argv := x.layoutArgs(s)
		f.regs[params[0].Slot] = Value{C: uint64(len(x.cfg.Args)) & mask(params[0].Bits)}
		f.regs[params[1].Slot] = Value{C: argv}
		if len(params) >= 3 {
			envp, _ := as.Allocate(uint64(x.ptrBytes), 0, mem.Arg, "envp", false)
			f.regs[params[2].Slot] = Value{C: envp.Addr}
		}
	}
	// The empty path is satisfied by any assignment: start with all
	// zeros, so the first branches need no query.
	s.model = expr.NewAssignment()
	if x.cfg.Replay != nil {
		s.seeded, s.replay = true, x.cfg.Replay
	}
	x.initial = s
	x.pristine = s.fork(0, x)
	return nil
}

// AddSeed queues inputs for a new state that starts from the beginning
// of the program and follows them (as Config.Replay does for the
// initial state): concolic execution feeds the seeds it derives into a
// running executor this way. Safe from any goroutine; Run picks seeds
// up between time slices and does not end while seeds are queued.
func (x *Executor) AddSeed(inputs []Input) {
	x.seedMu.Lock()
	x.seeds = append(x.seeds, seed{in: inputs})
	x.seedMu.Unlock()
}

// AddConcreteSeed queues inputs for a concrete run, as AddSeed does, but
// the state is concrete (State.Concrete): every symbolic object it makes
// takes the inputs' bytes as plain values, so it never forks or asks the
// solver and runs on the interpreter's fast path, and it records no
// coverage. Its events and its termination still reach the subscribers:
// a cheap look at where inputs lead before any symbolic work (MuSE §3.6).
func (x *Executor) AddConcreteSeed(inputs []Input) {
	x.seedMu.Lock()
	x.seeds = append(x.seeds, seed{in: inputs, concrete: true})
	x.seedMu.Unlock()
}

// seed is a queued seed.
type seed struct {
	in       []Input
	concrete bool
}

// takeSeeds turns the queued seeds into live states.
func (x *Executor) takeSeeds() {
	x.seedMu.Lock()
	seeds := x.seeds
	x.seeds = nil
	x.seedMu.Unlock()
	if len(seeds) == 0 {
		return
	}
	x.added, x.removed = x.added[:0], x.removed[:0]
	for _, sd := range seeds {
		s := x.pristine.fork(x.stateID(), x)
		s.parent = 0
		s.model = expr.NewAssignment()
		s.seeded, s.replay, s.concrete = true, sd.in, sd.concrete
		x.seedsRun++
		s.seedNo = x.seedsRun
		x.addLive(s)
		x.added = append(x.added, s)
	}
	x.search.Update(nil, x.added, nil)
}

// pendingSeeds reports whether seeds are queued.
func (x *Executor) pendingSeeds() bool {
	x.seedMu.Lock()
	defer x.seedMu.Unlock()
	return len(x.seeds) > 0
}

// symAddr is the address of a relocation's symbol; 0 for none.
func (x *Executor) symAddr(s ir.Symbol) uint64 {
	switch {
	case s.Global != nil:
		return x.globals[s.Global.Index].Addr
	case s.Func != nil:
		return x.FuncAddr(s.Func)
	}
	return 0
}

// layoutArgs writes the argv strings and the argv array into memory and
// returns argv's address.
func (x *Executor) layoutArgs(s *State) uint64 {
	args := x.cfg.Args
	pb := x.ptrBytes
	arr, aos := s.mem.Allocate(uint64(pb*(len(args)+1)), 0, mem.Arg, "argv", false)
	for i, a := range args {
		obj, os := s.mem.Allocate(uint64(len(a)+1), 0, mem.Arg, fmt.Sprintf("argv[%d]", i), false)
		os.SetBytes(0, []byte(a))
		aos.Write(uint64(pb*i), pb, obj.Addr)
	}
	return arr.Addr
}

// Run explores until no state is left, ctx is cancelled, or a limit
// halts the run. The error is non-nil only for failures of the run as a
// whole (bugs and path failures are Terminations).
func (x *Executor) Run(ctx context.Context) (st Stats, err error) {
	x.started = time.Now()
	x.lastPrune = x.started
	x.queryCtx = ctx
	if x.group != nil {
		defer func() { x.group.returned(x, err) }()
	}
	if x.cfg.MaxMemory > 0 {
		defer x.memWatch.start(SoftMemoryCap(x.cfg.MaxMemory))()
	}
	if x.initial != nil {
		s := x.initial
		x.initial = nil
		x.addLive(s)
		x.search.Update(nil, []*State{s}, nil)
	}
	for {
		if x.pendingSeeds() {
			x.takeSeeds()
		}
		if x.group != nil && x.group.stop.Load() {
			x.halt(x.group.haltReason())
			break
		}
		if x.search.Empty() {
			if x.group != nil && x.group.waitForStates(ctx, x) {
				continue
			}
			break
		}
		if err := ctx.Err(); err != nil {
			reason := "halted: interrupted"
			if errors.Is(err, context.DeadlineExceeded) {
				reason = "halted: time limit reached"
			}
			x.stopAll(reason)
			break
		}
		if x.cfg.MaxInstructions > 0 && x.instructionsRun() >= x.cfg.MaxInstructions {
			x.stopAll("halted: instruction limit reached")
			break
		}
		s := x.search.Select()
		if s == nil || s.done {
			return x.finishStats(), errors.New("exec: searcher selected a finished state")
		}
		x.switchTo(s)
		x.added, x.removed = x.added[:0], x.removed[:0]
		before := x.stats.Instructions
		x.runSafely(ctx, s)
		if x.fatal != nil {
			return x.finishStats(), x.fatal
		}
		x.parkAfterSlice(s)
		x.search.Update(s, x.added, x.removed)
		if len(x.live) > x.stats.MaxStates {
			x.stats.MaxStates = len(x.live)
		}
		if len(x.cfg.Pruners) > 0 {
			x.maybePrune()
		}
		if x.snapTick++; x.snapTick%64 == 0 {
			x.publish(false)
		}
		if x.group != nil {
			x.group.insts.Add(x.stats.Instructions - before)
			if x.group.want.Load() > 0 {
				x.group.donate(x)
			}
		}
	}
	x.publish(true)
	return x.finishStats(), nil
}

// instructionsRun counts the instructions run so far: the group's when x
// is one of several workers.
func (x *Executor) instructionsRun() uint64 {
	if x.group != nil {
		return x.group.insts.Load()
	}
	return x.stats.Instructions
}

// stopAll halts x and, when x is a worker, the other workers too.
func (x *Executor) stopAll(reason string) {
	if x.group != nil {
		x.group.halting(reason)
	}
	x.halt(reason)
}

func (x *Executor) finishStats() Stats {
	st := x.stats
	st.Elapsed = time.Since(x.started)
	st.States = len(x.live)
	st.Coverage = x.cov
	st.Externals = maps.Clone(x.stats.Externals)
	st.Lanes = maps.Clone(x.stats.Lanes)
	return st
}

// publish copies the counters (coverage included) for Stats.
func (x *Executor) publish(force bool) {
	now := time.Now()
	if !force && now.Sub(x.lastSnap) < snapEvery {
		return
	}
	x.lastSnap = now
	st := x.finishStats()
	st.Coverage = x.cov.clone()
	x.snapMu.Lock()
	x.snap = st
	x.snapMu.Unlock()
}

// Stats returns the counters as last published by Run (every 50ms and at
// its end). It is safe to call from any goroutine, e.g. a progress
// display; the Coverage it returns is a copy.
func (x *Executor) Stats() Stats {
	x.snapMu.Lock()
	defer x.snapMu.Unlock()
	return x.snap
}

// Live returns the live states. Only for the executor's goroutine
// (callbacks, hooks, pruners); other goroutines use Stats().States. Do not
// modify.
func (x *Executor) Live() []*State { return x.live }

// halt ends the run; with DumpStatesOnHalt every live state ends early,
// those that covered new code first, until HaltGrace runs out; the rest
// end without a test. The dump's pace is the test writer's (OnTerminate).
func (x *Executor) halt(reason string) {
	x.halted = true
	if !x.cfg.DumpStatesOnHalt {
		return
	}
	if x.group != nil {
		x.group.drainShared(x)
	}
	x.queryCtx = context.Background()
	x.added, x.removed = x.added[:0], x.removed[:0]
	// The dump ends at HaltGrace or HaltCtx, queries included.
	dump := x.cfg.HaltCtx
	if dump == nil {
		dump = context.Background()
	}
	if x.cfg.HaltGrace > 0 {
		var cancel context.CancelFunc
		dump, cancel = context.WithTimeout(dump, x.cfg.HaltGrace)
		defer cancel()
	}
	x.dumpCtx = dump
	defer func() { x.dumpCtx = nil }()
	states := slices.Clone(x.live)
	slices.SortStableFunc(states, func(a, b *State) int {
		if a.coveredNew == b.coveredNew {
			return 0
		}
		if a.coveredNew {
			return -1
		}
		return 1
	})
	for _, s := range states {
		if dump.Err() != nil {
			s.done = true
			x.removeLive(s)
			x.removed = append(x.removed, s)
			x.stats.Undumped++
			continue
		}
		x.terminate(s, &Termination{Outcome: Early, Reason: reason, Halted: true})
	}
	x.search.Update(nil, nil, x.removed)
}

// Halted reports whether the last Run stopped before exhausting the states.
func (x *Executor) Halted() bool { return x.halted }

func (x *Executor) addLive(s *State) {
	s.live = len(x.live)
	x.live = append(x.live, s)
	if x.group != nil {
		x.group.liveChanged(1)
	}
}

func (x *Executor) removeLive(s *State) {
	i := s.live
	if i < 0 {
		return
	}
	last := x.live[len(x.live)-1]
	x.live[i] = last
	last.live = i
	x.live[len(x.live)-1] = nil
	x.live = x.live[:len(x.live)-1]
	s.live = -1
	if x.group != nil {
		x.group.liveChanged(-1)
	}
}

// runSafely runs s for one time slice, turning a Go panic into an
// internal-error termination of s alone.
func (x *Executor) runSafely(ctx context.Context, s *State) {
	defer func() {
		if r := recover(); r != nil {
			if s.done {
				// The state had ended: the panic came from terminating it
				// (an OnTerminate callback). Nothing to pin it on; stop.
				x.fatal = fmt.Errorf("exec: panic after state %d ended: %v\n%s", s.id, r, panicStack())
				return
			}
			info := fmt.Sprint(r)
			x.terminateBug(s, BugExec, "internal error: "+info, panicStack())
		}
	}()
	if s.concrete {
		start := time.Now()
		x.inConcrete = true
		defer func() {
			x.stats.ConcreteTime += time.Since(start)
			x.inConcrete = false
		}()
	}
	x.run(ctx, s)
}

// maybePrune runs the pruners when their interval has passed.
func (x *Executor) maybePrune() {
	now := time.Now()
	if now.Sub(x.lastPrune) < x.cfg.PruneInterval {
		return
	}
	x.lastPrune = now
	info := PruneInfo{Elapsed: now.Sub(x.started), Instructions: x.stats.Instructions, MemoryBytes: ProcessMemory()}
	for _, p := range x.cfg.Pruners {
		kill, reason := p.Prune(info, x.live)
		if len(kill) == 0 {
			continue
		}
		if reason == "" {
			reason = "pruned"
		}
		if x.cfg.OnPrune != nil {
			x.cfg.OnPrune(info, len(kill), len(x.live), reason)
		}
		x.added, x.removed = x.added[:0], x.removed[:0]
		for _, s := range kill {
			if !s.done {
				x.terminateEarly(s, reason)
			}
		}
		x.search.Update(nil, nil, x.removed)
	}
}

// ---- forking and termination ----

// forkState copies s into a new live state.
func (x *Executor) forkState(s *State) *State {
	c := s.fork(x.stateID(), x)
	x.addLive(c)
	x.added = append(x.added, c)
	x.stats.Forks++
	return c
}

// location resolves an ir.Loc.
func (x *Executor) location(l ir.Loc) Location {
	return Location{File: x.prog.FileOf(l), Line: int(l.Line), Col: int(l.Col), Loc: l}
}

// stackOf lists s's call stack, innermost first.
func (x *Executor) stackOf(s *State) []StackFrame {
	st := make([]StackFrame, 0, len(s.frames))
	for i := len(s.frames) - 1; i >= 0; i-- {
		f := &s.frames[i]
		var loc ir.Loc
		if b := f.Fn.Blocks[f.Block]; f.PC < len(b.Insts) {
			loc = b.Insts[f.PC].Loc
		}
		st = append(st, StackFrame{Func: f.Fn.Name, Where: x.location(loc), Lib: f.Fn.Lib})
	}
	return st
}

func (x *Executor) terminateBug(s *State, kind BugKind, msg, info string) {
	b := &Bug{Kind: kind, Message: msg, Info: info, Stack: x.stackOf(s)}
	if len(b.Stack) > 0 {
		b.Where = b.Stack[0].Where
	}
	x.terminate(s, &Termination{Outcome: BugFound, Bug: b})
}

func (x *Executor) terminateEarly(s *State, reason string) {
	x.terminate(s, &Termination{Outcome: Early, Reason: reason})
}

// terminateExit ends s normally with exit status v (an expression when
// symbolic; its value is read from the path's model).
func (x *Executor) terminateExit(s *State, v Value, bits uint16) {
	x.terminate(s, &Termination{Outcome: Exit, ExitValue: sext(v.C, bits)}, exitExpr{v.E, bits})
}

type exitExpr struct {
	e    expr.Expr
	bits uint16
}

// terminate ends s: solves its inputs, reports it, and removes it.
func (x *Executor) terminate(s *State, t *Termination, exit ...exitExpr) {
	if s.done {
		return
	}
	s.done = true
	x.markPartialBlock(s)
	t.State = s
	t.CoveredNew = s.coveredNew || s.newEdge
	t.CoveredInsts = x.cov.covered
	if t.Outcome != Silent {
		x.solveInputs(s, t)
	}
	if len(exit) > 0 && exit[0].e != nil && t.Model != nil {
		t.ExitValue = sext(expr.Eval(exit[0].e, t.Model), exit[0].bits)
	}
	if t.Outcome == Exit {
		t.ExitCode = int(uint8(t.ExitValue))
	}
	switch {
	case s.concrete:
		// A concrete run of a seed is not a path (its instructions do count).
	case t.Outcome == Exit:
		x.stats.Completed++
	case t.Outcome == BugFound:
		x.stats.Completed++
		x.stats.Bugs++
	case t.Outcome == Early:
		x.stats.Partial++
	case t.Outcome == Silent:
		x.stats.Silent++
	}
	x.removeLive(s)
	x.removed = append(x.removed, s)
	if x.inConcrete {
		// The callbacks' time is not the concrete run's (a concolic
		// engine solves its next flips there): ConcreteTime leaves it out.
		start := time.Now()
		defer func() { x.stats.ConcreteTime -= time.Since(start) }()
	}
	if x.cfg.OnTerminate != nil {
		x.cfg.OnTerminate(t)
	}
	for _, h := range x.subs.term {
		h.Terminated(t)
	}
}

// solveInputs fills the test inputs of t from a model of s's path.
func (x *Executor) solveInputs(s *State, t *Termination) {
	m := s.model
	if m == nil {
		// A finished path's test is worth its query even when the run is
		// being cancelled: no cancellation here, only the per-query limit
		// and, while dumping states on halt, the dump's end.
		ctx := context.Background()
		if x.dumpCtx != nil {
			ctx = x.dumpCtx
		}
		r, err := x.checkCtx(ctx, s, s.constraints)
		if err != nil || r.Result != solver.Sat {
			return
		}
		m = r.Model
	}
	if m == nil {
		m = expr.NewAssignment()
	}
	t.Model = m
	t.Inputs = make([]Input, len(s.symbolics))
	for i, sym := range s.symbolics {
		b := make([]byte, sym.Array.Size)
		m.Fill(sym.Array, b)
		t.Inputs[i] = Input{Name: sym.Name, Bytes: b, Nondet: sym.Nondet != ""}
		if sym.Nondet != "" {
			var v uint64
			for j := len(b) - 1; j >= 0; j-- {
				v = v<<8 | uint64(b[j])
			}
			t.Nondet = append(t.Nondet, NondetValue{Func: sym.Nondet, Bits: sym.Bits, Value: v})
		}
	}
	if t.Halted && len(s.replay) > len(s.symbolics) {
		// A state that a halt stopped before it made all the inputs its
		// seed holds (a concolic seed before its first
		// klee_make_symbolic) takes the rest from the seed: its test runs
		// natively to the program's end, which needs them, and nothing on
		// the path so far depends on them. Without them the test held too
		// few objects to replay.
		for _, in := range s.replay[len(s.symbolics):] {
			in.Bytes = slices.Clone(in.Bytes)
			t.Inputs = append(t.Inputs, in)
		}
	}
}

// warn reports msg at loc once.
func (x *Executor) warn(loc ir.Loc, msg string) {
	if x.cfg.Warn == nil {
		return
	}
	key := fmt.Sprintf("%d:%d:%d:%s", loc.File, loc.Line, loc.Col, msg)
	if _, ok := x.warned[key]; ok {
		return
	}
	x.warned[key] = struct{}{}
	x.cfg.Warn(x.location(loc), msg)
}

// ---- solver access ----

// check asks the solver whether cs is satisfiable, through the
// executor's gateway (gateway.go): the run's context, the per-query
// timeout, the memory watch, counting and observing the query.
func (x *Executor) check(s *State, cs []expr.Expr) (solver.Response, error) {
	ctx := x.queryCtx
	if ctx == nil {
		ctx = context.Background()
	}
	return x.checkCtx(ctx, s, cs)
}

// checkCtx is check under a given parent context.
func (x *Executor) checkCtx(ctx context.Context, s *State, cs []expr.Expr) (solver.Response, error) {
	return x.gw.check(ctx, s, solver.Query{Constraints: cs}, &ownQuery)
}

// expired reports whether ctx is done or past its deadline: a backend
// that checks the clock itself may see the deadline pass before ctx's
// timer fires, and that is the run's deadline, not the query's.
func expired(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	dl, ok := ctx.Deadline()
	return ok && !time.Now().Before(dl)
}

// partialRelay hands a backend's intermediate models to the
// PartialModelSubscribers, with the state and query they came from.
type partialRelay struct {
	subs []PartialModelSubscriber
	s    *State
	q    solver.Query
}

func (p partialRelay) Model(m *expr.Assignment, kind solver.ModelKind) {
	if !kind.Partial() {
		return
	}
	for _, h := range p.subs {
		h.PartialModel(p.s, p.q, m, kind)
	}
}

// with returns cs ∧ c as a fresh slice (cs itself is never extended).
func with(cs []expr.Expr, c expr.Expr) []expr.Expr {
	q := make([]expr.Expr, len(cs)+1)
	copy(q, cs)
	q[len(cs)] = c
	return q
}

// mayBeTrue reports whether c can hold on s; when it can, the model found
// (verified, or nil) is returned too.
func (x *Executor) mayBeTrue(s *State, c expr.Expr) (bool, *expr.Assignment, error) {
	raw := c
	c = s.simplify(c)
	if c.IsConst() {
		if c.IsFalse() && len(s.assume) > 0 {
			s.assumed(expr.Not(raw))
		}
		return c.IsTrue(), s.model, nil
	}
	if s.model != nil && s.ModelValue(c) == 1 {
		return true, s.model, nil
	}
	if m := x.repairModel(s, c); m != nil {
		x.stats.Repairs++
		return true, m, nil
	}
	q := with(s.constraints, c)
	r, err := x.check(s, q)
	if err != nil {
		return false, nil, err
	}
	if r.Result != solver.Sat {
		if len(s.assume) > 0 {
			s.assumed(expr.Not(raw))
		}
		return false, nil, nil
	}
	m := r.Model
	if m != nil && !satisfies(m, q) {
		m = nil // a partial model (e.g. from a sliced query): do not trust it
	}
	return true, m, nil
}

// mustBeTrue reports whether c holds on every model of s.
func (x *Executor) mustBeTrue(s *State, c expr.Expr) (bool, error) {
	may, _, err := x.mayBeTrue(s, expr.Not(c))
	return !may, err
}

// feasible reports which values the Bool c can take on s, with models
// for the feasible sides when known. At most one query is made when s has
// a model; two otherwise.
func (x *Executor) feasible(s *State, c expr.Expr) (canT, canF bool, mT, mF *expr.Assignment, err error) {
	raw := c
	c = s.simplify(c)
	if c.IsConst() {
		if len(s.assume) > 0 {
			if c.IsTrue() {
				s.assumed(raw)
			} else {
				s.assumed(expr.Not(raw))
			}
		}
		return c.IsTrue(), c.IsFalse(), s.model, s.model, nil
	}
	if canT, mT, err = x.mayBeTrue(s, c); err != nil {
		return
	}
	if !canT {
		// The path is satisfiable, so ¬c must hold.
		return false, true, nil, s.model, nil
	}
	canF, mF, err = x.mayBeTrue(s, expr.Not(c))
	return
}

// value returns one value e can take on s, preferring s's model.
func (x *Executor) value(s *State, e expr.Expr) (uint64, error) {
	if e.IsConst() {
		return e.Value(), nil
	}
	if s.model == nil {
		r, err := x.check(s, s.constraints)
		if err != nil {
			return 0, err
		}
		if r.Result != solver.Sat {
			return 0, errors.New("path constraints are unsatisfiable")
		}
		if r.Model != nil && satisfies(r.Model, s.constraints) {
			s.model = r.Model
		} else {
			return expr.Eval(e, r.Model), nil
		}
	}
	return s.ModelValue(e), nil
}

// concretize binds the symbolic e to one feasible value on s (adding the
// equality to the path) and returns it.
func (x *Executor) concretize(s *State, e expr.Expr, loc ir.Loc, why string) (uint64, error) {
	v, err := x.value(s, e)
	if err != nil {
		return 0, err
	}
	s.addConstraint(expr.Eq(expr.Const(v, e.Width()), e))
	if why != "" {
		x.warn(loc, why)
	}
	return v, nil
}

// solverFailed ends s after a failed query with a solver error, as KLEE's
// terminateStateOnSolverError does ("Query timed out (fork)." and the
// like, in a .solver.err file): the path's test is written from its last
// model, the other paths go on. When the query failed because the run is
// being cancelled, s stays alive, positioned at the instruction it was
// executing, so the halt can dump it with a test.
func (x *Executor) solverFailed(s *State, err error) {
	if x.queryCtx != nil && expired(x.queryCtx) {
		return
	}
	msg := "solver failure: " + err.Error()
	switch {
	case errors.Is(err, ErrQueryTimeout) && solver.IsWorkLimit(err):
		// Most runs have no --max-solver-time: the budget the query
		// spent is its work, and the message names that limit.
		msg = fmt.Sprintf("query timed out: it spent its solver work (--max-solver-work=%d)", x.cfg.MaxSolverWork)
	case errors.Is(err, ErrQueryTimeout):
		msg = fmt.Sprintf("query timed out (--max-solver-time=%v)", x.cfg.MaxSolverTime)
	case errors.Is(err, ErrQueryMemory):
		msg = fmt.Sprintf("query abandoned: the process reached %d MB of --max-memory=%d MB while solving it",
			SoftMemoryCap(x.cfg.MaxMemory)>>20, x.cfg.MaxMemory>>20)
	}
	x.terminateBug(s, BugSolver, msg, "")
}

// sortStates orders states by ID (for deterministic iteration).
func sortStates(ss []*State) {
	sort.Slice(ss, func(i, j int) bool { return ss[i].id < ss[j].id })
}

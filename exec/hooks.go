package exec

import (
	"sync/atomic"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
)

// Searcher chooses which state runs next (KLEE's searcher). The executor
// calls Select, runs the state until it forks, ends or uses up its time
// slice, then reports the changes with Update.
type Searcher interface {
	// Select returns the next state to run; it is called only when Empty
	// is false.
	Select() *State
	// Update reports that current ran (nil when the change comes from
	// elsewhere, e.g. a pruner), that added states were created and that
	// removed states ended. current may be among removed.
	Update(current *State, added, removed []*State)
	// Empty reports whether no state is left.
	Empty() bool
}

// ---- the event stream ----
//
// A technique subscribes by putting one value into Config.Subscribers;
// New files it under every event interface below that it implements, one
// list per event kind, so an event nobody subscribes to costs a length
// check. Events are delivered on the executor's goroutine, in the order
// of Config.Subscribers. At an event the state is readable through its
// accessors (Reg, Frames, Memory, Constraints, Symbolics, Model).

// BranchSubscriber sees every conditional branch and switch, concrete or
// symbolic, before the executor asks anything about its feasibility. It
// may decide the branch for the state (Branch.Follow, Branch.Prune,
// Branch.Cut): PSE's subsumption check, concolic following. It may ask
// the feasibility question first (Branch.Feasible), which the executor
// then does not ask again.
type BranchSubscriber interface {
	BeforeBranch(s *State, b *Branch)
}

// Branch is a branch about to be taken. Direction d goes to
// Inst.Succ[d]; for a conditional branch direction 0 is the true edge and
// 1 the false edge, for a switch d-1 indexes Inst.Ints (0 is the default).
type Branch struct {
	Inst *ir.Inst
	ID   int32 // Inst.BranchID
	// Frame is the index in State.Frames of the branch's frame; the frames
	// below it are its calling context.
	Frame int
	// Concrete branches have one direction, Taken; Conds is nil.
	Concrete bool
	Taken    int
	// Conds[d] is the condition of taking direction d (symbolic
	// branches). Switch directions sharing a target block are merged into
	// the first of them (the disjunction); the others have the condition
	// False.
	Conds []expr.Expr

	follow int    // -1, or the only direction to take
	pruned []bool // directions not to take
	cut    string // non-empty: end the state here
	silent bool   // the cut writes no test
	x      *Executor
	s      *State
	asked  []feasibility // Feasible's answers, by direction, for the executor to reuse
}

// feasibility is whether a direction can be taken, once asked.
type feasibility struct {
	asked, ok bool
	m         *expr.Assignment
	err       error
}

// Feasible reports whether direction d of a symbolic branch can be taken
// on the path, with a model taking it (nil if none is known). The
// executor asks this of every open direction after its subscribers; it
// reuses the answer, so a subscriber that needs it first costs no extra
// query. Its side effects are the executor's own: a direction found
// impossible is reported to AssumptionSubscribers as the negation of its
// condition, now. A concrete branch can take only Taken.
func (b *Branch) Feasible(d int) (bool, *expr.Assignment, error) {
	if b.Concrete {
		return d == b.Taken, b.s.model, nil
	}
	return b.feasible(d)
}

// feasible is Feasible on a symbolic branch, asked once per direction.
func (b *Branch) feasible(d int) (bool, *expr.Assignment, error) {
	if len(b.asked) != len(b.Conds) {
		b.asked = make([]feasibility, len(b.Conds))
	}
	f := &b.asked[d]
	if !f.asked {
		f.ok, f.m, f.err = b.x.mayBeTrue(b.s, b.Conds[d])
		f.asked = true
	}
	return f.ok, f.m, f.err
}

// Follow makes the state take direction d only: the other directions are
// neither queried nor forked (concolic following). When d's condition is
// not known to hold on the path, it is checked (one query) and added.
func (b *Branch) Follow(d int) { b.follow = d }

// Prune drops direction d without querying it: no state takes it.
func (b *Branch) Prune(d int) {
	if b.pruned == nil {
		b.pruned = make([]bool, len(b.Inst.Succ))
	}
	if d >= 0 && d < len(b.pruned) {
		b.pruned[d] = true
	}
}

// Cut ends the state at the branch (an early termination with reason,
// which still yields a test): PSE's redundant suffix.
func (b *Branch) Cut(reason string) {
	if reason == "" {
		reason = "cut at branch"
	}
	b.cut = reason
}

// CutSilently ends the state at the branch without a test (Outcome
// Silent): PSE's redundant suffix when every suffix it stands for ended
// silently (an infeasible __VERIFIER_assume), as the state's own would.
func (b *Branch) CutSilently(reason string) {
	b.Cut(reason)
	b.silent = true
}

// allowed reports whether a subscriber left direction d open.
func (b *Branch) allowed(d int) bool {
	if b.follow >= 0 && d != b.follow {
		return false
	}
	return b.pruned == nil || !b.pruned[d]
}

// Decision is one direction a state took at a branch.
type Decision struct {
	ID  int32 // the branch's ir.Inst.BranchID
	Dir int
	// Fork is true when the state forked at the branch: other states took
	// other directions from the same point (SGS's subpaths count only
	// these). Concrete branches, and symbolic ones with one feasible (or
	// unpruned) direction, are not forks.
	Fork bool
	// Lowered is true inside the C library's memcpy, memmove or memset
	// run in place of the intrinsic because an operand is symbolic
	// (Executor.callDefined): with concrete operands the executor copies
	// at once and there is no such decision, so a decision here is not
	// the program's own.
	Lowered bool
}

// DecisionSubscriber observes every direction a state takes at a
// conditional branch or switch, concrete or symbolic, after forking
// (each forked state reports its own direction). It runs on the concrete
// path, so it must be cheap.
type DecisionSubscriber interface {
	Decided(s *State, d Decision)
}

// StoreSubscriber sees every store, before memory changes: the address,
// the value (lane 0 of a scalar; aggregates report Value{}) and its size
// in bytes. Registering one sends every store through the general path.
type StoreSubscriber interface {
	Stored(s *State, addr, val Value, bytes int)
}

// CallSubscriber sees calls of defined functions, once the callee's frame
// holds its parameters (s.Reg reads them), and their returns, once the
// callee's frame is gone (ret holds the result's lanes, none for a void
// return: scratch, valid during the call only). Calls of modeled
// functions (klee_*, malloc, ...) are not reported; their effects have
// events of their own (inputs).
type CallSubscriber interface {
	Called(s *State, callee *ir.Func)
	Returned(s *State, callee *ir.Func, ret []Value)
}

// InputSubscriber sees every symbolic input a state creates
// (klee_make_symbolic, klee_int, __VERIFIER_nondet_*, the POSIX runtime's
// arguments and files), once it is in State.Symbolics.
type InputSubscriber interface {
	MadeSymbolic(s *State, sym *Symbolic)
}

// AssumptionSubscriber sees every condition the engine relies on for a
// state's path, as the expression was built (never rewritten with the
// path's facts): each constraint added to the path (forks, klee_assume,
// concretizations), and the negation of each condition a feasibility
// question found impossible on the path (the sides not taken, checks that
// cannot fail, conditions the facts fold to false). Their conjunction,
// from some point on, is what the rest of the path depended on (PSE's
// weakest preconditions).
type AssumptionSubscriber interface {
	Assumed(s *State, c expr.Expr)
}

// InstructionSubscriber sees every instruction after it executed (a
// defined register holds its value; control may have moved). The states
// a load or store forked into each see it too; a state forked inside
// another instruction resumes after it without the event. With one
// registered, concrete data instructions still run inline (Executor.run)
// and every control instruction goes through the general path.
type InstructionSubscriber interface {
	Executed(s *State, in *ir.Inst)
}

// TerminationSubscriber receives every finished path, after its inputs
// were solved (Config.OnTerminate runs first).
type TerminationSubscriber interface {
	Terminated(t *Termination)
}

// SolverObserver sees every query the executor makes, with its answer and
// duration (statistics, nurs:qc). s is nil for queries not made for a
// state.
type SolverObserver interface {
	Query(s *State, q solver.Query, r solver.Response, err error, d time.Duration)
}

// PartialModelSubscriber receives the intermediate models a backend meets
// while deciding a query for s (MuSE's partial solutions: the abstract
// models of array refinement, the SAT trail, the FP search: kind), with
// the query as the executor asked it. Cached answers produce none, and a model covers only the part of
// the query the backend saw (independence slicing), so it need not
// satisfy q.
type PartialModelSubscriber interface {
	PartialModel(s *State, q solver.Query, m *expr.Assignment, kind solver.ModelKind)
}

// CheckSubscriber decides a division's or shift's check on a state that
// follows a model (concolic execution), where the executor would ask the
// solver about both sides of c and fork. Check reports whether the
// subscriber decided (ok) and which side s takes (holds: c, else ¬c); s
// then takes that side only, with no query and no fork, and the
// subscriber owns the other (MuSE's open branches). It is asked only for
// a state with a model and a condition the path does not already decide.
// An access through a pointer based on one object is such a check (in
// bounds or a memory error); other memory accesses still fork (split),
// and such a state takes its model's allocation sizes (sized).
//
// Callee is asked, on such a state, at a call through the symbolic
// function pointer fp, whose model value is v: when it reports true, s
// calls v's function with no query (under fp = v) and the subscriber
// owns the other targets.
type CheckSubscriber interface {
	Check(s *State, c expr.Expr) (holds, ok bool)
	Callee(s *State, fp expr.Expr, v uint64) bool
}

// subscribers are the Config.Subscribers filed by event kind.
type subscribers struct {
	branch   []BranchSubscriber
	decision []DecisionSubscriber
	store    []StoreSubscriber
	call     []CallSubscriber
	input    []InputSubscriber
	inst     []InstructionSubscriber
	assume   []AssumptionSubscriber
	term     []TerminationSubscriber
	query    []SolverObserver
	partial  []PartialModelSubscriber
	check    []CheckSubscriber
}

func (u *subscribers) add(v any) {
	file(&u.branch, v)
	file(&u.decision, v)
	file(&u.store, v)
	file(&u.call, v)
	file(&u.input, v)
	file(&u.assume, v)
	file(&u.inst, v)
	file(&u.term, v)
	file(&u.query, v)
	file(&u.partial, v)
	file(&u.check, v)
}

// file appends v to list when v implements the list's event interface.
func file[T any](list *[]T, v any) {
	if h, ok := v.(T); ok {
		*list = append(*list, h)
	}
}

// PruneInfo is what a Pruner learns about the run.
type PruneInfo struct {
	Elapsed      time.Duration
	Instructions uint64
	MemoryBytes  uint64 // ProcessMemory()
}

// Pruner is consulted every Config.PruneInterval with the live states
// and returns the ones to terminate early (each still yields a test),
// with the reason recorded in their Termination (Homi; KLEE's memory
// budget is MemoryBudget).
type Pruner interface {
	Prune(info PruneInfo, live []*State) (kill []*State, reason string)
}

// HookKey identifies one technique's slot of per-state data. Keys are
// values, not indices: a state carries entries only for the keys set on
// it, so creating searchers again (restarts) does not lengthen states.
type HookKey struct{ p *hookSlot }

type hookSlot struct{ id uint64 }

var hookIDs atomic.Uint64

// NewHookKey allocates a slot for per-state hook data (State.Hook,
// State.SetHook), one per technique instance.
func NewHookKey() HookKey { return HookKey{&hookSlot{hookIDs.Add(1)}} }

// hookEntry is one key's data on a state.
type hookEntry struct {
	k HookKey
	v any
}

// Forker is implemented by hook data that must be copied when a state
// forks; data without it is shared between parent and child, so it must
// then be immutable.
type Forker interface {
	Fork() any
}

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

// Branch describes a symbolic branch about to fork, for BranchHooks.
// Direction d goes to Inst.Succ[d] for a switch; for a conditional branch
// direction 0 is the true edge and 1 the false edge.
type Branch struct {
	Inst *ir.Inst
	ID   int32 // Inst.BranchID
	// Conds[d] is the condition of taking direction d. Switch directions
	// sharing a target block are merged into the first of them (the
	// disjunction); the others have the condition False.
	Conds []expr.Expr
	// Feasible[d] says whether direction d is satisfiable on the path; a
	// hook may clear entries to prune directions (never set them).
	Feasible []bool
}

// BranchHook is called at every symbolic branch once the feasible
// directions are known; it may veto some (PSE's subsumption check,
// concolic following).
type BranchHook interface {
	Branch(s *State, b *Branch)
}

// DecisionHook, when a BranchHook also implements it, observes every
// direction a state takes at a conditional branch or switch, concrete or
// symbolic (SGS's subpaths, PSE's path events). It runs on the concrete
// path, so it must be cheap.
type DecisionHook interface {
	Decided(s *State, id int32, dir int)
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

// SolverObserver sees every query the executor makes, with its answer and
// duration (statistics, partial-solution collection).
type SolverObserver interface {
	Query(s *State, q solver.Query, r solver.Response, err error, d time.Duration)
}

// HookKey identifies one technique's slot of per-state data.
type HookKey int

var hookKeys atomic.Int32

// NewHookKey allocates a slot for per-state hook data (State.Hook,
// State.SetHook). Call it once per technique, at setup.
func NewHookKey() HookKey { return HookKey(hookKeys.Add(1) - 1) }

// Forker is implemented by hook data that must be copied when a state
// forks; data without it is shared between parent and child, so it must
// then be immutable.
type Forker interface {
	Fork() any
}

package exec

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
)

// Config configures an Executor. The zero value of every field but Solver
// is usable.
type Config struct {
	// Solver answers every query (use the query chain over a backend).
	Solver solver.Solver
	// Searcher picks the next state to run; nil means DFS.
	Searcher Searcher

	// Limits; zero means unlimited (MaxStack: DefaultMaxStack).
	MaxInstructions uint64        // total instructions over all paths; reaching it halts the run
	MaxDepth        int           // symbolic forks per path; deeper paths end early
	MaxStack        int           // call frames per path; deeper is a stack-overflow bug
	MaxMemory       uint64        // bytes of process memory (ProcessMemory); above it random states are killed, and larger allocations fail (KLEE)
	MaxSolverTime   time.Duration // per query, wall clock; a timeout ends the state early
	// MaxSolverWork bounds each query's solver work (solver.Work: units
	// of a few ms, counted in the solver's own steps, so a query stops
	// at the same point however loaded the machine is); a query that
	// spends it ends the state early, as at MaxSolverTime. 0: none.
	MaxSolverWork uint64
	// MaxForks bounds the forks of the whole run (KLEE's --max-forks):
	// once Stats.Forks reaches it, a branch whose sides are both feasible
	// follows one side only, the one the state's model satisfies (KLEE
	// picks at random), under that side's condition. 0 means no limit;
	// a negative value allows no fork at all (KLEE's --max-forks=0).
	MaxForks int64
	// ExternalCalls is KLEE's --external-calls policy for calls to
	// functions the program does not define (see ExternalCallPolicy).
	ExternalCalls ExternalCallPolicy
	// MaxResolutions bounds the objects examined when resolving one
	// symbolic pointer (0: DefaultMaxResolutions).
	MaxResolutions int
	// DumpStatesOnHalt terminates every live state early (so each yields a
	// test) when the run halts on cancellation or MaxInstructions.
	DumpStatesOnHalt bool
	// HaltGrace bounds the time the dump takes (0: no bound): the states
	// that covered new code go first, and those still live when it runs
	// out end without a test (Stats.Undumped). Writing tens of thousands
	// of tests could otherwise double a --max-time run.
	HaltGrace time.Duration
	// HaltCtx, if set, ends the dump early when it is done (a second
	// interrupt): the states left end without a test (Stats.Undumped),
	// and a query for a dumped state's inputs is abandoned.
	HaltCtx context.Context

	// Args is the program's command line: Args[0] is the program name.
	// main(argc, argv) receives them; nil means {"prog"}.
	Args []string
	// Entry is the function execution starts at, called like main
	// (argc, argv, envp as far as it takes them); "" means "main". The
	// POSIX runtime's entry point is __symx_posix_main.
	Entry string
	// Stdout and Stderr receive the program's output (nil: discarded).
	Stdout, Stderr io.Writer
	// Warn receives warnings (a symbolic value concretized, an unusual
	// call). Each (location, message) pair is reported once. Nil: dropped.
	Warn func(loc Location, msg string)

	// OnTerminate receives every finished path (the caller writes tests).
	// It runs on the executor's goroutine; keep it short or hand off.
	OnTerminate func(t *Termination)

	// Extension points (see hooks.go). Subscribers receive the events
	// whose interfaces they implement (BranchSubscriber, ...).
	Subscribers   []any
	Pruners       []Pruner
	PruneInterval time.Duration // how often pruners run; 0: DefaultPruneInterval
	// OnPrune, if set, learns of every pruning: how many of the live
	// states a pruner killed and why (the run logs memory-cap kills).
	OnPrune func(info PruneInfo, killed, live int, reason string)

	// NoModelRepair disables model repair (see repair.go): every
	// feasibility question the state's model does not answer goes to the
	// solver. For measuring the solver chain alone.
	NoModelRepair bool

	// NoOvershiftCheck turns KLEE's overshift check off (--check-overshift
	// =false): a shift by the width or more is then no bug but gives 0
	// (ashr: the sign), as KLEE and SMT-LIB define it. With the check, a
	// path where the amount is the width or more ends with an overshift
	// bug, as C leaves it undefined (x86 masks the amount instead).
	NoOvershiftCheck bool

	// Seed makes the random choices of the engine (the memory budget's
	// victims) reproducible.
	Seed uint64

	// Replay makes the initial state follow these inputs (a test's
	// objects, in creation order): each symbolic object the state makes
	// takes the next input's bytes as its value in the state's model, so
	// the state itself runs down the path the inputs drive, while the
	// other feasible directions fork off as usual (a BranchSubscriber can
	// prune them: concolic execution). KLEE's seeding.
	Replay []Input
}

// ExternalCallPolicy says which calls to undefined functions run. symx
// never calls native code: a declared function runs only if the engine
// models it (the KLEE API, the heap, exit and abort, and a few libc
// functions such as strlen and printf, which take symbolic arguments);
// any other ends the path with an "external" bug.
type ExternalCallPolicy uint8

const (
	// ExternalConcrete (KLEE's default, "concrete") and ExternalAll
	// ("all") run the modeled functions, symbolic arguments included.
	ExternalConcrete ExternalCallPolicy = iota
	ExternalAll
	// ExternalNone ("none") refuses, as KLEE does, every call to an
	// undefined function except the engine's own (klee_*, malloc, exit,
	// memcpy, ...) and printf, fprintf and puts: the path ends with a
	// user error "external calls disallowed".
	ExternalNone
)

// Defaults for zero Config fields.
const (
	DefaultMaxStack       = 8192
	DefaultMaxResolutions = 256
	DefaultPruneInterval  = 100 * time.Millisecond
)

// Location is a source position with its file name resolved.
type Location struct {
	File string
	Line int
	Col  int
	Loc  ir.Loc
}

func (l Location) String() string {
	if l.File == "" && l.Line == 0 {
		return "<unknown>"
	}
	return fmt.Sprintf("%s:%d", l.File, l.Line)
}

// Outcome says how a path ended.
type Outcome uint8

const (
	// Exit: main returned or exit was called; ExitCode holds the status.
	Exit Outcome = iota
	// BugFound: the path hit a bug described by Bug.
	BugFound
	// Early: the engine stopped the path (limits, memory, solver failure,
	// halt); Reason says why.
	Early
	// Silent: the path ended without a test (klee_silent_exit, an
	// infeasible __VERIFIER_assume).
	Silent
)

var outcomeNames = [...]string{"exit", "bug", "early", "silent"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// BugKind classifies bugs. String returns the suffix testgen uses for the
// error file (testgen.ParseKind accepts it).
type BugKind uint8

const (
	BugAssert      BugKind = iota + 1 // failed assertion
	BugPtr                            // null, out of bounds, use after free
	BugFree                           // double or invalid free
	BugDiv                            // division or remainder by zero
	BugAbort                          // abort, klee_abort, llvm.trap
	BugReachError                     // reach_error, __VERIFIER_error
	BugUnreachable                    // unreachable executed
	BugOverflow                       // stack overflow
	BugReadOnly                       // write to read-only memory
	BugExec                           // unsupported instruction, internal error
	BugUser                           // klee_report_error, invalid klee_assume, misuse of the API
	BugModel                          // misuse of an environment model
	BugExternal                       // call to an unknown external function
	BugOvershift                      // shift by the width or more (KLEE's --check-overshift)
	BugSolver                         // a query timed out or the solver failed (KLEE's Solver termination)
)

var bugKindNames = [...]string{"", "assert", "ptr", "free", "div", "abort", "reach_error",
	"unreachable", "overflow", "read_only", "exec", "user", "model", "external", "overshift", "solver"}

func (k BugKind) String() string {
	if int(k) < len(bugKindNames) && k != 0 {
		return bugKindNames[k]
	}
	return fmt.Sprintf("BugKind(%d)", uint8(k))
}

// Bug describes a bug that ended a path.
type Bug struct {
	Kind BugKind
	// Suffix overrides Kind's error-file suffix (klee_report_error).
	Suffix  string
	Message string
	// Where is the faulting instruction; Stack lists the call stack
	// innermost first, Stack[0] being the faulting function.
	Where Location
	Stack []StackFrame
	// Info is extra detail: the address and nearby objects of a memory
	// error, the Go stack of an internal error.
	Info string
}

// StackFrame is one frame of a bug's call stack: the function and the
// instruction executing in it (the call, for callers).
type StackFrame struct {
	Func  string
	Where Location
	Lib   bool // the function comes from a linked library (ir.Func.Lib)
}

// ProgramSite is where the program's own code led to the bug: Where, or
// for a bug inside a library function (strlen given a null pointer), the
// call in the program's innermost frame.
func (b *Bug) ProgramSite() Location {
	for _, f := range b.Stack {
		if !f.Lib {
			return f.Where
		}
	}
	return b.Where
}

func (b *Bug) String() string {
	return fmt.Sprintf("%s: %s at %s", b.Kind, b.Message, b.Where)
}

// Input is one symbolic object of a test: its name (not necessarily
// unique: KLEE's tests keep the names programs give) and bytes.
type Input struct {
	Name  string
	Bytes []byte
	// Nondet marks objects created by __VERIFIER_nondet_* calls.
	Nondet bool
}

// NondetValue is the value one __VERIFIER_nondet_* call returned on a
// path, in call order, for Test-Comp test suites.
type NondetValue struct {
	Func  string // "__VERIFIER_nondet_int"
	Bits  int    // width of the C type
	Value uint64 // the bytes as a little-endian integer
}

// Termination is a finished path, handed to Config.OnTerminate.
type Termination struct {
	State   *State
	Outcome Outcome
	// ExitCode is the process exit status (the low 8 bits of main's return
	// value or exit's argument); ExitValue keeps the full, sign-extended
	// value.
	ExitCode  int
	ExitValue int64
	Bug       *Bug   // for BugFound
	Reason    string // for Early and Silent
	// Halted: the path was still running when the run halted (the
	// DumpStatesOnHalt dump ended it).
	Halted bool
	// Inputs are the concrete values of every symbolic object the path
	// made, in creation order, solved from the path constraints; nil when
	// no model could be found (Early terminations after solver failures).
	Inputs []Input
	// Nondet lists the __VERIFIER_nondet_* values in call order.
	Nondet []NondetValue
	// Model is the assignment Inputs were read from.
	Model *expr.Assignment
	// CoveredNew reports whether the path executed an instruction or took
	// a branch direction no earlier path (in this Executor) had. KLEE
	// counts instructions only; a new direction between covered blocks is
	// new branch coverage too, and --only-output-states-covering-new
	// would otherwise drop its test.
	CoveredNew bool
	// CoveredInsts is how many instructions the Executor (this worker,
	// with several) had covered once this path's were counted: coverage
	// over time, sampled at each path's end as the MuSE paper does.
	CoveredInsts int
}

// Stats are the executor's counters.
type Stats struct {
	Instructions uint64
	Completed    uint64 // paths that ended by exiting or with a bug
	Partial      uint64 // paths ended early
	Silent       uint64 // paths ended silently
	Bugs         uint64
	Forks        uint64
	Queries      uint64
	Repairs      uint64 // feasibility answered by model repair instead of a query
	QueryTime    time.Duration
	QueryWork    uint64 // solver work units (solver.Work) of those queries
	// ConcreteTime is the wall time of the concrete runs
	// (AddConcreteSeed: a concolic engine's screening runs), but for the
	// termination callbacks'.
	ConcreteTime time.Duration
	States       int // live states now
	MaxStates    int // most live states at once
	Elapsed      time.Duration
	Coverage     *Coverage

	// SolverTimeouts counts queries abandoned at MaxSolverTime.
	SolverTimeouts uint64
	// Queries, QueryTime and SolverTimeouts are the executor's own
	// queries (its states' paths). Lanes counts the techniques' queries
	// through the Gateway, by lane ("pse", "concolic"); nil when none.
	Lanes map[string]LaneStats

	// ExternalCalls counts calls to functions neither defined nor modeled
	// (each ended its path with an external error, or a user error under
	// ExternalNone); Externals counts them by function name.
	ExternalCalls uint64
	Externals     map[string]uint64

	// Undumped counts the states a halt ended without a test because
	// HaltGrace ran out.
	Undumped uint64
}

// Paths is the number of paths that produced a test.
func (s Stats) Paths() uint64 { return s.Completed + s.Partial }

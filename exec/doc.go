// Package exec is symx's interpreter: it runs the pre-decoded LLVM program
// of package ir symbolically, KLEE-style, forking a State at every branch
// whose condition can go both ways, and reports every finished path as a
// Termination carrying the concrete inputs that drive the program down it.
//
// # States
//
// A State is one path: a call stack of Frames whose registers are windows
// of one register stack ([]Value; a Value is a concrete uint64 or an
// expr.Expr), path constraints, a mem.AddressSpace, and the symbolic
// inputs made so far in creation order. Forking copies the frames and the
// innermost frame's registers by value and shares everything else: the
// frames below the innermost are frozen, their live registers kept in a
// list both sides share until a side returns to one (it puts them back on
// its register stack then, State.shareRegs);
// the address space forks in O(1) (copy-on-write objects), the constraint
// and input slices share their prefix (both sides are capped, so appends
// copy), and per-technique hook data is shared or Fork()ed.
//
// A state the executor is not running is parked (park.go): of its own
// frames' registers it keeps only those live at its position (package
// ir's Liveness), a few of the hundreds of slots a large function has at
// -O0, and the register stack is rebuilt when it runs again. The states
// waiting in the searcher are most of a run's memory.
//
// Every state also caches a model of its path constraints when one is
// known. At a symbolic branch the side the model satisfies is feasible
// without a query, so a two-way fork costs one solver call, and the forked
// side inherits the model the call returned (models from the solver are
// checked against the path before they are trusted). A seed (SetSeed) is
// such a model installed from outside: the state follows it, which is how
// concolic execution rides on the same machinery.
//
// Two more mechanisms keep queries rare. Equality rewriting (KLEE's
// rewrite-equalities, rewrite.go): what each constraint forces (x = 'h',
// a Bool being true or false) is remembered, and conditions are simplified
// with it first, so a branch on a byte the path already fixed folds to a
// constant. Model repair (repair.go): when the model falsifies a condition
// over a single input byte, the other values of that byte are tried
// against the condition and the whole path; a hit is a verified model of
// the other side, found without the solver. Feasibility is only ever
// claimed with a model that has been checked, so both are exact.
//
// # The interpreter loop
//
// run executes one state until it forks, ends, or uses up a time slice:
// sliceInsts instructions, or sliceSolverWork spent in the solver (a
// state in code where every step queries, such as gnulib's regex matcher
// over symbolic text, would otherwise hold the searcher for seconds).
// The frequent instructions with concrete operands (integer arithmetic,
// compares, casts, getelementptr, scalar loads and stores, allocas,
// branches, direct calls of plain functions and their returns) are handled
// inline in one switch, touching only uint64s: no expression is built,
// nothing is allocated, memory accesses go through the address space's
// lookup cache. Anything else — vectors, symbolic operands, floating
// point, other calls, errors, forks — goes to step, which implements
// every ir.Op in full generality. Operands are slot indices into the
// frame's registers or the constant pool, resolved to numbers once in New.
// Phis run in parallel on block entry.
//
// Calls allocate nothing in steady state. Scalar locals whose address
// never escapes are usually no allocas by then: ir.PromoteLocals, which
// run applies unless --promote-locals=false (--pse's runs included: PSE
// tracks registers as it tracks memory), made them register
// copies, so most calls create no memory object at all. A frame's other
// allocas are stack objects of the address space (mem), one per alloca
// as in KLEE, each with its own bounds. The allocas of a constant size that begin a
// function's entry block (all its fixed-size locals at -O0) run in a row
// at every call, so they are made together (mem's AllocateStack) when the
// first of them runs, or by the fast path's call itself, at the addresses
// one by one would give; the others then only count as executed. On
// return popFrame hands the frame's objects back together (ReleaseStack),
// and mem recycles their Object and contents for the next call's allocas
// when no fork shares them; the executor marks with Retain the objects it
// refers to beyond their frame (Symbolic.Object). Addresses are never
// reused, so a pointer to a returned frame's local hits no object and its
// use is a ptr error, as in KLEE.
//
// Symbolic values follow KLEE: a symbolic branch forks (or not) after a
// feasibility check; a switch forks once per feasible target block with the
// disjunction of its cases; a possibly-zero symbolic divisor forks the
// zero case off as a bug, and so does a shift amount that may be the
// width or more (KLEE's --check-overshift; with Config.NoOvershiftCheck
// such a shift gives 0, ashr the sign, as in KLEE and SMT-LIB); a symbolic
// pointer based on an object (its constant term, the base of the
// getelementptr arithmetic, lies in the object) is valid only inside that
// object, as C and ASan have it, with one in-bounds state and one
// out-of-bounds state (KLEE instead lets it land in any object it may
// reach); any other symbolic pointer is resolved against the address
// space (mem.Resolve) with one state per object it may point into plus an
// out-of-bounds state; a symbolic function pointer forks per target; an
// llvm.memcpy/memmove/memset with a symbolic pointer or length calls the
// program's (the C library's) memcpy/memmove/memset, as KLEE's lowering
// of the intrinsics does; floating-point instructions with a symbolic
// operand build expr's FP kinds (fpsym.go), so floats stay symbolic and
// fcmp branches fork; libm's sqrt, fabs, fmod, fmin, fmax and fma are
// engine functions over the same kinds; the rounding mode is per path
// (State.fpRound): fesetround sets it (a symbolic mode is concretized
// with a warning; a value that is no mode returns 1, as glibc does; on
// i386 only FE_TONEAREST), fegetround reads it, and every rounding
// operation, concrete or symbolic, rounds in it, conversions to integers
// truncating as C's do (the modeled library's printf concretizes a
// symbolic float it prints, with a warning);
// symbolic allocation sizes and the like are concretized to a
// solver-chosen value with a
// warning. Config.MaxForks (KLEE's --max-forks) caps the forks of the
// run: past it, a branch with several feasible sides follows one, the
// side the state's model satisfies, under its condition. An alloca larger
// than mem.MaxObject yields NULL with a warning, as KLEE's failed
// allocation does: only a path that uses it fails.
//
// # What LLVM leaves undefined
//
// Where LLVM gives poison and C undefined behaviour, symx computes what
// clang's x86 code computes, so that replays agree: a float-to-integer
// conversion out of range gives the x86-64 result (cvtt*2si, truncated
// from 32 or 64 bits), or the i386 one (x87 fistp, from 16 bits up) for
// an i386 program; llvm.fmuladd rounds twice, as code without FMA does.
// Variadic arguments are laid out as the callee's va_arg reads them, by
// the call's types (an i64 takes 8 bytes, on i386 too; a byval struct its
// bytes).
//
// # Functions the engine implements
//
// Declarations are bound once (specialTable) to Go handlers: the KLEE API
// (klee_make_symbolic, klee_assume, klee_range, ... and their symx_
// spellings; as in KLEE, klee_make_symbolic takes exactly one whole
// object, and the objects keep the names the program gives them,
// duplicates included, while their arrays get names unique on the path), the SV-COMP API (__VERIFIER_nondet_*, __VERIFIER_assume,
// reach_error), process control (exit, abort, __assert_fail), the heap
// (malloc, calloc, realloc, free, with use-after-free, double and invalid
// free detection), setjmp/longjmp (and _setjmp, __sigsetjmp, siglongjmp,
// __longjmp_chk; setjmp.go: the jmp_buf records the calling frame's
// serial and the call's position, so it forks with memory; longjmp pops
// the frames above, releasing their stack objects, and a longjmp to a
// frame that has returned is a user error; KLEE has no setjmp), a few
// mem*/str* functions and printf-family output on concrete values.
// Calling any other declared function ends the path with an "external"
// bug naming it, and is counted by name in Stats.Externals. symx never calls native code; under
// Config.ExternalCalls = ExternalNone (KLEE's --external-calls=none) the
// modeled C functions KLEE would call natively (strlen, fputs, ...) and
// every unknown function end the path with KLEE's user error "external
// calls disallowed".
//
// # Halting
//
// When the context is cancelled or MaxInstructions is reached, the run
// halts; with DumpStatesOnHalt every live state ends early with a test
// (KLEE's --dump-states-on-halt), those that covered new code first.
// HaltGrace bounds that dump: states still live when it runs out end
// without a test (Stats.Undumped), so a program with tens of thousands of
// live states does not double a --max-time run.
//
// # Extension points
//
// A technique is a package that plugs in; it never adds code to the
// loop. Three kinds of plug:
//
//   - Searcher (which state runs next; DFS, BFS and RandomState are here,
//     the rest in package search) and Pruner (kills states periodically:
//     Homi; MemoryBudget is KLEE's memory cap, on ProcessMemory, acting
//     from SoftMemoryCap (85% of Config.MaxMemory) on;
//     Config.OnPrune hears of each kill; a state whose allocation would
//     exceed Config.MaxMemory is killed the same way, before it is made).
//   - Subscribers (Config.Subscribers, hooks.go): values implementing any
//     of the event interfaces. New files each under every interface it
//     implements, one slice per event kind, so an event nobody subscribes
//     to costs one length check; the concrete fast path stays as it is
//     unless a subscriber asks for its events (branches and stores send
//     those instructions through step, instruction tracing sends all).
//   - AddSeed, which queues inputs for new states that start at the
//     program's entry and follow them, into a running executor; and
//     AddConcreteSeed, which does the same for a concrete state: its
//     symbolic objects take the inputs' bytes as plain values, so it
//     neither forks nor queries, and it records no coverage (its events
//     and termination still reach the subscribers; it does not count as a
//     path in Stats, its instructions do). MuSE screens seeds with it.
//
// The events, and what each is for (which technique subscribes to which:
// the table in package technique's doc):
//
//	BeforeBranch   every conditional branch and switch, concrete or
//	               symbolic, before any feasibility query, with the
//	               conditions, the frame (calling context) and the option
//	               to Follow one direction (no query for the others:
//	               concolic), Prune directions, or Cut the state (PSE)
//	               (CutSilently: without a test, PSE's cut of suffixes
//	               that all ended silently); it may ask the executor's
//	               feasibility question of a direction first
//	               (Feasible: answered once, reused by the executor)
//	Assumed        every condition a path relies on, as built: each
//	               constraint added, and the negation of each condition
//	               found impossible, folds by the path's facts included
//	               (PSE's weakest preconditions)
//	Decided        every direction taken, flagged when it forked (SGS,
//	               nurs, PSE's path events) and when it is inside the C
//	               library's memcpy/memmove/memset run for a symbolic
//	               operand (concolic path identity)
//	Stored         every store, before memory changes (PSE's WP)
//	Called/Returned calls of defined functions and their results (PSE)
//	MadeSymbolic   every symbolic input (concolic seeds, Homi features)
//	Executed       every instruction (tracing, tests)
//	Terminated     every finished path, after Config.OnTerminate (PSE
//	               summaries, Homi's data, MuSE's new seeds)
//	Query          every solver query of the executor's own with answer
//	               and time (nurs:qc)
//	PartialModel   intermediate models of the backend for a state's query,
//	               carried to the backend in the query's context
//	               (solver.WithObserver): MuSE's partial solutions
//	Check          a division's or shift's check, or the bounds of an
//	               access through a pointer into one object, on a state
//	               that follows a model, decided by the subscriber with
//	               no query and no fork (MuSE's open branches); such a
//	               state also takes its model's allocation sizes without
//	               a query
//	Callee         a call through a symbolic function pointer on such a
//	               state: it calls its model's target, and the subscriber
//	               owns the others
//
// At an event a subscriber reads the state through its accessors: Reg
// (registers of any frame), Operand (an instruction's operand, constants
// of the pool included), Frames, Memory, Constraints, Symbolics,
// Model. Per-state technique data lives in State.Hook/SetHook under a
// HookKey; keys are values and a state carries only the entries set on
// it, so building searchers anew for each restart costs nothing on the
// states. exec itself never writes files or prints.
//
// # The solver gateway
//
// Every query goes through the executor's Gateway (gateway.go), the
// executor's own and the techniques' alike, so the query policy is
// written once: the run's context (an interrupt or --max-time ends a
// query at once), Config.MaxSolverTime (a technique may ask for a
// tighter limit, PSE's --pse-check-timeout), the memory watch of
// Config.MaxMemory, and the counts. New hands the gateway to every
// subscriber that implements GatewayUser (each worker's to its own
// instances), so techniques need no wiring. A technique's query names
// its lane ("pse", "concolic"): it is counted in Stats.Lanes, not in
// Stats.Queries, QueryTime or SolverTimeouts (which pace the time
// slices and count the paths' queries), and the Query and PartialModel
// subscribers do not see it; its own observer (QueryOptions.Observer,
// Trail) gets its partial models.
//
// # Concurrency
//
// An Executor runs on one goroutine; Stats may be called from any. Per-path
// data lives in the State, and everything a State shares with others is
// immutable or copy-on-write with goroutine-safe ownership (expressions are
// interned in sharded tables; mem's object states and lookup caches are
// owned by one address space), so a state may run on any goroutine, one
// at a time.
//
// Workers (workers.go) runs one exploration on N executors, one
// goroutine each: each has its own searcher, subscribers, scratch
// buffers, counters and coverage (combined when read), and they share the
// solver chain (safe for concurrent use; its caches are shared) and the
// callbacks. Work is stolen, not scheduled centrally: a worker whose
// searcher is empty waits, and a worker with states that sees a waiting
// one (one atomic load between time slices) hands it half of its live
// states, the shallowest, whose subtrees are the largest. States move
// whole, so every path runs on exactly one worker: an exhaustive search
// ends the same set of paths as one executor, in another order, with
// interleaved state IDs. The exploration is over when every worker waits
// and no states are in transit; a limit reached by one worker (context,
// MaxInstructions counted over all) halts all, and each dumps its own
// states. Stateful per-state techniques work per worker (SGS's subpath
// counts, nurs's weights: a state handed over starts afresh under the new
// worker's keys); PSE's workers share its summaries (pse.PSE.Worker);
// concolic mode and Homi need one worker (run refuses more).
//
// # Errors
//
// Bugs end their state with a Bug (kind, message, location, call stack);
// the kinds' names are testgen's error-file suffixes. A bug inside a
// linked library function (the modeled C library carries line tables) is
// located at the library's line, with the program's call site in the
// stack (Bug.ProgramSite). A Go panic while
// running a state is recovered and ends that state alone with an internal
// error; the run goes on.
//
// A query that fails ends its state as KLEE's terminateStateOnSolverError
// does: a "solver" bug (testNNNNNN.solver.err), whose test comes from the
// path's last model. A query past Config.MaxSolverTime is abandoned
// ("query timed out", KLEE's "Query timed out (fork)." and the like) and
// counted in Stats.SolverTimeouts; the other states go on. So is a query
// during which the process goes over SoftMemoryCap(Config.MaxMemory) (memwatch.go): a
// single bit-blasted query can take gigabytes, and the pruners only run
// between time slices.
package exec

// The end-to-end tests run testdata/c's programs from checked-in IR; a
// program's comments may choose its options (// opt:, // m32, // cflags:).
//go:generate go run ../internal/tools/genll -I ../runtime/include -o testdata/ll -directives testdata/c/*.c

// Package pse is postconditioned symbolic execution (Yi et al., TSE 2017;
// seed 004): with depth-first search, keep for every branch target l′ a
// summary Π[l′] of the path suffixes already explored from l′; when a
// state reaches a branch whose every feasible direction d satisfies
// pc ∧ c_d → Π[l′_d] (pc ∧ c_d ∧ ¬Π[l′_d] unsat), every suffix it could
// take was explored, so it is cut there (it still yields a test); a
// single subsumed direction is pruned (Branch.Prune) while the others
// go on. A path end (exit, bug, silent end) adds its suffix to the
// summaries of every l′ on the path, starting from true; a cut adds its
// suffixes starting from the summaries that cut it (Alg. 2, lines
// 13–22). It plugs into the executor as a subscriber (exec.Config.
// Subscribers). DFS is its default order, not a need: every disjunct
// of a summary is a suffix that was explored to its end (a path that
// ended early, by a limit, a kill over --max-memory, a pruner or a
// solver failure, adds none), so a summary is an under-approximation of
// the paper's Π in any state order, and a cut by it is sound; DFS only
// fills a location's summary before its siblings reach it (issue 48).
//
// # What a summary is
//
// The paper's Π[l′] is a weakest precondition over the program variables
// at l′, computed backwards by substitution. symx's states hold values
// as expressions over the inputs, so the weakest precondition is built
// forwards, from what the suffix observably depended on:
//
//   - its assumptions: every condition the engine relied on after l′, as
//     built (exec.AssumptionSubscriber): the constraints added (forks,
//     klee_assume, concretizations), and the negation of every condition
//     a feasibility question found impossible (the sides not taken,
//     checks that cannot fail, conditions the path's facts fold). These
//     are exact functions of the inputs, never rewritten with the
//     prefix's facts, so they hold or fail for a later state on their
//     own;
//   - its exposed reads that its decisions depend on: every register
//     (frame, slot) and memory byte the suffix read that was not written
//     (or allocated, or its frame pushed) after l′, with the value it
//     held at l′, when a decision of the suffix depends on it (its
//     dependence slice, below); plus, for every stack or heap object
//     that existed at l′ and that the suffix accessed, that the same
//     object is there (its base and size; writable, for stores): one
//     check per object, stronger than the bytes accessed and as exact
//     about an access out of bounds. Reads of constant globals and
//     accesses to globals are left out: every state has the same globals
//     at the same addresses.
//
// A variadic call's argument object is born with the callee's frame,
// like its allocas: its bytes are not exposed reads.
//
// # The dependence slice (deps.go, --pse-slice)
//
// Every register and memory byte the path tracks carries the set of
// exposed reads its value was computed from (a DAG of reads and unions,
// in chunks shared copy-on-write with forks). Values flow through
// instructions, phis, memory (a store's bytes get the stored value's
// set, a load's value its bytes'), calls (parameters and variadic
// arguments get the arguments' sets) and returns (each lane of a value
// returned in several registers, a struct's, its own set). A decision marks what
// it depends on relevant: a branch condition, a load's or store's
// address, memcpy and memset pointers and lengths, the operands of every
// op that may change control or raise a bug (division, shifts, casts
// from floating point, vector indices, allocas, intrinsics), a callee
// pointer, the arguments of the engine's functions, and the values a
// summary read at a check. A read no decision depends on only flowed to
// values the suffix never branched on, so a later state that agrees on
// the relevant reads makes the same decisions whatever it holds there.
// The C library's output primitive __symx_write is such a function: its
// descriptor, buffer and length are decisions (and its buffer is an
// access check), the bytes it writes are not.
//
// select and min/max conditions are decisions too: a native compiler may
// branch there, and gcov counts that branch.
//
// One explored suffix is the disjunct D = ⋀ assumptions ∧ ⋀ (store(v) =
// value(v)) over its relevant exposed reads v. Its meaning is ∃X. C(X) ∧
// σ(X)|R = store|R, X the inputs of the path it came from: a later state
// whose store matches on R runs the same suffix, since execution from
// l′ is deterministic in what it reads. Instantiating X with the later
// state's own inputs is one witness (what the check uses, store read
// through exec.State.Reg and Memory); generalize finds a better one
// where it is free: an input that occurs in no assumption and in one
// location only, as a bijection of the whole input (x, x ± k, x ^ k,
// ¬x), can take whatever value that location holds, so that equality is
// dropped. This is what the paper's symbolic weakest precondition gets
// from substitution on Fig. 1 (a = a0 − 10 serving a = a0 + 10); with it
// symx explores exactly the paths of the paper's Tables 1–3.
//
// Inputs created in the suffix (klee_make_symbolic after l′) are arrays
// of that path; a later state does not share them, so in the check they
// are free variables, universally quantified by the validity question:
// the suffix is subsumed only if it is for every value of the later
// state's own new inputs. Their bytes count as written when made, so
// reads of them are not exposed.
//
// # Locations
//
// l′ is a branch direction in a calling context: (branch id, direction,
// and every caller frame's function and call instruction). Recursion and
// functions called from several places get separate summaries. Loop
// iterations share one: a disjunct describes the store, not the history,
// so it is valid wherever the location and frames match. As in the paper
// (§4.1), only a branch's first instance on a path opens a checkpoint
// and is checked. Branches outside main's extent (the C library's
// start-up and exit code) are never checked, since every path shares its
// suffix there, and open no checkpoint.
//
// # Checkpoints at forks (--pse-checkpoints)
//
// By default a checkpoint opens only where the state forked (both
// directions feasible), not at every branch a state decides, and so
// summaries exist only for fork directions. Every branch whose direction
// has a summary is still checked. Fewer checkpoints is an
// under-approximation of the paper's Π (fewer summaries, never a wrong
// one), so it is sound. What it gives up is a cut at a concrete branch:
// such a state runs on, concretely, to its next fork, where it is checked
// (and a pruned direction is dropped without a fork). With a checkpoint at
// every branch a path end summarizes into every branch of the path, and
// most of these summaries are never checked again: on coreutils base32
// (arguments of 2 bytes), 2,409 summaries of 28M terms against 144 of
// 2.0M, and a run 2.2× as long (docs/bench-log/2026-11-28-pse.md). --pse-checkpoints=all
// is the paper's Alg. 2.
//
// # What is not modelled (the suffix is then not summarized)
//
// An under-approximation of Π is always sound (§4.1): fewer cuts, never
// wrong ones. A path gives up its open checkpoints (stats: Poisoned)
// when a suffix does something whose dependence on the store is not
// tracked: a memcpy or memset at a symbolic address or of symbolic
// length that no C library runs (with one linked, the executor calls
// its memcpy, memmove or memset in place of the intrinsic, as KLEE
// lowers them, and PSE follows that call as any other: exec.Frame's
// Lowered), a load or store at a symbolic address into an object over
// 4,096 bytes (or, for a store, into another object than the one
// expected), a symbolic callee, a call of a function the engine
// implements other than klee_make_symbolic, klee_assume, klee_range,
// klee_int, __VERIFIER_nondet_*, __VERIFIER_assume, malloc, calloc,
// free, realloc, __symx_write, klee_warning and the functions that end
// the path (exit, _exit, abort, ...), called directly or through a
// concrete function pointer (exec.FuncAt; obstack frees that way), with
// __symx_write's length concrete or concretized: strlen, printf and the other models read memory in
// ways not tracked (treating __symx_write's bytes as unread once seemed
// to make --pse miss branches of coreutils realpath, but those were
// states killed over --max-memory: docs/bench-log/2026-11-27-pse.md), an executor frame
// PSE lost track of, or logs past 65536 entries. Paths ended early by
// limits or solver failures add nothing (their suffixes were not
// explored). Disjuncts with more than 2048 terms are not kept, nor any
// past --pse-summary-bound per summary. Control flow that depends on
// the numeric address of an object allocated after l′ is assumed to be
// the same for the later state (C gives comparisons of unrelated
// pointers no meaning; addresses are symx's own, not native ones).
//
// A load at a symbolic address reads, as far as the summary is concerned,
// every byte of the object it reached (the executor reports the object,
// exec.State.SymbolicAccess, and each state that performed a forked
// access gets its own Executed event): its value depends on them all,
// its address is a decision, and its bounds are an assumption. A store
// at a symbolic address may write every byte of the object its address
// is based on (exec.State.PointerBase), or else of the one the path's
// model points into: each byte then depends on what it held (a read) and
// on the value stored. free and
// realloc check that the object they were given is there, whole; the
// bytes realloc keeps count as read from the old object. A path that
// ends with a bug has the faulting instruction's operands marked
// relevant (the bug depends on them); one ending at a load or store at a
// symbolic address, or in free or realloc, is not summarized.
//
// # Predicates (shadow.go, --pse-predicates)
//
// A memory byte the suffix only compares (strlen's `*s != 0` over a
// quoted operand, a switch on a character) is kept as the comparisons'
// outcomes, not its value: a shadow follows each value computed from one
// load's exposed bytes through casts and through arithmetic and
// comparisons with constants (in registers, and in memory through whole
// stores and loads), and a concrete branch or switch on a shadowed value
// logs the predicate f(bytes) = outcome instead of marking the bytes
// relevant. A disjunct keeps the predicates of the checkpoints opened
// after the bytes were written and before they were read; older
// checkpoints, whose suffix wrote the bytes, get the predicate over the
// reads the stored value came from (a chain of up to four such
// meanings), or else what the bytes were computed from marked relevant.
// A register's shadow is dropped where it crosses a checkpoint (an
// exposed read of the register) and at phis: decisions on it then mark
// its reads relevant, as without predicates. Predicates are made over
// concrete bytes only.
//
// The slice still keeps a read by its value where the paper's weakest
// precondition keeps a formula over it: a suffix that compared a pointer
// with a buffer's end applies only to states whose pointer is the same,
// not to every state where the comparison comes out alike.
//
// A cut state whose every applicable disjunct stands only for paths that
// ended without a test (an infeasible __VERIFIER_assume) ends silently
// too (Branch.CutSilently), as all of its own suffixes would have.
//
// # The paper's optimizations
//
//   - The summary bound (§4.1, --pse-summary-bound, 200): a summary keeps
//     at most that many disjuncts; later suffixes are not added (nor
//     built: one that would merge with a disjunct present is lost too).
//     With DFS a summary fills with the first suffixes of its
//     location's subtree, so a location whose subtree has more paths
//     than the bound (after the cuts inside it) is never cut: on
//     coreutils with four arguments of 2 bytes the bound costs mknod and
//     pinky most of their pruning, and --pse-summary-bound=0 lifts it,
//     at the price of larger checks elsewhere (docs/bench-log/2026-11-29-pse.md).
//   - Summary simplification (Alg. 4, --pse-simplify): a new disjunct
//     that reads the same values as one present and whose assumptions
//     agree but for the last, where one is the other's negation (their
//     divergence root), replaces it without that condition, recursively;
//     an identical disjunct is not added twice. Candidates are found
//     through an index of the disjuncts by a hash of their reads and all
//     but the last (or all) of their conditions, not by a scan: an
//     unbounded summary holds tens of thousands. In practice a suffix
//     seldom merges: siblings differ after their divergence root too
//     (the conditions their own cuts added, or the assumptions of the
//     branches they went on to decide).
//   - Reuse of weakest preconditions between adjacent paths (§4.3) is
//     structural: the assumption and read logs are per path with shared
//     prefixes (forks copy the slice headers), and a disjunct is the
//     slice of the logs after its checkpoint, so the prefix's work is
//     never redone. There is no flag to turn it off.
//
// Disjuncts are built lazily: a path end records, per open checkpoint,
// only the slice of its logs (a few words); the slice becomes a disjunct
// (conditions, first exposed read of each location, generalized, merged
// by simplification, bounded) when its location is next checked and a
// model does not refute the check (below), or when 64 wait at one
// location (they hold their paths' logs). Building them in the order
// recorded gives the summaries eager building gives; with DFS most
// locations are never checked again, so most suffixes are never built
// (stats: Unbuilt). A summary at its bound takes no more suffixes.
//
// # Checking with a model
//
// Most checks fail, and a model of pc ∧ c_d shows it without a query
// when it satisfies no disjunct of Π[l′_d]. The path's own model takes
// one direction of a symbolic branch; for the others PSE asks the
// executor's feasibility question first (exec.Branch.Feasible), which
// the executor would ask next anyway and then reuses: it gives a model
// of the direction, or finds it impossible, and an impossible direction
// needs no check (its negation joins the path's assumptions, as when the
// executor finds it). The model is evaluated on the built disjuncts and
// on the suffixes not built yet, straight from their logs (their
// conditions, predicates and concrete reads: what a built disjunct keeps
// of them; simplification's merged disjuncts hold only where one of the
// suffixes merged does), so a refuted check builds nothing. On base32
// and mkfifo this cut the subsumption queries by 3.1× and 2.0×
// (docs/bench-log/2026-11-27-pse.md).
//
// # Workers (--workers)
//
// A run's workers share one table of summaries (PSE.Worker gives each
// its own PSE over it); each explores its states depth-first, and an idle
// worker is handed states with their paths' logs (exec hooks). Sharing
// is sound in any order: a disjunct stands for a suffix explored to its
// end, or to a cut by summaries that stood for explored suffixes, by
// whichever worker, and a later state is cut only where its every
// direction is implied by them. The per-instruction bookkeeping is a
// path's own (a fork shares its tables copy-on-write, never writing a
// shared page, and a recorded suffix holds a frozen copy) and takes no
// lock. Each summary has its own lock, held while a check reads it or a
// path end records into it, but not while the solver works (the
// executor's feasibility question and the subsumption query): the
// disjuncts a cut then reads are copies, since another worker may merge
// or add disjuncts meanwhile. The locations' keys and the list of
// summaries have one more lock; the counters are atomic; a one-byte
// predicate's table (shared by terms of several summaries) is set
// atomically. Which suffixes are explored first, and so which are cut,
// varies from run to run with more than one worker, as the order of
// paths does without PSE; the branches covered and the bugs found do
// not.
//
// # Concolic mode (concolic.go, issue 48 item 4)
//
// With --concolic a state follows its model and takes one direction at a
// symbolic branch; the others are the concolic engine's open branches,
// each flipped later by a run of its own. A checkpoint opens at every
// symbolic branch such a state decides; the direction it takes is
// checked, and when subsumed the run is cut there; each direction it
// does not take is checked when the engine asks (Subsumed), before it
// records the open branch, and a subsumed (or infeasible) one is never
// flipped, its summary joining the path's as a pruned direction's. Seeds'
// runs make their own input arrays: a check renames a disjunct's inputs
// made before its checkpoint to the state's made at the same position
// (same name and size), one witness of the disjunct's ∃; the others stay
// universally quantified. A seed's concrete screening run opens no
// checkpoint and is not checked. A direction the state does not take has
// no model yet: when the store's concrete values do not refute every
// disjunct, PSE asks its feasibility in its own lane, bounded as a check
// (the run asks no query of its own at a branch).
//
// Cost: every run renames the disjuncts it instantiates (once per run),
// and checkpoints open at every symbolic branch, also those whose other
// side is infeasible (a forking run would not have forked there). On
// arith.c a run to exhaustion takes 16 paths and 0.5 s against 48 and
// 4.5 s alone; on regexp.c 1,501 paths against 3,524, but 40 s of CPU
// against 5.5 s.
//
// # Cost
//
// PSE subscribes to every instruction (exec.InstructionSubscriber) to
// see reads and writes (the executor still runs concrete data
// instructions inline, but stores, calls and branches, which PSE also
// subscribes to, take its general path), and keeps per-path tables of
// last writes that a fork shares until one side writes (registers in
// pages of 32 slots; memory bytes in pages of 64). This bookkeeping, not
// the checks, is most of PSE's time on coreutils (docs/bench-log/2026-11-28-pse.md). A location's exposed
// read is logged once per checkpoint: a loop reading it again adds
// nothing to the log. A disjunct keeps its reads of concrete values
// compactly (registers as (frame, slot, value), memory bytes as runs of
// consecutive addresses over a byte array), the others as reads. A
// disjunct remembers the read that last told a state apart from it and
// tries it first: most checks are refuted by the path's own model, and
// a refutation then costs one lookup instead of a scan of every read.
// A disjunct whose instantiated terms are all conditions of the path (or
// the branch's) is implied without a query (stats: implied by its
// conditions); a run of bytes concrete in one object is compared at
// once; a one-byte predicate's outcomes are tabled per predicate; and a
// cut marks each location its summary read once, however many of its
// disjuncts read it. Subsumption checks go to the run's solver chain
// outside the executor's query counters, in a lane of their own
// (solver.WithLane): the clauses of a summary's negation would otherwise
// stay in the incremental SAT solver the path queries reuse, and on
// mkfifo they doubled the executor's query time. A check's time
// (CheckTime), how many ran out of time (CheckTimeouts) and the time
// spent building disjuncts (WPTime) are reported separately, in info and
// run.stats.
package pse

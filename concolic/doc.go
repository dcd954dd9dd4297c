// Package concolic is MuSE's dynamic symbolic execution (Zhang et al.,
// "Multiplex Symbolic Execution", ASE'20, Alg. 1): seeds are run
// concolically, the branches a run did not take are collected, a strategy
// picks one to flip, the path prefix ∧ ¬c is solved, and the solution
// together with every partial solution the solver met on the way becomes
// a new seed.
//
// # Riding on the executor
//
// The Engine is an exec subscriber; it adds no code to the interpreter:
//
//   - BeforeBranch evaluates each direction's condition under the state's
//     model (a seed's bytes, or the model of a forked state) and Follows
//     the one it satisfies, so no state forks at a branch and no query is
//     asked there. The other directions whose condition is not constant
//     false are recorded on the state (hook data) as open branches: the
//     path constraints before the branch (the prefix, shared, immutable)
//     and the direction's condition.
//   - A path is identified, as in DSE, by its events: every branch
//     direction (Decided, concrete ones included), every callee (Called:
//     the targets of a symbolic function pointer) and its end (outcome,
//     bug kind and line): package pathid's Concolic scheme, the identity
//     run records in the path's test. The state keeps the running hash
//     and, for the open branches, a second one that also folds the checks
//     below and the decisions inside the C library's memcpy, memmove and
//     memset run for a symbolic operand (exec.Decision.Lowered), with its
//     value after each event. Those are where a path is, not which path it is: a
//     failed check ends the path with a bug, and a seed's concrete
//     screening run makes no checks and copies memory at once, so it must
//     hash its path without them. Constraint sequences would not do: a
//     symbolic function pointer's targets are split off in the order the
//     seed's model suggests, so one path has several.
//   - A division's or shift's check is decided like a branch (Check, an
//     exec.CheckSubscriber): the side the model satisfies is taken with no
//     query, and the other (a zero divisor) is an open branch; the check
//     (instruction, condition, side) marks where the path is. So is an
//     access through a pointer into one object (in bounds, or out of
//     bounds on the other side). A call through a symbolic function
//     pointer calls the model's target (Callee), and the other targets
//     are one open branch, whose flip enumerates them, excluding each
//     solution's target in turn; its identity leaves the target out, so
//     the runs of the other targets find it attempted. A symbolic
//     allocation size takes the model's value, as SAGE concretizes (exec
//     asks no query; a size past 16 MiB ends the state early, where on
//     giflib the queries that lowered it timed out, and one past
//     exec.MaxAlloc fails, as in the seed's concrete run).
//     Other memory accesses (a pointer that may reach several objects)
//     still fork as in KLEE's seeding mode: a pointer's objects are
//     enumerated by excluding each in turn. A forked state follows the
//     model its fork query returned, so it is concolic from there on.
//   - Accept (called by the run for every finished path, before its test
//     is written) looks the path's hash up. A path seen before is
//     dropped: no test, and its open branches are forgotten. A new path
//     marks every prefix of its events explored and hands its open
//     branches, with its inputs as their base, to the pool.
//   - When the last live state has ended and no seed is queued, the
//     engine refills (Alg. 1 lines 9–16): it picks branches from the pool
//     until one yields a seed. A branch whose prefix of events followed by
//     its direction is already explored is dropped unsolved (a path went
//     there), so every subtree is entered once and a complete exploration
//     finds the same path set as symbolic execution.
//   - A flip's query is its slice (slice.go): the prefix constraints
//     connected to the condition through the input bytes they read, as
//     KLEE's independent element sets connect them. The path's inputs
//     satisfy the rest, so the slice decides the flip. A flip whose
//     condition reads one input byte is first tried with that byte's 256
//     values in the base inputs (exec's model repair, for seeds); when
//     the slice reads nothing else, their failing proves it unsat. The
//     others go to Simplex (with its source on) and the solver chain. The
//     solution and the partial solutions are completed with the base
//     inputs as SAGE does: the bytes the flip's query reads take the
//     model's values and every other byte keeps the path's (a byte the
//     query does not read cannot change its answer, and keeping it keeps
//     a seed file's structure past the flipped branch); they are
//     deduplicated by their bytes and queued with Executor.AddSeed.
//   - A query of the same shape as one that was unsat or timed out (the
//     same up to which input bytes it reads at constant indices and the
//     order of commutative operands: a parser's check on a field
//     wherever the field is) is not asked again. A branch whose flips
//     timed out twice and were never answered is a hard site: its open
//     branches wait until the pool has nothing else. Every seed's run
//     makes its own arrays, so the solver's caches, which key on them,
//     do not see one run's queries in the next; the shapes do.
//
// A seed runs to its end before the next (the engine's Searcher runs the
// newest state), so one long path could hold the run. A path records at
// most Options.SiteOpen open branches per branch instruction
// (--max-site-open, 1,000: a loop whose bound a solution made large
// leaves one per iteration, and the pool kept their prefixes alive);
// past that the path is capped: it runs only when no other state is
// live, and the engine flips more branches when only capped paths are
// left (at most 8) rather than wait for them to end. A path is cut, with
// its test, past Options.MaxDepth symbolic branches (--max-depth,
// 1,000,000 in a concolic run). A complete exploration finds the same
// paths as symbolic execution only when neither bound was hit (info's
// "capped" count, and tests ended for max-depth).
//
// Seeds are numbered in AddSeed order (exec.State.SeedNo), which ties every
// path, forked ones included, to the seed and so to the source it came
// from; Stats counts per source the seeds produced, run, the new paths and
// the paths that covered new code.
//
// # Strategies
//
// The pool is ordered by the branch strategy: dfs flips the deepest open
// branch of the newest path (a stack), bfs the shallowest (by the number of
// symbolic branches before it), random-path picks depth d with weight 2^-d
// as KLEE's random-path does on its process tree, nurs:covnew prefers a
// branch whose target edge no path has taken yet, sgs:N the branch whose
// length-N subpath (the last N-1 symbolic decisions of its path and the
// direction it flips to) has been flipped least often (SGS's table P,
// counting flips where the forking searcher counts selections), and the
// default (KLEE's) interleaves random-path and nurs:covnew.
//
// # With PSE and Homi (issue 48)
//
// A subscriber of the run that is a Subsumer (PSE) is asked, at each
// symbolic branch, about every direction the state does not take and no
// path took: one it finds subsumed (every suffix inputs of this prefix
// can take from there was explored by some run) or infeasible is not
// recorded, so its flip is never solved nor run (Stats.Subsumed,
// Infeasible); PSE also cuts a run whose own direction is subsumed. The
// engine's BeforeBranch goes before PSE's, so that a cut run's other
// directions are recorded first. Partial solutions run as seeds as
// always.
//
// A pruner of the phase that is a BranchPruner (Homi's, or the random
// baseline's, package prune) prunes the pool of open branches instead of
// the executor's states (the live states are the one seed running): at
// each refill, when its schedule says so, it drops the lowest-scoring
// ⌊n·r⌋ of the pool's n branches, each scored by its path condition (its
// prefix and its direction's condition, the path its flip would start);
// a dropped branch is never flipped (Stats.Pruned).
//
// # Partial solutions
//
// Sources, each selectable (a backend reports each partial model with its
// solver.ModelKind, which names the source):
//
//   - "array": the abstract models of the bitblast backend's array
//     refinement rounds (§3.3), for the engine's own queries
//     (solver.WithObserver) and for the executor's queries for a state
//     (exec.PartialModelSubscriber);
//   - "simplex": the assignments before each pivot of package solver/lia's
//     Simplex on the linear-integer part of the query, rounded (§3.2,
//     Alg. 2);
//   - "sat": the CDCL search's own assignments (§3.5). gini has no hook
//     into its loop, but a Try that runs out of time leaves its trail as
//     it was, so the bit-blaster, asked by solver.WithTrail, cuts each SAT
//     call into slices and reads the trail after every
//     --partial-sat-props propagations (100,000): a read whose index bits
//     are all assigned defines its byte, unassigned value bits read 0 (the
//     paper's completion). The slices are counted in gini's own steps (a
//     Try whose deadline has passed stops at its first clock check, after
//     20,000 propagations), not in time, so a run's partial solutions, and
//     with them its tests, are the same on a loaded machine. Only flips
//     that keep the SAT solver busy that long yield any. Every slice
//     restarts gini's search (learnt clauses are kept), so a query
//     yields at most 8 trails and then runs unsliced: sliced, an unsat
//     proof of 0.12 s had not finished in 1 s;
//   - "fp": the improving points of solver/fp's search for floating-point
//     queries (§3.4, after XSat: simulated annealing, not the paper's
//     basin hopping), which runs in front of every backend.
//
// The executor's partial models (its check queries in a seed's run, which
// the paper does not have: its concolic runs ask no query) are held back:
// refill runs one of them after each flip that yielded seeds (at most 4096
// wait; more are dropped and counted), and none is taken from the runs of
// partial solutions themselves. A parser's seeded run asks a check query
// at nearly every input-driven access; run first, their partial models
// kept giflib's flips from ever starting, and each one's run yielded new
// ones at other points without end (run/testdata/muse_checks.c).
//
// Simplex runs only with the simplex source on, and then as the first
// solver of each flip: to produce its partial solutions it has to solve
// the query anyway, and when its integer solution checks against the
// whole query (bit-vector semantics) the bit-blaster's call is saved.
// Without the source it is not used: it is incomplete for bit-vectors
// (wrap-around, ≠, non-linear constraints are left to the final check),
// so every query it does not settle costs both solvers, and the chain's
// caches already answer the cheap flips.
//
// # Screening (§3.6, --screen-seeds)
//
// Most partial solutions lead down a path already seen (they are points
// met on the way to another answer), and a seed's concolic run costs
// symbolic work all along: expressions for every value derived from an
// input, a model evaluation at every branch. With Options.Screen the
// seeds of partial solutions and random seeds are first run concretely
// (exec.AddConcreteSeed: the inputs are plain values, the state never
// forks, asks no query and records no coverage, on the interpreter's fast
// path) with the same path hashing; a seed whose path was seen is dropped
// there, and only the others run concolically, which writes their tests
// and collects their open branches. A screening run that takes a new path
// to a bug writes its test itself, at once: the concolic run may take
// long to reach the bug, or be cut before it (MaxDepth), and then adds
// only the open branches. Solutions of flips are not screened:
// they take the flipped direction, so their path is new unless a partial
// solution got there first. SourceStats.Screened and Dropped count them.
package concolic

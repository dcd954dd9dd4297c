// Package prune holds state-pruning policies that plug into exec as
// exec.Pruner (KLEE's memory cap, exec.MemoryBudget, is the third):
// Homi's learned pruning and the random baseline of the Homi paper (Cha
// and Oh, ESEC/FSE 2020), with Homi's online learning.
//
// # Schedule
//
// Both policies act every η (Params.Interval, the paper's 30 s) of a
// run's time, and only when more than Params.MinStates (500) states are
// live; they then kill ⌊|S|·r⌋ states, each of which still yields a
// test (exec's early termination, as KLEE's killed states do). Random
// draws r uniformly from Params.Ratios (0.2, 0.4, 0.6) at each pruning
// and kills states chosen uniformly (seeded, over the states sorted by
// id). Homi scores every state as feat(s)·θ and kills the lowest, ties
// broken at random (Pruning.Tied counts the victims the tie-break chose:
// homi.log's killed_tied); as in the authors' code it prunes only when
// more than Params.MinFeatures (5) features differ among the live
// states, since otherwise the scores hardly differ.
//
// # Features
//
// A feature is a core branch condition (features.go): an input byte, or
// bytes read together, equal to a constant, or a conjunction or
// disjunction of such equalities. feat_i(s) is 1 when the state's path
// condition holds feature i. Features are named by their printed form,
// which does not depend on the run (arrays are named as the program named
// its inputs), as the authors' scripts match kquery text; within a run a
// keyer memoizes each hash-consed constraint's feature id, so scoring
// costs one map lookup per constraint of each state.
//
// # Learning (Learner, the paper's Alg. 2)
//
// A Recorder (an exec subscriber) collects each run's tests into D: the
// features of the path condition and the branch edges the path took,
// tracked per state from the Decided events in copy-on-write bitmaps (the
// program's own branches only, not the modeled C library's, as gcov
// measures the program). Before each run Learner.Next:
//
//   - extracts GoodD from D by greedy set cover (the test covering most
//     uncovered branches first, lazily re-evaluated); D is then replaced
//     by GoodD, which covers the same branches, so memory stays flat;
//   - takes NewF, the core conditions of GoodD's path conditions, at most
//     Params.MaxFeatures (200), those in most good tests first;
//   - learns P_i = N(µ(W_i), σ(W_i), −1, 1) truncated, W_i being the
//     weights the good tests' prunings gave feature i (U(−1, 1) when
//     none), and P_ratio and P_time as the frequencies of r and N′ among
//     the good tests (the authors' script leaves these two empty; here
//     they are learned);
//   - chooses the run's method and N′: the first run has no features
//     and prunes nothing; the next Params.ExploreRuns runs explore (θ ~
//     U(−1,1)^n, r and N′ uniform); later runs exploit (θ_i ~ P_i, r ~
//     P_ratio, N′ ~ P_time), reverse-exploit (θ_i the farthest of 100
//     uniform samples from a draw of P_i) or explore, with equal
//     probability.
//
// θ and r are drawn again by the run's method at each pruning that kills
// states (Strategy.Prunings), as the paper's Alg. 1 samples them in every
// Prune call and the authors' code cycles through 50 pre-drawn pairs; N′
// is drawn once per run. A test's learning data is the pruning in effect
// when its path ended (the one that killed it, for a pruned state): W_i
// takes that pruning's θ_i only when feature i told the live states
// apart then (the authors' code leaves out such redundant features), and
// P_ratio its r; tests written before a run's first pruning count for
// P_time only. The restart loop itself, with its budgets and output, is
// package run's.
//
// # Concolic mode (issue 48 item 5)
//
// A concolic run (package concolic) has one live state, the seed that
// runs; what waits to be explored is the engine's pool of open branches,
// each the start of a path its flip would run. Both policies prune that
// pool instead (Homi.PruneBranches, Random.PruneBranches, which the
// engine calls before each refill): the same schedule (every η, more than
// MinStates branches waiting), features read off a branch's path
// condition (its prefix and its direction's condition), the same θ and r
// drawn at each pruning, the same learning from the tests. What differs:
// a dropped branch is never flipped, so it writes no test, where a
// killed state writes one; homi.log's killed counts the branches.
package prune

// Package pathid is a path's identity: the number that says two paths of
// one program are the same path, whichever executor, searcher, worker or
// process ran them, and whatever the solver's models. The run records it
// in every test (testgen.Test.Path), symx merge and the phases of
// --sgs-combined drop repeats by it, and the concolic engine writes a
// path's test, and collects its open branches, only the first time it
// sees the identity. It is a running hash kept on each state (hook data)
// as the state's events happen, and the run and the engine read one value.
//
// # Definition
//
// A path's identity is FNV-1a, over 64-bit words (Step, from Offset), of
// its events in the order the path met them, then of its end:
//
//   - a decision (exec.Decision: a direction taken at a conditional
//     branch or switch, concrete or symbolic, forked or not) is the words
//     uint32(ID) and Dir;
//   - a call of a defined function (exec.CallSubscriber's Called) is the
//     word CallTag|callee index;
//   - the end is the word Outcome, then, for a bug, BugTag|kind<<32|line.
//
// The exit code and an early end's reason are not part of it: they may
// depend on the model chosen for the path, not on the path.
//
// Which events count is the Scheme's:
//
//   - Forking (every run but a concolic one): all decisions, lowered ones
//     included (exec.Decision.Lowered), no calls, and of the end the
//     outcome only.
//   - Concolic (package concolic's engine): the decisions that are not
//     lowered, every call, and the end with the bug's kind and line.
//
// # Why two schemes
//
// A forking run ends every state it forks in a path of its own, and
// counts paths per identity, as multiplicities: paths that differ only in
// a fork that is not a branch (a symbolic pointer resolved to two
// objects, a check's two sides, a symbolic function pointer's targets)
// share the Forking identity and are each written. Those values are in
// output directories already written, which symx merge joins with new
// ones (the partitions of one exploration may come from two versions), so
// they must not change: Forking is the hash run/paths.go always kept.
//
// The concolic engine cannot count multiplicities: a path whose identity
// it has seen is dropped, test and open branches, so its identity must
// tell apart every path it runs as two, and give one path one identity
// however it was run:
//
//   - A call through a symbolic function pointer takes the seed's target
//     without forking; only the callee tells the targets' paths apart.
//   - A failed check (a division by zero, an access out of bounds) ends
//     the path with no decision; only the bug's kind and line tell it from
//     a later one after the same decisions.
//   - A seed's concrete screening run (exec.AddConcreteSeed) copies
//     memory at once where its concolic run interprets the C library's
//     memcpy, memmove or memset for a symbolic operand: the lowered
//     decisions are not the program's, and depend on the length the seed
//     chose, so they are left out.
//
// So one path has one identity within a run, and across runs of one
// kind; a concolic run's tests and a forking run's do not share
// identities (merging the two keeps both).
//
// # Who keeps it
//
// Each scheme keeps its running hash under a hook key of its own, so that
// a run may keep both: run keeps Forking for every run (run/paths.go), and
// in a concolic run the engine keeps Concolic too. Of is the identity of a
// finished path: Concolic's when the state was kept under it (the engine
// followed it, or Identify named it), else Forking's. The engine decides
// with Identify, before the run records Of, so the two are one value.
//
// # Not the identity: partition's prefix
//
// Package partition assigns subtrees to processes by a hash of the
// directions of a path's first d forks, made with Step from Offset too.
// That prefix is not the identity and cannot be derived from it: it is
// decided in the middle of the path (at the d-th fork, before the path
// has an end), it counts only forks (a branch with one feasible side does
// not divide the path space), and the fork directions alone determine the
// path down to the split, so branch IDs and the other decisions add
// nothing to it.
package pathid

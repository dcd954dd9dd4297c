// Package mutants measures how good a test suite is by its mutation
// score: the share of the program's small faulty variants (mutants) that
// some test tells apart from the program. Coverage says which code the
// tests ran; the score says whether they would notice that code being
// wrong.
//
// Mutants are made on the program's LLVM IR (ParseModule), with MILU's
// operators, one change per mutant:
//
//   - ROR, relational-operator replacement: an icmp predicate is replaced
//     by each other predicate of its family: the signed family eq, ne,
//     sgt, sge, slt, sle, or the unsigned eq, ne, ugt, uge, ult, ule (eq
//     and ne take the signed family on integers, the unsigned one on
//     pointers); five mutants per comparison. Floating-point comparisons
//     (fcmp) are not mutated.
//   - AOR, arithmetic-operator replacement: add, sub and mul replace each
//     other; and, or and xor replace each other; sdiv and srem, udiv and
//     urem swap (a division is never replaced by a multiplication or back,
//     so no mutant divides by zero where the program does not). nsw, nuw
//     and exact are dropped. Shifts are not replaced.
//   - CR, constant replacement: an integer constant operand of an icmp, of
//     a binary operator, of a store or of a ret becomes the constant minus
//     one and plus one, wrapped to its type (i1 constants are left alone).
//     Call arguments, getelementptr indices and switch cases are not
//     mutated.
//
// Only the user's code is mutated: functions the module defines, except
// symx's API (klee_*, symx_*, __VERIFIER_*) and functions whose debug
// information places them in symx's headers or the system's
// (/usr/include, /usr/lib); and, when the module has debug information,
// only instructions with a source location, which leaves out what the
// compiler adds (main's return-value slot) and sanitizer checks
// (!nosanitize). A C program is compiled to IR by replay.Build (EmitLLVM)
// with the flags of its native replay build; a .ll file is read; a .bc is
// disassembled with llvm-dis-14.
//
// Measure builds the original and each mutant natively with clang and the
// replay runtime (replay.Build on the IR) and compares runs of the tests
// (replay.ReplayFile). Every test of every suite runs on the original and
// on a traced build of it (Module.Traced: a call at the start of each
// basic block that holds mutants, to tracer/tracer.c, which marks the
// block in a file), which says which mutants the test reaches; each mutant
// runs only the tests that reach it, since a test that does not run the
// changed instruction cannot tell the mutant from the original. A mutant
// no test reaches is neither built nor run, and counts as valid (the
// operators make valid IR) and alive. A test is left out
// (SuiteReport.Dropped) when it cannot be read, does not fit the program
// (an input mismatch), times out on the original or takes more than half
// the time limit there (a mutant's run could time out for the machine's
// load alone), or does not end the same way on the original and its traced
// build. A mutant is killed by a suite when one of its tests ends
// differently on it: another exit status, crash class or signal, a
// replay-runtime ending, a timeout, or other bytes on stdout (stderr is
// not compared: it holds addresses and the like). A suite's remaining
// tests are not run on a mutant it has killed. A mutant that does not
// compile is invalid: neither killed nor alive. The score is killed over
// valid mutants. A program that prints its own path (argv[0]) is not
// killed by it: each binary's path in stdout reads "prog". Run as root,
// every test runs as the C library model's user in a PID namespace of its
// own (replay.RunOptions.User and IsolatePIDs), as bench/realprog's
// replays do: a mutant of kill or rm reaches nothing outside its run. Run
// as another user, the runs are that user's, and a mutant can signal or
// remove what that user can.
//
// Equivalent mutants (a change no input can observe, such as a constant
// stored into a slot that is overwritten before it is read) cannot be
// detected, so they count as alive: no suite reaches a score of one on
// most programs, and scores compare suites on the same mutants rather
// than measure an absolute.
//
// Several suites (say, one output directory per search strategy) are
// measured on the same mutants, each with a column of its own. With
// Options.MaxMutants a seeded sample of the mutants is measured, the same
// for the same seed.
package mutants

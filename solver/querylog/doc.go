// Package querylog records the queries a solver answers as SMT-LIB 2
// scripts, as KLEE's --use-query-log does: run wraps the whole query
// chain (all-queries.smt2, what the executor asked) or only the core
// (solver-queries.smt2, what the caches left to the solver) in a Logger.
//
// Each entry is a complete script that `symx solve` and z3 read: a
// "; Query N" line, the script, then "; RESULT -- TIME" with the answer
// and how long the wrapped solver took to give it. Entries are written
// whole, in the order queries finish, so a log shared by several workers
// stays readable.
package querylog

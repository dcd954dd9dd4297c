// Package z3 decides queries with the z3 executable, over SMT-LIB 2.
//
// A Solver keeps one `z3 -in -smt2` process alive and sends it each query
// as a complete script (package smtlib) after a (reset), so no state leaks
// between queries and z3 picks its tactic by the query's logic. Queries
// are serialized by a mutex; use several Solvers for parallelism.
//
// Models: after sat, one get-value asks for every byte of each symbolic
// array of at most Options.MaxModelBytes bytes, and, for larger arrays,
// for the bytes at the indices the query reads (a symbolic index is
// evaluated in the model together with the byte it selects), however far
// past the array's size: such bytes go to the assignment's sparse part
// (expr.Assignment.SetByte). Bytes the model does not mention read as
// zero.
//
// Deadlines: the time left before ctx's deadline (or Options.Timeout)
// is passed to z3 as :timeout, after which z3 answers unknown; if ctx ends
// first, or z3 does not answer shortly after the deadline, the process is
// killed and restarted on the next query.
package z3

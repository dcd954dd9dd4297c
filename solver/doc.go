// Package solver answers the questions an executor asks about path
// constraints: is a conjunction satisfiable, with which model; may or must
// a condition hold; which value or range may an expression take.
//
// Solver is the one interface; backends (solver/bitblast, solver/z3)
// implement it and decorators (the query chain: constant answers,
// independence slicing, counterexample cache, query cache) wrap it. The
// helpers MayBeTrue, MustBeTrue, Branch, Value and Range are written once
// on top of Check.
package solver

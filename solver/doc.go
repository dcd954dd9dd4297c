// Package solver answers the one question an executor asks about path
// constraints: is a conjunction satisfiable, and with which model. The
// executor builds its own questions on it (may a branch go both ways,
// which values may a pointer take: exec's executor.go).
//
// Solver is the one interface; backends (solver/bitblast, solver/z3)
// implement it and decorators wrap it: the query chain below, the
// floating-point search (solver/fp) and the query logs (solver/querylog).
// solver/factory assembles them into the one stack that `symx run`,
// `symx solve` and bench/solve all use, so a query is answered alike
// whichever command asks it. (solver/lia, the simplex over linear integer
// constraints, is no Solver: concolic execution (package concolic)
// asks it directly.)
//
// NewChain assembles the query chain in KLEE's order, outermost first:
//
//   - trivial (chain.go): drops true and duplicate constraints, splits
//     top-level conjunctions, answers false and empty queries;
//   - independence (independence.go): splits the conjunction into groups
//     connected by shared arrays, solves each below, merges the models;
//   - query cache (cache.go): answers repeated constraint sets;
//   - counterexample cache (cex.go): KLEE's cache of models and unsat
//     sets, answering by subset/superset and by evaluating stored models;
//   - the core backend.
//
// Every layer counts hits and misses (Stats); the chain reports all of
// them. Layers lock only around their tables, so the chain is safe for
// concurrent use when its core is.
package solver

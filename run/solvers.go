package run

import (
	"slices"

	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/factory"
)

// solverOptions puts the --use-query-log loggers between the layers of
// the solver stack (solver/factory, the one `symx solve` builds too):
// solver-queries.smt2 around the core, so it logs what the caches leave
// to the solver, and all-queries.smt2 around the chain, every query the
// executor asks. It also sets the bit-blaster's fallback to z3
// (--z3-fallback).
func (r *runner) solverOptions(cfg Config) factory.Options {
	logs := cfg.LogQueries
	opts := factory.Options{FallbackAfter: cfg.SolverFallback}
	if slices.Contains(logs, QueryLogSolver) {
		opts.WrapCore = func(s solver.Solver) solver.Solver { return r.queryLog(s, "solver-queries.smt2") }
	}
	if slices.Contains(logs, QueryLogAll) {
		opts.WrapTop = func(s solver.Solver) solver.Solver { return r.queryLog(s, "all-queries.smt2") }
	}
	return opts
}

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
// executor asks.
func (r *runner) solverOptions(logs []string) factory.Options {
	var opts factory.Options
	if slices.Contains(logs, QueryLogSolver) {
		opts.WrapCore = func(s solver.Solver) solver.Solver { return r.queryLog(s, "solver-queries.smt2") }
	}
	if slices.Contains(logs, QueryLogAll) {
		opts.WrapTop = func(s solver.Solver) solver.Solver { return r.queryLog(s, "all-queries.smt2") }
	}
	return opts
}

// Package factory builds the one solver every command uses: `symx run`,
// `symx solve` and bench/solve all call New, so a query gets the same
// answer (and the same caches) whichever command asks it. Before there
// was one factory, each command assembled its own stack, and `symx solve
// --solver=z3` asked z3 bare where `symx run --solver=z3` went through the
// floating-point search and the query chain.
//
// The stack, outermost first:
//
//   - Options.WrapTop, if set (run's all-queries.smt2 log: every query
//     the executor asks);
//   - the query chain (solver.NewChain: trivial answers, independence,
//     query cache, counterexample cache);
//   - Options.WrapCore, if set (run's solver-queries.smt2 log: what the
//     caches leave to the solver);
//   - the fast floating-point search (solver/fp), which answers the
//     queries with floating point it finds a model for;
//   - the backend named: "bitblast" (solver/bitblast, the default) or
//     "z3" (solver/z3, a z3 process). On a query the bit-blaster has
//     spent Options.FallbackAfter work units (solver.Work) on, it takes
//     turns with z3, under z3's deterministic resource limit, when z3 is
//     installed (fallback.go); info's solver counters say how many
//     queries were handed over and how many z3 answered.
package factory

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/fp"
	"github.com/symx/symx/solver/z3"
)

// Names lists the backends New knows; the first is the default, which
// the empty name selects too.
var Names = []string{"bitblast", "z3"}

// ErrUnknown is the error (wrapped, with the name and the known ones) of
// a backend name New does not know.
var ErrUnknown = errors.New("unknown solver")

// Options are the hooks a caller inserts between the layers. Both see
// every query of their layer; nil means no wrapper.
type Options struct {
	// WrapCore wraps the core (the floating-point search in front of the
	// backend) before the query chain is built around it.
	WrapCore func(solver.Solver) solver.Solver
	// WrapTop wraps the assembled chain.
	WrapTop func(solver.Solver) solver.Solver
	// FallbackAfter is the bit-blaster's work on a query before z3
	// takes it over (0: DefaultFallbackAfter; negative: no fallback).
	FallbackAfter int
}

// Solver is the assembled stack. It is safe for concurrent use (the
// backends are; z3 answers one query at a time).
type Solver struct {
	top  solver.Solver
	core *fp.Solver
}

var (
	_ solver.Solver = (*Solver)(nil)
	_ solver.Stats  = (*Solver)(nil)
)

// New builds the stack over the backend called name ("" is Names[0]).
// An unknown name is an error wrapping ErrUnknown; so is a backend that
// cannot start (z3 not installed: z3.ErrNotFound).
func New(name string, opts Options) (*Solver, error) {
	var backend solver.Solver
	switch name {
	case "", "bitblast":
		backend = bitblast.New(bitblast.Options{})
		if opts.FallbackAfter >= 0 {
			if z, err := z3.New(z3.Options{}); err == nil {
				after := uint64(opts.FallbackAfter)
				if after == 0 {
					after = DefaultFallbackAfter
				}
				backend = &fallback{first: backend, second: z, after: after}
			}
		}
	case "z3":
		z, err := z3.New(z3.Options{})
		if err != nil {
			return nil, err
		}
		backend = z
	default:
		return nil, fmt.Errorf("%w %q (want %s)", ErrUnknown, name, strings.Join(Names, " or "))
	}
	core := fp.New(backend, fp.Options{})
	var s solver.Solver = core
	if opts.WrapCore != nil {
		s = opts.WrapCore(s)
	}
	s = solver.NewChain(s, solver.ChainOptions{})
	if opts.WrapTop != nil {
		s = opts.WrapTop(s)
	}
	return &Solver{top: s, core: core}, nil
}

// Check answers q through the whole stack.
func (s *Solver) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	return s.top.Check(ctx, q)
}

// Stats lists the counters of every layer, outermost first (the chain's
// layers, then the floating-point search's, then the backend's).
func (s *Solver) Stats() []solver.Counter {
	if st, ok := s.top.(solver.Stats); ok {
		return st.Stats()
	}
	return nil
}

// Close releases the backend: z3's process (the bit-blaster holds
// nothing to release). The Solver stays usable; z3 restarts on the next
// query.
func (s *Solver) Close() error {
	return s.core.Close()
}

package bitblast

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/symx/symx/solver"
)

// Options configure a Solver.
type Options struct {
	// Observer, if set, receives every abstract model of the refinement
	// loop (partial=true) and every final model (partial=false). It is
	// called from the goroutine running Check, possibly from several at
	// once.
	Observer solver.Observer
	// MaxNodes bounds an instance's circuit (AND gates, including the
	// read variables); past it the next query starts a fresh instance:
	// new circuit, encodings and SAT solver. Zero means DefaultMaxNodes.
	MaxNodes int
	// MaxSolverVars bounds the variables of an instance's incremental SAT
	// solver; past it the next query starts a fresh solver over the same
	// circuit (so does a query sharing few constraints with the solver,
	// once it has more than 2000 variables). Zero means
	// DefaultMaxSolverVars, negative a fresh solver for every query.
	MaxSolverVars int
}

// DefaultMaxSolverVars balances reuse (related queries share clauses and
// learnt facts) against the cost of stale variables.
const DefaultMaxSolverVars = 20000

// DefaultMaxNodes bounds the memory of an instance's circuit and
// encoding cache (some tens of MB); stale circuits cost no solving time,
// since each SAT solver holds only recent cones.
const DefaultMaxNodes = 1 << 20

// Solver is the bit-blasting backend. It is safe for concurrent use: each
// Check borrows an idle instance (an incremental SAT solver with its
// circuit) of its query's lane (solver.WithLane) or makes one.
type Solver struct {
	opts Options
	mu   sync.Mutex
	idle map[string][]*instance // by lane

	queries, sat, unsat, unknown atomic.Int64
	timeouts, late               atomic.Int64
	rounds, lemmas, resets       atomic.Int64
	fresh                        atomic.Int64
}

// New returns a bit-blasting solver.
func New(opts Options) *Solver {
	if opts.MaxNodes <= 0 {
		opts.MaxNodes = DefaultMaxNodes
	}
	if opts.MaxSolverVars == 0 {
		opts.MaxSolverVars = DefaultMaxSolverVars
	}
	return &Solver{opts: opts}
}

func (s *Solver) get(lane string) *instance {
	s.mu.Lock()
	defer s.mu.Unlock()
	if idle := s.idle[lane]; len(idle) > 0 {
		in := idle[len(idle)-1]
		s.idle[lane] = idle[:len(idle)-1]
		return in
	}
	return newInstance(s.opts.MaxSolverVars)
}

func (s *Solver) put(lane string, in *instance) {
	s.mu.Lock()
	if s.idle == nil {
		s.idle = map[string][]*instance{}
	}
	s.idle[lane] = append(s.idle[lane], in)
	s.mu.Unlock()
}

// Check decides the conjunction q.
func (s *Solver) Check(ctx context.Context, q solver.Query) (resp solver.Response, err error) {
	s.queries.Add(1)
	for _, c := range q.Constraints {
		if c == nil || c.Width() != 1 {
			return solver.Response{}, fmt.Errorf("bitblast: constraint is not a Bool")
		}
	}
	lane := solver.LaneOf(ctx)
	in := s.get(lane)
	if in.size() > s.opts.MaxNodes {
		in = newInstance(s.opts.MaxSolverVars)
		s.resets.Add(1)
	}
	defer func() {
		if r := recover(); r != nil {
			// An internal error must not take the caller down; the
			// instance is suspect, so it is dropped.
			resp, err = solver.Response{}, fmt.Errorf("bitblast: internal error: %v", r)
			s.unknown.Add(1)
		}
	}()
	r0, l0, f0 := in.nRounds, in.nLemmas, in.nFresh
	out := in.check(ctx, q, solver.Observers(s.opts.Observer, solver.ObserverOf(ctx)))
	s.rounds.Add(in.nRounds - r0)
	s.lemmas.Add(in.nLemmas - l0)
	s.fresh.Add(in.nFresh - f0)
	switch out.res {
	case solver.Sat:
		s.sat.Add(1)
	case solver.Unsat:
		s.unsat.Add(1)
	default:
		s.unknown.Add(1)
		if errors.Is(out.err, context.DeadlineExceeded) {
			s.timeouts.Add(1)
		}
		if in.abandoned {
			s.late.Add(1)
		}
	}
	if out.res == solver.Unknown && !in.stoppedClean {
		// An interrupted gini instance is not reused (one stopped
		// cleanly at its work budget is).
		s.resets.Add(1)
	} else {
		s.put(lane, in)
	}
	return solver.Response{Result: out.res, Model: out.model}, out.err
}

// Stats reports the backend's counters: queries by answer, timeouts (the
// unknowns past a deadline; late: those whose SAT call overran it and was
// left to finish on its own), refinement rounds (SAT calls), array lemmas,
// and fresh instances.
func (s *Solver) Stats() []solver.Counter {
	return []solver.Counter{
		{Name: "bitblast.sat", Hits: s.sat.Load(), Count: true},
		{Name: "bitblast.unsat", Hits: s.unsat.Load(), Count: true},
		{Name: "bitblast.unknown", Hits: s.unknown.Load(), Count: true},
		{Name: "bitblast.timeouts", Hits: s.timeouts.Load(), Count: true},
		{Name: "bitblast.late", Hits: s.late.Load(), Count: true},
		{Name: "bitblast.rounds", Hits: s.rounds.Load(), Count: true},
		{Name: "bitblast.lemmas", Hits: s.lemmas.Load(), Count: true},
		{Name: "bitblast.resets", Hits: s.resets.Load(), Count: true},
		{Name: "bitblast.fresh-sat", Hits: s.fresh.Load(), Count: true},
	}
}

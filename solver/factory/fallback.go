package factory

import (
	"context"
	"sync/atomic"

	"github.com/symx/symx/solver"
)

// DefaultFallbackAfter is the work (solver.Work units, a few ms each)
// the bit-blaster spends on a query before z3 gets a turn: about half a
// second, past which most queries the bit-blaster answers are answered
// already (KLEE's 297 queries need at most about 105 units each; with
// 100 the one that needed 105 took 473 units in turns), and the rest are
// often word-level reasoning (products, quotients) that z3 does better
// than a circuit.
const DefaultFallbackAfter = 200

// fallback alternates first and second on a query that first does not
// answer within after units of work: second gets after units, then first
// four times as many from scratch, then second, and so on, each turn
// four times the last pair's, until one answers or the query's budget is
// spent. The turns run one after the other, never at once, so the
// answer, and which solver gave it, depend on the query and its budget
// only, not on which would finish first on a loaded machine; growing
// turns keep the work a query spends within a small factor of what the
// faster solver needs (handing a query to z3 for good instead made one
// of KLEE's 297 queries, which needed 105 units of bit-blasting, take
// 500 more).
type fallback struct {
	first, second solver.Solver
	after         uint64
	// handed: queries first did not answer in its first turn;
	// answered: those second decided.
	handed, answered atomic.Int64
}

func (f *fallback) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	w := solver.WorkOf(ctx)
	if w == nil {
		w = &solver.Work{}
		ctx = solver.WithWork(ctx, w)
	}
	limit := w.Limit
	defer func() { w.Limit = limit }()
	turn := f.after
	for i := 0; ; i++ {
		s := f.first
		if i%2 == 1 {
			s = f.second
		}
		last := limit > 0 && limit-w.Used <= turn
		if !last {
			w.Limit = w.Used + turn
		} else {
			w.Limit = limit
		}
		r, err := s.Check(ctx, q)
		if i == 0 && solver.IsWorkLimit(err) && !last {
			f.handed.Add(1)
		}
		if !solver.IsWorkLimit(err) || last {
			if s == f.second && err == nil && r.Result != solver.Unknown {
				f.answered.Add(1)
			}
			return r, err
		}
		if i%2 == 1 {
			turn *= 4
		}
	}
}

// Stats lists the hand-overs, then both solvers' counters.
func (f *fallback) Stats() []solver.Counter {
	out := []solver.Counter{
		{Name: "fallback.handed", Hits: f.handed.Load(), Count: true},
		{Name: "fallback.answered", Hits: f.answered.Load(), Count: true},
	}
	for _, s := range []solver.Solver{f.first, f.second} {
		if st, ok := s.(solver.Stats); ok {
			out = append(out, st.Stats()...)
		}
	}
	return out
}

// Close closes second (z3's process).
func (f *fallback) Close() error {
	if c, ok := f.second.(interface{ Close() error }); ok {
		return c.Close()
	}
	return nil
}

package factory

import (
	"context"
	"sync/atomic"

	"github.com/symx/symx/solver"
)

// DefaultFallbackAfter is the work (solver.Work units, about 3 ms each)
// the bit-blaster spends on a query before z3 takes it over: some
// tenth of a second, past which most queries the bit-blaster answers
// are answered already, and the rest are often word-level reasoning
// (products, quotients) that z3 does better than a circuit.
const DefaultFallbackAfter = 100

// fallback asks first, and once first has spent after units of a
// query's work on it without an answer, second with what is left of the
// query's budget. The two run one after the other, never at once: the
// answer, and which solver gave it, then depend on the query and its
// budget only, not on which finished first on a loaded machine.
type fallback struct {
	first, second solver.Solver
	after         uint64
	// handed: queries first gave up at after units; answered: those
	// second decided.
	handed, answered atomic.Int64
}

func (f *fallback) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	w := solver.WorkOf(ctx)
	if w == nil {
		w = &solver.Work{}
		ctx = solver.WithWork(ctx, w)
	}
	if w.Limit > 0 && w.Left() <= f.after {
		return f.first.Check(ctx, q) // too small a budget to share
	}
	limit := w.Limit
	w.Limit = w.Used + f.after
	r, err := f.first.Check(ctx, q)
	w.Limit = limit
	if !solver.IsWorkLimit(err) || w.Spent() {
		return r, err
	}
	f.handed.Add(1)
	r, err = f.second.Check(ctx, q)
	if err == nil && r.Result != solver.Unknown {
		f.answered.Add(1)
	}
	return r, err
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

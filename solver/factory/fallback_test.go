package factory

import (
	"context"
	"slices"
	"testing"

	"github.com/symx/symx/solver"
)

// spender spends units of its query's work, then answers result, or
// ErrWorkLimit when the budget ran out first; it records the limits it
// was given.
type spender struct {
	units  uint64
	result solver.Result
	limits []uint64
}

func (s *spender) Check(ctx context.Context, _ solver.Query) (solver.Response, error) {
	w := solver.WorkOf(ctx)
	s.limits = append(s.limits, w.Limit)
	if w.Limit > 0 && w.Used+s.units >= w.Limit {
		w.Used = w.Limit
		return solver.Response{}, solver.ErrWorkLimit
	}
	w.Used += s.units
	return solver.Response{Result: s.result}, nil
}

// TestFallback: the first solver has after units; past them the two
// take turns of growing work until one answers or the budget is spent,
// and the hand-overs are counted.
func TestFallback(t *testing.T) {
	for _, tc := range []struct {
		name          string
		first, second uint64 // the units each needs
		limit         uint64
		want          solver.Result
		firstLimits   []uint64 // the limits each turn had
		secondLimits  []uint64
		handed, ans   int64
	}{
		{"first answers", 5, 5, 1000, solver.Sat, []uint64{100}, nil, 0, 0},
		{"second answers", 500, 5, 1000, solver.Unsat, []uint64{100}, []uint64{200}, 1, 1},
		{"first answers later", 150, 5000, 10000, solver.Sat, []uint64{100, 600}, []uint64{200}, 1, 0},
		{"second answers later", 5000, 150, 10000, solver.Unsat, []uint64{100, 600}, []uint64{200, 1000}, 1, 1},
		{"neither", 5000, 5000, 1000, solver.Unknown, []uint64{100, 600}, []uint64{200, 1000}, 1, 0},
		{"no budget", 5000, 350, 0, solver.Unsat, []uint64{100, 600}, []uint64{200, 1000}, 1, 1},
		{"small budget", 500, 5, 80, solver.Unknown, []uint64{80}, nil, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := &spender{units: tc.first, result: solver.Sat}
			b := &spender{units: tc.second, result: solver.Unsat}
			f := &fallback{first: a, second: b, after: 100}
			w := &solver.Work{Limit: tc.limit}
			r, err := f.Check(solver.WithWork(context.Background(), w), solver.Query{})
			if r.Result != tc.want || (tc.want == solver.Unknown) != solver.IsWorkLimit(err) {
				t.Errorf("%v, %v; want %v", r.Result, err, tc.want)
			}
			if w.Limit != tc.limit {
				t.Errorf("the budget is %d after the query, want %d", w.Limit, tc.limit)
			}
			if !slices.Equal(a.limits, tc.firstLimits) || !slices.Equal(b.limits, tc.secondLimits) {
				t.Errorf("limits %v and %v; want %v and %v", a.limits, b.limits, tc.firstLimits, tc.secondLimits)
			}
			if f.handed.Load() != tc.handed || f.answered.Load() != tc.ans {
				t.Errorf("handed %d, answered %d; want %d, %d", f.handed.Load(), f.answered.Load(), tc.handed, tc.ans)
			}
		})
	}
}

package solver

import (
	"context"
	"errors"
)

// Work is a query's budget and count of solver work, in work units.
//
// A unit is a deterministic step of a backend: the bit-blaster spends
// one per 20,000 propagations of its SAT solver (gini's clock tick), per
// 16,384 gates it encodes and per 32,768 clause literals it hands the
// SAT solver; z3 spends one per WorkRlimit steps of its resource count
// (rlimit). On the machine the project is measured on (2 cores, quiet),
// a unit is about 2 ms of a query's time with either backend, 4–5 ms
// under load (docs/BENCHMARKS.md, S4).
//
// Budgets counted in time made results depend on the machine's load: a
// query a quiet machine answers within its second was a solver error on
// a busy one, and the same command found different bugs. A budget in
// units ends a query at the same step of its search however loaded the
// machine is, so one seed and one set of flags give one set of tests.
//
// A Work belongs to one query, used by the goroutine deciding it.
type Work struct {
	// Limit is the budget; 0 is none. A backend that has spent Limit
	// units stops with ErrWorkLimit.
	Limit uint64
	// Used counts the units the query spent, in every layer that
	// decided part of it.
	Used uint64
}

// ErrWorkLimit is the error of a query that spent its work budget.
// It wraps context.DeadlineExceeded, so that code treating a query's
// deadline and its budget alike (the caches, the executor's timeouts)
// needs no second case.
var ErrWorkLimit = workLimitError{}

type workLimitError struct{}

func (workLimitError) Error() string { return "solver: work limit reached" }

func (workLimitError) Is(target error) bool { return target == context.DeadlineExceeded }

// Spend counts n units and reports whether the budget is spent. A nil
// Work has no budget.
func (w *Work) Spend(n uint64) (spent bool) {
	if w == nil {
		return false
	}
	w.Used += n
	return w.Limit > 0 && w.Used >= w.Limit
}

// Left is the units the budget has left (0 with no budget: unbounded;
// callers test Limit first).
func (w *Work) Left() uint64 {
	if w == nil || w.Used >= w.Limit {
		return 0
	}
	return w.Limit - w.Used
}

// Spent reports whether the budget is spent.
func (w *Work) Spent() bool { return w != nil && w.Limit > 0 && w.Used >= w.Limit }

type workKey struct{}

// WithWork returns ctx carrying w: the backends deciding a query under
// it count their steps into w.Used and stop once w.Limit is spent.
func WithWork(ctx context.Context, w *Work) context.Context {
	return context.WithValue(ctx, workKey{}, w)
}

// WorkOf returns the Work ctx carries, or nil.
func WorkOf(ctx context.Context) *Work {
	w, _ := ctx.Value(workKey{}).(*Work)
	return w
}

// IsWorkLimit reports whether err is a query's spent work budget.
func IsWorkLimit(err error) bool { return errors.Is(err, ErrWorkLimit) }

// WorkRlimit is how many steps of z3's resource count (its rlimit) make
// a work unit: about as long as a unit of the bit-blaster's on the
// queries measured (docs/BENCHMARKS.md, solver table).
const WorkRlimit = 4000

package solver

import (
	"context"
	"errors"

	"github.com/symx/symx/expr"
)

// Result is a solver's verdict on a conjunction.
type Result int8

const (
	Unknown Result = iota // timeout, cancellation, or a backend that gave up
	Sat
	Unsat
)

func (r Result) String() string {
	switch r {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

// Query is a conjunction of Bool constraints.
type Query struct {
	Constraints []expr.Expr
}

// Response answers a Query. Model is set when Result is Sat: it assigns
// every symbolic array the constraints read, including bytes far past an
// array's size, which live in the assignment's sparse part (bytes the
// model does not mention read as zero; read them with Byte or Fill).
type Response struct {
	Result Result
	Model  *expr.Assignment
}

// Solver decides queries. Implementations honour ctx's deadline by
// answering Unknown (with ctx.Err() as the error).
type Solver interface {
	Check(ctx context.Context, q Query) (Response, error)
}

// ModelKind says where an observed model comes from.
type ModelKind uint8

const (
	// Final is the backend's answer.
	Final ModelKind = iota
	// Refinement is an abstract model of an array abstraction-refinement
	// round, rejected by the array axioms (MuSE §3.3).
	Refinement
	// Trail is the SAT solver's assignment when one of its time slices
	// ended, read off its trail (MuSE §3.5): a byte is present when the
	// index bits of a read of it are all assigned; its unassigned value
	// bits read 0.
	Trail
	// Search is an improving point of a floating-point search (MuSE §3.4).
	Search
)

// Partial reports whether k is an intermediate model rather than an answer.
func (k ModelKind) Partial() bool { return k != Final }

// Observer receives models as a backend finds them: every intermediate
// model (partial kinds) and the final one. MuSE turns partial models into
// extra test inputs.
type Observer interface {
	Model(m *expr.Assignment, kind ModelKind)
}

type observerKey struct{}

// WithObserver returns ctx carrying o: a backend deciding a query under
// the returned context reports its models to o too (besides any observer
// it was configured with). The executor uses it to tell each query's
// partial models apart by state.
func WithObserver(ctx context.Context, o Observer) context.Context {
	return context.WithValue(ctx, observerKey{}, o)
}

// ObserverOf returns the observer ctx carries, or nil.
func ObserverOf(ctx context.Context) Observer {
	o, _ := ctx.Value(observerKey{}).(Observer)
	return o
}

type trailKey struct{}

// WithTrail returns ctx asking a backend that searches in slices (the
// bit-blaster) to cut its SAT calls into slices of about every
// propagations and report the trail after each slice that ends undecided
// to ctx's observer, as a Trail model. The slices are counted in the SAT
// solver's own steps, not in time, so the same query yields the same
// trails on a loaded machine. Shorter slices give more partial models and
// restart the SAT search more often.
func WithTrail(ctx context.Context, every uint64) context.Context {
	return context.WithValue(ctx, trailKey{}, every)
}

// TrailOf returns the slice WithTrail asked for, or 0.
func TrailOf(ctx context.Context) uint64 {
	n, _ := ctx.Value(trailKey{}).(uint64)
	return n
}

type laneKey struct{}

// WithLane returns ctx asking a backend that keeps state between queries
// (the bit-blaster's incremental SAT solvers) to keep the queries of lane
// apart from those of other lanes. A client whose queries have little in
// common with the executor's path queries (PSE's subsumption checks, with
// their large summaries) would otherwise leave its clauses in the solver
// that the next path query reuses, and every one of them costs that query
// time.
func WithLane(ctx context.Context, lane string) context.Context {
	return context.WithValue(ctx, laneKey{}, lane)
}

// LaneOf returns the lane WithLane set, or "".
func LaneOf(ctx context.Context) string {
	l, _ := ctx.Value(laneKey{}).(string)
	return l
}

// Observers combines observers (nil ones dropped) into one, or nil.
func Observers(os ...Observer) Observer {
	var all multiObserver
	for _, o := range os {
		if o != nil {
			all = append(all, o)
		}
	}
	switch len(all) {
	case 0:
		return nil
	case 1:
		return all[0]
	}
	return all
}

type multiObserver []Observer

func (m multiObserver) Model(a *expr.Assignment, kind ModelKind) {
	for _, o := range m {
		o.Model(a, kind)
	}
}

// ErrUnknown is the error of a query the solver could not decide.
var ErrUnknown = errors.New("solver: unknown")

// Counter is one statistic of a solver layer: for caches, queries answered
// (Hits) and passed on (Misses); for backends, plain counts in Hits
// (Count set).
type Counter struct {
	Name         string
	Hits, Misses int64
	Count        bool
}

// Stats is implemented by solvers that keep counters.
type Stats interface {
	Stats() []Counter
}

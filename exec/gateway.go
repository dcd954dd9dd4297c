package exec

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/symx/symx/solver"
)

// Gateway is the one way to the solver during a run: the executor's own
// queries and every technique's (PSE's subsumption checks, concolic
// flips) go through it, so all of them follow the same policy, written
// once here:
//
//   - cancellation: a query is made under the run's context (Run's, or
//     the halt's dump), so an interrupt or --max-time ends it at once
//     instead of after the solver gives up;
//   - MaxSolverWork and MaxSolverTime bound every query (its solver
//     work, solver.Work, and its wall-clock time); a technique may ask
//     for tighter limits (QueryOptions.Work, Timeout), never looser ones;
//   - the memory watch (memwatch.go) abandons a query during which the
//     process goes over MaxMemory: a technique's query can take as much
//     memory as a path's, and the pruners cannot run while it does;
//   - accounting: the executor's own queries in Stats.Queries,
//     QueryTime, QueryWork and SolverTimeouts (and its SolverObservers and
//     PartialModelSubscribers), a technique's in Stats.Lanes under its
//     lane, so that the run's info tells who spent the solver's time.
//
// Before, each technique called the solver chain itself on a context of
// its own, so its queries escaped --max-memory's watch and the run's
// cancellation, and no count showed them (issue 47).
//
// A gateway belongs to one executor and is used on its goroutine only
// (the subscribers' callbacks), as the executor's own queries are; a
// query made from inside another's callbacks (an observer) is not
// supported.
type Gateway struct {
	x      *Executor     // nil: a standalone gateway (NewGateway)
	solver solver.Solver // a standalone gateway's solver
	own    Stats         // a standalone gateway's counters
}

// QueryOptions are what a technique's query sets apart from the
// executor's own; the zero value is a plain query of the executor's.
type QueryOptions struct {
	// Lane names the technique ("pse", "concolic"): its queries are
	// counted in Stats.Lanes[Lane] and left out of the executor's own
	// counters, whose work also paces the executor's time slices
	// (sliceSolverWork), and SolverObservers and PartialModelSubscribers
	// do not see them (they are not the state's path queries: nurs:qc
	// would weigh the state by a technique's cost). "" is the
	// executor's own lane.
	Lane string
	// Isolate keeps the lane's queries apart inside the solver too
	// (solver.WithLane): a backend's incremental state stays the path
	// queries' (PSE's checks, with their large summaries, would
	// otherwise slow the next path query).
	Isolate bool
	// Timeout bounds the query when tighter than MaxSolverTime (0:
	// MaxSolverTime alone), Work when tighter than MaxSolverWork: PSE's
	// --pse-check-timeout. A query that runs out of either is counted
	// as the lane's timeout and fails with ErrQueryTimeout.
	Timeout time.Duration
	Work    uint64
	// Observer receives the models the backend meets while deciding
	// (solver.WithObserver): concolic execution's partial solutions.
	// Trail, when not 0, asks a backend that searches in slices for its
	// SAT trail every Trail propagations, as Trail models to Observer
	// (solver.WithTrail).
	Observer solver.Observer
	Trail    uint64
	// UnknownIsError makes an undecided answer an error
	// (solver.ErrUnknown), as the executor's own queries have it: a
	// path cannot go on without an answer. A technique that treats
	// Unknown as "no" (a subsumption check fails, a flip is given up)
	// leaves it false and reads Response.Result.
	UnknownIsError bool
}

// LaneStats count one technique's queries (Stats.Lanes).
type LaneStats struct {
	Queries uint64
	Time    time.Duration
	Work    uint64 // solver work units (solver.Work)
	// Timeouts counts the queries abandoned at their limit
	// (QueryOptions.Timeout or MaxSolverTime) or by the memory watch; a
	// query the run's cancellation ended is not one.
	Timeouts uint64
}

// GatewayUser is implemented by subscribers (Config.Subscribers) that
// query the solver: New hands each its executor's gateway, so a
// technique needs no wiring of its own and, under Workers, every
// worker's instance queries through its own executor (its memory watch,
// its counters). A value subscribed to several executors keeps the last
// one's: give each worker its own.
type GatewayUser interface {
	UseGateway(g *Gateway)
}

// ErrQueryTimeout marks a query abandoned at its work or time limit
// (MaxSolverWork, MaxSolverTime, or a technique's tighter
// QueryOptions.Work or Timeout).
var ErrQueryTimeout = errors.New("query timed out")

// Gateway returns the executor's gateway to the solver.
func (x *Executor) Gateway() *Gateway { return &x.gw }

// NewGateway returns a gateway outside any executor, for a technique
// used on its own (unit tests, an engine not bound to a run): queries
// follow their QueryOptions and are counted (Stats), with no run to
// cancel them, no MaxSolverTime and no memory watch. Not safe for
// concurrent use.
func NewGateway(s solver.Solver) *Gateway { return &Gateway{solver: s} }

// Check asks the solver whether q is satisfiable, for state s (nil when
// the query is not a state's), under the run's context and the gateway's
// policy. Errors: the run's cancellation (its context's error),
// ErrQueryTimeout, ErrQueryMemory, a backend's error, and with
// UnknownIsError solver.ErrUnknown.
func (g *Gateway) Check(s *State, q solver.Query, o QueryOptions) (solver.Response, error) {
	return g.check(g.parent(), s, q, &o)
}

// Stats returns the counters of the gateway's queries: for an
// executor's gateway its Stats (as published), for a standalone one its
// own.
func (g *Gateway) Stats() Stats {
	if g.x != nil {
		return g.x.Stats()
	}
	st := g.own
	st.Lanes = maps.Clone(g.own.Lanes)
	return st
}

// parent is the context of a technique's query: the halt's dump while
// the states are dumped (bounded by HaltGrace), else Run's (nil outside
// Run).
func (g *Gateway) parent() context.Context {
	if x := g.x; x != nil {
		if x.dumpCtx != nil {
			return x.dumpCtx
		}
		if x.queryCtx != nil {
			return x.queryCtx
		}
	}
	return context.Background()
}

func (g *Gateway) stats() *Stats {
	if g.x != nil {
		return &g.x.stats
	}
	return &g.own
}

// workLimit is a query's work budget: the tighter of MaxSolverWork and
// o.Work that is set (0: none).
func (g *Gateway) workLimit(o *QueryOptions) uint64 {
	var lim uint64
	if g.x != nil {
		lim = g.x.cfg.MaxSolverWork
	}
	if o.Work > 0 && (lim == 0 || o.Work < lim) {
		lim = o.Work
	}
	return lim
}

// limit is a query's time limit: the tighter of MaxSolverTime and
// o.Timeout that is set (0: none).
func (g *Gateway) limit(o *QueryOptions) time.Duration {
	var lim time.Duration
	if g.x != nil {
		lim = g.x.cfg.MaxSolverTime
	}
	if o.Timeout > 0 && (lim <= 0 || o.Timeout < lim) {
		lim = o.Timeout
	}
	return lim
}

// check is the policy, under parent: Check's, and the executor's own
// queries' (check, checkCtx) with their parent contexts.
func (g *Gateway) check(parent context.Context, s *State, q solver.Query, o *QueryOptions) (solver.Response, error) {
	x := g.x
	ctx := parent
	lim := g.limit(o)
	if lim > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lim)
		defer cancel()
	}
	if x != nil && x.cfg.MaxMemory > 0 {
		// The memory watch (memwatch.go) abandons the query when the
		// process goes over the cap while it runs.
		ctx = x.memWatch.begin(ctx)
		defer x.memWatch.end()
	}
	own := o.Lane == ""
	obs := o.Observer
	if own && x != nil && len(x.subs.partial) > 0 {
		var relay solver.Observer = partialRelay{x.subs.partial, s, q}
		if obs != nil {
			relay = solver.Observers(relay, obs)
		}
		obs = relay
	}
	if obs != nil {
		ctx = solver.WithObserver(ctx, obs)
	}
	if o.Trail > 0 {
		ctx = solver.WithTrail(ctx, o.Trail)
	}
	if o.Isolate && !own {
		ctx = solver.WithLane(ctx, o.Lane)
	}
	work := &solver.Work{Limit: g.workLimit(o)}
	ctx = solver.WithWork(ctx, work)
	sv := g.solver
	if x != nil {
		sv = x.cfg.Solver
	}
	start := time.Now()
	r, err := sv.Check(ctx, q)
	d := time.Since(start)
	timedOut := false
	if (lim > 0 || work.Limit > 0) && errors.Is(err, context.DeadlineExceeded) && !expired(parent) {
		timedOut = true
		err = fmt.Errorf("%w: %w", ErrQueryTimeout, err)
	}
	if err != nil && errors.Is(context.Cause(ctx), ErrQueryMemory) && !expired(parent) {
		timedOut = true
		err = ErrQueryMemory
	}
	st := g.stats()
	if own {
		st.Queries++
		st.QueryTime += d
		st.QueryWork += work.Used
		if timedOut {
			st.SolverTimeouts++
		}
		if x != nil {
			for _, ob := range x.subs.query {
				ob.Query(s, q, r, err, d)
			}
		}
	} else {
		if st.Lanes == nil {
			st.Lanes = map[string]LaneStats{}
		}
		l := st.Lanes[o.Lane]
		l.Queries++
		l.Time += d
		l.Work += work.Used
		if timedOut {
			l.Timeouts++
		}
		st.Lanes[o.Lane] = l
	}
	if o.UnknownIsError && err == nil && r.Result == solver.Unknown {
		err = solver.ErrUnknown
	}
	return r, err
}

// ownQuery is the options of the executor's own queries.
var ownQuery = QueryOptions{UnknownIsError: true}

// addLanes is the lanes of two explorations' counters together (AddStats).
func addLanes(a, b map[string]LaneStats) map[string]LaneStats {
	if len(a) == 0 && len(b) == 0 {
		return nil
	}
	m := make(map[string]LaneStats, len(a)+len(b))
	for _, lanes := range []map[string]LaneStats{a, b} {
		for k, l := range lanes {
			s := m[k]
			s.Queries += l.Queries
			s.Time += l.Time
			s.Work += l.Work
			s.Timeouts += l.Timeouts
			m[k] = s
		}
	}
	return m
}

// QueryCounts describes who asked the solver, for the run's info:
// "N (executor E; pse M in T, K timed out; ...)", N counting every
// query, the techniques' lanes by name. It is "" when no technique
// queried, so that a run without one reports as it did before lanes.
func (s Stats) QueryCounts() string {
	if len(s.Lanes) == 0 {
		return ""
	}
	total := s.Queries
	var b strings.Builder
	for _, name := range slices.Sorted(maps.Keys(s.Lanes)) {
		l := s.Lanes[name]
		total += l.Queries
		fmt.Fprintf(&b, "; %s %d in %s, %d timed out", name, l.Queries, l.Time.Round(time.Microsecond), l.Timeouts)
	}
	return fmt.Sprintf("%d (executor %d%s)", total, s.Queries, b.String())
}

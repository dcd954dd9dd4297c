package solver

import (
	"context"
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/symx/symx/expr"
)

// ChainOptions select and size the layers of NewChain.
type ChainOptions struct {
	NoIndependence bool
	NoQueryCache   bool
	NoCexCache     bool
	// QueryCacheSize bounds the query cache (entries); 0 means 1<<16.
	QueryCacheSize int
	// CexCacheSize bounds the counterexample cache (stored sets); 0
	// means 1<<14.
	CexCacheSize int
	// CexRecent is how many of the most recent models the counterexample
	// cache also tries on every query; 0 means 8, negative none.
	CexRecent int
}

// Chain is the query chain: decorators in KLEE's order, outermost first —
// constant answers, independence slicing, query cache, counterexample
// cache — then the core solver. It is safe for concurrent use if the core
// is.
type Chain struct {
	head   Solver
	layers []Stats
}

// NewChain wraps core in the query chain.
func NewChain(core Solver, opts ChainOptions) Solver {
	c := &Chain{}
	s := core
	if !opts.NoCexCache {
		cx := newCexCache(s, opts)
		c.layers = append(c.layers, cx)
		s = cx
	}
	if !opts.NoQueryCache {
		qc := newQueryCache(s, opts.QueryCacheSize)
		c.layers = append(c.layers, qc)
		s = qc
	}
	if !opts.NoIndependence {
		ind := &independence{next: s}
		c.layers = append(c.layers, ind)
		s = ind
	}
	tr := &trivial{next: s}
	c.layers = append(c.layers, tr)
	c.head = tr
	// Report outermost first, the order queries flow.
	for i, j := 0, len(c.layers)-1; i < j; i, j = i+1, j-1 {
		c.layers[i], c.layers[j] = c.layers[j], c.layers[i]
	}
	if st, ok := core.(Stats); ok {
		c.layers = append(c.layers, st)
	}
	return c
}

// Check passes q down the chain.
func (c *Chain) Check(ctx context.Context, q Query) (Response, error) {
	return c.head.Check(ctx, q)
}

// Stats lists the counters of every layer, outermost first, then the
// core's.
func (c *Chain) Stats() []Counter {
	var out []Counter
	for _, l := range c.layers {
		out = append(out, l.Stats()...)
	}
	return out
}

// counter is a concurrent hit/miss pair.
type counter struct {
	hits, misses atomic.Int64
}

func (c *counter) get(name string) Counter {
	return Counter{Name: name, Hits: c.hits.Load(), Misses: c.misses.Load()}
}

// trivial answers queries decided by their constants: it drops true and
// duplicate constraints, splits top-level conjunctions (so independence
// and the caches see the conjuncts), answers unsat on a false one and sat
// when nothing is left.
type trivial struct {
	next Solver
	counter
}

func (t *trivial) Stats() []Counter { return []Counter{t.get("trivial")} }

func (t *trivial) Check(ctx context.Context, q Query) (Response, error) {
	var out []expr.Expr
	seen := make(map[expr.Expr]bool, len(q.Constraints))
	var add func(e expr.Expr) bool
	add = func(e expr.Expr) bool {
		switch {
		case e.IsTrue() || seen[e]:
			return true
		case e.IsFalse():
			return false
		case e.Kind() == expr.KindAnd:
			return add(e.Kid(0)) && add(e.Kid(1))
		}
		seen[e] = true
		out = append(out, e)
		return true
	}
	for i, c := range q.Constraints {
		if c == nil || c.Width() != expr.Bool {
			return Response{}, fmt.Errorf("solver: constraint %d is not a Bool", i)
		}
		if !add(c) {
			t.hits.Add(1)
			return Response{Result: Unsat}, nil
		}
	}
	if len(out) == 0 {
		t.hits.Add(1)
		return Response{Result: Sat, Model: expr.NewAssignment()}, nil
	}
	t.misses.Add(1)
	return t.next.Check(ctx, Query{Constraints: out})
}

// key is a query's canonical identity: its constraints, sorted by
// expr.Compare and deduplicated (constraints are hash-consed, so pointer
// equality is structural equality). A key holds its constraints, so they
// stay alive, and keep their identity, while the cache remembers them;
// the order is structural, so lookups visit entries in the same order in
// every run.
type key []expr.Expr

func keyOf(cs []expr.Expr) key {
	k := slices.Clone(cs)
	slices.SortFunc(k, expr.Compare)
	return slices.Compact(k)
}

func (k key) hash() uint64 {
	h := uint64(14695981039346656037)
	for _, e := range k {
		h ^= e.Hash()
		h *= 1099511628211
	}
	return h
}

func (k key) equal(o key) bool { return slices.Equal(k, o) }

// contains reports whether the sorted set k includes the sorted set sub.
func (k key) contains(sub key) bool {
	i := 0
	for _, e := range sub {
		for i < len(k) && expr.Compare(k[i], e) < 0 {
			i++
		}
		if i == len(k) || k[i] != e {
			return false
		}
		i++
	}
	return true
}

// cloneResponse copies a cached response, so callers may modify models.
func cloneResponse(r Response) Response {
	if r.Model != nil {
		r.Model = r.Model.Clone()
	}
	return r
}

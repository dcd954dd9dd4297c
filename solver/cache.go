package solver

import (
	"context"
	"errors"
	"sync"
	"time"
)

// queryCache remembers the answers to queries it has seen, keyed by the
// set of their constraints. Unknown answers are not kept. A query that
// ran out of time is remembered with the time it had: asked again with
// not clearly more (less than a quarter more), it fails at once as it
// would after waiting (the same query times out again: a restarted
// search, as Homi's runs are, met the same hard query at the start of
// every run and waited out --max-solver-time each time). So is a query
// that spent its work budget (Work), with the units it had: asked again
// with less than a quarter more, it fails at once with ErrWorkLimit.
type queryCache struct {
	next     Solver
	max      int
	mu       sync.Mutex
	m        map[uint64][]cached
	n        int
	timedOut map[uint64][]timedOut
	counter
}

type timedOut struct {
	k      key
	budget time.Duration // the time the query had (0: it spent its work)
	work   uint64        // the work it had (0: it ran out of time)
}

type cached struct {
	k    key
	resp Response
}

func newQueryCache(next Solver, max int) *queryCache {
	if max <= 0 {
		max = 1 << 16
	}
	return &queryCache{next: next, max: max, m: map[uint64][]cached{}}
}

func (c *queryCache) Stats() []Counter { return []Counter{c.get("query-cache")} }

func (c *queryCache) Check(ctx context.Context, q Query) (Response, error) {
	k := keyOf(q.Constraints)
	h := k.hash()
	c.mu.Lock()
	for _, e := range c.m[h] {
		if e.k.equal(k) {
			c.mu.Unlock()
			c.hits.Add(1)
			return cloneResponse(e.resp), nil
		}
	}
	deadline, hasDeadline := ctx.Deadline()
	left := time.Until(deadline) // meaningful only with a deadline
	var work uint64              // the work budget left; 0: none
	if w := WorkOf(ctx); w != nil && w.Limit > 0 {
		work = w.Left()
	}
	for _, e := range c.timedOut[h] {
		if !e.k.equal(k) {
			continue
		}
		// Only clearly more time is worth a second try: budgets that
		// differ by the scheduling delay count as the same. So for
		// work, to keep one rule.
		if e.work > 0 && work > 0 && work < e.work+e.work/4 {
			c.mu.Unlock()
			c.hits.Add(1)
			return Response{}, ErrWorkLimit
		}
		if e.budget > 0 && hasDeadline && left < e.budget+e.budget/4 {
			c.mu.Unlock()
			c.hits.Add(1)
			return Response{}, context.DeadlineExceeded
		}
	}
	c.mu.Unlock()
	c.misses.Add(1)
	r, err := c.next.Check(ctx, q)
	var to *timedOut
	switch {
	case IsWorkLimit(err) && work > 0:
		to = &timedOut{k: k, work: work}
	case hasDeadline && errors.Is(err, context.DeadlineExceeded):
		to = &timedOut{k: k, budget: left}
	}
	if to != nil {
		c.mu.Lock()
		if c.timedOut == nil || len(c.timedOut) >= c.max {
			c.timedOut = map[uint64][]timedOut{}
		}
		c.timedOut[h] = append(c.timedOut[h], *to)
		c.mu.Unlock()
	}
	if err != nil || r.Result == Unknown {
		return r, err
	}
	c.mu.Lock()
	if c.n >= c.max {
		// Full: start over. Queries repeat locally along paths, so an
		// old cache is worth little.
		c.m = map[uint64][]cached{}
		c.n = 0
	}
	c.m[h] = append(c.m[h], cached{k, cloneResponse(r)})
	c.n++
	c.mu.Unlock()
	return r, nil
}

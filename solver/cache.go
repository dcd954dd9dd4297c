package solver

import (
	"context"
	"sync"
)

// queryCache remembers the answers to queries it has seen, keyed by the
// set of their constraints. Unknown answers are not kept.
type queryCache struct {
	next Solver
	max  int
	mu   sync.Mutex
	m    map[uint64][]cached
	n    int
	counter
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
	c.mu.Unlock()
	c.misses.Add(1)
	r, err := c.next.Check(ctx, q)
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

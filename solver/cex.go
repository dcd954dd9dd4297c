package solver

import (
	"context"
	"slices"
	"sync"

	"github.com/symx/symx/expr"
)

// cexCache is KLEE's counterexample cache. It keeps the models of
// satisfiable constraint sets and the unsatisfiable sets, and answers:
//
//   - unsat when a stored unsat set is a subset of the query;
//   - sat, with the stored model, when a stored sat set is a superset;
//   - sat when the model of a stored subset, or one of the most recent
//     models, satisfies the query under expr's evaluator.
//
// Sets are indexed by constraint, so a lookup touches only the stored sets
// sharing a constraint with the query.
type cexCache struct {
	next   Solver
	max    int
	recent int

	mu      sync.Mutex
	exact   map[uint64][]*cexEntry
	byCons  map[expr.Expr][]*cexEntry
	n       int
	last    []*cexEntry // ring of recent sat entries
	lastPos int
	// gen and touched count a lookup's subsets in the entries themselves
	// (cexEntry.gen, cnt): a map per lookup cost more than the lookup.
	gen     uint64
	touched []*cexEntry

	counter
	unsatSubset, satSuperset, satSubset, satRecent counter
}

// scanLimit bounds how many stored sets per constraint a lookup visits.
const scanLimit = 256

type cexEntry struct {
	seq   int // insertion order
	k     key
	sat   bool
	model *expr.Assignment
	gen   uint64 // the lookup that last counted cnt
	cnt   int    // how many of that lookup's constraints the set has
}

func newCexCache(next Solver, opts ChainOptions) *cexCache {
	c := &cexCache{next: next, max: opts.CexCacheSize, recent: opts.CexRecent}
	if c.max <= 0 {
		c.max = 1 << 14
	}
	if c.recent == 0 {
		c.recent = 8
	}
	if c.recent < 0 {
		c.recent = 0
	}
	c.reset()
	return c
}

func (c *cexCache) reset() {
	c.exact = map[uint64][]*cexEntry{}
	c.byCons = map[expr.Expr][]*cexEntry{}
	c.n = 0
	c.last = make([]*cexEntry, 0, c.recent)
	c.lastPos = 0
	clear(c.touched[:cap(c.touched)]) // old lookups' entries, or they would outlive the reset
	c.touched = c.touched[:0]
}

func (c *cexCache) Stats() []Counter {
	return []Counter{
		c.get("cex-cache"),
		c.unsatSubset.get("cex-cache.unsat-subset"),
		c.satSuperset.get("cex-cache.sat-superset"),
		c.satSubset.get("cex-cache.sat-subset-model"),
		c.satRecent.get("cex-cache.sat-recent-model"),
	}
}

// satisfies evaluates the query under m.
func satisfies(ev *expr.Evaluator, m *expr.Assignment, cs []expr.Expr) bool {
	ev.Reset(m)
	for _, e := range cs {
		if !ev.IsTrue(e) {
			return false
		}
	}
	return true
}

// lookup answers from the store, or returns ok=false.
func (c *cexCache) lookup(q Query, k key) (Response, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range c.exact[k.hash()] {
		if e.k.equal(k) {
			if e.sat {
				c.satSuperset.hits.Add(1)
				return Response{Result: Sat, Model: e.model}, true
			}
			c.unsatSubset.hits.Add(1)
			return Response{Result: Unsat}, true
		}
	}
	// Supersets hold every query constraint, so they are in the shortest
	// of the query constraints' lists.
	var shortest []*cexEntry
	for i, e := range k {
		if l := c.byCons[e]; i == 0 || len(l) < len(shortest) {
			shortest = l
		}
	}
	for _, e := range shortest {
		if e.sat && e.k.contains(k) {
			c.satSuperset.hits.Add(1)
			return Response{Result: Sat, Model: e.model}, true
		}
	}
	// Subsets: count, per stored set, how many query constraints it has.
	// Only the newest scanLimit sets of each list are looked at, which
	// bounds a lookup however popular a constraint is (missing an old
	// subset costs a hit, never an answer).
	c.gen++
	c.touched = c.touched[:0]
	for _, e := range k {
		l := c.byCons[e]
		if len(l) > scanLimit {
			l = l[len(l)-scanLimit:]
		}
		for _, e := range l {
			if e.gen != c.gen {
				e.gen, e.cnt = c.gen, 0
				c.touched = append(c.touched, e)
			}
			e.cnt++
		}
	}
	var subsets []*cexEntry
	for _, e := range c.touched {
		if e.cnt != len(e.k) {
			continue
		}
		if !e.sat {
			c.unsatSubset.hits.Add(1)
			return Response{Result: Unsat}, true
		}
		subsets = append(subsets, e)
	}
	// Newest first.
	slices.SortFunc(subsets, func(a, b *cexEntry) int { return b.seq - a.seq })
	ev := expr.NewEvaluator(nil)
	for _, e := range subsets {
		if satisfies(ev, e.model, q.Constraints) {
			c.satSubset.hits.Add(1)
			return Response{Result: Sat, Model: e.model}, true
		}
	}
	for _, e := range c.last {
		if satisfies(ev, e.model, q.Constraints) {
			c.satRecent.hits.Add(1)
			return Response{Result: Sat, Model: e.model}, true
		}
	}
	return Response{}, false
}

func (c *cexCache) store(k key, r Response) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n >= c.max {
		c.reset()
	}
	e := &cexEntry{seq: c.n, k: k, sat: r.Result == Sat, model: r.Model}
	h := k.hash()
	c.exact[h] = append(c.exact[h], e)
	for _, x := range k {
		c.byCons[x] = append(c.byCons[x], e)
	}
	c.n++
	if e.sat && c.recent > 0 {
		if len(c.last) < c.recent {
			c.last = append(c.last, e)
		} else {
			c.last[c.lastPos] = e
			c.lastPos = (c.lastPos + 1) % c.recent
		}
	}
}

func (c *cexCache) Check(ctx context.Context, q Query) (Response, error) {
	k := keyOf(q.Constraints)
	if r, ok := c.lookup(q, k); ok {
		c.hits.Add(1)
		return cloneResponse(r), nil
	}
	c.misses.Add(1)
	r, err := c.next.Check(ctx, q)
	if err != nil || r.Result == Unknown {
		return r, err
	}
	if r.Result == Sat && r.Model == nil {
		return r, nil // nothing to evaluate later
	}
	c.store(k, cloneResponse(r))
	return r, nil
}

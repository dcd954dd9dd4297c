package solver

import (
	"context"

	"github.com/symx/symx/expr"
)

// independence splits a conjunction into groups of constraints connected
// by shared arrays and solves each group on its own, merging the models.
// KLEE slices only with respect to the query expression; slicing into all
// components makes each piece a smaller, more often repeated query, which
// is what the caches below feed on.
type independence struct {
	next Solver
	counter
}

func (s *independence) Stats() []Counter { return []Counter{s.get("independence")} }

// groups partitions cs by union-find over their arrays. The result keeps
// the constraints' order within a group, and orders groups by their first
// constraint.
func groups(cs []expr.Expr) [][]expr.Expr {
	parent := map[*expr.Array]*expr.Array{}
	var find func(a *expr.Array) *expr.Array
	find = func(a *expr.Array) *expr.Array {
		p, ok := parent[a]
		if !ok || p == a {
			parent[a] = a
			return a
		}
		r := find(p)
		parent[a] = r
		return r
	}
	for _, c := range cs {
		as := c.Arrays()
		if len(as) == 0 {
			continue
		}
		r := find(as[0])
		for _, a := range as[1:] {
			if o := find(a); o != r {
				parent[o] = r
			}
		}
	}
	var out [][]expr.Expr
	index := map[*expr.Array]int{}
	for _, c := range cs {
		as := c.Arrays()
		if len(as) == 0 {
			// Only constant arrays: its own group.
			out = append(out, []expr.Expr{c})
			continue
		}
		r := find(as[0])
		i, ok := index[r]
		if !ok {
			i = len(out)
			index[r] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], c)
	}
	return out
}

func (s *independence) Check(ctx context.Context, q Query) (Response, error) {
	gs := groups(q.Constraints)
	if len(gs) <= 1 {
		s.misses.Add(1)
		return s.next.Check(ctx, q)
	}
	s.hits.Add(1)
	m := expr.NewAssignment()
	for _, g := range gs {
		r, err := s.next.Check(ctx, Query{Constraints: g})
		if err != nil || r.Result != Sat {
			return Response{Result: r.Result}, err
		}
		// A model from a cache may assign arrays outside the group;
		// only the group's arrays are its business.
		for _, c := range g {
			for _, a := range c.Arrays() {
				if _, done := m.Values[a]; done {
					continue
				}
				// Absent arrays read as zero.
				m.Values[a] = r.Model.Values[a]
				if t := r.Model.Sparse[a]; t != nil {
					if m.Sparse == nil {
						m.Sparse = map[*expr.Array]map[uint64]byte{}
					}
					m.Sparse[a] = t
				}
			}
		}
	}
	return Response{Result: Sat, Model: m}, nil
}

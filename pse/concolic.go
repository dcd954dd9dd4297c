package pse

import (
	"slices"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
)

// ---- concolic mode (Config.Concolic; issue 48 item 4) ----
//
// A state that follows its model (MuSE's concolic runs, package
// concolic) takes one direction at a symbolic branch; the others are the
// engine's open branches, each flipped later by a run of its own. Each
// direction is then checked on its own:
//
//   - the direction the state takes: when it is subsumed, every input
//     that reaches the branch by this path's prefix and takes it runs a
//     suffix explored already, so the run is cut there (with its test, as
//     a cut state's), and its summary is the direction's (Alg. 2, line
//     22, for the one direction the run stands for);
//   - a direction it does not take (Subsumed, asked by the engine before
//     it records the direction as an open branch): when it is subsumed,
//     or infeasible, the flip would only run explored suffixes, or none,
//     so the engine does not record it; the direction's summary joins
//     this path's earlier checkpoints' summaries, as a pruned direction's
//     does.
//
// A checkpoint opens at every symbolic branch a state following its
// model decides (there it would have forked), and a seed's concrete
// screening run opens none and is never checked.
//
// Soundness is PSE's: a disjunct is a suffix explored to its end by some
// run (a concolic run is a real execution, with its path's constraints as
// assumptions: the branches followed, the checks and the concretized
// sizes all add one), so a cut or a skipped flip leaves out only inputs
// that follow suffixes explored already. What differs is the inputs:
// every seed's run makes its own arrays, so a disjunct names those of the
// run it came from. Its meaning is ∃X. C(X) ∧ σ(X)|R = store|R (doc.go,
// generalize.go), and any value of X is a witness: the check takes, for
// each input its run had made before the checkpoint, the state's input
// made at the same position with the same name and size (renaming),
// where the forking mode's states share the arrays themselves. An input
// with no such partner, and every input made after the checkpoint, stays
// a free variable, universally quantified by the validity query, which
// only makes the check stronger.

// follows returns the direction s takes at b by following its model in
// concolic mode (the first whose condition the model satisfies, as the
// engine picks it), or -1 when s forks there.
func (p *PSE) follows(s *exec.State, b *exec.Branch) int {
	if !p.cfg.Concolic || b.Concrete || s.Model() == nil {
		return -1
	}
	for d, c := range b.Conds {
		if !c.IsFalse() && s.ModelValue(c) == 1 {
			return d
		}
	}
	return -1
}

// followed checks the direction take that s follows at b, and cuts s
// there when it is subsumed.
func (p *PSE) followed(s *exec.State, b *exec.Branch, pd *path, take int) {
	if v, pi, silent := p.check(s, b, pd, take); v == subsumed {
		p.cut(b, pd, pi, silent)
	}
}

// Subsumed reports, in concolic mode, whether direction d of b, which s
// does not take, is subsumed (every suffix from it that inputs of this
// prefix can take was explored) or infeasible: the concolic engine then
// does not record it as an open branch (concolic.Subsumer). A subsumed
// direction's summary joins the path's, as a pruned direction's.
func (p *PSE) Subsumed(s *exec.State, b *exec.Branch, d int) (subsumedDir, infeasible bool) {
	pd := p.enter(s, b)
	if !p.cfg.Concolic || b.Concrete || !p.checkable(s, b) {
		return false, false
	}
	v, pi, silent := p.check(s, b, pd, d)
	switch v {
	case impossible:
		return false, true
	case open:
		return false, false
	}
	p.stats.Pruned.Add(1)
	p.summarize(pd, pi, silent)
	return true, false
}

// renaming maps the inputs of sm's suffixes' runs, made before their
// checkpoints, to s's made at the same position, where they differ and
// have the same name and size; nil when there is nothing to rename (out
// of concolic mode, always). It serves to evaluate the disjuncts under
// a model of s (extend), where a wrong value only costs a refutation;
// their formulas are renamed disjunct by disjunct (renamer), each with
// its own run's inputs alone.
func (p *PSE) renaming(s *exec.State, sm *summary) map[*expr.Array]*expr.Array {
	if !p.cfg.Concolic {
		return nil
	}
	own := s.Symbolics()
	var ren map[*expr.Array]*expr.Array
	add := func(syms []exec.Symbolic) {
		for i := range min(len(syms), len(own)) {
			a, o := syms[i].Array, own[i].Array
			if a == o || a.Name != o.Name || a.Size != o.Size {
				continue
			}
			if ren == nil {
				ren = map[*expr.Array]*expr.Array{}
			}
			ren[a] = o
		}
	}
	// A run's checkpoints share its list of inputs: each list once, at
	// its longest.
	longest := map[*exec.Symbolic][]exec.Symbolic{}
	note := func(syms []exec.Symbolic) {
		if len(syms) > 0 && len(syms) > len(longest[&syms[0]]) {
			longest[&syms[0]] = syms
		}
	}
	for i := range sm.ds {
		note(sm.ds[i].syms)
	}
	for i := range sm.pending {
		note(sm.pending[i].syms)
	}
	for _, syms := range longest {
		add(syms)
	}
	return ren
}

// renKey names a renaming: of the first n inputs of the run whose first
// input is from, to the state's run's (first input to).
type renKey struct {
	from, to *expr.Array
	n        int
}

// renamer returns the substitution that renames the first inputs of a
// disjunct's run (syms) to the state's (own), nil when none differs.
// Only the disjunct's own run's inputs made before its checkpoint are
// renamed: an input made after it, or another run's (a cut's summary
// in its conditions), stands for any value and stays free. The
// substitutions of the state's run are kept (their memos serve every
// disjunct of one run, which share their conditions' prefixes), until
// a state of another run checks.
func (p *PSE) renamer(syms, own []exec.Symbolic) (*expr.Substitution, renKey) {
	n := min(len(syms), len(own))
	if n == 0 {
		return nil, renKey{}
	}
	k := renKey{syms[0].Array, own[0].Array, n}
	if p.renTo != k.to {
		clear(p.renSubs)
		p.renTo = k.to
	}
	if sub, ok := p.renSubs[k]; ok {
		return sub, k
	}
	var m map[*expr.Array]*expr.Array
	for i := range n {
		a, o := syms[i].Array, own[i].Array
		if a != o && a.Name == o.Name && a.Size == o.Size {
			if m == nil {
				m = map[*expr.Array]*expr.Array{}
			}
			m[a] = o
		}
	}
	var sub *expr.Substitution
	if m != nil {
		sub = &expr.Substitution{Array: func(a *expr.Array) (expr.UpdateList, bool) {
			if o, ok := m[a]; ok {
				return expr.UpdateList{Root: o}, true
			}
			return expr.UpdateList{}, false
		}}
	}
	if p.renSubs == nil {
		p.renSubs = map[renKey]*expr.Substitution{}
	}
	p.renSubs[k] = sub
	return sub, k
}

// extend returns m with each renamed input taking the value of the
// state's input it is renamed to, so that a disjunct evaluates under it
// as its renamed formula does under m.
func extend(m *expr.Assignment, ren map[*expr.Array]*expr.Array) *expr.Assignment {
	x := m.Copy()
	for a, o := range ren {
		if b := m.Bytes(o); b != nil {
			x.Set(a, b)
		} else {
			delete(x.Values, a)
		}
		if m.Sparse != nil && m.Sparse[o] != nil {
			if x.Sparse == nil {
				x.Sparse = map[*expr.Array]map[uint64]byte{}
			}
			x.Sparse[a] = m.Sparse[o]
		}
	}
	return x
}

// instantiateRenamed is instantiate for s in concolic mode, over sm's
// disjuncts with their inputs renamed to s's (renamer).
func (p *PSE) instantiateRenamed(s *exec.State, sm *summary) instance {
	own := s.Symbolics()
	return instantiateWith(p.view.value, p.view.sameRun, len(sm.ds), func(i int) *disjunct {
		d := &sm.ds[i]
		if !d.holds(nil, &p.view) {
			// Refuted by the store's concrete values, whatever the
			// inputs: not worth renaming.
			return d
		}
		sub, k := p.renamer(d.syms, own)
		if sub == nil {
			return d
		}
		return d.renamed(k, sub)
	})
}

// renamed returns d renamed by sub (renamer's, for k). A run checks a
// location's disjuncts again and again: the copy is kept in d (its
// formula's conjunction and its last refuting read with it) until
// another run asks for another.
func (d *disjunct) renamed(k renKey, sub *expr.Substitution) *disjunct {
	if r := d.ren; r != nil && d.renKey == k {
		return r
	}
	r := *d
	r.ren, r.renKey, r.all, r.failed = nil, renKey{}, nil, false
	r.conds = make([]expr.Expr, len(d.conds))
	for i, c := range d.conds {
		r.conds[i] = sub.Apply(c)
	}
	r.reads = slices.Clone(d.reads)
	for i := range r.reads {
		if e := r.reads[i].val.E; e != nil {
			r.reads[i].val.E = sub.Apply(e)
		}
	}
	d.ren, d.renKey = &r, k
	return &r
}

package pse

import (
	"errors"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
)

// ---- the subsumption check at a branch ----

// BeforeBranch is the subsumption check (Alg. 2, line 19).
func (p *PSE) BeforeBranch(s *exec.State, b *exec.Branch) {
	pd := p.enter(s, b)
	if !p.checkable(s, b) {
		return
	}
	if take := p.follows(s, b); take >= 0 {
		p.followed(s, b, pd, take)
		return
	}
	dirs := []int{b.Taken}
	if !b.Concrete {
		dirs = dirs[:0]
		for d, c := range b.Conds {
			if !c.IsFalse() {
				dirs = append(dirs, d)
			}
		}
	}
	type sub struct {
		d      int
		pi     expr.Expr
		silent bool
	}
	var subsumed []sub
	infeasible := 0
	for _, d := range dirs {
		v, pi, silent := p.check(s, b, pd, d)
		switch v {
		case impossible:
			infeasible++
			continue
		case open:
			continue
		}
		subsumed = append(subsumed, sub{d, pi, silent})
	}
	if len(subsumed) == 0 {
		return
	}
	if len(subsumed)+infeasible == len(dirs) {
		// Every suffix from here was explored: cut, and summarize the
		// prefix with the directions' summaries (Alg. 2, line 22).
		wp := expr.False()
		silent := true
		for _, x := range subsumed {
			wp = expr.Or(wp, x.pi)
			silent = silent && x.silent
		}
		p.cut(b, pd, wp, silent)
		return
	}
	for _, x := range subsumed {
		p.stats.Pruned.Add(1)
		p.summarize(pd, x.pi, x.silent)
		b.Prune(x.d)
	}
}

// arrival is a state at a branch, before it takes a direction.
type arrival struct {
	s  *exec.State
	in *ir.Inst
}

// enter does the bookkeeping of s's arrival at b, once: in concolic
// mode the engine's questions (Subsumed) may come before BeforeBranch.
// Decided and Terminated end the arrival.
func (p *PSE) enter(s *exec.State, b *exec.Branch) *path {
	pd := p.path(s)
	if p.at == (arrival{s, b.Inst}) {
		return pd
	}
	p.at, p.ck = arrival{s, b.Inst}, branchCheck{}
	pd.tick()
	p.view.reset(s)
	if d := p.operandReads(s, pd, b.Inst, b.Frame); !p.branchPred(s, pd, b) {
		p.relevant(pd, d)
	}
	if p.cfg.Concolic && !b.Concrete {
		pd.symbolic = b.Inst
	}
	return pd
}

// checkable reports whether b may be checked for s: some summary of the
// branch exists in some context, the branch is the program's (the C
// library's start-up and exit code around main: every path shares its
// suffix there, and cutting it would only replace the path's exit status
// in its test by a cut), and s is not a seed's concrete screening run
// (concolic mode), which has no path condition to check.
func (p *PSE) checkable(s *exec.State, b *exec.Branch) bool {
	return b.ID >= 0 && p.summarized[b.ID].Load() && !outsideMain(s) && !s.Concrete()
}

// check checks direction d of b for s against the summary of its
// location, if any, unless s checkpointed the location before (the
// paper checks a branch's first instance only). A subsumed direction's
// summary counts as read by the path (use).
func (p *PSE) check(s *exec.State, b *exec.Branch, pd *path, d int) (v verdict, pi expr.Expr, silent bool) {
	key := p.ctxKey(s, b.ID, d)
	if pd.seen[key] {
		return open, nil, false
	}
	sm := p.lookup(key)
	if sm == nil {
		return open, nil, false
	}
	v, pi, silent = p.checkDir(s, b, d, sm, &p.ck)
	if v == subsumed {
		p.use(s, pd)
	}
	return v, pi, silent
}

// use marks what the summaries that subsumed a direction read (p.dsBuf)
// as read by this path, for the summaries of its own earlier
// checkpoints.
func (p *PSE) use(s *exec.State, pd *path) {
	p.usedReads(&p.view, p.dsBuf, func(r read) {
		switch r.l.frame {
		case -1:
			p.relevant(pd, p.loadBytes(s, pd, r.l.addr, 1, nil))
		case -2:
			p.access(s, pd, r.l.addr, r.l.write)
		default:
			p.relevant(pd, pd.readReg(int(r.l.frame), int(r.l.slot), r.val))
		}
	}, func(a uint64, n int) {
		// A stretch at a time, split where objects end (loadBytes
		// reads within one).
		for n > 0 {
			k := 1
			if obj, _, ok := s.Memory().Lookup(a); ok && obj.Contains(a, 1) {
				k = int(min(uint64(n), obj.Addr+obj.Size-a))
			}
			p.relevant(pd, p.loadBytes(s, pd, a, k, nil))
			a, n = a+uint64(k), n-k
		}
	})
}

// cut ends the state at b, its suffixes summarized by wp (Alg. 2, line
// 22): silently when every suffix wp stands for ended so.
func (p *PSE) cut(b *exec.Branch, pd *path, wp expr.Expr, silent bool) {
	p.stats.Cuts.Add(1)
	p.summarize(pd, wp, silent)
	if silent {
		b.CutSilently(CutReason)
		return
	}
	b.Cut(CutReason)
}

// verdict is what a check found of a branch direction.
type verdict int

const (
	open       verdict = iota // not subsumed: explore it
	impossible                // infeasible: nothing to explore
	subsumed                  // every suffix from it was explored
)

// branchCheck is what the checks of one branch's directions share,
// made once when needed: the path's own model and its conditions split.
type branchCheck struct {
	ownEv *expr.Evaluator
	own   *expr.Assignment // the model ownEv evaluates under
	pc    conjuncts
}

// checkDir checks direction d of b against its summary sm: whether the
// state's store and conditions imply it. When d is subsumed, pi is the
// direction's condition and instantiated summary, silent whether every
// disjunct that applies is, and p.dsBuf holds copies of those
// disjuncts. It holds sm.mu but while the solver works (the executor's
// feasibility query and the subsumption query), so that other workers'
// checks of sm go on.
func (p *PSE) checkDir(s *exec.State, b *exec.Branch, d int, sm *summary, ck *branchCheck) (v verdict, pi expr.Expr, silent bool) {
	sm.mu.Lock()
	defer sm.mu.Unlock()
	if len(sm.ds) == 0 && len(sm.pending) == 0 {
		return open, nil, false
	}
	cond := expr.True()
	if !b.Concrete {
		cond = b.Conds[d]
	}
	// Most checks fail. A model of the path taking d shows it cheaply
	// when it satisfies no disjunct, nor any suffix not built yet (which
	// then stay unbuilt). The path's own model takes one direction; for
	// another, the executor's feasibility query (which it asks next
	// anyway) gives one, or finds d impossible: no suffix to check, and a
	// cut needs only the others.
	if m := s.Model(); ck.ownEv == nil && m != nil {
		ck.ownEv, ck.own = p.evOwn, m
		ck.ownEv.Reset(m)
	}
	ev, model := ck.ownEv, ck.own
	if !b.Concrete && (ev == nil || !ev.IsTrue(cond)) {
		if p.cfg.Concolic && s.Model() != nil && !anyHolds(nil, &p.view, sm) && p.pendingRefuted(nil, &p.view, sm) {
			// In concolic mode the feasibility question is PSE's own
			// query (feasible): first, the store's concrete values
			// may refute every disjunct without a model.
			p.stats.Refuted.Add(1)
			return open, nil, false
		}
		sm.mu.Unlock()
		ok, md, err := p.feasible(s, b, d)
		sm.mu.Lock()
		if err == nil && !ok {
			return impossible, nil, false
		}
		if errors.Is(err, errUndecided) {
			return open, nil, false
		}
		ev, model = nil, md
		if md != nil {
			ev = p.evDir
			ev.Reset(md)
		}
	}
	// In concolic mode the disjuncts' inputs are their own runs':
	// evaluated as the state's, and renamed to them in the formula.
	ren := p.renaming(s, sm)
	if ev != nil && ren != nil {
		ev = p.evExt
		ev.Reset(extend(model, ren))
	}
	if ev != nil {
		if ev.IsTrue(cond) && !anyHolds(ev, &p.view, sm) && p.pendingRefuted(ev, &p.view, sm) {
			p.stats.Refuted.Add(1)
			if p.verify != nil && len(sm.pending) > 0 {
				// Built, the suffixes must be refuted too.
				p.built(sm)
				p.verify(anyHolds(ev, &p.view, sm))
			}
			return open, nil, false
		}
	}
	if p.built(sm); len(sm.ds) == 0 {
		return open, nil, false
	}
	var x instance
	if ren != nil {
		x = p.instantiateRenamed(s, sm)
	} else {
		x = p.instantiate(&p.view, sm)
	}
	if x.pi.IsFalse() {
		return open, nil, false
	}
	p.dsBuf = p.dsBuf[:0]
	for _, i := range x.in {
		p.dsBuf = append(p.dsBuf, sm.ds[i])
	}
	if !x.pi.IsTrue() {
		if ck.pc == nil {
			ck.pc = conjuncts{}
			for _, c := range s.Constraints() {
				ck.pc.add(c)
			}
		}
		if x.impliedBy(ck.pc, cond) >= 0 {
			p.stats.Syntactic.Add(1)
		} else if !p.implied(s, &sm.mu, ev, cond, x.pi) {
			return open, nil, false
		}
	}
	return subsumed, expr.And(cond, x.pi), x.silent
}

// impliedBy returns a disjunct of x whose terms are all in pc or cond
// (-1 if none): pc ∧ cond implies it, so x, without a query.
func (x instance) impliedBy(pc conjuncts, cond expr.Expr) int {
	for j, f := range x.fs {
		if pc.imply(f, cond) {
			return j
		}
	}
	return -1
}

// conjuncts is a set of Boolean terms: the path's conditions, split at
// their conjunctions.
type conjuncts map[expr.Expr]bool

func (c conjuncts) add(e expr.Expr) {
	if isAnd(e) {
		c.add(e.Kid(0))
		c.add(e.Kid(1))
		return
	}
	c[e] = true
}

// imply reports whether every term of e is in c or a term of cond.
func (c conjuncts) imply(e, cond expr.Expr) bool {
	if isAnd(e) {
		return c.imply(e.Kid(0), cond) && c.imply(e.Kid(1), cond)
	}
	return e.IsTrue() || c[e] || hasTerm(cond, e)
}

// hasTerm reports whether e is one of cond's conjunction's terms.
func hasTerm(cond, e expr.Expr) bool {
	if isAnd(cond) {
		return hasTerm(cond.Kid(0), e) || hasTerm(cond.Kid(1), e)
	}
	return cond == e
}

func isAnd(e expr.Expr) bool { return e.Kind() == expr.KindAnd && e.Width() == expr.Bool }

// implied reports whether pc ∧ cond → pi, i.e. pc ∧ cond ∧ ¬pi is unsat;
// ev, if not nil, evaluates under a model of the path. It lets mu (held)
// go while the solver works.
func (p *PSE) implied(s *exec.State, mu *sync.Mutex, ev *expr.Evaluator, cond, pi expr.Expr) bool {
	start := time.Now()
	defer func() { p.stats.CheckTime.Add(int64(time.Since(start))) }()
	if ev != nil {
		// The model is a counterexample when it takes cond and falsifies
		// pi: most checks fail, and this way without a query.
		if ev.IsTrue(cond) && !ev.IsTrue(pi) {
			p.stats.Refuted.Add(1)
			return false
		}
	}
	p.stats.Checks.Add(1)
	cs := s.Constraints()
	q := make([]expr.Expr, 0, len(cs)+2)
	q = append(q, cs...)
	if !cond.IsTrue() {
		q = append(q, cond)
	}
	q = append(q, expr.Not(pi))
	mu.Unlock()
	// Through the executor's gateway: the run's cancellation, its memory
	// watch and its counts (lane "pse"); the checks keep a solver lane of
	// their own, so their large summaries stay out of the path queries'
	// incremental solver.
	r, err := p.gateway().Check(s, solver.Query{Constraints: q}, exec.QueryOptions{Lane: "pse", Isolate: true, Timeout: checkLimit(p.cfg), Work: p.cfg.CheckWork})
	mu.Lock()
	if err != nil || r.Result == solver.Unknown {
		p.stats.CheckTimeouts.Add(1)
	}
	return err == nil && r.Result == solver.Unsat
}

// gateway is the way to the solver: the executor's, or when p is not
// subscribed to one (one hands every subscriber its gateway) a
// standalone one, with no run to follow.
func (p *PSE) gateway() *exec.Gateway {
	if p.gw == nil {
		p.gw = exec.NewGateway(p.cfg.Solver)
	}
	return p.gw
}

// errUndecided is feasible's answer when its query ran out of its
// budget: the direction is not checked.
var errUndecided = errors.New("pse: feasibility undecided")

// feasible is b.Feasible(d), but for a state following its model
// (concolic mode), which asks no query of its own at a branch: there
// the executor's question, under the run's whole solver budget, cost
// more than the flips it saved (arith.c: 19 of them took 15 s), so
// PSE asks it in its lane, bounded as its checks are (CheckWork,
// CheckTimeout); undecided, it reports errUndecided.
func (p *PSE) feasible(s *exec.State, b *exec.Branch, d int) (bool, *expr.Assignment, error) {
	if !p.cfg.Concolic || s.Model() == nil {
		return b.Feasible(d)
	}
	cs := s.Constraints()
	q := append(cs[:len(cs):len(cs)], b.Conds[d])
	r, err := p.gateway().Check(s, solver.Query{Constraints: q}, exec.QueryOptions{Lane: "pse", Timeout: checkLimit(p.cfg), Work: p.cfg.CheckWork})
	switch {
	case err != nil || r.Result == solver.Unknown:
		return false, nil, errUndecided
	case r.Result == solver.Unsat:
		return false, nil, nil
	}
	return true, r.Model, nil
}

// UseGateway is told the gateway of the executor p subscribes to
// (exec.GatewayUser): the subsumption checks go through it, each
// worker's through its own executor's.
func (p *PSE) UseGateway(g *exec.Gateway) { p.gw = g }

// checkLimit is the time one subsumption check may take: the smaller of
// CheckTimeout and MaxSolverTime that is set (0: none). The gateway
// bounds it by the executor's MaxSolverTime too.
func checkLimit(cfg Config) time.Duration {
	switch {
	case cfg.CheckTimeout > 0 && cfg.MaxSolverTime > 0:
		return min(cfg.CheckTimeout, cfg.MaxSolverTime)
	case cfg.CheckTimeout > 0:
		return cfg.CheckTimeout
	}
	return cfg.MaxSolverTime
}

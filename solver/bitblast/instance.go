package bitblast

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// instance is a circuit with its encodings and array lemmas, and an
// incremental SAT solver fed, through CnfSince, with the cones of the
// queries so far (plus the lemmas of the reads in them); constraints are
// assumptions, so the solver is reused across refinement rounds and across
// queries, which mostly share their path-condition prefix.
//
// Circuit variables are renumbered densely for the solver (mapper): gini
// decides every variable it knows in each model, so stale cones of old
// queries cost time; once the solver has more than maxSatVars variables the
// next query starts a fresh one, holding just its own cone.
type instance struct {
	*blaster
	sat  *gini.Gini
	mapr mapper
	mark []int8

	// per-query scratch, reused
	seen    map[*expr.Node]uint32
	stamp   uint32
	cone    []*readVar
	inCone  map[*readVar]uint32
	rooted  map[*expr.Update]uint32 // writes whose bits are among this query's roots (stamp)
	assume  []z.Lit
	roots   []z.Lit
	sorted  []*readVar
	conj    []*expr.Node
	pending []z.Lit // lemmas of the cone's reads, for this query's solver
	lemmas  []z.Lit // lemmas of the current round
	nLemmas int64
	nRounds int64

	maxSatVars int
	satGen     uint32 // which solver the readVars' added counts refer to
	// abandoned: a SAT call overran its time and still runs on its own
	// goroutine; the instance must not be used again.
	abandoned bool
}

func newInstance(maxSatVars int) *instance {
	return &instance{
		maxSatVars: maxSatVars,
		blaster:    newBlaster(),
		seen:       map[*expr.Node]uint32{},
		inCone:     map[*readVar]uint32{},
		rooted:     map[*expr.Update]uint32{},
	}
}

func (in *instance) size() int { return in.c.Len() }

// value reads a word from the SAT model. Variables the solver never saw
// (inputs no clause mentions) read as false.
func (in *instance) value(w []z.Lit) uint64 {
	var v uint64
	for i, l := range w {
		if in.mapr.value(l) {
			v |= 1 << uint(i)
		}
	}
	return v
}

// collect adds the reads below e to the cone (once per query).
func (in *instance) collect(e *expr.Node) {
	if e.Kind() == expr.KindConst || in.seen[e] == in.stamp {
		return
	}
	in.seen[e] = in.stamp
	for i := 0; i < e.NumKids(); i++ {
		in.collect(e.Kid(i))
	}
	if e.Kind() != expr.KindRead {
		return
	}
	for u := e.Updates().Head; u != nil; u = u.Next {
		in.collect(u.Index)
		in.collect(u.Value)
	}
	if rv := in.reads[e]; rv != nil {
		in.addCone(rv)
	}
}

func (in *instance) addCone(rv *readVar) {
	if in.inCone[rv] == in.stamp {
		return
	}
	in.inCone[rv] = in.stamp
	in.cone = append(in.cone, rv)
	// Index and write circuits reach the constraints only through
	// lemmas, so they are fed to the SAT solver explicitly: refinement
	// reads their values.
	in.roots = append(in.roots, rv.idx...)
	// A write rooted in this query has its rest rooted too.
	for u := rv.upd; u != nil && in.rooted[u] != in.stamp; u = u.Next {
		in.rooted[u] = in.stamp
		in.roots = append(in.roots, in.upds[u]...)
	}
	if rv.gen != in.satGen {
		rv.gen, rv.added = in.satGen, 0
	}
	in.pending = append(in.pending, rv.lemmas[rv.added:]...)
	rv.added = len(rv.lemmas)
	if rv.next != nil {
		in.collect(rv.next)
	}
}

// numberInputs gives the cone's read bits the first solver variables:
// reads at constant indices by index, and within a byte position bit by
// bit from the least significant, the reads interleaved in the order they
// were made. gini's initial
// decision order follows variable numbers; deciding the inputs first, low
// bits first and operands side by side, lets arithmetic propagate from
// the carry-in end (it makes the corpus' factoring query ~3x faster).
func (in *instance) numberInputs() {
	rs := in.sorted[:0]
	rs = append(rs, in.cone...)
	slices.SortFunc(rs, func(a, b *readVar) int {
		if c := cmp.Compare(constIndex(a.node), constIndex(b.node)); c != 0 {
			return c
		}
		return cmp.Compare(a.bits[0], b.bits[0]) // creation order
	})
	// Interleave the arrays: bit k of byte i of every array before bit
	// k+1, so operands of one operation are decided side by side.
	for i := 0; i < len(rs); {
		j := i + 1
		for j < len(rs) && constIndex(rs[j].node) == constIndex(rs[i].node) {
			j++
		}
		for bit := 0; bit < 8; bit++ {
			for _, rv := range rs[i:j] {
				in.mapr.lit(rv.bits[bit])
			}
		}
		i = j
	}
	in.sorted = rs[:0]
}

// constIndex orders reads at constant indices first, by index.
func constIndex(e *expr.Node) uint64 {
	if i := e.Kid(0); i.IsConst() {
		return i.Value()
	}
	return ^uint64(0)
}

// stale reports whether the query should get a fresh SAT solver: when the
// solver is over its size limit, or past a small size and holding few of
// the query's constraints. Path queries share most constraints with the
// previous query and gain from the solver's clauses; an unrelated query
// would pay for every stale variable (gini decides them all).
func (in *instance) stale() bool {
	n := int(in.sat.MaxVar())
	if n > in.maxSatVars {
		return true
	}
	if n <= unrelatedVars {
		return false
	}
	present := 0
	for _, l := range in.assume {
		if v := int(l.Var()); v < len(in.mark) && in.mark[v] == 1 {
			present++
		}
	}
	return 2*present < len(in.assume)
}

// unrelatedVars is the solver size up to which unrelated queries share it.
const unrelatedVars = 2000

// flatten appends the conjuncts of the Bool e.
func flatten(dst []*expr.Node, e *expr.Node) []*expr.Node {
	if e.Kind() == expr.KindAnd && e.Width() == expr.Bool {
		return flatten(flatten(dst, e.Kid(0)), e.Kid(1))
	}
	return append(dst, e)
}

// result of one query on the instance.
type outcome struct {
	res   solver.Result
	model *expr.Assignment
	err   error
}

// check decides q. The query's context bounds all of it: encoding polls it
// (enc), the refinement loop checks it every round, and each SAT call
// runs under its deadline (solve).
func (in *instance) check(ctx context.Context, q solver.Query, obs solver.Observer) (out outcome) {
	in.ctx, in.mapr.ctx = ctx, ctx
	defer func() {
		in.ctx, in.mapr.ctx = nil, nil
		if r := recover(); r != nil {
			o, ok := r.(outOfTime)
			if !ok {
				panic(r)
			}
			out = outcome{res: solver.Unknown, err: o.err}
		}
	}()
	in.stamp++
	if in.stamp == 0 { // wrapped: forget old stamps
		clear(in.seen)
		clear(in.inCone)
		clear(in.rooted)
		in.stamp = 1
	}
	in.cone = in.cone[:0]
	in.assume = in.assume[:0]
	in.roots = in.roots[:0]
	in.pending = in.pending[:0]
	// Top-level conjunctions are flattened, so a query encodes alike
	// however its constraints are grouped (the chain splits them).
	in.conj = in.conj[:0]
	for _, c := range q.Constraints {
		in.conj = flatten(in.conj, c)
	}
	kept := in.conj[:0]
	for _, c := range in.conj {
		l := in.lit(c)
		switch l {
		case in.c.T:
			continue
		case in.c.F:
			return outcome{res: solver.Unsat}
		}
		in.assume = append(in.assume, l)
		kept = append(kept, c)
	}
	if in.sat == nil || in.stale() {
		in.newSolver()
	}
	for _, c := range kept {
		in.collect(c)
	}
	if len(in.assume) == 0 && len(in.cone) == 0 {
		return outcome{res: solver.Sat, model: in.model(q, nil)}
	}
	// One assumption for the conjunction: every constraint then holds at
	// the first decision level, which makes the search independent of the
	// constraints' order (and markedly faster on hard arithmetic).
	if len(in.assume) > 1 {
		slices.Sort(in.assume)
		all := in.c.Ands(in.assume...)
		if all == in.c.F {
			return outcome{res: solver.Unsat}
		}
		in.assume = append(in.assume[:0], all)
	}
	in.roots = append(in.roots, in.assume...)
	in.roots = append(in.roots, in.pending...)
	if err := ctx.Err(); err != nil {
		return outcome{res: solver.Unknown, err: err}
	}
	in.numberInputs()
	in.mark, _ = in.c.CnfSince(&in.mapr, in.mark, in.roots...)
	for _, l := range in.pending {
		in.mapr.Add(l)
		in.mapr.Add(0)
	}
	// Refinement may pull more reads into the cone, with their index
	// circuits and earlier lemmas: fed to the solver after each round.
	rootsDone, pendingDone := len(in.roots), len(in.pending)
	for round := 0; ; round++ {
		if err := ctx.Err(); err != nil {
			return outcome{res: solver.Unknown, err: err}
		}
		in.nRounds++
		switch in.solve(ctx, q, obs) {
		case 0:
			err := ctx.Err()
			if err == nil {
				err = context.DeadlineExceeded
			}
			return outcome{res: solver.Unknown, err: err}
		case -1:
			return outcome{res: solver.Unsat}
		}
		tab, ok := in.refine()
		if ok {
			m := in.model(q, tab)
			if obs != nil {
				obs.Model(m, solver.Final)
			}
			return outcome{res: solver.Sat, model: m}
		}
		if obs != nil {
			obs.Model(in.model(q, tab), solver.Refinement)
		}
		in.nLemmas += int64(len(in.lemmas))
		in.lemmas = append(in.lemmas, in.pending[pendingDone:]...)
		in.roots = append(in.roots, in.lemmas...)
		in.mark, _ = in.c.CnfSince(&in.mapr, in.mark, in.roots[rootsDone:]...)
		for _, l := range in.lemmas {
			in.mapr.Add(l)
			in.mapr.Add(0)
		}
		rootsDone, pendingDone = len(in.roots), len(in.pending)
	}
}

// forever is the time budget of a query without a deadline. gini keeps the
// deadline of its last Try, so every call must pass one.
const forever = 100 * 365 * 24 * time.Hour

// solve runs the SAT solver under the query's assumptions: 1 sat, -1
// unsat, 0 out of time or cancelled. A cancellable context is polled
// between growing time slices; the learnt clauses survive from slice to
// slice. A deadline also caps the slice that reaches it.
//
// gini checks its clock only every 20000 propagations, and not while it
// analyses a run of conflicts: on the large circuits of floating-point
// code (issue 16's strtod queries) its checks were up to 0.4 s apart on a
// loaded machine. Each slice therefore runs on its own goroutine;
// when it runs lateGrace past the end of the query, the instance is
// abandoned to it (it stops at gini's next clock check) and the query ends
// on time.
//
// Under solver.WithTrail the slices are counted in gini's own steps
// instead: a Try whose deadline has already passed stops at gini's first
// clock check, after propTick propagations (a deterministic point of its
// search), so a query yields the same trail models however loaded the
// machine is. Such a slice is a few milliseconds on the circuits seen.
// After maxTrails trail models the query runs on in one piece (until its
// deadline; cancelled, the instance is abandoned as above): every slice
// restarts gini's search, and an unsat proof that took 0.12 s in one
// piece had not finished after 1 s of slices (GSL's tridiagonal solver,
// bench/muse's gsl_solve_ct). Time slices there would make two runs'
// models differ.
//
// (A portfolio that restarted with other variable orders after each slice
// was tried: losing the learnt clauses cost more than luckier orders won.)
func (in *instance) solve(ctx context.Context, q solver.Query, obs solver.Observer) int {
	deadline, hasDeadline := ctx.Deadline()
	timeSlices := ctx.Done() != nil // a cancellable query is polled between slices
	slice := 20 * time.Millisecond
	ticks := uint64(0) // propTick slices between trail models; 0: no trails
	if obs != nil {
		if every := solver.TrailOf(ctx); every > 0 {
			ticks = (every-1)/propTick + 1 // rounded up
		}
	}
	for n := uint64(1); ; n++ {
		if ticks > 0 && n > ticks*maxTrails {
			// Enough trails: one piece, not time slices (which would
			// make two runs' models differ).
			ticks, timeSlices = 0, false
		}
		d := forever
		switch {
		case ticks > 0:
			d = time.Nanosecond // one propTick
		case timeSlices:
			d = slice
		}
		if hasDeadline {
			rem := time.Until(deadline)
			if rem <= 0 {
				return 0
			}
			if rem < d {
				d = rem
			}
		}
		for _, l := range in.assume {
			in.sat.Assume(in.mapr.lit(l))
		}
		r, late := in.try(ctx, d)
		if late {
			in.abandoned = true
			return 0
		}
		if r != 0 {
			return r
		}
		if ctx.Err() != nil {
			return 0
		}
		if ticks > 0 {
			// gini leaves its trail as it was when it stopped.
			if n%ticks == 0 {
				if m := in.trailModel(); m != nil {
					obs.Model(m, solver.Trail)
				}
			}
			continue
		}
		if slice < time.Second {
			slice *= 2
		}
	}
}

// maxTrails bounds the trail models one query yields.
const maxTrails = 8

// propTick is how many propagations gini (v1.0.4, xo.PropTick) makes
// between two checks of its clock.
const propTick = 20000

// try runs one gini Try of duration d. Once ctx is done, gini gets
// lateGrace to return; after that try gives up on it (late).
func (in *instance) try(ctx context.Context, d time.Duration) (r int, late bool) {
	if ctx.Done() == nil {
		return in.sat.Try(d), false
	}
	done := make(chan int, 1)
	sat := in.sat
	go func() { done <- sat.Try(d) }()
	select {
	case r = <-done:
		return r, false
	case <-ctx.Done():
	}
	t := time.NewTimer(lateGrace)
	defer t.Stop()
	select {
	case r = <-done:
		return r, false
	case <-t.C:
		return 0, true
	}
}

// lateGrace is how long a SAT call may run past the end of its query.
const lateGrace = 10 * time.Millisecond

// newSolver starts an empty SAT solver.
func (in *instance) newSolver() {
	in.sat = gini.New()
	in.mapr.reset(in.sat)
	in.mark = in.mark[:0]
	in.satGen++
}

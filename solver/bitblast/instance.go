package bitblast

import (
	"cmp"
	"context"
	"reflect"
	"slices"
	"sync/atomic"
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
	nFresh  int64 // SAT solvers started

	maxSatVars int
	satGen     uint32 // which solver the readVars' added counts refer to
	// abandoned: a SAT call overran its time and still runs on its own
	// goroutine; the instance must not be used again.
	abandoned bool
	// clockPast: a Try left gini's deadline in the past (resetClock).
	clockPast bool
	// stoppedClean: the last query's SAT search was stopped at its work
	// budget at a point that does not depend on the machine's load (a
	// one-tick Try of trails): the instance (its circuit, clauses and
	// learnt clauses) can be reused, and a second try of the query
	// (factory's fallback turns) goes on from what it learnt. A paused
	// search (solve) is not stopped cleanly in that sense: gini checks
	// for a pause without waiting, so on a loaded machine the pause
	// can land ticks late, and what the solver learnt by then, hence
	// the next answers and models, would depend on the load (a MuSE
	// run's tests differed between two runs on a busy machine).
	stoppedClean bool
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
	in.stoppedClean = false
	in.work = solver.WorkOf(ctx)
	in.mapr.work = in.work
	defer func() {
		in.ctx, in.mapr.ctx = nil, nil
		in.work, in.mapr.work = nil, nil
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
			if err == nil && in.work.Spent() {
				err = solver.ErrWorkLimit
			}
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

// solve runs the SAT solver under the query's assumptions: 1 sat, -1
// unsat, 0 out of budget, out of time or cancelled (the reason in
// ctx.Err() or the query's spent solver.Work).
//
// Work (solver.WorkOf) is counted in gini's propagations, a unit per
// propTick, read off its trail (satProps): the search up to an answer
// does not depend on the machine, so neither does the count. The
// search runs in one piece on gini's own goroutine (GoSolve), paused at
// gini's clock ticks (pauser), where the query's goroutine stops it once
// the budget is spent or the context is done. Pausing does not change
// the search; only where a spent budget stops it can: gini checks for a
// pause without waiting, so a pause asked for late (the query's
// goroutine not scheduled in time) lands ticks later. Hence the units
// past the budget are not counted, an answer found past it is
// discarded, and an instance stopped there is not reused. Time slices
// (gini's Try) would restart the search at each check: an unsat proof that took
// 0.12 s in one piece had not finished after 1 s of slices (bench/muse's
// gsl_solve_ct), and KLEE's 297 queries took 0.75–2.3 s with 20 ms
// slices against 0.46 s paused.
//
// Under solver.WithTrail the first ticks are one-tick Try calls instead,
// each ending at a deterministic point of the search (a Try whose
// deadline has passed stops at gini's first tick), so a query yields the
// same Trail models however loaded the machine is; after maxTrails
// models the search goes on paused (each Try restarts it).
//
// gini ticks only now and then while it analyses a run of conflicts (up
// to 0.4 s apart on a loaded machine, issue 16's strtod queries): a
// query whose context ends waits lateGrace for the next tick, then
// abandons the instance to gini's goroutine, which stops at that tick,
// and returns on time.
func (in *instance) solve(ctx context.Context, q solver.Query, obs solver.Observer) int {
	if ctx.Err() != nil {
		return 0
	}
	if in.clockPast {
		in.resetClock()
	}
	m := workMeter{work: solver.WorkOf(ctx), g: in.sat, from: satProps(in.sat)}
	if obs != nil {
		if every := solver.TrailOf(ctx); every > 0 {
			ticks := (every-1)/propTick + 1 // rounded up
			r, done := in.trails(ctx, obs, &m, ticks)
			// Try left gini's deadline in the past: until the next
			// Try, every Solve would stop at its first tick. The
			// clock is reset before the next search, not now: that
			// would undo the model of a search that ended.
			in.clockPast = true
			if done {
				return r
			}
			in.resetClock()
		}
	}
	in.assumeAll()
	p := startPauser(in.sat)
	for {
		select {
		case r := <-p.result:
			if m.count() {
				// The search ended past its budget, in ticks
				// the pause missed: the answer stands only if
				// it came within the budget, as it would have
				// on a quiet machine.
				return 0
			}
			return r
		case <-p.tick:
		case <-ctx.Done():
			// The search stops at its next tick: the query waits
			// lateGrace for it, then leaves it.
			t := time.NewTimer(lateGrace)
			defer t.Stop()
			for {
				select {
				case r := <-p.result:
					return r
				case <-p.tick:
					p.decide <- false
				case <-t.C:
					p.abandon()
					in.abandoned = true
					return 0
				}
			}
		}
		if spent := m.count(); spent || ctx.Err() != nil {
			// The stop takes a tick more; what it finds there is not
			// used, so the answer depends only on where the budget
			// was spent.
			p.decide <- false
			<-p.result
			return 0
		}
		p.decide <- true
	}
}

// trails runs the first ticks of the search as one-tick Try calls,
// reporting the trail every ticks ticks as a Trail model, up to
// maxTrails models. done: the search ended (r its answer, or 0 out of
// budget or time).
func (in *instance) trails(ctx context.Context, obs solver.Observer, m *workMeter, ticks uint64) (r int, done bool) {
	for n := uint64(1); n <= ticks*maxTrails; n++ {
		in.assumeAll()
		r := in.sat.Try(time.Nanosecond)
		if spent := m.count(); r != 0 || spent || ctx.Err() != nil {
			in.stoppedClean = r == 0 && spent
			return r, true
		}
		// gini leaves its trail as it was when it stopped.
		if n%ticks == 0 {
			if t := in.trailModel(); t != nil {
				obs.Model(t, solver.Trail)
			}
		}
	}
	return 0, false
}

func (in *instance) assumeAll() {
	for _, l := range in.assume {
		in.sat.Assume(in.mapr.lit(l))
	}
}

// resetClock moves gini's deadline, which a Try keeps, off the past: a
// Try under contradictory assumptions returns at once, having set it
// forever ahead.
func (in *instance) resetClock() {
	if len(in.assume) == 0 {
		return
	}
	in.clockPast = false
	l := in.mapr.lit(in.assume[0])
	in.sat.Assume(l, l.Not())
	in.sat.Try(forever)
}

// forever is the time budget of resetClock's Try.
const forever = 100 * 365 * 24 * time.Hour

// workMeter spends a query's work as gini's propagations grow.
type workMeter struct {
	work  *solver.Work
	g     *gini.Gini
	from  int64  // propagations when the query's search began
	spent uint64 // units spent so far
}

// count spends the units gini's propagations have reached, and reports
// whether the budget is spent. gini must not be running. Without a
// propagation count (satProps), each call is a unit.
func (m *workMeter) count() bool {
	n := m.spent + 1
	if m.from >= 0 {
		n = uint64(satProps(m.g)-m.from) / propTick
	}
	if n > m.spent {
		d := n - m.spent
		if w := m.work; w != nil && w.Limit > 0 && w.Used+d > w.Limit {
			// A pause can land ticks late on a loaded machine
			// (startPauser): the units past the budget are not
			// counted, so the query's count, and the turns the
			// fallback sizes from it, do not depend on the load.
			d = w.Limit - min(w.Used, w.Limit)
		}
		m.work.Spend(d)
		m.spent = n
	}
	return m.work.Spent()
}

// satProps is gini's count of propagations (v1.0.4 keeps it in its
// solver's trail, unexported), or -1 when its layout is another one;
// gini must not be running. TestSatProps guards the layout.
func satProps(g *gini.Gini) int64 {
	v := reflect.ValueOf(g).Elem().FieldByName("xo")
	if !v.IsValid() || v.Kind() != reflect.Pointer || v.IsNil() {
		return -1
	}
	t := v.Elem().FieldByName("Trail")
	if !t.IsValid() || t.Kind() != reflect.Pointer || t.IsNil() {
		return -1
	}
	p := t.Elem().FieldByName("Props")
	if !p.IsValid() || p.Kind() != reflect.Int64 {
		return -1
	}
	return p.Int()
}

// maxTrails bounds the trail models one query yields.
const maxTrails = 8

// propTick is how many propagations gini (v1.0.4, xo.PropTick) makes
// between two checks of its clock.
const propTick = 20000

// pauser drives one gini search (GoSolve) from its own goroutine: it
// pauses the search at each of gini's clock ticks and reports the tick;
// the query's goroutine answers on decide whether the search goes on.
// A pause request is always pending while the search runs (the pauser
// asks for the next right after releasing the last), so every tick is
// one pause: gini takes a pending request at its next tick.
type pauser struct {
	tick      chan struct{} // a tick, the search paused
	decide    chan bool     // true: go on; false: stop
	result    chan int      // the search's answer: 1, -1, or 0 (stopped)
	abandoned atomic.Bool
}

func startPauser(g *gini.Gini) *pauser {
	p := &pauser{tick: make(chan struct{}, 1), decide: make(chan bool, 1), result: make(chan int, 1)}
	s := g.GoSolve()
	go func() {
		for {
			r, paused := s.Pause()
			if !paused {
				p.result <- r
				return
			}
			goOn := !p.abandoned.Load()
			if goOn {
				p.tick <- struct{}{}
				goOn = <-p.decide
			}
			s.Unpause()
			if !goOn {
				p.result <- s.Stop()
				return
			}
			if pauserLag > 0 {
				time.Sleep(pauserLag)
			}
		}
	}()
	return p
}

// pauserLag delays the pauser after each tick, as a loaded machine's
// scheduler may: gini then runs past ticks unpaused. Tests set it; it
// is 0 otherwise.
var pauserLag time.Duration

// abandon leaves the search to stop at its next tick, unwatched.
func (p *pauser) abandon() {
	p.abandoned.Store(true)
	select {
	case p.decide <- false: // the pauser may be waiting for a decision
	default:
	}
}

// lateGrace is how long a SAT search may run past the end of its query.
const lateGrace = 10 * time.Millisecond

// newSolver starts an empty SAT solver.
func (in *instance) newSolver() {
	in.sat = gini.New()
	in.mapr.reset(in.sat)
	in.nFresh++
	in.mark = in.mark[:0]
	in.satGen++
}

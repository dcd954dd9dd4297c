package concolic

import (
	"context"
	"fmt"
	"hash/maphash"
	"iter"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/pathid"
	"github.com/symx/symx/solver"
)

// Source is where a seed came from.
type Source uint8

const (
	Initial  Source = iota // the all-zero seed (the executor's initial state)
	File                   // --seed-file, --seed-dir
	Random                 // random bytes
	Solution               // the solver's answer for a flipped branch
	Array                  // partial: an abstract model of array refinement
	Simplex                // partial: a Simplex assignment before a pivot
	SAT                    // partial: the SAT solver's trail after a time slice
	FP                     // partial: an improving point of the FP search
	numSources
)

var sourceNames = [numSources]string{"initial", "file", "random", "solution", "array", "simplex", "sat", "fp"}

func (s Source) String() string { return sourceNames[s] }

// PartialSources are the sources of partial solutions, by flag name.
var PartialSources = map[string]Source{"array": Array, "simplex": Simplex, "sat": SAT, "fp": FP}

// sourceOf is the source of a backend's partial models of kind k.
var sourceOf = map[solver.ModelKind]Source{solver.Refinement: Array, solver.Trail: SAT, solver.Search: FP}

// ParsePartial parses --partial-solutions: "none", "all" or a
// comma-separated list of PartialSources names.
func ParsePartial(v string) (map[Source]bool, error) {
	on := map[Source]bool{}
	switch v {
	case "", "none":
		return on, nil
	case "all":
		for _, s := range PartialSources {
			on[s] = true
		}
		return on, nil
	}
	for _, n := range strings.Split(v, ",") {
		s, ok := PartialSources[strings.TrimSpace(n)]
		if !ok {
			return nil, fmt.Errorf("unknown partial-solution source %q (want array, simplex, sat, fp, all or none)", n)
		}
		on[s] = true
	}
	return on, nil
}

// Strategies are the branch strategies.
var Strategies = []string{"dfs", "bfs", "random-path", "nurs:covnew", "sgs:N"}

// Options configure an Engine.
type Options struct {
	Solver solver.Solver
	// Strategy names, interleaved (as --search): nil is KLEE's default,
	// random-path and nurs:covnew.
	Strategy []string
	Partial  map[Source]bool // the partial-solution sources turned on
	Seeds    [][]exec.Input  // seeds besides the all-zero one (files)
	// RandomSeeds random seeds of RandomSize bytes per input are added;
	// the sizes follow the all-zero run's inputs (they are drawn when it
	// ends).
	RandomSeeds int
	Seed        uint64
	// SolverTimeout bounds each flip query (0: none but the run's).
	SolverTimeout time.Duration
	// Simplex, when set, is asked first for queries it can decide; its
	// pivots' assignments are partial solutions (source Simplex).
	Simplex PartialSolver
	// Screen runs the seeds of partial solutions and random seeds
	// concretely first (exec.AddConcreteSeed, MuSE §3.6): a seed whose
	// path was seen is dropped there, before any symbolic work, and only
	// the others run concolically.
	Screen bool
	// TrailProps is how many SAT propagations run between two trails taken
	// as partial solutions (source SAT); 0 means DefaultTrailProps.
	TrailProps uint64
	// SiteOpen bounds the open branches one path records at one branch
	// (or check) instruction; the later ones are not flipped (0: no
	// bound). A loop whose bound a seed made large leaves one open branch
	// per iteration: stb_image's pixel loop left 3.6 million, and the
	// pool held their prefixes past the memory cap.
	SiteOpen int
	// MaxDepth cuts a path (an early end, with its test) at the first
	// symbolic branch past this many symbolic branches and checks
	// followed (0: no bound). A seed runs alone, so one path through a
	// loop whose bound a solution made huge would otherwise hold the
	// whole run: on stb_image, 6.8 million branches in 50 s, until the
	// memory cap killed it.
	MaxDepth int
	// Subsumer, when set (PSE), is asked about every direction a state
	// does not take at a symbolic branch before it is recorded: one
	// subsumed or infeasible is not (Stats.Subsumed).
	Subsumer Subsumer
	// Pruner, when set (Homi, or random pruning), prunes the pool of
	// open branches on its schedule before each refill (Stats.Pruned).
	Pruner BranchPruner
}

// Subsumer knows when a direction's subtree holds only suffixes explored
// already (package pse in concolic mode; issue 48 item 4). Subsumed is
// asked at b, for s, which takes another direction: subsumed, every
// input of s's prefix that takes d runs a suffix some run explored to
// its end; infeasible, none takes it. Either way its flip would find
// nothing new.
type Subsumer interface {
	Subsumed(s *exec.State, b *exec.Branch, d int) (subsumed, infeasible bool)
}

// BranchPruner prunes a pool of candidates that are not states (package
// prune's Homi and random pruning; issue 48 item 5): given the pool's
// size n and each candidate's path condition, it returns the indices of
// those to drop, or none when its schedule says not now.
type BranchPruner interface {
	PruneBranches(info exec.PruneInfo, n int, pathCond func(i int) iter.Seq[expr.Expr]) []int
}

// DefaultMaxDepth is MaxDepth in a concolic run without --max-depth.
const DefaultMaxDepth = 1000000

// DepthReason is the reason of the early ends of paths over MaxDepth.
const DepthReason = "max-depth exceeded"

// DefaultSiteOpen is --max-site-open's default: the first 1,000
// iterations' exits of a loop with a symbolic bound stay open.
const DefaultSiteOpen = 1000

// DefaultTrailProps is the SAT source's default slice: five checks of
// gini's clock, about the 10 ms slices the source took before it counted
// propagations, so that a flip which keeps the SAT solver busy for a while
// yields several trails.
const DefaultTrailProps = 100000

// PartialSolver decides a query, reporting the intermediate assignments
// it meets (package solver/lia). ok is false when the query is outside
// its fragment.
type PartialSolver interface {
	SolvePartial(ctx context.Context, q solver.Query, partial func(*expr.Assignment)) (r solver.Response, ok bool)
}

// SourceStats count one source's seeds.
type SourceStats struct {
	Produced   uint64 // seeds queued (distinct inputs)
	Run        uint64 // seeds run to the end
	NewPaths   uint64 // paths (the seed's own and its forks) not seen before
	CoveredNew uint64 // new paths that covered new code
	Screened   uint64 // seeds run concretely first (Options.Screen)
	Dropped    uint64 // of which dropped: their path was seen
	// ScreenInsts are the instructions of the screening runs, what
	// screening cost (a concrete run takes no solver time).
	ScreenInsts uint64
}

// Stats are the engine's counters.
type Stats struct {
	Sources   [numSources]SourceStats
	Flips     uint64 // branches solved
	Unsat     uint64 // of which infeasible
	Skipped   uint64 // branches dropped unsolved (subtree explored)
	Duplicate uint64 // paths dropped as seen
	Repaired  uint64 // flips solved by changing one byte of the base
	TimedOut  uint64 // of which the solver gave up on
	Repeats   uint64 // of which not asked: a query of the same shape was unsat or timed out
	Postponed uint64 // branches postponed: their site's flips only timed out (hardSite)
	Open      int    // branches left in the pool
	Capped    uint64 // branches not recorded past Options.SiteOpen
	// CappedPaths are the paths that went past it somewhere: they ran
	// behind the others (Searcher).
	CappedPaths uint64
	// Deferred is the executor's partial models still waiting to run
	// (see refill); DeferredDropped those not kept past maxDeferred.
	Deferred, DeferredDropped int
	// FlipTime is the time spent solving flips (Simplex included); the
	// rest of a run is the seeds' concolic execution.
	FlipTime time.Duration
	// Subsumed are the directions not recorded as open branches because
	// Options.Subsumer found them subsumed (flips not run), Infeasible
	// those it found infeasible; Pruned the open branches
	// Options.Pruner dropped from the pool unflipped.
	Subsumed, Infeasible, Pruned uint64
}

// String is the stats as info lines.
func (st Stats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "concolic: flips %d (unsat %d, repaired %d, timed out %d, same shape %d, postponed %d, %s), skipped %d, duplicate paths %d, open %d (capped %d in %d paths), deferred %d (dropped %d)\n",
		st.Flips, st.Unsat, st.Repaired, st.TimedOut, st.Repeats, st.Postponed, st.FlipTime.Round(time.Millisecond), st.Skipped, st.Duplicate, st.Open, st.Capped, st.CappedPaths, st.Deferred, st.DeferredDropped)
	if st.Subsumed+st.Infeasible > 0 {
		fmt.Fprintf(&b, "concolic flips not run: %d subsumed (pse), %d infeasible\n", st.Subsumed, st.Infeasible)
	}
	if st.Pruned > 0 {
		fmt.Fprintf(&b, "concolic open branches pruned: %d\n", st.Pruned)
	}
	for s, c := range st.Sources {
		if c.Produced == 0 && c.Run == 0 {
			continue
		}
		fmt.Fprintf(&b, "concolic source %s: produced %d, run %d, new paths %d, covered new %d",
			Source(s), c.Produced, c.Run, c.NewPaths, c.CoveredNew)
		if c.Screened > 0 {
			fmt.Fprintf(&b, ", screened %d (%d instructions), dropped %d", c.Screened, c.ScreenInsts, c.Dropped)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// openBranch is a direction a concolic run did not take.
type openBranch struct {
	prefix []expr.Expr     // path constraints before the branch
	cond   expr.Expr       // the direction's condition
	syms   []exec.Symbolic // inputs made before the branch
	base   *[]exec.Input   // the path's inputs, set when it ends
	key    uint64          // hash of prefix ∧ cond
	depth  int             // symbolic branches before it
	id     int32
	dir    int
	seq    uint64 // discovery order
	// callee is the function pointer of a call's other targets (Callee),
	// which the flip enumerates; cond excludes the target taken.
	callee expr.Expr
	// history is the path's last symbolic decisions before the branch,
	// oldest first: as many as the sgs:N strategies read (pool.history).
	history []step
}

// pathRec is a state's hook data: its open branches and where the path
// has been. The path's identity is not here: pathid.Concolic keeps it
// (Decided, Called), the one run records in the path's test.
type pathRec struct {
	open     []*openBranch
	key      uint64   // fold of every event, checks and lowered decisions too
	prefixes []uint64 // key after each event: where the path has been
	depth    int
	sites    map[int32]int // open branches recorded per instruction (Options.SiteOpen)
	capped   bool          // a site's open branches went past Options.SiteOpen
	recent   []step        // the last pool.history symbolic decisions, oldest first
}

func (p *pathRec) Fork() any {
	c := *p
	c.open = p.open[:len(p.open):len(p.open)]
	c.prefixes = p.prefixes[:len(p.prefixes):len(p.prefixes)]
	c.sites = maps.Clone(p.sites)
	c.recent = slices.Clone(p.recent) // decided shifts it in place
	return &c
}

// room reports whether r may record one more open branch at instruction
// id, and counts it; a branch past Options.SiteOpen is counted as capped.
func (e *Engine) room(r *pathRec, id int32) bool {
	if e.opts.SiteOpen <= 0 {
		return true
	}
	if r.sites == nil {
		r.sites = map[int32]int{}
	}
	if r.sites[id] >= e.opts.SiteOpen {
		e.mu.Lock()
		e.stats.Capped++
		if !r.capped {
			e.stats.CappedPaths++
		}
		e.mu.Unlock()
		if !r.capped {
			// The path runs behind the others from now on; flip more
			// branches if it was all there was.
			r.capped = true
			if e.idle() {
				e.refill()
			}
		}
		return false
	}
	r.sites[id]++
	return true
}

// Engine is MuSE's loop; see the package doc.
type Engine struct {
	opts Options
	x    *exec.Executor
	ctx  context.Context
	// gw is the way to the solver chain: the executor's gateway
	// (UseGateway), so that flips follow the run's query policy
	// (cancellation, memory watch, counts in exec.Stats.Lanes); a
	// standalone one until then.
	gw   *exec.Gateway
	key  exec.HookKey
	rng  *rand.Rand
	seed maphash.Seed

	mu    sync.Mutex // guards stats (read from other goroutines)
	stats Stats

	seedSrc     []Source // by seed number-1
	outstanding int      // seeds queued or running
	seenPaths   map[uint64]bool
	written     map[uint64]bool // bug paths whose screening run wrote the test (screened)
	explored    map[uint64]bool // prefixes (and prefix ∧ cond) some path took
	attempted   map[uint64]bool
	seenInputs  map[uint64]bool
	covered     map[[2]int32]bool // symbolic branch edges taken (checks: negative IDs)
	checks      map[*ir.Inst]int32
	pool        *pool
	slicer      slicer
	sites       map[int32]siteFlips      // by branch (check) ID
	postponed   []*openBranch            // the open branches of hard sites (hardSite)
	shapes      map[uint64]solver.Result // flip queries' shapes found unsat, or given up on
	seq         uint64
	randomDone  bool
	// deferred holds the seeds of the executor's partial models (its
	// queries for a state, not a flip's): refill releases one of them
	// after each flip that yields seeds, so they cannot starve the flips.
	deferred []deferredSeed
	released bool      // refill's last action released a deferred seed
	start    time.Time // Bind's: Options.Pruner's clock
}

// deferredSeed is a partial model of the executor's, waiting for refill.
type deferredSeed struct {
	in  []exec.Input
	src Source
}

// maxDeferred bounds the executor's partial models waiting to run: a
// seeded run of a parser asks thousands of check queries.
const maxDeferred = 4096

// New returns an engine; Bind attaches it to the executor it subscribes to.
func New(o Options) (*Engine, error) {
	p, err := newPool(o.Strategy, o.Seed)
	if err != nil {
		return nil, err
	}
	e := &Engine{opts: o, key: exec.NewHookKey(), gw: exec.NewGateway(o.Solver),
		rng: rand.New(rand.NewPCG(o.Seed, 0x6d757365)), seed: maphash.MakeSeed(),
		seenPaths: map[uint64]bool{}, written: map[uint64]bool{}, explored: map[uint64]bool{}, attempted: map[uint64]bool{},
		seenInputs: map[uint64]bool{}, covered: map[[2]int32]bool{}, checks: map[*ir.Inst]int32{}, pool: p,
		shapes: map[uint64]solver.Result{}, sites: map[int32]siteFlips{},
		outstanding: 1, // the initial state
	}
	e.seenInputs[e.inputsHash(nil)] = true // the initial state's all-zero seed
	return e, nil
}

// Bind queues the configured seeds into x (created with the engine among
// its subscribers); ctx bounds the engine's queries.
func (e *Engine) Bind(ctx context.Context, x *exec.Executor) {
	e.x, e.ctx, e.start = x, ctx, time.Now()
	for _, in := range e.opts.Seeds {
		e.queue(in, File)
	}
}

// UseGateway is told the gateway of the executor the engine subscribes
// to (exec.GatewayUser): the flips' queries go through it.
func (e *Engine) UseGateway(g *exec.Gateway) { e.gw = g }

// Stats returns the counters; safe from any goroutine.
func (e *Engine) Stats() Stats {
	e.mu.Lock()
	defer e.mu.Unlock()
	st := e.stats
	return st
}

func (e *Engine) count(src Source, f func(*SourceStats)) {
	e.mu.Lock()
	f(&e.stats.Sources[src])
	e.mu.Unlock()
}

// queue adds a seed unless the same inputs were queued before; with
// Options.Screen, partial solutions and random seeds run concretely first.
func (e *Engine) queue(in []exec.Input, src Source) bool {
	h := e.inputsHash(in)
	if e.seenInputs[h] {
		return false
	}
	e.seenInputs[h] = true
	e.count(src, func(c *SourceStats) { c.Produced++ })
	e.add(in, src, e.opts.Screen && (src == Random || src >= Array))
	return true
}

// add hands a seed to the executor, recording its source by seed number.
func (e *Engine) add(in []exec.Input, src Source, concrete bool) {
	e.seedSrc = append(e.seedSrc, src)
	e.outstanding++
	if concrete {
		e.x.AddConcreteSeed(in)
		return
	}
	e.x.AddSeed(in)
}

// inputsHash identifies a seed by its bytes; trailing zero bytes and
// inputs do not count (a missing input reads as zeros).
func (e *Engine) inputsHash(in []exec.Input) uint64 {
	var h maphash.Hash
	h.SetSeed(e.seed)
	n := len(in)
	for n > 0 && allZero(in[n-1].Bytes) {
		n--
	}
	for _, x := range in[:n] {
		b := x.Bytes
		for len(b) > 0 && b[len(b)-1] == 0 {
			b = b[:len(b)-1]
		}
		h.Write(b)
		h.WriteByte(0xff)
		h.WriteByte(byte(len(b)))
	}
	return h.Sum64()
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// mix folds event v into hash h (v scrambled by splitmix64's finalizer).
func mix(h, v uint64) uint64 {
	v += 0x9e3779b97f4a7c15
	v = (v ^ v>>30) * 0xbf58476d1ce4e5b9
	v = (v ^ v>>27) * 0x94d049bb133111eb
	v ^= v >> 31
	return (h^v)*0x100000001b3 + 0x2545f4914f6cdd1d
}

const hashStart = 0xcbf29ce484222325

// The events a path is identified by.
func branchEvent(id int32, dir int) uint64 { return 1<<62 | uint64(uint32(id))<<16 | uint64(dir) }
func checkEvent(id int32, c expr.Expr, dir int) uint64 {
	return mix(3<<62|uint64(uint32(id))<<16|uint64(dir), c.Hash())
}
func callEvent(fn int) uint64 { return 2<<62 | uint64(fn) }

// calleeEvent is the side of a call through a symbolic function pointer
// (the events' fourth tag, 0): the target taken (0) or the others (1),
// whichever the target.
func calleeEvent(id int32, dir int) uint64 { return uint64(uint32(id))<<16 | uint64(dir) }

// rec returns s's path record.
func (e *Engine) rec(s *exec.State) *pathRec {
	r, _ := s.Hook(e.key).(*pathRec)
	if r == nil {
		r = &pathRec{key: hashStart}
		s.SetHook(e.key, r)
	}
	return r
}

// mark extends the path's position with ev. Every event is one; the
// program's decisions and calls are also the path's identity
// (pathid.Concolic), the checks and lowered decisions only tell open
// branches apart: a seed's concrete screening run has none (its values
// make no checks, and it copies memory at once), and paths that differ
// only there differ in their ends or not at all.
func (r *pathRec) mark(ev uint64) {
	r.key = mix(r.key, ev)
	r.prefixes = append(r.prefixes, r.key)
}

// Decided extends the path with a branch direction (every state reports
// its own, forked ones included); the identity leaves a lowered one out.
func (e *Engine) Decided(s *exec.State, d exec.Decision) {
	pathid.Concolic.Decided(s, d)
	e.rec(s).mark(branchEvent(d.ID, d.Dir))
}

// Called extends the path with a call: the callee tells the targets of a
// symbolic function pointer apart.
func (e *Engine) Called(s *exec.State, callee *ir.Func) {
	pathid.Concolic.Called(s, callee)
	e.rec(s).mark(callEvent(callee.Index))
}

// Returned is part of exec.CallSubscriber; a return adds nothing.
func (e *Engine) Returned(*exec.State, *ir.Func, []exec.Value) {}

// BeforeBranch follows the direction the state's model satisfies and
// records the others as open branches.
func (e *Engine) BeforeBranch(s *exec.State, b *exec.Branch) {
	if b.Concrete {
		return
	}
	if s.Model() == nil {
		return // the executor forks: every direction gets a state
	}
	take := -1
	for d, c := range b.Conds {
		if s.ModelValue(c) == 1 {
			take = d
			break
		}
	}
	if take < 0 {
		return
	}
	r := e.rec(s)
	if e.opts.MaxDepth > 0 && r.depth >= e.opts.MaxDepth {
		b.Cut(DepthReason)
		return
	}
	b.Follow(take)
	prefix := s.Constraints()
	syms := s.Symbolics()
	for d, c := range b.Conds {
		if d == take || c.IsFalse() || e.subsumed(s, b, r, d) || !e.room(r, b.ID) {
			continue
		}
		e.seq++
		r.open = append(r.open, &openBranch{prefix: prefix, cond: c, syms: syms,
			key: mix(r.key, branchEvent(b.ID, d)), depth: r.depth, id: b.ID, dir: d, seq: e.seq,
			history: slices.Clone(r.recent)})
	}
	r.depth++
	e.decided(r, b.ID, take)
	e.covered[[2]int32{b.ID, int32(take)}] = true
}

// subsumed asks Options.Subsumer whether direction d of b, which s does
// not take, need not be flipped, and counts it; a direction some path
// took already is not asked about (Accept drops it).
func (e *Engine) subsumed(s *exec.State, b *exec.Branch, r *pathRec, d int) bool {
	if e.opts.Subsumer == nil || e.explored[mix(r.key, branchEvent(b.ID, d))] {
		return false
	}
	sub, inf := e.opts.Subsumer.Subsumed(s, b, d)
	if sub || inf {
		e.mu.Lock()
		if sub {
			e.stats.Subsumed++
		} else {
			e.stats.Infeasible++
		}
		e.mu.Unlock()
	}
	return sub || inf
}

// decided records a symbolic decision of r's path, keeping the last
// pool.history of them for the sgs:N strategies.
func (e *Engine) decided(r *pathRec, id int32, dir int) {
	n := e.pool.history
	if n == 0 {
		return
	}
	if len(r.recent) == n {
		copy(r.recent, r.recent[1:])
		r.recent = r.recent[:n-1]
	}
	r.recent = append(r.recent, step{id, int32(dir)})
}

// Check decides a check of the executor's (a divisor's or shift's
// range) as BeforeBranch decides a branch: the state takes the side its
// model satisfies, with no query, and the other side is an open branch.
// Before, the executor asked the solver about the other side at every
// check of every seed's run, and forked. The check's side (its
// instruction, condition and side) marks a prefix explored, so that the
// flip's run, which takes the other side there, closes the open branch.
func (e *Engine) Check(s *exec.State, c expr.Expr) (holds, ok bool) {
	in := s.Inst()
	if s.Model() == nil || in == nil {
		return false, false
	}
	holds = s.ModelValue(c) == 1
	take, other, cond := 1, 0, expr.Not(c)
	if !holds {
		take, other, cond = 0, 1, c
	}
	id := e.checkID(in)
	// A check that fails ends the path with a bug, which its end tells
	// apart: the check is not part of the path's identity.
	e.openSide(s, id, other, cond, nil, checkEvent(id, c, other), checkEvent(id, c, take))
	return holds, true
}

// openSide records side other (0 or 1) of check id, under cond, as an
// open branch of s identified by the event open, and marks the side s
// takes with the event taken.
func (e *Engine) openSide(s *exec.State, id int32, other int, cond, callee expr.Expr, open, taken uint64) {
	r := e.rec(s)
	if e.room(r, id) {
		e.seq++
		r.open = append(r.open, &openBranch{prefix: s.Constraints(), cond: cond, syms: s.Symbolics(),
			key: mix(r.key, open), depth: r.depth, id: id, dir: other, seq: e.seq, callee: callee,
			history: slices.Clone(r.recent)})
	}
	r.mark(taken)
	r.depth++
	e.decided(r, id, 1-other)
	e.covered[[2]int32{id, int32(1 - other)}] = true
}

// Callee decides a call through the symbolic function pointer fp as
// Check decides a check: the state calls its model's target v, with no
// query, and the other targets are one open branch, which its flip
// enumerates (flip). The open branch's identity leaves v out, so the
// runs of the other targets, which reach the same call by the same
// prefix, find it attempted: the targets are enumerated once.
func (e *Engine) Callee(s *exec.State, fp expr.Expr, v uint64) bool {
	in := s.Inst()
	if s.Model() == nil || in == nil {
		return false
	}
	id := e.checkID(in)
	// The callee itself joins the path's identity when it is called.
	e.openSide(s, id, 1, expr.Not(expr.Eq(expr.Const(v, fp.Width()), fp)), fp, calleeEvent(id, 1), calleeEvent(id, 0))
	return true
}

// checkID numbers the instructions whose checks Check decides, below the
// branch IDs (negative), in the order first met.
func (e *Engine) checkID(in *ir.Inst) int32 {
	id, ok := e.checks[in]
	if !ok {
		id = -int32(len(e.checks)) - 1
		e.checks[in] = id
	}
	return id
}

// PartialModel turns the executor's partial models for a state's query
// into seeds, completed with the state's model as complete does.
func (e *Engine) PartialModel(s *exec.State, q solver.Query, m *expr.Assignment, kind solver.ModelKind) {
	src, ok := sourceOf[kind]
	if !ok || !e.opts.Partial[src] || s == nil || e.x == nil {
		return
	}
	// Not from the runs of partial solutions themselves: each such run
	// asks the same checks at other points and yields new partial
	// models, a cascade without end (a table lookup at six symbolic
	// indices: 51,197 seeds for 4 paths, docs/bench-log/2026-11-24-muse.md).
	if n := s.SeedNo(); n > 0 && int(n) <= len(e.seedSrc) && e.seedSrc[n-1] >= Array {
		return
	}
	base := s.Model()
	reads := e.slicer.bytesRead(q.Constraints)
	in := make([]exec.Input, len(s.Symbolics()))
	for i, sym := range s.Symbolics() {
		b := make([]byte, sym.Array.Size)
		idx, read := reads[sym.Array]
		if base == nil {
			idx, read = nil, true // the model alone
		} else {
			base.Fill(sym.Array, b)
		}
		if read {
			overlay(b, sym.Array, m, idx)
		}
		in[i] = exec.Input{Name: sym.Name, Bytes: b, Nondet: sym.Nondet != ""}
	}
	h := e.inputsHash(in)
	if e.seenInputs[h] {
		return
	}
	if len(e.deferred) >= maxDeferred {
		e.mu.Lock()
		e.stats.DeferredDropped++
		e.mu.Unlock()
		return
	}
	e.seenInputs[h] = true
	e.count(src, func(c *SourceStats) { c.Produced++ })
	e.deferred = append(e.deferred, deferredSeed{in, src})
}

// Accept is told every finished path (before its test is written) and
// reports whether its test is to be written: the path is new (a path seen
// before yields no test; a seed's screening run yields one only for a new
// bug, see screened).
// When it was the last live state, the engine flips branches until new
// seeds are queued.
func (e *Engine) Accept(t *exec.Termination) bool {
	s := t.State
	r := e.rec(s)
	src := Initial
	if n := s.SeedNo(); n > 0 && int(n) <= len(e.seedSrc) {
		src = e.seedSrc[n-1]
	}
	root := s.ParentID() == 0
	if s.Concrete() {
		return e.screened(t, r, src)
	}
	if root {
		e.outstanding--
		e.count(src, func(c *SourceStats) { c.Run++ })
		if s.SeedNo() == 0 {
			e.addRandom(t.Inputs)
		}
	}
	// The end is part of the path: a bug and a normal exit after the
	// same decisions are two paths (a split the program does not branch
	// on, such as a division-by-zero check, ends one of them). Identify
	// makes it the identity run records in the path's test.
	final := pathid.Concolic.Identify(t)
	fresh := !e.seenPaths[final]
	written := fresh && e.written[final]
	if fresh {
		e.seenPaths[final] = true
		for _, h := range r.prefixes {
			e.explored[h] = true
		}
		base := &t.Inputs
		for _, b := range r.open {
			// A forked state shares its parent's branches: pool them once.
			if b.base == nil && !e.explored[b.key] {
				b.base = base
				e.pool.push(b)
			}
		}
		e.count(src, func(c *SourceStats) {
			c.NewPaths++
			if t.CoveredNew {
				c.CoveredNew++
			}
		})
	} else {
		e.mu.Lock()
		e.stats.Duplicate++
		e.mu.Unlock()
	}
	r.open = nil
	if e.idle() {
		e.refill()
	}
	return fresh && !written
}

// screened ends a seed's concrete run: a path seen before drops the seed,
// a new one sends it on to run concolically (which then writes its test
// and collects its open branches). It reports whether the run's own test
// is to be written: a new path that ends in a bug is written at once, as
// the concolic run may take long to reach the bug (a loop of a million
// iterations: a fraction of a second concretely) or be cut first, and
// that run then only collects the open branches.
func (e *Engine) screened(t *exec.Termination, r *pathRec, src Source) bool {
	e.outstanding--
	final := pathid.Concolic.Identify(t) // its concolic run's: the lowered decisions only that run has are left out
	dropped := e.seenPaths[final]
	e.count(src, func(c *SourceStats) {
		c.Screened++
		c.ScreenInsts += t.State.Instructions()
		if dropped {
			c.Dropped++
		}
	})
	if !dropped {
		e.add(t.Inputs, src, false)
	}
	write := !dropped && t.Outcome == exec.BugFound && !e.written[final]
	if write {
		e.written[final] = true
	}
	r.open = nil
	if e.idle() {
		e.refill()
	}
	return write
}

// addRandom queues the random seeds, sized like the all-zero run's inputs.
func (e *Engine) addRandom(shape []exec.Input) {
	if e.randomDone || e.opts.RandomSeeds == 0 {
		return
	}
	e.randomDone = true
	for range e.opts.RandomSeeds {
		in := make([]exec.Input, len(shape))
		for i, x := range shape {
			b := make([]byte, len(x.Bytes))
			for j := range b {
				b[j] = byte(e.rng.Uint32())
			}
			in[i] = exec.Input{Name: x.Name, Bytes: b, Nondet: x.Nondet}
		}
		e.queue(in, Random)
	}
}

// refill flips pooled branches until one yields a seed (Alg. 1, 9–16),
// alternating with the executor's deferred partial models: after a flip
// that yielded seeds, the next refill runs one deferred seed instead. A
// seeded run of a parser asks a check query at nearly every input-driven
// access, each with partial models; run first, they kept the flips from
// ever starting (docs/bench-log/2026-11-24-muse.md, gif).
func (e *Engine) refill() {
	if len(e.deferred) > 0 && (!e.released || e.pool.len() == 0) {
		d := e.deferred[0]
		e.deferred = e.deferred[1:]
		e.released = true
		e.mu.Lock()
		e.stats.Deferred = len(e.deferred)
		e.mu.Unlock()
		e.add(d.in, d.src, e.opts.Screen)
		return
	}
	e.released = false
	e.prune()
	for e.ctx.Err() == nil {
		b := e.pool.pop(e.covered)
		if b == nil {
			if len(e.postponed) == 0 {
				break
			}
			b = e.postponed[0]
			e.postponed = e.postponed[1:]
		} else if e.hardSite(b.id) {
			e.postponed = append(e.postponed, b)
			e.mu.Lock()
			e.stats.Postponed++
			e.mu.Unlock()
			continue
		}
		if e.explored[b.key] || e.attempted[b.key] {
			e.mu.Lock()
			e.stats.Skipped++
			e.mu.Unlock()
			continue
		}
		e.attempted[b.key] = true
		if e.flip(b) > 0 {
			break
		}
	}
	e.mu.Lock()
	e.stats.Open, e.stats.Deferred = e.pool.len(), len(e.deferred)
	e.mu.Unlock()
	if e.outstanding == 0 && len(e.deferred) > 0 && e.ctx.Err() == nil {
		e.refill() // the pool ran dry: the deferred seeds are what is left
	}
}

// prune lets Options.Pruner drop open branches from the pool before
// the next flip, on its schedule. A branch's path condition is its
// prefix and its direction's condition: the path its flip would start,
// up to the branch (what the pruner's features read of a state).
func (e *Engine) prune() {
	if e.opts.Pruner == nil || e.pool.len() == 0 {
		return
	}
	// The pool's list is made only when the schedule calls a pruning.
	var open []*openBranch
	list := func() []*openBranch {
		if open == nil {
			open = e.pool.open()
		}
		return open
	}
	info := exec.PruneInfo{Elapsed: time.Since(e.start), Instructions: e.x.Stats().Instructions}
	kill := e.opts.Pruner.PruneBranches(info, e.pool.len(), func(i int) iter.Seq[expr.Expr] {
		b := list()[i]
		return func(yield func(expr.Expr) bool) {
			for _, c := range b.prefix {
				if !yield(c) {
					return
				}
			}
			yield(b.cond)
		}
	})
	for _, i := range kill {
		e.pool.drop(list()[i])
	}
	if len(kill) > 0 {
		e.mu.Lock()
		e.stats.Pruned += uint64(len(kill))
		e.stats.Open = e.pool.len()
		e.mu.Unlock()
	}
}

// hardSite reports whether the flips at branch (or check) id timed out
// maxSiteTimeouts times and never had an answer: its open branches are
// postponed until the pool has nothing else. giflib checks an image's
// size for overflow, a product of two 16-bit fields that no solver here
// decides in a second, on every path through an image: before, BFS spent
// 16 s of 20 in those flips.
func (e *Engine) hardSite(id int32) bool {
	t := e.sites[id]
	return t.timeouts >= maxSiteTimeouts && !t.answered
}

// settle records the outcome of a flip at site id whose query has shape
// h: a shape found unsat, or given up on, is not asked again, and a site
// whose flips time out without an answer becomes hard.
func (e *Engine) settle(id int32, h uint64, res solver.Result) {
	if res == solver.Unknown && e.ctx.Err() != nil {
		return // the run ended, not the solver's patience
	}
	t := e.sites[id]
	switch res {
	case solver.Unknown:
		t.timeouts++
		e.shapes[h] = res
		e.mu.Lock()
		e.stats.TimedOut++
		e.mu.Unlock()
	case solver.Unsat:
		t.answered = true
		e.shapes[h] = res
	default:
		t.answered = true
	}
	e.sites[id] = t
}

// maxSiteTimeouts is how many timeouts, without an answer, make a site
// hard.
const maxSiteTimeouts = 2

// siteFlips are the outcomes of one site's flips.
type siteFlips struct {
	timeouts int
	answered bool // some flip was sat or unsat
}

// observer collects a query's partial models of the sources turned on.
type observer struct {
	on     map[Source]bool
	models []*expr.Assignment
	srcs   []Source
}

func (o *observer) Model(m *expr.Assignment, kind solver.ModelKind) {
	if src, ok := sourceOf[kind]; ok && o.on[src] {
		o.models = append(o.models, m)
		o.srcs = append(o.srcs, src)
	}
}

// maxCallees bounds the targets one flip of a call enumerates.
const maxCallees = 64

// flip solves b's prefix ∧ cond and queues the solution and the partial
// solutions; it returns how many seeds it queued. A call's other targets
// are enumerated, each solution's target excluded in turn, as the
// executor does outside concolic mode (symbolicCall).
func (e *Engine) flip(b *openBranch) int {
	queued, m := e.solve(b, b.cond)
	cond := b.cond
	for n := 1; b.callee != nil && m != nil && n < maxCallees && e.ctx.Err() == nil; n++ {
		v := expr.Eval(b.callee, m)
		cond = expr.And(cond, expr.Not(expr.Eq(expr.Const(v, b.callee.Width()), b.callee)))
		var q int
		q, m = e.solve(b, cond)
		queued += q
	}
	return queued
}

// solve solves b's prefix ∧ cond and queues the solution and the partial
// solutions: how many seeds it queued, and the solution (nil when none).
func (e *Engine) solve(b *openBranch, cond expr.Expr) (int, *expr.Assignment) {
	start := time.Now()
	defer func() {
		e.mu.Lock()
		e.stats.FlipTime += time.Since(start)
		e.mu.Unlock()
	}()
	e.mu.Lock()
	e.stats.Flips++
	e.mu.Unlock()
	cs, oneByte := b.prefix, false
	if b.base != nil && len(*b.base) >= len(b.syms) {
		cs, oneByte = e.slicer.slice(b.prefix, cond)
	}
	q := solver.Query{Constraints: append(cs[:len(cs):len(cs)], cond)}
	h := shape(q.Constraints)
	if r, ok := e.shapes[h]; ok {
		// A query of this shape was unsat, or timed out, before (giflib
		// checks the product of an image's two 16-bit sizes against
		// overflow, a second's timeout at every image descriptor): it
		// would be again.
		e.mu.Lock()
		e.stats.Repeats++
		if r == solver.Unsat {
			e.stats.Unsat++
		}
		e.mu.Unlock()
		return 0, nil
	}
	ctx, budget := e.ctx, time.Now()
	if e.opts.SolverTimeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, e.opts.SolverTimeout)
		defer cancel()
	}
	queued := 0
	var reads map[*expr.Array]map[uint64]bool
	complete := func(m *expr.Assignment) []exec.Input {
		if reads == nil {
			reads = e.slicer.bytesRead(q.Constraints)
		}
		return e.complete(b, m, reads)
	}
	var r solver.Response
	decided := false
	if m, tried := e.repair(b, cond, cs); m != nil {
		r, decided = solver.Response{Result: solver.Sat, Model: m}, true
		e.mu.Lock()
		e.stats.Repaired++
		e.mu.Unlock()
	} else if tried && oneByte {
		// Every value of the one byte the slice reads failed it.
		r, decided = solver.Response{Result: solver.Unsat}, true
	}
	if !decided && e.opts.Simplex != nil {
		var simplex []*expr.Assignment
		r, decided = e.opts.Simplex.SolvePartial(ctx, q, func(m *expr.Assignment) { simplex = append(simplex, m) })
		if e.opts.Partial[Simplex] {
			for _, m := range simplex {
				if e.queue(complete(m), Simplex) {
					queued++
				}
			}
		}
	}
	if !decided {
		o := &observer{on: e.opts.Partial}
		// The chain's query goes through the executor's gateway: the
		// run's cancellation, its memory watch and its counts (lane
		// "concolic"), the partial solutions to o.
		qo := exec.QueryOptions{Lane: "concolic", Observer: o}
		if e.opts.Partial[SAT] {
			qo.Trail = e.opts.TrailProps
			if qo.Trail <= 0 {
				qo.Trail = DefaultTrailProps
			}
		}
		if e.opts.SolverTimeout > 0 {
			// SolverTimeout bounds the whole flip, Simplex's try
			// included, as it did when both shared ctx.
			qo.Timeout = max(e.opts.SolverTimeout-time.Since(budget), time.Nanosecond)
		}
		var err error
		r, err = e.gw.Check(nil, q, qo)
		if err != nil {
			r.Result = solver.Unknown
		}
		for i, m := range o.models {
			if e.queue(complete(m), o.srcs[i]) {
				queued++
			}
		}
	}
	e.settle(b.id, h, r.Result)
	switch r.Result {
	case solver.Sat:
		if e.queue(complete(r.Model), Solution) {
			queued++
		}
		return queued, r.Model
	case solver.Unsat:
		e.mu.Lock()
		e.stats.Unsat++
		e.mu.Unlock()
	}
	return queued, nil
}

// complete turns a model of b's query into a seed, as SAGE does: the
// bytes the query reads take the model's values, every other byte keeps
// the path's input (a byte the query does not read cannot change its
// answer, and keeping it keeps the seed's structure, say a valid file,
// past the flipped branch). Inputs made after the branch and inputs the
// path did not have come from the model alone.
func (e *Engine) complete(b *openBranch, m *expr.Assignment, reads map[*expr.Array]map[uint64]bool) []exec.Input {
	var base []exec.Input
	if b.base != nil {
		base = *b.base
	}
	in := make([]exec.Input, max(len(base), len(b.syms)))
	copy(in, base)
	for i, sym := range b.syms {
		idx, read := reads[sym.Array]
		if i < len(base) && !read {
			continue
		}
		by := make([]byte, sym.Array.Size)
		if i < len(base) {
			copy(by, base[i].Bytes)
		} else {
			idx = nil // the model alone
		}
		overlay(by, sym.Array, m, idx)
		in[i] = exec.Input{Name: sym.Name, Bytes: by, Nondet: sym.Nondet != ""}
	}
	return in
}

// overlay writes m's values of arr's bytes idx into by (every byte for a
// nil idx).
func overlay(by []byte, arr *expr.Array, m *expr.Assignment, idx map[uint64]bool) {
	if idx == nil {
		m.Fill(arr, by)
		return
	}
	for k := range idx {
		if k < uint64(len(by)) {
			by[k] = m.Byte(arr, k)
		}
	}
}

// repair solves a flip of b (with condition cond) that reads a single
// input byte without the solver, as exec's model repair does for a
// state: the byte's 256 values are tried in the base inputs against the
// condition and those of constraints (the flip's slice) that read its
// array. It returns nil when that finds nothing, and whether it tried.
func (e *Engine) repair(b *openBranch, cond expr.Expr, constraints []expr.Expr) (*expr.Assignment, bool) {
	if b.base == nil {
		return nil, false
	}
	var arr *expr.Array
	var idx uint64
	for n := range expr.Walk(cond) {
		if n.Kind() != expr.KindRead || n.Array().IsConst() {
			continue
		}
		if n.Updates().Head != nil || !n.Kid(0).IsConst() || arr != nil && (n.Array() != arr || n.Kid(0).Value() != idx) {
			return nil, false
		}
		arr, idx = n.Array(), n.Kid(0).Value()
	}
	if arr == nil || idx >= arr.Size {
		return nil, false
	}
	m := expr.NewAssignment()
	base := *b.base
	for i, sym := range b.syms {
		if i < len(base) {
			m.Set(sym.Array, append([]byte(nil), base[i].Bytes...))
		}
	}
	if uint64(len(m.Bytes(arr))) <= idx {
		return nil, false // the array is not among the base's inputs
	}
	checks := []expr.Expr{cond}
	for _, c := range constraints {
		for _, a := range c.Arrays() {
			if a == arr {
				checks = append(checks, c)
				break
			}
		}
	}
	bytes := m.Bytes(arr)
	ev := expr.NewEvaluator(m)
	for v := range 256 {
		bytes[idx] = byte(v)
		ev.Reset(m)
		ok := true
		for _, c := range checks {
			if !ev.IsTrue(c) {
				ok = false
				break
			}
		}
		if ok {
			return m, true
		}
	}
	return nil, true
}

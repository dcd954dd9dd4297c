package pse

import (
	"maps"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
)

// Config configures PSE.
type Config struct {
	// Solver decides the subsumption checks (the run's query chain).
	Solver solver.Solver
	// SummaryBound caps the disjuncts of one summary (the paper's bd,
	// §4.1); further suffixes are not added. 0 means no bound.
	SummaryBound int
	// NoSimplify turns summary simplification (Alg. 4) off.
	NoSimplify bool
	// MaxSolverTime bounds one subsumption check (0: none); a check that
	// times out counts as "not subsumed".
	MaxSolverTime time.Duration
	// CheckTimeout bounds one subsumption check too (0: MaxSolverTime
	// alone). Most checks that take long fail in the end: on coreutils tr
	// they took 4.4 s of a 5.7 s run, and a 10 ms bound left the same
	// cuts in a 1.5 s run (docs/bench-log/2026-11-28-pse.md).
	CheckTimeout time.Duration
	// CheckWork bounds one subsumption check's solver work (solver.Work
	// units; 0: MaxSolverWork alone); a check that spends it does not
	// cut.
	CheckWork uint64
	// NoSlice keeps every exposed read in a disjunct, also those no
	// decision of the suffix depends on (deps.go).
	NoSlice bool
	// AllBranches opens a checkpoint at every branch direction a state
	// takes, as the paper's Alg. 2 does; by default only where the state
	// forked (see doc.go, "Checkpoints at forks").
	AllBranches bool
	// NoPredicates keeps a read that decisions only compared by its value
	// too, instead of by the comparisons' outcomes (shadow.go).
	NoPredicates bool
	// Concolic is MuSE's concolic mode (package concolic; issue 48 item
	// 4): a state that follows its model takes one direction at a
	// symbolic branch, which opens a checkpoint, and is cut there when
	// that direction is subsumed; the concolic engine asks Subsumed of
	// the directions it does not take before it records them as open
	// branches. Every run makes its own input arrays, so a check renames
	// a disjunct's inputs made before its checkpoint to the state's
	// (concolic.go).
	Concolic bool
}

// DefaultCheckWork bounds a subsumption check's solver work by default
// (--pse-check-work), in solver.Work units: about the 10 ms that was
// the default wall-clock bound, counted in the solver's steps so that
// which checks cut does not depend on the machine's load.
const DefaultCheckWork = 4

// DefaultSummaryBound is the paper's bound on a summary's size.
const DefaultSummaryBound = 200

// CutReason is the Termination.Reason of a state PSE ended at a branch.
const CutReason = "pse: suffix already explored"

// Stats are PSE's counters.
type Stats struct {
	Checks        uint64        // subsumption checks that reached the solver
	CheckTimeouts uint64        // of those, the ones that ran out of time (not subsumed)
	Refuted       uint64        // checks the path's model refuted without a query
	Syntactic     uint64        // checks decided without a query: a disjunct's terms are all path conditions
	CheckTime     time.Duration // time in those checks
	Cuts          uint64        // states ended at a branch (all directions subsumed)
	Pruned        uint64        // single directions dropped (subsumed) at a branch
	Summarized    uint64        // paths (real or cut) whose suffixes were summarized
	WPTime        time.Duration // time computing weakest preconditions (summaries)
	Summaries     int           // locations with a summary
	Disjuncts     int           // disjuncts over all summaries
	Terms         int           // conditions and reads over all disjuncts (the summaries' memory)
	MaxDisjuncts  int           // largest summary
	Combined      uint64        // disjunct pairs merged by simplification
	Dropped       uint64        // disjuncts not added: summary at its bound
	Unbuilt       int           // suffixes recorded but never built into a disjunct (their location was not checked again)
	Poisoned      uint64        // finished paths on which checkpoints were given up (effects not modelled, logs too long)
}

// PSE is the technique, put into exec.Config.Subscribers: one value per
// worker, sharing one table of summaries (New, then Worker for each
// further worker). Any state order is sound (doc.go).
type PSE struct {
	*table
	// The rest is the worker's own: its executor's way to the solver
	// (UseGateway), and scratch space of its events.
	gw     *exec.Gateway
	stack  []dep               // relevant's
	depBuf []dep               // phis' and memcpy's
	opMemo map[opKey]expr.Expr // opShadow's
	keyBuf []byte              // ctxKey's
	// BeforeBranch's: the branch arrival whose bookkeeping is done
	// (enter) and what the checks of its directions share; the store it
	// checks, and evaluators under the path's model, under a
	// direction's and under either extended with a disjunct's renamed
	// inputs (reset, not reallocated, per check); dsBuf holds the
	// disjuncts that cut a direction.
	at                  arrival
	ck                  branchCheck
	renSubs             map[renKey]*expr.Substitution // renamer's, for the run whose first input is renTo
	renTo               *expr.Array
	view                storeView
	evOwn, evDir, evExt *expr.Evaluator
	dsBuf               []disjunct
	usedSeen            map[loc]bool // usedReads'
	runBuf              []byteRun
	// build's buffers.
	scratch  []read
	regBuf   []regVal
	byteBuf  []uint64
	stamps   [][]uint32 // per frame and slot, the disjunct that last took it
	stamp    uint32
	seenAcc  map[loc]bool // for reads kept as reads
	sortBuf  []uint64     // for sortRuns
	predTabs map[expr.Expr]*predTable
	predBuf  []predTerm
	predSeen map[predKey]bool
}

// table is what a run's workers share: the summaries, each under its
// own lock (summary.mu), the locations' keys under mu, and the
// statistics. A summary describes suffixes explored to their end (or to
// a cut by other summaries), whichever worker explored them, so sharing
// it is sound in any order.
type table struct {
	prog   *ir.Program // the program the executor runs (FuncAt)
	cfg    Config
	key    exec.HookKey
	funcOf map[*ir.Inst]*ir.Func
	eager  bool             // build every suffix when recorded (tests)
	verify func(holds bool) // builds what pendingRefuted refuted, reporting whether it holds (tests)
	stats  counters

	mu        sync.Mutex       // keys and summaries
	keys      map[string]int32 // locations l′, interned (ctxKey)
	summaries map[int32]*summary
	// summarized marks the branches (by BranchID) with a summary in some
	// calling context: most branches have none, and a check there costs
	// nothing then.
	summarized []atomic.Bool
}

// New returns PSE for prog, for one worker.
func New(prog *ir.Program, cfg Config) *PSE {
	t := &table{prog: prog, cfg: cfg, key: exec.NewHookKey(), summaries: map[int32]*summary{},
		funcOf: map[*ir.Inst]*ir.Func{}, keys: map[string]int32{}, summarized: make([]atomic.Bool, prog.NumBranches)}
	for _, f := range prog.Funcs {
		for _, b := range f.Blocks {
			for i := range b.Insts {
				t.funcOf[&b.Insts[i]] = f
			}
		}
	}
	return newWorker(t)
}

func newWorker(t *table) *PSE {
	return &PSE{table: t, evOwn: expr.NewEvaluator(nil), evDir: expr.NewEvaluator(nil), evExt: expr.NewEvaluator(nil)}
}

// Worker returns PSE for another worker of the same run: its summaries
// are p's. States move between workers with their paths (exec hooks).
func (p *PSE) Worker() *PSE { return newWorker(p.table) }

// counters are Stats' counts, kept by every worker at once.
type counters struct {
	Checks, CheckTimeouts, Refuted, Syntactic, Cuts, Pruned, Summarized, Combined, Dropped, Poisoned atomic.Uint64
	CheckTime, WPTime                                                                                atomic.Int64 // nanoseconds
}

// Stats returns the counters.
func (p *PSE) Stats() Stats {
	c := &p.stats
	st := Stats{Checks: c.Checks.Load(), CheckTimeouts: c.CheckTimeouts.Load(), Refuted: c.Refuted.Load(),
		Syntactic: c.Syntactic.Load(), CheckTime: time.Duration(c.CheckTime.Load()), Cuts: c.Cuts.Load(),
		Pruned: c.Pruned.Load(), Summarized: c.Summarized.Load(), WPTime: time.Duration(c.WPTime.Load()),
		Combined: c.Combined.Load(), Dropped: c.Dropped.Load(), Poisoned: c.Poisoned.Load()}
	p.mu.Lock()
	sums := slices.Collect(maps.Values(p.summaries))
	p.mu.Unlock()
	st.Summaries = len(sums)
	for _, s := range sums {
		s.mu.Lock()
		st.Disjuncts += len(s.ds)
		for _, d := range s.ds {
			st.Terms += d.terms()
		}
		st.MaxDisjuncts = max(st.MaxDisjuncts, len(s.ds))
		st.Unbuilt += len(s.pending)
		s.mu.Unlock()
	}
	return st
}

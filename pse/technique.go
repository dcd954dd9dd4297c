package pse

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/cliflag"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/technique"
)

// Technique is --pse as a technique of a run (package technique): one
// depth-first exploration whose workers share the summaries, a branch cut
// when every suffix from it was explored already.
type Technique struct {
	On bool
	// SummaryBound caps each summary's disjuncts (0: the paper's 200;
	// negative: no bound).
	SummaryBound int
	NoSimplify   bool // summary simplification (the paper's Alg. 4) off
	NoSlice      bool // no dependence slice: every exposed read stays in a summary
	NoPredicates bool // keep compared reads by value (Config.NoPredicates)
	AllBranches  bool // checkpoints at every branch, not only forks (Config.AllBranches)
	// CheckTimeout bounds one subsumption check's time (0 or negative:
	// --max-solver-time alone); CheckWork its solver work (0:
	// DefaultCheckWork; negative: --max-solver-work alone).
	CheckTimeout time.Duration
	CheckWork    int
}

// Name is "pse".
func (*Technique) Name() string { return "pse" }

// Flags registers --pse and --pse-*.
func (t *Technique) Flags(fs *flag.FlagSet) {
	fs.BoolVar(&t.On, "pse", false, "postconditioned symbolic execution: cut a path at a branch when every suffix from there was explored already (depth-first search by default; any --search works)")
	fs.Var(cliflag.Bound{N: &t.SummaryBound, Default: DefaultSummaryBound}, "pse-summary-bound", "with --pse, the most disjuncts one summary keeps (0: no bound)")
	fs.Var(checkpointsFlag{&t.AllBranches}, "pse-checkpoints", "with --pse, where a suffix summary starts: forks (branches where the state forked) or all (every branch, the paper's Alg. 2)")
	fs.Var(cliflag.Timeout{D: &t.CheckTimeout}, "pse-check-timeout", "with --pse, the longest one subsumption check may take, wall clock (also bounded by --max-solver-time; 0: that alone); a check that times out does not cut")
	fs.Var(cliflag.Bound{N: &t.CheckWork, Default: DefaultCheckWork}, "pse-check-work", "with --pse, the most solver work one subsumption check may spend, in work units of a few ms (also bounded by --max-solver-work; 0: that alone); a check that spends it does not cut")
	fs.Var(cliflag.Not{B: &t.NoSimplify}, "pse-simplify", "with --pse, merge summary disjuncts that differ in one negated condition")
	fs.Var(cliflag.Not{B: &t.NoPredicates}, "pse-predicates", "with --pse, keep a value the suffix only compared by the comparisons' outcomes, not the value")
	fs.Var(cliflag.Not{B: &t.NoSlice}, "pse-slice", "with --pse, keep in a summary only the values a suffix's decisions depend on (its dependence slice)")
}

// Enabled reports whether --pse is on.
func (t *Technique) Enabled() bool { return t.On }

// Check: PSE combines with any searcher, workers, Homi, combined SGS and
// concolic mode (issue 48): its summaries hold only suffixes explored to
// their end.
func (t *Technique) Check(p *technique.Plan) error {
	return nil
}

// Start makes the run's PSE: worker 0's holds the summaries, the other
// workers' share them (PSE.Worker).
func (t *Technique) Start(env *technique.Env) (technique.Instance, error) {
	cfg := Config{Solver: env.Solver,
		SummaryBound: cliflag.Or(t.SummaryBound, DefaultSummaryBound),
		NoSimplify:   t.NoSimplify, NoSlice: t.NoSlice, NoPredicates: t.NoPredicates,
		AllBranches: t.AllBranches, MaxSolverTime: env.Plan.MaxSolverTime,
		CheckTimeout: max(t.CheckTimeout, 0), CheckWork: uint64(cliflag.Or(t.CheckWork, DefaultCheckWork)),
		Concolic: env.Plan.On["concolic"]}
	return &runPSE{prog: env.Program, cfg: cfg}, nil
}

type runPSE struct {
	prog *ir.Program
	cfg  Config
	mu   sync.Mutex
	pse  *PSE // worker 0's, of the current phase
}

// Plan runs a phase with no searcher of its own (no --search)
// depth-first, where summaries fill soonest: the subtree of a location
// is explored before its siblings reach it. Any other order is sound
// (a summary holds only suffixes that were explored to their end, each
// a disjunct standing for itself), and so is a partial summary.
func (i *runPSE) Plan(phases []technique.Phase) []technique.Phase {
	for j := range phases {
		if len(phases[j].Search) == 0 {
			phases[j].Search = []string{"dfs"}
		}
	}
	return phases
}

// Attach subscribes worker 0 with fresh summaries, the others with
// workers sharing them.
func (i *runPSE) Attach(w *technique.Worker) error {
	i.mu.Lock()
	p := i.pse
	if w.Index == 0 || p == nil {
		p = New(i.prog, i.cfg)
		i.pse = p
	} else {
		p = p.Worker()
	}
	i.mu.Unlock()
	w.Config.Subscribers = append(w.Config.Subscribers, p)
	return nil
}

// stats are the counters so far.
func (i *runPSE) stats() Stats {
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.pse == nil {
		return Stats{}
	}
	return i.pse.Stats()
}

// Results are PSE's counters (run.Result.PSE).
func (i *runPSE) Results() any { return i.stats() }

// Report writes info's pse line.
func (i *runPSE) Report(w io.Writer, st exec.Stats) {
	ps := i.stats()
	fmt.Fprintf(w, "pse: paths %d, cut %d, pruned directions %d, checks %d (%s; %d timed out; %d more refuted by the path's model, %d implied by its conditions), weakest preconditions %s, summaries %d (%d disjuncts of %d terms, largest %d, %d merged, %d over the bound, %d suffixes never built), unsummarized paths %d\n",
		st.Paths(), ps.Cuts, ps.Pruned, ps.Checks, ps.CheckTime.Round(time.Microsecond), ps.CheckTimeouts, ps.Refuted, ps.Syntactic, ps.WPTime.Round(time.Microsecond),
		ps.Summaries, ps.Disjuncts, ps.Terms, ps.MaxDisjuncts, ps.Combined, ps.Dropped, ps.Unbuilt, ps.Poisoned)
}

// StatsColumns are PSE's run.stats columns.
func (*Technique) StatsColumns() []string {
	return []string{"pse_cuts", "pse_pruned", "pse_checks", "pse_check_time_s", "pse_check_timeouts", "pse_wp_time_s", "pse_disjuncts"}
}

// StatsRow is PSE's part of a run.stats row (zeros when it is off).
func (*Technique) StatsRow(inst technique.Instance) []string {
	var ps Stats
	if i, ok := inst.(*runPSE); ok {
		ps = i.stats()
	}
	u := func(n uint64) string { return strconv.FormatUint(n, 10) }
	return []string{u(ps.Cuts), u(ps.Pruned), u(ps.Checks), fmt.Sprintf("%.3f", ps.CheckTime.Seconds()),
		u(ps.CheckTimeouts), fmt.Sprintf("%.3f", ps.WPTime.Seconds()), u(uint64(ps.Disjuncts))}
}

// checkpointsFlag is --pse-checkpoints: forks or all.
type checkpointsFlag struct{ all *bool }

func (f checkpointsFlag) String() string {
	if f.all != nil && *f.all {
		return "all"
	}
	return "forks"
}

func (f checkpointsFlag) Set(s string) error {
	switch s {
	case "forks":
		*f.all = false
	case "all":
		*f.all = true
	default:
		return fmt.Errorf("%q: want forks or all", s)
	}
	return nil
}

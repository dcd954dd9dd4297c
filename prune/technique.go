package prune

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/cliflag"
	"github.com/symx/symx/technique"
)

// Pruning policies (Technique.Policy).
const (
	PolicyNone   = "none"
	PolicyRandom = "random"
	PolicyHomi   = "homi"
)

// Technique is Homi, and the pruning baselines, as a technique of a run
// (package technique). With Homi on (or Policy homi) the run is Homi's
// restart loop (loop.go): runs of budget N′ until --max-time, pruning as
// Policy says, learning between runs, homi.log a JSON line per run.
// Policy random alone prunes random states on Homi's schedule over the
// run's phases.
type Technique struct {
	Homi bool
	// Policy is "" (homi with Homi), "homi" (implies Homi), "random"
	// (the paper's baseline) or "none" (with Homi: the restart loop
	// alone).
	Policy string
	// Params are the schedule and sample spaces; nil: the paper's
	// (DefaultParams), or those of the flags when they were registered.
	Params *Params

	flags *paramFlags // set by Flags
}

// paramFlags are --homi-*'s values, read into Params by Check.
type paramFlags struct {
	interval         time.Duration
	minStates        int
	ratios, budgets  string
	exploreRuns      int
	maxFeat, minFeat int
	scale            float64
}

// Name is "homi".
func (*Technique) Name() string { return "homi" }

// Flags registers --homi, --prune and --homi-*.
func (t *Technique) Flags(fs *flag.FlagSet) {
	fs.BoolVar(&t.Homi, "homi", false, "Homi: run the search again and again for budgets N′ until --max-time, pruning states by a strategy learned between the runs (--prune chooses the pruning)")
	fs.StringVar(&t.Policy, "prune", "", "state pruning on Homi's schedule: homi (learned; implies --homi), random (the paper's baseline), none (with --homi: restarts alone)")
	p := DefaultParams()
	f := &paramFlags{interval: p.Interval, minStates: p.MinStates, exploreRuns: p.ExploreRuns,
		maxFeat: p.MaxFeatures, minFeat: p.MinFeatures, scale: 1,
		ratios: "0.2,0.4,0.6", budgets: "200,400,600,800"}
	t.flags = f
	fs.Var(cliflag.Duration{D: &f.interval}, "homi-interval", "η: how often --prune considers pruning (before --homi-time-scale)")
	fs.Var(cliflag.Nat{N: &f.minStates}, "homi-min-states", "prune only when more states than this are live")
	fs.StringVar(&f.ratios, "homi-ratios", f.ratios, "the pruning ratios r (comma-separated)")
	fs.StringVar(&f.budgets, "homi-budgets", f.budgets, "the budgets N′ of one run of --homi's loop, in seconds or as durations (before --homi-time-scale)")
	fs.Var(cliflag.Nat{N: &f.exploreRuns}, "homi-explore-runs", "learned runs that only explore before exploitation starts")
	fs.Var(cliflag.Nat{N: &f.maxFeat}, "homi-max-features", "most features (core branch conditions) per run")
	fs.Var(cliflag.Nat{N: &f.minFeat}, "homi-min-features", "prune only when more features than this tell the live states apart")
	fs.Float64Var(&f.scale, "homi-time-scale", 1, "multiply η and the budgets N′ by this, for --max-time shorter than the paper's 5h (e.g. 0.0167 for 5min)")
}

// Enabled reports whether the run prunes or restarts.
func (t *Technique) Enabled() bool { return t.loop() || t.Policy == PolicyRandom }

// loop reports whether the run is Homi's restart loop.
func (t *Technique) loop() bool { return t.Homi || t.Policy == PolicyHomi }

// OneWorker: the learner's pruner and recorder are one instance.
func (t *Technique) OneWorker() bool { return true }

// policy is the effective pruning policy.
func (t *Technique) policy() string {
	if t.Policy == "" {
		return PolicyHomi
	}
	return t.Policy
}

// params are the loop's settings, the paper's by default.
func (t *Technique) params() Params {
	if t.Params == nil {
		return DefaultParams()
	}
	return *t.Params
}

// Check validates the policy and the parameters, and whether they combine
// with the run.
func (t *Technique) Check(p *technique.Plan) error {
	switch t.Policy {
	case "", PolicyNone, PolicyRandom, PolicyHomi:
	default:
		return fmt.Errorf("unknown pruning policy --prune=%s (want none, random or homi)", t.Policy)
	}
	if !t.Enabled() {
		return nil
	}
	if t.Params == nil && t.flags != nil {
		ps, err := t.flags.params()
		if err != nil {
			return err
		}
		t.Params = &ps
	}
	if err := t.params().Check(); err != nil {
		return fmt.Errorf("--homi-*: %w", err)
	}
	flag := "--homi"
	if !t.loop() {
		flag = "--prune=random"
	}
	// In concolic mode the pruners prune the pool of open branches, not
	// the states (package concolic takes them: concolic.BranchPruner).
	switch {
	case t.loop() && p.MaxTime <= 0:
		return errors.New("--homi needs --max-time: the restart loop divides it into runs")
	case p.Workers > 1:
		// The learner's pruner and recorder are one instance, not one
		// per worker.
		return fmt.Errorf("%s runs on one worker, not --workers %d", flag, p.Workers)
	}
	return nil
}

// params reads the --homi-* flags.
func (f *paramFlags) params() (Params, error) {
	p := DefaultParams()
	p.Interval, p.MinStates, p.ExploreRuns = f.interval, f.minStates, f.exploreRuns
	p.MaxFeatures, p.MinFeatures = f.maxFeat, f.minFeat
	p.Ratios = nil
	for _, s := range strings.Split(f.ratios, ",") {
		r, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil || !(r > 0 && r < 1) {
			return p, fmt.Errorf("--homi-ratios: %q is not a ratio between 0 and 1", s)
		}
		p.Ratios = append(p.Ratios, r)
	}
	p.Budgets = nil
	for _, s := range strings.Split(f.budgets, ",") {
		d, err := cliflag.ParseDuration(s)
		if err != nil || d <= 0 {
			return p, fmt.Errorf("--homi-budgets: %q is not a positive duration", s)
		}
		p.Budgets = append(p.Budgets, d)
	}
	if !(f.scale > 0) || math.IsInf(f.scale, 0) {
		return p, fmt.Errorf("--homi-time-scale must be positive, not %g", f.scale)
	}
	return p.Scaled(f.scale), p.Check()
}

// Start makes the restart loop, or with --prune=random alone the planner
// that adds random pruning to every phase.
func (t *Technique) Start(env *technique.Env) (technique.Instance, error) {
	if t.loop() {
		return newLoop(t, env), nil
	}
	return randomPlan{t.params(), env.Plan.Seed}, nil
}

// randomPlan gives the phases of a run without the loop (--prune=random
// alone) random pruning on Homi's schedule, a pruner per phase since its
// clock is the phase's.
type randomPlan struct {
	params Params
	seed   uint64
}

// Plan adds a random pruner to every phase.
func (r randomPlan) Plan(phases []technique.Phase) []technique.Phase {
	for i := range phases {
		phases[i].Pruners = append(phases[i].Pruners, NewRandom(r.params, r.seed+uint64(i)))
		phases[i].PruneInterval = pruneInterval(r.params)
	}
	return phases
}

// pruneInterval is how often exec consults the pruners: every
// exec.DefaultPruneInterval, a shorter η sooner.
func pruneInterval(p Params) time.Duration {
	return min(exec.DefaultPruneInterval, max(p.Interval, time.Millisecond))
}

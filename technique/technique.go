package technique

import (
	"context"
	"flag"
	"io"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
)

// Technique is one technique's options and its way into a run. The value
// is the options: cmd/symx registers its flags on it, tests and
// benchmarks fill its fields. In every technique's options a zero field
// is the technique's default (the paper's number) and a negative bound
// is "no bound".
type Technique interface {
	// Name is how info, messages and errors call the technique; it is
	// also the prefix of its flags.
	Name() string
	// Flags registers the technique's flags on fs, writing into the
	// receiver, with the defaults it stands for.
	Flags(fs *flag.FlagSet)
	// Enabled reports whether the options turn the technique on.
	Enabled() bool
	// Check validates the options against the run's plan before the
	// program is loaded, whether the technique is on or not (an option
	// of a technique that is off is an error): its settings, and whether
	// it combines with the plan's other techniques, searcher and
	// workers. Its error is a usage error.
	Check(p *Plan) error
	// Start makes the technique's state for one run, once the program
	// is loaded; it is called only when the technique is on.
	Start(env *Env) (Instance, error)
}

// Plan is what a run is, as known before the program is loaded.
type Plan struct {
	Search  []string // --search; nil is KLEE's default
	Seed    uint64
	Workers int           // executors per phase (≥ 1)
	MaxTime time.Duration // 0: no budget
	// MaxDepth, MaxSolverTime and MaxSolverWork are the run's, with the
	// run's meaning of zero (none).
	MaxDepth      int
	MaxSolverTime time.Duration
	MaxSolverWork uint64
	// On lists the techniques that are on, by Name.
	On map[string]bool
}

// Env is what a technique's run state is made from.
type Env struct {
	Plan    *Plan
	Program *ir.Program
	// Solver is the run's query chain. Queries that belong to a state go
	// through its executor's gateway instead (exec.Gateway), so that the
	// run's policy (time, memory, cancellation, accounting) applies.
	Solver solver.Solver
	// Messages writes one line to the run's messages file.
	Messages func(format string, args ...any)
}

// Instance is a technique's state for one run. What it does in the run
// is what it implements of the interfaces below; the run calls each
// enabled technique's, in the order the techniques are listed.
type Instance interface{}

// Phase is one exploration from the initial state, with a fresh
// executor. A plain run has one; --sgs-combined and Homi's restart loop
// have several.
type Phase struct {
	Search []string
	// Label names the phase in info (nil: Search): a technique that
	// takes the phase's searchers over (concolic mode, whose engine
	// orders the states) keeps the name the plan gave it.
	Label []string
	// Budget ends the phase after this time (0: the run's own limits).
	Budget time.Duration
	// Grace bounds the dump of the states left when the phase halts (0:
	// the run's).
	Grace time.Duration
	// Pruners and Subscribers join every worker's executor in the phase.
	Pruners     []exec.Pruner
	Subscribers []any
	// PruneInterval is how often the pruners run (0: exec's default).
	PruneInterval time.Duration
}

// Planner shapes the phases of a run that has no Loop: it receives the
// phases planned so far (first, one phase with the run's search) and
// returns the run's.
type Planner interface {
	Plan(phases []Phase) []Phase
}

// Loop runs the exploration as phases planned one at a time (Homi's
// restart loop); at most one technique of a run is a Loop.
type Loop interface {
	// Next plans phase n (1-based), with base the phases the run would
	// otherwise run (their searches are cycled).
	Next(n int, base []Phase) Phase
	// Begin says that the phase planned last starts, since into the run.
	Begin(since time.Duration)
	// Finish closes the phase: st its statistics, coveredRun the branch
	// directions it covered, total the statistics of the run so far,
	// halted whether it stopped at a limit. It reports whether another
	// phase can find anything.
	Finish(st exec.Stats, coveredRun int, total exec.Stats, halted bool) (more bool, err error)
}

// Worker is one executor of one phase, being configured.
type Worker struct {
	Index  int // 0 when the phase runs one executor
	Config *exec.Config
}

// Attacher plugs the technique into each worker of each phase (its
// subscribers, its searcher).
type Attacher interface {
	Attach(w *Worker) error
}

// Explorer is one phase's exploration: one executor, or several workers
// (exec.Workers).
type Explorer interface {
	Run(context.Context) (exec.Stats, error)
	Stats() exec.Stats
	Halted() bool
}

// Binder sees each phase's exploration before it runs, under the run's
// context (the concolic engine drives its executor).
type Binder interface {
	Bind(ctx context.Context, x Explorer)
}

// Verdict is a Filter's judgement of a finished path.
type Verdict uint8

const (
	// Keep the path: counted, written, seen by Config.OnTerminate.
	Keep Verdict = iota
	// Skip the path's test, but let Config.OnTerminate see it.
	Skip
	// Drop the path: no test, and OnTerminate does not see it.
	Drop
)

// Filter judges every finished path before the run counts it.
type Filter interface {
	Filter(t *exec.Termination) Verdict
}

// Output is a technique that writes its own files into the output
// directory.
type Output interface {
	Open(dir string) error
	Close()
}

// Reporter writes the technique's lines into info.
type Reporter interface {
	Report(w io.Writer, st exec.Stats)
}

// Sampler sees every run.stats sample: the live states and the branch
// directions covered so far.
type Sampler interface {
	Sample(live, branches int)
}

// PruneCounter counts the states pruned (by any pruner of the run).
type PruneCounter interface {
	Pruned(killed int)
}

// Columns is a technique with columns in run.stats. The columns are in
// every run's run.stats, so that the file has one shape; Row is given
// nil when the technique is off.
type Columns interface {
	StatsColumns() []string
	StatsRow(inst Instance) []string
}

// OneWorker is a technique whose run state is one instance, not one per
// worker: with it on, a run's default is one worker.
type OneWorker interface {
	OneWorker() bool
}

// Results is a technique whose counters the run's Result carries.
type Results interface {
	Results() any
}

package run

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/pse"
	"github.com/symx/symx/search"
)

// phase is one exploration from fresh initial state with one strategy and
// a time budget (0: until the run's own limits). A plain run has one;
// combined SGS runs sgs:1, sgs:2, sgs:4 and sgs:8 for a quarter of the
// time each and unions their tests, as the SGS paper's "Combined SGS".
type phase struct {
	search []string
	budget time.Duration
	// Homi's runs (homi.go) add pruners and subscribers, and bound the
	// dump of the states left at the end of the run.
	pruners     []exec.Pruner
	subscribers []any
	grace       time.Duration
}

// SGSCombinedLengths are the subpath lengths of --sgs-combined (the
// paper's n ∈ {1, 2, 4, 8}).
var SGSCombinedLengths = []int{1, 2, 4, 8}

func planPhases(cfg Config) ([]phase, error) {
	if cfg.PSE && cfg.Concolic {
		return nil, errors.New("--pse and --concolic do not combine")
	}
	if !cfg.Concolic && (len(cfg.SeedFiles) > 0 || len(cfg.SeedDirs) > 0 || cfg.RandomSeeds > 0 ||
		cfg.PartialSolutions != "" && cfg.PartialSolutions != "none") {
		return nil, errors.New("--seed-file, --seed-dir, --random-seeds and --partial-solutions need --concolic")
	}
	if cfg.Workers > 1 && (cfg.Concolic || cfg.Homi || cfg.Prune != "") {
		// Their per-run state (seeds, the learner's pruner and recorder)
		// is one instance, not one per worker. PSE's workers share its
		// summaries (pse.PSE.Worker).
		return nil, fmt.Errorf("--concolic, --homi and --prune run on one worker, not --workers %d", cfg.Workers)
	}
	if cfg.Partition.Count > 1 && (cfg.PSE || cfg.Concolic) {
		// Both learn from the paths explored (summaries, seeds): from a
		// part, they would cut or steer wrongly.
		return nil, errors.New("--partition does not combine with --pse or --concolic")
	}
	if cfg.Concolic && cfg.SGSCombined {
		return nil, errors.New("--concolic and --sgs-combined do not combine")
	}
	if cfg.PSE {
		if cfg.SGSCombined {
			return nil, errors.New("--pse needs depth-first search; it cannot run with --sgs-combined")
		}
		if len(cfg.Search) > 0 && (len(cfg.Search) != 1 || cfg.Search[0] != "dfs") {
			return nil, fmt.Errorf("--pse needs depth-first search (--search=dfs), not --search=%s", strings.Join(cfg.Search, ","))
		}
		return []phase{{search: []string{"dfs"}}}, nil
	}
	if !cfg.SGSCombined {
		return []phase{{search: cfg.Search}}, nil
	}
	if cfg.MaxTime <= 0 {
		return nil, errors.New("--sgs-combined needs --max-time (each length gets a quarter)")
	}
	if len(cfg.Search) > 0 {
		return nil, errors.New("--sgs-combined chooses the searchers itself; drop --search")
	}
	var ps []phase
	for _, n := range SGSCombinedLengths {
		ps = append(ps, phase{search: []string{fmt.Sprintf("sgs:%d", n)}, budget: cfg.MaxTime / time.Duration(len(SGSCombinedLengths))})
	}
	return ps, nil
}

// workers is the number of executors a phase runs on.
func (cfg Config) workers() int { return max(cfg.Workers, 1) }

// explorer is one phase's exploration: one executor, or several workers.
type explorer interface {
	Run(context.Context) (exec.Stats, error)
	Stats() exec.Stats
	Halted() bool
}

// newExplorer prepares a fresh exploration for one phase: one executor,
// or --workers executors with a searcher each; an error means the phase
// cannot start (bad configuration).
func (r *runner) newExplorer(ph phase) (explorer, error) {
	n := r.cfg.workers()
	if n == 1 {
		x, err := r.newExecutor(ph, 0)
		if err != nil {
			return nil, err
		}
		return x, nil
	}
	cfgs := make([]exec.Config, n)
	binds := make([]func(*exec.Executor), n)
	for i := range cfgs {
		var err error
		if cfgs[i], binds[i], err = r.execConfig(ph, i); err != nil {
			return nil, err
		}
	}
	w, err := exec.NewWorkers(r.prog, cfgs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.cfg.Input, err)
	}
	for i, x := range w.Executors() {
		binds[i](x)
	}
	return w, nil
}

// newExecutor prepares one executor for one phase.
func (r *runner) newExecutor(ph phase, worker int) (*exec.Executor, error) {
	ecfg, bind, err := r.execConfig(ph, worker)
	if err != nil {
		return nil, err
	}
	x, err := exec.New(r.prog, ecfg)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.cfg.Input, err)
	}
	bind(x)
	return x, nil
}

// execConfig assembles the executor configuration of one phase's worker
// (0 when there is one): its own searcher and subscribers, seeded apart
// from the other workers'. bind connects the searcher to the executor.
func (r *runner) execConfig(ph phase, worker int) (exec.Config, func(*exec.Executor), error) {
	cfg := r.cfg
	names := ph.search
	if cfg.Concolic {
		// The branch strategy is the engine's, and so is the order of
		// the states, which are seeds (Engine.Searcher).
		names = []string{"dfs"}
		eng, err := r.newConcolic()
		if err != nil {
			return exec.Config{}, nil, err
		}
		r.concolic = eng
	}
	seed := cfg.Seed + uint64(worker)
	strategy, err := search.New(names, search.Options{
		Seed: seed, BatchInstructions: cfg.BatchInstructions, BatchTime: cfg.BatchTime})
	if err != nil {
		return exec.Config{}, nil, err
	}
	searcher := strategy.Searcher
	if r.concolic != nil {
		searcher = r.concolic.Searcher()
	}
	ecfg := exec.Config{
		Solver:           r.solver,
		Searcher:         searcher,
		MaxInstructions:  cfg.MaxInstructions,
		MaxDepth:         max(cfg.MaxDepth, 0),
		MaxStack:         cfg.MaxStack,
		MaxMemory:        cfg.MaxMemory,
		MaxSolverTime:    cfg.MaxSolverTime,
		MaxForks:         cfg.MaxForks,
		ExternalCalls:    cfg.ExternalCalls,
		DumpStatesOnHalt: !cfg.NoDumpOnHalt,
		HaltGrace:        HaltGrace(cfg.MaxTime),
		HaltCtx:          cfg.Abandon,
		NoOvershiftCheck: cfg.NoCheckOvershift,
		Args:             append([]string{filepath.Base(cfg.Input)}, cfg.ProgramArgs...),
		Entry:            cfg.entry(),
		Warn:             r.warn,
		OnTerminate:      r.terminated,
		OnPrune:          r.pruned,
		Subscribers:      append(append([]any(nil), strategy.Subscribers...), cfg.Subscribers...),
		Seed:             seed,
	}
	// Every test records its path's identity (symx merge drops repeats).
	ecfg.Subscribers = append(ecfg.Subscribers, pathHasher{})
	if r.part != nil {
		// First, so that a state it ends is seen by no other technique.
		ecfg.Subscribers = append([]any{r.part}, ecfg.Subscribers...)
	}
	ecfg.Pruners = ph.pruners
	if len(ph.pruners) > 0 {
		// exec consults pruners every PruneInterval; a shorter η must
		// not wait for it.
		ecfg.PruneInterval = min(exec.DefaultPruneInterval, max(cfg.params().Interval, time.Millisecond))
	}
	ecfg.Subscribers = append(ecfg.Subscribers, ph.subscribers...)
	if ph.grace > 0 {
		ecfg.HaltGrace = ph.grace
	}
	if cfg.ProgramStdout != nil {
		ecfg.Stdout, ecfg.Stderr = cfg.ProgramStdout, cfg.ProgramStdout
	}
	if cfg.ProgramStderr != nil {
		ecfg.Stderr = cfg.ProgramStderr
	}
	if cfg.PSE {
		r.mu.Lock()
		p := r.pse
		if worker == 0 || p == nil {
			p = pse.New(r.prog, pse.Config{Solver: r.solver,
				SummaryBound: orDefault(cfg.PSESummaryBound, pse.DefaultSummaryBound),
				NoSimplify:   cfg.PSENoSimplify, NoSlice: cfg.PSENoSlice, NoPredicates: cfg.PSENoPredicates,
				AllBranches: cfg.PSEAllBranches, MaxSolverTime: cfg.MaxSolverTime,
				CheckTimeout: orDefault(cfg.PSECheckTimeout, pse.DefaultCheckTimeout)})
			r.pse = p
		} else {
			p = p.Worker() // the summaries are worker 0's
		}
		r.mu.Unlock()
		ecfg.Subscribers = append(ecfg.Subscribers, p)
	}
	if r.concolic != nil {
		ecfg.Subscribers = append(ecfg.Subscribers, r.concolic)
	}
	return ecfg, strategy.Bind, nil
}

// explore runs one phase on x, a fresh exploration.
func (r *runner) explore(ctx context.Context, x explorer, ph phase) exec.Stats {
	if r.concolic != nil {
		r.concolic.Bind(ctx, x.(*exec.Executor)) // --concolic runs one worker
	}
	r.setExec(x)
	if ph.budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, ph.budget)
		defer cancel()
		r.messages.Printf(false, "phase %v for %s", ph.search, ph.budget.Round(time.Millisecond))
	}
	st, err := x.Run(ctx)
	if w, ok := x.(*exec.Workers); ok {
		c, n := w.Handovers()
		r.mu.Lock()
		r.handovers[0] += c
		r.handovers[1] += n
		r.mu.Unlock()
	}
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		r.messages.Printf(false, "exploration ended with error: %v", err)
	}
	return st
}

func (r *runner) setExec(x explorer) {
	r.mu.Lock()
	r.exec = x
	r.mu.Unlock()
}

// HaltGrace bounds the dump of the live states when the run halts
// (--max-time, an interrupt, a limit): max(10% of the budget, 5s), so the
// run ends within about 1.1 times --max-time however many states are live
// (KLEE dumps them all, but its memory cap keeps far fewer alive), and an
// interrupt ends it within a scheduler's grace period; 5s without a time
// budget.
func HaltGrace(maxTime time.Duration) time.Duration {
	return max(maxTime/10, 5*time.Second)
}

// orDefault is a Config setting where 0 means the default def and a
// negative value means none (0 to the package that takes it).
func orDefault[T ~int | ~int64](v, def T) T {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return v
}

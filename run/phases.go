package run

import (
	"context"
	"errors"
	"fmt"
	"maps"
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

// newExecutor prepares a fresh executor for one phase; an error means the
// phase cannot start (bad configuration).
func (r *runner) newExecutor(ph phase) (*exec.Executor, error) {
	cfg := r.cfg
	names := ph.search
	if cfg.Concolic {
		// The branch strategy is the engine's; the states are seeds.
		names = []string{"dfs"}
		eng, err := r.newConcolic()
		if err != nil {
			return nil, err
		}
		r.concolic = eng
	}
	strategy, err := search.New(names, search.Options{
		Seed: cfg.Seed, BatchInstructions: cfg.BatchInstructions, BatchTime: cfg.BatchTime})
	if err != nil {
		return nil, err
	}
	ecfg := exec.Config{
		Solver:           r.solver,
		Searcher:         strategy.Searcher,
		MaxInstructions:  cfg.MaxInstructions,
		MaxDepth:         cfg.MaxDepth,
		MaxStack:         cfg.MaxStack,
		MaxMemory:        cfg.MaxMemory,
		MaxSolverTime:    cfg.MaxSolverTime,
		MaxForks:         cfg.MaxForks,
		ExternalCalls:    cfg.ExternalCalls,
		DumpStatesOnHalt: !cfg.NoDumpOnHalt,
		HaltGrace:        haltGrace(cfg.MaxTime),
		NoOvershiftCheck: cfg.NoCheckOvershift,
		Args:             append([]string{filepath.Base(cfg.Input)}, cfg.ProgramArgs...),
		Entry:            cfg.entry(),
		Warn:             r.warn,
		OnTerminate:      r.terminated,
		OnPrune:          r.pruned,
		Subscribers:      append(append([]any(nil), strategy.Subscribers...), cfg.Subscribers...),
		Seed:             cfg.Seed,
	}
	// Every test records its path's identity (symx merge drops repeats).
	ecfg.Subscribers = append(ecfg.Subscribers, pathHasher{})
	if r.part != nil {
		// First, so that a state it ends is seen by no other technique.
		ecfg.Subscribers = append([]any{r.part}, ecfg.Subscribers...)
	}
	if cfg.ProgramStdout != nil {
		ecfg.Stdout, ecfg.Stderr = cfg.ProgramStdout, cfg.ProgramStdout
	}
	if cfg.PSE {
		bound := cfg.PSESummaryBound
		switch {
		case bound == 0:
			bound = pse.DefaultSummaryBound
		case bound < 0:
			bound = 0
		}
		p := pse.New(r.prog, pse.Config{Solver: r.solver, SummaryBound: bound,
			NoSimplify: cfg.PSENoSimplify, MaxSolverTime: cfg.MaxSolverTime})
		ecfg.Subscribers = append(ecfg.Subscribers, p)
		r.mu.Lock()
		r.pse = p
		r.mu.Unlock()
	}
	if r.concolic != nil {
		ecfg.Subscribers = append(ecfg.Subscribers, r.concolic)
	}
	x, err := exec.New(r.prog, ecfg)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cfg.Input, err)
	}
	strategy.Bind(x)
	return x, nil
}

// explore runs one phase on x, a fresh executor.
func (r *runner) explore(ctx context.Context, x *exec.Executor, ph phase) exec.Stats {
	if r.concolic != nil {
		r.concolic.Bind(ctx, x)
	}
	r.setExec(x)
	if ph.budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, ph.budget)
		defer cancel()
		r.messages.Printf(false, "phase %v for %s", ph.search, ph.budget)
	}
	st, err := x.Run(ctx)
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		r.messages.Printf(false, "exploration ended with error: %v", err)
	}
	return st
}

func (r *runner) setExec(x *exec.Executor) {
	r.mu.Lock()
	r.exec = x
	r.mu.Unlock()
}

// addStats accumulates the statistics of successive phases; coverage is
// the union.
func addStats(a, b exec.Stats) exec.Stats {
	if a.Coverage == nil {
		return b
	}
	b.Instructions += a.Instructions
	b.Completed += a.Completed
	b.Partial += a.Partial
	b.Silent += a.Silent
	b.Bugs += a.Bugs
	b.Forks += a.Forks
	b.Queries += a.Queries
	b.QueryTime += a.QueryTime
	b.SolverTimeouts += a.SolverTimeouts
	b.ExternalCalls += a.ExternalCalls
	b.Undumped += a.Undumped
	if len(a.Externals) > 0 {
		m := maps.Clone(a.Externals)
		for name, n := range b.Externals {
			m[name] += n
		}
		b.Externals = m
	}
	b.Elapsed += a.Elapsed
	b.MaxStates = max(a.MaxStates, b.MaxStates)
	if b.Coverage != nil {
		for i := range b.Coverage.Insts {
			b.Coverage.Insts[i] |= a.Coverage.Insts[i]
		}
		for i := range b.Coverage.Branches {
			b.Coverage.Branches[i] |= a.Coverage.Branches[i]
		}
	}
	return b
}

// haltGrace bounds the dump of the live states when --max-time halts the
// run: max(10% of the budget, 5s), so the run ends within about 1.1 times
// --max-time however many states are live (KLEE dumps them all, but its
// memory cap keeps far fewer alive). Without a time budget the dump is
// unbounded.
func haltGrace(maxTime time.Duration) time.Duration {
	if maxTime <= 0 {
		return 0
	}
	return max(maxTime/10, 5*time.Second)
}

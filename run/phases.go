package run

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
)

// workers is the number of executors a phase runs on.
func (cfg Config) workers() int { return max(cfg.Workers, 1) }

// newExplorer prepares a fresh exploration for one phase: one executor,
// or --workers executors with a searcher each; an error means the phase
// cannot start (bad configuration).
func (r *runner) newExplorer(ph technique.Phase) (technique.Explorer, error) {
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
func (r *runner) newExecutor(ph technique.Phase, worker int) (*exec.Executor, error) {
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
// from the other workers', then each technique's part (technique.Attacher).
// bind connects the searcher to the executor.
func (r *runner) execConfig(ph technique.Phase, worker int) (exec.Config, func(*exec.Executor), error) {
	cfg := r.cfg
	seed := cfg.Seed + uint64(worker)
	strategy, err := search.New(ph.Search, search.Options{
		Seed: seed, BatchInstructions: cfg.BatchInstructions, BatchTime: cfg.BatchTime})
	if err != nil {
		return exec.Config{}, nil, err
	}
	ecfg := exec.Config{
		Solver:           r.solver,
		Searcher:         strategy.Searcher,
		MaxInstructions:  cfg.MaxInstructions,
		MaxDepth:         max(cfg.MaxDepth, 0),
		MaxStack:         cfg.MaxStack,
		MaxMemory:        cfg.MaxMemory,
		MaxSolverTime:    cfg.MaxSolverTime,
		MaxSolverWork:    cfg.MaxSolverWork,
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
		Pruners:          ph.Pruners,
		PruneInterval:    ph.PruneInterval,
	}
	// Every test records its path's identity (symx merge drops repeats).
	ecfg.Subscribers = append(ecfg.Subscribers, pathHasher{})
	ecfg.Subscribers = append(ecfg.Subscribers, ph.Subscribers...)
	if ph.Grace > 0 {
		ecfg.HaltGrace = ph.Grace
	}
	if cfg.ProgramStdout != nil {
		ecfg.Stdout, ecfg.Stderr = cfg.ProgramStdout, cfg.ProgramStdout
	}
	if cfg.ProgramStderr != nil {
		ecfg.Stderr = cfg.ProgramStderr
	}
	w := &technique.Worker{Index: worker, Config: &ecfg}
	for _, a := range r.techs {
		if at, ok := a.inst.(technique.Attacher); ok {
			if err := at.Attach(w); err != nil {
				return exec.Config{}, nil, err
			}
		}
	}
	return ecfg, strategy.Bind, nil
}

// explore runs one phase on x, a fresh exploration.
func (r *runner) explore(ctx context.Context, x technique.Explorer, ph technique.Phase) exec.Stats {
	r.each(func(i technique.Instance) {
		if b, ok := i.(technique.Binder); ok {
			b.Bind(ctx, x)
		}
	})
	r.setExec(x)
	if ph.Budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, ph.Budget)
		defer cancel()
		r.messages.Printf(false, "phase %v for %s", ph.Search, ph.Budget.Round(time.Millisecond))
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

func (r *runner) setExec(x technique.Explorer) {
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

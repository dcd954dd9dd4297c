package run

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/prune"
)

// Homi's restart loop (the paper's Alg. 2): the search runs again and
// again from the initial state, each run a phase with its own executor
// and budget N′, until --max-time is used up. Between runs the learner
// (package prune) takes the tests' path conditions and branch sets and
// samples the next run's features, θ, r and N′. All runs write into the
// one output directory; a path an earlier run produced is neither counted
// nor written again (paths.go). homi.log gets one JSON line per run.
//
// The baselines of the paper's §4.4 run the same loop: --prune=random
// kills random states on the same schedule (r uniform from the ratio
// set), --prune=none restarts without pruning (KLEE "[Divide]"); both
// draw N′ uniformly from the budget set.

// Pruning policies (Config.Prune).
const (
	PruneNone   = "none"
	PruneRandom = "random"
	PruneHomi   = "homi"
)

// homiLog is the per-run line of homi.log.
type homiLog struct {
	Run      int       `json:"run"`
	Policy   string    `json:"policy"`
	Method   string    `json:"method,omitempty"` // homi: none, explore, exploit, reverse
	Search   []string  `json:"search,omitempty"`
	StartS   float64   `json:"start_s"`   // since the whole run started
	BudgetS  float64   `json:"budget_s"`  // N′
	ElapsedS float64   `json:"elapsed_s"` // the run's own time, dump included
	Ratio    float64   `json:"ratio,omitempty"`
	Theta    []float64 `json:"theta,omitempty"`
	// Ratios are r of each pruning that killed states (homi draws θ and
	// r again at each; theta and ratio are the first's).
	Ratios   []float64 `json:"ratios,omitempty"`
	Features []string  `json:"features,omitempty"`
	Data     int       `json:"data,omitempty"` // |D| and |GoodD| the strategy was learned from
	Good     int       `json:"good,omitempty"`
	Paths    uint64    `json:"paths"`  // paths the run ended (repeats included)
	Killed   int       `json:"killed"` // states it pruned
	// Tied are the killed states the tie-break chose (homi): states that
	// scored the same as a survivor.
	Tied int `json:"killed_tied,omitempty"`
	// BranchesRun are the branch edges this run covered, Branches those
	// all runs so far covered, of Total.
	BranchesRun int `json:"branches_run"`
	Branches    int `json:"branches"`
	Total       int `json:"branches_total"`
	MaxStates   int `json:"max_states"`
	// HeapMB and Expressions are the live heap and expressions after the
	// run, once collected: restarts must not accumulate memory.
	HeapMB      float64 `json:"heap_mb"`
	Expressions int     `json:"expressions"`
	// Live samples [seconds into the run, live states, branches covered
	// by all runs so far], every run.stats interval.
	Live [][3]float64 `json:"live"`
}

// homiLoop plans the runs of the loop.
type homiLoop struct {
	policy   string
	params   prune.Params
	searches [][]string // cycled over the runs
	seed     uint64
	learner  *prune.Learner // PruneHomi
	rng      *rand.Rand     // budgets and seeds of the baselines
	out      *os.File       // homi.log

	// mu guards the current run's log, which the stats sampler and the
	// executor's pruning callback update.
	mu       sync.Mutex
	cur      *homiLog
	started  time.Time
	homi     *prune.Homi
	strategy *prune.Strategy
	recorder *prune.Recorder
	killed   int
	total    int // branch edges, as run.stats counts them
}

// homiEnabled validates the pruning flags and reports whether the run is
// Homi's restart loop.
func homiEnabled(cfg Config) (bool, error) {
	switch cfg.Prune {
	case "", PruneNone, PruneRandom, PruneHomi:
	default:
		return false, fmt.Errorf("unknown pruning policy --prune=%s (want none, random or homi)", cfg.Prune)
	}
	loop := cfg.Homi || cfg.Prune == PruneHomi
	if !loop && cfg.Prune != PruneRandom {
		return false, nil
	}
	if err := cfg.params().Check(); err != nil {
		return false, fmt.Errorf("--homi-*: %w", err)
	}
	flag := "--homi"
	if !loop {
		flag = "--prune=random"
	}
	switch {
	case cfg.PSE:
		return false, fmt.Errorf("%s and --pse do not combine: PSE needs one depth-first exploration whose summaries stand for fully explored suffixes, and pruning and restarts leave suffixes unexplored", flag)
	case cfg.Concolic:
		return false, fmt.Errorf("%s and --concolic do not combine: a concolic run keeps no pool of forked states to prune", flag)
	case loop && cfg.MaxTime <= 0:
		return false, errors.New("--homi needs --max-time: the restart loop divides it into runs")
	}
	return loop, nil
}

// params are the loop's settings, the paper's by default.
func (cfg Config) params() prune.Params {
	if cfg.HomiParams == nil {
		return prune.DefaultParams()
	}
	return *cfg.HomiParams
}

func newHomiLoop(cfg Config, prog *ir.Program) *homiLoop {
	h := &homiLoop{policy: cfg.Prune, params: cfg.params(), seed: cfg.Seed,
		rng: rand.New(rand.NewPCG(cfg.Seed, 0x6c6f6f70)), total: 2 * prog.NumBranches}
	if h.policy == "" {
		h.policy = PruneHomi
	}
	h.searches = [][]string{cfg.Search}
	if cfg.SGSCombined {
		// Combined SGS inside Homi: the runs take the subpath lengths in
		// turn (each run is a restart anyway).
		h.searches = nil
		for _, n := range SGSCombinedLengths {
			h.searches = append(h.searches, []string{fmt.Sprintf("sgs:%d", n)})
		}
	}
	if h.policy == PruneHomi {
		h.learner = prune.NewLearner(prog, h.params, cfg.Seed)
	}
	return h
}

// addRandomPruning gives the phases of a run without the loop
// (--prune=random alone) random pruning on Homi's schedule, a pruner per
// phase since its clock is the phase's.
func addRandomPruning(cfg Config, phases []phase) {
	if cfg.Prune != PruneRandom {
		return
	}
	for i := range phases {
		phases[i].pruners = []exec.Pruner{prune.NewRandom(cfg.params(), cfg.Seed+uint64(i))}
	}
}

// next plans run n (1-based), learning from the runs before it.
func (h *homiLoop) next(n int) phase {
	l := &homiLog{Run: n, Policy: h.policy, Search: h.searches[(n-1)%len(h.searches)]}
	ph := phase{search: l.Search}
	switch h.policy {
	case PruneHomi:
		s := h.learner.Next()
		h.homi, h.recorder = h.learner.Start(s)
		h.strategy = s
		ph.budget = s.Budget
		ph.pruners = []exec.Pruner{h.homi}
		ph.subscribers = []any{h.recorder}
		l.Method, l.Ratio, l.Theta, l.Features, l.Data, l.Good = s.Method, s.Ratio, s.Theta, s.Features, s.Data, s.Good
	case PruneRandom:
		ph.budget = h.params.Budgets[h.rng.IntN(len(h.params.Budgets))]
		ph.pruners = []exec.Pruner{prune.NewRandom(h.params, h.seed+uint64(n))}
	default:
		ph.budget = h.params.Budgets[h.rng.IntN(len(h.params.Budgets))]
	}
	// The states left at the end of a run are dumped with tests (Alg. 1,
	// lines 20–21) for at most a tenth of the run's budget.
	ph.grace = max(ph.budget/10, 100*time.Millisecond)
	l.BudgetS = ph.budget.Seconds()
	h.mu.Lock()
	h.cur, h.killed, h.started = l, 0, time.Time{}
	h.mu.Unlock()
	return ph
}

// begin notes that the planned run starts, at since into the whole run.
func (h *homiLoop) begin(since time.Duration) {
	h.mu.Lock()
	h.cur.StartS, h.started = since.Seconds(), time.Now()
	h.mu.Unlock()
}

// pruned counts the current run's kills (runner.pruned calls it).
func (h *homiLoop) pruned(killed int) {
	h.mu.Lock()
	h.killed += killed
	h.mu.Unlock()
}

// sample records the live states and the coverage so far.
func (h *homiLoop) sample(live, branches int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur != nil && !h.started.IsZero() {
		h.cur.Live = append(h.cur.Live, [3]float64{time.Since(h.started).Seconds(), float64(live), float64(branches)})
	}
}

// finish closes run n: its line in homi.log, its tests into D. It
// reports whether another run can find anything: not after a run that
// explored every path without pruning one.
func (h *homiLoop) finish(st exec.Stats, runBranches int, total exec.Stats, halted bool) (more bool, err error) {
	h.mu.Lock()
	l := h.cur
	h.cur = nil
	l.ElapsedS = time.Since(h.started).Seconds()
	l.Killed = h.killed
	h.mu.Unlock()
	l.Paths = st.Completed + st.Partial
	l.MaxStates = st.MaxStates
	l.Total = h.total
	l.BranchesRun = runBranches
	if total.Coverage != nil {
		l.Branches = total.Coverage.CoveredEdges()
	}
	if h.recorder != nil {
		for _, p := range h.strategy.Prunings {
			l.Ratios = append(l.Ratios, p.Ratio)
			l.Tied += p.Tied
		}
		h.learner.Finish(h.recorder)
	}
	h.homi, h.recorder, h.strategy = nil, nil, nil
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	l.HeapMB, l.Expressions = float64(ms.HeapAlloc)/1e6, expr.NumNodes()
	if h.out != nil {
		b, _ := json.Marshal(l)
		if _, err = h.out.Write(append(b, '\n')); err != nil {
			err = fmt.Errorf("writing homi.log: %w", err)
		}
	}
	return halted || l.Killed > 0, err
}

func (h *homiLoop) open(dir string) (err error) {
	h.out, err = os.Create(filepath.Join(dir, "homi.log"))
	return err
}

func (h *homiLoop) close() {
	if h.out != nil {
		h.out.Close()
	}
}

// describe is info's line about the loop.
func (h *homiLoop) describe(runs int) string {
	p := h.params
	var bs []string
	for _, b := range p.Budgets {
		bs = append(bs, b.String())
	}
	return fmt.Sprintf("homi: %d runs, pruning %s, η %s, more than %d states, r ∈ %v, N′ ∈ {%s}, %d exploration runs",
		runs, h.policy, p.Interval, p.MinStates, p.Ratios, strings.Join(bs, ", "), p.ExploreRuns)
}

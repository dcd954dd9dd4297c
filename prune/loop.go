package prune

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/technique"
)

// Homi's restart loop (the paper's Alg. 2): the search runs again and
// again from the initial state, each run a phase with its own executor
// and budget N′, until --max-time is used up. Between runs the learner
// (package prune) takes the tests' path conditions and branch sets and
// samples the next run's features, θ, r and N′. All runs write into the
// one output directory; a path an earlier run produced is neither counted
// nor written again (the run's union of phases). homi.log gets one JSON line per run.
//
// The baselines of the paper's §4.4 run the same loop: --prune=random
// kills random states on the same schedule (r uniform from the ratio
// set), --prune=none restarts without pruning (KLEE "[Divide]"); both
// draw N′ uniformly from the budget set.

// RunLog is the per-run line of homi.log.
type RunLog struct {
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
	Killed   int       `json:"killed"` // states it pruned (in concolic mode, open branches)
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

// loop plans the runs of the loop.
type loop struct {
	policy  string
	params  Params
	runs    int // runs begun
	seed    uint64
	learner *Learner   // PolicyHomi
	rng     *rand.Rand // budgets and seeds of the baselines
	out     *os.File   // homi.log
	// messages writes to the run's messages file.
	messages func(format string, args ...any)

	// mu guards the current run's log, which the stats sampler and the
	// executor's pruning callback update.
	mu       sync.Mutex
	cur      *RunLog
	started  time.Time
	homi     *Homi
	random   *Random // PolicyRandom's pruner of the current run
	strategy *Strategy
	recorder *Recorder
	killed   int
	total    int // branch edges, as run.stats counts them
}

func newLoop(t *Technique, env *technique.Env) *loop {
	seed := env.Plan.Seed
	h := &loop{policy: t.policy(), params: t.params(), seed: seed,
		rng: rand.New(rand.NewPCG(seed, 0x6c6f6f70)), total: 2 * env.Program.NumBranches, messages: env.Messages}
	if h.policy == PolicyHomi {
		h.learner = NewLearner(env.Program, h.params, seed)
	}
	return h
}

// Next plans run n (1-based), learning from the runs before it.
func (h *loop) Next(n int, base []technique.Phase) technique.Phase {
	b := base[(n-1)%len(base)]
	ph := technique.Phase{Search: b.Search, Label: b.Label}
	// A phase a technique took over (concolic mode) is known by its
	// label: its engine's branch strategy, not the states' order.
	l := &RunLog{Run: n, Policy: h.policy, Search: b.Search}
	if b.Label != nil {
		l.Search = b.Label
	}
	switch h.policy {
	case PolicyHomi:
		s := h.learner.Next()
		h.homi, h.recorder = h.learner.Start(s)
		h.strategy = s
		ph.Budget = s.Budget
		ph.Pruners = []exec.Pruner{h.homi}
		ph.Subscribers = []any{h.recorder}
		l.Method, l.Ratio, l.Theta, l.Features, l.Data, l.Good = s.Method, s.Ratio, s.Theta, s.Features, s.Data, s.Good
	case PolicyRandom:
		ph.Budget = h.params.Budgets[h.rng.IntN(len(h.params.Budgets))]
		h.random = NewRandom(h.params, h.seed+uint64(n))
		ph.Pruners = []exec.Pruner{h.random}
	default:
		ph.Budget = h.params.Budgets[h.rng.IntN(len(h.params.Budgets))]
	}
	if len(ph.Pruners) > 0 {
		ph.PruneInterval = pruneInterval(h.params)
	}
	// The states left at the end of a run are dumped with tests (Alg. 1,
	// lines 20–21) for at most a tenth of the run's budget.
	ph.Grace = max(ph.Budget/10, 100*time.Millisecond)
	l.BudgetS = ph.Budget.Seconds()
	h.mu.Lock()
	h.cur, h.killed, h.started = l, 0, time.Time{}
	h.mu.Unlock()
	return ph
}

// Begin notes that the planned run starts, at since into the whole run.
func (h *loop) Begin(since time.Duration) {
	h.mu.Lock()
	h.cur.StartS, h.started = since.Seconds(), time.Now()
	h.runs++
	h.mu.Unlock()
}

// Pruned counts the current run's kills.
func (h *loop) Pruned(killed int) {
	h.mu.Lock()
	h.killed += killed
	h.mu.Unlock()
}

// Sample records the live states and the coverage so far.
func (h *loop) Sample(live, branches int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur != nil && !h.started.IsZero() {
		h.cur.Live = append(h.cur.Live, [3]float64{time.Since(h.started).Seconds(), float64(live), float64(branches)})
	}
}

// Finish closes run n: its line in homi.log, its tests into D. It
// reports whether another run can find anything: not after a run that
// explored every path without pruning one.
func (h *loop) Finish(st exec.Stats, runBranches int, total exec.Stats, halted bool) (more bool, err error) {
	h.mu.Lock()
	l := h.cur
	h.cur = nil
	l.ElapsedS = time.Since(h.started).Seconds()
	l.Killed = h.killed
	// In concolic mode the pruner drops open branches (PruneBranches),
	// which are not the executor's states: counted as killed too.
	if h.homi != nil {
		l.Killed += h.homi.Dropped
	}
	if h.random != nil {
		l.Killed += h.random.Dropped
	}
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
	h.homi, h.random, h.recorder, h.strategy = nil, nil, nil, nil
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
	more = halted || l.Killed > 0
	if !more && h.messages != nil {
		h.messages("homi: run %d explored every path without pruning; no restart", l.Run)
	}
	return more, err
}

// Open creates homi.log.
func (h *loop) Open(dir string) (err error) {
	h.out, err = os.Create(filepath.Join(dir, "homi.log"))
	return err
}

// Close closes homi.log.
func (h *loop) Close() {
	if h.out != nil {
		h.out.Close()
	}
}

// Report writes info's line about the loop.
func (h *loop) Report(w io.Writer, _ exec.Stats) {
	p := h.params
	var bs []string
	for _, b := range p.Budgets {
		bs = append(bs, b.String())
	}
	fmt.Fprintf(w, "homi: %d runs, pruning %s, η %s, more than %d states, r ∈ %v, N′ ∈ {%s}, %d exploration runs\n",
		h.runs, h.policy, p.Interval, p.MinStates, p.Ratios, strings.Join(bs, ", "), p.ExploreRuns)
}

package exec

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/symx/symx/ir"
)

// Workers explores one program on several goroutines: one Executor per
// worker, each with its own searcher, subscribers, scratch space,
// counters and coverage, all running states of the same path tree. A
// worker whose searcher runs dry waits; a worker that has states and sees
// somebody waiting hands over half of its live states, the shallowest
// (fewest forks: the largest subtrees left), between two time slices.
// States move whole (address spaces are copy-on-write with per-space
// ownership, so a state runs on any goroutine as long as one at a time),
// so every path is explored by exactly one worker: an exhaustive search
// finds the same set of paths as one executor, in another order.
//
// What the workers share is safe for concurrent use by construction:
// expressions (interned in sharded tables), the solver chain when the
// configurations share one (its caches lock around their tables, the
// bit-blaster lends each query its own SAT instance), and the callbacks
// the configurations name (OnTerminate, Warn, OnPrune must then be safe
// for concurrent calls). A limit (context, MaxInstructions over all
// workers) halts every worker; each dumps its own states.
type Workers struct {
	xs     []*Executor
	shared Searcher // NewSharedWorkers' searcher; nil: each worker its own

	mu      sync.Mutex
	cond    *sync.Cond
	chunks  [][]*State // handed over, not yet adopted
	waiting int        // workers blocked for states
	busy    int        // workers running (not waiting, not returned)
	over    bool       // no state left anywhere
	stopped bool       // a worker halted or failed: everybody stops
	reason  string     // the halt's reason

	// want is waiting - len(chunks), read between time slices without
	// the lock: a worker with states donates when it is positive.
	want  atomic.Int32
	stop  atomic.Bool
	insts atomic.Uint64 // instructions of all workers (MaxInstructions)

	live, maxLive atomic.Int64
	handovers     atomic.Uint64 // chunks handed over
	moved         atomic.Uint64 // states in them
}

// NewWorkers prepares one executor per configuration (at least one). The
// first starts with the initial state; the others wait for states. Give
// each configuration its own Searcher and its own stateful subscribers;
// Seed should differ per worker for randomized searchers.
func NewWorkers(prog *ir.Program, cfgs []Config) (*Workers, error) {
	if len(cfgs) == 0 {
		return nil, errors.New("exec: no worker configuration")
	}
	w := &Workers{}
	w.cond = sync.NewCond(&w.mu)
	for i, cfg := range cfgs {
		x, err := New(prog, cfg)
		if err != nil {
			return nil, err
		}
		x.group, x.worker = w, i
		if i > 0 {
			x.initial = nil // the same initial state as worker 0's: unused
		}
		w.xs = append(w.xs, x)
	}
	return w, nil
}

// Executors returns the workers' executors, worker 0 first (to bind
// searchers and subscribers to them before Run).
func (w *Workers) Executors() []*Executor { return w.xs }

// Run explores with every worker until no state is left, ctx is
// cancelled or a limit halts the run, and returns the combined counters.
func (w *Workers) Run(ctx context.Context) (Stats, error) {
	w.busy = len(w.xs)
	// A worker blocked for states must see the cancellation.
	defer context.AfterFunc(ctx, func() {
		w.mu.Lock()
		w.cond.Broadcast()
		w.mu.Unlock()
	})()
	stats := make([]Stats, len(w.xs))
	errs := make([]error, len(w.xs))
	var wg sync.WaitGroup
	for i, x := range w.xs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			stats[i], errs[i] = x.Run(ctx)
		}()
	}
	wg.Wait()
	return w.combine(stats), errors.Join(errs...)
}

// Stats combines the counters the workers last published; safe from any
// goroutine.
func (w *Workers) Stats() Stats {
	stats := make([]Stats, len(w.xs))
	for i, x := range w.xs {
		stats[i] = x.Stats()
	}
	return w.combine(stats)
}

// Halted reports whether a limit stopped the run before it exhausted the
// states.
func (w *Workers) Halted() bool {
	for _, x := range w.xs {
		if x.Halted() {
			return true
		}
	}
	return false
}

// Handovers reports how many times a worker handed states to a waiting
// one, and how many states moved in all.
func (w *Workers) Handovers() (chunks, states uint64) { return w.handovers.Load(), w.moved.Load() }

// combine adds the workers' counters; MaxStates is the most states live
// at once over all workers, Elapsed the longest worker's.
func (w *Workers) combine(stats []Stats) Stats {
	var sum Stats
	for _, st := range stats {
		el := max(sum.Elapsed, st.Elapsed)
		sum = AddStats(sum, st)
		sum.Elapsed = el
	}
	sum.MaxStates = max(int(w.maxLive.Load()), sum.MaxStates)
	return sum
}

// AddStats adds b's counters to a's: the totals of two explorations (or
// two workers of one); coverage is the union, MaxStates the larger,
// Elapsed the sum. Neither argument is modified.
func AddStats(a, b Stats) Stats {
	if a.Coverage == nil {
		return b
	}
	if b.Coverage == nil {
		return a
	}
	s := b
	s.Instructions += a.Instructions
	s.Completed += a.Completed
	s.Partial += a.Partial
	s.Silent += a.Silent
	s.Bugs += a.Bugs
	s.Forks += a.Forks
	s.Queries += a.Queries
	s.Repairs += a.Repairs
	s.QueryTime += a.QueryTime
	s.QueryWork += a.QueryWork
	s.ConcreteTime += a.ConcreteTime
	s.States += a.States
	s.SolverTimeouts += a.SolverTimeouts
	s.ExternalCalls += a.ExternalCalls
	s.Undumped += a.Undumped
	s.Lanes = addLanes(a.Lanes, b.Lanes)
	if len(a.Externals) > 0 {
		m := make(map[string]uint64, len(a.Externals)+len(b.Externals))
		for name, n := range a.Externals {
			m[name] += n
		}
		for name, n := range b.Externals {
			m[name] += n
		}
		s.Externals = m
	}
	s.Elapsed += a.Elapsed
	s.MaxStates = max(a.MaxStates, b.MaxStates)
	s.Coverage = b.Coverage.clone()
	for i := range s.Coverage.Insts {
		s.Coverage.Insts[i] |= a.Coverage.Insts[i]
	}
	for i := range s.Coverage.Branches {
		s.Coverage.Branches[i] |= a.Coverage.Branches[i]
	}
	return s
}

// ---- the executor's side (called on its own goroutine) ----

// stateID numbers a new state: workers take interleaved numbers, so IDs
// stay unique over the group.
func (x *Executor) stateID() uint64 {
	x.nextID++
	if x.group == nil {
		return x.nextID
	}
	return x.nextID*uint64(len(x.group.xs)) + uint64(x.worker)
}

// waitForStates is called when x's searcher is empty. It blocks until
// states are handed to x (adopted, true) or the exploration is over for
// x (false).
func (w *Workers) waitForStates(ctx context.Context, x *Executor) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.busy--
	w.waiting++
	defer func() { w.want.Store(int32(w.waiting - len(w.chunks))) }()
	w.want.Store(int32(w.waiting - len(w.chunks)))
	for {
		if w.shared != nil && !w.shared.Empty() {
			w.waiting--
			w.busy++
			return true // the worker's Empty takes a state
		}
		if n := len(w.chunks); n > 0 {
			states := w.chunks[n-1]
			w.chunks = w.chunks[:n-1]
			w.waiting--
			w.busy++
			x.adopt(states)
			return true
		}
		if w.busy == 0 && !w.over {
			w.over = true // nobody runs, nothing handed over: done
			w.cond.Broadcast()
		}
		if w.over || w.stopped || ctx.Err() != nil {
			w.waiting--
			w.busy++ // returned() takes it back
			return false
		}
		w.cond.Wait()
	}
}

// donate hands half of x's live states to a waiting worker.
func (w *Workers) donate(x *Executor) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.shared != nil || w.stopped || w.waiting <= len(w.chunks) || len(x.live) < 2 {
		return
	}
	// The shallowest states root the largest unexplored subtrees.
	states := slices.Clone(x.live)
	slices.SortStableFunc(states, func(a, b *State) int { return a.depth - b.depth })
	states = states[:len(states)/2]
	for _, s := range states {
		x.removeLive(s)
		x.park(s) // before another worker owns it
		if s == x.lastRun {
			x.lastRun = nil
		}
	}
	w.live.Add(int64(len(states))) // still live, in transit
	x.search.Update(nil, nil, states)
	w.chunks = append(w.chunks, states)
	w.want.Store(int32(w.waiting - len(w.chunks)))
	w.handovers.Add(1)
	w.moved.Add(uint64(len(states)))
	w.cond.Broadcast()
}

// adopt makes handed-over states x's own.
func (x *Executor) adopt(states []*State) {
	x.take(states)
	x.search.Update(nil, states, nil)
}

// take makes states in transit live states of x.
func (x *Executor) take(states []*State) {
	for _, s := range states {
		s.assume = x.subs.assume
		s.consts = x.consts
		x.addLive(s)
	}
	x.group.live.Add(-int64(len(states)))
}

// halting records that x halts for reason; the other workers halt at
// their next time slice.
func (w *Workers) halting(reason string) {
	w.mu.Lock()
	if !w.stopped {
		w.stopped, w.reason = true, reason
	}
	w.stop.Store(true)
	w.cond.Broadcast()
	w.mu.Unlock()
}

// haltReason is the first halt's reason.
func (w *Workers) haltReason() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.reason
}

// returned records that x's Run is over.
func (w *Workers) returned(x *Executor, err error) {
	if err != nil {
		w.halting(fmt.Sprintf("halted: worker %d failed", x.worker))
	}
	w.mu.Lock()
	w.busy--
	w.cond.Broadcast()
	w.mu.Unlock()
}

// liveChanged tracks the states live over all workers.
func (w *Workers) liveChanged(d int64) {
	n := w.live.Add(d)
	for {
		m := w.maxLive.Load()
		if n <= m || w.maxLive.CompareAndSwap(m, n) {
			return
		}
	}
}

// ---- the alternative: one searcher shared behind the lock ----

// NewSharedWorkers is NewWorkers with one searcher for all workers
// instead of one each: a worker takes the state the shared searcher
// selects, runs it for a time slice, and puts it and its forks back.
// Between slices no worker holds states, so pruners see none. It is
// the design --workers was measured against (docs/bench-log/2026-11-23-workers.md).
func NewSharedWorkers(prog *ir.Program, cfgs []Config, shared Searcher) (*Workers, error) {
	w, err := NewWorkers(prog, cfgs)
	if err != nil {
		return nil, err
	}
	w.shared = shared
	for _, x := range w.xs {
		x.search = &sharedSearch{w: w, x: x}
	}
	return w, nil
}

// sharedSearch is a worker's view of the shared searcher.
type sharedSearch struct {
	w    *Workers
	x    *Executor
	next *State // taken from the shared searcher by Empty
}

// Empty takes the next state out of the shared searcher, so that no
// other worker selects it too.
func (p *sharedSearch) Empty() bool {
	if p.next != nil {
		return false
	}
	w := p.w
	w.mu.Lock()
	if w.shared.Empty() {
		w.mu.Unlock()
		return true
	}
	s := w.shared.Select()
	w.shared.Update(nil, nil, []*State{s})
	w.mu.Unlock()
	p.next = s
	p.x.take([]*State{s})
	return false
}

func (p *sharedSearch) Select() *State {
	if p.Empty() {
		return nil
	}
	s := p.next
	p.next = nil
	return s
}

// Update puts the live states back into the shared searcher.
func (p *sharedSearch) Update(current *State, added, removed []*State) {
	x, w := p.x, p.w
	var back []*State
	if current != nil && !current.done {
		back = append(back, current)
	}
	for _, s := range added {
		if !s.done {
			back = append(back, s)
		}
	}
	if len(back) == 0 {
		return
	}
	for _, s := range back {
		x.removeLive(s)
	}
	w.live.Add(int64(len(back)))
	w.mu.Lock()
	w.shared.Update(nil, back, nil)
	w.cond.Broadcast()
	w.mu.Unlock()
}

// drainShared hands x every state left in the shared searcher, for x's
// halt to dump.
func (w *Workers) drainShared(x *Executor) {
	if w.shared == nil {
		return
	}
	w.mu.Lock()
	var states []*State
	for !w.shared.Empty() {
		s := w.shared.Select()
		w.shared.Update(nil, nil, []*State{s})
		states = append(states, s)
	}
	w.mu.Unlock()
	x.take(states)
}

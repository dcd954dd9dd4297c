package exec

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/testgen"
)

// builder makes small programs by hand, for what clang does not emit.
type builder struct {
	prog *ir.Program
	fn   *ir.Func
}

func newBuilder() *builder {
	fn := &ir.Func{Name: "main", RetBits: 32, RetN: 1}
	fn.Blocks = []*ir.Block{{Index: 0, Name: "entry"}}
	return &builder{prog: &ir.Program{Funcs: []*ir.Func{fn}, PtrBytes: 8}, fn: fn}
}

func (b *builder) konst(v uint64, w uint16) ir.Operand {
	b.prog.Consts = append(b.prog.Consts, ir.Const{Bits: v & mask(w), Width: w})
	return ir.ConstOperand(len(b.prog.Consts) - 1)
}

// vec adds a vector constant and returns its first operand.
func (b *builder) vec(w uint16, vs ...uint64) ir.Operand {
	first := b.konst(vs[0], w)
	for _, v := range vs[1:] {
		b.konst(v, w)
	}
	return first
}

func (b *builder) slots(n int) ir.Slot {
	s := ir.Slot(b.fn.NumSlots)
	b.fn.NumSlots += n
	return s
}

func (b *builder) emit(in ir.Inst) {
	if in.Lanes == 0 {
		in.Lanes = 1
	}
	in.BranchID = -1
	blk := b.fn.Blocks[len(b.fn.Blocks)-1]
	blk.Insts = append(blk.Insts, in)
}

func (b *builder) op(op ir.Op, w uint16, lanes int32, args ...ir.Operand) ir.Slot {
	d := b.slots(int(lanes))
	b.emit(ir.Inst{Op: op, Width: w, Lanes: lanes, Dst: d, Args: args})
	return d
}

func (b *builder) ret(v ir.Operand) *ir.Program {
	b.emit(ir.Inst{Op: ir.OpRet, Width: 32, Dst: -1, Args: []ir.Operand{v}, Aux2: 1})
	b.prog.Index()
	return b.prog
}

func exitCodes(r *result) []int {
	var out []int
	for _, tm := range r.terms {
		if tm.Outcome == Exit {
			out = append(out, int(tm.ExitValue))
		}
	}
	return out
}

// TestHandBuiltOps runs vector min/max, funnel shifts and reductions that
// clang-14 does not emit for the test programs.
func TestHandBuiltOps(t *testing.T) {
	b := newBuilder()
	x := b.vec(32, 5, 0xfffffffb, 100, 7)   // 5, -5, 100, 7
	y := b.vec(32, 3, 2, 0xffffff00, 7)     // 3, 2, -256, 7
	smax := b.op(ir.OpSMax, 32, 4, x, y)    // 5, 2, 100, 7
	smin := b.op(ir.OpSMin, 32, 4, x, y)    // 3, -5, -256, 7
	umax := b.op(ir.OpUMax, 32, 4, x, y)    // 5, -5, -256, 7
	umin := b.op(ir.OpUMin, 32, 4, x, y)    // 3, 2, 100, 7
	fshr := b.op(ir.OpFShr, 32, 4, x, y, y) // rotate-like mixes
	r1 := b.op(ir.OpReduceSMax, 32, 4, ir.Operand(smin))
	r2 := b.op(ir.OpReduceUMin, 32, 4, ir.Operand(umax))
	r3 := b.op(ir.OpReduceAdd, 32, 4, ir.Operand(smax))
	r4 := b.op(ir.OpReduceXor, 32, 4, ir.Operand(fshr))
	r5 := b.op(ir.OpReduceSMin, 32, 4, ir.Operand(umin))
	r6 := b.op(ir.OpReduceMul, 32, 4, ir.Operand(umin))
	r7 := b.op(ir.OpReduceAnd, 32, 4, ir.Operand(umax))
	r8 := b.op(ir.OpReduceOr, 32, 4, ir.Operand(smin))
	r9 := b.op(ir.OpReduceUMax, 32, 4, ir.Operand(umin))
	sum := ir.Operand(r1)
	for _, r := range []ir.Slot{r2, r3, r4, r5, r6, r7, r8, r9} {
		sum = ir.Operand(b.op(ir.OpAdd, 32, 1, sum, ir.Operand(r)))
	}
	prog := b.ret(sum)
	// Reference: the same computations in Go.
	xs := []int32{5, -5, 100, 7}
	ys := []int32{3, 2, -256, 7}
	var want uint32
	var sMin, sMax, uMax, uMin, fs [4]uint32
	for i := range xs {
		a, c := xs[i], ys[i]
		sMax[i], sMin[i] = uint32(max(a, c)), uint32(min(a, c))
		uMax[i], uMin[i] = max(uint32(a), uint32(c)), min(uint32(a), uint32(c))
		s := uint32(c) % 32
		fs[i] = uint32(c)
		if s != 0 {
			fs[i] = uint32(a)<<(32-s) | uint32(c)>>s
		}
	}
	red := func(v [4]uint32, f func(a, b uint32) uint32) uint32 {
		acc := v[0]
		for _, e := range v[1:] {
			acc = f(acc, e)
		}
		return acc
	}
	want += red(sMin, func(a, b uint32) uint32 { return uint32(max(int32(a), int32(b))) })
	want += red(uMax, func(a, b uint32) uint32 { return min(a, b) })
	want += red(sMax, func(a, b uint32) uint32 { return a + b })
	want += red(fs, func(a, b uint32) uint32 { return a ^ b })
	want += red(uMin, func(a, b uint32) uint32 { return uint32(min(int32(a), int32(b))) })
	want += red(uMin, func(a, b uint32) uint32 { return a * b })
	want += red(uMax, func(a, b uint32) uint32 { return a & b })
	want += red(sMin, func(a, b uint32) uint32 { return a | b })
	want += red(uMin, func(a, b uint32) uint32 { return max(a, b) })
	r := runSymx(t, prog, Config{})
	if got := exitCodes(r); len(got) != 1 || uint32(got[0]) != want {
		t.Fatalf("exit %v, want %d", got, int32(want))
	}
}

// TestPanicIsContained corrupts one instruction on one path: that path
// ends with an internal error, the others complete.
func TestPanicIsContained(t *testing.T) {
	prog := loadLL(t, "branches")
	corrupted := false
	for _, b := range prog.Func("main").Blocks {
		for i := range b.Insts {
			in := &b.Insts[i]
			if in.Op == ir.OpAdd && !corrupted {
				in.Args = []ir.Operand{ir.Operand(1 << 20), in.Args[1]} // no such register
				corrupted = true
			}
		}
	}
	if !corrupted {
		t.Fatal("no add to corrupt")
	}
	r := runSymx(t, prog, Config{})
	internal, exits := 0, 0
	for _, tm := range r.terms {
		switch {
		case tm.Outcome == BugFound && tm.Bug.Kind == BugExec && strings.Contains(tm.Bug.Message, "internal error"):
			internal++
			if !strings.Contains(tm.Bug.Message, "index out of range") {
				t.Errorf("message lacks the panic: %q", tm.Bug.Message)
			}
		case tm.Outcome == Exit:
			exits++
		}
	}
	if internal != 1 || exits != 4 {
		t.Fatalf("%d internal errors and %d exits, want 1 and 4", internal, exits)
	}
}

// TestBugKindsMatchTestgen keeps exec's kind names in step with testgen's
// error-file suffixes.
func TestBugKindsMatchTestgen(t *testing.T) {
	for k := BugAssert; int(k) < len(bugKindNames); k++ {
		tk, err := testgen.ParseKind(k.String())
		if err != nil || tk.Suffix() != k.String() {
			t.Errorf("%s: testgen says %v, %v", k, tk, err)
		}
	}
}

func TestSearchersAgree(t *testing.T) {
	prog := loadLL(t, "switch")
	var sets []string
	for _, s := range []Searcher{NewDFS(), NewBFS(), NewRandomState(7)} {
		r := runSymx(t, prog, Config{Searcher: s})
		sets = append(sets, fmt.Sprint(set(exitCodes(r))))
		if r.stats.Completed != 5 {
			t.Errorf("%T: %d paths, want 5", s, r.stats.Completed)
		}
	}
	if sets[0] != sets[1] || sets[1] != sets[2] {
		t.Errorf("searchers disagree: %v", sets)
	}
}

// vetoFalse keeps only the true side of every symbolic branch and counts
// the decisions it observes.
type vetoFalse struct {
	branches, decisions int
}

func (v *vetoFalse) BeforeBranch(s *State, b *Branch) {
	if b.Concrete {
		return
	}
	v.branches++
	for d := 1; d < len(b.Conds); d++ {
		b.Prune(d)
	}
}

func (v *vetoFalse) Decided(s *State, d Decision) { v.decisions++ }

func TestBranchPrune(t *testing.T) {
	prog := loadLL(t, "branches")
	h := &vetoFalse{}
	r := runSymx(t, prog, Config{Subscribers: []any{h}})
	if r.stats.Completed != 1 || h.branches != 3 || h.decisions != 3 {
		t.Fatalf("%d paths, %d branches, %d decisions; want 1, 3, 3", r.stats.Completed, h.branches, h.decisions)
	}
	// The surviving path carries the constraints of the sides it took.
	if n := len(r.terms[0].State.Constraints()); n != 3 {
		t.Fatalf("%d constraints, want 3", n)
	}
}

func TestMaxDepth(t *testing.T) {
	r := runSymx(t, loadLL(t, "branches"), Config{MaxDepth: 2})
	if r.stats.Completed != 4 && r.stats.Partial == 0 {
		t.Fatalf("completed %d, partial %d", r.stats.Completed, r.stats.Partial)
	}
	for _, tm := range r.terms {
		if tm.Outcome == Early && tm.Reason != "max-depth exceeded" {
			t.Fatalf("early for %q", tm.Reason)
		}
		if tm.State.Depth() > 3 {
			t.Fatalf("depth %d", tm.State.Depth())
		}
	}
}

func TestHaltDumpsStates(t *testing.T) {
	prog := loadLL(t, "loop16")
	r := runSymx(t, prog, Config{MaxInstructions: 3000, DumpStatesOnHalt: true})
	if r.stats.Partial == 0 || r.stats.States != 0 {
		t.Fatalf("partial %d, live %d", r.stats.Partial, r.stats.States)
	}
	for _, tm := range r.terms {
		if tm.Outcome == Early && (tm.Inputs == nil || !strings.Contains(tm.Reason, "instruction limit")) {
			t.Fatalf("early termination %q with inputs %v", tm.Reason, tm.Inputs)
		}
	}
	if r.stats.Instructions > 3000+sliceInsts {
		t.Fatalf("%d instructions run", r.stats.Instructions)
	}
	// Cancellation works the same way.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var terms []*Termination
	x, err := New(prog, Config{Solver: testSolver(), DumpStatesOnHalt: true, OnTerminate: func(tm *Termination) { terms = append(terms, tm) }})
	if err != nil {
		t.Fatal(err)
	}
	st, _ := x.Run(ctx)
	if !x.Halted() || st.Partial != 1 || len(terms) != 1 {
		t.Fatalf("halted %v, partial %d, %d terminations", x.Halted(), st.Partial, len(terms))
	}
}

// killAll prunes every state but the oldest at each call.
type killAll struct{ calls int }

func (k *killAll) Prune(info PruneInfo, live []*State) ([]*State, string) {
	k.calls++
	var kill []*State
	for _, s := range live {
		if s.ID() != 1 {
			kill = append(kill, s)
		}
	}
	return kill, "pruned by test"
}

func TestPruner(t *testing.T) {
	k := &killAll{}
	r := runSymx(t, loadLL(t, "loop16"), Config{Pruners: []Pruner{k}, PruneInterval: time.Nanosecond})
	pruned := 0
	for _, tm := range r.terms {
		if tm.Outcome == Early && tm.Reason == "pruned by test" {
			pruned++
		}
	}
	if k.calls == 0 || pruned == 0 || r.stats.Completed+r.stats.Partial != uint64(len(r.terms)) {
		t.Fatalf("calls %d, pruned %d, completed %d", k.calls, pruned, r.stats.Completed)
	}
}

func TestMemoryBudget(t *testing.T) {
	r := runSymx(t, loadLL(t, "loop16"), Config{MaxMemory: 1, PruneInterval: time.Nanosecond})
	if r.stats.Partial == 0 {
		t.Fatal("no state killed with a 1-byte budget")
	}
	for _, tm := range r.terms {
		if tm.Outcome == Early && tm.Reason != "memory limit exceeded" {
			t.Fatalf("early for %q", tm.Reason)
		}
	}
}

func TestCoverage(t *testing.T) {
	prog := loadLL(t, "branches")
	r := runSymx(t, prog, Config{})
	cov := r.stats.Coverage
	main := prog.Func("main")
	total := 0
	for _, b := range main.Blocks {
		total += len(b.Insts)
	}
	if got := cov.CoveredInsts(); got != total {
		t.Fatalf("covered %d of main's %d instructions", got, total)
	}
	if got := cov.CoveredEdges(); got != 6 {
		t.Fatalf("covered %d branch edges, want 6", got)
	}
	// Each path's CoveredInsts is the count once its own were recorded
	// (other states' too, up to then): it never falls, and the last is the
	// run's.
	news, last := 0, 0
	for _, tm := range r.terms {
		if tm.CoveredNew {
			news++
		}
		if tm.CoveredInsts < last {
			t.Fatalf("covered instructions %d after %d", tm.CoveredInsts, last)
		}
		last = tm.CoveredInsts
	}
	if last != total {
		t.Fatalf("the last path ended with %d instructions covered, want %d", last, total)
	}
	if news == 0 || news == len(r.terms) {
		t.Fatalf("%d of %d paths covered something new", news, len(r.terms))
	}
}

// TestStatsFromAnotherGoroutine reads Stats while Run runs (go test -race).
func TestStatsFromAnotherGoroutine(t *testing.T) {
	x, err := New(loadLL(t, "loop16"), Config{Solver: testSolver(), MaxInstructions: 200000})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-done:
				return
			default:
				st := x.Stats()
				if st.Coverage != nil {
					st.Coverage.CoveredInsts()
				}
				time.Sleep(time.Millisecond)
			}
		}
	}()
	st, err := x.Run(context.Background())
	close(done)
	wg.Wait()
	if err != nil || st.Instructions == 0 {
		t.Fatal(err, st.Instructions)
	}
	if got := x.Stats(); got.Instructions != st.Instructions {
		t.Fatalf("final published %d instructions, Run returned %d", got.Instructions, st.Instructions)
	}
}

// TestReplayFollowsInputs seeds the initial state with inputs: it
// follows their path, and the other directions still fork.
func TestReplayFollowsInputs(t *testing.T) {
	prog := loadLL(t, "switch")
	in := []Input{{Name: "c", Bytes: []byte{'x'}}}
	var first *Termination
	r := runSymx(t, prog, Config{Replay: in, OnTerminate: nil})
	for _, tm := range r.terms {
		if tm.State.ID() == 1 {
			first = tm
		}
	}
	if first == nil || first.ExitCode != 2 || first.Inputs[0].Bytes[0] != 'x' {
		t.Fatalf("seeded state ended %+v", first)
	}
	if r.stats.Completed != 5 {
		t.Fatalf("%d paths, want 5", r.stats.Completed)
	}
	// With a hook vetoing everything but the seed's direction, only the
	// seeded path runs: concolic execution.
	r = runSymx(t, prog, Config{Replay: in, Subscribers: []any{followSeed{}}})
	if r.stats.Completed != 1 || r.terms[0].ExitCode != 2 {
		t.Fatalf("concolic run: %d paths, exit %d", r.stats.Completed, r.terms[0].ExitCode)
	}
}

type followSeed struct{}

func (followSeed) BeforeBranch(s *State, b *Branch) {
	m := s.Model()
	for d, c := range b.Conds {
		if m != nil && expr.Eval(c, m) == 1 {
			b.Follow(d)
		}
	}
}

// slowSolver answers after a delay, honouring the context like a real
// backend would.
type slowSolver struct {
	inner solver.Solver
	delay time.Duration
}

func (s slowSolver) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	select {
	case <-time.After(s.delay):
		return s.inner.Check(ctx, q)
	case <-ctx.Done():
		return solver.Response{}, ctx.Err()
	}
}

type countingObserver struct{ queries int }

func (c *countingObserver) Query(s *State, q solver.Query, r solver.Response, err error, d time.Duration) {
	c.queries++
}

// TestSolverTimeout: a query past MaxSolverTime ends its path with a
// solver error, as KLEE's terminateStateOnSolverError does, and is counted.
func TestSolverTimeout(t *testing.T) {
	prog := loadLL(t, "branches")
	obs := &countingObserver{}
	r := runSymx(t, prog, Config{
		Solver:        slowSolver{testSolver(), time.Second},
		MaxSolverTime: 5 * time.Millisecond,
		Subscribers:   []any{obs},
	})
	if len(r.terms) == 0 || r.stats.SolverTimeouts == 0 {
		t.Fatalf("%d paths, %d timeouts with a solver slower than the limit", len(r.terms), r.stats.SolverTimeouts)
	}
	for _, tm := range r.terms {
		if tm.Outcome != BugFound || tm.Bug.Kind != BugSolver || !strings.Contains(tm.Bug.Message, "query timed out") {
			t.Fatalf("termination %v %v", tm.Outcome, tm.Bug)
		}
	}
	if obs.queries == 0 || uint64(obs.queries) != r.stats.Queries {
		t.Fatalf("observer saw %d queries, stats %d", obs.queries, r.stats.Queries)
	}
}

// TestPanicInCallbackStopsRun: a panic outside any state (here the
// caller's OnTerminate) ends Run with an error instead of crashing.
func TestPanicInCallbackStopsRun(t *testing.T) {
	x, err := New(loadLL(t, "branches"), Config{Solver: testSolver(), OnTerminate: func(*Termination) { panic("callback bug") }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := x.Run(context.Background()); err == nil || !strings.Contains(err.Error(), "callback bug") {
		t.Fatalf("Run returned %v", err)
	}
}

func TestUniqueNames(t *testing.T) {
	s := &State{}
	var got []string
	for _, n := range []string{"x_1", "x", "x", "x", "y", "x_3"} {
		name := s.uniqueName(n)
		got = append(got, name)
		s.symbolics = append(s.symbolics, Symbolic{Name: name})
	}
	want := "[x_1 x x_2 x_3 y x_3_1]"
	if fmt.Sprint(got) != want {
		t.Fatalf("names %v, want %v", got, want)
	}
}

// TestHaltGrace: with a slow consumer of terminations, a halt dumps
// states only until HaltGrace runs out and ends the rest without a test;
// the dumped and undumped states together are exactly the states an
// unbounded dump (HaltGrace 0) reports.
func TestHaltGrace(t *testing.T) {
	prog := loadLL(t, "loop16")
	run := func(grace time.Duration) (early int, st Stats, halt time.Duration) {
		var haltStart time.Time
		cfg := Config{Solver: testSolver(), Searcher: NewBFS(), MaxInstructions: 8000,
			DumpStatesOnHalt: true, HaltGrace: grace}
		cfg.OnTerminate = func(tm *Termination) {
			if tm.Outcome != Early {
				return
			}
			if early == 0 {
				haltStart = time.Now()
			}
			early++
			time.Sleep(2 * time.Millisecond) // a slow test writer
		}
		x, err := New(prog, cfg)
		if err != nil {
			t.Fatal(err)
		}
		st, err = x.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return early, st, time.Since(haltStart)
	}
	all, full, _ := run(0)
	if all < 200 || full.Undumped != 0 {
		t.Fatalf("unbounded dump: %d states, %d undumped; want hundreds dumped", all, full.Undumped)
	}
	const grace = 100 * time.Millisecond
	dumped, st, took := run(grace)
	if dumped == 0 || st.Undumped == 0 || dumped+int(st.Undumped) != all {
		t.Errorf("bounded dump: %d dumped + %d undumped, want %d in all", dumped, st.Undumped, all)
	}
	if st.Partial != uint64(dumped) || st.States != 0 {
		t.Errorf("stats: %d partial, %d live; want %d, 0", st.Partial, st.States, dumped)
	}
	if took > grace+200*time.Millisecond {
		t.Errorf("the dump took %v with a grace of %v", took, grace)
	}
}

// TestQueryOverMemoryCap: a query during which the process holds more
// than MaxMemory is abandoned (the pruners cannot run while it does) and
// ends its path with a solver error naming the cap.
func TestQueryOverMemoryCap(t *testing.T) {
	prog := loadLL(t, "branches")
	r := runSymx(t, prog, Config{
		Solver:    slowSolver{testSolver(), 5 * time.Second},
		MaxMemory: 1, // always over
	})
	if len(r.terms) == 0 {
		t.Fatal("no path ended")
	}
	for _, tm := range r.terms {
		if tm.Outcome == BugFound && tm.Bug.Kind == BugSolver && strings.Contains(tm.Bug.Message, "--max-memory") {
			return
		}
	}
	t.Fatalf("no query abandoned over the memory cap: %v", r.terms[0].Bug)
}

// countingSearcher is DFS that counts its selections of each state.
type countingSearcher struct {
	Searcher
	picks map[uint64]int
}

func (c *countingSearcher) Select() *State {
	s := c.Searcher.Select()
	c.picks[s.ID()]++
	return s
}

// workSolver spends work units on every query, then asks inner.
type workSolver struct {
	inner solver.Solver
	units uint64
}

func (s workSolver) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	if solver.WorkOf(ctx).Spend(s.units) {
		return solver.Response{}, solver.ErrWorkLimit
	}
	return s.inner.Check(ctx, q)
}

// TestSliceEndsOnSolverWork: a state that spends sliceSolverWork in the
// solver without forking gives the searcher its turn back, long before
// sliceInsts instructions; before, slowpath's solver-bound path ran its
// whole loop (about 60 queries) in one slice. The slice counts work,
// not time: a slow solver that does no work does not end it.
func TestSliceEndsOnSolverWork(t *testing.T) {
	prog := loadLL(t, "slowpath")
	for _, units := range []uint64{0, sliceSolverWork / 10} {
		cs := &countingSearcher{Searcher: NewDFS(), picks: map[uint64]int{}}
		r := runSymx(t, prog, Config{Searcher: cs, Solver: workSolver{slowSolver{testSolver(), time.Millisecond}, units}})
		if got := exitCodes(r); len(got) != 2 {
			t.Fatalf("%d units a query: exits %v, want 0 and 1", units, got)
		}
		most := 0
		for _, n := range cs.picks {
			most = max(most, n)
		}
		// About 60 queries of sliceSolverWork/10 each: about 6 slices'
		// worth of solver work (at least 4 picks); with none, the
		// picks of its forks (2), however slow the solver.
		if units > 0 && most < 4 || units == 0 && most > 2 {
			t.Errorf("%d units a query: the solver-bound state was picked %d times, want %s", units, most,
				map[bool]string{true: "at least 4", false: "at most 2"}[units > 0])
		}
		t.Logf("%d units a query: picks %v", units, cs.picks)
	}
}

// vetoModel prunes, at every symbolic branch, the direction the state's
// model takes, and counts the branches a state reached without a model.
type vetoModel struct{ branches, modelless int }

func (v *vetoModel) BeforeBranch(s *State, b *Branch) {
	if b.Concrete {
		return
	}
	v.branches++
	m := s.Model()
	if m == nil {
		v.modelless++
		return
	}
	for d, c := range b.Conds {
		if expr.Eval(c, m) == 1 {
			b.Prune(d)
			return
		}
	}
}

// TestPrunedKeepsModel: a state that a subscriber restricts to a direction
// its model does not take gets that direction's model, so its next
// branches are decided by evaluation or repair, not by queries (PSE
// prunes directions; before, such a state went on with no model and
// every later branch cost a query).
func TestPrunedKeepsModel(t *testing.T) {
	for _, tc := range []struct {
		name     string
		branches int
	}{{"branches", 3}, {"switch_then_branch", 2}} {
		v := &vetoModel{}
		r := runSymx(t, loadLL(t, tc.name), Config{Subscribers: []any{v}})
		if v.branches < tc.branches || v.modelless != 0 || r.stats.Completed == 0 {
			t.Errorf("%s: %d symbolic branches, %d of them reached with no model, %d paths; want at least %d, none, some",
				tc.name, v.branches, v.modelless, r.stats.Completed, tc.branches)
		}
	}
}

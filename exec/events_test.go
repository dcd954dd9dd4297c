package exec

import (
	le "encoding/binary"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
)

// recorder subscribes to every event kind and logs them.
type recorder struct {
	log    []string
	insts  uint64
	terms  int
	stores []string
	x      *Executor
}

func (r *recorder) BeforeBranch(s *State, b *Branch) {
	kind := "sym"
	if b.Concrete {
		kind = fmt.Sprintf("conc:%d", b.Taken)
	}
	r.log = append(r.log, fmt.Sprintf("branch %s line %d", kind, b.Inst.Loc.Line))
}

func (r *recorder) Decided(s *State, d Decision) {
	r.log = append(r.log, fmt.Sprintf("decided line %d dir %d fork %v", r.line(s, d.ID), d.Dir, d.Fork))
}

// line finds the source line of branch id (the state has moved on).
func (r *recorder) line(s *State, id int32) int {
	for _, f := range r.x.Program().Funcs {
		for _, b := range f.Blocks {
			for i := range b.Insts {
				if b.Insts[i].BranchID == id && b.Insts[i].Succ != nil {
					return int(b.Insts[i].Loc.Line)
				}
			}
		}
	}
	return -1
}

func (r *recorder) Stored(s *State, addr, val Value, bytes int) {
	fn, _, _ := s.Where()
	r.stores = append(r.stores, fmt.Sprintf("%s:%d:%d", fn.Name, val.C, bytes))
}

func (r *recorder) Called(s *State, callee *ir.Func) {
	p := callee.Params[0]
	r.log = append(r.log, fmt.Sprintf("call %s(%d)", callee.Name, s.Reg(len(s.Frames())-1, p.Slot).C))
}

func (r *recorder) Returned(s *State, callee *ir.Func, ret []Value) {
	var v Value
	if len(ret) > 0 {
		v = ret[0]
	}
	r.log = append(r.log, fmt.Sprintf("return %s %d %v", callee.Name, v.C, len(ret) > 0))
}

func (r *recorder) MadeSymbolic(s *State, sym *Symbolic) {
	r.log = append(r.log, fmt.Sprintf("input %s %d", sym.Name, sym.Array.Size))
}

func (r *recorder) Executed(s *State, in *ir.Inst) { r.insts++ }

func (r *recorder) Terminated(t *Termination) {
	r.terms++
	r.log = append(r.log, fmt.Sprintf("end %v %d", t.Outcome, t.ExitCode))
}

// TestEvents: a subscriber to every event kind sees exactly the events of
// events.c, in the order DFS runs them.
func TestEvents(t *testing.T) {
	prog := loadLL(t, "events")
	rec := &recorder{}
	var x *Executor
	cfg := Config{Solver: testSolver(), Subscribers: []any{rec}}
	x, err := New(prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec.x = x
	st := runExecutor(t, x)
	want := []string{
		"input x 4",
		"call twice(3)",
		"return twice 6 true",
		"branch sym line 17",
		"decided line 17 dir 0 fork true",
		"decided line 17 dir 1 fork true",
		// DFS runs the newest state, the true side, first.
		"branch conc:0 line 18",
		"decided line 18 dir 0 fork false",
		"branch sym line 19",
		"decided line 19 dir 0 fork false", // case 1 is infeasible: the default, no fork
		"return main 1 true",
		"end exit 1",
		"branch sym line 28",
		"decided line 28 dir 0 fork true",
		"decided line 28 dir 1 fork true",
		"return main 2 true",
		"end exit 2",
		"return main 0 true",
		"end exit 0",
	}
	if got := strings.Join(rec.log, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	// Stores: retval, twice's parameter spill, g, then each path's return value.
	sort.Strings(rec.stores)
	wantStores := []string{"main:0:4", "main:0:4", "main:1:4", "main:2:4", "main:6:4", "twice:3:4"}
	if fmt.Sprint(rec.stores) != fmt.Sprint(wantStores) {
		t.Errorf("stores %v, want %v", rec.stores, wantStores)
	}
	if rec.insts != st.Instructions || rec.insts == 0 {
		t.Errorf("instruction events %d, executed %d", rec.insts, st.Instructions)
	}
	// The same run without subscribers takes the same paths.
	plain := runSymx(t, prog, Config{})
	if plain.stats.Completed != st.Completed || plain.stats.Instructions != st.Instructions {
		t.Errorf("with subscribers %d paths/%d insts, without %d/%d",
			st.Completed, st.Instructions, plain.stats.Completed, plain.stats.Instructions)
	}
}

func runExecutor(t *testing.T, x *Executor) Stats {
	t.Helper()
	st, err := x.Run(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// cutAt ends states at branches of one source line.
type cutAt struct{ line int32 }

func (c cutAt) BeforeBranch(s *State, b *Branch) {
	if b.Inst.Loc.Line == c.line {
		b.Cut("redundant suffix")
	}
}

func TestBranchCut(t *testing.T) {
	r := runSymx(t, loadLL(t, "events"), Config{Subscribers: []any{cutAt{28}}})
	if r.stats.Completed != 1 || r.stats.Partial != 1 {
		t.Fatalf("completed %d, partial %d; want 1, 1", r.stats.Completed, r.stats.Partial)
	}
	for _, tm := range r.terms {
		if tm.Outcome == Early && (tm.Reason != "redundant suffix" || len(tm.Inputs) != 1) {
			t.Errorf("cut state: %q with %d inputs", tm.Reason, len(tm.Inputs))
		}
	}
	// A cut at a concrete branch.
	r = runSymx(t, loadLL(t, "events"), Config{Subscribers: []any{cutAt{18}}})
	if r.stats.Completed != 2 || r.stats.Partial != 1 {
		t.Fatalf("concrete cut: completed %d, partial %d; want 2, 1", r.stats.Completed, r.stats.Partial)
	}
}

// seeder follows every state's model (concolic) and, when the first path
// ends, injects a seed driving x to 10.
type seeder struct {
	x     *Executor
	added bool
}

func (sd *seeder) BeforeBranch(s *State, b *Branch) { followSeed{}.BeforeBranch(s, b) }

func (sd *seeder) Terminated(t *Termination) {
	if !sd.added {
		sd.added = true
		sd.x.AddSeed([]Input{{Name: "x", Bytes: le.LittleEndian.AppendUint32(nil, 10)}})
	}
}

func TestAddSeed(t *testing.T) {
	prog := loadLL(t, "events")
	sd := &seeder{}
	var exits []int
	seedOf := map[int]uint64{}
	x, err := New(prog, Config{Solver: testSolver(), Subscribers: []any{sd},
		OnTerminate: func(t *Termination) {
			exits = append(exits, t.ExitCode)
			seedOf[t.ExitCode] = t.State.SeedNo()
		}})
	if err != nil {
		t.Fatal(err)
	}
	sd.x = x
	// Before Run too: seeds queue up.
	x.AddSeed([]Input{{Name: "x", Bytes: le.LittleEndian.AppendUint32(nil, uint32(0xfffffff9))}})
	st := runExecutor(t, x)
	sort.Ints(exits)
	// The all-zero initial state exits 0, the seeds -7 and 10 exit 2 and 1;
	// following prunes every other direction.
	if fmt.Sprint(exits) != "[0 1 2]" || st.Forks != 0 {
		t.Fatalf("exits %v, forks %d; want [0 1 2], 0", exits, st.Forks)
	}
	// Seeds are numbered in AddSeed order: -7 first, 10 second.
	if seedOf[0] != 0 || seedOf[2] != 1 || seedOf[1] != 2 {
		t.Errorf("seed numbers by exit %v, want map[0:0 1:2 2:1]", seedOf)
	}
}

// partials collects partial models per query.
type partials struct {
	n       int
	queries int
	states  map[uint64]bool
}

func (p *partials) PartialModel(s *State, q solver.Query, m *expr.Assignment, kind solver.ModelKind) {
	p.n++
	if s != nil {
		p.states[s.ID()] = true
	}
}

func (p *partials) Query(s *State, q solver.Query, r solver.Response, err error, d time.Duration) {
	p.queries++
}

// TestPartialModels: the array refinement's intermediate models reach a
// subscriber with the state they were computed for.
func TestPartialModels(t *testing.T) {
	p := &partials{states: map[uint64]bool{}}
	r := runSymx(t, loadLL(t, "symindex"), Config{Subscribers: []any{p}})
	if r.stats.Completed == 0 || p.queries == 0 {
		t.Fatalf("%d paths, %d queries", r.stats.Completed, p.queries)
	}
	if p.n == 0 || len(p.states) == 0 {
		t.Fatalf("no partial models (%d queries)", p.queries)
	}
}

// assumptions logs, per path, the conditions reported after the path's
// first branch decision.
type assumptions struct {
	key  HookKey
	ends map[int][]expr.Expr // by exit code
}

type condLog struct {
	on bool
	cs []expr.Expr
}

func (l *condLog) Fork() any { c := *l; c.cs = append([]expr.Expr(nil), l.cs...); return &c }

func (a *assumptions) log(s *State) *condLog { return hookData[condLog](s, a.key) }

// hookData returns s's data at key, set to a new T's if it has none.
func hookData[T any](s *State, key HookKey) *T {
	d, ok := s.Hook(key).(*T)
	if !ok {
		d = new(T)
		s.SetHook(key, d)
	}
	return d
}

func (a *assumptions) Assumed(s *State, c expr.Expr) {
	if l := a.log(s); l.on {
		l.cs = append(l.cs, c)
	}
}

func (a *assumptions) Decided(s *State, d Decision) { a.log(s).on = true }

func (a *assumptions) Terminated(t *Termination) { a.ends[t.ExitCode] = a.log(t.State).cs }

// TestAssumed: the conditions a path relies on are reported, those of
// the sides it could not take included, which the path constraints do
// not record: after x > 5, the switch's case x == 1 is infeasible, and
// the path to the default (exit 1) reports x != 1.
func TestAssumed(t *testing.T) {
	a := &assumptions{key: NewHookKey(), ends: map[int][]expr.Expr{}}
	r := runSymx(t, loadLL(t, "events"), Config{Subscribers: []any{a}})
	if r.stats.Completed != 3 {
		t.Fatalf("%d paths, want 3", r.stats.Completed)
	}
	var x expr.Expr
	for _, sym := range r.terms[0].State.Symbolics() {
		x = expr.ReadLE(expr.UpdateList{Root: sym.Array}, expr.Const(0, 32), 4)
	}
	want := expr.Not(expr.Eq(x, expr.Const(1, 32)))
	found := false
	for _, c := range a.ends[1] {
		res, err := testSolver().Check(t.Context(), solver.Query{Constraints: []expr.Expr{expr.Not(expr.Eq(c, want))}})
		if err != nil {
			t.Fatal(err)
		}
		found = found || res.Result == solver.Unsat
	}
	if !found {
		t.Errorf("exit 1's assumptions %v lack x != 1", a.ends[1])
	}
}

// cutSilently ends states at branches of one line without a test.
type cutSilently struct{ line int32 }

func (c cutSilently) BeforeBranch(s *State, b *Branch) {
	if b.Inst.Loc.Line == c.line {
		b.CutSilently("redundant suffix")
	}
}

func TestBranchCutSilently(t *testing.T) {
	r := runSymx(t, loadLL(t, "events"), Config{Subscribers: []any{cutSilently{28}}})
	if r.stats.Completed != 1 || r.stats.Partial != 0 || r.stats.Silent != 1 {
		t.Fatalf("completed %d, partial %d, silent %d; want 1, 0, 1", r.stats.Completed, r.stats.Partial, r.stats.Silent)
	}
	for _, tm := range r.terms {
		if tm.Outcome == Silent && (tm.Reason != "redundant suffix" || tm.Inputs != nil) {
			t.Errorf("silent cut: %q with inputs %v", tm.Reason, tm.Inputs)
		}
	}
}

// asker asks Feasible of every direction of every symbolic branch before
// the executor does, and checks each answer's model.
type asker struct {
	t              *testing.T
	asked, refused int
}

func (a *asker) BeforeBranch(s *State, b *Branch) {
	if b.Concrete {
		if ok, _, _ := b.Feasible(b.Taken); !ok {
			a.t.Errorf("concrete branch: taken direction %d infeasible", b.Taken)
		}
		return
	}
	for d, c := range b.Conds {
		ok, m, err := b.Feasible(d)
		if err != nil {
			a.t.Fatal(err)
		}
		a.asked++
		if !ok {
			a.refused++
			continue
		}
		if m != nil && (!satisfies(m, s.Constraints()) || expr.Eval(c, m) != 1) {
			a.t.Errorf("direction %d: the model does not take it on the path", d)
		}
	}
}

// TestBranchFeasible: a subscriber's feasibility questions are the
// executor's own, answered once: the same paths with the same number of
// queries as without it.
func TestBranchFeasible(t *testing.T) {
	for _, name := range []string{"branches", "switch", "switch_default", "events"} {
		t.Run(name, func(t *testing.T) {
			prog := loadLL(t, name)
			a := &asker{t: t}
			r := runSymx(t, prog, Config{Subscribers: []any{a}})
			plain := runSymx(t, prog, Config{})
			if r.stats.Completed != plain.stats.Completed || r.stats.Partial != plain.stats.Partial ||
				r.stats.Queries != plain.stats.Queries {
				t.Errorf("asking first: %d+%d paths, %d queries; without: %d+%d, %d",
					r.stats.Completed, r.stats.Partial, r.stats.Queries,
					plain.stats.Completed, plain.stats.Partial, plain.stats.Queries)
			}
			if a.asked == 0 {
				t.Error("no symbolic branch")
			}
		})
	}
}

// symLoads counts, per path, the Executed events of loads at a
// symbolic address, and checks that each reports the object it reached.
type symLoads struct {
	key  HookKey
	t    *testing.T
	ends map[int]uint64 // loads by exit code
}

type count struct{ n uint64 }

func (c *count) Fork() any { d := *c; return &d }

func (c *symLoads) of(s *State) *count { return hookData[count](s, c.key) }

func (c *symLoads) Executed(s *State, in *ir.Inst) {
	if in.Op != ir.OpLoad || s.Terminated() || s.Operand(len(s.Frames())-1, in.Args[0], 0).E == nil {
		return
	}
	c.of(s).n++
	if obj := s.SymbolicAccess(); obj == nil || !obj.Contains(expr.Eval(s.Operand(len(s.Frames())-1, in.Args[0], 0).E, s.Model()), 1) {
		c.t.Errorf("path %d: the load at a symbolic address reports object %v", s.ID(), obj)
	}
}

func (c *symLoads) Terminated(t *Termination) {
	if t.Outcome == Exit {
		c.ends[t.ExitCode] = c.of(t.State).n
	}
}

// TestForkedAccessExecuted: every state a load at a symbolic address
// forked into sees the load executed, with the object it reached.
func TestForkedAccessExecuted(t *testing.T) {
	for _, tc := range []struct {
		name string
		want map[int]uint64 // symbolic loads by exit code
	}{
		{"symptr", map[int]uint64{1: 1, 2: 1, 3: 1}},
		{"oob_read", map[int]uint64{0: 0, 1: 1, 9: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &symLoads{key: NewHookKey(), t: t, ends: map[int]uint64{}}
			runSymx(t, loadLL(t, tc.name), Config{Subscribers: []any{c}})
			if fmt.Sprint(c.ends) != fmt.Sprint(tc.want) {
				t.Errorf("symbolic loads by exit code %v, want %v", c.ends, tc.want)
			}
		})
	}
}

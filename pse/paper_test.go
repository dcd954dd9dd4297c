package pse

import (
	"context"
	"encoding/binary"
	"path/filepath"
	"slices"
	"testing"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/z3"
)

// TestFig1Table1: the paper's Table 1. Plain DFS explores all 8 paths of
// Fig. 1; PSE explores two in full, cuts the third at the last if (both
// of its sides were explored) and the fourth at the second if, right
// after the first branch: every path after it is skipped. symx's DFS
// takes the else side first, so its paths are the paper's 1, 2, 3 and 5
// with then and else swapped (lines 13/15 are a+10/a-10, 17/19 res=a-b
// and a+b, 21/23 res=1 and 0).
func TestFig1Table1(t *testing.T) {
	dfs, _ := explore(t, "pse_fig1", false)
	if len(dfs) != 8 {
		t.Errorf("DFS: %d paths, want 8: %q", len(dfs), dfs)
	}
	got, p := explore(t, "pse_fig1", true)
	want := []string{"15 19 21 exit", "15 19 23 exit", "15 17 cut", "13 cut"}
	if !slices.Equal(got, want) {
		t.Errorf("PSE paths %q, want %q", got, want)
	}
	if st := p.Stats(); st.Cuts != 2 || st.Pruned != 0 {
		t.Errorf("cuts %d, pruned %d; want 2, 0", st.Cuts, st.Pruned)
	}
}

// TestFig3Tables2And3: the paper's Tables 2 and 3 on Fig. 3. After each
// path, the summaries at line 1 (if (x > 0), line 15 of pse_fig3.c) and
// line 9 (if (y > 0), line 23) are instantiated over the store of the
// first state there (the program's variables, which symbolic inputs
// fill) and compared with the paper's up to equivalence (z3 decides it,
// independently of symx's solver), with and without summary
// simplification: simplification changes the summaries' size, never
// their meaning. symx's DFS takes the then sides first, so the rows are
// the paper's with then and else swapped: the same six paths, cut where
// the paper cuts them.
func TestFig3Tables2And3(t *testing.T) {
	z, err := z3.New(z3.Options{})
	if err != nil {
		t.Skip("z3:", err)
	}
	sizes := map[bool]int{}
	for _, simplify := range []bool{true, false} {
		prog, err := ir.Load(filepath.Join("..", "testdata", "programs", "pse_fig3.ll"), ir.LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		slv := solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
		p := New(prog, Config{Solver: slv, SummaryBound: DefaultSummaryBound, NoSimplify: !simplify})
		o := &observer{rec: recorder{key: exec.NewHookKey()}, vars: map[string]expr.Expr{}, snaps: map[int32]*snap{}}
		v := func(n string) expr.Expr { return o.vars[n] }
		pos := func(e expr.Expr) expr.Expr { return expr.Slt(expr.Const(0, 32), e) }
		gt0 := func(n string) expr.Expr { return pos(v(n)) }
		gt1 := func(n string) expr.Expr { return pos(expr.Add(v(n), expr.Const(1, 32))) }
		and := func(es ...expr.Expr) expr.Expr {
			r := expr.True()
			for _, e := range es {
				r = expr.And(r, e)
			}
			return r
		}
		not := expr.Not
		// The rows: each path in symx's order, then the summaries at
		// lines 1 and 9 once it ended (Table 2's last column, Table 3).
		type row struct {
			path         string
			line1, line9 func() expr.Expr
		}
		rows := []row{
			{"16 20 24 28 31 bug", func() expr.Expr { return and(gt0("x"), not(gt1("a")), gt0("y"), not(gt1("c")), not(gt1("e"))) },
				func() expr.Expr { return and(gt0("y"), not(gt1("c")), not(gt1("e"))) }},
			{"16 20 24 28 31 exit", func() expr.Expr { return and(gt0("x"), not(gt1("a")), gt0("y"), not(gt1("c"))) },
				func() expr.Expr { return and(gt0("y"), not(gt1("c"))) }},
			{"16 20 24 26 cut", func() expr.Expr { return and(gt0("x"), not(gt1("a")), gt0("y")) },
				func() expr.Expr { return gt0("y") }},
			{"16 20 30 cut", func() expr.Expr { return and(gt0("x"), not(gt1("a"))) }, expr.True},
			{"16 18 cut", func() expr.Expr { return gt0("x") }, expr.True},
			{"22 cut", expr.True, expr.True},
		}
		n := 0
		o.check = func(tm *exec.Termination) {
			o.rec.Terminated(tm)
			if n >= len(rows) {
				t.Errorf("simplify=%v: more paths than the paper's 6: %q", simplify, o.rec.paths)
				return
			}
			r := rows[n]
			if got := o.rec.paths[n]; got != r.path {
				t.Errorf("simplify=%v: path %d is %q, want %q", simplify, n+1, got, r.path)
			}
			for _, c := range []struct {
				line int32
				cond expr.Expr
				want expr.Expr
			}{{15, gt0("x"), r.line1()}, {23, gt0("y"), r.line9()}} {
				got := p.summaryAt(prog, c.line, c.cond, o.snaps[c.line])
				if !equivalent(t, z, got, c.want) {
					t.Errorf("simplify=%v: after path %d, the summary at line %d is %v, want %v", simplify, n+1, c.line, got, c.want)
				}
			}
			n++
		}
		x, err := exec.New(prog, exec.Config{Solver: slv, Subscribers: []any{p, o}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := x.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		if n != len(rows) {
			t.Errorf("simplify=%v: %d paths, want %d", simplify, n, len(rows))
		}
		sizes[simplify] = p.Stats().Disjuncts
	}
	if sizes[true] >= sizes[false] {
		t.Errorf("summaries hold %d disjuncts with simplification, %d without: want fewer", sizes[true], sizes[false])
	}
}

// snap is main's store when a state first reached a branch.
type snap struct {
	as   *mem.AddressSpace
	regs []exec.Value
}

func (sn *snap) val(l loc) (exec.Value, bool) {
	if l.frame == 0 && int(l.slot) < len(sn.regs) {
		return sn.regs[l.slot], true
	}
	if l.frame >= 0 {
		return exec.Value{}, false
	}
	return memValue(sn.as, l)
}

// observer records the paths, the variables (klee_make_symbolic's
// inputs, read whole) and the store at the first visit of each branch;
// check runs after PSE saw each termination.
type observer struct {
	rec   recorder
	vars  map[string]expr.Expr
	snaps map[int32]*snap
	check func(*exec.Termination)
}

func (o *observer) Decided(s *exec.State, d exec.Decision) { o.rec.Decided(s, d) }
func (o *observer) Terminated(tm *exec.Termination)        { o.check(tm) }
func (o *observer) MadeSymbolic(s *exec.State, sym *exec.Symbolic) {
	o.vars[sym.Name] = expr.ReadLE(expr.UpdateList{Root: sym.Array}, expr.Const(0, 32), int(sym.Array.Size))
}
func (o *observer) BeforeBranch(s *exec.State, b *exec.Branch) {
	line := b.Inst.Loc.Line
	if o.snaps[line] != nil || len(s.Frames()) != 1 {
		return
	}
	sn := &snap{as: s.Memory().Fork()}
	for i := 0; i < s.Frames()[0].Fn.NumSlots; i++ {
		sn.regs = append(sn.regs, s.Reg(0, ir.Slot(i)))
	}
	o.snaps[line] = sn
}

// summaryAt is the summary before main's branch at line (Π_post of the
// paper's l): cond ∧ Π[true edge] ∨ ¬cond ∧ Π[false edge], over sn.
func (p *PSE) summaryAt(prog *ir.Program, line int32, cond expr.Expr, sn *snap) expr.Expr {
	main := prog.Func("main")
	for _, b := range main.Blocks {
		for i := range b.Insts {
			in := &b.Insts[i]
			if in.Op != ir.OpCondBr || in.Loc.Line != line {
				continue
			}
			pi := func(dir int) expr.Expr {
				var buf []byte
				buf = binary.AppendVarint(buf, int64(in.BranchID))
				buf = binary.AppendVarint(buf, int64(dir))
				k, ok := p.keys[string(buf)]
				if !ok {
					return expr.False()
				}
				sm := p.summary(k)
				if sm == nil || sn == nil {
					return expr.False()
				}
				return instantiateWith(sn.val, nil, len(sm.ds), func(i int) *disjunct { return &sm.ds[i] }).pi
			}
			return expr.Or(expr.And(cond, pi(0)), expr.And(expr.Not(cond), pi(1)))
		}
	}
	return expr.False()
}

// equivalent decides a ⟺ b with an independent solver.
func equivalent(t *testing.T, s solver.Solver, a, b expr.Expr) bool {
	r, err := s.Check(context.Background(), solver.Query{Constraints: []expr.Expr{expr.Not(expr.Eq(a, b))}})
	if err != nil {
		t.Fatal(err)
	}
	return r.Result == solver.Unsat
}

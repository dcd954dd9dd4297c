package pse

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// recorder writes down, per state, the source lines of the branch
// directions taken (a line of the taken edge's first instruction) and
// how each path ended.
type recorder struct {
	key   exec.HookKey
	prog  *ir.Program
	paths []string
}

type trail []string

func (t trail) Fork() any { return append(trail(nil), t...) }

func (r *recorder) Decided(s *exec.State, d exec.Decision) {
	t, _ := s.Hook(r.key).(trail)
	in := s.Inst()
	f := s.Frames()[len(s.Frames())-1]
	blk := f.Fn.Blocks[in.Succ[d.Dir]]
	line := blk.Insts[0].Loc.Line
	s.SetHook(r.key, append(t, fmt.Sprint(line)))
}

func (r *recorder) Terminated(tm *exec.Termination) {
	t, _ := tm.State.Hook(r.key).(trail)
	end := tm.Outcome.String()
	if tm.Reason == CutReason {
		end = "cut"
	}
	r.paths = append(r.paths, strings.Join(t, " ")+" "+end)
}

// explore runs prog (a checked-in benchmark program) with DFS, with or
// without PSE, and returns the paths as the recorder saw them.
func explore(t *testing.T, name string, withPSE bool) ([]string, *PSE) {
	t.Helper()
	prog, err := ir.Load(filepath.Join("..", "testdata", "programs", name+".ll"), ir.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	slv := solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
	rec := &recorder{key: exec.NewHookKey(), prog: prog}
	subs := []any{rec}
	var p *PSE
	if withPSE {
		p = New(prog, Config{Solver: slv, SummaryBound: DefaultSummaryBound})
		subs = append([]any{p}, subs...)
	}
	x, err := exec.New(prog, exec.Config{Solver: slv, Subscribers: subs})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := x.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return rec.paths, p
}

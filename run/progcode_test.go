package run

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/statsfile"
)

// TestProgramCodeCovered: only the instructions and branches of the
// program's own functions count, across word boundaries of the bitmap.
func TestProgramCodeCovered(t *testing.T) {
	block := func(n int, branch int32) *ir.Block {
		b := &ir.Block{Insts: make([]ir.Inst, n)}
		for i := range b.Insts {
			b.Insts[i].BranchID = -1
		}
		if branch >= 0 {
			b.Insts[n-1] = ir.Inst{Op: ir.OpCondBr, Succ: []int{0, 0}, BranchID: branch}
		}
		return b
	}
	// Instructions 0-69 program, 70-169 library, 170-199 program.
	p := &ir.Program{Funcs: []*ir.Func{
		{Name: "main", Blocks: []*ir.Block{block(60, 0), block(10, -1)}},
		{Name: "memset", Lib: true, Blocks: []*ir.Block{block(100, 1)}},
		{Name: "f", Blocks: []*ir.Block{block(30, 2)}},
	}}
	pc := newProgramCode(p)
	if pc.insts != 100 || pc.edges != 4 {
		t.Fatalf("program code: %d instructions, %d edges; want 100, 4", pc.insts, pc.edges)
	}
	for _, tt := range []struct {
		name      string
		set       []int
		dirs      []uint64
		insts, br int
	}{
		{"none", nil, []uint64{0, 0, 0}, 0, 0},
		{"library only", []int{70, 100, 169}, []uint64{0, 3, 0}, 0, 0},
		{"edges of words", []int{0, 63, 64, 69, 170, 191, 192, 199}, []uint64{1, 3, 3}, 8, 3},
		{"all", seq(0, 200), []uint64{3, 3, 3}, 100, 4},
	} {
		c := &exec.Coverage{Insts: make([]uint64, 4), NumInsts: 200, Branches: tt.dirs}
		for _, i := range tt.set {
			c.Insts[i/64] |= 1 << (i % 64)
		}
		if i, b := pc.covered(c); i != tt.insts || b != tt.br {
			t.Errorf("%s: covered %d instructions, %d edges; want %d, %d", tt.name, i, b, tt.insts, tt.br)
		}
	}
}

func seq(lo, hi int) []int {
	var s []int
	for i := lo; i < hi; i++ {
		s = append(s, i)
	}
	return s
}

// TestStatsRowsShortRun: a run of under a second has rows every tenth of
// the interval, a curve to plot (before, its only row was the last), and
// they count the program's own code apart.
func TestStatsRowsShortRun(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	_, err := Run(context.Background(), Config{
		Input: "../testdata/programs/sgs_loop.ll", OutputDir: out, WriteNoTests: true,
		Search: []string{"dfs"}, Workers: 1, MaxTime: 900 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	r, err := statsfile.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Samples) < 3 {
		t.Errorf("%d rows in run.stats of a 0.9 s run, want several", len(r.Samples))
	}
	last := r.Samples[len(r.Samples)-1]
	if !last.HasProgram() || last.ProgInsts >= last.TotalInsts || last.ProgCoveredInsts == 0 || last.ProgBranches == 0 {
		t.Errorf("program columns %+v", last)
	}
}

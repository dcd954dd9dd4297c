package search

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

var allStrategies = [][]string{
	{"dfs"}, {"bfs"}, {"random-state"}, {"random-path"},
	{"nurs:covnew"}, {"nurs:md2u"}, {"nurs:depth"}, {"nurs:rp"}, {"nurs:icnt"}, {"nurs:cpicnt"}, {"nurs:qc"},
	{"sgs:1"}, {"sgs:2"}, {"sgs:4"}, nil, {"dfs", "sgs:2", "random-path"},
}

func load(t testing.TB, name string) *ir.Program {
	p, err := ir.Load(filepath.Join("..", "testdata", "programs", name), ir.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func explore(t testing.TB, prog *ir.Program, names []string, opts Options, maxInsts uint64) exec.Stats {
	return exploreFor(t, prog, names, opts, maxInsts, time.Hour)
}

func exploreFor(t testing.TB, prog *ir.Program, names []string, opts Options, maxInsts uint64, d time.Duration) exec.Stats {
	st, err := New(names, opts)
	if err != nil {
		t.Fatal(err)
	}
	cfg := exec.Config{
		Solver:          solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{}),
		Searcher:        st.Searcher,
		Subscribers:     st.Subscribers,
		MaxInstructions: maxInsts,
	}
	x, err := exec.New(prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	st.Bind(x)
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	stats, err := x.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return stats
}

func TestExploresFully(t *testing.T) {
	for _, tc := range []struct {
		file  string
		paths uint64
	}{{"pse_fig1.ll", 8}, {"loop16.ll", 65536}} {
		prog := load(t, tc.file)
		for i, names := range allStrategies {
			for _, batch := range []uint64{0, 1000} {
				if batch > 0 && tc.paths > 8 {
					continue
				}
				t.Run(fmt.Sprintf("%s/%v/batch%d", tc.file, names, batch), func(t *testing.T) {
					if testing.Short() && tc.paths > 8 && i > 0 {
						t.Skip("-short: loop16's 65,536 paths with the first strategy only")
					}
					st := explore(t, prog, names, Options{Seed: 7, BatchInstructions: batch}, 0)
					if st.Completed != tc.paths || st.States != 0 {
						t.Fatalf("%d paths, %d states left; want %d, 0", st.Completed, st.States, tc.paths)
					}
				})
			}
		}
	}
}

// TestSGSEscapesForkBomb: on sgs_loop.ll DFS keeps forking in the loop and
// never sees the y == 0 side; sgs:1 and sgs:2 cover every branch direction
// but the loop's own within a small instruction budget.
func TestSGSEscapesForkBomb(t *testing.T) {
	prog := load(t, "sgs_loop.ll")
	const budget = 3000
	edges := func(st exec.Stats) int { return st.Coverage.CoveredEdges() }
	dfs := exploreFor(t, prog, []string{"dfs"}, Options{}, budget, 5*time.Second)
	for _, names := range [][]string{{"sgs:1"}, {"sgs:2"}} {
		for seed := uint64(0); seed < 3; seed++ {
			st := exploreFor(t, prog, names, Options{Seed: seed}, budget, 5*time.Second)
			// Every direction of every conditional branch in main.
			want := 2 * countBranches(prog)
			if got := edges(st); got != want {
				t.Errorf("%v seed %d: %d of %d branch directions covered", names, seed, got, want)
			}
			if edges(st) <= edges(dfs) {
				t.Errorf("%v: %d directions, dfs %d", names, edges(st), edges(dfs))
			}
		}
	}
}

func countBranches(p *ir.Program) int {
	n := 0
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op == ir.OpCondBr {
					n++
				}
			}
		}
	}
	return n
}

func TestDeterministic(t *testing.T) {
	prog := load(t, "sgs_loop.ll")
	for _, names := range allStrategies {
		// nurs:qc weighs states by query time: a fixed cost per
		// constraint instead of the wall clock (which made this flaky).
		opts := Options{Seed: 3, QueryTime: func(q solver.Query, _ time.Duration) time.Duration {
			return time.Duration(len(q.Constraints)+1) * 30 * time.Millisecond
		}}
		a := explore(t, prog, names, opts, 1500)
		b := explore(t, prog, names, opts, 1500)
		if a.Completed != b.Completed || a.Forks != b.Forks || a.Coverage.CoveredEdges() != b.Coverage.CoveredEdges() {
			t.Errorf("%v: two runs with one seed differ", names)
		}
	}
}

func TestNewErrors(t *testing.T) {
	for _, tc := range []struct {
		names []string
		ok    bool
	}{
		{nil, true}, {[]string{"sgs:8"}, true}, {[]string{"sgs:0"}, false}, {[]string{"sgs:x"}, false},
		{[]string{"nurs:foo"}, false}, {[]string{"dfs", "bfs"}, true}, {[]string{"nurs:qc", "nurs:qc"}, true}, // subscribers are lists: two qc searchers coexist
	} {
		_, err := New(tc.names, Options{BatchTime: time.Second})
		if (err == nil) != tc.ok {
			t.Errorf("New(%v): err %v", tc.names, err)
		}
	}
}

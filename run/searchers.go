package run

import (
	"fmt"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/z3"
)

// searcherNames lists the strategies --search accepts.
var searcherNames = []string{"dfs", "bfs", "random-state"}

// NewSearcher builds the searcher for --search values; several values
// interleave (KLEE's behaviour). No value means random-state for now.
func NewSearcher(names []string, seed uint64) (exec.Searcher, error) {
	if len(names) == 0 {
		names = []string{"random-state"}
	}
	var ss []exec.Searcher
	for _, n := range names {
		s := exec.NewSearcher(n, seed)
		if s == nil {
			return nil, fmt.Errorf("unknown searcher %q (known: %v)", n, searcherNames)
		}
		ss = append(ss, s)
	}
	if len(ss) == 1 {
		return ss[0], nil
	}
	return nil, fmt.Errorf("interleaving searchers is not supported yet")
}

// newSolver returns the core backend named by --solver.
func newSolver(name string) (solver.Solver, error) {
	switch name {
	case "", "bitblast":
		return bitblast.New(bitblast.Options{}), nil
	case "z3":
		return z3.New(z3.Options{})
	}
	return nil, fmt.Errorf("unknown solver %q (known: bitblast, z3)", name)
}

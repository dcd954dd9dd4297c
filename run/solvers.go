package run

import (
	"fmt"

	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/fp"
	"github.com/symx/symx/solver/z3"
)

// newSolver returns the core backend named by --solver, behind the fast
// floating-point search (solver/fp), which tries queries with floating
// point first.
func newSolver(name string) (solver.Solver, error) {
	switch name {
	case "", "bitblast":
		return fp.New(bitblast.New(bitblast.Options{}), fp.Options{}), nil
	case "z3":
		z, err := z3.New(z3.Options{})
		if err != nil {
			return nil, err
		}
		return fp.New(z, fp.Options{}), nil
	}
	return nil, fmt.Errorf("unknown solver %q (known: bitblast, z3)", name)
}

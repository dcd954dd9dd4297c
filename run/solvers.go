package run

import (
	"fmt"

	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/z3"
)

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

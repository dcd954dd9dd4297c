package bitblast_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/internal/randq"
)

// pathQueries imitates an executor: along each path the constraint set
// grows by one satisfiable branch condition per step, and every step asks
// about the next condition and its negation.
func pathQueries(seed int64, paths, steps int) [][]expr.Expr {
	g := randq.New(seed, randq.Config{Arrays: 2, Size: 16, Depth: 2, Constraints: 1,
		Widths: []expr.Width{8, 16, 32}, Writes: 1, MaxArithWidth: 16})
	ref := bitblast.New(bitblast.Options{})
	var qs [][]expr.Expr
	for p := 0; p < paths; p++ {
		var pc []expr.Expr
		for s := 0; s < steps; s++ {
			c := g.Bool(2)
			for _, cond := range []expr.Expr{c, expr.Not(c)} {
				q := append(append([]expr.Expr{}, pc...), cond)
				qs = append(qs, q)
			}
			q := append(append([]expr.Expr{}, pc...), c)
			if r, _ := ref.Check(context.Background(), solver.Query{Constraints: q}); r.Result == solver.Sat {
				pc = q
			} else {
				pc = append(pc, expr.Not(c))
			}
		}
	}
	return qs
}

// BenchmarkPath solves path-shaped query sequences, with the SAT solver
// kept across queries up to several sizes.
func BenchmarkPath(b *testing.B) {
	qs := pathQueries(5, 8, 25)
	for _, vars := range []int{-1, 2000, bitblast.DefaultMaxSolverVars} {
		b.Run(fmt.Sprintf("maxvars=%d", vars), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				s := bitblast.New(bitblast.Options{MaxSolverVars: vars})
				for _, q := range qs {
					if _, err := s.Check(context.Background(), solver.Query{Constraints: q}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
	b.Run("chain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			s := solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
			for _, q := range qs {
				if _, err := s.Check(context.Background(), solver.Query{Constraints: q}); err != nil {
					b.Fatal(err)
				}
			}
			if i == 0 {
				for _, c := range s.(solver.Stats).Stats() {
					b.Logf("%-28s hits %6d misses %6d", c.Name, c.Hits, c.Misses)
				}
			}
		}
	})
}

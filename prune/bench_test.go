package prune

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// BenchmarkRecorder measures what Homi's per-test branch sets cost the
// exploration: loop16 (65,536 paths of 16 symbolic branches and a
// concrete loop) explored depth-first, without and with a Recorder.
func BenchmarkRecorder(b *testing.B) {
	prog, err := ir.Load(filepath.Join("..", "testdata", "programs", "loop16.ll"), ir.LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		record bool
	}{{"plain", false}, {"recorder", true}} {
		b.Run(tc.name, func(b *testing.B) {
			for range b.N {
				cfg := exec.Config{Solver: solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})}
				if tc.record {
					_, rec := NewLearner(prog, DefaultParams(), 1).Start(&Strategy{Run: 1})
					cfg.Subscribers = []any{rec}
				}
				x, err := exec.New(prog, cfg)
				if err != nil {
					b.Fatal(err)
				}
				if st, err := x.Run(context.Background()); err != nil || st.Completed != 65536 {
					b.Fatalf("%d paths, %v", st.Completed, err)
				}
			}
		})
	}
}

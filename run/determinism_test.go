package run

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestTestNumbersDeterministic: two runs with one seed write the same
// tests under the same numbers. Tests are written by several goroutines;
// their numbers are taken in the order the paths end, not the order the
// writers finish.
func TestTestNumbersDeterministic(t *testing.T) {
	for _, prog := range []string{"regexp.ll", "maze.ll"} {
		t.Run(prog, func(t *testing.T) {
			var runs [2]map[string]string
			for i := range runs {
				out := filepath.Join(t.TempDir(), "out")
				_, err := Run(context.Background(), Config{Input: filepath.Join("..", "testdata", "programs", prog),
					OutputDir: out, Search: []string{"dfs"}, MaxTime: time.Minute, Seed: 7})
				if err != nil {
					t.Fatal(err)
				}
				files, _ := filepath.Glob(filepath.Join(out, "test*.ktest"))
				runs[i] = map[string]string{}
				for _, f := range files {
					b, err := os.ReadFile(f)
					if err != nil {
						t.Fatal(err)
					}
					runs[i][filepath.Base(f)] = string(b)
				}
			}
			if len(runs[0]) < 10 || len(runs[0]) != len(runs[1]) {
				t.Fatalf("%d and %d tests", len(runs[0]), len(runs[1]))
			}
			diff := 0
			for name, b := range runs[0] {
				if runs[1][name] != b {
					diff++
				}
			}
			if diff > 0 {
				t.Errorf("%d of %d tests differ between two runs", diff, len(runs[0]))
			}
		})
	}
}

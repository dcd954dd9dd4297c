package run

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestInterruptDumpBounded: after an interrupt (ctx canceled) without
// --max-time, the dump of the running states is bounded (5 s), and a
// second interrupt (Config.Abandon) ends it at once; either way info and
// coverage.json are written. A slow disk makes each dumped test cost 10 ms
// of thousands of live BFS states.
func TestInterruptDumpBounded(t *testing.T) {
	cases := []struct {
		name    string
		abandon time.Duration // after the interrupt; 0: never
		within  time.Duration // from the interrupt to Run's return
	}{
		{"interrupt", 0, HaltGrace(0) + 2*time.Second},
		{"second interrupt", 300 * time.Millisecond, 1500 * time.Millisecond},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			ctx, interrupt := context.WithCancel(context.Background())
			abandon, abandoned := context.WithCancel(context.Background())
			defer abandoned()
			cfg := Config{Input: "../testdata/programs/loop16.ll", OutputDir: out, Search: []string{"bfs"}, Abandon: abandon}
			cfg.writeFile = func(dir, path string, data []byte) error {
				time.Sleep(5 * time.Millisecond)
				return os.WriteFile(path, data, 0o644)
			}
			var at time.Time
			time.AfterFunc(500*time.Millisecond, func() {
				at = time.Now()
				interrupt()
				if c.abandon > 0 {
					time.AfterFunc(c.abandon, abandoned)
				}
			})
			res, err := Run(ctx, cfg)
			if err != nil {
				t.Fatal(err)
			}
			took := time.Since(at)
			if res.Halted != "interrupted" || res.Stats.Undumped == 0 {
				t.Errorf("halted %q, %d states not dumped: the dump was too short to test", res.Halted, res.Stats.Undumped)
			}
			if took > c.within {
				t.Errorf("returned %s after the interrupt, want within %s", took.Round(time.Millisecond), c.within)
			}
			for _, f := range []string{"info", "coverage.json"} {
				if fi, err := os.Stat(filepath.Join(out, f)); err != nil || fi.Size() == 0 {
					t.Errorf("%s: %v", f, err)
				}
			}
		})
	}
}

package run

import (
	"context"
	"github.com/symx/symx/prune"
	"github.com/symx/symx/technique"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMaxTimeCountsLoading: --max-time bounds the whole run, loading
// included. A slow load leaves the exploration the rest of the budget;
// a load that uses the budget up stops the run before exploring, with a
// message naming --max-time and no output directory; a bad flag is
// reported as such, whatever the load takes.
func TestMaxTimeCountsLoading(t *testing.T) {
	const budget = 2 * time.Second
	cases := []struct {
		name    string
		load    time.Duration // extra loading time
		prune   string
		wantErr string // "": none
	}{
		{"slow load", 1200 * time.Millisecond, "", ""},
		{"load past the budget", 4 * time.Second, "", "--max-time"},
		{"bad flag, load past the budget", 4 * time.Second, "some", "unknown pruning policy"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			base := t.TempDir()
			cfg := Config{Input: "../testdata/programs/loop16.ll", OutputBase: base, Search: []string{"dfs"}, MaxTime: budget,
				Techniques: []technique.Technique{&prune.Technique{Policy: c.prune}},
				beforeLoad: func() { time.Sleep(c.load) }}
			start := time.Now()
			res, err := Run(context.Background(), cfg)
			took := time.Since(start)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err %v, want one naming %s", err, c.wantErr)
				}
				if ents, _ := os.ReadDir(base); len(ents) != 0 {
					t.Errorf("left %v", ents)
				}
			} else {
				if err != nil {
					t.Fatal(err)
				}
				if res.Halted != "max-time reached" {
					t.Errorf("halted %q", res.Halted)
				}
				if _, err := os.Stat(filepath.Join(res.Dir, "info")); err != nil {
					t.Error(err)
				}
			}
			// Leave room for the halt's dump (DFS: a few states) and a loaded machine.
			if took > budget+time.Second {
				t.Errorf("the run took %s with --max-time %s", took.Round(time.Millisecond), budget)
			}
		})
	}
}

package run

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/concolic"
	"github.com/symx/symx/pse"
	"github.com/symx/symx/technique"
)

// TestInfoQueryLanes: a run whose technique queried the solver reports,
// in info, its queries apart from the executor's ("queries: N (executor
// E; pse M in T, K timed out)"), counted by the executor's gateway: PSE's
// checks, concolic flips. A run without one has no such line (its info
// is as it was before lanes).
func TestInfoQueryLanes(t *testing.T) {
	prog := "../testdata/programs/pse_fig3.ll"
	for _, tc := range []struct {
		name    string
		cfg     Config
		lane    string // "": no technique
		queries func(*Result) uint64
	}{
		{name: "pse", lane: "pse", cfg: Config{
			Techniques: []technique.Technique{&pse.Technique{On: true, CheckTimeout: -1}}},
			queries: func(r *Result) uint64 { return r.PSE.Checks }},
		{name: "concolic", lane: "concolic", cfg: Config{Search: []string{"dfs"},
			Techniques: concolicOn(concolic.Technique{})}},
		{name: "none", cfg: Config{Search: []string{"dfs"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.Input, cfg.OutputDir, cfg.MaxTime = prog, filepath.Join(t.TempDir(), "out"), time.Minute
			res, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			info, err := os.ReadFile(filepath.Join(cfg.OutputDir, "info"))
			if err != nil {
				t.Fatal(err)
			}
			var line string
			for _, l := range strings.Split(string(info), "\n") {
				if strings.HasPrefix(l, "queries: ") {
					line = l
				}
			}
			st := res.Stats
			if tc.lane == "" {
				if line != "" || st.Lanes != nil {
					t.Fatalf("a run without techniques: %q, lanes %v", line, st.Lanes)
				}
				return
			}
			l := st.Lanes[tc.lane]
			if l.Queries == 0 {
				t.Fatalf("lanes %v: no %s query counted (pse %+v)", st.Lanes, tc.lane, res.PSE)
			}
			if tc.queries != nil && tc.queries(res) != l.Queries {
				t.Errorf("the technique made %d queries, its lane counts %d", tc.queries(res), l.Queries)
			}
			want := fmt.Sprintf("queries: %d (executor %d; %s %d in ", st.Queries+l.Queries, st.Queries, tc.lane, l.Queries)
			if !strings.HasPrefix(line, want) {
				t.Errorf("info's line %q, want it to start %q", line, want)
			}
		})
	}
}

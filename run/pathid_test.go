package run

import (
	"context"
	"github.com/symx/symx/concolic"
	"path/filepath"
	"testing"
	"time"

	"github.com/symx/symx/testgen"
)

// concolicPaths runs cfg (a concolic run) and returns the path identities
// its tests record (test.Path, from the .json), in test order.
func concolicPaths(t *testing.T, cfg Config) (*Result, []uint64) {
	t.Helper()
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Halted != "" {
		t.Fatalf("%s: halted: %s", cfg.Input, res.Halted)
	}
	files, err := testgen.ListTests(cfg.OutputDir)
	if err != nil {
		t.Fatal(err)
	}
	var ids []uint64
	for _, f := range files {
		tc, err := loadForMerge(f)
		if err != nil {
			t.Fatal(err)
		}
		if tc.Path == 0 {
			t.Fatalf("%s records no path identity", f)
		}
		ids = append(ids, tc.Path)
	}
	return res, ids
}

// TestConcolicPathIdentity: in a concolic run a test is written for a
// path the engine found new, so the identities the tests record (the ones
// symx merge drops repeats by) are the engine's: distinct within a run,
// and equal across runs that reach the same path by other seeds.
//
// Before, run recorded its own hash (every branch direction, the lowered
// memcpy loop's too, and the outcome) while the engine deduplicated on
// another (no lowered decisions, the callees, the bug's kind and line):
// on muse_div.c the two bugs, and the paths that differ only in the
// callee of a symbolic function pointer, recorded one identity each; on
// muse_screen.c a path's identity depended on the memcpy length its seed
// chose, so merging two runs kept the same paths twice.
func TestConcolicPathIdentity(t *testing.T) {
	t.Run("distinct within a run", func(t *testing.T) {
		for _, tc := range []struct {
			src   string
			tests int
		}{
			// Two bugs with no branch before them; four exits, two pairs
			// that differ only in the callee.
			{filepath.Join("testdata", "muse_div.c"), 6},
			{filepath.Join("testdata", "muse_screen.c"), 4},
		} {
			out := filepath.Join(t.TempDir(), "out")
			res, ids := concolicPaths(t, Config{Input: tc.src, OutputDir: out, Search: []string{"dfs"},
				Techniques: concolicOn(concolic.Technique{}), MaxTime: time.Minute})
			if res.Tests != tc.tests || len(ids) != tc.tests {
				t.Fatalf("%s: %d tests (%d read), want %d", tc.src, res.Tests, len(ids), tc.tests)
			}
			seen := map[uint64]int{}
			for i, id := range ids {
				if j, ok := seen[id]; ok {
					t.Errorf("%s: tests %d and %d record one path identity %016x; the engine wrote them as two paths", tc.src, j+1, i+1, id)
				}
				seen[id] = i
			}
		}
	})
	t.Run("equal across runs", func(t *testing.T) {
		// The same four paths, reached by flips in one run and by random
		// seeds (screened first) in the other: the memcpy lengths differ.
		src := filepath.Join("testdata", "muse_screen.c")
		dir := t.TempDir()
		var outs []string
		for i, cfg := range []Config{
			{Search: []string{"dfs"}},
			{Search: []string{"bfs"}, Techniques: concolicOn(concolic.Technique{RandomSeeds: 24, ScreenSeeds: true}), Seed: 7},
		} {
			if cfg.Techniques == nil {
				cfg.Techniques = concolicOn(concolic.Technique{})
			}
			cfg.Input, cfg.OutputDir, cfg.MaxTime = src, filepath.Join(dir, string(rune('a'+i))), time.Minute
			if _, ids := concolicPaths(t, cfg); len(ids) != 4 {
				t.Fatalf("run %d: %d tests, want 4", i, len(ids))
			}
			outs = append(outs, cfg.OutputDir)
		}
		m, err := Merge(outs, filepath.Join(dir, "merged"), nil)
		if err != nil {
			t.Fatal(err)
		}
		if m.Tests != 4 || m.Duplicates != 4 {
			t.Errorf("merged %d tests, dropped %d; want the 4 paths, each found by both runs", m.Tests, m.Duplicates)
		}
	})
}

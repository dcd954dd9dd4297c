package run

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/statsfile"
)

// TestExternalCounts (issue 10): calls to functions neither defined nor
// modeled are counted per function and in total, in Stats, info and
// run.stats. testdata/externals.c reaches mystery_a on three paths and
// mystery_b on one.
func TestExternalCounts(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	res, err := Run(context.Background(), Config{
		Input: filepath.Join("testdata", "externals.c"), OutputDir: out,
		MaxTime: time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]uint64{"mystery_a": 3, "mystery_b": 1}
	if !maps.Equal(res.Stats.Externals, want) || res.Stats.ExternalCalls != 4 {
		t.Errorf("externals %v (total %d), want %v (total 4)", res.Stats.Externals, res.Stats.ExternalCalls, want)
	}
	info, err := os.ReadFile(filepath.Join(out, "info"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"external calls: mystery_a 3, mystery_b 1\n", "KLEE: done: unmodeled external calls = 4\n"} {
		if !strings.Contains(string(info), line) {
			t.Errorf("info lacks %q:\n%s", line, info)
		}
	}
	run, err := statsfile.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if last := run.Samples[len(run.Samples)-1]; last.ExternalCalls != 4 {
		t.Errorf("run.stats: %d external calls, want 4", last.ExternalCalls)
	}
}

package run

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
)

// TestLargeZeroGlobal: a 1 GiB zero-initialised global costs nothing
// until written, on every path: the run loads and ends in moments, stays
// far below --max-memory's 2000 MB (measured by the OS: run.stats'
// rss_mb) and kills no state. Before, each path's first write copied the
// whole gigabyte: 4 GB resident and the states killed.
func TestLargeZeroGlobal(t *testing.T) {
	testutil.NeedTool(t, "clang-14")
	dir := t.TempDir()
	src := filepath.Join(dir, "big.c")
	prog := `#include <klee/klee.h>
static char big[1 << 30];
int main(void) {
  unsigned char in[6];
  klee_make_symbolic(in, sizeof in, "in");
  for (int i = 0; i < 6; i++)
    if (in[i] > 100)
      big[(unsigned)i << 20] = in[i];
  return big[3 << 20] > 200;
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	start := time.Now()
	res, err := Run(context.Background(), Config{Input: src, OutputDir: out, MaxTime: time.Minute, MaxMemory: 2000 << 20,
		StatsInterval: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	if res.Halted != "" || res.Completed != 64 {
		t.Errorf("halted %q, %d paths completed, want all 64", res.Halted, res.Completed)
	}
	info, _ := os.ReadFile(filepath.Join(out, "info"))
	if strings.Contains(string(info), "killed:") {
		t.Errorf("states were killed:\n%s", info)
	}
	b, _ := os.ReadFile(filepath.Join(out, "run.stats"))
	rows := strings.Split(strings.TrimSpace(string(b)), "\n")
	col := strings.Split(rows[0], "\t")
	peak := uint64(0)
	for _, row := range rows[1:] {
		f := strings.Split(row, "\t")
		for i, name := range col {
			if name == "rss_mb" && i < len(f) {
				v, _ := strconv.ParseUint(f[i], 10, 64)
				peak = max(peak, v)
			}
		}
	}
	// One gigabyte of slack: the loader's own image of the initializer
	// (ir.Global.Init) is zeroed by Go, and so resident, when its memory
	// is reused; one copy of the object per path is many more.
	if peak > 1600 {
		t.Errorf("resident set reached %d MB", peak)
	}
	if took > 20*time.Second {
		t.Errorf("the run took %s", took.Round(time.Millisecond))
	}
	t.Logf("%s, peak resident %d MB, %d tests", took.Round(time.Millisecond), peak, res.Tests)
}

package run

import (
	"context"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/symx/symx/expr"
)

// liveAfterGC collects until the expression table stops shrinking (weak
// entries go with the nodes' collection) and reports the live expressions
// and the Go heap in use.
func liveAfterGC() (nodes int, heap uint64) {
	prev := -1
	for i := 0; i < 10; i++ {
		runtime.GC()
		nodes = expr.NumNodes()
		if nodes == prev {
			break
		}
		prev = nodes
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return nodes, ms.HeapAlloc
}

// TestRunsDoNotAccumulate: runs in one process must cost what one run
// costs — the expressions of a finished run are freed (issue 9: the
// global table grew by ≈290 nodes per regexp run and never shrank).
func TestRunsDoNotAccumulate(t *testing.T) {
	ll := filepath.Join("..", "testdata", "programs", "regexp.ll")
	once := func() {
		res, err := Run(context.Background(), Config{
			Input: ll, OutputDir: filepath.Join(t.TempDir(), "out"), Search: []string{"dfs"},
			MaxTime: time.Minute, WriteNoTests: true,
		})
		if err != nil {
			t.Fatal(err)
		}
		if res.Completed == 0 {
			t.Fatal("no paths")
		}
	}
	once()
	n1, h1 := liveAfterGC()
	for i := 0; i < 9; i++ {
		once()
	}
	n10, h10 := liveAfterGC()
	t.Logf("after 1 run: %d expressions, heap %d B; after 10 runs: %d expressions, heap %d B", n1, h1, n10, h10)
	if n10 != n1 {
		t.Errorf("live expressions grew from %d after 1 run to %d after 10", n1, n10)
	}
	// The heap may move a little (runtime and test bookkeeping); it must
	// not grow with the runs.
	if h10 > h1+h1/20 {
		t.Errorf("heap grew from %d B after 1 run to %d B after 10", h1, h10)
	}
}

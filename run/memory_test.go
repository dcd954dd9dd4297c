package run

import (
	"context"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/statsfile"
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

func TestMemoryPeak(t *testing.T) {
	const mb = 1 << 20
	type row struct {
		live   uint64
		states int
		per    uint64 // sample's result
	}
	for _, c := range []struct {
		name string
		rows []row
		want statsfile.Memory
	}{
		{"no rows", nil, statsfile.Memory{PeakRSSMB: 7}},
		{"no states alive", []row{{10 * mb, 0, 0}}, statsfile.Memory{PeakRSSMB: 7, PeakLiveHeapMB: 10}},
		{"peak in the middle", []row{{10 * mb, 2, 5 * mb}, {40 * mb, 8, 5 * mb}, {20 * mb, 1, 20 * mb}},
			statsfile.Memory{PeakRSSMB: 7, PeakLiveHeapMB: 40, LiveStates: 8, BytesPerState: 5 * mb}},
		{"a tie keeps the first", []row{{30 * mb, 3, 10 * mb}, {30 * mb, 30, mb}},
			statsfile.Memory{PeakRSSMB: 7, PeakLiveHeapMB: 30, LiveStates: 3, BytesPerState: 10 * mb}},
	} {
		var m memoryPeak
		for i, r := range c.rows {
			if got := m.sample(r.live, r.states); got != r.per {
				t.Errorf("%s: row %d: per state %d, want %d", c.name, i, got, r.per)
			}
		}
		if got, want := m.infoLine(7), c.want.InfoLine(); got != want {
			t.Errorf("%s: %q, want %q", c.name, got, want)
		}
	}
}

// TestMemoryReported: info's memory line and run.stats' memory columns
// are there, and agree with each other.
func TestMemoryReported(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	_, err := Run(context.Background(), Config{
		Input: filepath.Join("..", "testdata", "programs", "regexp.ll"), OutputDir: out, Search: []string{"bfs"},
		MaxTime: time.Minute, WriteNoTests: true, StatsInterval: 20 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	st, err := statsfile.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	m := st.Info.Memory
	if runtime.GOOS == "linux" && (m.PeakRSSMB == 0 || m.PeakLiveHeapMB > m.PeakRSSMB) {
		t.Errorf("peak rss %d MB, peak live heap %d MB", m.PeakRSSMB, m.PeakLiveHeapMB)
	}
	var most uint64
	for i, s := range st.Samples {
		most = max(most, s.LiveHeapMB)
		if s.LiveStates > 0 && s.LiveHeapMB > 0 {
			if lo, hi := s.LiveHeapMB<<20/s.LiveStates, (s.LiveHeapMB+1)<<20/s.LiveStates; s.BytesPerState < lo || s.BytesPerState > hi {
				t.Errorf("row %d: %d bytes per state, %d MB live over %d states", i, s.BytesPerState, s.LiveHeapMB, s.LiveStates)
			}
		}
		if s.LiveStates == 0 && s.BytesPerState != 0 {
			t.Errorf("row %d: %d bytes per state with none alive", i, s.BytesPerState)
		}
	}
	if most == 0 || most != m.PeakLiveHeapMB {
		t.Errorf("run.stats' live heap peaks at %d MB, info says %d MB", most, m.PeakLiveHeapMB)
	}
	if m.LiveStates > 0 && m.BytesPerState == 0 {
		t.Errorf("info: %+v", m)
	}
	t.Logf("%+v over %d rows", m, len(st.Samples))
}

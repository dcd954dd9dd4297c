package run

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/symx/symx/testgen"
)

// lagProgress records how far the finished paths ran ahead of the tests
// written.
type lagProgress struct {
	mu  sync.Mutex
	max int
}

func (p *lagProgress) Update(s Snapshot) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.max = max(p.max, int(s.Completed+s.Partial)-s.Tests)
}

func (p *lagProgress) Done() {}

// TestWriteQueueBounded: with a slow disk, exploration waits for the
// writers instead of queueing hundreds of finished paths, so a SIGKILL
// loses at most a few tests.
func TestWriteQueueBounded(t *testing.T) {
	lag := &lagProgress{}
	cfg := Config{Input: "../testdata/programs/loop16.ll", OutputDir: filepath.Join(t.TempDir(), "out"),
		Search: []string{"dfs"}, MaxTime: 2 * time.Second, Workers: 2, Progress: lag, StatsInterval: 5 * time.Millisecond}
	cfg.writeFile = func(dir, path string, data []byte) error {
		time.Sleep(time.Millisecond)
		return os.WriteFile(path, data, 0o644)
	}
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Tests < 20 {
		t.Fatalf("only %d tests", res.Tests)
	}
	// The queue (8), one test per writer, one path per worker waiting to
	// queue, and slack: far from the hundreds a long queue held.
	if limit := 16; lag.max > limit {
		t.Errorf("finished paths ran %d ahead of the tests written (at most %d)", lag.max, limit)
	}
}

// TestWriteErrorNoHole: the disk fills in the middle of a run with two
// workers and two writers: the tests kept are numbered 1..n without a
// hole, each whole, and info says how many finished paths were not
// written.
func TestWriteErrorNoHole(t *testing.T) {
	for _, after := range []int32{7, 8, 13, 30} { // files written before the disk is full
		out := filepath.Join(t.TempDir(), "out")
		cfg := Config{Input: "../testdata/programs/loop16.ll", OutputDir: out, Search: []string{"dfs"}, MaxTime: time.Minute, Workers: 2}
		var n atomic.Int32
		cfg.writeFile = func(dir, path string, data []byte) error {
			if n.Add(1) > after {
				return &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
			}
			return os.WriteFile(path, data, 0o644)
		}
		res, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		files, err := testgen.ListTests(out)
		if err != nil {
			t.Fatal(err)
		}
		if len(files) != res.Tests || res.Tests != int(after)/2 {
			t.Errorf("after %d files: %d tests listed, result says %d, want %d", after, len(files), res.Tests, after/2)
		}
		for i, f := range files {
			if want := testgen.Name(i+1) + ".ktest"; filepath.Base(f) != want {
				t.Errorf("after %d files: test %d is %s, want %s", after, i+1, filepath.Base(f), want)
				break
			}
			if _, err := os.Stat(strings.TrimSuffix(f, ".ktest") + ".json"); err != nil {
				t.Error(err)
			}
		}
		info, _ := os.ReadFile(filepath.Join(out, "info"))
		if res.Unwritten == 0 || !strings.Contains(string(info), "tests not written: ") {
			t.Errorf("after %d files: %d unwritten; info:\n%s", after, res.Unwritten, info)
		}
	}
}

package run

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/testgen"
)

// TestFloatTasks runs the sv-benchmarks tasks that need symbolic floating
// point (a NaN check, a Newton step compared with a constant): each must
// reach its error function, with tests that replay natively, and info
// must say how often the floating-point search answered.
func TestFloatTasks(t *testing.T) {
	for _, task := range []string{"float-benchs/nan_double.c", "floats-cdfpl/newton_1_8.i"} {
		t.Run(filepath.Base(task), func(t *testing.T) {
			src := filepath.Join("..", "testdata", "testcomp", task)
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{Input: src, OutputDir: out, M32: true, MaxTime: 2 * time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, b := range res.Bugs {
				found = found || b.Kind == "reach_error"
			}
			if !found {
				t.Fatalf("no reach_error among %+v", res.Bugs)
			}
			info, err := os.ReadFile(filepath.Join(out, "info"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(info), "solver: fp.search answered ") {
				t.Errorf("info lacks the fp.search line:\n%s", info)
			}
			checkInfo(t, out, res)
			testutil.NeedI386(t) // the tests replay as -m32 programs
			replayAll(t, src, out, res.Tests)
		})
	}
}

// TestPrintSymbolicDouble: printf of a symbolic double concretizes it
// (with a warning) instead of forking at every digit, so the program has
// its two paths only.
func TestPrintSymbolicDouble(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "p.c")
	prog := `#include <klee/klee.h>
#include <stdio.h>
int main(void) {
  double d;
  klee_make_symbolic(&d, sizeof d, "d");
  if (d > 1.5)
    printf("big %f\n", d);
  else
    printf("small %g\n", d * 2);
  return 0;
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	res, err := Run(context.Background(), Config{Input: src, OutputDir: out, MaxTime: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if res.Completed != 2 || res.Partial != 0 {
		t.Errorf("completed %d, partial %d paths; want 2, 0", res.Completed, res.Partial)
	}
	w, err := os.ReadFile(filepath.Join(out, testgen.WarningsFile))
	if err != nil || !strings.Contains(string(w), "symbolic floating-point value concretized") {
		t.Errorf("warnings lack the concretization (%v):\n%s", err, w)
	}
	replayAll(t, src, out, res.Tests)
}

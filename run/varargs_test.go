package run

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

// TestLibcVarargs runs testdata/varargs.c, which formats with the modeled
// snprintf, for x86-64 and i386 (-m32, where a long long takes two 4-byte
// argument slots whatever its value), and replays every test natively.
func TestLibcVarargs(t *testing.T) {
	if _, err := replay.FindCompiler(); err != nil {
		t.Skip("no C compiler")
	}
	for _, m32 := range []bool{false, true} {
		t.Run(map[bool]string{false: "x86-64", true: "i386"}[m32], func(t *testing.T) {
			t.Parallel()
			src := filepath.Join("testdata", "varargs.c")
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{Input: src, M32: m32, OutputDir: out, Search: []string{"dfs"}, MaxTime: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Bugs) > 0 || res.Completed != 2 {
				t.Errorf("%d paths, bugs %+v; want 2 paths and no bugs", res.Completed, res.Bugs)
			}
			rs, err := replay.ReplaySuite(context.Background(), src, []string{out}, replay.SuiteOptions{Build: replay.BuildOptions{M32: m32}})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rs {
				if r.Verdict.Result != replay.Reproduced || r.Test.Outcome.Status != testgen.StatusExit {
					t.Errorf("%s: %s: expected %s, native run %s (%s)", filepath.Base(r.Path), r.Verdict.Result, r.Test.Outcome, r.Outcome, r.Verdict.Reason)
				}
			}
		})
	}
}

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
// argument slots whatever its value), and testdata/longdouble.c (long
// double, computed as double, through arithmetic, a struct, varargs,
// printf and strtold), and replays every test natively.
func TestLibcVarargs(t *testing.T) {
	if _, err := replay.FindCompiler(); err != nil {
		t.Skip("no C compiler")
	}
	for _, tc := range []struct {
		name  string
		m32   bool
		paths uint64
	}{
		{"varargs", false, 2}, {"varargs", true, 2},
		{"longdouble", false, 3}, {"longdouble", true, 3},
	} {
		m32 := tc.m32
		t.Run(tc.name+map[bool]string{false: "/x86-64", true: "/i386"}[m32], func(t *testing.T) {
			t.Parallel()
			src := filepath.Join("testdata", tc.name+".c")
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{Input: src, M32: m32, OutputDir: out, Search: []string{"dfs"}, MaxTime: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Bugs) > 0 || res.Completed != tc.paths {
				t.Errorf("%d paths, bugs %+v; want %d paths and no bugs", res.Completed, res.Bugs, tc.paths)
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

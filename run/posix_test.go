package run

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

// TestPOSIXRuntime runs the command-line programs of testdata/cli under
// KLEE's POSIX options (symbolic arguments, stdin and files, passed in the
// program's argv as KLEE passes them to klee_init_env), checks that the
// exploration finishes and reaches the exit codes only particular inputs
// give, and replays every test natively against the real C library: each
// must reproduce, fed its argv, stdin and files from the test's objects.
func TestPOSIXRuntime(t *testing.T) {
	cases := []struct {
		prog  string
		args  []string
		exits []int // exit codes some test must show
	}{
		// -n x gives 1, an unknown option 2.
		{"opts", []string{"--sym-args", "0", "2", "2"}, []int{0, 1, 2}},
		// Concrete arguments around a symbolic one, KLEE's form.
		{"opts", []string{"-v", "--sym-arg", "2", "op"}, []int{0, 2}},
		// Three digits among four bytes of stdin give 3.
		{"count", []string{"--sym-stdin", "4"}, []int{0, 3}},
		// A file A starting with "SX" gives 3; fgets on an empty file 2.
		{"readfile", []string{"--sym-files", "1", "4"}, []int{0, 3}},
		// The current directory lists A (natively: replay's directory);
		// "A", "./A" or "." exist (3), "root", "bin", "sys" are users (4).
		{"lsdir", []string{"--sym-arg", "4", "--sym-files", "1", "2"}, []int{0, 3, 4}},
		// Without files the directory is empty, natively too.
		{"lsdir", []string{"--sym-stdin", "1"}, []int{0}},
		// stdin and A are regular files, seekable, no terminal: only 0.
		{"ftype", []string{"--sym-stdin", "2", "--sym-files", "1", "2"}, []int{0}},
		// A's times are those a native (ext4) file can hold: after 2286
		// (1) and before 1970 (2), never past 2446 or 1901 (3, 4, 5).
		{"ftime", []string{"--sym-files", "1", "1"}, []int{0, 1, 2}},
		// ".." is a sticky directory open to all, natively too.
		{"dotdot", []string{"--sym-stdin", "1"}, []int{0}},
		// getcwd names ".", which ".." lists; relative names resolve
		// under it: "A" and "." (2), ".." and "/" (3), "tmp" is missing (1).
		{"cwd", []string{"--sym-arg", "3", "--sym-files", "1", "1"}, []int{1, 2, 3}},
	}
	for _, c := range cases {
		name := c.prog
		for _, a := range c.args {
			name += "_" + a
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ll := filepath.Join("..", "testdata", "cli", c.prog+".ll")
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{
				Input: ll, OutputDir: out, ProgramArgs: c.args,
				Search: []string{"dfs"}, MaxTime: time.Minute,
			})
			if err != nil {
				t.Fatal(err)
			}
			if res.Halted != "" {
				t.Fatalf("halted: %s", res.Halted)
			}
			if len(res.Bugs) > 0 {
				t.Errorf("bugs: %+v", res.Bugs)
			}
			files, err := testgen.ListTests(out)
			if err != nil {
				t.Fatal(err)
			}
			if len(files) == 0 || len(files) != res.Tests {
				t.Fatalf("%d test files, result says %d", len(files), res.Tests)
			}
			seen := map[int]bool{}
			for _, f := range files {
				tc, err := testgen.LoadTest(f)
				if err != nil {
					t.Fatal(err)
				}
				if tc.Outcome.Status == testgen.StatusExit {
					seen[tc.Outcome.ExitCode] = true
				}
			}
			for e := range seen {
				if !slices.Contains(c.exits, e) {
					t.Errorf("a test exits with %d (expected only %v)", e, c.exits)
				}
			}
			for _, e := range c.exits {
				if !seen[e] {
					t.Errorf("no test exits with %d (exit codes seen: %v)", e, seen)
				}
			}
			if _, err := replay.FindCompiler(); err != nil {
				testutil.SkipMissing(t, "no C compiler: %v", err)
			}
			src := filepath.Join("..", "testdata", "cli", c.prog+".c")
			rs, err := replay.ReplaySuite(context.Background(), src, []string{out}, replay.SuiteOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != len(files) {
				t.Errorf("replayed %d of %d tests", len(rs), len(files))
			}
			for _, r := range rs {
				if r.Verdict.Result != replay.Reproduced {
					t.Errorf("%s: %s: expected %s, native run %s (%s)", filepath.Base(r.Path), r.Verdict.Result, r.Test.Outcome, r.Outcome, r.Verdict.Reason)
				}
			}
		})
	}
}

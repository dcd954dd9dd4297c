package run

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestConcolicBenchmarkPrograms: concolic DFS (MuSE's Alg. 1, with and
// without partial solutions) exhausts the same paths as the independent
// expectations of testdata/expected, and every test replays natively.
func TestConcolicBenchmarkPrograms(t *testing.T) {
	exp := loadExpectations(t)
	names := make([]string, 0, len(exp))
	for n := range exp {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, partial := range []string{"none", "all"} {
		for _, name := range names {
			e := exp[name]
			t.Run(partial+"/"+name, func(t *testing.T) {
				if e.Exhaustive != nil && !*e.Exhaustive {
					t.Skip("path count beyond exhaustive exploration")
				}
				if testing.Short() && e.Completed > 1000 {
					t.Skip("large in -short mode")
				}
				t.Parallel()
				ll := filepath.Join("..", "testdata", "programs", strings.TrimSuffix(name, ".c")+".ll")
				out := filepath.Join(t.TempDir(), "out")
				res, err := Run(context.Background(), Config{
					Input: ll, OutputDir: out, Search: []string{"dfs"}, Concolic: true,
					PartialSolutions: partial, MaxTime: 5 * time.Minute,
				})
				if err != nil {
					t.Fatal(err)
				}
				if res.Halted != "" {
					t.Fatalf("halted: %s", res.Halted)
				}
				if res.Completed != e.Completed || res.Partial != e.Partial {
					t.Errorf("paths: completed %d partial %d, want %d %d", res.Completed, res.Partial, e.Completed, e.Partial)
				}
				got := map[string]int{}
				for _, b := range res.Bugs {
					got[b.Kind+":"+strconv.Itoa(b.Line)] += b.Paths
				}
				want := map[string]int{}
				for _, b := range e.Bugs {
					want[b.Kind+":"+strconv.Itoa(b.Line)] += b.Count
				}
				if !equalCounts(got, want) {
					t.Errorf("bugs %v, want %v", got, want)
				}
				checkInfo(t, out, res)
				if msgs, _ := os.ReadFile(filepath.Join(out, "messages")); strings.Contains(string(msgs), "ended with error") {
					t.Errorf("messages:\n%s", msgs)
				}
				replayAll(t, strings.TrimSuffix(ll, ".ll")+".c", out, res.Tests)
			})
		}
	}
}

package exec

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/symx/symx/ir"
)

// TestPromoteLocalsSamePaths: with the scalar locals whose address never
// escapes in registers (ir.PromoteLocals), every test program ends exactly
// the paths it ends with all locals in memory (decision sequences with
// their outcome and bug kind), executes as many instructions, covers the
// same instructions and edges and prints the same output. Runs are capped
// at an instruction budget; the cap falls at the same point in both.
//
// The one exception is by design: a wild symbolic pointer (symptr.c, an
// arithmetic mix of two arrays' addresses plus an unbounded offset) may
// resolve to any object, KLEE's way, so with locals in memory it also
// forks into the locals it could hit (21 paths); promoted, those locals
// are no objects (15 paths). There the outcomes must still agree.
func TestPromoteLocalsSamePaths(t *testing.T) {
	wild := map[string]bool{"symptr": true}
	files, _ := filepath.Glob("testdata/ll/*.ll")
	if len(files) == 0 {
		t.Fatal("no programs (run go generate ./exec)")
	}
	// -short: a lower cap, reached by fewer programs; still the same
	// point in both runs.
	limit := uint64(3_000_000)
	if testing.Short() {
		limit = 300_000
	}
	promoted := 0
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".ll")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			run := func(promote bool) ([]string, Stats, string) {
				prog, err := ir.LoadLL(name+".ll", src)
				if err != nil {
					t.Skip(err) // programs for loader errors
				}
				if promote {
					promoted += ir.PromoteLocals(prog)
				}
				return explorePaths(t, prog, Config{MaxInstructions: limit, Searcher: NewDFS()})
			}
			want, wst, wout := run(false)
			got, st, out := run(true)
			if wild[name] {
				if o, wo := outcomes(got), outcomes(want); !slices.Equal(o, wo) || len(got) > len(want) {
					t.Errorf("%d paths with outcomes %q, want at most %d with %q", len(got), o, len(want), wo)
				}
				return
			}
			if !slices.Equal(got, want) {
				t.Errorf("%d paths, want %d", len(got), len(want))
				for i := range min(len(got), len(want)) {
					if got[i] != want[i] {
						t.Errorf("first difference: %q, want %q", got[i], want[i])
						break
					}
				}
			}
			if st.Instructions != wst.Instructions || st.Forks != wst.Forks ||
				st.Coverage.CoveredInsts() != wst.Coverage.CoveredInsts() || st.Coverage.CoveredEdges() != wst.Coverage.CoveredEdges() {
				t.Errorf("instructions %d forks %d coverage %d/%d, want %d %d %d/%d", st.Instructions, st.Forks,
					st.Coverage.CoveredInsts(), st.Coverage.CoveredEdges(),
					wst.Instructions, wst.Forks, wst.Coverage.CoveredInsts(), wst.Coverage.CoveredEdges())
			}
			if out != wout {
				t.Errorf("output differs:\n%s\nwant:\n%s", out, wout)
			}
		})
	}
	if promoted == 0 {
		t.Error("no local was promoted in any program")
	}
	t.Logf("%d locals promoted", promoted)
}

// outcomes is the sorted set of the outcomes of paths (their identities'
// first words).
func outcomes(paths []string) []string {
	var o []string
	for _, p := range paths {
		o = append(o, strings.Fields(p)[0])
	}
	slices.Sort(o)
	return slices.Compact(o)
}

// explorePaths runs prog and returns the sorted path identities (see
// pathRecorder), the counters and what the program printed.
func explorePaths(t *testing.T, prog *ir.Program, cfg Config) ([]string, Stats, string) {
	t.Helper()
	rec := pathRecorder{NewHookKey()}
	var paths []string
	cfg.Subscribers = []any{rec}
	cfg.OnTerminate = func(tm *Termination) { paths = append(paths, rec.path(tm)) }
	r := runSymx(t, prog, cfg)
	slices.Sort(paths)
	return paths, r.stats, r.stdout
}

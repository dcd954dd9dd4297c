package run

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/symx/symx/concolic"
	"github.com/symx/symx/exec"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
	"github.com/symx/symx/testgen"
)

// TestConcolicBenchmarkPrograms: concolic DFS (MuSE's Alg. 1, with and
// without partial solutions, and with them screened by a concrete run
// first) exhausts the same paths as the independent expectations of
// testdata/expected, and every test replays natively.
func TestConcolicBenchmarkPrograms(t *testing.T) {
	exp := loadExpectations(t)
	names := make([]string, 0, len(exp))
	for n := range exp {
		names = append(names, n)
	}
	sort.Strings(names)
	var mu sync.Mutex
	var screened, dropped, screenInsts uint64
	var screenTime time.Duration
	t.Cleanup(func() {
		if testing.Short() {
			return // the screened runs are skipped
		}
		if !t.Failed() && (screened == 0 || dropped == 0) {
			t.Errorf("screening: %d seeds run concretely, %d dropped; want some of each", screened, dropped)
		}
		if !t.Failed() && (screenInsts < screened || screenTime <= 0) {
			t.Errorf("screening: %d seeds run concretely in %d instructions and %s; want at least one instruction each, and some time", screened, screenInsts, screenTime)
		}
	})
	for _, partial := range []string{"none", "all", "all+screen"} {
		for _, name := range names {
			e := exp[name]
			t.Run(partial+"/"+name, func(t *testing.T) {
				if e.Exhaustive != nil && !*e.Exhaustive {
					t.Skip("path count beyond exhaustive exploration")
				}
				if e.Completed > 1000 && (testing.Short() || partial != "none") || partial == "all+screen" && testing.Short() {
					// The large ones once: the path-set claim needs no
					// second run, and a seed per path re-executes from
					// the start.
					t.Skip("large: only without partial solutions, not in -short mode")
				}
				t.Parallel()
				ll := filepath.Join("..", "testdata", "programs", strings.TrimSuffix(name, ".c")+".ll")
				out := filepath.Join(t.TempDir(), "out")
				screen := partial == "all+screen"
				res, err := Run(context.Background(), Config{
					Input: ll, OutputDir: out, Search: []string{"dfs"},
					Techniques: concolicOn(concolic.Technique{PartialSolutions: strings.TrimSuffix(partial, "+screen"), ScreenSeeds: screen}),
					MaxTime:    5 * time.Minute,
				})
				if err != nil {
					t.Fatal(err)
				}
				if screen {
					mu.Lock()
					for _, c := range res.Concolic.Sources {
						screened += c.Screened
						dropped += c.Dropped
						screenInsts += c.ScreenInsts
					}
					screenTime += res.Stats.ConcreteTime
					mu.Unlock()
				}
				if res.Halted != "" {
					t.Fatalf("halted: %s", res.Halted)
				}
				checkExpected(t, res, e)
				checkInfo(t, out, res)
				if msgs, _ := os.ReadFile(filepath.Join(out, testgen.MessagesFile)); strings.Contains(string(msgs), "ended with error") {
					t.Errorf("messages:\n%s", msgs)
				}
				replayAll(t, strings.TrimSuffix(ll, ".ll")+".c", out, res.Tests)
			})
		}
	}
}

// TestConcolicPartials: with --partial-solutions=array the abstract models
// of the array refinement become seeds that are run, and with simplex the
// assignments before Simplex's pivots on the paper's Fig. 2; the paths
// found are the four each program's comment derives, with or without
// them, and every test replays natively.
func TestConcolicPartials(t *testing.T) {
	if _, err := replay.FindCompiler(); err != nil {
		t.Skip("no C compiler")
	}
	for _, tc := range []struct {
		src    string
		source concolic.Source
	}{
		{filepath.Join("testdata", "muse_array.c"), concolic.Array},
		{filepath.Join("..", "testdata", "programs", "muse_fig2.c"), concolic.Simplex},
		{filepath.Join("testdata", "muse_sat.c"), concolic.SAT},
		{filepath.Join("testdata", "muse_fp.c"), concolic.FP},
	} {
		testPartials(t, tc.src, tc.source)
	}
}

func testPartials(t *testing.T, src string, source concolic.Source) {
	t.Helper()
	for _, partial := range []string{"none", source.String()} {
		for _, strategy := range []string{"dfs", "bfs"} {
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{strategy},
				Techniques: concolicOn(concolic.Technique{PartialSolutions: partial}), MaxTime: time.Minute,
				MaxSolverTime: 300 * time.Millisecond}) // muse_sat's factoring flip: no answer, trails
			if err != nil {
				t.Fatal(err)
			}
			if res.Completed != 4 || res.Partial != 0 {
				t.Errorf("%s/%s: completed %d partial %d, want 4 0", partial, strategy, res.Completed, res.Partial)
			}
			arr := res.Concolic.Sources[source]
			if partial != "none" && (arr.Produced == 0 || arr.Run != arr.Produced) {
				t.Errorf("%s/%s: %s partial solutions %+v, want some, all run", partial, strategy, source, arr)
			}
			if partial == "none" && arr.Produced != 0 {
				t.Errorf("%s/%s: %s partial solutions %+v without the source", partial, strategy, source, arr)
			}
			info, _ := os.ReadFile(filepath.Join(out, "info"))
			if !strings.Contains(string(info), "concolic source solution: ") {
				t.Errorf("info lacks the per-source counts:\n%s", info)
			}
			replayAll(t, src, out, res.Tests)
		}
	}
}

// TestConcolicSATReproducible: with --partial-solutions=sat the SAT
// solver's trails are taken after a count of its propagations, not after
// a time, so two runs queue the same partial solutions and write the same
// tests, byte for byte. Before, the trails came from 10 ms time slices,
// and runs differed with the machine's load.
func TestConcolicSATReproducible(t *testing.T) {
	src := filepath.Join("testdata", "muse_sat_repro.c")
	var tests [2]map[string]string
	var sat [2]concolic.SourceStats
	for i := range tests {
		out := filepath.Join(t.TempDir(), "out")
		res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{"dfs"},
			Techniques: concolicOn(concolic.Technique{PartialSolutions: "sat", PartialSATProps: 20000}), MaxTime: 5 * time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		if res.Completed != 5 || res.Partial != 0 || res.Halted != "" {
			t.Fatalf("run %d: completed %d partial %d halted %q, want 5 0 and exhausted", i, res.Completed, res.Partial, res.Halted)
		}
		sat[i] = res.Concolic.Sources[concolic.SAT]
		tests[i] = map[string]string{}
		files, err := filepath.Glob(filepath.Join(out, "*.ktest"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			tests[i][filepath.Base(f)] = string(b)
		}
		if i == 0 {
			replayAll(t, src, out, res.Tests)
		}
	}
	if sat[0].Produced < 5 || sat[0] != sat[1] {
		t.Errorf("sat partial solutions: %+v, then %+v; want several, the same twice", sat[0], sat[1])
	}
	if len(tests[0]) != 5 || len(tests[1]) != len(tests[0]) {
		t.Fatalf("%d and %d tests, want 5 each", len(tests[0]), len(tests[1]))
	}
	for name, b := range tests[0] {
		if tests[1][name] != b {
			t.Errorf("%s differs between the two runs", name)
		}
	}
}

// TestConcolicExecutorPartials: the partial models of the executor's own
// check queries run as seeds, but neither flood the loop nor cascade: on a
// table lookup at six symbolic indices the run with the array source
// finds the paths of the run without it, within a few times its
// instructions (before: tens of thousands of partial seeds, each seed's
// run adding partial models of its own, and no end within a minute).
func TestConcolicExecutorPartials(t *testing.T) {
	src := filepath.Join("testdata", "muse_checks.c")
	var insts [2]uint64
	for i, partial := range []string{"none", "array"} {
		out := filepath.Join(t.TempDir(), "out")
		res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{"dfs"},
			Techniques: concolicOn(concolic.Technique{PartialSolutions: partial}), MaxTime: time.Minute, WriteNoTests: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Completed != 4 || res.Partial != 6 || res.Halted != "" {
			t.Errorf("%s: completed %d partial %d halted %q, want 4 6 and exhausted", partial, res.Completed, res.Partial, res.Halted)
		}
		if arr := res.Concolic.Sources[concolic.Array]; partial == "array" && arr.Produced == 0 {
			t.Errorf("array: no partial model of the executor's queries (%+v)", arr)
		}
		insts[i] = res.Stats.Instructions
	}
	if insts[1] > 20*insts[0] {
		t.Errorf("instructions: %d with the array source, %d without: the partial models flood the loop", insts[1], insts[0])
	}
}

// TestConcolicChecks: in concolic mode the executor asks no query for a
// division check, an access through a pointer into one object, a call
// through a symbolic function pointer, or a symbolic allocation size
// (over 64 KiB too); the division's zero side, the access's
// out-of-bounds side and the other callee are found by flipping them as
// open branches, and every test replays.
func TestConcolicChecks(t *testing.T) {
	src := filepath.Join("testdata", "muse_div.c")
	for _, strategy := range []string{"dfs", "bfs"} {
		out := filepath.Join(t.TempDir(), "out")
		res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{strategy},
			Techniques: concolicOn(concolic.Technique{}), MaxTime: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		if res.Completed != 4 || res.Partial != 2 || res.Halted != "" {
			t.Errorf("%s: completed %d partial %d halted %q, want 4 2 and exhausted", strategy, res.Completed, res.Partial, res.Halted)
		}
		if n := res.Stats.Queries; n != 0 {
			t.Errorf("%s: the executor asked %d queries, want none", strategy, n)
		}
		bugs := map[string]bool{}
		for _, b := range res.Bugs {
			bugs[fmt.Sprintf("%s:%d", b.Kind, b.Line)] = true
		}
		if len(res.Bugs) != 2 || !bugs["div:29"] || !bugs["ptr:30"] {
			t.Errorf("%s: bugs %+v, want a division by zero at line 29 and a memory error at line 30", strategy, res.Bugs)
		}
		replayAll(t, src, out, res.Tests)
	}
}

// TestConcolicStrategies: every branch strategy, KLEE's default included,
// exhausts the same paths (the independent expectations) on small
// programs; only the order differs.
func TestConcolicStrategies(t *testing.T) {
	exp := loadExpectations(t)
	for _, name := range []string{"checksum.c", "heap_list.c", "table_index.c", "muse_fig2.c", "pse_fig3.c"} {
		e := exp[name]
		for _, s := range [][]string{{"bfs"}, {"random-path"}, {"nurs:covnew"}, {"sgs:2"}, nil} {
			ll := filepath.Join("..", "testdata", "programs", strings.TrimSuffix(name, ".c")+".ll")
			res, err := Run(context.Background(), Config{Input: ll, OutputDir: filepath.Join(t.TempDir(), "out"),
				Search: s, Techniques: concolicOn(concolic.Technique{PartialSolutions: "all"}), MaxTime: time.Minute, WriteNoTests: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Halted != "" || res.Completed != e.Completed || res.Partial != e.Partial {
				t.Errorf("%s %v: completed %d partial %d (%s), want %d %d", name, s, res.Completed, res.Partial, res.Halted, e.Completed, e.Partial)
			}
		}
	}
}

// TestConcolicScreeningAgrees: a seed's concrete screening run and its
// concolic run identify the same path, so that screening drops what the
// concolic run would call a duplicate. On muse_screen.c (four paths, each
// through a memcpy of symbolic length, a division by a symbolic value and
// a switch whose cases share a target) 24 random seeds are screened and
// at most the three paths the all-zero seed (the bug) did not take run
// concolically. Before, a concolic run's path held its checks and the
// memcpy loop's decisions, which a concrete run has not, and the two
// reported different cases of the switch's shared target: no seed was
// ever dropped.
func TestConcolicScreeningAgrees(t *testing.T) {
	src := filepath.Join("testdata", "muse_screen.c")
	out := filepath.Join(t.TempDir(), "out")
	const seeds = 24
	res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{"dfs"},
		Techniques: concolicOn(concolic.Technique{RandomSeeds: seeds, ScreenSeeds: true}), Seed: 1, MaxTime: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	r := res.Concolic.Sources[concolic.Random]
	// Produced: the distinct ones (equal random inputs are queued once).
	if r.Produced < seeds/2 || r.Screened != r.Produced || r.Run > 3 || r.Dropped+r.Run != r.Produced {
		t.Errorf("random seeds: %+v, want all screened, at most 3 run concolically, the rest dropped", r)
	}
	if res.Completed != 3 || res.Partial != 1 || len(res.Bugs) != 1 {
		t.Errorf("completed %d partial %d bugs %+v, want 3 1 and one division by zero", res.Completed, res.Partial, res.Bugs)
	}
	replayAll(t, src, out, res.Tests)
}

// TestConcolicSizeBound: in concolic mode a symbolic allocation size past
// 16 MiB ends the state early, with no query, whatever the seed.
func TestConcolicSizeBound(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	res, err := Run(context.Background(), Config{Input: filepath.Join("testdata", "muse_bigalloc.c"), OutputDir: out,
		Search: []string{"dfs"}, Techniques: concolicOn(concolic.Technique{RandomSeeds: 4}), MaxTime: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if res.Completed != 0 || res.Partial == 0 || res.Stats.Queries != 0 || res.Halted != "" {
		t.Errorf("completed %d partial %d queries %d halted %q, want 0, some, 0, exhausted", res.Completed, res.Partial, res.Stats.Queries, res.Halted)
	}
	early, _ := os.ReadFile(filepath.Join(out, "test000001.early"))
	if !strings.Contains(string(early), exec.ConcolicSizeReason) {
		t.Errorf("test000001.early lacks %q:\n%s", exec.ConcolicSizeReason, early)
	}
}

// TestConcolicLongLoop: random seeds, screened, reach a bug behind a
// 20,000-iteration loop with a symbolic bound (run/testdata/
// muse_longloop.c); a path records at most MaxSiteOpen of the loop's exits
// as open branches, and one past MaxDepth symbolic branches is cut early,
// with its test, before the bug. The bug's test is the screening run's,
// written at once, so the cut of the seed's concolic run does not lose it,
// and the concolic run to the bug writes no second one.
func TestConcolicLongLoop(t *testing.T) {
	src := filepath.Join("testdata", "muse_longloop.c")
	for _, tc := range []struct {
		name     string
		depth    int
		bugs     int
		cutEarly bool
	}{
		{"default depth", 0, 1, false},
		{"depth 5000", 5000, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{"dfs"},
				Techniques: concolicOn(concolic.Technique{RandomSeeds: 2, ScreenSeeds: true, MaxSiteOpen: 20}), Seed: 1, MaxDepth: tc.depth, MaxTime: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Bugs) != tc.bugs || res.Halted != "" || len(res.Bugs) > 0 && res.Bugs[0].Paths != 1 {
				t.Errorf("bugs %+v (halted %q), want %d, on one path", res.Bugs, res.Halted, tc.bugs)
			}
			if c := res.Concolic.Capped; c < 1000 {
				t.Errorf("capped %d open branches, want the loop's exits past the 20th", c)
			}
			// The all-zero seed's path and those of the 20 exits flipped.
			if res.Concolic.Flips > 25 {
				t.Errorf("%d flips, want at most the 20 recorded exits and a few", res.Concolic.Flips)
			}
			early, _ := filepath.Glob(filepath.Join(out, "*.early"))
			cut := false
			for _, f := range early {
				b, _ := os.ReadFile(f)
				cut = cut || strings.Contains(string(b), concolic.DepthReason)
			}
			if cut != tc.cutEarly {
				t.Errorf("a path cut for max-depth: %v, want %v", cut, tc.cutEarly)
			}
			replayTests(t, src, out, res.Tests, tc.cutEarly)
		})
	}
}

// TestConcolicCappedPath: a path past a site cap runs behind the others,
// and the engine does not wait for it to end before it flips more.
func TestConcolicCappedPath(t *testing.T) {
	src := filepath.Join("testdata", "muse_capped.c")
	dir := t.TempDir()
	seed := filepath.Join(dir, "long.seed")
	if err := os.WriteFile(seed, []byte{0xff, 0xff, 0xff, 0}, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{"dfs"},
		Techniques: concolicOn(concolic.Technique{SeedFiles: []string{seed}}), Seed: 1, MaxTime: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Bugs) != 1 {
		t.Errorf("bugs %+v, want the abort", res.Bugs)
	}
	if res.Concolic.CappedPaths < 1 || res.Halted == "" {
		t.Errorf("%d capped paths, halted %q: want the seed's, still running at the time limit", res.Concolic.CappedPaths, res.Halted)
	}
	replayTests(t, src, out, res.Tests, true)
}

// concolicOn is a run's techniques with --concolic on, with o's options.
func concolicOn(o concolic.Technique) []technique.Technique {
	o.On = true
	return []technique.Technique{&o}
}

// TestConcolicSGSCombined (issue 48): --sgs-combined in concolic mode runs
// a phase per length, each phase's engine flipping by sgs:N, and the
// union finds maze.c's bug.
func TestConcolicSGSCombined(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	res, err := Run(context.Background(), Config{Input: filepath.Join("..", "testdata", "programs", "maze.ll"), OutputDir: out,
		MaxTime: 4 * time.Second, Techniques: []technique.Technique{&search.Combined{On: true, Lengths: []int{1, 2}}, &concolic.Technique{On: true}}})
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.ReadFile(filepath.Join(out, "info"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"phase: concolic,sgs:1: ", "phase: concolic,sgs:2: "} {
		if !strings.Contains(string(info), want) {
			t.Errorf("info has no %q:\n%s", want, info)
		}
	}
	if len(res.Bugs) == 0 || res.Tests == 0 {
		t.Errorf("%d bugs, %d tests; want maze's assertion and tests", len(res.Bugs), res.Tests)
	}
}

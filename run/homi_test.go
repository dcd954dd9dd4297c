package run

import (
	"bufio"
	"context"
	"encoding/json"
	"github.com/symx/symx/concolic"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/prune"
	"github.com/symx/symx/testgen"
)

// readHomiLog parses homi.log.
func readHomiLog(t *testing.T, dir string) []prune.RunLog {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "homi.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var runs []prune.RunLog
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var l prune.RunLog
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("homi.log: %v", err)
		}
		runs = append(runs, l)
	}
	return runs
}

// smallParams is Homi's schedule shrunk for programs of a few thousand
// paths: prune every 20 ms above 20 states.
func smallParams() *prune.Params {
	p := prune.DefaultParams()
	p.Interval, p.MinStates, p.MinFeatures, p.ExploreRuns = 20*time.Millisecond, 20, 0, 2
	p.Budgets = []time.Duration{100 * time.Millisecond, 200 * time.Millisecond, 300 * time.Millisecond}
	return &p
}

// loopParams are smallParams with budgets too short for one run to
// explore regexp.c completely (about half a second), which would end the
// loop after its first run.
func loopParams() *prune.Params {
	p := smallParams()
	p.Budgets = []time.Duration{50 * time.Millisecond, 100 * time.Millisecond, 150 * time.Millisecond}
	return p
}

// TestHomiExample: the paper's example through Homi's loop. The first
// run has no features, prunes nothing and explores the four paths, so
// the loop stops there; the outcome is the independent expectation.
func TestHomiExample(t *testing.T) {
	exp := loadExpectations(t)["homi_example.c"]
	for _, policy := range []string{prune.PolicyHomi, prune.PolicyNone, prune.PolicyRandom} {
		t.Run(policy, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{
				Input: "../testdata/programs/homi_example.ll", OutputDir: out,
				Techniques: homiOn(prune.Technique{Homi: true, Policy: policy, Params: smallParams()}), MaxTime: time.Minute,
			})
			if err != nil {
				t.Fatal(err)
			}
			checkExpected(t, res, exp)
			runs := readHomiLog(t, out)
			if len(runs) != 1 || runs[0].Killed != 0 || runs[0].Paths != 4 {
				t.Fatalf("homi.log: %+v; want one run of 4 paths without pruning", runs)
			}
			replayAll(t, "../testdata/programs/homi_example.c", out, res.Tests)
		})
	}
}

// TestHomiLoop runs the loop on regexp.c (3524 paths) with budgets too
// short to explore it: the runs restart, prune (states, or in concolic
// mode open branches), learn features from the tests' path conditions,
// and write every path once; every test reproduces natively, and no run
// finds a path the enumeration does not know.
func TestHomiLoop(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of exploration")
	}
	exp := loadExpectations(t)["regexp.c"]
	for _, tc := range []struct {
		policy   string
		search   []string
		sgs      bool
		concolic bool
	}{
		{prune.PolicyHomi, []string{"nurs:covnew"}, false, false},
		{prune.PolicyHomi, nil, true, false},
		{prune.PolicyRandom, []string{"bfs"}, false, false},
		{prune.PolicyNone, []string{"random-state"}, false, false},
		// Issue 48 item 5: in concolic mode the pruners prune the pool
		// of open branches (a dropped one writes no test).
		{prune.PolicyHomi, nil, false, true},
		{prune.PolicyRandom, []string{"dfs"}, false, true},
	} {
		name := tc.policy + strings.Join(tc.search, ",")
		if tc.concolic {
			name += "+concolic"
		}
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			techs := homiOn(prune.Technique{Homi: true, Policy: tc.policy, Params: loopParams()}, tc.sgs)
			if tc.concolic {
				techs = append(techs, &concolic.Technique{On: true})
			}
			res, err := Run(context.Background(), Config{
				Input: "../testdata/programs/regexp.ll", OutputDir: out, Search: tc.search,
				Techniques: techs, MaxTime: 2 * time.Second,
			})
			if err != nil {
				t.Fatal(err)
			}
			runs := readHomiLog(t, out)
			if len(runs) < 3 {
				t.Fatalf("%d runs in 2s of runs of at most 150ms (and their dumps)", len(runs))
			}
			killed, learned := 0, 0
			for i, r := range runs {
				killed += r.Killed
				if r.Run != i+1 || r.Policy != tc.policy {
					t.Errorf("run %d: %+v", i+1, r)
				}
				if len(r.Features) > 0 {
					learned++
				}
				if tc.sgs && r.Search[0] != []string{"sgs:1", "sgs:2", "sgs:4", "sgs:8"}[i%4] {
					t.Errorf("run %d searched with %v", r.Run, r.Search)
				}
			}
			if (tc.policy == prune.PolicyNone) != (killed == 0) {
				t.Errorf("policy %s killed %d states", tc.policy, killed)
			}
			if tc.policy == prune.PolicyHomi && (learned == 0 || runs[0].Method != "none") {
				t.Errorf("runs with features: %d; first run's method %q", learned, runs[0].Method)
			}
			t.Logf("%d runs, %d killed, %d completed, %d partial, %d tests", len(runs), killed, res.Completed, res.Partial, res.Tests)
			if res.Completed > exp.Completed {
				t.Errorf("%d completed paths, the program has %d: a path was counted twice", res.Completed, exp.Completed)
			}
			replayTests(t, "../testdata/programs/regexp.c", out, res.Tests, true)
		})
	}
}

// TestHomiRestartsDoNotAccumulate: over many runs of the loop, the heap
// and the live expressions after each run (homi.log, measured after a
// collection) stay flat: a run's states, expressions and pruner die with
// it, and D is kept to its set cover.
func TestHomiRestartsDoNotAccumulate(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of exploration")
	}
	p := smallParams()
	p.Budgets = []time.Duration{50 * time.Millisecond}
	out := filepath.Join(t.TempDir(), "out")
	_, err := Run(context.Background(), Config{
		Input: "../testdata/programs/regexp.ll", OutputDir: out, Search: []string{"nurs:covnew"},
		Techniques: homiOn(prune.Technique{Homi: true, Params: p}), MaxTime: 4 * time.Second, WriteNoTests: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	runs := readHomiLog(t, out)
	if len(runs) < 12 {
		t.Skipf("only %d runs (a loaded machine)", len(runs))
	}
	early, late := runs[4], runs[len(runs)-1]
	t.Logf("after run %d: %.1f MB, %d expressions; after run %d: %.1f MB, %d expressions",
		early.Run, early.HeapMB, early.Expressions, late.Run, late.HeapMB, late.Expressions)
	if late.HeapMB > early.HeapMB*1.15+1 {
		t.Errorf("heap grew from %.1f MB after run %d to %.1f MB after run %d", early.HeapMB, early.Run, late.HeapMB, late.Run)
	}
	if late.Expressions > early.Expressions*115/100+200 {
		t.Errorf("expressions grew from %d after run %d to %d after run %d", early.Expressions, early.Run, late.Expressions, late.Run)
	}
}

// TestRandomPruningAlone: --prune=random without the loop prunes one
// exploration on Homi's schedule; with --sgs-combined, every phase on
// its own clock. Each test reproduces natively or is a pruned path.
func TestRandomPruningAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of exploration")
	}
	for _, sgs := range []bool{false, true} {
		out := filepath.Join(t.TempDir(), "out")
		res, err := Run(context.Background(), Config{
			Input: "../testdata/programs/regexp.ll", OutputDir: out,
			Techniques: homiOn(prune.Technique{Policy: prune.PolicyRandom, Params: smallParams()}, sgs), MaxTime: 2 * time.Second,
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(out, "homi.log")); err == nil {
			t.Error("homi.log without --homi")
		}
		info, _ := os.ReadFile(filepath.Join(out, "info"))
		if !strings.Contains(string(info), "states: "+prune.RandomReason) {
			t.Errorf("sgs-combined %v: no random pruning in info:\n%s", sgs, info)
		}
		if sgs {
			// messages: "phase [sgs:N] for ...", its kills, its summary.
			msgs, _ := os.ReadFile(filepath.Join(out, testgen.MessagesFile))
			phases := strings.Split(string(msgs), "phase [sgs:")[1:]
			if len(phases) != 4 {
				t.Fatalf("%d phases in messages:\n%s", len(phases), msgs)
			}
			for i, p := range phases {
				if !strings.Contains(p, "pruned at random") {
					t.Errorf("phase %d pruned nothing:\n%s", i+1, p)
				}
			}
		}
		replayTests(t, "../testdata/programs/regexp.c", out, res.Tests, true)
	}
}

// homiOn is a run's techniques with o's pruning, and combined SGS with
// sgs (at most one).
func homiOn(o prune.Technique, sgs ...bool) []technique.Technique {
	return []technique.Technique{&search.Combined{On: len(sgs) > 0 && sgs[0]}, &o}
}

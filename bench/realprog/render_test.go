package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// fakeRun is an engine's run that covered hit of 100 gcov branches
// (the first hit of them, by key) in wall seconds.
func fakeRun(engine string, hit int, wall float64) engineRun {
	r := engineRun{Engine: engine, Config: engine, Tests: 10, Completed: 8, Insts: 1000, Bugs: 1, RealBugs: -1,
		Wall: time.Duration(wall * float64(time.Second)), RSSMB: 100, SolverPct: 40, Replayed: 10,
		Lines: cov{hit, 100}, Branches: cov{hit, 100}, Covered: map[string]bool{}}
	for i := range hit {
		r.Covered[string(rune('a'+i))] = true
	}
	return r
}

// squash collapses runs of spaces, so that a test may name a table row.
func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

func wantAll(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(squash(out), squash(w)) {
			t.Errorf("no %q in\n%s", w, out)
		}
	}
}

// TestRenderRuns: symx against KLEE over four runs each: medians and
// ranges, symx's branches tested against KLEE's, the summary by medians
// and the significant differences; a single run is labelled as one.
func TestRenderRuns(t *testing.T) {
	o := options{budget: time.Minute, jobs: 1, pkg: "coreutils", workers: 1, runs: 4}
	rows := []row{
		{Prog: "echo", Runs: [][]engineRun{
			{fakeRun("symx", 40, 60), fakeRun("symx", 42, 61), fakeRun("symx", 41, 62), fakeRun("symx", 44, 60)},
			{fakeRun("KLEE", 30, 60), fakeRun("KLEE", 31, 60), fakeRun("KLEE", 29, 61), fakeRun("KLEE", 30, 60)},
		}},
		{Prog: "cat", Runs: [][]engineRun{
			{fakeRun("symx", 20, 60), fakeRun("symx", 21, 60), fakeRun("symx", 22, 60), fakeRun("symx", 20, 60)},
			{fakeRun("KLEE", 21, 60), fakeRun("KLEE", 22, 60), fakeRun("KLEE", 20, 60), fakeRun("KLEE", 23, 60)},
		}},
	}
	rows[1].Runs[0][2].Err = "exit 2"
	wantAll(t, render(o, rows),
		"-runs 4`",
		"median [min–max] of 4 runs",
		"| echo | symx | 10 [10–10] | 8 [8–8] | 1000 [1000–1000] | 0 [0–0] | 1 [1–1] | 41.5 [40.0–44.0] | 41.5 [40.0–44.0] | 0 [0–0]/10 [10–10] | 60 [60–62] | 100 [100–100] | 40 [40–40] | 0.029* | 1.00 |",
		"| echo | KLEE | 10 [10–10] |",
		"| cat (exit 2; errors in 1 of 4 runs) | symx |",
		"symx covers at least as many branches as KLEE on 1 of 2 programs (medians of the runs); significantly more (p < 0.05) on 1, significantly fewer on 0.",
		"- cat (20.5% against 21.5%): path explosion", // the run of median branches has no error
	)
	one := []row{{Prog: "echo", Runs: [][]engineRun{rows[0].Runs[0][:1], rows[0].Runs[1][:1]}}}
	o.runs = 1
	out := render(o, one)
	wantAll(t, out, "single run", "| echo | symx | 10 | 8 | 1000 | 0 | 1 | 40.0 | 40.0 | 0/10 | 60 | 100 | 40 | - | - |")
	if strings.Contains(out, "-runs") || strings.Contains(out, "significantly") {
		t.Errorf("a single run with -runs or tests:\n%s", out)
	}
}

// TestRenderConfigsRuns: each configuration against the baseline
// (-baseline names it), the branches only one configuration covered
// counted run by run.
func TestRenderConfigsRuns(t *testing.T) {
	o := options{budget: time.Minute, jobs: 1, pkg: "coreutils", runs: 4, baseline: "best",
		configs: []string{"homi=--homi", "best=--search=nurs:covnew", "random=--homi --prune=random"}}
	mk := func(name string, hits ...int) []engineRun {
		var rs []engineRun
		for _, h := range hits {
			r := fakeRun("symx", h, 60)
			r.Config, r.Runs, r.Pruned = name, 3, 2
			rs = append(rs, r)
		}
		return rs
	}
	rows := []row{{Prog: "tr", Runs: [][]engineRun{mk("homi", 50, 52, 51, 53), mk("best", 40, 41, 42, 40), mk("random", 40, 42, 40, 41)}}}
	out := renderConfigs(o, rows)
	wantAll(t, out,
		"baseline of the comparison: best.",
		// Run by run homi covers 50, 52, 51, 53 keys, the others at most
		// 40, 42, 42, 41: 10, 10, 9, 12 alone.
		"| tr | homi | 3 [3–3] (2 [2–2]) | 10 [10–10] | 51.5 [50–53]/100 (4 equal) | 51.5 [50.0–53.0] | 10 [9–12] | 0 [0–0] | 0 [0–0] | 0 [0–0]/10 [10–10] | 1.27× | 0.029* | 1.00 |",
		"| tr | best | 3 [3–3] (2 [2–2]) | 10 [10–10] | 40.5 [40–42]/100 (4 equal) | 40.5 [40.0–42.0] | 0 [0–0] | 0 [0–0] | 0 [0–0] | 0 [0–0]/10 [10–10] | | | |",
		"| tr | random | 3 [3–3] (2 [2–2]) | 10 [10–10] | 40.5 [40–42]/100 (4 equal) | 40.5 [40.0–42.0] | 0 [0–0] | 0 [0–0] | 0 [0–0] | 0 [0–0]/10 [10–10] | 1.00× | 1.000 | 0.50 |",
		"| tr | random |",
	)
	if b := baselineOf(options{configs: o.configs}); b != 0 {
		t.Errorf("default baseline %d, want the first", b)
	}
}

// TestRenderPSERuns: counts of explorations to the end checked equal
// across the runs (one that varies says so), the speedup tested, and
// "same" checked for every pair of runs.
func TestRenderPSERuns(t *testing.T) {
	o := options{budget: time.Minute, pkg: "coreutils", runs: 4, pse: true}
	mk := func(paths int64, wall float64, cuts int64) engineRun {
		r := fakeRun("symx", 30, wall)
		r.Completed, r.PSE.Cuts = paths, cuts
		return r
	}
	d := []engineRun{mk(100, 10, 0), mk(100, 11, 0), mk(100, 12, 0), mk(100, 10.5, 0)}
	p := []engineRun{mk(40, 5, 9), mk(40, 5.5, 9), mk(40, 6, 8), mk(40, 5.2, 9)}
	p[3].BugSet = []string{"ptr at a.c:3"}
	out := renderPSE(o, []row{{Prog: "echo", Runs: [][]engineRun{d, p}}})
	wantAll(t, out,
		"| echo | 100 (4 equal) | 40 (4 equal) | 2.50× | 1000 (4 equal) | 1000 (4 equal) | 1.00× | 10.75 [10.00–12.00] | 5.35 [5.00–6.00] | 2.01× | 0.029* | 1.00 | **varies**: 9, 9, 8, 9 |",
		"| **no**: bugs: DFS [], PSE [ptr at a.c:3] (run 4) |",
		"1 programs exhausted by DFS; over them DFS/PSE: paths 2.50×, instructions 1.00×, time 2.01× (sums)",
	)
	// A DFS run that did not exhaust leaves the program out, naming it.
	d[2].Halted = "max-time reached"
	wantAll(t, renderPSE(o, []row{{Prog: "echo", Runs: [][]engineRun{d, p}}}), "Not exhausted by DFS within the budget: echo (max-time reached, run 3).")
}

// TestRunKey: the first run keeps the key of the runs kept before -runs.
func TestRunKey(t *testing.T) {
	if runKey("symx-ab", 0) != "symx-ab" || runKey("symx-ab", 2) != "symx-ab-run3" || runKey("", 1) != "" {
		t.Errorf("runKey: %q %q %q", runKey("symx-ab", 0), runKey("symx-ab", 2), runKey("", 1))
	}
}

// TestEnginesOf: every engine says whose it is, so that replayAll checks
// the tests of each symx configuration for mismatches (it once checked
// only an engine named "symx", and no -config is), and a configuration
// named KLEE runs KLEE with its flags before the program.
func TestEnginesOf(t *testing.T) {
	klee := filepath.Join(t.TempDir(), "klee")
	if err := os.WriteFile(klee, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		configs   []string
		names     []string
		kinds     []string
		kleeFlags string // KLEE's arguments before the program, if it runs
	}{
		{nil, []string{"symx", "KLEE"}, []string{"symx", "KLEE"}, "--watchdog"},
		{[]string{"default=", "homi=--homi"}, []string{"default", "homi"}, []string{"symx", "symx"}, ""},
		{[]string{"KLEE=--search=dfs", "all=--techniques=sgs,homi,pse,muse"}, []string{"KLEE", "all"}, []string{"KLEE", "symx"}, "--watchdog --search=dfs"},
		{[]string{"KLEE-rp=--search=random-path", "KLEEish=--search=bfs"}, []string{"KLEE-rp", "KLEEish"}, []string{"KLEE", "symx"}, "--watchdog --search=random-path"},
	} {
		o := options{configs: tc.configs, klee: klee, workers: 1}
		es, err := enginesOf(o, "/bin/true", io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		var names, kinds []string
		for _, e := range es {
			names, kinds = append(names, e.Name), append(kinds, e.Kind)
			if e.Kind == "KLEE" {
				args := strings.Join(e.args("P.bc", "OUT", kleeLine, time.Minute), " ")
				if want := tc.kleeFlags + " P.bc " + strings.Join(kleeLine, " "); !strings.Contains(args, want) {
					t.Errorf("%v: KLEE's arguments %q, want them to hold %q", tc.configs, args, want)
				}
			}
		}
		if !slices.Equal(names, tc.names) || !slices.Equal(kinds, tc.kinds) {
			t.Errorf("%v: engines %v of kinds %v, want %v of %v", tc.configs, names, kinds, tc.names, tc.kinds)
		}
	}
	if _, err := enginesOf(options{configs: []string{"KLEE="}, klee: "/nonexistent/klee"}, "/bin/true", io.Discard); err == nil {
		t.Error("-config KLEE with no KLEE: no error")
	}
}

// TestPlotRows: a program's plot draws each symx configuration's runs
// from their output directories, and leaves out KLEE's and the runs
// whose directory is gone.
func TestPlotRows(t *testing.T) {
	dir := t.TempDir()
	out := func(name string, secs ...int) string {
		d := filepath.Join(dir, name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		stats := "time_s\tinstructions\tcovered_branches\ttotal_branches\tlive_states\n"
		for i, s := range secs {
			stats += fmt.Sprintf("%d\t%d\t%d\t100\t%d\n", s, 1000*s, 10*(i+1), i+1)
		}
		if err := os.WriteFile(filepath.Join(d, "run.stats"), []byte(stats), 0o644); err != nil {
			t.Fatal(err)
		}
		return d
	}
	r := row{Prog: "tr", Runs: [][]engineRun{
		{{Engine: "symx", Config: "default", Out: out("a1", 1, 2)}, {Engine: "symx", Config: "default", Out: out("a2", 1, 3)}},
		{{Engine: "KLEE", Config: "KLEE", Out: out("k1", 1)}},
		{{Engine: "symx", Config: "all", Out: filepath.Join(dir, "gone")}, {Engine: "symx", Config: "all", Out: out("b2", 2)}},
	}}
	gs := plotGroups(r)
	var got []string
	for _, g := range gs {
		got = append(got, fmt.Sprintf("%s:%d", g.Name, len(g.Runs)))
	}
	if want := []string{"default:2", "all:1"}; !slices.Equal(got, want) {
		t.Errorf("groups %v, want %v", got, want)
	}
	if err := plotRows(filepath.Join(dir, "plots"), []row{r}); err != nil {
		t.Fatal(err)
	}
	if svg, err := os.ReadFile(filepath.Join(dir, "plots", "tr.svg")); err != nil || !strings.Contains(string(svg), "default (median of 2") {
		t.Errorf("tr.svg: %v, no line for default", err)
	}
}

// TestKeyOf: a run's key hashes the engine's binary and then its command
// line, budget and package, as one stream (the keys of runs kept before
// the binary was hashed once per engine), and tells programs' lines apart.
func TestKeyOf(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "symx")
	if err := os.WriteFile(bin, []byte("a binary"), 0o755); err != nil {
		t.Fatal(err)
	}
	e := symxEngine(bin)
	key := results{}.keyOf(e)
	line := []string{"--sym-arg", "2"}
	h := sha256.New()
	fmt.Fprintf(h, "a binary\x00%s\x00%s\x00%s\x00%v\x00%d", "diffutils",
		strings.Join(e.args("BC", "OUT", line, time.Minute), "\x00"), time.Minute, false, replayRevision)
	if got, want := key("diffutils", line, time.Minute, false), fmt.Sprintf("symx-%x", h.Sum(nil)[:8]); got != want {
		t.Errorf("key %s, want %s", got, want)
	}
	if key("diffutils", line, time.Minute, false) == key("diffutils", kleeLine, time.Minute, false) {
		t.Error("two command lines, one key")
	}
	if k := (results{}).keyOf(symxEngine(filepath.Join(t.TempDir(), "missing")))("p", line, time.Minute, false); k != "" {
		t.Errorf("an unreadable binary's key %q, want none", k)
	}
}

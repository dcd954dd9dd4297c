package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestRenderStrategies: three configurations on two programs, two runs
// each: the per-program medians binned, averaged and counted for Best
// (the combined one left out of Best), the combined one against each
// other, and bug places per kind with those ASan confirmed.
func TestRenderStrategies(t *testing.T) {
	o := options{budget: time.Minute, pkg: "coreutils", runs: 2,
		configs: []string{"dfs=--search=dfs", "sgs-1=--search=sgs:1", "sgs-combined=--sgs-combined"}}
	run := func(hit int, reports ...bugReport) engineRun {
		r := fakeRun("symx", hit, 1)
		r.Reports = reports
		return r
	}
	ptr := bugReport{Test: "test000001", Kind: "ptr", Where: "src/cut.c:10", Real: true}
	abort := bugReport{Test: "test000002", Kind: "abort", Where: "lib/xalloc.c:3"}
	rows := []row{
		{Prog: "cut", Runs: [][]engineRun{
			{run(20), run(20)},
			{run(95, ptr), run(91)},
			{run(95), run(96)},
		}},
		{Prog: "tr", Runs: [][]engineRun{
			{run(65, abort), run(65)},
			{run(50), run(60, abort)},
			{run(61), run(62)},
		}},
	}
	rows[1].Runs[0][1].Halted = "max-time reached"
	wantAll(t, renderStrategies(o, rows),
		"| cut (100) | 20 | **93** | 95.5 |",
		"| tr (100) | **65** | 55 | 61.5 |",
		// dfs: 20 and 65; sgs-1: medians 93 and 55; combined 95.5, 61.5.
		"| dfs | 0 | 0 | 0 | 1 | 1 | 42.5 | 20.0 | 42.5 | 65.0 | 0.0 | 42.5 | 1 | 1 of 4 |",
		"| sgs-1 | 1 | 0 | 0 | 0 | 1 | 74.0 | 55.0 | 74.0 | 93.0 | 7.0 | 74.0 | 1 | 0 of 4 |",
		"| sgs-combined | 1 | 0 | 0 | 1 | 0 | 78.5 | 61.5 | 78.5 | 95.5 | 1.0 | 78.5 | n/a | 0 of 4 |",
		"sgs-combined against each configuration, program by program",
		"| dfs | 1 | 0 | 1 | 1 | 0.50 |", // tr: 61.5 against 65
		"| sgs-1 | 2 | 0 | 0 | 0.5 | 1.00 |",
		"| dfs | 1 | 2 | 0 | 0 |",
		"| sgs-1 | 2 | 2 | 0 | 0 |",
		"| configuration | places | abort | ptr | confirmed |",
		"| dfs | 1 | 1 | 0 | 0 |",
		"| sgs-1 | 2 | 1 | 1 | 1 |",
		"| cut | ptr | src/cut.c:10 | sgs-1 |",
	)
}

// TestBugReports: an error file's kind comes from its name and its place
// from KLEE's "File:" and "Line:" lines (the last two path elements).
func TestBugReports(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	got := bugReports([]string{
		write("test000003.ptr.err", "Error: memory error: out of bound pointer\nFile: /b/tree/src/cut.c\nLine: 242\nassembly.ll line: 9\nStack:\n\t#0 in f () at /b/tree/src/other.c:1\n"),
		write("test000007.abort.err", "Error: abort failure\n"),
	})
	want := []bugReport{{Test: "test000003", Kind: "ptr", Where: "src/cut.c:242"}, {Test: "test000007", Kind: "abort", Where: "?"}}
	if !slices.Equal(got, want) {
		t.Errorf("reports %+v, want %+v", got, want)
	}
}

// TestSeedArgs: -seeds' flag goes before the program, for both engines,
// and a configuration named in -runs-of makes that many runs.
func TestSeedArgs(t *testing.T) {
	for _, e := range []*engine{symxEngine("symx", "--search=dfs"), kleeEngine("klee")} {
		args := strings.Join(e.args("P.bc", "OUT", kleeLine, time.Minute, "--rng-initial-seed=2"), " ")
		if !strings.Contains(args, "--rng-initial-seed=2 P.bc --sym-args") {
			t.Errorf("%s: %q, want the seed right before the program", e.Name, args)
		}
	}
	o := options{runs: 3, runsOfs: map[string]int{"KLEE": 1, "dfs": 5}}
	dfs := symxEngine("symx")
	dfs.Name = "dfs"
	if got := []int{o.runsOf(symxEngine("symx")), o.runsOf(kleeEngine("klee")), o.runsOf(dfs)}; !slices.Equal(got, []int{3, 1, 3}) {
		t.Errorf("runs %v, want [3 1 3]", got)
	}
}

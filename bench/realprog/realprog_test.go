package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/projbuild"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/statsfile"
	"github.com/symx/symx/testgen"
)

// TestMain lets the test binary be symx build's compiler wrapper, as
// realprog is.
func TestMain(m *testing.M) {
	if projbuild.IsWrapper(os.Args) {
		os.Exit(projbuild.Wrap(os.Args, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestSmall is CI's small version of the benchmark: coreutils programs
// for 10 s each with symx, every test replayed natively on the coverage
// build: echo, basename and cat. It needs Debian's source package, clang-14 and lld-14,
// and minutes for the first build, so it runs under CI (or with
// SYMX_REALPROG=1) and skips, saying why, when the source cannot be had.
func TestSmall(t *testing.T) {
	if !testutil.InCI() && os.Getenv("SYMX_REALPROG") == "" {
		t.Skip("set SYMX_REALPROG=1 (CI does) to build coreutils and run it")
	}
	for _, tool := range []string{"apt-get", "clang-14", "ld.lld-14", "gcov"} {
		if _, err := exec.LookPath(tool); err != nil {
			skipLoudly(t, tool+" not found")
		}
	}
	cache := os.Getenv("SYMX_REALPROG_CACHE")
	if cache == "" {
		cache = filepath.Join(os.TempDir(), "symx-realprog")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Minute)
	defer cancel()
	b := &builder{cache: cache, log: testLog{t}}
	if _, err := b.source(ctx, pkgs["coreutils"]); err != nil {
		skipLoudly(t, "no Debian source package: "+err.Error())
	}
	// A package that does not configure or build here (a toolchain
	// missing from the machine) says so; what is measured is symx.
	if _, err := b.build(ctx, pkgs["coreutils"], false); err != nil {
		skipLoudly(t, "coreutils does not build here: "+err.Error())
	}
	symx := filepath.Join(t.TempDir(), "symx")
	if out, err := exec.Command("go", "build", "-o", symx, "../../cmd/symx").CombinedOutput(); err != nil {
		t.Fatalf("building symx: %v\n%s", err, out)
	}
	o := options{budget: 10 * time.Second, jobs: 1, workers: 1, cache: cache, pkg: "coreutils", symx: symx,
		progs: []string{"echo", "basename", "cat"}}
	rows, err := measure(ctx, o, testLog{t})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(o.progs) {
		t.Fatalf("%d programs measured, want %d", len(rows), len(o.progs))
	}
	for _, r := range rows {
		s := r.Runs[0][0]
		if s.Err != "" || s.Tests == 0 || s.Replayed != s.Tests {
			t.Errorf("%s: %d tests, %d replayed, error %q, replay errors %q", r.Prog, s.Tests, s.Replayed, s.Err, s.ReplayErrors)
		}
		if s.Mismatch != 0 {
			t.Errorf("%s: %d of %d tests do not replay natively: %s", r.Prog, s.Mismatch, s.Replayed, strings.Join(s.Mismatches, "; "))
		}
		if s.Branches.Hit == 0 {
			t.Errorf("%s: no branch covered natively", r.Prog)
		}
	}
	t.Log("\n" + render(o, rows))
}

// skipLoudly skips with a message CI's log shows even without -v.
func skipLoudly(t *testing.T, why string) {
	fmt.Fprintln(os.Stderr, "realprog: TestSmall skipped:", why)
	t.Skip(why)
}

type testLog struct{ t *testing.T }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(string(p))
	return len(p), nil
}

// pseProgs are coreutils programs plain DFS exhausts in about a second
// on pseTestLine, on which --pse cuts suffixes (printenv: and prunes
// directions). (numfmt was one while long double ended its paths with
// an error; now computed, it is not exhausted in a minute.) cut's PSE
// run once hit a panic in generalize that DFS never reaches.
var pseProgs = []string{"echo", "basename", "dirname", "printenv", "pwd", "runcon", "pinky", "false", "cut"}

// pseTestLine bounds each argument to 2 bytes, as the PSE paper does.
var pseTestLine = []string{"--sym-args", "0", "2", "2", "--sym-stdin", "2"}

// TestPSESoundness is the PSE paper's Theorem 1 on coreutils: on programs
// plain DFS exhausts, --pse covers the same gcov branches (native replay
// of every test) and finds the same bugs (kind and location). It needs
// the realprog builds (SYMX_REALPROG_CACHE, or the user cache directory
// go run ./bench/realprog uses) and skips, saying so, without them.
func TestPSESoundness(t *testing.T) {
	cache := os.Getenv("SYMX_REALPROG_CACHE")
	if cache == "" {
		dir, _ := os.UserCacheDir()
		cache = filepath.Join(dir, "symx", "realprog")
	}
	if _, err := projbuild.ReadManifest(filepath.Join(cache, "build", "coreutils", "out")); err != nil {
		skipLoudly(t, "no coreutils build in "+cache+" (go run ./bench/realprog builds it; SYMX_REALPROG_CACHE names another)")
	}
	if _, err := exec.LookPath("gcov"); err != nil {
		skipLoudly(t, "gcov not found")
	}
	symx := filepath.Join(t.TempDir(), "symx")
	if out, err := exec.Command("go", "build", "-o", symx, "../../cmd/symx").CombinedOutput(); err != nil {
		t.Fatalf("building symx: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	o := options{budget: time.Minute, jobs: 1, workers: 1, cache: cache, pkg: "coreutils", symx: symx,
		progs: pseProgs, line: pseTestLine, pse: true, configs: pseConfigs}
	rows, err := measure(ctx, o, testLog{t})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(pseProgs) {
		t.Fatalf("%d programs measured, want %d", len(rows), len(pseProgs))
	}
	for _, r := range rows {
		d, p := r.Runs[0][0], r.Runs[1][0]
		if !exhausted(d) || !exhausted(p) {
			t.Errorf("%s: not exhausted: DFS %q %q, PSE %q %q", r.Prog, d.Halted, d.Err, p.Halted, p.Err)
			continue
		}
		if diff := pseDiff(d, p); len(diff) > 0 {
			t.Errorf("%s: --pse differs from DFS:\n%s", r.Prog, strings.Join(diff, "\n"))
		}
		if p.Completed+p.Partial > d.Completed+d.Partial {
			t.Errorf("%s: --pse ended %d paths, DFS %d", r.Prog, p.Completed+p.Partial, d.Completed+d.Partial)
		}
		if d.Branches.Hit == 0 || d.Replayed != d.Tests || p.Replayed != p.Tests {
			t.Errorf("%s: %d branches covered; replayed DFS %d/%d, PSE %d/%d", r.Prog, d.Branches.Hit, d.Replayed, d.Tests, p.Replayed, p.Tests)
		}
	}
	t.Log("\n" + renderPSE(o, rows))
}

// TestHaltedOf: a run that killed states over --max-memory did not
// exhaust its program, so -pse does not compare it.
func TestHaltedOf(t *testing.T) {
	for _, c := range []struct {
		info statsfile.Info
		want string
	}{
		{statsfile.Info{}, ""},
		{statsfile.Info{Halted: "max-time reached"}, "max-time reached"},
		{statsfile.Info{Killed: map[string]int{"memory limit exceeded": 20}}, "20 states killed over --max-memory"},
		{statsfile.Info{Halted: "max-time reached", Killed: map[string]int{"memory limit exceeded": 2}}, "max-time reached"},
		{statsfile.Info{Killed: map[string]int{"pruned": 3}}, ""},
	} {
		if got := haltedOf(c.info); got != c.want {
			t.Errorf("haltedOf(%+v) = %q, want %q", c.info, got, c.want)
		}
		if exhausted(engineRun{Halted: haltedOf(c.info), Tests: 1}) != (c.want == "") {
			t.Errorf("%+v: exhausted disagrees", c.info)
		}
	}
}

// TestWhyBehind: the reason the table gives where symx is behind KLEE.
func TestWhyBehind(t *testing.T) {
	for _, c := range []struct {
		run  engineRun
		want string
	}{
		{engineRun{Err: "exit 2", Externals: 3, SolverPct: 90}, "error: exit 2"},
		{engineRun{Externals: 3, SolverPct: 90}, "libc model (3 unmodeled external calls)"},
		{engineRun{SolverPct: 50}, "solver time (50% of the run)"},
		{engineRun{SolverPct: 12, LiveMax: 31845}, "path explosion: the search's choice among up to 31845 live states (solver 12% of the run)"},
	} {
		if got := whyBehind(c.run); got != c.want {
			t.Errorf("whyBehind(%+v) = %q, want %q", c.run, got, c.want)
		}
	}
}

// TestRecheckable: which of symx's mismatches replayAll runs again.
func TestRecheckable(t *testing.T) {
	_, vgErr := exec.LookPath("valgrind")
	ptr := testgen.Bug(&testgen.ErrorReport{Kind: testgen.KindPtr})
	for _, c := range []struct {
		name     string
		want     testgen.Outcome
		got      replay.Status
		ok, memc bool
	}{
		{"timeout", testgen.Exit(1), replay.TimedOut, true, false},
		{"memory error that exited", ptr, replay.Exited, vgErr == nil, true},
		{"wrong exit code", testgen.Exit(1), replay.Exited, false, false},
		{"division that exited", testgen.Bug(&testgen.ErrorReport{Kind: testgen.KindDiv}), replay.Exited, false, false},
	} {
		res := replay.FileResult{Test: &testgen.Test{Outcome: c.want}, Outcome: replay.Outcome{Status: c.got}}
		r, ok := recheckable(res)
		if ok != c.ok || (ok && r.memcheck != c.memc) {
			t.Errorf("%s: recheckable = %+v, %v; want ok %v, memcheck %v", c.name, r, ok, c.ok, c.memc)
		}
	}
}

// TestPrograms: the programs of the package's directory that both
// builds linked, not a test program elsewhere in the tree.
func TestPrograms(t *testing.T) {
	res := &projbuild.Result{Source: "/t", Programs: []projbuild.Program{
		{Name: "cat", Linked: "/t/src/cat", Coverage: "/o/cov/src/cat"},
		{Name: "[", Linked: "/t/src/[", Coverage: "/o/cov/src/["},
		{Name: "ls", Linked: "/t/src/ls"},
		{Name: "bench-md5", Linked: "/t/gnulib-tests/bench-md5", Coverage: "/o/cov/gnulib-tests/bench-md5"},
	}}
	for _, c := range []struct {
		want []string
		got  []string
	}{
		{nil, []string{"[", "cat"}},
		{[]string{"cat", "ls"}, []string{"cat"}},
	} {
		if got := sortedKeys(programs(pkgs["coreutils"], res, c.want)); !slices.Equal(got, c.got) {
			t.Errorf("programs(%q) = %q, want %q", c.want, got, c.got)
		}
	}
	res = &projbuild.Result{Source: "/t", Programs: []projbuild.Program{{Name: "gawk", Linked: "/t/gawk", Coverage: "/o/cov/gawk"}}}
	if got := sortedKeys(programs(pkgs["gawk"], res, nil)); !slices.Equal(got, []string{"gawk"}) {
		t.Errorf("gawk's programs: %q", got)
	}
}

// TestProgSpecs: a package whose programs are listed measures those, each
// linked in its own directory, with its own command line (file operands
// named as --sym-files names them) and its own coverage files.
func TestProgSpecs(t *testing.T) {
	res := &projbuild.Result{Source: "/t", Programs: []projbuild.Program{
		{Name: "find", Linked: "/t/find/find", Coverage: "/o/cov/find/find"},
		{Name: "xargs", Linked: "/t/xargs/xargs", Coverage: "/o/cov/xargs/xargs"},
		{Name: "frcode", Linked: "/t/locate/frcode", Coverage: "/o/cov/locate/frcode"},
		{Name: "find", Linked: "/t/elsewhere/find", Coverage: "/o/cov/elsewhere/find"},
	}}
	if got := sortedKeys(programs(pkgs["findutils"], res, nil)); !slices.Equal(got, []string{"find", "xargs"}) {
		t.Errorf("findutils' programs: %q", got)
	}
	for _, c := range []struct {
		pkg, prog string
		args      []string
		want      string
	}{
		{"coreutils", "cat", nil, strings.Join(kleeLine, " ")},
		{"findutils", "find", nil, strings.Join(kleeLine, " ")},
		{"diffutils", "diff", nil, "--sym-args 0 1 10 --sym-args 0 2 2 A B --sym-files 2 8 --sym-stdin 8 --sym-stdout"},
		{"diffutils", "diff3", nil, "--sym-args 0 1 10 --sym-args 0 2 2 A B C --sym-files 3 8 --sym-stdin 8 --sym-stdout"},
		{"bc", "bc", nil, "--sym-args 0 1 10 --sym-args 0 2 2 --sym-files 1 8 --sym-stdin 16 --sym-stdout"},
		{"diffutils", "diff", []string{"--sym-arg", "2"}, "--sym-arg 2"},
	} {
		if got := strings.Join(pkgs[c.pkg].lineOf(c.prog, c.args), " "); got != c.want {
			t.Errorf("%s's line (-args %q): %q, want %q", c.prog, c.args, got, c.want)
		}
	}
	cov := t.TempDir()
	for _, f := range []string{"find/find.gcda", "find/ftsfind.gcda", "xargs/xargs.gcda", "lib/fts.gcda"} {
		os.MkdirAll(filepath.Join(cov, filepath.Dir(f)), 0o755)
		os.WriteFile(filepath.Join(cov, f), nil, 0o644)
	}
	var got []string
	for _, f := range pkgs["findutils"].sources(cov, "find") {
		got = append(got, strings.TrimPrefix(f, cov+"/"))
	}
	if want := []string{"find/find.gcda", "find/ftsfind.gcda"}; !slices.Equal(got, want) {
		t.Errorf("find's sources: %q, want %q", got, want)
	}
}

// TestPSEDiffBugs: Theorem 1's comparison of bugs leaves out the queries
// that timed out, which depend on the machine, not on the program.
func TestPSEDiffBugs(t *testing.T) {
	for _, c := range []struct {
		dfs, pse []string
		same     bool
	}{
		{[]string{"ptr at a.c:3"}, []string{"ptr at a.c:3"}, true},
		{[]string{"ptr at a.c:3", "solver at a.c:9"}, []string{"ptr at a.c:3"}, true},
		{[]string{"solver at a.c:9"}, []string{"ptr at a.c:3", "solver at a.c:9"}, false},
		{[]string{"ptr at a.c:3"}, nil, false},
	} {
		d, p := engineRun{BugSet: c.dfs}, engineRun{BugSet: c.pse}
		if same := len(pseDiff(d, p)) == 0; same != c.same {
			t.Errorf("DFS %v, PSE %v: same %v, want %v", c.dfs, c.pse, same, c.same)
		}
	}
}

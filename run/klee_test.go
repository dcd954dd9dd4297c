package run

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/cover"
	symexec "github.com/symx/symx/exec"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/runtime/include"
	"github.com/symx/symx/testgen"
)

// The tests of KLEE's options (klee.go) run the programs of testdata/klee,
// whose expected outcomes are in their comments, and check each option's
// effect against those, native runs and z3.

func kleeProg(name string) string { return filepath.Join("testdata", "klee", name) }

// runKLEE runs prog with cfg (Input and OutputDir filled in, DFS unless
// set) and returns the result and the output directory.
func runKLEE(t *testing.T, prog string, cfg Config) (*Result, string) {
	t.Helper()
	cfg.Input = prog
	if !filepath.IsAbs(prog) {
		cfg.Input = kleeProg(prog)
	}
	cfg.OutputDir = filepath.Join(t.TempDir(), "out")
	if cfg.Search == nil {
		cfg.Search = []string{"dfs"}
	}
	if cfg.MaxTime == 0 {
		cfg.MaxTime = time.Minute
	}
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return res, cfg.OutputDir
}

func loadTests(t *testing.T, dir string) []*testgen.Test {
	t.Helper()
	files, err := testgen.ListTests(dir)
	if err != nil {
		t.Fatal(err)
	}
	var tests []*testgen.Test
	for _, f := range files {
		tc, err := testgen.LoadTest(f)
		if err != nil {
			t.Fatal(err)
		}
		tests = append(tests, tc)
	}
	return tests
}

// replayReproduces replays every test of dir natively against src.
func replayReproduces(t *testing.T, src, dir string) {
	t.Helper()
	if _, err := replay.FindCompiler(); err != nil {
		testutil.SkipMissing(t, "no C compiler: %v", err)
	}
	rs, err := replay.ReplaySuite(context.Background(), src, []string{dir}, replay.SuiteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) == 0 {
		t.Fatal("no test replayed")
	}
	for _, r := range rs {
		if r.Verdict.Result != replay.Reproduced {
			t.Errorf("%s: %s: expected %s, native run %s (%s)", filepath.Base(r.Path), r.Verdict.Result, r.Test.Outcome, r.Outcome, r.Verdict.Reason)
		}
	}
}

// nativeExit builds the C files with the system compiler and returns the
// program's exit status.
func nativeExit(t *testing.T, srcs ...string) int {
	t.Helper()
	cc, err := replay.FindCompiler()
	if err != nil {
		testutil.SkipMissing(t, "no C compiler: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "prog")
	var args []string
	for _, s := range srcs {
		args = append(args, kleeProg(s))
	}
	if out, err := exec.Command(cc, append(args, "-o", bin)...).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", cc, err, out)
	}
	err = exec.Command(bin).Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

// TestExitOnError: --exit-on-error stops at the first bug, whose test is
// the only one written, and the test reproduces natively.
func TestExitOnError(t *testing.T) {
	full, _ := runKLEE(t, "twobugs.c", Config{})
	if len(full.Bugs) != 3 {
		t.Fatalf("without --exit-on-error: %d bugs, want 3 (assert, ptr, div): %+v", len(full.Bugs), full.Bugs)
	}
	res, dir := runKLEE(t, "twobugs.c", Config{ExitOnError: true})
	if !res.ExitOnError || !strings.HasPrefix(res.Halted, "exit on error: ") {
		t.Errorf("ExitOnError %v, Halted %q", res.ExitOnError, res.Halted)
	}
	if len(res.Bugs) != 1 {
		t.Errorf("bugs %+v, want the first only", res.Bugs)
	}
	tests := loadTests(t, dir)
	if len(tests) != 1 || res.Tests != 1 || !tests[0].Outcome.IsBug() {
		t.Fatalf("%d tests (result says %d), want one bug test", len(tests), res.Tests)
	}
	replayReproduces(t, kleeProg("twobugs.c"), dir)
}

// TestExitOnErrorType: the run halts at the first bug of a listed type,
// KLEE's names mapped to symx's kinds, and not at others.
func TestExitOnErrorType(t *testing.T) {
	for _, c := range []struct {
		types []string
		kind  string // the kind that halts the run
	}{
		{[]string{"Ptr"}, "ptr"},
		{[]string{"Assert"}, "assert"},
		{[]string{"ReportError"}, "div"}, // KLEE reports division by zero through klee_report_error
		{[]string{"div"}, "div"},
		{[]string{"Free", "Ptr"}, "ptr"},
	} {
		t.Run(strings.Join(c.types, ","), func(t *testing.T) {
			for _, search := range []string{"dfs", "bfs"} {
				res, _ := runKLEE(t, "twobugs.c", Config{ExitOnErrorTypes: c.types, Search: []string{search}})
				if res.ExitOnError || !strings.HasPrefix(res.Halted, "exit on error: "+c.kind+" ") {
					t.Errorf("%s: Halted %q, want a stop at %s", search, res.Halted, c.kind)
				}
				last := res.Bugs[len(res.Bugs)-1]
				if last.Kind != c.kind {
					t.Errorf("%s: last bug %s, want %s (bugs %+v)", search, last.Kind, c.kind, res.Bugs)
				}
			}
		})
	}
	// A type the program never shows: the run goes to the end.
	res, _ := runKLEE(t, "twobugs.c", Config{ExitOnErrorTypes: []string{"Free"}})
	if res.Halted != "" || len(res.Bugs) != 3 {
		t.Errorf("Free: Halted %q, %d bugs; want a full run with 3", res.Halted, len(res.Bugs))
	}
	for _, bad := range []string{"ptr.err", "Bogus", "abort,"} {
		if CheckTerminationType(bad) == nil {
			t.Errorf("CheckTerminationType(%q) accepted", bad)
		}
	}
}

// TestMaxForks: forks.c has 64 paths; with at most k forks the run makes
// exactly k (each adds one state) and so finishes k+1 paths, every one a
// feasible path whose test reproduces natively. KLEE's --max-forks=0 is
// MaxForks < 0: one path.
func TestMaxForks(t *testing.T) {
	for _, c := range []struct {
		max   int64
		paths uint64
	}{{0, 64}, {5, 6}, {1, 2}, {-1, 1}, {100, 64}} {
		t.Run(fmt.Sprint(c.max), func(t *testing.T) {
			res, dir := runKLEE(t, "forks.c", Config{MaxForks: c.max})
			if res.Completed != c.paths || res.Partial != 0 {
				t.Errorf("paths: completed %d partial %d, want %d", res.Completed, res.Partial, c.paths)
			}
			if res.Stats.Forks != c.paths-1 {
				t.Errorf("forks %d, want %d", res.Stats.Forks, c.paths-1)
			}
			replayReproduces(t, kleeProg("forks.c"), dir)
		})
	}
}

// TestMaxForksSwitch: a switch forks all its feasible targets at once
// (four forks for five targets), so with a limit of 4 the first switch
// forks and no later one: 5 of switches.c's 25 paths.
func TestMaxForksSwitch(t *testing.T) {
	for _, c := range []struct {
		max   int64
		paths uint64
	}{{0, 25}, {4, 5}, {1, 5}, {-1, 1}} {
		res, dir := runKLEE(t, "switches.c", Config{MaxForks: c.max})
		if res.Completed != c.paths || res.Partial != 0 {
			t.Errorf("max %d: completed %d partial %d, want %d", c.max, res.Completed, res.Partial, c.paths)
		}
		replayReproduces(t, kleeProg("switches.c"), dir)
	}
}

// TestLibcAndExternalCalls: --libc=none links no C library, so atoi (which
// only the library defines) is an external call; strlen is modeled by the
// engine, as KLEE would run it natively, unless --external-calls=none.
func TestLibcAndExternalCalls(t *testing.T) {
	native := nativeExit(t, "libcalls.c")
	for _, c := range []struct {
		libc string
		ext  symexec.ExternalCallPolicy
		bug  string // kind: message, or "" for an exit with the native status
	}{
		{"", symexec.ExternalConcrete, ""},
		{LibcUclibc, symexec.ExternalAll, ""},
		{LibcKLEE, symexec.ExternalNone, ""}, // the library defines both
		{LibcNone, symexec.ExternalConcrete, "external: external function not supported: atoi"},
		{LibcNone, symexec.ExternalAll, "external: external function not supported: atoi"},
		{LibcNone, symexec.ExternalNone, "user: external calls disallowed: strlen"},
	} {
		t.Run(fmt.Sprintf("%s_%d", c.libc, c.ext), func(t *testing.T) {
			res, dir := runKLEE(t, "libcalls.c", Config{Libc: c.libc, ExternalCalls: c.ext})
			tests := loadTests(t, dir)
			if len(tests) != 1 {
				t.Fatalf("%d tests, want 1", len(tests))
			}
			if c.bug == "" {
				if o := tests[0].Outcome; o.Status != testgen.StatusExit || o.ExitCode != native {
					t.Errorf("outcome %s, want exit %d as natively", o, native)
				}
				return
			}
			if len(res.Bugs) != 1 || res.Bugs[0].Kind+": "+res.Bugs[0].Message != c.bug {
				t.Errorf("bugs %+v, want %s", res.Bugs, c.bug)
			}
		})
	}
}

// TestOptimize: --optimize runs opt -O2 over the program (C and IR
// input): loop.c's constant loop is folded, so far fewer instructions run,
// and the tests still reproduce natively.
func TestOptimize(t *testing.T) {
	if _, err := lookTool("opt-14", "opt"); err != nil {
		t.Skip(err)
	}
	plain, _ := runKLEE(t, "loop.c", Config{})
	inc, err := include.Dir()
	if err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(t.TempDir(), "loop.ll")
	if err := ir.Compile(kleeProg("loop.c"), ll, ir.LoadOptions{IncludeDirs: []string{inc}}); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"loop.c", ll} {
		res, dir := runKLEE(t, in, Config{Optimize: true})
		if res.Completed != 2 || res.Stats.Instructions*10 > plain.Stats.Instructions {
			t.Errorf("%s: %d paths, %d instructions (unoptimized %d); want 2 paths, a tenth of the instructions",
				in, res.Completed, res.Stats.Instructions, plain.Stats.Instructions)
		}
		replayReproduces(t, kleeProg("loop.c"), dir)
	}
}

// TestLinkLLVMLib: --link-llvm-lib supplies a function the program only
// declares; the run exits as the natively linked program does.
func TestLinkLLVMLib(t *testing.T) {
	res, _ := runKLEE(t, "usehelper.c", Config{})
	if len(res.Bugs) != 1 || res.Bugs[0].Kind != "external" {
		t.Fatalf("without the library: bugs %+v, want an external call", res.Bugs)
	}
	native := nativeExit(t, "usehelper.c", "helper.c")
	_, dir := runKLEE(t, "usehelper.c", Config{LinkLibs: []string{kleeProg("helper.c")}})
	tests := loadTests(t, dir)
	if len(tests) != 1 || tests[0].Outcome.Status != testgen.StatusExit || tests[0].Outcome.ExitCode != native {
		t.Fatalf("tests %v, want one exiting %d as natively", tests, native)
	}
	if _, err := Run(context.Background(), Config{Input: kleeProg("usehelper.c"), OutputDir: filepath.Join(t.TempDir(), "o"),
		LinkLibs: []string{"lib.bca"}}); err == nil || !strings.Contains(err.Error(), "archives") {
		t.Errorf("a .bca library: err %v, want an error about archives", err)
	}
}

// needZ3 returns z3's path, skipping the test without it (failing it in CI,
// which installs it).
func needZ3(t *testing.T) string {
	t.Helper()
	return testutil.NeedTool(t, "z3")
}

// TestWriteSMT2s: every test gets a .smt2 file that z3 reads and finds
// satisfiable together with the test's own input bytes: the file is the
// path condition the test satisfies.
func TestWriteSMT2s(t *testing.T) {
	z3 := needZ3(t)
	for _, prog := range []string{"twobugs.c", "forks.c"} {
		res, dir := runKLEE(t, prog, Config{WriteSMT2s: true})
		files, err := testgen.ListTests(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(files) != res.Tests || len(files) < 4 {
			t.Fatalf("%s: %d tests", prog, len(files))
		}
		constrained := 0
		for _, f := range files {
			tc, err := testgen.LoadTest(f)
			if err != nil {
				t.Fatal(err)
			}
			smt := strings.TrimSuffix(strings.TrimSuffix(f, ".ktest"), ".json") + ".smt2"
			src, err := os.ReadFile(smt)
			if err != nil {
				t.Fatal(err)
			}
			// Pin the test's bytes of every array the query declares.
			var pins strings.Builder
			for _, o := range tc.Objects {
				if !strings.Contains(string(src), "(declare-fun "+o.Name+" ") {
					continue
				}
				constrained++
				for i, b := range o.Bytes {
					fmt.Fprintf(&pins, "(assert (= (select %s (_ bv%d 32)) #x%02x))\n", o.Name, i, b)
				}
			}
			q := strings.Replace(string(src), "(check-sat)", pins.String()+"(check-sat)", 1)
			cmd := exec.Command(z3, "-in")
			cmd.Stdin = strings.NewReader(q)
			out, err := cmd.CombinedOutput()
			if first, _, _ := strings.Cut(string(out), "\n"); err != nil || first != "sat" {
				t.Errorf("%s: z3 says %q (%v) with the test's inputs pinned", smt, out, err)
			}
		}
		if constrained == 0 {
			t.Errorf("%s: no query constrains an input", prog)
		}
	}
}

// TestQueryLog: with both of KLEE's query logs, all-queries.smt2 holds
// one entry per query the executor asked and solver-queries.smt2 the
// fewer that reached the solver; z3 gives every logged script the
// answer logged beside it.
func TestQueryLog(t *testing.T) {
	z3 := needZ3(t)
	cached, total := 0, 0
	for _, prog := range []string{"twobugs.c", "querylog.c"} {
		res, dir := runKLEE(t, prog, Config{LogQueries: []string{QueryLogAll, QueryLogSolver}})
		entries := map[string][]string{}
		for _, name := range []string{"all-queries.smt2", "solver-queries.smt2"} {
			b, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			entries[name] = strings.Split(string(b), "; Query ")[1:]
		}
		all, core := len(entries["all-queries.smt2"]), len(entries["solver-queries.smt2"])
		if uint64(all) != res.Stats.Queries || core > all {
			t.Fatalf("%s: %d queries logged, %d of them the solver's; the executor asked %d", prog, all, core, res.Stats.Queries)
		}
		cached, total = cached+all-core, total+all
		info, err := os.ReadFile(filepath.Join(dir, "info"))
		if err != nil {
			t.Fatal(err)
		}
		// The chain's layers in info: answered of reached; the core's
		// answers as counts.
		for _, line := range []string{"solver: trivial answered ", "solver: bitblast.sat "} {
			if all > 0 && !strings.Contains(string(info), "\n"+line) {
				t.Errorf("%s: info lacks %q:\n%s", prog, line, info)
			}
		}
		t.Logf("%s: %d queries, %d reached the solver", prog, all, core)
		for name, es := range entries {
			for i, e := range es {
				_, e, _ = strings.Cut(e, "\n") // the query's number
				body, answer, ok := strings.Cut(e, "(exit)\n; ")
				answer, _, _ = strings.Cut(answer, " -- ")
				if !ok || answer != "sat" && answer != "unsat" {
					t.Fatalf("%s %s entry %d: no answer:\n%s", prog, name, i+1, e)
				}
				cmd := exec.Command(z3, "-in")
				cmd.Stdin = strings.NewReader(body + "(exit)\n")
				out, err := cmd.CombinedOutput()
				if got, _, _ := strings.Cut(string(out), "\n"); err != nil || got != answer {
					t.Errorf("%s %s entry %d: logged %s, z3 says %q (%v)", prog, name, i+1, answer, out, err)
				}
			}
		}
	}
	if total == 0 || cached == 0 {
		t.Errorf("%d queries, %d answered by the caches: want both above 0", total, cached)
	}
}

// TestOnlyOutputStatesCoveringNew: with KLEE's option only paths that
// covered new code (instructions or branch directions) get tests, fewer
// than the paths, yet their native replays (gcov) cover exactly the lines
// and branches all tests cover.
func TestOnlyOutputStatesCoveringNew(t *testing.T) {
	for _, prog := range []struct {
		name  string
		paths uint64
	}{{"covnew.c", 16}, {"covnew_edges.c", 6}, {"covnew_conds.c", 6}} {
		for _, search := range []string{"dfs", "bfs", "random-path"} {
			all, allDir := runKLEE(t, prog.name, Config{Search: []string{search}})
			some, someDir := runKLEE(t, prog.name, Config{Search: []string{search}, OnlyNewCoverage: true})
			if all.Completed != prog.paths || some.Completed != prog.paths {
				t.Fatalf("%s %s: completed %d and %d paths, want %d", prog.name, search, all.Completed, some.Completed, prog.paths)
			}
			if some.Tests == 0 || some.Tests > all.Tests || some.Tests == all.Tests {
				t.Errorf("%s %s: %d tests covering new code of %d", prog.name, search, some.Tests, all.Tests)
			}
			if _, err := replay.FindCompiler(); err != nil {
				t.Skip("no C compiler")
			}
			want, err := cover.Measure(context.Background(), kleeProg(prog.name), []string{allDir}, cover.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := cover.Measure(context.Background(), kleeProg(prog.name), []string{someDir}, cover.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got.Lines != want.Lines || got.Branches != want.Branches {
				t.Errorf("%s %s: %d tests cover lines %v branches %v; all %d tests %v %v", prog.name, search,
					some.Tests, got.Lines, got.Branches, all.Tests, want.Lines, want.Branches)
			}
		}
	}
}

// TestDumpAllOnHalt: --dump-states-on-halt=all writes a test for every
// state still running at the halt, even under
// --only-output-states-covering-new, where the halt dump writes only
// those that covered something new; each test's native run goes on past
// where its state stopped.
func TestDumpAllOnHalt(t *testing.T) {
	for _, insts := range []uint64{160, 240, 320} {
		cfg := Config{Search: []string{"bfs"}, OnlyNewCoverage: true, MaxInstructions: insts}
		some, _ := runKLEE(t, "covnew.c", cfg)
		cfg.DumpAllOnHalt = true
		all, dir := runKLEE(t, "covnew.c", cfg)
		if some.Halted == "" || some.Partial == 0 || all.Partial != some.Partial {
			t.Fatalf("%d instructions: halted %q, %d and %d states dumped", insts, some.Halted, some.Partial, all.Partial)
		}
		halted := 0
		for _, tc := range loadTests(t, dir) {
			if tc.Outcome.Status == testgen.StatusEarly {
				halted++
			}
		}
		if uint64(halted) != all.Partial || all.Tests <= some.Tests {
			t.Errorf("%d instructions: %d tests of %d dumped states (%d tests, %d without =all)",
				insts, halted, all.Partial, all.Tests, some.Tests)
		}
	}
}

package replay

import (
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/symx/symx/internal/i386"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/testgen"
	"golang.org/x/sys/unix"
)

// compilers are the C compilers the build tests use: those installed of
// clang-14 and gcc (each has its own flags for the trap and sanitizers).
func compilers() []string {
	var ccs []string
	for _, cc := range []string{"clang-14", "gcc"} {
		if _, err := exec.LookPath(cc); err == nil {
			ccs = append(ccs, cc)
		}
	}
	return ccs
}

var (
	buildMu    sync.Mutex
	builds     = map[string]string{}
	buildErrs  = map[string]error{}
	buildRoot  string
	buildSetup sync.Once
)

// buildTest builds testdata/<prog> once per compiler and ASan setting.
func buildTest(t *testing.T, cc, prog string, asan bool) string {
	t.Helper()
	buildSetup.Do(func() {
		var err error
		buildRoot, err = os.MkdirTemp("", "symx-replay-test-")
		if err != nil {
			panic(err)
		}
	})
	key := fmt.Sprintf("%s-%s-%v", cc, strings.TrimSuffix(prog, ".c"), asan)
	buildMu.Lock()
	defer buildMu.Unlock()
	if bin, ok := builds[key]; ok {
		return bin
	}
	if err, ok := buildErrs[key]; ok {
		t.Fatal(err)
	}
	bin, err := Build(context.Background(), filepath.Join("testdata", prog), BuildOptions{
		Compiler: cc, ASan: asan, Output: filepath.Join(buildRoot, key),
	})
	if err != nil {
		buildErrs[key] = err
		t.Fatal(err)
	}
	builds[key] = bin
	return bin
}

// generous is the time limit of a test's run that must end by itself: on
// a loaded machine a slow run (ASan's reports take a while) only answers
// later, which DefaultTimeout would call a timeout.
const generous = 2 * time.Minute

func TestMain(m *testing.M) {
	code := m.Run()
	if buildRoot != "" {
		os.RemoveAll(buildRoot)
	}
	os.Exit(code)
}

func i32(name string, v int32) testgen.Object {
	b := make([]byte, 4)
	binary.LittleEndian.PutUint32(b, uint32(v))
	return testgen.Object{Name: name, Bytes: b}
}

// writeKTest writes a ktest file with the given objects into dir.
func writeKTest(t *testing.T, dir string, args []string, objs ...testgen.Object) string {
	t.Helper()
	f, err := os.CreateTemp(dir, "t*.ktest")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := testgen.WriteKTest(f, &testgen.Test{Args: args, Objects: objs}); err != nil {
		t.Fatal(err)
	}
	return f.Name()
}

func bug(k testgen.Kind) testgen.Outcome { return testgen.Bug(&testgen.ErrorReport{Kind: k}) }

func TestReplayBugs(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	type tc struct {
		name    string
		asan    bool // needs the ASan build
		objs    []testgen.Object
		args    []string
		timeout time.Duration
		status  Status
		fault   Fault
		exit    int
		detail  string           // substring of Detail
		want    testgen.Outcome  // the engine's outcome the run must reproduce
		notWant *testgen.Outcome // an outcome it must not reproduce
	}
	m := func(mode, x int32, more ...testgen.Object) []testgen.Object {
		return append([]testgen.Object{i32("mode", mode), i32("x", x)}, more...)
	}
	exit3 := testgen.Exit(3)
	divBug := bug(testgen.KindDiv)
	ptrBug := bug(testgen.KindPtr)
	tests := []tc{
		{name: "exit code", objs: m(0, 7), status: Exited, exit: 7, want: testgen.Exit(7), notWant: &exit3},
		{name: "exit code modulo 256", objs: m(0, -1), status: Exited, exit: 255, want: testgen.Exit(-1)},
		{name: "arguments", objs: m(1, 1), args: []string{"prog", "10", "20"}, status: Exited, exit: 31, want: testgen.Exit(31)},
		{name: "no arguments", objs: m(1, 1), status: Exited, exit: 99, want: testgen.Exit(99)},
		{name: "assert", objs: m(2, 42), status: Crashed, fault: FaultAssert, detail: "Assertion `x != 42' failed",
			want: bug(testgen.KindAssert), notWant: &divBug},
		{name: "assert holds", objs: m(2, 41), status: Exited, exit: 0, want: testgen.Exit(0)},
		{name: "klee_assert", objs: m(3, 42), status: Crashed, fault: FaultAssert, detail: "x != 42", want: bug(testgen.KindAssert)},
		{name: "division by zero", objs: m(4, 0), status: Crashed, fault: FaultDivZero, want: divBug, notWant: &ptrBug},
		{name: "division by zero asan", asan: true, objs: m(4, 0), status: Crashed, fault: FaultDivZero, detail: "FPE", want: divBug},
		{name: "null dereference", objs: m(5, 0), status: Crashed, fault: FaultMemory, want: ptrBug, notWant: &divBug},
		{name: "null dereference asan", asan: true, objs: m(5, 0), status: Crashed, fault: FaultMemory, detail: "SEGV", want: ptrBug},
		{name: "use after free asan", asan: true, objs: m(6, 1), status: Crashed, fault: FaultMemory, detail: "heap-use-after-free", want: ptrBug},
		{name: "double free", objs: m(7, 1), status: Crashed, fault: FaultFree, detail: "double free", want: bug(testgen.KindFree)},
		{name: "double free asan", asan: true, objs: m(7, 1), status: Crashed, fault: FaultFree, detail: "double-free", want: bug(testgen.KindFree)},
		{name: "heap overflow asan", asan: true, objs: m(8, 4), status: Crashed, fault: FaultMemory, detail: "heap-buffer-overflow", want: ptrBug},
		{name: "stack overflow asan", asan: true, objs: m(9, 4), status: Crashed, fault: FaultMemory, detail: "stack-buffer-overflow", want: ptrBug},
		{name: "global overflow asan", asan: true, objs: m(19, 4), status: Crashed, fault: FaultMemory, detail: "global-buffer-overflow", want: ptrBug},
		{name: "assume violated", objs: m(10, 0), status: AssumeViolated, exit: ExitAssume, notWant: &exit3},
		{name: "assume holds", objs: m(10, 1), status: Exited, exit: 0, want: testgen.Exit(0)},
		{name: "reach_error", objs: m(11, 7), status: ReachError, exit: ExitReachError, want: bug(testgen.KindReachError)},
		{name: "report_error", objs: m(12, 0), status: UserError, exit: ExitUserError, detail: "custom failure",
			want: testgen.Bug(&testgen.ErrorReport{Kind: testgen.KindUser, Suffix: "custom"})},
		{name: "klee_abort", objs: m(13, 0), status: Crashed, fault: FaultAbort, want: bug(testgen.KindAbort)},
		{name: "abort", objs: m(14, 0), status: Crashed, fault: FaultAbort, want: bug(testgen.KindAbort)},
		{name: "unreachable", objs: m(15, 1), status: Crashed, fault: FaultUnreachable, want: bug(testgen.KindUnreachable)},
		{name: "trap", objs: m(22, 0), status: Crashed, fault: FaultUnreachable, want: bug(testgen.KindAbort)},
		{name: "overshift", objs: m(23, 2), status: Crashed, fault: FaultUnreachable, want: bug(testgen.KindOvershift)},
		{name: "no overshift", objs: m(23, 1), status: Exited, exit: 0, want: testgen.Exit(0)},
		{name: "stack exhaustion", objs: m(16, 0), status: Crashed, fault: FaultMemory, want: bug(testgen.KindOverflow)},
		{name: "stack exhaustion asan", asan: true, objs: m(16, 0), status: Crashed, fault: FaultStackOverflow, detail: "stack-overflow",
			want: bug(testgen.KindOverflow)},
		{name: "timeout", objs: m(17, 0), timeout: 300 * time.Millisecond, status: TimedOut, exit: -1, notWant: &exit3},
		{name: "third object", objs: m(18, 0, i32("y", 5)), status: Exited, exit: 5, want: testgen.Exit(5)},
		{name: "missing object", objs: m(18, 0), status: InputMismatch, exit: ExitMismatch, detail: "has only 2 objects", notWant: &exit3},
		{name: "wrong name", objs: []testgen.Object{i32("mode", 0), i32("q", 0)}, status: InputMismatch, exit: ExitMismatch,
			detail: `named "x" but the test's object 1 is "q"`},
		{name: "wrong size", objs: []testgen.Object{i32("mode", 0), {Name: "x", Bytes: []byte{1, 2}}}, status: InputMismatch,
			exit: ExitMismatch, detail: "of 4 bytes but the test's has 2 bytes"},
		{name: "symx names", objs: m(20, 1, i32("z", 10), i32("r", 5)), status: Exited, exit: 16, want: testgen.Exit(16)},
		{name: "klee_range", objs: m(21, 0, i32("r", 7)), status: Exited, exit: 7, want: testgen.Exit(7)},
		{name: "klee_range out of range", objs: m(21, 0, i32("r", 11)), status: InputMismatch, exit: ExitMismatch, detail: "outside [5, 10)"},
	}
	for _, cc := range ccs {
		for _, test := range tests {
			t.Run(cc+"/"+test.name, func(t *testing.T) {
				t.Parallel()
				bin := buildTest(t, cc, "bugs.c", test.asan)
				kt := writeKTest(t, t.TempDir(), test.args, test.objs...)
				var args []string
				if len(test.args) > 1 {
					args = test.args[1:]
				}
				got, err := Run(context.Background(), bin, kt, args, RunOptions{Timeout: cmp.Or(test.timeout, generous)})
				if err != nil {
					t.Fatal(err)
				}
				exitOK := got.ExitCode == test.exit || test.status == Crashed
				if got.Status != test.status || got.Fault != test.fault || !exitOK ||
					!strings.Contains(got.Detail, test.detail) {
					t.Fatalf("got %v (status %v, fault %v, exit %d, detail %q), want status %v, fault %v, exit %d, detail ~%q\nstderr:\n%s",
						got, got.Status, got.Fault, got.ExitCode, got.Detail, test.status, test.fault, test.exit, test.detail, got.Stderr)
				}
				if test.want.Status != testgen.StatusExit || test.want.ExitCode != 0 || test.status == Exited {
					if v := Compare(test.want, got); v.Result != Reproduced {
						t.Errorf("Compare(%v) = %v: %s", test.want, v.Result, v.Reason)
					}
				}
				if test.notWant != nil && Check(*test.notWant, got) {
					t.Errorf("Check(%v) is true for %v", *test.notWant, got)
				}
			})
		}
	}
}

// TestReplayMemcheck: under valgrind's memcheck, an over-read inside the
// C library (printf of a string without its NUL) and a use after free are
// memory faults; natively both runs exit normally.
func TestReplayMemcheck(t *testing.T) {
	// gcc's: Debian 12's valgrind (3.19) cannot read clang-14's DWARF 5.
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	testutil.NeedTool(t, "valgrind")
	bin := buildTest(t, "gcc", "bugs.c", false)
	for _, c := range []struct {
		mode   int32
		detail string
	}{{24, "Invalid read of size 1"}, {6, "Invalid read of size 4"}} {
		kt := writeKTest(t, t.TempDir(), nil, i32("mode", c.mode), i32("x", 0))
		native, err := Run(context.Background(), bin, kt, nil, RunOptions{Timeout: generous})
		if err != nil {
			t.Fatal(err)
		}
		got, err := Run(context.Background(), bin, kt, nil, RunOptions{Memcheck: true, Timeout: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		if native.Status != Exited || got.Status != Crashed || got.Fault != FaultMemory ||
			!strings.Contains(got.Detail, c.detail) || !Check(bug(testgen.KindPtr), got) {
			t.Errorf("mode %d: native %v, under memcheck %v (%q), want exited, then a memory fault %q\nstderr:\n%s",
				c.mode, native, got, got.Detail, c.detail, got.Stderr)
		}
	}
}

// TestReplayMemoryBugNeedsASan shows why the ASan build exists: natively a
// use after free goes unnoticed, and the mismatch says so.
func TestReplayMemoryBugNeedsASan(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	bin := buildTest(t, ccs[0], "bugs.c", false)
	kt := writeKTest(t, t.TempDir(), nil, i32("mode", 6), i32("x", 1))
	got, err := Run(context.Background(), bin, kt, nil, RunOptions{Timeout: generous})
	if err != nil {
		t.Fatal(err)
	}
	v := Compare(bug(testgen.KindPtr), got)
	if got.Status != Exited || v.Result != Mismatch || !strings.Contains(v.Reason, "ASan") {
		t.Fatalf("got %v, verdict %v %q", got, v.Result, v.Reason)
	}
}

func TestReplaySVCOMP(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	objs := func(i int32) []testgen.Object {
		f := make([]byte, 4)
		binary.LittleEndian.PutUint32(f, 0x3fc00000) // 1.5f
		d := make([]byte, 8)
		binary.LittleEndian.PutUint64(d, 0xc004000000000000) // -2.5
		return []testgen.Object{
			i32("int", i), {Name: "bool", Bytes: []byte{2}}, {Name: "char", Bytes: []byte{0xff}},
			{Name: "uchar", Bytes: []byte{0xff}}, {Name: "short", Bytes: []byte{0xfe, 0xff}},
			{Name: "ushort", Bytes: []byte{0xfe, 0xff}}, i32("uint", -1),
			{Name: "long", Bytes: []byte{0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}},
			{Name: "ulonglong", Bytes: []byte{0, 0, 0, 0, 1, 0, 0, 0}},
			{Name: "float", Bytes: f}, {Name: "double", Bytes: d},
		}
	}
	for _, cc := range ccs {
		t.Run(cc, func(t *testing.T) {
			bin := buildTest(t, cc, "svcomp.c", false)
			dir := t.TempDir()

			got, err := Run(context.Background(), bin, writeKTest(t, dir, nil, objs(5)...), nil, RunOptions{Timeout: generous})
			if err != nil {
				t.Fatal(err)
			}
			const want = "5 1 -1 255 -2 65534 4294967295 -3 4294967296 1.5 -2.5\n"
			if got.Status != Exited || got.ExitCode != 0 || string(got.Stdout) != want {
				t.Fatalf("got %v, stdout %q, want %q\nstderr: %s", got, got.Stdout, want, got.Stderr)
			}

			// The task's own reach_error (an assertion failure) replaces the
			// runtime's, and still reproduces a reach_error bug.
			got, err = Run(context.Background(), bin, writeKTest(t, dir, nil, objs(1234)...), nil, RunOptions{Timeout: generous})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != Crashed || got.Fault != FaultAssert || !Check(bug(testgen.KindReachError), got) {
				t.Fatalf("got %v\nstderr: %s", got, got.Stderr)
			}

			got, err = Run(context.Background(), bin, writeKTest(t, dir, nil, objs(-1)...), nil, RunOptions{Timeout: generous})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != AssumeViolated {
				t.Fatalf("got %v", got)
			}

			// A nondet object of the wrong size.
			bad := objs(1)
			bad[1].Bytes = []byte{1, 0}
			got, err = Run(context.Background(), bin, writeKTest(t, dir, nil, bad...), nil, RunOptions{Timeout: generous})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != InputMismatch || !strings.Contains(got.Detail, "of 1 bytes but the test's has 2") {
				t.Fatalf("got %v", got)
			}
		})
	}
}

func TestReplayBadTestFile(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	bin := buildTest(t, ccs[0], "bugs.c", false)
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.ktest")
	os.WriteFile(garbage, []byte("NOTAKTEST"), 0o644)
	full, _ := testgen.MarshalKTest(&testgen.Test{Objects: []testgen.Object{i32("mode", 0), i32("x", 0)}})
	truncated := filepath.Join(dir, "truncated.ktest")
	os.WriteFile(truncated, full[:len(full)-2], 0o644)
	huge := filepath.Join(dir, "huge.ktest")
	os.WriteFile(huge, []byte("KTEST\x00\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xff\xff\xff\xff"), 0o644)
	for _, tc := range []struct{ name, path, detail string }{
		{"missing", filepath.Join(dir, "missing.ktest"), "No such file"},
		{"garbage", garbage, "bad magic"},
		{"truncated", truncated, "truncated object data"},
		{"huge count", huge, "object count larger than the file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Run(context.Background(), bin, tc.path, nil, RunOptions{Timeout: generous})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != BadTestFile || !strings.Contains(got.Detail, tc.detail) || Check(testgen.Exit(0), got) {
				t.Fatalf("got %v", got)
			}
		})
	}
}

// TestReplayFile replays tests written by testgen.Writer, from their
// .ktest and from their .json files.
func TestReplayFile(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	bin := buildTest(t, ccs[0], "bugs.c", false)
	dir := t.TempDir()
	w, err := testgen.NewWriter(dir, testgen.DefaultWriterOptions())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		test *testgen.Test
		want Result
	}{
		{&testgen.Test{Args: []string{"bugs", "1", "2"}, Objects: []testgen.Object{i32("mode", 1), i32("x", 3)}, Outcome: testgen.Exit(6)}, Reproduced},
		{&testgen.Test{Args: []string{"bugs"}, Objects: []testgen.Object{i32("mode", 4), i32("x", 0)},
			Outcome: testgen.Bug(&testgen.ErrorReport{Kind: testgen.KindDiv, Message: "division by zero", File: "bugs.c", Line: 42})}, Reproduced},
		{&testgen.Test{Args: []string{"bugs"}, Objects: []testgen.Object{i32("mode", 0), i32("x", 1)}, Outcome: testgen.Exit(2)}, Mismatch},
		{&testgen.Test{Args: []string{"bugs"}, Objects: []testgen.Object{i32("mode", 0), i32("x", 1)}, Outcome: testgen.Early("max-time")}, Unchecked},
		{&testgen.Test{Args: []string{"bugs"}, Objects: []testgen.Object{i32("mode", 0), i32("x", 1)},
			Outcome: testgen.Bug(&testgen.ErrorReport{Kind: testgen.KindExec, Message: "unsupported"})}, Unchecked},
	}
	for _, tc := range tests {
		id, err := w.Write(tc.test)
		if err != nil {
			t.Fatal(err)
		}
		for _, ext := range []string{"ktest", "json"} {
			res, err := ReplayFile(context.Background(), bin, w.Path(id, ext), RunOptions{Timeout: generous})
			if err != nil {
				t.Fatal(err)
			}
			if res.Verdict.Result != tc.want {
				t.Errorf("test %d (.%s): %v: %s", id, ext, res.Verdict.Result, res.Verdict.Reason)
			}
		}
	}
	if _, err := ReplayFile(context.Background(), bin, filepath.Join(dir, "nope.ktest"), RunOptions{Timeout: generous}); err == nil {
		t.Error("missing test file accepted")
	}
}

func TestBuildErrors(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.c")
	os.WriteFile(bad, []byte("int main(void) { return undefined_variable; }\n"), 0o644)
	_, err := Build(context.Background(), bad, BuildOptions{Compiler: ccs[0], Output: filepath.Join(dir, "bad")})
	var be *BuildError
	if !errors.As(err, &be) || !strings.Contains(be.Output, "undefined_variable") || !strings.Contains(err.Error(), "undefined_variable") {
		t.Fatalf("err = %v", err)
	}
	if _, err := Build(context.Background(), filepath.Join(dir, "missing.c"), BuildOptions{}); err == nil {
		t.Fatal("missing source accepted")
	}
	if _, err := Build(context.Background(), bad, BuildOptions{Compiler: "no-such-compiler-xyz"}); err == nil {
		t.Fatal("missing compiler accepted")
	}
}

func TestBuildVariants(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	for _, cc := range ccs {
		for _, v := range []struct {
			name string
			opts BuildOptions
		}{
			{"coverage", BuildOptions{Coverage: true}},
			{"m32", BuildOptions{M32: true}},
			{"default output", BuildOptions{}},
		} {
			t.Run(cc+"/"+v.name, func(t *testing.T) {
				dir := t.TempDir()
				opts := v.opts
				opts.Compiler = cc
				if v.name != "default output" {
					opts.Output = filepath.Join(dir, "bugs")
				}
				if v.opts.M32 {
					testutil.NeedM32(t, cc)
				}
				bin, err := Build(context.Background(), filepath.Join("testdata", "bugs.c"), opts)
				if err != nil {
					t.Fatal(err)
				}
				if opts.Output == "" {
					defer os.RemoveAll(filepath.Dir(bin))
				}
				kt := writeKTest(t, dir, nil, i32("mode", 0), i32("x", 9))
				got, err := Run(context.Background(), bin, kt, nil, RunOptions{Timeout: generous})
				if err != nil {
					t.Fatal(err)
				}
				if got.Status != Exited || got.ExitCode != 9 {
					t.Fatalf("got %v\n%s", got, got.Stderr)
				}
				if v.opts.Coverage {
					for _, ext := range []string{"gcno", "gcda"} {
						if m, _ := filepath.Glob(filepath.Join(dir, "*."+ext)); len(m) == 0 {
							t.Errorf("no .%s file in %s", ext, dir)
						}
					}
				}
			})
		}
	}
}

func TestRunErrors(t *testing.T) {
	if _, err := Run(context.Background(), "/nonexistent/binary", "x.ktest", nil, RunOptions{Timeout: generous}); err == nil {
		t.Fatal("missing binary accepted")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, "/bin/true", "x.ktest", nil, RunOptions{Timeout: generous}); err == nil {
		t.Fatal("cancelled context accepted")
	}
}

func TestKilledBySignal(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "kill.sh")
	os.WriteFile(script, []byte("#!"+sh+"\nkill -$1 $$\n"), 0o755)
	for _, tc := range []struct {
		sig   string
		fault Fault
		s     syscall.Signal
	}{
		{"SEGV", FaultMemory, syscall.SIGSEGV},
		{"FPE", FaultDivZero, syscall.SIGFPE},
		{"ILL", FaultUnreachable, syscall.SIGILL},
		{"TERM", FaultOther, syscall.SIGTERM},
	} {
		got, err := Run(context.Background(), script, "x.ktest", []string{tc.sig}, RunOptions{Timeout: generous})
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != Crashed || got.Fault != tc.fault || got.Signal != tc.s || got.ExitCode != -1 {
			t.Errorf("kill -%s: got %v", tc.sig, got)
		}
	}
}

// TestReplaySuiteSkipsBadFile: the empty files a killed run could leave
// (an older symx wrote in place) are skipped with their error; the
// suite's other tests are still replayed.
func TestReplaySuiteSkipsBadFile(t *testing.T) {
	if len(compilers()) == 0 {
		t.Skip("no C compiler")
	}
	dir := t.TempDir()
	w, err := testgen.NewWriter(dir, testgen.WriterOptions{JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []int32{3, 5} {
		// mode 0 exits with x (see testdata/bugs.c).
		if _, err := w.Write(&testgen.Test{Args: []string{"bugs"}, Objects: []testgen.Object{i32("mode", 0), i32("x", x)}, Outcome: testgen.Exit(int(x))}); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dir, "test000003.json"), nil, 0o644)
	rs, err := ReplaySuite(context.Background(), "testdata/bugs.c", []string{dir}, SuiteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 3 {
		t.Fatalf("%d results", len(rs))
	}
	for _, r := range rs[:2] {
		if r.Err != nil || r.Verdict.Result != Reproduced {
			t.Errorf("%s: %v %v: %s", r.Path, r.Err, r.Verdict.Result, r.Verdict.Reason)
		}
	}
	if rs[2].Err == nil || filepath.Base(rs[2].Path) != "test000003.json" {
		t.Errorf("empty test file: %+v", rs[2])
	}
}

// TestReplayDataModel replays a 4-byte long, the test of an -m32 run,
// without --32: the output directory's info records the data model, and
// the suite builds the program with -m32 accordingly. Without the record
// the mismatch says what to try.
func TestReplayDataModel(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	testutil.NeedM32(t, ccs[0])
	dir := t.TempDir()
	w, err := testgen.NewWriter(dir, testgen.DefaultWriterOptions())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(&testgen.Test{Args: []string{"datamodel"}, Objects: []testgen.Object{i32("x", 5)}, Outcome: testgen.Exit(5)}); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join("testdata", "datamodel.c")
	opts := SuiteOptions{Build: BuildOptions{Compiler: ccs[0]}}
	rs, err := ReplaySuite(context.Background(), src, []string{dir}, opts)
	if err != nil || len(rs) != 1 {
		t.Fatalf("%v %v", rs, err)
	}
	if v := rs[0].Verdict; v.Result != Mismatch || strings.Count(v.Reason, "input mismatch") != 1 || !strings.Contains(v.Reason, "--32") {
		t.Errorf("without a record: %v: %s", v.Result, v.Reason)
	}
	if err := os.WriteFile(filepath.Join(dir, "info"), []byte(testgen.DataModelLine(4)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rs, err = ReplaySuite(context.Background(), src, []string{dir}, opts)
	if err != nil || len(rs) != 1 {
		t.Fatalf("%v %v", rs, err)
	}
	if v := rs[0].Verdict; v.Result != Reproduced {
		t.Errorf("with the record: %v: %s", v.Result, v.Reason)
	}
}

// TestModelEnvironment checks that the native program runs in the
// environment symx's C library models whatever the caller's: the C locale
// (ANSI_X3.4-1968, glibc's name), UTC, and getrandom's fixed stream
// (splitmix64 from seed 0, computed independently).
func TestModelEnvironment(t *testing.T) {
	cc, err := FindCompiler()
	if err != nil {
		t.Skip(err)
	}
	t.Setenv("LANG", "C.UTF-8")
	t.Setenv("LC_ALL", "C.UTF-8")
	t.Setenv("LC_CTYPE", "C.UTF-8")
	t.Setenv("TZ", "Asia/Tokyo")
	bin := buildTest(t, cc, "modelenv.c", false)
	kt := writeKTest(t, t.TempDir(), nil)
	got, err := Run(context.Background(), bin, kt, nil, RunOptions{Timeout: generous})
	if err != nil {
		t.Fatal(err)
	}
	want := "LANG=- LC_ALL=- LC_CTYPE=- TZ=UTC0\n" +
		"locale=C codeset=ANSI_X3.4-1968\n" +
		"epoch=1970-01-01 00:00 UTC\n" +
		"afcd1d7b39a820e2f465\n"
	if string(got.Stdout) != want || got.ExitCode != 0 {
		t.Errorf("got exit %d, stdout\n%s\nwant\n%s", got.ExitCode, got.Stdout, want)
	}
}

// needRootShim skips a test of runs through the namespace shim unless
// it can run (as root, with util-linux's unshare and a C compiler), and
// returns the compiler.
func needRootShim(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("namespaces and changing the user need root")
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		t.Skip("no unshare (util-linux)")
	}
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	return ccs[0]
}

// TestIsolatePIDs: with IsolatePIDs the program runs in a PID namespace
// of its own (as its second process: init ignores the signals it raises),
// and its end, here by a signal it raises, is reported as without it.
func TestIsolatePIDs(t *testing.T) {
	cc := needRootShim(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "pid.c")
	os.WriteFile(src, []byte("#include <stdio.h>\n#include <signal.h>\n#include <unistd.h>\n"+
		"int main(void){printf(\"%d\", (int)getpid()); fflush(stdout); raise(SIGTERM); return 0;}\n"), 0o644)
	bin := filepath.Join(dir, "pid")
	if out, err := exec.Command(cc, "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	kt := writeKTest(t, dir, nil)
	for _, isolate := range []bool{false, true} {
		o, err := Run(context.Background(), bin, kt, nil, RunOptions{IsolatePIDs: isolate})
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != Crashed || o.Signal != syscall.SIGTERM {
			t.Errorf("isolate=%v: %v signal %v, want a crash by SIGTERM", isolate, o.Status, o.Signal)
		}
		if inNS := string(o.Stdout) == "2"; inNS != isolate {
			t.Errorf("isolate=%v: pid %s", isolate, o.Stdout)
		}
	}
}

// TestPrivateTmp: with IsolatePIDs the program's /tmp lists only what the
// run needs (its working directory's entry, here also the binary's and
// the test file's), not what other processes keep there; its working
// directory is reached through the new /tmp, and the files it makes
// there are the machine's (they outlive the run).
func TestPrivateTmp(t *testing.T) {
	cc := needRootShim(t)
	decoy, err := os.CreateTemp("/tmp", "symx-decoy-")
	if err != nil {
		t.Skip("no /tmp:", err)
	}
	decoy.Close()
	defer os.Remove(decoy.Name())
	dir, err := os.MkdirTemp("/tmp", "symx-private-tmp-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "ls.c")
	os.WriteFile(src, []byte(`#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  DIR *d = opendir("/tmp");
  struct dirent *e;
  int n = 0, decoy = 0;
  while (d && (e = readdir(d)))
    if (e->d_name[0] != '.') {
      n++;
      decoy |= strcmp(e->d_name, argv[1]) == 0;
    }
  char cwd[4096];
  FILE *f = fopen("made", "w");
  printf("%d %d %s %d", n, decoy, getcwd(cwd, sizeof cwd), f != NULL);
  return 0;
}
`), 0o644)
	bin := filepath.Join(dir, "ls")
	if out, err := exec.Command(cc, "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	kt := writeKTest(t, dir, nil)
	work := filepath.Join(dir, "work")
	os.Mkdir(work, 0o755)
	for _, isolate := range []bool{false, true} {
		os.Remove(filepath.Join(work, "made"))
		o, err := Run(context.Background(), bin, kt, []string{filepath.Base(decoy.Name())}, RunOptions{IsolatePIDs: isolate, Dir: work})
		if err != nil {
			t.Fatal(err)
		}
		var n, seen, made int
		var cwd string
		fmt.Sscanf(string(o.Stdout), "%d %d %s %d", &n, &seen, &cwd, &made)
		if o.Status != Exited || cwd != work || made != 1 {
			t.Fatalf("isolate=%v: %v %q %s, want exit 0 in %s having made a file", isolate, o, o.Stdout, o.Stderr, work)
		}
		if _, err := os.Stat(filepath.Join(work, "made")); err != nil {
			t.Errorf("isolate=%v: the file made is not in the machine's %s", isolate, work)
		}
		if isolate && (seen != 0 || n != 1) {
			t.Errorf("isolated: /tmp has %d entries (the decoy among them: %v), want only the run's directory", n, seen == 1)
		}
		if !isolate && seen != 1 {
			t.Errorf("not isolated: the decoy is not in /tmp")
		}
	}
}

// TestRunAsUser: with RunOptions.User the program runs as the model's user
// (uid and gid 65000, no supplementary groups), isolated or not: it cannot
// make a directory in "/" (root's), as symx's C library model says, and
// can in its own working directory; it reads its test file (handed over);
// it cannot fork (EAGAIN: the model makes no processes); it owns its
// stdout (a pipe), so it may set its times (touch -).
func TestRunAsUser(t *testing.T) {
	cc := needRootShim(t)
	dir, err := os.MkdirTemp("", "symx-as-user-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o755) // the user runs the binary from here
	src := filepath.Join(dir, "who.c")
	os.WriteFile(src, []byte(`#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
int main(void) {
  int root = mkdir("/symx-as-user-test", 0755) == 0 ? 0 : errno;
  int own = mkdir("d", 0755) == 0 ? 0 : errno;
  FILE *f = fopen(getenv("KTEST_FILE"), "rb");
  pid_t p = fork();
  if (p == 0)
    _exit(0);
  int fk = p < 0 ? errno : 0;
  int times = futimens(1, NULL) == 0 ? 0 : errno;
  struct stat in;
  fstat(0, &in);
  printf("%d %d %d %d %d %d %d %d %d %o", (int)getuid(), (int)getgid(), (int)getgroups(0, NULL), root, own, f != NULL, fk, times,
         (int)in.st_uid, (unsigned)(in.st_mode & 0777));
  return 0;
}
`), 0o644)
	bin := filepath.Join(dir, "who")
	if out, err := exec.Command(cc, "-include", "stdlib.h", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	kt := writeKTest(t, t.TempDir(), nil)
	common := fmt.Sprintf("65000 65000 0 %d 0 1 %d", int(syscall.EACCES), int(syscall.EAGAIN))
	// A symbolic stdout's and stdin's stat objects name their owners and
	// modes: stdout root's and read-only, so that setting its times is
	// refused (touch -, as the model says), stdin the user's.
	rootsReadOnly := &FileOwner{Uid: 0, Gid: 0, Perm: 0o444}
	users := &FileOwner{Uid: ModelUser.Uid, Gid: ModelUser.Gid, Perm: 0o666}
	for i, tc := range []struct {
		isolate       bool
		stdout, stdin *FileOwner
		want          string
	}{
		{false, nil, nil, common + " 0 0 666"},
		{true, nil, nil, common + " 0 0 666"},
		{true, rootsReadOnly, users, common + fmt.Sprintf(" %d 65000 666", int(syscall.EACCES))},
		{false, users, rootsReadOnly, common + " 0 0 444"},
	} {
		work := filepath.Join(dir, fmt.Sprint("work", i))
		os.Mkdir(work, 0o700)
		os.Chown(work, int(ModelUser.Uid), int(ModelUser.Gid))
		opts := RunOptions{IsolatePIDs: tc.isolate, User: ModelUser, Dir: work, StdoutOwner: tc.stdout, StdinOwner: tc.stdin}
		if tc.stdin != nil {
			opts.Stdin = []byte("in")
		}
		o, err := Run(context.Background(), bin, kt, nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != Exited || string(o.Stdout) != tc.want {
			t.Errorf("case %d: %v, output %q, want exit 0 and %q (uid gid groups mkdir-/ mkdir-own test-readable fork futimens-stdout stdin's-uid stdin's-mode)", i, o, o.Stdout, tc.want)
		}
	}
	if _, err := os.Stat("/symx-as-user-test"); err == nil {
		os.Remove("/symx-as-user-test")
		t.Error("the program made a directory in /")
	}
}

// TestStatOf: the owner, group and mode of a symbolic file come from its
// stat object, in both data models' layouts (x86-64 struct stat, i386
// struct stat64), checked against the C layout the compiler gives; the
// native mode lets any user read and lets it write when the modeled mode
// has a write bit.
func TestStatOf(t *testing.T) {
	le := binary.LittleEndian
	for _, tc := range []struct {
		size, modeAt, uidAt, atimAt, mtimAt int
	}{{144, 24, 28, 72, 88}, {96, 16, 24, 64, 72}} {
		b := make([]byte, tc.size)
		le.PutUint32(b[tc.modeAt:], 0o100400)
		le.PutUint32(b[tc.uidAt:], 1234)
		le.PutUint32(b[tc.uidAt+4:], 5678)
		want := fileStat{1234, 5678, 0o100400, [2]syscall.Timespec{{Sec: -7, Nsec: 9}, {Sec: 1e9, Nsec: 999999999}}}
		if tc.size == 144 {
			le.PutUint64(b[tc.atimAt:], uint64(want.times[0].Sec))
			le.PutUint64(b[tc.atimAt+8:], uint64(want.times[0].Nsec))
			le.PutUint64(b[tc.mtimAt:], uint64(want.times[1].Sec))
			le.PutUint64(b[tc.mtimAt+8:], uint64(want.times[1].Nsec))
		} else {
			le.PutUint32(b[tc.atimAt:], uint32(want.times[0].Sec))
			le.PutUint32(b[tc.atimAt+4:], uint32(want.times[0].Nsec))
			le.PutUint32(b[tc.mtimAt:], uint32(want.times[1].Sec))
			le.PutUint32(b[tc.mtimAt+4:], uint32(want.times[1].Nsec))
		}
		if got, ok := statOf(b); !ok || got != want || got.nativeMode(ModelUser.Uid+1) != 0o444 {
			t.Errorf("%d bytes: %+v %v, want %+v, native 0444", tc.size, got, ok, want)
		}
	}
	// KLEE's objects leave the times unconstrained: a time utimensat
	// refuses is left alone (UTIME_OMIT), not an error.
	b := make([]byte, 144)
	for i := 72; i < 104; i++ {
		b[i] = 0x7f
	}
	le.PutUint64(b[88:], 1<<34) // seconds past 2446, nanoseconds 0x7f7f...
	if got, _ := statOf(b); got.times[0].Nsec != unix.UTIME_OMIT || got.times[1].Nsec != unix.UTIME_OMIT {
		t.Errorf("unstorable times read as %+v, want UTIME_OMIT", got.times)
	}
	f := filepath.Join(t.TempDir(), "A")
	os.WriteFile(f, nil, 0o644)
	st, _ := statOf(b)
	if err := syscall.UtimesNano(f, st.times[:]); err != nil {
		t.Errorf("setting omitted times: %v", err)
	}
	for _, tc := range []struct {
		st   fileStat
		want os.FileMode
	}{
		{fileStat{uid: 1, mode: 0o020}, 0o666}, // another's: any write bit
		{fileStat{uid: 1, mode: 0o755}, 0o666},
		{fileStat{uid: 1, mode: 0o500}, 0o444},
		{fileStat{uid: 65000, mode: 0o755}, 0o755}, // the user's: its bits (install -C compares them)
		{fileStat{uid: 65000, mode: 0o020}, 0o620}, // readable, writable by the model's rule
		{fileStat{uid: 65000, mode: 0o104}, 0o504},
		{fileStat{uid: 65000, mode: 0o4755}, 0o755},
	} {
		if got := tc.st.nativeMode(65000); got != tc.want {
			t.Errorf("mode %o of uid %d replayed by uid 65000: %o natively, want %o", tc.st.mode, tc.st.uid, got, tc.want)
		}
	}
	if _, ok := statOf(make([]byte, 8)); ok {
		t.Error("an 8-byte object read as a stat buffer")
	}
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "off.c")
	os.WriteFile(src, []byte("#define _LARGEFILE64_SOURCE\n#include <stdio.h>\n#include <stddef.h>\n#include <sys/stat.h>\n"+
		"int main(void){printf(\"%zu %zu %zu %zu %zu %zu\", sizeof(struct stat64), offsetof(struct stat64, st_mode), offsetof(struct stat64, st_uid), offsetof(struct stat64, st_gid), offsetof(struct stat64, st_atim), offsetof(struct stat64, st_mtim)); return 0;}\n"), 0o644)
	for _, m := range []struct {
		flag string
		want string
	}{{"-m64", "144 24 28 32 72 88"}, {"-m32", "96 16 24 28 64 72"}} {
		bin := filepath.Join(dir, "off"+m.flag)
		if out, err := exec.Command(ccs[0], m.flag, "-o", bin, src).CombinedOutput(); err != nil {
			t.Logf("%s: %v\n%s", m.flag, err, out)
			continue
		}
		cmd, err := i386.Command(bin)
		if err != nil {
			t.Logf("%s: %v", m.flag, err) // this machine runs no i386 programs
			continue
		}
		out, err := cmd.Output()
		if err != nil || string(out) != m.want {
			t.Errorf("%s: stat64 size, st_mode, st_uid, st_gid, st_atim, st_mtim offsets %q, want %q", m.flag, out, m.want)
		}
	}
}

// A symbolic argument's last byte is the model's NUL whatever the test
// holds there: "-4\xb4" from a 3-byte object is the argument "-4" (test's
// `[ -t -4 ]` replayed as an invalid integer before).
func TestArgString(t *testing.T) {
	for _, tc := range []struct {
		bytes []byte
		want  string
	}{
		{[]byte("-4\xb4"), "-4"},
		{[]byte("ab\x00"), "ab"},
		{[]byte("a\x00z"), "a"},
		{[]byte("\x00\x00\x00"), ""},
		{[]byte("x"), ""},
		{nil, ""},
	} {
		if got := argString(tc.bytes); got != tc.want {
			t.Errorf("argString(%q) = %q, want %q", tc.bytes, got, tc.want)
		}
	}
}

// TestReplayStoppedInSetup: a POSIX test whose path was stopped while the
// runtime was still making the command line (n_args then fewer argNN
// objects than it says, and no model_version) never reached main: its
// replay is unchecked, without running anything; the same objects with
// another outcome are a test that does not fit, an error.
func TestReplayStoppedInSetup(t *testing.T) {
	objs := []testgen.Object{{Name: "n_args", Bytes: []byte{2, 0, 0, 0}}, {Name: "arg00", Bytes: []byte("a\x00")}}
	args := []string{"prog", "--sym-args", "0", "2", "2"}
	for _, c := range []struct {
		name    string
		outcome testgen.Outcome
		wantErr bool
	}{
		{"stopped", testgen.Outcome{Status: testgen.StatusEarly, Reason: "halted: instruction limit reached"}, false},
		{"exited", testgen.Exit(0), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "test000001.json")
			f, err := os.Create(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := testgen.WriteJSON(f, &testgen.Test{Args: args, Objects: objs, Outcome: c.outcome}); err != nil {
				t.Fatal(err)
			}
			f.Close()
			res, err := ReplayFile(context.Background(), "/nonexistent/prog", path, RunOptions{Timeout: generous})
			if c.wantErr {
				if err == nil || !strings.Contains(err.Error(), "lacks a symbolic argument object") {
					t.Fatalf("err %v, want the missing argument", err)
				}
				return
			}
			if err != nil || !res.NotRun || res.Verdict.Result != Unchecked || !strings.Contains(res.Verdict.Reason, "before main") {
				t.Fatalf("verdict %+v, err %v; want unchecked before main", res.Verdict, err)
			}
		})
	}
}

// TestReplayAllocationLimit: symx's malloc returns NULL past 4 GiB
// (exec.MaxAlloc), where Linux's overcommit grants 12 GiB natively on a
// machine of 24 GiB; the replay's data limit (ASan's
// max_allocation_size_mb for an ASan build) makes the native malloc
// agree, and leaves the sizes the model grants alone.
func TestReplayAllocationLimit(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	u64 := func(v uint64) testgen.Object {
		b := make([]byte, 8)
		binary.LittleEndian.PutUint64(b, v)
		return testgen.Object{Name: "n", Bytes: b}
	}
	for _, asan := range []bool{false, true} {
		bin := buildTest(t, ccs[0], "bigalloc.c", asan)
		for _, c := range []struct {
			n    uint64
			exit int
		}{
			{1 << 20, 0},
			{ModelMaxAlloc, 0},
			{ModelMaxAlloc + replayDataSlack + 1, 1},
			{12 << 30, 1},
			{1 << 62, 1},
		} {
			kt := writeKTest(t, t.TempDir(), nil, u64(c.n))
			got, err := Run(context.Background(), bin, kt, nil, RunOptions{Timeout: generous})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != Exited || got.ExitCode != c.exit {
				t.Errorf("asan %v, malloc(%d): %v exit %d, want exit %d\nstderr:\n%s", asan, c.n, got.Status, got.ExitCode, c.exit, got.Stderr)
			}
		}
	}
}

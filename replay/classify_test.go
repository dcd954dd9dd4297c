package replay

import (
	"bytes"
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/symx/symx/testgen"
)

// Wait statuses as the kernel reports them.
func exited(code int) syscall.WaitStatus         { return syscall.WaitStatus(code << 8) }
func killed(s syscall.Signal) syscall.WaitStatus { return syscall.WaitStatus(s) }

func TestClassify(t *testing.T) {
	tests := []struct {
		name   string
		ws     syscall.WaitStatus
		stderr string
		status Status
		fault  Fault
		detail string
	}{
		{"exit 0", exited(0), "", Exited, FaultNone, ""},
		{"exit 200 without marker", exited(200), "", Exited, FaultNone, ""},
		{"assume", exited(200), "symx-replay: assumption violated\n", AssumeViolated, FaultNone, "assumption violated"},
		{"marker with wrong code", exited(1), "symx-replay: assumption violated\n", Exited, FaultNone, ""},
		{"reach_error", exited(201), "out\nsymx-replay: reach_error\n", ReachError, FaultNone, "reach_error"},
		{"user error", exited(202), "symx-replay: user error (user): p.c:3: boom\n", UserError, FaultNone, "user error (user): p.c:3: boom"},
		{"mismatch", exited(203), "symx-replay: input mismatch: x\n", InputMismatch, FaultNone, "input mismatch: x"},
		{"bad test", exited(204), "symx-replay: cannot read test t: bad magic\n", BadTestFile, FaultNone, "cannot read test t: bad magic"},
		{"memcheck read", exited(memcheckExit), "link: ==12== Invalid read of size 1\n==12==    at 0x4847794: strlen\n", Crashed, FaultMemory, "Invalid read of size 1"},
		{"memcheck free", exited(memcheckExit), "==7== Invalid free() / delete / delete[] / realloc()\n", Crashed, FaultFree, "Invalid free() / delete / delete[] / realloc()"},
		{"memcheck's code, no report", exited(memcheckExit), "==7== Conditional jump depends on uninitialised value(s)\n", Exited, FaultNone, ""},
		{"segv", killed(syscall.SIGSEGV), "", Crashed, FaultMemory, ""},
		{"bus", killed(syscall.SIGBUS), "", Crashed, FaultMemory, ""},
		{"fpe", killed(syscall.SIGFPE), "", Crashed, FaultDivZero, ""},
		{"ill", killed(syscall.SIGILL), "", Crashed, FaultUnreachable, ""},
		{"trap", killed(syscall.SIGTRAP), "", Crashed, FaultUnreachable, ""},
		{"abort", killed(syscall.SIGABRT), "", Crashed, FaultAbort, ""},
		{"assert", killed(syscall.SIGABRT), "p: p.c:4: main: Assertion `x' failed.\n", Crashed, FaultAssert, "p: p.c:4: main: Assertion `x' failed."},
		{"glibc double free", killed(syscall.SIGABRT), "free(): double free detected in tcache 2\n", Crashed, FaultFree, "free(): double free detected in tcache 2"},
		{"glibc invalid free", killed(syscall.SIGABRT), "munmap_chunk(): invalid pointer\n", Crashed, FaultFree, "munmap_chunk(): invalid pointer"},
		{"glibc corruption", killed(syscall.SIGABRT), "malloc(): corrupted top size\n", Crashed, FaultMemory, "malloc(): corrupted top size"},
		{"other signal", killed(syscall.SIGTERM), "", Crashed, FaultOther, ""},
		{"asan uaf", exited(1), "==1==ERROR: AddressSanitizer: heap-use-after-free on address 0x1 at pc\nSUMMARY: AddressSanitizer: heap-use-after-free /p.c:3 in main\n",
			Crashed, FaultMemory, "heap-use-after-free"},
		{"asan double free", exited(1), "==1==ERROR: AddressSanitizer: attempting double-free on 0x1 in thread T0:\nSUMMARY: AddressSanitizer: double-free (/bin+0x1)\n",
			Crashed, FaultFree, "double-free"},
		{"asan bad free without summary", exited(1), "==1==ERROR: AddressSanitizer: attempting free on address which was not malloc()-ed: 0x1\n",
			Crashed, FaultFree, "bad-free"},
		{"asan segv", exited(1), "==1==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000\nSUMMARY: AddressSanitizer: SEGV /p.c:3 in main\n",
			Crashed, FaultMemory, "SEGV"},
		{"asan stack overflow", exited(1), "SUMMARY: AddressSanitizer: stack-overflow /p.c:3 in f\n", Crashed, FaultStackOverflow, "stack-overflow"},
		{"asan fpe", exited(1), "SUMMARY: AddressSanitizer: FPE /p.c:3 in f\n", Crashed, FaultDivZero, "FPE"},
		{"asan allocation", exited(1), "SUMMARY: AddressSanitizer: allocation-size-too-big\n", Crashed, FaultOther, "allocation-size-too-big"},
		{"asan truncated error line", exited(1), "==1==ERROR: AddressSanitizer: ", Crashed, FaultMemory, "unknown-crash"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := Outcome{Stderr: []byte(tc.stderr)}
			classify(&o, tc.ws)
			if o.Status != tc.status || o.Fault != tc.fault || o.Detail != tc.detail {
				t.Fatalf("got %v / %v / %q, want %v / %v / %q", o.Status, o.Fault, o.Detail, tc.status, tc.fault, tc.detail)
			}
			if o.String() == "" {
				t.Fatal("empty String")
			}
		})
	}
}

func TestCompare(t *testing.T) {
	bugOf := func(k testgen.Kind) testgen.Outcome { return testgen.Bug(&testgen.ErrorReport{Kind: k}) }
	crash := func(f Fault, s syscall.Signal) Outcome { return Outcome{Status: Crashed, Fault: f, Signal: s} }
	exit := func(c int) Outcome { return Outcome{Status: Exited, ExitCode: c} }
	segv := crash(FaultMemory, syscall.SIGSEGV)
	tests := []struct {
		name     string
		expected testgen.Outcome
		got      Outcome
		want     Result
	}{
		{"exit same", testgen.Exit(3), exit(3), Reproduced},
		{"exit modulo", testgen.Exit(-1), exit(255), Reproduced},
		{"exit 256", testgen.Exit(256), exit(0), Reproduced},
		{"exit differs", testgen.Exit(3), exit(4), Mismatch},
		{"exit vs crash", testgen.Exit(0), segv, Mismatch},
		{"exit 128+signal vs killed by it", testgen.Exit(143), crash(FaultOther, syscall.SIGTERM), Reproduced},
		{"exit 128+signal vs another signal", testgen.Exit(143), crash(FaultOther, syscall.SIGHUP), Mismatch},
		{"exit vs timeout", testgen.Exit(0), Outcome{Status: TimedOut}, Mismatch},
		{"exit vs assume", testgen.Exit(0), Outcome{Status: AssumeViolated}, Mismatch},
		{"unknown vs exit", testgen.Outcome{Status: testgen.StatusUnknown}, exit(9), Reproduced},
		{"unknown vs crash", testgen.Outcome{Status: testgen.StatusUnknown}, segv, Mismatch},
		{"early", testgen.Early("max-time"), exit(0), Unchecked},
		{"input mismatch", testgen.Early("max-time"), Outcome{Status: InputMismatch}, Mismatch},
		{"bad test", testgen.Exit(0), Outcome{Status: BadTestFile}, Mismatch},
		{"div", bugOf(testgen.KindDiv), crash(FaultDivZero, syscall.SIGFPE), Reproduced},
		{"div vs segv", bugOf(testgen.KindDiv), segv, Mismatch},
		{"assert", bugOf(testgen.KindAssert), crash(FaultAssert, syscall.SIGABRT), Reproduced},
		{"assert via abort", bugOf(testgen.KindAssert), crash(FaultAbort, syscall.SIGABRT), Reproduced},
		{"assert via reach_error", bugOf(testgen.KindAssert), Outcome{Status: ReachError}, Reproduced},
		{"assert vs exit", bugOf(testgen.KindAssert), exit(0), Mismatch},
		{"abort", bugOf(testgen.KindAbort), crash(FaultAbort, syscall.SIGABRT), Reproduced},
		{"reach_error", bugOf(testgen.KindReachError), Outcome{Status: ReachError}, Reproduced},
		{"reach_error via assert", bugOf(testgen.KindReachError), crash(FaultAssert, syscall.SIGABRT), Reproduced},
		{"reach_error vs user", bugOf(testgen.KindReachError), Outcome{Status: UserError}, Mismatch},
		{"ptr segv", bugOf(testgen.KindPtr), segv, Reproduced},
		{"ptr vs free", bugOf(testgen.KindPtr), crash(FaultFree, 0), Mismatch},
		{"ptr vs exit", bugOf(testgen.KindPtr), exit(0), Mismatch},
		{"free", bugOf(testgen.KindFree), crash(FaultFree, 0), Reproduced},
		{"free segv", bugOf(testgen.KindFree), segv, Reproduced},
		{"overflow asan", bugOf(testgen.KindOverflow), crash(FaultStackOverflow, 0), Reproduced},
		{"overflow segv", bugOf(testgen.KindOverflow), segv, Reproduced},
		{"overflow asan memory", bugOf(testgen.KindOverflow), crash(FaultMemory, 0), Mismatch},
		{"readonly", bugOf(testgen.KindReadOnly), segv, Reproduced},
		{"unreachable", bugOf(testgen.KindUnreachable), crash(FaultUnreachable, syscall.SIGILL), Reproduced},
		{"unreachable vs segv", bugOf(testgen.KindUnreachable), segv, Mismatch},
		{"trap as abort", bugOf(testgen.KindAbort), crash(FaultUnreachable, syscall.SIGILL), Reproduced},
		{"assert vs trap", bugOf(testgen.KindAssert), crash(FaultUnreachable, syscall.SIGILL), Mismatch},
		{"overshift", bugOf(testgen.KindOvershift), crash(FaultUnreachable, syscall.SIGILL), Reproduced},
		{"overshift vs exit", bugOf(testgen.KindOvershift), exit(0), Mismatch},
		{"user", bugOf(testgen.KindUser), Outcome{Status: UserError}, Reproduced},
		{"exec", bugOf(testgen.KindExec), exit(0), Unchecked},
		{"model", bugOf(testgen.KindModel), segv, Unchecked},
		{"external", bugOf(testgen.KindExternal), exit(1), Unchecked},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := Compare(tc.expected, tc.got)
			if v.Result != tc.want || v.Reason == "" {
				t.Fatalf("Compare = %v (%s), want %v", v.Result, v.Reason, tc.want)
			}
			if Check(tc.expected, tc.got) != (tc.want == Reproduced) {
				t.Fatal("Check disagrees with Compare")
			}
		})
	}
}

func TestCapture(t *testing.T) {
	tests := []struct {
		name   string
		max    int
		writes []string
		want   string
	}{
		{"small", 10, []string{"abc"}, "abc"},
		{"exact", 10, []string{"0123456789"}, "0123456789"},
		{"head and tail", 10, []string{"0123456789ABCDEF"}, "01234\n[... 6 bytes omitted ...]\nBCDEF"},
		{"many writes", 6, []string{"ab", "cd", "ef", "gh", "ij"}, "abc\n[... 4 bytes omitted ...]\nhij"},
		{"ring wraps", 4, []string{"ab", "c", "d", "e", "f", "g"}, "ab\n[... 3 bytes omitted ...]\nfg"},
		{"zero", 0, []string{"abc"}, "\n[... 3 bytes omitted ...]\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := newCapture(tc.max)
			for _, w := range tc.writes {
				if n, err := c.Write([]byte(w)); n != len(w) || err != nil {
					t.Fatalf("Write = %d, %v", n, err)
				}
			}
			if got := string(c.Bytes()); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
	// Large output stays bounded and keeps its end.
	c := newCapture(1 << 10)
	big := bytes.Repeat([]byte("0123456789"), 100000)
	for i := 0; i < len(big); i += 4096 {
		c.Write(big[i:min(i+4096, len(big))])
	}
	out := c.Bytes()
	if len(out) > 1<<10+64 || !bytes.HasSuffix(out, big[len(big)-512:]) || !bytes.HasPrefix(out, big[:512]) {
		t.Fatalf("large capture: %d bytes", len(out))
	}
}

func TestRuntimeSourceMatchesConstants(t *testing.T) {
	src := string(RuntimeSource())
	for name, v := range map[string]int{
		"SYMX_EXIT_ASSUME": ExitAssume, "SYMX_EXIT_REACH_ERROR": ExitReachError,
		"SYMX_EXIT_USER_ERROR": ExitUserError, "SYMX_EXIT_MISMATCH": ExitMismatch,
		"SYMX_EXIT_BAD_TEST": ExitBadTestFile,
	} {
		want := "#define " + name + " " + strconv.Itoa(v)
		if !strings.Contains(src, want) {
			t.Errorf("runtime source lacks %q", want)
		}
	}
	for _, e := range runtimeEndings {
		msg := strings.TrimPrefix(e.prefix, "symx-replay: ")
		if !strings.Contains(src, `"`+msg) {
			t.Errorf("runtime source never prints %q", msg)
		}
	}
}

// TestModelEnviron: the replayed program's environment is the model's (an
// empty one) but for UTC and a PATH where no program exists (the model
// executes none: `env ls` exits 127 under symx).
func TestModelEnviron(t *testing.T) {
	want := []string{"TZ=UTC0", "PATH=" + noPrograms}
	if got := modelEnviron(); !slices.Equal(got, want) {
		t.Errorf("modelEnviron = %q, want %q", got, want)
	}
	if _, err := os.Stat(noPrograms); err == nil {
		t.Errorf("%s exists", noPrograms)
	}
}

package replay

import (
	"fmt"
	"strings"
	"syscall"

	"github.com/symx/symx/testgen"
)

// Result is the verdict of Compare.
type Result uint8

// Verdicts.
const (
	// Reproduced: the native run ended as the test says.
	Reproduced Result = iota
	// Mismatch: it ended otherwise.
	Mismatch
	// Unchecked: the test's outcome cannot be observed natively (an early
	// stop, or an engine-side error such as an unsupported feature).
	Unchecked
)

func (r Result) String() string {
	switch r {
	case Reproduced:
		return "reproduced"
	case Mismatch:
		return "mismatch"
	case Unchecked:
		return "unchecked"
	}
	return fmt.Sprintf("Result(%d)", uint8(r))
}

// Verdict says whether a run reproduced a test's outcome, and why.
type Verdict struct {
	Result Result
	Reason string
}

// Check reports whether got reproduces the outcome expected by the test:
// Compare(expected, got).Result == Reproduced.
func Check(expected testgen.Outcome, got Outcome) bool {
	return Compare(expected, got).Result == Reproduced
}

// Compare decides whether the native run got reproduces expected:
//
//   - a normal exit needs the same exit code (modulo 256, as the OS keeps it);
//   - div needs SIGFPE (or ASan's FPE report);
//   - assert and abort need SIGABRT (an assertion failure or abort) or the
//     runtime's reach_error ending, abort also a trap (__builtin_trap, which
//     KLEE and symx report as abort, raises SIGILL); reach_error needs the
//     runtime's ending or SIGABRT (SV-COMP programs define reach_error
//     themselves, often as an assertion failure);
//   - ptr needs a memory fault: SIGSEGV/SIGBUS, an ASan memory report or a
//     glibc heap-corruption abort; free needs an invalid-free report or
//     abort (or a memory fault); overflow needs ASan's stack-overflow or
//     SIGSEGV; read_only needs a memory fault;
//   - unreachable and overshift need the traps Build plants (SIGILL);
//   - user needs klee_report_error's ending;
//   - exec, model and external errors are the engine's own: Unchecked.
//
// An input mismatch or unreadable test is always a Mismatch. A test whose
// outcome is unknown (a KLEE .ktest with no .err) is reproduced by any
// normal exit.
func Compare(expected testgen.Outcome, got Outcome) Verdict {
	mismatch := func(want string) Verdict {
		r := fmt.Sprintf("expected %s, got %s", want, got)
		if got.Status == Exited && (expected.Kind() == testgen.KindPtr || expected.Kind() == testgen.KindFree ||
			expected.Kind() == testgen.KindOverflow) {
			r += " (memory errors often go unnoticed natively: replay with an ASan build)"
		}
		return Verdict{Mismatch, r}
	}
	switch got.Status {
	case InputMismatch:
		r := got.String()
		if strings.Contains(got.Detail, " bytes but the test's has ") {
			r += " (a test of another data model? symx records it in the output directory's info; replay KLEE's -m32 tests with --32)"
		}
		return Verdict{Mismatch, r}
	case BadTestFile:
		return Verdict{Mismatch, got.String()}
	}
	switch expected.Status {
	case testgen.StatusExit:
		if got.Status == Exited && got.ExitCode == expected.ExitCode&0xff {
			return Verdict{Reproduced, got.String()}
		}
		// The model ends a process that a signal's default action kills
		// with status 128 + the signal (runtime/libc, raise), the
		// shell's convention.
		if got.Status == Crashed && got.Signal != 0 && expected.ExitCode == 128+int(got.Signal) {
			return Verdict{Reproduced, got.String() + " (the model's exit 128+signal)"}
		}
		return mismatch(fmt.Sprintf("exit %d", expected.ExitCode&0xff))
	case testgen.StatusUnknown:
		if got.Status == Exited {
			return Verdict{Reproduced, got.String() + " (the test records no exit code)"}
		}
		return mismatch("a normal exit")
	case testgen.StatusEarly:
		return Verdict{Unchecked, fmt.Sprintf("the path was stopped early (%s); replay: %s", expected.Reason, got)}
	case testgen.StatusBug:
	default:
		return Verdict{Unchecked, fmt.Sprintf("unknown expected status %v", expected.Status)}
	}

	kind := expected.Kind()
	crashed := func(faults ...Fault) bool {
		if got.Status != Crashed {
			return false
		}
		for _, f := range faults {
			if got.Fault == f {
				return true
			}
		}
		return false
	}
	ok := false
	switch kind {
	case testgen.KindDiv:
		ok = crashed(FaultDivZero)
	case testgen.KindAssert:
		ok = crashed(FaultAssert, FaultAbort) || got.Status == ReachError
	case testgen.KindAbort:
		ok = crashed(FaultAssert, FaultAbort, FaultUnreachable) || got.Status == ReachError
	case testgen.KindReachError:
		ok = got.Status == ReachError || crashed(FaultAssert, FaultAbort)
	case testgen.KindPtr, testgen.KindReadOnly:
		ok = crashed(FaultMemory)
	case testgen.KindFree:
		ok = crashed(FaultFree, FaultMemory)
	case testgen.KindOverflow:
		ok = crashed(FaultStackOverflow) || crashed(FaultMemory) && got.Signal == syscall.SIGSEGV
	case testgen.KindUnreachable, testgen.KindOvershift:
		ok = crashed(FaultUnreachable)
	case testgen.KindUser:
		ok = got.Status == UserError
	default: // exec, model, external, solver: the engine's own errors
		return Verdict{Unchecked, fmt.Sprintf("%s errors are not observable natively; replay: %s", kind, got)}
	}
	if ok {
		return Verdict{Reproduced, got.String()}
	}
	return mismatch(kind.Description())
}

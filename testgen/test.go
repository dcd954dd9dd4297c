package testgen

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// Object is one symbolic object of a test: the name given to
// klee_make_symbolic (or the nondet function) and its concrete bytes.
type Object struct {
	Name  string
	Bytes []byte
}

// Test is one generated test: the inputs that drive the program down one
// path, and how that path ended.
type Test struct {
	// Objects are the symbolic objects in the order the program created
	// them; replay consumes them in this order.
	Objects []Object
	// Args is the program's command line, Args[0] being the program name
	// as in KLEE's ktest files; replay passes Args[1:] as argv[1:]. Set
	// Args[0]: KLEE's ktest-tool fails on a file with no arguments.
	Args []string
	// SymArgvs and SymArgvLen are KLEE's symbolic-argv settings, kept so
	// that ktest files round-trip; symx leaves them zero.
	SymArgvs   uint32
	SymArgvLen uint32
	// Path identifies the path the test drives, across runs of the same
	// program (a hash of its branch directions and how it ended; 0:
	// unknown). Only the .json file stores it; symx merge drops tests of
	// paths already merged.
	Path uint64
	// Outcome is how the path ended. It is not stored in the .ktest file
	// (KLEE's format has no field for it) but in the .json and .err files.
	Outcome Outcome
}

// Status says how a path ended.
type Status uint8

// Path endings.
const (
	// StatusExit: the program exited normally (returned from main or
	// called exit) with Outcome.ExitCode.
	StatusExit Status = iota
	// StatusBug: the path hit a bug, described by Outcome.Error.
	StatusBug
	// StatusEarly: the engine stopped the path early (time, memory or depth
	// limit) for Outcome.Reason; nothing is known of its real ending.
	StatusEarly
	// StatusUnknown: the files read did not say how the path ended (a
	// .ktest file without .json, .err or .early sibling, as KLEE writes for
	// normal exits). Writers never produce it.
	StatusUnknown
)

var statusNames = [...]string{"exit", "bug", "early", "unknown"}

// String returns "exit", "bug", "early" or "unknown".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// MarshalText encodes the status as its String.
func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(statusNames) {
		return nil, fmt.Errorf("testgen: invalid status %d", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText decodes a status written by MarshalText.
func (s *Status) UnmarshalText(b []byte) error {
	for i, n := range statusNames {
		if n == string(b) {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("testgen: unknown outcome status %q", b)
}

// Outcome is how a path ended. The zero value is a normal exit with code 0.
type Outcome struct {
	Status   Status
	ExitCode int          // for StatusExit: the exit status (main's return value or exit's argument)
	Error    *ErrorReport // for StatusBug
	Reason   string       // for StatusEarly
}

// Exit returns the outcome of a normal exit with the given code.
func Exit(code int) Outcome { return Outcome{Status: StatusExit, ExitCode: code} }

// Bug returns the outcome of a path that ended in the bug r.
func Bug(r *ErrorReport) Outcome { return Outcome{Status: StatusBug, Error: r} }

// Early returns the outcome of a path the engine stopped early.
func Early(reason string) Outcome { return Outcome{Status: StatusEarly, Reason: reason} }

// Kind returns the bug kind of a StatusBug outcome and KindNone otherwise.
func (o Outcome) Kind() Kind {
	if o.Status == StatusBug && o.Error != nil {
		return o.Error.Kind
	}
	return KindNone
}

// IsBug reports whether the outcome is a bug.
func (o Outcome) IsBug() bool { return o.Status == StatusBug }

// String describes the outcome in a few words.
func (o Outcome) String() string {
	switch o.Status {
	case StatusExit:
		return fmt.Sprintf("exit %d", o.ExitCode)
	case StatusBug:
		if o.Error == nil {
			return "bug"
		}
		if o.Error.Message != "" {
			return fmt.Sprintf("%s: %s", o.Error.Kind, o.Error.Message)
		}
		return o.Error.Kind.String()
	case StatusEarly:
		if o.Reason != "" {
			return "early: " + o.Reason
		}
		return "early"
	}
	return o.Status.String()
}

// Validate checks that the outcome is self-consistent.
func (o Outcome) Validate() error {
	switch o.Status {
	case StatusExit, StatusEarly, StatusUnknown:
		return nil
	case StatusBug:
		if o.Error == nil {
			return errors.New("testgen: bug outcome without an error report")
		}
		return o.Error.Validate()
	}
	return fmt.Errorf("testgen: invalid outcome status %d", uint8(o.Status))
}

// ErrorReport describes a bug the way KLEE's .err files do.
type ErrorReport struct {
	Kind Kind
	// Suffix, when set, replaces Kind.Suffix() in the error file's name:
	// klee_report_error chooses its own suffix. Letters, digits, '_' and
	// '-' only.
	Suffix       string
	Message      string
	File         string // source file of the faulting instruction
	Line         int    // its line, 0 if unknown
	AssemblyLine int    // line in the program's LLVM assembly, 0 if unknown
	Stack        []Frame
	// Info is free-form extra detail (for example the address and the
	// nearest objects of a memory error), written after the stack.
	Info string
}

// Frame is one call-stack frame of an error report, innermost first.
type Frame struct {
	Func         string
	File         string
	Line         int
	AssemblyLine int // 0 if unknown
}

// FileSuffix returns the suffix that names the report's file:
// testNNNNNN.<FileSuffix>.err.
func (r *ErrorReport) FileSuffix() string {
	if r.Suffix != "" {
		return r.Suffix
	}
	return r.Kind.Suffix()
}

// Validate checks that the report can be written.
func (r *ErrorReport) Validate() error {
	if r.Kind == KindNone || !r.Kind.Valid() {
		return fmt.Errorf("testgen: error report has invalid kind %s", r.Kind)
	}
	if r.Suffix != "" && !validSuffix(r.Suffix) {
		return fmt.Errorf("testgen: invalid error-file suffix %q (want letters, digits, '_' or '-')", r.Suffix)
	}
	return nil
}

// Validate checks that the test can be written in every format: names and
// arguments without NUL bytes (KLEE's files hold C strings) and lengths that
// fit the 32-bit fields of the ktest format.
func (t *Test) Validate() error {
	for i, a := range t.Args {
		if strings.IndexByte(a, 0) >= 0 {
			return fmt.Errorf("testgen: argument %d contains a NUL byte", i)
		}
		if uint64(len(a)) > math.MaxUint32 {
			return fmt.Errorf("testgen: argument %d is too long (%d bytes)", i, len(a))
		}
	}
	if uint64(len(t.Args)) > math.MaxUint32 || uint64(len(t.Objects)) > math.MaxUint32 {
		return errors.New("testgen: too many arguments or objects")
	}
	for i, o := range t.Objects {
		if strings.IndexByte(o.Name, 0) >= 0 {
			return fmt.Errorf("testgen: object %d (%q) has a NUL byte in its name", i, o.Name)
		}
		if uint64(len(o.Name)) > math.MaxUint32 || uint64(len(o.Bytes)) > math.MaxUint32 {
			return fmt.Errorf("testgen: object %d (%q) is too large", i, o.Name)
		}
	}
	return t.Outcome.Validate()
}

// NumBytes returns the total size of the test's objects.
func (t *Test) NumBytes() int {
	n := 0
	for _, o := range t.Objects {
		n += len(o.Bytes)
	}
	return n
}

// Name returns the base name of test id without extension: test000001.
func Name(id int) string { return fmt.Sprintf("test%06d", id) }

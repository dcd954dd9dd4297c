package replay

import (
	"context"
	"debug/elf"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/symx/symx/internal/i386"
)

// Status says how a replayed process ended.
type Status uint8

// Process endings.
const (
	// Exited: the program exited normally with ExitCode.
	Exited Status = iota
	// Crashed: the program was killed by a signal or stopped by a
	// sanitizer report; Fault classifies it.
	Crashed
	// ReachError: reach_error() or __VERIFIER_error() was called.
	ReachError
	// AssumeViolated: a klee_assume / __VERIFIER_assume condition was
	// false.
	AssumeViolated
	// UserError: klee_report_error() was called.
	UserError
	// InputMismatch: the program asked for inputs the test does not have
	// (the replay left the test's path).
	InputMismatch
	// BadTestFile: the runtime could not read the test file.
	BadTestFile
	// TimedOut: the program ran past the timeout and was killed.
	TimedOut
)

var statusNames = [...]string{"exit", "crash", "reach_error", "assumption violated",
	"user error", "input mismatch", "bad test file", "timeout"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// Fault classifies a crash.
type Fault uint8

// Crash classes.
const (
	FaultNone          Fault = iota
	FaultMemory              // SIGSEGV/SIGBUS, an ASan memory report, or glibc heap corruption
	FaultFree                // double or invalid free (ASan or glibc)
	FaultDivZero             // SIGFPE (integer division by zero)
	FaultAssert              // SIGABRT after an assertion failure message
	FaultAbort               // SIGABRT otherwise
	FaultStackOverflow       // ASan's stack-overflow report
	FaultUnreachable         // SIGILL/SIGTRAP: a trap (unreachable code, an overshift, __builtin_trap)
	FaultOther               // any other signal or sanitizer report
)

var faultNames = [...]string{"none", "memory error", "invalid free", "division by zero",
	"assertion failure", "abort", "stack overflow", "trap", "crash"}

func (f Fault) String() string {
	if int(f) < len(faultNames) {
		return faultNames[f]
	}
	return fmt.Sprintf("Fault(%d)", uint8(f))
}

// Outcome is how one replay run ended.
type Outcome struct {
	Status   Status
	ExitCode int            // exit status when the process exited (-1 if killed)
	Signal   syscall.Signal // the signal that killed the process, if any
	Fault    Fault          // for Crashed
	// Detail is the evidence behind the classification: the sanitizer's
	// bug type ("heap-use-after-free"), the failed assertion or glibc
	// message, or the runtime's "symx-replay:" line.
	Detail   string
	Stdout   []byte // captured output (the start and end of it, if long)
	Stderr   []byte
	Duration time.Duration
}

// String describes the outcome in a few words.
func (o Outcome) String() string {
	switch o.Status {
	case Exited:
		return fmt.Sprintf("exit %d", o.ExitCode)
	case Crashed:
		s := o.Fault.String()
		if o.Signal != 0 {
			s += " (" + signalName(o.Signal) + ")"
		}
		if o.Detail != "" {
			s += ": " + o.Detail
		}
		return s
	case TimedOut:
		return "timeout"
	}
	switch {
	case strings.HasPrefix(o.Detail, o.Status.String()):
		return o.Detail // the runtime's line names the status already
	case o.Detail != "":
		return o.Status.String() + ": " + o.Detail
	}
	return o.Status.String()
}

func signalName(s syscall.Signal) string {
	switch s {
	case syscall.SIGSEGV:
		return "SIGSEGV"
	case syscall.SIGBUS:
		return "SIGBUS"
	case syscall.SIGFPE:
		return "SIGFPE"
	case syscall.SIGABRT:
		return "SIGABRT"
	case syscall.SIGILL:
		return "SIGILL"
	case syscall.SIGTRAP:
		return "SIGTRAP"
	case syscall.SIGKILL:
		return "SIGKILL"
	}
	return fmt.Sprintf("signal %d", int(s))
}

// RunOptions controls Run.
type RunOptions struct {
	// Timeout bounds one run; zero means DefaultTimeout.
	Timeout time.Duration
	// Dir is the working directory; empty means the current one.
	Dir string
	// Env is added to the environment (KEY=value entries).
	Env []string
	// Stdin, when not nil, is the program's standard input, as a regular
	// file (nil: the null device).
	Stdin []byte
	// MaxOutput bounds how much of stdout and of stderr is kept, half from
	// the start and half from the end; zero means 1 MiB.
	MaxOutput int
	// IsolatePIDs runs the program in a PID namespace of its own (through
	// util-linux's unshare, which needs root), so that a test which makes
	// it signal other processes (kill -KILL -1, as a replay of coreutils'
	// kill can) reaches none outside it. The program also gets a /tmp of
	// its own, holding only the entries of /tmp the run itself needs (see
	// initShim): what other processes make and remove there meanwhile is
	// not in its listings.
	IsolatePIDs bool
	// User, when not nil, runs the program as that user and group, with
	// no supplementary groups (needs root). The C library's model is an
	// ordinary user's (ModelUser) in a directory of its own; replayed as
	// root, chmod and chown of others' files, mkdir in "/" and the like
	// succeed where the model says they fail. The test file is handed
	// over (a copy the user owns); ReplayFile hands over the directory
	// and files it makes; the binary must be reachable by the user.
	User *syscall.Credential
	// POSIXAsModelUser, for a caller that is root, runs each test of the
	// POSIX runtime as ModelUser in a PID namespace of its own (User and
	// IsolatePIDs for that test, when User is nil), as the model says an
	// ordinary user's program runs: as root, chmod and chown of others'
	// files succeed, and install -d /t leaves /t behind. The binary must
	// be reachable by that user (ShareWith).
	POSIXAsModelUser bool
	// StdoutOwner, with User, is the owner, group and permission bits of the
	// pipe the program writes its stdout to (nil: User's, as it made
	// it). The model's symbolic stdout takes them from its stat object,
	// and a path may depend on them (touch - sets stdout's times).
	// Stdin, likewise, for the regular file that feeds stdin.
	StdoutOwner, StdinOwner *FileOwner
	// Memcheck runs the program under valgrind's memcheck (valgrind must
	// be on the PATH): an invalid read, write or free it reports ends the
	// run as a memory fault. It sees into the uninstrumented C library,
	// where ASan does not: coreutils 9.1's quotearg hands error() a string
	// without its terminating NUL, which glibc's vfprintf reads past
	// (link, in the realprog benchmark), and natively the run exits 1.
	// Debian 12's valgrind cannot read clang-14's DWARF 5: build with gcc
	// or -gdwarf-4.
	Memcheck bool
}

// FileOwner is who owns a file the replay gives the program, and its
// permission bits.
type FileOwner struct {
	Uid, Gid uint32
	Perm     os.FileMode
}

// noPrograms is the replayed program's PATH: a directory that does not
// exist.
const noPrograms = "/nonexistent/symx-model-runs-no-programs"

// ModelUser is the user of symx's C library model: getuid and getgid
// answer 65000 (runtime/libc, SYMX_UID), and the files a test makes are
// the user's. Debian never assigns it, so the machine's user database has
// no entry for it, nor has the model's; uid 1000 was somebody here
// (whoami printed a name where the model had none).
var ModelUser = &syscall.Credential{Uid: 65000, Gid: 65000, Groups: []uint32{}}

// modelEnviron is the replayed program's environment, the model's
// (runtime/libc, stdlib.c): with the caller's, dircolors found SHELL
// and printenv HOME where symx's runs had none. TZ=UTC0 is UTC, as the
// model's time is (an unset TZ would be the machine's /etc/localtime);
// no LANG or LC_* is the C locale, the model's. PATH
// names a directory that does not exist: in the model no program can be
// executed (the exec family fails with ENOENT), and with the machine's
// PATH `env ls` ran ls, and, as another user, a PATH entry under root's
// home made execvp fail with EACCES (exit 126).
func modelEnviron() []string {
	return []string{"TZ=UTC0", "PATH=" + noPrograms}
}

// DefaultTimeout is the timeout of a run when RunOptions.Timeout is zero.
const DefaultTimeout = 10 * time.Second

// asanOptions are the AddressSanitizer settings of every run: leaks are not
// bugs symx reports, and allocation failures return NULL as under symx,
// for the same sizes (max_allocation_size_mb: ModelMaxAlloc).
var asanOptions = "detect_leaks=0:allocator_may_return_null=1:abort_on_error=0:handle_abort=0:color=never" +
	":max_allocation_size_mb=" + strconv.Itoa(ModelMaxAlloc>>20)

// ModelMaxAlloc is the largest allocation symx's model grants
// (exec.MaxAlloc, which this package does not import): a larger malloc
// returns NULL there. Natively, Linux's overcommit grants any size up to
// the machine's memory and swap without touching it, so a test whose
// program asked for 12 GiB (od --strings=+0XcG) went on natively where
// it failed under symx. Replays therefore run the program with its data
// segment (RLIMIT_DATA, which counts malloc's heap and mappings) limited
// to ModelMaxAlloc plus replayDataSlack, the program's own use besides
// that allocation: larger requests fail natively as in the model. An ASan
// build cannot run under that limit (its shadow memory counts against
// it) and gets the same bound from max_allocation_size_mb. Sizes between
// ModelMaxAlloc and ModelMaxAlloc + replayDataSlack less what the program
// already holds still succeed natively alone.
const ModelMaxAlloc = 1 << 32

// replayDataSlack is the data a replayed program may hold besides one
// allocation of ModelMaxAlloc bytes.
const replayDataSlack = 256 << 20

// DataLimit is the data limit of a replayed program (RLIMIT_DATA): the
// null path of a symbolic allocation size takes sizes above it
// (exec.HugeAlloc), so that the native malloc fails there too.
const DataLimit = ModelMaxAlloc + replayDataSlack

// limitData returns run and args rewritten to run under DataLimit:
// through sh, whose ulimit sets it in the process that then execs the
// program (argv[0] stays run). Go's os/exec has no way to set a child's
// limit before it starts.
func limitData(run string, args []string) (string, []string) {
	script := fmt.Sprintf(`ulimit -d %d && exec "$0" "$@"`, DataLimit>>10)
	return "/bin/sh", append([]string{"-c", script, run}, args...)
}

// isASan reports whether binary is an AddressSanitizer build (it has
// __asan_init), remembered per path and modification time.
func isASan(binary string) bool {
	fi, err := os.Stat(binary)
	if err != nil {
		return false
	}
	key := asanKey{binary, fi.ModTime(), fi.Size()}
	if v, ok := asanBinaries.Load(key); ok {
		return v.(bool)
	}
	found := false
	if f, err := elf.Open(binary); err == nil {
		for _, syms := range [](func() ([]elf.Symbol, error)){f.Symbols, f.DynamicSymbols} {
			list, _ := syms()
			if slices.ContainsFunc(list, func(s elf.Symbol) bool { return s.Name == "__asan_init" }) {
				found = true
				break
			}
		}
		f.Close()
	}
	asanBinaries.Store(key, found)
	return found
}

type asanKey struct {
	path string
	mod  time.Time
	size int64
}

var asanBinaries sync.Map // asanKey → bool

// Run runs binary (built by Build) on the test in ktestPath with args as
// argv[1:], and classifies how it ended. The error is non-nil only when
// the program could not be run at all or ctx was cancelled; a crash or a
// timeout is an Outcome.
func Run(ctx context.Context, binary, ktestPath string, args []string, opts RunOptions) (Outcome, error) {
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	max := opts.MaxOutput
	if max <= 0 {
		max = 1 << 20
	}
	abs, err := filepath.Abs(ktestPath)
	if err != nil {
		return Outcome{}, fmt.Errorf("replay: %w", err)
	}
	runCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()

	if opts.User != nil {
		if abs, err = handOverCopy(abs, opts.User); err != nil {
			return Outcome{}, err
		}
		defer os.Remove(abs)
	}
	run := binary
	// An i386 program on a kernel without i386 emulation runs under
	// qemu-i386, or not at all (one line saying so); valgrind would
	// start its own i386 tool, which that kernel cannot run either.
	if i386.IsI386(binary) {
		mode, err := i386.Probe()
		switch {
		case err != nil:
			return Outcome{}, fmt.Errorf("replay: %w", err)
		case mode == i386.QEMU && opts.Memcheck:
			return Outcome{}, errors.New("replay: memcheck: this kernel cannot run i386 programs, and valgrind cannot run under qemu-i386")
		case mode == i386.QEMU:
			if run, args, err = i386.Wrap(binary, args); err != nil {
				return Outcome{}, fmt.Errorf("replay: %w", err)
			}
		}
	}
	if opts.Memcheck {
		if run, err = exec.LookPath("valgrind"); err != nil {
			return Outcome{}, fmt.Errorf("replay: memcheck: %w", err)
		}
		args = append([]string{"-q", "--vgdb=no", "--exit-on-first-error=yes",
			fmt.Sprintf("--error-exitcode=%d", memcheckExit), binary}, args...)
	}
	if !isASan(binary) {
		// sh would turn a missing program into exit 127: say so here.
		if _, err := exec.LookPath(run); err != nil {
			return Outcome{}, fmt.Errorf("replay: running %s: %w", binary, err)
		}
		run, args = limitData(run, args)
	}
	cmd := exec.CommandContext(runCtx, run, args...)
	var shimStatus func() (syscall.WaitStatus, bool)
	if opts.IsolatePIDs || opts.User != nil {
		var keep []string // of /tmp, in the PID namespace's private one
		if opts.IsolatePIDs {
			keep = tmpEntries(opts, binary, abs)
		}
		if shimStatus, err = throughShim(cmd, run, opts.User, opts.StdoutOwner, opts.IsolatePIDs, keep); err != nil {
			return Outcome{}, err
		}
	}
	cmd.Dir = opts.Dir
	cmd.Env = append(modelEnviron(), "KTEST_FILE="+abs, "ASAN_OPTIONS="+asanOptions)
	cmd.Env = append(cmd.Env, opts.Env...)
	if opts.Stdin != nil {
		// A regular file, as the model's symbolic stdin is (and as
		// klee-replay feeds it): fstat, lseek and the like then answer
		// natively as they did under symx.
		f, err := stdinFile(opts.Stdin)
		if err != nil {
			return Outcome{}, err
		}
		defer f.Close()
		if o := opts.StdinOwner; o != nil && opts.User != nil {
			if err := f.Chown(int(o.Uid), int(o.Gid)); err != nil {
				return Outcome{}, fmt.Errorf("replay: stdin's owner: %w", err)
			}
			if err := f.Chmod(o.Perm); err != nil {
				return Outcome{}, fmt.Errorf("replay: stdin's mode: %w", err)
			}
		}
		cmd.Stdin = f
	}
	stdout, stderr := newCapture(max), newCapture(max)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	// The program runs in its own process group, all of which is killed on
	// timeout, so children it forked do not outlive it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		if cmd.Process == nil {
			return nil
		}
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	cmd.WaitDelay = time.Second

	start := time.Now()
	err = cmd.Run()
	var ws syscall.WaitStatus
	wsOK := false
	switch {
	case shimStatus != nil:
		ws, wsOK = shimStatus() // the program's, not unshare's; closes the pipe
	case cmd.ProcessState != nil:
		ws, wsOK = cmd.ProcessState.Sys().(syscall.WaitStatus)
	}
	o := Outcome{Duration: time.Since(start), Stdout: stdout.Bytes(), Stderr: stderr.Bytes(), ExitCode: -1}
	if ctx.Err() != nil {
		return o, fmt.Errorf("replay: %w", ctx.Err())
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) && !errors.Is(err, exec.ErrWaitDelay) {
		return o, fmt.Errorf("replay: running %s: %w", binary, err)
	}
	if runCtx.Err() == context.DeadlineExceeded {
		// A sanitizer that finished its report before the clock struck
		// found the bug; only dying took too long (on a loaded machine,
		// ASan's symbolizing and unmapping can): a reproduction.
		if f, detail, ok := completeReport(string(o.Stderr)); ok {
			o.Status, o.Fault, o.Detail = Crashed, f, detail
			return o, nil
		}
		o.Status = TimedOut
		return o, nil
	}
	if !wsOK {
		return o, fmt.Errorf("replay: running %s: no wait status", binary)
	}
	classify(&o, ws)
	return o, nil
}

// handOverCopy copies the file at path into a temporary file that u owns,
// readable by u alone, and returns its name.
func handOverCopy(path string, u *syscall.Credential) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("replay: %w", err)
	}
	f, err := os.CreateTemp(TempDir(), "symx-replay-*.ktest") // where u reaches it
	if err != nil {
		return "", fmt.Errorf("replay: %w", err)
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chown(f.Name(), int(u.Uid), int(u.Gid))
	}
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("replay: handing the test to uid %d: %w", u.Uid, err)
	}
	return f.Name(), nil
}

// stdinFile returns an open, unlinked temporary file holding b, read
// from its start.
func stdinFile(b []byte) (*os.File, error) {
	f, err := os.CreateTemp("", "symx-stdin-")
	if err != nil {
		return nil, fmt.Errorf("replay: stdin: %w", err)
	}
	os.Remove(f.Name())
	if _, err := f.Write(b); err != nil {
		f.Close()
		return nil, fmt.Errorf("replay: stdin: %w", err)
	}
	if _, err := f.Seek(0, 0); err != nil {
		f.Close()
		return nil, fmt.Errorf("replay: stdin: %w", err)
	}
	return f, nil
}

// classify fills in o's Status, ExitCode, Signal, Fault and Detail from the
// wait status and the captured stderr.
func classify(o *Outcome, ws syscall.WaitStatus) {
	stderr := string(o.Stderr)
	if ws.Signaled() {
		o.Signal = ws.Signal()
		o.ExitCode = -1
	} else {
		o.ExitCode = ws.ExitStatus()
	}
	if kind, ok := asanReport(stderr); ok {
		o.Status, o.Fault, o.Detail = Crashed, asanFault(kind), kind
		return
	}
	if ws.Exited() && o.ExitCode == memcheckExit {
		if f, line, ok := memcheckReport(stderr); ok {
			o.Status, o.Fault, o.Detail = Crashed, f, line
			return
		}
	}
	if ws.Exited() {
		if st, line, ok := runtimeEnding(o.ExitCode, stderr); ok {
			o.Status, o.Detail = st, line
			return
		}
		o.Status = Exited
		return
	}
	o.Status = Crashed
	switch o.Signal {
	case syscall.SIGSEGV, syscall.SIGBUS:
		o.Fault = FaultMemory
	case syscall.SIGFPE:
		o.Fault = FaultDivZero
	case syscall.SIGILL, syscall.SIGTRAP:
		o.Fault = FaultUnreachable
	case syscall.SIGABRT:
		if f, msg, ok := glibcHeapError(stderr); ok {
			o.Fault, o.Detail = f, msg
		} else if msg, ok := assertionFailure(stderr); ok {
			o.Fault, o.Detail = FaultAssert, msg
		} else {
			o.Fault = FaultAbort
		}
	default:
		o.Fault = FaultOther
	}
}

// runtimeEndings pairs each exit status of the replay runtime with the
// start of the stderr line it prints.
var runtimeEndings = []struct {
	code   int
	prefix string
	status Status
}{
	{ExitAssume, "symx-replay: assumption violated", AssumeViolated},
	{ExitReachError, "symx-replay: reach_error", ReachError},
	{ExitUserError, "symx-replay: user error", UserError},
	{ExitMismatch, "symx-replay: input mismatch", InputMismatch},
	{ExitBadTestFile, "symx-replay: cannot read test", BadTestFile},
}

func runtimeEnding(code int, stderr string) (Status, string, bool) {
	for _, e := range runtimeEndings {
		if e.code != code {
			continue
		}
		if i := strings.LastIndex(stderr, e.prefix); i >= 0 {
			line, _, _ := strings.Cut(stderr[i:], "\n")
			return e.status, strings.TrimPrefix(line, "symx-replay: "), true
		}
	}
	return 0, "", false
}

// asanReport finds AddressSanitizer's report in stderr and returns its bug
// type: the first word of the SUMMARY line ("heap-use-after-free",
// "double-free", "SEGV", ...), or of the ERROR line if the summary is
// missing.
func asanReport(stderr string) (string, bool) {
	const summary = "SUMMARY: AddressSanitizer: "
	if i := strings.LastIndex(stderr, summary); i >= 0 {
		if f := strings.Fields(stderr[i+len(summary):]); len(f) > 0 {
			return f[0], true
		}
	}
	const errLine = "ERROR: AddressSanitizer: "
	if i := strings.Index(stderr, errLine); i >= 0 {
		rest, _, _ := strings.Cut(stderr[i+len(errLine):], "\n")
		switch {
		case strings.HasPrefix(rest, "attempting double-free"):
			return "double-free", true
		case strings.HasPrefix(rest, "attempting free on address which was not malloc()-ed"):
			return "bad-free", true
		}
		if f := strings.Fields(rest); len(f) > 0 {
			return f[0], true
		}
		return "unknown-crash", true
	}
	return "", false
}

// asanStart and asanEnd find the first and last lines of an ASan report
// ("==PID==ERROR: AddressSanitizer: ..." ... "==PID==ABORTING"), and
// memcheckEnd the end of valgrind's ("==PID== ERROR SUMMARY: ...", or its
// note that --exit-on-first-error stops the program).
var (
	asanStart   = regexp.MustCompile(`==(\d+)==ERROR: AddressSanitizer: `)
	memcheckEnd = regexp.MustCompile(`==(\d+)== (?:ERROR SUMMARY: [1-9]|Exit program on first error)`)
)

// completeReport finds a complete sanitizer report in stderr: ASan's from
// its ERROR line to its ABORTING line, or valgrind memcheck's error up to
// its error summary, both of one process. It returns the report's fault
// and detail, as classify gives them.
func completeReport(stderr string) (Fault, string, bool) {
	if m := asanStart.FindStringSubmatchIndex(stderr); m != nil {
		pid := stderr[m[2]:m[3]]
		if strings.Contains(stderr[m[1]:], "=="+pid+"==ABORTING") {
			if kind, ok := asanReport(stderr); ok {
				return asanFault(kind), kind, true
			}
		}
	}
	if m := memcheckError.FindStringSubmatchIndex(stderr); m != nil {
		pid, _, _ := strings.Cut(strings.TrimPrefix(stderr[m[0]:], "=="), "==")
		for _, e := range memcheckEnd.FindAllStringSubmatch(stderr[m[1]:], -1) {
			if e[1] == pid {
				f, line, _ := memcheckReport(stderr)
				return f, line, true
			}
		}
	}
	return FaultNone, "", false
}

// memcheckExit is the exit status valgrind ends a run with at its first
// error (RunOptions.Memcheck).
const memcheckExit = 97

// memcheckReport finds valgrind memcheck's first error in stderr ("==PID==
// Invalid read of size 1", maybe after the program's own unfinished
// line) and returns its fault and message.
func memcheckReport(stderr string) (Fault, string, bool) {
	m := memcheckError.FindStringSubmatch(stderr)
	switch {
	case m == nil:
		return FaultNone, "", false
	case strings.HasPrefix(m[1], "Invalid read"), strings.HasPrefix(m[1], "Invalid write"):
		return FaultMemory, m[1], true
	}
	return FaultFree, m[1], true
}

var memcheckError = regexp.MustCompile(`==\d+== ((?:Invalid (?:read|write|free)|Mismatched free)[^\n]*)`)

// asanFault maps an ASan bug type to a Fault.
func asanFault(kind string) Fault {
	switch kind {
	case "double-free", "bad-free", "alloc-dealloc-mismatch", "new-delete-type-mismatch":
		return FaultFree
	case "stack-overflow":
		return FaultStackOverflow
	case "FPE":
		return FaultDivZero
	case "ILL":
		return FaultUnreachable
	case "ABRT":
		return FaultAbort
	case "allocation-size-too-big", "calloc-overflow", "reallocarray-overflow", "pvalloc-overflow",
		"invalid-allocation-alignment", "invalid-aligned-alloc-alignment", "invalid-posix-memalign-alignment",
		"allocation-size-too-big-error", "out-of-memory", "rss-limit-exceeded", "malloc-limit-exceeded":
		return FaultOther
	}
	// heap-use-after-free, heap-buffer-overflow, stack-buffer-overflow,
	// global-buffer-overflow, stack-use-after-return, stack-use-after-scope,
	// dynamic-stack-buffer-overflow, use-after-poison, container-overflow,
	// negative-size-param, memcpy-param-overlap, SEGV, BUS, unknown-crash...
	return FaultMemory
}

// glibcHeapError recognizes the messages glibc prints before aborting on a
// detected heap inconsistency.
func glibcHeapError(stderr string) (Fault, string, bool) {
	for _, line := range strings.Split(stderr, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.Contains(line, "double free"),
			strings.HasPrefix(line, "free(): invalid"),
			strings.HasPrefix(line, "munmap_chunk(): invalid pointer"),
			strings.HasPrefix(line, "realloc(): invalid pointer"):
			return FaultFree, line, true
		case strings.HasPrefix(line, "malloc(): "), strings.HasPrefix(line, "free(): "),
			strings.HasPrefix(line, "corrupted "), strings.HasPrefix(line, "malloc_consolidate(): "),
			strings.HasPrefix(line, "realloc(): "):
			return FaultMemory, line, true
		}
	}
	return FaultNone, "", false
}

// assertionFailure finds glibc's "prog: file:line: func: Assertion `e'
// failed." line.
func assertionFailure(stderr string) (string, bool) {
	i := strings.LastIndex(stderr, "Assertion `")
	if i < 0 {
		return "", false
	}
	start := strings.LastIndex(stderr[:i], "\n") + 1
	line, _, _ := strings.Cut(stderr[start:], "\n")
	if !strings.Contains(line, "failed") {
		return "", false
	}
	return strings.TrimSpace(line), true
}

// capture keeps the first and the last max/2 bytes written to it.
type capture struct {
	half    int
	head    []byte
	ring    []byte // the last bytes, once head is full; circular when full
	pos     int    // next write position in ring once it is full
	dropped int64
}

func newCapture(max int) *capture { return &capture{half: max / 2} }

func (c *capture) Write(p []byte) (int, error) {
	n := len(p)
	if room := c.half - len(c.head); room > 0 {
		k := min(room, len(p))
		c.head = append(c.head, p[:k]...)
		p = p[k:]
	}
	if c.half == 0 {
		c.dropped += int64(len(p))
		return n, nil
	}
	// Fill the ring up to its size, then overwrite circularly.
	if room := c.half - len(c.ring); room > 0 {
		k := min(room, len(p))
		c.ring = append(c.ring, p[:k]...)
		p = p[k:]
	}
	if len(p) > c.half {
		c.dropped += int64(len(p) - c.half)
		p = p[len(p)-c.half:]
	}
	for len(p) > 0 {
		k := copy(c.ring[c.pos:], p)
		c.dropped += int64(k)
		p = p[k:]
		c.pos = (c.pos + k) % c.half
	}
	return n, nil
}

// Bytes returns the captured output, with a marker where bytes were
// dropped.
func (c *capture) Bytes() []byte {
	out := append([]byte{}, c.head...)
	if c.dropped > 0 {
		out = append(out, fmt.Sprintf("\n[... %d bytes omitted ...]\n", c.dropped)...)
	}
	out = append(out, c.ring[c.pos:]...)
	return append(out, c.ring[:c.pos]...)
}

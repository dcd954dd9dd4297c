package run

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/symx/symx/concolic"
	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/pse"
	"github.com/symx/symx/runtime/include"
	"github.com/symx/symx/runtime/libc"
	"github.com/symx/symx/search"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/factory"
	"github.com/symx/symx/solver/querylog"
	"github.com/symx/symx/technique"
	"github.com/symx/symx/testgen"
)

// Version is symx's version, written into info.
const Version = "0.1.0"

// Config is everything one run needs. The zero value of each optional
// field is the KLEE default.
type Config struct {
	Input       string   // prog.c, prog.ll or prog.bc
	Opt         string   // "", "O1", "O2": clang optimization for .c input
	M32         bool     // compile .c for a 32-bit data model
	Defines     []string // -D flags for .c input
	ProgramArgs []string // argv[1:] of the program under test
	// POSIXRuntime starts the program at the modeled library's
	// __symx_posix_main (KLEE's --posix-runtime), which interprets KLEE's
	// options in ProgramArgs (--sym-arg N, --sym-args MIN MAX N,
	// --sym-files NUM N, --sym-stdin N, --sym-stdout, ...). It is also on
	// whenever ProgramArgs holds one of those options.
	POSIXRuntime bool
	// Libc is KLEE's --libc: "" (the default), "uclibc" and "klee" link
	// symx's modeled C library; "none" links nothing, so that the C
	// library functions the engine does not model end their paths with
	// an external-call error (the POSIX runtime still links the library,
	// of which it is a part).
	Libc string
	// Optimize runs LLVM's -O2 pipeline over the program before the run
	// (KLEE's --optimize; needs opt-14).
	Optimize bool
	// LinkLibs are LLVM modules (.c, .ll, .bc) linked with the program
	// before the C library (KLEE's --link-llvm-lib).
	LinkLibs []string

	OutputDir  string // explicit output directory (KLEE's --output-dir)
	OutputBase string // where symx-out-N is created; "" is "."

	Search            []string // searcher names, interleaved; nil: KLEE's default
	Seed              uint64
	BatchInstructions uint64        // KLEE's --batch-instructions
	BatchTime         time.Duration // KLEE's --batch-time
	// Workers runs each exploration on this many executors, one goroutine
	// each, handing states to idle ones (exec.Workers); 0 or 1: one
	// executor, exactly as before. Each worker has its own searcher
	// (seeded Seed+i) and counters; they share the solver chain and its
	// caches, the test writer and the output files.
	Workers int

	MaxTime         time.Duration
	MaxInstructions uint64
	// MaxDepth ends paths after this many symbolic forks; in a concolic
	// run, after this many symbolic branches followed (0: no limit, or
	// concolic.DefaultMaxDepth in a concolic run; <0: no limit).
	MaxDepth      int
	MaxStack      int
	MaxMemory     uint64        // bytes
	MaxSolverTime time.Duration // per query, wall clock; 0 none
	MaxSolverWork uint64        // per query, solver.Work units; 0 none (cmd/symx: DefaultMaxSolverWork)
	MaxForks      int64         // exec.Config.MaxForks: 0 no limit, <0 no fork
	ExternalCalls exec.ExternalCallPolicy
	Solver        string // "bitblast" (default) or "z3"
	// SolverFallback is the bit-blaster's work on a query before z3
	// takes it over (factory.Options.FallbackAfter: 0 its default,
	// negative none).
	SolverFallback int

	WriteNoTests    bool // count tests, write none
	OnlyNewCoverage bool // --only-output-states-covering-new
	EmitAllErrors   bool // a test per error path, not per error location
	NoDumpOnHalt    bool // !--dump-states-on-halt
	// DumpAllOnHalt (--dump-states-on-halt=all): the states still running
	// at a halt get tests even with OnlyNewCoverage. Each such test runs
	// natively to the program's end, past where its state stopped.
	DumpAllOnHalt    bool
	NoCheckOvershift bool // !--check-overshift: shifts by the width or more give 0, no bug
	// KeepLocals keeps every local in memory (!--promote-locals): without
	// it, scalar locals whose address never escapes live in registers
	// (ir.PromoteLocals), --pse's included: it tracks registers as it
	// tracks memory.
	KeepLocals bool
	// ExitOnError stops the run at the first bug, after writing its test;
	// no other state yields a test (KLEE's --exit-on-error).
	ExitOnError bool
	// ExitOnErrorTypes halts the run, as a limit does, at the first bug of
	// one of these types (KLEE's --exit-on-error-type: KLEE's names, or
	// symx's kinds; see CheckTerminationType).
	ExitOnErrorTypes []string
	// WriteSMT2s writes each test's path constraints as testNNNNNN.smt2
	// (KLEE's --write-smt2s).
	WriteSMT2s bool
	// LogQueries logs queries as SMT-LIB 2 (KLEE's --use-query-log):
	// QueryLogAll those the executor asks (all-queries.smt2),
	// QueryLogSolver those the caches leave to the solver
	// (solver-queries.smt2).
	LogQueries    []string
	CommandLine   []string
	ProgramStdout io.Writer // the program's own output; nil: discarded
	// ProgramStderr receives the program's writes to stderr (fd 2); nil:
	// ProgramStdout. Both are written to from every worker at once.
	ProgramStderr io.Writer
	Progress      Progress
	StatsInterval time.Duration // run.stats sampling; 0: 1s
	// Techniques are the techniques' options (Techniques lists them
	// all); those Enabled are on. A technique not listed is off.
	Techniques []technique.Technique
	// Subscribers receive the executor's events next to the searcher's
	// (exec.Config.Subscribers).
	Subscribers []any
	// OnTerminate, if set, sees every finished path (after the run's own
	// bookkeeping, on the executor's goroutine, one call at a time even
	// with several workers): Test-Comp suites are written from it, and it
	// may cancel the run's context to stop early.
	OnTerminate func(t *exec.Termination)
	// Abandon, when done (a second interrupt), ends the dump of the
	// running states at once and drops the tests still queued; info and
	// coverage.json are written all the same. Nil: never.
	Abandon context.Context

	// writeFile replaces the writing of one test file (tests inject a
	// full disk); nil: testgen's.
	writeFile func(dir, path string, data []byte) error
	// beforeLoad, if set, runs before the program is loaded (tests make
	// loading slow).
	beforeLoad func()
}

// Result summarizes a finished run.
type Result struct {
	Dir       string
	Stats     exec.Stats
	Completed uint64 // paths that exited normally (KLEE's "completed paths")
	Partial   uint64 // paths that ended in a bug or early
	Tests     int    // tests generated (written unless WriteNoTests)
	Bugs      []BugSummary
	Halted    string // why the run stopped before exhausting the paths, or ""
	// ExitOnError is set when --exit-on-error stopped the run (KLEE then
	// exits with status 1).
	ExitOnError bool
	// WriteError is the first error writing a test file (a full disk):
	// the run then stopped writing and exploring; the tests written
	// before it are whole.
	WriteError error
	// Unwritten counts the finished paths whose tests were queued but not
	// written: after a failed write, or a second interrupt.
	Unwritten int
	// PSE holds --pse's statistics (zero without it; technique.Results).
	PSE pse.Stats
	// Concolic holds the concolic engine's counters (--concolic).
	Concolic concolic.Stats
}

// BugSummary is one distinct bug: kind and location, with the test that
// shows it and how many paths hit it.
type BugSummary struct {
	Kind    string
	Message string
	File    string
	Line    int
	// CallFile and CallLine are, for a bug inside the C library, the
	// program's call that led there ("" and 0 otherwise).
	CallFile string
	CallLine int
	Test     int
	Paths    int
}

// calledAt is ", called at FILE:LINE" for a bug inside the C library.
func (b BugSummary) calledAt() string {
	if b.CallFile == "" && b.CallLine == 0 {
		return ""
	}
	return fmt.Sprintf(", called at %s:%d", b.CallFile, b.CallLine)
}

// String is the bug as symx reports it: "FILE:LINE: MESSAGE", with the
// program's call for a bug inside the C library.
func (b BugSummary) String() string {
	return fmt.Sprintf("%s:%d: %s%s", b.File, b.Line, b.Message, b.calledAt())
}

// Run performs the run described by cfg. It returns an error for bad input
// (the program does not load, or its loading took all of --max-time:
// ErrLoadTime) or an unusable output directory, with a nil Result;
// everything that goes wrong inside the exploration is recorded in the
// output instead. A Result with an error is a run whose info or
// coverage.json could not be written (a full disk: see WriteError).
func Run(ctx context.Context, cfg Config) (*Result, error) {
	start := time.Now()
	if cfg.Progress == nil {
		cfg.Progress = NoProgress{}
	}
	// --max-time bounds the whole run, loading included.
	var deadline time.Time
	if cfg.MaxTime > 0 {
		deadline = start.Add(cfg.MaxTime)
	}
	r := &runner{cfg: cfg, start: start, bugs: map[bugKey]*BugSummary{}, killed: map[string]int{}}
	var (
		prog   *ir.Program
		phases []technique.Phase
		execs  []technique.Explorer
	)
	err := bounded(ctx, deadline, func() (err error) {
		prog, phases, execs, err = r.prepare()
		return err
	})
	switch {
	case errors.Is(err, ErrLoadTime):
		return nil, fmt.Errorf("%s: %w (%s): stopped before exploring, nothing written", cfg.Input, ErrLoadTime, cfg.MaxTime)
	case err != nil && ctx.Err() != nil:
		return nil, fmt.Errorf("%s: interrupted while loading: nothing written", cfg.Input)
	case err != nil:
		return nil, err
	}
	base := cfg.OutputBase
	if base == "" {
		base = "."
	}
	dir, err := testgen.NewOutputDir(base, cfg.OutputDir)
	if err != nil {
		return nil, err
	}
	r.dir = dir
	if err := r.open(); err != nil {
		return nil, err
	}
	defer r.close()
	r.messages.Printf(false, "symx %s: exploring %s (%d functions, %d instructions, %d branches)",
		Version, cfg.Input, len(prog.Funcs), prog.NumInsts, prog.NumBranches)

	runCtx := ctx
	if !deadline.IsZero() {
		var cancel context.CancelFunc
		runCtx, cancel = context.WithDeadline(ctx, deadline)
		defer cancel()
	}
	return r.run(ctx, runCtx, phases, execs)
}

// ErrLoadTime says that loading the program used up --max-time.
var ErrLoadTime = errors.New("loading took longer than --max-time")

// bounded runs f (the program's loading and the run's set-up) and waits
// for it until ctx ends or the deadline (zero: none) passes, so that
// --max-time bounds the whole run, loading included. f cannot be stopped:
// it goes on in the background and its results are dropped.
func bounded(ctx context.Context, deadline time.Time, f func() error) error {
	done := make(chan error, 1)
	go func() { done <- f() }()
	var timeout <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		timeout = t.C
	}
	select {
	case err := <-done:
		return err
	case <-timeout:
		return ErrLoadTime
	case <-ctx.Done():
		return ctx.Err()
	}
}

// prepare loads the program and sets the run up; everything that can
// reject the configuration runs here, before the output directory
// exists, so a bad flag leaves no symx-out-N behind.
func (r *runner) prepare() (prog *ir.Program, phases []technique.Phase, execs []technique.Explorer, err error) {
	cfg := r.cfg
	// The flags first: a bad one is reported at once, not after a load
	// that --max-time may cut short.
	stack, err := factory.New(cfg.Solver, r.solverOptions(cfg))
	if err != nil {
		return
	}
	plan := cfg.plan()
	if err = r.checkFlags(plan); err != nil {
		return
	}
	if cfg.beforeLoad != nil {
		cfg.beforeLoad()
	}
	if prog, err = load(cfg); err != nil {
		return
	}
	r.prog = prog
	r.solver = stack
	env := &technique.Env{Plan: plan, Program: prog, Solver: r.solver,
		Messages: func(format string, args ...any) { r.messages.Printf(false, format, args...) }}
	if err = r.startTechniques(env); err != nil {
		return
	}
	r.base = r.basePhases()
	phases = r.base
	if r.loop != nil {
		phases = []technique.Phase{r.loop.Next(1, r.base)}
	}
	if len(phases) > 1 || r.loop != nil {
		r.union = &union{earlier: map[uint64]int{}, current: map[uint64]int{}}
	}
	// Later phases' executors are made when their phase starts (each
	// holds a whole initial state).
	execs = make([]technique.Explorer, len(phases))
	execs[0], err = r.newExplorer(phases[0])
	return
}

// checkFlags rejects a configuration before anything is loaded: the
// searchers, the query logs, the techniques' options.
func (r *runner) checkFlags(plan *technique.Plan) error {
	cfg := r.cfg
	if err := checkTechniques(cfg, plan); err != nil {
		return err
	}
	if _, err := search.New(cfg.Search, search.Options{}); err != nil {
		return err
	}
	for _, kind := range cfg.LogQueries {
		if kind != QueryLogAll && kind != QueryLogSolver {
			return fmt.Errorf("unknown query log %q (known: %s, %s)", kind, QueryLogAll, QueryLogSolver)
		}
	}
	return nil
}

// run explores, after prepare, until the paths are exhausted or runCtx
// (ctx under --max-time) ends, and writes info and coverage.json.
func (r *runner) run(ctx, runCtx context.Context, phases []technique.Phase, execs []technique.Explorer) (*Result, error) {
	runCtx, r.abort = context.WithCancelCause(runCtx)
	defer r.abort(nil)
	r.args = append([]string{r.cfg.Input}, r.cfg.ProgramArgs...)
	waitWriter := r.startWriter()
	if r.cfg.Abandon != nil {
		stopAbandon := context.AfterFunc(r.cfg.Abandon, func() { r.dropTests.Store(true) })
		defer stopAbandon()
	}
	stop := r.sampleStats()
	var stats exec.Stats
	var x technique.Explorer
	var runErr error
	for i := 0; runCtx.Err() == nil; i++ {
		ph, ok := r.nextPhase(i, phases)
		if !ok {
			break
		}
		x = nil
		if i < len(execs) {
			x, execs[i] = execs[i], nil
		}
		if x == nil {
			if x, runErr = r.newExplorer(ph); runErr != nil {
				break
			}
		}
		var more bool
		if stats, more = r.runPhase(runCtx, x, ph, stats); !more {
			break
		}
	}
	stop()
	waitWriter()
	r.writeStatsRow(stats)
	res := r.result(ctx, runCtx, stats, x, runErr)
	// Both, whatever fails: on a full disk one may still fit.
	return res, errors.Join(r.writeInfo(res), writeCoverage(r.coverage, r.prog, stats.Coverage))
}

// nextPhase is phase i (0-based): the planned ones, then the loop's.
func (r *runner) nextPhase(i int, phases []technique.Phase) (technique.Phase, bool) {
	switch {
	case i < len(phases):
		ph := phases[i]
		phases[i] = technique.Phase{} // a run's pruner holds its expressions
		return ph, true
	case r.loop != nil:
		return r.loop.Next(i+1, r.base), true
	}
	return technique.Phase{}, false
}

// runPhase explores a phase on x and adds its statistics to those of the
// phases before (stats); more says whether another phase may run.
func (r *runner) runPhase(ctx context.Context, x technique.Explorer, ph technique.Phase, stats exec.Stats) (total exec.Stats, more bool) {
	if r.union != nil {
		r.mu.Lock()
		label := ph.Label
		if label == nil {
			label = ph.Search
		}
		r.union.startPhase(label)
		r.mu.Unlock()
	}
	if r.loop != nil {
		r.loop.Begin(time.Since(r.start))
	}
	st := r.explore(ctx, x, ph)
	halted := x.Halted()
	runBranches := 0
	if st.Coverage != nil {
		runBranches = st.Coverage.CoveredEdges() // before AddStats merges the others in
	}
	r.mu.Lock()
	total = exec.AddStats(stats, st)
	r.prev, r.exec = total, nil // the sampler now adds the next phase to these
	if r.union != nil {
		r.messages.Printf(false, "phase %v", r.union.phases[len(r.union.phases)-1])
	}
	r.mu.Unlock()
	if r.loop == nil {
		return total, true
	}
	more, err := r.loop.Finish(st, runBranches, total, halted)
	if err != nil {
		r.messages.Printf(false, "%v", err)
	}
	return total, more
}

// result sums the run up once the exploration ended: x is the last
// phase's exploration, runErr why a phase could not start.
func (r *runner) result(ctx, runCtx context.Context, stats exec.Stats, x technique.Explorer, runErr error) *Result {
	res := &Result{Dir: r.dir, Stats: stats, Tests: r.writer.Stats().Tests, Unwritten: r.unwritten}
	r.results(res)
	r.mu.Lock()
	res.Completed, res.Partial = r.completed, r.partial
	if e := r.writeErr.Load(); e != nil {
		res.WriteError = *e
	}
	for _, b := range r.bugOrder {
		res.Bugs = append(res.Bugs, *b)
	}
	r.mu.Unlock()
	switch {
	case r.exitReason != "":
		res.Halted = r.exitReason
		res.ExitOnError = r.cfg.ExitOnError
	case ctx.Err() != nil:
		res.Halted = "interrupted"
	case res.WriteError != nil:
		res.Halted = "cannot write tests"
	case runCtx.Err() != nil:
		res.Halted = "max-time reached"
	case x != nil && x.Halted():
		res.Halted = "limit reached"
	}
	if runErr != nil && !errors.Is(runErr, context.Canceled) && !errors.Is(runErr, context.DeadlineExceeded) {
		r.messages.Printf(false, "run ended with error: %v", runErr)
	}
	return res
}

func load(cfg Config) (*ir.Program, error) {
	defer exec.PaceLoad()()
	if _, err := os.Stat(cfg.Input); err != nil {
		return nil, fmt.Errorf("%s: no such file", cfg.Input)
	}
	opts := ir.LoadOptions{Opt: cfg.Opt, M32: cfg.M32, Defines: cfg.Defines}
	if strings.HasSuffix(cfg.Input, ".c") || strings.HasSuffix(cfg.Input, ".i") {
		inc, err := include.Dir()
		if err != nil {
			return nil, fmt.Errorf("writing symx headers: %w", err)
		}
		opts.IncludeDirs = []string{inc}
	}
	if cfg.linksLibc() {
		// Index the C library on another core while the program loads
		// (llvm-dis, parsing, lowering). The program's pointer size,
		// known later, picks the library linked; a guess from --m32
		// that proves wrong costs only CPU.
		go libcArchive(cfg.M32)
	}
	var prog *ir.Program
	var err error
	if cfg.Optimize {
		prog, err = optimize(cfg, opts)
	} else {
		prog, err = ir.Load(cfg.Input, opts)
	}
	if err != nil {
		return nil, err
	}
	libs, err := loadLinkLibs(cfg, opts)
	if err != nil {
		return nil, err
	}
	if prog, err = linkLibc(prog, cfg.posix(), cfg.linksLibc(), libs); err != nil {
		return nil, err
	}
	if !cfg.KeepLocals {
		ir.PromoteLocals(prog)
	}
	return prog, nil
}

// posix reports whether the run uses the POSIX runtime.
func (cfg Config) posix() bool {
	return cfg.POSIXRuntime || HasPOSIXOptions(cfg.ProgramArgs)
}

// entry is the function the run starts at: with the C library linked,
// its start-up function, which calls the program's main and exits with
// its result so that atexit handlers run and error() knows argv[0] (as
// KLEE's uClibc start-up __uClibc_main does).
func (cfg Config) entry() string {
	switch {
	case cfg.posix():
		return posixEntry
	case cfg.linksLibc():
		return libcEntry
	}
	return "main"
}

const (
	posixEntry = "__symx_posix_main"
	libcEntry  = "__symx_main"
	userMain   = "__symx_user_main"
)

// posixOptions are the options of KLEE's klee_init_env that take effect
// in the program's argv (with one or two dashes).
var posixOptions = map[string]bool{
	"sym-arg": true, "sym-args": true, "sym-files": true, "sym-stdin": true,
	"sym-stdout": true, "save-all-writes": true, "fd-fail": true, "max-fail": true,
}

// HasPOSIXOptions reports whether a program command line holds one of
// KLEE's POSIX-runtime options (--sym-arg, --sym-args, --sym-files, ...),
// which turn the POSIX runtime on as in KLEE.
func HasPOSIXOptions(args []string) bool {
	for _, a := range args {
		if name, ok := strings.CutPrefix(a, "-"); ok {
			name = strings.TrimPrefix(name, "-")
			if posixOptions[name] {
				return true
			}
		}
	}
	return false
}

// libcArchives index the modeled C library, x86-64 and i386, once per
// process; a run loads the part its program needs (ir.Archive).
var libcArchives [2]struct {
	once sync.Once
	a    *ir.Archive
}

func libcArchive(m32 bool) *ir.Archive {
	i, name := 0, "libc.ll"
	if m32 {
		i, name = 1, "libc32.ll"
	}
	c := &libcArchives[i]
	c.once.Do(func() { c.a = ir.NewArchive(name, libc.IR(m32)) })
	return c.a
}

// loadLibc lowers the part of the modeled C library that libcRoots
// names reach.
func loadLibc(m32 bool, progs []*ir.Program, keep []string) (*ir.Program, error) {
	lib, err := libcArchive(m32).Load(libcRoots(progs, keep))
	if err != nil {
		return nil, fmt.Errorf("modeled C library: %w", err)
	}
	return lib, nil
}

// libcRoots are the names the C library must define for the programs:
// their undefined functions and globals, and keep.
func libcRoots(progs []*ir.Program, keep []string) []string {
	names := slices.Clone(keep)
	for _, p := range progs {
		for _, f := range p.Funcs {
			if f.IsDecl() {
				names = append(names, f.Name)
			}
		}
		for _, g := range p.Globals {
			if g.Extern {
				names = append(names, g.Name)
			}
		}
	}
	return names
}

// linkLibc links the program with the --link-llvm-lib libraries and,
// withLibc, the modeled C library (the program's definitions win, then
// the libraries' in order). With the modeled C library the program's main
// becomes __symx_user_main and the run starts at the library's start-up,
// __symx_posix_main with the POSIX runtime, __symx_main without; without
// the library main stays the entry point. The engine's primitives (malloc, klee_*, _exit,
// __symx_write, ...) stay declarations, implemented by exec.
func linkLibc(prog *ir.Program, posix, withLibc bool, libs []*ir.Program) (*ir.Program, error) {
	if !withLibc && len(libs) == 0 {
		return prog, nil
	}
	o := ir.LinkOptions{Keep: libcKeep(posix, withLibc)}
	if withLibc {
		if f := prog.Func("main"); f == nil || f.IsDecl() {
			return nil, errors.New("the program has no main function")
		}
		o.RenameMain = userMain
		lib, err := loadLibc(prog.PtrBytes == 4, append([]*ir.Program{prog}, libs...), o.Keep)
		if err != nil {
			return nil, err
		}
		libs = append(libs, lib)
	}
	return o.Link(prog, libs...)
}

// libcKeep names the definitions a link keeps though the program does not
// reach them: the library's memcpy, memmove and memset, which the
// executor runs for the llvm.mem* intrinsics whose pointer or length is
// symbolic, and with the modeled C library its entry point.
func libcKeep(posix, withLibc bool) []string {
	keep := []string{"memcpy", "memmove", "memset"}
	switch {
	case withLibc && posix:
		keep = append(keep, posixEntry)
	case withLibc:
		keep = append(keep, libcEntry)
	}
	return keep
}

// runner is the state of one run shared with the executor's callbacks.
type runner struct {
	cfg    Config
	prog   *ir.Program
	dir    string
	start  time.Time
	exec   technique.Explorer
	solver solver.Solver
	techs  []active          // the techniques on, in Techniques' order
	loop   technique.Loop    // a technique's restart loop, or nil
	base   []technique.Phase // the phases planned without the loop
	// columns are the techniques' run.stats columns (startTechniques).
	columns []statsColumn

	progCode *programCode // the program's own code (run.stats), made at the first row
	memory   memoryPeak   // the live heap's peak over run.stats' rows (under mu)

	writer   *testgen.Writer
	queries  []*queryFile // --use-query-log's files
	messages *logFile
	warnings *logFile
	stats    *os.File
	info     *reserved // written last, with room taken at the start
	coverage *reserved

	onTermMu           sync.Mutex // one OnTerminate call at a time
	mu                 sync.Mutex
	completed, partial uint64
	bugs               map[bugKey]*BugSummary
	bugOrder           []*BugSummary
	queue              chan writeJob
	union              *union                  // the phases' paths, with several phases
	prev               exec.Stats              // the finished phases' statistics, summed
	killed             map[string]int          // states pruned, by reason
	abort              context.CancelCauseFunc // ends the exploration
	// writeErr is the first failed test write.
	writeErr atomic.Pointer[error]
	// dropTests makes the writers drop the tests still queued (a second
	// interrupt).
	dropTests atomic.Bool
	sendMu    sync.Mutex // sends to queue in sequence order
	sent      uint64     // the next job's sequence number; under sendMu
	// The writers name tests in sequence order: committed is the
	// sequence number whose turn it is, unwritten counts the queued
	// tests dropped (after a failed write or a second interrupt).
	turnMu     sync.Mutex
	turn       *sync.Cond
	committed  uint64
	unwritten  int
	exitReason string    // set when a bug stopped the run (--exit-on-error)
	args       []string  // the program's command line, as tests record it
	handovers  [2]uint64 // with --workers: hand-overs, states handed over
}

// bugKey identifies a distinct bug, KLEE's way (the faulting instruction
// and the message), plus the program's call site when the fault is
// inside the C library: strlen(NULL) from three places is three bugs with
// three tests, where KLEE keeps only the first.
type bugKey struct {
	kind, message string
	where, site   exec.Location
}

func (r *runner) open() error {
	var err error
	o := writerOptions(r.cfg.WriteNoTests)
	o.WriteFile = r.cfg.writeFile
	r.writer, err = testgen.NewWriter(r.dir, o)
	if err != nil {
		return err
	}
	// Room for info and coverage.json, written last, taken now: on a full
	// disk they still say what happened.
	r.info = reserve(filepath.Join(r.dir, "info"), 64<<10)
	r.coverage = reserve(filepath.Join(r.dir, "coverage.json"), 64<<10+16*int64(r.prog.NumInsts))
	if r.messages, err = openLog(r.dir, testgen.MessagesFile, r.start); err != nil {
		return err
	}
	if r.warnings, err = openLog(r.dir, testgen.WarningsFile, r.start); err != nil {
		return err
	}
	r.stats, err = os.Create(filepath.Join(r.dir, "run.stats"))
	if err != nil {
		return err
	}
	fmt.Fprintln(r.stats, r.statsHeader())
	for _, q := range r.queries {
		if q.f, err = os.Create(filepath.Join(r.dir, q.name)); err != nil {
			return err
		}
	}
	for _, a := range r.techs {
		if o, ok := a.inst.(technique.Output); ok {
			if err := o.Open(r.dir); err != nil {
				return err
			}
		}
	}
	return nil
}

// The kinds of Config.LogQueries.
const (
	QueryLogAll    = "all"
	QueryLogSolver = "solver"
)

// queryFile is one --use-query-log file, created with the output
// directory (after the solver chain that writes it is assembled).
type queryFile struct {
	name string
	f    *os.File
	log  *querylog.Logger
}

func (q *queryFile) Write(b []byte) (int, error) {
	if q.f == nil {
		return 0, errors.New("not open")
	}
	return q.f.Write(b)
}

// queryLog wraps s in a query log written to the file name.
func (r *runner) queryLog(s solver.Solver, name string) solver.Solver {
	q := &queryFile{name: name}
	q.log = querylog.New(s, q)
	r.queries = append(r.queries, q)
	return q.log
}

func (r *runner) close() {
	if c, ok := r.solver.(io.Closer); ok {
		c.Close() // z3's process
	}
	r.info.close()
	r.coverage.close()
	r.messages.Close()
	r.warnings.Close()
	if r.stats != nil {
		r.stats.Close()
	}
	for _, q := range r.queries {
		if q.f != nil {
			q.f.Close()
		}
	}
	r.each(func(i technique.Instance) {
		if o, ok := i.(technique.Output); ok {
			o.Close()
		}
	})
}

// pruned logs every pruning (KLEE warns "killing N states (over memory
// cap)"); info sums them up.
func (r *runner) pruned(info exec.PruneInfo, killed, live int, reason string) {
	r.mu.Lock()
	r.killed[reason] += killed
	r.each(func(i technique.Instance) {
		if c, ok := i.(technique.PruneCounter); ok {
			c.Pruned(killed)
		}
	})
	r.mu.Unlock()
	if reason == exec.MemoryLimitReason {
		r.messages.Printf(false, "killing %d of %d states: %s (process memory %d MB, --max-memory %d MB)",
			killed, live, reason, info.MemoryBytes>>20, r.cfg.MaxMemory>>20)
		return
	}
	r.messages.Printf(false, "killing %d of %d states: %s", killed, live, reason)
}

func (r *runner) warn(loc exec.Location, msg string) {
	r.warnings.Printf(true, "%s: %s", loc, msg)
}

// terminated turns a finished path into a test (KLEE's policy: every
// completed path; each distinct error location once unless EmitAllErrors;
// with OnlyNewCoverage only paths that covered something new).
func (r *runner) terminated(t *exec.Termination) {
	verdict := r.filter(t)
	if verdict == technique.Drop {
		return // another partition writes it; a seed's screening run
	}
	if r.cfg.OnTerminate != nil {
		defer func() {
			r.onTermMu.Lock()
			defer r.onTermMu.Unlock()
			r.cfg.OnTerminate(t)
		}()
	}
	if verdict == technique.Skip {
		return // a concolic run that took a path seen before
	}
	if t.Outcome == exec.Silent {
		return
	}
	job := r.account(t)
	if job == nil {
		return
	}
	// Not under mu: the writers take it, and the queue is short so that
	// exploration waits for them. Sent in sequence order.
	r.sendMu.Lock()
	job.seq = r.sent
	r.sent++
	r.queue <- *job
	r.sendMu.Unlock()
}

// account counts a finished path, records its bug, and returns the test
// to write, or nil.
func (r *runner) account(t *exec.Termination) *writeJob {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.exitReason != "" && r.cfg.ExitOnError {
		return nil // KLEE exits at once: the states left yield nothing
	}
	if r.union != nil && r.union.add(t) {
		return nil // an earlier phase counted and wrote it
	}
	write := true
	var bug *BugSummary
	if t.Outcome == exec.Exit {
		r.completed++
	} else {
		r.partial++
	}
	if t.Outcome == exec.BugFound {
		w := t.Bug.Where
		k := bugKey{t.Bug.Kind.String(), t.Bug.Message, w, t.Bug.ProgramSite()}
		if b, seen := r.bugs[k]; seen {
			b.Paths++
			write = r.cfg.EmitAllErrors
		} else {
			bug = &BugSummary{Kind: k.kind, Message: t.Bug.Message, File: w.File, Line: w.Line, Paths: 1}
			if k.site != w {
				bug.CallFile, bug.CallLine = k.site.File, k.site.Line
			}
			r.bugs[k] = bug
			r.bugOrder = append(r.bugOrder, bug)
			r.messages.Printf(false, "ERROR: %s", bug)
		}
	} else if r.cfg.OnlyNewCoverage && !t.CoveredNew && !(t.Halted && r.cfg.DumpAllOnHalt) {
		write = false
	}
	if t.Outcome == exec.BugFound && r.exitReason == "" && r.cfg.exitOn(t.Bug) {
		r.exitReason = fmt.Sprintf("exit on error: %s at %s:%d: %s", t.Bug.Kind, t.Bug.Where.File, t.Bug.Where.Line, t.Bug.Message)
		r.abort(errors.New(r.exitReason))
	}
	if !write || t.Inputs == nil && t.Outcome != exec.Exit {
		return nil
	}
	job := &writeJob{test: toTest(t, r.args), bug: bug}
	job.test.Path = pathID(t)
	if err := job.test.Validate(); err != nil {
		r.messages.Printf(false, "invalid test: %v", err) // this test only
		return nil
	}
	if r.cfg.WriteSMT2s && t.State != nil {
		job.constraints = t.State.Constraints()
	}
	return job
}

// writeJob is one test handed to the writers.
type writeJob struct {
	seq  uint64 // the order the path ended in, which numbers the tests
	test *testgen.Test
	bug  *BugSummary // the bug the test is the first of, or nil
	// constraints is the path condition, for --write-smt2s.
	constraints []expr.Expr
}

// writeQueue is how many finished paths may wait for the writers. Short,
// so that exploration waits for them: a SIGKILL loses at most these and
// the writers' own, where a long queue lost hundreds.
const writeQueue = 8

// startWriter writes queued tests on their own goroutines, so exploration
// goes on while files are written (the second core does the I/O). The
// returned function drains the queue and waits.
func (r *runner) startWriter() (wait func()) {
	r.queue = make(chan writeJob, writeQueue)
	r.turn = sync.NewCond(&r.turnMu)
	var wg sync.WaitGroup
	for w := 0; w < writers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.writeQueued()
		}()
	}
	return func() { close(r.queue); wg.Wait() }
}

// writers is the number of goroutines writing tests: file creation is
// system-call bound, and two writers keep pace with the interpreter on
// paths as short as loop16's.
const writers = 2

// writeQueued writes the queue's tests: each writer writes its test's
// files unnamed, in parallel with the other, then waits for the test's
// turn (the order the paths ended) to name them under the next number.
// A test gets its number only when its files are whole, so a failed
// write leaves no hole, and the numbering does not depend on the
// writers' races.
func (r *runner) writeQueued() {
	for j := range r.queue {
		var p *testgen.Pending
		var err error
		if r.writeErr.Load() == nil && !r.dropTests.Load() {
			p, err = r.writer.Prepare(j.test)
		}
		r.turnMu.Lock()
		for r.committed != j.seq {
			r.turn.Wait()
		}
		id := 0
		switch {
		case err != nil:
			r.unwritten++
			r.stopWriting(err)
		case p == nil || r.writeErr.Load() != nil || r.dropTests.Load():
			// Nothing after a failed write; nothing after a second interrupt.
			r.unwritten++
		default:
			if id, err = p.Commit(); err != nil {
				r.unwritten++
				r.stopWriting(err)
			}
		}
		r.committed++
		r.turn.Broadcast()
		r.turnMu.Unlock()
		if id == 0 {
			if p != nil {
				p.Discard()
			}
			continue
		}
		if j.bug != nil {
			r.mu.Lock()
			j.bug.Test = id
			r.mu.Unlock()
		}
		if r.cfg.WriteSMT2s && !r.cfg.WriteNoTests {
			if err := writeSMT2(r.writer.Path(id, "smt2"), j.constraints); err != nil {
				r.messages.Printf(false, "writing %s: %v", r.writer.Path(id, "smt2"), err)
			}
		}
	}
}

// stopWriting records the first failed write (a full disk, a removed
// directory) and ends the exploration: later tests would fail the same
// way, and the ones written so far are whole. r.turnMu is held.
func (r *runner) stopWriting(err error) {
	if !r.writeErr.CompareAndSwap(nil, &err) {
		return
	}
	r.messages.Printf(false, "cannot write tests: %v; stopping (the %d tests written are kept)", err, r.writer.Stats().Tests)
	r.abort(err)
}

func toTest(t *exec.Termination, args []string) *testgen.Test {
	test := &testgen.Test{Args: args}
	for _, in := range t.Inputs {
		test.Objects = append(test.Objects, testgen.Object{Name: in.Name, Bytes: in.Bytes})
	}
	switch t.Outcome {
	case exec.Exit:
		test.Outcome = testgen.Exit(t.ExitCode)
	case exec.BugFound:
		kind, suffix := testgen.KindForSuffix(t.Bug.Kind.String())
		if t.Bug.Suffix != "" {
			kind, suffix = testgen.KindForSuffix(t.Bug.Suffix)
		}
		rep := &testgen.ErrorReport{Kind: kind, Suffix: suffix, Message: t.Bug.Message,
			File: t.Bug.Where.File, Line: t.Bug.Where.Line, Info: t.Bug.Info}
		for _, f := range t.Bug.Stack {
			// As KLEE shows them: the program's main by its name, no
			// frames of the C library's start-up, which calls it.
			switch f.Func {
			case libcEntry, posixEntry:
				continue
			case userMain:
				f.Func = "main"
			}
			rep.Stack = append(rep.Stack, testgen.Frame{Func: f.Func, File: f.Where.File, Line: f.Where.Line})
		}
		test.Outcome = testgen.Bug(rep)
	default:
		test.Outcome = testgen.Early(t.Reason)
	}
	return test
}

// Snapshot is what the progress display shows.
type Snapshot struct {
	Elapsed      time.Duration
	States       int
	Completed    uint64
	Partial      uint64
	Bugs         int
	Tests        int
	Instructions uint64
	CoveredInsts int
	TotalInsts   int
}

func (r *runner) snapshot() Snapshot {
	s := Snapshot{Elapsed: time.Since(r.start), Completed: r.completed, Partial: r.partial,
		Bugs: len(r.bugOrder), Tests: r.writer.Count(), TotalInsts: r.prog.NumInsts}
	return s
}

func (r *runner) writeInfo(res *Result) error {
	var b strings.Builder
	fmt.Fprintf(&b, "symx %s (%s, %s/%s)\n", Version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	fmt.Fprintf(&b, "command: %s\n", strings.Join(r.cfg.CommandLine, " "))
	fmt.Fprintf(&b, "input: %s\n", r.cfg.Input)
	fmt.Fprintln(&b, testgen.DataModelLine(r.prog.PtrBytes))
	fmt.Fprintf(&b, "started: %s\n", r.start.Format(time.RFC3339))
	fmt.Fprintf(&b, "elapsed: %s\n", time.Since(r.start).Round(time.Millisecond))
	if res.Halted != "" {
		fmt.Fprintf(&b, "halted: %s\n", res.Halted)
	}
	if n := r.cfg.workers(); n > 1 {
		// How often an idle worker was handed states (exec.Workers).
		fmt.Fprintf(&b, "workers: %d (%d hand-overs of %d states)\n", n, r.handovers[0], r.handovers[1])
	}
	// Queries abandoned at --max-solver-work or --max-solver-time (each
	// ended its path with a solver error), and the executor's queries'
	// work (solver.Work units, the same on a quiet and a loaded machine).
	fmt.Fprintf(&b, "solver timeouts: %d\n", res.Stats.SolverTimeouts)
	fmt.Fprintf(&b, "solver work: %d units\n", res.Stats.QueryWork)
	if q := res.Stats.QueryCounts(); q != "" {
		// Who asked the solver: the executor, and each technique's lane
		// (exec.Gateway); only when a technique queried.
		fmt.Fprintf(&b, "queries: %s\n", q)
	}
	if t := res.Stats.ConcreteTime; t > 0 {
		// --screen-seeds' cost: its runs take no solver time.
		fmt.Fprintf(&b, "concrete runs: %s\n", t.Round(time.Millisecond))
	}
	if res.WriteError != nil {
		fmt.Fprintf(&b, "write error: %v\n", res.WriteError)
	}
	if res.Unwritten > 0 {
		fmt.Fprintf(&b, "tests not written: %d (finished paths whose tests were dropped: %s)\n", res.Unwritten, res.Halted)
	}
	r.report(&b, res.Stats)
	r.mu.Lock()
	fmt.Fprintln(&b, r.memory.infoLine(peakResidentMB()))
	r.mu.Unlock()
	if r.union != nil {
		for _, p := range r.union.phases {
			fmt.Fprintf(&b, "phase: %v\n", p)
		}
	}
	reasons := make([]string, 0, len(r.killed))
	for k := range r.killed {
		reasons = append(reasons, k)
	}
	sort.Strings(reasons)
	for _, k := range reasons {
		fmt.Fprintf(&b, "killed: %d states: %s\n", r.killed[k], k)
	}
	writeExternals(&b, res.Stats.Externals)
	if res.Stats.Undumped > 0 {
		fmt.Fprintf(&b, "states not dumped at halt: %d (no time left to write their tests)\n", res.Stats.Undumped)
	}
	for _, bug := range res.Bugs {
		fmt.Fprintf(&b, "bug: %s at %s:%d (%d paths, test%06d): %s\n", bug.Kind, bug.File, bug.Line, bug.Paths, bug.Test, bug.Message)
	}
	for _, q := range r.queries {
		if err := q.log.Err(); err != nil {
			fmt.Fprintf(&b, "query log %s: not complete: %v\n", q.name, err)
		}
	}
	// Each layer of the query chain: how many of the queries that reached
	// it it answered (klee-stats' cache columns). fp.search is MuSE's
	// floating-point search, answering before the exact solver (solver/fp).
	if st, ok := r.solver.(solver.Stats); ok {
		for _, c := range st.Stats() {
			switch {
			case c.Count && c.Hits > 0:
				fmt.Fprintf(&b, "solver: %s %d\n", c.Name, c.Hits)
			case !c.Count && c.Hits+c.Misses > 0:
				fmt.Fprintf(&b, "solver: %s answered %d of %d\n", c.Name, c.Hits, c.Hits+c.Misses)
			}
		}
	}
	// KLEE's closing lines, verbatim, for scripts written against KLEE.
	fmt.Fprintf(&b, "KLEE: done: total instructions = %d\n", res.Stats.Instructions)
	fmt.Fprintf(&b, "KLEE: done: completed paths = %d\n", res.Completed)
	fmt.Fprintf(&b, "KLEE: done: partially completed paths = %d\n", res.Partial)
	fmt.Fprintf(&b, "KLEE: done: generated tests = %d\n", res.Tests)
	fmt.Fprintf(&b, "KLEE: done: unmodeled external calls = %d\n", res.Stats.ExternalCalls)
	return r.info.write([]byte(b.String()))
}

func writerOptions(noTests bool) testgen.WriterOptions {
	o := testgen.DefaultWriterOptions()
	o.NoTests = noTests
	return o
}

// writeExternals lists the functions neither defined nor modeled that
// the run called, most calls first: what the C library still lacks.
func writeExternals(b *strings.Builder, ext map[string]uint64) {
	if len(ext) == 0 {
		return
	}
	names := slices.Collect(maps.Keys(ext))
	slices.SortFunc(names, func(a, c string) int {
		if ext[a] != ext[c] {
			return cmp.Compare(ext[c], ext[a])
		}
		return strings.Compare(a, c)
	})
	b.WriteString("external calls:")
	for i, name := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(b, " %s %d", name, ext[name])
	}
	b.WriteByte('\n')
}

// DefaultMaxSolverWork is symx run's per-query budget when
// --max-solver-work is not given: 10,000 work units (solver.Work), about
// 30 s of one query on the machine measured, KLEE's coreutils line's
// --max-solver-time. It is counted in the solver's own steps, so the
// same command gives the same paths, tests and bugs on a quiet machine
// and a loaded one; the wall-clock --max-solver-time is none by default.
// (Before, the default was a wall-clock 60th of --max-time, at least 1 s:
// on a loaded machine it ended paths that a quiet one explored, and on an
// inflate decoder it ended paths KLEE, with no per-query limit, explored.)
const DefaultMaxSolverWork = 10000

package z3

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"sync"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
)

// Options configures a Solver.
type Options struct {
	// Path is the z3 executable; "" looks up "z3" on PATH.
	Path string
	// Timeout bounds each query when ctx has no earlier deadline; 0 means
	// none. A query that runs out of time answers Unknown.
	Timeout time.Duration
	// MaxModelBytes: symbolic arrays up to this size get every byte in
	// models; larger ones only the bytes the query reads. 0 means 4096.
	MaxModelBytes uint64
}

// counters counts a Solver's work.
type counters struct {
	queries, sat, unsat, unknown int64
	restarts                     int64 // z3 processes started after the first
	time                         time.Duration
}

// Solver is a solver.Solver backed by a z3 process. It is safe for
// concurrent use; queries run one at a time.
type Solver struct {
	opts Options
	path string

	mu      sync.Mutex
	proc    *process
	started int
	stats   counters
}

var (
	_ solver.Solver = (*Solver)(nil)
	_ solver.Stats  = (*Solver)(nil)
)

// ErrNotFound is returned by New when there is no z3 to run.
var ErrNotFound = errors.New("z3 not found: install it (apt-get install z3)")

// New returns a Solver; the z3 process starts with the first query.
func New(opts Options) (*Solver, error) {
	name := opts.Path
	if name == "" {
		name = "z3"
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return nil, ErrNotFound
	}
	if opts.MaxModelBytes == 0 {
		opts.MaxModelBytes = 4096
	}
	return &Solver{opts: opts, path: path}, nil
}

// Stats reports the queries sent to z3 by answer (constant queries are
// answered without z3), the processes restarted after a kill, and the
// time spent in Check in milliseconds.
func (s *Solver) Stats() []solver.Counter {
	s.mu.Lock()
	defer s.mu.Unlock()
	return []solver.Counter{
		{Name: "z3.queries", Hits: s.stats.queries, Count: true},
		{Name: "z3.sat", Hits: s.stats.sat, Count: true},
		{Name: "z3.unsat", Hits: s.stats.unsat, Count: true},
		{Name: "z3.unknown", Hits: s.stats.unknown, Count: true},
		{Name: "z3.restarts", Hits: s.stats.restarts, Count: true},
		{Name: "z3.time-ms", Hits: s.stats.time.Milliseconds(), Count: true},
	}
}

// Close stops the z3 process. The Solver remains usable: the next query
// starts a new one.
func (s *Solver) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.proc == nil {
		return nil
	}
	err := s.proc.close()
	s.proc = nil
	return err
}

// Check decides the conjunction of q's constraints.
func (s *Solver) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	unknown := solver.Response{Result: solver.Unknown}
	if err := ctx.Err(); err != nil {
		return unknown, err
	}
	var cs []expr.Expr
	for _, c := range q.Constraints {
		if c.Width() != expr.Bool {
			return unknown, fmt.Errorf("z3: constraint of width %d, want a Bool", c.Width())
		}
		if c.IsFalse() {
			return solver.Response{Result: solver.Unsat}, nil
		}
		if !c.IsTrue() {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		return solver.Response{Result: solver.Sat, Model: expr.NewAssignment()}, nil
	}
	return s.counted(ctx, cs, planModel(cs, s.opts.MaxModelBytes), nil)
}

// counted runs check under the lock, counting the query and its answer.
func (s *Solver) counted(ctx context.Context, cs []expr.Expr, plan *modelPlan, script []byte) (solver.Response, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	start := time.Now()
	defer func() { s.stats.time += time.Since(start) }()
	s.stats.queries++
	r, err := s.check(ctx, cs, plan, script)
	switch r.Result {
	case solver.Sat:
		s.stats.sat++
	case solver.Unsat:
		s.stats.unsat++
	default:
		s.stats.unknown++
	}
	return r, err
}

// reply is what one exchange with z3 produced.
type reply struct {
	result solver.Result
	values []uint64
	steps  uint64 // z3's resource count the query spent (rlimit)
	err    error
}

// CheckScript decides an SMT-LIB 2 script given as text: declarations and
// assertions, without check-sat, in any logic z3 reads. The answer has no
// model. It lets tests compare symx's reading of a script with z3's.
func (s *Solver) CheckScript(ctx context.Context, script []byte) (solver.Result, error) {
	if err := ctx.Err(); err != nil {
		return solver.Unknown, err
	}
	r, err := s.counted(ctx, nil, nil, script)
	return r.Result, err
}

// check sends cs (with plan's get-value terms), or without a plan the
// text script, to z3.
func (s *Solver) check(ctx context.Context, cs []expr.Expr, plan *modelPlan, script []byte) (solver.Response, error) {
	unknown := solver.Response{Result: solver.Unknown}
	if s.proc == nil {
		p, err := startProcess(s.path)
		if err != nil {
			return unknown, err
		}
		if s.started > 0 {
			s.stats.restarts++
		}
		s.started++
		s.proc = p
	}
	// z3's own timeout, from the earlier of ctx's deadline and Options.
	timeout := uint64(4294967295) // z3's "none"
	deadline, hasDeadline := ctx.Deadline()
	ctxDeadline := hasDeadline
	if s.opts.Timeout > 0 {
		if d := time.Now().Add(s.opts.Timeout); !hasDeadline || d.Before(deadline) {
			deadline, hasDeadline, ctxDeadline = d, true, false
		}
	}
	if hasDeadline {
		ms := time.Until(deadline).Milliseconds()
		if ms < 1 {
			return unknown, context.DeadlineExceeded
		}
		timeout = uint64(ms)
	}
	// z3's resource limit, from the query's work budget: rlimit counts
	// z3's steps, so the answer does not depend on the machine's load.
	// The steps spent are read after the query ((reset) zeroes z3's
	// count).
	work := solver.WorkOf(ctx)
	var rlimit uint64 // 0: none
	if work != nil && work.Limit > 0 {
		if work.Spent() {
			return unknown, solver.ErrWorkLimit
		}
		rlimit = work.Left() * solver.WorkRlimit
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "(reset)\n(set-option :timeout %d)\n(set-option :rlimit %d)\n", timeout, rlimit)
	var enc *smtlib.Encoder
	var terms []expr.Expr
	if plan != nil {
		enc = smtlib.NewEncoder(&buf)
		terms = plan.terms
		if err := enc.WriteQuery(cs, smtlib.PrintOptions{Values: terms}); err != nil {
			return unknown, fmt.Errorf("z3: %w", err)
		}
	} else {
		buf.Write(script)
		buf.WriteString("\n(check-sat)\n")
	}
	if work != nil {
		buf.WriteString("(get-info :rlimit)\n")
	}
	p := s.proc
	done := make(chan reply, 1)
	go func() { done <- p.exchange(&buf, enc, terms, work != nil) }()

	var r reply
	select {
	case r = <-done:
	case <-ctx.Done():
		// z3 normally stops by itself at the deadline; give it a moment
		// before killing it.
		grace := time.NewTimer(250 * time.Millisecond)
		if ctx.Err() != context.DeadlineExceeded {
			grace.Reset(0)
		}
		select {
		case r = <-done:
			grace.Stop()
		case <-grace.C:
			s.kill()
			<-done
			return unknown, ctx.Err()
		}
	}
	if work != nil && r.steps > 0 {
		work.Spend((r.steps + solver.WorkRlimit - 1) / solver.WorkRlimit)
	}
	if r.err != nil {
		if errors.Is(r.err, errProtocol) {
			s.kill() // out of step with z3: start afresh
		}
		if err := ctx.Err(); err != nil {
			return unknown, err
		}
		return unknown, r.err
	}
	switch r.result {
	case solver.Unsat:
		return solver.Response{Result: solver.Unsat}, nil
	case solver.Sat:
		if plan == nil {
			return solver.Response{Result: solver.Sat}, nil
		}
		return solver.Response{Result: solver.Sat, Model: plan.model(r.values)}, nil
	}
	if rlimit > 0 && work.Spent() {
		return unknown, solver.ErrWorkLimit
	}
	if ctxDeadline && ctx.Err() == nil {
		// z3 stopped at ctx's deadline a moment before ctx noticed.
		return unknown, context.DeadlineExceeded
	}
	return unknown, ctx.Err()
}

// kill ends the process; the next query starts another.
func (s *Solver) kill() {
	if s.proc != nil {
		s.proc.kill()
		s.proc = nil
	}
}

// process is a running `z3 -in -smt2`.
type process struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// errProtocol marks failures after which the process's state is unknown.
var errProtocol = errors.New("z3 process failed")

func startProcess(path string) (*process, error) {
	cmd := exec.Command(path, "-in", "-smt2")
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("z3: %w", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("z3: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("z3: start %s: %w", path, err)
	}
	return &process{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 64<<10)}, nil
}

func (p *process) kill() {
	p.cmd.Process.Kill()
	p.in.Close()
	p.cmd.Wait()
}

func (p *process) close() error {
	p.in.Close() // z3 exits at the end of its input
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(2 * time.Second):
		p.cmd.Process.Kill()
		return <-done
	}
}

// exchange sends the query in buf and reads the answer; after sat it asks
// enc for the values of terms. With steps, buf asks for z3's resource
// count after check-sat, and exchange reads it.
func (p *process) exchange(buf *bytes.Buffer, enc *smtlib.Encoder, terms []expr.Expr, steps bool) reply {
	fail := func(err error) reply {
		return reply{err: fmt.Errorf("%w: %v", errProtocol, err)}
	}
	if _, err := p.in.Write(buf.Bytes()); err != nil {
		return fail(err)
	}

	// Errors of earlier commands come before check-sat's answer.
	var rejected []string
	var result solver.Result
	for {
		x, err := readSexp(p.out)
		if err != nil {
			return fail(err)
		}
		if msg, ok := isError(x); ok {
			rejected = append(rejected, msg)
			continue
		}
		switch x.String() {
		case "sat":
			result = solver.Sat
		case "unsat":
			result = solver.Unsat
		case "unknown":
			result = solver.Unknown
		default:
			return fail(fmt.Errorf("unexpected output %q", x.String()))
		}
		break
	}
	var spent uint64
	if steps {
		n, err := readRlimit(p.out)
		if err != nil {
			return fail(err)
		}
		spent = n
	}
	if len(rejected) > 0 {
		return reply{err: fmt.Errorf("z3 rejected the query: %s", rejected[0]), steps: spent}
	}
	if result != solver.Sat || len(terms) == 0 {
		return reply{result: result, steps: spent}
	}
	buf.Reset()
	if err := enc.WriteGetValue(terms); err != nil {
		return reply{err: fmt.Errorf("z3: %w", err)}
	}
	if _, err := p.in.Write(buf.Bytes()); err != nil {
		return fail(err)
	}
	x, err := readSexp(p.out)
	if err != nil {
		return fail(err)
	}
	if msg, ok := isError(x); ok {
		return reply{err: fmt.Errorf("z3: get-value: %s", msg)}
	}
	if !x.isList || len(x.list) != len(terms) {
		return fail(fmt.Errorf("get-value answered %d values for %d terms", len(x.list), len(terms)))
	}
	vals := make([]uint64, len(terms))
	for i, pair := range x.list {
		if !pair.isList || len(pair.list) != 2 {
			return fail(fmt.Errorf("unexpected get-value entry %s", pair))
		}
		v, err := value(pair.list[1])
		if err != nil {
			return reply{err: fmt.Errorf("z3: %w", err)}
		}
		vals[i] = v
	}
	return reply{result: solver.Sat, values: vals, steps: spent}
}

// readRlimit reads get-info's answer "(:rlimit N)".
func readRlimit(r *bufio.Reader) (uint64, error) {
	x, err := readSexp(r)
	if err != nil {
		return 0, err
	}
	if !x.isList || len(x.list) != 2 || x.list[0].String() != ":rlimit" {
		return 0, fmt.Errorf("get-info :rlimit answered %s", x)
	}
	return strconv.ParseUint(x.list[1].String(), 10, 64)
}

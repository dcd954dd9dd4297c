package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/factory"
)

var solveOpts struct {
	solver  string
	model   bool
	check   bool
	stats   bool
	timeout time.Duration
}

func init() {
	register(&command{
		Name:         "solve",
		UsageLine:    "solve [flags] FILE.smt2...",
		Short:        "decide SMT-LIB 2 queries",
		Interspersed: true,
		Long: `
Solve reads each SMT-LIB 2 file (QF_ABV/QF_AUFBV with byte arrays, as KLEE's
--use-query-log=...:smt2 writes them, or as symx prints them; QF_FP and
QF_BVFP over Float32 and Float64), decides the conjunction of its
assertions with the solver symx run uses (the query chain and the
floating-point search in front of --solver's backend, so a query logged
by a run is answered here as the run answered it), and prints one line
per file:

	FILE: sat|unsat|unknown

A file of many queries (a query log: queries ending in (exit), or
separated by (reset), or several check-sats) gets one line per query,
"FILE:N: answer", N counting from 1.

With --model, the bytes of each symbolic array (and the value of each
declared constant) follow a sat line. With --check, each answer is compared
with the file's "; expected: ..." first line (and each model is checked
against the assertions); solve exits 1 on a mismatch. A file that cannot be
read is reported as "symx: FILE:LINE:COL: message"; the other files are
still solved, and solve exits 2. --stats prints the solver's counters to
standard error at the end.`,
		Flags: func(fs *flag.FlagSet) {
			solveOpts.timeout = 0
			fs.StringVar(&solveOpts.solver, "solver", "bitblast", "backend behind the query chain, as in symx run: bitblast or z3")
			fs.BoolVar(&solveOpts.model, "model", false, "print the model after each sat answer")
			fs.BoolVar(&solveOpts.check, "check", false, "compare answers with each file's '; expected:' line; exit 1 on a mismatch")
			fs.BoolVar(&solveOpts.stats, "stats", false, "print solver statistics to standard error")
			fs.Var(durationFlag{D: &solveOpts.timeout}, "timeout", "time limit per query (default none)")
		},
		Run: runSolve,
	})
}

// newSolveSolver returns the solver stack `symx run --solver=NAME` uses
// (solver/factory), so solve answers a query as a run would; an unknown
// name is a usage error.
func newSolveSolver(name string) (*factory.Solver, error) {
	s, err := factory.New(name, factory.Options{})
	if errors.Is(err, factory.ErrUnknown) {
		return nil, usageError{err.Error()}
	}
	return s, err
}

func runSolve(env *cmdEnv, args []string) error {
	if len(args) == 0 {
		return usageError{"no files given"}
	}
	s, err := newSolveSolver(solveOpts.solver)
	if err != nil {
		return err
	}
	defer s.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	// Each bad file is reported as it comes; the last one is returned,
	// for main to print, so every message is printed once.
	var lastBad error
	bad := func(err error) {
		if lastBad != nil {
			fmt.Fprintf(env.Stderr, "symx: %v\n", lastBad)
		}
		lastBad = err
	}
	var mismatches, failures, solved int
	start := time.Now()
	for _, file := range args {
		src, err := os.ReadFile(file)
		if err != nil {
			bad(err)
			continue
		}
		// A file may hold many queries (a query log): each is answered
		// on its own line, "FILE:N: answer"; the queries before a bad
		// one are still answered.
		scs, err := smtlib.ParseAll(file, src)
		for qi, sc := range scs {
			name := file
			if len(scs) > 1 || err != nil {
				name = fmt.Sprintf("%s:%d", file, qi+1)
			}
			if ierr := solveOne(ctx, env, s, name, sc, &mismatches, &failures); ierr != nil {
				return ierr
			}
			solved++
		}
		if err != nil {
			bad(err)
		}
	}
	if solveOpts.stats {
		printSolveStats(env.Stderr, s, solved, time.Since(start))
	}
	switch {
	case lastBad != nil:
		return exitError{code: 2, err: lastBad}
	case mismatches > 0:
		return exitError{code: 1, err: fmt.Errorf("%d of %d answers do not match the expected ones", mismatches, solved)}
	case failures > 0:
		return exitError{code: 1, err: fmt.Errorf("the solver failed on %d of %d queries", failures, solved)}
	}
	return nil
}

// solveOne answers the query sc, named name in what it prints, and
// counts a mismatch with --check or a solver failure; its error is an
// interruption, which ends solve.
func solveOne(ctx context.Context, env *cmdEnv, s solver.Solver, file string, sc *smtlib.Script, mismatches, failures *int) error {
	qctx, cancel := ctx, context.CancelFunc(func() {})
	if solveOpts.timeout > 0 {
		qctx, cancel = context.WithTimeout(ctx, solveOpts.timeout)
	}
	resp, err := s.Check(qctx, solver.Query{Constraints: sc.Assertions})
	cancel()
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		if ctx.Err() != nil {
			return exitError{code: 1, err: fmt.Errorf("interrupted: %w", ctx.Err())}
		}
		fmt.Fprintf(env.Stderr, "symx: %s: %v\n", file, err)
		*failures++
		resp.Result = solver.Unknown
	}
	fmt.Fprintf(env.Stdout, "%s: %s\n", file, resp.Result)
	if resp.Result == solver.Sat && solveOpts.model {
		printModel(env.Stdout, sc, resp.Model)
	}
	if !solveOpts.check {
		return nil
	}
	if sc.Expected != "" && sc.Expected != resp.Result.String() {
		fmt.Fprintf(env.Stderr, "symx: %s: answer %s, expected %s\n", file, resp.Result, sc.Expected)
		*mismatches++
	} else if resp.Result == solver.Sat {
		if i := unsatisfied(sc.Assertions, resp.Model); i >= 0 {
			fmt.Fprintf(env.Stderr, "symx: %s: the model does not satisfy assertion %d\n", file, i+1)
			*mismatches++
		}
	}
	return nil
}

// unsatisfied returns the index of the first assertion m falsifies, or -1.
func unsatisfied(cs []expr.Expr, m *expr.Assignment) int {
	ev := expr.NewEvaluator(m)
	for i, c := range cs {
		if !ev.IsTrue(c) {
			return i
		}
	}
	return -1
}

// maxModelBytes bounds the bytes printed per array, and maxFarBytes the
// nonzero bytes listed by index past them.
const (
	maxModelBytes = 4096
	maxFarBytes   = 64
)

// printModel prints the value of each declared constant and the bytes of
// each other symbolic array: all of a small array; of a larger one the
// bytes up to the last nonzero one among the first maxModelBytes, its
// size, and its further nonzero bytes by index (a model is sparse past
// the bytes it needs, so a 4 GiB array prints as the few bytes it has).
func printModel(w io.Writer, sc *smtlib.Script, m *expr.Assignment) {
	isVar := map[*expr.Array]bool{}
	for _, v := range sc.Vars {
		isVar[v.Array] = true
		val := expr.Eval(v.Expr, m)
		switch {
		case v.Bool:
			fmt.Fprintf(w, "  %s = %t\n", v.Name, val == 1)
		case v.RM:
			fmt.Fprintf(w, "  %s = %s\n", v.Name, strings.ToUpper(expr.RoundingMode(val).String()))
		case v.Float && v.Width == 32:
			fmt.Fprintf(w, "  %s = #x%08x (%v)\n", v.Name, val, math.Float32frombits(uint32(val)))
		case v.Float:
			fmt.Fprintf(w, "  %s = #x%016x (%v)\n", v.Name, val, math.Float64frombits(val))
		case v.Width%4 == 0:
			fmt.Fprintf(w, "  %s = #x%0*x (%d)\n", v.Name, int(v.Width/4), val, val)
		default:
			fmt.Fprintf(w, "  %s = #b%0*b (%d)\n", v.Name, int(v.Width), val, val)
		}
	}
	for _, a := range sc.Arrays {
		if a.IsConst() || isVar[a] {
			continue
		}
		fmt.Fprintf(w, "  %s = %s\n", a.Name, arrayModel(a, m))
	}
}

// arrayModel formats a's bytes under m (see printModel).
func arrayModel(a *expr.Array, m *expr.Assignment) string {
	dense := m.Bytes(a)
	// n is the bytes up to the last one held, n-1 the last index: an
	// entry at index 2^64-1 would make the count 2^64, which wraps to 0
	// in a uint64 (full marks it).
	n := max(a.Size, uint64(len(dense)))
	full := false
	for i := range m.Sparse[a] {
		if i == math.MaxUint64 {
			full = true
		}
		n = max(n, i+1)
	}
	if full {
		n = math.MaxUint64
	}
	shown := n
	if n > maxModelBytes {
		shown = 0
		for i := uint64(0); i < maxModelBytes; i++ {
			if m.Byte(a, i) != 0 {
				shown = i + 1
			}
		}
	}
	var far []uint64 // nonzero bytes past the shown ones
	for i := shown; i < uint64(len(dense)); i++ {
		if dense[i] != 0 {
			far = append(far, i)
		}
	}
	for i, v := range m.Sparse[a] {
		if i >= max(shown, uint64(len(dense))) && v != 0 {
			far = append(far, i)
		}
	}
	slices.Sort(far)
	var sb strings.Builder
	sb.WriteByte('[')
	for i := uint64(0); i < shown; i++ {
		if i > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "%02x", m.Byte(a, i))
	}
	sb.WriteByte(']')
	if n > shown {
		if full {
			sb.WriteString(" ... (2^64 bytes")
		} else {
			fmt.Fprintf(&sb, " ... (%d bytes", n)
		}
		if len(far) > 0 {
			sb.WriteString("; nonzero:")
			for k, i := range far {
				if k == maxFarBytes {
					fmt.Fprintf(&sb, " and %d more", len(far)-k)
					break
				}
				fmt.Fprintf(&sb, " [#x%0*x]=%02x", int(a.IndexWidth/4), i, m.Byte(a, i))
			}
		}
		sb.WriteByte(')')
	}
	return sb.String()
}

func printSolveStats(w io.Writer, s solver.Solver, files int, el time.Duration) {
	per := time.Duration(0)
	if files > 0 {
		per = el / time.Duration(files)
	}
	fmt.Fprintf(w, "stats: %d queries in %v (%v per query)\n", files, el.Round(time.Millisecond), per.Round(time.Microsecond))
	st, ok := s.(solver.Stats)
	if !ok {
		return
	}
	for _, c := range st.Stats() {
		if total := c.Hits + c.Misses; !c.Count && total > 0 {
			fmt.Fprintf(w, "stats: %-24s %d/%d (%.1f%%)\n", c.Name, c.Hits, total, 100*float64(c.Hits)/float64(total))
		} else {
			fmt.Fprintf(w, "stats: %-24s %d\n", c.Name, c.Hits)
		}
	}
}

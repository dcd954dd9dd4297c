package querylog

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
)

// Logger is a solver that passes every query to the solver it wraps and
// writes the query, its answer and its time to a writer.
type Logger struct {
	next solver.Solver

	mu  sync.Mutex
	w   io.Writer
	buf bytes.Buffer
	enc *smtlib.Encoder
	n   int
	err error
}

// New returns a Logger of next's queries writing to w.
func New(next solver.Solver, w io.Writer) *Logger {
	l := &Logger{next: next, w: w}
	l.enc = smtlib.NewEncoder(&l.buf)
	return l
}

// Check answers q with the wrapped solver and logs it.
func (l *Logger) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	start := time.Now()
	r, err := l.next.Check(ctx, q)
	d := time.Since(start)
	answer := r.Result.String()
	if err != nil {
		answer = "error: " + err.Error()
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.err != nil {
		return r, err // the log stopped at its first failed write
	}
	l.n++
	l.buf.Reset()
	fmt.Fprintf(&l.buf, "; Query %d\n", l.n)
	if werr := l.enc.WriteQuery(q.Constraints, smtlib.PrintOptions{Exit: true}); werr != nil {
		// A query the printer cannot express is logged by its answer alone.
		fmt.Fprintf(&l.buf, "; not printable: %v\n", werr)
	}
	fmt.Fprintf(&l.buf, "; %s -- %v\n", answer, d)
	_, l.err = l.w.Write(l.buf.Bytes())
	return r, err
}

// Err is the log's first failed write, after which the Logger stops
// writing (queries are still answered).
func (l *Logger) Err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

// Stats passes on the counters of the wrapped solver.
func (l *Logger) Stats() []solver.Counter {
	if st, ok := l.next.(solver.Stats); ok {
		return st.Stats()
	}
	return nil
}

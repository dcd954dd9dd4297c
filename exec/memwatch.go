package exec

import (
	"context"
	"errors"
	"sync/atomic"
	"time"

	"github.com/symx/symx/internal/tick"
)

// A single solver query can take gigabytes (bit-blasting a large array
// theory term) and seconds, and the pruners, which keep the process under
// Config.MaxMemory between time slices, cannot run meanwhile. The memory
// watch samples the process's memory while the executor runs and, when it
// is over the cap during a query, abandons that query: its state ends
// with a solver error, as at --max-solver-time, and the run goes on.

// ErrQueryMemory marks a query abandoned because the process went over
// Config.MaxMemory (a technique's too: Gateway.Check).
var ErrQueryMemory = errors.New("query abandoned: process memory over the cap")

// memWatchEvery is how often the watch samples the process's memory.
const memWatchEvery = 50 * time.Millisecond

// memWatch keeps one cancellable context for the executor's queries, made
// again only when it fired or its parent changed, so a query costs no
// allocation.
type memWatch struct {
	inFlight atomic.Bool
	cancel   atomic.Pointer[context.CancelCauseFunc]
	ctx      context.Context // the executor's goroutine only
	parent   context.Context
}

// begin returns the context of a query under parent.
func (w *memWatch) begin(parent context.Context) context.Context {
	if w.ctx == nil || w.parent != parent || w.ctx.Err() != nil {
		if c := w.cancel.Load(); c != nil {
			(*c)(nil) // release the old one from its parent
		}
		ctx, cancel := context.WithCancelCause(parent)
		w.ctx, w.parent = ctx, parent
		w.cancel.Store(&cancel)
	}
	w.inFlight.Store(true)
	return w.ctx
}

// end marks the query over.
func (w *memWatch) end() { w.inFlight.Store(false) }

// start runs the watch until the returned function is called.
func (w *memWatch) start(max uint64) (stop func()) {
	stopTick := tick.Every(memWatchEvery, func() {
		if w.inFlight.Load() && ProcessMemory() > max {
			if c := w.cancel.Load(); c != nil {
				(*c)(ErrQueryMemory)
			}
		}
	})
	return func() {
		stopTick()
		if c := w.cancel.Load(); c != nil {
			(*c)(nil)
		}
	}
}

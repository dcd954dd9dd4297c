package exec

import (
	"context"
	"errors"
	"sync/atomic"
	"time"
)

// A single solver query can take gigabytes (bit-blasting a large array
// theory term) and seconds, and the pruners, which keep the process under
// Config.MaxMemory between time slices, cannot run meanwhile. The memory
// watch samples the process's memory while the executor runs and, when it
// is over the cap, abandons the query in flight: its state ends with a
// solver error, as at --max-solver-time, and the run goes on.

// errQueryMemory marks a query abandoned because the process went over
// Config.MaxMemory.
var errQueryMemory = errors.New("query abandoned: process memory over the cap")

// memWatchEvery is how often the watch samples the process's memory.
const memWatchEvery = 50 * time.Millisecond

type memWatch struct {
	query atomic.Pointer[context.CancelCauseFunc] // the query in flight
}

// start runs the watch until the returned function is called.
func (w *memWatch) start(max uint64) (stop func()) {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(memWatchEvery)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if c := w.query.Load(); c != nil && ProcessMemory() > max {
					(*c)(errQueryMemory)
				}
			}
		}
	}()
	return func() { close(done) }
}

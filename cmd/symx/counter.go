package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// counter shows how far replay and cov are through their tests, on
// stderr: a suite of thousands takes minutes. On a terminal it redraws
// one line ("replay: 120 of 5652 tests"); elsewhere (CI, nohup, a pipe)
// it prints a line every counterEvery, the first after counterEvery, so
// that a short run prints nothing.
type counter struct {
	w     io.Writer
	what  string // "replay", "cov"
	tty   bool
	now   func() time.Time
	start time.Time

	mu        sync.Mutex
	last      time.Time // of the last line drawn or printed
	width     int       // of the line on the terminal, to clear it
	done, all int
}

const (
	counterEvery  = 5 * time.Second        // off a terminal
	counterRedraw = 100 * time.Millisecond // on a terminal
)

// newCounter returns a counter writing to w, nil with quiet.
func newCounter(w io.Writer, what string, quiet bool) *counter {
	if quiet {
		return nil
	}
	f, ok := w.(*os.File)
	c := &counter{w: w, what: what, tty: ok && isTerminal(f), now: time.Now}
	c.start = c.now()
	c.last = c.start
	return c
}

// update records done of all tests. It is safe for concurrent use, and
// does nothing on a nil counter.
func (c *counter) update(done, all int) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.done, c.all = done, all
	t := c.now()
	switch {
	case c.tty:
		if t.Sub(c.last) < counterRedraw && done < all {
			return
		}
		line := fmt.Sprintf("%s: %d of %d tests", c.what, done, all)
		fmt.Fprintf(c.w, "\r%-*s", c.width, line)
		c.width = len(line)
	default:
		if t.Sub(c.last) < counterEvery {
			return
		}
		fmt.Fprintf(c.w, "symx: %s: %d of %d tests (%s)\n", c.what, done, all, t.Sub(c.start).Round(time.Second))
	}
	c.last = t
}

// stop clears the terminal line, before the results are printed.
func (c *counter) stop() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tty && c.width > 0 {
		fmt.Fprintf(c.w, "\r%*s\r", c.width, "")
		c.width = 0
	}
}

package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// interrupts returns a context canceled by the first SIGINT or SIGTERM,
// after calling first; a second signal calls again, and a third exits
// at once (status 130). A run stops exploring at the first and writes
// tests for its remaining states (for a bounded time); KLEE exits at a
// second Ctrl-C instead of finishing that write-out, and symx stops it
// there too but still writes info and coverage.json, which takes moments
// (every test file already written is whole). stop undoes the handling.
func interrupts(first, again func()) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case <-ch:
		case <-done:
			return
		}
		first()
		cancel()
		select {
		case <-ch:
			again()
		case <-done:
			return
		}
		select {
		case <-ch:
			os.Exit(130)
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		close(done)
		cancel()
	}
}

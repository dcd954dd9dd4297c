package main

import (
	"syscall"
	"testing"
	"time"
)

// TestInterruptTwice sends this process SIGINT twice: the first cancels
// the context (the run writes its remaining states' tests), the second
// calls again (symx exits at once, as KLEE does).
func TestInterruptTwice(t *testing.T) {
	firstC, againC := make(chan bool, 1), make(chan bool, 1)
	ctx, stop := interrupts(func() { firstC <- true }, func() { againC <- true })
	defer stop()
	syscall.Kill(syscall.Getpid(), syscall.SIGINT)
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("first SIGINT did not cancel the run")
	}
	<-firstC
	syscall.Kill(syscall.Getpid(), syscall.SIGINT)
	select {
	case <-againC:
	case <-time.After(10 * time.Second):
		t.Fatal("second SIGINT ignored")
	}
}

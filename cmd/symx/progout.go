package main

import (
	"io"
	"sync"

	"github.com/symx/symx/run"
)

// programOutput sends the program's output where KLEE sends it: its
// writes to stdout and stderr to symx's. With the progress line on the
// terminal (run.LineProgress), each write first clears the line, so that
// the two do not run together on one line; the line comes back at its
// next update.
func programOutput(cfg *run.Config, stdout, stderr io.Writer) {
	cfg.ProgramStdout, cfg.ProgramStderr = stdout, stderr
	lp, ok := cfg.Progress.(*run.LineProgress)
	if !ok {
		return
	}
	sl := &sharedLine{p: lp}
	cfg.Progress = sl
	cfg.ProgramStdout = clearingWriter{sl, stdout}
	cfg.ProgramStderr = clearingWriter{sl, stderr}
}

// sharedLine is the progress line shared with the program's output; the
// program writes from every worker, the line is drawn by the sampler.
type sharedLine struct {
	mu sync.Mutex
	p  *run.LineProgress
}

func (s *sharedLine) Update(sn run.Snapshot) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.p.Update(sn)
}

func (s *sharedLine) Done() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.p.Done()
}

// clearingWriter clears the progress line, then writes.
type clearingWriter struct {
	line *sharedLine
	w    io.Writer
}

func (c clearingWriter) Write(b []byte) (int, error) {
	c.line.mu.Lock()
	defer c.line.mu.Unlock()
	c.line.p.Done()
	return c.w.Write(b)
}

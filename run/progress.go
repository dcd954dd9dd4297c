package run

import (
	"fmt"
	"io"
	"time"
)

// Progress receives snapshots while a run goes on (library code never
// prints; the CLI injects a terminal display, tests a no-op).
type Progress interface {
	Update(Snapshot)
	Done()
}

// coverage is the percentage of instructions covered.
func (s Snapshot) coverage() float64 {
	if s.TotalInsts == 0 {
		return 0
	}
	return 100 * float64(s.CoveredInsts) / float64(s.TotalInsts)
}

// NoProgress discards updates.
type NoProgress struct{}

func (NoProgress) Update(Snapshot) {}
func (NoProgress) Done()           {}

// LineProgress redraws one status line on a terminal, at most every
// 200 ms.
type LineProgress struct {
	W    io.Writer
	last time.Time
	n    int
}

func (p *LineProgress) Update(s Snapshot) {
	if time.Since(p.last) < 200*time.Millisecond {
		return
	}
	p.last = time.Now()
	line := fmt.Sprintf("[%6.1fs] states %d  paths %d+%d  tests %d  bugs %d  instrs %d  cov %.1f%%",
		s.Elapsed.Seconds(), s.States, s.Completed, s.Partial, s.Tests, s.Bugs, s.Instructions, s.coverage())
	fmt.Fprintf(p.W, "\r%-*s", p.n, line)
	p.n = len(line)
}

func (p *LineProgress) Done() {
	if p.n > 0 {
		fmt.Fprintf(p.W, "\r%*s\r", p.n, "")
		p.n = 0
	}
}

// IntervalProgress prints a line every Every (0: 5 s) of the run, for an
// output that is not a terminal (a CI log, nohup), where LineProgress's
// redrawing would pile up: a long run shows it is alive and how far it is.
type IntervalProgress struct {
	W     io.Writer
	Every time.Duration
	next  time.Duration
}

func (p *IntervalProgress) Update(s Snapshot) {
	every := p.Every
	if every <= 0 {
		every = 5 * time.Second
	}
	if p.next == 0 {
		p.next = every
	}
	if s.Elapsed < p.next {
		return
	}
	for p.next <= s.Elapsed {
		p.next += every
	}
	fmt.Fprintf(p.W, "symx: [%6.1fs] instructions %d, states %d, paths %d+%d, tests %d, bugs %d, coverage %.1f%%\n",
		s.Elapsed.Seconds(), s.Instructions, s.States, s.Completed, s.Partial, s.Tests, s.Bugs, s.coverage())
}

func (p *IntervalProgress) Done() {}

package concolic

import (
	"slices"

	"github.com/symx/symx/exec"
)

// maxCapped bounds the capped paths (pathRec.capped) that may run behind
// the others at once: past it, the engine waits for one of them to end
// before it flips more, each holding a long path's constraints.
const maxCapped = 8

// Searcher orders a concolic run's states: the newest first, so that a
// seed runs to its end as depth-first search would, except that a path
// that has met a site cap (Options.SiteOpen: a loop a seed made long)
// runs only when no other state is live. The engine does not wait for
// such a path to end before it flips more branches (idle).
func (e *Engine) Searcher() exec.Searcher { return &seedOrder{e: e} }

type seedOrder struct {
	e      *Engine
	states []*exec.State
}

func (o *seedOrder) Select() *exec.State {
	for i := len(o.states) - 1; i >= 0; i-- {
		if !o.e.rec(o.states[i]).capped {
			return o.states[i]
		}
	}
	return o.states[len(o.states)-1]
}

func (o *seedOrder) Update(_ *exec.State, added, removed []*exec.State) {
	o.states = append(o.states, added...)
	if len(removed) > 0 {
		o.states = slices.DeleteFunc(o.states, func(s *exec.State) bool { return slices.Contains(removed, s) })
	}
}

func (o *seedOrder) Empty() bool { return len(o.states) == 0 }

// idle reports whether the engine is to flip branches: no seed is queued
// and every live state is a capped path, at most maxCapped of them (none
// at all, as a rule).
func (e *Engine) idle() bool {
	live := e.x.Live()
	if len(live) > maxCapped || e.x.Halted() {
		return false
	}
	roots := 0
	for _, s := range live {
		if !e.rec(s).capped {
			return false
		}
		if s.ParentID() == 0 {
			roots++
		}
	}
	return e.outstanding == roots
}

package pathid

import (
	"fmt"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
)

// FNV-1a's 64-bit parameters.
const (
	// Offset is the hash of no events: a path's start.
	Offset uint64 = 14695981039346656037
	prime  uint64 = 1099511628211
)

// Step folds one word w into the running hash h (FNV-1a's step over a
// 64-bit word rather than a byte: the values run has always recorded).
func Step(h, w uint64) uint64 { return (h ^ w) * prime }

// The tags keep a call's and a bug's words apart from a decision's (a
// branch ID below 2^32, a small direction) and an outcome's.
const (
	CallTag uint64 = 1 << 62
	BugTag  uint64 = 2 << 62
)

// Scheme names which events make a path's identity (see the package doc).
type Scheme uint8

const (
	// Forking is the identity of a forking run: every decision, and the
	// outcome.
	Forking Scheme = iota
	// Concolic is the identity of the concolic engine's paths: the
	// decisions that are not lowered, every call, and the outcome with
	// the bug's kind and line.
	Concolic
	numSchemes
)

func (sc Scheme) String() string {
	switch sc {
	case Forking:
		return "forking"
	case Concolic:
		return "concolic"
	}
	return fmt.Sprintf("Scheme(%d)", uint8(sc))
}

// keys are the schemes' hook keys: one each, package-wide, so that Of
// finds the running hash of whoever kept it.
var keys = func() (k [numSchemes]exec.HookKey) {
	for i := range k {
		k[i] = exec.NewHookKey()
	}
	return k
}()

// running is a state's hash of its events so far, under one scheme.
type running struct{ h uint64 }

func (r *running) Fork() any { c := *r; return &c }

// running returns s's hash under sc, starting one at Offset.
func (sc Scheme) running(s *exec.State) *running {
	r, _ := s.Hook(keys[sc]).(*running)
	if r == nil {
		r = &running{h: Offset}
		s.SetHook(keys[sc], r)
	}
	return r
}

// Decided folds s's decision d into its identity under sc (not at all
// under Concolic when d is lowered). Call it from an
// exec.DecisionSubscriber for every decision.
func (sc Scheme) Decided(s *exec.State, d exec.Decision) {
	if d.Lowered && sc == Concolic {
		return
	}
	r := sc.running(s)
	r.h = Step(Step(r.h, uint64(uint32(d.ID))), uint64(d.Dir))
}

// Called folds s's call of callee into its identity under Concolic; under
// Forking calls are not part of it. Call it from an exec.CallSubscriber.
func (sc Scheme) Called(s *exec.State, callee *ir.Func) {
	if sc != Concolic {
		return
	}
	r := sc.running(s)
	r.h = Step(r.h, CallTag|uint64(callee.Index))
}

// ID returns the identity of t's path under sc: its events' hash with
// its end folded in.
func (sc Scheme) ID(t *exec.Termination) uint64 {
	h := Offset
	if t.State != nil {
		if r, _ := t.State.Hook(keys[sc]).(*running); r != nil {
			h = r.h
		}
	}
	return sc.end(h, t)
}

// Identify returns ID(t) and keeps t's state under sc from now on, so
// that Of reports Concolic's identity for a path that met none of its
// events (no decision, no call): the concolic engine names the identity
// it decides on, and run then records that one.
func (sc Scheme) Identify(t *exec.Termination) uint64 {
	if t.State != nil {
		sc.running(t.State)
	}
	return sc.ID(t)
}

// end folds t's end into h.
func (sc Scheme) end(h uint64, t *exec.Termination) uint64 {
	h = Step(h, uint64(t.Outcome))
	if sc == Concolic && t.Bug != nil {
		h = Step(h, BugTag|uint64(t.Bug.Kind)<<32|uint64(uint32(t.Bug.Where.Line)))
	}
	return h
}

// Of returns the identity of t's path: under Concolic when its state was
// kept under it (Decided, Called or Identify), else under Forking.
func Of(t *exec.Termination) uint64 { return schemeOf(t).ID(t) }

// schemeOf is the scheme Of identifies t's path by: the finer one kept.
func schemeOf(t *exec.Termination) Scheme {
	if t.State != nil && t.State.Hook(keys[Concolic]) != nil {
		return Concolic
	}
	return Forking
}

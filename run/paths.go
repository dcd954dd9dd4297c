package run

import (
	"fmt"
	"strings"

	"github.com/symx/symx/exec"
)

// Combined SGS explores the same program once per subpath length, and
// most paths are found by every phase. A phase's path that an earlier
// phase already produced is a repeat: it is neither counted nor written
// again, so the totals are those of the union of the phases' paths.
//
// A path's identity must not depend on the executor (array ids and solver
// models differ between phases), so it is a hash of the directions the
// path took at its branches, concrete and symbolic, and how it ended (not
// the exit code: that may depend on the model chosen for the path). Paths that differ only in a fork
// that is not a branch (a symbolic pointer resolved to two objects) share
// a hash; that is why repeats are counted per hash, as multiplicities.

// pathKey is the per-state slot of the branch-direction hash.
var pathKey = exec.NewHookKey()

// pathHash is a state's running FNV-1a hash of its branch directions.
type pathHash struct{ h uint64 }

func (p *pathHash) Fork() any { c := *p; return &c }

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// pathHasher is the exec subscriber that maintains pathHash.
type pathHasher struct{}

func (pathHasher) Decided(s *exec.State, d exec.Decision) {
	id, dir := d.ID, d.Dir
	p, _ := s.Hook(pathKey).(*pathHash)
	if p == nil {
		p = &pathHash{h: fnvOffset}
		s.SetHook(pathKey, p)
	}
	p.h = (p.h ^ uint64(uint32(id))) * fnvPrime
	p.h = (p.h ^ uint64(dir)) * fnvPrime
}

// pathID identifies t's path across executors.
func pathID(t *exec.Termination) uint64 {
	h := uint64(fnvOffset)
	if p, _ := t.State.Hook(pathKey).(*pathHash); p != nil {
		h = p.h
	}
	return (h ^ uint64(t.Outcome)) * fnvPrime
}

// phaseCount is what one phase found.
type phaseCount struct {
	search             []string
	completed, partial uint64 // paths, repeats included
	repeats            uint64 // paths an earlier phase had
}

func (p *phaseCount) String() string {
	return fmt.Sprintf("%s: %d completed, %d partial paths (%d found by an earlier phase)",
		strings.Join(p.search, ","), p.completed, p.partial, p.repeats)
}

// union tracks the paths of successive phases (see above).
type union struct {
	earlier map[uint64]int // most paths with a hash in one earlier phase
	current map[uint64]int // paths with a hash in this phase
	phases  []*phaseCount
}

// startPhase begins counting a phase.
func (u *union) startPhase(search []string) {
	for h, n := range u.current {
		u.earlier[h] = max(u.earlier[h], n)
	}
	clear(u.current)
	u.phases = append(u.phases, &phaseCount{search: search})
}

// add records a path of the current phase and reports whether an earlier
// phase already had it.
func (u *union) add(t *exec.Termination) (repeat bool) {
	p := u.phases[len(u.phases)-1]
	if t.Outcome == exec.Exit {
		p.completed++
	} else {
		p.partial++
	}
	h := pathID(t)
	u.current[h]++
	if u.current[h] <= u.earlier[h] {
		p.repeats++
		return true
	}
	return false
}

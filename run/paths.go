package run

import (
	"fmt"
	"strings"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/pathid"
)

// Combined SGS explores the same program once per subpath length, and
// most paths are found by every phase. A phase's path that an earlier
// phase already produced is a repeat: it is neither counted nor written
// again, so the totals are those of the union of the phases' paths.
//
// A path's identity is package pathid's, the one every test records
// (testgen.Test.Path) and symx merge drops repeats by: a hash of the
// directions the path took at its branches, concrete and symbolic, and
// how it ended, never of the executor's array ids or the solver's models,
// which differ between phases. Paths that differ only in a fork that is
// not a branch (a symbolic pointer resolved to two objects) share an
// identity; that is why repeats are counted per identity, as
// multiplicities. In a concolic run the engine keeps the identity under
// pathid.Concolic, which tells those paths apart, and names it before the
// test is written: pathID then returns the value the engine deduplicated
// on.

// pathHasher is the exec subscriber that keeps every state's identity
// under pathid.Forking (the hash run has always recorded).
type pathHasher struct{}

func (pathHasher) Decided(s *exec.State, d exec.Decision) { pathid.Forking.Decided(s, d) }

// pathID identifies t's path across executors.
func pathID(t *exec.Termination) uint64 { return pathid.Of(t) }

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

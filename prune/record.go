package prune

import (
	"math/bits"
	"slices"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/cow"
	"github.com/symx/symx/ir"
)

// The learner's data D holds, per test, its run, its path condition's
// features and the branches it covered (the paper's (Φ, t, B)). The
// branches come from the run itself, not from a native replay: a
// Recorder follows every state's branch decisions (the Decided events)
// in a per-state set of branch edges, and reads it when the state's path
// ends. Only the program's own branches count (not the modeled C
// library's), as gcov measures the program's sources.

// record is one test of D.
type record struct {
	run   int32    // index of the run's Strategy in the learner
	step  int32    // index of the pruning in effect in its Prunings, -1: none yet
	feats []int32  // feature ids of its path condition, sorted
	edges []uint32 // branch edges covered, sorted
}

// edgeMap numbers the program's branch edges: base[id] is the first edge
// of branch id (its direction d is edge base[id]+d), -1 for branches of
// library functions.
type edgeMap struct {
	base []int32
	n    int
}

func newEdgeMap(prog *ir.Program) *edgeMap {
	m := &edgeMap{}
	for _, f := range prog.Funcs {
		for _, b := range f.Blocks {
			for i := range b.Insts {
				in := &b.Insts[i]
				if in.BranchID < 0 {
					continue
				}
				for int(in.BranchID) >= len(m.base) {
					m.base = append(m.base, -1)
				}
				if f.Lib {
					continue
				}
				m.base[in.BranchID] = int32(m.n)
				m.n += len(in.Succ)
			}
		}
	}
	return m
}

// Recorder is the exec subscriber that collects one run's tests into
// D: DecisionSubscriber and TerminationSubscriber.
type Recorder struct {
	hook  exec.HookKey
	edges *edgeMap
	keys  *keyer
	run   int32
	s     *Strategy // the run's, whose Prunings grow as it prunes
	recs  []record
}

func (r *Recorder) Decided(s *exec.State, d exec.Decision) {
	if int(d.ID) >= len(r.edges.base) {
		return
	}
	b := r.edges.base[d.ID]
	if b < 0 {
		return
	}
	e, _ := s.Hook(r.hook).(*edgeSet)
	if e == nil {
		e = newEdgeSet(r.edges.n)
		s.SetHook(r.hook, e)
	}
	e.add(uint32(b) + uint32(d.Dir))
}

func (r *Recorder) Terminated(t *exec.Termination) {
	if t.Outcome == exec.Silent || t.State == nil {
		return
	}
	rec := record{run: r.run, step: -1}
	if r.s != nil {
		rec.step = int32(len(r.s.Prunings) - 1)
	}
	for _, c := range t.State.Constraints() {
		if id := r.keys.key(c); id >= 0 {
			rec.feats = append(rec.feats, id)
		}
	}
	slices.Sort(rec.feats)
	rec.feats = slices.Compact(rec.feats)
	if e, _ := t.State.Hook(r.hook).(*edgeSet); e != nil {
		rec.edges = e.list()
	}
	r.recs = append(r.recs, rec)
}

// Tests is the number of tests recorded so far.
func (r *Recorder) Tests() int { return len(r.recs) }

// edgeSet is a state's set of branch edges: a bitmap in pages shared
// copy-on-write between forked states (package cow). Adding an edge
// already present costs two loads and allocates nothing.
type edgeSet struct {
	owner  cow.Owner
	chunks []*cow.Page[chunk]
}

const chunkBits = 1024

type chunk [chunkBits / 64]uint64

func newEdgeSet(n int) *edgeSet {
	return &edgeSet{owner: cow.NewOwner(), chunks: make([]*cow.Page[chunk], (n+chunkBits-1)/chunkBits)}
}

func (e *edgeSet) Fork() any {
	return &edgeSet{owner: e.owner.Fork(), chunks: slices.Clone(e.chunks)}
}

func (e *edgeSet) add(i uint32) {
	ci, bit := i/chunkBits, uint64(1)<<(i%64)
	w := (i % chunkBits) / 64
	c := e.chunks[ci]
	if c != nil && c.Data[w]&bit != 0 {
		return
	}
	c = cow.Writable(c, e.owner)
	e.chunks[ci] = c
	c.Data[w] |= bit
}

func (e *edgeSet) list() []uint32 {
	var out []uint32
	for ci, c := range e.chunks {
		if c == nil {
			continue
		}
		for w, word := range c.Data {
			for word != 0 {
				b := bits.TrailingZeros64(word)
				out = append(out, uint32(ci*chunkBits+w*64+b))
				word &= word - 1
			}
		}
	}
	return out
}

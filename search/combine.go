package search

import (
	"time"

	"github.com/symx/symx/exec"
)

// Interleaved is KLEE's InterleavedSearcher: every Select asks the next
// searcher in round-robin order; every Update goes to all of them.
type Interleaved struct {
	ss   []exec.Searcher
	next int
}

// NewInterleaved interleaves ss (at least one).
func NewInterleaved(ss ...exec.Searcher) *Interleaved { return &Interleaved{ss: ss} }

func (in *Interleaved) Select() *exec.State {
	s := in.ss[in.next].Select()
	in.next = (in.next + 1) % len(in.ss)
	return s
}

func (in *Interleaved) Empty() bool { return in.ss[0].Empty() }

func (in *Interleaved) Update(current *exec.State, added, removed []*exec.State) {
	for _, s := range in.ss {
		s.Update(current, added, removed)
	}
}

// Batching is KLEE's BatchingSearcher: it keeps returning the state its
// base searcher last selected until that state has run Instructions
// instructions or Time has elapsed since the selection (a zero budget is
// no limit on that dimension), or the state ended.
type Batching struct {
	base         exec.Searcher
	instructions uint64
	budget       time.Duration
	last         *exec.State
	startInsts   uint64
	start        time.Time
	now          func() time.Time
}

// NewBatching batches base's selections.
func NewBatching(base exec.Searcher, instructions uint64, budget time.Duration) *Batching {
	return &Batching{base: base, instructions: instructions, budget: budget, now: time.Now}
}

func (b *Batching) Select() *exec.State {
	if b.last != nil && !b.last.Terminated() {
		used := b.instructions > 0 && b.last.Instructions()-b.startInsts >= b.instructions
		late := b.budget > 0 && b.now().Sub(b.start) >= b.budget
		if !used && !late {
			return b.last
		}
	}
	b.last = b.base.Select()
	b.startInsts = b.last.Instructions()
	if b.budget > 0 {
		b.start = b.now()
	}
	return b.last
}

func (b *Batching) Empty() bool { return b.base.Empty() }

func (b *Batching) Update(current *exec.State, added, removed []*exec.State) {
	for _, s := range removed {
		if s == b.last {
			b.last = nil
		}
	}
	b.base.Update(current, added, removed)
}

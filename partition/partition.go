package partition

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/pathid"
)

// Spec names one partition: Index of Count, split at fork depth Depth
// (0: DefaultDepth(Count)).
type Spec struct {
	Index, Count int
	Depth        int
}

// Parse reads "i/N" (0 ≤ i < N), the form of --partition.
func Parse(s string) (Spec, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(s), "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return Spec{}, fmt.Errorf("partition %q: want INDEX/COUNT, e.g. 0/4", s)
	}
	sp := Spec{Index: i, Count: n}
	return sp, sp.Validate()
}

// Validate checks 0 ≤ Index < Count and a sane depth.
func (sp Spec) Validate() error {
	switch {
	case sp.Count < 1:
		return fmt.Errorf("partition %d/%d: the count must be at least 1", sp.Index, sp.Count)
	case sp.Index < 0 || sp.Index >= sp.Count:
		return fmt.Errorf("partition %d/%d: the index must be 0 to %d (partitions count from 0, as JOB_COMPLETION_INDEX does)", sp.Index, sp.Count, sp.Count-1)
	case sp.Depth < 0 || sp.Depth > MaxDepth:
		return fmt.Errorf("partition depth %d: want 0 (automatic) to %d", sp.Depth, MaxDepth)
	}
	return nil
}

// String is "i/N".
func (sp Spec) String() string { return fmt.Sprintf("%d/%d", sp.Index, sp.Count) }

// MaxDepth bounds --partition-depth: every partition explores the tree
// above the split, up to 2^depth states.
const MaxDepth = 30

// DefaultDepth is the least d with 2^d ≥ 1024·count: in a full binary
// tree about a thousand subtrees per partition, so that subtrees of
// unequal size average out; a comb-shaped tree (one side of most forks
// ends at once, as in input validation) has far fewer below the split,
// and needs the depth more than a full tree suffers from it: the tree
// above the split, which every partition explores, is a small part of
// either (docs/bench-log/2026-11-23-partition.md).
func DefaultDepth(count int) int {
	if count <= 1 {
		return 0
	}
	return min(bits.Len(uint(1024*count-1)), MaxDepth)
}

// Partition is the exec subscriber that confines a run to its
// partition's subtrees (see the package doc). It is safe for states
// running on several goroutines.
type Partition struct {
	spec  Spec
	depth int
	key   exec.HookKey

	kept, handed, dropped atomic.Uint64
}

// New returns the subscriber for sp (validated; Depth 0 is
// DefaultDepth(Count)).
func New(sp Spec) (*Partition, error) {
	if err := sp.Validate(); err != nil {
		return nil, err
	}
	d := sp.Depth
	if d == 0 {
		d = DefaultDepth(sp.Count)
	}
	return &Partition{spec: sp, depth: d, key: exec.NewHookKey()}, nil
}

// Spec returns the partition with its effective depth.
func (p *Partition) Spec() Spec { s := p.spec; s.Depth = p.depth; return s }

// prefix is a state's fork directions down to the split depth. It is
// hashed as the path identity is (pathid.Step from pathid.Offset), but it
// is not the identity and is not derived from it (see the package doc
// of pathid): it is decided at the d-th fork, before the path has an end,
// and counts only forks, whose directions determine the path down to the
// split.
type prefix struct {
	forks int    // forks taken, at most the depth
	key   uint64 // FNV-1a of the directions at those forks
}

func (x *prefix) Fork() any { c := *x; return &c }

// fnvOffset is the key of the empty prefix.
const fnvOffset = pathid.Offset

// Decided extends the state's prefix at each fork above the split.
// Only forks count: a branch with one feasible side does not divide the
// path space, so counting it would leave subtrees empty.
func (p *Partition) Decided(s *exec.State, d exec.Decision) {
	if !d.Fork {
		return
	}
	x, _ := s.Hook(p.key).(*prefix)
	if x == nil {
		x = &prefix{key: fnvOffset}
		s.SetHook(p.key, x)
	}
	if x.forks >= p.depth {
		return
	}
	x.key = extend(x.key, d.Dir)
	x.forks++
	if x.forks == p.depth {
		if p.owner(x.key) == p.spec.Index {
			p.kept.Add(1)
		} else {
			p.handed.Add(1)
		}
	}
}

// extend is the key of a prefix one fork (direction dir) longer. The word
// is dir+1, as it always was: ownership must not change between versions,
// since the partitions of one exploration are merged.
func extend(key uint64, dir int) uint64 { return pathid.Step(key, uint64(dir+1)) }

// BeforeBranch ends, without a test, a state that entered another
// partition's subtree, at its first branch past the split.
func (p *Partition) BeforeBranch(s *exec.State, b *exec.Branch) {
	if x, _ := s.Hook(p.key).(*prefix); x != nil && x.forks >= p.depth && p.owner(x.key) != p.spec.Index {
		b.CutSilently("another partition's subtree")
	}
}

// Owns reports whether t's path belongs to this partition: its subtree
// is this partition's, or, for a path that ended above the split, its
// fork prefix is assigned here. The run writes a test only for owned
// paths; the others are some other partition's.
func (p *Partition) Owns(t *exec.Termination) bool {
	key := uint64(fnvOffset)
	if t.State != nil {
		if x, _ := t.State.Hook(p.key).(*prefix); x != nil {
			key = x.key
		}
	}
	if p.owner(key) == p.spec.Index {
		return true
	}
	if t.Outcome != exec.Silent {
		p.dropped.Add(1)
	}
	return false
}

// owner assigns a prefix to a partition by a well-mixed hash of it: a
// subtree's size does not correlate with its partition, as it would with
// the directions themselves (a loop's exit side is small, its stay side
// large).
func (p *Partition) owner(key uint64) int {
	// splitmix64's finalizer.
	key ^= key >> 30
	key *= 0xbf58476d1ce4e5b9
	key ^= key >> 27
	key *= 0x94d049bb133111eb
	key ^= key >> 31
	return int(key % uint64(p.spec.Count))
}

// Stats counts what the partition did.
type Stats struct {
	Kept    uint64 // states that reached the split in one of this partition's subtrees
	Handed  uint64 // states that reached the split in another's (each ended at its next branch)
	Dropped uint64 // paths that ended, tests unwritten, because they are another partition's
}

// Stats returns the counters so far.
func (p *Partition) Stats() Stats {
	return Stats{Kept: p.kept.Load(), Handed: p.handed.Load(), Dropped: p.dropped.Load()}
}

// Line is info's description of the partition: "partition: i/N depth d
// ...". symx merge reads the "partition: i/N" prefix to check that the
// merged directories cover every partition.
func (p *Partition) Line() string {
	st := p.Stats()
	return fmt.Sprintf("%s%s depth %d: %d subtrees explored, %d handed to other partitions, %d paths left to them",
		InfoPrefix, p.spec, p.depth, st.Kept, st.Handed, st.Dropped)
}

// InfoPrefix starts info's partition line.
const InfoPrefix = "partition: "

// ParseInfoLine reads the spec from an info line written by Line.
func ParseInfoLine(line string) (Spec, bool) {
	rest, ok := strings.CutPrefix(line, InfoPrefix)
	if !ok {
		return Spec{}, false
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return Spec{}, false
	}
	sp, err := Parse(f[0])
	if err != nil {
		return Spec{}, false
	}
	if len(f) >= 3 && f[1] == "depth" {
		sp.Depth, _ = strconv.Atoi(strings.TrimSuffix(f[2], ":"))
	}
	return sp, true
}

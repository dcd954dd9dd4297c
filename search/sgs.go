package search

import (
	"encoding/binary"
	"math/rand/v2"

	"github.com/symx/symx/exec"
)

// SGS is length-n subpath-guided search (Li et al., "Steering Symbolic
// Execution to Less Traveled Paths", OOPSLA 2013; Algorithms 1 and 2).
//
// Each state carries its subpath: the last n fork decisions of its path,
// each a branch id and the direction taken. Only decisions at which the
// state actually forked count (Algorithm 1 updates the subpath when the
// instruction is a FORK and ES2 is created; Section 2.2 defines s_i as "a
// conditional branch (i.e., fork)"; the paths of Tables 1 and 2 list only
// forks). A branch whose condition is concrete, or symbolic with one
// feasible side, leaves the subpath alone: the executor flags forks in
// each exec.Decision.
//
// A global table P counts, per subpath, how often a state with that
// subpath was selected. Select returns a state whose subpath has the
// lowest count (ties: uniformly at random among all such states, seeded;
// or the newest state, the rule the paper's tables assume) and increments
// that count (Algorithm 1, line 8). At a fork both sides' subpaths get the
// new decision (dropping the oldest beyond n) and enter P with count 0 if
// new (lines 20-28). The paper's engine runs a selected state to its next
// fork; symx may also stop a state at the end of a time slice, so a count
// is incremented only on the first selection of a state since its subpath
// last changed: each (state, subpath) pair is counted once, as in the
// paper.
//
// States are kept in buckets, one per subpath; the buckets holding live
// states sit in a treap ordered by (count, bucket number) whose nodes carry
// the number of states below them, so Select finds the lowest count, the
// number of states at it, and the r-th of them in O(log #buckets); a
// bucket's states are a swap-remove array. Update is O(log #buckets) per
// state changed.
type SGS struct {
	n       int
	key     exec.HookKey
	rng     *rand.Rand
	latest  bool
	buckets map[string]*bucket
	tree    *bucket // treap root over buckets with live states
	nextB   uint64
	nextSeq uint64
	keyBuf  []byte
}

type decision struct {
	id  int32
	dir int32
}

// sgsData is the per-state hook data.
type sgsData struct {
	path    []decision // oldest first, at most n
	dirty   bool       // path changed since the state was filed
	counted bool       // the state was selected since it was filed
	b       *bucket
	idx     int
	seq     uint64
	st      *exec.State
}

func (d *sgsData) Fork() any {
	return &sgsData{path: append([]decision(nil), d.path...), idx: -1}
}

type bucket struct {
	key    string
	count  uint64
	id     uint64
	states []*sgsData
	// treap
	prio        uint64
	left, right *bucket
	sum         int // states in this subtree
	inTree      bool
}

// NewSGS returns a length-n subpath-guided searcher. latest selects the
// newest state among the lowest-count ones instead of a random one (the
// tie rule of the paper's Tables 1 and 2; O(states at the lowest count)).
func NewSGS(n int, seed uint64, latest bool) *SGS {
	if n < 1 {
		n = 1
	}
	return &SGS{
		n: n, key: exec.NewHookKey(), latest: latest,
		rng:     rand.New(rand.NewPCG(seed, 0x7367732d6e)),
		buckets: map[string]*bucket{},
	}
}

// Subscriber returns the exec subscriber that maintains the subpaths; it
// must be in exec.Config.Subscribers.
func (g *SGS) Subscriber() any { return sgsHook{g} }

type sgsHook struct{ g *SGS }

// Decided extends the subpath at forks only (Decision.Fork).
func (h sgsHook) Decided(s *exec.State, dec exec.Decision) {
	d := h.g.data(s)
	if dec.Fork {
		h.g.decide(d, dec.ID, dec.Dir)
	}
}

func (g *SGS) data(s *exec.State) *sgsData {
	d, _ := s.Hook(g.key).(*sgsData)
	if d == nil {
		d = &sgsData{idx: -1}
		s.SetHook(g.key, d)
	}
	d.st = s
	return d
}

// decide appends a fork decision to the state's subpath
// (updatePathSegment).
func (g *SGS) decide(d *sgsData, id int32, dir int) {
	if len(d.path) == g.n {
		copy(d.path, d.path[1:])
		d.path = d.path[:g.n-1]
	}
	d.path = append(d.path, decision{id, int32(dir)})
	d.dirty = true
}

func (g *SGS) pathKey(d *sgsData) string {
	b := g.keyBuf[:0]
	for _, p := range d.path {
		b = binary.LittleEndian.AppendUint32(b, uint32(p.id))
		b = binary.LittleEndian.AppendUint32(b, uint32(p.dir))
	}
	g.keyBuf = b
	return string(b)
}

func (g *SGS) Empty() bool { return g.tree == nil }

func (g *SGS) Select() *exec.State {
	lo := g.tree
	for lo.left != nil {
		lo = lo.left
	}
	c := lo.count
	var d *sgsData
	if g.latest {
		d = g.newestAt(g.tree, c, nil)
	} else {
		total := g.sumBelow(c + 1)
		d = g.nth(g.rng.IntN(total))
	}
	if !d.counted {
		d.counted = true
		b := d.b
		g.tree = treapRemove(g.tree, b)
		b.count++
		g.tree = treapInsert(g.tree, b)
	}
	return d.st
}

// sumBelow counts the states in buckets with count < c.
func (g *SGS) sumBelow(c uint64) int {
	n := 0
	for t := g.tree; t != nil; {
		if t.count < c {
			n += size(t.left) + len(t.states)
			t = t.right
		} else {
			t = t.left
		}
	}
	return n
}

// nth returns the r-th state in treap order.
func (g *SGS) nth(r int) *sgsData {
	t := g.tree
	for {
		if l := size(t.left); r < l {
			t = t.left
			continue
		} else {
			r -= l
		}
		if r < len(t.states) {
			return t.states[r]
		}
		r -= len(t.states)
		t = t.right
	}
}

func (g *SGS) newestAt(t *bucket, c uint64, best *sgsData) *sgsData {
	if t == nil {
		return best
	}
	best = g.newestAt(t.left, c, best)
	if t.count == c {
		for _, d := range t.states {
			if best == nil || d.seq > best.seq {
				best = d
			}
		}
		best = g.newestAt(t.right, c, best)
	}
	return best
}

func (g *SGS) Update(current *exec.State, added, removed []*exec.State) {
	for _, s := range removed {
		if d, _ := s.Hook(g.key).(*sgsData); d != nil && d.b != nil {
			g.unfile(d)
		}
	}
	if current != nil && !current.Terminated() {
		if d, _ := current.Hook(g.key).(*sgsData); d != nil && d.dirty && d.b != nil {
			g.unfile(d)
			g.file(d)
		}
	}
	for _, s := range added {
		if s.Terminated() {
			continue
		}
		d := g.data(s)
		if d.b == nil {
			d.seq = g.nextSeq
			g.nextSeq++
			g.file(d)
		}
	}
}

// file puts d into the bucket of its subpath (created with count 0).
func (g *SGS) file(d *sgsData) {
	k := g.pathKey(d)
	b := g.buckets[k]
	if b == nil {
		b = &bucket{key: k, id: g.nextB, prio: g.rng.Uint64()}
		g.nextB++
		g.buckets[k] = b
	}
	if b.inTree {
		g.tree = treapRemove(g.tree, b)
	}
	d.b, d.idx, d.dirty, d.counted = b, len(b.states), false, false
	b.states = append(b.states, d)
	g.tree = treapInsert(g.tree, b)
}

func (g *SGS) unfile(d *sgsData) {
	b := d.b
	g.tree = treapRemove(g.tree, b)
	last := len(b.states) - 1
	if d.idx != last {
		m := b.states[last]
		b.states[d.idx] = m
		m.idx = d.idx
	}
	b.states[last] = nil
	b.states = b.states[:last]
	d.b, d.idx = nil, -1
	if len(b.states) > 0 {
		g.tree = treapInsert(g.tree, b)
	}
}

// Counts returns the table P: the selection count of every subpath seen,
// keyed by its decisions.
func (g *SGS) Counts() map[string]uint64 {
	m := make(map[string]uint64, len(g.buckets))
	for k, b := range g.buckets {
		m[k] = b.count
	}
	return m
}

// Subpath returns the state's current subpath, oldest decision first.
func (g *SGS) Subpath(s *exec.State) (ids []int32, dirs []int) {
	if d, _ := s.Hook(g.key).(*sgsData); d != nil {
		for _, p := range d.path {
			ids, dirs = append(ids, p.id), append(dirs, int(p.dir))
		}
	}
	return
}

// The treap over buckets, ordered by (count, id), max-heap on prio,
// augmented with subtree state counts.

func size(t *bucket) int {
	if t == nil {
		return 0
	}
	return t.sum
}

func fix(t *bucket) { t.sum = size(t.left) + size(t.right) + len(t.states) }

func less(a, b *bucket) bool { return a.count < b.count || a.count == b.count && a.id < b.id }

func treapInsert(t, b *bucket) *bucket {
	if t == nil {
		b.left, b.right, b.inTree = nil, nil, true
		fix(b)
		return b
	}
	if less(b, t) {
		t.left = treapInsert(t.left, b)
		if t.left.prio > t.prio {
			t = rotRight(t)
		}
	} else {
		t.right = treapInsert(t.right, b)
		if t.right.prio > t.prio {
			t = rotLeft(t)
		}
	}
	fix(t)
	return t
}

func treapRemove(t, b *bucket) *bucket {
	if t == nil {
		return nil
	}
	if t == b {
		b.inTree = false
		return merge(t.left, t.right)
	}
	if less(b, t) {
		t.left = treapRemove(t.left, b)
	} else {
		t.right = treapRemove(t.right, b)
	}
	fix(t)
	return t
}

func merge(a, b *bucket) *bucket {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case a.prio > b.prio:
		a.right = merge(a.right, b)
		fix(a)
		return a
	default:
		b.left = merge(a, b.left)
		fix(b)
		return b
	}
}

func rotRight(t *bucket) *bucket {
	l := t.left
	t.left = l.right
	fix(t)
	l.right = t
	fix(l)
	return l
}

func rotLeft(t *bucket) *bucket {
	r := t.right
	t.right = r.left
	fix(t)
	r.left = t
	fix(r)
	return r
}

package exec

import "math/rand/v2"

// The three basic searchers. Richer strategies (random-path, nurs:*, SGS)
// live in package search and implement the same interface.

// DFS runs the newest state first (KLEE's dfs).
type DFS struct{ states []*State }

// NewDFS returns a depth-first searcher.
func NewDFS() *DFS { return &DFS{} }

func (d *DFS) Select() *State { return d.states[len(d.states)-1] }
func (d *DFS) Empty() bool    { return len(d.states) == 0 }

func (d *DFS) Update(current *State, added, removed []*State) {
	d.states = append(d.states, added...)
	d.states = removeStates(d.states, removed)
}

// removeStates deletes removed from ss keeping the order. A few are
// looked for from the end, where recently touched states are; many (a
// pruner's or a halt's victims) are filtered in one pass.
func removeStates(ss []*State, removed []*State) []*State {
	if len(removed) > 8 {
		gone := make(map[*State]bool, len(removed))
		for _, r := range removed {
			gone[r] = true
		}
		out := ss[:0]
		for _, s := range ss {
			if !gone[s] {
				out = append(out, s)
			}
		}
		clear(ss[len(out):])
		return out
	}
	for _, r := range removed {
		for i := len(ss) - 1; i >= 0; i-- {
			if ss[i] == r {
				copy(ss[i:], ss[i+1:])
				ss[len(ss)-1] = nil
				ss = ss[:len(ss)-1]
				break
			}
		}
	}
	return ss
}

// BFS runs states in the order they were created; a state that forked
// goes to the back of the queue (KLEE's bfs).
type BFS struct {
	queue []*State
	head  int
}

// NewBFS returns a breadth-first searcher.
func NewBFS() *BFS { return &BFS{} }

func (b *BFS) Select() *State { return b.queue[b.head] }
func (b *BFS) Empty() bool    { return b.head == len(b.queue) }

func (b *BFS) Update(current *State, added, removed []*State) {
	if current != nil && len(added) > 0 && !current.done && b.head < len(b.queue) && b.queue[b.head] == current {
		b.head++
		b.queue = append(b.queue, current)
	}
	b.queue = append(b.queue, added...)
	if len(removed) > 0 {
		live := b.queue[b.head:]
		live = removeStates(live, removed)
		b.queue = b.queue[:b.head+len(live)]
	}
	// Compact once the consumed prefix dominates.
	if b.head > 1024 && b.head > len(b.queue)/2 {
		n := copy(b.queue, b.queue[b.head:])
		clear(b.queue[n:])
		b.queue = b.queue[:n]
		b.head = 0
	}
}

// RandomState picks a uniformly random live state each time (KLEE's
// random-state), from a seeded generator.
type RandomState struct {
	states []*State
	rng    *rand.Rand
	index  map[*State]int
}

// NewRandomState returns a random-state searcher seeded with seed.
func NewRandomState(seed uint64) *RandomState {
	return &RandomState{rng: rand.New(rand.NewPCG(seed, 0x72616e64)), index: map[*State]int{}}
}

func (r *RandomState) Select() *State { return r.states[r.rng.IntN(len(r.states))] }
func (r *RandomState) Empty() bool    { return len(r.states) == 0 }

func (r *RandomState) Update(current *State, added, removed []*State) {
	for _, s := range added {
		r.index[s] = len(r.states)
		r.states = append(r.states, s)
	}
	for _, s := range removed {
		i, ok := r.index[s]
		if !ok {
			continue
		}
		last := r.states[len(r.states)-1]
		r.states[i] = last
		r.index[last] = i
		r.states = r.states[:len(r.states)-1]
		delete(r.index, s)
	}
}

// NewSearcher returns the named basic searcher: "dfs", "bfs" or
// "random-state"; nil for other names.
func NewSearcher(name string, seed uint64) Searcher {
	switch name {
	case "dfs":
		return NewDFS()
	case "bfs":
		return NewBFS()
	case "random-state":
		return NewRandomState(seed)
	}
	return nil
}

package search

import (
	"math/rand/v2"

	"github.com/symx/symx/exec"
)

// RandomPath is KLEE's random-path searcher. It keeps the binary process
// tree of forks: every fork turns the leaf of the forking state into an
// internal node whose children are the leaves of the two states (a k-way
// fork is k-1 binary splits). Select walks from the root, choosing a child
// with a fair coin at every internal node, and returns the leaf's state;
// a state high in the tree (few forks from the root) is therefore more
// likely to run. Removing a state removes its leaf and replaces its parent
// by the sibling, so internal nodes always have two children. Insert and
// remove are O(1); a walk visits sum over internal nodes v of 2^-depth(v)
// nodes in expectation, at most log2(n)+2.
type RandomPath struct {
	root   *rpNode
	leaves map[*exec.State]*rpNode
	rng    *rand.Rand
	bits   uint64
	nbits  int
}

type rpNode struct {
	parent, left, right *rpNode
	st                  *exec.State // leaves only
}

// NewRandomPath returns a random-path searcher seeded with seed.
func NewRandomPath(seed uint64) *RandomPath {
	return &RandomPath{leaves: map[*exec.State]*rpNode{}, rng: rand.New(rand.NewPCG(seed, 0x72702d74726565))}
}

func (r *RandomPath) Empty() bool { return r.root == nil }

func (r *RandomPath) coin() bool {
	if r.nbits == 0 {
		r.bits, r.nbits = r.rng.Uint64(), 64
	}
	b := r.bits&1 != 0
	r.bits >>= 1
	r.nbits--
	return b
}

func (r *RandomPath) Select() *exec.State {
	n := r.root
	for n.st == nil {
		if r.coin() {
			n = n.left
		} else {
			n = n.right
		}
	}
	return n.st
}

func (r *RandomPath) Update(current *exec.State, added, removed []*exec.State) {
	for _, s := range added {
		if _, ok := r.leaves[s]; ok {
			continue
		}
		leaf := &rpNode{st: s}
		r.leaves[s] = leaf
		var at *rpNode
		if current != nil {
			at = r.leaves[current]
		}
		if at == nil {
			// A state from outside a fork (the initial state, or one
			// whose parent we do not know): split the root.
			if r.root == nil {
				r.root = leaf
				continue
			}
			old := r.root
			in := &rpNode{left: old, right: leaf}
			old.parent, leaf.parent = in, in
			r.root = in
			continue
		}
		// at is current's leaf: it becomes internal, current moves down left.
		cl := &rpNode{st: current, parent: at}
		at.st, at.left, at.right = nil, cl, leaf
		leaf.parent = at
		r.leaves[current] = cl
	}
	for _, s := range removed {
		n, ok := r.leaves[s]
		if !ok {
			continue
		}
		delete(r.leaves, s)
		p := n.parent
		if p == nil {
			r.root = nil
			continue
		}
		sib := p.left
		if sib == n {
			sib = p.right
		}
		g := p.parent
		sib.parent = g
		switch {
		case g == nil:
			r.root = sib
		case g.left == p:
			g.left = sib
		default:
			g.right = sib
		}
	}
}

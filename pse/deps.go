package pse

import (
	"slices"

	"github.com/symx/symx/internal/cow"
)

// Dependence slicing: which exposed reads a suffix's decisions depend on.
//
// Every register and memory byte the path tracks carries a dep: the set
// of exposed reads its value was computed from, as a node of a DAG whose
// leaves are reads and whose inner nodes are unions. A decision (a
// branch condition, an address, a divisor, a call's callee, a special
// function's arguments, the values a summary read at a check) marks its
// operands' deps relevant, and so every read they reach. A disjunct keeps
// only its relevant reads: a later state that holds the same values
// there makes the same decisions, whatever it holds in the others
// (doc.go, "What a summary is").

// dep is a set of exposed reads: 0 is the empty set, depAll every read
// (the arena was full), n > 0 node n of the path's arena.
type dep int32

const depAll dep = -1

// depNode is a leaf (an exposed read) or the union of a and b; rel marks
// it (and so everything under it) relevant.
type depNode struct {
	a, b dep
	leaf bool
	rel  bool
}

const (
	depChunkBits = 10
	depChunk     = 1 << depChunkBits
	// maxDeps bounds a path's arena; past it new values depend on
	// everything (a decision on them keeps all of the path's reads).
	maxDeps = 1 << 22
)

// deps is a path's arena, in chunks shared copy-on-write with its forks
// and with the suffixes it recorded: a chunk belongs to the arena whose
// generation it carries, and an arena copies a chunk it does not own
// before its first write there (a node appended, a mark set). So a path's
// relevance marks are its own decisions', and a recorded suffix's never
// change after (lazily built summaries are the eager ones).
type deps struct {
	chunks []*cow.Page[depChunkNodes]
	n      int
	owner  cow.Owner
	// all: a decision depended on depAll, every read is relevant.
	all bool
}

type depChunkNodes [depChunk]depNode

// fork returns a copy sharing every chunk; neither side owns them now.
func (g *deps) fork() deps {
	c := *g
	c.chunks = slices.Clone(g.chunks)
	c.owner = g.owner.Fork()
	return c
}

// own returns chunk k, copied first when g does not own it.
func (g *deps) own(k int) *depChunkNodes {
	c := g.chunks[k]
	if w := cow.Writable(c, g.owner); w != c {
		c = w
		g.chunks[k] = c
	}
	return &c.Data
}

func (g *deps) node(d dep) *depNode {
	return &g.chunks[d>>depChunkBits].Data[d&(depChunk-1)]
}

func (g *deps) add(n depNode) dep {
	if g.n >= maxDeps {
		return depAll
	}
	if g.n == 0 {
		g.n = 1 // node 0: the empty set
	}
	if g.n>>depChunkBits == len(g.chunks) {
		g.chunks = append(g.chunks, nil)
	}
	g.own(g.n >> depChunkBits)[g.n&(depChunk-1)] = n
	g.n++
	return dep(g.n - 1)
}

// leaf returns a new read's node.
func (g *deps) leaf() dep { return g.add(depNode{leaf: true}) }

// union returns a ∪ b.
func (g *deps) union(a, b dep) dep {
	switch {
	case a == 0 || a == b:
		return b
	case b == 0:
		return a
	case a == depAll || b == depAll:
		return depAll
	}
	return g.add(depNode{a: a, b: b})
}

// relevant marks d and every node under it relevant.
func (g *deps) relevant(d dep, stack []dep) []dep {
	stack = append(stack[:0], d)
	for len(stack) > 0 {
		d := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch {
		case d == 0:
			continue
		case d == depAll:
			g.all = true
			continue
		}
		if g.node(d).rel {
			continue
		}
		n := &g.own(int(d >> depChunkBits))[d&(depChunk-1)]
		n.rel = true
		if !n.leaf {
			stack = append(stack, n.a, n.b)
		}
	}
	return stack
}

// isRelevant reports whether the read with leaf d is relevant.
func (g *deps) isRelevant(d dep) bool {
	return g.all || d <= 0 || int(d) >= g.n || g.node(d).rel
}

// without returns d less the leaf l when d is l or was made as l ∪ x
// (how a read's node joins its location's): x, else d itself.
func (g *deps) without(d, l dep) dep {
	switch {
	case d == l:
		return 0
	case d <= 0 || int(d) >= g.n:
		return d
	}
	if n := g.node(d); !n.leaf && n.a == l {
		return n.b
	}
	return d
}

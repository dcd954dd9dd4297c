package concolic

import (
	"container/heap"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// pool holds the open branches and hands them out by strategy: the
// strategies of Options.Strategy take turns.
type pool struct {
	strategies []func(covered map[[2]int32]bool) *openBranch
	turn       int
	// byDepth holds every branch ordered for bfs; stack in discovery
	// order for dfs; all for the others. A branch handed out by one is
	// marked taken and skipped by the rest.
	stack   []*openBranch
	byDepth depthHeap
	all     []*openBranch
	taken   map[*openBranch]bool
	n       int
	rng     *rand.Rand
	// subpaths counts, per sgs:N strategy's length, how often an open
	// branch with each length-N subpath was flipped (SGS's table P).
	subpaths map[int]map[string]uint64
	// history is the longest subpath a strategy reads, less the flipped
	// decision: the decisions an open branch keeps of its path (step).
	history int
	keyBuf  []byte
}

func newPool(names []string, seed uint64) (*pool, error) {
	if len(names) == 0 {
		names = []string{"random-path", "nurs:covnew"}
	}
	p := &pool{taken: map[*openBranch]bool{}, rng: rand.New(rand.NewPCG(seed, 0x706f6f6c))}
	for _, n := range names {
		if l, ok := strings.CutPrefix(strings.TrimSpace(n), "sgs:"); ok {
			k, err := strconv.Atoi(l)
			if err != nil || k < 1 {
				return nil, fmt.Errorf("concolic mode: %q: the subpath length must be a number from 1", n)
			}
			p.strategies = append(p.strategies, p.sgs(k))
			p.history = max(p.history, k-1)
			continue
		}
		switch strings.TrimSpace(n) {
		case "dfs":
			p.strategies = append(p.strategies, p.dfs)
		case "bfs":
			p.strategies = append(p.strategies, p.bfs)
		case "random-path":
			p.strategies = append(p.strategies, p.randomPath)
		case "nurs:covnew":
			p.strategies = append(p.strategies, p.covnew)
		default:
			return nil, fmt.Errorf("concolic mode: unknown branch strategy %q (want %s)", n, strings.Join(Strategies, ", "))
		}
	}
	return p, nil
}

func (p *pool) len() int { return p.n }

func (p *pool) push(b *openBranch) {
	p.n++
	p.stack = append(p.stack, b)
	heap.Push(&p.byDepth, b)
	p.all = append(p.all, b)
}

// pop returns the next branch, nil when the pool is empty.
func (p *pool) pop(covered map[[2]int32]bool) *openBranch {
	if p.n == 0 {
		return nil
	}
	f := p.strategies[p.turn%len(p.strategies)]
	p.turn++
	b := f(covered)
	p.taken[b] = true
	p.n--
	if p.n == 0 {
		// Everything was handed out: drop the stale entries.
		p.stack, p.byDepth, p.all = p.stack[:0], p.byDepth[:0], p.all[:0]
		clear(p.taken)
	}
	return b
}

// open returns the branches in the pool, in discovery order.
func (p *pool) open() []*openBranch {
	p.compact()
	bs := make([]*openBranch, 0, p.n)
	for _, b := range p.all {
		if !p.taken[b] {
			bs = append(bs, b)
		}
	}
	return bs
}

// drop takes b, in the pool, out unflipped (a pruner's victim).
func (p *pool) drop(b *openBranch) {
	if p.taken[b] {
		return
	}
	p.taken[b] = true
	p.n--
	if p.n == 0 {
		p.stack, p.byDepth, p.all = p.stack[:0], p.byDepth[:0], p.all[:0]
		clear(p.taken)
	}
}

func (p *pool) dfs(map[[2]int32]bool) *openBranch {
	for {
		b := p.stack[len(p.stack)-1]
		p.stack = p.stack[:len(p.stack)-1]
		if !p.taken[b] {
			return b
		}
	}
}

func (p *pool) bfs(map[[2]int32]bool) *openBranch {
	for {
		b := heap.Pop(&p.byDepth).(*openBranch)
		if !p.taken[b] {
			return b
		}
	}
}

// compact drops the taken branches from all.
func (p *pool) compact() {
	if len(p.all) < 2*p.n+64 {
		return
	}
	k := 0
	for _, b := range p.all {
		if !p.taken[b] {
			p.all[k] = b
			k++
		}
	}
	clear(p.all[k:])
	p.all = p.all[:k]
}

// randomPath picks depth d with weight 2^-d, as KLEE's random-path walks
// its binary process tree from the root, then a branch of that depth.
func (p *pool) randomPath(map[[2]int32]bool) *openBranch {
	p.compact()
	best, bestW := (*openBranch)(nil), -1.0
	for _, b := range p.all {
		if p.taken[b] {
			continue
		}
		// Sampling by weight 2^-depth: the largest u^(1/w) wins
		// (Efraimidis–Spirakis); in log form, log(u)·2^depth.
		w := logU(p.rng) * float64(uint64(1)<<min(b.depth, 62))
		if best == nil || w > bestW {
			best, bestW = b, w
		}
	}
	return best
}

// covnew prefers the newest branch whose edge no path has taken yet,
// else the newest branch.
func (p *pool) covnew(covered map[[2]int32]bool) *openBranch {
	p.compact()
	var newest *openBranch
	for i := len(p.all) - 1; i >= 0; i-- {
		b := p.all[i]
		if p.taken[b] {
			continue
		}
		if newest == nil {
			newest = b
		}
		if !covered[[2]int32{b.id, int32(b.dir)}] {
			return b
		}
	}
	return newest
}

// step is a branch decision of a path: the branch (or check) and the
// direction taken.
type step struct {
	id  int32
	dir int32
}

// sgs returns length-n subpath-guided selection (Li et al., OOPSLA 2013)
// over open branches: a branch's subpath is the last n-1 symbolic
// decisions of its path before it and the direction it would flip to;
// the branch whose subpath was flipped least often goes first (ties: at
// random, seeded), and its subpath's count grows. Flipping steers the
// next path down the least travelled subpath, as the forking searcher
// (search.SGS) selects the state whose subpath was selected least.
func (p *pool) sgs(n int) func(map[[2]int32]bool) *openBranch {
	if p.subpaths == nil {
		p.subpaths = map[int]map[string]uint64{}
	}
	counts := map[string]uint64{}
	p.subpaths[n] = counts
	return func(map[[2]int32]bool) *openBranch {
		p.compact()
		var best *openBranch
		var bestKey string
		var bestCount uint64
		ties := 0
		for _, b := range p.all {
			if p.taken[b] {
				continue
			}
			k := p.subpathKey(b, n)
			c := counts[k]
			switch {
			case best == nil || c < bestCount:
				best, bestKey, bestCount, ties = b, k, c, 1
			case c == bestCount:
				// Reservoir sampling: each tied branch with
				// probability 1/ties.
				ties++
				if p.rng.IntN(ties) == 0 {
					best, bestKey = b, k
				}
			}
		}
		counts[bestKey]++
		return best
	}
}

// subpathKey is b's length-n subpath as a map key.
func (p *pool) subpathKey(b *openBranch, n int) string {
	h := b.history[max(len(b.history)-(n-1), 0):]
	k := p.keyBuf[:0]
	for _, s := range append(h, step{b.id, int32(b.dir)}) {
		k = binary.LittleEndian.AppendUint32(k, uint32(s.id))
		k = binary.LittleEndian.AppendUint32(k, uint32(s.dir))
	}
	p.keyBuf = k
	return string(k)
}

// depthHeap orders branches by depth, then discovery.
type depthHeap []*openBranch

func (h depthHeap) Len() int { return len(h) }
func (h depthHeap) Less(i, j int) bool {
	if h[i].depth != h[j].depth {
		return h[i].depth < h[j].depth
	}
	return h[i].seq < h[j].seq
}
func (h depthHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *depthHeap) Push(x any)   { *h = append(*h, x.(*openBranch)) }
func (h *depthHeap) Pop() any {
	old := *h
	b := old[len(old)-1]
	old[len(old)-1] = nil
	*h = old[:len(old)-1]
	return b
}

// logU is log of a uniform number in (0, 1].
func logU(r *rand.Rand) float64 { return math.Log(1 - r.Float64()) }

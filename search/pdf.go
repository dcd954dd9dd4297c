package search

import (
	"math/rand/v2"

	"github.com/symx/symx/exec"
)

// pdf is a discrete probability distribution over states (KLEE's
// DiscretePDF): a Fenwick tree of float64 weights over slots. Insert,
// Update and Remove (swap with the last slot) are O(log n); Choose draws a
// state with probability weight/total in O(log n).
type pdf struct {
	states  []*exec.State
	w       []float64 // weight per slot
	tree    []float64 // Fenwick tree, 1-based: tree[i] covers (i-lowbit(i), i]
	total   float64
	index   map[*exec.State]int
	changes int
}

func newPDF() *pdf { return &pdf{tree: []float64{0}, index: map[*exec.State]int{}} }

func (p *pdf) len() int { return len(p.states) }

func (p *pdf) add(i int, d float64) {
	p.total += d
	for j := i + 1; j < len(p.tree); j += j & -j {
		p.tree[j] += d
	}
}

// prefix returns the sum of the weights of slots [0, i).
func (p *pdf) prefix(i int) float64 {
	s := 0.0
	for j := i; j > 0; j -= j & -j {
		s += p.tree[j]
	}
	return s
}

func (p *pdf) insert(s *exec.State, w float64) {
	if _, ok := p.index[s]; ok {
		p.update(s, w)
		return
	}
	w = clean(w)
	i := len(p.states)
	p.index[s] = i
	p.states = append(p.states, s)
	p.w = append(p.w, w)
	j := i + 1
	// tree[j] = w + sum of slots (j-lowbit(j), j-1].
	p.tree = append(p.tree, w+p.prefix(j-1)-p.prefix(j-(j&-j)))
	p.total += w
}

func (p *pdf) update(s *exec.State, w float64) {
	i, ok := p.index[s]
	if !ok {
		return
	}
	w = clean(w)
	p.add(i, w-p.w[i])
	p.w[i] = w
	p.maybeRebuild()
}

func (p *pdf) remove(s *exec.State) {
	i, ok := p.index[s]
	if !ok {
		return
	}
	delete(p.index, s)
	last := len(p.states) - 1
	if i != last {
		ls := p.states[last]
		p.add(i, p.w[last]-p.w[i])
		p.w[i] = p.w[last]
		p.states[i] = ls
		p.index[ls] = i
	}
	p.add(last, -p.w[last])
	p.states[last] = nil
	p.states = p.states[:last]
	p.w = p.w[:last]
	p.tree = p.tree[:last+1]
	if len(p.states) == 0 {
		p.total = 0
	}
	p.maybeRebuild()
}

// maybeRebuild recomputes the tree from the weights now and then, so that
// floating-point drift of incremental updates stays bounded (amortized O(1)).
func (p *pdf) maybeRebuild() {
	p.changes++
	if p.changes < 4*len(p.states)+1024 {
		return
	}
	p.changes = 0
	n := len(p.states)
	clear(p.tree)
	p.total = 0
	for i := 0; i < n; i++ {
		j := i + 1
		p.tree[j] += p.w[i]
		p.total += p.w[i]
		if k := j + (j & -j); k <= n {
			p.tree[k] += p.tree[j]
		}
	}
}

// choose draws a state; with no positive weight it draws uniformly.
func (p *pdf) choose(rng *rand.Rand) *exec.State {
	n := len(p.states)
	if p.total <= 0 {
		return p.states[rng.IntN(n)]
	}
	r := rng.Float64() * p.total
	pos := 0
	step := 1
	for step*2 <= n {
		step *= 2
	}
	for ; step > 0; step /= 2 {
		if q := pos + step; q <= n && p.tree[q] <= r {
			pos = q
			r -= p.tree[q]
		}
	}
	// pos slots have cumulative weight <= r; slot pos is the one.
	if pos >= n {
		pos = n - 1
	}
	// Skip zero-weight slots that drift may land on.
	for k := pos; k < n; k++ {
		if p.w[k] > 0 {
			return p.states[k]
		}
	}
	for k := pos; k >= 0; k-- {
		if p.w[k] > 0 {
			return p.states[k]
		}
	}
	return p.states[pos]
}

func clean(w float64) float64 {
	if !(w > 0) { // negative, zero, NaN
		return 0
	}
	if w > 1e300 {
		return 1e300
	}
	return w
}

package search

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
)

// Weight is the kind of weight of a WeightedRandom searcher (KLEE's
// non-uniform random searchers, nurs:*).
type Weight int

const (
	Depth       Weight = iota // nurs:depth: the state's fork depth
	RP                        // nurs:rp: 0.5^depth
	InstCount                 // nurs:icnt: 1/max(1,c)^2, c the execution count where the state stands
	CPInstCount               // nurs:cpicnt: 1/max(1,c), c the instructions executed in the state's function
	QueryCost                 // nurs:qc: 1 if the state's solver time is under 0.1s, else 1/seconds
	MD2U                      // nurs:md2u: (1/md2u)^2
	CovNew                    // nurs:covnew: (1/max(1,instsSinceCovNew-1000))^2 + (1/md2u)^2
)

var weightNames = map[string]Weight{
	"nurs:depth": Depth, "nurs:rp": RP, "nurs:icnt": InstCount, "nurs:cpicnt": CPInstCount,
	"nurs:qc": QueryCost, "nurs:md2u": MD2U, "nurs:covnew": CovNew,
}

// WeightedRandom is KLEE's WeightedRandomSearcher: states are drawn from a
// discrete distribution (a Fenwick tree, O(log n) per change and draw)
// with the weight of the kind chosen. As in KLEE, a state's weight is set
// when it is added and, except for depth and rp (whose weights never
// change while a state runs), recomputed when it was the state that ran.
type WeightedRandom struct {
	kind    Weight
	key     exec.HookKey
	rng     *rand.Rand
	pdf     *pdf
	update  bool
	edges   map[uint64]uint64 // executions per branch edge (id<<32|dir)
	fnInsts map[*ir.Func]uint64
	dist    *distTable
	// queryTime measures a query for nurs:qc (Options.QueryTime).
	queryTime func(q solver.Query, d time.Duration) time.Duration
}

// nursData is the per-state hook data.
type nursData struct {
	lastEdge  uint64
	hasEdge   bool
	newEdge   bool   // took an edge no path had taken, since the last Update
	covNewAt  uint64 // Instructions() when it last covered new code; 0: never
	lastInsts uint64
	qcost     time.Duration
}

func (d *nursData) Fork() any { c := *d; c.newEdge = false; return &c }

// NewWeightedRandom returns a nurs searcher of the given kind.
func NewWeightedRandom(kind Weight, seed uint64) *WeightedRandom {
	return &WeightedRandom{
		kind: kind, key: exec.NewHookKey(), pdf: newPDF(),
		rng:     rand.New(rand.NewPCG(seed, 0x6e757273)),
		update:  kind != Depth && kind != RP,
		edges:   map[uint64]uint64{},
		fnInsts: map[*ir.Func]uint64{},
	}
}

// Subscriber returns the exec subscriber that counts branch edges,
// notices new coverage and (nurs:qc) accumulates each state's query time;
// it must be in exec.Config.Subscribers.
func (w *WeightedRandom) Subscriber() any {
	if w.kind == QueryCost {
		return nursQC{nursHook{w}}
	}
	return nursHook{w}
}

// Bind gives the searcher the executor whose coverage md2u measures.
func (w *WeightedRandom) Bind(x *exec.Executor) {
	if w.kind == MD2U || w.kind == CovNew {
		w.dist = newDistTable(x)
	}
}

type nursHook struct{ w *WeightedRandom }

func (h nursHook) Decided(s *exec.State, dec exec.Decision) {
	d := h.w.data(s)
	e := uint64(uint32(dec.ID))<<32 | uint64(uint32(dec.Dir))
	c := h.w.edges[e]
	if c == 0 {
		d.newEdge = true
	}
	h.w.edges[e] = c + 1
	d.lastEdge, d.hasEdge = e, true
}

// nursQC also observes queries (only nurs:qc weighs their cost).
type nursQC struct{ nursHook }

func (o nursQC) Query(s *exec.State, q solver.Query, _ solver.Response, _ error, dur time.Duration) {
	if o.w.queryTime != nil {
		dur = o.w.queryTime(q, dur)
	}
	if s != nil {
		o.w.data(s).qcost += dur
	}
}

func (w *WeightedRandom) data(s *exec.State) *nursData {
	d, _ := s.Hook(w.key).(*nursData)
	if d == nil {
		d = &nursData{lastInsts: s.Instructions()}
		s.SetHook(w.key, d)
	}
	return d
}

func (w *WeightedRandom) Empty() bool         { return w.pdf.len() == 0 }
func (w *WeightedRandom) Select() *exec.State { return w.pdf.choose(w.rng) }

func (w *WeightedRandom) Update(current *exec.State, added, removed []*exec.State) {
	if current != nil && !current.Terminated() {
		d := w.data(current)
		w.account(current, d)
		if w.update {
			w.pdf.update(current, w.weight(current, d))
		}
	}
	for _, s := range added {
		if s.Terminated() {
			continue
		}
		d := w.data(s)
		w.account(s, d)
		w.pdf.insert(s, w.weight(s, d))
	}
	for _, s := range removed {
		w.pdf.remove(s)
	}
}

// account attributes the instructions run since the last look to the
// state's current function and notes new coverage.
func (w *WeightedRandom) account(s *exec.State, d *nursData) {
	n := s.Instructions()
	if d.newEdge {
		d.newEdge = false
		d.covNewAt = max(n, 1)
	}
	if n > d.lastInsts {
		if fn, _, _ := s.Where(); fn != nil {
			w.fnInsts[fn] += n - d.lastInsts
		}
	}
	d.lastInsts = n
}

func (w *WeightedRandom) weight(s *exec.State, d *nursData) float64 {
	switch w.kind {
	case Depth:
		return float64(s.Depth())
	case RP:
		return math.Pow(0.5, float64(s.Depth()))
	case InstCount:
		c := uint64(1)
		if d.hasEdge {
			c = max(c, w.edges[d.lastEdge])
		}
		inv := 1 / float64(c)
		return inv * inv
	case CPInstCount:
		fn, _, _ := s.Where()
		return 1 / float64(max(1, w.fnInsts[fn]))
	case QueryCost:
		if sec := d.qcost.Seconds(); sec >= 0.1 {
			return 1 / sec
		}
		return 1
	}
	md := 10000.0
	if w.dist != nil {
		if m := w.dist.md2u(s); m > 0 {
			md = float64(m)
		}
	}
	inv := 1 / md
	if w.kind == MD2U {
		return inv * inv
	}
	covNew := 0.0
	if d.covNewAt > 0 {
		since := int64(s.Instructions()-d.covNewAt) + 1
		covNew = 1 / float64(max(1, since-1000))
	}
	return covNew*covNew + inv*inv
}

package search

import (
	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
)

const inf = int32(1 << 30)

// distTable is the inter-procedural distance table of nurs:md2u and
// nurs:covnew (KLEE's StatsTracker::computeReachableUncovered). For every
// instruction i (numbered by Executor.InstIndex):
//
//	toRet[i] = instructions executed from i until its function returns
//	toUnc[i] = instructions executed from i until an uncovered instruction
//
// Both walk the CFG forwards: a non-terminator continues at i+1, a
// terminator at the first instruction of each successor; a direct call to
// a defined function costs 1 + toRet[callee entry] and may also reach
// uncovered code inside the callee (1 + toUnc[callee entry]). toRet is
// static and computed once; toUnc is recomputed (a fixpoint over all
// functions) when the number of covered instructions has changed, checked
// at most every refreshEvery distance queries. A state's distance also
// looks through its call stack: after the top function returns, the
// callers' continuations count (KLEE's minDistToUncoveredOnReturn).
type distTable struct {
	x     *exec.Executor
	cov   *exec.Coverage
	insts []*ir.Inst
	fnOf  []*ir.Func
	entry []int // per function index: InstIndex of its entry (-1: declaration)
	succ  [][]int32
	toRet []int32
	toUnc []int32
	seen  int // covered instructions when toUnc was computed
	ticks int
}

const refreshEvery = 64

func newDistTable(x *exec.Executor) *distTable {
	p := x.Program()
	cov := x.LiveCoverage()
	n := cov.NumInsts
	t := &distTable{x: x, cov: cov, insts: make([]*ir.Inst, n), fnOf: make([]*ir.Func, n),
		entry: make([]int, len(p.Funcs)), succ: make([][]int32, n),
		toRet: make([]int32, n), toUnc: make([]int32, n), seen: -1}
	for _, f := range p.Funcs {
		t.entry[f.Index] = -1
		if f.IsDecl() {
			continue
		}
		t.entry[f.Index] = x.InstIndex(f, 0, 0)
		for bi, b := range f.Blocks {
			for pc := range b.Insts {
				i := x.InstIndex(f, bi, pc)
				in := &b.Insts[pc]
				t.insts[i], t.fnOf[i] = in, f
				if pc+1 < len(b.Insts) {
					t.succ[i] = []int32{int32(i + 1)}
					continue
				}
				for _, sb := range in.Succ {
					if len(f.Blocks[sb].Insts) > 0 {
						t.succ[i] = append(t.succ[i], int32(x.InstIndex(f, sb, 0)))
					}
				}
			}
		}
	}
	for i := range t.toRet {
		t.toRet[i] = inf
	}
	t.fixpoint(t.toRet, func(i int) int32 {
		if t.insts[i] != nil && t.insts[i].Op == ir.OpRet {
			return 1
		}
		return inf
	}, false)
	return t
}

// callee returns the entry of the defined function instruction i calls
// directly, or -1.
func (t *distTable) callee(i int) int {
	in := t.insts[i]
	if in == nil || in.Op != ir.OpCall || in.Call == nil {
		return -1
	}
	return t.entry[in.Call.Index]
}

// fixpoint relaxes d[i] = min(base(i), cost(i) + d[succ]) (and, with
// enter, 1 + d[callee entry]) until nothing changes, sweeping backwards.
func (t *distTable) fixpoint(d []int32, base func(int) int32, enter bool) {
	for i := range d {
		d[i] = base(i)
	}
	for round := 0; round < 1000; round++ {
		changed := false
		for i := len(d) - 1; i >= 0; i-- {
			if t.insts[i] == nil || d[i] == 0 {
				continue
			}
			cost := int32(1)
			if e := t.callee(i); e >= 0 {
				if t.toRet[e] >= inf {
					cost = inf
				} else {
					cost += t.toRet[e]
				}
				if enter && d[e] < inf && 1+d[e] < d[i] {
					d[i], changed = 1+d[e], true
				}
			}
			for _, s := range t.succ[i] {
				if v := d[s]; v < inf && cost < inf && cost+v < d[i] {
					d[i], changed = cost+v, true
				}
			}
		}
		if !changed {
			return
		}
	}
}

func (t *distTable) refresh() {
	if t.ticks++; t.ticks%refreshEvery != 1 && t.seen >= 0 {
		return
	}
	c := t.cov.CoveredInsts()
	if c == t.seen {
		return
	}
	t.seen = c
	t.fixpoint(t.toUnc, func(i int) int32 {
		if t.insts[i] != nil && !t.cov.Covered(i) {
			return 0
		}
		return inf
	}, true)
}

// md2u returns 1 + the distance of s to the nearest uncovered instruction,
// or 0 when none is reachable (KLEE's convention; the weight then uses
// 10000).
func (t *distTable) md2u(s *exec.State) int32 {
	t.refresh()
	fr := s.Frames()
	best, acc := inf, int32(0)
	for k := len(fr) - 1; k >= 0 && acc < inf; k-- {
		f := &fr[k]
		i := t.x.InstIndex(f.Fn, f.Block, f.PC)
		if k != len(fr)-1 {
			i++ // a caller continues after its call
		}
		if i >= len(t.insts) || t.fnOf[i] != f.Fn {
			break
		}
		if v := t.toUnc[i]; v < inf && acc+v < best {
			best = acc + v
		}
		if t.toRet[i] >= inf {
			break
		}
		acc += t.toRet[i]
	}
	if best >= inf {
		return 0
	}
	return best + 1
}

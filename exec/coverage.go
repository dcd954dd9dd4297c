package exec

import (
	"math/bits"

	"github.com/symx/symx/ir"
)

// Coverage records what the exploration executed: a bitmap over the
// program's instructions (numbered by Executor.InstIndex) and, per branch
// (ir.Inst.BranchID), the directions taken (bit d: direction d; for a
// conditional branch 0 is true and 1 false, for a switch d indexes Succ);
// and, unexported, the outcomes of Bool phis (markConds), which count
// as new coverage for the tests of --only-output-states-covering-new.
type Coverage struct {
	Insts    []uint64
	NumInsts int
	Branches []uint64

	covered   int // instructions set in Insts, counted as they are (Termination.CoveredInsts)
	blockDone []bool
	instBase  []int
	// Condition coverage of Bool phis: per global block, the index of
	// its first phi in conds, which holds the outcomes seen (bit 2j+v:
	// value v from incoming j). Not counted in Branches: gcc's branches for short-circuit
	// operands, which clang turns into values, are what it stands for.
	condBase []int
	conds    []uint8
}

func newCoverage(x *Executor, numBlocks, numInsts int) *Coverage {
	nb := x.prog.NumBranches
	for _, f := range x.prog.Funcs {
		for _, b := range f.Blocks {
			for i := range b.Insts {
				if id := int(b.Insts[i].BranchID); id >= nb {
					nb = id + 1
				}
			}
		}
	}
	condBase := make([]int, numBlocks)
	nc := 0
	for _, f := range x.prog.Funcs {
		for _, b := range f.Blocks {
			condBase[x.blockBase[f.Index]+b.Index] = nc
			nc += len(b.Phis)
		}
	}
	return &Coverage{
		Insts:     make([]uint64, (numInsts+63)/64),
		NumInsts:  numInsts,
		Branches:  make([]uint64, nb),
		blockDone: make([]bool, numBlocks),
		instBase:  x.instBase,
		condBase:  condBase,
		conds:     make([]uint8, nc),
	}
}

// Covered reports whether instruction i was executed.
func (c *Coverage) Covered(i int) bool { return c.Insts[i/64]&(1<<(i%64)) != 0 }

// CoveredInsts counts the executed instructions.
func (c *Coverage) CoveredInsts() int {
	n := 0
	for _, w := range c.Insts {
		n += bits.OnesCount64(w)
	}
	return n
}

// BranchTaken reports whether direction dir of branch id was taken.
func (c *Coverage) BranchTaken(id int32, dir int) bool {
	return int(id) < len(c.Branches) && dir < 64 && c.Branches[id]&(1<<dir) != 0
}

// CoveredEdges counts the branch directions taken.
func (c *Coverage) CoveredEdges() int {
	n := 0
	for _, w := range c.Branches {
		n += bits.OnesCount64(w)
	}
	return n
}

func (c *Coverage) setRange(lo, hi int) bool {
	changed := false
	for i := lo; i < hi; i++ {
		w, b := i/64, uint64(1)<<(i%64)
		if c.Insts[w]&b == 0 {
			c.Insts[w] |= b
			c.covered++
			changed = true
		}
	}
	return changed
}

// markBlock records that s executed the whole of global block gb.
func (x *Executor) markBlock(s *State, gb int) {
	if s.concrete {
		return // a look ahead, not a path
	}
	c := x.cov
	c.blockDone[gb] = true
	if c.setRange(c.instBase[gb], c.instBase[gb+1]) {
		s.coveredNew = true
	}
}

// markPartialBlock records the instructions of the blocks s is inside of
// up to and including the current one of each frame (a path ending in the
// middle of blocks: the callers are at their calls).
func (x *Executor) markPartialBlock(s *State) {
	if s.concrete {
		return
	}
	for i := range s.frames {
		f := &s.frames[i]
		gb := x.blockBase[f.Fn.Index] + f.Block
		if x.cov.blockDone[gb] {
			continue
		}
		lo := x.cov.instBase[gb]
		hi := min(lo+f.PC+1, x.cov.instBase[gb+1])
		if x.cov.setRange(lo, hi) {
			s.coveredNew = true
		}
	}
}

// markConds records the outcomes of global block gb's Bool phis, whose
// values s just set on entering from block from: a concrete outcome
// of a register incoming no path had counts as a new
// edge (Termination.CoveredNew), so --only-output-states-covering-new
// writes the test that gcov's branch for the operand needs.
func (x *Executor) markConds(s *State, gb, from int, phis []ir.Phi, regs []Value) {
	if s.concrete {
		return
	}
	base := x.cov.condBase[gb]
	for i := range phis {
		p := &phis[i]
		if !p.Bool {
			continue
		}
		// Outcomes are told apart per incoming register (the first four):
		// a constant incoming is its edge's, already counted.
		j := 0
		for j < len(p.Incoming) && p.Incoming[j].Pred != from {
			j++
		}
		v := regs[p.Dst]
		if j >= min(len(p.Incoming), 4) || p.Incoming[j].Val.IsConst() || v.E != nil {
			continue
		}
		if bit := uint8(1) << (2*j + int(v.C&1)); x.cov.conds[base+i]&bit == 0 {
			x.cov.conds[base+i] |= bit
			s.newEdge = true
		}
	}
}

// markEdge records that s took direction dir of branch id (fork: other
// states took other directions from the same point) and reports the
// decision to the subscribers.
func (x *Executor) markEdge(s *State, id int32, dir int, fork bool) {
	if id >= 0 && int(id) < len(x.cov.Branches) && dir < 64 && !s.concrete {
		if bit := uint64(1) << dir; x.cov.Branches[id]&bit == 0 {
			x.cov.Branches[id] |= bit
			s.newEdge = true
		}
	}
	if len(x.subs.decision) == 0 {
		return
	}
	lowered := s.top().lowered
	for _, d := range x.subs.decision {
		d.Decided(s, Decision{ID: id, Dir: dir, Fork: fork, Lowered: lowered})
	}
}

// clone copies the counters (not the executor's bookkeeping).
func (c *Coverage) clone() *Coverage {
	return &Coverage{
		Insts:    append([]uint64(nil), c.Insts...),
		NumInsts: c.NumInsts,
		Branches: append([]uint64(nil), c.Branches...),
	}
}

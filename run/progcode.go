package run

import (
	"math/bits"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
)

// programCode is the program's own code, without the modeled C library
// Link added (ir.Func.Lib): the instruction ranges (in exec's numbering,
// functions in order) and branch IDs of its functions. run.stats counts
// its coverage apart, as klee-stats counts the user's module: a small
// program is a sliver of the library it pulls in.
type programCode struct {
	ranges   [][2]int // [lo, hi) instruction indices
	branches []int32
	insts    int // instructions in all
	edges    int // branch directions in all (ir.Inst.Directions)
}

func newProgramCode(p *ir.Program) *programCode {
	pc := &programCode{}
	i := 0
	for _, f := range p.Funcs {
		lo := i
		for _, b := range f.Blocks {
			if f.Lib {
				i += len(b.Insts)
				continue
			}
			for k := range b.Insts {
				in := &b.Insts[k]
				if in.BranchID >= 0 {
					pc.branches = append(pc.branches, in.BranchID)
					pc.edges += in.Directions()
				}
			}
			i += len(b.Insts)
		}
		if !f.Lib && i > lo {
			pc.ranges = append(pc.ranges, [2]int{lo, i})
			pc.insts += i - lo
		}
	}
	return pc
}

// covered counts the program's executed instructions and branch
// directions taken.
func (pc *programCode) covered(c *exec.Coverage) (insts, edges int) {
	for _, r := range pc.ranges {
		for i := r[0]; i < r[1]; {
			w := c.Insts[i/64]
			// The part of word i/64 inside [i, r[1]).
			lo, hi := i%64, min(64, r[1]-i+i%64)
			mask := ^uint64(0) << lo
			if hi < 64 {
				mask &= (uint64(1) << hi) - 1
			}
			insts += bits.OnesCount64(w & mask)
			i += hi - lo
		}
	}
	for _, id := range pc.branches {
		if int(id) < len(c.Branches) {
			edges += bits.OnesCount64(c.Branches[id])
		}
	}
	return insts, edges
}

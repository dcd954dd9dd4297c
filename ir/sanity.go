package ir

import (
	"errors"
	"fmt"
)

// ArgSpan returns how many consecutive slots Args[i] of in covers, following
// the operand conventions in op.go.
func ArgSpan(in *Inst, i int) int {
	lanes := max(int(in.Lanes), 1)
	switch in.Op {
	case OpCopy:
		return int(in.Aux2)
	case OpSelect:
		if i == 0 {
			return lanes
		}
		return int(in.Aux2)
	case OpLoad, OpAlloca, OpGEP, OpCondBr, OpSwitch, OpMemcpy, OpMemmove, OpMemset,
		OpVaStart, OpVaEnd, OpVaCopy, OpStackRestore,
		OpSAddO, OpUAddO, OpSSubO, OpUSubO, OpSMulO, OpUMulO:
		return 1
	case OpStore:
		if i == 0 && in.Lay != nil {
			return len(in.Lay.Scalars)
		}
		return 1
	case OpExtractValue:
		return int(in.Aux + in.Aux2)
	case OpInsertValue:
		if i == 0 {
			return lanes
		}
		return int(in.Aux2)
	case OpExtractElement, OpInsertElement:
		if i == 0 {
			return lanes
		}
		return 1
	case OpShuffleVector:
		return int(in.Aux)
	case OpAbs:
		if i == 1 {
			return 1
		}
		return lanes
	case OpCall:
		if in.Aux == 1 {
			if i == 0 {
				return 1
			}
			i--
		}
		if i < len(in.Sub) {
			return int(in.Sub[i])
		}
		return 1
	case OpRet:
		return int(in.Aux2)
	}
	// Element-wise ops, compares, casts and reductions read Lanes slots.
	return lanes
}

// dstSpan returns how many slots the result of in covers (0: no result).
func dstSpan(in *Inst) int {
	if in.Dst < 0 {
		return 0
	}
	switch in.Op {
	case OpCopy, OpSelect, OpExtractValue, OpCall:
		return int(in.Aux2)
	case OpLoad:
		if in.Lay != nil {
			return len(in.Lay.Scalars)
		}
	case OpAlloca, OpGEP, OpExtractElement, OpStackSave,
		OpReduceAdd, OpReduceMul, OpReduceAnd, OpReduceOr, OpReduceXor,
		OpReduceSMax, OpReduceSMin, OpReduceUMax, OpReduceUMin:
		return 1
	case OpSAddO, OpUAddO, OpSSubO, OpUSubO, OpSMulO, OpUMulO:
		return 2
	}
	return max(int(in.Lanes), 1)
}

// checker collects the problems Check finds.
type checker struct {
	p    *Program
	errs []error
}

func (c *checker) errorf(format string, args ...any) {
	if len(c.errs) < 50 {
		c.errs = append(c.errs, fmt.Errorf(format, args...))
	}
}

// Check verifies the invariants the interpreter relies on: operands and
// results inside the register file or the constant pool, successors and
// phi predecessors that exist (and phis covering every predecessor), one
// terminator at the end of every block, dense branch IDs, and layouts and
// initializers that fit their sizes. It is meant for tests and debugging.
func (p *Program) Check() error {
	c := &checker{p: p}
	for i, k := range p.Consts {
		if k.Width == 0 || k.Width > 64 || (k.Global != nil && k.Func != nil) {
			c.errorf("const %d: bad width %d or two symbols", i, k.Width)
		}
	}
	if p.PtrBytes != 4 && p.PtrBytes != 8 {
		c.errorf("PtrBytes is %d", p.PtrBytes)
	}
	for _, g := range p.Globals {
		c.checkGlobal(g)
	}
	branches := make(map[int32]bool)
	insts := 0
	for fi, f := range p.Funcs {
		if f.Index != fi || p.Func(f.Name) != f {
			c.errorf("func %s: index %d at position %d, or not indexed (call Index)", f.Name, f.Index, fi)
		}
		for _, b := range f.Blocks {
			insts += len(b.Insts)
		}
		c.checkFunc(f, branches)
	}
	if insts != p.NumInsts {
		c.errorf("NumInsts is %d, the functions have %d", p.NumInsts, insts)
	}
	if len(branches) != p.NumBranches {
		c.errorf("NumBranches is %d, found %d distinct branch IDs", p.NumBranches, len(branches))
	}
	return errors.Join(c.errs...)
}

func (c *checker) checkGlobal(g *Global) {
	if p := c.p; p.Global(g.Name) != g {
		c.errorf("global %s: not indexed (call Index)", g.Name)
	}
	if uint64(len(g.Init)) != g.Size {
		c.errorf("global %s: %d init bytes for size %d", g.Name, len(g.Init), g.Size)
	}
	for _, r := range g.Relocs {
		if n := r.Size(c.p.PtrBytes); n < 1 || n > 8 || r.Offset+uint64(n) > g.Size {
			c.errorf("global %s: relocation at %d past size %d", g.Name, r.Offset, g.Size)
		}
		if (r.Target.Global == nil) == (r.Target.Func == nil) {
			c.errorf("global %s: relocation at %d needs exactly one target", g.Name, r.Offset)
		}
	}
}

func (c *checker) checkFunc(f *Func, branches map[int32]bool) {
	where := "func " + f.Name
	for i, pr := range f.Params {
		if int(pr.Slot)+pr.N > f.NumSlots || pr.N < 1 {
			c.errorf("%s: param %d slots [%d,+%d) outside %d", where, i, pr.Slot, pr.N, f.NumSlots)
		}
	}
	preds := predecessors(f)
	for bi, b := range f.Blocks {
		bw := fmt.Sprintf("%s: block %d (%s)", where, bi, b.Name)
		if b.Index != bi {
			c.errorf("%s: Index is %d", bw, b.Index)
		}
		for _, ph := range b.Phis {
			c.checkPhi(f, bw, &ph, preds[bi])
		}
		if len(b.Insts) == 0 {
			c.errorf("%s: no instructions", bw)
			continue
		}
		for ii := range b.Insts {
			in := &b.Insts[ii]
			c.checkInst(f, fmt.Sprintf("%s: inst %d (%s)", bw, ii, in.Op), in, ii == len(b.Insts)-1, branches)
		}
	}
}

func (c *checker) checkPhi(f *Func, where string, ph *Phi, preds map[int]bool) {
	if ph.Dst < 0 || int(ph.Dst)+ph.N > f.NumSlots {
		c.errorf("%s: phi slots [%d,+%d) outside %d", where, ph.Dst, ph.N, f.NumSlots)
	}
	seen := make(map[int]bool)
	for _, in := range ph.Incoming {
		if !preds[in.Pred] {
			c.errorf("%s: phi s%d: block %d is not a predecessor", where, ph.Dst, in.Pred)
		}
		seen[in.Pred] = true
		c.checkOperand(f, where, in.Val, ph.N)
	}
	for pr := range preds {
		if !seen[pr] {
			c.errorf("%s: phi s%d: no value for predecessor %d", where, ph.Dst, pr)
		}
	}
}

func (c *checker) checkOperand(f *Func, where string, o Operand, span int) {
	if o.IsConst() {
		if o.ConstIndex()+max(span, 1) > len(c.p.Consts) {
			c.errorf("%s: const operand %d (+%d) outside pool of %d", where, o.ConstIndex(), span, len(c.p.Consts))
		}
		return
	}
	if int(o)+span > f.NumSlots {
		c.errorf("%s: operand s%d (+%d) outside %d slots", where, o, span, f.NumSlots)
	}
}

func (c *checker) checkInst(f *Func, where string, in *Inst, last bool, branches map[int32]bool) {
	if in.Op == OpInvalid || in.Op >= numOps {
		c.errorf("%s: invalid op", where)
		return
	}
	term := in.Op.Info().Term
	if term != last && !(last && in.Op == OpUnsupported) {
		c.errorf("%s: terminator=%v but last=%v", where, term, last)
	}
	for i, a := range in.Args {
		c.checkOperand(f, where, a, ArgSpan(in, i))
	}
	if n := dstSpan(in); in.Dst >= 0 && int(in.Dst)+n > f.NumSlots {
		c.errorf("%s: result slots [%d,+%d) outside %d", where, in.Dst, n, f.NumSlots)
	}
	for _, s := range in.Succ {
		if s < 0 || s >= len(f.Blocks) {
			c.errorf("%s: successor %d out of range", where, s)
		}
	}
	c.checkShape(where, in)
	if in.Lay != nil {
		c.checkLayout(where, in.Lay)
	}
	switch in.Op {
	case OpCondBr, OpSwitch:
		if in.BranchID < 0 || int(in.BranchID) >= c.p.NumBranches || branches[in.BranchID] {
			c.errorf("%s: branch ID %d invalid or repeated", where, in.BranchID)
		}
		branches[in.BranchID] = true
	default:
		if in.BranchID != -1 {
			c.errorf("%s: BranchID %d on a non-branch", where, in.BranchID)
		}
	}
}

// checkShape checks the per-op field conventions.
func (c *checker) checkShape(where string, in *Inst) {
	bad := func(what string) { c.errorf("%s: %s", where, what) }
	switch in.Op {
	case OpBr:
		if len(in.Succ) != 1 {
			bad("br needs 1 successor")
		}
	case OpCondBr:
		if len(in.Succ) != 2 || len(in.Args) != 1 {
			bad("condbr needs 2 successors and a condition")
		}
	case OpSwitch:
		if len(in.Succ) != len(in.Ints)+1 || len(in.Args) != 1 {
			bad("switch needs a default plus one successor per case")
		}
	case OpCall:
		nargs := len(in.Args) - int(in.Aux)
		if (in.Call == nil) != (in.Aux == 1) || nargs != len(in.Sub) {
			bad("call: callee, Aux and Sub disagree")
		}
		slots := 0
		for _, n := range in.Sub {
			slots += int(n)
		}
		if len(in.Ints) != 0 && len(in.Ints) != slots {
			bad("call: argument sizes (Ints) differ from the slot count")
		}
		if in.Call != nil && (in.Call.Index >= len(c.p.Funcs) || c.p.Funcs[in.Call.Index] != in.Call) {
			bad("call: callee not in the program")
		}
	case OpGEP:
		if len(in.Ints) != len(in.Args)-1 || len(in.Sub) != len(in.Args)-1 {
			bad("getelementptr: one scale and width per variable index")
		}
	case OpLoad, OpStore, OpAlloca:
		if in.Lay == nil {
			bad("memory access without a layout")
		}
	case OpShuffleVector:
		if len(in.Ints) != int(in.Lanes) {
			bad("shufflevector: mask length differs from Lanes")
		}
	case OpUnsupported:
		if in.Text == "" {
			bad("unsupported without text")
		}
	}
}

func (c *checker) checkLayout(where string, l *Layout) {
	prev := uint64(0)
	for i, s := range l.Scalars {
		end := uint64(s.Offset) + uint64(s.Bits+7)/8
		if s.Bits == 0 || s.Bits > 64 || end > l.Size || uint64(s.Offset) < prev {
			c.errorf("%s: layout scalar %d {off %d, %d bits} out of order or past size %d", where, i, s.Offset, s.Bits, l.Size)
			return
		}
		prev = end
	}
}

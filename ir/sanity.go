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
// initializers that fit their sizes, and returns of the function's type.
// LoadLL runs it on every program it lowers: 3 ms of a 350 ms load of
// runtime/libc/libc.ll, the largest IR in the tree (BenchmarkCheck).
func (p *Program) Check() error { return errors.Join(p.problems()...) }

// problems is Check's list of errors (at most 50).
func (p *Program) problems() []error {
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
	return c.errs
}

// loadCheck is Check as a load error: the first problem, naming the
// function and instruction, and what to do.
func (p *Program) loadCheck(name string) error {
	errs := p.problems()
	if len(errs) == 0 {
		return nil
	}
	more := ""
	if len(errs) > 1 {
		more = fmt.Sprintf(" (and %d more problems)", len(errs)-1)
	}
	return fmt.Errorf("%s: invalid LLVM IR: %v%s; symx reads the IR clang-14 emits: check the file with llvm-as-14, or regenerate it from the C source", name, errs[0], more)
}

func (c *checker) checkGlobal(g *Global) {
	if p := c.p; p.Global(g.Name) != g {
		c.errorf("global %s: not indexed (call Index)", g.Name)
	}
	if g.Init != nil && uint64(len(g.Init)) != g.Size {
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
	where := site{p: c.p, f: f, block: -1}
	for i, pr := range f.Params {
		if int(pr.Slot)+pr.N > f.NumSlots || pr.N < 1 {
			c.errorf("%s: param %d slots [%d,+%d) outside %d", where, i, pr.Slot, pr.N, f.NumSlots)
		}
	}
	preds := predecessors(f)
	for bi, b := range f.Blocks {
		bw := site{p: c.p, f: f, block: bi}
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
			c.checkInst(f, site{p: c.p, f: f, block: bi, inst: ii, in: in}, in, ii == len(b.Insts)-1, branches)
		}
	}
}

// site names where Check found a problem: the function, block and
// instruction, with the instruction's source line when known. It is a
// value, formatted only when there is an error, so that Check, which
// every load runs, stays cheap.
type site struct {
	p     *Program
	f     *Func
	block int // -1: the function itself
	inst  int
	in    *Inst // nil: the block itself
}

func (w site) String() string {
	s := "function " + w.f.Name
	if w.block < 0 {
		return s
	}
	s += fmt.Sprintf(", block %d (%%%s)", w.block, w.f.Blocks[w.block].Name)
	if w.in == nil {
		return s
	}
	s += fmt.Sprintf(", instruction %d (%s", w.inst, w.in.Op)
	if w.in.Loc.Line > 0 {
		s += fmt.Sprintf(" at %s:%d", w.p.FileOf(w.in.Loc), w.in.Loc.Line)
	}
	return s + ")"
}

func (c *checker) checkPhi(f *Func, where site, ph *Phi, preds map[int]bool) {
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

func (c *checker) checkOperand(f *Func, where site, o Operand, span int) {
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

func (c *checker) checkInst(f *Func, where site, in *Inst, last bool, branches map[int32]bool) {
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
	if in.Op == OpRet {
		c.checkRet(f, where, in)
	}
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

// checkRet checks that a ret returns what its function's type says: llir
// parses `ret i33 0` in a function returning i32 without a word. (Hand-built
// programs may leave Width 0.)
func (c *checker) checkRet(f *Func, where site, in *Inst) {
	switch {
	case len(in.Args) == 0 && f.RetN > 0:
		c.errorf("%s: returns nothing from a function returning i%d", where, f.RetBits)
	case len(in.Args) > 0 && f.RetN == 0:
		c.errorf("%s: returns i%d from a void function", where, in.Width)
	case len(in.Args) > 0 && (int(in.Aux2) != f.RetN || (in.Width != 0 && f.RetBits != 0 && in.Width != f.RetBits)):
		c.errorf("%s: returns %s from a function returning %s", where, retType(in.Width, int(in.Aux2)), retType(f.RetBits, f.RetN))
	}
}

// retType describes a return value by its first scalar's width and its
// slot count.
func retType(bits uint16, n int) string {
	if n > 1 {
		return fmt.Sprintf("%d values (the first i%d)", n, bits)
	}
	return fmt.Sprintf("i%d", bits)
}

// checkShape checks the per-op field conventions.
func (c *checker) checkShape(where site, in *Inst) {
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

func (c *checker) checkLayout(where site, l *Layout) {
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

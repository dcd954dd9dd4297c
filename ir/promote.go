package ir

// PromoteLocals turns the scalar locals whose address never escapes into
// registers, as LLVM's mem2reg would, but without changing the program's
// shape: every instruction stays, with the same location, so instruction
// counts, coverage and paths are those of the original program.
//
// A local qualifies when its alloca is in the leading run of allocas of the
// entry block (all of them at -O0), allocates one scalar of at most 64 bits,
// and the alloca's register is used only as the address of loads and
// stores of exactly that scalar (same width, same float-ness, offset 0).
// Its address then cannot be observed, compared, passed, stored or offset,
// so no pointer can reach it and no access can be out of its bounds: the
// value can live in the alloca's own register. The alloca becomes a copy of
// zero into that register (the memory a fresh local gets), a load a copy
// from it, a store a copy into it. The promoted allocas are moved behind
// the others in the leading run (none reads another), so the allocas that
// remain still lead the entry block, as the interpreter's one-step entry
// allocation expects (exec funcInfo.entry).
//
// What changes: the local has no memory object, so it is not among the
// objects a symbolic pointer may resolve to (no pointer can legitimately
// point to it), and the engine's memory events (stores) do not report it.
// Techniques that model memory instruction by instruction (PSE) run
// without the pass. It returns the number of locals promoted.
func PromoteLocals(p *Program) int {
	n := 0
	zero := map[uint16]Operand{}
	for _, f := range p.Funcs {
		if !f.IsDecl() {
			n += promoteFunc(p, f, zero)
		}
	}
	return n
}

func promoteFunc(p *Program, f *Func, zero map[uint16]Operand) int {
	entry := f.Blocks[0].Insts
	run := 0 // the leading run of allocas
	for run < len(entry) && entry[run].Op == OpAlloca {
		run++
	}
	// cand maps a candidate's register to its scalar; an escape deletes it.
	cand := map[Slot]Scalar{}
	for _, in := range entry[:run] {
		if sc, ok := promotable(p, &in); ok {
			cand[in.Dst] = sc
		}
	}
	if len(cand) == 0 {
		return 0
	}
	escape := func(o Operand) {
		if o >= 0 {
			delete(cand, Slot(o))
		}
	}
	for _, b := range f.Blocks {
		for _, ph := range b.Phis {
			for _, in := range ph.Incoming {
				escape(in.Val)
			}
		}
		for i := range b.Insts {
			in := &b.Insts[i]
			switch {
			case in.Op == OpLoad && len(in.Args) == 1:
				if sc, ok := cand[Slot(in.Args[0])]; ok && !sameScalar(in.Lay, sc) {
					escape(in.Args[0])
				}
			case in.Op == OpStore && len(in.Args) == 2:
				escape(in.Args[0]) // storing the address itself
				if sc, ok := cand[Slot(in.Args[1])]; ok && !sameScalar(in.Lay, sc) {
					escape(in.Args[1])
				}
			case in.Op == OpAlloca:
				// Its count operand is a constant for every candidate.
			default:
				for _, a := range in.Args {
					escape(a)
				}
			}
		}
	}
	if len(cand) == 0 {
		return 0
	}
	for _, b := range f.Blocks {
		for i := range b.Insts {
			in := &b.Insts[i]
			switch in.Op {
			case OpLoad:
				if sc, ok := cand[Slot(in.Args[0])]; ok {
					*in = copyInst(in.Dst, in.Args[0], sc.Bits, in.Loc)
				}
			case OpStore:
				if sc, ok := cand[Slot(in.Args[1])]; ok {
					*in = copyInst(Slot(in.Args[1]), in.Args[0], sc.Bits, in.Loc)
				}
			}
		}
	}
	// The allocas: the promoted ones, now zeroing copies, go behind the
	// others, each group in its order.
	kept := make([]Inst, 0, run)
	var moved []Inst
	for _, in := range entry[:run] {
		sc, ok := cand[in.Dst]
		if !ok {
			kept = append(kept, in)
			continue
		}
		z, ok := zero[sc.Bits]
		if !ok {
			z = ConstOperand(len(p.Consts))
			p.Consts = append(p.Consts, Const{Width: sc.Bits})
			zero[sc.Bits] = z
		}
		moved = append(moved, copyInst(in.Dst, z, sc.Bits, in.Loc))
	}
	copy(entry, append(kept, moved...))
	return len(cand)
}

// promotable reports whether alloca in allocates a single scalar that
// could live in a register, and which.
func promotable(p *Program, in *Inst) (Scalar, bool) {
	if in.Dst < 0 || len(in.Args) != 1 || !in.Args[0].IsConst() || in.Lay == nil ||
		len(in.Lay.Scalars) != 1 {
		return Scalar{}, false
	}
	c := p.Consts[in.Args[0].ConstIndex()]
	sc := in.Lay.Scalars[0]
	if c.Global != nil || c.Func != nil || c.Bits != 1 || sc.Offset != 0 || sc.Bits == 0 || sc.Bits > 64 {
		return Scalar{}, false
	}
	return sc, true
}

// sameScalar reports whether an access of layout lay reads or writes
// exactly the scalar sc.
func sameScalar(lay *Layout, sc Scalar) bool {
	return lay != nil && len(lay.Scalars) == 1 && lay.Scalars[0] == sc
}

// copyInst is Dst = src, one slot of the given width.
func copyInst(dst Slot, src Operand, bits uint16, loc Loc) Inst {
	in := newInst(OpCopy)
	in.Dst, in.Args, in.Width, in.Aux, in.Aux2, in.Loc = dst, []Operand{src}, bits, int64(bits), 1, loc
	return in
}

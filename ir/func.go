package ir

import (
	"fmt"
	"regexp"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// funcLowerer lowers one function body. Slots are assigned to every SSA
// value before any instruction is lowered, because a value can be used
// before its definition in block order (phis on back edges, blocks laid out
// out of dominance order). Temporaries that one LLVM instruction needs
// (byval copies, constant expressions computed at run time, bitcast
// repacking) get fresh slots past those.
type funcLowerer struct {
	lw      *lowerer
	f       *llir.Func
	fn      *Func
	slots   map[value.Value]Slot
	blocks  map[*llir.Block]int
	cur     *Block
	llBlock *llir.Block // the block being lowered
	next    int         // next free slot
	inPhi   bool        // lowering phi operands: no instructions may be emitted
	loc     Loc         // location of the instruction being lowered
}

func (lw *lowerer) lowerFunc(f *llir.Func, fn *Func) error {
	fl := &funcLowerer{
		lw:     lw,
		f:      f,
		fn:     fn,
		slots:  make(map[value.Value]Slot),
		blocks: make(map[*llir.Block]int),
		next:   fn.NumSlots,
	}
	for i, p := range f.Params {
		fl.slots[p] = fn.Params[i].Slot
	}
	for i, b := range f.Blocks {
		fl.blocks[b] = i
		fn.Blocks = append(fn.Blocks, &Block{Index: i, Name: strings.Clone(b.Name())})
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			fl.assignSlots(inst)
		}
	}
	for i, b := range f.Blocks {
		if err := fl.lowerBlock(b, fn.Blocks[i]); err != nil {
			return err
		}
	}
	fl.prunePhis()
	fn.NumSlots = fl.next
	return nil
}

// assignSlots gives an instruction's result its run of slots. A value of an
// unsupported type still gets one slot so that its users can be lowered to
// OpUnsupported without breaking the numbering.
func (fl *funcLowerer) assignSlots(inst llir.Instruction) {
	v, ok := inst.(value.Value)
	if !ok {
		return
	}
	if _, void := v.Type().(*types.VoidType); void {
		return
	}
	n, err := fl.lw.tc.slots(v.Type())
	if err != nil {
		n = 1
	}
	fl.slots[v] = fl.newSlots(n)
}

func (fl *funcLowerer) newSlots(n int) Slot {
	s := Slot(fl.next)
	fl.next += n
	return s
}

// newInst returns an Inst with the neutral values of the optional fields.
func newInst(op Op) Inst {
	return Inst{Op: op, Lanes: 1, Dst: -1, BranchID: -1}
}

func (fl *funcLowerer) emit(in Inst) {
	in.Loc = fl.loc
	fl.cur.Insts = append(fl.cur.Insts, in)
}

func mdOf(v any) []*metadata.Attachment {
	if m, ok := v.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return m.MDAttachments()
	}
	return nil
}

func (fl *funcLowerer) lowerBlock(b *llir.Block, out *Block) error {
	fl.cur, fl.llBlock = out, b
	var badPhis []string
	for _, inst := range b.Insts {
		phi, ok := inst.(*llir.InstPhi)
		if !ok {
			continue
		}
		if err := fl.lowerPhi(phi); err != nil {
			if !isUnsupported(err) && !isNotFoldable(err) {
				return fmt.Errorf("%s: %w", instText(phi), err)
			}
			badPhis = append(badPhis, instText(phi)+" ; "+err.Error())
		}
	}
	// A phi that cannot be lowered makes the whole block unreachable for
	// execution: entering it fails the path.
	for _, text := range badPhis {
		fl.loc = fl.nearLoc(b)
		fl.emit(unsupportedInst(text))
	}
	for _, inst := range b.Insts {
		if _, ok := inst.(*llir.InstPhi); ok {
			continue
		}
		if err := fl.lowerOne(inst); err != nil {
			return err
		}
		if fl.endsPath() {
			return nil
		}
	}
	if b.Term == nil {
		return fmt.Errorf("block %s has no terminator", b.Ident())
	}
	return fl.lowerOne(b.Term)
}

// endsPath reports whether the block's last instruction so far never falls
// through (llvm.trap): what follows it is dead and is not lowered, so that
// the block still ends with its only terminator.
func (fl *funcLowerer) endsPath() bool {
	n := len(fl.cur.Insts)
	return n > 0 && fl.cur.Insts[n-1].Op == OpTrap
}

// mdAttachmentRE matches the metadata attachments at the end of an
// instruction's text (`, !dbg !12`, `, !tbaa !7`).
var mdAttachmentRE = regexp.MustCompile(`, ![A-Za-z_.][-A-Za-z0-9_.]* !\d+`)

// lineBreakRE matches the line breaks llir prints inside an instruction
// (invoke's `to label %a unwind label %b` goes on a line of its own).
var lineBreakRE = regexp.MustCompile(`\s*\n\s*`)

// instText is an instruction's LLVM text, on one line and without its
// metadata attachments, for error messages and OpUnsupported.
func instText(x interface{ LLString() string }) string {
	return lineBreakRE.ReplaceAllString(mdAttachmentRE.ReplaceAllString(x.LLString(), ""), " ")
}

func unsupportedInst(text string) Inst {
	in := newInst(OpUnsupported)
	in.Text = text
	return in
}

// lowerOne lowers one instruction or terminator. Constructs symx does not
// support become OpUnsupported carrying the instruction's text and the
// reason (as an LLVM comment); anything else is an error of the load.
func (fl *funcLowerer) lowerOne(x interface{ LLString() string }) error {
	fl.lw.whereFn, fl.lw.whereInst = fl.f.Name(), x
	fl.loc = fl.lw.instLoc(mdOf(x))
	start := len(fl.cur.Insts)
	err := fl.lowerInst(x)
	if err == nil {
		return nil
	}
	text := instText(x)
	if !isUnsupported(err) && !isNotFoldable(err) {
		return fmt.Errorf("%s: %w", text, err)
	}
	fl.cur.Insts = fl.cur.Insts[:start]
	if fl.loc == (Loc{}) {
		fl.loc = fl.nearLoc(fl.llBlock)
	}
	fl.emit(unsupportedInst(text + " ; " + err.Error()))
	return nil
}

// nearLoc is the location an unsupported instruction without a !dbg
// attachment is reported at: the last located instruction before it in
// its block, else the branch of a predecessor (clang's computed goto
// jumps to a shared block holding only a phi and the indirectbr, without
// locations; the branch there is the `goto *p`), else the function.
func (fl *funcLowerer) nearLoc(b *llir.Block) Loc {
	for i := len(fl.cur.Insts) - 1; i >= 0; i-- {
		if l := fl.cur.Insts[i].Loc; l.Line != 0 {
			return l
		}
	}
	for _, pb := range fl.f.Blocks {
		if pb.Term == nil {
			continue
		}
		for _, succ := range pb.Term.Succs() {
			if succ == b {
				if l := fl.lw.instLoc(mdOf(pb.Term)); l.Line != 0 {
					return l
				}
			}
		}
	}
	return fl.fn.Loc
}

func (fl *funcLowerer) lowerPhi(phi *llir.InstPhi) error {
	n, err := fl.lw.tc.slots(phi.Type())
	if err != nil {
		return err
	}
	p := Phi{Dst: fl.slots[phi], N: n, Bool: phi.Type().Equal(types.I1)}
	fl.inPhi = true
	defer func() { fl.inPhi = false }()
	for _, inc := range phi.Incs {
		pb, ok := inc.Pred.(*llir.Block)
		if !ok {
			return fmt.Errorf("phi predecessor %s is not a block", inc.Pred.Ident())
		}
		pred, ok := fl.blocks[pb]
		if !ok {
			return fmt.Errorf("phi predecessor %s is not in the function", pb.Ident())
		}
		v, err := fl.operand(inc.X)
		if err != nil {
			return err
		}
		p.Incoming = append(p.Incoming, PhiIn{Pred: pred, Val: v})
	}
	fl.cur.Phis = append(fl.cur.Phis, p)
	return nil
}

// prunePhis keeps, for every phi, one incoming value per real predecessor.
// Blocks cut short after llvm.trap are no longer predecessors of their old
// successors, and LLVM lists a predecessor once per edge (switch).
func (fl *funcLowerer) prunePhis() {
	preds := predecessors(fl.fn)
	for _, b := range fl.fn.Blocks {
		for i := range b.Phis {
			p := &b.Phis[i]
			seen := make(map[int]bool)
			kept := p.Incoming[:0]
			for _, in := range p.Incoming {
				if preds[b.Index][in.Pred] && !seen[in.Pred] {
					seen[in.Pred] = true
					kept = append(kept, in)
				}
			}
			p.Incoming = kept
		}
	}
}

// predecessors returns, per block, the set of blocks that branch to it.
func predecessors(f *Func) []map[int]bool {
	preds := make([]map[int]bool, len(f.Blocks))
	for i := range preds {
		preds[i] = make(map[int]bool)
	}
	for _, b := range f.Blocks {
		if len(b.Insts) == 0 {
			continue
		}
		for _, s := range b.Insts[len(b.Insts)-1].Succ {
			if s >= 0 && s < len(preds) {
				preds[s][b.Index] = true
			}
		}
	}
	return preds
}

// operand returns the operand naming value v: its slots, or its constant
// pool entries. A constant expression that does not fold is computed by
// instructions emitted before the current one.
func (fl *funcLowerer) operand(v value.Value) (Operand, error) {
	switch v := v.(type) {
	case *llir.Arg:
		return fl.operand(v.Value)
	case *llir.InlineAsm:
		return 0, unsupportedf("inline assembly")
	case *metadata.Value:
		return 0, fmt.Errorf("metadata operand %s", v.Ident())
	case constant.Constant:
		cs, err := fl.lw.fold(v)
		if err == nil {
			return fl.lw.intern(cs), nil
		}
		if e, ok := v.(constant.Expression); ok && isNotFoldable(err) {
			return fl.exprOperand(e)
		}
		return 0, err
	}
	if s, ok := fl.slots[v]; ok {
		return Operand(s), nil
	}
	return 0, fmt.Errorf("value %s has no slot", v.Ident())
}

// operands lowers several values.
func (fl *funcLowerer) operands(vs ...value.Value) ([]Operand, error) {
	out := make([]Operand, len(vs))
	for i, v := range vs {
		o, err := fl.operand(v)
		if err != nil {
			return nil, err
		}
		out[i] = o
	}
	return out, nil
}

// exprOperand computes a constant expression that does not fold (say
// `ptrtoint (@g to i32)` on x86-64, or `icmp ult (@a, @b)`) with the
// instruction it stands for, into fresh slots.
func (fl *funcLowerer) exprOperand(e constant.Expression) (Operand, error) {
	if fl.inPhi {
		return 0, unsupportedf("constant expression %s in a phi", e.Ident())
	}
	inst, err := exprInst(e)
	if err != nil {
		return 0, err
	}
	n, err := fl.lw.tc.slots(e.Type())
	if err != nil {
		return 0, err
	}
	dst := fl.newSlots(n)
	fl.slots[inst.(value.Value)] = dst
	if err := fl.lowerInst(inst); err != nil {
		return 0, err
	}
	return Operand(dst), nil
}

// exprInst returns the instruction that computes constant expression e.
func exprInst(e constant.Expression) (llir.Instruction, error) {
	t := e.Type()
	switch e := e.(type) {
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(e.Indices))
		for i, x := range e.Indices {
			idx[i] = x
		}
		return &llir.InstGetElementPtr{ElemType: e.ElemType, Src: e.Src, Indices: idx, Typ: t}, nil
	case *constant.ExprTrunc:
		return &llir.InstTrunc{From: e.From, To: e.To}, nil
	case *constant.ExprZExt:
		return &llir.InstZExt{From: e.From, To: e.To}, nil
	case *constant.ExprSExt:
		return &llir.InstSExt{From: e.From, To: e.To}, nil
	case *constant.ExprPtrToInt:
		return &llir.InstPtrToInt{From: e.From, To: e.To}, nil
	case *constant.ExprIntToPtr:
		return &llir.InstIntToPtr{From: e.From, To: e.To}, nil
	case *constant.ExprBitCast:
		return &llir.InstBitCast{From: e.From, To: e.To}, nil
	case *constant.ExprAddrSpaceCast:
		return &llir.InstAddrSpaceCast{From: e.From, To: e.To}, nil
	case *constant.ExprICmp:
		return &llir.InstICmp{Pred: e.Pred, X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprSelect:
		return &llir.InstSelect{Cond: e.Cond, ValueTrue: e.X, ValueFalse: e.Y, Typ: t}, nil
	case *constant.ExprAdd:
		return &llir.InstAdd{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprSub:
		return &llir.InstSub{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprMul:
		return &llir.InstMul{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprUDiv:
		return &llir.InstUDiv{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprSDiv:
		return &llir.InstSDiv{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprURem:
		return &llir.InstURem{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprSRem:
		return &llir.InstSRem{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprShl:
		return &llir.InstShl{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprLShr:
		return &llir.InstLShr{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprAShr:
		return &llir.InstAShr{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprAnd:
		return &llir.InstAnd{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprOr:
		return &llir.InstOr{X: e.X, Y: e.Y, Typ: t}, nil
	case *constant.ExprXor:
		return &llir.InstXor{X: e.X, Y: e.Y, Typ: t}, nil
	}
	return nil, unsupportedf("constant expression %s", e.Ident())
}

// offsetOperand names the k-th slot of a multi-slot operand.
func offsetOperand(o Operand, k int) Operand {
	if o.IsConst() {
		return ConstOperand(o.ConstIndex() + k)
	}
	return o + Operand(k)
}

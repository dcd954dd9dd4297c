package ir

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

var predNames = [...]string{
	PredInvalid: "?",
	IntEQ:       "eq", IntNE: "ne", IntUGT: "ugt", IntUGE: "uge", IntULT: "ult", IntULE: "ule",
	IntSGT: "sgt", IntSGE: "sge", IntSLT: "slt", IntSLE: "sle",
	FloatFalse: "false", FloatOEQ: "oeq", FloatOGT: "ogt", FloatOGE: "oge", FloatOLT: "olt",
	FloatOLE: "ole", FloatONE: "one", FloatORD: "ord", FloatUEQ: "ueq", FloatUGT: "ugt",
	FloatUGE: "uge", FloatULT: "ult", FloatULE: "ule", FloatUNE: "une", FloatUNO: "uno",
	FloatTrue: "true",
}

// String returns the LLVM name of the predicate (eq, slt, oeq, ...).
func (p Pred) String() string {
	if int(p) < len(predNames) {
		return predNames[p]
	}
	return "pred?"
}

// Dump writes a readable listing of the program: globals with their
// initializers, then every function with its blocks, phis and
// instructions. Slots print as s3 (s3..s6 for several), constants by value
// (5:i32, @g+8), successors as b2, and locations as ; file:line:col.
func (p *Program) Dump(w io.Writer) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	fmt.Fprintf(bw, "; %d funcs, %d globals, %d consts, %d branches, %d insts, %d-byte pointers\n",
		len(p.Funcs), len(p.Globals), len(p.Consts), p.NumBranches, p.NumInsts, p.PtrBytes)
	for _, g := range p.Globals {
		p.dumpGlobal(bw, g)
	}
	for _, f := range p.Funcs {
		p.dumpFunc(bw, f)
	}
}

func (p *Program) dumpGlobal(w *bufio.Writer, g *Global) {
	fmt.Fprintf(w, "global @%s size %d align %d", g.Name, g.Size, g.Align)
	if g.ReadOnly {
		w.WriteString(" readonly")
	}
	if g.Extern {
		w.WriteString(" extern")
	}
	w.WriteString(p.locString(g.Loc))
	w.WriteString("\n")
	if g.Unsupported != "" {
		fmt.Fprintf(w, "  unsupported: %s\n", g.Unsupported)
	}
	if len(g.Init) > 0 && !allZero(g.Init) {
		const maxShown = 64
		shown := g.Init[:min(len(g.Init), maxShown)]
		fmt.Fprintf(w, "  init %x", shown)
		if len(g.Init) > maxShown {
			w.WriteString(" ...")
		}
		w.WriteString("\n")
	}
	for _, r := range g.Relocs {
		fmt.Fprintf(w, "  reloc +%d = %s", r.Offset, symString(r.Target.Global, r.Target.Func, r.Addend))
		if r.Minus != (Symbol{}) {
			fmt.Fprintf(w, " - %s", symString(r.Minus.Global, r.Minus.Func, 0))
		}
		if r.Bytes != 0 {
			fmt.Fprintf(w, " (%d bytes)", r.Bytes)
		}
		w.WriteString("\n")
	}
}

func allZero(b []byte) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}

func symString(g *Global, f *Func, addend int64) string {
	name := ""
	if g != nil {
		name = "@" + g.Name
	} else if f != nil {
		name = "@" + f.Name
	}
	switch {
	case addend > 0:
		return fmt.Sprintf("%s+%d", name, addend)
	case addend < 0:
		return fmt.Sprintf("%s%d", name, addend)
	}
	return name
}

func (p *Program) dumpFunc(w *bufio.Writer, f *Func) {
	kw := "define"
	if f.IsDecl() {
		kw = "declare"
	}
	fmt.Fprintf(w, "%s @%s(", kw, f.Name)
	for i, pr := range f.Params {
		if i > 0 {
			w.WriteString(", ")
		}
		fmt.Fprintf(w, "%s:i%d", slotRange(pr.Slot, pr.N), pr.Bits)
	}
	if f.Variadic {
		if len(f.Params) > 0 {
			w.WriteString(", ")
		}
		w.WriteString("...")
	}
	w.WriteString(")")
	if f.RetN > 0 {
		fmt.Fprintf(w, " ret %d×i%d", f.RetN, f.RetBits)
	}
	if !f.IsDecl() {
		fmt.Fprintf(w, " slots %d", f.NumSlots)
	}
	w.WriteString(p.locString(f.Loc))
	w.WriteString("\n")
	for _, b := range f.Blocks {
		fmt.Fprintf(w, " b%d %%%s:\n", b.Index, b.Name)
		for _, ph := range b.Phis {
			fmt.Fprintf(w, "    %s = phi", slotRange(ph.Dst, ph.N))
			for i, in := range ph.Incoming {
				sep := " "
				if i > 0 {
					sep = ", "
				}
				fmt.Fprintf(w, "%s[b%d: %s]", sep, in.Pred, p.operandString(in.Val, ph.N))
			}
			w.WriteString("\n")
		}
		for i := range b.Insts {
			w.WriteString("    ")
			w.WriteString(p.InstString(&b.Insts[i]))
			w.WriteString("\n")
		}
	}
}

func slotRange(s Slot, n int) string {
	if n == 1 {
		return fmt.Sprintf("s%d", s)
	}
	return fmt.Sprintf("s%d..s%d", s, int(s)+n-1)
}

// operandString prints an operand covering span slots.
func (p *Program) operandString(o Operand, span int) string {
	if !o.IsConst() {
		return slotRange(Slot(o), max(span, 1))
	}
	i := o.ConstIndex()
	if span <= 1 {
		return p.constString(i)
	}
	parts := make([]string, 0, span)
	for k := 0; k < span; k++ {
		parts = append(parts, p.constString(i+k))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func (p *Program) constString(i int) string {
	if i < 0 || i >= len(p.Consts) {
		return fmt.Sprintf("c%d?", i)
	}
	c := p.Consts[i]
	if c.isSym() {
		return symString(c.Global, c.Func, sext(c.Bits, c.Width))
	}
	v := sext(c.Bits, c.Width)
	if c.Width == 1 {
		v = int64(c.Bits)
	}
	if v > 1<<20 || v < -(1<<20) {
		return fmt.Sprintf("%#x:i%d", c.Bits, c.Width)
	}
	return fmt.Sprintf("%d:i%d", v, c.Width)
}

// InstString formats one instruction the way Dump prints it.
func (p *Program) InstString(in *Inst) string {
	var sb strings.Builder
	if n := dstSpan(in); n > 0 {
		sb.WriteString(slotRange(in.Dst, n))
		sb.WriteString(" = ")
	}
	sb.WriteString(in.Op.String())
	if in.Op == OpICmp || in.Op == OpFCmp {
		sb.WriteString(" " + in.Pred.String())
	}
	// Compares show their operand type (the result is always i1), the
	// rest their result type.
	width, aux := int64(in.Width), in.Aux
	if in.Op == OpICmp || in.Op == OpFCmp {
		width, aux = in.Aux, 0
	}
	if width > 0 {
		if in.Lanes > 1 {
			fmt.Fprintf(&sb, " <%d x i%d>", in.Lanes, width)
		} else {
			fmt.Fprintf(&sb, " i%d", width)
		}
	}
	if in.Op == OpCall && in.Call != nil {
		sb.WriteString(" @" + in.Call.Name)
	}
	for i, a := range in.Args {
		if i > 0 {
			sb.WriteString(",")
		}
		sb.WriteString(" " + p.operandString(a, ArgSpan(in, i)))
	}
	if aux != 0 {
		fmt.Fprintf(&sb, " aux=%d", aux)
	}
	if in.Aux2 != 0 {
		fmt.Fprintf(&sb, " aux2=%d", in.Aux2)
	}
	if len(in.Ints) > 0 {
		fmt.Fprintf(&sb, " ints=%v", in.Ints)
	}
	if len(in.Sub) > 0 {
		fmt.Fprintf(&sb, " sub=%v", in.Sub)
	}
	if in.Lay != nil {
		fmt.Fprintf(&sb, " lay=%d/%d", len(in.Lay.Scalars), in.Lay.Size)
	}
	if len(in.Succ) > 0 {
		sb.WriteString(" ->")
		for _, s := range in.Succ {
			fmt.Fprintf(&sb, " b%d", s)
		}
	}
	if in.BranchID >= 0 {
		fmt.Fprintf(&sb, " #%d", in.BranchID)
	}
	if in.Text != "" {
		sb.WriteString(" `" + in.Text + "`")
	}
	sb.WriteString(p.locString(in.Loc))
	return sb.String()
}

func (p *Program) locString(l Loc) string {
	if l.Line == 0 {
		return ""
	}
	return fmt.Sprintf(" ; %s:%d:%d", filepath.Base(p.FileOf(l)), l.Line, l.Col)
}

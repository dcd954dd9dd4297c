package ir

// This file is the contract between the loader (lowering llir's IR) and the
// interpreter (package exec). The program is pre-decoded: every SSA value
// lives in numbered slots of its function's register file, constants are
// materialized once in Program.Consts, types are reduced to bit widths and
// flat layouts, and control flow refers to blocks by index.
//
// Flattening: every SSA value occupies one or more consecutive slots. A scalar
// (integer ≤ 64 bits, pointer, float, double) takes one slot. A vector
// <N x T> takes N slots (lane i in slot base+i). A first-class aggregate
// (struct or array value: a loaded struct, a call returning {i64, i64},
// insertvalue, *.with.overflow results) takes one slot per scalar leaf, in
// declaration order, recursively. Layout describes where those leaves live
// in memory.

import "slices"

// Slot indexes a function's register file.
type Slot int32

// Operand names a value: k ≥ 0 is slot k of the current frame; k < 0 is the
// constant Program.Consts[-k-1] (a multi-slot constant occupies consecutive
// entries, so an aggregate constant operand covers Consts[-k-1 : -k-1+n]).
type Operand int32

// ConstOperand returns the operand for Program.Consts[i].
func ConstOperand(i int) Operand { return Operand(-i - 1) }

// IsConst reports whether o refers to the constant pool.
func (o Operand) IsConst() bool { return o < 0 }

// ConstIndex returns the index into Program.Consts of a constant operand.
func (o Operand) ConstIndex() int { return int(-o - 1) }

// Const is one scalar of the constant pool. Its value is Bits, plus the
// address of Global or Func when one is set (a pointer constant such as
// getelementptr (@arr, 0, 2) is Global=@arr, Bits=8). The interpreter
// resolves the pool to plain numbers once globals have addresses.
type Const struct {
	Bits   uint64
	Width  uint16 // bits of the scalar (8*Program.PtrBytes for pointers)
	Global *Global
	Func   *Func
}

// Scalar is one leaf of a flattened value: where it is in memory and how
// wide it is.
type Scalar struct {
	Offset uint32 // byte offset from the start of the value in memory
	Bits   uint16 // width in bits; a memory access touches (Bits+7)/8 bytes
	Float  bool   // float (32) or double (64)
}

// Layout is the flat memory layout of a (possibly aggregate or vector)
// value: one Scalar per slot, and the total allocation size in bytes.
type Layout struct {
	Scalars []Scalar
	Size    uint64
}

// Loc is a source location from debug info; File indexes Program.Files.
// The zero Loc means unknown.
type Loc struct {
	File int32
	Line int32
	Col  int32
}

// Symbol is what a relocation points to: exactly one of Global, Func (or
// neither: the zero Symbol, for an absent Reloc.Minus).
type Symbol struct {
	Global *Global
	Func   *Func
}

// Reloc patches an address into a global's initializer: at Offset, write
// address(Target) - address(Minus) + Addend, little-endian, in Bytes bytes
// (truncated). Bytes 0 means a pointer (Program.PtrBytes: 8 on x86-64, 4
// with -m32). Minus is set for relative offsets, such as the entries of
// the `@reltable.*` lookup tables clang -O2 emits (`trunc (sub (ptrtoint
// @str, ptrtoint @reltable))`); they depend on where the interpreter puts
// both globals, so they are relocations rather than numbers.
type Reloc struct {
	Offset uint64
	Target Symbol
	Minus  Symbol
	Addend int64
	Bytes  int
}

// Size is the number of bytes the relocation writes.
func (r Reloc) Size(ptrBytes int) int {
	if r.Bytes == 0 {
		return ptrBytes
	}
	return r.Bytes
}

// Global is a global variable with its initial memory image.
type Global struct {
	Name     string
	Index    int
	Size     uint64
	Align    uint64
	Init     []byte  // the image, len(Init) == Size; nil when it is all zero
	Relocs   []Reloc // pointers inside Init
	ReadOnly bool    // `constant` in LLVM
	Extern   bool    // declared only (e.g. stdin); the runtime must provide it
	// Local marks internal or private linkage (C static): Link never
	// resolves other modules' references to it by name.
	Local bool
	Loc   Loc
	// Unsupported, when set, says why the initializer could not be
	// lowered (a constant expression that is no address arithmetic, or a
	// pointer into such a global). Init is then incomplete, and every
	// instruction that takes the global's address is OpUnsupported, so
	// only the paths that reach the global fail.
	Unsupported string
}

// Param says where a parameter lands in the callee's frame.
type Param struct {
	Slot Slot
	N    int // slots the parameter occupies (flattened)
	Bits uint16
}

// Func is a function. A function without blocks is a declaration: the
// interpreter looks it up in its table of special functions (klee_*,
// malloc, ...) or reports a missing function.
type Func struct {
	Name     string
	Index    int
	Params   []Param
	RetN     int // slots of the return value; 0 for void
	RetBits  uint16
	Variadic bool
	NumSlots int // size of the register file
	Blocks   []*Block
	Loc      Loc // the function's definition
	// Local marks internal or private linkage (C static): Link never
	// resolves other modules' references to it by name.
	Local bool
	// Lib marks a function Link took from a library rather than the main
	// program (the modeled C library): bugs inside it are also keyed by
	// the program's call site.
	Lib bool
}

// IsDecl reports whether f has no body.
func (f *Func) IsDecl() bool { return len(f.Blocks) == 0 }

// Block is a basic block. Phis run first, in parallel (all read before any
// write), selecting the incoming value for the predecessor just left; then
// Insts in order. The last Inst is the terminator.
type Block struct {
	Index int
	Name  string
	Phis  []Phi
	Insts []Inst
}

// Phi is a phi node, flattened: N slots starting at Dst.
type Phi struct {
	Dst      Slot
	N        int
	Incoming []PhiIn
	// Bool marks an i1 phi: at -O0 the value of a short-circuit
	// operand (`return a && b`) reaches its use through one, where gcc
	// branches on it (exec counts its outcomes as condition coverage).
	Bool bool
}

// PhiIn is the value a phi takes when entered from block Pred.
type PhiIn struct {
	Pred int
	Val  Operand
}

// Inst is one pre-decoded instruction. Fields not mentioned for an Op are
// zero. Width is the bit width of the scalar result (per lane for vectors);
// for compares, stores and casts, see the Op's comment.
type Inst struct {
	Op    Op
	Pred  Pred   // ICmp / FCmp predicate
	Width uint16 // result scalar width in bits (per lane)
	Lanes int32  // lanes of a vector op; 1 for scalars
	Dst   Slot   // first result slot; -1 when the instruction has no result
	Args  []Operand
	Aux   int64    // immediate: see the Op's comment
	Aux2  int64    // second immediate: see the Op's comment
	Ints  []int64  // per-Op integer list: GEP scales, shuffle mask, switch case values (as uint64 bits)
	Sub   []uint16 // per-Op: GEP index widths, call argument slot counts, switch directions (SwitchDir)
	Lay   *Layout  // Load/Store/Alloca layout
	Succ  []int    // successor block indices: Br [t], CondBr [t, f], Switch [default, case0, case1, ...]
	Call  *Func    // direct callee (OpCall); nil for indirect calls (callee is Args[0])
	Loc   Loc
	// BranchID numbers the CondBr and Switch instructions of the program
	// densely from 0 (Program.NumBranches in all); -1 elsewhere. Coverage,
	// SGS subpaths and PSE summaries key on it.
	BranchID int32
	// Text is the instruction's LLVM text, kept only for OpUnsupported (the
	// error message names it).
	Text string
}

// SwitchDir is the direction a switch reports for its direction d (0:
// the default, i: the i-th case): the first case with d's target, or d
// when no case shares it. Cases that share a block, the default's
// included, are one direction.
func (in *Inst) SwitchDir(d int) int {
	if len(in.Sub) == len(in.Succ) { // tabled at load (switchDirs)
		return int(in.Sub[d])
	}
	if i := slices.Index(in.Succ[1:], in.Succ[d]); i >= 0 {
		return i + 1
	}
	return d
}

// Directions is the number of directions a CondBr or Switch reports: 2,
// and for a switch its distinct targets (SwitchDir).
func (in *Inst) Directions() int {
	if in.Op != OpSwitch {
		return len(in.Succ)
	}
	n := 0
	for d := range in.Succ {
		if in.SwitchDir(d) == d {
			n++
		}
	}
	return n
}

// Program is a whole loaded module.
type Program struct {
	Funcs       []*Func
	Globals     []*Global
	Consts      []Const
	Files       []string // source files named by Loc.File
	NumBranches int
	// Insts counts the instructions of all defined functions (coverage denominator).
	NumInsts int
	// PtrBytes is the size of a pointer in bytes, from the module's data
	// layout: 8 on x86-64, 4 on i386 (sv-benchmarks ILP32 tasks, -m32).
	PtrBytes int

	funcByName   map[string]*Func
	globalByName map[string]*Global
}

// Func returns the function named name, or nil.
func (p *Program) Func(name string) *Func { return p.funcByName[name] }

// Global returns the global named name, or nil.
func (p *Program) Global(name string) *Global { return p.globalByName[name] }

// Index builds the name tables; the loader calls it after filling Funcs and
// Globals, and so must anyone who builds a Program by hand (tests).
func (p *Program) Index() {
	p.funcByName = make(map[string]*Func, len(p.Funcs))
	for i, f := range p.Funcs {
		f.Index = i
		p.funcByName[f.Name] = f
	}
	p.globalByName = make(map[string]*Global, len(p.Globals))
	for i, g := range p.Globals {
		g.Index = i
		p.globalByName[g.Name] = g
	}
}

// FileOf returns the file name of a location, or "" when unknown.
func (p *Program) FileOf(l Loc) string {
	if l.Line == 0 || int(l.File) >= len(p.Files) {
		return ""
	}
	return p.Files[l.File]
}

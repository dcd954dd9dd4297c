package ir

import (
	"fmt"
	"slices"
	"strconv"
)

// Linking merges lowered programs the way a static linker merges a program
// with its C library: symx runs every program linked with a modeled libc
// written in C (as KLEE links klee-uclibc).
//
// Symbols. Functions and globals share one namespace of link names. A
// definition is link-visible unless it is local: Local is set (internal or
// private linkage, C static), or its name is not a C identifier. The second
// rule covers what clang generates with private or internal linkage and
// names that no C source can spell (string literals .str and .str.1,
// __const.main.buf, static locals f.count, switch tables, unnamed @0),
// which every module has and which must never be merged across modules.
// A leading \x01 (an asm label kept verbatim) is not part of the link name.
//
// Resolution. A reference (a direct call, a constant holding a symbol's
// address, a relocation in a global's initializer) to a local definition
// stays inside its module. Any other reference — to a declaration or to a
// link-visible definition — goes to the definition of that name: the main
// program's if it has one, else that of the first library (in argument
// order) that defines it. A name nobody defines resolves to one
// declaration (the first one seen), which the result keeps for the
// interpreter to find among its special functions, or as an Extern global.
// A function reference that resolves to a global, or the reverse, is an
// error.
//
// Reachability. The result holds every function and global of the main
// program (its declarations that resolved elsewhere are replaced by their
// definitions), LinkOptions.Keep, and everything those reach, transitively,
// through calls, constants and relocations. Nothing else of the libraries
// is kept.
//
// Renumbering. The main program's constant pool comes first, unchanged, so
// its operands and Loc.File values keep their numbers; then, per library,
// the pool entries its kept functions use, in pool order (so that the
// consecutive entries of a multi-slot constant stay consecutive), with
// operands re-based. Files are concatenated (a name already present is
// reused) and Loc.File re-based. BranchIDs are numbered densely again in
// the order of the result's functions, as Load numbers them; NumBranches,
// NumInsts and the Index fields are recomputed.
//
// Names in the result are unique: link-visible symbols keep their names
// (RenameMain applied), and a local symbol whose name is taken is renamed
// name.1, name.2, ... (the main program's locals are named first).

// LinkOptions adjust Link.
type LinkOptions struct {
	// RenameMain, when not empty, renames the main program's function
	// main: a runtime that wraps the user's main (the POSIX runtime's
	// __symx_posix_main, which sets up argv and the environment) declares
	// and calls it under this name, say __symx_user_main, and the caller
	// starts execution at the runtime's entry point, found by name in the
	// result. The main program must define main and must not already have
	// a symbol with the new name.
	RenameMain string
	// Keep names definitions to keep, with everything they reach, even
	// when the main program does not reach them, like ld's -u: the entry
	// point of a runtime that wraps main, or library functions the
	// interpreter calls by itself. Each must be link-visible and defined
	// by some input.
	Keep []string
}

// Link merges the main program with the libraries, as LinkOptions.Link does
// with the zero options.
func Link(main *Program, libs ...*Program) (*Program, error) {
	return LinkOptions{}.Link(main, libs...)
}

// Link merges the lowered main program with the lowered libraries into a new
// Program (see the rules at the top of link.go). All inputs must have the
// same PtrBytes.
//
// The inputs are not modified and stay valid. The result has its own
// Funcs, Globals, Blocks, Phis, instruction Args and Relocs; it shares with
// the inputs the data Link never changes and nobody writes after loading:
// Layouts, Global.Init bytes, and the Ints, Sub and Succ slices of
// instructions.
func (o LinkOptions) Link(main *Program, libs ...*Program) (*Program, error) {
	l := &linker{opts: o, mods: append([]*Program{main}, libs...)}
	if err := l.setup(); err != nil {
		return nil, err
	}
	if err := l.walk(); err != nil {
		return nil, err
	}
	return l.emit(), nil
}

// linkSym is a function or a global of input module m (0: the main
// program, i: libs[i-1]).
type linkSym struct {
	m int
	f *Func
	g *Global
}

func (s linkSym) key() any {
	if s.f != nil {
		return s.f
	}
	return s.g
}

func (s linkSym) name() string {
	if s.f != nil {
		return s.f.Name
	}
	return s.g.Name
}

func (s linkSym) isDef() bool {
	if s.f != nil {
		return !s.f.IsDecl()
	}
	return !s.g.Extern
}

func (s linkSym) kind() string {
	if s.f != nil {
		return "a function"
	}
	return "a global variable"
}

type linker struct {
	opts    LinkOptions
	mods    []*Program
	renamed *Func // the main program's main when RenameMain is set

	owner map[any]int        // every input symbol → its module
	defs  map[string]linkSym // link name → the definition that wins
	decls map[string]linkSym // link name → first declaration, when nothing defines it

	canon   map[any]linkSym // memo of resolve
	reached map[any]bool    // canonical symbols of the result
	work    []linkSym
	used    [][]bool // per module: pool entries the result uses

	out       *Program
	newFunc   map[*Func]*Func // canonical input symbol → result symbol
	newGlobal map[*Global]*Global
	constMap  [][]int // per module: pool index → result pool index (used entries)
	fileMap   []map[int32]int32
	fileIndex map[string]int32
}

func (l *linker) modName(m int) string {
	if m == 0 {
		return "the main program"
	}
	return "library " + strconv.Itoa(m)
}

// setup validates the inputs and builds the symbol tables.
func (l *linker) setup() error {
	for m, p := range l.mods {
		if p == nil {
			return fmt.Errorf("ir.Link: %s is nil", l.modName(m))
		}
		if p.PtrBytes != l.mods[0].PtrBytes {
			return fmt.Errorf("ir.Link: %s has %d-byte pointers but %s has %d-byte pointers",
				l.modName(0), l.mods[0].PtrBytes, l.modName(m), p.PtrBytes)
		}
	}
	l.owner = make(map[any]int)
	for m, p := range l.mods {
		for _, f := range p.Funcs {
			if prev, dup := l.owner[f]; dup {
				return fmt.Errorf("ir.Link: function %s is in both %s and %s (pass each program once)", f.Name, l.modName(prev), l.modName(m))
			}
			l.owner[f] = m
		}
		for _, g := range p.Globals {
			if prev, dup := l.owner[g]; dup {
				return fmt.Errorf("ir.Link: global %s is in both %s and %s (pass each program once)", g.Name, l.modName(prev), l.modName(m))
			}
			l.owner[g] = m
		}
	}
	if name := l.opts.RenameMain; name != "" {
		for _, f := range l.mods[0].Funcs {
			if f.Name == name {
				return fmt.Errorf("ir.Link: RenameMain: the main program already has a function %s", name)
			}
			if f.Name == "main" && !f.IsDecl() {
				l.renamed = f
			}
		}
		for _, g := range l.mods[0].Globals {
			if g.Name == name {
				return fmt.Errorf("ir.Link: RenameMain: the main program already has a global %s", name)
			}
		}
		if l.renamed == nil {
			return fmt.Errorf("ir.Link: RenameMain: the main program does not define main")
		}
	}
	l.defs = make(map[string]linkSym)
	l.decls = make(map[string]linkSym)
	var declared []linkSym
	add := func(s linkSym) {
		switch {
		case !s.isDef():
			declared = append(declared, s)
		case l.visible(s):
			if _, ok := l.defs[l.linkName(s)]; !ok {
				l.defs[l.linkName(s)] = s
			}
		}
	}
	for m, p := range l.mods {
		for _, f := range p.Funcs {
			add(linkSym{m: m, f: f})
		}
		for _, g := range p.Globals {
			add(linkSym{m: m, g: g})
		}
	}
	for _, s := range declared {
		name := l.linkName(s)
		if _, ok := l.defs[name]; ok {
			continue
		}
		if _, ok := l.decls[name]; !ok {
			l.decls[name] = s
		}
	}
	return nil
}

// linkName is the name other modules refer to s by.
func (l *linker) linkName(s linkSym) string {
	if s.f != nil && s.f == l.renamed {
		return l.opts.RenameMain
	}
	name := s.name()
	if len(name) > 1 && name[0] == 1 {
		name = name[1:]
	}
	return name
}

// visible reports whether a definition can be referred to from other
// modules.
func (l *linker) visible(s linkSym) bool {
	if s.f != nil && s.f.Local || s.g != nil && s.g.Local {
		return false
	}
	return isCIdent(l.linkName(s))
}

// isCIdent reports whether name can be spelled in C (with GNU's $).
func isCIdent(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// resolve returns the symbol that a reference to s, found in s's module,
// denotes in the result.
func (l *linker) resolve(s linkSym) (linkSym, error) {
	if r, ok := l.canon[s.key()]; ok {
		return r, nil
	}
	if m, ok := l.owner[s.key()]; !ok || m != s.m {
		return linkSym{}, fmt.Errorf("ir.Link: %s refers to %s %s that is not one of its own", l.modName(s.m), s.kind(), s.name())
	}
	r := s
	if !s.isDef() || l.visible(s) {
		name := l.linkName(s)
		if d, ok := l.defs[name]; ok {
			r = d
		} else if d, ok := l.decls[name]; ok {
			r = d
		}
		if (r.f == nil) != (s.f == nil) {
			return linkSym{}, fmt.Errorf("ir.Link: %s is %s in %s but %s in %s",
				name, s.kind(), l.modName(s.m), r.kind(), l.modName(r.m))
		}
	}
	l.canon[s.key()] = r
	return r, nil
}

// enqueue marks what a reference to s resolves to as part of the result.
func (l *linker) enqueue(s linkSym) error {
	r, err := l.resolve(s)
	if err != nil {
		return err
	}
	if !l.reached[r.key()] {
		l.reached[r.key()] = true
		l.work = append(l.work, r)
	}
	return nil
}

// walk finds the symbols of the result and the pool entries it uses.
func (l *linker) walk() error {
	l.canon = make(map[any]linkSym)
	l.reached = make(map[any]bool)
	l.used = make([][]bool, len(l.mods))
	for m, p := range l.mods {
		l.used[m] = make([]bool, len(p.Consts))
	}
	main := l.mods[0]
	for k := range main.Consts {
		if err := l.useConst(0, k); err != nil {
			return err
		}
	}
	for _, f := range main.Funcs {
		if err := l.enqueue(linkSym{m: 0, f: f}); err != nil {
			return err
		}
	}
	for _, g := range main.Globals {
		if err := l.enqueue(linkSym{m: 0, g: g}); err != nil {
			return err
		}
	}
	for _, name := range l.opts.Keep {
		d, ok := l.defs[name]
		if !ok {
			return fmt.Errorf("ir.Link: Keep: no input defines %s", name)
		}
		if err := l.enqueue(d); err != nil {
			return err
		}
	}
	for len(l.work) > 0 {
		s := l.work[len(l.work)-1]
		l.work = l.work[:len(l.work)-1]
		var err error
		if s.f != nil {
			err = l.visitFunc(s.m, s.f)
		} else {
			err = l.visitGlobal(s.m, s.g)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (l *linker) visitFunc(m int, f *Func) error {
	for _, b := range f.Blocks {
		for _, ph := range b.Phis {
			for _, in := range ph.Incoming {
				if err := l.useOperand(m, f, in.Val, ph.N); err != nil {
					return err
				}
			}
		}
		for ii := range b.Insts {
			in := &b.Insts[ii]
			if in.Call != nil {
				if err := l.enqueue(linkSym{m: m, f: in.Call}); err != nil {
					return err
				}
			}
			for i, a := range in.Args {
				if err := l.useOperand(m, f, a, ArgSpan(in, i)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (l *linker) visitGlobal(m int, g *Global) error {
	for _, r := range g.Relocs {
		if r.Target == (Symbol{}) {
			return fmt.Errorf("ir.Link: %s: global %s: relocation at %d has no target", l.modName(m), g.Name, r.Offset)
		}
		for _, s := range []Symbol{r.Target, r.Minus} {
			if s == (Symbol{}) {
				continue
			}
			if err := l.enqueue(linkSym{m: m, f: s.Func, g: s.Global}); err != nil {
				return err
			}
		}
	}
	return nil
}

// mapSym maps a relocation's symbol of module m into the output.
func (l *linker) mapSym(m int, s Symbol) Symbol {
	if s.Func != nil {
		s.Func = l.mapFunc(m, s.Func)
	}
	if s.Global != nil {
		s.Global = l.mapGlobal(m, s.Global)
	}
	return s
}

// useOperand marks the pool entries a constant operand covers (span
// entries, see ArgSpan).
func (l *linker) useOperand(m int, f *Func, o Operand, span int) error {
	if !o.IsConst() {
		return nil
	}
	start, n := o.ConstIndex(), max(span, 1)
	if start+n > len(l.mods[m].Consts) {
		return fmt.Errorf("ir.Link: %s: function %s: constant operand %d (+%d) outside the pool of %d",
			l.modName(m), f.Name, start, n, len(l.mods[m].Consts))
	}
	for k := start; k < start+n; k++ {
		if err := l.useConst(m, k); err != nil {
			return err
		}
	}
	return nil
}

func (l *linker) useConst(m, k int) error {
	if l.used[m][k] {
		return nil
	}
	l.used[m][k] = true
	c := l.mods[m].Consts[k]
	if c.Func != nil {
		if err := l.enqueue(linkSym{m: m, f: c.Func}); err != nil {
			return err
		}
	}
	if c.Global != nil {
		return l.enqueue(linkSym{m: m, g: c.Global})
	}
	return nil
}

// emit builds the result from what walk found.
func (l *linker) emit() *Program {
	main := l.mods[0]
	out := &Program{PtrBytes: main.PtrBytes, Files: slices.Clone(main.Files)}
	l.out = out
	l.fileIndex = make(map[string]int32, len(out.Files))
	for i, name := range out.Files {
		if _, ok := l.fileIndex[name]; !ok {
			l.fileIndex[name] = int32(i)
		}
	}
	l.fileMap = make([]map[int32]int32, len(l.mods))
	for m := range l.mods {
		l.fileMap[m] = make(map[int32]int32)
	}

	// Symbols, in input order: the main program's, then each library's.
	var syms []linkSym
	l.newFunc = make(map[*Func]*Func)
	l.newGlobal = make(map[*Global]*Global)
	for m, p := range l.mods {
		for _, f := range p.Funcs {
			if l.reached[f] {
				nf := *f
				nf.Params = slices.Clone(f.Params)
				nf.Blocks = nil
				nf.Loc = l.loc(m, f.Loc)
				nf.Lib = f.Lib || m > 0
				l.newFunc[f] = &nf
				out.Funcs = append(out.Funcs, &nf)
				syms = append(syms, linkSym{m: m, f: f})
			}
		}
		for _, g := range p.Globals {
			if l.reached[g] {
				ng := *g
				ng.Relocs = nil
				ng.Loc = l.loc(m, g.Loc)
				l.newGlobal[g] = &ng
				out.Globals = append(out.Globals, &ng)
				syms = append(syms, linkSym{m: m, g: g})
			}
		}
	}
	l.name(syms)

	// The constant pool.
	l.constMap = make([][]int, len(l.mods))
	for m, p := range l.mods {
		l.constMap[m] = make([]int, len(p.Consts))
		for k, c := range p.Consts {
			l.constMap[m][k] = -1
			if !l.used[m][k] {
				continue
			}
			l.constMap[m][k] = len(out.Consts)
			if c.Func != nil {
				c.Func = l.mapFunc(m, c.Func)
			}
			if c.Global != nil {
				c.Global = l.mapGlobal(m, c.Global)
			}
			out.Consts = append(out.Consts, c)
		}
	}

	// Bodies and initializers.
	for _, s := range syms {
		if s.f != nil {
			l.copyBody(s.m, s.f, l.newFunc[s.f])
			continue
		}
		ng := l.newGlobal[s.g]
		if len(s.g.Relocs) > 0 {
			ng.Relocs = make([]Reloc, len(s.g.Relocs))
			for i, r := range s.g.Relocs {
				r.Target, r.Minus = l.mapSym(s.m, r.Target), l.mapSym(s.m, r.Minus)
				ng.Relocs[i] = r
			}
		}
	}

	(&lowerer{p: out}).numberBranches() // as Load numbers them
	out.Index()
	return out
}

// name gives the result's symbols unique names: link-visible symbols and
// declarations keep theirs (RenameMain applied), locals whose name is taken
// get a numeric suffix.
func (l *linker) name(syms []linkSym) {
	taken := make(map[string]bool)
	var locals []linkSym
	for _, s := range syms {
		if s.isDef() && !l.visible(s) {
			locals = append(locals, s)
			continue
		}
		name := s.name()
		if s.f != nil && s.f == l.renamed {
			name = l.opts.RenameMain
		}
		l.setName(s, name, taken)
	}
	for _, s := range locals {
		l.setName(s, s.name(), taken)
	}
}

func (l *linker) setName(s linkSym, name string, taken map[string]bool) {
	for i := 1; taken[name]; i++ {
		name = s.name() + "." + strconv.Itoa(i)
	}
	taken[name] = true
	if s.f != nil {
		l.newFunc[s.f].Name = name
	} else {
		l.newGlobal[s.g].Name = name
	}
}

// mapFunc returns the result function a reference to f in module m denotes.
func (l *linker) mapFunc(m int, f *Func) *Func {
	r, err := l.resolve(linkSym{m: m, f: f})
	if err != nil || l.newFunc[r.f] == nil {
		panic(fmt.Sprintf("ir.Link: internal error: function %s of %s was not resolved", f.Name, l.modName(m)))
	}
	return l.newFunc[r.f]
}

// mapGlobal returns the result global a reference to g in module m denotes.
func (l *linker) mapGlobal(m int, g *Global) *Global {
	r, err := l.resolve(linkSym{m: m, g: g})
	if err != nil || l.newGlobal[r.g] == nil {
		panic(fmt.Sprintf("ir.Link: internal error: global %s of %s was not resolved", g.Name, l.modName(m)))
	}
	return l.newGlobal[r.g]
}

func (l *linker) operand(m int, o Operand) Operand {
	if !o.IsConst() {
		return o
	}
	return ConstOperand(l.constMap[m][o.ConstIndex()])
}

// loc re-bases a location of module m onto the result's Files.
func (l *linker) loc(m int, x Loc) Loc {
	if m == 0 || x == (Loc{}) {
		return x
	}
	files := l.mods[m].Files
	if x.File < 0 || int(x.File) >= len(files) {
		return Loc{}
	}
	if i, ok := l.fileMap[m][x.File]; ok {
		x.File = i
		return x
	}
	name := files[x.File]
	i, ok := l.fileIndex[name]
	if !ok {
		i = int32(len(l.out.Files))
		l.out.Files = append(l.out.Files, name)
		l.fileIndex[name] = i
	}
	l.fileMap[m][x.File] = i
	x.File = i
	return x
}

// copyBody gives dst a copy of src's blocks with operands, callees and
// locations mapped into the result.
func (l *linker) copyBody(m int, src, dst *Func) {
	if src.IsDecl() {
		return
	}
	dst.Blocks = make([]*Block, len(src.Blocks))
	for bi, b := range src.Blocks {
		nb := *b
		if len(b.Phis) > 0 {
			nb.Phis = make([]Phi, len(b.Phis))
			for i, ph := range b.Phis {
				ph.Incoming = slices.Clone(ph.Incoming)
				for j := range ph.Incoming {
					ph.Incoming[j].Val = l.operand(m, ph.Incoming[j].Val)
				}
				nb.Phis[i] = ph
			}
		}
		nb.Insts = make([]Inst, len(b.Insts))
		for i, in := range b.Insts {
			if in.Args != nil {
				args := make([]Operand, len(in.Args))
				for j, a := range in.Args {
					args[j] = l.operand(m, a)
				}
				in.Args = args
			}
			if in.Call != nil {
				in.Call = l.mapFunc(m, in.Call)
			}
			in.Loc = l.loc(m, in.Loc)
			nb.Insts[i] = in
		}
		dst.Blocks[bi] = &nb
	}
}

package ir

import (
	"fmt"
	"path"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// isLocalLinkage reports whether a symbol is private to its module (C
// static), so linking never matches it by name.
func isLocalLinkage(l enum.Linkage) bool {
	return l == enum.LinkageInternal || l == enum.LinkagePrivate
}

// lowerer holds the module-wide state of one lowering: the program being
// built, the type and constant memo tables, and the maps from llir's
// objects to ours.
type lowerer struct {
	file string // for error messages
	dl   *dataLayout
	p    *Program

	// The module being added, and the maps from its objects to ours.
	mod     *llir.Module
	tc      *typeCache
	funcs   map[*llir.Func]*Func
	globals map[*llir.Global]*Global

	funcByName   map[string]*Func // also the declarations the lowering adds
	globalByName map[string]*Global

	constIndex map[string]int   // constant pool dedup (see intern)
	fileIndex  map[string]int32 // Program.Files dedup
	foldDepth  int
	// What is being lowered, for the panic guard in Load: the function
	// and instruction, turned into text only when a panic needs it.
	whereFn   string
	whereInst interface{ LLString() string }
}

// where says what was being lowered when lowering stopped.
func (lw *lowerer) where() string {
	if lw.whereInst == nil {
		return lw.whereFn
	}
	return lw.whereFn + ": " + instText(lw.whereInst)
}

// lowerModuleWith turns a parsed module into a Program. name is used in
// errors; *out is set to the lowerer as soon as it exists, so that a panic
// guard can say where lowering stopped.
func lowerModuleWith(name string, m *llir.Module, out **lowerer) (*Program, error) {
	lw, err := newLowerer(name, m)
	if err != nil {
		return nil, err
	}
	*out = lw
	if err := lw.add(m); err != nil {
		return nil, err
	}
	return lw.finish(), nil
}

// newLowerer starts a Program with the data layout of m.
func newLowerer(name string, m *llir.Module) (*lowerer, error) {
	dlText := m.DataLayout
	if dlText == "" {
		dlText = layoutX8664
		if isI386Triple(m.TargetTriple) {
			dlText = layoutI386
		}
	}
	dl, err := parseDataLayout(dlText)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return &lowerer{
		file:         name,
		dl:           dl,
		p:            &Program{PtrBytes: int(dl.ptrBytes)},
		funcByName:   make(map[string]*Func),
		globalByName: make(map[string]*Global),
		constIndex:   make(map[string]int),
		fileIndex:    make(map[string]int32),
	}, nil
}

// add lowers one parsed module into the Program: the whole module, or one
// part of it (see parts.go), whose declarations of the other parts'
// definitions resolve by name to the Funcs and Globals those parts made.
// Nothing of m is kept once add returns.
func (lw *lowerer) add(m *llir.Module) error {
	lw.mod = m
	lw.tc = newTypeCache(lw.dl)
	lw.funcs = make(map[*llir.Func]*Func)
	lw.globals = make(map[*llir.Global]*Global)
	defer func() { lw.mod, lw.tc, lw.funcs, lw.globals = nil, nil, nil, nil }()
	defined, err := lw.declare()
	if err != nil {
		return err
	}
	for _, g := range defined {
		if err := lw.initGlobal(g); err != nil {
			if !isUnsupported(err) {
				return fmt.Errorf("%s: global @%s: %w", lw.file, g.Name(), err)
			}
			lw.globals[g].Unsupported = err.Error()
		}
	}
	lw.taintGlobals()
	for _, f := range m.Funcs {
		if fn := lw.funcs[f]; fn != nil && len(f.Blocks) > 0 {
			if err := lw.lowerFunc(f, fn); err != nil {
				return fmt.Errorf("%s: function %s: %w", lw.file, f.Name(), err)
			}
		}
	}
	return nil
}

// finish numbers the Program's branches and indexes it.
func (lw *lowerer) finish() *Program {
	lw.numberBranches()
	lw.p.Index()
	return lw.p
}

func isI386Triple(t string) bool {
	return strings.HasPrefix(t, "i386") || strings.HasPrefix(t, "i486") ||
		strings.HasPrefix(t, "i586") || strings.HasPrefix(t, "i686")
}

// isIntrinsic reports whether f is an LLVM intrinsic; those are lowered to
// dedicated ops (or dropped) and never become Funcs.
func isIntrinsic(f *llir.Func) bool { return strings.HasPrefix(f.Name(), "llvm.") }

// declare creates every Func and Global of the module first, so that
// constants and instructions can refer to any of them regardless of
// definition order. A name an earlier module (part) already has maps to
// its Func or Global; a definition sets what only a definition says.
// declare returns the globals whose images add must build: the module's
// definitions and the declarations seen first here.
func (lw *lowerer) declare() ([]*llir.Global, error) {
	for _, f := range lw.mod.Funcs {
		if isIntrinsic(f) {
			continue
		}
		fn := lw.funcByName[f.Name()]
		switch {
		case fn == nil:
			var err error
			if fn, err = lw.declareFunc(f); err != nil {
				return nil, fmt.Errorf("%s: function %s: %w", lw.file, f.Name(), err)
			}
			fn.Local = isLocalLinkage(f.Linkage)
			lw.addFunc(fn)
		case len(f.Blocks) > 0:
			fn.Loc, fn.Local = lw.funcLoc(f), isLocalLinkage(f.Linkage)
		}
		lw.funcs[f] = fn
	}
	var images []*llir.Global
	for _, g := range lw.mod.Globals {
		gl := lw.globalByName[g.Name()]
		switch {
		case gl == nil:
			gl = &Global{Name: strings.Clone(g.Name()), Index: len(lw.p.Globals)}
			lw.p.Globals = append(lw.p.Globals, gl)
			lw.globalByName[gl.Name] = gl
		case g.Init == nil:
			lw.globals[g] = gl // declared again: the first image stands
			continue
		}
		gl.ReadOnly, gl.Extern = g.Immutable, g.Init == nil
		gl.Local, gl.Loc = isLocalLinkage(g.Linkage), lw.globalLoc(g)
		lw.globals[g] = gl
		images = append(images, g)
	}
	return images, nil
}

func (lw *lowerer) addFunc(fn *Func) {
	fn.Index = len(lw.p.Funcs)
	lw.p.Funcs = append(lw.p.Funcs, fn)
	lw.funcByName[fn.Name] = fn
}

// externFunc returns the function called name, declaring it with the
// signature of call if the module has none (see libmIntrinsics).
func (lw *lowerer) externFunc(name string, call *llir.InstCall) (*Func, error) {
	if f := lw.funcByName[name]; f != nil {
		return f, nil
	}
	params := make([]types.Type, len(call.Args))
	for i, a := range call.Args {
		params[i] = a.Type()
	}
	fn, err := lw.declareFunc(&llir.Func{
		GlobalIdent: llir.GlobalIdent{GlobalName: name},
		Sig:         types.NewFunc(call.Type(), params...),
	})
	if err != nil {
		return nil, err
	}
	lw.addFunc(fn)
	return fn, nil
}

// declareFunc builds the signature part of a Func: parameter slots come
// first in the register file, one run of slots per parameter.
func (lw *lowerer) declareFunc(f *llir.Func) (*Func, error) {
	fn := &Func{Name: strings.Clone(f.Name()), Variadic: f.Sig.Variadic, Loc: lw.funcLoc(f)}
	slot := 0
	for i, pt := range f.Sig.Params {
		sh, err := lw.tc.shape(pt)
		if err != nil && !isUnsupported(err) {
			return nil, fmt.Errorf("parameter %d: %w", i, err)
		}
		// A parameter of an unsupported type (i128) still gets a slot so
		// that the numbering stays valid; its uses become OpUnsupported.
		n, bits := max(len(sh), 1), uint16(0)
		if len(sh) > 0 {
			bits = sh[0].bits
		}
		fn.Params = append(fn.Params, Param{Slot: Slot(slot), N: n, Bits: bits})
		slot += n
	}
	fn.NumSlots = slot
	if _, void := f.Sig.RetType.(*types.VoidType); !void {
		sh, err := lw.tc.shape(f.Sig.RetType)
		if err != nil && !isUnsupported(err) {
			return nil, fmt.Errorf("return type: %w", err)
		}
		fn.RetN = max(len(sh), 1)
		if len(sh) > 0 {
			fn.RetBits = sh[0].bits
		}
	}
	return fn, nil
}

// MaxGlobalSize is the largest global Load accepts, the bound on objects
// of package mem (mem.MaxObject, which ir does not import): every global
// gets a memory image of its size.
const MaxGlobalSize = 1 << 32

// initGlobal sets a global's size, alignment and initial memory image.
func (lw *lowerer) initGlobal(g *llir.Global) error {
	gl := lw.globals[g]
	size, align, err := lw.tc.sizeAlign(g.ContentType)
	if err != nil {
		if gl.Extern {
			// `@x = external global %opaque`: nothing to allocate.
			gl.Align = 1
			return nil
		}
		return err
	}
	if size > MaxGlobalSize {
		return fmt.Errorf("%d bytes is too large: symx models objects of at most %d bytes", size, uint64(MaxGlobalSize))
	}
	gl.Size, gl.Align = size, align
	if g.Align != 0 {
		gl.Align = uint64(g.Align)
	}
	if g.Init == nil || isZeroConst(g.Init) {
		return nil // all zero: no image (a 1 GiB zero global costs nothing)
	}
	gl.Init = make([]byte, size)
	return lw.writeInit(gl, 0, g.Init, g.ContentType)
}

// isZeroConst reports whether c's image is all zero bytes.
func isZeroConst(c constant.Constant) bool {
	switch c.(type) {
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison, *constant.Null:
		return true
	}
	return false
}

// taintGlobals marks the globals whose initializers point to a global with
// an unsupported initializer: the bad one is reachable through them.
func (lw *lowerer) taintGlobals() {
	for changed := true; changed; {
		changed = false
		for _, g := range lw.p.Globals {
			if g.Unsupported != "" {
				continue
			}
			for _, r := range g.Relocs {
				for _, t := range []*Global{r.Target.Global, r.Minus.Global} {
					if t != nil && t.Unsupported != "" {
						g.Unsupported = fmt.Sprintf("points to @%s, whose initializer is not supported", t.Name)
						changed = true
					}
				}
			}
		}
	}
}

// numberBranches gives every CondBr and Switch its dense BranchID and
// counts the instructions of the program.
func (lw *lowerer) numberBranches() {
	id := int32(0)
	n := 0
	for _, f := range lw.p.Funcs {
		for _, b := range f.Blocks {
			n += len(b.Insts)
			for i := range b.Insts {
				in := &b.Insts[i]
				if in.Op == OpCondBr || in.Op == OpSwitch {
					in.BranchID = id
					id++
				} else {
					in.BranchID = -1
				}
			}
		}
	}
	lw.p.NumBranches = int(id)
	lw.p.NumInsts = n
}

// fileID returns the index of a source file in Program.Files.
func (lw *lowerer) fileID(dir, name string) int32 {
	if name != "" && !path.IsAbs(name) && dir != "" {
		name = path.Join(dir, name)
	}
	if i, ok := lw.fileIndex[name]; ok {
		return i
	}
	i := int32(len(lw.p.Files))
	// Names are cloned out of the parsed text, which they would keep alive.
	name = strings.Clone(name)
	lw.p.Files = append(lw.p.Files, name)
	lw.fileIndex[name] = i
	return i
}

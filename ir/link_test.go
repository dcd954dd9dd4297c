package ir

import (
	"fmt"
	"strings"
	"testing"
)

// linkLL loads each snippet (the first is the main program), links them and
// checks the result.
func linkLL(t *testing.T, opts LinkOptions, srcs ...string) (*Program, []*Program) {
	t.Helper()
	var ps []*Program
	for _, src := range srcs {
		ps = append(ps, load(t, src))
	}
	out, err := opts.Link(ps[0], ps[1:]...)
	if err != nil {
		t.Fatalf("Link: %v", err)
	}
	if err := out.Check(); err != nil {
		t.Fatalf("Check: %v\n%s", err, dumpString(out))
	}
	return out, ps
}

// names returns the names of the program's functions and globals.
func names(p *Program) (funcs, globals []string) {
	for _, f := range p.Funcs {
		funcs = append(funcs, f.Name)
	}
	for _, g := range p.Globals {
		globals = append(globals, g.Name)
	}
	return funcs, globals
}

// retConst returns the constant f returns (f must be `ret <const>` somewhere).
func retConst(t *testing.T, p *Program, f *Func) Const {
	t.Helper()
	return constAt(t, p, only(t, p, f, OpRet).Args[0])
}

// owned reports whether every symbol the program refers to is its own.
func owned(t *testing.T, p *Program) {
	t.Helper()
	fine := func(f *Func, g *Global, where string) {
		if f != nil && p.Func(f.Name) != f || g != nil && p.Global(g.Name) != g {
			t.Errorf("%s refers to a symbol outside the result", where)
		}
	}
	for i, c := range p.Consts {
		fine(c.Func, c.Global, fmt.Sprintf("const %d", i))
	}
	for _, g := range p.Globals {
		for _, r := range g.Relocs {
			fine(r.Target.Func, r.Target.Global, "reloc of "+g.Name)
		}
	}
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				fine(in.Call, nil, "call in "+f.Name)
			}
		}
	}
}

func TestLink(t *testing.T) {
	tests := []struct {
		name  string
		opts  LinkOptions
		srcs  []string
		check func(t *testing.T, p *Program)
	}{
		{
			name: "user definition wins",
			srcs: []string{`
define i32 @strlen(i8* %s) {
  ret i32 42
}
declare i32 @puts(i8*)
define i32 @main() {
  %n = call i32 @puts(i8* null)
  ret i32 %n
}`, `
define i32 @strlen(i8* %s) {
  ret i32 7
}
define i32 @puts(i8* %s) {
  %n = call i32 @strlen(i8* %s)
  ret i32 %n
}`},
			check: func(t *testing.T, p *Program) {
				strlen := fn(t, p, "strlen")
				if c := retConst(t, p, strlen); c.Bits != 42 {
					t.Errorf("strlen returns %d, want main's 42", c.Bits)
				}
				if call := only(t, p, fn(t, p, "puts"), OpCall); call.Call != strlen {
					t.Errorf("lib puts calls %v, want main's strlen", call.Call)
				}
				if got := only(t, p, fn(t, p, "main"), OpCall).Call; got != fn(t, p, "puts") || got.IsDecl() {
					t.Errorf("main calls %v, want lib's puts definition", got)
				}
				if fs, _ := names(p); strings.Join(fs, ",") != "strlen,main,puts" {
					t.Errorf("funcs %v", fs)
				}
			},
		},
		{
			name: "declarations resolve and unresolved ones merge",
			srcs: []string{`
@stdin = external global i8*
declare i32 @abs(i32)
declare i8* @malloc(i64)
define i32 @main() {
  %a = call i32 @abs(i32 -3)
  %p = call i8* @malloc(i64 4)
  %s = load i8*, i8** @stdin
  ret i32 %a
}`, `
@stdin = global i8* null
@environ = external global i8**
declare i8* @malloc(i64)
define i32 @abs(i32 %x) {
  %p = call i8* @malloc(i64 1)
  %e = load i8**, i8*** @environ
  ret i32 %x
}`},
			check: func(t *testing.T, p *Program) {
				abs := fn(t, p, "abs")
				if abs.IsDecl() {
					t.Errorf("abs is still a declaration")
				}
				malloc := fn(t, p, "malloc")
				if !malloc.IsDecl() {
					t.Errorf("malloc should stay a declaration")
				}
				for _, f := range []*Func{fn(t, p, "main"), abs} {
					for _, c := range ops(f, OpCall) {
						if c.Call != abs && c.Call != malloc {
							t.Errorf("%s calls %s (%p), not the result's", f.Name, c.Call.Name, c.Call)
						}
					}
				}
				stdin := p.Global("stdin")
				if stdin == nil || stdin.Extern {
					t.Errorf("stdin should resolve to the lib's definition: %+v", stdin)
				}
				ld := ops(fn(t, p, "main"), OpLoad)[0]
				if constAt(t, p, ld.Args[0]).Global != stdin {
					t.Errorf("main loads from %v, want the lib's stdin", constAt(t, p, ld.Args[0]).Global)
				}
				if env := p.Global("environ"); env == nil || !env.Extern {
					t.Errorf("environ should stay an extern declaration: %+v", env)
				}
				if fs, gs := names(p); len(fs) != 3 || len(gs) != 2 {
					t.Errorf("funcs %v globals %v", fs, gs)
				}
			},
		},
		{
			name: "unreachable library code is dropped",
			srcs: []string{`
declare i32 @a()
define i32 @main() {
  %r = call i32 @a()
  ret i32 %r
}`, `
@ga = global i32 1
@gc = global i32 2
@gcp = global i32* @gc
define i32 @a() {
  %r = call i32 @b()
  ret i32 %r
}
define i32 @b() {
  %v = load i32, i32* @ga
  ret i32 %v
}
define i32 @c() {
  %p = load i32*, i32** @gcp
  %v = load i32, i32* %p
  %r = call i32 @d()
  ret i32 %v
}
define i32 @d() {
  ret i32 0
}`},
			check: func(t *testing.T, p *Program) {
				fs, gs := names(p)
				if strings.Join(fs, ",") != "main,a,b" || strings.Join(gs, ",") != "ga" {
					t.Errorf("kept funcs %v globals %v, want main,a,b and ga", fs, gs)
				}
			},
		},
		{
			name: "function pointers and relocations across modules",
			srcs: []string{`
@handler = global i32 ()* @lib_fn
@mine = global i32 5
declare i32 @lib_fn()
declare void @register(i32 ()*)
define i32 @user_cb() {
  ret i32 1
}
define i32 @main() {
  call void @register(i32 ()* @user_cb)
  ret i32 0
}`, `
@cbs = global [2 x i32 ()*] [i32 ()* @lib_fn, i32 ()* @user_cb]
@plug = global i32* @mine
@hidden = global i32 ()* @via_reloc
declare i32 @user_cb()
@mine = external global i32
define i32 @lib_fn() {
  %p = load i32 ()*, i32 ()** @hidden
  ret i32 2
}
define i32 @via_reloc() {
  ret i32 3
}
define void @register(i32 ()* %f) {
  %slot = getelementptr [2 x i32 ()*], [2 x i32 ()*]* @cbs, i64 0, i64 1
  store i32 ()* %f, i32 ()** %slot
  %q = load i32*, i32** @plug
  ret void
}`},
			check: func(t *testing.T, p *Program) {
				owned(t, p)
				h := p.Global("handler")
				if len(h.Relocs) != 1 || h.Relocs[0].Target.Func != fn(t, p, "lib_fn") {
					t.Errorf("handler reloc %+v, want the lib's lib_fn", h.Relocs)
				}
				cbs := p.Global("cbs")
				if cbs == nil || len(cbs.Relocs) != 2 ||
					cbs.Relocs[0].Target.Func != fn(t, p, "lib_fn") || cbs.Relocs[1].Target.Func != fn(t, p, "user_cb") {
					t.Fatalf("cbs relocs %+v", cbs)
				}
				if fn(t, p, "user_cb").IsDecl() {
					t.Errorf("user_cb resolved to a declaration")
				}
				if plug := p.Global("plug"); plug == nil || plug.Relocs[0].Target.Global != p.Global("mine") {
					t.Errorf("plug should point at main's mine")
				}
				if fn(t, p, "via_reloc").IsDecl() {
					t.Errorf("via_reloc should be kept through @hidden's relocation")
				}
				call := only(t, p, fn(t, p, "main"), OpCall)
				if c := constAt(t, p, call.Args[0]); c.Func != fn(t, p, "user_cb") {
					t.Errorf("main passes %+v, want user_cb", c)
				}
				gep := only(t, p, fn(t, p, "register"), OpGEP)
				if c := constAt(t, p, gep.Args[0]); c.Global != cbs {
					t.Errorf("register indexes %+v, want cbs", c)
				}
			},
		},
		{
			name: "library constants are re-based",
			srcs: []string{`
declare i32 @k(i32)
declare <4 x i32> @vec(<4 x i32>)
define i32 @main() {
  %a = add i32 1, 2
  %b = call i32 @k(i32 %a)
  %v = call <4 x i32> @vec(<4 x i32> <i32 9, i32 9, i32 9, i32 9>)
  ret i32 %b
}`, `
define i64 @dropped() {
  %x = add i64 111111, 222222
  %y = add i64 %x, 333333
  ret i64 %y
}
define i32 @k(i32 %x) {
  %a = add i32 %x, 1000
  %b = xor i32 %a, 77
  %c = sub i32 %b, 5
  ret i32 %c
}
define <4 x i32> @vec(<4 x i32> %v) {
  %r = add <4 x i32> %v, <i32 10, i32 20, i32 30, i32 40>
  ret <4 x i32> %r
}
define i32 @phis(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %r = phi i32 [ 123, %entry ], [ 456, %a ]
  ret i32 %r
}`},
			check: func(t *testing.T, p *Program) {
				k := fn(t, p, "k")
				x := param(k, 0)
				regs := evalInts(t, p, k, map[Slot]uint64{Slot(x): 5})
				ret := only(t, p, k, OpRet)
				if got, want := regs[Slot(ret.Args[0])], uint64(((5+1000)^77)-5); got != want {
					t.Errorf("k(5) = %d, want %d\n%s", got, want, dumpString(p))
				}
				add := only(t, p, fn(t, p, "vec"), OpAdd)
				for i, want := range []uint64{10, 20, 30, 40} {
					if c := p.Consts[add.Args[1].ConstIndex()+i]; c.Bits != want || c.Width != 32 {
						t.Errorf("vector lane %d = %+v, want %d", i, c, want)
					}
				}
				for _, c := range p.Consts {
					if c.Bits == 111111 || c.Bits == 222222 || c.Bits == 333333 {
						t.Errorf("constant %d of a dropped function is in the pool", c.Bits)
					}
				}
				if p.Func("phis") != nil {
					t.Errorf("phis should be dropped")
				}
			},
		},
		{
			name: "phi constants are re-based",
			srcs: []string{`
declare i32 @phis(i1)
define i32 @main() {
  %r = call i32 @phis(i1 true)
  %s = add i32 %r, 99
  ret i32 %s
}`, `
define i32 @pad() {
  ret i32 777
}
define i32 @phis(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %r = phi i32 [ 123, %entry ], [ 456, %a ]
  ret i32 %r
}`},
			check: func(t *testing.T, p *Program) {
				ph := fn(t, p, "phis").Blocks[2].Phis[0]
				got := map[int]uint64{}
				for _, in := range ph.Incoming {
					got[in.Pred] = constAt(t, p, in.Val).Bits
				}
				if got[0] != 123 || got[1] != 456 {
					t.Errorf("phi incoming %v, want 0→123 1→456", got)
				}
			},
		},
		{
			name: "branch ids are dense over the result",
			srcs: []string{`
declare i32 @lib(i32)
define i32 @main(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %neg, label %pos
neg:
  ret i32 0
pos:
  %r = call i32 @lib(i32 %x)
  ret i32 %r
}`, `
define i32 @dropped(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
define i32 @lib(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %one
                            i32 2, label %two ]
one:
  %c = icmp eq i32 %x, 7
  br i1 %c, label %d, label %two
two:
  ret i32 2
d:
  ret i32 0
}`},
			check: func(t *testing.T, p *Program) {
				if p.NumBranches != 3 {
					t.Errorf("NumBranches = %d, want 3", p.NumBranches)
				}
				if id := only(t, p, fn(t, p, "main"), OpCondBr).BranchID; id != 0 {
					t.Errorf("main's branch has id %d, want 0", id)
				}
				lib := fn(t, p, "lib")
				if sw, br := only(t, p, lib, OpSwitch), only(t, p, lib, OpCondBr); sw.BranchID != 1 || br.BranchID != 2 {
					t.Errorf("lib's branch ids %d, %d, want 1, 2", sw.BranchID, br.BranchID)
				}
				n := 0
				for _, f := range p.Funcs {
					for _, b := range f.Blocks {
						n += len(b.Insts)
					}
				}
				if n != p.NumInsts {
					t.Errorf("NumInsts = %d, counted %d", p.NumInsts, n)
				}
			},
		},
		{
			name: "RenameMain and Keep",
			opts: LinkOptions{RenameMain: "__symx_user_main", Keep: []string{"__symx_posix_main"}},
			srcs: []string{`
define i32 @main(i32 %argc, i8** %argv) {
  ret i32 %argc
}`, `
declare i32 @__symx_user_main(i32, i8**)
define i32 @__symx_posix_main() {
  %r = call i32 @__symx_user_main(i32 1, i8** null)
  ret i32 %r
}
define i32 @unrelated() {
  ret i32 0
}`},
			check: func(t *testing.T, p *Program) {
				if p.Func("main") != nil {
					t.Errorf("main should be renamed")
				}
				user := fn(t, p, "__symx_user_main")
				if user.IsDecl() || len(user.Params) != 2 {
					t.Errorf("__symx_user_main is not the user's main")
				}
				if only(t, p, fn(t, p, "__symx_posix_main"), OpCall).Call != user {
					t.Errorf("the runtime does not call the user's main")
				}
				if fs, _ := names(p); len(fs) != 2 {
					t.Errorf("funcs %v", fs)
				}
			},
		},
		{
			name: "private and local symbols stay in their module",
			srcs: []string{`
@.str = private unnamed_addr constant [5 x i8] c"main\00"
@count = internal global i32 0
declare i8* @lib_name()
define i8* @main() {
  %n = call i8* @lib_name()
  ret i8* getelementptr ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)
}`, `
@.str = private unnamed_addr constant [4 x i8] c"lib\00"
@.str.1 = private unnamed_addr constant [3 x i8] c"xy\00"
@lib_name.calls = internal global i32 0
define i8* @lib_name() {
  %c = load i32, i32* @lib_name.calls
  %s = load i8, i8* getelementptr ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)
  ret i8* getelementptr ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)
}`},
			check: func(t *testing.T, p *Program) {
				owned(t, p)
				if c := retConst(t, p, fn(t, p, "main")); c.Global == nil || string(c.Global.Init) != "main\x00" {
					t.Errorf("main returns %+v, want its own string", c.Global)
				}
				lib := fn(t, p, "lib_name")
				if c := retConst(t, p, lib); c.Global == nil || string(c.Global.Init) != "lib\x00" || c.Global.Name == ".str" {
					t.Errorf("lib_name returns %+v, want the lib's string, renamed", c.Global)
				}
				if _, gs := names(p); len(gs) != 5 {
					t.Errorf("globals %v, want both modules' strings and the lib's static local", gs)
				}
			},
		},
		{
			name: "first library wins",
			srcs: []string{`
declare i32 @f()
define i32 @main() {
  %r = call i32 @f()
  ret i32 %r
}`, `
define i32 @f() {
  ret i32 1
}`, `
define i32 @f() {
  ret i32 2
}`},
			check: func(t *testing.T, p *Program) {
				if c := retConst(t, p, fn(t, p, "f")); c.Bits != 1 {
					t.Errorf("f returns %d, want the first library's 1", c.Bits)
				}
				if len(p.Funcs) != 2 {
					t.Errorf("%d funcs", len(p.Funcs))
				}
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, _ := linkLL(t, tc.opts, tc.srcs...)
			tc.check(t, p)
		})
	}
}

// TestLinkLocalFlag checks that Local (C static) keeps a symbol with a C
// name inside its module. Both helpers are global here, and the test marks
// the library's Local by hand, so that it does not depend on the loader.
func TestLinkLocalFlag(t *testing.T) {
	main := load(t, `
define i32 @helper() {
  ret i32 1
}
declare i32 @lib()
define i32 @main() {
  %a = call i32 @helper()
  %b = call i32 @lib()
  ret i32 %b
}`)
	lib := load(t, `
define i32 @helper() {
  ret i32 2
}
define i32 @lib() {
  %r = call i32 @helper()
  ret i32 %r
}`)
	lib.Func("helper").Local = true
	p, err := Link(main, lib)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	h := only(t, p, fn(t, p, "lib"), OpCall).Call
	if h.Name != "helper.1" || retConst(t, p, h).Bits != 2 {
		t.Errorf("lib calls %s, want its static helper renamed helper.1", h.Name)
	}
	if ops(fn(t, p, "main"), OpCall)[0].Call != fn(t, p, "helper") || retConst(t, p, fn(t, p, "helper")).Bits != 1 {
		t.Errorf("main's helper replaced")
	}
}

func TestLinkFilesAndLocs(t *testing.T) {
	main := load(t, `
declare i32 @lib()
define i32 @main() {
  %r = call i32 @lib()
  ret i32 %r
}`)
	lib := load(t, `
define i32 @lib() {
  ret i32 3
}`)
	main.Files = []string{"main.c", "shared.h"}
	main.Funcs[1].Blocks[0].Insts[0].Loc = Loc{File: 1, Line: 4, Col: 2}
	lib.Files = []string{"lib.c", "shared.h"}
	lib.Funcs[0].Loc = Loc{File: 0, Line: 10}
	lib.Funcs[0].Blocks[0].Insts[0].Loc = Loc{File: 1, Line: 7, Col: 3}
	p, err := Link(main, lib)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.Files, ","); got != "main.c,shared.h,lib.c" {
		t.Errorf("Files = %s", got)
	}
	l := fn(t, p, "lib")
	if p.FileOf(l.Loc) != "lib.c" || l.Loc.Line != 10 {
		t.Errorf("lib's Loc %+v → %q", l.Loc, p.FileOf(l.Loc))
	}
	if in := l.Blocks[0].Insts[0]; p.FileOf(in.Loc) != "shared.h" || in.Loc.Line != 7 {
		t.Errorf("lib's ret Loc %+v → %q", in.Loc, p.FileOf(in.Loc))
	}
	if in := fn(t, p, "main").Blocks[0].Insts[0]; in.Loc != (Loc{File: 1, Line: 4, Col: 2}) {
		t.Errorf("main's Loc changed to %+v", in.Loc)
	}
}

// TestLinkInputsUnchanged checks that Link leaves its inputs as they were,
// and that linking twice gives the same result.
func TestLinkInputsUnchanged(t *testing.T) {
	mainSrc := `
@fp = global i32 (i32)* @k
declare i32 @k(i32)
declare i32 @puts(i8*)
define i32 @main() {
  %r = call i32 @k(i32 1)
  %s = call i32 @puts(i8* null)
  ret i32 %r
}`
	libSrc := `
define i32 @other(i32 %x) {
  %c = icmp eq i32 %x, 3
  br i1 %c, label %a, label %b
a:
  ret i32 5
b:
  ret i32 6
}
define i32 @k(i32 %x) {
  %c = icmp eq i32 %x, 4
  br i1 %c, label %a, label %b
a:
  %y = add i32 %x, 1000
  ret i32 %y
b:
  ret i32 0
}`
	main, lib := load(t, mainSrc), load(t, libSrc)
	before := dumpString(main) + dumpString(lib)
	p1, err := Link(main, lib)
	if err != nil {
		t.Fatal(err)
	}
	p2, err := Link(main, lib)
	if err != nil {
		t.Fatal(err)
	}
	if after := dumpString(main) + dumpString(lib); after != before {
		t.Errorf("inputs changed:\n%s\nwas\n%s", after, before)
	}
	if err := main.Check(); err != nil {
		t.Errorf("main after Link: %v", err)
	}
	if err := lib.Check(); err != nil {
		t.Errorf("lib after Link: %v", err)
	}
	if d1, d2 := dumpString(p1), dumpString(p2); d1 != d2 {
		t.Errorf("links differ:\n%s\n%s", d1, d2)
	}
	if p1.Func("k") == main.Func("k") || p1.Func("k") == lib.Func("k") {
		t.Errorf("the result shares Funcs with the inputs")
	}
	// Linking alone copies the program.
	solo, err := Link(main)
	if err != nil {
		t.Fatal(err)
	}
	if dumpString(solo) != dumpString(main) {
		t.Errorf("Link(main) differs from main:\n%s", dumpString(solo))
	}
}

func TestLinkErrors(t *testing.T) {
	const simpleMain = `
define i32 @main() {
  ret i32 0
}`
	tests := []struct {
		name string
		opts LinkOptions
		srcs []string
		want string
	}{
		{
			name: "pointer sizes differ",
			srcs: []string{simpleMain, `
target triple = "i386-pc-linux-gnu"
define i32 @f() {
  ret i32 0
}`},
			want: "the main program has 8-byte pointers but library 1 has 4-byte pointers",
		},
		{
			name: "function resolves to a global",
			srcs: []string{`
@foo = global i32 0
declare void @lib()
define i32 @main() {
  call void @lib()
  ret i32 0
}`, `
declare void @foo()
define void @lib() {
  call void @foo()
  ret void
}`},
			want: "foo is a function in library 1 but a global variable in the main program",
		},
		{
			name: "RenameMain without main",
			opts: LinkOptions{RenameMain: "__user_main"},
			srcs: []string{`
define i32 @start() {
  ret i32 0
}`},
			want: "does not define main",
		},
		{
			name: "RenameMain onto an existing name",
			opts: LinkOptions{RenameMain: "start"},
			srcs: []string{simpleMain + `
define i32 @start() {
  ret i32 0
}`},
			want: "already has a function start",
		},
		{
			name: "Keep of an undefined symbol",
			opts: LinkOptions{Keep: []string{"nowhere"}},
			srcs: []string{simpleMain},
			want: "no input defines nowhere",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var ps []*Program
			for _, src := range tc.srcs {
				ps = append(ps, load(t, src))
			}
			_, err := tc.opts.Link(ps[0], ps[1:]...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
	p := load(t, simpleMain)
	if _, err := Link(p, p); err == nil || !strings.Contains(err.Error(), "pass each program once") {
		t.Errorf("same program twice: err = %v", err)
	}
}

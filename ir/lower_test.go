package ir

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
)

func TestGEPFolding(t *testing.T) {
	p := load(t, `
%struct.S = type { i8, i32, [4 x i16], i64 }

define i16* @consts(%struct.S* %p) {
  %a = getelementptr %struct.S, %struct.S* %p, i64 1, i32 2, i64 3
  ret i16* %a
}

define i16* @vars(%struct.S* %p, i64 %i, i32 %j) {
  %b = getelementptr inbounds %struct.S, %struct.S* %p, i64 %i, i32 2, i32 %j
  ret i16* %b
}

define i8* @neg(i8* %q) {
  %c = getelementptr i8, i8* %q, i64 -1
  ret i8* %c
}

define i64* @field3(%struct.S* %p) {
  %d = getelementptr %struct.S, %struct.S* %p, i32 0, i32 3
  ret i64* %d
}
`)
	tests := []struct {
		fn     string
		aux    int64
		nvars  int
		scales []int64
		widths []uint16
	}{
		// 1 × sizeof(S)=24, field 2 at 8, element 3 × 2.
		{"consts", 24 + 8 + 6, 0, nil, nil},
		{"vars", 8, 2, []int64{24, 2}, []uint16{64, 32}},
		{"neg", -1, 0, nil, nil},
		{"field3", 16, 0, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.fn, func(t *testing.T) {
			f := fn(t, p, tt.fn)
			g := only(t, p, f, OpGEP)
			if g.Aux != tt.aux || len(g.Args) != 1+tt.nvars || g.Width != 64 {
				t.Errorf("gep: aux %d args %d width %d; want aux %d args %d width 64", g.Aux, len(g.Args), g.Width, tt.aux, 1+tt.nvars)
			}
			if g.Args[0] != param(f, 0) {
				t.Errorf("base = %d, want param 0", g.Args[0])
			}
			if !eqInts(g.Ints, tt.scales) {
				t.Errorf("scales = %v, want %v", g.Ints, tt.scales)
			}
			for i, w := range tt.widths {
				if g.Sub[i] != w || g.Args[1+i] != param(f, 1+i) {
					t.Errorf("index %d: width %d operand %d", i, g.Sub[i], g.Args[1+i])
				}
			}
		})
	}
}

func TestPhiLowering(t *testing.T) {
	p := load(t, `
define i32 @count(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %pair = phi { i32, i64 } [ { i32 1, i64 2 }, %entry ], [ %pair, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}
`)
	f := fn(t, p, "count")
	loop := f.Blocks[1]
	if loop.Name != "loop" || len(loop.Phis) != 2 {
		t.Fatalf("loop block: %+v", loop)
	}
	i, pair := loop.Phis[0], loop.Phis[1]
	if i.N != 1 || pair.N != 2 {
		t.Errorf("phi widths %d, %d; want 1, 2", i.N, pair.N)
	}
	if len(i.Incoming) != 2 || i.Incoming[0].Pred != 0 || i.Incoming[1].Pred != 1 {
		t.Fatalf("incoming of %%i: %+v", i.Incoming)
	}
	if c := constAt(t, p, i.Incoming[0].Val); c.Bits != 0 || c.Width != 32 {
		t.Errorf("initial i = %+v", c)
	}
	add := only(t, p, f, OpAdd)
	if i.Incoming[1].Val != Operand(add.Dst) {
		t.Errorf("back edge value %d, want the add's slot %d", i.Incoming[1].Val, add.Dst)
	}
	if add.Args[0] != Operand(i.Dst) {
		t.Errorf("add reads %d, want phi slot %d", add.Args[0], i.Dst)
	}
	// The aggregate constant occupies two consecutive pool entries.
	k := pair.Incoming[0].Val.ConstIndex()
	if p.Consts[k].Bits != 1 || p.Consts[k].Width != 32 || p.Consts[k+1].Bits != 2 || p.Consts[k+1].Width != 64 {
		t.Errorf("aggregate constant: %+v %+v", p.Consts[k], p.Consts[k+1])
	}
	if pair.Incoming[1].Val != Operand(pair.Dst) {
		t.Errorf("self-referencing phi: %+v", pair.Incoming[1])
	}
}

func TestSwitchAndBranchIDs(t *testing.T) {
	p := load(t, `
define i32 @sw(i32 %x, i1 %c) {
entry:
  br i1 %c, label %s, label %d
s:
  switch i32 %x, label %d [
    i32 0, label %a
    i32 -3, label %b
    i32 7, label %a
  ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
`)
	f := fn(t, p, "sw")
	br := only(t, p, f, OpCondBr)
	sw := only(t, p, f, OpSwitch)
	if br.BranchID != 0 || sw.BranchID != 1 || p.NumBranches != 2 {
		t.Errorf("branch IDs %d %d of %d", br.BranchID, sw.BranchID, p.NumBranches)
	}
	if !eqInts(sw.Ints, []int64{0, 0xFFFFFFFD, 7}) {
		t.Errorf("case values %v", sw.Ints)
	}
	want := []int{4, 2, 3, 2} // default d, then a, b, a
	if len(sw.Succ) != len(want) {
		t.Fatalf("succ %v", sw.Succ)
	}
	for i := range want {
		if sw.Succ[i] != want[i] {
			t.Errorf("succ %v, want %v", sw.Succ, want)
			break
		}
	}
	if sw.Width != 32 || sw.Args[0] != param(f, 0) {
		t.Errorf("switch width %d arg %d", sw.Width, sw.Args[0])
	}
	if br.Succ[0] != 1 || br.Succ[1] != 4 {
		t.Errorf("condbr succ %v", br.Succ)
	}
	if p.NumInsts != 5 {
		t.Errorf("NumInsts = %d, want 5", p.NumInsts)
	}
}

func TestConstPoolDedup(t *testing.T) {
	p := load(t, `
@g = global [4 x i32] zeroinitializer

define i32 @f(i32 %x) {
  %a = add i32 %x, 5
  %b = mul i32 %a, 5
  %c = add i64 5, 5
  %p = getelementptr [4 x i32], [4 x i32]* @g, i64 0, i64 2
  %q = getelementptr [4 x i32], [4 x i32]* @g, i64 0, i64 2
  %u = add i32 %b, undef
  %z = add i32 %u, 0
  ret i32 %z
}

define i32* @h() {
  ret i32* getelementptr ([4 x i32], [4 x i32]* @g, i64 0, i64 2)
}
`)
	f := fn(t, p, "f")
	adds := ops(f, OpAdd)
	mul := only(t, p, f, OpMul)
	five32 := adds[0].Args[1]
	if mul.Args[1] != five32 {
		t.Errorf("i32 5 not shared: %d vs %d", mul.Args[1], five32)
	}
	if adds[1].Args[0] == five32 || constAt(t, p, adds[1].Args[0]).Width != 64 {
		t.Errorf("i64 5 must differ from i32 5")
	}
	if adds[2].Args[1] != adds[3].Args[1] {
		t.Errorf("undef and 0 of the same width should share the zero entry")
	}
	geps := ops(f, OpGEP)
	if geps[0].Args[0] != geps[1].Args[0] {
		t.Errorf("@g operand not shared")
	}
	if c := constAt(t, p, geps[0].Args[0]); c.Global != p.Global("g") || c.Bits != 0 || c.Width != 64 {
		t.Errorf("@g constant %+v", c)
	}
	ret := only(t, p, fn(t, p, "h"), OpRet)
	if c := constAt(t, p, ret.Args[0]); c.Global != p.Global("g") || c.Bits != 8 {
		t.Errorf("folded gep constant %+v, want @g+8", c)
	}
	seen := make(map[Const]bool)
	for _, c := range p.Consts {
		if seen[c] {
			t.Errorf("duplicate scalar constant %+v in %v", c, p.Consts)
		}
		seen[c] = true
	}
}

func TestGlobalInitializers(t *testing.T) {
	p := load(t, `
%struct.node = type { i8, i32*, i16 }
@arr = global [4 x i32] [i32 1, i32 2, i32 -1, i32 4], align 16
@str = private unnamed_addr constant [4 x i8] c"hi!\00", align 1
@n = global %struct.node { i8 7, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 2), i16 -2 }, align 8
@d = global double 1.500000e+00
@f = global float -2.500000e-01
@fp = global i32 ()* @fun
@z = global [1000 x i64] zeroinitializer
@ext = external global i32
@pi = global i64 ptrtoint (i32* getelementptr ([4 x i32], [4 x i32]* @arr, i64 1, i64 0) to i64)

define i32 @fun() {
  ret i32 0
}
`)
	tests := []struct {
		name     string
		size     uint64
		align    uint64
		init     []byte
		readOnly bool
		extern   bool
		relocs   []Reloc
	}{
		{name: "arr", size: 16, align: 16, init: []byte{1, 0, 0, 0, 2, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 4, 0, 0, 0}},
		{name: "str", size: 4, align: 1, init: []byte("hi!\x00"), readOnly: true},
		{name: "n", size: 24, align: 8, init: []byte{7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xfe, 0xff, 0, 0, 0, 0, 0, 0},
			relocs: []Reloc{{Offset: 8, Target: Symbol{Global: p.Global("arr")}, Addend: 8}}},
		{name: "d", size: 8, align: 8, init: le64(math.Float64bits(1.5))},
		{name: "f", size: 4, align: 4, init: le64(uint64(math.Float32bits(-0.25)))[:4]},
		{name: "fp", size: 8, align: 8, init: make([]byte, 8), relocs: []Reloc{{Target: Symbol{Func: p.Func("fun")}}}},
		{name: "z", size: 8000, align: 8}, // all zero: no image
		{name: "ext", size: 4, align: 4, extern: true},
		{name: "pi", size: 8, align: 8, init: make([]byte, 8), relocs: []Reloc{{Target: Symbol{Global: p.Global("arr")}, Addend: 16}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := p.Global(tt.name)
			if g == nil {
				t.Fatal("missing")
			}
			if g.Size != tt.size || g.Align != tt.align || g.ReadOnly != tt.readOnly || g.Extern != tt.extern {
				t.Errorf("got size %d align %d ro %v extern %v", g.Size, g.Align, g.ReadOnly, g.Extern)
			}
			if string(g.Init) != string(tt.init) || (g.Init == nil) != (tt.init == nil) {
				t.Errorf("init %x, want %x", g.Init, tt.init)
			}
			if len(g.Relocs) != len(tt.relocs) {
				t.Fatalf("relocs %+v, want %+v", g.Relocs, tt.relocs)
			}
			for i := range tt.relocs {
				if g.Relocs[i] != tt.relocs[i] {
					t.Errorf("reloc %+v, want %+v", g.Relocs[i], tt.relocs[i])
				}
			}
		})
	}
}

func le64(v uint64) []byte {
	b := make([]byte, 8)
	for i := range b {
		b[i] = byte(v >> (8 * i))
	}
	return b
}

func TestI386Layout(t *testing.T) {
	p := load(t, `
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"
%struct.pad = type { i8, i32, i16, double, i8* }
@a = global [2 x i32] zeroinitializer
@g = global %struct.pad { i8 1, i32 2, i16 3, double 0.0, i8* bitcast (i32* getelementptr ([2 x i32], [2 x i32]* @a, i32 0, i32 1) to i8*) }

define i8* @f(%struct.pad* %p, i32 %i) {
  %q = getelementptr %struct.pad, %struct.pad* %p, i32 %i, i32 4
  %l = load i8*, i8** %q
  ret i8* %l
}
`)
	if p.PtrBytes != 4 {
		t.Fatalf("PtrBytes = %d", p.PtrBytes)
	}
	g := p.Global("g")
	// i386: double is 4-aligned, so the fields sit at 0, 4, 8, 12, 20.
	if g.Size != 24 || g.Align != 4 {
		t.Errorf("size %d align %d, want 24 4", g.Size, g.Align)
	}
	if len(g.Relocs) != 1 || g.Relocs[0].Offset != 20 || g.Relocs[0].Addend != 4 {
		t.Errorf("relocs %+v", g.Relocs)
	}
	f := fn(t, p, "f")
	gep := only(t, p, f, OpGEP)
	if gep.Aux != 20 || gep.Ints[0] != 24 || gep.Sub[0] != 32 || gep.Width != 32 {
		t.Errorf("gep %+v", gep)
	}
	ld := only(t, p, f, OpLoad)
	if ld.Width != 32 || ld.Lay.Size != 4 {
		t.Errorf("pointer load width %d size %d", ld.Width, ld.Lay.Size)
	}
	for _, c := range p.Consts {
		if c.isSym() && c.Width != 32 {
			t.Errorf("address constant %+v is not 32 bits", c)
		}
	}
}

func TestVectorOps(t *testing.T) {
	p := load(t, `
define i32 @v(<4 x i32> %a, <4 x i32> %b, i32 %k) {
  %s = add <4 x i32> %a, %b
  %c = icmp sgt <4 x i32> %s, <i32 1, i32 2, i32 3, i32 4>
  %m = select <4 x i1> %c, <4 x i32> %s, <4 x i32> zeroinitializer
  %sh = shufflevector <4 x i32> %m, <4 x i32> undef, <2 x i32> <i32 3, i32 undef>
  %e0 = extractelement <2 x i32> %sh, i32 0
  %ek = extractelement <4 x i32> %m, i32 %k
  %ins = insertelement <4 x i32> %m, i32 %e0, i64 2
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %ins)
  %t = add i32 %r, %ek
  ret i32 %t
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
`)
	f := fn(t, p, "v")
	if f.Params[0].N != 4 || f.Params[1].Slot != 4 || f.Params[2].Slot != 8 {
		t.Fatalf("params %+v", f.Params)
	}
	add := ops(f, OpAdd)[0]
	if add.Lanes != 4 || add.Width != 32 || add.Args[0] != 0 || add.Args[1] != 4 {
		t.Errorf("vector add %+v", add)
	}
	cmp := only(t, p, f, OpICmp)
	if cmp.Lanes != 4 || cmp.Width != 1 || cmp.Aux != 32 || cmp.Pred != IntSGT {
		t.Errorf("vector icmp %+v", cmp)
	}
	sel := only(t, p, f, OpSelect)
	if sel.Lanes != 4 || sel.Aux2 != 4 {
		t.Errorf("vector select lanes %d aux2 %d", sel.Lanes, sel.Aux2)
	}
	sh := only(t, p, f, OpShuffleVector)
	if sh.Lanes != 2 || sh.Aux != 4 || !eqInts(sh.Ints, []int64{3, -1}) {
		t.Errorf("shuffle %+v", sh)
	}
	cp := only(t, p, f, OpCopy) // extractelement with a constant lane
	if cp.Args[0] != Operand(sh.Dst) || cp.Aux2 != 1 {
		t.Errorf("constant-lane extract %+v", cp)
	}
	ee := only(t, p, f, OpExtractElement)
	if ee.Lanes != 4 || ee.Aux != 32 || ee.Args[1] != param(f, 2) {
		t.Errorf("extractelement %+v", ee)
	}
	ie := only(t, p, f, OpInsertElement)
	if ie.Lanes != 4 || ie.Aux != 64 || len(ie.Args) != 3 {
		t.Errorf("insertelement %+v", ie)
	}
	red := only(t, p, f, OpReduceAdd)
	if red.Lanes != 4 || red.Width != 32 || red.Args[0] != Operand(ie.Dst) {
		t.Errorf("reduce %+v", red)
	}
}

func TestOverflowIntrinsics(t *testing.T) {
	p := load(t, `
define i1 @ov(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %o = extractvalue { i32, i1 } %r, 1
  %u = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1, i64 2)
  ret i1 %o
}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
`)
	f := fn(t, p, "ov")
	sadd := only(t, p, f, OpSAddO)
	if sadd.Width != 32 || len(sadd.Args) != 2 || dstSpan(&sadd) != 2 {
		t.Errorf("sadd %+v", sadd)
	}
	ev := ops(f, OpExtractValue)
	if len(ev) != 2 || ev[0].Aux != 0 || ev[1].Aux != 1 || ev[1].Aux2 != 1 || ev[1].Width != 1 || ev[0].Args[0] != Operand(sadd.Dst) {
		t.Errorf("extractvalue %+v", ev)
	}
	umul := only(t, p, f, OpUMulO)
	if umul.Width != 64 || umul.Dst != sadd.Dst+4 {
		t.Errorf("umul %+v (sadd at %d)", umul, sadd.Dst)
	}
	if p.Func("llvm.sadd.with.overflow.i32") != nil {
		t.Errorf("intrinsic declarations must not become Funcs")
	}
}

func TestIntrinsics(t *testing.T) {
	p := load(t, `
define i64 @f(i8* %d, i8* %s, i64 %n, i32 %x) {
  call void @llvm.dbg.value(metadata i32 %x, metadata !1, metadata !DIExpression())
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %d)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 %n, i1 false)
  call void @llvm.memset.p0i8.i32(i8* %d, i8 0, i32 4, i1 false)
  %e = call i64 @llvm.expect.i64(i64 %n, i64 0)
  %o = call i64 @llvm.objectsize.i64.p0i8(i8* %d, i1 false, i1 true, i1 false)
  %m = call i64 @llvm.objectsize.i64.p0i8(i8* %d, i1 true, i1 true, i1 false)
  %a = call i32 @llvm.abs.i32(i32 %x, i1 true)
  %c = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %fs = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 3)
  %mx = call i32 @llvm.umax.i32(i32 %x, i32 7)
  %w = call i32 @llvm.weird.thing.i32(i32 %x)
  call void @llvm.assume(i1 true)
  ret i64 %e
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)
declare i64 @llvm.expect.i64(i64, i64)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1, i1, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.weird.thing.i32(i32)
declare void @llvm.assume(i1)
!1 = !DILocalVariable(name: "x", scope: !2)
!2 = distinct !DISubprogram(name: "f", unit: !3)
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, emissionKind: FullDebug)
!4 = !DIFile(filename: "f.c", directory: "/tmp")
`)
	f := fn(t, p, "f")
	var got []string
	for _, in := range f.Blocks[0].Insts {
		got = append(got, in.Op.String())
	}
	want := "memcpy memset copy copy copy abs ctlz fshl umax unsupported ret"
	if strings.Join(got, " ") != want {
		t.Fatalf("ops %q\nwant %q", strings.Join(got, " "), want)
	}
	insts := f.Blocks[0].Insts
	if insts[0].Aux != 64 || insts[0].Args[2] != param(f, 2) || insts[1].Aux != 32 {
		t.Errorf("mem intrinsics %+v %+v", insts[0], insts[1])
	}
	if insts[2].Args[0] != param(f, 2) {
		t.Errorf("expect copies its first argument: %+v", insts[2])
	}
	if c := constAt(t, p, insts[3].Args[0]); c.Bits != math.MaxUint64 {
		t.Errorf("objectsize max = %#x, want -1", c.Bits)
	}
	if c := constAt(t, p, insts[4].Args[0]); c.Bits != 0 {
		t.Errorf("objectsize min = %#x, want 0", c.Bits)
	}
	if len(insts[5].Args) != 2 || len(insts[6].Args) != 1 || len(insts[7].Args) != 3 {
		t.Errorf("abs/ctlz/fshl args %d %d %d", len(insts[5].Args), len(insts[6].Args), len(insts[7].Args))
	}
	if !strings.Contains(insts[9].Text, "@llvm.weird.thing.i32") || !strings.Contains(insts[9].Text, "not supported") {
		t.Errorf("unsupported text %q", insts[9].Text)
	}
}

func TestTrapEndsBlock(t *testing.T) {
	p := load(t, `
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %bad, label %join
bad:
  call void @llvm.trap()
  br label %join
join:
  %v = phi i32 [ 1, %entry ], [ 2, %bad ]
  ret i32 %v
}
declare void @llvm.trap()
`)
	f := fn(t, p, "f")
	bad := f.Blocks[1]
	if len(bad.Insts) != 1 || bad.Insts[0].Op != OpTrap {
		t.Errorf("trap block: %s", dumpString(p))
	}
	phi := f.Blocks[2].Phis[0]
	if len(phi.Incoming) != 1 || phi.Incoming[0].Pred != 0 {
		t.Errorf("phi keeps only real predecessors: %+v", phi.Incoming)
	}
}

func TestUnsupportedIsLocal(t *testing.T) {
	p := load(t, `
define i64 @wide(i64 %a) {
  %x = zext i64 %a to i128
  %y = mul i128 %x, %x
  %z = trunc i128 %y to i64
  ret i64 %z
}
define i32 @fine(i32 %a) {
  %b = add i32 %a, 1
  ret i32 %b
}
define void @asm() {
  call void asm sideeffect "nop", ""()
  ret void
}
define void @term(i8* %p) {
  indirectbr i8* %p, []
}
`)
	for _, name := range []string{"wide", "asm", "term"} {
		if len(ops(fn(t, p, name), OpUnsupported)) == 0 {
			t.Errorf("%s: no OpUnsupported\n%s", name, dumpString(p))
		}
	}
	u := ops(fn(t, p, "wide"), OpUnsupported)
	if len(u) != 3 || !strings.HasPrefix(u[1].Text, "%y = mul i128 %x, %x") || !strings.Contains(u[1].Text, "128-bit") {
		t.Errorf("wide: %+v", u)
	}
	if len(ops(fn(t, p, "fine"), OpUnsupported)) != 0 {
		t.Errorf("fine has OpUnsupported")
	}
}

func TestConstantExpressionLowering(t *testing.T) {
	p := load(t, `
@g = global i32 0
@h = global i32 0
define i32 @f() {
  %a = add i32 ptrtoint (i32* @g to i32), 1
  %b = icmp ult i32* @g, @h
  %d = sub i64 ptrtoint (i32* getelementptr (i32, i32* @g, i64 3) to i64), ptrtoint (i32* @g to i64)
  ret i32 %a
}
`)
	f := fn(t, p, "f")
	insts := f.Blocks[0].Insts
	// ptrtoint to 32 bits loses address bits: computed by a trunc first.
	if insts[0].Op != OpTrunc || insts[0].Width != 32 || insts[0].Aux != 64 {
		t.Fatalf("first inst %s", p.InstString(&insts[0]))
	}
	if c := constAt(t, p, insts[0].Args[0]); c.Global != p.Global("g") {
		t.Errorf("trunc of %+v", c)
	}
	if insts[1].Op != OpAdd || insts[1].Args[0] != Operand(insts[0].Dst) {
		t.Errorf("add does not use the trunc: %s", p.InstString(&insts[1]))
	}
	if insts[0].Dst < Slot(3) {
		t.Errorf("temporary slot %d overlaps the values' slots", insts[0].Dst)
	}
	// The difference of two addresses into @g folds to 12.
	sub := only(t, p, f, OpSub)
	if a, b := constAt(t, p, sub.Args[0]), constAt(t, p, sub.Args[1]); a.Global != p.Global("g") || a.Bits != 12 || b.Bits != 0 {
		t.Errorf("sub operands %+v %+v", a, b)
	}
}

// TestRelocationInitializers: address arithmetic in global initializers
// that depends on where globals are placed becomes relocations, among
// them the relative lookup tables of clang -O2.
func TestRelocationInitializers(t *testing.T) {
	p := load(t, `
@s = private constant [3 x i8] c"ab\00"
@t = private constant [2 x i8] c"c\00"
@rel = private constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([3 x i8]* @s to i64), i64 ptrtoint ([2 x i32]* @rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* getelementptr ([2 x i8], [2 x i8]* @t, i64 0, i64 1) to i64), i64 ptrtoint (i32* getelementptr ([2 x i32], [2 x i32]* @rel, i64 0, i64 1) to i64)) to i32)]
@low = global i32 ptrtoint ([3 x i8]* @s to i32)
@neg = global i64 add (i64 sub (i64 0, i64 ptrtoint ([3 x i8]* @s to i64)), i64 ptrtoint ([2 x i8]* @t to i64))
@same = global i64 sub (i64 ptrtoint ([2 x i8]* @t to i64), i64 ptrtoint ([2 x i8]* @t to i64))
`)
	s, tg, rel := Symbol{Global: p.Global("s")}, Symbol{Global: p.Global("t")}, Symbol{Global: p.Global("rel")}
	tests := []struct {
		name   string
		relocs []Reloc
	}{
		{"rel", []Reloc{
			{Offset: 0, Target: s, Minus: rel, Bytes: 4},
			{Offset: 4, Target: tg, Minus: rel, Addend: 1 - 4, Bytes: 4},
		}},
		{"low", []Reloc{{Target: s, Bytes: 4}}},
		{"neg", []Reloc{{Target: tg, Minus: s}}},
		{"same", nil},
	}
	for _, tt := range tests {
		g := p.Global(tt.name)
		if g.Unsupported != "" || fmt.Sprint(g.Relocs) != fmt.Sprint(tt.relocs) {
			t.Errorf("@%s: relocs %+v (unsupported %q), want %+v", tt.name, g.Relocs, g.Unsupported, tt.relocs)
		}
	}
}

// TestUnsupportedInitializer: a global whose initializer symx cannot
// lower does not fail the load; the instructions that take its address
// (or the address of a global pointing to it) become OpUnsupported.
func TestUnsupportedInitializer(t *testing.T) {
	p := load(t, `
@g = global i32 0
@bad = global i64 and (i64 ptrtoint (i32* @g to i64), i64 7)
@ptr = global i64* @bad
@fine = global i32 1
define i64 @usebad() {
  %v = load i64, i64* @bad
  ret i64 %v
}
define i64* @useptr() {
  %v = load i64*, i64** @ptr
  ret i64* %v
}
define i32 @other() {
  %v = load i32, i32* @fine
  ret i32 %v
}
`)
	for _, name := range []string{"bad", "ptr"} {
		if p.Global(name).Unsupported == "" {
			t.Errorf("@%s is not marked unsupported", name)
		}
	}
	if u := p.Global("bad").Unsupported; !strings.Contains(u, "and (i64 ptrtoint") {
		t.Errorf("@bad: reason %q does not name the expression", u)
	}
	for _, name := range []string{"usebad", "useptr"} {
		if u := ops(fn(t, p, name), OpUnsupported); len(u) != 1 || !strings.Contains(u[0].Text, "load") || !strings.Contains(u[0].Text, "@bad") {
			t.Errorf("%s: %+v", name, u)
		}
	}
	if len(ops(fn(t, p, "other"), OpUnsupported)) != 0 || p.Global("fine").Unsupported != "" || p.Global("g").Unsupported != "" {
		t.Errorf("unrelated code affected\n%s", dumpString(p))
	}
}

func TestCalls(t *testing.T) {
	p := load(t, `
%struct.big = type { [4 x i64] }
declare i32 @proto(...)
declare void @takes(%struct.big* byval(%struct.big) align 8)
declare void @vararg(i32, ...)
define { i64, i64 } @pair(i64 %a) {
  %r = insertvalue { i64, i64 } undef, i64 %a, 1
  ret { i64, i64 } %r
}
define i32 @f(%struct.big* %b, i32 (i32)* %fp) {
  %x = call i32 bitcast (i32 (...)* @proto to i32 (i32)*)(i32 1)
  call void @takes(%struct.big* byval(%struct.big) align 8 %b)
  %y = call i32 %fp(i32 %x)
  %pr = call { i64, i64 } @pair(i64 5)
  call void (i32, ...) @vararg(i32 1, double 2.0, { i64, i64 } %pr)
  ret i32 %y
}
`)
	f := fn(t, p, "f")
	calls := ops(f, OpCall)
	if len(calls) != 5 {
		t.Fatalf("%d calls", len(calls))
	}
	if calls[0].Call != p.Func("proto") || calls[0].Aux != 0 || calls[0].Aux2 != 1 || calls[0].Width != 32 {
		t.Errorf("call through bitcast: %+v", calls[0])
	}
	al, cp := only(t, p, f, OpAlloca), only(t, p, f, OpMemcpy)
	if al.Aux != 32 || cp.Args[0] != Operand(al.Dst) || cp.Args[1] != param(f, 0) || constAt(t, p, cp.Args[2]).Bits != 32 {
		t.Errorf("byval copy: %s / %s", p.InstString(&al), p.InstString(&cp))
	}
	if calls[1].Args[0] != Operand(al.Dst) || calls[1].Dst != -1 || calls[1].Aux2 != 0 {
		t.Errorf("byval call passes %d, want the copy %d", calls[1].Args[0], al.Dst)
	}
	if calls[2].Call != nil || calls[2].Aux != 1 || calls[2].Args[0] != param(f, 1) || calls[2].Args[1] != Operand(calls[0].Dst) {
		t.Errorf("indirect call %+v", calls[2])
	}
	if calls[3].Aux2 != 2 {
		t.Errorf("struct return slots %d", calls[3].Aux2)
	}
	if got := calls[4].Sub; len(got) != 3 || got[0] != 1 || got[1] != 1 || got[2] != 2 {
		t.Errorf("variadic call Sub %v", got)
	}
	pair := fn(t, p, "pair")
	if pair.RetN != 2 || pair.RetBits != 64 {
		t.Errorf("pair returns %d×%d", pair.RetN, pair.RetBits)
	}
	iv := only(t, p, pair, OpInsertValue)
	if iv.Lanes != 2 || iv.Aux != 1 || iv.Aux2 != 1 {
		t.Errorf("insertvalue %+v", iv)
	}
	if !p.Func("proto").Variadic || !p.Func("proto").IsDecl() {
		t.Errorf("proto should be a variadic declaration")
	}
}

func TestAtomics(t *testing.T) {
	p := load(t, `
define i32 @f(i32* %p) {
  %old = atomicrmw add i32* %p, i32 2 seq_cst
  %cx = cmpxchg i32* %p, i32 %old, i32 5 seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %cx, 1
  fence seq_cst
  %v = load atomic i32, i32* %p seq_cst, align 4
  ret i32 %v
}
`)
	f := fn(t, p, "f")
	var got []string
	for _, in := range f.Blocks[0].Insts {
		got = append(got, in.Op.String())
	}
	want := "load add store load icmp select store extractvalue load ret"
	if strings.Join(got, " ") != want {
		t.Fatalf("ops %q, want %q", strings.Join(got, " "), want)
	}
}

func TestBitcastRepack(t *testing.T) {
	p := load(t, `
define i16 @pack(<4 x i1> %m) {
  %w = bitcast <4 x i1> %m to i4
  %x = zext i4 %w to i16
  ret i16 %x
}
define <4 x i8> @unpack(i32 %x) {
  %v = bitcast i32 %x to <4 x i8>
  ret <4 x i8> %v
}
define i64 @same(double %d) {
  %b = bitcast double %d to i64
  ret i64 %b
}
`)
	pack := fn(t, p, "pack")
	regs := evalInts(t, p, pack, map[Slot]uint64{0: 1, 1: 0, 2: 1, 3: 1})
	ret := only(t, p, pack, OpRet)
	zx := only(t, p, pack, OpCopy) // the packed value lands in %w via a copy
	if got := regs[zx.Dst]; got != 0b1101 {
		t.Errorf("pack <1,0,1,1> = %#b, want 0b1101", got)
	}
	_ = ret
	unpack := fn(t, p, "unpack")
	regs = evalInts(t, p, unpack, map[Slot]uint64{0: 0x44332211})
	r := only(t, p, unpack, OpRet)
	for i := 0; i < 4; i++ {
		if got, want := regs[Slot(r.Args[0])+Slot(i)], uint64(0x11*(i+1)); got != want {
			t.Errorf("lane %d = %#x, want %#x", i, got, want)
		}
	}
	if c := only(t, p, fn(t, p, "same"), OpCopy); c.Aux2 != 1 || c.Width != 64 {
		t.Errorf("same-shape bitcast %+v", c)
	}
}

func TestAllocaAndMemory(t *testing.T) {
	p := load(t, `
%struct.S = type { i8, { i16, i32 }, <2 x float> }
define void @f(i64 %n) {
  %a = alloca %struct.S, align 8
  %v = alloca i32, i64 %n, align 4
  %s = load %struct.S, %struct.S* %a
  store %struct.S %s, %struct.S* %a
  %x = alloca x86_fp80
  ret void
}
`)
	f := fn(t, p, "f")
	al := ops(f, OpAlloca)
	if len(al) != 3 {
		t.Fatalf("allocas %d", len(al))
	}
	if al[0].Aux != 24 || al[0].Aux2 != 32 || constAt(t, p, al[0].Args[0]).Bits != 1 {
		t.Errorf("struct alloca %+v", al[0])
	}
	if al[1].Aux != 4 || al[1].Aux2 != 64 || al[1].Args[0] != param(f, 0) {
		t.Errorf("array alloca %+v", al[1])
	}
	if al[2].Aux != 16 || al[2].Lay.Size != 16 || len(al[2].Lay.Scalars) != 1 || al[2].Lay.Scalars[0] != (Scalar{0, 64, true}) {
		t.Errorf("x86_fp80 alloca (a double in 16 bytes) %+v %+v", al[2], al[2].Lay)
	}
	ld := only(t, p, f, OpLoad)
	want := []Scalar{{0, 8, false}, {4, 16, false}, {8, 32, false}, {16, 32, true}, {20, 32, true}}
	if len(ld.Lay.Scalars) != len(want) || ld.Lay.Size != 24 {
		t.Fatalf("layout %+v", ld.Lay)
	}
	for i := range want {
		if ld.Lay.Scalars[i] != want[i] {
			t.Errorf("scalar %d = %+v, want %+v", i, ld.Lay.Scalars[i], want[i])
		}
	}
	st := only(t, p, f, OpStore)
	if st.Args[0] != Operand(ld.Dst) || st.Lay != ld.Lay {
		t.Errorf("store %+v", st)
	}
}

func TestDebugLocations(t *testing.T) {
	p := load(t, `
define i32 @f(i32 %x) !dbg !5 {
  %y = add i32 %x, 1, !dbg !8
  %z = mul i32 %y, 2, !dbg !10
  ret i32 %z
}
!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "f.c", directory: "/src")
!3 = !DIFile(filename: "/abs/inc.h", directory: "/src")
!5 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, unit: !1)
!6 = distinct !DILexicalBlock(scope: !5, file: !3, line: 4, column: 1)
!8 = !DILocation(line: 7, column: 9, scope: !5)
!10 = !DILocation(line: 2, column: 4, scope: !6)
`)
	f := fn(t, p, "f")
	if p.FileOf(f.Loc) != "/src/f.c" || f.Loc.Line != 3 {
		t.Errorf("func loc %+v in %q", f.Loc, p.FileOf(f.Loc))
	}
	add, mul, ret := f.Blocks[0].Insts[0], f.Blocks[0].Insts[1], f.Blocks[0].Insts[2]
	if add.Loc.Line != 7 || add.Loc.Col != 9 || p.FileOf(add.Loc) != "/src/f.c" {
		t.Errorf("add loc %+v", add.Loc)
	}
	if mul.Loc.Line != 2 || p.FileOf(mul.Loc) != "/abs/inc.h" {
		t.Errorf("mul loc %+v in %q", mul.Loc, p.FileOf(mul.Loc))
	}
	if ret.Loc != (Loc{}) {
		t.Errorf("ret without !dbg has loc %+v", ret.Loc)
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"syntax.ll", "define i32 @f() {\n  %1 = add i32 1 2\n  ret i32 %1\n}\n", `syntax.ll:2:18: syntax error at "2"`},
		{"eof.ll", "define i32 @f() {\n  ret i32 0\n", "eof.ll:3:1: syntax error at end of input"},
		// IR of LLVM 15 and later: the error says what to do.
		{"new.ll", "define void @f(ptr %p) {\n  store i32 0, ptr %p\n  ret void\n}\n", `new.ll:1:16: syntax error at "ptr" (symx reads LLVM 14 IR with typed pointers`},
		{"new2.ll", "define i32 @f() {\n  %p = alloca i32\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n", "-no-opaque-pointers"},
		{"undef.ll", "define i32 @f() {\n  ret i32 %x\n}\n", "undef.ll"},
		{"opaque.ll", "%T = type opaque\ndefine void @f(%T* %p) {\n  %v = load %T, %T* %p\n  ret void\n}\n", "function f: %v = load %T"},
		// Parsed, but not what the function's type says: the sanity check
		// on load names the function and instruction.
		{"ret33.ll", "define i32 @main() {\nentry:\n  ret i33 0\n}\n", "ret33.ll: invalid LLVM IR: function main, block 0 (%entry), instruction 0 (ret): returns i33 from a function returning i32"},
		{"retvoid.ll", "define i32 @f() {\n  ret void\n}\n", "function f, block 0 (%0), instruction 0 (ret): returns nothing from a function returning i32"},
		{"retval.ll", "define void @f() {\n  ret i8 1\n}\n", "returns i8 from a void function"},
	}
	for _, tt := range tests {
		_, err := LoadLL(tt.name, []byte(tt.src))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want it to mention %q", tt.name, err, tt.want)
		}
	}
	if _, err := Load("prog.txt", LoadOptions{}); err == nil || !strings.Contains(err.Error(), "prog.txt") {
		t.Errorf("unknown extension: %v", err)
	}
	if _, err := Load("/nonexistent/x.ll", LoadOptions{}); err == nil {
		t.Errorf("missing file: no error")
	}
}

// TestWideInitializers: values symx cannot compute with still get exact
// memory images, so a program with such globals loads; x86_fp80 is
// computed as double, so its image is the double in its first 8 bytes.
func TestWideInitializers(t *testing.T) {
	p := load(t, `
@ld = global x86_fp80 0xK3FFF8000000000000000
@ldn = global x86_fp80 0xKBFFFC000000000000000
@ldz = global x86_fp80 0xK00000000000000000000
@i = global i128 -2
@h = global half 0xH3C00
@s = global { i8, x86_fp80 } { i8 1, x86_fp80 0xK4000C000000000000000 }
define x86_fp80 @get() {
  %v = load x86_fp80, x86_fp80* @ld
  ret x86_fp80 %v
}
define half @geth() {
  %v = load half, half* @h
  ret half %v
}
`)
	tests := []struct {
		name string
		init string
	}{
		{"ld", "000000000000f03f0000000000000000"},
		{"ldn", "000000000000f8bf0000000000000000"},
		{"ldz", "00000000000000000000000000000000"},
		{"i", "feffffffffffffffffffffffffffffff"},
		{"h", "003c"},
		{"s", "01000000000000000000000000000000" + "00000000000008400000000000000000"},
	}
	for _, tt := range tests {
		g := p.Global(tt.name)
		if got := fmt.Sprintf("%x", g.Init); got != tt.init {
			t.Errorf("@%s = %s, want %s", tt.name, got, tt.init)
		}
	}
	if ld := only(t, p, fn(t, p, "get"), OpLoad); ld.Lay.Scalars[0] != (Scalar{0, 64, true}) {
		t.Errorf("x86_fp80 load %+v, want a double's", ld.Lay)
	}
	if len(ops(fn(t, p, "geth"), OpUnsupported)) == 0 {
		t.Errorf("half load should be unsupported")
	}
}

func TestSaturatingIntrinsics(t *testing.T) {
	p := load(t, `
define i8 @uadd(i8 %a, i8 %b) {
  %r = call i8 @llvm.uadd.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @usub(i8 %a, i8 %b) {
  %r = call i8 @llvm.usub.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @sadd(i8 %a, i8 %b) {
  %r = call i8 @llvm.sadd.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @ssub(i8 %a, i8 %b) {
  %r = call i8 @llvm.ssub.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
`)
	sat := map[string]func(a, b int) int{
		"uadd": func(a, b int) int { return min(a+b, 255) },
		"usub": func(a, b int) int { return max(a-b, 0) },
		"sadd": func(a, b int) int { return min(max(int(int8(a))+int(int8(b)), -128), 127) & 0xff },
		"ssub": func(a, b int) int { return min(max(int(int8(a))-int(int8(b)), -128), 127) & 0xff },
	}
	for name, ref := range sat {
		f := fn(t, p, name)
		for _, a := range []int{0, 1, 100, 127, 128, 200, 255} {
			for _, b := range []int{0, 1, 100, 127, 128, 200, 255} {
				regs := evalInts(t, p, f, map[Slot]uint64{0: uint64(a), 1: uint64(b)})
				ret := only(t, p, f, OpRet)
				if got, want := regs[Slot(ret.Args[0])], uint64(ref(a, b)); got != want {
					t.Errorf("%s(%d, %d) = %d, want %d", name, a, b, got, want)
				}
			}
		}
	}
}

func TestLibmIntrinsics(t *testing.T) {
	p := load(t, `
declare double @floor(double)
define double @f(double %x, float %y) {
  %a = call double @llvm.floor.f64(double %x)
  %b = call float @llvm.sqrt.f32(float %y)
  %c = call double @llvm.floor.f64(double %a)
  %d = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK3FFF8000000000000000)
  ret double %c
}
declare double @llvm.floor.f64(double)
declare float @llvm.sqrt.f32(float)
declare x86_fp80 @llvm.floor.f80(x86_fp80)
`)
	f := fn(t, p, "f")
	calls := ops(f, OpCall)
	if len(calls) != 4 || calls[3].Call != p.Func("floor") {
		t.Fatalf("%d calls (the x86_fp80 one of floor, computed as double)\n%s", len(calls), dumpString(p))
	}
	if calls[0].Call != p.Func("floor") || calls[2].Call != p.Func("floor") || calls[2].Args[0] != Operand(calls[0].Dst) {
		t.Errorf("floor calls %+v %+v", calls[0], calls[2])
	}
	sqrtf := p.Func("sqrtf")
	if sqrtf == nil || !sqrtf.IsDecl() || calls[1].Call != sqrtf || sqrtf.RetBits != 32 || len(sqrtf.Params) != 1 {
		t.Errorf("sqrtf: %+v", sqrtf)
	}
	if len(ops(f, OpUnsupported)) != 0 {
		t.Errorf("floor on x86_fp80 should be floor's call")
	}
}

// TestZeroGlobalHasNoImage: a 1 GiB zero global lowers without a 1 GiB
// image (issue 52: --max-memory counted it and killed states).
func TestZeroGlobalHasNoImage(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	p := load(t, "@big = internal global [1073741824 x i8] zeroinitializer\ndefine i32 @main() {\n  ret i32 0\n}\n")
	runtime.ReadMemStats(&after)
	if g := p.Global("big"); g == nil || g.Size != 1<<30 || g.Init != nil {
		t.Fatalf("big: %+v", g)
	}
	if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 64 {
		t.Fatalf("lowering allocated %d MB", mb)
	}
}

package ir

import (
	"os"
	"strings"
	"testing"
)

const checkSrc = `
@g = global i8* null
define i32 @f(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %v = phi i32 [ 1, %entry ], [ 2, %a ]
  ret i32 %v
}
`

// TestCheckCatches breaks a valid program in one way at a time and
// expects Check to say so.
func TestCheckCatches(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(p *Program)
		want   string
	}{
		{"operand slot", func(p *Program) { p.Funcs[0].Blocks[0].Insts[0].Args[0] = 99 }, "outside"},
		{"const index", func(p *Program) { p.Funcs[0].Blocks[0].Insts[0].Args[1] = ConstOperand(1000) }, "outside pool"},
		{"result slot", func(p *Program) { p.Funcs[0].Blocks[0].Insts[0].Dst = 50 }, "result slots"},
		{"successor", func(p *Program) { p.Funcs[0].Blocks[1].Insts[0].Succ[0] = 7 }, "successor 7"},
		{"terminator not last", func(p *Program) {
			b := p.Funcs[0].Blocks[1]
			b.Insts = append(b.Insts, b.Insts[0])
		}, "terminator"},
		{"missing terminator", func(p *Program) {
			b := p.Funcs[0].Blocks[0]
			b.Insts = b.Insts[:1]
		}, "terminator"},
		{"phi pred", func(p *Program) { p.Funcs[0].Blocks[2].Phis[0].Incoming[1].Pred = 2 }, "not a predecessor"},
		{"phi missing pred", func(p *Program) {
			ph := &p.Funcs[0].Blocks[2].Phis[0]
			ph.Incoming = ph.Incoming[:1]
		}, "no value for predecessor 1"},
		{"branch id", func(p *Program) { p.Funcs[0].Blocks[0].Insts[1].BranchID = 5 }, "branch ID"},
		{"num insts", func(p *Program) { p.NumInsts++ }, "NumInsts"},
		{"layout", func(p *Program) {
			p.Funcs[0].Blocks[0].Insts[0].Op = OpLoad
			p.Funcs[0].Blocks[0].Insts[0].Lay = &Layout{Size: 2, Scalars: []Scalar{{Offset: 0, Bits: 32}}}
		}, "past size"},
		{"init size", func(p *Program) { p.Globals[0].Init = []byte{1} }, "init bytes"},
		{"reloc", func(p *Program) { p.Globals[0].Relocs = []Reloc{{Offset: 4, Target: Symbol{Global: p.Globals[0]}}} }, "past size"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := load(t, checkSrc)
			tt.mutate(p)
			err := p.Check()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Check() = %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}

// TestCheckHandBuilt checks a program built by hand, as interpreter tests
// do, and that Index is required.
func TestCheckHandBuilt(t *testing.T) {
	f := &Func{Name: "main", NumSlots: 1, RetN: 1, RetBits: 32, Blocks: []*Block{{Insts: []Inst{
		{Op: OpAdd, Width: 32, Lanes: 1, Dst: 0, Args: []Operand{ConstOperand(0), ConstOperand(0)}, BranchID: -1},
		{Op: OpRet, Lanes: 1, Dst: -1, Args: []Operand{0}, Aux2: 1, BranchID: -1},
	}}}}
	p := &Program{Funcs: []*Func{f}, Consts: []Const{{Bits: 1, Width: 32}}, PtrBytes: 8, NumInsts: 2}
	if err := p.Check(); err == nil || !strings.Contains(err.Error(), "Index") {
		t.Errorf("unindexed program: %v", err)
	}
	p.Index()
	if err := p.Check(); err != nil {
		t.Errorf("hand-built program: %v", err)
	}
}

// BenchmarkCheck compares Check, which every load runs, with the load
// itself, on the largest IR in the tree (the modeled C library).
func BenchmarkCheck(b *testing.B) {
	src, err := os.ReadFile("../runtime/libc/libc.ll")
	if err != nil {
		b.Skip(err)
	}
	p, err := LoadLL("libc.ll", src)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("load", func(b *testing.B) {
		for b.Loop() {
			if _, err := LoadLL("libc.ll", src); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("check", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := p.Check(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

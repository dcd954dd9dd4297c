package ir

import (
	"slices"
	"testing"
)

// TestLiveness checks the live slots at each point of a small function
// worked out by hand: a loop whose counter is a phi, a two-slot call
// result read through one of its slots after the loop, and an alloca
// read only at the end.
//
//	block 0: s1 = alloca; s2 = add s0, 1; s3,s4 = call g(); br 1
//	block 1: s5 = phi [s2 from 0, s6 from 1]; s6 = add s5, 1; condbr s6, 1, 2
//	block 2: s7 = add s4, s1; ret s7
func TestLiveness(t *testing.T) {
	one := ConstOperand(0)
	add := func(dst Slot, a, b Operand) Inst {
		return Inst{Op: OpAdd, Width: 32, Lanes: 1, Dst: dst, Args: []Operand{a, b}, BranchID: -1}
	}
	g := &Func{Name: "g", RetN: 2}
	f := &Func{Name: "f", NumSlots: 8, Params: []Param{{Slot: 0, N: 1, Bits: 32}}}
	f.Blocks = []*Block{
		{Index: 0, Insts: []Inst{
			{Op: OpAlloca, Dst: 1, Args: []Operand{one}, BranchID: -1},
			add(2, 0, one),
			{Op: OpCall, Dst: 3, Aux2: 2, Call: g, BranchID: -1},
			{Op: OpBr, Dst: -1, Succ: []int{1}, BranchID: -1},
		}},
		{Index: 1, Phis: []Phi{{Dst: 5, N: 1, Incoming: []PhiIn{{Pred: 0, Val: 2}, {Pred: 1, Val: 6}}}}, Insts: []Inst{
			add(6, 5, one),
			{Op: OpCondBr, Dst: -1, Args: []Operand{6}, Succ: []int{1, 2}, BranchID: 0},
		}},
		{Index: 2, Insts: []Inst{
			add(7, 4, 1),
			{Op: OpRet, Dst: -1, Args: []Operand{7}, Aux2: 1, BranchID: -1},
		}},
	}
	lv := NewLiveness(f)
	for _, c := range []struct {
		block, pc int
		want      []int
	}{
		{0, 0, []int{0, 1}},          // p0 read next; the alloca's result, made at entry
		{0, 1, []int{0, 1, 2}},       // the add's operand and result
		{0, 2, []int{1, 2, 3, 4}},    // s2 for the phi; the call's two slots
		{0, 3, []int{1, 2, 3, 4}},    // s4 is read in block 2: its whole value lives
		{1, 0, []int{1, 3, 4, 5, 6}}, // the phi's result
		{1, 1, []int{1, 3, 4, 6}},    // s6 read by condbr and, round the loop, by the phi
		{2, 0, []int{1, 3, 4, 7}},
		{2, 1, []int{7}},
	} {
		set := lv.At(c.block, c.pc, nil)
		var got []int
		for s := 0; s < f.NumSlots; s++ {
			if Live(set, s) {
				got = append(got, s)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("block %d pc %d: live %v, want %v", c.block, c.pc, got, c.want)
		}
	}
}

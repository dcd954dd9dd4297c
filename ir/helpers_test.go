package ir

import (
	"strings"
	"testing"
)

// load lowers an IR snippet and checks the result's invariants.
func load(t *testing.T, src string) *Program {
	t.Helper()
	p, err := LoadLL("snippet.ll", []byte(src))
	if err != nil {
		t.Fatalf("LoadLL: %v", err)
	}
	if err := p.Check(); err != nil {
		t.Fatalf("Check: %v\n%s", err, dumpString(p))
	}
	return p
}

func dumpString(p *Program) string {
	var sb strings.Builder
	p.Dump(&sb)
	return sb.String()
}

// fn returns the named function or fails.
func fn(t *testing.T, p *Program, name string) *Func {
	t.Helper()
	f := p.Func(name)
	if f == nil {
		t.Fatalf("no function %s", name)
	}
	return f
}

// ops returns the instructions of f with the given op, in order.
func ops(f *Func, op Op) []Inst {
	var out []Inst
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Op == op {
				out = append(out, in)
			}
		}
	}
	return out
}

// only returns the single instruction of f with op.
func only(t *testing.T, p *Program, f *Func, op Op) Inst {
	t.Helper()
	got := ops(f, op)
	if len(got) != 1 {
		t.Fatalf("want one %s in %s, got %d\n%s", op, f.Name, len(got), dumpString(p))
	}
	return got[0]
}

// constAt returns the constant an operand names.
func constAt(t *testing.T, p *Program, o Operand) Const {
	t.Helper()
	if !o.IsConst() {
		t.Fatalf("operand %d is not a constant", o)
	}
	return p.Consts[o.ConstIndex()]
}

// param returns the operand of parameter i of f.
func param(f *Func, i int) Operand { return Operand(f.Params[i].Slot) }

func eqInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// evalInts runs a straight-line block of the scalar integer ops that the
// lowering's expansions use (re-packing, saturating arithmetic), to check
// what the emitted sequences compute. Slots start from init.
func evalInts(t *testing.T, p *Program, f *Func, init map[Slot]uint64) map[Slot]uint64 {
	t.Helper()
	regs := make(map[Slot]uint64)
	for k, v := range init {
		regs[k] = v
	}
	val := func(o Operand) uint64 {
		if o.IsConst() {
			return p.Consts[o.ConstIndex()].Bits
		}
		return regs[Slot(o)]
	}
	for _, in := range f.Blocks[0].Insts {
		w := in.Width
		var r uint64
		switch in.Op {
		case OpZExt, OpCopy:
			r = val(in.Args[0])
		case OpTrunc:
			r = mask(val(in.Args[0]), w)
		case OpShl:
			r = val(in.Args[0]) << val(in.Args[1])
		case OpLShr:
			r = val(in.Args[0]) >> val(in.Args[1])
		case OpOr:
			r = val(in.Args[0]) | val(in.Args[1])
		case OpAnd:
			r = val(in.Args[0]) & val(in.Args[1])
		case OpXor:
			r = val(in.Args[0]) ^ val(in.Args[1])
		case OpAdd:
			r = val(in.Args[0]) + val(in.Args[1])
		case OpSub:
			r = val(in.Args[0]) - val(in.Args[1])
		case OpUMin:
			r = min(mask(val(in.Args[0]), w), mask(val(in.Args[1]), w))
		case OpUMax:
			r = max(mask(val(in.Args[0]), w), mask(val(in.Args[1]), w))
		case OpSelect:
			r = val(in.Args[2])
			if val(in.Args[0])&1 != 0 {
				r = val(in.Args[1])
			}
		case OpICmp:
			a, b := sext(val(in.Args[0]), uint16(in.Aux)), sext(val(in.Args[1]), uint16(in.Aux))
			if in.Pred != IntSLT {
				t.Fatalf("evalInts: icmp %s", in.Pred)
			}
			if a < b {
				r = 1
			}
		case OpSAddO, OpSSubO:
			a, b := sext(val(in.Args[0]), w), sext(val(in.Args[1]), w)
			full := a + b
			if in.Op == OpSSubO {
				full = a - b
			}
			regs[in.Dst] = mask(uint64(full), w)
			regs[in.Dst+1] = 0
			if full != sext(mask(uint64(full), w), w) {
				regs[in.Dst+1] = 1
			}
			continue
		case OpRet, OpBr:
			return regs
		default:
			t.Fatalf("evalInts: unexpected %s", in.Op)
		}
		regs[in.Dst] = mask(r, w)
	}
	return regs
}

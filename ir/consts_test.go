package ir

import (
	"math"
	"testing"

	"github.com/symx/symx/expr"
)

// TestConstantFolding lowers `ret <type> <constant>` for each case and
// compares the constants the return operand names.
func TestConstantFolding(t *testing.T) {
	tests := []struct {
		name, typ, val string
		want           []Const // Global/Func are compared by presence via sym
		sym            string  // name of the global every address refers to
	}{
		{"negative i8", "i8", "-1", []Const{{Bits: 0xff, Width: 8}}, ""},
		{"i1 true", "i1", "true", []Const{{Bits: 1, Width: 1}}, ""},
		{"i64 min", "i64", "-9223372036854775808", []Const{{Bits: 1 << 63, Width: 64}}, ""},
		{"double", "double", "-0.0", []Const{{Bits: 1 << 63, Width: 64}}, ""},
		{"double hex", "double", "0x7FF0000000000000", []Const{{Bits: math.Float64bits(math.Inf(1)), Width: 64}}, ""},
		{"double nan", "double", "0x7FF8000000000000", []Const{{Bits: 0x7FF8000000000000, Width: 64}}, ""},
		{"float", "float", "1.5", []Const{{Bits: uint64(math.Float32bits(1.5)), Width: 32}}, ""},
		{"float inexact", "float", "0x3FB99999A0000000", []Const{{Bits: uint64(math.Float32bits(0.1)), Width: 32}}, ""},
		{"null", "i8*", "null", []Const{{Width: 64}}, ""},
		{"undef struct", "{ i8, double }", "undef", []Const{{Width: 8}, {Width: 64}}, ""},
		{"poison", "i32", "poison", []Const{{Width: 32}}, ""},
		{"vector", "<2 x i16>", "<i16 1, i16 -2>", []Const{{Bits: 1, Width: 16}, {Bits: 0xfffe, Width: 16}}, ""},
		{"string", "[3 x i8]", `c"a\00b"`, []Const{{Bits: 'a', Width: 8}, {Width: 8}, {Bits: 'b', Width: 8}}, ""},
		{"nested", "{ i32, [2 x i8] }", "{ i32 7, [2 x i8] [i8 1, i8 2] }", []Const{{Bits: 7, Width: 32}, {Bits: 1, Width: 8}, {Bits: 2, Width: 8}}, ""},
		{"global", "i32*", "@g", []Const{{Width: 64}}, "g"},
		{"gep", "i8*", "getelementptr (i8, i8* bitcast ([8 x i32]* @g to i8*), i64 -4)", []Const{{Bits: uint64(1<<64 - 4), Width: 64}}, "g"},
		{"gep struct", "i32*", "getelementptr ({ i8, i32 }, { i8, i32 }* bitcast ([8 x i32]* @g to { i8, i32 }*), i64 2, i32 1)", []Const{{Bits: 20, Width: 64}}, "g"},
		{"ptrtoint add", "i64", "add (i64 ptrtoint ([8 x i32]* @g to i64), i64 16)", []Const{{Bits: 16, Width: 64}}, "g"},
		{"inttoptr", "i8*", "inttoptr (i64 4096 to i8*)", []Const{{Bits: 4096, Width: 64}}, ""},
		{"arith", "i32", "mul (i32 sub (i32 3, i32 10), i32 4)", []Const{{Bits: uint64(uint32(0xffffffe4)), Width: 32}}, ""},
		{"shifts", "i8", "ashr (i8 -128, i8 3)", []Const{{Bits: 0xf0, Width: 8}}, ""},
		{"sdiv", "i32", "sdiv (i32 -7, i32 2)", []Const{{Bits: uint64(uint32(0xfffffffd)), Width: 32}}, ""},
		{"sext", "i64", "sext (i8 -2 to i64)", []Const{{Bits: 1<<64 - 2, Width: 64}}, ""},
		{"trunc", "i8", "trunc (i32 258 to i8)", []Const{{Bits: 2, Width: 8}}, ""},
		{"icmp", "i1", "icmp slt (i32 -1, i32 0)", []Const{{Bits: 1, Width: 1}}, ""},
		{"select", "i32", "select (i1 false, i32 1, i32 2)", []Const{{Bits: 2, Width: 32}}, ""},
		{"bitcast repack", "<2 x i16>", "bitcast (i32 305419896 to <2 x i16>)", []Const{{Bits: 0x5678, Width: 16}, {Bits: 0x1234, Width: 16}}, ""},
		{"bitcast float", "i32", "bitcast (float 1.0 to i32)", []Const{{Bits: 0x3f800000, Width: 32}}, ""},
		{"extractvalue", "i8", "extractvalue ({ i32, i8 } { i32 1, i8 9 }, 1)", []Const{{Bits: 9, Width: 8}}, ""},
		{"zero struct", "{ i8*, i16 }", "zeroinitializer", []Const{{Width: 64}, {Width: 16}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := load(t, "@g = global [8 x i32] zeroinitializer\ndefine "+tt.typ+" @f() {\n  ret "+tt.typ+" "+tt.val+"\n}\n")
			ret := only(t, p, fn(t, p, "f"), OpRet)
			if int(ret.Aux2) != len(tt.want) {
				t.Fatalf("%d slots, want %d", ret.Aux2, len(tt.want))
			}
			k := ret.Args[0].ConstIndex()
			for i, w := range tt.want {
				got := p.Consts[k+i]
				if got.Bits != w.Bits || got.Width != w.Width {
					t.Errorf("slot %d: {%#x, %d}, want {%#x, %d}", i, got.Bits, got.Width, w.Bits, w.Width)
				}
				if tt.sym != "" && got.Global != p.Global(tt.sym) || tt.sym == "" && got.isSym() {
					t.Errorf("slot %d: symbol %+v, want @%s", i, got, tt.sym)
				}
			}
		})
	}
}

func TestFoldBinaryAddresses(t *testing.T) {
	g := &Global{Name: "g"}
	h := &Global{Name: "h"}
	tests := []struct {
		op      Op
		x, y    Const
		want    Const
		foldErr bool
	}{
		{OpAdd, Const{Bits: 8, Width: 64, Global: g}, Const{Bits: 4, Width: 64}, Const{Bits: 12, Width: 64, Global: g}, false},
		{OpAdd, Const{Bits: 4, Width: 64}, Const{Bits: 8, Width: 64, Global: g}, Const{Bits: 12, Width: 64, Global: g}, false},
		{OpSub, Const{Bits: 8, Width: 64, Global: g}, Const{Bits: 2, Width: 64, Global: g}, Const{Bits: 6, Width: 64}, false},
		{OpSub, Const{Bits: 8, Width: 64, Global: g}, Const{Bits: 2, Width: 64, Global: h}, Const{}, true},
		{OpMul, Const{Bits: 8, Width: 64, Global: g}, Const{Bits: 2, Width: 64}, Const{}, true},
		{OpUDiv, Const{Bits: 8, Width: 32}, Const{Bits: 0, Width: 32}, Const{}, true},
		{OpSDiv, Const{Bits: 0x80, Width: 8}, Const{Bits: 0xff, Width: 8}, Const{}, true},
		{OpShl, Const{Bits: 1, Width: 8}, Const{Bits: 8, Width: 8}, Const{}, true},
		{OpSRem, Const{Bits: 0xf9, Width: 8}, Const{Bits: 2, Width: 8}, Const{Bits: 0xff, Width: 8}, false},
	}
	for _, tt := range tests {
		got, err := foldBinary(tt.op, tt.x, tt.y, tt.x.Width)
		if (err != nil) != tt.foldErr || (err == nil && got != tt.want) {
			t.Errorf("%s %+v %+v = %+v, %v; want %+v (error %v)", tt.op, tt.x, tt.y, got, err, tt.want, tt.foldErr)
		}
		if err != nil && !isNotFoldable(err) {
			t.Errorf("%s: error %v is not a notFoldableError", tt.op, err)
		}
	}
}

// edgeValues are the w-bit values where integer semantics differ: zero,
// one, the signed extremes, all ones, and shift amounts around w.
func edgeValues(w uint16) []uint64 {
	vs := []uint64{0, 1, 2, 3, uint64(w) - 1, uint64(w), uint64(w) + 1, 63, 64, 1 << (w - 1), 1<<(w-1) - 1, mask(^uint64(0), w), 0x5a5a5a5a5a5a5a5a}
	for i := range vs {
		vs[i] = mask(vs[i], w)
	}
	return vs
}

// TestFoldBinaryIsExprs: a folded integer constant is expr.ApplyBinary's
// value, the one the executor computes for the instruction; the folds a
// run must meet as instructions (division by zero, which it reports; the
// signed minimum by -1; a shift by the width or more, which KLEE's
// overshift check reports) are deferred, for every width and
// signed/unsigned op.
func TestFoldBinaryIsExprs(t *testing.T) {
	ops := []Op{OpAdd, OpSub, OpMul, OpUDiv, OpSDiv, OpURem, OpSRem, OpShl, OpLShr, OpAShr, OpAnd, OpOr, OpXor}
	for _, w := range []uint16{1, 8, 16, 32, 64} {
		for _, op := range ops {
			k, ok := IntKind(op)
			if !ok {
				t.Fatalf("IntKind(%s): none", op)
			}
			for _, a := range edgeValues(w) {
				for _, b := range edgeValues(w) {
					minByMinusOne := (op == OpSDiv || op == OpSRem) && a == 1<<(w-1) && b == mask(^uint64(0), w)
					deferred := (op == OpUDiv || op == OpSDiv || op == OpURem || op == OpSRem) && (b == 0 || minByMinusOne) ||
						(op == OpShl || op == OpLShr || op == OpAShr) && b >= uint64(w)
					got, err := foldBinary(op, Const{Bits: a, Width: w}, Const{Bits: b, Width: w}, w)
					switch {
					case deferred && !isNotFoldable(err):
						t.Errorf("%s w%d (%#x, %#x) = %+v, %v; want it left to the instruction", op, w, a, b, got, err)
					case !deferred && err != nil:
						t.Errorf("%s w%d (%#x, %#x): %v", op, w, a, b, err)
					case !deferred && got != (Const{Bits: expr.ApplyBinary(k, expr.Width(w), a, b), Width: w}):
						t.Errorf("%s w%d (%#x, %#x) = %+v; expr says %#x", op, w, a, b, got, expr.ApplyBinary(k, expr.Width(w), a, b))
					}
				}
			}
		}
	}
}

// TestIntCompareAndCast checks the icmp predicates and the casts, which
// compute through expr, against Go's own comparisons and conversions.
func TestIntCompareAndCast(t *testing.T) {
	widths := []uint16{1, 8, 16, 32, 64}
	for _, w := range widths {
		for _, a := range edgeValues(w) {
			for _, b := range edgeValues(w) {
				sa, sb := sext(a, w), sext(b, w)
				want := map[Pred]bool{
					IntEQ: a == b, IntNE: a != b, IntUGT: a > b, IntUGE: a >= b, IntULT: a < b, IntULE: a <= b,
					IntSGT: sa > sb, IntSGE: sa >= sb, IntSLT: sa < sb, IntSLE: sa <= sb,
				}
				for p, r := range want {
					if got := IntCompare(p, w, a, b); got != b2u(r) {
						t.Errorf("icmp %s w%d (%#x, %#x) = %d, want %v", p, w, a, b, got, r)
					}
				}
			}
			for _, to := range widths {
				cases := map[Op]uint64{OpZExt: a, OpSExt: mask(uint64(sext(a, w)), to)}
				if to < w {
					cases = map[Op]uint64{OpTrunc: mask(a, to)}
				}
				for op, want := range cases {
					if got := IntCast(op, w, to, a); got != want {
						t.Errorf("%s w%d->%d (%#x) = %#x, want %#x", op, w, to, a, got, want)
					}
				}
			}
		}
	}
}

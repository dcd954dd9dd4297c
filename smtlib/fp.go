package smtlib

import (
	"fmt"
	"strings"

	"github.com/symx/symx/expr"
)

// Floating point. expr keeps floats as bit-vectors, so each FP node
// prints as a bit-vector term: its operands are bound by let (fp!a, fp!b,
// fp!c), converted with (_ to_fp e s), computed in QF_FP in the node's
// rounding mode (RNE, RTN, RTP, RTZ, RNA) and converted back with z3's
// fp.to_ieee_bv. What SMT-LIB leaves open is
// spelt out in bit-vector terms, so the script means exactly what
// expr/fp.go says: NaN results (the first NaN operand quieted, else the
// default NaN; SMT-LIB has a single NaN), out-of-range float-to-integer
// conversions (x86's integer indefinite), fmin/fmax on ties, and fmod
// (SMT-LIB's fp.rem is the IEEE remainder; fmod is derived from it).

type fpSorts struct {
	eb, sb       int
	q, dflt      string // quiet bit, default NaN, as bit-vector literals
	two31, two63 string
}

func fpSortOf(w expr.Width) fpSorts {
	if w == 32 {
		return fpSorts{8, 24, "#x00400000", "#xffc00000", "#x4f000000", "#x5f000000"}
	}
	return fpSorts{11, 53, "#x0008000000000000", "#xfff8000000000000", "#x41e0000000000000", "#x43e0000000000000"}
}

func (f fpSorts) to(bv string) string { return fmt.Sprintf("((_ to_fp %d %d) %s)", f.eb, f.sb, bv) }

// fpNode prints the FP node n; it reports false for other kinds.
func (e *Encoder) fpNode(n *expr.Node) bool {
	k := n.Kind()
	if !k.IsFP() {
		return false
	}
	w := e.w
	kw := n.Kid(0).Width()
	f := fpSortOf(kw)
	names := []string{"fp!a", "fp!b", "fp!c"}
	w.WriteString("(let (")
	for i := 0; i < n.NumKids(); i++ {
		fmt.Fprintf(w, "(%s ", names[i])
		e.bv(n.Kid(i))
		w.WriteByte(')')
	}
	w.WriteString(") ")
	A, B, C := f.to("fp!a"), f.to("fp!b"), f.to("fp!c")
	isNaN := func(x string) string { return "(fp.isNaN " + x + ")" }
	// nanSel is the NaN result: the first NaN operand of ops, quieted.
	nanSel := func(ops ...string) string {
		s := f.dflt
		for i := len(ops) - 1; i >= 0; i-- {
			s = fmt.Sprintf("(ite %s (bvor %s %s) %s)", isNaN(f.to(ops[i])), ops[i], f.q, s)
		}
		return s
	}
	result := func(r string, ops ...string) string {
		return fmt.Sprintf("(let ((fp!r %s)) (ite (fp.isNaN fp!r) %s (fp.to_ieee_bv fp!r)))", r, nanSel(ops...))
	}
	rm := strings.ToUpper(n.Rounding().String())
	var body string
	switch k {
	case expr.KindFAdd, expr.KindFSub, expr.KindFMul, expr.KindFDiv:
		op := map[expr.Kind]string{expr.KindFAdd: "fp.add", expr.KindFSub: "fp.sub", expr.KindFMul: "fp.mul", expr.KindFDiv: "fp.div"}[k]
		body = result(fmt.Sprintf("(%s %s %s %s)", op, rm, A, B), "fp!a", "fp!b")
	case expr.KindFRem:
		body = result(fmt.Sprintf("(let ((fp!m (fp.rem %s %s))) (ite (or (fp.isZero fp!m) (= (fp.isNegative fp!m) (fp.isNegative %s))) fp!m (fp.add RNE fp!m (ite (fp.isNegative %s) (fp.neg (fp.abs %s)) (fp.abs %s)))))", A, B, A, A, B, B), "fp!a", "fp!b")
	case expr.KindFSqrt:
		body = result(fmt.Sprintf("(fp.sqrt %s %s)", rm, A), "fp!a")
	case expr.KindFMA:
		body = result(fmt.Sprintf("(fp.fma %s %s %s %s)", rm, A, B, C), "fp!b", "fp!a", "fp!c")
	case expr.KindFMin, expr.KindFMax:
		cmp := "fp.leq"
		if k == expr.KindFMax {
			cmp = "fp.geq"
		}
		body = fmt.Sprintf("(ite %s fp!b (ite %s fp!a (ite (%s %s %s) fp!a fp!b)))", isNaN(A), isNaN(B), cmp, A, B)
	case expr.KindFOEq:
		body = fmt.Sprintf("(fp.eq %s %s)", A, B)
	case expr.KindFOLt:
		body = fmt.Sprintf("(fp.lt %s %s)", A, B)
	case expr.KindFOLe:
		body = fmt.Sprintf("(fp.leq %s %s)", A, B)
	case expr.KindFUno:
		body = fmt.Sprintf("(or %s %s)", isNaN(A), isNaN(B))
	case expr.KindFPExt:
		body = fmt.Sprintf("(ite %s (bvor (concat ((_ extract 31 31) fp!a) #b11111111111 ((_ extract 22 0) fp!a) (_ bv0 29)) #x0008000000000000) (fp.to_ieee_bv ((_ to_fp 11 53) RNE %s)))", isNaN(A), A)
	case expr.KindFPTrunc:
		body = fmt.Sprintf("(ite %s (bvor (concat ((_ extract 63 63) fp!a) #xff ((_ extract 51 29) fp!a)) #x00400000) (fp.to_ieee_bv ((_ to_fp 8 24) %s %s)))", isNaN(A), rm, A)
	case expr.KindSIToFP, expr.KindUIToFP:
		to := fpSortOf(n.Width())
		conv := "to_fp"
		if k == expr.KindUIToFP {
			conv = "to_fp_unsigned"
		}
		body = fmt.Sprintf("(fp.to_ieee_bv ((_ %s %d %d) %s fp!a))", conv, to.eb, to.sb, rm)
		if k == expr.KindUIToFP && kw == 64 && n.Width() == 64 && n.Rounding() == expr.RTN {
			// clang's u64→double gives -0 for 0 here (expr/fpround.go).
			body = fmt.Sprintf("(ite (= fp!a (_ bv0 64)) #x8000000000000000 %s)", body)
		}
	case expr.KindFPToSI, expr.KindFPToUI:
		body = f.toInt(k == expr.KindFPToUI, int(n.Width()), A)
	default:
		panic("smtlib: FP kind " + k.String())
	}
	back := n.Width() == expr.Bool && k != expr.KindFOEq && k != expr.KindFOLt && k != expr.KindFOLe && k != expr.KindFUno
	if back {
		body = "(= " + body + " #b1)"
	}
	w.WriteString(body)
	w.WriteByte(')')
	return true
}

// cvtt is x86's truncating conversion of the float term x to an n-bit
// signed integer, the integer indefinite 1<<(n-1) out of range. With
// L = 2^(n-1): trunc(x) < L iff x < L, and trunc(x) ≥ -L iff x > -L-1,
// which is x ≥ -L when -L-1 is not a float (no float lies between).
func (f fpSorts) cvtt(n int, x string) string {
	lim := f.two31
	if n == 64 {
		lim = f.two63
	}
	lo := fmt.Sprintf("(fp.geq %s (fp.neg %s))", x, f.to(lim))
	if n < f.sb { // -L-1 is a float: the double -2147483649
		lo = fmt.Sprintf("(fp.gt %s %s)", x, f.to("#xc1e0000000200000"))
	}
	indef := "#x80000000"
	if n == 64 {
		indef = "#x8000000000000000"
	}
	return fmt.Sprintf("(ite (and (fp.lt %s %s) %s) ((_ fp.to_sbv %d) RTZ %s) %s)", x, f.to(lim), lo, n, x, indef)
}

// toInt is expr's fpToInt: clang-14's x86-64 conversions.
func (f fpSorts) toInt(unsigned bool, to int, x string) string {
	low := func(s string, n int) string {
		if to == n {
			return s
		}
		return fmt.Sprintf("((_ extract %d 0) %s)", to-1, s)
	}
	switch {
	case to <= 16 || (!unsigned && to <= 32):
		return low(f.cvtt(32, x), 32)
	case unsigned && to <= 32, !unsigned:
		return low(f.cvtt(64, x), 64)
	}
	d := fmt.Sprintf("(fp.sub RNE %s %s)", x, f.to(f.two63))
	return low(fmt.Sprintf("(let ((fp!u %s)) (bvor fp!u (ite (= ((_ extract 63 63) fp!u) #b1) %s (_ bv0 64))))", f.cvtt(64, x), f.cvtt(64, d)), 64)
}

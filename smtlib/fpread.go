package smtlib

import (
	"fmt"
	"math"

	"github.com/symx/symx/expr"
)

// Reading QF_FP. A Float32 or Float64 term is the bit-vector of its
// IEEE-754 bits (sort kind sortFP), so (_ to_fp e s) of a bit-vector and
// fp.to_ieee_bv are identities and declared floats are read from arrays
// like bit-vectors. Only binary32 and binary64 are supported, in all five
// rounding modes (RNA, which x86 lacks, too). fp.rem, fp.min and fp.max
// are refused: SMT-LIB's meaning
// (IEEE remainder; either zero on ±0 ties) differs from the C functions
// expr models. Out-of-range fp.to_sbv / fp.to_ubv, unspecified in
// SMT-LIB, and the NaN bits fp.to_ieee_bv gives (z3's extension), are
// left open as z3 leaves them (toInt, toIEEE).

// fpSortIndices maps (eb, sb) to the float width.
func fpWidth(eb, sb uint64) (expr.Width, bool) {
	switch {
	case eb == 8 && sb == 24:
		return 32, true
	case eb == 11 && sb == 53:
		return 64, true
	}
	return 0, false
}

var fpIndexedNames = map[string]bool{"to_fp": true, "to_fp_unsigned": true, "fp.to_sbv": true, "fp.to_ubv": true}

var fpConstNames = map[string]bool{"+zero": true, "-zero": true, "+oo": true, "-oo": true, "NaN": true}

func fpTerm(e expr.Expr) term { return term{s: sort{sortFP, e.Width()}, e: e} }

// wantFP checks that args[from:] are floats of one format.
func (p *parser) wantFP(f token, args []term, from int) error {
	for i := from; i < len(args); i++ {
		if args[i].s.kind != sortFP || args[i].s != args[from].s {
			return p.errorAt(args[i].p, "%s: argument %d is %s, want a float like argument %d", f.text, i+1, args[i].s, from+1)
		}
	}
	return nil
}

// roundingModes are the rounding-mode constants under both their names.
var roundingModes = map[string]expr.RoundingMode{
	"RNE": expr.RNE, "roundNearestTiesToEven": expr.RNE,
	"RTN": expr.RTN, "roundTowardNegative": expr.RTN,
	"RTP": expr.RTP, "roundTowardPositive": expr.RTP,
	"RTZ": expr.RTZ, "roundTowardZero": expr.RTZ,
	"RNA": expr.RNA, "roundNearestTiesToAway": expr.RNA,
}

// A RoundingMode term is a 3-bit expression holding expr.RoundingMode's
// number (RNE 0, RTN 1, RTP 2, RTZ 3, RNA 4), so that =, distinct, ite and
// declared constants work as for any sort. expr's FP nodes take a
// constant mode: an operation under a symbolic mode is the ite over the
// five modes of the operation in each (rounded).
const rmWidth = 3

func rmConst(rm expr.RoundingMode) expr.Expr { return expr.Const(uint64(rm), rmWidth) }

// rmVar is the mode a declared constant's byte b holds: its low three
// bits, and RNE for the three values that are no mode.
func rmVar(b expr.Expr) expr.Expr {
	raw := expr.Extract(b, 0, rmWidth)
	return expr.Select(expr.Ule(raw, rmConst(expr.RNA)), raw, rmConst(expr.RNE))
}

// allModes are the five modes, in rmConst's numbering.
var allModes = []expr.RoundingMode{expr.RNE, expr.RTN, expr.RTP, expr.RTZ, expr.RNA}

// rounded is f in the mode of the RoundingMode term rm: f(m) for a
// constant mode, else the ite over all modes.
func rounded(rm expr.Expr, f func(m expr.RoundingMode) expr.Expr) expr.Expr {
	if rm.IsConst() {
		return f(expr.RoundingMode(rm.Value()))
	}
	r := f(allModes[len(allModes)-1])
	for i := len(allModes) - 2; i >= 0; i-- {
		r = expr.Select(expr.Eq(rm, rmConst(allModes[i])), f(allModes[i]), r)
	}
	return r
}

// wantRM checks a rounding-mode argument.
func (p *parser) wantRM(f token, args []term) error {
	if len(args) == 0 || args[0].s.kind != sortRM {
		return p.errorf(f, "%s: argument 1 must be a rounding mode", f.text)
	}
	return nil
}

func fpIsNaN(x expr.Expr) expr.Expr { return expr.FPBinary(expr.KindFUno, x, x) }

// fpClass tests the exponent field: all zeros or all ones.
func fpExp(x expr.Expr) (zero, ones expr.Expr) {
	w := x.Width()
	m := uint(23)
	if w == 64 {
		m = 52
	}
	ex := expr.Extract(x, m, w-1-expr.Width(m))
	return expr.IsZero(ex), expr.Eq(ex, expr.Const(expr.Mask(ex.Width()), ex.Width()))
}

func fpFrac(x expr.Expr) expr.Expr {
	if x.Width() == 32 {
		return expr.Extract(x, 0, 23)
	}
	return expr.Extract(x, 0, 52)
}

func fpSign(x expr.Expr) expr.Expr { return expr.Extract(x, uint(x.Width()-1), 1) }

// registerFP adds the FP functions to builtins (called from ops.go's
// init, which makes the table).
func registerFP() {
	arith := func(k expr.Kind, n int) builtin {
		return builtin{n + 1, n + 1, false, func(p *parser, f token, args []term) (term, error) {
			if err := p.wantRM(f, args); err != nil {
				return term{}, err
			}
			if err := p.wantFP(f, args, 1); err != nil {
				return term{}, err
			}
			a := exprs(args[1:])
			return fpTerm(rounded(args[0].e, func(rm expr.RoundingMode) expr.Expr {
				switch n {
				case 1:
					return expr.FPUnaryRM(k, rm, a[0], a[0].Width())
				case 2:
					return expr.FPBinaryRM(k, rm, a[0], a[1])
				}
				return expr.FMARM(rm, a[0], a[1], a[2])
			})), nil
		}}
	}
	unary := func(f func(x expr.Expr) expr.Expr, toBool bool) builtin {
		return builtin{1, 1, false, func(p *parser, op token, args []term) (term, error) {
			if err := p.wantFP(op, args, 0); err != nil {
				return term{}, err
			}
			if toBool {
				return boolTerm(f(args[0].e)), nil
			}
			return fpTerm(f(args[0].e)), nil
		}}
	}
	// cmp chains a relation over its arguments (swap: b R a).
	cmp := func(k expr.Kind, swap bool) builtin {
		return builtin{2, -1, false, func(p *parser, op token, args []term) (term, error) {
			if err := p.wantFP(op, args, 0); err != nil {
				return term{}, err
			}
			r := expr.True()
			for i := 1; i < len(args); i++ {
				a, b := args[i-1].e, args[i].e
				if swap {
					a, b = b, a
				}
				r = expr.And(r, expr.FPBinary(k, a, b))
			}
			return boolTerm(r), nil
		}}
	}
	refuse := builtin{0, -1, false, func(p *parser, op token, args []term) (term, error) {
		return term{}, p.errorf(op, "%s is not supported (its SMT-LIB meaning differs from C's fmod/fmin/fmax)", op.text)
	}}
	for name, b := range map[string]builtin{
		"fp.add":  arith(expr.KindFAdd, 2),
		"fp.sub":  arith(expr.KindFSub, 2),
		"fp.mul":  arith(expr.KindFMul, 2),
		"fp.div":  arith(expr.KindFDiv, 2),
		"fp.sqrt": arith(expr.KindFSqrt, 1),
		"fp.fma":  arith(expr.KindFMA, 3),
		"fp.rem":  refuse, "fp.min": refuse, "fp.max": refuse,
		"fp.neg":   unary(expr.FNeg, false),
		"fp.abs":   unary(expr.FAbs, false),
		"fp.eq":    cmp(expr.KindFOEq, false),
		"fp.lt":    cmp(expr.KindFOLt, false),
		"fp.leq":   cmp(expr.KindFOLe, false),
		"fp.gt":    cmp(expr.KindFOLt, true),
		"fp.geq":   cmp(expr.KindFOLe, true),
		"fp.isNaN": unary(fpIsNaN, true),
		"fp.isInfinite": unary(func(x expr.Expr) expr.Expr {
			_, o := fpExp(x)
			return expr.And(o, expr.IsZero(fpFrac(x)))
		}, true),
		"fp.isZero": unary(func(x expr.Expr) expr.Expr {
			z, _ := fpExp(x)
			return expr.And(z, expr.IsZero(fpFrac(x)))
		}, true),
		"fp.isSubnormal": unary(func(x expr.Expr) expr.Expr {
			z, _ := fpExp(x)
			return expr.And(z, expr.Not(expr.IsZero(fpFrac(x))))
		}, true),
		"fp.isNormal": unary(func(x expr.Expr) expr.Expr {
			z, o := fpExp(x)
			return expr.And(expr.Not(z), expr.Not(o))
		}, true),
		"fp.isNegative": unary(func(x expr.Expr) expr.Expr {
			return expr.And(expr.Not(fpIsNaN(x)), expr.Eq(fpSign(x), expr.Const(1, 1)))
		}, true),
		"fp.isPositive": unary(func(x expr.Expr) expr.Expr {
			return expr.And(expr.Not(fpIsNaN(x)), expr.Eq(fpSign(x), expr.Const(0, 1)))
		}, true),
		"fp.to_ieee_bv": {1, 1, false, func(p *parser, op token, args []term) (term, error) {
			if err := p.wantFP(op, args, 0); err != nil {
				return term{}, err
			}
			return bvTerm(p.toIEEE(args[0].e)), nil
		}},
		// (fp sign exponent significand)
		"fp": {3, 3, false, func(p *parser, op token, args []term) (term, error) {
			if err := p.sameKindBV(op, args); err != nil {
				return term{}, err
			}
			w := int(args[0].e.Width()) + int(args[1].e.Width()) + int(args[2].e.Width())
			if _, ok := fpWidth(uint64(args[1].e.Width()), uint64(args[2].e.Width()+1)); !ok || args[0].e.Width() != 1 || (w != 32 && w != 64) {
				return term{}, p.errorf(op, "fp: only Float32 and Float64 literals are supported")
			}
			return fpTerm(expr.Concat(expr.Concat(args[0].e, args[1].e), args[2].e)), nil
		}},
	} {
		builtins[name] = b
	}
}

// sameKindBV checks that every argument is a bit-vector (of any width).
func (p *parser) sameKindBV(f token, args []term) error {
	for i := range args {
		if err := p.wantBV(f, args, i); err != nil {
			return err
		}
	}
	return nil
}

// fpIndexed applies the indexed FP operators (to_fp, to_fp_unsigned,
// fp.to_sbv, fp.to_ubv); ok is false for other names.
func (p *parser) fpIndexed(name token, idx []uint64, args []term) (r term, ok bool, err error) {
	switch name.text {
	case "to_fp", "to_fp_unsigned":
		if len(idx) != 2 {
			return term{}, true, p.errorf(name, "%s takes 2 indices", name.text)
		}
		w, okw := fpWidth(idx[0], idx[1])
		if !okw {
			return term{}, true, p.errorf(name, "(_ %s %d %d): only Float32 and Float64 are supported", name.text, idx[0], idx[1])
		}
		if len(args) == 1 && name.text == "to_fp" {
			if args[0].s != (sort{sortBV, w}) {
				return term{}, true, p.errorAt(args[0].p, "to_fp: want a (_ BitVec %d) to reinterpret", w)
			}
			return fpTerm(args[0].e), true, nil
		}
		if len(args) != 2 {
			return term{}, true, p.errorf(name, "%s takes a rounding mode and a value", name.text)
		}
		if err := p.wantRM(name, args); err != nil {
			return term{}, true, err
		}
		x := args[1]
		switch {
		case x.s.kind == sortFP && name.text == "to_fp":
			switch {
			case x.s.w == w:
				return x, true, nil
			case x.s.w < w:
				return fpTerm(expr.FPUnary(expr.KindFPExt, x.e, w)), true, nil
			}
			return fpTerm(rounded(args[0].e, func(rm expr.RoundingMode) expr.Expr {
				return expr.FPUnaryRM(expr.KindFPTrunc, rm, x.e, w)
			})), true, nil
		case x.s.kind == sortBV:
			k := expr.KindSIToFP
			if name.text == "to_fp_unsigned" {
				k = expr.KindUIToFP
			}
			return fpTerm(rounded(args[0].e, func(rm expr.RoundingMode) expr.Expr {
				if k == expr.KindUIToFP && x.s.w == 64 && w == 64 && rm == expr.RTN {
					// SMT-LIB's conversion of 0 is +0, expr's (clang's
					// x86-64 code) -0: spell SMT-LIB's out.
					return expr.Select(expr.IsZero(x.e), expr.Const(0, 64), expr.FPUnaryRM(k, rm, x.e, w))
				}
				return expr.FPUnaryRM(k, rm, x.e, w)
			})), true, nil
		}
		return term{}, true, p.errorAt(x.p, "%s: cannot convert %s", name.text, x.s)
	case "fp.to_sbv", "fp.to_ubv":
		if len(idx) != 1 || len(args) != 2 || args[0].s.kind != sortRM {
			return term{}, true, p.errorf(name, "(_ %s n) takes one index, the rounding mode RTZ and a float", name.text)
		}
		if err := p.wantFP(name, args, 1); err != nil {
			return term{}, true, err
		}
		if args[0].e != rmConst(expr.RTZ) {
			return term{}, true, p.errorf(name, "%s: only the rounding mode RTZ (C's conversion) is supported", name.text)
		}
		if err := expr.CheckWidth(int(idx[0])); err != nil {
			return term{}, true, p.errorf(name, "%v", err)
		}
		return bvTerm(p.toInt(name.text == "fp.to_sbv", expr.Width(idx[0]), args[1].e)), true, nil
	}
	return term{}, false, nil
}

// fpConst parses the indexed float constants (_ +zero e s), -zero, +oo,
// -oo, NaN; ok is false for other names.
func fpConst(name string, idx []uint64) (e expr.Expr, ok bool) {
	if len(idx) != 2 {
		return nil, false
	}
	w, okw := fpWidth(idx[0], idx[1])
	if !okw {
		return nil, false
	}
	inf := uint64(0x7f800000)
	if w == 64 {
		inf = 0x7ff0000000000000
	}
	sign := uint64(1) << (w - 1)
	switch name {
	case "+zero":
		return expr.Const(0, w), true
	case "-zero":
		return expr.Const(sign, w), true
	case "+oo":
		return expr.Const(inf, w), true
	case "-oo":
		return expr.Const(sign|inf, w), true
	case "NaN":
		return expr.Const(expr.FPDefaultNaN(w)&^sign, w), true
	}
	return nil, false
}

// hidden is a fresh w-bit value the script does not name, read from an
// array of its own (not in Script.Arrays: a model need not show it).
func (p *parser) hidden(name string, w expr.Width) expr.Expr {
	n := (uint64(w) + 7) / 8
	a := expr.NewArray(name, n)
	e := expr.ReadLE(expr.UpdateList{Root: a}, expr.Const(0, a.IndexWidth), int(n))
	if e.Width() != w {
		e = expr.Extract(e, 0, w)
	}
	return e
}

// toIEEE is z3's fp.to_ieee_bv: x's bits, but for a NaN, whose bits
// SMT-LIB's single NaN does not fix, one NaN pattern per format that the
// script leaves open (z3 takes any NaN pattern, the same for every NaN).
func (p *parser) toIEEE(x expr.Expr) expr.Expr {
	w := x.Width()
	if p.nanBits == nil {
		p.nanBits = map[expr.Width]expr.Expr{}
	}
	n, ok := p.nanBits[w]
	if !ok {
		// Any bits made a NaN: exponent all ones, a zero fraction made 1.
		raw := p.hidden(fmt.Sprintf("fp!nan%d", w), w)
		exp := uint64(0x7f800000)
		if w == 64 {
			exp = 0x7ff0000000000000
		}
		n = expr.Or(raw, expr.Const(exp, w))
		n = expr.Select(expr.IsZero(fpFrac(raw)), expr.Or(n, expr.Const(1, w)), n)
		p.nanBits[w] = n
	}
	return expr.Select(fpIsNaN(x), n, x)
}

// unspecKey names one of SMT-LIB's conversions fp.to_sbv and fp.to_ubv
// (RTZ) to n bits from floats of width fw.
type unspecKey struct {
	signed bool
	n, fw  expr.Width
}

// unspecApp is one application of such a conversion: its operand, the
// open value it has out of range, and the term.
type unspecApp struct{ x, v, r expr.Expr }

// toInt is (_ fp.to_sbv n) or (_ fp.to_ubv n) in RTZ of x. In range it
// is C's truncation (expr's conversion); out of range, for ±∞ and NaN,
// SMT-LIB leaves the value open, but it is a function of x: each
// application gets an open value of its own, equal to another's when
// their operands are equal (Ackermann's constraints, added to the
// script's assertions after the one being read).
func (p *parser) toInt(signed bool, n expr.Width, x expr.Expr) expr.Expr {
	fw := x.Width()
	c := func(v float64) expr.Expr {
		if fw == 32 {
			return expr.Const(uint64(math.Float32bits(float32(v))), 32)
		}
		return expr.Const(math.Float64bits(v), 64)
	}
	lt := func(a, b expr.Expr) expr.Expr { return expr.FPBinary(expr.KindFOLt, a, b) }
	prec := expr.Width(24)
	if fw == 64 {
		prec = 53
	}
	k := expr.KindFPToUI
	// In range: -1 < x < 2^n, or signed -2^(n-1)-1 < x < 2^(n-1), which
	// is -2^(n-1) <= x where -2^(n-1)-1 is no float.
	in := expr.And(lt(c(-1), x), lt(x, c(math.Ldexp(1, int(n)))))
	if signed {
		k = expr.KindFPToSI
		lo := lt(c(-math.Ldexp(1, int(n-1))-1), x)
		if n > prec {
			lo = expr.FPBinary(expr.KindFOLe, c(-math.Ldexp(1, int(n-1))), x)
		}
		in = expr.And(lo, lt(x, c(math.Ldexp(1, int(n-1)))))
	}
	key := unspecKey{signed, n, fw}
	if p.unspec == nil {
		p.unspec = map[unspecKey][]unspecApp{}
	}
	apps := p.unspec[key]
	for _, o := range apps {
		if o.x == x {
			return o.r
		}
	}
	v := p.hidden(fmt.Sprintf("fp!to_bv%d", len(apps)), n)
	for _, o := range apps {
		p.side = append(p.side, expr.Implies(fpSame(x, o.x), expr.Eq(v, o.v)))
	}
	r := expr.Select(in, expr.FPUnary(k, x, n), v)
	p.unspec[key] = append(apps, unspecApp{x, v, r})
	return r
}

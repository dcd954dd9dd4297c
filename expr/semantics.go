package expr

// The concrete semantics of every operator, shared by constant folding and
// the evaluator so the two can never disagree. Values are kept masked to
// their width. Division follows SMT-LIB (total functions).

// ApplyBinary computes a binary or compare operator on values of width w
// (masked to it): the one definition of integer semantics, used by
// constant folding, the evaluator, the executor's concrete arithmetic and
// ir's folding of LLVM constant expressions. Division by zero and shifts
// by the width or more are SMT-LIB's (total functions: x/0 is all ones
// unsigned, 1 or -1 signed by the dividend's sign; x%0 is x; an overshift
// is 0, or the sign for ashr), and the signed minimum divided by -1 wraps
// to itself (its remainder is 0).
func ApplyBinary(k Kind, w Width, a, b uint64) uint64 {
	m := Mask(w)
	switch k {
	case KindAnd:
		return a & b
	case KindOr:
		return a | b
	case KindXor:
		return a ^ b
	case KindAdd:
		return (a + b) & m
	case KindSub:
		return (a - b) & m
	case KindMul:
		return (a * b) & m
	case KindShl:
		if b >= uint64(w) {
			return 0
		}
		return (a << b) & m
	case KindLShr:
		if b >= uint64(w) {
			return 0
		}
		return a >> b
	case KindAShr:
		if b >= uint64(w) {
			b = uint64(w) - 1
		}
		return uint64(sext64(a, w)>>b) & m
	case KindUDiv:
		if b == 0 {
			return m
		}
		return a / b
	case KindURem:
		if b == 0 {
			return a
		}
		return a % b
	case KindSDiv:
		sa, sb := sext64(a, w), sext64(b, w)
		if sb == 0 {
			if sa < 0 {
				return 1
			}
			return m
		}
		if sb == -1 {
			return uint64(-sa) & m // wraps for the minimum value
		}
		return uint64(sa/sb) & m
	case KindSRem:
		sa, sb := sext64(a, w), sext64(b, w)
		if sb == 0 {
			return a
		}
		if sb == -1 {
			return 0
		}
		return uint64(sa%sb) & m
	case KindEq:
		return b2u(a == b)
	case KindUlt:
		return b2u(a < b)
	case KindUle:
		return b2u(a <= b)
	case KindSlt:
		return b2u(sext64(a, w) < sext64(b, w))
	case KindSle:
		return b2u(sext64(a, w) <= sext64(b, w))
	}
	panic("expr: ApplyBinary on " + k.String())
}

// ApplyUnary computes not / extract / zext / sext of a value of width
// from into width to (off is the extract offset): with ApplyBinary, the
// one definition of integer semantics. A truncation is an extract at
// offset 0, so the executor's and ir's casts (trunc, zext, sext) all
// compute here.
func ApplyUnary(k Kind, from, to Width, off uint, a uint64) uint64 {
	switch k {
	case KindNot:
		return ^a & Mask(from)
	case KindExtract:
		return (a >> off) & Mask(to)
	case KindZExt:
		return a
	case KindSExt:
		return uint64(sext64(a, from)) & Mask(to)
	}
	panic("expr: ApplyUnary on " + k.String())
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

package expr

// Kind is an expression operator. Kinds are declared once, in kindTable.
type Kind uint8

const (
	KindInvalid Kind = iota
	KindConst        // Value(): the constant, Width() bits
	KindRead         // byte Kid(0)=index of Array() with updates Updates()
	KindSelect       // Kid(0) ? Kid(1) : Kid(2)
	KindConcat       // Kid(0) (high bits) ++ Kid(1) (low bits)
	KindExtract      // Width() bits of Kid(0) starting at bit Offset()
	KindZExt         // zero-extend Kid(0) to Width()
	KindSExt         // sign-extend Kid(0) to Width()
	KindNot          // bitwise not (logical not on Bool)
	KindAnd
	KindOr
	KindXor
	KindShl
	KindLShr
	KindAShr
	KindAdd
	KindSub
	KindMul
	KindUDiv // SMT-LIB semantics: x/0 = all ones
	KindSDiv // SMT-LIB semantics: x/0 = x<0 ? 1 : -1
	KindURem // SMT-LIB semantics: x%0 = x
	KindSRem // SMT-LIB semantics: x%0 = x; sign follows the dividend
	KindEq
	KindUlt
	KindUle
	KindSlt
	KindSle
	numKinds
)

// kindInfo describes a Kind once: its name in printed form, its arity, and
// whether it is commutative (operands are kept in canonical order) and a
// comparison (result sort Bool).
type kindInfo struct {
	name        string
	arity       int
	commutative bool
	compare     bool
}

var kindTable = [numKinds]kindInfo{
	KindInvalid: {"invalid", 0, false, false},
	KindConst:   {"const", 0, false, false},
	KindRead:    {"read", 1, false, false},
	KindSelect:  {"select", 3, false, false},
	KindConcat:  {"concat", 2, false, false},
	KindExtract: {"extract", 1, false, false},
	KindZExt:    {"zext", 1, false, false},
	KindSExt:    {"sext", 1, false, false},
	KindNot:     {"not", 1, false, false},
	KindAnd:     {"and", 2, true, false},
	KindOr:      {"or", 2, true, false},
	KindXor:     {"xor", 2, true, false},
	KindShl:     {"shl", 2, false, false},
	KindLShr:    {"lshr", 2, false, false},
	KindAShr:    {"ashr", 2, false, false},
	KindAdd:     {"add", 2, true, false},
	KindSub:     {"sub", 2, false, false},
	KindMul:     {"mul", 2, true, false},
	KindUDiv:    {"udiv", 2, false, false},
	KindSDiv:    {"sdiv", 2, false, false},
	KindURem:    {"urem", 2, false, false},
	KindSRem:    {"srem", 2, false, false},
	KindEq:      {"eq", 2, true, true},
	KindUlt:     {"ult", 2, false, true},
	KindUle:     {"ule", 2, false, true},
	KindSlt:     {"slt", 2, false, true},
	KindSle:     {"sle", 2, false, true},
}

func (k Kind) String() string {
	if k < numKinds {
		return kindTable[k].name
	}
	return "kind?"
}

// Arity is the number of expression operands of k.
func (k Kind) Arity() int { return kindTable[k].arity }

// Commutative reports whether k's two operands may be swapped.
func (k Kind) Commutative() bool { return kindTable[k].commutative }

// IsCompare reports whether k yields a Bool from two bit-vectors.
func (k Kind) IsCompare() bool { return kindTable[k].compare }

// IsBinary reports whether k is a two-operand bit-vector operator whose
// result has its operands' width.
func (k Kind) IsBinary() bool { return k >= KindAnd && k <= KindSRem }

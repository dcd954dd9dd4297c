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
	// Floating point (fp.go): operands and results are IEEE-754 binary32
	// or binary64 bit patterns (width 32 or 64), rounding as the node's
	// rounding mode says (Node.Rounding; Rounds() kinds only), NaNs as
	// x86 SSE produces them.
	KindFAdd
	KindFSub
	KindFMul
	KindFDiv
	KindFRem  // C fmod
	KindFMin  // llvm.minnum (C fmin)
	KindFMax  // llvm.maxnum (C fmax)
	KindFSqrt // one operand
	KindFMA   // Kid(0)*Kid(1)+Kid(2), rounded once
	KindFOEq  // ordered and equal (Bool)
	KindFOLt  // ordered and less (Bool)
	KindFOLe  // ordered and less or equal (Bool)
	KindFUno  // unordered: either operand NaN (Bool)
	KindFPExt
	KindFPTrunc
	KindFPToSI // to Width() bits, x86's results out of range
	KindFPToUI // to Width() bits, x86's results out of range
	KindSIToFP
	KindUIToFP
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
	fp          bool
	rounds      bool // an FP kind whose result depends on the rounding mode
}

var kindTable = [numKinds]kindInfo{
	KindInvalid: {"invalid", 0, false, false, false, false},
	KindConst:   {"const", 0, false, false, false, false},
	KindRead:    {"read", 1, false, false, false, false},
	KindSelect:  {"select", 3, false, false, false, false},
	KindConcat:  {"concat", 2, false, false, false, false},
	KindExtract: {"extract", 1, false, false, false, false},
	KindZExt:    {"zext", 1, false, false, false, false},
	KindSExt:    {"sext", 1, false, false, false, false},
	KindNot:     {"not", 1, false, false, false, false},
	KindAnd:     {"and", 2, true, false, false, false},
	KindOr:      {"or", 2, true, false, false, false},
	KindXor:     {"xor", 2, true, false, false, false},
	KindShl:     {"shl", 2, false, false, false, false},
	KindLShr:    {"lshr", 2, false, false, false, false},
	KindAShr:    {"ashr", 2, false, false, false, false},
	KindAdd:     {"add", 2, true, false, false, false},
	KindSub:     {"sub", 2, false, false, false, false},
	KindMul:     {"mul", 2, true, false, false, false},
	KindUDiv:    {"udiv", 2, false, false, false, false},
	KindSDiv:    {"sdiv", 2, false, false, false, false},
	KindURem:    {"urem", 2, false, false, false, false},
	KindSRem:    {"srem", 2, false, false, false, false},
	KindEq:      {"eq", 2, true, true, false, false},
	KindUlt:     {"ult", 2, false, true, false, false},
	KindUle:     {"ule", 2, false, true, false, false},
	KindSlt:     {"slt", 2, false, true, false, false},
	KindSle:     {"sle", 2, false, true, false, false},
	KindFAdd:    {"fadd", 2, false, false, true, true},
	KindFSub:    {"fsub", 2, false, false, true, true},
	KindFMul:    {"fmul", 2, false, false, true, true},
	KindFDiv:    {"fdiv", 2, false, false, true, true},
	KindFRem:    {"frem", 2, false, false, true, false},
	KindFMin:    {"fmin", 2, false, false, true, false},
	KindFMax:    {"fmax", 2, false, false, true, false},
	KindFSqrt:   {"fsqrt", 1, false, false, true, true},
	KindFMA:     {"fma", 3, false, false, true, true},
	KindFOEq:    {"foeq", 2, false, false, true, false},
	KindFOLt:    {"folt", 2, false, false, true, false},
	KindFOLe:    {"fole", 2, false, false, true, false},
	KindFUno:    {"funo", 2, false, false, true, false},
	KindFPExt:   {"fpext", 1, false, false, true, false},
	KindFPTrunc: {"fptrunc", 1, false, false, true, true},
	KindFPToSI:  {"fptosi", 1, false, false, true, false},
	KindFPToUI:  {"fptoui", 1, false, false, true, false},
	KindSIToFP:  {"sitofp", 1, false, false, true, true},
	KindUIToFP:  {"uitofp", 1, false, false, true, true},
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

// IsFP reports whether k is a floating-point operator (fp.go).
func (k Kind) IsFP() bool { return kindTable[k].fp }

// Rounds reports whether k is an FP kind whose result depends on the
// rounding mode (its nodes carry one: Node.Rounding).
func (k Kind) Rounds() bool { return kindTable[k].rounds }

// IsBinary reports whether k is a two-operand bit-vector operator whose
// result has its operands' width.
func (k Kind) IsBinary() bool { return k >= KindAnd && k <= KindSRem }

package ir

// Op is an instruction opcode of the pre-decoded program. Ops are declared
// once, in opTable; the comment on each says how its Inst fields are used.
type Op uint8

const (
	OpInvalid Op = iota

	// Integer binary ops, element-wise over Lanes: Dst = Args[0] op Args[1].
	OpAdd
	OpSub
	OpMul
	OpUDiv
	OpSDiv
	OpURem
	OpSRem
	OpShl
	OpLShr
	OpAShr
	OpAnd
	OpOr
	OpXor

	// Floating-point binary ops (Width 32 or 64), element-wise: Dst = Args[0] op Args[1].
	OpFAdd
	OpFSub
	OpFMul
	OpFDiv
	OpFRem
	OpFNeg // Dst = -Args[0]

	// OpICmp: Dst (width 1) = Args[0] Pred Args[1]; Aux is the operand width.
	OpICmp
	// OpFCmp: Dst (width 1) = Args[0] Pred Args[1]; Aux is the operand width (32/64).
	OpFCmp

	// Casts: Dst (Width) = cast(Args[0]); Aux is the source width.
	OpTrunc
	OpZExt
	OpSExt
	OpFPTrunc
	OpFPExt
	OpFPToUI
	OpFPToSI
	OpUIToFP
	OpSIToFP
	// OpCopy copies Aux2 slots (≥1) from Args[0]: bitcast, ptrtoint/inttoptr
	// of equal width, freeze, llvm.expect, addrspacecast.
	OpCopy

	// OpSelect: Dst = Args[0] ? Args[1] : Args[2]; Aux2 = slots per value.
	// With a vector condition (Lanes > 1) the choice is per lane.
	OpSelect

	// OpAlloca: Dst = address of a new stack object of Aux bytes × Args[0]
	// elements (Args[0] is the count operand, Aux2 its width); Lay describes
	// the element type.
	OpAlloca
	// OpLoad: Dst.. = the flattened value of layout Lay read at address Args[0].
	OpLoad
	// OpStore: write the flattened value Args[0] (layout Lay) at address Args[1].
	OpStore
	// OpGEP: Dst = Args[0] + Aux + Σ sext(Args[i], Sub[i-1]) × Ints[i-1], i ≥ 1.
	OpGEP

	// OpExtractValue: copy Aux2 slots from slot offset Aux of aggregate Args[0].
	OpExtractValue
	// OpInsertValue: Dst = aggregate Args[0] (Width unused; Lanes = total
	// slots) with Aux2 slots at offset Aux replaced by Args[1].
	OpInsertValue
	// OpExtractElement: Dst = lane Args[1] (index width Aux) of vector
	// Args[0] with Lanes lanes.
	OpExtractElement
	// OpInsertElement: Dst = vector Args[0] with lane Args[2] (index width
	// Aux) replaced by scalar Args[1].
	OpInsertElement
	// OpShuffleVector: Dst lane i = Ints[i] < Aux ? Args[0][Ints[i]] :
	// Args[1][Ints[i]-Aux], where Aux is the lane count of the inputs;
	// Ints[i] = -1 is undef (zero). Lanes is the result's lane count.
	OpShuffleVector

	// OpCall: call Call (direct) or the function at address Args[0]
	// (indirect; then the arguments start at Args[1]). Sub[i] is the slot
	// count of argument i. Dst receives Aux2 slots of the result (0 = none).
	// Aux is 1 for an indirect call. When the call's type or the callee is
	// variadic, Ints has one entry per argument slot: its size in bytes in
	// memory, negated for a byval argument (the size of the pointee).
	OpCall

	// Terminators.
	OpRet    // return Args[0] (Aux2 slots), or nothing when Args is empty
	OpBr     // goto Succ[0]
	OpCondBr // Args[0] (width 1) ? Succ[0] : Succ[1]
	// OpSwitch: Args[0] (Width bits) equal to Ints[i] goes to Succ[i+1],
	// otherwise to Succ[0]. Sub[d] is SwitchDir(d), when tabled.
	OpSwitch
	OpUnreachable

	// Intrinsics.
	OpMemcpy  // memcpy(Args[0], Args[1], Args[2]); Aux = width of the length
	OpMemmove // memmove(Args[0], Args[1], Args[2]); Aux = width of the length
	OpMemset  // memset(Args[0], Args[1] (i8), Args[2]); Aux = width of the length
	OpSMax    // Dst = smax(Args[0], Args[1]), element-wise
	OpSMin
	OpUMax
	OpUMin
	OpAbs          // Dst = |Args[0]| (Args[1] is the is_int_min_poison flag)
	OpBswap        // Dst = byte swap of Args[0]
	OpCtpop        // Dst = population count of Args[0]
	OpCtlz         // Dst = count leading zeros of Args[0]
	OpCttz         // Dst = count trailing zeros of Args[0]
	OpFShl         // Dst = fshl(Args[0], Args[1], Args[2])
	OpFShr         // Dst = fshr(Args[0], Args[1], Args[2])
	OpSAddO        // Dst = Args[0] + Args[1], Dst+1 (width 1) = signed overflow
	OpUAddO        // unsigned add with overflow flag
	OpSSubO        // signed sub with overflow flag
	OpUSubO        // unsigned sub with overflow flag
	OpSMulO        // signed mul with overflow flag
	OpUMulO        // unsigned mul with overflow flag
	OpFMulAdd      // Dst = Args[0]*Args[1] + Args[2] (float)
	OpFAbs         // Dst = |Args[0]| (float)
	OpTrap         // llvm.trap / llvm.debugtrap: abort the path
	OpVaStart      // va_start(Args[0]) in the current (variadic) frame
	OpVaEnd        // va_end(Args[0]): no effect
	OpVaCopy       // va_copy(Args[0] dst, Args[1] src): copies the 24-byte va_list
	OpStackSave    // Dst = an opaque stack marker
	OpStackRestore // restore to marker Args[0] (frees allocas made since)
	// Vector reductions: Dst (scalar) = reduce(Args[0]) over Lanes lanes.
	OpReduceAdd
	OpReduceMul
	OpReduceAnd
	OpReduceOr
	OpReduceXor
	OpReduceSMax
	OpReduceSMin
	OpReduceUMax
	OpReduceUMin

	// OpUnsupported stands for an instruction or intrinsic the loader
	// cannot lower; executing it ends the path with an error naming Text.
	OpUnsupported

	numOps
)

// OpInfo describes an Op once.
type OpInfo struct {
	Name       string
	Term       bool // ends a block
	Commutable bool
}

var opTable = [numOps]OpInfo{
	OpInvalid:        {Name: "invalid"},
	OpAdd:            {Name: "add", Commutable: true},
	OpSub:            {Name: "sub"},
	OpMul:            {Name: "mul", Commutable: true},
	OpUDiv:           {Name: "udiv"},
	OpSDiv:           {Name: "sdiv"},
	OpURem:           {Name: "urem"},
	OpSRem:           {Name: "srem"},
	OpShl:            {Name: "shl"},
	OpLShr:           {Name: "lshr"},
	OpAShr:           {Name: "ashr"},
	OpAnd:            {Name: "and", Commutable: true},
	OpOr:             {Name: "or", Commutable: true},
	OpXor:            {Name: "xor", Commutable: true},
	OpFAdd:           {Name: "fadd", Commutable: true},
	OpFSub:           {Name: "fsub"},
	OpFMul:           {Name: "fmul", Commutable: true},
	OpFDiv:           {Name: "fdiv"},
	OpFRem:           {Name: "frem"},
	OpFNeg:           {Name: "fneg"},
	OpICmp:           {Name: "icmp"},
	OpFCmp:           {Name: "fcmp"},
	OpTrunc:          {Name: "trunc"},
	OpZExt:           {Name: "zext"},
	OpSExt:           {Name: "sext"},
	OpFPTrunc:        {Name: "fptrunc"},
	OpFPExt:          {Name: "fpext"},
	OpFPToUI:         {Name: "fptoui"},
	OpFPToSI:         {Name: "fptosi"},
	OpUIToFP:         {Name: "uitofp"},
	OpSIToFP:         {Name: "sitofp"},
	OpCopy:           {Name: "copy"},
	OpSelect:         {Name: "select"},
	OpAlloca:         {Name: "alloca"},
	OpLoad:           {Name: "load"},
	OpStore:          {Name: "store"},
	OpGEP:            {Name: "getelementptr"},
	OpExtractValue:   {Name: "extractvalue"},
	OpInsertValue:    {Name: "insertvalue"},
	OpExtractElement: {Name: "extractelement"},
	OpInsertElement:  {Name: "insertelement"},
	OpShuffleVector:  {Name: "shufflevector"},
	OpCall:           {Name: "call"},
	OpRet:            {Name: "ret", Term: true},
	OpBr:             {Name: "br", Term: true},
	OpCondBr:         {Name: "condbr", Term: true},
	OpSwitch:         {Name: "switch", Term: true},
	OpUnreachable:    {Name: "unreachable", Term: true},
	OpMemcpy:         {Name: "memcpy"},
	OpMemmove:        {Name: "memmove"},
	OpMemset:         {Name: "memset"},
	OpSMax:           {Name: "smax", Commutable: true},
	OpSMin:           {Name: "smin", Commutable: true},
	OpUMax:           {Name: "umax", Commutable: true},
	OpUMin:           {Name: "umin", Commutable: true},
	OpAbs:            {Name: "abs"},
	OpBswap:          {Name: "bswap"},
	OpCtpop:          {Name: "ctpop"},
	OpCtlz:           {Name: "ctlz"},
	OpCttz:           {Name: "cttz"},
	OpFShl:           {Name: "fshl"},
	OpFShr:           {Name: "fshr"},
	OpSAddO:          {Name: "sadd.with.overflow"},
	OpUAddO:          {Name: "uadd.with.overflow"},
	OpSSubO:          {Name: "ssub.with.overflow"},
	OpUSubO:          {Name: "usub.with.overflow"},
	OpSMulO:          {Name: "smul.with.overflow"},
	OpUMulO:          {Name: "umul.with.overflow"},
	OpFMulAdd:        {Name: "fmuladd"},
	OpFAbs:           {Name: "fabs"},
	OpTrap:           {Name: "trap", Term: true},
	OpVaStart:        {Name: "va_start"},
	OpVaEnd:          {Name: "va_end"},
	OpVaCopy:         {Name: "va_copy"},
	OpStackSave:      {Name: "stacksave"},
	OpStackRestore:   {Name: "stackrestore"},
	OpReduceAdd:      {Name: "vector.reduce.add"},
	OpReduceMul:      {Name: "vector.reduce.mul"},
	OpReduceAnd:      {Name: "vector.reduce.and"},
	OpReduceOr:       {Name: "vector.reduce.or"},
	OpReduceXor:      {Name: "vector.reduce.xor"},
	OpReduceSMax:     {Name: "vector.reduce.smax"},
	OpReduceSMin:     {Name: "vector.reduce.smin"},
	OpReduceUMax:     {Name: "vector.reduce.umax"},
	OpReduceUMin:     {Name: "vector.reduce.umin"},
	OpUnsupported:    {Name: "unsupported"},
}

// Info returns the table entry of op.
func (op Op) Info() *OpInfo { return &opTable[op] }

func (op Op) String() string {
	if op < numOps {
		return opTable[op].Name
	}
	return "op?"
}

// Pred is an icmp or fcmp predicate.
type Pred uint8

const (
	PredInvalid Pred = iota
	// icmp
	IntEQ
	IntNE
	IntUGT
	IntUGE
	IntULT
	IntULE
	IntSGT
	IntSGE
	IntSLT
	IntSLE
	// fcmp (ordered / unordered as in LLVM)
	FloatFalse
	FloatOEQ
	FloatOGT
	FloatOGE
	FloatOLT
	FloatOLE
	FloatONE
	FloatORD
	FloatUEQ
	FloatUGT
	FloatUGE
	FloatULT
	FloatULE
	FloatUNE
	FloatUNO
	FloatTrue
)

// Package ir loads a C program as LLVM IR and lowers it into the
// pre-decoded form the interpreter executes (program.go and op.go are that
// contract).
//
// # Pipeline
//
//	.c/.i ──clang-14 -emit-llvm -S -g──▶ .ll ──llir/asm──▶ *llir.Module ──lower──▶ *Program
//	.bc   ──llvm-dis-14───────────────▶ .ll
//
// Load picks the route by extension; LoadLL starts from IR text. C is
// compiled at -O0 with optnone disabled by default (LoadOptions.Opt selects
// -O1/-O2), with -m32 for ILP32 tasks. llir v0.3.6 parses LLVM 14's typed
// pointers; clang 15 and 16 are asked for them with -no-opaque-pointers,
// newer clangs are refused. Everything clang-14 emits for the benchmark
// programs at -O0 and -O2 parses as is, so there is no textual pre-pass.
// (llir logs a line through the standard logger when a getelementptr
// indexes into a vector, which clang -O2 emits for vector allocas; it is
// harmless.)
//
// An Archive (archive.go) loads a large module of IR text in parts: only
// the definitions the names asked for reach, found by a textual index of
// @name and !N mentions. The engine loads its modeled C library that way:
// parsing and lowering all of it was most of a run's start-up.
//
// Lowering runs in three passes over the module: declare every function and
// global (so that anything can refer to anything), build each global's
// memory image, then lower each function body. A function body is lowered
// in two passes: number the slots of every SSA value, then translate each
// instruction, because values can be used before their definition in block
// order. Branch IDs are numbered last, densely over the whole program.
//
// # Data layout
//
// Sizes, alignments and field offsets follow the module's `target
// datalayout` string on top of LLVM 14's defaults (layout.go), which covers
// x86-64 and i386 (-m32: 4-byte pointers, i64 and double aligned to 4).
// Program.PtrBytes records the pointer size. Layouts are memoized per type.
//
// # Flattening and operands
//
// Every SSA value occupies consecutive slots: one per scalar, one per
// vector lane, one per scalar leaf of a first-class struct or array.
// Parameters take the first slots, then every instruction result in block
// order, then the temporaries some lowerings need. An operand is a slot
// number (≥ 0) or a constant pool reference (< 0, see ConstOperand); a
// multi-slot operand names its first slot or first pool entry, and the
// instruction says how many follow (Lanes, Aux2, Sub, Lay; see op.go).
// A slot holds a bit pattern: a float or double slot holds its IEEE bits,
// which is why bitcast and a float↔int reinterpretation are plain copies.
//
// Constants are folded to one Const per slot and interned in
// Program.Consts: integers (masked to their width), floats as IEEE bits,
// null/undef/poison/zeroinitializer as zeros, addresses of globals and
// functions as symbol + offset. Constant expressions fold when the result
// is a number or symbol + offset (getelementptr, bitcast, ptrtoint and
// inttoptr that keep all bits, add/sub of a number, difference of two
// addresses in one object, integer arithmetic, icmp and select on numbers).
// In a function body an expression that does not fold is computed by the
// instruction it stands for, emitted just before its user. In a global
// initializer, address arithmetic whose value depends on where the
// interpreter places globals becomes a relocation (Reloc): sums and
// differences of addresses and numbers, through ptrtoint, bitcast and
// trunc, as in the `@reltable.*` relative lookup tables clang -O2 makes of
// a switch returning string constants (`trunc (sub (ptrtoint @str,
// ptrtoint @reltable))`: Reloc.Minus is the subtracted address, Reloc.Bytes
// the field width). Any other initializer that does not fold marks its
// global (and every global pointing to it) Global.Unsupported, and every
// instruction taking its address becomes OpUnsupported (see below).
//
// # Notable lowerings
//
//   - getelementptr: all constant indices (struct fields always) fold into
//     Aux; each variable index is an argument with its byte scale (Ints)
//     and width (Sub).
//   - alloca: Aux is the element size and Lay its layout; a type without
//     a flat form (it holds an i128 or a half, or has more than 65536 scalars)
//     gets a Layout with the size and no Scalars, which is all an
//     allocation needs.
//   - byval arguments: the caller copies the pointee (OpAlloca + OpMemcpy)
//     and passes the copy, as the ABI requires.
//   - a call of a variadic function type records each argument slot's
//     size in memory (Ints; a byval one negated, its pointee's size), as a
//     value cannot tell: the callee's va_arg reads them from memory.
//   - bitcast between different lane splits (`<16 x i1>` to i16, i64 to
//     `<2 x i32>`) is re-packed with zext/shl/or or lshr/trunc.
//   - extractelement with a constant lane is an OpCopy of that slot.
//   - atomicrmw and cmpxchg are a load, the operation and a store (symx
//     runs one thread); fence lowers to nothing; atomic loads and stores
//     are plain ones.
//   - llvm.trap ends its block: what follows is dead and is not lowered, and
//     phis drop the incoming values of blocks that no longer branch to them.
//   - llvm.dbg.*, llvm.lifetime.*, llvm.assume and other hints produce no
//     instruction; llvm.expect and freeze are copies; llvm.objectsize
//     answers "unknown" (-1, or 0 when asked for the minimum).
//   - Saturating arithmetic (llvm.{u,s}{add,sub}.sat, which InstCombine
//     makes of `a > b ? a - b : 0`) expands to min/max or with.overflow
//     and select.
//   - Math intrinsics (llvm.floor, llvm.sqrt, llvm.minnum, ... on float
//     and double) become calls of the libm function (floor, sqrtf, fmin),
//     declared if the module does not declare it: clang emits either form
//     depending on the optimization level, and the interpreter then sees
//     one.
//   - Calls through a bitcast of a function (how clang calls functions
//     declared without a prototype) are direct calls.
//   - llvm.load.relative.iN(p, off) reads a relative lookup table: a
//     byte getelementptr to p+off, a load of the i32 there, its sext, and
//     a getelementptr of p by it.
//   - Intrinsic declarations (llvm.*) are not Funcs.
//   - x86_fp80 (C's long double on x86) is computed as double: its
//     register form is a 64-bit float slot, its memory form keeps the
//     type's size and alignment (16 bytes, 12 with -m32: struct layouts
//     and GEP offsets are clang's) and holds the double in its first 8
//     bytes; constants and initializers are rounded to double, fpext and
//     fptrunc between it and double are copies, math intrinsics on it
//     call the double function, and a variadic long double takes its own
//     size. Results can differ from native ones where the 64-bit
//     significand matters (the modeled C library already formats and
//     parses long double as double).
//
// Source locations come from `!dbg` attachments (debug.go). Every Inst
// emitted for an LLVM instruction carries that instruction's location.
//
// # What is not supported
//
// These lower to OpUnsupported (Text = the instruction, without metadata,
// then "; reason"), so only the paths that reach them fail: integers wider
// than 64 bits, half/fp128 values, inline assembly other than
// cpuid (lowered to "no features") and bsf (cttz), unknown intrinsics, math intrinsics on vectors,
// va_arg (clang expands va_arg inline on x86, so it does not occur),
// vector getelementptr, vectors of non-byte-sized elements in memory,
// vector with.overflow intrinsics, exception handling (invoke,
// landingpad, ...), computed goto, constant expressions in phis that do
// not fold, and uses of a global whose initializer is unsupported (the
// instruction naming it fails, whatever it does with it). Global images
// are exact even for those types (i128, half and fp128 initializers are
// encoded), so such a program loads. Computed goto: a label address
// (blockaddress) in code makes the instruction using it unsupported; in a
// global initializer it is left as zero bytes, since only indirectbr can
// use it; clang sends every `goto *p` of a function to one block holding
// only a phi and the indirectbr, so a br to such a block is the
// OpUnsupported, and the error names the line of the goto taken. A phi
// that cannot be lowered is replaced by an OpUnsupported at the start of
// its block. An unsupported terminator leaves OpUnsupported as the block's
// last instruction: executing it ends the path, so nothing falls off the
// block. OpUnsupported's Text is the instruction on one line; it has the
// instruction's location, or, without a !dbg, the nearest one (an earlier
// instruction of the block, a predecessor's branch, the function).
//
// Load fails only on input that is not valid LLVM IR as far as lowering
// can tell, on globals larger than MaxGlobalSize (4 GiB, the largest
// object package mem models: a 1 TiB array is an error naming the global,
// not an attempt to build its image), and on compiler errors; every error
// names the file, and lowering errors the function and the instruction.
// Syntax errors give line:column and the token, and IR from LLVM 15 or
// later (opaque pointers, `ptr`) gets a hint to emit typed pointers. A
// global from another module that Link resolves by name is not checked
// for Unsupported: only references within the module that defines it
// fail.
//
// Check verifies the lowered program's invariants; Dump prints it.
//
// # Promoting locals
//
// PromoteLocals (promote.go) is the one transformation after loading and
// linking: a scalar local whose address is used only by loads and stores
// of its own type lives in its alloca's register instead of memory, its
// alloca, loads and stores becoming copies. The program keeps its shape
// (every instruction and location stays), so paths, instruction counts
// and coverage are unchanged; what goes is the per-call work of making
// and releasing those memory objects and looking them up on every access.
// package run applies it unless --promote-locals=false or --pse.
package ir

// The LLVM IR test corpus: testdata/c's programs and the benchmark
// programs for x86-64, and some programs and sv-benchmarks tasks (ILP32)
// for i386, each at -O0 and -O2, into testdata/ll.
//go:generate go run ../internal/tools/genll -I testdata/include -o testdata/ll -O O0,O2 -suffix testdata/c/*.c testdata/c/*.i ../testdata/programs/*.c ../testdata/programs/*.i
//go:generate go run ../internal/tools/genll -I testdata/include -o testdata/ll -O O0,O2 -suffix -m32 testdata/c/features.c testdata/c/vec.c ../testdata/testcomp/recursive/McCarthy91-1.c ../testdata/testcomp/bitvector/byte_add-1.i ../testdata/testcomp/recursive-simple/fibo_2calls_5-2.c ../testdata/testcomp/bitvector/gcd_1.c ../testdata/testcomp/float-benchs/nan_double.c ../testdata/testcomp/floats-cdfpl/newton_1_8.i ../testdata/testcomp/bitvector-regression/signextension2-2.c ../testdata/testcomp/loops/sum01-1.i

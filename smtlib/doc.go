// Package smtlib writes symx expressions as SMT-LIB 2 scripts and reads
// SMT-LIB 2 scripts back into expressions.
//
// # Printing
//
// Write (or an Encoder, when later commands must refer to the same names)
// emits one complete query over the assertions:
//
//	; expected: sat                                  (PrintOptions.Expected)
//	(set-option :produce-models true)                (when values are asked)
//	(set-logic QF_ABV)                               (QF_BV without arrays; ALL with constant arrays)
//	(declare-fun x () (Array (_ BitVec 32) (_ BitVec 8)))
//	(define-fun tab () (Array (_ BitVec 32) (_ BitVec 8))
//	  (store ((as const (Array (_ BitVec 32) (_ BitVec 8))) #x00) (_ bv3 32) (_ bv7 8)))
//	(define-fun ?e1 () (_ BitVec 32) (concat (select x (_ bv3 32)) ...))
//	(assert (bvult ?e1 (_ bv10 32)))
//	(check-sat)
//	(get-value ((select x (_ bv0 32))))              (PrintOptions.GetValues)
//	(exit)                                           (PrintOptions.Exit)
//
// Symbolic arrays are declared with their index width; constant arrays are
// defined as stores over a zero constant array, which makes them exact (a
// read past Size is zero, as in expr) at the price of logic ALL, the only
// one under which z3 4.8 accepts "as const". Update lists print as store
// chains. Every node or array term used more than once is bound once by a
// define-fun (?eN), so the script is linear in the size of the DAG; so is
// any term that would nest more than 200 deep.
//
// Floating-point kinds print as QF_FP terms over the bit-vectors that hold
// the floats (fp.go: to_fp, the node's rounding mode, and z3's
// fp.to_ieee_bv back), with
// expr's NaN, conversion and fmod semantics spelt out; a script with
// floating point has logic ALL.
//
// The reader reads QF_FP (fpread.go): Float32 and Float64 (also as
// (_ FloatingPoint 8 24) and (11 53)) held as their bits, arithmetic in
// any rounding mode (fp.add, fp.sub, fp.mul, fp.div, fp.sqrt, fp.fma),
// fp.neg, fp.abs, the comparisons and classifications, fp literals and
// (_ +zero ...) style constants, to_fp and to_fp_unsigned,
// fp.to_sbv/fp.to_ubv with RTZ and fp.to_ieee_bv. = and distinct on
// floats are SMT-LIB's equality (all NaNs equal, +0 and -0 not), though
// the engine compares bits. RoundingMode is a sort like any other
// (=, ite, declared constants, which may be any of the five modes): a
// rounding-mode term is a 3-bit expression, and an operation under a
// symbolic mode is the ite of the operation in each mode. Other formats,
// fp.rem, fp.min and fp.max (whose meaning differs from C's) are errors.
//
// ParseAll reads a file of many queries, as query logs hold them: one
// query per check-sat, each (reset) or (exit) starting afresh.
//
// Width-1 expressions are Bool terms. Where SMT-LIB needs a bit-vector (an
// operand of concat, extract, an extension, arithmetic, a shift, a
// comparison) a Bool b is converted with (ite b #b1 #b0), and a width-1
// bit-vector result r back with (= r #b1).
//
// # Reading
//
// Parse reads what Write emits and the query logs KLEE writes with
// --use-query-log=...:smt2: set-option, set-info, set-logic, declare-fun
// and declare-const of arrays (Array (_ BitVec n) (_ BitVec 8)), of
// bit-vectors and of Bools, define-fun without arguments, assert, let,
// check-sat, get-value, get-model and exit, over the core and fixed-size
// bit-vector theories and select/store. A declared bit-vector or Bool
// constant becomes a fresh symbolic array of its size, read little-endian
// (expr.ReadLE); Script.Vars keeps the mapping. Everything is built with
// expr's constructors, so the result is simplified and hash-consed.
//
// A declared array's Size is not in the script; the reader takes one more
// than the largest constant index the script selects, stores or asks the
// value of. KLEE's constant arrays arrive as declared arrays with
// assertions on their bytes and stay symbolic arrays, as in the script.
//
// Errors name the place: "file:line:col: message". Unsupported commands
// (push, pop, define-fun with arguments, quantifiers, other theories) and
// widths above 64 are rejected with such an error; the reader never
// panics.
package smtlib

// Package expr is symx's expression language: a hash-consed DAG of
// bit-vector (width 1..64; width 1 is Bool) and byte-array terms.
//
// Every constructor simplifies before it interns (rules.go: constant
// folding, identities, canonical operand order, read-over-write, equality
// splitting over concatenations), so structurally equal terms are the same
// pointer and == is structural equality. Operators are declared once in
// kindTable (kind.go); their concrete meaning is defined once in
// semantics.go and shared by folding and the Evaluator, which the
// counterexample cache and concolic mode run on.
//
// Floating point (fp.go): floats and doubles are bit-vectors of width 32
// and 64 holding their IEEE-754 bits; the FP kinds (fadd ... fma, the
// fcmp relations, conversions) are operators over them with x86-64's
// exact semantics (round to nearest even, SSE's NaN propagation and
// default NaN, cvtt's integer indefinite, glibc's fmod/fmin/fmax/fma), so
// models and test files carry a float's exact bits.
//
// Arrays are symbolic inputs or constant tables; writes form persistent
// update lists (UpdateList), shared between forked states. Division follows
// SMT-LIB's total semantics (x/0 = all ones, x%0 = x), so answers agree with
// any SMT solver; the interpreter checks for zero divisors itself.
package expr

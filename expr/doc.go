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
// Arrays are symbolic inputs or constant tables; writes form persistent
// update lists (UpdateList), shared between forked states. Division follows
// SMT-LIB's total semantics (x/0 = all ones, x%0 = x), so answers agree with
// any SMT solver; the interpreter checks for zero divisors itself.
package expr

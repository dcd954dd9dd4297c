// Package expr is symx's expression language: a hash-consed DAG of
// bit-vector (width 1..64; width 1 is Bool) and byte-array terms.
//
// Every constructor simplifies before it interns (rules.go: constant
// folding, identities, canonical operand order, read-over-write, equality
// splitting over concatenations, quotients by constants folded into one
// division or a range test; rules_word.go: add and mul chains of up to 16
// operands flattened, their constants folded and their operands sorted,
// so every association and order of a chain is one term, and a term
// subtracted again cancelled (x + (0 - x) = 0, (x + y) - x = y); offsets
// from one base compared by their constants (c1 + t = c2 + t, through a
// truncation of the sum too), so a read passes the writes to an object's
// other bytes when the object sits at a symbolic offset; division and
// remainder by 0, 1, -1 and powers of two, of 0, and of a term by itself
// rewritten to what they compute), so structurally equal terms are the
// same pointer and == is structural equality. Terms that can take only a few
// values by their structure (valueset.go: constants, Booleans, clamps
// such as v > hi ? lo : v, sums and products of them) are followed
// further: a constant table read at such an index, or a comparison of
// such a term with a constant, folds when every value gives the same
// answer. A comparison of a term with a constant outside the term's
// unsigned bounds (range.go: masks, extensions, shifts, remainders, sums
// and products without overflow) folds too, and a read at a constant
// index passes a write whose index bounds exclude it. Operators are declared once in
// kindTable (kind.go); their concrete meaning is defined once in
// semantics.go and shared by folding and the Evaluator, which the
// counterexample cache and concolic mode run on.
//
// Floating point (fp.go): floats and doubles are bit-vectors of width 32
// and 64 holding their IEEE-754 bits; the FP kinds (fadd ... fma, the
// fcmp relations, conversions) are operators over them with x86-64's
// exact semantics (SSE's NaN propagation and default NaN, cvtt's integer
// indefinite, glibc's fmod/fmin/fmax/fma), so models and test files carry
// a float's exact bits. The kinds that round (Kind.Rounds) carry a
// RoundingMode in the node (Node.Rounding: nearest even, toward -∞, +∞ or
// zero, x86's four); nearest even evaluates with Go's arithmetic, the
// others with integer arithmetic and one rounding (fpround.go), both
// without allocating except fsqrt and fma in the directed modes.
//
// Arrays are symbolic inputs or constant tables; writes form persistent
// update lists (UpdateList), shared between forked states. Division follows
// SMT-LIB's total semantics (x/0 = all ones, x%0 = x), so answers agree with
// any SMT solver; the interpreter checks for zero divisors itself.
//
// # The unique table
//
// The table that makes structurally equal terms one pointer is weak
// (expr.go): it maps a node's key to a weak.Pointer, so it never keeps a
// node alive, and N runs in one process cost what one run costs — a
// finished run's expressions are garbage like the rest of its state
// (run.TestRunsDoNotAccumulate, docs/bench-log/2026-11-23-expressions.md). Identity stays exact:
// while anyone holds a node, its entry's weak pointer yields it, so a
// rebuilt term is the same pointer; once nobody holds it, its weak pointer
// yields nil, the entry is treated as absent and replaced, and no one can
// tell the new node from the dead one. Keys name operands by id (a
// process-unique uint64 from an atomic counter, never reused), not by
// pointer, so an entry keeps no operand alive and a dead DAG is freed in
// one collection rather than one level per collection. After every
// collection a sweep (a re-armed runtime.AddCleanup on a sentinel, the
// scheme package unique uses) deletes dead entries, and copies a shard's
// maps into new ones once they fall below a quarter of their peak, since
// Go maps never give memory back (TestTableShrinks). A cleanup per node would free entries sooner but cost
// ≈40% more CPU per new node in BenchmarkConstruct. Package unique itself
// does not fit: its handles are values, not our *Node with derived fields
// (hash, arrays read). Per-run tables would need a context argument on
// every constructor and forbid sharing terms between runs.
//
// Concurrency: the table is 64 shards chosen by the top bits of the
// node's structural hash, each a mutex and two maps. A construction locks
// one shard for a map lookup (plus, for a new node, its allocation), so
// goroutines building expressions wait on each other only when they hit
// the same shard at the same moment: with keys spread by hash, a
// construction among N goroutines finds its shard taken with probability
// below (N−1)/64, far below in practice since most of a construction
// (simplification) runs outside any lock. Ids come from one atomic
// counter touched only by new nodes. The hottest terms, constants below 256 of
// widths 1, 8, 16, 32 and 64, bypass the table: Const finds them with one
// atomic load in an array filled on first use (at most 1,280 nodes, kept
// for the process). A popular non-constant term still serializes its
// builders on its shard for one map lookup; more shards would be the next
// step if profiles of many workers show waiting there
// (BenchmarkConstruct/*/parallel, go test -mutexprofile).
//
// Determinism: ids are allocation order, which now depends on what the
// collector freed and, with workers, on scheduling, so nothing orders by
// them. The canonical operand order of commutative operators is Compare:
// constants first, then a structural hash (an array contributes a hash of
// its name and contents, not its creation number), then structure. The
// same program therefore builds the same terms, and sends the same
// queries, in every run, in a fresh process or after others. Sets of
// expressions that must be ordered (the solver caches' keys) sort with
// Compare and hold their expressions, so a cached constraint keeps its
// identity while the cache remembers it.
//
// # Traversal and substitution
//
// Walk yields the distinct nodes under some roots in post-order, each
// shared node once (a read's operands include its writes' indexes and
// values). Substitution rewrites bottom-up through the simplifying
// constructors, memoized per Substitution, replacing nodes (variables,
// reads of an input byte, any subterm) and root arrays (by another array,
// a constant model, or an update list); Substitute is the map form.
package expr

// Package bitblast is symx's own SMT backend for expr queries: it
// bit-blasts bit-vector terms onto an and-inverter circuit (gini's
// logic.C, structurally hashed) and decides them with gini's CDCL solver.
//
// Encodings are cached per hash-consed expression for the life of an
// instance (until its circuit passes Options.MaxNodes). The circuit is fed
// incrementally, with CnfSince, to a SAT solver; a query is the
// conjunction of its constraints' literals, passed as an assumption, never
// as clauses, so one solver serves many queries: a path's queries share
// their prefix and the solver's learnt clauses. Circuit variables are
// renumbered densely for the solver, inputs first and low bits first
// (instance.go explains why); a query that shares little with the solver's
// contents, or finds it past Options.MaxSolverVars, gets a fresh solver
// holding just its own cone.
//
// Arithmetic: ripple-carry adders, shift-add multipliers, restoring
// dividers (whose zero-divisor behaviour is exactly SMT-LIB's, the
// semantics of expr; a divisor with constant high zero bits gets
// subtractors only as wide as it is), logarithmic barrel shifters with
// an overflow test for amounts ≥ width, carry-chain comparisons. gates_test.go checks each
// against expr's evaluator with miters and exhaustively at small widths.
//
// Floating point (fp.go): softfloat circuits — unpack, align, add,
// multiply (full 2p-bit product), divide (long division), square root
// (digit by digit), fma, fmod (one shift-and-subtract step per unit of
// exponent difference: large for doubles), then one shared
// normalize/round/pack circuit in the node's rounding mode (nearest even,
// toward -∞, +∞ or zero) with subnormals and overflow — and comparisons and conversions, with expr's x86 NaN and
// out-of-range semantics. fp_test.go checks them against expr's evaluator
// on 10^5 random and edge operands in random rounding modes.
//
// Arrays are handled by abstraction-refinement (as STP and Boolector do):
// every read is a fresh byte, and lemmas from the array axioms are added
// only when a model violates them (arrays.go). Each abstract model is
// handed to Options.Observer (and ctx's observer) as a Refinement model,
// one of the MuSE paper's partial solutions; under solver.WithTrail the
// SAT calls run in slices of a count of propagations and the trail left
// by each slice that ends undecided is a Trail model (gini stops on a
// timeout without backtracking).
// A constant table read whose non-constant index bits select few entries
// (at most eagerTableMax, whatever the table's size) is encoded eagerly as
// a multiplexer over those bits.
// Models hold the bytes the reads define and nothing else: bytes far past
// an array's size (a read of a 4 GiB array at 0xffffffff) go to the
// assignment's sparse part, never into a slice of the array's size.
//
// Check honours the context for the whole query, refinement rounds
// included: encoding polls it as the circuit grows, so does handing the
// clauses to gini (mapper.Add; the half-fed instance is dropped), each round checks it,
// and the SAT search, paused at each of gini's clock ticks, is stopped
// there; all yield Unknown with ctx.Err(). gini ticks only every so many
// propagations, so a search still running shortly after the query's end
// is abandoned to its goroutine (it stops at its next tick) with the
// instance, and the query returns on time. Timeouts are counted
// (bitblast.timeouts; bitblast.late for the abandoned searches).
//
// Work (solver.Work) is counted in deterministic steps: gates encoded,
// clause literals handed to gini, gini's propagations; a query that
// spends its budget ends Unknown with solver.ErrWorkLimit, at the same
// point of its search on a quiet machine and on a loaded one.
// A Solver is safe for concurrent use: each Check borrows an instance.
package bitblast

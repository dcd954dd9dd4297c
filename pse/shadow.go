package pse

import (
	"sync"
	"sync/atomic"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
)

// Predicates: what a suffix's decisions ask of a value, instead of the
// value (--pse-predicates).
//
// A memory byte the suffix reads and only compares (strlen's `*s != 0`
// over a quoted operand, a switch on a character) is kept by the
// dependence slice as its exact value: a later state holding another
// printable character differs there, though the suffix would decide the
// same. A shadow follows such a value: it says the value equals f(P),
// f an expression over placeholders P_0..P_{k-1} standing for the bytes
// of k exposed reads (one load's), computed through casts and through
// arithmetic and comparisons with constants, through registers and
// through stores and loads of whole values in memory. A branch or switch
// on a shadowed value logs the predicate f(P) = outcome over those
// reads instead of marking them relevant, and a disjunct keeps the
// predicate where the slice would keep the bytes.
//
// A predicate applies to exactly the checkpoints opened after its reads'
// bytes were written and before the reads were logged (pred.w < cp.t <
// pred.tlog). For the older checkpoints, whose suffix wrote those bytes,
// the shadow's older link says what the bytes were in terms of the
// reads the stored value came from (a chain), or, without one, what
// they were computed from (rest) is marked relevant at the decision. A
// register holding a shadowed value read as an exposed read (written
// before the latest checkpoint) loses its shadow, as does a phi's
// result: decisions on them mark the value's reads relevant as before.
// Scalar arguments and returned values keep theirs. Predicates are only
// made over concrete bytes: a symbolic value's meaning in a disjunct is
// tied to its path's inputs (doc.go).

// shadow: a value equal to f over the placeholder bytes of the reads at
// locs (one load's bytes: consecutive addresses), which were last
// written at w and logged from tlog on. For the
// checkpoints older than w, whose suffix wrote those bytes: when the
// bytes held a shadowed value (a store), older is that value's shadow (a
// chain, at most maxChain long), else rest is what the value depends on.
type shadow struct {
	locs  []loc
	w     int // latest write of the reads' bytes
	tlog  int // earliest logging of the reads
	f     expr.Expr
	rest  dep
	older *shadow
	depth int
}

// maxChain bounds a shadow's chain of older meanings.
const maxChain = 4

// mapShadow returns sh with fn applied to every link's f (nil when fn
// fails on one).
func mapShadow(sh *shadow, fn func(expr.Expr) expr.Expr) *shadow {
	if sh == nil {
		return nil
	}
	c := *sh
	if c.f = fn(sh.f); c.f == nil {
		return nil
	}
	if sh.older != nil {
		if c.older = mapShadow(sh.older, fn); c.older == nil {
			return nil
		}
	}
	return &c
}

// pred is a decision's predicate over exposed reads: the term held; w
// and tlog are its shadow link's.
type pred struct {
	w, tlog int
	predTerm
}

// predTerm is a disjunct's predicate: g (over placeholders) over the
// bytes at locs (consecutive, as a shadow's).
type predTerm struct {
	locs []loc
	g    expr.Expr
	tab  *predTable // g's outcomes, when g is over one byte
}

// predTable remembers a one-byte predicate's outcome for each byte
// value: checks evaluate predicates by the thousand, mostly over one
// byte (a switch's default is a conjunction of one disequality per
// case, asked again at every check).
type predTable struct {
	// Atomic: the workers' checks of different summaries share tables.
	known, holds [4]atomic.Uint64
}

// predTableOf returns the table of g over n bytes (nil unless n is 1),
// one per predicate.
func (p *PSE) predTableOf(g expr.Expr, n int) *predTable {
	if n != 1 {
		return nil
	}
	if p.predTabs == nil || len(p.predTabs) >= maxPredTables {
		// Terms keep their tables: a table forgotten here is only not
		// shared with a later term of the same predicate.
		p.predTabs = map[expr.Expr]*predTable{}
	}
	t := p.predTabs[g]
	if t == nil {
		t = &predTable{}
		p.predTabs[g] = t
	}
	return t
}

// maxPredTables bounds PSE.predTabs (64 bytes a table).
const maxPredTables = 1 << 16

// maxPredBytes bounds the reads of one shadow (one scalar load).
const maxPredBytes = 8

var placeholders = func() (p [maxPredBytes]expr.Expr) {
	a := expr.NewArray("pse.placeholder", maxPredBytes)
	for i := range p {
		p[i] = expr.Read(expr.UpdateList{Root: a}, expr.Const(uint64(i), expr.Int32))
	}
	return p
}()

// placeholderArray is the array the placeholders read.
var placeholderArray = placeholders[0].Array()

// placeholderWords[n-1] is the little-endian n-byte word of P_0..P_{n-1},
// the expression of every freshly loaded n-byte value's shadow, built once.
var placeholderWords = func() (w [maxPredBytes]expr.Expr) {
	w[0] = placeholders[0]
	for i := 1; i < maxPredBytes; i++ {
		w[i] = expr.Concat(placeholders[i], w[i-1])
	}
	return w
}()

// loadShadow returns the shadow of the n bytes at a just loaded (nil when
// there is none): either every byte was logged as an exposed read on the
// path's latest checkpoint and not written since, with a concrete value,
// or the bytes are those of one stored shadow, in order.
func (p *PSE) loadShadow(s *exec.State, pd *path, a uint64, n int) *shadow {
	if p.cfg.NoPredicates || n < 1 || n > maxPredBytes || len(pd.cps) == 0 {
		return nil
	}
	latest := pd.cps[len(pd.cps)-1].t
	// stored: the bytes hold one stored shadowed value, whole, in order.
	first := pd.memW.get(a)
	stored := first.sh
	for i := 0; i < n && stored != nil; i++ {
		if m := pd.memW.get(a + uint64(i)); m.sh != stored || int(m.shIdx) != i || int(stored.f.Width()) != 8*n {
			stored = nil
		}
	}
	fresh := func(m mark) bool { return m.leaf > 0 && m.logged > latest && m.w < m.logged }
	if !fresh(first) {
		// Written since the latest checkpoint: the stored value's shadow
		// holds for every checkpoint.
		return stored
	}
	sh := &shadow{locs: make([]loc, n), tlog: int(^uint(0) >> 1)}
	if stored != nil && stored.depth < maxChain {
		sh.older, sh.depth = stored, stored.depth+1
	}
	for i := 0; i < n; i++ {
		ad := a + uint64(i)
		m := pd.memW.get(ad)
		if !fresh(m) {
			return nil
		}
		v, ok := memValue(s.Memory(), loc{frame: -1, addr: ad})
		if !ok || v.E != nil {
			return nil
		}
		sh.locs[i] = loc{frame: -1, addr: ad}
		sh.w = max(sh.w, m.w)
		sh.tlog = min(sh.tlog, m.logged)
		if sh.older == nil {
			sh.rest = pd.deps.union(sh.rest, pd.deps.without(m.d, m.leaf))
		}
	}
	sh.f = placeholderWords[n-1]
	return sh
}

// opShadow returns the shadow of in's result (in frame f) when exactly
// one register operand has a shadow and every other operand is a
// constant or a concrete register no exposed read flows into: the result
// is then a function of the same reads. It runs for every pure
// instruction: nothing is built unless an operand has a shadow.
func (p *PSE) opShadow(s *exec.State, pd *path, in *ir.Inst, f int) *shadow {
	if p.cfg.NoPredicates || in.Lanes > 1 || in.Dst < 0 || !shadowOps[in.Op] || in.Op == ir.OpCopy && in.Aux2 != 1 || len(in.Args) > 2 {
		return nil
	}
	k, sh := -1, (*shadow)(nil)
	for i, o := range in.Args {
		if o < 0 {
			continue
		}
		if m := pd.regShadow(f, int(o)); m != nil {
			if sh != nil {
				return nil // two shadowed operands
			}
			k, sh = i, m
		}
	}
	if sh == nil {
		return nil
	}
	w := expr.Width(in.Width)
	switch in.Op {
	case ir.OpICmp, ir.OpTrunc, ir.OpZExt, ir.OpSExt:
		w = expr.Width(in.Aux) // the operands'
	}
	if sh.f.Width() != w {
		return nil
	}
	var c uint64 // the other operand's value (shadowOps have at most two)
	for i, o := range in.Args {
		if i == k {
			continue
		}
		v := s.Operand(f, o, 0)
		if v.E != nil || o >= 0 && pd.peekReg(f, int(o)).d != 0 {
			return nil
		}
		c = v.C
	}
	// The same op on every link's meaning of the operand. A loop applies
	// the same instruction to the same meaning over and over: the results
	// are remembered, as building them (simplifying, interning) cost more
	// than the rest of the instruction's tracking.
	if p.opMemo == nil || len(p.opMemo) > 1<<18 {
		p.opMemo = map[opKey]expr.Expr{}
	}
	return mapShadow(sh, func(x expr.Expr) expr.Expr {
		key := opKey{in: in, k: k, x: x, c: c}
		if r, ok := p.opMemo[key]; ok {
			return r
		}
		var ops [2]expr.Expr
		for i := range in.Args {
			ops[i] = expr.Const(c, w)
		}
		ops[k] = x
		r := applyOp(in, ops[:len(in.Args)])
		p.opMemo[key] = r
		return r
	})
}

// opKey is an application of in to x as its k-th operand, c the other.
type opKey struct {
	in *ir.Inst
	k  int
	x  expr.Expr
	c  uint64
}

// shadowOps are the ops opShadow follows.
var shadowOps = [256]bool{ir.OpICmp: true, ir.OpTrunc: true, ir.OpZExt: true, ir.OpSExt: true, ir.OpCopy: true,
	ir.OpAdd: true, ir.OpSub: true, ir.OpMul: true, ir.OpAnd: true, ir.OpOr: true, ir.OpXor: true}

// applyOp builds in's result over the operands ops (opShadow's ops).
func applyOp(in *ir.Inst, ops []expr.Expr) expr.Expr {
	switch in.Op {
	case ir.OpICmp:
		return exec.ICmpExpr(in.Pred, ops[0], ops[1])
	case ir.OpTrunc:
		return expr.Trunc(ops[0], expr.Width(in.Width))
	case ir.OpZExt:
		return expr.ZExt(ops[0], expr.Width(in.Width))
	case ir.OpSExt:
		return expr.SExt(ops[0], expr.Width(in.Width))
	case ir.OpCopy:
		return ops[0]
	}
	return exec.BinaryExpr(in.Op, ops[0], ops[1])
}

// regShadow returns the shadow of register (frame, slot) when it was
// written in the frame now there (nil: none).
func (pd *path) regShadow(frame, slot int) *shadow {
	if m := pd.peekReg(frame, slot); m.sh != nil && m.w >= pd.birth(frame) {
		return m.sh
	}
	return nil
}

// branchPred logs the predicate of a concrete branch or switch on a
// shadowed value in frame f and marks what else it depends on relevant;
// false when the value has no shadow (the caller marks its reads
// relevant).
func (p *PSE) branchPred(s *exec.State, pd *path, b *exec.Branch) bool {
	in := b.Inst
	if !b.Concrete || len(in.Args) == 0 || in.Args[0] < 0 {
		return false
	}
	sh := pd.regShadow(b.Frame, int(in.Args[0]))
	if sh == nil {
		return false
	}
	v := s.Operand(b.Frame, in.Args[0], 0)
	if v.E != nil {
		return false
	}
	var rest dep
	for l := sh; l != nil; l = l.older {
		g := outcome(in, b, l.f, v.C)
		if g == nil || g.IsFalse() {
			return false
		}
		if !g.IsTrue() {
			pd.preds = append(pd.preds, pred{w: l.w, tlog: l.tlog,
				predTerm: predTerm{locs: l.locs, g: g, tab: p.predTableOf(g, len(l.locs))}})
		}
		rest = l.rest
	}
	p.relevant(pd, rest)
	if len(pd.preds) > maxLog {
		pd.poisonAll()
	}
	return true
}

// outcome is the predicate "f decides in as it did" (f's value v): the
// branch condition's value, the switch case taken, or no case for the
// default.
func outcome(in *ir.Inst, b *exec.Branch, f expr.Expr, v uint64) expr.Expr {
	switch in.Op {
	case ir.OpCondBr:
		if f.Width() != expr.Bool {
			return nil
		}
		return expr.Eq(f, expr.BoolConst(v != 0))
	case ir.OpSwitch:
		w := f.Width()
		if b.Taken > 0 || len(in.Ints) > 64 {
			return expr.Eq(f, expr.Const(v, w))
		}
		g := expr.True()
		for _, k := range in.Ints {
			g = expr.And(g, expr.Ne(f, expr.Const(uint64(k), w)))
		}
		return g
	}
	return nil
}

// predHolds evaluates t over the bytes vals (concrete). Checks evaluate
// predicates by the thousand: one evaluator serves them all (a new one
// per call spent a third of realpath's run making maps).
func predHolds(t predTerm, vals []byte) bool {
	if tab := t.tab; tab != nil && len(vals) == 1 {
		i, bit := vals[0]>>6, uint64(1)<<(vals[0]&63)
		if tab.known[i].Load()&bit == 0 {
			h := evalPred(t.g, vals)
			if h {
				tab.holds[i].Or(bit)
			}
			tab.known[i].Or(bit) // after holds: whoever sees it known sees holds
			return h
		}
		return tab.holds[i].Load()&bit != 0
	}
	return evalPred(t.g, vals)
}

// evalPred evaluates g over the bytes vals, remembering the outcomes of
// predicates over several bytes (a one-byte one has its table).
func evalPred(g expr.Expr, vals []byte) bool {
	predEval.mu.Lock()
	defer predEval.mu.Unlock()
	pe := &predEval
	if pe.ev == nil {
		pe.m = expr.NewAssignment()
		pe.ev = expr.NewEvaluator(pe.m)
		pe.memo = map[[2]uint64]bool{}
	}
	var packed uint64
	for i, b := range vals {
		packed |= uint64(b) << (8 * i)
	}
	key := [2]uint64{g.ID(), packed}
	if r, ok := pe.memo[key]; ok {
		return r
	}
	copy(pe.buf[:], vals)
	pe.m.Set(placeholderArray, pe.buf[:len(vals)])
	pe.ev.Reset(pe.m)
	r := pe.ev.IsTrue(g)
	if len(vals) > 1 {
		if len(pe.memo) >= 1<<20 {
			clear(pe.memo)
		}
		pe.memo[key] = r
	}
	return r
}

// predEval evaluates predicates, remembering outcomes by predicate and
// bytes.
var predEval struct {
	mu   sync.Mutex
	ev   *expr.Evaluator
	m    *expr.Assignment
	buf  [maxPredBytes]byte
	memo map[[2]uint64]bool
}

// predFormula instantiates t over the values cur of its bytes: a constant
// when they are concrete.
func predFormula(t predTerm, cur []exec.Value) expr.Expr {
	sym := false
	var buf [maxPredBytes]byte
	for i, v := range cur {
		if v.E != nil {
			sym = true
			break
		}
		buf[i] = byte(v.C)
	}
	if !sym {
		return expr.BoolConst(predHolds(t, buf[:len(cur)]))
	}
	sub := map[expr.Expr]expr.Expr{}
	for i, v := range cur {
		if v.E != nil {
			sub[placeholders[i]] = v.E
		} else {
			sub[placeholders[i]] = expr.Const(v.C&0xff, expr.Int8)
		}
	}
	return expr.Substitute(t.g, sub)
}

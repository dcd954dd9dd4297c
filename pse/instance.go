package pse

import (
	"bytes"
	"cmp"
	"slices"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// ---- summaries over a store: instantiation and the store view ----

// instance is a summary instantiated over a state's store: pi, the
// disjunction of the formulas fs of the disjuncts in that may apply.
type instance struct {
	pi     expr.Expr
	in     []int
	fs     []expr.Expr
	silent bool // every disjunct in is silent
}

// only narrows x to its j-th disjunct (d): a disjunct implied on its
// own is a smaller summary for the cut, and reads fewer locations.
func (x instance) only(j int, d *disjunct) instance {
	return instance{pi: x.fs[j], in: x.in[j : j+1], fs: x.fs[j : j+1], silent: d.silent}
}

// instantiate returns the summary over the store v views.
func (p *PSE) instantiate(v *storeView, sm *summary) instance {
	return instantiateWith(v.value, v.sameRun, len(sm.ds), func(i int) *disjunct { return &sm.ds[i] })
}

// usedReads calls use with each store location (once) that the
// disjuncts in of sm read, and its value in s, but for the memory bytes
// of their runs: useRun gets those a stretch at a time (merged across
// disjuncts). That is what a summary that cut s read. The other
// disjuncts' values did not make the summary; a state where they hold
// has a larger one, still implied. Used only for a subsumed direction:
// most checks fail, and a switch's arrivals instantiate hundreds of
// disjuncts, which mostly read the same locations.
func (p *PSE) usedReads(v *storeView, ds []disjunct, use func(read), useRun func(addr uint64, n int)) {
	if p.usedSeen == nil {
		p.usedSeen = map[loc]bool{}
	}
	seen := p.usedSeen
	clear(seen)
	visit := func(l loc) {
		// One disjunct's reads are of distinct locations (setReads);
		// duplicates only cost time, so a single one is not deduplicated.
		if len(ds) > 1 {
			if seen[l] {
				return
			}
			seen[l] = true
		}
		cur, _ := v.value(l)
		use(read{l: l, val: cur})
	}
	runs := p.runBuf[:0]
	for i := range ds {
		d := &ds[i]
		for _, r := range d.reads {
			visit(r.l)
		}
		for _, rv := range d.regs {
			visit(loc{frame: rv.frame, slot: rv.slot})
		}
		runs = append(runs, d.runs...)
		for _, t := range d.preds {
			for _, l := range t.locs {
				visit(l)
			}
		}
	}
	p.runBuf = runs
	if len(ds) > 1 {
		slices.SortFunc(runs, func(a, b byteRun) int { return cmp.Compare(a.addr, b.addr) })
	}
	for i := 0; i < len(runs); {
		start, end := runs[i].addr, runs[i].addr+uint64(runs[i].n)
		for i++; i < len(runs) && runs[i].addr <= end; i++ {
			end = max(end, runs[i].addr+uint64(runs[i].n))
		}
		useRun(start, int(end-start))
	}
}

// instantiateWith is instantiate over the store val reads, of the n
// disjuncts at gives. same, if not nil, finds a run of bytes as it is
// in the store.
func instantiateWith(val func(loc) (exec.Value, bool), same func(addr uint64, want []byte) bool, n int, at func(int) *disjunct) instance {
	x := instance{pi: expr.False(), silent: true}
	for i := range n {
		d := at(i)
		if d.failed {
			if cur, ok := val(d.miss.l); !ok || equal(cur, d.miss.val).IsFalse() {
				continue
			}
		}
		f := d.formulaOver(val, same)
		if f.IsFalse() {
			continue
		}
		x.silent = x.silent && d.silent
		x.pi = expr.Or(x.pi, f)
		x.in = append(x.in, i)
		x.fs = append(x.fs, f)
		if f.IsTrue() {
			return x.only(len(x.in)-1, d)
		}
		if x.pi.IsTrue() {
			break
		}
	}
	return x
}

// formulaOver returns d instantiated over the store val reads (same as
// for instantiateWith): its reads' values equal the store's, its
// predicates hold over the store's values, and its conditions hold.
// False when it cannot apply; the cheap terms go first, and the
// conditions' conjunction is made only for a disjunct that may.
func (d *disjunct) formulaOver(val func(loc) (exec.Value, bool), same func(addr uint64, want []byte) bool) expr.Expr {
	f := d.readsOver(val, same)
	if f.IsFalse() {
		return f
	}
	if f = d.predsOver(val, f); f.IsFalse() {
		return f
	}
	if d.all == nil {
		d.all = expr.True()
		for _, c := range d.conds {
			d.all = expr.And(d.all, c)
		}
	}
	return expr.And(f, d.all)
}

// readsOver returns the conjunction of d's exposed reads over the store
// val reads: true for a read of the value the store holds, an equality
// for an expression. A location the store lacks, or a value that
// differs, makes it false; d.miss then remembers that read, checked
// first the next time (instantiateWith), since it most likely fails
// again.
func (d *disjunct) readsOver(val func(loc) (exec.Value, bool), same func(addr uint64, want []byte) bool) expr.Expr {
	f := expr.True()
	for r := range d.exposedOver(same) {
		cur, ok := val(r.l)
		if !ok {
			d.miss, d.failed = r, true
			return expr.False()
		}
		if cur == r.val {
			continue // the same value (or expression): true
		}
		f = expr.And(f, equal(cur, r.val))
		if f.IsFalse() {
			d.miss, d.failed = r, true
			return f
		}
	}
	return f
}

// predsOver returns f and d's predicates over the values of their
// locations in the store val reads; false if the store lacks one.
func (d *disjunct) predsOver(val func(loc) (exec.Value, bool), f expr.Expr) expr.Expr {
	for _, t := range d.preds {
		var cur [maxPredBytes]exec.Value
		for i, l := range t.locs {
			v, ok := val(l)
			if !ok {
				return expr.False()
			}
			cur[i] = v
		}
		if f = expr.And(f, predFormula(t, cur[:len(t.locs)])); f.IsFalse() {
			return f
		}
	}
	return f
}

// anyHolds reports whether some disjunct of sm holds in s's store under
// the evaluator's assignment; with ev nil, whether one may hold as far
// as the store's concrete values tell (its terms over symbolic values
// and its conditions taken to hold).
func anyHolds(ev *expr.Evaluator, v *storeView, sm *summary) bool {
	for i := range sm.ds {
		if sm.ds[i].holds(ev, v) {
			return true
		}
	}
	return false
}

// holds is anyHolds for the disjunct d.
func (d *disjunct) holds(ev *expr.Evaluator, v *storeView) bool {
	num := func(v exec.Value) (uint64, int) {
		if v.E == nil {
			return v.C, 0
		}
		return ev.Eval(v.E), int(v.E.Width())
	}
	holds := func(r read) bool {
		cur, ok := v.value(r.l)
		if !ok {
			return false
		}
		if r.l.frame == -2 || ev == nil && (cur.E != nil || r.val.E != nil) {
			return true
		}
		a, wa := num(cur)
		b, wb := num(r.val)
		return !(wa != 0 && wb != 0 && wa != wb || a != b)
	}
	if d.failed && !holds(d.miss) {
		return false
	}
	for r := range d.exposedOver(v.sameRun) {
		if !holds(r) {
			d.miss, d.failed = r, true
			return false
		}
	}
preds:
	for _, t := range d.preds {
		var vals [maxPredBytes]byte
		for i, l := range t.locs {
			cur, ok := v.value(l)
			if !ok {
				return false
			}
			if ev == nil && cur.E != nil {
				continue preds
			}
			x, _ := num(cur)
			vals[i] = byte(x)
		}
		if !predHolds(t, vals[:len(t.locs)]) {
			return false
		}
	}
	for _, c := range d.conds {
		if ev != nil && !ev.IsTrue(c) {
			return false
		}
	}
	return true
}

// pendingRefuted reports whether the model refutes every suffix of sm
// not built yet, evaluating what its disjunct would hold straight from
// the logs: its conditions, its predicates and the concrete values of
// its reads (relevant, exposed at the checkpoint). Built, the disjunct
// would fail anyHolds too, so building can wait for a check that the
// model does not settle. That is exact: build keeps all of these terms;
// generalize drops only reads of symbolic values (left out here); and a
// disjunct that simplification merged is the disjunction of the
// suffixes merged into it (they read the same values and their
// conditions cover its own), so it holds only where one of them does.
func (p *PSE) pendingRefuted(ev *expr.Evaluator, v *storeView, sm *summary) bool {
next:
	for i := range sm.pending {
		// From the term that refuted the last state on: states at one
		// location tend to differ from a suffix in the same place.
		x := &sm.pending[i]
		n := x.terms()
		for j := range n {
			if k := (x.miss + j) % n; !p.suffixTerm(ev, v, x, k) {
				x.miss = k
				continue next
			}
		}
		return false
	}
	return true
}

// terms counts the terms suffixTerm evaluates: reads, assumptions, the
// extra condition, predicates.
func (x *suffix) terms() int { return len(x.reads) + len(x.asms) + 1 + len(x.preds) }

// suffixTerm reports whether term k of x (see terms) holds in v's store
// under ev, true for terms the disjunct does not keep as they are; with
// ev nil, whether it may hold as far as the store's concrete values tell
// (as anyHolds).
func (p *PSE) suffixTerm(ev *expr.Evaluator, v *storeView, x *suffix, k int) bool {
	if k < len(x.reads) {
		r := &x.reads[k]
		if r.val.E != nil || !p.keeps(x, r) {
			return true
		}
		cur, ok := v.value(r.l)
		switch {
		case !ok:
			return false
		case r.l.frame == -2:
			return true
		case cur.E == nil:
			return cur.C == r.val.C
		case ev == nil:
			return true
		}
		return ev.Eval(cur.E) == r.val.C
	}
	if ev == nil {
		return true // a condition, or a predicate: the model's
	}
	if k -= len(x.reads); k < len(x.asms) {
		return ev.IsTrue(x.asms[k].c)
	}
	if k -= len(x.asms); k == 0 {
		return ev.IsTrue(x.extra)
	}
	pr := &x.preds[k-1]
	if !x.keepsPred(pr) {
		return true
	}
	var vals [maxPredBytes]byte
	for i, l := range pr.locs {
		cur, ok := v.value(l)
		if !ok {
			return false
		}
		if cur.E == nil {
			vals[i] = byte(cur.C)
		} else {
			vals[i] = byte(ev.Eval(cur.E))
		}
	}
	return predHolds(pr.predTerm, vals[:len(pr.locs)])
}

// storeView reads a state's store, remembering memory bytes: the
// disjuncts of a summary mostly read the same bytes, and a lookup costs
// more than the cache (realpath spent a fifth of its run in lookups).
type storeView struct {
	s     *exec.State
	stamp uint32
	bytes [1024]struct {
		addr  uint64
		stamp uint32
		ok    bool
		v     exec.Value
	}
}

// reset views s, forgetting what was read before.
func (v *storeView) reset(s *exec.State) {
	v.s = s
	v.stamp++
	if v.stamp == 0 { // wrapped: stale entries would look current
		clear(v.bytes[:])
		v.stamp = 1
	}
}

func (v *storeView) value(l loc) (exec.Value, bool) {
	if l.frame != -1 {
		return value(v.s, l)
	}
	e := &v.bytes[l.addr%uint64(len(v.bytes))]
	if e.stamp != v.stamp || e.addr != l.addr {
		e.v, e.ok = memValue(v.s.Memory(), l)
		e.addr, e.stamp = l.addr, v.stamp
	}
	return e.v, e.ok
}

// sameRun reports whether the bytes at addr are want, all concrete in
// one object.
func (v *storeView) sameRun(addr uint64, want []byte) bool {
	obj, os, ok := v.s.Memory().Lookup(addr)
	if !ok || os == nil || !os.IsConcrete() || addr-obj.Addr+uint64(len(want)) > obj.Size {
		return false
	}
	off := addr - obj.Addr
	var buf [64]byte // most runs are a scalar's bytes: no allocation
	var got []byte
	if len(want) <= len(buf) {
		got = buf[:len(want)]
	} else {
		got = make([]byte, len(want))
	}
	// A range, not ConcreteBytes: that copies a paged object whole.
	os.ConcreteRange(off, got)
	return bytes.Equal(got, want)
}

// value reads location l in s's store now.
func value(s *exec.State, l loc) (exec.Value, bool) {
	if l.frame >= 0 {
		fr := s.Frames()
		if int(l.frame) >= len(fr) || int(l.slot) >= fr[l.frame].Fn.NumSlots {
			return exec.Value{}, false
		}
		return s.Reg(int(l.frame), ir.Slot(l.slot)), true
	}
	return memValue(s.Memory(), l)
}

// memValue reads memory location l (a byte or an access check) in as.
func memValue(as *mem.AddressSpace, l loc) (exec.Value, bool) {
	switch {
	case l.frame == -1:
		obj, os, ok := as.Lookup(l.addr)
		if !ok || os == nil {
			return exec.Value{}, false
		}
		c, e := os.Read(l.addr-obj.Addr, 1)
		if e != nil {
			return exec.Value{E: e}, true
		}
		return exec.Value{C: c & 0xff}, true
	default:
		obj, os, ok := as.Lookup(l.addr)
		if !ok || os == nil || obj.Addr != l.addr || obj.Size != uint64(l.n) || l.write && obj.ReadOnly {
			return exec.Value{}, false
		}
		return exec.Value{}, true
	}
}

// equal is a = b for two values of one location.
func equal(a, b exec.Value) expr.Expr {
	switch {
	case a.E == nil && b.E == nil:
		if a.C == b.C {
			return expr.True()
		}
		return expr.False()
	case a.E != nil && b.E != nil:
		if a.E.Width() != b.E.Width() {
			return expr.False()
		}
		return expr.Eq(a.E, b.E)
	case a.E != nil:
		return expr.Eq(a.E, expr.Const(b.C, a.E.Width()))
	default:
		return expr.Eq(expr.Const(a.C, b.E.Width()), b.E)
	}
}

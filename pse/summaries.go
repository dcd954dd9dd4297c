package pse

import (
	"bytes"
	"encoding/binary"
	"hash/maphash"
	"iter"
	"slices"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
)

// ---- summaries ----

// disjunct is one explored suffix from l′: the conditions it relied on
// and the values it read from the store at l′.
type disjunct struct {
	conds []expr.Expr
	// reads are the exposed reads but for those of a concrete value,
	// most of a suffix's reads, which are kept compactly: registers as
	// regs (unordered), memory bytes as runs of consecutive addresses over
	// one byte array (realpath's summaries went past 2 GB as reads).
	reads []read
	regs  []regVal
	runs  []byteRun
	bytes []byte
	// preds are the predicates over exposed bytes that the suffix's
	// decisions asked of them (shadow.go), for bytes not kept above.
	preds []predTerm
	// silent: every path the disjunct stands for ended without a test
	// (an infeasible __VERIFIER_assume, klee_silent_exit).
	silent bool
	// rh is a hash of the set of reads (location and value), so that
	// disjuncts reading different values are told apart without
	// comparing their reads.
	rh uint64
	// all is the conjunction of conds, built at the first check that
	// instantiates the disjunct (most are refuted by the path's model
	// before: never built).
	all expr.Expr
	// miss is the read that last told a state apart from d (failed is
	// set): checks try it first, since states at one location tend to
	// differ from a disjunct in the same place.
	miss   read
	failed bool
	// syms are the inputs of its path at its checkpoint (concolic mode:
	// renaming); ren is d renamed as renKey says (disjunct.renamed).
	syms   []exec.Symbolic
	ren    *disjunct
	renKey renKey
}

// regVal is register (frame, slot) holding v.
type regVal struct {
	frame, slot int32
	v           uint64
}

// byteRun is the memory bytes [addr, addr+n) holding bytes[off:off+n].
type byteRun struct {
	addr   uint64
	off, n uint32
}

// terms counts d's conditions and reads (a run counts a read per byte).
func (d *disjunct) terms() int {
	return len(d.conds) + len(d.reads) + len(d.regs) + len(d.bytes) + len(d.preds)
}

// exposedOver yields every exposed read of d, the runs' bytes as reads,
// but for the runs that same (if not nil) finds in the store as they
// are: a check compares most of a disjunct's bytes a run at a time that
// way, and yields a run's bytes only where one differs or is not
// concrete.
func (d *disjunct) exposedOver(same func(addr uint64, want []byte) bool) iter.Seq[read] {
	return func(yield func(read) bool) {
		for _, r := range d.reads {
			if !yield(r) {
				return
			}
		}
		for _, rv := range d.regs {
			if !yield(read{l: loc{frame: rv.frame, slot: rv.slot}, val: exec.Value{C: rv.v}}) {
				return
			}
		}
		for _, br := range d.runs {
			if same != nil && same(br.addr, d.bytes[br.off:br.off+br.n]) {
				continue
			}
			for i := range br.n {
				r := read{l: loc{frame: -1, addr: br.addr + uint64(i)}, val: exec.Value{C: uint64(d.bytes[br.off+i])}}
				if !yield(r) {
					return
				}
			}
		}
	}
}

// setReads puts the reads into d: registers with concrete values as regs
// (each once, in any order), memory bytes with concrete values (bytes:
// addr<<8 | value) as runs, once per address (a location's reads in a
// suffix, all exposed at its checkpoint, read one value), the others as
// reads. It sorts bytes with tmp as scratch and returns the two
// buffers, distinct, for reuse.
func (d *disjunct) setReads(regs []regVal, bytes []uint64, others []read, tmp []uint64) (bytesBuf, tmpBuf []uint64) {
	d.reads = slices.Clone(others)
	d.regs = slices.Clone(regs)
	bytes, tmp = sortRuns(bytes, tmp)
	bytes = slices.CompactFunc(bytes, func(a, b uint64) bool { return a>>8 == b>>8 })
	d.bytes, d.runs = make([]byte, 0, len(bytes)), nil
	for i, x := range bytes {
		if i == 0 || x>>8 != bytes[i-1]>>8+1 {
			d.runs = append(d.runs, byteRun{addr: x >> 8, off: uint32(len(d.bytes))})
		}
		d.runs[len(d.runs)-1].n++
		d.bytes = append(d.bytes, byte(x))
	}
	return bytes, tmp
}

// sortRuns sorts a, which is mostly a few ascending runs (a suffix reads
// an object's bytes upwards: mkfifo's average is 835 bytes in 32 runs),
// by merging neighbouring runs pairwise, with tmp as scratch, instead of
// sorting them afresh (slices.Sort took 12% of mkfifo's --pse run).
// It returns the sorted slice, which is a's storage or tmp's, and the
// other one.
func sortRuns(a, tmp []uint64) (sorted, scratch []uint64) {
	var starts [maxMergeRuns + 1]int
	n := 0
	for i := range a {
		if i == 0 || a[i] < a[i-1] {
			if n == maxMergeRuns {
				slices.Sort(a)
				return a, tmp
			}
			starts[n] = i
			n++
		}
	}
	starts[n] = len(a)
	if n <= 1 {
		return a, tmp
	}
	tmp = slices.Grow(tmp[:0], len(a))[:len(a)]
	src, dst := a, tmp
	for n > 1 {
		m := 0
		for i := 0; i < n; i += 2 {
			lo := starts[i]
			if i+1 == n { // an odd run out: copied as it is
				copy(dst[lo:], src[lo:starts[n]])
				starts[m] = lo
				m++
				break
			}
			mid, hi := starts[i+1], starts[i+2]
			x, y, k := lo, mid, lo
			for x < mid && y < hi {
				if src[y] < src[x] {
					dst[k] = src[y]
					y++
				} else {
					dst[k] = src[x]
					x++
				}
				k++
			}
			k += copy(dst[k:], src[x:mid])
			copy(dst[k:], src[y:hi])
			starts[m] = lo
			m++
		}
		starts[m] = len(a)
		n = m
		src, dst = dst, src
	}
	return src, dst
}

// maxMergeRuns is the most ascending runs sortRuns merges; more are
// sorted afresh.
const maxMergeRuns = 256

var readSeed = maphash.MakeSeed()

// readsHash is a hash of d's reads' locations and values, independent of
// the order of its reads and registers.
func readsHash(d *disjunct) uint64 {
	var h uint64
	for _, r := range d.reads {
		h += maphash.Comparable(readSeed, struct {
			l loc
			v exec.Value
		}{r.l, r.val})
	}
	for _, rv := range d.regs {
		h += maphash.Comparable(readSeed, rv)
	}
	// Runs are canonical (sorted and maximal): hashed in order, at once.
	for _, br := range d.runs {
		h += maphash.Comparable(readSeed, br)
	}
	h += maphash.Bytes(readSeed, d.bytes)
	for _, t := range d.preds {
		h += maphash.Comparable(readSeed, [2]uint64{t.locs[0].addr, t.g.Hash()})
	}
	return h
}

// maxDisjunct bounds the conditions and reads of one disjunct: larger
// ones are not kept (an under-approximation), as checking them would
// cost more than the suffix they save.
const maxDisjunct = 2048

// maxLog bounds a path's logs; past it the path's open checkpoints are
// given up.
const maxLog = 1 << 16

// summary is Π[l′]: its disjuncts, then the suffixes recorded but not
// built yet. Building a disjunct costs as much as its suffix is long, and
// most locations are never checked again (DFS leaves them for good), so
// suffixes are built when their location is checked (or when too many
// wait), in the order they were recorded: the summary is the one eager
// building gives.
type summary struct {
	mu      sync.Mutex // ds, pending, and the caches in them
	ds      []disjunct
	pending []suffix
	// at lists the positions in ds of the disjuncts by mergeKeys: add
	// looks for a disjunct to merge with, or an identical one, among
	// those with its key alone (an unbounded summary holds thousands).
	at map[uint64][]int32
}

// suffix is an explored suffix from a checkpoint at time t, not yet
// built: the path's logs from the checkpoint on (shared and never
// changed: logs are only appended to, and forks cap them), followed by
// extra.
type suffix struct {
	reads  []read
	asms   []assumption
	preds  []pred
	t      int
	extra  expr.Expr
	silent bool
	deps   deps // the path's, for which reads are relevant
	syms   []exec.Symbolic
	// miss is the term (suffixTerm's k) that last told a state's model
	// apart from the suffix (pendingRefuted).
	miss int
}

// maxSymbolicAccess is the largest object a load or store at a symbolic
// address is modelled in (it reads, or may write, every byte); a larger
// one gives the path's checkpoints up.
const maxSymbolicAccess = 4096

// maxPending is how many suffixes a summary keeps unbuilt: they hold
// their paths' logs.
const maxPending = 64

// ctxKey is the location l′: the branch direction and the calling
// context (each caller frame's position, i.e. its call site), interned.
func (p *PSE) ctxKey(s *exec.State, id int32, dir int) int32 {
	fr := s.Frames()
	buf := p.keyBuf[:0]
	buf = binary.AppendVarint(buf, int64(id))
	buf = binary.AppendVarint(buf, int64(dir))
	for i := 0; i < len(fr)-1; i++ {
		buf = binary.AppendVarint(buf, int64(fr[i].Fn.Index))
		buf = binary.AppendVarint(buf, int64(fr[i].Block))
		buf = binary.AppendVarint(buf, int64(fr[i].PC))
	}
	p.keyBuf = buf
	p.mu.Lock()
	defer p.mu.Unlock()
	k, ok := p.keys[string(buf)]
	if !ok {
		k = int32(len(p.keys))
		p.keys[string(buf)] = k
	}
	return k
}

// lookup returns the summary at key (nil if none), not built.
func (p *PSE) lookup(key int32) *summary {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.summaries[key]
}

// summarize records, for every open checkpoint of the path, the suffix
// from it to now, followed by extra (true for a path end; the
// instantiated summaries of the directions cut at a branch).
func (p *PSE) summarize(pd *path, extra expr.Expr, silent bool) {
	start := time.Now()
	defer func() { p.stats.WPTime.Add(int64(time.Since(start))) }()
	p.stats.Summarized.Add(1)
	rec := pd.deps.fork() // frozen: the path may go on (a pruned direction)
	for i := len(pd.cps) - 1; i >= 0; i-- {
		cp := pd.cps[i]
		if cp.t < pd.poison {
			break
		}
		if len(pd.asms)-cp.asms+len(pd.reads)-cp.reads > 4*maxDisjunct {
			p.stats.Dropped.Add(1)
			continue
		}
		p.mu.Lock()
		sm := p.summaries[cp.key]
		if sm == nil {
			sm = &summary{}
			p.summaries[cp.key] = sm
			p.summarized[cp.id].Store(true)
		}
		p.mu.Unlock()
		sm.mu.Lock()
		if p.full(sm) {
			// A full summary never changes again (build adds nothing to
			// it, nor merges into it).
			sm.mu.Unlock()
			p.stats.Dropped.Add(1)
			continue
		}
		sm.pending = append(sm.pending, suffix{reads: pd.reads[cp.reads:len(pd.reads):len(pd.reads)],
			asms: pd.asms[cp.asms:len(pd.asms):len(pd.asms)], preds: pd.preds[cp.preds:len(pd.preds):len(pd.preds)],
			t: cp.t, extra: extra, silent: silent,
			deps: rec, syms: cp.syms})
		if len(sm.pending) >= maxPending || p.eager {
			p.build(sm)
		}
		sm.mu.Unlock()
	}
}

// built builds sm's pending suffixes; the caller holds sm.mu.
func (p *PSE) built(sm *summary) {
	if len(sm.pending) > 0 {
		start := time.Now()
		p.build(sm)
		p.stats.WPTime.Add(int64(time.Since(start)))
	}
}

// build turns sm's pending suffixes into disjuncts (disjunctOf) and
// adds them to sm, dropping those of a full summary and those too large.
func (p *PSE) build(sm *summary) {
	pend := sm.pending
	sm.pending = nil
	if p.seenAcc == nil {
		p.seenAcc, p.predSeen = map[loc]bool{}, map[predKey]bool{}
	}
	for _, x := range pend {
		if p.full(sm) {
			// Full: a disjunct could still merge with one present, but
			// building it costs as much as its suffix is long.
			p.stats.Dropped.Add(1)
			continue
		}
		d, ok := p.disjunctOf(&x)
		if !ok {
			p.stats.Dropped.Add(1)
			continue
		}
		p.add(sm, d)
	}
}

// disjunctOf builds suffix x's disjunct: the conditions the suffix
// relied on, and its first read of each location exposed at the
// checkpoint that its decisions depend on (the first read is relevant
// when a later one of the same value is: its dep is under theirs), and
// its predicates. ok is false for a disjunct too large to keep
// (maxDisjunct terms; one four times that size is not even built).
func (p *PSE) disjunctOf(x *suffix) (d disjunct, ok bool) {
	d = disjunct{silent: x.silent, syms: x.syms}
	for _, a := range x.asms {
		d.conds = append(d.conds, a.c)
	}
	if !x.extra.IsTrue() {
		d.conds = append(d.conds, x.extra)
	}
	regs, bytes, others := p.keptReads(x)
	d.preds = p.keptPreds(x)
	if len(d.conds)+len(regs)+len(bytes)+len(others) > 4*maxDisjunct {
		return d, false
	}
	p.byteBuf, p.sortBuf = d.setReads(regs, bytes, others, p.sortBuf)
	return d, d.terms() <= maxDisjunct
}

// keptReads returns the reads x's disjunct keeps (keeps), each
// location's first: concrete registers as regVals, concrete memory bytes
// packed as addr<<8|byte, the others as reads. The slices are p's
// buffers, valid until the next call.
func (p *PSE) keptReads(x *suffix) (regs []regVal, bytes []uint64, others []read) {
	seen := p.seenAcc
	clear(seen)
	p.stamp++
	regs, bytes, others = p.regBuf[:0], p.byteBuf[:0], p.scratch[:0]
	for _, r := range x.reads {
		switch {
		case !p.keeps(x, &r):
		case r.val.E == nil && r.l.frame >= 0:
			if p.regSeen(r.l.frame, r.l.slot) {
				regs = append(regs, regVal{frame: r.l.frame, slot: r.l.slot, v: r.val.C})
			}
		case r.val.E == nil && r.l.frame == -1 && r.l.addr < 1<<56:
			bytes = append(bytes, r.l.addr<<8|r.val.C&0xff)
		case !seen[r.l]:
			seen[r.l] = true
			others = append(others, read{l: r.l, val: r.val})
		}
	}
	p.regBuf, p.byteBuf, p.scratch = regs, bytes, others
	return regs, bytes, others
}

// keptPreds returns a copy of the predicates x's disjunct keeps, once
// each: a loop asks the same of a byte many times.
func (p *PSE) keptPreds(x *suffix) []predTerm {
	preds := p.predBuf[:0]
	clear(p.predSeen)
	for _, pr := range x.preds {
		k := predKey{g: pr.g, addr: pr.locs[0].addr, n: len(pr.locs)}
		if x.keepsPred(&pr) && !p.predSeen[k] {
			p.predSeen[k] = true
			preds = append(preds, pr.predTerm)
		}
	}
	p.predBuf = preds
	return slices.Clone(preds)
}

// keeps reports whether x's disjunct keeps read r: exposed at the
// checkpoint, and relevant to the suffix's decisions (an access check
// always is). build and pendingRefuted must agree on it.
func (p *PSE) keeps(x *suffix, r *read) bool {
	return r.w < x.t && (p.cfg.NoSlice || r.l.frame == -2 || x.deps.isRelevant(r.node))
}

// keepsPred reports whether x's disjunct keeps predicate pr: over bytes
// written before the checkpoint, logged after it.
func (x *suffix) keepsPred(pr *pred) bool { return pr.w < x.t && pr.tlog > x.t }

// predKey is a predicate: its locs are n consecutive bytes from addr.
type predKey struct {
	g    expr.Expr
	addr uint64
	n    int
}

// regSeen reports whether register (frame, slot) is new to the disjunct
// being built, and marks it taken.
func (p *PSE) regSeen(frame, slot int32) bool {
	for int(frame) >= len(p.stamps) {
		p.stamps = append(p.stamps, nil)
	}
	st := p.stamps[frame]
	if int(slot) >= len(st) {
		st = append(st, make([]uint32, int(slot)+1-len(st))...)
		p.stamps[frame] = st
	}
	if st[slot] == p.stamp {
		return false
	}
	st[slot] = p.stamp
	return true
}

// add puts d into sm, simplifying (Alg. 4) and bounding.
func (p *PSE) add(sm *summary, d disjunct) {
	d = generalize(d)
	d.rh = readsHash(&d)
	if !p.cfg.NoSimplify {
		for {
			prefix, _ := mergeKeys(&d)
			j := -1
			for _, i := range sm.at[prefix] {
				if combinable(sm.ds[i], d) {
					j = int(i)
					break
				}
			}
			if j < 0 {
				break
			}
			p.stats.Combined.Add(1)
			d.conds = d.conds[:len(d.conds)-1]
			d.silent = d.silent && sm.ds[j].silent
			sm.remove(j)
			d = generalize(d) // the merged condition may have held an input's last use
			d.rh = readsHash(&d)
		}
		_, whole := mergeKeys(&d)
		for _, i := range sm.at[whole] {
			if e := &sm.ds[i]; sameDisjunct(*e, d) {
				e.silent = e.silent && d.silent
				return
			}
		}
	}
	if p.full(sm) {
		p.stats.Dropped.Add(1)
		return
	}
	sm.ds = append(sm.ds, d)
	sm.index(len(sm.ds) - 1)
}

// mergeKeys hashes what combinable and sameDisjunct compare first: the
// reads' hash, the number of conditions, and all but the last of them
// (prefix) or all of them (whole). Disjuncts with different keys never
// merge, nor are they identical.
func mergeKeys(d *disjunct) (prefix, whole uint64) {
	h := d.rh*0x9e3779b97f4a7c15 ^ uint64(len(d.conds))
	for i, c := range d.conds {
		if i == len(d.conds)-1 {
			prefix = h
		}
		h = (h^c.ID())*0xff51afd7ed558ccd + 1
	}
	return prefix ^ 0x5bd1e995, h // salted apart: a prefix is no whole
}

// index lists disjunct i of sm under its keys.
func (sm *summary) index(i int) {
	if sm.at == nil {
		sm.at = map[uint64][]int32{}
	}
	prefix, whole := mergeKeys(&sm.ds[i])
	for _, k := range [2]uint64{prefix, whole} {
		sm.at[k] = append(sm.at[k], int32(i))
	}
}

// unindex takes disjunct i of sm off the lists of its keys.
func (sm *summary) unindex(i int) {
	prefix, whole := mergeKeys(&sm.ds[i])
	for _, k := range [2]uint64{prefix, whole} {
		l := sm.at[k]
		if x := slices.Index(l, int32(i)); x >= 0 {
			l = slices.Delete(l, x, x+1)
		}
		if len(l) == 0 {
			delete(sm.at, k)
		} else {
			sm.at[k] = l
		}
	}
}

// remove takes disjunct j out of sm, moving the last one to its place.
func (sm *summary) remove(j int) {
	sm.unindex(j)
	last := len(sm.ds) - 1
	if j != last {
		sm.unindex(last)
		sm.ds[j] = sm.ds[last]
		sm.index(j)
	}
	sm.ds[last] = disjunct{}
	sm.ds = sm.ds[:last]
}

// full reports whether sm has reached the summary bound.
func (p *PSE) full(sm *summary) bool {
	return p.cfg.SummaryBound > 0 && len(sm.ds) >= p.cfg.SummaryBound
}

// combinable reports whether a and b read the same values and their
// conditions agree but for the last, where one is the negation of the
// other (their divergence roots; Alg. 4): a ∨ b is then a without it.
func combinable(a, b disjunct) bool {
	n := len(a.conds)
	if n == 0 || n != len(b.conds) || a.rh != b.rh {
		return false
	}
	for i := 0; i < n-1; i++ {
		if a.conds[i] != b.conds[i] {
			return false
		}
	}
	x, y := a.conds[n-1], b.conds[n-1]
	return (expr.Not(x) == y || expr.Not(y) == x) && sameReads(a, b)
}

func sameDisjunct(a, b disjunct) bool {
	if len(a.conds) != len(b.conds) || a.rh != b.rh {
		return false
	}
	for i := range a.conds {
		if a.conds[i] != b.conds[i] {
			return false
		}
	}
	return sameReads(a, b)
}

// sameReads reports whether a and b read the same values at the same
// locations (runs are canonical: sorted and maximal; regs in any order).
func sameReads(a, b disjunct) bool {
	if len(a.reads) != len(b.reads) || len(a.regs) != len(b.regs) || !slices.Equal(a.runs, b.runs) || !bytes.Equal(a.bytes, b.bytes) {
		return false
	}
	rv := make(map[regVal]bool, len(a.regs))
	for _, r := range a.regs {
		rv[r] = true
	}
	for _, r := range b.regs {
		if !rv[r] {
			return false
		}
	}
	m := make(map[loc]exec.Value, len(a.reads))
	for _, r := range a.reads {
		m[r.l] = r.val
	}
	for _, r := range b.reads {
		v, ok := m[r.l]
		if !ok || v != r.val {
			return false
		}
	}
	return slices.EqualFunc(a.preds, b.preds, func(x, y predTerm) bool {
		return x.g == y.g && slices.Equal(x.locs, y.locs)
	})
}

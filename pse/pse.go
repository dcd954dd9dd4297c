package pse

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"hash/maphash"
	"iter"
	"maps"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/cow"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
	"github.com/symx/symx/solver"
)

// Config configures PSE.
type Config struct {
	// Solver decides the subsumption checks (the run's query chain).
	Solver solver.Solver
	// SummaryBound caps the disjuncts of one summary (the paper's bd,
	// §4.1); further suffixes are not added. 0 means no bound.
	SummaryBound int
	// NoSimplify turns summary simplification (Alg. 4) off.
	NoSimplify bool
	// MaxSolverTime bounds one subsumption check (0: none); a check that
	// times out counts as "not subsumed".
	MaxSolverTime time.Duration
	// CheckTimeout bounds one subsumption check too (0: MaxSolverTime
	// alone). Most checks that take long fail in the end: on coreutils tr
	// they took 4.4 s of a 5.7 s run, and a 10 ms bound left the same
	// cuts in a 1.5 s run (docs/BENCHMARKS.md).
	CheckTimeout time.Duration
	// NoSlice keeps every exposed read in a disjunct, also those no
	// decision of the suffix depends on (deps.go).
	NoSlice bool
	// AllBranches opens a checkpoint at every branch direction a state
	// takes, as the paper's Alg. 2 does; by default only where the state
	// forked (see doc.go, "Checkpoints at forks").
	AllBranches bool
	// NoPredicates keeps a read that decisions only compared by its value
	// too, instead of by the comparisons' outcomes (shadow.go).
	NoPredicates bool
}

// DefaultCheckTimeout bounds a subsumption check by default
// (--pse-check-timeout).
const DefaultCheckTimeout = 10 * time.Millisecond

// DefaultSummaryBound is the paper's bound on a summary's size.
const DefaultSummaryBound = 200

// CutReason is the Termination.Reason of a state PSE ended at a branch.
const CutReason = "pse: suffix already explored"

// Stats are PSE's counters.
type Stats struct {
	Checks        uint64        // subsumption checks that reached the solver
	CheckTimeouts uint64        // of those, the ones that ran out of time (not subsumed)
	Refuted       uint64        // checks the path's model refuted without a query
	Syntactic     uint64        // checks decided without a query: a disjunct's terms are all path conditions
	CheckTime     time.Duration // time in those checks
	Cuts          uint64        // states ended at a branch (all directions subsumed)
	Pruned        uint64        // single directions dropped (subsumed) at a branch
	Summarized    uint64        // paths (real or cut) whose suffixes were summarized
	WPTime        time.Duration // time computing weakest preconditions (summaries)
	Summaries     int           // locations with a summary
	Disjuncts     int           // disjuncts over all summaries
	Terms         int           // conditions and reads over all disjuncts (the summaries' memory)
	MaxDisjuncts  int           // largest summary
	Combined      uint64        // disjunct pairs merged by simplification
	Dropped       uint64        // disjuncts not added: summary at its bound
	Unbuilt       int           // suffixes recorded but never built into a disjunct (their location was not checked again)
	Poisoned      uint64        // finished paths on which checkpoints were given up (effects not modelled, logs too long)
}

// PSE is the technique, put into exec.Config.Subscribers: one value per
// worker, sharing one table of summaries (New, then Worker for each
// further worker). It requires depth-first search.
type PSE struct {
	*table
	// The rest is the worker's own: scratch space of its events.
	stack  []dep               // relevant's
	depBuf []dep               // phis' and memcpy's
	opMemo map[opKey]expr.Expr // opShadow's
	keyBuf []byte              // ctxKey's
	// BeforeBranch's: the store it checks, and evaluators under the
	// path's model and under a direction's (reset, not reallocated, per
	// check); dsBuf holds the disjuncts that cut a direction.
	view         storeView
	evOwn, evDir *expr.Evaluator
	dsBuf        []disjunct
	usedSeen     map[loc]bool // usedReads'
	runBuf       []byteRun
	// build's buffers.
	scratch  []read
	regBuf   []regVal
	byteBuf  []uint64
	stamps   [][]uint32 // per frame and slot, the disjunct that last took it
	stamp    uint32
	seenAcc  map[loc]bool // for reads kept as reads
	sortBuf  []uint64     // for sortRuns
	predTabs map[expr.Expr]*predTable
	predBuf  []predTerm
	predSeen map[predKey]bool
}

// table is what a run's workers share: the summaries, each under its
// own lock (summary.mu), the locations' keys under mu, and the
// statistics. A summary describes suffixes explored to their end (or to
// a cut by other summaries), whichever worker explored them, so sharing
// it is sound in any order.
type table struct {
	prog   *ir.Program // the program the executor runs (FuncAt)
	cfg    Config
	key    exec.HookKey
	funcOf map[*ir.Inst]*ir.Func
	eager  bool             // build every suffix when recorded (tests)
	verify func(holds bool) // builds what pendingRefuted refuted, reporting whether it holds (tests)
	stats  counters

	mu        sync.Mutex       // keys and summaries
	keys      map[string]int32 // locations l′, interned (ctxKey)
	summaries map[int32]*summary
	// summarized marks the branches (by BranchID) with a summary in some
	// calling context: most branches have none, and a check there costs
	// nothing then.
	summarized []atomic.Bool
}

// New returns PSE for prog, for one worker.
func New(prog *ir.Program, cfg Config) *PSE {
	t := &table{prog: prog, cfg: cfg, key: exec.NewHookKey(), summaries: map[int32]*summary{},
		funcOf: map[*ir.Inst]*ir.Func{}, keys: map[string]int32{}, summarized: make([]atomic.Bool, prog.NumBranches)}
	for _, f := range prog.Funcs {
		for _, b := range f.Blocks {
			for i := range b.Insts {
				t.funcOf[&b.Insts[i]] = f
			}
		}
	}
	return newWorker(t)
}

func newWorker(t *table) *PSE {
	return &PSE{table: t, evOwn: expr.NewEvaluator(nil), evDir: expr.NewEvaluator(nil)}
}

// Worker returns PSE for another worker of the same run: its summaries
// are p's. States move between workers with their paths (exec hooks).
func (p *PSE) Worker() *PSE { return newWorker(p.table) }

// counters are Stats' counts, kept by every worker at once.
type counters struct {
	Checks, CheckTimeouts, Refuted, Syntactic, Cuts, Pruned, Summarized, Combined, Dropped, Poisoned atomic.Uint64
	CheckTime, WPTime                                                                                atomic.Int64 // nanoseconds
}

// Stats returns the counters.
func (p *PSE) Stats() Stats {
	c := &p.stats
	st := Stats{Checks: c.Checks.Load(), CheckTimeouts: c.CheckTimeouts.Load(), Refuted: c.Refuted.Load(),
		Syntactic: c.Syntactic.Load(), CheckTime: time.Duration(c.CheckTime.Load()), Cuts: c.Cuts.Load(),
		Pruned: c.Pruned.Load(), Summarized: c.Summarized.Load(), WPTime: time.Duration(c.WPTime.Load()),
		Combined: c.Combined.Load(), Dropped: c.Dropped.Load(), Poisoned: c.Poisoned.Load()}
	p.mu.Lock()
	sums := slices.Collect(maps.Values(p.summaries))
	p.mu.Unlock()
	st.Summaries = len(sums)
	for _, s := range sums {
		s.mu.Lock()
		st.Disjuncts += len(s.ds)
		for _, d := range s.ds {
			st.Terms += d.terms()
		}
		st.MaxDisjuncts = max(st.MaxDisjuncts, len(s.ds))
		st.Unbuilt += len(s.pending)
		s.mu.Unlock()
	}
	return st
}

// ---- locations and reads ----

// loc is a location of the store: a register (frame, slot) or a memory
// byte (frame -1, addr), or an access check (frame -2: the object at addr
// is n bytes long, writable when write is set).
type loc struct {
	frame int32
	slot  int32
	addr  uint64
	n     uint32
	write bool
}

// read is an exposed read: loc read at time t, last written (or born) at
// w, holding val then (an access check has no value).
type read struct {
	l    loc
	w, t int
	val  exec.Value
	node dep // the read's leaf in its path's deps
}

type assumption struct {
	t int
	c expr.Expr
}

// checkpoint is a branch target l′ on the path: the point from which a
// suffix is summarized.
type checkpoint struct {
	key   int32
	id    int32 // the branch's ir.Inst.BranchID
	t     int
	reads int // len(path.reads) when opened
	asms  int // len(path.asms) when opened
	preds int // len(path.preds) when opened
}

// mark is what the path knows of a store location: when it was last
// written (0: before the path's first checkpoint, or never) and when an
// exposed read of it was last logged.
type mark struct {
	w, logged int
	d         dep // the reads the value written at w depends on
	// leaf is the read logged at logged (a memory byte's), sh the value's
	// shadow (shadow.go) and shIdx the byte of it a memory byte holds.
	leaf  dep
	sh    *shadow
	shIdx uint8
}

// path is the per-state tracking data (copied on fork).
type path struct {
	clock  int
	births []int // per frame index: when the frame was pushed
	// regs are the registers' marks per frame index, in pages of slots
	// (entries of popped frames are stale: births decide). A fork shares
	// the pages until one side writes one (regOwner), and each frame's
	// list of pages until one side changes it (regOwn).
	regs     [][]*cow.Page[regPage]
	regOwn   []bool // per frame index: regs[i] is this path's own list
	regOwner cow.Owner
	memW     marks          // per memory byte
	allocT   map[uint64]int // allocation time of objects made on the path, by base address
	acc      map[uint64]int // when an object's access check was last logged, by base<<1|write
	// The logs: a fork's copy shares them up to the fork (capped, so
	// the child copies on its first append while the parent appends in
	// place).
	reads  []read
	asms   []assumption
	cps    []*checkpoint
	preds  []pred         // decisions' predicates (shadow.go)
	seen   map[int32]bool // keys checkpointed on this path (first instance only)
	poison int            // checkpoints opened before this time cannot be summarized
	called bool           // a frame was pushed since the last Executed
	// The value Returned gave: its lanes' count, lane 0, and all of
	// them when there are several (a struct returned in registers).
	retN     int
	lastRet  exec.Value
	retLanes []exec.Value
	retCall  *ir.Inst  // the call a Returned event returned to
	symStore *symStore // a store at a symbolic address, between Stored and Executed
	deps     deps
}

func (p *path) Fork() any {
	c := *p
	c.births = append([]int(nil), p.births...)
	// The registers' marks are shared, a frame at a time, until one side
	// writes them (DFS mostly writes the top frame's).
	c.regs = slices.Clone(p.regs)
	c.regOwn = nil
	clear(p.regOwn)
	c.regOwner = p.regOwner.Fork()
	c.memW = p.memW.fork()
	c.allocT = maps.Clone(p.allocT)
	c.acc = maps.Clone(p.acc)
	c.seen = make(map[int32]bool, len(p.seen))
	for k, v := range p.seen {
		c.seen[k] = v
	}
	c.reads = p.reads[:len(p.reads):len(p.reads)]
	c.asms = p.asms[:len(p.asms):len(p.asms)]
	c.cps = p.cps[:len(p.cps):len(p.cps)]
	c.preds = p.preds[:len(p.preds):len(p.preds)]
	c.deps = p.deps.fork()
	return &c
}

func (p *PSE) path(s *exec.State) *path {
	if v, ok := s.Hook(p.key).(*path); ok {
		return v
	}
	pd := &path{clock: 1, memW: newMarks(), regOwner: cow.NewOwner(),
		allocT: map[uint64]int{}, acc: map[uint64]int{}, seen: map[int32]bool{}}
	pd.births = make([]int, len(s.Frames()))
	s.SetHook(p.key, pd)
	return pd
}

func (pd *path) tick() int { pd.clock++; return pd.clock }

// marks is a path's table of memory byte marks, in pages shared with
// the path's forks until one of them writes a page (a fork copied a map
// of every byte the path had written: realpath's --pse run held
// gigabytes of them).
type marks struct {
	pages map[uint64]*cow.Page[markPage]
	owner cow.Owner // of the pages the path may write in place
	// last is the page of key lastK, looked up last (loads and stores
	// touch a page a byte at a time); lastW: it is the path's to write.
	last  *cow.Page[markPage]
	lastK uint64
	lastW bool
}

const markPageBits = 6

type markPage [1 << markPageBits]mark

func newMarks() marks {
	return marks{pages: map[uint64]*cow.Page[markPage]{}, owner: cow.NewOwner()}
}

// fork returns a copy sharing every page; neither side owns them now.
func (t *marks) fork() marks {
	t.last = nil
	return marks{pages: maps.Clone(t.pages), owner: t.owner.Fork()}
}

// get returns the mark of byte a (zero when never set).
func (t *marks) get(a uint64) mark {
	k := a >> markPageBits
	pg := t.last
	if pg == nil || t.lastK != k {
		if pg = t.pages[k]; pg == nil {
			return mark{}
		}
		t.last, t.lastK, t.lastW = pg, k, false
	}
	return pg.Data[a&(1<<markPageBits-1)]
}

// at returns byte a's mark to set, copying its page first when shared.
func (t *marks) at(a uint64) *mark {
	k := a >> markPageBits
	if t.last == nil || t.lastK != k || !t.lastW {
		pg := t.pages[k]
		if w := cow.Writable(pg, t.owner); w != pg {
			pg = w
			t.pages[k] = pg
		}
		t.last, t.lastK, t.lastW = pg, k, true
	}
	return &t.last.Data[a&(1<<markPageBits-1)]
}

// birth returns when frame i was pushed.
func (pd *path) birth(i int) int {
	if i < len(pd.births) {
		return pd.births[i]
	}
	return 0
}

// regPageBits: a page holds the marks of 32 register slots. Frames of
// large functions have hundreds of slots, and a fork used to copy every
// mark of a frame at its first write there.
const regPageBits = 5

type regPage [1 << regPageBits]mark

// reg returns register (frame, slot)'s mark to write, growing the table.
func (pd *path) reg(frame, slot int) *mark {
	for len(pd.regs) <= frame {
		pd.regs = append(pd.regs, nil)
	}
	for len(pd.regOwn) <= frame {
		pd.regOwn = append(pd.regOwn, false) // copied on first write
	}
	pages := pd.regs[frame]
	k := slot >> regPageBits
	if !pd.regOwn[frame] {
		// Shared with a fork: copy the list (not the pages) before
		// changing it.
		pages = append(make([]*cow.Page[regPage], 0, max(len(pages), k+1)), pages...)
		pd.regOwn[frame] = true
	}
	for len(pages) <= k {
		pages = append(pages, nil)
	}
	pg := cow.Writable(pages[k], pd.regOwner)
	pages[k] = pg
	pd.regs[frame] = pages
	return &pg.Data[slot&(1<<regPageBits-1)]
}

// peekReg returns the mark of register (frame, slot), without taking
// the frame's marks from a fork that shares them.
func (pd *path) peekReg(frame, slot int) mark {
	if frame < len(pd.regs) {
		if pages, k := pd.regs[frame], slot>>regPageBits; k < len(pages) && pages[k] != nil {
			return pages[k].Data[slot&(1<<regPageBits-1)]
		}
	}
	return mark{}
}

// exposed reports whether a read now of a location written at w whose
// exposed read was last logged at logged must be logged: some open
// checkpoint was opened after w (the latest one, then), and no read of
// it was logged since the latest opened. An earlier entry after the
// latest checkpoint is in every open checkpoint's suffix, with the same
// value (no write since: w would be later), so repeated reads in a loop
// are logged once.
func (pd *path) exposed(w, logged int) bool {
	if len(pd.cps) == 0 {
		return false
	}
	t := pd.cps[len(pd.cps)-1].t
	return w < t && logged <= t
}

// readReg logs the read of register (frame, slot) holding v and returns
// the reads its value depends on.
func (pd *path) readReg(frame int, slot int, v exec.Value) dep {
	// Most reads log nothing: look before taking the mark's page from a
	// fork that shares it.
	m0 := pd.peekReg(frame, slot)
	if b := pd.birth(frame); m0.w < b {
		m0 = mark{w: b} // a popped frame's: stale, and reset (opShadow peeks)
		*pd.reg(frame, slot) = m0
	}
	if !pd.exposed(m0.w, m0.logged) {
		return m0.d
	}
	m := pd.reg(frame, slot)
	*m = m0
	m.logged = pd.clock
	m.sh = nil // its meaning for the latest checkpoint is the read now
	leaf := pd.deps.leaf()
	m.d = pd.deps.union(leaf, m.d)
	pd.logRead(read{l: loc{frame: int32(frame), slot: int32(slot)}, w: m.w, val: v, node: leaf})
	return m.d
}

// writeReg marks register (frame, slot) written now with a value
// depending on d.
func (pd *path) writeReg(frame, slot int, d dep) {
	*pd.reg(frame, slot) = mark{w: pd.clock, d: d}
}

// writeRegShadow is writeReg of a value with shadow sh (nil: none).
func (pd *path) writeRegShadow(frame, slot int, d dep, sh *shadow) {
	*pd.reg(frame, slot) = mark{w: pd.clock, d: d, sh: sh}
}

// relevant marks the reads d depends on relevant.
func (p *PSE) relevant(pd *path, d dep) {
	if d != 0 {
		p.stack = pd.deps.relevant(d, p.stack)
	}
}

// logRead appends r unless no checkpoint was opened since it was written
// (then it is exposed to none).
func (pd *path) logRead(r read) {
	if len(pd.cps) == 0 || pd.cps[len(pd.cps)-1].t <= r.w {
		return
	}
	r.t = pd.clock
	pd.reads = append(pd.reads, r)
	if len(pd.reads) > maxLog {
		pd.poisonAll()
	}
}

// poisonAll gives up every open checkpoint: the suffixes from them did
// something PSE does not model. Their logs go too (forks keep theirs).
func (pd *path) poisonAll() {
	pd.poison = pd.tick()
	pd.cps, pd.reads, pd.asms, pd.preds = nil, nil, nil, nil
}

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
			deps: rec})
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

// build turns sm's pending suffixes into disjuncts: the conditions the
// suffix relied on and its first read of each location exposed at the
// checkpoint that its decisions depend on (the first read is relevant
// when a later one of the same value is: its dep is under theirs).
func (p *PSE) build(sm *summary) {
	pend := sm.pending
	sm.pending = nil
	if p.seenAcc == nil {
		p.seenAcc, p.predSeen = map[loc]bool{}, map[predKey]bool{}
	}
	seen := p.seenAcc
	for _, x := range pend {
		if p.full(sm) {
			// Full: a disjunct could still merge with one present, but
			// building it costs as much as its suffix is long.
			p.stats.Dropped.Add(1)
			continue
		}
		d := disjunct{silent: x.silent}
		for _, a := range x.asms {
			d.conds = append(d.conds, a.c)
		}
		if !x.extra.IsTrue() {
			d.conds = append(d.conds, x.extra)
		}
		clear(seen)
		p.stamp++
		regs, bytes, others := p.regBuf[:0], p.byteBuf[:0], p.scratch[:0]
		for _, r := range x.reads {
			switch {
			case !p.keeps(&x, &r):
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
		preds := p.predBuf[:0]
		clear(p.predSeen)
		for _, pr := range x.preds {
			// Once each: a loop asks the same of a byte many times.
			k := predKey{g: pr.g, addr: pr.locs[0].addr, n: len(pr.locs)}
			if x.keepsPred(&pr) && !p.predSeen[k] {
				p.predSeen[k] = true
				preds = append(preds, pr.predTerm)
			}
		}
		d.preds, p.predBuf = slices.Clone(preds), preds
		if len(d.conds)+len(regs)+len(bytes)+len(others) > 4*maxDisjunct {
			p.stats.Dropped.Add(1)
			continue
		}
		p.byteBuf, p.sortBuf = d.setReads(regs, bytes, others, p.sortBuf)
		if d.terms() > maxDisjunct {
			p.stats.Dropped.Add(1)
			continue
		}
		p.add(sm, d)
	}
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

// instance is a summary instantiated over a state's store: pi, the
// disjunction of the formulas fs of the disjuncts in that may apply.
type instance struct {
	pi     expr.Expr
	in     []int
	fs     []expr.Expr
	silent bool // every disjunct in is silent
}

// only narrows x to its j-th disjunct: a disjunct implied on its own
// is a smaller summary for the cut, and reads fewer locations.
func (x instance) only(j int, sm *summary) instance {
	return instance{pi: x.fs[j], in: x.in[j : j+1], fs: x.fs[j : j+1], silent: sm.ds[x.in[j]].silent}
}

// instantiate returns the summary over the store v views.
func (p *PSE) instantiate(v *storeView, sm *summary) instance {
	return instantiateWith(v.value, v.sameRun, sm)
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

// instantiateWith is instantiate over the store val reads.
// same, if not nil, finds a run of bytes as it is in the store.
func instantiateWith(val func(loc) (exec.Value, bool), same func(addr uint64, want []byte) bool, sm *summary) instance {
	x := instance{pi: expr.False(), silent: true}
	for i := range sm.ds {
		d := &sm.ds[i]
		if d.failed {
			if cur, ok := val(d.miss.l); !ok || equal(cur, d.miss.val).IsFalse() {
				continue
			}
		}
		f := expr.True()
		for r := range d.exposedOver(same) {
			cur, ok := val(r.l)
			if !ok {
				f = expr.False()
				d.miss, d.failed = r, true
				break
			}
			if cur == r.val {
				continue // the same value (or expression): true
			}
			f = expr.And(f, equal(cur, r.val))
			if f.IsFalse() {
				d.miss, d.failed = r, true
				break
			}
		}
		if f.IsFalse() {
			continue
		}
		for _, t := range d.preds {
			var cur [maxPredBytes]exec.Value
			for i, l := range t.locs {
				v, ok := val(l)
				if !ok {
					f = expr.False()
					break
				}
				cur[i] = v
			}
			if f.IsFalse() {
				break
			}
			if f = expr.And(f, predFormula(t, cur[:len(t.locs)])); f.IsFalse() {
				break
			}
		}
		if f.IsFalse() {
			continue
		}
		if d.all == nil {
			d.all = expr.True()
			for _, c := range d.conds {
				d.all = expr.And(d.all, c)
			}
		}
		if f = expr.And(f, d.all); f.IsFalse() {
			continue
		}
		x.silent = x.silent && d.silent
		x.pi = expr.Or(x.pi, f)
		x.in = append(x.in, i)
		x.fs = append(x.fs, f)
		if f.IsTrue() {
			return x.only(len(x.in)-1, sm)
		}
		if x.pi.IsTrue() {
			break
		}
	}
	return x
}

// anyHolds reports whether some disjunct of sm holds in s's store under
// the evaluator's assignment.
func anyHolds(ev *expr.Evaluator, v *storeView, sm *summary) bool {
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
		if r.l.frame == -2 {
			return true
		}
		a, wa := num(cur)
		b, wb := num(r.val)
		return !(wa != 0 && wb != 0 && wa != wb || a != b)
	}
next:
	for i := range sm.ds {
		d := &sm.ds[i]
		if d.failed && !holds(d.miss) {
			continue
		}
		for r := range d.exposedOver(v.sameRun) {
			if !holds(r) {
				d.miss, d.failed = r, true
				continue next
			}
		}
		for _, t := range d.preds {
			var vals [maxPredBytes]byte
			for i, l := range t.locs {
				cur, ok := v.value(l)
				if !ok {
					continue next
				}
				x, _ := num(cur)
				vals[i] = byte(x)
			}
			if !predHolds(t, vals[:len(t.locs)]) {
				continue next
			}
		}
		for _, c := range d.conds {
			if !ev.IsTrue(c) {
				continue next
			}
		}
		return true
	}
	return false
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
// under ev, true for terms the disjunct does not keep as they are.
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
		}
		return ev.Eval(cur.E) == r.val.C
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
	got := buf[:0]
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

// ---- events ----

// MadeSymbolic: the object's bytes are written with fresh inputs.
func (p *PSE) MadeSymbolic(s *exec.State, sym *exec.Symbolic) {
	pd := p.path(s)
	pd.tick()
	if sym.Object == nil {
		return
	}
	for i := uint64(0); i < sym.Array.Size; i++ {
		*pd.memW.at(sym.Object.Addr + sym.Offset + i) = mark{w: pd.clock}
	}
}

// symStore is a store at a symbolic address into obj, between its Stored
// and Executed events: per holds what each byte of obj held before
// (logged as read), d what the stored value was computed from.
type symStore struct {
	obj *mem.Object
	per []dep
	d   dep
}

// symbolicStore is Stored's for a store at the symbolic address e: it may
// write any byte of the object e is based on (or else the one the path's
// model points into), so each byte now depends on what it held and on
// the value. Executed writes the marks once the
// executor has resolved the store into that object (exec.State.
// SymbolicAccess).
func (p *PSE) symbolicStore(s *exec.State, pd *path, e expr.Expr) {
	obj := s.PointerBase(e)
	if m := s.Model(); obj == nil && m != nil {
		// As the executor does: the object the path's model points into
		// (Executed checks that the store went there).
		obj, _, _ = s.Memory().Lookup(expr.Eval(e, m))
	}
	in := s.Inst()
	if obj == nil || obj.Size > maxSymbolicAccess || in == nil || in.Op != ir.OpStore {
		pd.poisonAll()
		return
	}
	top := len(s.Frames()) - 1
	d := p.operandDep(s, pd, in, top, 0)
	p.relevant(pd, p.operandDep(s, pd, in, top, 1)) // the address: a decision
	p.accessObj(pd, obj, true)
	per := make([]dep, obj.Size)
	p.loadBytes(s, pd, obj.Addr, int(obj.Size), per)
	pd.symStore = &symStore{obj: obj, per: per, d: d}
}

// Assumed logs a condition the path relies on.
func (p *PSE) Assumed(s *exec.State, c expr.Expr) {
	pd := p.path(s)
	if len(pd.cps) > 0 {
		pd.asms = append(pd.asms, assumption{t: pd.tick(), c: c})
		if len(pd.asms) > maxLog {
			pd.poisonAll()
		}
	}
	// A state forked inside an instruction resumes without an Executed
	// event for it: its operands count as read here.
	if in := s.Inst(); in != nil {
		p.relevant(pd, p.operandReads(s, pd, in, len(s.Frames())-1))
		switch {
		case in.Op == ir.OpLoad || in.Op == ir.OpStore:
			// An access at a symbolic address: the states that perform
			// it see it executed (Executed); one that ends with a memory
			// error there is not summarized (Terminated).
		case memOp(in.Op):
			// Symbolic pointers and sizes: not modelled.
			pd.poisonAll()
		case in.Op == ir.OpCall:
			// realloc's symbolic size is decided as malloc's is (exec's
			// sized): an assumption, then the call's result.
			if f, _ := p.callee(s, in, len(s.Frames())-1); f == nil || !harmless[f.Name] && f.Name != "realloc" {
				pd.poisonAll() // a symbolic callee, or a model's own forks
			}
		}
	}
}

// Stored logs a write.
func (p *PSE) Stored(s *exec.State, addr, val exec.Value, bytes int) {
	pd := p.path(s)
	pd.tick()
	if addr.E != nil {
		p.symbolicStore(s, pd, addr.E)
		return
	}
	p.access(s, pd, addr.C, true)
	// The value's reads, and the address's as a decision.
	var d dep
	var sh *shadow
	if in := s.Inst(); in != nil && in.Op == ir.OpStore {
		top := len(s.Frames()) - 1
		d = p.operandDep(s, pd, in, top, 0)
		p.relevant(pd, p.operandDep(s, pd, in, top, 1))
		if o := in.Args[0]; o >= 0 && bytes <= maxPredBytes {
			if sh = pd.regShadow(top, int(o)); sh != nil && int(sh.f.Width()) != 8*bytes {
				sh = nil
			}
		}
	} else {
		d = depAll
	}
	for i := 0; i < bytes; i++ {
		*pd.memW.at(addr.C + uint64(i)) = mark{w: pd.clock, d: d, sh: sh, shIdx: uint8(i)}
	}
}

// access logs the check that the object holding a exists, whole (the
// check covers every byte an access there may reach).
func (p *PSE) access(s *exec.State, pd *path, a uint64, write bool) {
	obj, _, ok := s.Memory().Lookup(a)
	if !ok {
		return // the access fails on this path: a bug, with its own condition
	}
	p.accessObj(pd, obj, write)
}

// accessObj is access for the object obj the access found.
func (p *PSE) accessObj(pd *path, obj *mem.Object, write bool) {
	if obj.Kind == mem.Global && (!write || !obj.ReadOnly) {
		return // globals live at one address in every state, never freed
	}
	if obj.Size > math.MaxUint32 {
		pd.poisonAll()
		return
	}
	// One check per object (and kind of access) per checkpoint: that the
	// object is there, whole (stronger than the bytes accessed, and as
	// exact about an access out of its bounds).
	if len(pd.cps) == 0 {
		return // no checkpoint to log it for (exposed's first test, before the lookup)
	}
	key := obj.Addr<<1 | uint64(b2i(write))
	if !pd.exposed(0, pd.acc[key]) {
		return
	}
	pd.acc[key] = pd.clock
	pd.logRead(read{l: loc{frame: -2, addr: obj.Addr, n: uint32(obj.Size), write: write}, w: pd.allocT[obj.Addr]})
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// readByte logs the exposed read of memory byte ad (its mark m), whose
// value is byte off of os, and returns the reads the value depends on.
func (pd *path) readByte(ad uint64, m mark, os *mem.ObjectState, off uint64) dep {
	c, e := os.Read(off, 1)
	v := exec.Value{C: c & 0xff}
	if e != nil {
		v = exec.Value{E: e}
	}
	leaf := pd.deps.leaf()
	d := pd.deps.union(leaf, m.d)
	// The stored value's shadow stays: it is the byte's meaning for
	// checkpoints older than the write (loadShadow).
	*pd.memW.at(ad) = mark{w: m.w, logged: pd.clock, d: d, leaf: leaf, sh: m.sh, shIdx: m.shIdx}
	pd.logRead(read{l: loc{frame: -1, addr: ad}, w: m.w, val: v, node: leaf})
	return d
}

// loadBytes logs the exposed reads of [a, a+n) and returns the reads
// the bytes' values depend on; with per, each byte's in per[i].
func (p *PSE) loadBytes(s *exec.State, pd *path, a uint64, n int, per []dep) dep {
	obj, os, ok := s.Memory().Lookup(a)
	if !ok {
		return depAll
	}
	p.accessObj(pd, obj, false)
	if os == nil {
		return depAll
	}
	if obj.ReadOnly && obj.Kind == mem.Global {
		return 0 // constants: the same bytes in every state
	}
	at := pd.allocT[obj.Addr]
	var all dep
	for i := 0; i < n; i++ {
		ad := a + uint64(i)
		if !obj.Contains(ad, 1) {
			return depAll
		}
		m := pd.memW.get(ad)
		if m.w < at {
			m = mark{w: at} // a freed object's
		}
		d := m.d
		if pd.exposed(m.w, m.logged) {
			d = pd.readByte(ad, m, os, ad-obj.Addr)
		}
		if per != nil {
			per[i] = d
		}
		all = pd.deps.union(all, d)
	}
	return all
}

// results is how many result slots in surely writes. Fewer is safe (a
// write missed makes a later read look exposed: a stronger summary); more
// would not be.
func results(in *ir.Inst) int {
	switch {
	case in.Op >= ir.OpSAddO && in.Op <= ir.OpUMulO:
		return 2 * max(int(in.Lanes), 1)
	case in.Op == ir.OpLoad && in.Lay != nil:
		return max(len(in.Lay.Scalars), 1)
	case in.Lanes > 1 && in.Op != ir.OpCall:
		return int(in.Lanes)
	}
	return 1
}

// operandReads logs the reads of in's register operands in frame and
// returns the reads their values depend on.
func (p *PSE) operandReads(s *exec.State, pd *path, in *ir.Inst, frame int) dep {
	var d dep
	for i := range in.Args {
		d = pd.deps.union(d, p.operandDep(s, pd, in, frame, i))
	}
	return d
}

// operandDep logs the reads of in's operand i in frame (the slots it
// covers, ir.ArgSpan: reading more would log exposed reads of registers
// the instruction never reads, which a decision then keeps) and returns
// the reads its value depends on.
func (p *PSE) operandDep(s *exec.State, pd *path, in *ir.Inst, frame int, i int) dep {
	o := in.Args[i]
	if o < 0 || frame < 0 || frame >= len(s.Frames()) {
		return 0
	}
	ns := s.Frames()[frame].Fn.NumSlots
	var d dep
	for l := 0; l < ir.ArgSpan(in, i) && int(o)+l < ns; l++ {
		d = pd.deps.union(d, pd.readReg(frame, int(o)+l, s.Reg(frame, ir.Slot(int(o)+l))))
	}
	return d
}

// Called: a new frame, all its registers fresh.
func (p *PSE) Called(s *exec.State, callee *ir.Func) {
	pd := p.path(s)
	n := len(s.Frames())
	for len(pd.births) < n {
		pd.births = append(pd.births, 0)
	}
	pd.births[n-1] = pd.tick()
	if va := s.Frames()[n-1].VarArgs(); va != nil {
		// Born with the frame: its bytes are not exposed reads (the
		// arguments written there were read from the caller's registers;
		// their deps are set when the call's Executed event comes).
		pd.allocT[va.Addr] = pd.clock
	}
	pd.called = true
}

// Returned stashes the returned value and the call it returns to (the
// callee's frame is gone when its ret is reported).
func (p *PSE) Returned(s *exec.State, callee *ir.Func, ret []exec.Value) {
	pd := p.path(s)
	pd.retN, pd.retLanes = len(ret), nil
	if len(ret) > 0 {
		pd.lastRet = ret[0]
	}
	if len(ret) > 1 {
		pd.retLanes = slices.Clone(ret) // ret is the executor's scratch
	}
	pd.retCall = s.Inst()
}

// retLane returns lane l of the value Returned gave.
func (pd *path) retLane(l int) exec.Value {
	if pd.retLanes != nil {
		return pd.retLanes[l]
	}
	return pd.lastRet
}

// specials the suffix may call: their effects are events of their own
// (inputs, assumptions) or end the path. __symx_write, the C library's
// output primitive, depends on its descriptor, buffer address and length
// (decisions: which stream, the buffer's bounds) and returns the length;
// the bytes it writes steer nothing.
var harmless = map[string]bool{
	"klee_make_symbolic": true, "symx_make_symbolic": true, "klee_assume": true, "symx_assume": true,
	"__VERIFIER_assume": true, "klee_int": true, "symx_int": true, "klee_range": true, "symx_range": true,
	"exit": true, "_exit": true, "_Exit": true, "abort": true, "__assert_fail": true, "reach_error": true, "__VERIFIER_error": true,
	"klee_silent_exit": true, "symx_silent_exit": true, "klee_abort": true, "klee_report_error": true,
	"malloc": true, "calloc": true, "klee_is_symbolic": true, "__symx_write": true,
	"klee_warning": true, "klee_warning_once": true, "klee_message": true, // output only
}

// pure ops compute their results from their operands and cannot fail:
// their operands' deps flow into the result and are no decision. Every
// other op's operands are decisions (addresses, divisors, shift amounts,
// sizes, lane indices: what may change control flow or raise a bug), and
// so are select's and min/max's: a native compiler may branch there
// (gcc compiles `lim == 10 ? 1 : 3` to a branch gcov counts), and a
// suffix cut for a state whose select goes the other way would lose it.
var pure = func() (t [256]bool) {
	for _, op := range []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor,
		ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem, ir.OpFNeg, ir.OpICmp, ir.OpFCmp,
		ir.OpTrunc, ir.OpZExt, ir.OpSExt, ir.OpFPTrunc, ir.OpFPExt, ir.OpUIToFP, ir.OpSIToFP,
		ir.OpCopy, ir.OpGEP, ir.OpExtractValue, ir.OpInsertValue, ir.OpShuffleVector,
		ir.OpBswap, ir.OpCtpop, ir.OpCtlz,
		ir.OpCttz, ir.OpFShl, ir.OpFShr, ir.OpSAddO, ir.OpUAddO, ir.OpSSubO, ir.OpUSubO, ir.OpSMulO,
		ir.OpUMulO, ir.OpFMulAdd, ir.OpFAbs, ir.OpReduceAdd, ir.OpReduceMul, ir.OpReduceAnd,
		ir.OpReduceOr, ir.OpReduceXor, ir.OpReduceSMax, ir.OpReduceSMin, ir.OpReduceUMax,
		ir.OpReduceUMin} {
		t[op] = true
	}
	return t
}()

// Executed tracks the reads and writes of every instruction, and what
// their values depend on.
func (p *PSE) Executed(s *exec.State, in *ir.Inst) {
	pd := p.path(s)
	pd.tick()
	fr := s.Frames()
	top := len(fr) - 1
	called := pd.called
	pd.called = false
	ranIn := top
	switch {
	case in.Op == ir.OpRet:
		ranIn = top + 1
	case in.Op == ir.OpCall && called:
		ranIn = top - 1
	}
	if memOp(in.Op) && !called && top > 0 && fr[top].Lowered() && !p.inFrame(&fr[top], in) && p.inFrame(&fr[top-1], in) {
		p.lowered(s, pd, in, top-1, top)
		return
	}
	if in.Op != ir.OpRet && (ranIn < 0 || ranIn > top || !p.inFrame(&fr[ranIn], in)) {
		pd.poisonAll() // lost track of the frames
		return
	}
	var d dep      // the result's
	var sh *shadow // and its shadow
	switch in.Op {
	case ir.OpRet:
		call := pd.retCall
		pd.retCall = nil
		// Each lane returned is read from the callee's register and
		// written to the caller's result register (a scalar's to all of
		// them, with its shadow).
		lanes := p.depBuf[:0]
		if len(in.Args) > 0 && in.Args[0] >= 0 {
			n := int(max(in.Aux2, 1))
			if pd.retN != n {
				pd.poisonAll()
				return
			}
			for l := range n {
				lanes = append(lanes, pd.readReg(ranIn, int(in.Args[0])+l, pd.retLane(l)))
			}
			if n == 1 {
				sh = pd.regShadow(ranIn, int(in.Args[0]))
			}
		}
		p.depBuf = lanes
		if top >= 0 && call != nil && call.Op == ir.OpCall && p.funcOf[call] == fr[top].Fn && call.Dst >= 0 {
			if len(lanes) > 1 && int(call.Aux2) != len(lanes) {
				pd.poisonAll()
				return
			}
			for l := 0; l < int(call.Aux2) && int(call.Dst)+l < fr[top].Fn.NumSlots; l++ {
				switch {
				case len(lanes) > 1:
					d = lanes[l]
				case len(lanes) == 1:
					d = lanes[0]
				}
				pd.writeRegShadow(top, int(call.Dst)+l, d, sh)
			}
		}
		return
	case ir.OpCall:
		if called {
			p.bindArgs(s, pd, in, ranIn, top)
			return
		}
		d = p.operandReads(s, pd, in, ranIn)
		p.relevant(pd, d)
		callee, a0 := p.callee(s, in, ranIn)
		if callee != nil && (callee.Name == "free" || callee.Name == "realloc") {
			if !p.heapCall(s, pd, in, ranIn, callee.Name, a0) {
				pd.poisonAll()
				return
			}
			d = 0 // a new object's address, or nothing
			break
		}
		if callee == nil || !harmless[callee.Name] && !strings.HasPrefix(callee.Name, "__VERIFIER_nondet_") &&
			!strings.HasPrefix(callee.Name, "llvm.dbg") && !strings.HasPrefix(callee.Name, "llvm.lifetime") {
			pd.poisonAll()
			return
		}
		if callee.Name == "__symx_write" && len(in.Args) == a0+3 {
			// A symbolic length was concretized (its equality is an
			// assumption of the path), and the call's result depends
			// on it as on a concrete one. The object written out must
			// be there either way.
			buf, n := s.Operand(ranIn, in.Args[a0+1], 0), s.Operand(ranIn, in.Args[a0+2], 0)
			if buf.E != nil {
				pd.poisonAll()
				return
			}
			if n.E != nil || n.C > 0 {
				p.access(s, pd, buf.C, false)
			}
			d = p.operandDep(s, pd, in, ranIn, a0+2)
			break
		}
		if (callee.Name == "malloc" || callee.Name == "calloc") && in.Dst >= 0 {
			if a := s.Reg(ranIn, in.Dst); a.E == nil {
				if obj, _, ok := s.Memory().Lookup(a.C); ok {
					pd.allocT[obj.Addr] = pd.clock
				}
			}
		}
		d = 0 // a new object's address, a fresh input, or nothing
	case ir.OpLoad:
		p.relevant(pd, p.operandReads(s, pd, in, ranIn))
		a := s.Operand(ranIn, in.Args[0], 0)
		if a.E != nil {
			// At a symbolic address the load may have read any byte of
			// the object it reached: its value depends on them all (the
			// address is a decision, above; its bounds an assumption).
			obj := s.SymbolicAccess()
			if s.Terminated() || obj == nil || obj.Size > maxSymbolicAccess {
				pd.poisonAll()
				return
			}
			d = p.loadBytes(s, pd, obj.Addr, int(obj.Size), nil)
			break
		}
		n := 0
		if in.Lay != nil {
			n = int(in.Lay.Size)
		}
		d = p.loadBytes(s, pd, a.C, n, nil)
		if in.Lay != nil && len(in.Lay.Scalars) == 1 && in.Dst >= 0 {
			sh = p.loadShadow(s, pd, a.C, n)
		}
	case ir.OpMemcpy, ir.OpMemmove, ir.OpMemset:
		dst, ln := s.Operand(ranIn, in.Args[0], 0), s.Operand(ranIn, in.Args[2], 0)
		if dst.E != nil || ln.E != nil || ln.C > 1<<16 {
			p.operandReads(s, pd, in, ranIn)
			pd.poisonAll()
			return
		}
		p.relevant(pd, p.operandDep(s, pd, in, ranIn, 0))
		p.relevant(pd, p.operandDep(s, pd, in, ranIn, 2))
		per := p.depBuf[:0]
		for range ln.C {
			per = append(per, 0)
		}
		if in.Op == ir.OpMemset {
			v := p.operandDep(s, pd, in, ranIn, 1)
			for i := range per {
				per[i] = v
			}
		} else {
			p.relevant(pd, p.operandDep(s, pd, in, ranIn, 1))
			src := s.Operand(ranIn, in.Args[1], 0)
			if src.E != nil {
				pd.poisonAll()
				return
			}
			p.loadBytes(s, pd, src.C, int(ln.C), per)
		}
		p.depBuf = per
		p.access(s, pd, dst.C, true)
		for i := uint64(0); i < ln.C; i++ {
			*pd.memW.at(dst.C + i) = mark{w: pd.clock, d: per[i]}
		}
	case ir.OpAlloca:
		p.relevant(pd, p.operandReads(s, pd, in, ranIn))
		if a := s.Reg(ranIn, in.Dst); a.E == nil {
			if obj, _, ok := s.Memory().Lookup(a.C); ok {
				pd.allocT[obj.Addr] = pd.clock
			}
		}
	case ir.OpBr:
		// Control moved: the target's phis ran.
		p.phis(s, pd, top, fr[top].Prev, fr[top].Block)
		return
	case ir.OpCondBr, ir.OpSwitch:
		return // reads logged at BeforeBranch, phis at Decided
	case ir.OpStore:
		// Stored read the operands: the value's reads went to the bytes,
		// the address is a decision.
		if st := pd.symStore; st != nil {
			pd.symStore = nil
			if s.Terminated() || s.SymbolicAccess() != st.obj {
				pd.poisonAll() // resolved into another object
				return
			}
			for i, od := range st.per {
				*pd.memW.at(st.obj.Addr + uint64(i)) = mark{w: pd.clock, d: pd.deps.union(od, st.d)}
			}
		}
		return
	default:
		d = p.operandReads(s, pd, in, ranIn)
		if !pure[in.Op] {
			p.relevant(pd, d)
		} else {
			sh = p.opShadow(s, pd, in, ranIn)
		}
	}
	if in.Dst >= 0 && ranIn <= top {
		for l := 0; l < results(in) && int(in.Dst)+l < fr[ranIn].Fn.NumSlots; l++ {
			pd.writeRegShadow(ranIn, int(in.Dst)+l, d, sh)
		}
	}
}

// inFrame reports whether in is an instruction of frame f's function: for
// most, the one before f's position in its block, or at it (a call whose
// callee's frame was pushed), or the terminator of the block it came from
// (no map lookup).
func (p *PSE) inFrame(f *exec.Frame, in *ir.Inst) bool {
	b := f.Fn.Blocks[f.Block].Insts
	switch {
	case f.PC > 0 && f.PC <= len(b) && &b[f.PC-1] == in:
		return true
	case f.PC < len(b) && &b[f.PC] == in:
		return true
	case f.PC == 0 && f.Prev >= 0 && f.Prev < len(f.Fn.Blocks):
		if b := f.Fn.Blocks[f.Prev].Insts; len(b) > 0 && &b[len(b)-1] == in {
			return true
		}
	}
	return f.Fn == p.funcOf[in]
}

// callee returns the function in calls, through its pointer when the
// call is indirect (nil when the pointer is symbolic or reaches no
// function: obstack frees through one), and the index in in.Args of its
// first argument.
func (p *PSE) callee(s *exec.State, in *ir.Inst, frame int) (*ir.Func, int) {
	if in.Call != nil {
		return in.Call, 0
	}
	if len(in.Args) == 0 || frame < 0 || frame >= len(s.Frames()) {
		return nil, 1
	}
	fp := s.Operand(frame, in.Args[0], 0)
	if fp.E != nil {
		return nil, 1
	}
	return exec.FuncAt(p.prog, fp.C), 1
}

// heapCall follows a call of free or realloc that returned (it reports
// whether it could): the object freed must be there, whole; realloc's
// new object is born with the bytes it kept, which count as read from
// the old one. Their pointer and size are decisions (operandReads).
func (p *PSE) heapCall(s *exec.State, pd *path, in *ir.Inst, ranIn int, name string, a0 int) bool {
	if s.Terminated() || len(in.Args) < a0+1 {
		return false
	}
	old := s.Operand(ranIn, in.Args[a0], 0)
	if old.E != nil {
		return false
	}
	var obj *mem.Object
	if old.C != 0 {
		// Freed (or kept, when realloc failed): Floor finds it either way.
		if obj, _ = s.Memory().Floor(old.C); obj == nil || obj.Addr != old.C {
			return false
		}
		p.accessObj(pd, obj, true)
	}
	if name == "free" {
		return true
	}
	if in.Dst < 0 {
		return false // realloc's new object unnamed: not followed
	}
	np := s.Reg(ranIn, in.Dst)
	if np.E != nil {
		return false
	}
	if np.C == 0 {
		return true
	}
	nobj, nos, ok := s.Memory().Lookup(np.C)
	if !ok || nobj.Addr != np.C {
		return false
	}
	pd.allocT[nobj.Addr] = pd.clock
	if obj == nil {
		return true
	}
	n := min(obj.Size, nobj.Size)
	if n > 1<<16 {
		return false
	}
	at := pd.allocT[obj.Addr]
	for i := range n {
		m := pd.memW.get(obj.Addr + i)
		if m.w < at {
			m = mark{w: at}
		}
		d := m.d
		if pd.exposed(m.w, m.logged) {
			// The old byte's value at the checkpoint is the copy's.
			d = pd.readByte(obj.Addr+i, m, nos, i)
		}
		*pd.memW.at(nobj.Addr + i) = mark{w: pd.clock, d: d}
	}
	return true
}

func memOp(op ir.Op) bool { return op == ir.OpMemcpy || op == ir.OpMemmove || op == ir.OpMemset }

// lowered follows the executor's call of the C library's memcpy, memmove
// or memset in place of the intrinsic in (in frame caller), made for a
// symbolic operand: the frame callee is born now, its parameters hold
// the operands, and its body is followed as any function's.
func (p *PSE) lowered(s *exec.State, pd *path, in *ir.Inst, caller, callee int) {
	for len(pd.births) <= callee {
		pd.births = append(pd.births, 0)
	}
	birth := pd.tick()
	pd.births[callee] = birth
	fn := s.Frames()[callee].Fn
	for i, pr := range fn.Params {
		if i >= len(in.Args) {
			break
		}
		d := p.operandDep(s, pd, in, caller, i)
		for l := 0; l < max(pr.N, 1) && int(pr.Slot)+l < fn.NumSlots; l++ {
			*pd.reg(callee, int(pr.Slot)+l) = mark{w: birth, d: d}
		}
	}
}

// bindArgs gives the parameters of the frame call in just pushed (in
// frame callee; the caller's is caller) their arguments' deps, and the
// variadic arguments' object the deps of the arguments past them. The
// callee, when called through a pointer, is a decision.
func (p *PSE) bindArgs(s *exec.State, pd *path, in *ir.Inst, caller, callee int) {
	fr := s.Frames()
	fn := fr[callee].Fn
	birth := pd.birth(callee)
	i0 := 0
	if in.Aux == 1 || in.Call == nil {
		i0 = 1
		p.relevant(pd, p.operandDep(s, pd, in, caller, 0))
	}
	var rest dep
	for i, o := range in.Args[i0:] {
		n := 1
		if i < len(in.Sub) {
			n = int(in.Sub[i])
		}
		var d dep
		for l := 0; l < n && o >= 0 && int(o)+l < fr[caller].Fn.NumSlots; l++ {
			d = pd.deps.union(d, pd.readReg(caller, int(o)+l, s.Reg(caller, ir.Slot(int(o)+l))))
		}
		if i >= len(fn.Params) {
			rest = pd.deps.union(rest, d)
			continue
		}
		pr := fn.Params[i]
		var sh *shadow // a scalar argument's goes with it
		if n == 1 && o >= 0 && max(pr.N, 1) == 1 {
			sh = pd.regShadow(caller, int(o))
		}
		for l := 0; l < max(pr.N, 1) && int(pr.Slot)+l < fn.NumSlots; l++ {
			*pd.reg(callee, int(pr.Slot)+l) = mark{w: birth, d: d, sh: sh}
		}
	}
	if va := fr[callee].VarArgs(); va != nil && rest != 0 {
		for a := va.Addr; a < va.Addr+va.Size; a++ {
			*pd.memW.at(a) = mark{w: birth, d: rest}
		}
	}
}

// phis logs block to's phis, entered from block from, in frame f: each
// phi's result depends on its incoming value's reads.
func (p *PSE) phis(s *exec.State, pd *path, f, from, to int) {
	fr := s.Frames()
	blk := fr[f].Fn.Blocks[to]
	ds := p.depBuf[:0]
	for i := range blk.Phis {
		ph := &blk.Phis[i]
		var d dep
		for _, inc := range ph.Incoming {
			if inc.Pred != from || inc.Val < 0 {
				continue
			}
			for l := 0; l < max(ph.N, 1); l++ {
				d = pd.deps.union(d, pd.readReg(f, int(inc.Val)+l, s.Reg(f, ir.Slot(int(inc.Val)+l))))
			}
		}
		ds = append(ds, d)
	}
	for i := range blk.Phis {
		ph := &blk.Phis[i]
		for l := 0; l < max(ph.N, 1); l++ {
			pd.writeReg(f, int(ph.Dst)+l, ds[i])
		}
	}
	p.depBuf = ds
}

// BeforeBranch is the subsumption check (Alg. 2, line 19).
func (p *PSE) BeforeBranch(s *exec.State, b *exec.Branch) {
	pd := p.path(s)
	pd.tick()
	p.view.reset(s)
	if d := p.operandReads(s, pd, b.Inst, b.Frame); !p.branchPred(s, pd, b) {
		p.relevant(pd, d)
	}
	if b.ID < 0 || !p.summarized[b.ID].Load() || outsideMain(s) {
		// No summary for this branch in any context; or the C library's
		// start-up and exit code around main: every path shares its
		// suffix there, and cutting it would only replace the path's exit
		// status in its test by a cut.
		return
	}
	dirs := []int{b.Taken}
	if !b.Concrete {
		dirs = dirs[:0]
		for d, c := range b.Conds {
			if !c.IsFalse() {
				dirs = append(dirs, d)
			}
		}
	}
	type sub struct {
		d      int
		pi     expr.Expr
		silent bool
	}
	var subsumed []sub
	infeasible := 0
	var ck branchCheck
	for _, d := range dirs {
		key := p.ctxKey(s, b.ID, d)
		if pd.seen[key] {
			continue // the paper checks a branch's first instance only
		}
		sm := p.lookup(key)
		if sm == nil {
			continue
		}
		v, pi, silent := p.checkDir(s, b, d, sm, &ck)
		switch v {
		case impossible:
			infeasible++
			continue
		case open:
			continue
		}
		// The summary was read here: what it read counts as read by
		// this path, for the summaries of its own earlier checkpoints.
		p.usedReads(&p.view, p.dsBuf, func(r read) {
			switch r.l.frame {
			case -1:
				p.relevant(pd, p.loadBytes(s, pd, r.l.addr, 1, nil))
			case -2:
				p.access(s, pd, r.l.addr, r.l.write)
			default:
				p.relevant(pd, pd.readReg(int(r.l.frame), int(r.l.slot), r.val))
			}
		}, func(a uint64, n int) {
			// A stretch at a time, split where objects end (loadBytes
			// reads within one).
			for n > 0 {
				k := 1
				if obj, _, ok := s.Memory().Lookup(a); ok && obj.Contains(a, 1) {
					k = int(min(uint64(n), obj.Addr+obj.Size-a))
				}
				p.relevant(pd, p.loadBytes(s, pd, a, k, nil))
				a, n = a+uint64(k), n-k
			}
		})
		subsumed = append(subsumed, sub{d, pi, silent})
	}
	if len(subsumed) == 0 {
		return
	}
	if len(subsumed)+infeasible == len(dirs) {
		// Every suffix from here was explored: cut, and summarize the
		// prefix with the directions' summaries (Alg. 2, line 22).
		wp := expr.False()
		silent := true
		for _, x := range subsumed {
			wp = expr.Or(wp, x.pi)
			silent = silent && x.silent
		}
		p.stats.Cuts.Add(1)
		p.summarize(pd, wp, silent)
		if silent {
			// Every suffix from here ends without a test: so does this.
			b.CutSilently(CutReason)
			return
		}
		b.Cut(CutReason)
		return
	}
	for _, x := range subsumed {
		p.stats.Pruned.Add(1)
		p.summarize(pd, x.pi, x.silent)
		b.Prune(x.d)
	}
}

// verdict is what a check found of a branch direction.
type verdict int

const (
	open       verdict = iota // not subsumed: explore it
	impossible                // infeasible: nothing to explore
	subsumed                  // every suffix from it was explored
)

// branchCheck is what the checks of one branch's directions share,
// made once when needed: the path's own model and its conditions split.
type branchCheck struct {
	ownEv *expr.Evaluator
	pc    conjuncts
}

// checkDir checks direction d of b against its summary sm: whether the
// state's store and conditions imply it. When d is subsumed, pi is the
// direction's condition and instantiated summary, silent whether every
// disjunct that applies is, and p.dsBuf holds copies of those
// disjuncts. It holds sm.mu but while the solver works (the executor's
// feasibility query and the subsumption query), so that other workers'
// checks of sm go on.
func (p *PSE) checkDir(s *exec.State, b *exec.Branch, d int, sm *summary, ck *branchCheck) (v verdict, pi expr.Expr, silent bool) {
	sm.mu.Lock()
	defer sm.mu.Unlock()
	if len(sm.ds) == 0 && len(sm.pending) == 0 {
		return open, nil, false
	}
	cond := expr.True()
	if !b.Concrete {
		cond = b.Conds[d]
	}
	// Most checks fail. A model of the path taking d shows it cheaply
	// when it satisfies no disjunct, nor any suffix not built yet (which
	// then stay unbuilt). The path's own model takes one direction; for
	// another, the executor's feasibility query (which it asks next
	// anyway) gives one, or finds d impossible: no suffix to check, and a
	// cut needs only the others.
	if m := s.Model(); ck.ownEv == nil && m != nil {
		ck.ownEv = p.evOwn
		ck.ownEv.Reset(m)
	}
	ev := ck.ownEv
	if !b.Concrete && (ev == nil || !ev.IsTrue(cond)) {
		sm.mu.Unlock()
		ok, md, err := b.Feasible(d)
		sm.mu.Lock()
		if err == nil && !ok {
			return impossible, nil, false
		}
		ev = nil
		if md != nil {
			ev = p.evDir
			ev.Reset(md)
		}
	}
	if ev != nil {
		if ev.IsTrue(cond) && !anyHolds(ev, &p.view, sm) && p.pendingRefuted(ev, &p.view, sm) {
			p.stats.Refuted.Add(1)
			if p.verify != nil && len(sm.pending) > 0 {
				// Built, the suffixes must be refuted too.
				p.built(sm)
				p.verify(anyHolds(ev, &p.view, sm))
			}
			return open, nil, false
		}
	}
	if p.built(sm); len(sm.ds) == 0 {
		return open, nil, false
	}
	x := p.instantiate(&p.view, sm)
	if x.pi.IsFalse() {
		return open, nil, false
	}
	p.dsBuf = p.dsBuf[:0]
	for _, i := range x.in {
		p.dsBuf = append(p.dsBuf, sm.ds[i])
	}
	if !x.pi.IsTrue() {
		if ck.pc == nil {
			ck.pc = conjuncts{}
			for _, c := range s.Constraints() {
				ck.pc.add(c)
			}
		}
		if x.impliedBy(ck.pc, cond) >= 0 {
			p.stats.Syntactic.Add(1)
		} else if !p.implied(s, &sm.mu, ev, cond, x.pi) {
			return open, nil, false
		}
	}
	return subsumed, expr.And(cond, x.pi), x.silent
}

// impliedBy returns a disjunct of x whose terms are all in pc or cond
// (-1 if none): pc ∧ cond implies it, so x, without a query.
func (x instance) impliedBy(pc conjuncts, cond expr.Expr) int {
	for j, f := range x.fs {
		if pc.imply(f, cond) {
			return j
		}
	}
	return -1
}

// conjuncts is a set of Boolean terms: the path's conditions, split at
// their conjunctions.
type conjuncts map[expr.Expr]bool

func (c conjuncts) add(e expr.Expr) {
	if isAnd(e) {
		c.add(e.Kid(0))
		c.add(e.Kid(1))
		return
	}
	c[e] = true
}

// imply reports whether every term of e is in c or a term of cond.
func (c conjuncts) imply(e, cond expr.Expr) bool {
	if isAnd(e) {
		return c.imply(e.Kid(0), cond) && c.imply(e.Kid(1), cond)
	}
	return e.IsTrue() || c[e] || hasTerm(cond, e)
}

// hasTerm reports whether e is one of cond's conjunction's terms.
func hasTerm(cond, e expr.Expr) bool {
	if isAnd(cond) {
		return hasTerm(cond.Kid(0), e) || hasTerm(cond.Kid(1), e)
	}
	return cond == e
}

func isAnd(e expr.Expr) bool { return e.Kind() == expr.KindAnd && e.Width() == expr.Bool }

// implied reports whether pc ∧ cond → pi, i.e. pc ∧ cond ∧ ¬pi is unsat;
// ev, if not nil, evaluates under a model of the path. It lets mu (held)
// go while the solver works.
func (p *PSE) implied(s *exec.State, mu *sync.Mutex, ev *expr.Evaluator, cond, pi expr.Expr) bool {
	start := time.Now()
	defer func() { p.stats.CheckTime.Add(int64(time.Since(start))) }()
	if ev != nil {
		// The model is a counterexample when it takes cond and falsifies
		// pi: most checks fail, and this way without a query.
		if ev.IsTrue(cond) && !ev.IsTrue(pi) {
			p.stats.Refuted.Add(1)
			return false
		}
	}
	p.stats.Checks.Add(1)
	cs := s.Constraints()
	q := make([]expr.Expr, 0, len(cs)+2)
	q = append(q, cs...)
	if !cond.IsTrue() {
		q = append(q, cond)
	}
	q = append(q, expr.Not(pi))
	ctx := solver.WithLane(context.Background(), "pse")
	if lim := checkLimit(p.cfg); lim > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lim)
		defer cancel()
	}
	mu.Unlock()
	r, err := p.cfg.Solver.Check(ctx, solver.Query{Constraints: q})
	mu.Lock()
	if err != nil || r.Result == solver.Unknown {
		p.stats.CheckTimeouts.Add(1)
	}
	return err == nil && r.Result == solver.Unsat
}

// checkLimit is the time one subsumption check may take: the smaller of
// CheckTimeout and MaxSolverTime that is set (0: none).
func checkLimit(cfg Config) time.Duration {
	switch {
	case cfg.CheckTimeout > 0 && cfg.MaxSolverTime > 0:
		return min(cfg.CheckTimeout, cfg.MaxSolverTime)
	case cfg.CheckTimeout > 0:
		return cfg.CheckTimeout
	}
	return cfg.MaxSolverTime
}

// Decided opens the checkpoint l′ of the direction taken.
func (p *PSE) Decided(s *exec.State, d exec.Decision) {
	pd := p.path(s)
	fr := s.Frames()
	top := len(fr) - 1
	in := s.Inst()
	if in == nil {
		return
	}
	// No checkpoint where no check is made (outsideMain): its suffixes
	// would never be read, and with none open nothing is logged.
	if (d.Fork || p.cfg.AllBranches) && !outsideMain(s) {
		if key := p.ctxKey(s, d.ID, d.Dir); !pd.seen[key] {
			pd.seen[key] = true
			pd.cps = append(pd.cps, &checkpoint{key: key, id: d.ID, t: pd.tick(), reads: len(pd.reads), asms: len(pd.asms), preds: len(pd.preds)})
		}
	}
	pd.tick()
	if d.Dir < len(in.Succ) {
		p.phis(s, pd, top, fr[top].Block, in.Succ[d.Dir])
	}
}

// Terminated summarizes a finished path from ⊥ with true (Alg. 2, lines
// 13 and 17). Paths ended early by limits or failures explored no
// suffix; cut paths were summarized at the cut.
func (p *PSE) Terminated(t *exec.Termination) {
	pd, ok := t.State.Hook(p.key).(*path)
	if !ok {
		return
	}
	if t.Reason == CutReason {
		return // summarized at the cut
	}
	switch t.Outcome {
	case exec.Exit, exec.Silent:
	case exec.BugFound:
		if t.Bug != nil && (t.Bug.Kind == exec.BugSolver || t.Bug.Kind == exec.BugExec) {
			return
		}
	default:
		return
	}
	if t.Outcome == exec.BugFound {
		p.bugEnd(t.State, pd)
	}
	if pd.poison > 0 {
		p.stats.Poisoned.Add(1)
	}
	p.summarize(pd, expr.True(), t.Outcome == exec.Silent)
}

// bugEnd accounts for the instruction at which s found a bug, which
// ends the path before its Executed event: its operands are what the bug
// depends on. A load or store at a symbolic address (which object it
// needed is not known here) and free and realloc (which object they were
// given is not checked) give the path's checkpoints up.
func (p *PSE) bugEnd(s *exec.State, pd *path) {
	in := s.Inst()
	top := len(s.Frames()) - 1
	if in == nil || top < 0 || p.funcOf[in] != s.Frames()[top].Fn {
		pd.poisonAll()
		return
	}
	switch {
	case in.Op == ir.OpLoad && s.Operand(top, in.Args[0], 0).E != nil,
		in.Op == ir.OpStore && s.Operand(top, in.Args[1], 0).E != nil,
		in.Op == ir.OpCall && in.Call != nil && (in.Call.Name == "free" || in.Call.Name == "realloc"):
		pd.poisonAll()
		return
	}
	p.relevant(pd, p.operandReads(s, pd, in, top))
}

// outsideMain reports whether only the C library's code is on s's stack
// (its start-up before main and its exit after it: the functions Link
// took from a library), not the program's.
func outsideMain(s *exec.State) bool {
	for _, f := range s.Frames() {
		if !f.Fn.Lib {
			return false
		}
	}
	return true
}

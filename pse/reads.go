package pse

import (
	"maps"
	"slices"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/cow"
	"github.com/symx/symx/ir"
)

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
	// syms are the path's inputs when opened (concolic mode: renaming).
	syms []exec.Symbolic
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
	// symbolic is the symbolic branch the path is at (concolic mode):
	// Decided opens a checkpoint there.
	symbolic *ir.Inst
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

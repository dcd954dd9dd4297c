package mem

import (
	"encoding/binary"
	"maps"
	"slices"
	"sync/atomic"

	"github.com/symx/symx/expr"
)

// ObjectState holds the contents of one object on one or more paths. A
// state is shared copy-on-write: only the address space whose key equals
// owner may modify it (AddressSpace.Writable hands out such a state).
//
// Representation (see the package comment): conc and sym give the bytes
// one by one while flat is true, and cache, when set, holds the same
// contents as an update list, built lazily for symbolic-offset reads. Once
// a write at a symbolic offset happens, flat becomes false and ul is the
// only truth.
//
// Only the owner mutates a state; the one exception is the cache, which any
// reader may install (atomically, so paths running on different goroutines
// may share states): it describes the same contents whoever builds it.
type ObjectState struct {
	owner uint64
	size  uint64
	name  string
	conc  []byte      // concrete bytes (valid where sym[i] == nil) while flat
	sym   []expr.Expr // symbolic bytes; nil when every byte is concrete
	nsym  int         // non-nil entries of sym
	flat  bool        // conc/sym are exact; false after a symbolic-offset write
	ul    expr.UpdateList
	cache atomic.Pointer[expr.UpdateList] // while flat: the contents as an update list
	// A paged state (PagedMin bytes or more) keeps its concrete bytes in
	// pages instead of conc and its symbolic bytes in psym instead of sym:
	// a nil page is all zero, so a 1 GiB zero global costs its page table
	// until written. The table has two levels, directories of dirPages
	// pages, so that a clone copies only the top (4 KiB for 1 GiB), not
	// the bytes. A directory or page whose owner is not this state's
	// owner is shared with a clone and is copied before a write.
	pages  []*pageDir
	npages int                  // pages and directories owned (made since the last clone)
	psym   map[uint64]expr.Expr // a paged state's symbolic bytes
}

// PagedMin is the size from which an object's contents are paged. A flat
// state's clone copies its bytes and, with any symbolic byte, a slot of 8
// bytes for each: xargs' buffers of over 100 KiB, each holding a few
// symbolic bytes, made every fork that wrote to one copy about a
// megabyte, and the run spent its memory cap on 2 MB a state. Paged, the
// clone copies a directory and the page written (8 KiB) and the symbolic
// bytes it holds. Smaller objects stay flat, where an access indexes one
// slice instead of a directory and a page.
const PagedMin = 16 << 10

// pageSize is a paged state's granule.
const pageSize = 4096

type page struct {
	owner uint64 // the state owner that may write it in place
	b     [pageSize]byte
}

// dirPages is how many pages a pageDir holds (2 MiB of contents).
const dirPages = 512

type pageDir struct {
	owner uint64 // the state owner that may write it in place
	p     [dirPages]*page
}

// newPages is the empty page table of a paged state of size bytes.
func newPages(size uint64) []*pageDir {
	return make([]*pageDir, (size+dirPages*pageSize-1)/(dirPages*pageSize))
}

// page returns page p of a paged state, nil when never written (zero).
func (os *ObjectState) page(p uint64) *page {
	if d := os.pages[p/dirPages]; d != nil {
		return d.p[p%dirPages]
	}
	return nil
}

// MaxObject is the size of the largest object symx models (4 GiB): every
// object keeps its bytes in a slice, so a larger one (a 1 TiB array)
// would exhaust the engine's own memory. Allocate refuses larger sizes.
const MaxObject = 1 << 32

func newObjectState(size uint64, name string, owner uint64) *ObjectState {
	if size >= PagedMin {
		return &ObjectState{owner: owner, size: size, name: name, pages: newPages(size), flat: true}
	}
	// At least 8 bytes, so that a recycled state fits any scalar local.
	return &ObjectState{owner: owner, size: size, name: name, conc: make([]byte, size, max(size, 8)), flat: true}
}

// Size is the object's size in bytes.
func (os *ObjectState) Size() uint64 { return os.size }

// IsConcrete reports whether every byte is concrete.
func (os *ObjectState) IsConcrete() bool { return os.flat && os.nsym == 0 }

// ConcreteBytes returns the concrete byte slice, valid only when
// IsConcrete. The caller must not modify it unless os is writable. For a
// paged state (PagedMin bytes or more) it is a copy, only to be read:
// write with SetBytes.
func (os *ObjectState) ConcreteBytes() []byte {
	if os.pages != nil {
		b := make([]byte, os.size)
		os.readConc(0, b)
		return b
	}
	return os.conc
}

// SetBytes stores the concrete bytes data at off (in bounds). A paged
// state allocates no page for an all-zero part of data that falls on a
// page not written yet.
func (os *ObjectState) SetBytes(off uint64, data []byte) {
	if os.pages == nil && os.flat && os.nsym == 0 {
		copy(os.conc[off:], data)
		os.cache.Store(nil)
		return
	}
	if os.flat && os.nsym == 0 {
		os.writeConc(off, data)
		os.cache.Store(nil)
		return
	}
	for i, b := range data {
		os.Write(off+uint64(i), 1, uint64(b))
	}
}

// concByte is concrete byte i of a flat state.
func (os *ObjectState) concByte(i uint64) byte {
	if os.pages == nil {
		return os.conc[i]
	}
	if pg := os.page(i / pageSize); pg != nil {
		return pg.b[i%pageSize]
	}
	return 0
}

// writablePage returns page p of a paged state, made or copied so that
// os may write it.
func (os *ObjectState) writablePage(p uint64) *page {
	d := os.pages[p/dirPages]
	if d == nil || d.owner != os.owner {
		c := &pageDir{owner: os.owner}
		if d != nil {
			c.p = d.p
		}
		os.pages[p/dirPages] = c
		os.npages++
		d = c
	}
	pg := d.p[p%dirPages]
	if pg != nil && pg.owner == os.owner {
		return pg
	}
	c := &page{owner: os.owner}
	if pg != nil {
		c.b = pg.b
	}
	d.p[p%dirPages] = c
	os.npages++
	return c
}

// ConcreteRange copies the concrete bytes at off into dst (in bounds),
// valid only when IsConcrete; unlike ConcreteBytes it copies no more than
// asked of a paged state.
func (os *ObjectState) ConcreteRange(off uint64, dst []byte) { os.readConc(off, dst) }

// readConc copies the concrete bytes at off into dst (a paged state's
// unwritten pages read as zeros).
func (os *ObjectState) readConc(off uint64, dst []byte) {
	if os.pages == nil {
		copy(dst, os.conc[off:])
		return
	}
	for len(dst) > 0 {
		p, o := off/pageSize, off%pageSize
		n := min(uint64(len(dst)), pageSize-o)
		if pg := os.page(p); pg != nil {
			copy(dst[:n], pg.b[o:])
		} else {
			clear(dst[:n])
		}
		dst, off = dst[n:], off+n
	}
}

// writeConc stores data at off in a paged state's pages, skipping
// all-zero parts that fall on unwritten pages.
func (os *ObjectState) writeConc(off uint64, data []byte) {
	for len(data) > 0 {
		p, o := off/pageSize, off%pageSize
		n := min(uint64(len(data)), pageSize-o)
		if os.page(p) != nil || !allZero(data[:n]) {
			copy(os.writablePage(p).b[o:], data[:n])
		}
		data, off = data[n:], off+n
	}
}

func allZero(b []byte) bool {
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b) != 0 {
			return false
		}
		b = b[8:]
	}
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// pagedLoad reads n bytes at off of a paged state, little-endian.
func (os *ObjectState) pagedLoad(off uint64, n int) uint64 {
	if o := off % pageSize; o+uint64(n) <= pageSize {
		if pg := os.page(off / pageSize); pg != nil {
			return loadLE(pg.b[o:], n)
		}
		return 0
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(os.concByte(off+uint64(i)))
	}
	return v
}

// pagedStore writes the n-byte little-endian v at off of a paged state.
func (os *ObjectState) pagedStore(off uint64, n int, v uint64) {
	if o := off % pageSize; o+uint64(n) <= pageSize {
		p := off / pageSize
		if v == 0 && os.page(p) == nil {
			return // zero already
		}
		storeLE(os.writablePage(p).b[o:], n, v)
		return
	}
	var b [8]byte
	storeLE(b[:], n, v)
	os.writeConc(off, b[:n])
}

// symAt is symbolic byte i of a flat state with symbolic bytes, or nil.
func (os *ObjectState) symAt(i uint64) expr.Expr {
	if os.psym != nil {
		return os.psym[i]
	}
	return os.sym[i]
}

// clearSym makes byte i, symbolic, no longer so (its concrete byte is set
// apart).
func (os *ObjectState) clearSym(i uint64) {
	if os.psym != nil {
		delete(os.psym, i)
	} else {
		os.sym[i] = nil
	}
	if os.nsym--; os.nsym == 0 {
		os.sym, os.psym = nil, nil
	}
}

func (os *ObjectState) clone(owner uint64) *ObjectState {
	c := &ObjectState{owner: owner, size: os.size, name: os.name, nsym: os.nsym, flat: os.flat, ul: os.ul}
	if os.flat && os.pages != nil {
		c.pages = slices.Clone(os.pages) // the pages stay os's: c copies each before writing it
		c.psym = maps.Clone(os.psym)
		c.cache.Store(os.cache.Load())
	} else if os.flat {
		c.conc = append([]byte(nil), os.conc...)
		if os.sym != nil {
			c.sym = append([]expr.Expr(nil), os.sym...)
		}
		c.cache.Store(os.cache.Load())
	}
	return c
}

// Footprint estimates the memory the state uses, for memory budgets.
func (os *ObjectState) Footprint() uint64 {
	n := uint64(96) + uint64(cap(os.conc))
	if os.sym != nil {
		n += 8 * uint64(cap(os.sym))
	}
	if os.pages != nil {
		n += 8*uint64(cap(os.pages)) + uint64(os.npages)*(pageSize+16) + 64*uint64(len(os.psym)) // a directory is a page's size too
	}
	return n
}

// rangeConcrete reports whether bytes [off, off+n) are concrete in the flat
// representation.
func (os *ObjectState) rangeConcrete(off uint64, n int) bool {
	return os.rangeConcreteN(off, uint64(n))
}

func loadLE(b []byte, n int) uint64 {
	switch n {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	case 8:
		return binary.LittleEndian.Uint64(b)
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

func storeLE(b []byte, n int, v uint64) {
	switch n {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	default:
		for i := 0; i < n; i++ {
			b[i] = byte(v)
			v >>= 8
		}
	}
}

// Read returns the n (1..8) bytes at the concrete offset off as a
// little-endian value: concrete (e == nil) or the expression of width 8n.
// The caller has checked the bounds.
func (os *ObjectState) Read(off uint64, n int) (v uint64, e expr.Expr) {
	if os.flat {
		if os.rangeConcrete(off, n) {
			if os.pages != nil {
				return os.pagedLoad(off, n), nil
			}
			return loadLE(os.conc[off:], n), nil
		}
		for i := 0; i < n; i++ {
			b := os.byteExpr(off + uint64(i))
			if e == nil {
				e = b
			} else {
				e = expr.Concat(b, e)
			}
		}
	} else {
		e = expr.ReadLE(os.ul, expr.Const(off, expr.Int64), n)
	}
	if e.IsConst() {
		return e.Value(), nil
	}
	return 0, e
}

// ReadConcrete returns the n bytes at off when they are all concrete; ok is
// false otherwise. It is the interpreter's fast path.
func (os *ObjectState) ReadConcrete(off uint64, n int) (v uint64, ok bool) {
	if os.nsym == 0 && os.flat {
		if os.pages != nil {
			return os.pagedLoad(off, n), true
		}
		return loadLE(os.conc[off:], n), true
	}
	return 0, false
}

// ByteExpr returns byte i as an expression (a constant when concrete).
func (os *ObjectState) ByteExpr(i uint64) expr.Expr {
	if !os.flat {
		return expr.Read(os.ul, expr.Const(i, expr.Int64))
	}
	return os.byteExpr(i)
}

func (os *ObjectState) byteExpr(i uint64) expr.Expr {
	if os.nsym != 0 {
		if e := os.symAt(i); e != nil {
			return e
		}
	}
	return expr.Const(uint64(os.concByte(i)), expr.Int8)
}

// ByteAt returns byte i: concrete (e == nil) or symbolic.
func (os *ObjectState) ByteAt(i uint64) (b byte, e expr.Expr) {
	if os.flat {
		if os.nsym == 0 {
			return os.concByte(i), nil
		}
		if e := os.symAt(i); e != nil {
			return 0, e
		}
		return os.concByte(i), nil
	}
	e = expr.Read(os.ul, expr.Const(i, expr.Int64))
	if e.IsConst() {
		return byte(e.Value()), nil
	}
	return 0, e
}

// maxULSlack bounds how many writes a cached update list may accumulate
// beyond the object's size before it is dropped and rebuilt on demand.
const maxULSlack = 64

// noteConcreteWrite keeps a cached update list in step with a byte-wise
// write: appending keeps the input array as the root (good for the solver);
// once the list grows past the object's size it is dropped instead.
func (os *ObjectState) noteConcreteWrite(off uint64, n int) {
	c := os.cache.Load()
	if c == nil {
		return
	}
	if uint64(c.Len()+n) > os.size+maxULSlack {
		os.cache.Store(nil)
		return
	}
	ul := *c
	for i := 0; i < n; i++ {
		ul = ul.Write(expr.Const(off+uint64(i), expr.Int64), os.byteExpr(off+uint64(i)))
	}
	os.cache.Store(&ul)
}

// Write stores the concrete little-endian value v in the n bytes at off.
func (os *ObjectState) Write(off uint64, n int, v uint64) {
	if !os.flat {
		for i := 0; i < n; i++ {
			os.ul = os.ul.Write(expr.Const(off+uint64(i), expr.Int64), expr.Const(v>>(8*i), expr.Int8))
		}
		return
	}
	if os.pages != nil {
		os.pagedStore(off, n, v)
	} else {
		storeLE(os.conc[off:], n, v)
	}
	for i := off; os.nsym != 0 && i < off+uint64(n); i++ {
		if os.symAt(i) != nil {
			os.clearSym(i)
		}
	}
	os.noteConcreteWrite(off, n)
}

// SetByte stores one byte, concrete (e == nil) or symbolic.
func (os *ObjectState) SetByte(i uint64, b byte, e expr.Expr) {
	if e == nil || e.IsConst() {
		if e != nil {
			b = byte(e.Value())
		}
		os.Write(i, 1, uint64(b))
		return
	}
	os.setSym(i, e)
}

func (os *ObjectState) setSym(i uint64, b expr.Expr) {
	if !os.flat {
		os.ul = os.ul.Write(expr.Const(i, expr.Int64), b)
		return
	}
	if b.IsConst() {
		os.Write(i, 1, b.Value())
		return
	}
	if os.pages != nil {
		if os.psym == nil {
			os.psym = map[uint64]expr.Expr{}
		}
		if os.psym[i] == nil {
			os.nsym++
		}
		os.psym[i] = b
		os.pagedStore(i, 1, 0)
		os.noteConcreteWrite(i, 1)
		return
	}
	if os.sym == nil {
		os.sym = make([]expr.Expr, os.size)
	}
	if os.sym[i] == nil {
		os.nsym++
	}
	os.sym[i] = b
	os.conc[i] = 0
	os.noteConcreteWrite(i, 1)
}

// WriteExpr stores e (width 8n) little-endian in the n bytes at off.
func (os *ObjectState) WriteExpr(off uint64, n int, e expr.Expr) {
	if e.IsConst() {
		os.Write(off, n, e.Value())
		return
	}
	for i := 0; i < n; i++ {
		os.setSym(off+uint64(i), expr.Extract(e, uint(8*i), expr.Int8))
	}
}

// updates returns the contents as an update list, building it if needed.
func (os *ObjectState) updates() expr.UpdateList {
	if !os.flat {
		return os.ul
	}
	if c := os.cache.Load(); c != nil {
		return *c
	}
	conc := os.conc
	if os.pages != nil {
		conc = os.ConcreteBytes()
	}
	root := expr.NewConstArray(os.name, conc)
	ul := expr.UpdateList{Root: root}
	for _, i := range slices.Sorted(maps.Keys(os.psym)) { // in index order, as sym's
		ul = ul.Write(expr.Const(i, expr.Int64), os.psym[i])
	}
	for i, b := range os.sym {
		if b != nil {
			ul = ul.Write(expr.Const(uint64(i), expr.Int64), b)
		}
	}
	if !os.cache.CompareAndSwap(nil, &ul) {
		return *os.cache.Load()
	}
	return ul
}

// ReadAt reads n bytes at the symbolic offset idx (64 bits), which the
// caller has constrained to be in bounds. Any path may read a shared state
// this way (see the cache).
func (os *ObjectState) ReadAt(idx expr.Expr, n int) expr.Expr {
	return expr.ReadLE(os.updates(), idx, n)
}

// WriteAt writes e (width 8n) at the symbolic offset idx. The byte-wise
// view is dropped: from now on the update list is the contents.
func (os *ObjectState) WriteAt(idx expr.Expr, n int, e expr.Expr) {
	ul := os.updates()
	for i := 0; i < n; i++ {
		ix := idx
		if i > 0 {
			ix = expr.Add(idx, expr.Const(uint64(i), idx.Width()))
		}
		ul = ul.Write(ix, expr.Extract(e, uint(8*i), expr.Int8))
	}
	os.ul = ul
	os.flat = false
	os.conc, os.sym, os.nsym = nil, nil, 0
	os.pages, os.npages, os.psym = nil, 0, nil
	os.cache.Store(nil)
}

// MakeSymbolic replaces bytes [off, off+arr.Size) with the bytes of the
// symbolic array arr. When arr covers the whole object the array becomes
// the update list's root, so symbolic-offset reads of untouched input read
// the input array directly.
func (os *ObjectState) MakeSymbolic(off uint64, arr *expr.Array) {
	whole := off == 0 && arr.Size == os.size
	if whole {
		os.flat = true
		os.pages, os.npages, os.psym = nil, 0, nil // every byte is symbolic: nothing to page
		os.conc = make([]byte, os.size)
		os.sym = make([]expr.Expr, os.size)
		os.nsym = int(os.size)
		root := expr.UpdateList{Root: arr}
		for i := range os.sym {
			os.sym[i] = expr.Read(root, expr.Const(uint64(i), expr.Int32))
		}
		os.cache.Store(&root)
		return
	}
	root := expr.UpdateList{Root: arr}
	for i := uint64(0); i < arr.Size; i++ {
		os.setSym(off+i, expr.Read(root, expr.Const(i, expr.Int32)))
	}
}

// CopyFrom copies n bytes from src at soff to os at doff, byte by byte
// (symbolic bytes stay symbolic). Overlapping ranges of the same state
// behave like memmove.
func (os *ObjectState) CopyFrom(doff uint64, src *ObjectState, soff uint64, n uint64) {
	if os.flat && src.flat && src.rangeConcreteN(soff, n) && os.nsym == 0 {
		switch {
		case os.pages == nil && src.pages == nil:
			copy(os.conc[doff:doff+n], src.conc[soff:soff+n])
		case os.pages == nil:
			src.readConc(soff, os.conc[doff:doff+n])
		case src != os:
			// In chunks: a paged state's copy need not be materialized.
			var buf [16 * pageSize]byte
			for k := uint64(0); k < n; k += uint64(len(buf)) {
				c := buf[:min(n-k, uint64(len(buf)))]
				src.readConc(soff+k, c)
				os.writeConc(doff+k, c)
			}
		default:
			tmp := make([]byte, n)
			src.readConc(soff, tmp)
			os.writeConc(doff, tmp)
		}
		os.cache.Store(nil)
		return
	}
	if n == 0 {
		return
	}
	tmpB := make([]byte, n)
	tmpE := make([]expr.Expr, n)
	for i := uint64(0); i < n; i++ {
		tmpB[i], tmpE[i] = src.ByteAt(soff + i)
	}
	for i := uint64(0); i < n; i++ {
		os.SetByte(doff+i, tmpB[i], tmpE[i])
	}
}

func (os *ObjectState) rangeConcreteN(off, n uint64) bool {
	if os.nsym == 0 {
		return true
	}
	if os.psym != nil {
		for i := off; i < off+n; i++ {
			if os.psym[i] != nil {
				return false
			}
		}
		return true
	}
	for _, e := range os.sym[off : off+n] {
		if e != nil {
			return false
		}
	}
	return true
}

package mem

import (
	"sync/atomic"
)

// Address-space layout. The first page is never mapped so that null
// pointers (and small offsets from them) hit no object.
const (
	// NullPage is the size of the unmapped region at address 0.
	NullPage = 1 << 16
	// FirstAddr is where allocation starts.
	FirstAddr = NullPage
	// RedZone is the least gap between two objects: an access just past an
	// object's end hits no object.
	RedZone = 16
	// MinAlign is the least alignment of every object.
	MinAlign = 16
	// Limit is the default first address the bump allocator never hands
	// out; the region above is left for the executor (function addresses).
	Limit = 1 << 46
	// Limit32 is the allocation limit for programs with 4-byte pointers.
	Limit32 = 0xE000_0000
)

var cowKeys atomic.Uint64

func newKey() uint64 { return cowKeys.Add(1) }

// node is a treap node binding an object to its contents on some paths.
// Nodes whose owner is the address space's key may be mutated in place;
// the rest are shared and copied on the way down (path copying).
type node struct {
	obj         *Object
	os          *ObjectState // nil: the object was freed on this path
	prio        uint64
	owner       uint64
	left, right *node
}

func (n *node) addr() uint64 { return n.obj.Addr }

// The lookup cache: cacheSets sets of two entries, the most recently
// used first. Two ways keep a caller's locals cached across a call: the
// callee's new objects, at fresh addresses, push them to the second way
// instead of evicting them.
const cacheSets = 8

type cacheSet [2]cacheEntry

type cacheEntry struct {
	obj *Object
	os  *ObjectState
}

// AddressSpace maps addresses to objects and their contents for one path.
// It is not safe for concurrent use; Fork it to hand a copy to another path.
type AddressSpace struct {
	root  *node
	key   uint64
	next  uint64 // bump pointer
	limit uint64 // first address never allocated
	count int    // bound objects (alive or freed)
	cache [cacheSets]cacheSet
	free  *pool // recycled by Release, for this address space's allocations
	// stack binds the Stack and VarArgs objects, apart from the tree
	// (stack.go); stackShared: the slice is shared with a fork.
	stack       []binding
	stackShared bool
	// spare is the number of bindings past the end of stack, in its
	// backing array, that hold released objects kept whole for the next
	// stack allocations (stack.go); spareBytes their buffers' capacity.
	spare      int
	spareBytes uint64
	// Object IDs are taken from the process-wide counter in blocks:
	// idNext < id ≤ idEnd are this address space's.
	idNext, idEnd uint64
}

// NewAddressSpace returns an empty address space allocating below Limit.
func NewAddressSpace() *AddressSpace { return NewAddressSpaceLimit(Limit) }

// NewAddressSpaceLimit returns an empty address space allocating below
// limit (Limit32 for 32-bit programs).
func NewAddressSpaceLimit(limit uint64) *AddressSpace {
	return &AddressSpace{key: newKey(), next: FirstAddr, limit: limit}
}

// Fork returns a copy of as sharing all objects and contents. Both as and
// the copy get new copy-on-write keys, so neither can mutate what the
// other still sees. Forking is O(1).
func (as *AddressSpace) Fork() *AddressSpace {
	c := &AddressSpace{root: as.root, key: newKey(), next: as.next, limit: as.limit, count: as.count, cache: as.cache,
		stack: as.stack, stackShared: true}
	as.key = newKey()
	as.stackShared = true
	as.spare, as.spareBytes = 0, 0 // no longer owned: left to the collector
	return c
}

// Len is the number of bound objects, freed ones included.
func (as *AddressSpace) Len() int { return as.count }

// NextAddr is the address the next allocation will get (before alignment).
func (as *AddressSpace) NextAddr() uint64 { return as.next }

// idBlock is how many object IDs an address space takes at a time.
const idBlock = 64

// newID returns a process-unique object ID.
func (as *AddressSpace) newID() uint64 {
	if as.idNext == as.idEnd {
		as.idEnd = objectIDs.Add(idBlock)
		as.idNext = as.idEnd - idBlock
	}
	as.idNext++
	return as.idNext
}

func alignUp(v, a uint64) uint64 { return (v + a - 1) &^ (a - 1) }

// prio derives a treap priority from an address (a bit mixer), so the
// tree's shape depends only on its contents: deterministic and balanced
// for the ascending addresses of a bump allocator.
func prio(addr uint64) uint64 {
	addr ^= addr >> 33
	addr *= 0xff51afd7ed558ccd
	addr ^= addr >> 33
	addr *= 0xc4ceb9fe1a85ec53
	addr ^= addr >> 33
	return addr
}

// Allocate creates an object of size bytes (aligned to align, a power of
// two; 0 means MinAlign) with zeroed contents and binds it. It returns nil
// when size exceeds MaxObject or the address space is exhausted.
func (as *AddressSpace) Allocate(size, align uint64, kind Kind, name string, readOnly bool) (*Object, *ObjectState) {
	if align < MinAlign {
		align = MinAlign
	}
	if align&(align-1) != 0 {
		align = MinAlign
	}
	addr, ok := as.place(as.next, size, align)
	if !ok {
		return nil, nil
	}
	if onStack(kind) {
		as.ownStack()
	}
	return as.create(addr, size, kind, name, readOnly)
}

// place returns where an object of size bytes aligned to align goes when
// the bump pointer is at next; ok is false when it does not fit.
func (as *AddressSpace) place(next, size, align uint64) (addr uint64, ok bool) {
	addr = alignUp(next, align)
	end := addr + size + RedZone
	return addr, size <= MaxObject && size <= as.limit && end <= as.limit && end >= addr
}

// create makes the object at addr (from place) and binds it, without
// Bind's checks: it is new, above every bound object and in no cache
// entry. A stack segment must be owned (ownStack).
func (as *AddressSpace) create(addr, size uint64, kind Kind, name string, readOnly bool) (*Object, *ObjectState) {
	if onStack(kind) && as.spare > 0 {
		as.next = addr // addr is aligned: reuseSpares places the object there
		sizes, objs := [1]uint64{size}, [1]*Object{}
		as.reuseSpares(sizes[:], name, objs[:0])
		b := &as.stack[len(as.stack)-1]
		b.obj.Kind, b.obj.ReadOnly = kind, readOnly
		return b.obj, b.os
	}
	as.next = addr + size + RedZone
	obj, os := as.free.object(), as.free.state(size, name, as.key)
	obj.ID, obj.Addr, obj.Size, obj.Kind, obj.ReadOnly, obj.Name, obj.owner = as.newID(), addr, size, kind, readOnly, name, as.key
	if onStack(kind) {
		as.stack = append(as.stack, binding{obj, os})
	} else {
		as.root, _ = as.insert(as.root, obj, os)
	}
	as.count++
	as.cache[cacheIndex(addr)].put(obj, os)
	return obj, os
}

// AllocateStack allocates a Stack object of each of sizes, in order, as
// consecutive Allocate(size, 0, Stack, name, false) calls would (at the
// same addresses), and appends them to objs: a function's fixed-size
// locals created in one step. When they do not all fit nothing is
// allocated and ok is false.
func (as *AddressSpace) AllocateStack(sizes []uint64, name string, objs []*Object) (_ []*Object, ok bool) {
	// place's checks, once for all: sizes are bounded by MaxObject, so
	// the sum wraps only past as.next.
	next, most := as.next, uint64(0)
	for _, size := range sizes {
		next = alignUp(next, MinAlign) + size + RedZone
		most = max(most, size)
	}
	if most > MaxObject || next > as.limit || next < as.next {
		return objs, false
	}
	as.ownStack()
	k := min(as.spare, len(sizes))
	objs = as.reuseSpares(sizes[:k], name, objs)
	for _, size := range sizes[k:] {
		obj, _ := as.create(alignUp(as.next, MinAlign), size, Stack, name, false)
		objs = append(objs, obj)
	}
	return objs, true
}

// Bind binds obj to os, replacing any previous binding of obj. os may be
// nil to record the object as freed. A state bound here is adopted by the
// address space when it is unowned. obj must come from Allocate on this
// address space or on one it was forked from.
func (as *AddressSpace) Bind(obj *Object, os *ObjectState) {
	if os != nil && os.owner == 0 {
		os.owner = as.key
	}
	if as.rebind(obj, os) {
		as.count++
		if obj.End() > as.next {
			as.next = alignUp(obj.End()+RedZone, MinAlign)
		}
	}
	as.setCache(obj, os)
}

// rebind binds obj to os in the tree or the stack segment; added is true
// when obj was not bound before.
func (as *AddressSpace) rebind(obj *Object, os *ObjectState) (added bool) {
	if onStack(obj.Kind) {
		return as.bindStack(obj, os)
	}
	as.root, added = as.insert(as.root, obj, os)
	return added
}

func (as *AddressSpace) own(n *node) *node {
	if n.owner == as.key {
		return n
	}
	c := *n
	c.owner = as.key
	return &c
}

func (as *AddressSpace) insert(n *node, obj *Object, os *ObjectState) (*node, bool) {
	if n == nil {
		return &node{obj: obj, os: os, prio: prio(obj.Addr), owner: as.key}, true
	}
	var added bool
	switch {
	case obj.Addr == n.addr():
		n = as.own(n)
		n.obj, n.os = obj, os
		return n, false
	case obj.Addr < n.addr():
		var l *node
		l, added = as.insert(n.left, obj, os)
		n = as.own(n)
		n.left = l
		if l.prio > n.prio { // rotate right; l is owned: insert returns owned nodes
			n.left = l.right
			l.right = n
			n = l
		}
	default:
		var r *node
		r, added = as.insert(n.right, obj, os)
		n = as.own(n)
		n.right = r
		if r.prio > n.prio { // rotate left
			n.right = r.left
			r.left = n
			n = r
		}
	}
	return n, added
}

// Unbind removes obj from the address space entirely (a stack object whose
// frame returned). Unbinding an object that is not bound does nothing.
func (as *AddressSpace) Unbind(obj *Object) { as.unbind(obj) }

// Release is Unbind for an object whose every reference the caller
// controls (a stack object of a returning frame): besides unbinding it,
// the address space recycles for its next allocations what it owns
// exclusively — the Object when allocated here since the last Fork and
// not retained (see Retain), its contents when not shared with a fork:
// the segment's newest object whole as a spare (stack.go), anything else
// in a pool. The caller must not use obj afterwards. Addresses are still
// never reused, so a dangling pointer to obj hits no object.
func (as *AddressSpace) Release(obj *Object) { as.ReleaseStack([]*Object{obj}) }

// release is Release of an object not kept as a spare.
func (as *AddressSpace) release(obj *Object) {
	var bound *Object
	var os *ObjectState
	if k := len(as.stack) - 1; k >= 0 && as.stack[k].obj == obj && !as.stackShared {
		// A frame's newest object, not kept as a spare: pop it.
		bound, os = obj, as.stack[k].os
		as.count--
		as.dropCache(obj)
		as.dropSpares()
		as.stack[k] = binding{}
		as.stack = as.stack[:k]
	} else if bound, os = as.unbind(obj); bound == nil {
		return
	}
	if as.free == nil {
		as.free = new(pool) // only address spaces that release need one
	}
	as.recycle(obj, bound, os)
}

// recycle pools what Release unbound: obj, bound at its address to os.
// Owned means created (or copied) here since the last Fork: nothing
// outside this address space refers to it.
func (as *AddressSpace) recycle(obj, bound *Object, os *ObjectState) {
	if os != nil && os.owner == as.key {
		as.free.putState(os)
	}
	if bound == obj && obj.owner == as.key {
		as.free.putObject(obj)
	}
}

// Retain records that obj is referenced from outside the address space
// (a symbolic input names the object it was written to), so that Release
// never recycles it.
func (as *AddressSpace) Retain(obj *Object) {
	if obj.owner == as.key {
		obj.owner = 0
	}
}

// unbind removes the binding at obj's address and returns what was bound
// there (bound is nil when nothing was).
func (as *AddressSpace) unbind(obj *Object) (bound *Object, os *ObjectState) {
	as.dropCache(obj)
	if onStack(obj.Kind) {
		b, ok := as.unbindStack(obj.Addr)
		if !ok {
			return nil, nil
		}
		as.count--
		return b.obj, b.os
	}
	var n *node
	as.root, n = as.remove(as.root, obj.Addr)
	if n == nil {
		return nil, nil
	}
	as.count--
	return n.obj, n.os
}

// remove deletes the binding at addr below n; it returns the new subtree
// and the removed node (nil when addr is unbound).
func (as *AddressSpace) remove(n *node, addr uint64) (*node, *node) {
	if n == nil {
		return nil, nil
	}
	var removed *node
	switch {
	case addr < n.addr():
		var l *node
		l, removed = as.remove(n.left, addr)
		if removed != nil {
			n = as.own(n)
			n.left = l
		}
		return n, removed
	case addr > n.addr():
		var r *node
		r, removed = as.remove(n.right, addr)
		if removed != nil {
			n = as.own(n)
			n.right = r
		}
		return n, removed
	}
	return as.merge(n.left, n.right), n
}

// merge joins two treaps whose keys are ordered (all of a below all of b).
func (as *AddressSpace) merge(a, b *node) *node {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case a.prio > b.prio:
		a = as.own(a)
		a.right = as.merge(a.right, b)
		return a
	default:
		b = as.own(b)
		b.left = as.merge(a, b.left)
		return b
	}
}

// cacheShift: a set caches the addresses of one 32-byte granule, the
// least distance between two small objects' bases (MinAlign + RedZone).
const cacheShift = 5

func cacheIndex(addr uint64) int { return int((addr >> cacheShift) % cacheSets) }

// put makes (obj, os) the set's most recent entry.
func (c *cacheSet) put(obj *Object, os *ObjectState) {
	if c[0].obj != nil {
		c[1] = c[0]
	}
	c[0] = cacheEntry{obj, os}
}

func (as *AddressSpace) setCache(obj *Object, os *ObjectState) {
	// Only the entry for the object's base is refreshed; other entries
	// naming obj are dropped so no stale binding survives.
	as.dropCache(obj)
	if os != nil {
		as.cache[cacheIndex(obj.Addr)].put(obj, os)
	}
}

func (as *AddressSpace) dropCache(obj *Object) {
	// Every entry, not only those of obj's range: a spare taken back
	// keeps the entries of its earlier places (see ReleaseStack), which
	// must not outlive its pairing with its contents.
	for i := range as.cache {
		c := &as.cache[i]
		if c[0].obj == obj {
			c[0] = cacheEntry{}
		}
		if c[1].obj == obj {
			c[1] = cacheEntry{}
		}
	}
}

// Lookup returns the live object containing addr and its contents, using
// the lookup cache. ok is false when addr lies in no live object (see
// Floor for the diagnosis).
func (as *AddressSpace) Lookup(addr uint64) (obj *Object, os *ObjectState, ok bool) {
	c := &as.cache[cacheIndex(addr)]
	if e := c[0]; e.obj != nil && addr-e.obj.Addr < e.obj.Size {
		return e.obj, e.os, true
	}
	if e := c[1]; e.obj != nil && addr-e.obj.Addr < e.obj.Size {
		c[0], c[1] = e, c[0]
		return e.obj, e.os, true
	}
	obj, os = as.Floor(addr)
	if obj == nil || os == nil || addr-obj.Addr >= obj.Size {
		return nil, nil, false
	}
	c.put(obj, os)
	return obj, os, true
}

// Floor returns the bound object with the greatest base address ≤ addr,
// alive or freed (os == nil), or nil. The executor uses it to explain a
// failed Lookup: out of bounds, use after free, or a wild pointer.
func (as *AddressSpace) Floor(addr uint64) (obj *Object, os *ObjectState) {
	if n := as.floor(addr); n != nil {
		obj, os = n.obj, n.os
	}
	if b := as.stackFloor(addr); b != nil && (obj == nil || b.obj.Addr > obj.Addr) {
		obj, os = b.obj, b.os
	}
	return obj, os
}

func (as *AddressSpace) floor(addr uint64) *node {
	var best *node
	for n := as.root; n != nil; {
		if addr < n.addr() {
			n = n.left
		} else {
			best = n
			n = n.right
		}
	}
	return best
}

// Ceil returns the bound object with the least base address > addr (alive
// or freed), or nil.
func (as *AddressSpace) Ceil(addr uint64) (obj *Object, os *ObjectState) {
	var best *node
	for n := as.root; n != nil; {
		if addr >= n.addr() {
			n = n.right
		} else {
			best = n
			n = n.left
		}
	}
	if best != nil {
		obj, os = best.obj, best.os
	}
	if i := as.stackUpper(addr); i < len(as.stack) && (obj == nil || as.stack[i].obj.Addr < obj.Addr) {
		obj, os = as.stack[i].obj, as.stack[i].os
	}
	return obj, os
}

// Find returns the binding of the object based exactly at addr (alive or
// freed), or nil.
func (as *AddressSpace) Find(addr uint64) (obj *Object, os *ObjectState) {
	for n := as.root; n != nil; {
		switch {
		case addr < n.addr():
			n = n.left
		case addr > n.addr():
			n = n.right
		default:
			return n.obj, n.os
		}
	}
	if i := as.stackAt(addr); i >= 0 {
		return as.stack[i].obj, as.stack[i].os
	}
	return nil, nil
}

// Writable returns a state for obj that as may modify: os itself when as
// owns it, otherwise a copy, which is bound in its place.
func (as *AddressSpace) Writable(obj *Object, os *ObjectState) *ObjectState {
	if os.owner == as.key {
		return os
	}
	c := os.clone(as.key)
	if as.rebind(obj, c) {
		as.count++
	}
	as.setCache(obj, c)
	return c
}

// Free marks obj freed on this path: it stays bound (as dead) so later
// accesses and frees can be diagnosed.
func (as *AddressSpace) Free(obj *Object) {
	as.rebind(obj, nil)
	as.dropCache(obj)
}

// Ascend calls fn for the bindings with base address ≥ from in ascending
// order until fn returns false. os is nil for freed objects.
func (as *AddressSpace) Ascend(from uint64, fn func(obj *Object, os *ObjectState) bool) {
	// Merge the tree's bindings with the stack segment's.
	st := as.stack
	i := as.stackUpper(from - 1)
	if from == 0 {
		i = 0
	}
	if !ascend(as.root, from, func(obj *Object, os *ObjectState) bool {
		for ; i < len(st) && st[i].obj.Addr < obj.Addr; i++ {
			if !fn(st[i].obj, st[i].os) {
				return false
			}
		}
		return fn(obj, os)
	}) {
		return
	}
	for ; i < len(st); i++ {
		if !fn(st[i].obj, st[i].os) {
			return
		}
	}
}

func ascend(n *node, from uint64, fn func(*Object, *ObjectState) bool) bool {
	for n != nil {
		if n.addr() < from {
			n = n.right
			continue
		}
		if !ascend(n.left, from, fn) || !fn(n.obj, n.os) {
			return false
		}
		n = n.right
		from = 0
	}
	return true
}

// Descend calls fn for the bindings with base address ≤ from in
// descending order until fn returns false.
func (as *AddressSpace) Descend(from uint64, fn func(obj *Object, os *ObjectState) bool) {
	st := as.stack
	i := as.stackUpper(from) - 1
	if !descend(as.root, from, func(obj *Object, os *ObjectState) bool {
		for ; i >= 0 && st[i].obj.Addr > obj.Addr; i-- {
			if !fn(st[i].obj, st[i].os) {
				return false
			}
		}
		return fn(obj, os)
	}) {
		return
	}
	for ; i >= 0; i-- {
		if !fn(st[i].obj, st[i].os) {
			return
		}
	}
}

func descend(n *node, from uint64, fn func(*Object, *ObjectState) bool) bool {
	for n != nil {
		if n.addr() > from {
			n = n.left
			continue
		}
		if !descend(n.right, from, fn) || !fn(n.obj, n.os) {
			return false
		}
		n = n.left
		from = ^uint64(0)
	}
	return true
}

// Footprint estimates the bytes of object states this address space owns
// exclusively (what forking it again would not share), for memory budgets.
func (as *AddressSpace) Footprint() uint64 {
	total := as.free.footprint() + as.spareBytes + uint64(as.spare)*spareOverhead
	as.Ascend(0, func(_ *Object, os *ObjectState) bool {
		if os != nil && os.owner == as.key {
			total += os.Footprint()
		}
		return true
	})
	return total
}

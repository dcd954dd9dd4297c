package mem

import "slices"

// The stack segment. Stack and VarArgs objects come and go with every
// call, last in first out, and always at the top of the bump allocator, so
// the address space binds them in a slice in ascending address order
// instead of the tree: binding one is an append, releasing one a
// truncation, neither allocates. After a Fork the slice is shared; the
// first change on either side copies it (O(stack objects), as the
// executor's own copy of the frames).
//
// Spares. Released stack objects that the address space owns outright
// (see Release) stay in the slice's backing array just past its end, in
// place, object and contents together: the next stack allocations take
// them back from there in order, so a loop calling a function reuses the
// previous call's objects without going through the pool. The spares are
// only ever the bindings [len, len+spare) of the array; anything that
// moves the end otherwise first hands them to the pool (dropSpares).
// Their number and bytes are bounded as the pool's are.

// binding is one stack object's entry in the segment.
type binding struct {
	obj *Object
	os  *ObjectState // nil: freed on this path
}

// onStack reports whether objects of kind k live in the stack segment.
func onStack(k Kind) bool { return k == Stack || k == VarArgs }

// ownStack makes the segment's backing array this address space's alone.
func (as *AddressSpace) ownStack() {
	if as.stackShared {
		as.stack = append(make([]binding, 0, len(as.stack)+8), as.stack...)
		as.stackShared = false
	}
}

// stackUpper is the index of the first binding based above addr.
func (as *AddressSpace) stackUpper(addr uint64) int {
	s := as.stack
	if k := len(s); k == 0 || s[k-1].obj.Addr <= addr {
		return k // the common case: at or above the top
	}
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if s[m].obj.Addr <= addr {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// stackAt is the index of the binding based at addr, or -1.
func (as *AddressSpace) stackAt(addr uint64) int {
	i := as.stackUpper(addr) - 1
	if i >= 0 && as.stack[i].obj.Addr == addr {
		return i
	}
	return -1
}

// stackFloor is the binding with the greatest base ≤ addr, or nil.
func (as *AddressSpace) stackFloor(addr uint64) *binding {
	if i := as.stackUpper(addr) - 1; i >= 0 {
		return &as.stack[i]
	}
	return nil
}

// bindStack binds obj to os in the segment; added is false when obj was
// bound already (its binding is replaced).
func (as *AddressSpace) bindStack(obj *Object, os *ObjectState) (added bool) {
	as.ownStack()
	i := as.stackUpper(obj.Addr)
	if i > 0 && as.stack[i-1].obj.Addr == obj.Addr {
		as.stack[i-1] = binding{obj, os}
		return false
	}
	as.dropSpares()
	as.stack = slices.Insert(as.stack, i, binding{obj, os})
	return true
}

// unbindStack removes the binding at addr and returns it (ok false when
// there is none).
func (as *AddressSpace) unbindStack(addr uint64) (b binding, ok bool) {
	i := as.stackAt(addr)
	if i < 0 {
		return binding{}, false
	}
	as.ownStack()
	as.dropSpares()
	b = as.stack[i]
	last := len(as.stack) - 1
	copy(as.stack[i:], as.stack[i+1:])
	as.stack[last] = binding{} // the slot keeps nothing alive
	as.stack = as.stack[:last]
	return b, true
}

// ReleaseStack releases objs, stack objects allocated in this order, the
// last first: a returning frame's locals. When they are the segment's
// newest bindings and the address space owns every one and its contents
// outright, they stay in place as spares (if the bounds allow).
func (as *AddressSpace) ReleaseStack(objs []*Object) {
	top := len(as.stack) - len(objs)
	keep := top >= 0 && !as.stackShared && as.spare+len(objs) <= poolMax
	bytes := as.spareBytes
	for i := 0; keep && i < len(objs); i++ {
		b := &as.stack[top+i]
		keep = b.obj == objs[i] && b.obj.owner == as.key && b.os != nil && b.os.owner == as.key && b.os.pages == nil
		if keep {
			bytes += uint64(cap(b.os.conc))
		}
	}
	if !keep || bytes > poolMaxBytes {
		for i := len(objs) - 1; i >= 0; i-- {
			as.release(objs[i])
		}
		return
	}
	for _, b := range as.stack[top:] {
		if !b.os.symbolicFree() {
			b.os.clearSymbolic()
		}
		// Size 0 instead of dropCache: no address lies in the object, so
		// its cache entries never hit. Reused, the object keeps its
		// contents' state, so an old entry that lies in its new range
		// is right.
		b.obj.Size = 0
	}
	as.spare += len(objs)
	as.spareBytes = bytes
	as.stack = as.stack[:top]
	as.count -= len(objs)
}

// reuseSpares binds the first len(sizes) spares (there are as many)
// again, as the Stack objects of sizes, all zero, placed as create places
// them from the bump pointer, and appends them to objs.
func (as *AddressSpace) reuseSpares(sizes []uint64, name string, objs []*Object) []*Object {
	n := len(as.stack)
	sp := as.stack[n : n+len(sizes)]
	as.stack = as.stack[:n+len(sizes)]
	next := as.next
	for i, size := range sizes {
		obj, os := sp[i].obj, sp[i].os
		addr := alignUp(next, MinAlign)
		next = addr + size + RedZone
		as.spareBytes -= uint64(cap(os.conc))
		if size <= 8 && cap(os.conc) >= 8 && os.flat {
			// The common small local; ReleaseStack left no symbolic bytes.
			os.conc = os.conc[:size]
			*(*[8]byte)(os.conc[:8]) = [8]byte{}
			os.size, os.name = size, name
		} else {
			os.reset(size, name, as.key)
		}
		obj.ID, obj.Addr, obj.Size, obj.Kind, obj.ReadOnly, obj.Name = as.newID(), addr, size, Stack, false, name
		as.cache[cacheIndex(addr)].put(obj, os)
		objs = append(objs, obj)
	}
	as.next = next
	as.spare -= len(sizes)
	as.count += len(sizes)
	return objs
}

// dropSpares hands the spares to the pool.
func (as *AddressSpace) dropSpares() {
	if as.spare == 0 {
		return
	}
	if as.free == nil {
		as.free = new(pool)
	}
	// The spares' cache entries go (see ReleaseStack): pooled, an object
	// parts from its contents. Entries of empty objects never hit.
	for i := range as.cache {
		for w := range as.cache[i] {
			if e := &as.cache[i][w]; e.obj != nil && e.obj.Size == 0 {
				*e = cacheEntry{}
			}
		}
	}
	sp := as.stack[len(as.stack) : len(as.stack)+as.spare]
	for i := range sp {
		as.free.putState(sp[i].os)
		as.free.putObject(sp[i].obj)
		sp[i] = binding{}
	}
	as.spare, as.spareBytes = 0, 0
}

package mem

import (
	"unsafe"

	"github.com/symx/symx/expr"
)

// pool keeps what Release recycled, for the next allocations of one
// address space: calls that return leave their stack objects here and the
// next call's allocas take them back, so a call-heavy path allocates
// nothing in steady state. Only what the address space owned exclusively
// gets here, and a pool is never shared: Fork starts the copy without one.
// The methods accept a nil pool (nothing recycled yet).
type pool struct {
	objs   []*Object
	states []*ObjectState
	bytes  uint64 // capacity of the byte buffers of states
}

// Bounds of a pool: a deep recursion that returns should not leave its
// whole stack behind in every state that ran it.
const (
	poolMax      = 64
	poolMaxBytes = 64 << 10
)

// object returns an Object to fill in: every field is overwritten.
func (p *pool) object() *Object {
	if p == nil {
		return new(Object)
	}
	if k := len(p.objs); k > 0 {
		o := p.objs[k-1]
		p.objs = p.objs[:k-1]
		return o
	}
	return new(Object)
}

func (p *pool) putObject(o *Object) {
	if len(p.objs) < poolMax {
		p.objs = append(p.objs, o)
	}
}

// state returns an all-zero state of size bytes owned by owner, reusing a
// recycled one (and its byte buffer when large enough).
func (p *pool) state(size uint64, name string, owner uint64) *ObjectState {
	if p == nil || len(p.states) == 0 {
		return newObjectState(size, name, owner)
	}
	k := len(p.states)
	os := p.states[k-1]
	p.states = p.states[:k-1]
	p.bytes -= uint64(cap(os.conc))
	os.reset(size, name, owner)
	return os
}

// reset makes os an all-zero flat state of size bytes owned by owner,
// reusing its byte buffer when large enough.
func (os *ObjectState) reset(size uint64, name string, owner uint64) {
	if size >= PagedMin || os.pages != nil {
		os.clearSymbolic()
		os.owner, os.size, os.name, os.flat = owner, size, name, true
		os.conc, os.pages, os.npages = nil, nil, 0
		if size >= PagedMin {
			os.pages = newPages(size)
		} else {
			os.conc = make([]byte, size, max(size, 8))
		}
		return
	}
	buf := os.conc
	switch {
	case size <= 8 && cap(buf) >= 8:
		buf = buf[:size]
		*(*[8]byte)(buf[:8]) = [8]byte{} // the common small local, without a call
	case uint64(cap(buf)) >= size:
		buf = buf[:size]
		clear(buf)
	default:
		buf = make([]byte, size, max(size, 8))
	}
	if !os.symbolicFree() { // only what is set: pointer writes cost write barriers
		os.clearSymbolic()
	}
	os.owner, os.size, os.name, os.conc, os.flat = owner, size, name, buf, true
}

// symbolicFree reports whether os has no symbolic contents to clear.
func (os *ObjectState) symbolicFree() bool {
	return os.sym == nil && os.psym == nil && os.ul == (expr.UpdateList{}) && os.cache.Load() == nil
}

// clearSymbolic drops the symbolic contents.
func (os *ObjectState) clearSymbolic() {
	os.sym, os.psym, os.nsym, os.ul = nil, nil, 0, expr.UpdateList{}
	os.cache.Store(nil)
}

func (p *pool) putState(os *ObjectState) {
	c := uint64(cap(os.conc))
	if os.pages != nil {
		return // large: not worth keeping
	}
	if len(p.states) >= poolMax || c > poolMaxBytes-p.bytes {
		return
	}
	if !os.symbolicFree() { // what the pool holds keeps no expression alive
		os.clearSymbolic()
	}
	p.bytes += c
	p.states = append(p.states, os)
}

// footprint is the memory the pool holds.
func (p *pool) footprint() uint64 {
	if p == nil {
		return 0
	}
	return p.bytes + uint64(len(p.objs))*uint64(unsafe.Sizeof(Object{})) + uint64(len(p.states))*96
}

// spareOverhead is the memory of a spare beyond its bytes: its Object
// and ObjectState.
const spareOverhead = uint64(unsafe.Sizeof(Object{})) + 96

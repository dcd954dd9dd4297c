package mem

import (
	"fmt"
	"sync/atomic"
)

// Kind says where an object was allocated.
type Kind uint8

const (
	Global  Kind = iota // a global variable
	Stack               // an alloca of a function frame
	Heap                // malloc, calloc, realloc
	Arg                 // argv strings and the argv array
	Extern              // storage the engine provides for an external global
	VarArgs             // the variadic arguments of a call
)

var kindNames = [...]string{"global", "stack", "heap", "arg", "extern", "varargs"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Object is one allocation. Objects are immutable and shared by all paths
// that inherit them; whether one is alive is recorded per path in its
// AddressSpace.
type Object struct {
	ID       uint64 // process-unique, for stable ordering and printing
	Addr     uint64 // base address
	Size     uint64 // bytes
	Kind     Kind
	ReadOnly bool
	// Name names the allocation site: a global's name, "main:%3" for an
	// alloca, "malloc@file.c:12" for the heap.
	Name string
	// owner is the key of the address space that allocated the object
	// while nothing else can refer to it (no fork since, no Retain): that
	// address space may recycle it on Release. 0 when none may.
	owner uint64
}

var objectIDs atomic.Uint64

// End is the first address past the object.
func (o *Object) End() uint64 { return o.Addr + o.Size }

// Contains reports whether the n bytes at addr lie inside the object.
func (o *Object) Contains(addr, n uint64) bool {
	off := addr - o.Addr
	return addr >= o.Addr && n <= o.Size && off <= o.Size-n
}

func (o *Object) String() string {
	return fmt.Sprintf("%s object %q at %#x of %d bytes", o.Kind, o.Name, o.Addr, o.Size)
}

// Package mem is symx's memory model: per-path address spaces of objects
// with concrete, non-overlapping addresses, whose contents mix concrete and
// symbolic bytes and are shared copy-on-write between forked paths.
//
// # Objects and addresses
//
// An Object is an allocation: its base address, size, kind (global, stack,
// heap, argv), name (the allocation site) and read-only flag. Objects are
// immutable and shared by every path that inherits them. Whether an object
// is still alive is a property of the path, so it is kept in the address
// space's binding, not in the Object.
//
// Each AddressSpace allocates addresses with its own bump pointer, starting
// above an unmapped null page and leaving a red zone between objects. A
// path never reuses an address: a freed heap object stays bound as dead, so
// a later access is reported as a use after free and a second free as a
// double free. (Stack objects are unbound when their frame returns; their
// addresses are not reused either, so a dangling stack pointer hits no
// object.) Because forked paths copy the bump pointer, allocations are
// deterministic: the same path always gets the same addresses. An object
// keeps its bytes in a slice, so Allocate refuses objects larger than
// MaxObject (4 GiB) instead of exhausting the engine's memory; the caller
// decides what that means (malloc and alloca yield NULL, as in KLEE).
//
// What is reused is memory: Release unbinds a returning frame's object and
// keeps what nothing else can see — the Object when allocated since the
// last Fork and not marked with Retain, the ObjectState and its bytes when
// not shared with a fork — for the next allocation, which fills them in
// again (a fresh address, a fresh ID, zero contents). A frame's newest
// objects, released together (ReleaseStack), stay whole in place just past
// the stack segment's end as spares, which the next frame's objects,
// allocated together (AllocateStack: a function's fixed-size locals at its
// entry), take back in one loop; anything else goes to a pool. A
// call-heavy path thus allocates nothing once a frame's worth is kept.
// Everything a fork may share is left to the garbage collector.
//
// # Lookup and forking
//
// Bindings live in a persistent treap keyed by base address: a concrete
// address resolves in O(log n), and forking an address space is O(1) — the
// child shares the parent's tree. Nodes and object states carry the copy-on-
// write key of the address space that owns them; an owner mutates in place,
// anyone else copies first (path copying for nodes, a byte copy for object
// states). Fork gives both the parent and the child fresh keys, so after a
// fork everything shared is immutable for both, exactly KLEE's
// copyOnWriteOwner scheme.
//
// Stack and VarArgs objects are bound apart from the tree, in a slice in
// address order (stack.go): they come and go with every call, last in first
// out, at the top of the bump allocator, so binding one is an append and
// releasing one a truncation. Lookups and walks merge the two; the slice is
// shared after a Fork and copied by whichever side changes it first.
//
// A small cache in front of both makes the repeated accesses of -O0 code
// to the same few stack slots cheap: 8 sets of 32-byte granules, two
// entries each, the most recent first. Two ways keep a caller's locals
// cached across a call: the callee's fresh objects push them to the second
// way rather than evicting them (with one way, 0.8 of a call's lookups
// missed in BenchmarkCalls). A released spare keeps its entries but gets
// size 0, so they never hit; taken back, it keeps its contents, so an old
// entry is right again. An object that parts from its contents (pooled,
// rebound) loses every entry.
//
// # Contents
//
// An ObjectState keeps concrete bytes in a []byte with a parallel slice of
// symbolic bytes (nil when every byte is concrete, the fast path). A read or
// write at a symbolic offset needs the array theory: the state then builds
// an expr.UpdateList lazily — a constant array of the concrete bytes with the
// symbolic bytes written on top — and reads at symbolic offsets become
// expr.Read over it. After a write at a symbolic offset the byte-wise view
// is no longer exact, so the update list becomes the only representation and
// later writes append to it (KLEE's flushing). A fresh symbolic object
// starts with its input array itself as the update list's root, so symbolic
// reads from untouched input are plain reads of the input array.
//
// # Symbolic pointers
//
// Resolve enumerates, KLEE-style, the live objects a symbolic address may
// point into, asking a caller-supplied feasibility oracle (the executor's
// solver under the path constraints). It starts from the object holding an
// example value of the address and walks outwards in address order, stopping
// in a direction once the address cannot lie beyond the next object. The
// executor forks one path per candidate plus one out-of-bounds path.
package mem

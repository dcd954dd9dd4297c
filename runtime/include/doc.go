// Package include holds symx's public C headers and materializes them on
// disk for the compiler.
//
// The headers are <klee/klee.h>, the KLEE-compatible API
// (klee_make_symbolic, klee_assume, klee_assert, klee_range, klee_int, ...),
// and <symx.h>, the same functions under the symx_ prefix. They are embedded
// in the symx binary, so a user needs no installation step: the driver
// calls Dir and passes the result to clang with -I.
//
// Dir writes the headers once into the user's cache directory, under a name
// derived from a hash of their contents, so concurrent or repeated runs share
// one copy and a new symx version never sees stale headers. WriteTo writes
// them into any directory.
package include

// Package examples holds C programs written against klee/klee.h with their
// LLVM IR checked in, so `symx run examples/pse_fig1.ll` works with nothing
// but Go installed.
package examples

//go:generate go run ../internal/tools/genll pse_fig1.c heap_list.c

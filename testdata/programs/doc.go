// Package programs holds the benchmark programs (copied from the project's
// shared benchmark set) with their clang-14 -O0 IR checked in; the
// end-to-end tests run the .ll files, so they pass where clang is missing.
// Expected outcomes, derived independently, are in ../expected.
package programs

//go:generate go run ../../internal/tools/genll arith.c checksum.c dispatch.c heap_list.c homi_example.c loop16.c maze.c muse_fig2.c pse_fig1.c pse_fig2.c pse_fig3.c regexp.c sgs_loop.c table_index.c

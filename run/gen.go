package run

// The end-to-end tests run the benchmark programs from checked-in IR.
//go:generate go run ../internal/tools/genll -C ../testdata/programs arith.c checksum.c dispatch.c heap_list.c homi_example.c loop16.c maze.c muse_fig2.c pse_fig1.c pse_fig2.c pse_fig3.c pse_pair.c pse_predicates.c pse_slice.c regexp.c sgs_loop.c table_index.c

// The POSIX-runtime tests run command-line programs (written against the
// system's C headers) from checked-in IR.
//go:generate go run ../internal/tools/genll -C ../testdata/cli opts.c count.c readfile.c ftype.c lsdir.c ftime.c dotdot.c cwd.c

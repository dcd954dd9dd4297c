// Package run performs one exploration run end to end: it loads the
// program, assembles the solver chain, the searcher and the executor from a
// Config, writes every termination as a test (testgen), and keeps the
// output directory's bookkeeping files: info (command line, versions,
// KLEE's closing lines), run.stats (a time series), messages, warnings and
// coverage.json. Library code never prints: progress goes to an injected
// Progress, a no-op in tests.
//
// KLEE's options that shape a run rather than the search live in klee.go:
// --libc (whether the modeled C library is linked), --optimize (opt -O2
// over the program), --link-llvm-lib, --exit-on-error and
// --exit-on-error-type (KLEE's termination type names mapped to symx's bug
// kinds; a bug cancels the exploration's context) and --write-smt2s (each
// test's path condition through package smtlib).
//
// Config.Concolic (concolic.go) runs MuSE's concolic mode instead of a
// forking search: the states are seeds run depth-first, Config.Search
// names the branch strategy, the engine (package concolic) is one more
// subscriber, and every finished path passes its Accept before its test
// is written, so a path seen before yields none. Seeds come from
// --seed-file/--seed-dir (.ktest or raw files) and --random-seeds; the
// engine's counters per seed source end up in info and Result.Concolic.
package run

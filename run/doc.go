// Package run performs one exploration run end to end: it loads the
// program, assembles the solver chain (the core backend behind
// solver/fp's floating-point search), the searcher and the executor from a
// Config, writes every termination as a test (testgen), and keeps the
// output directory's bookkeeping files: info (command line, versions,
// how many queries each layer of the solver chain answered, the
// floating-point search among them, KLEE's closing lines),
// run.stats (a time series), messages, warnings and
// coverage.json. Library code never prints: progress goes to an injected
// Progress, a no-op in tests.
//
// info also lists the calls to functions neither defined nor modeled,
// by name ("external calls: NAME N, ..."), with their total as the
// closing line "KLEE: done: unmodeled external calls = N" and as
// run.stats's external_calls column: what the C library still lacks for
// the program. With the C library linked the run starts at its start-up
// function (__symx_posix_main, or __symx_main without the POSIX runtime),
// which calls main and exits with its result, so atexit handlers run as
// under glibc (KLEE's uClibc does the same). When the run halts (--max-time,
// an interrupt, a limit) the live states are dumped for at most max(10% of
// --max-time, 5s), 5s without --max-time (exec.Config.HaltGrace), and a
// second interrupt (Config.Abandon) ends the dump at once; the states
// left end without tests and are
// counted in info ("states not dumped at halt"). OnlyNewCoverage drops
// the dumped states that covered nothing new, as KLEE's flag does, unless
// DumpAllOnHalt (--dump-states-on-halt=all) keeps them.
//
// KLEE's options that shape a run rather than the search live in klee.go:
// --libc (whether the modeled C library is linked), --optimize (opt -O2
// over the program), --link-llvm-lib, --exit-on-error and
// --exit-on-error-type (KLEE's termination type names mapped to symx's bug
// kinds; a bug cancels the exploration's context) and --write-smt2s (each
// test's path condition through package smtlib).
//
// Everything that can reject a configuration (the solver, the searchers,
// the entry point) is checked before the output directory is created. The
// first test that cannot be written (a full disk) ends the run cleanly:
// the tests written before are whole, and messages and info say why.
// Every pruning (the --max-memory cap's kills) is logged in messages and
// summed up in info. --sgs-combined runs one phase per subpath length and
// counts and writes each path once (see paths.go); info lists the phases.
// info also records the data model (LP64, ILP32), which replay reads.
//
// Config.Homi (homi.go) runs Homi's restart loop: runs (phases with a
// fresh executor each) of budget N′ until MaxTime, the pruner and the
// learner of package prune plugged into each, the learner consulted
// between runs; Config.Prune = "random" or "none" gives the paper's
// baselines on the same loop. A run ends by dumping its states for at
// most a tenth of its budget; the loop stops early only after a run that
// explored every path without pruning. homi.log gets a JSON line per run
// (strategy, branches, live states over time, heap and live expressions
// after the run, which must stay flat over restarts). run.stats' rows sum
// the finished phases and the current one (coverage as their union) and
// carry the live states (live_states).
//
// Config.Concolic (concolic.go) runs MuSE's concolic mode instead of a
// forking search: the states are seeds run depth-first, Config.Search
// names the branch strategy, the engine (package concolic) is one more
// subscriber, and every finished path passes its Accept before its test
// is written, so a path seen before yields none. Seeds come from
// --seed-file/--seed-dir (.ktest or raw files) and --random-seeds; the
// engine's counters per seed source end up in info and Result.Concolic.
//
// Every test records its path's identity (testgen.Test.Path: the hash of
// paths.go, over branch directions and the ending). Config.Partition
// (--partition i/N) puts package partition's subscriber first among the
// executor's and writes only the paths it owns; info's "partition:" line
// counts its subtrees. Merge (merge.go, symx merge) joins output
// directories: tests renumbered in input order, a path's tests beyond
// the most any one input had dropped, coverage.json the union of its
// bitmaps (covered_instruction_bits, covered_branch_directions: the
// coverage itself, not only its counts), info's totals summed less the
// dropped repeats, run.stats the inputs' series summed at each sample
// time (coverage there is the largest input's, the union only in the
// last row). It warns when partitions of a run are missing.
package run

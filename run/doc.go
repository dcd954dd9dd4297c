// Package run performs one exploration run end to end: it loads the
// program, assembles the solver chain (the core backend behind
// solver/fp's floating-point search), the searcher and the executor from a
// Config, writes every termination as a test (testgen), and keeps the
// output directory's bookkeeping files: info (command line, versions,
// how many queries each layer of the solver chain answered, the
// floating-point search among them, memory, KLEE's closing lines),
// run.stats (a time series), messages, warnings and
// coverage.json. Library code never prints: progress goes to an injected
// Progress, a no-op in tests.
//
// Memory is reported beside the resident set: info's memory line has
// the process's peak resident set, the most live heap (exec.HeapLive)
// a run.stats row saw, and the live states and live heap per live state
// at that row; run.stats has live_heap_mb and bytes_per_state at every
// row (stats.go).
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
// The techniques (package technique: PSE, Homi and the pruning
// baselines, MuSE's concolic mode, combined SGS, partitions) are listed
// once, in Techniques (techniques.go); Config.Techniques holds their
// options, and the run consults those that are on through the contract's
// interfaces: their phase plans (combined SGS's one phase per subpath
// length, Homi's restart loop: runs of budget N′ until MaxTime, each a
// phase with a fresh executor, the learner consulted between runs),
// their part of each worker (subscribers, searchers), their verdict on
// each finished path (a concolic run writes a path it saw before once; a
// partition writes only the paths it owns), their files (homi.log),
// their info lines and run.stats columns. A path that an earlier phase
// produced is neither counted nor written again (paths.go).
//
// Every test records its path's identity (testgen.Test.Path: package
// pathid's, over branch directions and the ending; in a concolic run the
// identity the engine decides a path is new by). With --partition
// i/N, package partition's subscriber comes first among the executor's,
// and info's "partition:" line counts its subtrees. Merge (merge.go, symx merge) joins output
// directories: tests renumbered in input order, a path's tests beyond
// the most any one input had dropped, coverage.json the union of its
// bitmaps (covered_instruction_bits, covered_branch_directions: the
// coverage itself, not only its counts), info's totals summed less the
// dropped repeats, run.stats the inputs' series summed at each sample
// time (coverage there is the largest input's, the union only in the
// last row). It warns when partitions of a run are missing.
package run

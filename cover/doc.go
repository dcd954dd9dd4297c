// Package cover measures the real, source-level coverage of a test suite:
// the line and branch coverage that papers on symbolic execution report,
// as gcov computes it on a native build of the program.
//
// Measure builds the program under test natively with --coverage (through
// replay.Build, so with the replay runtime that feeds each test's bytes to
// klee_make_symbolic and __VERIFIER_nondet_*), runs every test once, then
// runs gcov on the notes and data the runs left and reads its per-line and
// per-branch counts:
//
//   - with gcc (preferred), the gcov of the same installation, in its JSON
//     intermediate format (gcov --json-format --stdout -b);
//   - with clang, llvm-cov gcov of the same version (clang-14 uses
//     llvm-cov-14), whose text output (-b -c -t) is parsed.
//
// Every Measure builds into a new temporary directory, which it removes,
// so data never leaks from one measurement into another.
//
// MeasureBinary measures a program built beforehand, as symx build's
// coverage build (package projbuild) makes it: nothing is compiled; each
// run writes its data under a new scratch directory (GCOV_PREFIX), the
// notes of the objects it names are copied beside it, and gcov reads
// them there, so the build's tree is never written and measurements do
// not add up.
//
// The Report holds, for each of the program's source files (not the replay
// runtime, nor symx's or the system's headers), every executable line with
// its execution count and the counts of the branches gcov places on it.
// Lines count as covered when executed at least once; branches as covered
// when taken at least once (gcov's "Taken at least once"), out of all the
// branches gcov counts ("Branches executed" is not reported). Report can be
// written as a text table (WriteText), JSON (encoding/json) or a
// standalone HTML page of the annotated source (WriteHTML).
//
// A run's data is written when the process exits, including through the
// replay runtime's endings; with gcc also through abort() (a failed
// assert), for which the build installs a SIGABRT handler that dumps the
// counters first (gcc ends basic blocks at calls, so these counts are
// exact; clang's are not, so clang builds have no such handler). A test
// whose process is killed by another signal (a segmentation fault, a
// division by zero) or times out contributes nothing: gcov derives most
// counts by flow conservation, so counters dumped in the middle of a basic
// block would credit code the run never reached. Such tests are listed in
// Report.Lost.
package cover

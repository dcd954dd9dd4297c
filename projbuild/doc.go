// Package projbuild builds a C project's executables as whole-program LLVM
// bitcode for symx run, with the project's own build command
// (./configure && make, make, cmake --build, ninja), and natively with
// gcov instrumentation for coverage and replay. It is symx build; it
// replaces wllvm and gllvm with what clang-14 and lld-14 do themselves.
//
// # The IR build
//
// Build runs the command with the compilers wrapped: CC and CXX, and the
// names cc, gcc, clang, c++, g++ and clang++ first in PATH, are symbolic
// links to the symx executable, which, started under such a name with the
// build's environment (SYMX_BUILD_WRAP), runs as a wrapper (IsWrapper,
// Wrap) instead of as symx. A wrapper runs clang-14 (clang++-14 for C++)
// with the caller's arguments followed by symx's:
//
//   - compiling (any input file): -flto -g -O0 -Xclang
//     -disable-O0-optnone -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=0, and
//     symx's headers (klee/klee.h) with -idirafter, so objects are LLVM
//     bitcode compiled as symx run compiles C (the later -O0 overrides
//     the project's -O2);
//   - linking (no -c, -S, -E, -M, -MM or -fsyntax-only, and an input):
//     -flto -fuse-ld=lld-14 -Wl,--save-temps, so that lld, before any
//     link-time optimization, writes the whole program's bitcode as
//     OUTPUT.0.0.preopt.bc beside OUTPUT (lld also leaves its other
//     --save-temps files there).
//
// ar, ranlib and nm in PATH (and AR, RANLIB, NM) are llvm-ar-14,
// llvm-ranlib-14 and llvm-nm-14, which index bitcode members of static
// libraries for lld.
//
// Each wrapper that links appends one JSON line to a link log
// (Out/.symx-build/links-ir.log, with O_APPEND, so that parallel makes
// interleave whole lines): the output's absolute path, whether it is an
// executable, a shared library or a partial link, and whether the
// .preopt.bc appeared (a stale one is removed first). A command that
// fails is logged with its arguments, so that a failed build names the
// last compiler command that failed besides the build command and its
// status (StepError).
//
// After the build, each executable the log names that is still there
// (configure's conftest is not; CMake's compiler identification under
// CMakeFiles is left out) gets its bitcode copied to Out/NAME.bc (two of
// one name: the later by their path in the tree, slashes made dashes).
// Every ELF executable of the tree without bitcode is listed in
// Result.Unlinked with why: linked by something other than $CC (a
// hard-coded gcc-12, ld called directly), there before the build (the
// tree was not clean, so make did not relink it), or linked from inputs
// without bitcode.
//
// # The coverage build
//
// Before the IR build writes into the tree, Build copies it to Out/cov
// (modes, links and times kept, so make does not rerun autotools), and
// after it runs the same command there with wrappers that run gcc (when
// gcc and gcov are installed, else clang-14, read by llvm-cov-14 gcov)
// with --coverage -g -O0 and replay.Build's flags (SYMX_REPLAY defined,
// unreachable code and overshifts trapping), and link executables with
// the replay runtime as an archive, whose weak definitions are pulled
// into the programs that call klee_make_symbolic and the like only. With
// gcc, each executable also gets cover's SIGABRT handler, which writes
// the counters of a run that ends in abort(). A command using relative
// paths (cmake -B build) therefore builds in the copy; one naming the
// original tree by absolute path does not.
//
// # The ASan build
//
// With Options.ASan, a third copy, Out/asan, is built the same way with
// clang-14 and AddressSanitizer (and replay.Build's flags), for the
// replay of memory-error tests.
//
// # The manifest
//
// Out/build.json (Result) records, per program, the bitcode, the
// executable the IR build linked, and the coverage and ASan builds'
// executables. Lookup finds it beside a program's bitcode: symx replay
// and symx cov take DIR/NAME.bc and run the tests on those executables
// (replay.Prebuilt, cover.MeasureBinary) instead of compiling a C file.
//
// The source tree should be clean: make in a tree built before relinks
// nothing, and the copy would hold the old objects too.
package projbuild

// Package replay runs symx's tests natively, to confirm that each test
// drives the real program to the outcome the engine predicted.
//
// Build compiles the program under test together with a small C runtime
// (embedded in this package, see RuntimeSource) that implements the
// symbolic-execution API from a test: klee_make_symbolic and the
// __VERIFIER_nondet_* functions fill their object with the bytes of the
// test's next object, read from the .ktest file named by the KTEST_FILE
// environment variable, as KLEE's replay library does: objects are matched
// by position (their names and sizes are checked too; several objects may
// share a name). In an ASan build klee_make_symbolic also checks, as the
// engine and KLEE do, that it is given one whole object (a user error
// otherwise); ReplaySuite therefore replays user-error tests under ASan. klee_assume,
// reach_error and the like end the process with distinctive exit statuses
// (ExitAssume, ExitReachError, ...).
//
// Run executes one test and classifies how the process ended (Outcome):
// a normal exit, a crash (signal or sanitizer report) with its Fault class,
// one of the runtime's endings, or a timeout. A run still alive at the
// timeout whose sanitizer report (ASan's, valgrind's) is already complete
// on stderr crashed with that report: the sanitizer was only slow to die.
// An i386 (-m32) program runs under qemu-i386 where the kernel cannot run
// it (internal/i386), or Run says in one line that it cannot run here. Compare (and Check) decide
// whether that reproduces the outcome recorded in the test; ReplayFile
// does all of this for one test file.
//
// A test of the POSIX runtime expects the world of symx's C library model:
// an ordinary user (uid and gid 65000) in a directory of its own holding
// the files A, B, .... ReplayFile makes that directory; run as root, a
// replay answers chmod, chown or mkdir in "/" as root does (and leaves
// files in "/"), so RunOptions.User (ModelUser) runs the program as the
// model's user and RunOptions.IsolatePIDs in a PID namespace of its own
// (a test of kill may signal every process it can).
//
// The model's malloc returns NULL past 4 GiB (ModelMaxAlloc), where
// Linux's overcommit grants any size up to the machine's memory and swap:
// Run limits the program's data segment to about that size (an ASan build,
// which that limit would stop, its allocator's largest allocation), so an
// allocation symx failed fails natively too.
//
// Native execution often survives memory errors (an out-of-bounds read or a
// use after free rarely crashes), so memory bugs are best replayed with a
// build made with BuildOptions.ASan, whose AddressSanitizer reports are
// classified too.
//
// ReplaySuite replays whole output directories: it builds the program
// once per variant (ASan for memory-error tests; -m32 when the directory's
// info records the ILP32 data model, testgen.DataModel), and skips a test
// file it cannot read, with its error in the result, instead of giving up
// on the rest.
package replay

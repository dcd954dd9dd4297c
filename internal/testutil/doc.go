// Package testutil holds what the project's tests share.
//
// A test that needs a tool the machine may lack (z3, a C compiler,
// valgrind, the i386 C library) skips without it, saying which tool, so
// that `go test ./...` passes on a machine with Go alone; under CI (the
// environment variable CI set, as .ci/run sets it) every such tool is
// installed, and a missing one fails the test instead of hiding it:
// SkipMissing and NeedTool. A machine that cannot run i386 programs at
// all (a kernel without i386 emulation and no qemu-user) is not a missing
// package, so NeedI386 skips there even under CI.
//
// CPUTime is the process's CPU time, for tests and benchmarks that report
// work on a machine shared with other jobs.
package testutil

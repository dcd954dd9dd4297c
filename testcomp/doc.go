// Package testcomp makes symx a Test-Comp test generator and validator.
//
// Generate runs symx on a task (an sv-benchmarks C file whose inputs come
// from __VERIFIER_nondet_* calls) for one of Test-Comp's two properties
// and writes a test suite in Test-Comp's exchange format
// (https://gitlab.com/sosy-lab/software/test-format): test-suite/
// metadata.xml (test-metadata 1.1 DTD) and one testNNN.xml per test
// (testcase 1.1 DTD) whose <input> elements are the values of the nondet
// calls in call order, written as C literals. A test whose path reaches
// reach_error (or the older __VERIFIER_error) is marked
// coversError="true"; for coverage-error the run stops at the first one.
// Reaching the error function is the error, not abort(): sv-benchmarks
// use abort() in assume_abort_if_not.
//
// Validate does what Test-Comp's validator (TestCov) does: it builds the
// task natively with gcc --coverage and a harness (runtime/harness.c) that feeds
// each test's inputs to the __VERIFIER_nondet_* calls in order, runs every
// test, and reports branch coverage (gcov's branches taken at least once,
// through package cover) and whether any test reached reach_error. The
// harness detects the entry into reach_error with -finstrument-functions,
// whatever the task's definition of it does.
package testcomp

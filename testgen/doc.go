// Package testgen writes and reads the test files symx generates, one test
// per explored path, in the formats KLEE uses so that KLEE's tools work on
// them.
//
// A Test holds the concrete bytes of every symbolic object on its path
// (Objects), the program's command line (Args) and how the path ended
// (Outcome: a normal exit, a bug with its ErrorReport, or an early stop).
//
// For each test a Writer produces, in its output directory:
//
//	testNNNNNN.ktest        KLEE's binary format (WriteKTest, ReadKTest),
//	                        readable by ktest-tool and klee-replay
//	testNNNNNN.json         the same data for people and scripts, with
//	                        integer and text views of each object and
//	                        the path's identity (WriteJSON, ReadJSON)
//	testNNNNNN.<kind>.err   for a bug, KLEE's error report
//	                        (WriteErrorReport, ReadErrorReport); <kind> is
//	                        the Kind's suffix: assert, ptr, div, ...
//	testNNNNNN.early        for a path stopped early, the reason
//
// Each file appears whole or not at all, even if the process is killed
// (see writeFile); when one of a test's files cannot be written, its other
// files are removed. NewOutputDir creates the
// output directory the way KLEE does (symx-out-N plus a symx-last link).
// LoadTest reads a test back from its .ktest or .json file together with
// its siblings, which is what native replay needs.
package testgen

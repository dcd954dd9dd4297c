// Package run performs one exploration run end to end: it loads the
// program, assembles the solver chain, the searcher and the executor from a
// Config, writes every termination as a test (testgen), and keeps the
// output directory's bookkeeping files: info (command line, versions,
// KLEE's closing lines), run.stats (a time series), messages, warnings and
// coverage.json. Library code never prints: progress goes to an injected
// Progress, a no-op in tests.
package run

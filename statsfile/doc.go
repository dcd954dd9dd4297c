// Package statsfile reads the statistics symx writes into an output
// directory, and shows them the way KLEE's klee-stats does.
//
// run.stats is a tab-separated time series, one row per sample, under a
// header naming its columns:
//
//	time_s instructions completed partial states queries query_time_s
//	covered_insts total_insts covered_branches total_branches
//	solver_timeouts external_calls
//
// ReadStats parses it by column name, so columns may be added or
// reordered; a last row cut short by an interrupted run (no final newline)
// is dropped. info holds the run's description and KLEE's closing lines
// ("KLEE: done: total instructions = N", ...), which ReadInfo reads. Read
// reads both from a directory into a Run, whose Summary is the run's final
// figures: the last sample, with the closing lines' totals where present.
// Coverage is of the program's own code (ProgramCode, the program_
// columns) where the run recorded it, as klee-stats counts the user's
// module, or of all the code run, the modeled C library's included
// (AllCode).
//
// WriteTable prints summaries side by side as klee-stats' boxed table,
// with a footnote saying which code the coverage counts, WriteCSV as CSV;
// Summary marshals to JSON. Plot draws coverage (covered branches or
// instructions) and live states over time for several runs, a chart per
// metric, as SVG or PNG, with gonum.org/v1/plot.
package statsfile

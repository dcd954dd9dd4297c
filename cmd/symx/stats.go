package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/symx/symx/statsfile"
)

var (
	statsCSV   bool
	statsJSON  bool
	statsPlot  string
	statsPlotY string
	statsTitle string
	statsAll   bool
)

func init() {
	register(&command{
		Name:         "stats",
		UsageLine:    "stats [flags] DIR...",
		Short:        "show the statistics of output directories side by side",
		Interspersed: true,
		Long: `
Stats reads run.stats and info from each output directory and prints, as
KLEE's klee-stats does, one row per run: the run's time, instructions
executed, paths completed and partially completed, states, solver queries
and their time, and instruction and branch coverage of the LLVM code of
the program's own functions, as klee-stats counts the user's module
(--all-code: of all the code run, the modeled C library's included, which
a small program pulls in many times over; a footnote says which). See
'symx cov' for source-level coverage measured by gcov.

--csv and --json print the same figures in those formats. --plot draws
covered branches and live states over time for all the runs, one chart
each, as PNG when the file name ends in .png, else as SVG; --plot-y
chooses the charts (branches, insts, states, comma-separated). A --homi
run's coverage is the union of its runs, its live states those of the
run going on.

A directory that cannot be read is reported and skipped; stats then exits 1.`,
		Flags: func(fs *flag.FlagSet) {
			statsCSV, statsJSON, statsPlot, statsPlotY, statsTitle, statsAll = false, false, "", "branches,states", "", false
			fs.BoolVar(&statsAll, "all-code", false, "count the coverage of all the code run, the modeled C library's included (default: the program's own functions)")
			fs.BoolVar(&statsCSV, "csv", false, "print CSV")
			fs.BoolVar(&statsJSON, "json", false, "print JSON")
			fs.StringVar(&statsPlot, "plot", "", "draw coverage and live states over time into `file` (.png: PNG, else SVG)")
			fs.StringVar(&statsPlotY, "plot-y", "branches,states", "the charts --plot draws: branches, insts, states (comma-separated)")
			fs.StringVar(&statsTitle, "plot-title", "", "title of the first chart (default: Coverage over time)")
		},
		Run: runStats,
	})
}

func runStats(env *cmdEnv, args []string) error {
	if len(args) == 0 {
		return usageError{"no output directories given"}
	}
	if statsCSV && statsJSON {
		return usageError{"--csv and --json are exclusive"}
	}
	metrics, err := statsfile.ParseMetrics(statsPlotY)
	if err != nil {
		return usageError{err.Error()}
	}
	code := statsfile.ProgramCode
	if statsAll {
		code = statsfile.AllCode
	}
	var runs []*statsfile.Run
	var sums []statsfile.Summary
	var lastErr error
	for _, dir := range args {
		if dir == "--" {
			continue
		}
		r, err := statsfile.Read(dir)
		if err != nil {
			if lastErr != nil {
				fmt.Fprintf(env.Stderr, "symx: %v\n", lastErr)
			}
			lastErr = err
			continue
		}
		runs = append(runs, r)
		sums = append(sums, r.SummaryOf(code))
	}
	if len(runs) > 0 {
		var buf bytes.Buffer
		switch {
		case statsCSV:
			err = statsfile.WriteCSV(&buf, sums)
		case statsJSON:
			var b []byte
			b, err = json.MarshalIndent(sums, "", "  ")
			buf.Write(append(b, '\n'))
		default:
			err = statsfile.WriteTable(&buf, sums)
		}
		if err != nil {
			return err
		}
		if _, err := env.Stdout.Write(buf.Bytes()); err != nil {
			return err
		}
		if statsPlot != "" {
			buf.Reset()
			format := "svg"
			if strings.EqualFold(filepath.Ext(statsPlot), ".png") {
				format = "png"
			}
			if err := statsfile.Plot(&buf, runs, statsfile.PlotOptions{Ys: metrics, Title: statsTitle, Code: code, Format: format}); err != nil {
				return err
			}
			if err := os.WriteFile(statsPlot, buf.Bytes(), 0o644); err != nil {
				return err
			}
		}
	}
	if lastErr != nil {
		return exitError{code: 1, err: lastErr}
	}
	return nil
}

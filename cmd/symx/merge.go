package main

import (
	"flag"
	"fmt"

	"github.com/symx/symx/run"
)

var mergeOut string

func init() {
	register(&command{
		Name:         "merge",
		UsageLine:    "merge -o DIR OUT...",
		Short:        "merge output directories (the partitions of one run) into one",
		Interspersed: true,
		Long: `
Merge joins output directories of one program, typically the N partitions
of a run explored with --partition i/N on N machines, into the new
directory DIR: tests renumbered test000001... in the order of the
arguments (every file of a test: .ktest, .json, .err, .early, .smt2),
a test dropped when a test of the same path was merged already (the
.json's "path"; for tests without one, the same inputs), coverage.json
the union of the coverage, info and run.stats the combined statistics,
messages and warnings one after the other. 'symx replay', 'symx cov' and
'symx stats' read DIR like any output directory.

Merge warns when the directories are partitions of one run but some
partition is missing, or a directory's run did not finish; the merged
directory is written all the same.`,
		Flags: func(fs *flag.FlagSet) {
			mergeOut = ""
			fs.StringVar(&mergeOut, "o", "", "the merged output `directory` (new, or empty)")
		},
		Run: runMerge,
	})
}

func runMerge(env *cmdEnv, args []string) error {
	var dirs []string
	for _, a := range args {
		if a != "--" {
			dirs = append(dirs, a)
		}
	}
	if mergeOut == "" {
		return usageError{"no merged directory given (-o DIR)"}
	}
	if len(dirs) == 0 {
		return usageError{"no output directories given"}
	}
	res, err := run.Merge(dirs, mergeOut, env.Args)
	if res != nil {
		for _, w := range res.Warnings {
			fmt.Fprintf(env.Stderr, "symx: warning: %s\n", w)
		}
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "symx: merged %d directories into %s: %d tests, %d repeated paths dropped\n",
		len(dirs), res.Dir, res.Tests, res.Duplicates)
	return nil
}

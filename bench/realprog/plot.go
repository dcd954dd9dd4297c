package main

import (
	"bytes"
	"cmp"
	"fmt"
	"os"
	"path/filepath"

	"github.com/symx/symx/statsfile"
)

// plotRows writes dir/PROG.svg for each row: the program's branch
// coverage (of its own code, as symx's run.stats counts it) and its live
// states over time, one line per symx engine or configuration, the
// median of its runs, with the band of their least and most. KLEE's
// runs are left out: its run.stats is an SQLite database of other
// counts. A run whose output directory is gone is left out too.
func plotRows(dir string, rows []row) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, r := range rows {
		gs := plotGroups(r)
		if len(gs) == 0 {
			continue
		}
		var buf bytes.Buffer
		opts := statsfile.PlotOptions{Ys: []statsfile.Metric{statsfile.CoveredBranches, statsfile.LiveStates},
			Title: r.Prog + ": coverage over time"}
		if err := statsfile.PlotSpread(&buf, gs, opts); err != nil {
			return fmt.Errorf("plotting %s: %w", r.Prog, err)
		}
		if err := os.WriteFile(filepath.Join(dir, r.Prog+".svg"), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// plotGroups are a row's symx runs, one group per engine or
// configuration, read from their output directories.
func plotGroups(r row) []statsfile.Group {
	var gs []statsfile.Group
	for _, runs := range r.Runs {
		var g statsfile.Group
		for _, e := range runs {
			if e.Engine != "symx" || e.Out == "" {
				continue
			}
			g.Name = cmp.Or(e.Config, e.Engine) // the same in every run
			if sr, err := statsfile.Read(e.Out); err == nil {
				g.Runs = append(g.Runs, sr)
			}
		}
		if len(g.Runs) > 0 {
			gs = append(gs, g)
		}
	}
	return gs
}

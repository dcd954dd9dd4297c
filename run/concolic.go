package run

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/symx/symx/concolic"
	"github.com/symx/symx/exec"
	"github.com/symx/symx/solver/lia"
	"github.com/symx/symx/testgen"
)

// newConcolic builds the concolic engine of a --concolic run.
func (r *runner) newConcolic() (*concolic.Engine, error) {
	cfg := r.cfg
	partial, err := concolic.ParsePartial(cfg.PartialSolutions)
	if err != nil {
		return nil, err
	}
	seeds, err := LoadSeeds(cfg.SeedFiles, cfg.SeedDirs)
	if err != nil {
		return nil, err
	}
	o := concolic.Options{Solver: r.solver, Strategy: cfg.Search, Partial: partial, Seeds: seeds,
		RandomSeeds: cfg.RandomSeeds, Seed: cfg.Seed, SolverTimeout: cfg.MaxSolverTime,
		TrailProps: cfg.PartialSATProps, Screen: cfg.ScreenSeeds, SiteOpen: orDefault(cfg.MaxSiteOpen, concolic.DefaultSiteOpen),
		MaxDepth: orDefault(cfg.MaxDepth, concolic.DefaultMaxDepth)}
	if partial[concolic.Simplex] {
		// Simplex answers the linear flips it can (checked models) and
		// reports its pivots' assignments; the rest go to the chain.
		o.Simplex = lia.Solver{}
	}
	return concolic.New(o)
}

// LoadSeeds reads seed inputs: .ktest files (their objects, in order),
// and any other file as one input holding its bytes; a directory gives
// its .ktest files, or, without any, all its regular files, by name.
func LoadSeeds(files, dirs []string) ([][]exec.Input, error) {
	for _, d := range dirs {
		ents, err := os.ReadDir(d)
		if err != nil {
			return nil, fmt.Errorf("--seed-dir: %w", err)
		}
		var kt, raw []string
		for _, e := range ents {
			if !e.Type().IsRegular() {
				continue
			}
			p := filepath.Join(d, e.Name())
			if strings.HasSuffix(e.Name(), ".ktest") {
				kt = append(kt, p)
			} else {
				raw = append(raw, p)
			}
		}
		if len(kt) == 0 {
			kt = raw
		}
		sort.Strings(kt)
		files = append(files, kt...)
	}
	var seeds [][]exec.Input
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("--seed-file: %w", err)
		}
		if !strings.HasSuffix(f, ".ktest") {
			seeds = append(seeds, []exec.Input{{Name: filepath.Base(f), Bytes: b}})
			continue
		}
		t, err := testgen.UnmarshalKTest(b)
		if err != nil {
			return nil, fmt.Errorf("--seed-file %s: %w", f, err)
		}
		in := make([]exec.Input, len(t.Objects))
		for i, o := range t.Objects {
			in[i] = exec.Input{Name: o.Name, Bytes: o.Bytes}
		}
		seeds = append(seeds, in)
	}
	return seeds, nil
}

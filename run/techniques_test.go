package run

import (
	"context"
	"flag"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/concolic"
	"github.com/symx/symx/partition"
	"github.com/symx/symx/prune"
	"github.com/symx/symx/pse"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
)

// TestTechniquesRegister: every technique has its own name, registers its
// flags on one flag set beside the others' without a clash, and is off
// with its zero options, which every plan accepts.
func TestTechniquesRegister(t *testing.T) {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	names := map[string]bool{}
	for _, tc := range Techniques() {
		if names[tc.Name()] {
			t.Errorf("two techniques named %s", tc.Name())
		}
		names[tc.Name()] = true
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: its flags clash with another technique's: %v", tc.Name(), r)
				}
			}()
			tc.Flags(fs)
		}()
		if tc.Enabled() {
			t.Errorf("%s is on with its zero options", tc.Name())
		}
		if err := tc.Check(Config{Workers: 4}.plan()); err != nil {
			t.Errorf("%s off: %v", tc.Name(), err)
		}
	}
	if len(names) != 5 {
		t.Errorf("%d techniques, want pse, homi, concolic, sgs-combined and partition", len(names))
	}
}

// TestTechniqueFlags: a technique's flags set its options, with the
// command line's 0 for "no bound" as a negative bound in the options.
func TestTechniqueFlags(t *testing.T) {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	techs := Techniques()
	for _, tc := range techs {
		tc.Flags(fs)
	}
	err := fs.Parse([]string{"--pse", "--pse-summary-bound=0", "--pse-check-timeout=0", "--pse-simplify=false",
		"--pse-checkpoints=all", "--max-site-open=0", "--partition=1/4", "--partition-depth=7",
		"--sgs-combined-lengths=2,3"})
	if err != nil {
		t.Fatal(err)
	}
	var p *pse.Technique
	var c *concolic.Technique
	var part *partition.Technique
	var sgs *search.Combined
	for _, tc := range techs {
		switch v := tc.(type) {
		case *pse.Technique:
			p = v
		case *concolic.Technique:
			c = v
		case *partition.Technique:
			part = v
		case *search.Combined:
			sgs = v
		}
	}
	if !p.On || p.SummaryBound != -1 || p.CheckTimeout != -1 || !p.NoSimplify || !p.AllBranches || p.NoSlice {
		t.Errorf("pse options %+v", *p)
	}
	if c.MaxSiteOpen != -1 || c.On {
		t.Errorf("concolic options %+v", *c)
	}
	if part.Spec != (partition.Spec{Index: 1, Count: 4, Depth: 7}) {
		t.Errorf("partition %+v", part.Spec)
	}
	if sgs.On || len(sgs.Lengths) != 2 {
		t.Errorf("sgs-combined %+v", *sgs)
	}
	for _, bad := range [][]string{{"--pse-checkpoints=some"}, {"--pse-summary-bound=-3"}, {"--partition=4/4"}, {"--sgs-combined-lengths=0"}} {
		fs := flag.NewFlagSet("run", flag.ContinueOnError)
		fs.SetOutput(new(strings.Builder))
		for _, tc := range Techniques() {
			tc.Flags(fs)
		}
		if err := fs.Parse(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// TestTechniqueCompatibility: each technique declares which others it
// does not combine with, and what it needs of the run.
func TestTechniqueCompatibility(t *testing.T) {
	on := func(ts ...technique.Technique) []technique.Technique { return ts }
	pseOn := &pse.Technique{On: true}
	for _, tc := range []struct {
		name    string
		cfg     Config
		wantErr string // "" : accepted
	}{
		{"pse alone", Config{Techniques: on(pseOn)}, ""},
		{"pse on workers", Config{Workers: 2, Techniques: on(&pse.Technique{On: true})}, ""},
		{"pse with bfs", Config{Search: []string{"bfs"}, Techniques: on(&pse.Technique{On: true})}, ""},
		{"pse and concolic", Config{Techniques: on(&pse.Technique{On: true}, &concolic.Technique{On: true})}, ""},
		{"homi and concolic", Config{MaxTime: time.Minute, Techniques: on(&prune.Technique{Homi: true}, &concolic.Technique{On: true})}, ""},
		{"random pruning and concolic", Config{Techniques: on(&prune.Technique{Policy: prune.PolicyRandom}, &concolic.Technique{On: true})}, ""},
		{"pse and sgs-combined", Config{MaxTime: time.Minute, Techniques: on(&search.Combined{On: true}, &pse.Technique{On: true})}, ""},
		{"pse and homi", Config{MaxTime: time.Minute, Techniques: on(&prune.Technique{Homi: true}, &pse.Technique{On: true})}, ""},
		{"partition and pse", Config{Techniques: on(&partition.Technique{Spec: partition.Spec{Count: 2}}, &pse.Technique{On: true})}, "does not combine"},
		{"partition and concolic", Config{Techniques: on(&partition.Technique{Spec: partition.Spec{Count: 2}}, &concolic.Technique{On: true})}, "does not combine"},
		{"partition depth alone", Config{Techniques: on(&partition.Technique{Spec: partition.Spec{Depth: 3}})}, "needs --partition"},
		{"concolic on workers", Config{Workers: 2, Techniques: on(&concolic.Technique{On: true})}, "one worker"},
		{"seeds without concolic", Config{Techniques: on(&concolic.Technique{RandomSeeds: 3})}, "need --concolic"},
		{"concolic bad source", Config{Techniques: on(&concolic.Technique{On: true, PartialSolutions: "nope"})}, "nope"},
		{"homi without budget", Config{Techniques: on(&prune.Technique{Homi: true})}, "--max-time"},
		{"homi on workers", Config{Workers: 2, MaxTime: time.Minute, Techniques: on(&prune.Technique{Homi: true})}, "one worker"},
		{"homi and sgs-combined", Config{MaxTime: time.Minute, Techniques: on(&search.Combined{On: true}, &prune.Technique{Homi: true})}, ""},
		{"random pruning alone", Config{Techniques: on(&prune.Technique{Policy: prune.PolicyRandom})}, ""},
		{"bad policy", Config{Techniques: on(&prune.Technique{Policy: "some"})}, "unknown pruning policy"},
		{"sgs-combined without budget", Config{Techniques: on(&search.Combined{On: true})}, "--max-time"},
		{"sgs-combined with a search", Config{MaxTime: time.Minute, Search: []string{"dfs"}, Techniques: on(&search.Combined{On: true})}, "drop --search"},
		{"sgs-combined and concolic", Config{MaxTime: time.Minute, Techniques: on(&search.Combined{On: true}, &concolic.Technique{On: true})}, ""},
		{"one technique twice", Config{Techniques: on(&pse.Technique{}, &pse.Technique{})}, "twice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := checkTechniques(tc.cfg, tc.cfg.plan())
			switch {
			case tc.wantErr == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Errorf("err %v, want one saying %q", err, tc.wantErr)
			}
		})
	}
}

// TestDefaultWorkers: a technique whose state is one instance makes one
// worker the default.
func TestDefaultWorkers(t *testing.T) {
	for _, tc := range []struct {
		techs []technique.Technique
		want  int
	}{
		{nil, 8},
		{[]technique.Technique{&pse.Technique{On: true}}, 8},
		{[]technique.Technique{&concolic.Technique{On: true}}, 1},
		{[]technique.Technique{&prune.Technique{Policy: prune.PolicyRandom}}, 1},
		{[]technique.Technique{&concolic.Technique{}, &prune.Technique{}}, 8},
	} {
		if got := DefaultWorkers(tc.techs, 8); got != tc.want {
			t.Errorf("%d workers, want %d", got, tc.want)
		}
	}
}

// TestEnableTechniques: --techniques turns on the techniques it names,
// commas or repeats alike; all four compose (issue 48), and an unknown
// name is an error.
func TestEnableTechniques(t *testing.T) {
	for _, tc := range []struct {
		names   []string
		on      []string // Plan.On's keys
		wantErr string   // of EnableTechniques, else of the check
	}{
		{[]string{"sgs,homi,pse"}, []string{"homi", "pse", "sgs-combined"}, ""},
		{[]string{"pse", "sgs"}, []string{"pse", "sgs-combined"}, ""},
		{[]string{"muse"}, []string{"concolic"}, ""},
		{[]string{"sgs, muse"}, []string{"concolic", "sgs-combined"}, ""},
		{[]string{"muse,pse"}, []string{"concolic", "pse"}, ""},
		{[]string{"homi,muse"}, []string{"concolic", "homi"}, ""},
		{[]string{"sgs,homi,pse,muse"}, []string{"concolic", "homi", "pse", "sgs-combined"}, ""},
		{[]string{"pse,foo"}, nil, `unknown technique "foo"`},
	} {
		cfg := Config{MaxTime: time.Minute, Workers: 1, Techniques: Techniques()}
		err := EnableTechniques(cfg.Techniques, tc.names)
		if err == nil {
			err = checkTechniques(cfg, cfg.plan())
		}
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%v: %v", tc.names, err)
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%v: err %v, want one saying %q", tc.names, err, tc.wantErr)
		case tc.wantErr == "":
			on := slices.Sorted(maps.Keys(cfg.plan().On))
			if !slices.Equal(on, tc.on) {
				t.Errorf("%v: on %v, want %v", tc.names, on, tc.on)
			}
		}
	}
	var c concolic.Technique
	if EnableTechniques([]technique.Technique{&c}, []string{"muse"}); c.PartialSolutions != "all" {
		t.Errorf("muse: partial solutions %q, want all", c.PartialSolutions)
	}
}

// TestAllFourTechniques (issue 48): --techniques=sgs,homi,pse,muse runs
// the four together: Homi's runs take sgs:1, 2, 4, 8 in turn, each run's
// concolic engine flipping by its sgs:N, pruning its pool and skipping
// the flips PSE finds subsumed; every test reproduces natively (or is a
// path a budget stopped).
func TestAllFourTechniques(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of exploration")
	}
	cfg := Config{Input: "../testdata/programs/regexp.ll", OutputDir: filepath.Join(t.TempDir(), "out"),
		MaxTime: 3 * time.Second, Techniques: Techniques()}
	if err := EnableTechniques(cfg.Techniques, []string{"sgs,homi,pse,muse"}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range cfg.Techniques {
		if p, ok := tc.(*prune.Technique); ok {
			p.Params = loopParams()
		}
	}
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	runs := readHomiLog(t, cfg.OutputDir)
	if len(runs) < 2 {
		t.Fatalf("%d runs of Homi's loop", len(runs))
	}
	for i, r := range runs {
		if want := []string{"concolic", []string{"sgs:1", "sgs:2", "sgs:4", "sgs:8"}[i%4]}; !slices.Equal(r.Search, want) {
			t.Errorf("run %d searched with %v, want %v", r.Run, r.Search, want)
		}
	}
	info, err := os.ReadFile(filepath.Join(cfg.OutputDir, "info"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(info), "pse: paths") || !strings.Contains(string(info), "concolic: flips") {
		t.Errorf("info lacks the pse or concolic line:\n%s", info)
	}
	t.Logf("%d runs, %d tests, pse cut %d, flips subsumed %d (last run)", len(runs), res.Tests, res.PSE.Cuts, res.Concolic.Subsumed)
	replayTests(t, "../testdata/programs/regexp.c", cfg.OutputDir, res.Tests, true)
}

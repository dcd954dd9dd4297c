package concolic

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/cliflag"
	"github.com/symx/symx/solver/lia"
	"github.com/symx/symx/technique"
	"github.com/symx/symx/testgen"
)

// Technique is MuSE's concolic mode (--concolic) as a technique of a run
// (package technique): the states are seeds run depth-first, the run's
// --search names the branch strategy, the engine is one more subscriber,
// and every finished path passes its Accept before its test is written,
// so a path seen before yields none.
type Technique struct {
	On bool
	// PartialSolutions selects the partial-solution sources: "" or
	// "none", "all", or a list of "array", "simplex", "sat", "fp".
	PartialSolutions string
	// PartialSATProps is the SAT source's slice, in SAT propagations (0:
	// DefaultTrailProps).
	PartialSATProps uint64
	// ScreenSeeds runs partial solutions and random seeds concretely
	// before their concolic run, dropping those whose path was seen.
	ScreenSeeds bool
	SeedFiles   []string // seeds: .ktest or raw files
	SeedDirs    []string // directories of seeds
	RandomSeeds int      // random seeds besides the all-zero one
	// MaxSiteOpen bounds the open branches a path records per branch
	// instruction (0: DefaultSiteOpen; negative: no bound).
	MaxSiteOpen int
}

// Name is "concolic".
func (*Technique) Name() string { return "concolic" }

// Flags registers --concolic and its options.
func (t *Technique) Flags(fs *flag.FlagSet) {
	fs.BoolVar(&t.On, "concolic", false, "MuSE's concolic mode: run seeds, flip the open branch --search picks (dfs, bfs, random-path, nurs:covnew), run the solution and the partial solutions as new seeds")
	t.PartialSolutions = "none"
	fs.StringVar(&t.PartialSolutions, "partial-solutions", "none", "with --concolic, the partial-solution sources: array, simplex, sat, fp (comma-separated), all or none")
	fs.BoolVar(&t.ScreenSeeds, "screen-seeds", false, "with --concolic, run partial solutions and random seeds concretely first and drop those whose path was seen (MuSE §3.6)")
	fs.Var(cliflag.Uint{N: &t.PartialSATProps}, "partial-sat-props", "with --partial-solutions=sat, how many SAT propagations run between two trails taken as partial solutions, in whole steps of 20000 (default 100000), at most 8 per query")
	fs.Var(cliflag.List{L: &t.SeedFiles}, "seed-file", "with --concolic, a seed: a .ktest file or a raw input file (repeatable)")
	fs.Var(cliflag.List{L: &t.SeedDirs}, "seed-dir", "with --concolic, a directory of seeds (its .ktest files, else all its files; repeatable)")
	fs.IntVar(&t.RandomSeeds, "random-seeds", 0, "with --concolic, this many random seeds sized like the all-zero run's inputs")
	fs.Var(cliflag.Bound{N: &t.MaxSiteOpen, Default: DefaultSiteOpen}, "max-site-open", "with --concolic, the open branches one path keeps for flipping at one branch instruction, e.g. the first iterations of a loop with a symbolic bound (0: no bound)")
}

// Enabled reports whether --concolic is on.
func (t *Technique) Enabled() bool { return t.On }

// OneWorker: the seeds and the engine are one instance.
func (t *Technique) OneWorker() bool { return true }

// Check: the seed options need --concolic, and the sources must parse.
func (t *Technique) Check(p *technique.Plan) error {
	if !t.On {
		if len(t.SeedFiles) > 0 || len(t.SeedDirs) > 0 || t.RandomSeeds > 0 ||
			t.PartialSolutions != "" && t.PartialSolutions != "none" {
			return errors.New("--seed-file, --seed-dir, --random-seeds and --partial-solutions need --concolic")
		}
		return nil
	}
	if p.Workers > 1 {
		return fmt.Errorf("--concolic runs on one worker, not --workers %d", p.Workers)
	}
	_, err := ParsePartial(t.PartialSolutions)
	return err
}

// Start reads the seeds; the engine is made for each phase (Attach).
func (t *Technique) Start(env *technique.Env) (technique.Instance, error) {
	partial, err := ParsePartial(t.PartialSolutions)
	if err != nil {
		return nil, err
	}
	seeds, err := LoadSeeds(t.SeedFiles, t.SeedDirs)
	if err != nil {
		return nil, err
	}
	p := env.Plan
	o := Options{Solver: env.Solver, Strategy: p.Search, Partial: partial, Seeds: seeds,
		RandomSeeds: t.RandomSeeds, Seed: p.Seed, SolverTimeout: p.MaxSolverTime,
		TrailProps: t.PartialSATProps, Screen: t.ScreenSeeds, SiteOpen: cliflag.Or(t.MaxSiteOpen, DefaultSiteOpen),
		MaxDepth: cliflag.Or(p.MaxDepth, DefaultMaxDepth)}
	if partial[Simplex] {
		// Simplex answers the linear flips it can (checked models) and
		// reports its pivots' assignments; the rest go to the chain.
		o.Simplex = lia.Solver{}
	}
	return &runEngine{opts: o}, nil
}

// runEngine is the run's concolic engine, made afresh for each phase.
type runEngine struct {
	opts Options
	mu   sync.Mutex
	eng  *Engine
	// strategies is each phase's branch strategy as planned (nil: the
	// run's), phase the phases attached so far: --sgs-combined plans an
	// sgs:N phase per length, whose engine flips by sgs:N.
	strategies [][]string
	phase      int
}

// Plan runs the states depth-first: the branch strategy is the engine's,
// and so is the order of the states, which are seeds (Engine.Searcher).
// A phase's own searchers (--sgs-combined's) become its engine's branch
// strategy.
func (r *runEngine) Plan(phases []technique.Phase) []technique.Phase {
	r.strategies = make([][]string, len(phases))
	for i := range phases {
		r.strategies[i] = phases[i].Search
		if phases[i].Label == nil && phases[i].Search != nil {
			phases[i].Label = append([]string{"concolic"}, phases[i].Search...)
		}
		phases[i].Search = []string{"dfs"}
	}
	return phases
}

// Attach makes the phase's engine, its searcher and its subscriber.
// Homi's restart loop cycles the planned phases, and so their branch
// strategies.
//
// Other techniques of the run take part through the engine (issue 48):
// a subscriber that is a Subsumer (PSE) is asked about the directions
// not taken, and the engine's BeforeBranch goes before its, so that the
// directions are recorded before PSE may cut the state; a pruner that is
// a BranchPruner (Homi, random pruning) prunes the pool of open branches
// instead of the executor's states. A concolic run's live states are the
// seed that runs (and its forks at memory accesses): what waits to be
// explored is the pool, as a forking run's waits in its states.
func (r *runEngine) Attach(w *technique.Worker) error {
	o := r.opts
	if n := len(r.strategies); n > 0 && r.strategies[r.phase%n] != nil {
		o.Strategy = r.strategies[r.phase%n]
	}
	r.phase++
	subs := w.Config.Subscribers
	at := len(subs)
	for i, v := range subs {
		if s, ok := v.(Subsumer); ok {
			o.Subsumer, at = s, i
			break
		}
	}
	var pruners []exec.Pruner
	for _, p := range w.Config.Pruners {
		if bp, ok := p.(BranchPruner); ok && o.Pruner == nil {
			o.Pruner = bp
			continue
		}
		pruners = append(pruners, p)
	}
	eng, err := New(o)
	if err != nil {
		return err
	}
	r.mu.Lock()
	r.eng = eng
	r.mu.Unlock()
	w.Config.Searcher = eng.Searcher()
	w.Config.Subscribers = slices.Insert(slices.Clip(subs), at, any(eng))
	w.Config.Pruners = pruners
	return nil
}

// Bind hands the engine its executor (a concolic run has one worker).
func (r *runEngine) Bind(ctx context.Context, x technique.Explorer) {
	r.engine().Bind(ctx, x.(*exec.Executor))
}

func (r *runEngine) engine() *Engine {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.eng
}

// Filter writes a path's test only when the path is new; a seed's
// screening run yields no path at all (but a new bug's).
func (r *runEngine) Filter(t *exec.Termination) technique.Verdict {
	screening := t.State != nil && t.State.Concrete()
	switch {
	case r.engine().Accept(t):
		return technique.Keep
	case screening:
		return technique.Drop
	}
	return technique.Skip
}

// Results are the engine's counters (run.Result.Concolic).
func (r *runEngine) Results() any {
	if e := r.engine(); e != nil {
		return e.Stats()
	}
	return Stats{}
}

// Report writes the engine's counters into info.
func (r *runEngine) Report(w io.Writer, _ exec.Stats) {
	if e := r.engine(); e != nil {
		io.WriteString(w, e.Stats().String())
	}
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

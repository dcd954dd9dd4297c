package run

import (
	"fmt"
	"io"
	"strings"

	"github.com/symx/symx/concolic"
	"github.com/symx/symx/exec"
	"github.com/symx/symx/partition"
	"github.com/symx/symx/prune"
	"github.com/symx/symx/pse"
	"github.com/symx/symx/search"
	"github.com/symx/symx/technique"
)

// Techniques returns every technique symx has, with zero options (all
// off), in the order a run consults them: a technique's subscribers join
// an executor in this order, its info lines and run.stats columns appear
// in it. Adding a technique is one line here (see package technique).
func Techniques() []technique.Technique {
	return []technique.Technique{
		&partition.Technique{},
		&search.Combined{},
		&prune.Technique{},
		&pse.Technique{},
		&concolic.Technique{},
	}
}

// TechniqueNames are the names --techniques takes: sgs (the combined
// subpath-guided search, --sgs-combined), homi (--homi), pse (--pse) and
// muse (--concolic with every partial-solution source).
var TechniqueNames = []string{"sgs", "homi", "pse", "muse"}

// EnableTechniques turns on, among ts (Techniques' values), the ones
// names lists (TechniqueNames; an element may hold several, separated
// by commas), each with its own options as they are
// (its flags still apply). Which of them combine is the techniques'
// Check's to say, as when their flags are given one by one.
func EnableTechniques(ts []technique.Technique, names []string) error {
	var all []string
	for _, l := range names {
		for _, n := range strings.Split(l, ",") {
			if n = strings.TrimSpace(n); n != "" {
				all = append(all, n)
			}
		}
	}
	for _, n := range all {
		on := false
		for _, t := range ts {
			switch t := t.(type) {
			case *search.Combined:
				if n == "sgs" {
					t.On, on = true, true
				}
			case *prune.Technique:
				if n == "homi" {
					t.Homi, on = true, true
				}
			case *pse.Technique:
				if n == "pse" {
					t.On, on = true, true
				}
			case *concolic.Technique:
				if n == "muse" {
					t.On, on = true, true
					if t.PartialSolutions == "" || t.PartialSolutions == "none" {
						t.PartialSolutions = "all"
					}
				}
			}
		}
		if !on {
			return fmt.Errorf("--techniques: unknown technique %q (want %s)", n, strings.Join(TechniqueNames, ", "))
		}
	}
	return nil
}

// active is a technique that is on in this run, with its run state.
type active struct {
	t    technique.Technique
	inst technique.Instance
}

// plan is the run as the techniques see it before loading.
func (cfg Config) plan() *technique.Plan {
	p := &technique.Plan{Search: cfg.Search, Seed: cfg.Seed, Workers: cfg.workers(), MaxTime: cfg.MaxTime,
		MaxDepth: cfg.MaxDepth, MaxSolverTime: cfg.MaxSolverTime, MaxSolverWork: cfg.MaxSolverWork, On: map[string]bool{}}
	for _, t := range cfg.Techniques {
		if t.Enabled() {
			p.On[t.Name()] = true
		}
	}
	return p
}

// checkTechniques validates every listed technique's options against the
// plan (two techniques of one name are the caller's mistake).
func checkTechniques(cfg Config, p *technique.Plan) error {
	seen := map[string]bool{}
	for _, t := range cfg.Techniques {
		if seen[t.Name()] {
			return fmt.Errorf("technique %s configured twice", t.Name())
		}
		seen[t.Name()] = true
		if err := t.Check(p); err != nil {
			return err
		}
	}
	return nil
}

// DefaultWorkers is the number of workers a run gets when the command
// line does not say: ncpu, or 1 when a technique on needs one.
func DefaultWorkers(techs []technique.Technique, ncpu int) int {
	for _, t := range techs {
		if o, ok := t.(technique.OneWorker); ok && t.Enabled() && o.OneWorker() {
			return 1
		}
	}
	return ncpu
}

// startTechniques makes the run state of every technique that is on.
func (r *runner) startTechniques(env *technique.Env) error {
	for _, t := range r.cfg.Techniques {
		if !t.Enabled() {
			continue
		}
		inst, err := t.Start(env)
		if err != nil {
			return err
		}
		r.techs = append(r.techs, active{t, inst})
		if l, ok := inst.(technique.Loop); ok {
			if r.loop != nil {
				return fmt.Errorf("%s and another restart loop do not combine", t.Name())
			}
			r.loop = l
		}
	}
	r.columns = r.statsColumns()
	return nil
}

// basePhases are the run's phases without a loop: one with the run's
// search, as the planners shape it.
func (r *runner) basePhases() []technique.Phase {
	phases := []technique.Phase{{Search: r.cfg.Search}}
	for _, a := range r.techs {
		if p, ok := a.inst.(technique.Planner); ok {
			phases = p.Plan(phases)
		}
	}
	return phases
}

// each calls f with the run state of every technique that is on, in
// order.
func (r *runner) each(f func(technique.Instance)) {
	for _, a := range r.techs {
		f(a.inst)
	}
}

// filter is the techniques' verdict on a finished path: the first that
// does not keep it decides.
func (r *runner) filter(t *exec.Termination) technique.Verdict {
	for _, a := range r.techs {
		if f, ok := a.inst.(technique.Filter); ok {
			if v := f.Filter(t); v != technique.Keep {
				return v
			}
		}
	}
	return technique.Keep
}

// report writes the techniques' info lines.
func (r *runner) report(w io.Writer, st exec.Stats) {
	r.each(func(i technique.Instance) {
		if rep, ok := i.(technique.Reporter); ok {
			rep.Report(w, st)
		}
	})
}

// results fills the Result's technique counters.
func (r *runner) results(res *Result) {
	r.each(func(i technique.Instance) {
		rs, ok := i.(technique.Results)
		if !ok {
			return
		}
		switch v := rs.Results().(type) {
		case pse.Stats:
			res.PSE = v
		case concolic.Stats:
			res.Concolic = v
		}
	})
}

// statsColumn is a technique with run.stats columns, with its run state
// (nil when it is off): every technique's columns are in every run's
// run.stats, so that the file has one shape.
type statsColumn struct {
	c    technique.Columns
	inst technique.Instance
}

// statsColumns lists the techniques with run.stats columns, in
// Techniques' order, with the run states of those on.
func (r *runner) statsColumns() []statsColumn {
	var cols []statsColumn
	for _, t := range Techniques() {
		c, ok := t.(technique.Columns)
		if !ok {
			continue
		}
		col := statsColumn{c: c}
		for _, a := range r.techs {
			if a.t.Name() == t.Name() {
				col.inst = a.inst
			}
		}
		cols = append(cols, col)
	}
	return cols
}

// statsHeader is run.stats' header line: the core columns, with the
// techniques' before live_states.
func (r *runner) statsHeader() string {
	cols := strings.Split(statsCore, "\t")
	var tcols []string
	for _, col := range r.columns {
		tcols = append(tcols, col.c.StatsColumns()...)
	}
	return strings.Join(append(cols[:statsSplit:statsSplit], append(tcols, cols[statsSplit:]...)...), "\t")
}

// techniqueRow is the techniques' part of a run.stats row, in the
// header's order.
func (r *runner) techniqueRow() []string {
	var row []string
	for _, col := range r.columns {
		row = append(row, col.c.StatsRow(col.inst)...)
	}
	return row
}

package prune

import (
	"errors"
	"fmt"
	"time"

	"github.com/symx/symx/exec"
)

// Params are the pruning schedule and Homi's sample spaces. The zero
// value is not usable; start from DefaultParams.
type Params struct {
	// Interval is η: pruning is considered this often (the paper's 30 s).
	Interval time.Duration
	// MinStates: pruning happens only when more states than this are
	// live (the paper's 500). Scaled budgets leave it alone: how many
	// states a run holds depends on the program and searcher more than
	// on time (grep under nurs:covnew never holds 100).
	MinStates int
	// Ratios is S_ratio, the pruning ratios r (the paper's 0.2, 0.4,
	// 0.6): a pruning kills ⌊|S|·r⌋ states.
	Ratios []float64
	// Budgets is S_time, the budgets N′ of one run of the restart loop
	// (the paper's 200, 400, 600, 800 s).
	Budgets []time.Duration
	// ExploreRuns is how many learned runs only explore (uniform θ, r,
	// N′) before exploitation and reverse exploitation join (the
	// paper's 10).
	ExploreRuns int
	// MaxFeatures bounds the features of a run (the authors' script: 200).
	MaxFeatures int
	// MinFeatures: Homi prunes only when more than this many of its
	// features tell the live states apart (the authors' code: 5); with
	// fewer, the scores hardly differ and the cut would be arbitrary.
	MinFeatures int
}

// DefaultParams are the paper's settings.
func DefaultParams() Params {
	return Params{
		Interval:    30 * time.Second,
		MinStates:   500,
		Ratios:      []float64{0.2, 0.4, 0.6},
		Budgets:     []time.Duration{200 * time.Second, 400 * time.Second, 600 * time.Second, 800 * time.Second},
		ExploreRuns: 10,
		MaxFeatures: 200,
		MinFeatures: 5,
	}
}

// Scaled returns p with η and the budgets N′ multiplied by f, for budgets
// shorter than the paper's 5 hours (f = 1/60 turns its 5 h into 5 min
// with the same number of runs and prunings).
func (p Params) Scaled(f float64) Params {
	q := p
	q.Interval = time.Duration(float64(p.Interval) * f)
	q.Budgets = make([]time.Duration, len(p.Budgets))
	for i, b := range p.Budgets {
		q.Budgets[i] = time.Duration(float64(b) * f)
	}
	return q
}

// Check reports a setting that cannot work.
func (p Params) Check() error {
	if p.Interval < 0 {
		return errors.New("the pruning interval must not be negative")
	}
	if p.MinStates < 0 || p.ExploreRuns < 0 || p.MaxFeatures < 0 || p.MinFeatures < 0 {
		return errors.New("state threshold, exploration runs and feature counts must not be negative")
	}
	if len(p.Ratios) == 0 {
		return errors.New("no pruning ratio given")
	}
	for _, r := range p.Ratios {
		if !(r > 0 && r < 1) {
			return fmt.Errorf("pruning ratio %g is not between 0 and 1", r)
		}
	}
	if len(p.Budgets) == 0 {
		return errors.New("no run budget given")
	}
	for _, b := range p.Budgets {
		if b <= 0 {
			return fmt.Errorf("run budget %s is not positive", b)
		}
	}
	return nil
}

// schedule decides when a pruning is due: every Interval of the run's
// time, when more than MinStates states are live. exec consults pruners
// every exec.Config.PruneInterval (100 ms by default, shared with the
// memory budget), so η is kept here.
type schedule struct {
	every time.Duration
	min   int
	last  time.Duration
}

func (s *schedule) due(info exec.PruneInfo, live int) bool {
	if info.Elapsed-s.last < s.every {
		return false
	}
	s.last = info.Elapsed
	return live > s.min
}

package search

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/technique"
)

// Combined is --sgs-combined as a technique of a run (package technique):
// the SGS paper's "Combined SGS", one phase per subpath length n, each for
// an equal share of --max-time, the tests of all of them unioned (the run
// writes a path once however many phases find it).
type Combined struct {
	On bool
	// Lengths are the subpath lengths, one phase each; nil: the paper's
	// n ∈ {1, 2, 4, 8} (CombinedLengths).
	Lengths []int
}

// CombinedLengths are the paper's subpath lengths.
var CombinedLengths = []int{1, 2, 4, 8}

// Name is "sgs-combined".
func (*Combined) Name() string { return "sgs-combined" }

// Flags registers --sgs-combined and --sgs-combined-lengths.
func (c *Combined) Flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.On, "sgs-combined", false, "run sgs:1, sgs:2, sgs:4 and sgs:8 for a quarter of --max-time each and union their tests")
	fs.Var(lengthsFlag{&c.Lengths}, "sgs-combined-lengths", "with --sgs-combined, the subpath lengths n, one phase each (comma-separated)")
}

// Enabled reports whether the run is combined SGS.
func (c *Combined) Enabled() bool { return c.On }

// Check: the phases share --max-time, and the technique chooses the
// searchers itself.
func (c *Combined) Check(p *technique.Plan) error {
	switch {
	case !c.On && c.Lengths != nil:
		return errors.New("--sgs-combined-lengths needs --sgs-combined")
	case !c.On:
		return nil
	case p.MaxTime <= 0 && !p.On["homi"]:
		return errors.New("--sgs-combined needs --max-time (each length gets a quarter)")
	case len(p.Search) > 0:
		return errors.New("--sgs-combined chooses the searchers itself; drop --search")
	}
	for _, n := range c.Lengths {
		if n < 1 {
			return fmt.Errorf("--sgs-combined-lengths: %d is not a subpath length (want 1 or more)", n)
		}
	}
	return nil
}

// Start returns the phase plan.
func (c *Combined) Start(env *technique.Env) (technique.Instance, error) {
	return combinedPlan{c.lengths(), env.Plan.MaxTime}, nil
}

func (c *Combined) lengths() []int {
	if c.Lengths == nil {
		return CombinedLengths
	}
	return c.Lengths
}

type combinedPlan struct {
	lengths []int
	budget  time.Duration // the run's, shared out
}

// Plan replaces the run's phase with one sgs:n phase per length, each
// with an equal share of the budget.
func (c combinedPlan) Plan([]technique.Phase) []technique.Phase {
	var ps []technique.Phase
	for _, n := range c.lengths {
		ps = append(ps, technique.Phase{Search: []string{fmt.Sprintf("sgs:%d", n)}, Budget: c.budget / time.Duration(len(c.lengths))})
	}
	return ps
}

// lengthsFlag is a comma-separated list of subpath lengths.
type lengthsFlag struct{ l *[]int }

func (f lengthsFlag) String() string {
	if f.l == nil || *f.l == nil {
		return "1,2,4,8"
	}
	var s []string
	for _, n := range *f.l {
		s = append(s, strconv.Itoa(n))
	}
	return strings.Join(s, ",")
}

func (f lengthsFlag) Set(s string) error {
	var l []int
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < 1 {
			return fmt.Errorf("%q is not a subpath length (want 1 or more)", part)
		}
		l = append(l, n)
	}
	*f.l = l
	return nil
}

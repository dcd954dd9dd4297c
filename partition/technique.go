package partition

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/cliflag"
	"github.com/symx/symx/technique"
)

// Technique is --partition as a technique of a run (package technique):
// the subscriber first among every worker's, the paths other partitions
// own dropped before the run counts them, info's "partition:" line.
type Technique struct {
	Spec Spec // Count 0: off; Count 1: the whole space, nothing to drop
}

// Name is "partition".
func (*Technique) Name() string { return "partition" }

// Flags registers --partition and --partition-depth.
func (t *Technique) Flags(fs *flag.FlagSet) {
	fs.Var(specFlag{&t.Spec}, "partition", "explore only partition `i/N` (0 ≤ i < N) of the path space; merge the N output directories with 'symx merge'")
	fs.Var(cliflag.Nat{N: &t.Spec.Depth}, "partition-depth", "with --partition, split at this many forks (0: the least d with 2^d ≥ 1024N)")
}

// Enabled reports whether the run is confined to a part of its paths.
func (t *Technique) Enabled() bool { return t.Spec.Count > 1 }

// Check validates the spec; a split run does not combine with the
// techniques that learn from the paths explored (summaries, seeds): from
// a part, they would cut or steer wrongly.
func (t *Technique) Check(p *technique.Plan) error {
	switch {
	case t.Spec.Count == 0 && t.Spec.Depth > 0:
		return errors.New("--partition-depth needs --partition")
	case t.Spec == Spec{}:
		return nil
	}
	if err := t.Spec.Validate(); err != nil {
		return err
	}
	if t.Enabled() && (p.On["pse"] || p.On["concolic"]) {
		return errors.New("--partition does not combine with --pse or --concolic")
	}
	return nil
}

// Start makes the run's subscriber.
func (t *Technique) Start(*technique.Env) (technique.Instance, error) {
	p, err := New(t.Spec)
	return &instance{p}, err
}

type instance struct{ p *Partition }

// Attach puts the subscriber first, so that a state it ends is seen by
// no other technique.
func (i *instance) Attach(w *technique.Worker) error {
	w.Config.Subscribers = append([]any{i.p}, w.Config.Subscribers...)
	return nil
}

// Filter drops the paths another partition writes.
func (i *instance) Filter(t *exec.Termination) technique.Verdict {
	if t.Outcome != exec.Silent && !i.p.Owns(t) {
		return technique.Drop
	}
	return technique.Keep
}

// Report writes info's partition line (symx merge reads it).
func (i *instance) Report(w io.Writer, _ exec.Stats) { fmt.Fprintln(w, i.p.Line()) }

// specFlag is --partition i/N; the depth stays --partition-depth's.
type specFlag struct{ sp *Spec }

func (f specFlag) String() string {
	if f.sp == nil || f.sp.Count == 0 {
		return ""
	}
	return f.sp.String()
}

func (f specFlag) Set(s string) error {
	sp, err := Parse(s)
	if err != nil {
		return err
	}
	f.sp.Index, f.sp.Count = sp.Index, sp.Count
	return nil
}

package run

import (
	"strings"
	"testing"
	"time"
)

// TestIntervalProgress: off a terminal, one whole line per interval of
// the run, none in between, however often the sampler calls.
func TestIntervalProgress(t *testing.T) {
	cases := []struct {
		every    time.Duration
		elapsed  []time.Duration
		wantAt   []string // the elapsed times printed
		contains string
	}{
		{0, []time.Duration{time.Second, 2 * time.Second, 4900 * time.Millisecond, 5 * time.Second, 6 * time.Second, 10100 * time.Millisecond, 11 * time.Second},
			[]string{"[   5.0s]", "[  10.1s]"}, "instructions 1000, states 3, paths 4+1, tests 5, bugs 1, coverage 50.0%"},
		{time.Second, []time.Duration{500 * time.Millisecond, 3500 * time.Millisecond, 3600 * time.Millisecond, 4 * time.Second},
			[]string{"[   3.5s]", "[   4.0s]"}, "states 3"},
	}
	for _, c := range cases {
		var b strings.Builder
		p := &IntervalProgress{W: &b, Every: c.every}
		for _, e := range c.elapsed {
			p.Update(Snapshot{Elapsed: e, States: 3, Completed: 4, Partial: 1, Bugs: 1, Tests: 5, Instructions: 1000, CoveredInsts: 5, TotalInsts: 10})
		}
		p.Done()
		lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
		if len(lines) != len(c.wantAt) {
			t.Fatalf("every %s: %q", c.every, b.String())
		}
		for i, l := range lines {
			if !strings.HasPrefix(l, "symx: "+c.wantAt[i]) || !strings.Contains(l, c.contains) || strings.Contains(l, "\r") {
				t.Errorf("every %s: line %q, want at %s with %q", c.every, l, c.wantAt[i], c.contains)
			}
		}
	}
}

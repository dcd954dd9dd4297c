package stats

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Sample is one measure over a configuration's runs, in run order.
type Sample []float64

// Of is the sample of one measure, f, over a configuration's runs.
func Of[T any](runs []T, f func(T) float64) Sample {
	s := make(Sample, len(runs))
	for i, r := range runs {
		s[i] = f(r)
	}
	return s
}

// Median is the sample's median (NaN for no run).
func (s Sample) Median() float64 { return Median(s) }

// Min is the smallest value (NaN for no run).
func (s Sample) Min() float64 {
	if len(s) == 0 {
		return math.NaN()
	}
	return slices.Min(s)
}

// Max is the largest value (NaN for no run).
func (s Sample) Max() float64 {
	if len(s) == 0 {
		return math.NaN()
	}
	return slices.Max(s)
}

// Equal reports whether every run gave the same value (true for one run
// or none).
func (s Sample) Equal() bool {
	for _, x := range s {
		if x != s[0] {
			return false
		}
	}
	return true
}

// Format gives the sample in a table cell, each number formatted with
// verb ("%.1f"): the value of a single run, "median [min–max]" of more,
// "-" of none.
func (s Sample) Format(verb string) string {
	switch len(s) {
	case 0:
		return "-"
	case 1:
		return fmt.Sprintf(verb, s[0])
	}
	return fmt.Sprintf(verb+" ["+verb+"–"+verb+"]", s.Median(), s.Min(), s.Max())
}

// Count gives a sample of counts (whole numbers) in a table cell as
// Format("%.0f") does, but a median between two middle counts keeps its
// half ("40.5 [40–42]") instead of rounding to an even count.
func (s Sample) Count() string {
	if m := s.Median(); len(s) > 1 && m != math.Trunc(m) {
		return fmt.Sprintf("%.1f [%.0f–%.0f]", m, s.Min(), s.Max())
	}
	return s.Format("%.0f")
}

// String is the sample with its size: "12.3 [11.0–13.1] (n=5)", or
// "12.3 (single run)".
func (s Sample) String() string {
	if len(s) == 1 {
		return s.Format("%.4g") + " (single run)"
	}
	return fmt.Sprintf("%s (n=%d)", s.Format("%.4g"), len(s))
}

// Exact gives a measure that must not vary between runs (the paths of an
// exhaustive exploration): its value and how many runs agreed on it
// ("65536 (3 equal)"), or, when they did not, every run's value marked
// "**varies**". One run gives its value alone, none "-".
func (s Sample) Exact(verb string) string {
	switch {
	case len(s) == 0:
		return "-"
	case len(s) == 1:
		return fmt.Sprintf(verb, s[0])
	case s.Equal():
		return fmt.Sprintf(verb+" (%d equal)", s[0], len(s))
	}
	vs := make([]string, len(s))
	for i, x := range s {
		vs[i] = fmt.Sprintf(verb, x)
	}
	return "**varies**: " + strings.Join(vs, ", ")
}

// Alpha is the significance level the tables mark.
const Alpha = 0.05

// Comparison is two samples of one measure side by side: A (the
// candidate) against B (the baseline).
type Comparison struct {
	A, B Sample
	// P is the Mann-Whitney U test's two-sided p-value, A12 the
	// Vargha-Delaney effect size: the probability that a run of A gives
	// a larger value than a run of B.
	P, A12 float64
}

// Compare compares a with b.
func Compare(a, b Sample) Comparison {
	return Comparison{A: a, B: b, P: MannWhitneyP(a, b), A12: A12(a, b)}
}

// Ratio is A's median over B's (NaN when B's is 0).
func (c Comparison) Ratio() float64 {
	b := c.B.Median()
	if b == 0 {
		return math.NaN()
	}
	return c.A.Median() / b
}

// Tested reports whether both sides have the two runs a test needs.
func (c Comparison) Tested() bool { return len(c.A) >= 2 && len(c.B) >= 2 }

// Significant reports whether the difference is significant at Alpha.
func (c Comparison) Significant() bool { return c.Tested() && c.P < Alpha }

// Cells gives the comparison's table cells: the ratio of the medians
// ("1.23×"), p with "*" when significant, and Â12. With fewer than two
// runs a side p and Â12 are "-": no test can tell anything.
func (c Comparison) Cells() (ratio, p, a12 string) {
	ratio = "-"
	if r := c.Ratio(); !math.IsNaN(r) && !math.IsInf(r, 0) {
		ratio = fmt.Sprintf("%.2f×", r)
	}
	if !c.Tested() {
		return ratio, "-", "-"
	}
	p = fmt.Sprintf("%.3f", c.P)
	if c.P < 0.001 {
		p = "<0.001"
	}
	if c.Significant() {
		p += "*"
	}
	return ratio, p, fmt.Sprintf("%.2f", c.A12)
}

// MinP is the smallest two-sided p-value the Mann-Whitney U test can
// give for samples of n and m runs: both one-sided extremes of the
// C(n+m, n) equally likely rank splits.
func MinP(n, m int) float64 {
	if n == 0 || m == 0 {
		return math.NaN()
	}
	c := 1.0 // C(n+m, n), built up as a product
	for i := 1; i <= n; i++ {
		c = c * float64(m+i) / float64(i)
	}
	return math.Min(1, 2/c)
}

// RunsNote says how a table's figures were gathered, for its caption:
// "single run", or "median [min–max] of N runs" with, when N runs a side
// cannot reach significance, the smallest p they can give; "*" marks
// p < Alpha.
func RunsNote(runs int) string {
	if runs <= 1 {
		return "single run"
	}
	s := fmt.Sprintf("median [min–max] of %d runs, the configurations alternating; p: Mann-Whitney U (two-sided, * below %g); Â12: Vargha-Delaney", runs, Alpha)
	if mp := MinP(runs, runs); mp >= Alpha {
		s += fmt.Sprintf(" (with %d runs a side p cannot go below %.3f: at least 4 are needed for significance)", runs, mp)
	}
	return s
}

// Alternate calls f for every run and configuration, runs outermost
// (run 0 of every configuration, then run 1, ...), so that the runs of
// the configurations compared alternate and a noisy machine's load falls
// on all of them alike. It stops at f's first error.
func Alternate(runs, configs int, f func(run, config int) error) error {
	for r := range runs {
		for c := range configs {
			if err := f(r, c); err != nil {
				return err
			}
		}
	}
	return nil
}

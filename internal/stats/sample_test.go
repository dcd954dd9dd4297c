package stats

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

// TestSampleFormat: a single run is its value, more runs the median and
// the range, none a dash; String says how many runs.
func TestSampleFormat(t *testing.T) {
	for _, tc := range []struct {
		s           Sample
		verb        string
		format, str string
		exact       string
		equal       bool
		med, lo, hi float64
	}{
		{Sample{12.34}, "%.1f", "12.3", "12.34 (single run)", "12.3", true, 12.34, 12.34, 12.34},
		{Sample{13.1, 11, 12.3, 12.5, 11.9}, "%.1f", "12.3 [11.0–13.1]", "12.3 [11–13.1] (n=5)", "**varies**: 13.1, 11.0, 12.3, 12.5, 11.9", false, 12.3, 11, 13.1},
		{Sample{4, 1, 2, 3}, "%.0f", "2 [1–4]", "2.5 [1–4] (n=4)", "**varies**: 4, 1, 2, 3", false, 2.5, 1, 4},
		{Sample{65536, 65536, 65536}, "%.0f", "65536 [65536–65536]", "6.554e+04 [6.554e+04–6.554e+04] (n=3)", "65536 (3 equal)", true, 65536, 65536, 65536},
	} {
		if got := tc.s.Format(tc.verb); got != tc.format {
			t.Errorf("%v.Format(%q) = %q, want %q", tc.s, tc.verb, got, tc.format)
		}
		if got := tc.s.String(); got != tc.str {
			t.Errorf("%v.String() = %q, want %q", tc.s, got, tc.str)
		}
		if got := tc.s.Exact(tc.verb); got != tc.exact {
			t.Errorf("%v.Exact(%q) = %q, want %q", tc.s, tc.verb, got, tc.exact)
		}
		if tc.s.Equal() != tc.equal || tc.s.Median() != tc.med || tc.s.Min() != tc.lo || tc.s.Max() != tc.hi {
			t.Errorf("%v: equal %v, median %g, min %g, max %g", tc.s, tc.s.Equal(), tc.s.Median(), tc.s.Min(), tc.s.Max())
		}
	}
	if got := Of([]string{"a", "abc", "ab"}, func(s string) float64 { return float64(len(s)) }); !slices.Equal(got, Sample{1, 3, 2}) {
		t.Errorf("Of: %v, want [1 3 2]", got)
	}
	for _, tc := range []struct {
		s    Sample
		want string
	}{{Sample{40, 41, 42, 40}, "40.5 [40–42]"}, {Sample{3, 1, 2}, "2 [1–3]"}, {Sample{7}, "7"}, {nil, "-"}} {
		if got := tc.s.Count(); got != tc.want {
			t.Errorf("%v.Count() = %q, want %q", tc.s, got, tc.want)
		}
	}
	var none Sample
	if none.Format("%d") != "-" || none.Exact("%d") != "-" || !math.IsNaN(none.Min()) || !math.IsNaN(none.Max()) {
		t.Errorf("an empty sample: %q %q %g %g", none.Format("%d"), none.Exact("%d"), none.Min(), none.Max())
	}
}

// TestCompare: the cells of a comparison. scipy's documentation example
// (U = 17 of 20 pairs: Â12 0.85, exact p 0.111); two samples apart (p =
// 2/252, significant); one run a side (no test); a zero baseline (no
// ratio).
func TestCompare(t *testing.T) {
	for _, tc := range []struct {
		name     string
		a, b     Sample
		ratio, p string
		a12      string
		sig      bool
	}{
		{"scipy's example", Sample{19, 22, 16, 29, 24}, Sample{20, 11, 17, 12}, "1.52×", "0.111", "0.85", false},
		{"apart", Sample{6, 7, 8, 9, 10}, Sample{1, 2, 3, 4, 5}, "2.67×", "0.008*", "1.00", true},
		{"apart, reversed", Sample{1, 2, 3, 4, 5}, Sample{6, 7, 8, 9, 10}, "0.38×", "0.008*", "0.00", true},
		{"far apart, 15 a side", seq(16, 15), seq(1, 15), "2.88×", "<0.001*", "1.00", true},
		{"single runs", Sample{3}, Sample{2}, "1.50×", "-", "-", false},
		{"one side single", Sample{3, 4}, Sample{2}, "1.75×", "-", "-", false},
		{"zero baseline", Sample{1, 2}, Sample{0, 0}, "-", "0.333", "1.00", false},
	} {
		c := Compare(tc.a, tc.b)
		ratio, p, a12 := c.Cells()
		if ratio != tc.ratio || p != tc.p || a12 != tc.a12 || c.Significant() != tc.sig {
			t.Errorf("%s: cells %q %q %q, significant %v; want %q %q %q, %v", tc.name, ratio, p, a12, c.Significant(), tc.ratio, tc.p, tc.a12, tc.sig)
		}
	}
}

// TestMinP: the smallest p of the exact test, 2/C(n+m, n): one run a
// side cannot tell anything, three reach 0.1, four 0.029.
func TestMinP(t *testing.T) {
	for _, tc := range []struct {
		n, m int
		want float64
	}{{1, 1, 1}, {2, 2, 1.0 / 3}, {3, 3, 0.1}, {4, 4, 2.0 / 70}, {5, 5, 2.0 / 252}, {5, 4, 2.0 / 126}} {
		if got := MinP(tc.n, tc.m); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("MinP(%d, %d) = %g, want %g", tc.n, tc.m, got, tc.want)
		}
		// It is the p of two samples apart.
		if got := MannWhitneyP(seq(1, tc.n), seq(tc.n+1, tc.m)); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("p of %d and %d apart = %g, want MinP %g", tc.n, tc.m, got, tc.want)
		}
	}
}

// TestRunsNote: one run is labelled as one; three runs say they cannot
// reach significance, five do not.
func TestRunsNote(t *testing.T) {
	if got := RunsNote(1); got != "single run" {
		t.Errorf("RunsNote(1) = %q", got)
	}
	three, five := RunsNote(3), RunsNote(5)
	if !strings.Contains(three, "median [min–max] of 3 runs") || !strings.Contains(three, "cannot go below 0.100") {
		t.Errorf("RunsNote(3) = %q", three)
	}
	if !strings.Contains(five, "of 5 runs") || strings.Contains(five, "cannot") {
		t.Errorf("RunsNote(5) = %q", five)
	}
}

// TestAlternate: runs outermost, configurations alternating; the first
// error stops it.
func TestAlternate(t *testing.T) {
	var got [][2]int
	err := Alternate(3, 2, func(r, c int) error {
		got = append(got, [2]int{r, c})
		return nil
	})
	want := [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("Alternate order %v (%v), want %v", got, err, want)
	}
	stop := errors.New("stop")
	calls := 0
	err = Alternate(3, 2, func(r, c int) error {
		calls++
		if r == 1 && c == 0 {
			return stop
		}
		return nil
	})
	if err != stop || calls != 3 {
		t.Errorf("Alternate after an error: %v, %d calls", err, calls)
	}
}

func seq(from, n int) Sample {
	var s Sample
	for i := range n {
		s = append(s, float64(from+i))
	}
	return s
}

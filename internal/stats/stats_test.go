package stats

import (
	"math"
	"testing"
)

// TestMannWhitneyP: the p-values of textbook cases. Exact: two samples of
// 5 with no overlap are the most extreme of C(10,5) = 252 splits, on
// either side: p = 2/252. Identical samples give p = 1. The normal
// approximation for 15 against 15 with no overlap agrees with the exact
// value's order of magnitude (scipy's asymptotic p: 3.3e-6).
func TestMannWhitneyP(t *testing.T) {
	seq := func(from, n int) []float64 {
		var s []float64
		for i := 0; i < n; i++ {
			s = append(s, float64(from+i))
		}
		return s
	}
	for _, tc := range []struct {
		name     string
		a, b     []float64
		want     float64
		tolerant float64
	}{
		{"apart, exact", seq(1, 5), seq(6, 5), 2.0 / 252, 1e-12},
		{"apart, reversed", seq(6, 5), seq(1, 5), 2.0 / 252, 1e-12},
		{"identical", []float64{1, 2, 3}, []float64{1, 2, 3}, 1, 1e-12},
		{"one swap", []float64{1, 2, 3, 5}, []float64{4, 6, 7, 8}, 4.0 / 70, 1e-12},
		{"apart, normal", seq(1, 15), seq(16, 15), 3.3e-6, 0.5e-6},
	} {
		if got := MannWhitneyP(tc.a, tc.b); math.Abs(got-tc.want) > tc.tolerant {
			t.Errorf("%s: p = %g, want %g", tc.name, got, tc.want)
		}
	}
}

// TestA12AndMedian: Â12's extremes and ties, the median of odd and even
// samples.
func TestA12AndMedian(t *testing.T) {
	for _, tc := range []struct {
		a, b []float64
		want float64
	}{
		{[]float64{5, 6}, []float64{1, 2}, 1},
		{[]float64{1, 2}, []float64{5, 6}, 0},
		{[]float64{1, 2}, []float64{1, 2}, 0.5},
		{[]float64{3}, []float64{1, 3, 5}, 0.5},
	} {
		if got := A12(tc.a, tc.b); got != tc.want {
			t.Errorf("A12(%v, %v) = %g, want %g", tc.a, tc.b, got, tc.want)
		}
	}
	if m := Median([]float64{3, 1, 2}); m != 2 {
		t.Errorf("median %g, want 2", m)
	}
	if m := Median([]float64{4, 1, 2, 3}); m != 2.5 {
		t.Errorf("median %g, want 2.5", m)
	}
}

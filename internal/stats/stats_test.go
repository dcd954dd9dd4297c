package stats

import (
	"math"
	"testing"
)

// TestMannWhitneyP: the p-values of textbook cases and scipy's. Exact:
// two samples of 5 with no overlap are the most extreme of C(10,5) = 252
// splits, on either side: p = 2/252. Identical samples give p = 1. With
// ties the permutation distribution is not symmetric, and p is twice the
// smaller tail, as scipy computes it.
func TestMannWhitneyP(t *testing.T) {
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
		// scipy 1.10: mannwhitneyu(a, b, method="exact") without ties
		// (its documentation's example), permutation_test(...,
		// permutation_type="independent", n_resamples=inf) of U with
		// ties, mannwhitneyu(a, b, method="asymptotic") beyond 20 values.
		{"scipy's example", []float64{19, 22, 16, 29, 24}, []float64{20, 11, 17, 12}, 0.1111111111111111, 1e-12},
		{"ties, exact", []float64{1, 2, 2, 3, 5}, []float64{2, 3, 4, 5, 5}, 0.2857142857142857, 1e-12},
		{"more ties, exact", []float64{3, 3, 3, 4}, []float64{3, 4, 4, 5, 5}, 0.20634920634920634, 1e-12},
		{"all tied", []float64{7, 7, 7}, []float64{7, 7, 7}, 1, 1e-12},
		{"one run each", []float64{1}, []float64{2}, 1, 1e-12},
		{"apart, normal", seq(1, 15), seq(16, 15), 3.3918213908250945e-06, 1e-12},
		{"ties, normal", []float64{1, 2, 2, 3, 3, 3, 4, 5, 6, 6, 7, 8}, []float64{3, 4, 5, 5, 6, 7, 8, 8, 9, 9, 10, 11}, 0.010624195152426972, 1e-12},
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

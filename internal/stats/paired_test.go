package stats

import (
	"math"
	"testing"
)

// TestWilcoxonP: scipy.stats.wilcoxon's documented example (exact, no
// ties: statistic 24, p 0.041259765625), small cases counted by hand,
// ties, dropped zeros, and the undefined cases.
func TestWilcoxonP(t *testing.T) {
	scipy := []float64{6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75}
	zeros := make([]float64, len(scipy))
	for _, tc := range []struct {
		name string
		a, b []float64
		want float64
	}{
		{"scipy", scipy, zeros, 0.041259765625},
		{"scipy, sides swapped", zeros, scipy, 0.041259765625},
		{"three ahead", []float64{3, 5, 9}, []float64{2, 3, 6}, 0.25},         // 1 of 8 assignments as high
		{"zeros dropped", []float64{3, 5, 9, 4}, []float64{2, 3, 6, 4}, 0.25}, // the tie adds nothing
		{"balanced", []float64{1, 0}, []float64{0, 1}, 1},
		// |d| 1,1,2: twice-ranks 3,3,6; positive 3+3 = 6 of sums {0,3,3,6,6,9,9,12}: P(<=6) = 5/8, P(>=6) = 5/8.
		{"ties", []float64{1, 1, 0}, []float64{0, 0, 2}, 1},
	} {
		if got := WilcoxonP(tc.a, tc.b); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: p %v, want %v", tc.name, got, tc.want)
		}
	}
	for _, tc := range [][2][]float64{{{1, 2}, {1, 2}}, {{1}, {1, 2}}, {nil, nil}} {
		if p := WilcoxonP(tc[0], tc[1]); !math.IsNaN(p) {
			t.Errorf("%v: p %v, want NaN", tc, p)
		}
	}
	if s := PairedShare([]float64{3, 1, 2, 5}, []float64{1, 1, 4, 2}); s != 0.625 {
		t.Errorf("share %v, want 0.625", s)
	}
}

package stats

import "math"

// Paired comparisons are for two configurations measured on the same
// programs (one figure per program each, the median of its runs): the
// question is whether one is ahead program by program, not whether the
// two pools of figures differ, which the programs' own spread would
// hide.

// WilcoxonP is the two-sided p-value of the Wilcoxon signed-rank test
// that the paired differences a[i] - b[i] are symmetric about zero.
// Zero differences are dropped (Wilcoxon's rule), the others ranked by
// size with mid ranks for ties, and p is twice the smaller tail of the
// exact distribution of the positive ranks' sum over all sign
// assignments (at most 1), as scipy's wilcoxon gives it with
// method="exact" when there are no ties. NaN when a and b differ in
// length or no difference is non-zero.
func WilcoxonP(a, b []float64) float64 {
	if len(a) != len(b) {
		return math.NaN()
	}
	var d []float64
	for i := range a {
		if x := a[i] - b[i]; x != 0 {
			d = append(d, x)
		}
	}
	if len(d) == 0 {
		return math.NaN()
	}
	abs := make([]float64, len(d))
	for i, x := range d {
		abs[i] = math.Abs(x)
	}
	ranks := midRanks(abs)
	// Twice a mid rank is an integer: the distribution is over those.
	twice := make([]int, len(ranks))
	observed, total := 0, 0
	for i, r := range ranks {
		twice[i] = int(math.Round(2 * r))
		total += twice[i]
		if d[i] > 0 {
			observed += twice[i]
		}
	}
	ways := make([]float64, total+1) // ways[s]: sign assignments with positive sum s
	ways[0] = 1
	for _, r := range twice {
		for s := total; s >= r; s-- {
			ways[s] += ways[s-r]
		}
	}
	all := math.Pow(2, float64(len(d)))
	var low, high float64
	for s, w := range ways {
		if s <= observed {
			low += w
		}
		if s >= observed {
			high += w
		}
	}
	return min(1, 2*min(low, high)/all)
}

// PairedShare is the share of pairs where a[i] > b[i], ties counting
// half: Â12's question asked program by program (0.5: as often ahead as
// behind). NaN for none or unequal lengths.
func PairedShare(a, b []float64) float64 {
	if len(a) != len(b) || len(a) == 0 {
		return math.NaN()
	}
	wins := 0.0
	for i := range a {
		switch {
		case a[i] > b[i]:
			wins++
		case a[i] == b[i]:
			wins += 0.5
		}
	}
	return wins / float64(len(a))
}

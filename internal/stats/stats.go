// Package stats holds the statistics the benchmark commands report when
// they compare two samples of runs, as fuzzing-evaluation practice asks
// (Klees et al., "Evaluating Fuzz Testing", CCS 2018; Arcuri and Briand,
// "A Hitchhiker's Guide to Statistical Tests", 2014): each side's median
// and spread, the Mann-Whitney U test's two-sided p-value, and the
// Vargha-Delaney Â12 effect size.
package stats

import (
	"math"
	"slices"
)

// Median is the middle value of xs (the mean of the two middle ones for
// an even count); NaN for none.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// A12 is the Vargha-Delaney effect size: the probability that a value
// drawn from a is larger than one drawn from b, ties counting half. 0.5
// is no effect; 0.56, 0.64 and 0.71 are the usual small, medium and
// large thresholds.
func A12(a, b []float64) float64 {
	if len(a) == 0 || len(b) == 0 {
		return math.NaN()
	}
	var wins float64
	for _, x := range a {
		for _, y := range b {
			switch {
			case x > y:
				wins++
			case x == y:
				wins += 0.5
			}
		}
	}
	return wins / float64(len(a)*len(b))
}

// MannWhitneyP is the two-sided p-value of the Mann-Whitney U test that a
// and b come from one distribution. Samples of up to 20 values together
// get the exact permutation distribution of the rank sum (ties take mid
// ranks), and p is twice the smaller tail, as scipy's mannwhitneyu and
// permutation_test give it (with ties the distribution need not be
// symmetric); larger samples get the normal approximation with the tie
// correction.
func MannWhitneyP(a, b []float64) float64 {
	n, m := len(a), len(b)
	if n == 0 || m == 0 {
		return math.NaN()
	}
	ranks := midRanks(append(slices.Clone(a), b...))
	var sum float64
	for _, r := range ranks[:n] {
		sum += r
	}
	mean := float64(n) * float64(n+m+1) / 2
	dev := math.Abs(sum - mean)
	if n+m <= 20 {
		return exactP(ranks, n, sum)
	}
	// Normal approximation with the variance reduced for ties.
	N := float64(n + m)
	var ties float64
	counts := map[float64]int{}
	for _, r := range ranks {
		counts[r]++
	}
	for _, c := range counts {
		t := float64(c)
		ties += t*t*t - t
	}
	variance := float64(n) * float64(m) / 12 * ((N + 1) - ties/(N*(N-1)))
	if variance <= 0 {
		return 1
	}
	z := (dev - 0.5) / math.Sqrt(variance) // continuity correction
	return math.Min(1, math.Erfc(math.Max(z, 0)/math.Sqrt2))
}

// midRanks ranks xs from 1, equal values sharing their mean rank.
func midRanks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(i, j int) int { return cmpFloat(xs[i], xs[j]) })
	ranks := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && xs[idx[j]] == xs[idx[i]] {
			j++
		}
		r := float64(i+j+1) / 2 // mean of ranks i+1 .. j
		for k := i; k < j; k++ {
			ranks[idx[k]] = r
		}
		i = j
	}
	return ranks
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// exactP is twice the smaller tail of the permutation distribution of
// the sum of n of the ranks at the observed sum: the share of the ways
// of choosing n ranks whose sum is at most, and at least, the observed.
func exactP(ranks []float64, n int, observed float64) float64 {
	var below, above, all float64
	var walk func(start, left int, sum float64)
	walk = func(start, left int, sum float64) {
		if left == 0 {
			all++
			if sum <= observed+1e-9 {
				below++
			}
			if sum >= observed-1e-9 {
				above++
			}
			return
		}
		for i := start; i <= len(ranks)-left; i++ {
			walk(i+1, left-1, sum+ranks[i])
		}
	}
	walk(0, n, 0)
	return math.Min(1, 2*math.Min(below, above)/all)
}

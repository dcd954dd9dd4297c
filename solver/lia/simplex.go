package lia

import "math"

type status uint8

const (
	feasible status = iota
	infeasible
	gaveUp
)

const eps = 1e-9

// simplex runs the general Simplex method on p's rows with the words
// bounded by [lo, hi]: the words are the original variables, one slack
// per row, all starting at 0 (Alg. 2, line 3). Bland's rule picks the
// variables, which ensures termination. Before each pivot the words'
// assignment is reported (line 9). It returns the words' values when the
// bounds are satisfiable over the reals.
func (p *problem) simplex(lo, hi []float64, maxPivots int, report func([]float64)) ([]float64, status) {
	n, m := len(p.words), len(p.rows)
	nv := n + m
	low := make([]float64, nv)
	high := make([]float64, nv)
	copy(low, lo)
	copy(high, hi)
	val := make([]float64, nv)
	for i := range n {
		if low[i] > high[i] {
			return nil, infeasible
		}
		// Non-basic variables must lie within their bounds.
		val[i] = math.Max(low[i], math.Min(high[i], 0))
	}
	// Row r: x_{basic[r]} = Σ_j a[r][j]·x_j over the non-basic j.
	a := make([][]float64, m)
	basic := make([]int, m)
	rowOf := make([]int, nv)
	for i := range rowOf {
		rowOf[i] = -1
	}
	for r, rw := range p.rows {
		a[r] = make([]float64, nv)
		s := n + r
		for j, k := range rw.coef {
			a[r][j] = k
			val[s] += k * val[j]
		}
		low[s], high[s] = rw.lo, rw.hi
		basic[r], rowOf[s] = s, r
	}
	for pivots := 0; ; pivots++ {
		// The smallest basic variable out of its bounds.
		xi := -1
		for v := range nv {
			if r := rowOf[v]; r >= 0 && (val[v] < low[v]-eps || val[v] > high[v]+eps) {
				xi = v
				break
			}
		}
		if xi < 0 {
			return val[:n], feasible
		}
		if pivots >= maxPivots {
			return nil, gaveUp
		}
		report(val[:n])
		r := rowOf[xi]
		up := val[xi] < low[xi]
		xj := -1
		for j := range nv {
			k := a[r][j]
			if rowOf[j] >= 0 || math.Abs(k) < eps {
				continue
			}
			if up && (k > 0 && val[j] < high[j]-eps || k < 0 && val[j] > low[j]+eps) ||
				!up && (k > 0 && val[j] > low[j]+eps || k < 0 && val[j] < high[j]-eps) {
				xj = j
				break
			}
		}
		if xj < 0 {
			return nil, infeasible
		}
		target := high[xi]
		if up {
			target = low[xi]
		}
		// Update: x_i to its bound, x_j by theta, the other basics along.
		theta := (target - val[xi]) / a[r][xj]
		val[xj] += theta
		for k := range m {
			if k != r {
				val[basic[k]] += a[k][xj] * theta
			}
		}
		val[xi] = target
		// Pivot: x_j = (x_i - Σ_{l≠j} a[r][l]·x_l) / a[r][j].
		piv := a[r][xj]
		nr := a[r]
		for l := range nv {
			nr[l] = -nr[l] / piv
		}
		nr[xj] = 0
		nr[xi] = 1 / piv
		for k := range m {
			if k == r {
				continue
			}
			f := a[k][xj]
			if f == 0 {
				continue
			}
			a[k][xj] = 0
			for l := range nv {
				a[k][l] += f * nr[l]
			}
		}
		basic[r], rowOf[xj], rowOf[xi] = xj, r, -1
	}
}

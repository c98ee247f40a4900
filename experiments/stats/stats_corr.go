package stats

import (
	"math"
	"sort"

	"gonum.org/v1/gonum/stat"
)

// Correlations between two columns over the rows where both are numbers.
type Correlations struct {
	A, B                       string
	N                          int
	Pearson, Spearman, Kendall float64
}

// Correlate computes Pearson's r, Spearman's rho (Pearson on mid-ranks)
// and Kendall's tau-b (ties corrected; ratings are discrete, so ties are
// the rule, and gonum's stat.Kendall is tau-a without tie handling).
func Correlate(a, b string, va, vb []string) Correlations {
	var x, y []float64
	for i := range va {
		p, ok1 := ParseNum(va[i])
		q, ok2 := ParseNum(vb[i])
		if ok1 && ok2 {
			x, y = append(x, p), append(y, q)
		}
	}
	c := Correlations{A: a, B: b, N: len(x)}
	if len(x) < 2 {
		c.Pearson, c.Spearman, c.Kendall = math.NaN(), math.NaN(), math.NaN()
		return c
	}
	c.Pearson = stat.Correlation(x, y, nil)
	c.Spearman = stat.Correlation(midRanks(x), midRanks(y), nil)
	c.Kendall = KendallTauB(x, y)
	return c
}

// midRanks gives 1-based ranks, ties sharing the mean of their ranks.
func midRanks(x []float64) []float64 {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(i, j int) bool { return x[idx[i]] < x[idx[j]] })
	r := make([]float64, len(x))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && x[idx[j]] == x[idx[i]] {
			j++
		}
		mid := float64(i+j+1) / 2 // mean of ranks i+1..j
		for k := i; k < j; k++ {
			r[idx[k]] = mid
		}
		i = j
	}
	return r
}

// KendallTauB is Knight's O(n log n) algorithm: sort by (x, y), count the
// discordant pairs as the swaps of a merge sort on y, and correct for ties.
func KendallTauB(x, y []float64) float64 {
	n := len(x)
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(i, j int) bool {
		a, b := idx[i], idx[j]
		if x[a] != x[b] {
			return x[a] < x[b]
		}
		return y[a] < y[b]
	})
	ys := make([]float64, n)
	for i, k := range idx {
		ys[i] = y[k]
	}
	n0 := float64(n) * float64(n-1) / 2
	var tx, txy float64 // pairs tied in x, tied in both
	for i := 0; i < n; {
		j := i
		for j < n && x[idx[j]] == x[idx[i]] {
			j++
		}
		tx += float64(j-i) * float64(j-i-1) / 2
		for k := i; k < j; {
			l := k
			for l < j && ys[l] == ys[k] {
				l++
			}
			txy += float64(l-k) * float64(l-k-1) / 2
			k = l
		}
		i = j
	}
	swaps := mergeCount(ys, make([]float64, n))
	var ty float64 // ys is now sorted
	for i := 0; i < n; {
		j := i
		for j < n && ys[j] == ys[i] {
			j++
		}
		ty += float64(j-i) * float64(j-i-1) / 2
		i = j
	}
	num := n0 - tx - ty + txy - 2*swaps
	den := math.Sqrt((n0 - tx) * (n0 - ty))
	if den == 0 {
		return math.NaN()
	}
	return num / den
}

// mergeCount sorts a ascending and returns the number of inversions
// (pairs i<j with a[i] > a[j]).
func mergeCount(a, tmp []float64) float64 {
	if len(a) < 2 {
		return 0
	}
	m := len(a) / 2
	s := mergeCount(a[:m], tmp[:m]) + mergeCount(a[m:], tmp[m:])
	i, j, k := 0, m, 0
	for i < m && j < len(a) {
		if a[j] < a[i] {
			tmp[k] = a[j]
			s += float64(m - i)
			j++
		} else {
			tmp[k] = a[i]
			i++
		}
		k++
	}
	k += copy(tmp[k:], a[i:m])
	copy(tmp[k:], a[j:])
	copy(a, tmp[:len(a)])
	return s
}

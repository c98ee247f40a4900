package notebook

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"sort"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/experiments/gen"
	"github.com/sudolab/sudolab/experiments/stats"
)

// Helpers of notebooks/generator-bias.ipynb.

// GenerateTable runs a generator (see Generate) and returns its output as
// a table: n, puzzle, clues, log10_weight, tries.
func GenerateTable(ctx context.Context, method string, seed uint64, count, n, workers int) (*stats.Table, error) {
	t := &stats.Table{Path: fmt.Sprintf("%s-%dx%d-seed%d", method, n*n, n*n, seed), Header: strings.Split(gen.GenCSVHeader, ",")}
	err := gen.Generate(ctx, method, seed, count, n, workers, func(i int, g gen.Generated) error {
		t.Rows = append(t.Rows, strings.Split(g.CSV(i), ","))
		return nil
	})
	return t, err
}

// Log10Weights reads a log10 weight column (empty or unparsable = NaN).
func Log10Weights(t *stats.Table, col string) ([]float64, error) {
	v, err := t.Column(col)
	if err != nil {
		return nil, err
	}
	w := make([]float64, len(v))
	for i, s := range v {
		x, ok := stats.ParseNum(s)
		if !ok {
			x = math.NaN()
		}
		w[i] = x
	}
	return w, nil
}

// CBWeightsFromClues gives the controlled-bias correction log10 C(cells, n)
// of each puzzle from its number of clues n, for collections whose grids
// are taken as uniform (Berthier's published cbg collections).
func CBWeightsFromClues(clues []string, cells int) ([]float64, error) {
	w := make([]float64, len(clues))
	for i, s := range clues {
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil, fmt.Errorf("clues %q: %v", s, err)
		}
		w[i] = gen.Log10Binomial(cells, n)
	}
	return w, nil
}

// Dist is a distribution of a discrete column, raw or weighted.
type Dist struct {
	Name   string
	N      int            // records with a value (and a weight, if weighted)
	Counts map[string]int // raw counts
	Share  map[string]float64
	Mean   float64 // over the numeric values, weighted if weighted
	SD     float64 // weighted standard deviation (population)
}

// Distribution is the distribution of vals, weighted by 10^log10w when
// log10w is not nil (records with a NaN weight are left out). Weights are
// normalised, so only their ratios matter.
func Distribution(name string, vals []string, log10w []float64) Dist {
	d := Dist{Name: name, Counts: map[string]int{}, Share: map[string]float64{}}
	maxw := math.Inf(-1)
	for i := range vals {
		if log10w != nil && !math.IsNaN(log10w[i]) && log10w[i] > maxw {
			maxw = log10w[i]
		}
	}
	var tot, sx, sxx, wnum float64
	for i, v := range vals {
		if v == "" {
			continue
		}
		w := 1.0
		if log10w != nil {
			if math.IsNaN(log10w[i]) {
				continue
			}
			w = math.Pow(10, log10w[i]-maxw)
		}
		d.N++
		d.Counts[v]++
		d.Share[v] += w
		tot += w
		if x, ok := stats.ParseNum(v); ok {
			sx += w * x
			sxx += w * x * x
			wnum += w
		}
	}
	for k := range d.Share {
		d.Share[k] /= tot
	}
	d.Mean, d.SD = math.NaN(), math.NaN()
	if wnum > 0 {
		d.Mean = sx / wnum
		d.SD = math.Sqrt(math.Max(0, sxx/wnum-d.Mean*d.Mean))
	}
	return d
}

// ExactDist is a distribution given by exact counts (e.g. ExactMinimalClues).
func ExactDist(name string, counts map[int]int) Dist {
	var vals []string
	var w []float64
	for k, c := range counts {
		vals = append(vals, strconv.Itoa(k))
		w = append(w, math.Log10(float64(c)))
	}
	d := Distribution(name, vals, w)
	d.N = 0
	for k, c := range counts {
		d.N += c
		d.Counts[strconv.Itoa(k)] = c
	}
	return d
}

// DistSection compares distributions side by side: one row per value,
// one column of percentages per distribution, then n and the mean.
func DistSection(title string, ds ...Dist) stats.Section {
	s := stats.Section{Title: title, Header: []string{"value"}}
	seen := map[string]bool{}
	var vals []string
	for _, d := range ds {
		s.Header = append(s.Header, d.Name)
		for v := range d.Share {
			if !seen[v] {
				seen[v] = true
				vals = append(vals, v)
			}
		}
	}
	sort.Slice(vals, func(i, j int) bool { return stats.ValueLess(vals[i], vals[j]) })
	for _, v := range vals {
		row := []string{v}
		for _, d := range ds {
			row = append(row, stats.FormatFloat(100*d.Share[v], 2)+"%")
		}
		s.Rows = append(s.Rows, row)
	}
	n, mean, sd := []string{"n"}, []string{"mean"}, []string{"sd"}
	for _, d := range ds {
		n = append(n, strconv.Itoa(d.N))
		mean = append(mean, stats.FormatFloat(d.Mean, 3))
		sd = append(sd, stats.FormatFloat(d.SD, 3))
	}
	s.Rows = append(s.Rows, n, mean, sd)
	return s
}

// ExactMinimalClues counts all minimal puzzles of block size n by number
// of clues, by enumerating every complete grid and every subset of its
// cells. Only n = 2 (4×4: 288 grids × 2^16 subsets) is feasible.
//
// A subset S of grid G is a unique puzzle iff no other grid agrees with G
// on all of S, i.e. S is contained in no agreement set A(G, G'); the
// non-unique subsets are the union of the down-sets of those A, computed
// by pushing "bad" from each set to its subsets. S is minimal iff it is
// unique and removing any one of its cells makes it non-unique.
func ExactMinimalClues(n int) (map[int]int, error) {
	if n != 2 {
		return nil, fmt.Errorf("ExactMinimalClues: only n = 2 (4×4) is feasible, not %d", n)
	}
	grids := allGrids4()
	const cells = 16
	counts := map[int]int{}
	bad := make([]bool, 1<<cells)
	for gi, g := range grids {
		clear(bad)
		for gj, h := range grids {
			if gi == gj {
				continue
			}
			var a uint32
			for c := 0; c < cells; c++ {
				if g[c] == h[c] {
					a |= 1 << c
				}
			}
			bad[a] = true
		}
		// Down-closure: a set is bad if some superset with one more cell is.
		for s := 1<<cells - 1; s >= 0; s-- {
			if bad[s] {
				continue
			}
			for c := 0; c < cells; c++ {
				if s&(1<<c) == 0 && bad[s|1<<c] {
					bad[s] = true
					break
				}
			}
		}
		for s := 0; s < 1<<cells; s++ {
			if bad[s] {
				continue
			}
			minimal := true
			for c := 0; c < cells && minimal; c++ {
				if s&(1<<c) != 0 && !bad[s&^(1<<c)] {
					minimal = false
				}
			}
			if minimal {
				counts[bits.OnesCount32(uint32(s))]++
			}
		}
	}
	return counts, nil
}

// allGrids4 enumerates the 288 complete 4×4 grids.
func allGrids4() [][16]uint8 {
	var out [][16]uint8
	var g [16]uint8
	ok := func(c int, d uint8) bool {
		r, col := c/4, c%4
		for i := 0; i < 4; i++ {
			if g[r*4+i] == d || g[i*4+col] == d {
				return false
			}
		}
		br, bc := r/2*2, col/2*2
		for i := br; i < br+2; i++ {
			for j := bc; j < bc+2; j++ {
				if g[i*4+j] == d {
					return false
				}
			}
		}
		return true
	}
	var rec func(c int)
	rec = func(c int) {
		if c == 16 {
			out = append(out, g)
			return
		}
		for d := uint8(1); d <= 4; d++ {
			if ok(c, d) {
				g[c] = d
				rec(c + 1)
				g[c] = 0
			}
		}
	}
	rec(0)
	return out
}

package stats

import (
	"fmt"
	"sort"

	"gonum.org/v1/gonum/stat/distuv"
)

// Contingency is the cross table of two discrete columns (rows where both
// are non-empty), with Pearson's chi-square test of independence.
type Contingency struct {
	A, B       string
	RowVals    []string // values of A
	ColVals    []string // values of B
	Counts     [][]int  // [row][col]
	N          int
	ChiSquare  float64
	DF         int
	P          float64 // upper tail of chi-square(DF)
	LowExpects int     // cells with expected count < 5 (the test is then rough)
}

// Crosstab builds the contingency table of va × vb.
func Crosstab(a, b string, va, vb []string) Contingency {
	ct := Contingency{A: a, B: b}
	ri, ci := map[string]int{}, map[string]int{}
	for i := range va {
		if va[i] == "" || vb[i] == "" {
			continue
		}
		if _, ok := ri[va[i]]; !ok {
			ri[va[i]] = 0
			ct.RowVals = append(ct.RowVals, va[i])
		}
		if _, ok := ci[vb[i]]; !ok {
			ci[vb[i]] = 0
			ct.ColVals = append(ct.ColVals, vb[i])
		}
	}
	sort.Slice(ct.RowVals, func(i, j int) bool { return ValueLess(ct.RowVals[i], ct.RowVals[j]) })
	sort.Slice(ct.ColVals, func(i, j int) bool { return ValueLess(ct.ColVals[i], ct.ColVals[j]) })
	for i, v := range ct.RowVals {
		ri[v] = i
	}
	for i, v := range ct.ColVals {
		ci[v] = i
	}
	ct.Counts = make([][]int, len(ct.RowVals))
	for i := range ct.Counts {
		ct.Counts[i] = make([]int, len(ct.ColVals))
	}
	for i := range va {
		if va[i] == "" || vb[i] == "" {
			continue
		}
		ct.Counts[ri[va[i]]][ci[vb[i]]]++
		ct.N++
	}
	ct.chiSquare()
	return ct
}

func (ct *Contingency) chiSquare() {
	r, c := len(ct.RowVals), len(ct.ColVals)
	ct.DF = (r - 1) * (c - 1)
	if ct.DF <= 0 || ct.N == 0 {
		ct.P = 1
		return
	}
	rs, cs := make([]float64, r), make([]float64, c)
	for i := range ct.Counts {
		for j, k := range ct.Counts[i] {
			rs[i] += float64(k)
			cs[j] += float64(k)
		}
	}
	n := float64(ct.N)
	for i := range ct.Counts {
		for j, k := range ct.Counts[i] {
			e := rs[i] * cs[j] / n
			if e < 5 {
				ct.LowExpects++
			}
			d := float64(k) - e
			ct.ChiSquare += d * d / e
		}
	}
	ct.P = distuv.ChiSquared{K: float64(ct.DF)}.Survival(ct.ChiSquare)
}

// Diff is a differences report in the style of Berthier's comparisons
// ("#2862: W=7 B=5"): the records where two ratings differ, and how often
// each pair of values occurs among them.
type Diff struct {
	LabelA, LabelB string
	Compared       int // records where both values are present
	Lines          []DiffLine
	Pairs          []PairCount // most frequent first
}

// DiffLine is one differing record.
type DiffLine struct{ Key, A, B string }

// PairCount counts a pair of differing values.
type PairCount struct {
	A, B  string
	Count int
}

// String gives the comparisons-style line.
func (d Diff) String(l DiffLine) string {
	return fmt.Sprintf("#%s: %s=%s %s=%s", l.Key, d.LabelA, l.A, d.LabelB, l.B)
}

// DiffColumns compares two value lists aligned on keys.
func DiffColumns(labelA, labelB string, keys, va, vb []string) Diff {
	d := Diff{LabelA: labelA, LabelB: labelB}
	pairs := map[[2]string]int{}
	for i := range keys {
		if va[i] == "" || vb[i] == "" {
			continue
		}
		d.Compared++
		if SameValue(va[i], vb[i]) {
			continue
		}
		d.Lines = append(d.Lines, DiffLine{keys[i], va[i], vb[i]})
		pairs[[2]string{va[i], vb[i]}]++
	}
	for p, c := range pairs {
		d.Pairs = append(d.Pairs, PairCount{p[0], p[1], c})
	}
	sort.Slice(d.Pairs, func(i, j int) bool {
		p, q := d.Pairs[i], d.Pairs[j]
		if p.Count != q.Count {
			return p.Count > q.Count
		}
		if p.A != q.A {
			return ValueLess(p.A, q.A)
		}
		return ValueLess(p.B, q.B)
	})
	return d
}

// JoinTables aligns column ca of t1 with column cb of t2 on a key: "n" or
// "index" (whichever each table has, see KeyColumn), or "puzzle". Keys
// present in one table only are counted in onlyA/onlyB.
func JoinTables(t1, t2 *Table, ca, cb, on string) (keys, va, vb []string, onlyA, onlyB int, err error) {
	keyOf := func(t *Table) ([]string, error) {
		if on == "puzzle" {
			return t.Column("puzzle")
		}
		return t.Keys(), nil
	}
	k1, err := keyOf(t1)
	if err != nil {
		return
	}
	k2, err := keyOf(t2)
	if err != nil {
		return
	}
	a, err := t1.Column(ca)
	if err != nil {
		return
	}
	b, err := t2.Column(cb)
	if err != nil {
		return
	}
	pos := make(map[string]int, len(k2))
	for i, k := range k2 {
		pos[k] = i
	}
	rec := t1.Keys() // reported keys: the first file's record numbers
	seen := map[string]bool{}
	for i, k := range k1 {
		j, ok := pos[k]
		if !ok {
			onlyA++
			continue
		}
		seen[k] = true
		keys, va, vb = append(keys, rec[i]), append(va, a[i]), append(vb, b[j])
	}
	onlyB = len(pos) - len(seen)
	return
}

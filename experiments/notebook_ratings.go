package experiments

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"gonum.org/v1/plot/vg"
)

// Helpers of notebooks/ratings-cbg000.ipynb.

// ColumnDiffs compares pairs of columns of one table, record by record
// (Berthier's comparisons.txt style).
func ColumnDiffs(t *Table, pairs [][2]string) ([]Diff, error) {
	var ds []Diff
	for _, p := range pairs {
		a, err := t.Column(p[0])
		if err != nil {
			return nil, err
		}
		b, err := t.Column(p[1])
		if err != nil {
			return nil, err
		}
		ds = append(ds, DiffColumns(p[0], p[1], t.Keys(), a, b))
	}
	return ds, nil
}

// CompareRated compares our ratings (a RateTable result) with the
// published columns of the same name in ref, joined on the index. The
// labels are "sudolab W" and "W".
func CompareRated(ours, ref *Table, cols []string) ([]Diff, error) {
	var ds []Diff
	for _, c := range cols {
		keys, va, vb, _, _, err := JoinTables(ours, ref, c, c, "index")
		if err != nil {
			return nil, err
		}
		ds = append(ds, DiffColumns("sudolab "+c, c, keys, va, vb))
	}
	return ds, nil
}

// DiffSummary is one table line per comparison: how many records differ
// among how many compared.
func DiffSummary(title string, ds []Diff) Section {
	s := Section{Title: title, Header: []string{"comparison", "differ", "compared"}}
	for _, d := range ds {
		s.Rows = append(s.Rows, []string{d.LabelA + " ≠ " + d.LabelB, strconv.Itoa(len(d.Lines)), strconv.Itoa(d.Compared)})
	}
	return s
}

// DiffDetail gives a comparison's counts per pair of values and its first
// maxLines records (#index: A=a B=b); maxLines < 0: the counts only.
func DiffDetail(d Diff, maxLines int) []Section {
	return diffSections("", d, maxLines, "")
}

// CorrelateColumns gives Pearson, Spearman and Kendall tau-b between two
// numeric columns of t, and a one-line table of them.
func CorrelateColumns(t *Table, a, b string) (Correlations, Section, error) {
	va, err := t.Column(a)
	if err != nil {
		return Correlations{}, Section{}, err
	}
	vb, err := t.Column(b)
	if err != nil {
		return Correlations{}, Section{}, err
	}
	c := Correlate(a, b, va, vb)
	s := Section{Title: fmt.Sprintf("correlation of %s and %s", a, b),
		Header: []string{"pair", "n", "Pearson", "Spearman", "Kendall tau-b"},
		Rows:   [][]string{{a + " – " + b, strconv.Itoa(c.N), fmtFloat(c.Pearson, 4), fmtFloat(c.Spearman, 4), fmtFloat(c.Kendall, 4)}}}
	return c, s, nil
}

// CrosstabColumns is the contingency table of two columns of t, with its
// rendering (counts, margins, chi-square).
func CrosstabColumns(t *Table, a, b string) (Contingency, Section, error) {
	va, err := t.Column(a)
	if err != nil {
		return Contingency{}, Section{}, err
	}
	vb, err := t.Column(b)
	if err != nil {
		return Contingency{}, Section{}, err
	}
	ct := Crosstab(a, b, va, vb)
	return ct, contingencySection(filepath.Base(t.Path), ct), nil
}

// PlotPNG draws one of PlotFile's kinds (hist, heatmap, scatter, byclues)
// of t's columns and returns the PNG bytes (for gonbui.DisplayPNG).
// width and height in centimetres (0: 16 × 11).
func PlotPNG(t *Table, opt PlotOptions, widthCM, heightCM float64) ([]byte, error) {
	if widthCM > 0 {
		opt.Width = vg.Length(widthCM) * vg.Centimeter
	}
	if heightCM > 0 {
		opt.Height = vg.Length(heightCM) * vg.Centimeter
	}
	return plotBytes(t, opt, "png")
}

func plotBytes(t *Table, opt PlotOptions, ext string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "sudolab-plot")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "plot."+ext)
	if err := PlotFile(t, opt, out); err != nil {
		return nil, err
	}
	return os.ReadFile(out)
}

package notebook

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/sudolab/sudolab/experiments/stats"
	"gonum.org/v1/plot/vg"
)

// Helpers of notebooks/ratings-cbg000.ipynb.

// ColumnDiffs compares pairs of columns of one table, record by record
// (Berthier's comparisons.txt style).
func ColumnDiffs(t *stats.Table, pairs [][2]string) ([]stats.Diff, error) {
	var ds []stats.Diff
	for _, p := range pairs {
		a, err := t.Column(p[0])
		if err != nil {
			return nil, err
		}
		b, err := t.Column(p[1])
		if err != nil {
			return nil, err
		}
		ds = append(ds, stats.DiffColumns(p[0], p[1], t.Keys(), a, b))
	}
	return ds, nil
}

// CompareRated compares our ratings (a RateTable result) with the
// published columns of the same name in ref, joined on the index. The
// labels are "sudolab W" and "W".
func CompareRated(ours, ref *stats.Table, cols []string) ([]stats.Diff, error) {
	var ds []stats.Diff
	for _, c := range cols {
		keys, va, vb, _, _, err := stats.JoinTables(ours, ref, c, c, "index")
		if err != nil {
			return nil, err
		}
		ds = append(ds, stats.DiffColumns("sudolab "+c, c, keys, va, vb))
	}
	return ds, nil
}

// DiffSummary is one table line per comparison: how many records differ
// among how many compared.
func DiffSummary(title string, ds []stats.Diff) stats.Section {
	s := stats.Section{Title: title, Header: []string{"comparison", "differ", "compared"}}
	for _, d := range ds {
		s.Rows = append(s.Rows, []string{d.LabelA + " ≠ " + d.LabelB, strconv.Itoa(len(d.Lines)), strconv.Itoa(d.Compared)})
	}
	return s
}

// DiffDetail gives a comparison's counts per pair of values and its first
// maxLines records (#index: A=a B=b); maxLines < 0: the counts only.
func DiffDetail(d stats.Diff, maxLines int) []stats.Section {
	return stats.DiffSections("", d, maxLines, "")
}

// CorrelateColumns gives Pearson, Spearman and Kendall tau-b between two
// numeric columns of t, and a one-line table of them.
func CorrelateColumns(t *stats.Table, a, b string) (stats.Correlations, stats.Section, error) {
	va, err := t.Column(a)
	if err != nil {
		return stats.Correlations{}, stats.Section{}, err
	}
	vb, err := t.Column(b)
	if err != nil {
		return stats.Correlations{}, stats.Section{}, err
	}
	c := stats.Correlate(a, b, va, vb)
	s := stats.Section{Title: fmt.Sprintf("correlation of %s and %s", a, b),
		Header: []string{"pair", "n", "Pearson", "Spearman", "Kendall tau-b"},
		Rows:   [][]string{{a + " – " + b, strconv.Itoa(c.N), stats.FormatFloat(c.Pearson, 4), stats.FormatFloat(c.Spearman, 4), stats.FormatFloat(c.Kendall, 4)}}}
	return c, s, nil
}

// CrosstabColumns is the contingency table of two columns of t, with its
// rendering (counts, margins, chi-square).
func CrosstabColumns(t *stats.Table, a, b string) (stats.Contingency, stats.Section, error) {
	va, err := t.Column(a)
	if err != nil {
		return stats.Contingency{}, stats.Section{}, err
	}
	vb, err := t.Column(b)
	if err != nil {
		return stats.Contingency{}, stats.Section{}, err
	}
	ct := stats.Crosstab(a, b, va, vb)
	return ct, stats.ContingencySection(filepath.Base(t.Path), ct), nil
}

// PlotPNG draws one of PlotFile's kinds (hist, heatmap, scatter, byclues)
// of t's columns and returns the PNG bytes (for gonbui.DisplayPNG).
// width and height in centimetres (0: 16 × 11).
func PlotPNG(t *stats.Table, opt stats.PlotOptions, widthCM, heightCM float64) ([]byte, error) {
	if widthCM > 0 {
		opt.Width = vg.Length(widthCM) * vg.Centimeter
	}
	if heightCM > 0 {
		opt.Height = vg.Length(heightCM) * vg.Centimeter
	}
	return plotBytes(t, opt, "png")
}

func plotBytes(t *stats.Table, opt stats.PlotOptions, ext string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "sudolab-plot")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "plot."+ext)
	if err := stats.PlotFile(t, opt, out); err != nil {
		return nil, err
	}
	return os.ReadFile(out)
}

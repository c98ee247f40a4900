package stats

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/internal/outfile"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// Plot kinds of Plot and PlotFile.
var PlotKinds = []string{"hist", "heatmap", "scatter", "byclues"}

// PlotOptions configure PlotFile.
type PlotOptions struct {
	Kind    string   // hist, heatmap, scatter, byclues
	Columns []string // hist: 1; heatmap, scatter: 2; byclues: rating [, clues column]
	Title   string
	Width   vg.Length // 0 = 16 cm
	Height  vg.Length // 0 = 11 cm
	Seed    uint64    // scatter jitter
}

// PlotFile draws a plot of a table's columns into out, a .png or .svg
// (also .pdf, .eps), through a temporary file renamed at the end
// (internal/outfile): out may not be the table's own file, and an error
// leaves no partial picture.
func PlotFile(t *Table, opt PlotOptions, out string) error {
	format, err := PlotFormat(out)
	if err != nil {
		return err
	}
	f, err := outfile.Create("-o", out, outfile.Inputs{Paths: []string{t.Path}})
	if err != nil {
		return err
	}
	defer f.Close()
	if err := Plot(f, format, t, opt); err != nil {
		return err
	}
	return f.Commit()
}

// PlotFormat is the format of a plot file by its extension: png, svg,
// pdf or eps.
func PlotFormat(out string) (string, error) {
	ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(out), "."))
	if ext != "png" && ext != "svg" && ext != "pdf" && ext != "eps" {
		return "", fmt.Errorf("%s: the output must end in .png or .svg (or .pdf, .eps)", out)
	}
	return ext, nil
}

// Plot draws a plot of a table's columns to w in format (png, svg, pdf or
// eps: see PlotFormat).
func Plot(out io.Writer, format string, t *Table, opt PlotOptions) error {
	need := map[string]int{"hist": 1, "heatmap": 2, "scatter": 2, "byclues": 1}[opt.Kind]
	if need == 0 {
		return fmt.Errorf("unknown plot kind %q (known: %v)", opt.Kind, PlotKinds)
	}
	if len(opt.Columns) < need {
		return fmt.Errorf("--kind %s needs %d column(s) in --columns", opt.Kind, need)
	}
	cols := make([][]string, len(opt.Columns))
	for i, c := range opt.Columns {
		v, err := t.Column(c)
		if err != nil {
			return err
		}
		cols[i] = v
	}
	var p *plot.Plot
	var err error
	name := filepath.Base(t.Path)
	switch opt.Kind {
	case "hist":
		p, err = histPlot(name, opt.Columns[0], cols[0])
	case "heatmap":
		p, err = heatPlot(Crosstab(opt.Columns[0], opt.Columns[1], cols[0], cols[1]), false)
	case "scatter":
		p, err = scatterPlot(opt.Columns[0], opt.Columns[1], cols[0], cols[1], opt.Seed)
	case "byclues":
		clueCol := "nb_clues"
		if len(opt.Columns) > 1 {
			clueCol = opt.Columns[1]
		} else if t.Index(clueCol) < 0 {
			clueCol = "clues"
		}
		cv, err2 := t.Column(clueCol)
		if err2 != nil {
			return fmt.Errorf("byclues: %v (give the clues column as the second of --columns)", err2)
		}
		p, err = heatPlot(Crosstab(clueCol, opt.Columns[0], cv, cols[0]), true)
		if err == nil {
			p.Title.Text = fmt.Sprintf("%s by number of clues (share of each clue count)", opt.Columns[0])
		}
	}
	if err != nil {
		return err
	}
	if opt.Title != "" {
		p.Title.Text = opt.Title
	} else {
		p.Title.Text += " — " + name
	}
	w, h := opt.Width, opt.Height
	if w == 0 {
		w = 16 * vg.Centimeter
	}
	if h == 0 {
		h = 11 * vg.Centimeter
	}
	wt, err := p.WriterTo(w, h, format)
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(out)
	return err
}

// histPlot: one bar per value for discrete columns (at most 60 distinct
// numbers), else a 40-bin histogram.
func histPlot(name, col string, vals []string) (*plot.Plot, error) {
	cs := Describe(col, vals)
	p := plot.New()
	p.Title.Text = "Distribution of " + col
	p.X.Label.Text = col
	p.Y.Label.Text = "puzzles"
	if cs.Numeric == 0 {
		return nil, fmt.Errorf("column %s has no numeric value", col)
	}
	if cs.DistinctNumerics <= 60 {
		var labels []string
		var ys plotter.Values
		for _, vc := range cs.Counts {
			if _, ok := ParseNum(vc.Value); ok {
				labels = append(labels, vc.Value)
				ys = append(ys, float64(vc.Count))
			}
		}
		bars, err := plotter.NewBarChart(ys, vg.Points(10))
		if err != nil {
			return nil, err
		}
		bars.Color = color.RGBA{R: 59, G: 76, B: 192, A: 255}
		bars.LineStyle.Width = 0
		p.Add(bars)
		p.NominalX(labels...)
		p.Add(countLabels(ys))
	} else {
		var xs plotter.Values
		for _, s := range vals {
			if x, ok := ParseNum(s); ok {
				xs = append(xs, x)
			}
		}
		h, err := plotter.NewHist(xs, 40)
		if err != nil {
			return nil, err
		}
		h.FillColor = color.RGBA{R: 59, G: 76, B: 192, A: 255}
		p.Add(h)
	}
	if n := cs.Other + cs.Censored; n > 0 {
		p.X.Label.Text += fmt.Sprintf(" (%d non-numeric values not shown)", n)
	}
	return p, nil
}

// countLabels writes each bar's count above it.
func countLabels(ys plotter.Values) *plotter.Labels {
	var xy plotter.XYLabels
	for i, y := range ys {
		xy.XYs = append(xy.XYs, plotter.XY{X: float64(i), Y: y})
		xy.Labels = append(xy.Labels, strconv.Itoa(int(y)))
	}
	l, _ := plotter.NewLabels(xy)
	for i := range l.TextStyle {
		l.TextStyle[i].XAlign = -0.5 // centred over the bar
		l.TextStyle[i].Font.Size = vg.Points(7)
	}
	return l
}

// ctGrid shows a contingency table as a heat map: colour = log10(1+count)
// (or the share of the row when rowShare), one cell per value pair.
type ctGrid struct {
	ct       Contingency
	rowShare bool
}

func (g ctGrid) Dims() (c, r int) { return len(g.ct.ColVals), len(g.ct.RowVals) }
func (g ctGrid) X(c int) float64  { return float64(c) }
func (g ctGrid) Y(r int) float64  { return float64(r) }
func (g ctGrid) Z(c, r int) float64 {
	k := float64(g.ct.Counts[r][c])
	if g.rowShare {
		tot := 0
		for _, x := range g.ct.Counts[r] {
			tot += x
		}
		if tot == 0 {
			return 0
		}
		return k / float64(tot)
	}
	return math.Log10(1 + k)
}

func heatPlot(ct Contingency, rowShare bool) (*plot.Plot, error) {
	if len(ct.RowVals) == 0 || len(ct.ColVals) == 0 {
		return nil, fmt.Errorf("no rows with both %s and %s", ct.A, ct.B)
	}
	g := ctGrid{ct, rowShare}
	pal := moreland.SmoothBlueRed().Palette(255)
	hm := plotter.NewHeatMap(g, pal)
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s × %s (colour: log10(1+count))", ct.A, ct.B)
	if rowShare {
		p.Title.Text = fmt.Sprintf("%s × %s (colour: share of the row)", ct.A, ct.B)
	}
	p.X.Label.Text = ct.B
	p.Y.Label.Text = ct.A
	p.Add(hm)
	var xy plotter.XYLabels
	for r := range ct.RowVals {
		for c := range ct.ColVals {
			if k := ct.Counts[r][c]; k > 0 {
				xy.XYs = append(xy.XYs, plotter.XY{X: float64(c), Y: float64(r)})
				if rowShare {
					xy.Labels = append(xy.Labels, fmt.Sprintf("%.0f%%", 100*g.Z(c, r)))
				} else {
					xy.Labels = append(xy.Labels, strconv.Itoa(k))
				}
			}
		}
	}
	if len(ct.RowVals)*len(ct.ColVals) <= 400 {
		labels, err := plotter.NewLabels(xy)
		if err != nil {
			return nil, err
		}
		for i := range labels.TextStyle {
			labels.TextStyle[i].XAlign = -0.5
			labels.TextStyle[i].YAlign = -0.5
			labels.TextStyle[i].Font.Size = vg.Points(6)
		}
		p.Add(labels)
	}
	p.X.Tick.Marker = indexTicks(ct.ColVals)
	p.Y.Tick.Marker = indexTicks(ct.RowVals)
	return p, nil
}

// indexTicks labels integer positions with the table's values.
type indexTicks []string

func (t indexTicks) Ticks(min, max float64) []plot.Tick {
	var out []plot.Tick
	for i, v := range t {
		if float64(i) >= min-0.5 && float64(i) <= max+0.5 {
			out = append(out, plot.Tick{Value: float64(i), Label: v})
		}
	}
	return out
}

func scatterPlot(a, b string, va, vb []string, seed uint64) (*plot.Plot, error) {
	rng := rand.New(rand.NewPCG(seed, 1))
	var pts plotter.XYs
	for i := range va {
		x, ok1 := ParseNum(va[i])
		y, ok2 := ParseNum(vb[i])
		if ok1 && ok2 {
			// Jitter: ratings are discrete, so points would hide each other.
			pts = append(pts, plotter.XY{X: x + 0.6*(rng.Float64()-0.5), Y: y + 0.6*(rng.Float64()-0.5)})
		}
	}
	if len(pts) == 0 {
		return nil, fmt.Errorf("no rows where %s and %s are both numbers", a, b)
	}
	s, err := plotter.NewScatter(pts)
	if err != nil {
		return nil, err
	}
	s.GlyphStyle.Radius = vg.Points(1)
	s.GlyphStyle.Color = color.RGBA{R: 59, G: 76, B: 192, A: 90}
	p := plot.New()
	c := Correlate(a, b, va, vb)
	p.Title.Text = fmt.Sprintf("%s vs %s (jittered; Pearson %.3f, n = %d)", b, a, c.Pearson, c.N)
	p.X.Label.Text = a
	p.Y.Label.Text = b
	p.Add(s, plotter.NewGrid())
	return p, nil
}

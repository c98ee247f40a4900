package notebook

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/experiments/stats"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// The key numbers shown by notebooks/*.ipynb, computed by the same calls.

func nbRef(t *testing.T, rel string) *stats.Table {
	t.Helper()
	reftest.Path(t, rel) // skip (or fail with SUDOLAB_REQUIRE_REFDATA=1) when missing
	tab, err := RefTable(rel)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

func diffCounts(ds []stats.Diff) string {
	var s []string
	for _, d := range ds {
		s = append(s, d.LabelA+"≠"+d.LabelB+":"+stats.FormatNum(float64(len(d.Lines)))+"/"+stats.FormatNum(float64(d.Compared)))
	}
	return strings.Join(s, " ")
}

// ratings-cbg000.ipynb, part 1: the published columns.
func TestNotebookRatingsPublished(t *testing.T) {
	cbg := nbRef(t, "cbg-000.csv")
	ds, err := ColumnDiffs(cbg, [][2]string{{"W", "B"}, {"W", "gW"}, {"B", "gB"}, {"gW", "gB"}})
	if err != nil {
		t.Fatal(err)
	}
	want := "W≠B:66/21375 W≠gW:48/21375 B≠gB:32/21375 gW≠gB:48/21375"
	if got := diffCounts(ds); got != want {
		t.Errorf("published differences\n got %s\nwant %s", got, want)
	}
	c, sec, err := CorrelateColumns(cbg, "W", "SER")
	if err != nil {
		t.Fatal(err)
	}
	if math.Round(c.Pearson*1000)/1000 != 0.911 || c.N != 21375 {
		t.Errorf("Pearson(W, SER) = %.4f on %d, want 0.911 on 21375", c.Pearson, c.N)
	}
	if md := Markdown(sec); !strings.Contains(md, "| W – SER | 21375 | 0.9111 |") {
		t.Errorf("correlation table:\n%s", md)
	}
	png, err := PlotPNG(cbg, stats.PlotOptions{Kind: "scatter", Columns: []string{"W", "SER"}, Seed: 1}, 14, 10)
	if err != nil || len(png) < 1000 || string(png[1:4]) != "PNG" {
		t.Errorf("scatter PNG: %d bytes, %v", len(png), err)
	}
}

// ratings-cbg000.ipynb, part 2: sudolab's W, B, gW, gB on the subset.
func TestNotebookRatingsSubset(t *testing.T) {
	if testing.Short() {
		t.Skip("rates 306 puzzles with four ratings")
	}
	for _, c := range []string{"W", "B", "gW", "gB"} {
		if _, err := rating.Lookup(c); err != nil {
			t.Skipf("rating column %s not registered yet", c)
		}
	}
	cbg := nbRef(t, "cbg-000.csv")
	rows, err := SubsetRows(cbg, 300, "W", 9)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 306 {
		t.Fatalf("subset: %d rows, want 306 (300 + the 6 with W ≥ 9 beyond them; #109 is among the first 300)", len(rows))
	}
	sub := SelectRows(cbg, rows)
	ours, err := RateTable(context.Background(), sub, []string{"W", "B", "gW", "gB"}, RateConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if e := Errors(ours); e != 0 {
		t.Errorf("%d puzzles with errors", e)
	}
	ds, err := CompareRated(ours, sub, []string{"W", "B", "gW", "gB"})
	if err != nil {
		t.Fatal(err)
	}
	// The one gW difference is #109, the SudoRules artefact of docs/ratings.md §4.6
	// (complete search: gW = 8; SudoRules: 9).
	want := "sudolab W≠W:0/306 sudolab B≠B:0/306 sudolab gW≠gW:1/306 sudolab gB≠gB:0/306"
	if got := diffCounts(ds); got != want {
		t.Errorf("sudolab vs published on the subset\n got %s\nwant %s", got, want)
	}
	if g := ds[2].Lines; len(g) != 1 || g[0] != (stats.DiffLine{Key: "109", A: "8", B: "9"}) {
		t.Errorf("gW differences: %q, want #109 (sudolab 8, published 9)", g)
	}
	// Own columns compared: as published, except W ≠ gW on #109 (sudolab
	// W = 9, gW = 8; published 9, 9).
	pairs := [][2]string{{"W", "B"}, {"W", "gW"}, {"B", "gB"}}
	od, err := ColumnDiffs(ours, pairs)
	if err != nil {
		t.Fatal(err)
	}
	pd, err := ColumnDiffs(sub, pairs)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := diffCounts(od), "W≠B:10/306 W≠gW:6/306 B≠gB:2/306"; got != want {
		t.Errorf("sudolab's own-column differences\n got %s\nwant %s", got, want)
	}
	if got, want := diffCounts(pd), "W≠B:10/306 W≠gW:5/306 B≠gB:2/306"; got != want {
		t.Errorf("published own-column differences on the subset\n got %s\nwant %s", got, want)
	}
}

// backdoors-depth.ipynb.
func TestNotebookBackdoorDepth(t *testing.T) {
	if testing.Short() {
		t.Skip("rates about 2,000 puzzles")
	}
	for _, c := range []string{"backdoor", "TE"} {
		if _, err := rating.Lookup(c); err != nil {
			t.Skipf("rating column %s not registered yet", c)
		}
	}
	sample := func(file string, k, max int) *stats.Table {
		tab := nbRef(t, file)
		return SelectRows(tab, EveryKth(tab, k, max))
	}
	for _, c := range []struct {
		name, file string
		k, max     int
		rows       int
		agree      bool // our depth equals the published one on every row
	}{
		{"cbg-000", "cbg-000.csv", 20, 0, 1069, false},
		{"eleven-TE2", "te-depth/eleven-26370-TE2-sample.csv", 5, 0, 329, true},
		{"mith-TE3", "te-depth/mith-TE3-sample1000.csv", 1, 300, 300, true},
		{"monhard-TE3", "te-depth/monhard-TE3.csv", 30, 0, 301, true},
	} {
		bd, err := StudyBackdoorDepth(context.Background(), c.name, sample(c.file, c.k, c.max), RateConfig{})
		if err != nil {
			t.Fatal(err)
		}
		if len(bd.Rated.Rows) != c.rows || bd.Errors != 0 {
			t.Errorf("%s: %d rows, %d errors; want %d, 0", c.name, len(bd.Rated.Rows), bd.Errors, c.rows)
		}
		if c.agree && bd.DepthAgree != bd.DepthWithRef {
			t.Errorf("%s: sudolab's depth equals the published one on %d of %d", c.name, bd.DepthAgree, bd.DepthWithRef)
		}
		t.Logf("%s:\n%s", c.name, Text(bd.Sections(0)...))
		checkBD(t, c.name, bd)
	}
}

// checkBD asserts the b × d tables shown by backdoors-depth.ipynb.
func checkBD(t *testing.T, name string, bd BackdoorDepth) {
	t.Helper()
	want := map[string]struct {
		cells      map[[2]string]int
		violations int
	}{
		"cbg-000":     {map[[2]string]int{{"0", "0"}: 381, {"1", "1"}: 686, {"2", "1"}: 2}, 0},
		"eleven-TE2":  {map[[2]string]int{{"2", "2"}: 311, {"3", "2"}: 18}, 0},
		"mith-TE3":    {map[[2]string]int{{"1", "3"}: 101, {"2", "3"}: 199}, 300},
		"monhard-TE3": {map[[2]string]int{{"1", "3"}: 119, {"2", "3"}: 182}, 301},
	}[name]
	total := 0
	for cell, n := range want.cells {
		total += n
		if got := bd.Count(cell[0], cell[1]); got != n {
			t.Errorf("%s: b=%s d=%s on %d puzzles, want %d", name, cell[0], cell[1], got, n)
		}
	}
	if bd.CT.N != total {
		t.Errorf("%s: %d puzzles in the table, want %d (no other cell)", name, bd.CT.N, total)
	}
	if len(bd.Violations) != want.violations {
		t.Errorf("%s: %d puzzles with d > b, want %d", name, len(bd.Violations), want.violations)
	}
}

// generator-bias.ipynb.
func TestNotebookGeneratorBias(t *testing.T) {
	ctx := context.Background()
	exact, err := ExactMinimalClues(2)
	if err != nil {
		t.Fatal(err)
	}
	if exact[4] != 25728 || exact[5] != 58368 || exact[6] != 1536 || len(exact) != 3 {
		t.Errorf("4×4 minimal puzzles by clues: %v", exact)
	}
	td, err := GenerateTable(ctx, "topdown", 1, 2000, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	cb, err := GenerateTable(ctx, "cb", 1, 2000, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	tdClues, _ := td.Column("clues")
	cbClues, _ := cb.Column("clues")
	w, err := Log10Weights(cb, "log10_weight")
	if err != nil {
		t.Fatal(err)
	}
	md := Markdown(DistSection("4×4", ExactDist("all (exact)", exact), Distribution("top-down", tdClues, nil),
		Distribution("controlled-bias, raw", cbClues, nil), Distribution("controlled-bias, corrected", cbClues, w)))
	for _, row := range []string{
		"| 4 | 30.04% | 69.85% | 53.90% | 29.63% |",
		"| 5 | 68.16% | 29.65% | 45.45% | 68.08% |",
		"| 6 | 1.79% | 0.50% | 0.65% | 2.29% |",
		"| mean | 4.717 | 4.306 | 4.468 | 4.727 |",
	} {
		if !strings.Contains(md, row) {
			t.Errorf("4×4 table lacks %q:\n%s", row, md)
		}
	}

	cbg := nbRef(t, "cbg-000.csv")
	clues, _ := cbg.Column("nb_clues")
	wv, _ := cbg.Column("W")
	cw, err := CBWeightsFromClues(clues, 81)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		d    Dist
		mean string
	}{
		{Distribution("", clues, nil), "25.662"}, {Distribution("", clues, cw), "26.562"},
		{Distribution("", wv, nil), "1.908"}, {Distribution("", wv, cw), "2.182"},
	} {
		if got := stats.FormatFloat(c.d.Mean, 3); got != c.mean {
			t.Errorf("cbg-000 mean %s, want %s", got, c.mean)
		}
	}
	td9, err := GenerateTable(ctx, "topdown", 1, 300, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	c9, _ := td9.Column("clues")
	if got := stats.FormatFloat(Distribution("", c9, nil).Mean, 3); got != "24.440" {
		t.Errorf("9×9 top-down mean clues %s, want 24.440", got)
	}
	if testing.Short() {
		return
	}
	if _, err := rating.Lookup("W"); err != nil {
		t.Skip("rating column W not registered yet")
	}
	r, err := RateTable(ctx, td9, []string{"W"}, RateConfig{})
	if err != nil {
		t.Fatal(err)
	}
	tw, _ := r.Column("W")
	if got := stats.FormatFloat(Distribution("", tw, nil).Mean, 3); got != "1.690" || Errors(r) != 0 {
		t.Errorf("9×9 top-down mean W %s (%d errors), want 1.690", got, Errors(r))
	}
}

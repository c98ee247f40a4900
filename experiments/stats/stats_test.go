package stats

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"gonum.org/v1/gonum/stat"
)

func cbg000(t *testing.T) *Table {
	t.Helper()
	tab, err := ReadTable(reftest.Path(t, "cbg-000.csv"))
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// TestStatsCBG000Facts checks the published facts of cbg-000 (CRE
// comparisons.txt, the CBG README and the data README).
func TestStatsCBG000Facts(t *testing.T) {
	tab := cbg000(t)
	w, _ := tab.Column("W")
	cs := Describe("W", w)
	var got []string
	for _, vc := range cs.Counts {
		got = append(got, vc.Value+":"+itoa(vc.Count))
	}
	want := "0:7489 1:2093 2:2771 3:4305 4:3690 5:788 6:168 7:52 8:12 9:4 10:1 11:1 12:1"
	if strings.Join(got, " ") != want {
		t.Errorf("W distribution\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	// Differences: comparisons.txt lists 66 W≠B items (its text says 65).
	for _, c := range []struct {
		a, b string
		n    int
	}{{"W", "B", 66}, {"W", "gW", 48}, {"B", "gB", 32}, {"gW", "gB", 48}, {"W", "Exo+W", 0}, {"S+W", "SFin+W", 0}} {
		va, _ := tab.Column(c.a)
		vb, _ := tab.Column(c.b)
		d := DiffColumns(c.a, c.b, tab.Keys(), va, vb)
		if len(d.Lines) != c.n || d.Compared != 21375 {
			t.Errorf("%s≠%s on %d of %d puzzles, want %d", c.a, c.b, len(d.Lines), d.Compared, c.n)
		}
	}
	ser, _ := tab.Column("SER")
	cor := Correlate("W", "SER", w, ser)
	if r := math.Round(cor.Pearson*1000) / 1000; r != 0.911 {
		t.Errorf("Pearson(W, SER) = %.4f, published 0.911", cor.Pearson)
	}
	t.Logf("W vs SER: Pearson %.4f, Spearman %.4f, Kendall tau-b %.4f", cor.Pearson, cor.Spearman, cor.Kendall)
	// U+W has text values (4+BUG, 4+UR2b+UR3), counted apart.
	uw, _ := tab.Column("U+W")
	if cs := Describe("U+W", uw); cs.Other != 76 || cs.Numeric != 21375-76 {
		t.Errorf("U+W: %d other, %d numeric; want 76 and %d", cs.Other, cs.Numeric, 21375-76)
	}
}

// TestStatsDiffLine: the comparisons.txt style and a known record: the
// data README says index 2862 is comparisons.txt's #2862.
func TestStatsDiffLine(t *testing.T) {
	tab := cbg000(t)
	va, _ := tab.Column("W")
	vb, _ := tab.Column("B")
	d := DiffColumns("W", "B", tab.Keys(), va, vb)
	found := false
	for _, l := range d.Lines {
		if l.Key == "2862" {
			found = true
			if s := d.String(l); !strings.HasPrefix(s, "#2862: W=") || !strings.Contains(s, " B=") {
				t.Errorf("line %q", s)
			}
		}
	}
	if !found {
		t.Error("#2862 is not among the W≠B differences")
	}
}

func TestKendallTauB(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 20; trial++ {
		n := 2 + rng.IntN(60)
		x, y := make([]float64, n), make([]float64, n)
		for i := range x {
			x[i], y[i] = float64(rng.IntN(5)), float64(rng.IntN(4))
		}
		if got, want := KendallTauB(x, y), naiveTauB(x, y); !(math.Abs(got-want) < 1e-12 || math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("tau-b %v, naive %v on %v %v", got, want, x, y)
		}
		// Without ties tau-b = tau-a = gonum's Kendall.
		for i := range x {
			x[i], y[i] = rng.Float64(), rng.Float64()
		}
		if got, want := KendallTauB(x, y), stat.Kendall(x, y, nil); math.Abs(got-want) > 1e-12 {
			t.Fatalf("tau-b %v, gonum tau-a %v without ties", got, want)
		}
	}
}

func naiveTauB(x, y []float64) float64 {
	var c, d, tx, ty float64
	for i := range x {
		for j := i + 1; j < len(x); j++ {
			sx, sy := math.Copysign(1, x[i]-x[j]), math.Copysign(1, y[i]-y[j])
			switch {
			case x[i] == x[j] && y[i] == y[j]:
			case x[i] == x[j]:
				tx++
			case y[i] == y[j]:
				ty++
			case sx == sy:
				c++
			default:
				d++
			}
		}
	}
	return (c - d) / math.Sqrt((c+d+tx)*(c+d+ty))
}

func TestCrosstabChiSquare(t *testing.T) {
	// 2×2 table [[10,20],[30,40]]: chi-square 0.7937, df 1, p 0.3730
	// (textbook value without continuity correction).
	var a, b []string
	add := func(x, y string, k int) {
		for i := 0; i < k; i++ {
			a, b = append(a, x), append(b, y)
		}
	}
	add("0", "0", 10)
	add("0", "1", 20)
	add("1", "0", 30)
	add("1", "1", 40)
	ct := Crosstab("A", "B", a, b)
	if ct.DF != 1 || math.Abs(ct.ChiSquare-0.79365) > 1e-4 || math.Abs(ct.P-0.37296) > 1e-4 {
		t.Fatalf("chi2 %v df %d p %v", ct.ChiSquare, ct.DF, ct.P)
	}
}

// TestStatsReportFormats renders a report of a small rate-style file with
// a contingency table and a two-file diff, in every format.
func TestStatsReportFormats(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.csv")
	b := filepath.Join(dir, "b.csv")
	os.WriteFile(a, []byte("n,puzzle,W,B,error\n1,p1,3,3,\n2,p2,5,4,\n3,p3,>36,,timeout\n4,p4,0,0,\n"), 0o644)
	os.WriteFile(b, []byte("index,puzzle,W\n1,p1,3\n2,p2,6\n4,p4,0\n9,p9,1\n"), 0o644)
	ta, _ := ReadTable(a)
	tb, _ := ReadTable(b)
	secs, err := StatsReport([]*Table{ta, tb}, StatsOptions{Columns: []string{"W"}, Diffs: [][2]string{{"W", "W"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"text", "md", "csv"} {
		var buf bytes.Buffer
		if err := Render(&buf, f, secs); err != nil {
			t.Fatal(err)
		}
		out := buf.String()
		if !strings.Contains(out, "#2: a.csv:W=5 b.csv:W=6") || !strings.Contains(out, "1 differences among 3 records compared") {
			t.Errorf("%s output lacks the diff:\n%s", f, out)
		}
		if !strings.Contains(out, ">36") {
			t.Errorf("%s output lacks the non-numeric value:\n%s", f, out)
		}
	}
	secs, err = StatsReport([]*Table{ta}, StatsOptions{Columns: []string{"W", "B"}, Tables: [][2]string{{"W", "B"}}, Diffs: [][2]string{{"W", "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	Render(&buf, "text", secs)
	if !strings.Contains(buf.String(), "#2: W=5 B=4") || !strings.Contains(buf.String(), "chi-square") {
		t.Errorf("report:\n%s", buf.String())
	}
}

func itoa(n int) string { return FormatNum(float64(n)) }

// TestCensoredValues: a rating column where many values are ">36" or
// "timeout" is kept (issue 19: stats dropped it), its censored values are
// counted apart, and the columns left out are named with the reason.
func TestCensoredValues(t *testing.T) {
	csv := "n,puzzle,W,SER,kind,error,label\n" +
		"1,p,5,7.2,a,,x\n2,p,>36,9.0,b,,y\n3,p,>36,8.1,c,,z\n4,p,timeout,8.5,d,W: timeout,\n5,p,7,1.2,e,,\n"
	tab, err := ParseTable("r.csv", strings.NewReader(csv))
	if err != nil {
		t.Fatal(err)
	}
	cols, left := tab.NumericColumns()
	if strings.Join(cols, ",") != "W,SER" {
		t.Errorf("numeric columns %v", cols)
	}
	wantLeft := "n (the record key), puzzle (text), kind (5 of 5 values are neither numbers nor censored; name it in --columns to see its distribution), error (text), label (text)"
	if strings.Join(left, ", ") != wantLeft {
		t.Errorf("left out: %s", strings.Join(left, ", "))
	}
	w, _ := tab.Column("W")
	cs := Describe("W", w)
	if cs.Numeric != 2 || cs.Censored != 3 || cs.Other != 0 || cs.Mean != 6 || cs.CensoredText() != "3 (>36: 2, timeout: 1)" {
		t.Errorf("W: %+v, %s", cs, cs.CensoredText())
	}
	secs, err := StatsReport([]*Table{tab}, StatsOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := Render(&b, "text", secs); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"censored: 3 (>36: 2, timeout: 1)", "columns left out: n (the record key)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
	for _, s := range []string{">36", ">5", "timeout", "memory"} {
		if !Censored(s) {
			t.Errorf("%q not censored", s)
		}
	}
	for _, s := range []string{">", ">x", "4+BUG", "36", ""} {
		if Censored(s) {
			t.Errorf("%q censored", s)
		}
	}
}

// TestORLevelCensored: Berthier's 99 in an OR5 classification column is
// read as sudolab's ">8" (censored), so a rate output and a reference
// file agree where both say "not solved with chains of length ≤ 8"
// (issue 28: stats counted 99 as a number, a mean of 23.65).
func TestORLevelCensored(t *testing.T) {
	ref, err := ParseTable("ref.csv", strings.NewReader("index,puzzle,trid_or5w_level,nb_clues\n1,p,8,99\n2,q,99,30\n3,r,5,31\n"))
	if err != nil {
		t.Fatal(err)
	}
	ours, err := ParseTable("rate.csv", strings.NewReader("n,puzzle,Trid-OR5W,error,label\n1,p,8,,1\n2,q,>8,,2\n3,r,5,,3\n"))
	if err != nil {
		t.Fatal(err)
	}
	lv, _ := ref.Column("trid_or5w_level")
	if cs := Describe("trid_or5w_level", lv); cs.Censored != 1 || cs.Numeric != 2 || cs.Mean != 6.5 || cs.CensoredText() != "1 (>8: 1)" {
		t.Errorf("trid_or5w_level: %+v %s", cs, cs.CensoredText())
	}
	if clues, _ := ref.Column("nb_clues"); clues[0] != "99" {
		t.Errorf("99 outside an OR5 column read as %q", clues[0])
	}
	secs, err := StatsReport([]*Table{ours, ref}, StatsOptions{Diffs: [][2]string{{"Trid-OR5W", "trid_or5w_level"}}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	Render(&b, "text", secs)
	if !strings.Contains(b.String(), "0 differences among 3 records compared") {
		t.Errorf("99 and >8 not equal:\n%s", b.String())
	}
	// The published file: its 99s are censored, not a level of 99.
	tab, err := ReadTable(reftest.Path(t, "te-depth/mith-TE3-sample1000-trid.csv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, col := range []string{"trid_or5w_level", "trid_or5gw_level"} {
		v, _ := tab.Column(col)
		cs := Describe(col, v)
		if cs.Censored == 0 || cs.Quantiles[len(cs.Quantiles)-1] > 8 || cs.Numeric+cs.Censored+cs.Empty != 1000 || cs.Other != 0 {
			t.Errorf("%s: %d censored, max %v, %d numeric", col, cs.Censored, cs.Quantiles[len(cs.Quantiles)-1], cs.Numeric)
		}
		t.Logf("%s: %s", col, cs.CensoredText())
	}
}

// TestAlignedRows: a row of quantiles has one number of decimals (not "2"
// beside "1.500"), and a censored value is aligned with the numbers of its
// column (not ">36" left-aligned among right-aligned numbers), and no line
// ends in spaces.
func TestAlignedRows(t *testing.T) {
	if got := strings.Join(FormatNums([]float64{0, 1, 1.5, 2, 9}), " "); got != "0.0 1.0 1.5 2.0 9.0" {
		t.Errorf("FormatNums: %s", got)
	}
	if got := strings.Join(FormatNums([]float64{0, 2, 9}), " "); got != "0 2 9" {
		t.Errorf("FormatNums integers: %s", got)
	}
	if got := strings.Join(FormatNums([]float64{1.25, 1.0 / 3}), " "); got != "1.250 0.333" {
		t.Errorf("FormatNums thirds: %s", got)
	}
	tab, _ := ParseTable("r.csv", strings.NewReader("n,W\n1,1\n2,2\n3,>36\n4,2\n"))
	secs, err := StatsReport([]*Table{tab}, StatsOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	Render(&b, "text", []Section{secs[0], {Header: []string{"n", "W", "label"}, Rows: [][]string{{"1", ">36", "a"}, {"11", "4", "b"}, {"12", "", ""}}}})
	for _, want := range []string{"min  q10  q25  median  q75  q90  max", "1.0  1.0  1.0     1.5  2.0  2.0  2.0", "  1   >36  a\n  11    4  b\n  12\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("missing %q in\n%s", want, b.String())
		}
	}
}

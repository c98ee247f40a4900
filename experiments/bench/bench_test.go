package bench

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

func TestSelect(t *testing.T) {
	def, err := Select("")
	if err != nil {
		t.Fatal(err)
	}
	all, _ := Select("all")
	long := 0
	for _, r := range Rows {
		if r.Long {
			long++
		}
	}
	if len(all) != len(Rows) || len(def) != len(Rows)-long || long < 2 {
		t.Fatalf("default %d rows, all %d, want %d and %d", len(def), len(all), len(Rows)-long, len(Rows))
	}
	for _, r := range def {
		if r.Long {
			t.Errorf("default selection holds the long row %s", r.Name)
		}
	}
	two, err := Select("w200, gb16845")
	if err != nil || len(two) != 2 || two[0].Name != "W200" || two[1].Name != "gB16845" {
		t.Fatalf("Select(w200, gb16845) = %v, %v", two, err)
	}
	if _, err := Select("W200,nope"); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("unknown row accepted: %v", err)
	}
}

// TestRunSmall runs a three-puzzle W row and an index row on the
// reference data: the ratings are cbg-000's (#1: 0, #2: 5, #3 as the
// file says) and the measures are filled in.
func TestRunSmall(t *testing.T) {
	dir := reftest.Dir(t)
	m, err := Run(dir, Row{Name: "t", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"W"}, First: 3})
	if err != nil {
		t.Fatal(err)
	}
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	w := reftest.Column(t, header, "W")
	if m.Puzzles != 3 || len(m.Values) != 3 || m.Failures != 0 {
		t.Fatalf("measure %+v", m)
	}
	for i, v := range m.Values {
		if v != rows[i][w] {
			t.Errorf("puzzle %d: W %s, file %s", i+1, v, rows[i][w])
		}
	}
	if m.CPU <= 0 || m.PeakRSS <= 0 {
		t.Errorf("CPU %v, peak RSS %d: not measured", m.CPU, m.PeakRSS)
	}
	ix, err := LoadPuzzles(dir, Row{File: "cbg-000.csv", Column: "puzzle", Index: []int{2, 1}})
	if err != nil || len(ix) != 2 {
		t.Fatalf("index rows: %d puzzles, %v", len(ix), err)
	}
	if _, err := LoadPuzzles(dir, Row{File: "cbg-000.csv", Column: "puzzle", Index: []int{999999}}); err == nil {
		t.Error("a missing index was not reported")
	}
}

// TestSERRows rates the first puzzles of the Sudoku Explainer rows: the
// triples are the files' (cbg-000's SER and FPGXnoU columns hold ER only;
// the hard file holds the whole triple).
func TestSERRows(t *testing.T) {
	dir := reftest.Dir(t)
	rows, err := Select("SERnoU,SERhard")
	if err != nil {
		t.Fatal(err)
	}
	header, cbg := reftest.ReadCSV(t, "cbg-000.csv")
	fpgx := reftest.Column(t, header, "FPGXnoU")
	hh, hard := reftest.ReadCSV(t, "te-depth/eleven-26370-TE2-sample.csv")
	er, ep, ed := reftest.Column(t, hh, "SER"), reftest.Column(t, hh, "SER_EP"), reftest.Column(t, hh, "SER_ED")
	for _, r := range rows {
		n := 20
		if r.Name == "SERhard" {
			n = 1
		}
		r.LimitTo(n)
		m, err := Run(dir, r)
		if err != nil {
			t.Fatal(err)
		}
		if m.Puzzles != n || len(m.Values) != 3*n || m.Failures != 0 {
			t.Fatalf("%s: %d puzzles, %d values, %d failures", r.Name, m.Puzzles, len(m.Values), m.Failures)
		}
		for i := 0; i < n; i++ {
			got := m.Values[3*i : 3*i+3]
			var want []string
			if r.Name == "SERnoU" {
				want = []string{cbg[i][fpgx]}
				got = got[:1]
			} else {
				want = []string{hard[i][er], hard[i][ep], hard[i][ed]}
			}
			if strings.Join(got, "/") != strings.Join(want, "/") {
				t.Errorf("%s puzzle %d: %v, file %v", r.Name, i+1, got, want)
			}
		}
	}
}

func ExampleSelect() {
	rows, _ := Select("B12,BxBB")
	for _, r := range rows {
		fmt.Println(r.Name+":", r.Task, r.Ratings, "target", r.TargetText())
	}
	// Output:
	// B12: B, max length 12, cbg-000 first 2,000 [B] target <= 3 s
	// BxBB: BxBB, SHC's 140 examples, max length 5 [BxBB] target <= 8 s
}

// TestGLRowSearch runs the general-logic row's search at order 2 on two
// cbg-000 puzzles: a value naming the logics found, and the same value
// twice (the hash does not depend on the run).
func TestGLRowSearch(t *testing.T) {
	dir := reftest.Dir(t)
	pgs, err := LoadPuzzles(dir, Row{File: "cbg-000.csv", Column: "puzzle", Index: []int{2, 16845}})
	if err != nil {
		t.Fatal(err)
	}
	for _, pg := range pgs {
		v, err := glComplete(2)(pg)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := glComplete(2)(pg)
		var logics, elims int
		var h string
		if n, _ := fmt.Sscanf(v, "%d logics %d elims %s", &logics, &elims, &h); n != 3 || logics == 0 || elims == 0 || len(h) != 8 || again != v {
			t.Errorf("value %q (again %q)", v, again)
		}
	}
}

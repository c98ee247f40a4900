package stats

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// TestPlotFiles draws every kind, in PNG and SVG, from a small table, and
// checks that each file decodes as what its name says.
func TestPlotFiles(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "r.csv")
	data := "n,puzzle,W,B,nb_clues,error\n"
	for i, r := range [][3]string{{"0", "0", "24"}, {"1", "1", "25"}, {"3", "3", "25"}, {"5", "4", "26"}, {"5", "5", "26"}, {"7", "6", "27"}, {">36", "", "23"}} {
		data += itoa(i+1) + ",p," + r[0] + "," + r[1] + "," + r[2] + ",\n"
	}
	os.WriteFile(csv, []byte(data), 0o644)
	tab, err := ReadTable(csv)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind string
		cols []string
	}{{"hist", []string{"W"}}, {"heatmap", []string{"W", "B"}}, {"scatter", []string{"W", "B"}}, {"byclues", []string{"W"}}} {
		for _, ext := range []string{"png", "svg"} {
			out := filepath.Join(dir, c.kind+"."+ext)
			if err := PlotFile(tab, PlotOptions{Kind: c.kind, Columns: c.cols}, out); err != nil {
				t.Fatalf("%s: %v", out, err)
			}
			b, err := os.ReadFile(out)
			if err != nil || len(b) < 500 {
				t.Fatalf("%s: %d bytes, %v", out, len(b), err)
			}
			if ext == "png" {
				img, err := png.Decode(bytes.NewReader(b))
				if err != nil || img.Bounds().Dx() < 100 {
					t.Fatalf("%s: not a PNG: %v", out, err)
				}
			} else {
				var root struct{ XMLName xml.Name }
				if err := xml.Unmarshal(b, &root); err != nil || root.XMLName.Local != "svg" {
					t.Fatalf("%s: not an SVG document: %v %v", out, root.XMLName, err)
				}
			}
		}
	}
	if err := PlotFile(tab, PlotOptions{Kind: "hist", Columns: []string{"W"}}, filepath.Join(dir, "x.gif")); err == nil {
		t.Fatal("accepted a .gif output")
	}
}

package logic

import (
	"strconv"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// TestBraidsFirstSamePaths: searching a target's braids before its whips
// (strategy_braidfirst.go) changes no step of a B path, patterns
// included: on the cbg-000 puzzles among the first 2,000 where braids fire
// (B < W) and a few where B = W, the paths with and without it are the
// same, their ratings those of the reference file.
func TestBraidsFirstSamePaths(t *testing.T) {
	defer func() { braidsFirstOff = false }()
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := map[string]int{}
	for _, name := range []string{"index", "puzzle", "W", "B"} {
		col[name] = reftest.Column(t, header, name)
	}
	var braids, equal int
	for _, row := range rows[:min(len(rows), 2000)] {
		w, _ := strconv.Atoi(row[col["W"]])
		b, _ := strconv.Atoi(row[col["B"]])
		switch {
		case b > 0 && b < w:
			braids++
		case b >= 5 && b == w && equal < 4:
			equal++
		default:
			continue
		}
		pg := parse81(t, row[col["puzzle"]])
		var text [2]string
		probes := braidProbes.Load()
		for i, off := range []bool{false, true} {
			braidsFirstOff = off
			p, err := ResolvePath(pg, FamilyB(), 12, nil)
			if err != nil {
				t.Fatalf("#%s: %v", row[col["index"]], err)
			}
			if p.Rating.String() != row[col["B"]] {
				t.Errorf("#%s: B %v, reference %s", row[col["index"]], p.Rating, row[col["B"]])
			}
			text[i] = p.Text()
			if i == 0 && braidProbes.Load() == probes {
				t.Errorf("#%s: no braid searched first", row[col["index"]])
			}
		}
		if text[0] != text[1] {
			t.Errorf("#%s: the path with braids first differs", row[col["index"]])
		}
	}
	if braids == 0 || equal == 0 {
		t.Fatalf("%d puzzles with B < W, %d with B = W", braids, equal)
	}
}

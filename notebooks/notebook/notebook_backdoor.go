package notebook

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"

	"github.com/sudolab/sudolab/experiments/stats"
)

// Helpers of notebooks/backdoors-depth.ipynb.

// BackdoorDepth is the b × d study of one sample: singles-backdoor size b
// (rating column "backdoor") against T&E depth d (column "TE"), both
// computed by sudolab.
type BackdoorDepth struct {
	Name  string
	Rated *stats.Table      // index, puzzle, backdoor, TE, error
	CT    stats.Contingency // backdoor (rows) × TE (columns)
	// Violations are the puzzles with d > b (both numeric): each refutes
	// "d ≤ b". Key = the reference index.
	Violations []stats.DiffLine
	// Published depth: when the source has a TE_depth (or TE_depth_implied)
	// column, how many of our depths agree with it, among how many.
	DepthColumn              string
	DepthAgree, DepthWithRef int
	Errors                   int
}

// StudyBackdoorDepth rates backdoor and TE on the rows of t (a reference
// table with a puzzle column) and cross-tabulates them.
func StudyBackdoorDepth(ctx context.Context, name string, t *stats.Table, cfg RateConfig) (BackdoorDepth, error) {
	r, err := RateTable(ctx, t, []string{"backdoor", "TE"}, cfg)
	if err != nil {
		return BackdoorDepth{}, err
	}
	bd := BackdoorDepth{Name: name, Rated: r, Errors: Errors(r)}
	b, _ := r.Column("backdoor")
	d, _ := r.Column("TE")
	keys := r.Keys()
	bd.CT = stats.Crosstab("b", "d", b, d)
	for i := range b {
		x, ok1 := stats.ParseNum(b[i])
		y, ok2 := stats.ParseNum(d[i])
		if ok1 && ok2 && y > x {
			bd.Violations = append(bd.Violations, stats.DiffLine{Key: keys[i], A: b[i], B: d[i]})
		}
	}
	for _, c := range []string{"TE_depth", "TE_depth_implied"} {
		if t.Index(c) < 0 {
			continue
		}
		bd.DepthColumn = c
		ref, _ := t.Column(c)
		for i := range ref {
			if ref[i] == "" || d[i] == "" {
				continue
			}
			bd.DepthWithRef++
			if stats.SameValue(ref[i], d[i]) {
				bd.DepthAgree++
			}
		}
		break
	}
	return bd, nil
}

// ViolationsBy counts the violations d > b by (b, d).
func (bd BackdoorDepth) ViolationsBy() map[[2]string]int {
	m := map[[2]string]int{}
	for _, v := range bd.Violations {
		m[[2]string{v.A, v.B}]++
	}
	return m
}

// Count is the number of puzzles in cell (b, d) of the table.
func (bd BackdoorDepth) Count(b, d string) int {
	for i, rv := range bd.CT.RowVals {
		if rv != b {
			continue
		}
		for j, cv := range bd.CT.ColVals {
			if cv == d {
				return bd.CT.Counts[i][j]
			}
		}
	}
	return 0
}

// Sections renders the table, the violations summary and the first
// maxLines violating puzzles.
func (bd BackdoorDepth) Sections(maxLines int) []stats.Section {
	ct := stats.ContingencySection(bd.Name, bd.CT)
	ct.Title = fmt.Sprintf("%s: singles-backdoor size b (rows) × T&E depth d (columns)", bd.Name)
	var notes []string
	notes = append(notes, fmt.Sprintf("%d puzzles rated, %d with errors; %d have d > b, refuting d ≤ b", len(bd.Rated.Rows), bd.Errors, len(bd.Violations)))
	if bd.DepthColumn != "" {
		notes = append(notes, fmt.Sprintf("sudolab's d equals the published %s on %d of %d puzzles", bd.DepthColumn, bd.DepthAgree, bd.DepthWithRef))
	}
	ct.Notes = append(ct.Notes, notes...)
	secs := []stats.Section{ct}
	if len(bd.Violations) > 0 && maxLines != 0 {
		v := stats.Section{Title: bd.Name + ": puzzles with d > b"}
		for i, l := range bd.Violations {
			if maxLines > 0 && i == maxLines {
				v.Notes = append(v.Notes, fmt.Sprintf("… and %d more", len(bd.Violations)-maxLines))
				break
			}
			v.Notes = append(v.Notes, "#"+l.Key+": b="+l.A+" d="+l.B)
		}
		secs = append(secs, v)
	}
	return secs
}

// HeatmapPNG draws the b × d table as a heatmap.
func (bd BackdoorDepth) HeatmapPNG() ([]byte, error) {
	t := &stats.Table{Path: bd.Name, Header: []string{"index", "b", "d"}}
	b, _ := bd.Rated.Column("backdoor")
	d, _ := bd.Rated.Column("TE")
	for i := range b {
		t.Rows = append(t.Rows, []string{strconv.Itoa(i + 1), b[i], d[i]})
	}
	return PlotPNG(t, stats.PlotOptions{Kind: "heatmap", Columns: []string{"b", "d"},
		Title: "b × d — " + filepath.Base(bd.Name)}, 12, 9)
}

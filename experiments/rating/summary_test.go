package rating

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/experiments/stats"
)

func summaryOf(t *testing.T, header []string, rows [][]string) string {
	t.Helper()
	rs := &Records{table: stats.Table{Path: "results", Header: header, Rows: rows}}
	var b bytes.Buffer
	if err := rs.PrintSummary(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestSummaryEqualColumns: equal columns are said so once and shown once;
// the hardest puzzles come first, ">N" above every number, by label.
func TestSummaryEqualColumns(t *testing.T) {
	out := summaryOf(t, []string{"n", "puzzle", "W", "B", "error", "label"}, [][]string{
		{"1", "p1", "2", "2", "", "easy one"},
		{"2", "p2", ">36", ">36", "", "Easter Monster"},
		{"3", "p3", "", "", "several solutions", ""},
		{"4", "p4", "5", "5", "", ""},
	})
	if !strings.Contains(out, "W, B are equal on all 4 puzzles (shown once, as W=B)") {
		t.Errorf("no equality line:\n%s", out)
	}
	if strings.Contains(out, "distribution of W\n") || strings.Contains(out, "correlation") {
		t.Errorf("equal columns shown twice:\n%s", out)
	}
	i, j, k := strings.Index(out, "Easter Monster"), strings.Index(out, "p4"), strings.Index(out, "easy one")
	if i < 0 || j < 0 || k < 0 || !(i < j && j < k) || strings.Contains(out, "p3") {
		t.Errorf("hardest list wrong (want Easter Monster, p4, easy one; not p3):\n%s", out)
	}
}

// TestSummaryDistinctColumns: different columns get their own tables and
// correlations; without a label column the puzzle names the row.
func TestSummaryDistinctColumns(t *testing.T) {
	out := summaryOf(t, []string{"n", "puzzle", "W", "gW", "error"}, [][]string{
		{"1", "p1", "3", "2", ""},
		{"2", "p2", "4", "4", ""},
		{"3", "p3", "1", "1", ""},
	})
	for _, want := range []string{"distribution of W\n", "distribution of gW\n", "Pearson correlation", "hardest puzzles (by W)", "  p2\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "are equal") {
		t.Errorf("distinct columns said equal:\n%s", out)
	}
}

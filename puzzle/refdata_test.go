package puzzle

import (
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// TestRefData parses every puzzle of the reference collection (skipped when
// the data are absent, see package refdata).
func TestRefData(t *testing.T) {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := reftest.Column(t, header, "puzzle")
	for _, row := range rows {
		g, err := ParseLine(row[col])
		if err != nil {
			t.Fatalf("index %s: %v", row[0], err)
		}
		if g.N != 3 || g.String() != row[col] || g.Label != "" {
			t.Fatalf("index %s: parsed as %q (N=%d)", row[0], g.String(), g.N)
		}
	}
	t.Logf("%d puzzles parsed", len(rows))
}

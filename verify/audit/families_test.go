package audit

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
)

// TestFamiliesAudit: sudolab's own path of every family of path --rules
// (the SER families are audited by their own test) reads back with every
// step ok, its pattern checked: no ok-sat, no unknown rule, no unreadable
// claim. With SUDOLAB_LONG=1 the chain families run on the first 20
// puzzles of cbg-000 with W ≥ 2, the Trid families on the first 20 rows of
// mith's T&E(3) sample, with path's default maximal length (36); the
// default run takes the second of each with length 8 (the first puzzle's
// GL path alone takes 4 s).
func TestFamiliesAudit(t *testing.T) {
	first, n, maxLen := 1, 2, 8
	if os.Getenv("SUDOLAB_LONG") == "1" {
		first, n, maxLen = 0, 20, 36
	}
	var chainPuzzles []string
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pc, wc := reftest.Column(t, header, "puzzle"), reftest.Column(t, header, "W")
	for _, r := range rows {
		if w, err := strconv.Atoi(r[wc]); err == nil && w >= 2 && len(chainPuzzles) < n {
			chainPuzzles = append(chainPuzzles, r[pc])
		}
	}
	header, rows = reftest.ReadCSV(t, "te-depth/mith-TE3-sample1000.csv")
	pc = reftest.Column(t, header, "puzzle")
	var tridPuzzles []string
	for _, r := range rows[first:n] {
		tridPuzzles = append(tridPuzzles, r[pc])
	}
	for _, c := range []struct {
		puzzles []string
		fams    []string
	}{
		{chainPuzzles[first:], []string{"W", "B", "gW", "gB", "S+W", "S+gW", "SFin+W", "BC", "ZC", "TW", "TyBC", "TyZC", "TyTW", "TyW", "GL"}},
		{tridPuzzles, []string{"Trid-OR5W", "Trid-OR5gW", "Trid-OR5FW", "Trid-OR5FgW", "Select1-OR5W", "Select2-OR5W", "Imp630-OR5W"}},
	} {
		for _, fam := range c.fams {
			f, err := logic.FamilyNamed(fam)
			if err != nil {
				t.Fatal(err)
			}
			var sum Tally
			for _, pz := range c.puzzles {
				p, err := logic.ResolvePath(parseGrid(t, pz), f, maxLen, nil)
				if err != nil {
					t.Fatalf("%s %s: %v", fam, pz, err)
				}
				s := initial(t, pz)
				tally, err := Audit(s, strings.NewReader(p.Text()), PuzzleLine(pz), func(r Result) error {
					if r.Status != OK && r.Status != Skipped {
						t.Errorf("%s %s line %d: %s %s: %s", fam, pz, r.Line, r.Status, r.Text, r.Reason)
					}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
				if p.Status == logic.Solved && !tally.Final.IsSolved() {
					t.Errorf("%s %s: the replay does not solve the puzzle", fam, pz)
				}
				sum.Steps += tally.Steps
				sum.OK += tally.OK
				sum.Proofs += tally.Proofs
				sum.Skipped += tally.Skipped
			}
			t.Logf("%-12s %d puzzles: %d steps, %d ok, %d SAT proofs, %d lines skipped", fam, len(c.puzzles), sum.Steps, sum.OK, sum.Proofs, sum.Skipped)
		}
	}
}

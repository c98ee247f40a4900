package gl_test

import (
	"slices"
	"testing"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/te"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// TestNET1TE is here rather than beside the net verifier (verify) because
// it uses this package's test helpers (brtOf, candList, candNames).
// TestNET1TE: the NET-1 state (gsf-2007-05-24-0753, docs/test-cases.md §11.8); T&E(BRT) eliminates
// exactly r2c9#9 and r8c8#9 of 240 live candidates (SAT-proven).
func TestNET1TE(t *testing.T) {
	s := brtOf(t, "100800002003400050060005700000090040000006000009040000020000100700000006005080030")
	g := s.G
	for _, e := range []string{"r7c5#6", "r3c9#1", "r3c9#8", "r3c9#9", "r1c7#6", "r1c7#9"} {
		s.Eliminate(candList(t, g, e)[0])
	}
	if s.BRT() != logic.Open {
		t.Fatal("state not open")
	}
	if n := s.NumCands(); n != 240 {
		t.Fatalf("%d live candidates, want 240", n)
	}
	if !s.Has(candList(t, g, "r4c9#8")[0]) {
		t.Errorf("r4c9 lacks 8 (the seed's typo)")
	}
	var te []logic.Cand
	for x := logic.Cand(0); int(x) < g.NCands; x++ {
		if !s.Has(x) {
			continue
		}
		tt := s.Clone()
		tt.Assert(g.CellOf(x), g.DigitOf(x))
		if tt.BRT() == logic.Contradiction {
			te = append(te, x)
		}
	}
	if want := candList(t, g, "r2c9#9 r8c8#9"); !slices.Equal(te, want) {
		t.Fatalf("T&E(BRT): %s", candNames(g, te))
	}
	for _, p := range verify.ProveEliminations(s, te) {
		if p.Verdict != encode.Valid {
			t.Errorf("SAT refutes %v", p.Cand)
		}
	}
	// The seed gives a braid[18] for r2c9≠9 that is not a whip; its cells
	// are not listed there, so the braids here are the ones built from the
	// T&E traces (docs/te-backdoors.md §5.4), checked by the independent pattern checker: a braid,
	// and for r2c9≠9 not a whip either (as in the seed).
	for _, z := range te {
		p, killed, err := verify.TrialBraid(s, z, false)
		if err == nil && killed {
			err = verify.CheckPattern(s, p, z)
		}
		if err != nil || !killed {
			t.Fatalf("%s: trace braid: killed %v, %v", g.FormatElim(z), killed, err)
		}
		t.Logf("%s: braid[%d] %s", g.FormatElim(z), p.Len(), p.Format(g))
		if z == candList(t, g, "r2c9#9")[0] {
			w := *p
			w.Kind = logic.KindWhip
			if err := verify.CheckPattern(s, &w, z); err == nil {
				t.Errorf("r2c9≠9: the trace braid also checks as a whip")
			} else {
				t.Logf("as a whip: %v", err)
			}
		}
	}
}

// TestNET4: of gsf's 14 puzzles with singles-backdoor size 3 (docs/test-cases.md §11.8, NET-4),
// docs/test-cases.md §11.8 lists three: iterated T&E(BRT) at depth 1 solves ocean-2007-05-29-1
// (#10) and gfroyle-2007-05-30-4 (#11), Easter Monster (#1) needs depth 2;
// all three have backdoor size 3. (The other eleven are not listed there.)
func TestNET4(t *testing.T) {
	for _, c := range []struct {
		name, puzzle string
		depth        int
	}{
		{"ocean-2007-05-29-1", "001000200030000040500030006000107000040000080000902000300000008060050030002000700", 1},
		{"gfroyle-2007-05-30-4", "3.....2.....54.......6.....1.2..3..........648.........9.7...5.......1.8.5..6....", 1},
		{"EasterMonster", "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", 2},
	} {
		pg, err := puzzle.ParseLine(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := logic.Solve(pg)
		if err != nil {
			t.Fatal(err)
		}
		s, err := logic.FromGrid(pg)
		if err != nil {
			t.Fatal(err)
		}
		d, ok := te.TEDepth(s, 3, te.TEOptions{})
		b := te.Backdoors(s, sol, 4, false)
		if !ok || d != c.depth || !b.Found || b.Size != 3 {
			t.Errorf("%s: T&E depth %d (ok %v), want %d; backdoor %d (found %v), want 3", c.name, d, ok, c.depth, b.Size, b.Found)
		}
		t.Logf("%s: depth %d, %d backdoors of size 3", c.name, d, b.Count)
	}
}

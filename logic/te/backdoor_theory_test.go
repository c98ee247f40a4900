package te

import (
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// TestTheoryBackdoorsBRT: the generic T-backdoor search with T = BRT (its
// closure through the Theory interface, not the fast propagation) finds
// the same b, count and sets as Backdoors on the first cbg-000 puzzles;
// and T-backdoors shrink as T grows (b(W2) ≤ b(BRT), b(B2) ≤ b(W2)).
func TestTheoryBackdoorsBRT(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 20
	}
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pc := reftest.Column(t, header, "puzzle")
	w2 := logic.NewTheory(logic.FamilyW(), 2)
	b2 := logic.NewTheory(logic.FamilyB(), 2)
	for i, row := range rows[:n] {
		pg, err := puzzle.ParseLine(row[pc])
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
		fast := Backdoors(s, sol, 2, true)
		gen := theoryBackdoors(s, logic.BRTTheory, sol, 2, true)
		if fast.Found != gen.Found || fast.Size != gen.Size || fast.Count != gen.Count || len(fast.Sets) != len(gen.Sets) {
			t.Fatalf("#%d: fast %+v, generic %+v", i+1, fast, gen)
		}
		for i := range fast.Sets {
			if FormatBackdoor(s.G, fast.Sets[i]) != FormatBackdoor(s.G, gen.Sets[i]) {
				t.Fatalf("#%d: set %d differs", i+1, i)
			}
		}
		bw := TheoryBackdoors(s, w2, sol, 2, false)
		bb := TheoryBackdoors(s, b2, sol, 2, false)
		if fast.Found && (!bw.Found || bw.Size > fast.Size) || bw.Found && (!bb.Found || bb.Size > bw.Size) {
			t.Errorf("#%d: b(BRT) %+v, b(W2) %+v, b(B2) %+v: not monotone", i+1, fast, bw, bb)
		}
	}
}

package rating

import (
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// The SAT-side columns equal their logic counterparts on EasterMonster
// (d = 2, b = 3), a BRT puzzle, MithTE3#1 (d = 3) and a pencil-mark state.
func TestSATColumns(t *testing.T) {
	em := "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
	for _, c := range []struct{ line, te, b string }{
		{em, "2", "3"},
		{"...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361", "0", "0"},
		{"1.3.56....571.9...69.37......1.93..75.96.73.....51.......96..........4....5...86.", "3", ""},
	} {
		g, err := puzzle.ParseLine(c.line)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := logic.Solve(g)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"FL": c.te, "TE-sat": c.te, "backdoor-sat": c.b}
		for name, w := range want {
			if w == "" {
				continue
			}
			col, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := col.Compute(testPuzzle(t, g, sol), Options{}); err != nil || got != w {
				t.Errorf("%s of %s: %q (%v), want %q", name, c.line, got, err, w)
			}
		}
	}
	// A pencil-mark state: EasterMonster's BRT state with the solution
	// digit of its first open cell as the only candidate there.
	g, _ := puzzle.ParseLine(em)
	sol, _ := logic.Solve(g)
	s, _ := logic.FromGrid(g)
	s.BRT()
	for cell, v := range s.Values {
		if v == 0 {
			s.Cands[cell] = 1 << (sol[cell] - 1)
			break
		}
	}
	ps := s.Grid()
	for _, name := range []string{"TE-sat", "backdoor-sat"} {
		col, _ := Lookup(name)
		logicName := map[string]string{"TE-sat": "TE", "backdoor-sat": "backdoor"}[name]
		lcol, _ := Lookup(logicName)
		got, err1 := col.Compute(testPuzzle(t, ps, sol), Options{})
		want, err2 := lcol.Compute(testPuzzle(t, ps, sol), Options{})
		if err1 != nil || err2 != nil || got != want {
			t.Errorf("pencil-mark state: %s %q (%v), %s %q (%v)", name, got, err1, logicName, want, err2)
		}
	}
}

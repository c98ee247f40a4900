package te

import (
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// Sizes quoted in docs/te-backdoors.md §5.6 (docs/test-cases.md §11.5; [PBCS] §11.5.3).
func TestBackdoorSizesRules(t *testing.T) {
	for _, c := range []struct {
		name, line string
		size       int
	}{
		{"EasterMonster", "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", 3},
		{"gfroyle-2007-05-30-4", "3.....2.....54.......6.....1.2..3..........648.........9.7...5.......1.8.5..6....", 3},
		{"cbg000#1 (BRT)", "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361", 0},
	} {
		st, sol := teMustState(t, teParse(t, c.line))
		r := Backdoors(st, sol, 4, true)
		if !r.Found || r.Size != c.size || r.Count != len(r.Sets) {
			t.Errorf("%s: size %d found %v count %d (%d listed), want size %d", c.name, r.Size, r.Found, r.Count, len(r.Sets), c.size)
			continue
		}
		for _, set := range r.Sets {
			if !teSolvesWith(st, set) {
				t.Errorf("%s: %s is not a backdoor", c.name, FormatBackdoor(st.G, set))
			}
		}
		t.Logf("%s: b=%d, %d backdoors", c.name, r.Size, r.Count)
	}
}

func teSolvesWith(st *logic.State, set []logic.Cand) bool {
	s := st.Clone()
	for _, x := range set {
		s.Assert(s.G.CellOf(x), s.G.DigitOf(x))
	}
	return s.BRT() == logic.Solved
}

// Brute force on small sets: every set of size b listed, none missed,
// none smaller, compared with State.BRT on a sample of cbg-000.
func TestBackdoorsBruteForce(t *testing.T) {
	ps := loadTE(t, "cbg-000.csv", "W", 500)
	for _, p := range ps {
		r := Backdoors(p.st, p.sol, 2, true)
		if !r.Found {
			continue
		}
		base := p.st.Clone()
		base.BRT()
		var empty []int
		for c, v := range base.Values {
			if v == 0 && p.st.Values[c] == 0 {
				empty = append(empty, c)
			}
		}
		g := p.st.G
		cand := func(c int) logic.Cand { return g.Cand(c, int(p.sol[c])) }
		want := 0
		switch r.Size {
		case 0:
			want = 1
		case 1:
			for _, a := range empty {
				if teSolvesWith(p.st, []logic.Cand{cand(a)}) {
					want++
				}
			}
		case 2:
			for i, a := range empty {
				if teSolvesWith(p.st, []logic.Cand{cand(a)}) {
					t.Fatalf("%s: size 1 missed", p.id)
				}
				for _, b := range empty[i+1:] {
					if teSolvesWith(p.st, []logic.Cand{cand(a), cand(b)}) {
						want++
					}
				}
			}
		}
		if want != r.Count {
			t.Errorf("%s: b=%d count %d, brute force %d", p.id, r.Size, r.Count, want)
		}
	}
}

// A pencil-mark state (the puzzle's initial state written as candidates, the
// givens as one-candidate cells): BRT turns the givens back into values, so
// b must be the puzzle's.
func TestBackdoorState(t *testing.T) {
	pg := teParse(t, "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1")
	st, sol := teMustState(t, pg)
	ps := &puzzle.Grid{N: 3, Cells: make([]int, 81), Cands: st.Grid().Cands}
	st2, sol2 := teMustState(t, ps)
	for i := range sol {
		if sol[i] != sol2[i] {
			t.Fatal("solutions differ")
		}
	}
	r := Backdoors(st2, sol2, 5, false)
	if !r.Found || r.Size != 3 || r.Count != 566 {
		t.Errorf("pencil-mark EasterMonster: b=%d found %v", r.Size, r.Found)
	}
	t.Logf("pencil-mark EasterMonster: b=%d, %d backdoors", r.Size, r.Count)
}

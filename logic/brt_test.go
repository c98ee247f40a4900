package logic

import (
	"errors"
	"strconv"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/puzzle"
)

func mustState(t testing.TB, text string) *State {
	t.Helper()
	pg, err := puzzle.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// cbgRow is one puzzle of cbg-000 with its published BRT counts.
type cbgRow struct {
	index, cluesAfter, candsAfter int
	puzzle                        string
}

func readCBG(t testing.TB) []cbgRow {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	out := make([]cbgRow, len(rows))
	for i, r := range rows {
		idx, _ := strconv.Atoi(r[col["index"]])
		a, err1 := strconv.Atoi(r[col["nb_clues_after_BRT"]])
		b, err2 := strconv.Atoi(r[col["nb_cands_after_BRT"]])
		if err1 != nil || err2 != nil {
			t.Fatalf("row %d: bad counts", i+1)
		}
		out[i] = cbgRow{idx, a, b, r[col["puzzle"]]}
	}
	return out
}

// TestBRTPublishedCounts matches nb_clues_after_BRT and nb_cands_after_BRT
// of every cbg-000 puzzle (docs/model.md §1.5, data README).
func TestBRTPublishedCounts(t *testing.T) {
	rows := readCBG(t)
	if len(rows) != 21375 {
		t.Fatalf("cbg-000 has %d rows, want 21375", len(rows))
	}
	bad := 0
	for _, r := range rows {
		s := mustState(t, r.puzzle)
		st := s.BRT()
		if st == Contradiction || s.Solved != r.cluesAfter || s.NumCands() != r.candsAfter || (st == Solved) != (r.cluesAfter == 81) {
			bad++
			if bad <= 5 {
				t.Errorf("#%d: BRT gives %d values %d candidates (%v), published %d %d", r.index, s.Solved, s.NumCands(), st, r.cluesAfter, r.candsAfter)
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d puzzles disagree with the published BRT counts", bad, len(rows))
	}
}

// TestBRT22 checks the singles of docs/test-cases.md §11.2 #22.
func TestBRT22(t *testing.T) {
	s := mustState(t, ".23....8.......12.7.91.........97.46...3....29..6......6.9..5.457.....98.....4...")
	s.Log = &Log{}
	if st := s.BRT(); st != Open {
		t.Fatalf("status %v", st)
	}
	if s.NumCands() != 177 {
		t.Errorf("%d candidates after BRT, want 177", s.NumCands())
	}
	got := map[string]bool{}
	for _, st := range s.Log.Steps {
		got[s.G.FormatValue(st.Asserts[0])] = true
	}
	for _, v := range []string{"r8c4=2", "r9c7=2", "r9c2=9", "r8c3=4", "r5c7=9", "r1c1=1"} {
		if !got[v] {
			t.Errorf("BRT did not assert %s (got %v)", v, got)
		}
	}
	if len(got) != 6 {
		t.Errorf("BRT asserted %d values, want 6", len(got))
	}
}

func TestContradictionDetection(t *testing.T) {
	// Two 5s in row 1: contradictory givens.
	pg, _ := puzzle.Parse("55" + repeat(".", 79))
	if _, err := FromGrid(pg); !errors.Is(err, ErrContradictoryGivens) {
		t.Fatalf("want contradictory givens, got %v", err)
	}
	// Digit 1 has no place left in row 1: every cell still has candidates,
	// only the rn variable r1n1 is empty.
	s := mustState(t, repeat(".", 81))
	for c := 0; c < 9; c++ {
		s.Eliminate(s.G.Cand(c, 1))
	}
	v, bad := s.Contradiction()
	if !bad || s.G.FormatVar(v) != "r1n1" {
		t.Fatalf("want contradiction on r1n1, got %v %s", bad, s.G.FormatVar(v))
	}
	if s.BRT() != Contradiction {
		t.Fatal("BRT must report the contradiction")
	}
	// An empty cell is a contradiction on its rc variable.
	s = mustState(t, repeat(".", 81))
	s.Cands[40] = 0
	if v, bad := s.Contradiction(); !bad || s.G.FormatVar(v) != "r5c5" {
		t.Fatalf("want contradiction on r5c5, got %v", bad)
	}
}

func repeat(s string, n int) string {
	b := make([]byte, 0, n)
	for i := 0; i < n; i++ {
		b = append(b, s...)
	}
	return string(b)
}

func TestSolveValidity(t *testing.T) {
	cases := []struct {
		text string
		err  error
	}{
		{"...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361", nil},
		{"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", nil}, // EasterMonster
		{repeat(".", 81), ErrMultipleSolutions},
		{"11" + repeat(".", 79), ErrContradictoryGivens},
		// Row 1 forces 9 at r1c9, but column 9 already has a 9: no solution.
		{"12345678." + repeat(".", 71) + "9", ErrNoSolution},
	}
	for _, c := range cases {
		pg, err := puzzle.Parse(c.text)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := Solve(pg)
		if !errors.Is(err, c.err) {
			t.Errorf("%s: got %v, want %v", c.text[:20], err, c.err)
		}
		if c.err == nil && !isSolution(pg, sol) {
			t.Errorf("%s: bad solution", c.text[:20])
		}
	}
	// Size-generic: a 4×4 puzzle and a 16×16 empty-ish grid.
	pg, err := puzzle.Parse("1..4.4...2..3..1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Solve(pg); err != nil && !errors.Is(err, ErrMultipleSolutions) && !errors.Is(err, ErrNoSolution) {
		t.Fatal(err)
	}
	n, sol := CountSolutions(NewState(Geom(4)), 1)
	if n != 1 || len(sol) != 256 {
		t.Fatalf("16×16 empty grid: count %d", n)
	}
	n, _ = CountSolutions(NewState(Geom(2)), 1000)
	if n != 288 {
		t.Fatalf("4×4 grids: %d, want 288", n)
	}
}

func isSolution(pg *puzzle.Grid, sol []uint8) bool {
	g := Geom(pg.N)
	for cell, d := range pg.Cells {
		if d != 0 && int(sol[cell]) != d {
			return false
		}
	}
	for _, u := range g.Units {
		var seen uint32
		for _, c := range u {
			seen |= 1 << sol[c]
		}
		if seen != (uint32(1)<<uint(g.Side+1))-2 {
			return false
		}
	}
	return true
}

func BenchmarkBRT(b *testing.B) {
	rows := readCBG(b)
	states := make([]*State, len(rows))
	for i, r := range rows {
		states[i] = mustState(b, r.puzzle)
	}
	work := NewState(Geom(3))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		work.CopyFrom(states[i%len(states)])
		work.BRT()
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkSolve(b *testing.B) {
	rows := readCBG(b)
	grids := make([]*puzzle.Grid, len(rows))
	for i, r := range rows {
		grids[i], _ = puzzle.Parse(r.puzzle)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Solve(grids[i%len(grids)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func mustCells(t testing.TB, s string) []int {
	t.Helper()
	g, err := puzzle.ParseLine(s)
	if err != nil {
		t.Fatal(err)
	}
	return g.Cells
}

func canonOf(t testing.TB, cz *Canonicalizer, cells []int) string {
	t.Helper()
	f, err := cz.Canon(cells)
	if err != nil {
		t.Fatal(err)
	}
	return CanonString(f)
}

// bruteCanon tries all 2·6^8 row/column transformations, relabelling each
// result by order of appearance: the definition, slowly.
func bruteCanon(cells []int) string { return bruteForm(cells, false) }

// bruteForm is bruteCanon, or with gsf the gsf form's definition: the
// smallest (first-band count pattern, string) pair.
func bruteForm(cells []int, gsf bool) string {
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var maps [][9]int // all 6^4 row (or column) maps
	for _, b := range perms {
		for _, p0 := range perms {
			for _, p1 := range perms {
				for _, p2 := range perms {
					ps := [3][3]int{p0, p1, p2}
					var m [9]int
					for i := 0; i < 9; i++ {
						m[i] = b[i/3]*3 + ps[i/3][i%3]
					}
					maps = append(maps, m)
				}
			}
		}
	}
	best := make([]uint8, 81)
	for i := range best {
		best[i] = 255
	}
	cur := make([]uint8, 81)
	bestPat := [9]int{4}
	for o := 0; o < 2; o++ {
		for _, rm := range maps {
			for _, cm := range maps {
				if gsf {
					var pat [9]int
					for r := 0; r < 3; r++ {
						for c := 0; c < 9; c++ {
							sr, sc := rm[r], cm[c]
							if o == 1 {
								sr, sc = sc, sr
							}
							if cells[sr*9+sc] != 0 {
								pat[r*3+c/3]++
							}
						}
					}
					if cmp := comparePattern(pat, bestPat); cmp > 0 {
						continue
					} else if cmp < 0 {
						bestPat = pat
						for i := range best {
							best[i] = 255
						}
					}
				}
				var lab [10]uint8
				next := uint8(1)
				less := false
				i := 0
			cells:
				for r := 0; r < 9; r++ {
					for c := 0; c < 9; c++ {
						sr, sc := rm[r], cm[c]
						if o == 1 {
							sr, sc = sc, sr
						}
						v := cells[sr*9+sc]
						var ch uint8
						if v != 0 {
							if lab[v] == 0 {
								lab[v] = next
								next++
							}
							ch = lab[v]
						}
						if !less {
							if ch > best[i] {
								break cells
							}
							less = ch < best[i]
						}
						cur[i] = ch
						i++
					}
				}
				if less {
					copy(best, cur)
				}
			}
		}
	}
	var f [81]uint8
	copy(f[:], best)
	return CanonString(f)
}

var canonSamples = []string{
	"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
	"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	"..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75",
}

func TestCanonMatchesBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force takes seconds")
	}
	cz := NewCanonicalizer()
	for _, s := range canonSamples[:2] {
		cells := mustCells(t, s)
		if got, want := canonOf(t, cz, cells), bruteCanon(cells); got != want {
			t.Errorf("%s:\n got %s\nwant %s", s, got, want)
		}
	}
	// A complete grid: its form starts with 123456789.
	sol, err := logic.Solve(&puzzle.Grid{N: 3, Cells: mustCells(t, canonSamples[0])})
	if err != nil {
		t.Fatal(err)
	}
	grid := make([]int, 81)
	for i, d := range sol {
		grid[i] = int(d)
	}
	got, want := canonOf(t, cz, grid), bruteCanon(grid)
	if got != want || got[:9] != "123456789" {
		t.Errorf("grid:\n got %s\nwant %s", got, want)
	}
}

// TestCanonIsomorphs: random isomorphs of reference puzzles have the same
// form, the form is a fixed point, and it is an isomorph (same BRT
// counts: givens and decided cells after BRT are invariant).
func TestCanonIsomorphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	cz := NewCanonicalizer()
	puzzles := append([]string{}, canonSamples...)
	if _, ok := refdata.Locate(); ok {
		header, rows := reftest.ReadCSV(t, "cbg-000.csv")
		col := reftest.Column(t, header, "puzzle")
		for i := 0; i < len(rows); i += 211 {
			puzzles = append(puzzles, rows[i][col])
		}
	}
	for _, s := range puzzles {
		cells := mustCells(t, s)
		form := canonOf(t, cz, cells)
		if again := canonOf(t, cz, mustCells(t, form)); again != form {
			t.Fatalf("%s: form %s is not a fixed point (%s)", s, form, again)
		}
		wantBRT := brtCounts(t, cells)
		if got := brtCounts(t, mustCells(t, form)); got != wantBRT {
			t.Fatalf("%s: BRT counts %v, form %v", s, wantBRT, got)
		}
		for k := 0; k < 5; k++ {
			iso := RandomIsomorph(rng, cells)
			if got := canonOf(t, cz, iso); got != form {
				t.Fatalf("%s: isomorph %v has form %s, want %s", s, iso, got, form)
			}
			if got := brtCounts(t, iso); got != wantBRT {
				t.Fatalf("%s: BRT counts %v on an isomorph, want %v", s, got, wantBRT)
			}
		}
	}
}

// brtCounts: decided cells and candidates left after BRT.
func brtCounts(t testing.TB, cells []int) [2]int {
	s, err := logic.FromGrid(&puzzle.Grid{N: 3, Cells: cells})
	if err != nil {
		t.Fatal(err)
	}
	s.BRT()
	return [2]int{s.Solved, s.NumCands()}
}

func BenchmarkCanonCBG000(b *testing.B) {
	header, rows := reftest.ReadCSV(b, "cbg-000.csv")
	col := reftest.Column(b, header, "puzzle")
	var ps [][]int
	for _, r := range rows[:2000] {
		ps = append(ps, mustCells(b, r[col]))
	}
	cz := NewCanonicalizer()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cz.Canon(ps[i%len(ps)])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

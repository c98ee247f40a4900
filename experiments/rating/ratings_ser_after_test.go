package rating

import (
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// TestSERAfterPatterns: the SER of the state after the last pattern step,
// with every step up to it checked and proven (--verify). Rows 2 and 15 of
// mith's T&E(3) sample (SER 11.7 and 11.6) have their patterns used late
// (Trid) or early (Imp630 on row 2: 6.6); a puzzle whose path uses no
// pattern (cbg-000's first, SER 2.0) keeps its SER.
func TestSERAfterPatterns(t *testing.T) {
	cases := []struct {
		puzzle string
		want   map[string]string
	}{
		{"...4.67.9.......3668.....512..76..9....9.2...97..48..2...8.76..7...249..84.69....", map[string]string{"SER": "11.7", "SER-Trid": "1.5", "SER-Imp630": "6.6"}},
		{"1.3.56.8..57.8....86...7.......7153.....3.97473....8..3...186..5.67.31.....56....", map[string]string{"SER-Trid": "2.3", "SER-Select1": "2.3"}},
		{"...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361", map[string]string{"SER": "2.0", "SER-Trid": "2.0", "SER-Select2": "2.0"}},
	}
	for _, c := range cases {
		g, err := puzzle.Parse(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := logic.Solve(g)
		if err != nil {
			t.Fatal(err)
		}
		p := testPuzzle(t, g, sol)
		for name, want := range c.want {
			col, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			got, err := col.Compute(p, Options{Verify: true})
			if err != nil || got != want {
				t.Errorf("%s of %s: %q, %v; want %s", name, c.puzzle, got, err, want)
			}
		}
	}
}

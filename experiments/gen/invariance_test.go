package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// TestRatingsInvariantUnderIsomorphs: the confluent ratings (B, gB), the
// T&E depth and the singles-backdoor size and count of a puzzle are the
// same for random isomorphs of it (row/column permutations within bands
// and stacks, band/stack permutations, transposition, relabelling), and
// the canonical form is the same. W is path-dependent (docs/ratings.md §4.4) and
// is not required to be invariant.
func TestRatingsInvariantUnderIsomorphs(t *testing.T) {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pc := reftest.Column(t, header, "puzzle")
	rng := rand.New(rand.NewPCG(6, 6))
	n := 100
	if testing.Short() {
		n = 30
	}
	cols := []string{"B", "gB", "TE", "backdoor", "backdoors"}
	cz := NewCanonicalizer()
	for k := 0; k < n; k++ {
		r := rows[rng.IntN(len(rows))]
		pg, err := puzzle.ParseLine(r[pc])
		if err != nil {
			t.Fatal(err)
		}
		iso := &puzzle.Grid{N: 3, Cells: RandomIsomorph(rng, pg.Cells)}
		want, got := rateAll(t, pg, cols), rateAll(t, iso, cols)
		for i, c := range cols {
			if want[i] != got[i] {
				t.Errorf("#%s: %s = %s, but %s on the isomorph %s", r[0], c, want[i], got[i], iso.String())
			}
		}
		if a, b := canonOf(t, cz, pg.Cells), canonOf(t, cz, iso.Cells); a != b {
			t.Errorf("#%s: canonical forms differ: %s vs %s", r[0], a, b)
		}
	}
}

func rateAll(t *testing.T, pg *puzzle.Grid, cols []string) []string {
	sol, err := logic.Solve(pg)
	if err != nil {
		t.Fatal(err)
	}
	p, err := rating.NewPuzzle(pg, sol)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(cols))
	for i, name := range cols {
		c, err := rating.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if out[i], err = c.Compute(p, rating.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

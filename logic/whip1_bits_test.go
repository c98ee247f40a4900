package logic

import (
	"math/rand"
	"slices"
	"testing"
)

// TestWhip1ElimsBits: the bit-parallel whip[1] eliminations are the same
// set as whip1Elims' on random states of every size, partly solved.
func TestWhip1ElimsBits(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	fired := 0
	for _, n := range []int{2, 3, 4, 5} {
		g := Geom(n)
		for trial := 0; trial < 300; trial++ {
			s := NewState(g)
			for k := rng.Intn(g.NCells / 2); k > 0; k-- {
				x := Cand(rng.Intn(g.NCands))
				if s.Has(x) {
					s.Assert(g.CellOf(x), g.DigitOf(x))
				}
			}
			for k := rng.Intn(g.NCands); k > 0; k-- {
				s.Eliminate(Cand(rng.Intn(g.NCands)))
			}
			want := whip1Elims(s, nil)
			got := whip1ElimsBits(s, nil)
			slices.Sort(want)
			slices.Sort(got)
			want, got = slices.Compact(want), slices.Compact(got)
			if !slices.Equal(want, got) {
				t.Fatalf("n=%d trial %d: whip1Elims %v, bits %v", n, trial, want, got)
			}
			fired += len(want)
		}
	}
	if fired == 0 {
		t.Fatal("no whip[1] elimination in any random state")
	}
}

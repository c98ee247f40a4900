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
			s := randomPartialState(rng, g)
			want := whip1Elims(s, nil)
			got := Whip1Eliminations(s, nil)
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

// TestWhip1ElimsIn: restricted to some units, the eliminations are those
// of the whip[1]s of those units (a row or column variable by its line, a
// block variable by its block), and with every unit or nil those of
// Whip1Eliminations.
func TestWhip1ElimsIn(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	fired := 0
	for _, n := range []int{2, 3, 4, 5} {
		g := Geom(n)
		gg := g.gg()
		for trial := 0; trial < 200; trial++ {
			s := randomPartialState(rng, g)
			var units []int
			on := make([]bool, len(g.Units))
			for u := range g.Units {
				if rng.Intn(3) == 0 {
					units = append(units, u)
					on[u] = true
				}
			}
			var want []Cand
			eachWhip1(s, func(v, gi int) {
				k, i, _ := g.VarKind(v)
				u := i
				switch k {
				case CN:
					u = g.Side + i
				case BN:
					u = 2*g.Side + i
				}
				if !on[u] {
					return
				}
				for _, y := range gg.links[gi] {
					if s.Has(y) {
						want = append(want, y)
					}
				}
			})
			got := whip1ElimsIn(s, false, units, nil)
			norm := func(xs []Cand) []Cand {
				slices.Sort(xs)
				return slices.Compact(xs)
			}
			want, got = norm(want), norm(got)
			if !slices.Equal(want, got) {
				t.Fatalf("n=%d trial %d units %v: whip[1]s of the units %v, whip1ElimsIn %v", n, trial, units, want, got)
			}
			all := make([]int, len(g.Units))
			for u := range all {
				all[u] = u
			}
			full := norm(Whip1Eliminations(s, nil))
			if every := norm(whip1ElimsIn(s, false, all, nil)); !slices.Equal(every, full) {
				t.Fatalf("n=%d trial %d: every unit %v, Whip1Eliminations %v", n, trial, every, full)
			}
			fired += len(want)
		}
	}
	if fired == 0 {
		t.Fatal("no whip[1] elimination in the units of any random state")
	}
}

// randomPartialState is a state of g with up to half its cells asserted at
// random and then random candidates eliminated (contradictions included).
func randomPartialState(rng *rand.Rand, g *Geometry) *State {
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
	return s
}

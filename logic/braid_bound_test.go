package logic

import (
	"errors"
	"math/rand"
	"slices"
	"testing"
)

// boundStates returns states met by the gB strategy on two worked cases
// before its steps of length ≥ 2 (BRT- and whip[1]-closed states, as the
// chain searches see them), at most max of them.
func boundStates(t *testing.T, max int) []*State {
	t.Helper()
	var out []*State
	for _, c := range cases61 {
		if c.idx != 4918 && c.idx != 109 {
			continue
		}
		s, err := FromGrid(parse81(t, c.puzzle))
		if err != nil {
			t.Fatal(err)
		}
		st := NewStrategy(FamilyGB(), 0)
		enough := errors.New("enough states")
		n := 0
		st.OnStep = func(before *State, step *Step) error {
			if step.Length >= 2 {
				out = append(out, before)
				n++
			}
			if n == max/2 {
				return enough
			}
			return nil
		}
		if _, err := st.Run(s); err != nil && err != enough {
			t.Fatal(err)
		}
	}
	if len(out) == 0 {
		t.Fatal("no state")
	}
	return out
}

// prepare sets sc and its chain search up for s as searchChain does.
func prepare(sc *Scratch, s *State, kind ChainKind) *chainSearch {
	cs := sc.cs
	cs.sc, cs.state = sc, s
	cs.loadState(s)
	sc.closed = brtClosed(s)
	lt := sc.layerTrial(s.G)
	lt.w1Closed = kind.IsG() && sc.closed && len(Whip1Eliminations(s, nil)) == 0
	return cs
}

// TestBoundCutsOnlyDeadBranches: the braid and g-braid searches find the
// same pattern for every target with the partial-pattern bound (its trials
// started from the kept base states, braid_bound.go) as without it.
func TestBoundCutsOnlyDeadBranches(t *testing.T) {
	states := boundStates(t, 6)
	defer func(m int) { boundMin = m }(boundMin)
	found := 0
	for i, s := range states {
		g := s.G
		sc := NewScratch(g)
		for _, kind := range []ChainKind{KindBraid, KindGBraid} {
			for k := 3; k <= 5; k++ {
				for z := Cand(0); int(z) < g.NCands; z++ {
					if !s.Has(z) {
						continue
					}
					boundMin = 1
					with := slices.Clone(prepare(sc, s, kind).find(z, kind, k))
					boundMin = 1 << 20
					without := prepare(sc, s, kind).find(z, kind, k)
					if !slices.Equal(with, without) {
						t.Fatalf("state %d %v[%d] target %s: with the bound %v, without %v", i, kind, k, g.FormatValue(z), with, without)
					}
					if with != nil {
						found++
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no pattern found: the comparison shows nothing")
	}
}

// TestTargetDepthResumed: the target depths of the whip[1] trial (on 9×9
// grids the bit-parallel one), asked with growing bounds (a trial cut by a
// bound is resumed where it stopped), are those of the scalar trial
// scanning everything in every layer run afresh with each bound.
func TestTargetDepthResumed(t *testing.T) {
	finite := 0
	for i, s := range boundStates(t, 10) {
		g := s.G
		sc := NewScratch(g)
		prepare(sc, s, KindGBraid)
		if !sc.closed || !sc.layerTrial(g).w1Closed {
			t.Fatalf("state %d: not BRT- and whip[1]-closed", i)
		}
		for x := Cand(0); int(x) < g.NCands; x++ {
			if !s.Has(x) {
				continue
			}
			for _, b := range []int{1, 2, 4, 12} {
				got := sc.targetDepth(s, true, x, b)
				ref := s.Clone()
				ref.Assert(g.CellOf(x), g.DigitOf(x))
				want := sc.layered(ref, true, b)
				if got != want {
					t.Fatalf("state %d target %s bound %d: depth %d, full trial %d", i, g.FormatValue(x), b, got, want)
				}
				if got < depthStalled {
					finite++
				}
			}
		}
	}
	if finite == 0 {
		t.Fatal("no finite depth")
	}
}

// TestTrial81 : the bit-parallel trial of 9×9 grids counts the layers of
// the scalar one (layerTrial.run scanning everything), with and without
// whip[1], on states met by the strategy with a target and random further
// assertions and g-label eliminations; with boundOnly it answers the
// bound's question (≤ m layers) the same.
func TestTrial81(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	g := Geom(3)
	x := geo81Of(g)
	gg := g.gg()
	sc := NewScratch(g)
	seen := map[uint8]int{}
	for _, s := range boundStates(t, 10) {
		for trial := 0; trial < 300; trial++ {
			ref := s.Clone()
			var bt trial81
			bt.load(ref)
			ok := true
			for k := rng.Intn(4); k >= 0 && ok; k-- {
				z := Cand(rng.Intn(g.NCands))
				if rng.Intn(3) == 0 {
					gi := rng.Intn(len(gg.labels))
					for _, y := range gg.links[gi] {
						ref.Eliminate(y)
					}
					bt.apply(x, g, int32(g.NCands+gi))
					continue
				}
				a := ref.Assert(g.CellOf(z), g.DigitOf(z))
				b := bt.assert(x, g.CellOf(z), g.DigitOf(z)-1)
				if a != b {
					t.Fatalf("assert %s: state %v, bits %v", g.FormatValue(z), a, b)
				}
				ok = a
			}
			if !ok {
				continue
			}
			for _, gen := range []bool{false, true} {
				for _, m := range []int{1, 2, 3, 12} {
					want := sc.layered(ref.Clone(), gen, m)
					b := bt
					if got := b.run(x, gen, 0, m, false); got != want {
						t.Fatalf("gen %v m %d: bits %d layers, scalar %d", gen, m, got, want)
					}
					b = bt
					if got := b.run(x, gen, 0, m, true); (int(got) <= m) != (int(want) <= m) {
						t.Fatalf("gen %v m %d boundOnly: bits %d layers, scalar %d", gen, m, got, want)
					}
					seen[want]++
				}
			}
		}
	}
	if len(seen) < 4 {
		t.Fatalf("too few kinds of outcome: %v", seen)
	}
	t.Logf("outcomes (layers: count): %v", seen)
}

// TestLastCellCheck: the g-whip and g-braid searches find the same pattern
// for every target with the last-cell check (lastCellPossible) as without.
func TestLastCellCheck(t *testing.T) {
	states := boundStates(t, 6)
	defer func() { lastCellCheck = true }()
	found := 0
	for i, s := range states {
		g := s.G
		sc := NewScratch(g)
		for _, kind := range []ChainKind{KindGWhip, KindGBraid} {
			for k := 2; k <= 5; k++ {
				for z := Cand(0); int(z) < g.NCands; z++ {
					if !s.Has(z) {
						continue
					}
					lastCellCheck = true
					with := slices.Clone(prepare(sc, s, kind).find(z, kind, k))
					lastCellCheck = false
					without := prepare(sc, s, kind).find(z, kind, k)
					if !slices.Equal(with, without) {
						t.Fatalf("state %d %v[%d] target %s: with the check %v, without %v", i, kind, k, g.FormatValue(z), with, without)
					}
					if with != nil {
						found++
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no pattern found: the comparison shows nothing")
	}
	t.Logf("%d patterns", found)
}

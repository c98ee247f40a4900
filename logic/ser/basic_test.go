package ser

import (
	"context"
	"math/bits"
	"math/rand"
	"path/filepath"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// pathStates returns the states met along SE's path of every step-th
// puzzle of cbg-000 (up to n puzzles), plus copies with random candidates
// removed (to reach states the paths do not).
func pathStates(t *testing.T, step, n int) []*Grid {
	rows := readRef(t, filepath.Join(refDir(t), "cbg-000.csv"), "SER")
	rnd := rand.New(rand.NewSource(1))
	var out []*Grid
	for i := 0; i < len(rows) && i/step < n; i += step {
		p, err := puzzle.ParseLine(rows[i].puzzle)
		if err != nil {
			t.Fatal(err)
		}
		steps, _, err := Path(context.Background(), p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range steps {
			out = append(out, s.Before)
			g := *s.Before
			for k := 0; k < 6; k++ {
				c := rnd.Intn(81)
				if popc(g.cand[c]) > 2 {
					g.cand[c] &^= 1 << uint(tz(g.cand[c]))
				}
			}
			g.posValid = false
			out = append(out, &g)
		}
	}
	return out
}

// TestAlignedSame checks that aligned pair and triplet exclusion report the
// same hints, in the same order, as a plain reading of the rule (every pair
// of candidate cells in SE's order, every digit combination).
func TestAlignedSame(t *testing.T) {
	states := pathStates(t, 197, 60)
	for degree := 2; degree <= 3; degree++ {
		found := 0
		for i, g := range states {
			if degree == 3 && i%4 != 0 {
				continue // (triplets take longer)
			}
			var a, b []*Hint
			alignedRef(g, degree, func(h *Hint) bool { a = append(a, h); return false })
			alignedExclusion(g, degree, func(h *Hint) bool { b = append(b, h); return false })
			if len(a) != len(b) {
				t.Fatalf("degree %d: %d hints, want %d", degree, len(b), len(a))
			}
			for i := range a {
				if a[i].Elims != b[i].Elims || a[i].Desc != b[i].Desc || a[i].Diff != b[i].Diff || a[i].Name != b[i].Name {
					t.Fatalf("degree %d, hint %d: %s %s, want %s %s", degree, i, b[i].Desc, b[i].ElimString(), a[i].Desc, a[i].ElimString())
				}
			}
			found += len(a)
		}
		t.Logf("degree %d: %d states, %d hints compared", degree, len(states), found)
		if found == 0 {
			t.Fatalf("degree %d: no aligned exclusion met: the sample tests nothing", degree)
		}
	}
}

// alignedRef is the reference for TestAlignedSame: every pair of candidate
// cells (combos order), then every third cell among their excluders.
func alignedRef(g *Grid, degree int, out emit) bool {
	var b alignedBase
	if !b.fill(g, degree) {
		return false
	}
	list, exl, exm, inList := b.list, &b.exl, &b.exm, &b.inList
	var masks [81]uint16
	try := func(cells []int) bool {
		common := exm[cells[0]]
		for _, c := range cells[1:] {
			common[0] &= exm[c][0]
			common[1] &= exm[c][1]
		}
		n := bits.OnesCount64(common[0]) + bits.OnesCount64(common[1])
		if n < 2 {
			return false
		}
		c0, c1 := cells[0], cells[1]
		s01 := sees(c0, c1)
		if len(cells) == 2 {
			// a digit of one cell goes only if every digit of the other
			// is blocked with it: by an excluder, or by being equal
			// when the two cells see each other
			k := n
			if s01 {
				k++
			}
			if k < popc(g.cand[c0]) && k < popc(g.cand[c1]) {
				return false
			}
		}
		n = 0
		for _, e := range exl[cells[0]] {
			if common.has(int(e)) {
				masks[n] = g.cand[e]
				n++
			}
		}
		var allowed [3]uint16
		ok := func(used uint16) bool {
			for _, m := range masks[:n] {
				if m&^used == 0 {
					return false
				}
			}
			return true
		}
		for m0 := g.cand[c0]; m0 != 0; m0 &= m0 - 1 {
			b0 := m0 & -m0
			for m1 := g.cand[c1]; m1 != 0; m1 &= m1 - 1 {
				b1 := m1 & -m1
				if b0 == b1 && s01 {
					continue
				}
				if len(cells) == 2 {
					if ok(b0 | b1) {
						allowed[0] |= b0
						allowed[1] |= b1
					}
					continue
				}
				c2 := cells[2]
				for m2 := g.cand[c2]; m2 != 0; m2 &= m2 - 1 {
					b2 := m2 & -m2
					if (b2 == b0 && sees(c0, c2)) || (b2 == b1 && sees(c1, c2)) {
						continue
					}
					if ok(b0 | b1 | b2) {
						allowed[0] |= b0
						allowed[1] |= b1
						allowed[2] |= b2
					}
				}
			}
		}
		h := alignedHint(g, cells, &allowed)
		return h != nil && out(h)
	}
	cells := make([]int, degree)
	var twin []int
	return combos(2, len(list), func(pm uint64) bool {
		i0 := bits.TrailingZeros64(pm)
		i1 := bits.TrailingZeros64(pm &^ (1 << uint(i0)))
		c0, c1 := list[i0], list[i1]
		cells[0], cells[1] = c0, c1
		if degree == 2 {
			return try(cells)
		}
		var seen cellSet
		twin = twin[:0]
		for _, src := range [2]int{c0, c1} {
			for _, e := range exl[src] {
				if inList.has(int(e)) && int(e) != c0 && int(e) != c1 && !seen.has(int(e)) {
					seen.set(int(e))
					twin = append(twin, int(e))
				}
			}
		}
		for _, t := range twin {
			cells[2] = t
			if try(cells) {
				return true
			}
		}
		return false
	})
}

package verify

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
)

// The tridagon behind an OR relation, found and checked without the
// search code of package logic: when a step names a relation by its
// candidates only (as a printed path does), its tridagon is looked for
// among all 12-cell placements (docs/tridagons.md §12.2), and whichever
// is found is re-proven impossible by SAT.

// tridagonFor returns a tridagon of s whose guardians — the candidates of
// its 12 cells outside its three digits — are exactly cands, and whose
// cells hold no value outside its digits; an error says that none is.
func tridagonFor(s *logic.State, cands []logic.Cand) (*exotic.Placement, error) {
	g := s.G
	if g.Side != 9 {
		return nil, fmt.Errorf("tridagons are defined on 9x9 grids only")
	}
	inRel := map[logic.Cand]bool{}
	var relCells []int
	for _, x := range cands {
		if int(x) < 0 || int(x) >= g.NCands || !s.Has(x) {
			return nil, fmt.Errorf("relation candidate %s is not a current candidate", g.FormatElim(x))
		}
		inRel[x] = true
		relCells = append(relCells, g.CellOf(x))
	}
	var firstErr error
	for _, cells := range transversalQuads() {
		if !containsAll(cells[:], relCells) {
			continue
		}
		// The digits: those of the values and of the non-relation
		// candidates of the cells; at most three.
		var dm uint32
		for _, c := range cells {
			if v := s.Values[c]; v != 0 {
				dm |= 1 << uint(v-1)
				continue
			}
			for d := 1; d <= 9; d++ {
				if x := g.Cand(c, d); s.Has(x) && !inRel[x] {
					dm |= 1 << uint(d-1)
				}
			}
		}
		if bits.OnesCount32(dm) > 3 {
			continue
		}
		for _, digits := range digitTriples(dm) {
			t := &exotic.Placement{Pattern: exotic.TridName, Digits: digits, Cells: cells[:], Guardians: append([]logic.Cand(nil), cands...)}
			if exactGuardians(s, t, cands) != nil {
				continue
			}
			err := checkPlacementCached(t)
			if err == nil {
				return t, nil
			}
			if firstErr == nil {
				firstErr = err
			}
		}
	}
	if firstErr != nil {
		return nil, fmt.Errorf("no impossible tridagon has exactly the guardians %s (%v)", exotic.FormatCandList(g, cands), firstErr)
	}
	return nil, fmt.Errorf("no tridagon of the state has exactly the guardians %s", exotic.FormatCandList(g, cands))
}

// exactGuardians checks that cands are exactly the candidates of t's
// cells outside its digits, and that no cell holds a value outside them.
func exactGuardians(s *logic.State, t *exotic.Placement, cands []logic.Cand) error {
	g := s.G
	digit := func(d int) bool { return slices.Contains(t.Digits[:], d) }
	var guardians []logic.Cand
	for _, c := range t.Cells {
		if v := int(s.Values[c]); v != 0 {
			if !digit(v) {
				return fmt.Errorf("cell %s has value %d, not a tridagon digit", g.FormatCell(c), v)
			}
			continue
		}
		for d := 1; d <= g.Side; d++ {
			if x := g.Cand(c, d); s.Has(x) && !digit(d) {
				guardians = append(guardians, x)
			}
		}
	}
	for _, x := range cands {
		if !slices.Contains(guardians, x) {
			return fmt.Errorf("relation candidate %s is not a guardian of the tridagon", g.FormatElim(x))
		}
	}
	for _, x := range guardians {
		if !slices.Contains(cands, x) {
			return fmt.Errorf("guardian %s of the tridagon is not in the relation", g.FormatElim(x))
		}
	}
	return nil
}

func containsAll(set []int, xs []int) bool {
	for _, x := range xs {
		if !slices.Contains(set, x) {
			return false
		}
	}
	return true
}

// digitTriples lists the sets of three digits (ascending) that contain
// the digits of mask.
func digitTriples(mask uint32) [][3]int {
	var out [][3]int
	for a := 1; a <= 9; a++ {
		for b := a + 1; b <= 9; b++ {
			for c := b + 1; c <= 9; c++ {
				if m := uint32(1)<<(a-1) | 1<<(b-1) | 1<<(c-1); m&mask == mask {
					out = append(out, [3]int{a, b, c})
				}
			}
		}
	}
	return out
}

var (
	quadsOnce sync.Once
	quads     [][12]int
)

// transversalQuads lists every choice of two bands, two stacks and, in
// each of the four blocks where they cross, three cells on three
// different rows and columns: 9 x 6^4 sets of 12 cells, both parities (SAT
// decides which are impossible).
func transversalQuads() [][12]int {
	quadsOnce.Do(func() {
		perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
		for b0 := 0; b0 < 3; b0++ {
			for b1 := b0 + 1; b1 < 3; b1++ {
				for s0 := 0; s0 < 3; s0++ {
					for s1 := s0 + 1; s1 < 3; s1++ {
						blocks := [4][2]int{{b0, s0}, {b0, s1}, {b1, s0}, {b1, s1}}
						for p := 0; p < 6*6*6*6; p++ {
							var cells [12]int
							q := p
							for bi, bs := range blocks {
								perm := perms[q%6]
								q /= 6
								for i := 0; i < 3; i++ {
									cells[3*bi+i] = 9*(3*bs[0]+i) + 3*bs[1] + perm[i]
								}
							}
							quads = append(quads, cells)
						}
					}
				}
			}
		}
	})
	return quads
}

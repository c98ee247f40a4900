package gen

import (
	"math/bits"
	"math/rand/v2"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// RandomGrid returns a random complete grid of block size n, built by
// randomised backtracking (random digit order at each branch). It is not
// uniform over all grids; see the generators of the experiments issue.
func RandomGrid(rng *rand.Rand, n int) []uint8 {
	g := logic.Geom(n)
	var rec func(s *logic.State) []uint8
	rec = func(s *logic.State) []uint8 {
		switch s.BRT() {
		case logic.Contradiction:
			return nil
		case logic.Solved:
			return s.Values
		}
		best, bestN := -1, 99
		for cell, m := range s.Cands {
			if c := bits.OnesCount32(m); m != 0 && c < bestN {
				best, bestN = cell, c
			}
		}
		var ds []int
		for m := s.Cands[best]; m != 0; m &= m - 1 {
			ds = append(ds, bits.TrailingZeros32(m)+1)
		}
		rng.Shuffle(len(ds), func(i, j int) { ds[i], ds[j] = ds[j], ds[i] })
		for _, d := range ds {
			t := s.Clone()
			t.Assert(best, d)
			if v := rec(t); v != nil {
				return v
			}
		}
		return nil
	}
	return rec(logic.NewState(g))
}

// TopDownMinimal generates a minimal puzzle by the top-down method: start
// from a random complete grid and remove givens in random order, keeping a
// removal whenever the puzzle stays uniquely solvable.
func TopDownMinimal(rng *rand.Rand, n int) *puzzle.Grid {
	sol := RandomGrid(rng, n)
	pg := &puzzle.Grid{N: n, Cells: make([]int, len(sol))}
	for i, d := range sol {
		pg.Cells[i] = int(d)
	}
	for _, cell := range rng.Perm(len(sol)) {
		d := pg.Cells[cell]
		pg.Cells[cell] = 0
		s, err := logic.FromGrid(pg)
		if err != nil {
			panic(err) // cannot happen: givens come from a solution grid
		}
		if k, _ := logic.CountSolutions(s, 2); k != 1 {
			pg.Cells[cell] = d
		}
	}
	return pg
}

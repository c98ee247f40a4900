package gen

import (
	"math"
	"math/rand/v2"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// Generated is one generator output.
type Generated struct {
	Grid  *puzzle.Grid
	Clues int
	// Log10Weight is the log10 correction weight (see the generator);
	// NaN when the generator's bias is unknown (top-down, bottom-up).
	Log10Weight float64
	Tries       int // complete grids (cb) or attempts used for this output
}

// unique reports whether pg has exactly one solution.
func unique(pg *puzzle.Grid) bool {
	s, err := logic.FromGrid(pg)
	if err != nil {
		return false
	}
	k, _ := logic.CountSolutions(s, 2)
	return k == 1
}

func gridPuzzle(n int, cells []uint8) *puzzle.Grid {
	pg := &puzzle.Grid{N: n, Cells: make([]int, len(cells))}
	for i, d := range cells {
		pg.Cells[i] = int(d)
	}
	return pg
}

// Log10Binomial is log10 C(m, k).
func Log10Binomial(m, k int) float64 {
	a, _ := math.Lgamma(float64(m + 1))
	b, _ := math.Lgamma(float64(k + 1))
	c, _ := math.Lgamma(float64(m - k + 1))
	return (a - b - c) / math.Ln10
}

// ControlledBias generates a minimal puzzle by Berthier's controlled-bias
// method (Berthier 2009, "Unbiased Statistics of a CSP – A Controlled-Bias
// Generator"): take a complete grid, draw a random order of its cells and
// delete givens in that order as long as the puzzle keeps a unique
// solution; at the first deletion that would break uniqueness, put that
// given back and stop. The result is accepted only if it is minimal (no
// other remaining given can be deleted); otherwise a new grid is tried.
//
// A minimal puzzle P with n clues of grid G is produced from G exactly
// when the 81-n non-clues come first in the random order, which has
// probability n!(81-n)!/81! = 1/C(81,n). So the generator's bias is known:
// with grids drawn uniformly, P is produced with probability proportional
// to 1/C(81,n), and weighting each output by C(81,n) gives unbiased
// estimates over all minimal puzzles (of the clue distribution, of any
// rating's distribution…). Our grids come from SequentialGrid, whose own
// exact weight multiplies in: Log10Weight = log10 C(81,n) + the grid's.
//
// Like suexg-cb, for 9×9 the givens are deleted without checking
// uniqueness down to 32 clues; a non-unique 32-clue puzzle means the stop
// came earlier, with more than 32 clues, and the try is abandoned (minimal
// puzzles of more than 32 clues are too rare to matter: none is known
// above 40). Berthier's generator needs about 250,000 grids per puzzle.
func ControlledBias(rng *rand.Rand, n int) Generated {
	side := n * n
	ncells := side * side
	blind := 0
	if n == 3 {
		blind = 32
	}
	for tries := 1; ; tries++ {
		wg := SequentialGrid(rng, n)
		pg := gridPuzzle(n, wg.Cells)
		order := rng.Perm(ncells)
		clues := ncells
		stop := -1
		for i, cell := range order {
			d := pg.Cells[cell]
			pg.Cells[cell] = 0
			clues--
			if clues > blind && blind > 0 {
				continue
			}
			if clues == blind && blind > 0 {
				if !unique(pg) {
					break // the first failure came above 32 clues
				}
				continue
			}
			if !unique(pg) {
				pg.Cells[cell] = d
				clues++
				stop = i
				break
			}
		}
		if stop < 0 {
			continue
		}
		minimal := true
		for _, cell := range order[stop+1:] {
			d := pg.Cells[cell]
			pg.Cells[cell] = 0
			ok := unique(pg)
			pg.Cells[cell] = d
			if ok {
				minimal = false
				break
			}
		}
		if minimal {
			return Generated{Grid: pg, Clues: clues, Log10Weight: Log10Binomial(ncells, clues) + wg.Log10Weight, Tries: tries}
		}
	}
}

// BottomUpMinimal generates a minimal puzzle bottom-up: add givens at
// random cells with random digits among the candidates left, dropping a
// given that leaves no solution, until the solution is unique; then remove
// the givens that are not needed (in random order). Its bias with respect
// to the number of clues is strong and unknown a priori (no weight).
func BottomUpMinimal(rng *rand.Rand, n int) Generated {
	g := logic.Geom(n)
	pg := &puzzle.Grid{N: n, Cells: make([]int, g.NCells)}
	tries := 0
	for {
		tries++
		s, err := logic.FromGrid(pg)
		if err != nil {
			panic(err) // cannot happen: only consistent givens are kept
		}
		k, _ := logic.CountSolutions(s, 2)
		if k == 1 {
			break
		}
		// A random empty cell and one of its candidates (after BRT, so
		// that obviously contradictory givens are not even tried).
		s.BRT()
		var empty []int
		for c, v := range pg.Cells {
			if v == 0 && s.Cands[c] != 0 {
				empty = append(empty, c)
			}
		}
		if len(empty) == 0 { // BRT decided everything: unique after all
			break
		}
		cell := empty[rng.IntN(len(empty))]
		var ds []int
		for d := 1; d <= g.Side; d++ {
			if s.Cands[cell]&(1<<(d-1)) != 0 {
				ds = append(ds, d)
			}
		}
		pg.Cells[cell] = ds[rng.IntN(len(ds))]
		t, err := logic.FromGrid(pg)
		if err != nil {
			pg.Cells[cell] = 0
			continue
		}
		if k, _ := logic.CountSolutions(t, 1); k == 0 {
			pg.Cells[cell] = 0 // no solution: drop it
		}
	}
	clues := 0
	for _, cell := range rng.Perm(len(pg.Cells)) {
		d := pg.Cells[cell]
		if d == 0 {
			continue
		}
		pg.Cells[cell] = 0
		if !unique(pg) {
			pg.Cells[cell] = d
			clues++
		}
	}
	return Generated{Grid: pg, Clues: clues, Log10Weight: math.NaN(), Tries: tries}
}

// IsMinimal reports whether pg has a unique solution and every given is
// needed for it.
func IsMinimal(pg *puzzle.Grid) bool {
	if !unique(pg) {
		return false
	}
	for cell, d := range pg.Cells {
		if d == 0 {
			continue
		}
		pg.Cells[cell] = 0
		u := unique(pg)
		pg.Cells[cell] = d
		if u {
			return false
		}
	}
	return true
}

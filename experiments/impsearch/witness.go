package impsearch

import (
	"fmt"

	"github.com/sudolab/sudolab/encode"
)

// GridWitness looks for a complete valid 9×9 grid in which every cell of p
// holds 1, 2 or 3: the stronger sense of "possible" (the whole grid, not
// only the constraints among p's cells). It asks the SAT side (encode's
// extended encoding, solved by gophersat) and checks the grid it returns.
// A minimal pattern of Enumerate is minimal in this sense too when every
// pattern with one cell less has such a grid.
func GridWitness(p Pattern) ([81]int, bool, error) {
	values := make([]int, 81)
	cands := make([]uint32, 81)
	for cell := range cands {
		cands[cell] = 0x1ff
		if cell < 54 && p.Has(cell) {
			cands[cell] = 0b111
		}
	}
	sat, model := encode.Solve(encode.Encode(encode.FromCands(3, values, cands), encode.Extended))
	var grid [81]int
	if !sat {
		return grid, false, nil
	}
	for cell := range grid {
		for d := 1; d <= 9; d++ {
			if model[encode.Var(9, cell, d)-1] {
				grid[cell] = d
			}
		}
	}
	return grid, true, checkGrid(p, grid)
}

// checkGrid verifies a complete grid: every row, column and block holds
// 1..9, and p's cells hold 1, 2 or 3.
func checkGrid(p Pattern, grid [81]int) error {
	for u := 0; u < 9; u++ {
		var row, col, blk uint16
		for i := 0; i < 9; i++ {
			row |= 1 << uint(grid[u*9+i])
			col |= 1 << uint(grid[i*9+u])
			blk |= 1 << uint(grid[(u/3*3+i/3)*9+u%3*3+i%3])
		}
		if row != 0x3fe || col != 0x3fe || blk != 0x3fe {
			return fmt.Errorf("the grid found by SAT is not a valid grid (unit %d)", u+1)
		}
	}
	for cell := 0; cell < 54; cell++ {
		if p.Has(cell) && grid[cell] > 3 {
			return fmt.Errorf("the grid found by SAT has %d at r%dc%d, a cell of the pattern", grid[cell], cell/9+1, cell%9+1)
		}
	}
	return nil
}

package gen

import "math/rand/v2"

// RandomIsomorph applies a uniformly random element of the Sudoku symmetry
// group (transposition, band/row/stack/column permutations, relabelling)
// to a 9×9 grid of 81 cells (0 = empty). Used by invariance tests: ratings,
// T&E depth and backdoor size must not change.
func RandomIsomorph(rng *rand.Rand, cells []int) []int {
	perm3 := func() [3]int {
		p := rng.Perm(3)
		return [3]int{p[0], p[1], p[2]}
	}
	var rowMap, colMap [9]int // result row/col -> source row/col
	for _, m := range []*[9]int{&rowMap, &colMap} {
		bands := perm3()
		for b := 0; b < 3; b++ {
			rs := perm3()
			for i := 0; i < 3; i++ {
				m[b*3+i] = bands[b]*3 + rs[i]
			}
		}
	}
	relabel := append([]int{0}, rng.Perm(9)...)
	for d := 1; d <= 9; d++ {
		relabel[d]++
	}
	transpose := rng.IntN(2) == 1
	out := make([]int, 81)
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			sr, sc := rowMap[r], colMap[c]
			if transpose {
				sr, sc = sc, sr
			}
			out[r*9+c] = relabel[cells[sr*9+sc]]
		}
	}
	return out
}

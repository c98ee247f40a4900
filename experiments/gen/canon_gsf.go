package gen

import "fmt"

// The gsf form (docs/notation.md §9.7): the canonical form gsf's sudoku program writes with
// -f'%#mc' (its "subgrid row order minlex" canonicalizer, after M.
// Deverin's Row-Minimal Standard Form), the form of most puzzle lists
// exchanged on the forum. It is the min-lex member of the orbit among the
// transformations whose first band has the smallest clue-count pattern:
// write the number of givens of each row segment (3 cells) of the first
// band, row by row, as 9 digits; the gsf form minimises that pattern first,
// then the string. Min-lex (Canon) minimises the string only, so the two
// differ when the smallest string starts with a band whose pattern is not
// the smallest (2,209 of cbg-000's 21,375 puzzles); both are canonical
// (isomorphic puzzles get equal forms) and name the same orbit.

// CanonGSF returns the gsf form of a 9×9 puzzle or grid given as 81 cells
// (0 = empty, else 1..9).
func (cz *Canonicalizer) CanonGSF(cells []int) ([81]uint8, error) {
	var res [81]uint8
	if len(cells) != 81 {
		return res, fmt.Errorf("canonical forms are for 9×9 grids (got %d cells)", len(cells))
	}
	for i, d := range cells {
		if d < 0 || d > 9 {
			return res, fmt.Errorf("cell %d: digit %d out of range", i, d)
		}
		cz.src[0][i] = uint8(d)
		cz.src[1][(i%9)*9+i/9] = uint8(d)
	}
	// Every first band (either orientation), row order in it and stack
	// order whose count pattern is the smallest starts a candidate.
	cz.cur = cz.cur[:0]
	best := [9]int{4}
	for o := uint8(0); o < 2; o++ {
		for b := 0; b < 3; b++ {
			var cnt [3][3]int // row of the band, stack
			for i := 0; i < 3; i++ {
				for j, v := range cz.src[o][(b*3+i)*9 : (b*3+i)*9+9] {
					if v != 0 {
						cnt[i][j/3]++
					}
				}
			}
			for _, rp := range cz.perms {
				for _, sp := range cz.perms {
					var pat [9]int
					for i := 0; i < 3; i++ {
						for j := 0; j < 3; j++ {
							pat[i*3+j] = cnt[rp[i]][sp[j]]
						}
					}
					if cmp := comparePattern(pat, best); cmp > 0 {
						continue
					} else if cmp < 0 {
						best, cz.cur = pat, cz.cur[:0]
					}
					c := canonCand{o: o, free: true, fixed: true, stacks: sp}
					for i := 0; i < 3; i++ {
						c.first[i] = uint8(b*3) + rp[i]
					}
					cz.cur = append(cz.cur, c)
				}
			}
		}
	}
	return cz.search(), nil
}

func comparePattern(a, b [9]int) int {
	for i := range a {
		if a[i] != b[i] {
			return a[i] - b[i]
		}
	}
	return 0
}

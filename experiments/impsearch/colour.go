package impsearch

import (
	"fmt"
	"math/bits"
)

// sees reports whether two cells of the two bands share a row, a column or
// a block.
func sees(a, b int) bool {
	ra, ca, rb, cb := a/9, a%9, b/9, b%9
	return ra == rb || ca == cb || (ra/3 == rb/3 && ca/3 == cb/3)
}

// peers[c] is the set of cells of the two bands that see cell c.
var peers = func() (out [54]Pattern) {
	for a := 0; a < 54; a++ {
		for b := 0; b < 54; b++ {
			if a != b && sees(a, b) {
				out[a] |= 1 << uint(b)
			}
		}
	}
	return
}()

// crowded reports whether some row, column or block holds four cells of
// p: such a pattern is impossible, and no minimal pattern but those four
// cells contains it.
func crowded(p Pattern) bool {
	for r := 0; r < 6; r++ {
		if bits.OnesCount64(p.row(r)) > 3 {
			return true
		}
	}
	for c := 0; c < 9; c++ {
		if bits.OnesCount64(uint64(p&columnMask[c])) > 3 {
			return true
		}
	}
	for b := 0; b < 6; b++ {
		if bits.OnesCount64(uint64(p&blockMask[b])) > 3 {
			return true
		}
	}
	return false
}

var columnMask, blockMask = func() (col [9]Pattern, blk [6]Pattern) {
	for cell := 0; cell < 54; cell++ {
		col[cell%9] |= 1 << uint(cell)
		blk[cell/27*3+cell%9/3] |= 1 << uint(cell)
	}
	return
}()

// Colour looks for a filling of p's cells with the digits 1, 2, 3 in which
// no two cells that see each other are equal. It returns the digit of each
// cell (indexed by cell, 0 outside p) and true, or false when there is none
// (p is impossible). The search is depth first, always on the cell with
// the fewest digits left (ties: the most uncoloured neighbours), and a
// digit never used yet is tried only as the smallest such digit (the
// digits are interchangeable).
func Colour(p Pattern) ([54]int8, bool) {
	var c colouring
	c.p = p
	ok := c.search(p, 0)
	return c.digit, ok
}

type colouring struct {
	p     Pattern
	digit [54]int8
}

// search colours the cells of left; used is the number of digits used so
// far (digits 1..used).
func (c *colouring) search(left Pattern, used int8) bool {
	if left == 0 {
		return true
	}
	best, bestFree, bestDeg := -1, 4, -1
	for m := uint64(left); m != 0; m &= m - 1 {
		cell := bits.TrailingZeros64(m)
		free := 3 - bits.OnesCount8(c.taken(cell))
		deg := bits.OnesCount64(uint64(peers[cell] & left))
		if free < bestFree || (free == bestFree && deg > bestDeg) {
			best, bestFree, bestDeg = cell, free, deg
		}
	}
	if bestFree == 0 {
		return false
	}
	taken := c.taken(best)
	for d := int8(1); d <= 3 && d <= used+1; d++ {
		if taken>>uint(d)&1 != 0 {
			continue
		}
		c.digit[best] = d
		nu := used
		if d > used {
			nu = d
		}
		if c.search(left&^(1<<uint(best)), nu) {
			return true
		}
	}
	c.digit[best] = 0
	return false
}

// taken is the set of digits (bit d) of the coloured cells that see cell.
func (c *colouring) taken(cell int) uint8 {
	var t uint8
	for m := uint64(peers[cell] & c.p); m != 0; m &= m - 1 {
		t |= 1 << uint(c.digit[bits.TrailingZeros64(m)])
	}
	return t &^ 1
}

// Check verifies a filling that Colour returned for p: every cell of p has
// a digit 1..3, no cell outside p has one, and no two cells of p that see
// each other are equal.
func Check(p Pattern, digit [54]int8) error {
	for a := 0; a < 54; a++ {
		in := p.Has(a)
		if in != (digit[a] != 0) || digit[a] < 0 || digit[a] > 3 {
			return fmt.Errorf("r%dc%d: digit %d", a/9+1, a%9+1, digit[a])
		}
		if !in {
			continue
		}
		for b := a + 1; b < 54; b++ {
			if p.Has(b) && sees(a, b) && digit[a] == digit[b] {
				return fmt.Errorf("r%dc%d and r%dc%d both hold %d", a/9+1, a%9+1, b/9+1, b%9+1, digit[a])
			}
		}
	}
	return nil
}

package impsearch

import (
	"fmt"
	"math/bits"
	"strings"
)

// Pattern is a set of cells of the first two bands: bit r*9+c for row r
// (0..5) and column c (0..8).
type Pattern uint64

// Cells is the number of cells.
func (p Pattern) Cells() int { return bits.OnesCount64(uint64(p)) }

// Has reports whether cell r*9+c is in p.
func (p Pattern) Has(cell int) bool { return p>>uint(cell)&1 != 0 }

// row is the 9-bit mask of the columns p uses in row r.
func (p Pattern) row(r int) uint64 { return uint64(p) >> uint(9*r) & 0x1ff }

// Mask is the 81-character drawing of p in the grid (X in the pattern, .
// else), rows 7–9 empty.
func (p Pattern) Mask() string {
	var b strings.Builder
	for cell := 0; cell < 81; cell++ {
		if cell < 54 && p.Has(cell) {
			b.WriteByte('X')
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// FromCells builds the pattern of cells given as r*9+c in the 9×9 grid.
// The cells must lie in two bands, or in two stacks (the pattern is then
// transposed); the bands (stacks) are renumbered to the first two, which
// is one of the symmetries Canon quotients out.
func FromCells(cells []int) (Pattern, error) {
	var rows, cols [9]bool
	for _, c := range cells {
		if c < 0 || c >= 81 {
			return 0, fmt.Errorf("cell %d out of the grid", c)
		}
		rows[c/9], cols[c%9] = true, true
	}
	bands, stacks := used3(rows), used3(cols)
	transpose := false
	if len(bands) > 2 {
		if len(stacks) > 2 {
			return 0, fmt.Errorf("the cells span three bands and three stacks")
		}
		transpose, bands = true, stacks
	}
	bandOf := [3]int{-1, -1, -1}
	for i, b := range bands {
		bandOf[b] = i
	}
	for b := 0; b < 3; b++ { // a pattern in one band still needs two band slots
		if bandOf[b] < 0 && len(bands) < 2 {
			bandOf[b] = len(bands)
			bands = append(bands, b)
		}
	}
	var p Pattern
	for _, c := range cells {
		r, col := c/9, c%9
		if transpose {
			r, col = col, r
		}
		r = 3*bandOf[r/3] + r%3
		p |= 1 << uint(r*9+col)
	}
	return p, nil
}

func used3(lines [9]bool) []int {
	var out []int
	for b := 0; b < 3; b++ {
		if lines[3*b] || lines[3*b+1] || lines[3*b+2] {
			out = append(out, b)
		}
	}
	return out
}

// Transpose is p's image under the transposition of the grid when that
// image lies in two bands (p lies in two stacks), with ok false otherwise.
func (p Pattern) Transpose() (Pattern, bool) {
	var cells []int
	stacks := [3]bool{}
	for cell := 0; cell < 54; cell++ {
		if p.Has(cell) {
			cells = append(cells, (cell%9)*9+cell/9)
			stacks[cell%9/3] = true
		}
	}
	if stacks[0] && stacks[1] && stacks[2] {
		return 0, false
	}
	q, err := FromCells(cells)
	return q, err == nil
}

// rowOrders lists the 72 orders of the six rows that keep the bands: new
// row i is old row rowOrders[k][i].
var rowOrders = func() [72][6]int {
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var out [72][6]int
	k := 0
	for _, bands := range [][2]int{{0, 1}, {1, 0}} {
		for _, a := range perms {
			for _, b := range perms {
				out[k] = [6]int{3*bands[0] + a[0], 3*bands[0] + a[1], 3*bands[0] + a[2],
					3*bands[1] + b[0], 3*bands[1] + b[1], 3*bands[1] + b[2]}
				k++
			}
		}
	}
	return out
}()

// Key is the canonical key of a pattern's class: the largest code (see
// Canon) over the 72 row orders and 1,296 column orders that keep the
// bands and the stacks.
type Key uint64

// Canon returns the key of p's class. For each row order, the column
// order with the largest code is found by sorting: a column's code is its
// six cells (first row highest), a stack's code its three columns' codes
// in decreasing order, and the pattern's code its three stacks' codes in
// decreasing order, first stack highest. Sorting inside each stack, then
// the stacks, maximises the code over the column orders that keep stacks,
// as these permute the columns inside each stack and the stacks as wholes.
func Canon(p Pattern) Key {
	var orig [9]uint8 // column c's cells, bit 5-r for row r
	for cell := 0; cell < 54; cell++ {
		if p.Has(cell) {
			orig[cell%9] |= 1 << uint(5-cell/9)
		}
	}
	var best uint64
	for o := range rowOrders {
		perm := &columnCode[o]
		var st [3]uint64
		for s := 0; s < 3; s++ {
			a, b, c := sort3(uint64(perm[orig[3*s]]), uint64(perm[orig[3*s+1]]), uint64(perm[orig[3*s+2]]))
			st[s] = a<<12 | b<<6 | c
		}
		a, b, c := sort3(st[0], st[1], st[2])
		if code := a<<36 | b<<18 | c; code > best {
			best = code
		}
	}
	return Key(best)
}

// columnCode[o][v] is the code of a column whose cells are v (bit 5-r for
// row r) once its rows are put in row order o.
var columnCode = func() (out [72][64]uint8) {
	for o, order := range rowOrders {
		for v := 0; v < 64; v++ {
			for i, src := range order {
				if v>>uint(5-src)&1 != 0 {
					out[o][v] |= 1 << uint(5-i)
				}
			}
		}
	}
	return
}()

// sort3 returns its arguments in decreasing order.
func sort3(a, b, c uint64) (uint64, uint64, uint64) {
	if a < b {
		a, b = b, a
	}
	if b < c {
		b, c = c, b
	}
	if a < b {
		a, b = b, a
	}
	return a, b, c
}

// Pattern is the pattern whose code is k: the class's representative.
func (k Key) Pattern() Pattern {
	var p Pattern
	for s := 0; s < 3; s++ {
		for j := 0; j < 3; j++ {
			v := uint64(k) >> uint(36-18*s+12-6*j) & 63
			for i := 0; i < 6; i++ {
				if v>>uint(5-i)&1 != 0 {
					p |= 1 << uint(i*9+3*s+j)
				}
			}
		}
	}
	return p
}

// FullKey is the key of p's class under the symmetries of Canon and the
// transposition: the larger of the keys of p and of its transpose, when
// the transpose lies in two bands too.
func FullKey(p Pattern) Key {
	k := Canon(p)
	if t, ok := p.Transpose(); ok {
		k = max(k, Canon(t))
	}
	return k
}

package ser

import (
	"errors"
	"math/bits"

	"github.com/sudolab/sudolab/puzzle"
)

// Region kinds, in the order Sudoku Explainer lists them when it walks the
// houses of a cell (block, row, column). Several producers use other orders;
// each says which.
const (
	kBlock = 0
	kRow   = 1
	kCol   = 2
)

// region numbering: block b = b, row r = 9+r, column c = 18+c.
var (
	regionCells [27][9]int8 // cells of a region, in SE's position order
	cellRegion  [81][3]int8 // the block, row and column of a cell
	cellPos     [81][3]int8 // the position of a cell inside its block, row, column
	houseCells  [81][20]int8
	peerMask    [81]cellSet // the 20 peers of a cell
	regionMask  [27]cellSet
)

func init() {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			b := (i/3*3+j/3)*9 + i%3*3 + j%3
			regionCells[i][j] = int8(b)
			regionCells[9+i][j] = int8(i*9 + j)
			regionCells[18+i][j] = int8(j*9 + i)
		}
	}
	for r := 0; r < 27; r++ {
		for j, c := range regionCells[r] {
			k := r / 9
			cellRegion[c][k] = int8(r)
			cellPos[c][k] = int8(j)
			regionMask[r].set(int(c))
		}
	}
	for c := 0; c < 81; c++ {
		n := 0
		var seen cellSet
		for k := 0; k < 3; k++ {
			for _, o := range regionCells[cellRegion[c][k]] {
				if int(o) != c && !seen.has(int(o)) {
					seen.set(int(o))
					houseCells[c][n] = o
					n++
				}
			}
		}
		peerMask[c] = seen
	}
	initBlockPos()
	initInside()
}

// cellSet is a set of cells (bit i = cell i).
type cellSet [2]uint64

func (s *cellSet) set(i int)     { s[i>>6] |= 1 << uint(i&63) }
func (s cellSet) has(i int) bool { return s[i>>6]>>uint(i&63)&1 != 0 }

// Grid is the solver's state: the value of each cell (0 = empty) and the
// candidates of each empty cell (bit d-1 for digit d). A decided cell has no
// candidates, as in Sudoku Explainer.
type Grid struct {
	val  [81]int8
	cand [81]uint16

	pos      [27][9]uint16 // places of each digit in each house, when posValid
	posValid bool
	explain  bool // the basic rules record their hints' patterns (record.go)
}

func popc(m uint16) int { return bits.OnesCount16(m) }

// FromPuzzle builds the SE state of a 9x9 puzzle: givens placed and the
// candidates of each empty cell reduced by the givens it sees. A pencil-mark
// state is taken as is (cells with one candidate stay undecided, as in SE).
func FromPuzzle(p *puzzle.Grid) (*Grid, error) {
	if p == nil || p.N != 3 || len(p.Cells) != 81 {
		return nil, errors.New("ser: only 9x9 grids are supported")
	}
	g := &Grid{}
	if p.IsState() {
		for c := 0; c < 81; c++ {
			if p.Cells[c] > 0 {
				g.val[c] = int8(p.Cells[c])
			} else {
				g.cand[c] = uint16(p.Cands[c] & 0x1ff)
			}
		}
		return g, nil
	}
	for c := 0; c < 81; c++ {
		if d := p.Cells[c]; d > 0 {
			if d > 9 {
				return nil, errors.New("ser: bad digit")
			}
			g.val[c] = int8(d)
		} else {
			g.cand[c] = 0x1ff
		}
	}
	for c := 0; c < 81; c++ {
		if d := g.val[c]; d > 0 {
			for _, o := range houseCells[c] {
				g.cand[o] &^= 1 << uint(d-1)
			}
		}
	}
	return g, nil
}

// place decides cell c = d and removes d from its peers (SE's setValueAndCancel).
func (g *Grid) place(c, d int) {
	g.val[c] = int8(d)
	g.remove(c, g.cand[c])
	m := uint16(1) << uint(d-1)
	for _, o := range houseCells[c] {
		g.remove(int(o), m)
	}
}

// remove takes the digits of mask out of cell c's candidates, keeping the
// cached places up to date.
func (g *Grid) remove(c int, mask uint16) {
	gone := g.cand[c] & mask
	if gone == 0 {
		return
	}
	g.cand[c] &^= gone
	if !g.posValid {
		return
	}
	for ; gone != 0; gone &= gone - 1 {
		d := tz(gone)
		for k := 0; k < 3; k++ {
			g.pos[cellRegion[c][k]][d] &^= 1 << uint(cellPos[c][k])
		}
	}
}

func (g *Grid) solved() bool {
	for c := 0; c < 81; c++ {
		if g.val[c] == 0 {
			return false
		}
	}
	return true
}

// positions returns the positions (bit j = j-th cell of the region) where
// digit d (1..9) is still a candidate.
func (g *Grid) positions(r, d int) uint16 {
	if !g.posValid {
		g.fillPos()
	}
	return g.pos[r][d-1]
}

// fillPos computes the cached places (kept out of line so that positions,
// called for every house and digit by the basic rules, is inlined).
//
//go:noinline
func (g *Grid) fillPos() {
	loadPos(&g.cand, &g.pos)
	g.posValid = true
}

func (g *Grid) emptyCount(r int) int {
	n := 0
	for _, c := range regionCells[r] {
		if g.val[c] == 0 {
			n++
		}
	}
	return n
}

// valueCount is how many cells hold digit d.
func (g *Grid) valueCount(d int) int {
	n := 0
	for c := 0; c < 81; c++ {
		if int(g.val[c]) == d {
			n++
		}
	}
	return n
}

// sees reports whether two distinct cells share a house.
func sees(a, b int) bool { return a != b && peerMask[a].has(b) }

func cellName(c int) string {
	return "r" + string(rune('1'+c/9)) + "c" + string(rune('1'+c%9))
}

func regionName(r int) string {
	switch r / 9 {
	case kBlock:
		return "block " + string(rune('1'+r%9))
	case kRow:
		return "row " + string(rune('1'+r%9))
	}
	return "column " + string(rune('1'+r%9))
}

// Values returns the decided digits, cell by cell (0 = empty).
func (g *Grid) Values() []int {
	v := make([]int, 81)
	for c := range v {
		v[c] = int(g.val[c])
	}
	return v
}

// Cands returns the candidate masks, cell by cell (digit d is bit d-1; a
// decided cell has none).
func (g *Grid) Cands() []uint32 {
	m := make([]uint32, 81)
	for c := range m {
		m[c] = uint32(g.cand[c])
	}
	return m
}

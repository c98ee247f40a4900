package sercheck

import (
	"fmt"
	"math/bits"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Grid is a 9×9 state as Sudoku Explainer has it: the value of each cell
// (0 = empty) and the candidates of each empty cell (bit d-1 for digit d).
type Grid struct {
	Val  [81]int
	Cand [81]uint16
}

// FromCands builds a grid from the values and candidate masks of 81 cells.
func FromCands(values []int, cands []uint32) (*Grid, error) {
	if len(values) != 81 || len(cands) != 81 {
		return nil, fmt.Errorf("sercheck: want 81 cells, got %d values and %d candidate sets", len(values), len(cands))
	}
	g := &Grid{}
	for c := 0; c < 81; c++ {
		g.Val[c] = values[c]
		if values[c] == 0 {
			g.Cand[c] = uint16(cands[c] & 0x1ff)
		}
	}
	return g, nil
}

// Houses: blocks 0-8, rows 9-17, columns 18-26 (sernote's numbering);
// the cells of a house in its order (a block row by row).
var (
	houseCells [27][9]int
	cellHouse  [81][3]int // block, row, column
)

func init() {
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		b := r/3*3 + col/3
		cellHouse[c] = [3]int{b, 9 + r, 18 + col}
		houseCells[b][r%3*3+col%3] = c
		houseCells[9+r][col] = c
		houseCells[18+col][r] = c
	}
}

func inHouse(c, h int) bool { return cellHouse[c][h/9] == h }

// sees reports whether two distinct cells share a house.
func sees(a, b int) bool {
	return a != b && (cellHouse[a][0] == cellHouse[b][0] || cellHouse[a][1] == cellHouse[b][1] || cellHouse[a][2] == cellHouse[b][2])
}

// has reports whether digit d is a candidate of cell c.
func (g *Grid) has(c, d int) bool { return g.Cand[c]&bit(d) != 0 }

func bit(d int) uint16 { return 1 << uint(d-1) }

func popc(m uint16) int { return bits.OnesCount16(m) }

// places lists the cells of house h holding digit d.
func (g *Grid) places(h, d int) []int {
	var out []int
	for _, c := range houseCells[h] {
		if g.has(c, d) {
			out = append(out, c)
		}
	}
	return out
}

func (g *Grid) emptyIn(h int) int {
	n := 0
	for _, c := range houseCells[h] {
		if g.Val[c] == 0 {
			n++
		}
	}
	return n
}

// without is a copy of g without the candidates of pots.
func (g *Grid) without(pots []sernote.Pot) *Grid {
	t := *g
	for _, p := range pots {
		t.Cand[p.Cell] &^= bit(p.Digit)
	}
	return &t
}

// elims is a set of candidates.
type elims map[sernote.Cand]bool

func (e elims) add(c, d int) { e[sernote.Cand{Cell: c, Digit: d}] = true }

func cellName(c int) string  { return sernote.CellName(c) }
func houseName(h int) string { return sernote.HouseName(h) }

func digitsOf(m uint16) []int {
	var ds []int
	for d := 1; d <= 9; d++ {
		if m&bit(d) != 0 {
			ds = append(ds, d)
		}
	}
	return ds
}

func maskOf(ds []int) uint16 {
	var m uint16
	for _, d := range ds {
		m |= bit(d)
	}
	return m
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

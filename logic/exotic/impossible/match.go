package impossible

import (
	"math/bits"
	"slices"
)

// template is a pattern in one orientation, ready for Match: its cells in
// search order, as (pattern row, pattern column) indices into the rows and
// columns it uses, with the band of each row and the stack of each column.
type template struct {
	cells    []tcell
	rowBand  []int // band 0..2 of each used row of the drawing
	colStack []int
}

type tcell struct{ r, c int }

// newTemplate builds the template of cells (transposed if tr). The search
// order puts first the cells whose row and column are already bound by
// earlier cells, so that most steps bind at most one new row or column.
func newTemplate(cells []int, tr bool) template {
	var t template
	rowIdx, colIdx := map[int]int{}, map[int]int{}
	type rc struct{ r, c int }
	var rcs []rc
	for _, cell := range cells {
		r, c := cell/9, cell%9
		if tr {
			r, c = c, r
		}
		if _, ok := rowIdx[r]; !ok {
			rowIdx[r] = len(t.rowBand)
			t.rowBand = append(t.rowBand, r/3)
		}
		if _, ok := colIdx[c]; !ok {
			colIdx[c] = len(t.colStack)
			t.colStack = append(t.colStack, c/3)
		}
		rcs = append(rcs, rc{rowIdx[r], colIdx[c]})
	}
	rowCount, colCount := map[int]int{}, map[int]int{}
	for _, x := range rcs {
		rowCount[x.r]++
		colCount[x.c]++
	}
	boundR, boundC := map[int]bool{}, map[int]bool{}
	done := make([]bool, len(rcs))
	for range rcs {
		best, bestScore := -1, -1
		for i, x := range rcs {
			if done[i] {
				continue
			}
			score := 0
			if boundR[x.r] {
				score += 100
			}
			if boundC[x.c] {
				score += 100
			}
			score += rowCount[x.r] + colCount[x.c]
			if score > bestScore {
				best, bestScore = i, score
			}
		}
		done[best] = true
		x := rcs[best]
		boundR[x.r], boundC[x.c] = true, true
		t.cells = append(t.cells, tcell{x.r, x.c})
	}
	return t
}

// Match calls fn once for every image of p (docs/tridagons.md §12.9) whose
// cells each have at least three candidates, with at least three digits
// common to all of them, and whose extra candidates (the candidates of its
// cells beyond three per cell: the guardians of any three common digits)
// number at most maxExtra (no bound if maxExtra < 0). cands holds the 81
// candidate masks (digit d = bit d-1; a decided cell has none). fn gets the
// image's cells in increasing order and the common digits; it must not
// keep cells. The order of the calls is fixed by p and cands.
func (p *Pattern) Match(cands []uint32, maxExtra int, fn func(cells []int, common uint32)) {
	m := matcher{cands: cands, maxExtra: maxExtra, fn: fn, seen: map[[2]uint64]bool{}}
	for i := range p.tmpl {
		m.t = &p.tmpl[i]
		m.rowMap = fill(m.rowMap[:0], len(m.t.rowBand))
		m.colMap = fill(m.colMap[:0], len(m.t.colStack))
		m.bandMap, m.stackMap = [3]int{-1, -1, -1}, [3]int{-1, -1, -1}
		m.cells = m.cells[:0]
		m.step(0, 0x1ff, 0)
	}
}

func fill(xs []int, n int) []int {
	for i := 0; i < n; i++ {
		xs = append(xs, -1)
	}
	return xs
}

type matcher struct {
	t        *template
	cands    []uint32
	maxExtra int
	fn       func([]int, uint32)
	seen     map[[2]uint64]bool

	rowMap, colMap       []int  // actual row (column) of each pattern row (column), or -1
	bandMap, stackMap    [3]int // actual band (stack) of each pattern band (stack), or -1
	rowsUsed, colsUsed   uint16
	bandsUsed, stackUsed uint8
	cells                []int
	sorted               []int
}

func (m *matcher) step(k int, common uint32, extra int) {
	if k == len(m.t.cells) {
		m.report(common)
		return
	}
	tc := m.t.cells[k]
	m.eachLine(&m.rowMap[tc.r], &m.bandMap[m.t.rowBand[tc.r]], &m.rowsUsed, &m.bandsUsed, func(row int) {
		m.eachLine(&m.colMap[tc.c], &m.stackMap[m.t.colStack[tc.c]], &m.colsUsed, &m.stackUsed, func(col int) {
			cell := 9*row + col
			x := m.cands[cell]
			n := bits.OnesCount32(x)
			nc := common & x
			if n < 3 || bits.OnesCount32(nc) < 3 {
				return
			}
			ne := extra + n - 3
			if m.maxExtra >= 0 && ne > m.maxExtra {
				return
			}
			m.cells = append(m.cells, cell)
			m.step(k+1, nc, ne)
			m.cells = m.cells[:len(m.cells)-1]
		})
	})
}

// eachLine calls f with every actual line (row or column) the pattern line
// may be mapped to: its image if already bound; else an unused line of its
// band's image if the band is bound, else of an unused band (binding the
// band for the call).
func (m *matcher) eachLine(line, band *int, used *uint16, bandsUsed *uint8, f func(int)) {
	if *line >= 0 {
		f(*line)
		return
	}
	try := func(b int) {
		for l := 3 * b; l < 3*b+3; l++ {
			if *used>>l&1 != 0 {
				continue
			}
			*line = l
			*used |= 1 << l
			f(l)
			*used &^= 1 << l
			*line = -1
		}
	}
	if *band >= 0 {
		try(*band)
		return
	}
	for b := 0; b < 3; b++ {
		if *bandsUsed>>b&1 != 0 {
			continue
		}
		*band = b
		*bandsUsed |= 1 << b
		try(b)
		*bandsUsed &^= 1 << b
		*band = -1
	}
}

func (m *matcher) report(common uint32) {
	var key [2]uint64
	for _, c := range m.cells {
		key[c/64] |= 1 << (c % 64)
	}
	if m.seen[key] {
		return
	}
	m.seen[key] = true
	m.sorted = append(m.sorted[:0], m.cells...)
	slices.Sort(m.sorted)
	m.fn(m.sorted, common)
}

package logic

import (
	"fmt"
	"math/bits"
	"strings"
)

// SubsetRule is the family of naked, hidden and super-hidden (fish)
// subsets of size p = 2..4 (docs/subsets-fish.md). At level k it looks for a
// subset of size k: naked first, then hidden, then fish; units in the
// order rows, columns, blocks; the first instance that eliminates
// something is applied, all its eliminations at once.
type SubsetRule struct{}

func (SubsetRule) Name() string        { return "subsets" }
func (SubsetRule) Rank() int           { return RankSubset }
func (SubsetRule) HasLevel(k int) bool { return k >= 2 && k <= 4 }

func (SubsetRule) Find(_ *Scratch, s *State, k int) (Step, bool) {
	if st, ok := findNaked(s, k); ok {
		return st, true
	}
	if st, ok := findHidden(s, k); ok {
		return st, true
	}
	return findFish(s, k)
}

var subsetSize = [...]string{2: "pairs", 3: "triplets", 4: "quads"}
var fishName = [...]string{2: "x-wing", 3: "swordfish", 4: "jellyfish"}
var unitKind = [...]string{"row", "column", "block"}

// combos calls fn with every k-subset (as indices, increasing) of 0..n-1,
// in lexicographic order, until fn returns true.
func combos(n, k int, fn func(idx []int) bool) bool {
	if k > n {
		return false
	}
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		if fn(idx) {
			return true
		}
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// unitName prints unit u as r5, c5 or b5.
func unitName(g *Geometry, u int) string {
	return fmt.Sprintf("%c%d", "rcb"[u/g.Side], u%g.Side+1)
}

// cellInUnit names cell inside the unit named unit (r5, c5 or b5) by
// the coordinate that varies: c3 in a row, r3 in a column, r1c3 in a block.
func cellInUnit(g *Geometry, unit string, cell int) string {
	switch unit[0] {
	case 'r':
		return fmt.Sprintf("c%d", g.Col[cell]+1)
	case 'c':
		return fmt.Sprintf("r%d", g.Row[cell]+1)
	}
	return g.FormatCell(cell)
}

func digitList(m uint32) string {
	var parts []string
	for ; m != 0; m &= m - 1 {
		parts = append(parts, fmt.Sprintf("n%d", bits.TrailingZeros32(m)+1))
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// SubsetDetail is the structured form of a subset step (for JSON paths).
type SubsetDetail struct {
	Kind   string `json:"kind"` // naked, hidden, fish, finned-fish
	Unit   string `json:"unit,omitempty"`
	Digit  int    `json:"digit,omitempty"`
	Cells  []int  `json:"cells,omitempty"`  // naked/hidden: the p cells (0-based)
	Digits []int  `json:"digits,omitempty"` // naked/hidden: the p digits
	Base   []int  `json:"base,omitempty"`   // fish: base lines (1-based)
	Cover  []int  `json:"cover,omitempty"`  // fish: cover lines (1-based)
	Fins   []int  `json:"fins,omitempty"`   // finned fish: fin cells (0-based)
	// Columns: the fish's base lines are columns (…-in-columns).
	Columns bool `json:"columns,omitempty"`
}

// Format prints the pattern of a subset or fish step as SudoRules does:
// r1{c2 c3}{n4 n7} (naked: the unit, its cells, their digits), r9{n2 n3}{c7 c9}
// (hidden: the unit, the digits, their cells), n3{r2 r5 r7}{c6 c1 c5}
// (fish: the digit, the base lines, the cover lines). A cell of a row is
// named by its column, of a column by its row, of a block in full.
func (d SubsetDetail) Format(g *Geometry) string {
	switch d.Kind {
	case "naked", "hidden":
		var names []string
		for _, c := range d.Cells {
			names = append(names, cellInUnit(g, d.Unit, c))
		}
		var dm uint32
		for _, x := range d.Digits {
			dm |= 1 << uint(x-1)
		}
		cells := "{" + strings.Join(names, " ") + "}"
		if d.Kind == "naked" {
			return d.Unit + cells + digitList(dm)
		}
		return d.Unit + digitList(dm) + cells
	}
	bp, cp := byte('r'), byte('c')
	if d.Columns {
		bp, cp = 'c', 'r'
	}
	minus1 := func(xs []int) []int {
		out := make([]int, len(xs))
		for i, x := range xs {
			out[i] = x - 1
		}
		return out
	}
	return fmt.Sprintf("n%d%s%s", d.Digit, lineList(bp, minus1(d.Base)), lineList(cp, minus1(d.Cover)))
}

func maskDigits(m uint32) []int {
	var ds []int
	for ; m != 0; m &= m - 1 {
		ds = append(ds, bits.TrailingZeros32(m)+1)
	}
	return ds
}

// findNaked: k undecided cells of a unit whose candidates are exactly k digits.
func findNaked(s *State, k int) (Step, bool) {
	g := s.G
	var cells []int
	for u, ucells := range g.Units {
		cells = cells[:0]
		for _, c := range ucells {
			if s.Cands[c] != 0 {
				cells = append(cells, c)
			}
		}
		var step Step
		found := combos(len(cells), k, func(idx []int) bool {
			var union uint32
			for _, i := range idx {
				union |= s.Cands[cells[i]]
			}
			if bits.OnesCount32(union) != k {
				return false
			}
			in := map[int]bool{}
			for _, i := range idx {
				in[cells[i]] = true
			}
			var elims []Cand
			for _, c := range cells {
				if !in[c] {
					for m := s.Cands[c] & union; m != 0; m &= m - 1 {
						elims = append(elims, g.Cand(c, bits.TrailingZeros32(m)+1))
					}
				}
			}
			if len(elims) == 0 {
				return false
			}
			var sub []int
			for _, i := range idx {
				sub = append(sub, cells[i])
			}
			d := SubsetDetail{Kind: "naked", Unit: unitName(g, u), Cells: sub, Digits: maskDigits(union)}
			step = Step{
				Rule:    fmt.Sprintf("naked-%s-in-a-%s", subsetSize[k], unitKind[u/g.Side]),
				Pattern: d.Format(g),
				Elims:   elims,
				Detail:  d,
			}
			return true
		})
		if found {
			return step, true
		}
	}
	return Step{}, false
}

// findHidden: k digits of a unit whose candidates lie in exactly k cells.
func findHidden(s *State, k int) (Step, bool) {
	g := s.G
	var digits []int
	var where []uint32 // per digit: positions in the unit
	for u, ucells := range g.Units {
		digits, where = digits[:0], where[:0]
		for d := 1; d <= g.Side; d++ {
			if s.Placed[u]&(1<<uint(d-1)) != 0 {
				continue
			}
			var pos uint32
			for i, c := range ucells {
				if s.Cands[c]&(1<<uint(d-1)) != 0 {
					pos |= 1 << uint(i)
				}
			}
			digits, where = append(digits, d), append(where, pos)
		}
		var step Step
		found := combos(len(digits), k, func(idx []int) bool {
			var pos, dm uint32
			for _, i := range idx {
				pos |= where[i]
				dm |= 1 << uint(digits[i]-1)
			}
			if bits.OnesCount32(pos) != k {
				return false
			}
			var elims []Cand
			var sub []int
			for p := pos; p != 0; p &= p - 1 {
				c := ucells[bits.TrailingZeros32(p)]
				sub = append(sub, c)
				for m := s.Cands[c] &^ dm; m != 0; m &= m - 1 {
					elims = append(elims, g.Cand(c, bits.TrailingZeros32(m)+1))
				}
			}
			if len(elims) == 0 {
				return false
			}
			d := SubsetDetail{Kind: "hidden", Unit: unitName(g, u), Cells: sub, Digits: maskDigits(dm)}
			step = Step{
				Rule:    fmt.Sprintf("hidden-%s-in-a-%s", subsetSize[k], unitKind[u/g.Side]),
				Pattern: d.Format(g),
				Elims:   elims,
				Detail:  d,
			}
			return true
		})
		if found {
			return step, true
		}
	}
	return Step{}, false
}

// lineCell is the cell at position j of line i; rows when byRow.
func lineCell(g *Geometry, byRow bool, i, j int) int {
	if byRow {
		return i*g.Side + j
	}
	return j*g.Side + i
}

// digitLines lists, for digit d, the base lines (rows if byRow) where d is
// not placed, with the positions of d's candidates along each.
func digitLines(s *State, d int, byRow bool) (lines []int, pos []uint32) {
	g := s.G
	bit := uint32(1) << uint(d-1)
	off := 0
	if !byRow {
		off = g.Side
	}
	for i := 0; i < g.Side; i++ {
		if s.Placed[off+i]&bit != 0 {
			continue
		}
		var p uint32
		for j := 0; j < g.Side; j++ {
			if s.Cands[lineCell(g, byRow, i, j)]&bit != 0 {
				p |= 1 << uint(j)
			}
		}
		lines, pos = append(lines, i), append(pos, p)
	}
	return lines, pos
}

func lineList(prefix byte, idx []int) string {
	var parts []string
	for _, i := range idx {
		parts = append(parts, fmt.Sprintf("%c%d", prefix, i+1))
	}
	return "{" + strings.Join(parts, " ") + "}"
}

func plus1(xs []int) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = x + 1
	}
	return out
}

// findFish: digit n, k base lines whose candidates lie in exactly k cover
// lines: delete n from the cover lines outside the base lines. Rows as
// base first, then columns; digits in increasing order.
func findFish(s *State, k int) (Step, bool) {
	g := s.G
	for d := 1; d <= g.Side; d++ {
		for _, byRow := range []bool{true, false} {
			lines, pos := digitLines(s, d, byRow)
			var step Step
			found := combos(len(lines), k, func(idx []int) bool {
				var cover uint32
				base := map[int]bool{}
				for _, i := range idx {
					cover |= pos[i]
					base[lines[i]] = true
				}
				if bits.OnesCount32(cover) != k {
					return false
				}
				var elims []Cand
				for i := 0; i < g.Side; i++ {
					if base[i] {
						continue
					}
					for c := cover; c != 0; c &= c - 1 {
						cell := lineCell(g, byRow, i, bits.TrailingZeros32(c))
						if s.Cands[cell]&(1<<uint(d-1)) != 0 {
							elims = append(elims, g.Cand(cell, d))
						}
					}
				}
				if len(elims) == 0 {
					return false
				}
				var bl, cl []int
				for _, i := range idx {
					bl = append(bl, lines[i])
				}
				for c := cover; c != 0; c &= c - 1 {
					cl = append(cl, bits.TrailingZeros32(c))
				}
				in := "rows"
				if !byRow {
					in = "columns"
				}
				sortCands(elims)
				fd := SubsetDetail{Kind: "fish", Digit: d, Base: plus1(bl), Cover: plus1(cl), Columns: !byRow}
				step = Step{
					Rule:    fmt.Sprintf("%s-in-%s", fishName[k], in),
					Pattern: fd.Format(g),
					Elims:   elims,
					Detail:  fd,
				}
				return true
			})
			if found {
				return step, true
			}
		}
	}
	return Step{}, false
}

func sortCands(xs []Cand) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

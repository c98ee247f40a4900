package ser

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Hint is one step of Sudoku Explainer's solution path: the rule that found
// it, its difficulty, the candidates it removes and, for the rules that decide
// a cell, the cell and value (SE applies both).
type Hint struct {
	Name  string // SE's name of the rule, e.g. "Hidden Single", "Forcing X-Chain"
	Diff  int    // difficulty in tenths (SE's 1.2 is 12)
	Elims [81]uint16
	Cell  int // decided cell, -1 if none
	Value int
	Desc  string // short description in SE's wording
	// Uniqueness: the step is sound only because the puzzle has a single
	// solution (unique rectangles and loops, BUG).
	Uniqueness bool
	// Pattern is what defines the hint (its cells and digits, its chains),
	// recorded only for the hints of Path and of Options.OnStep (record.go).
	Pattern *sernote.Pattern

	// ordering of chaining hints (SE sorts them by difficulty, then
	// complexity, then a per-kind key)
	complexity int
	sortKey    int

	// for chains that use this hint inside a dynamic chain: the removed
	// candidates the hint depends on (SE's rule parents)
	rp      func(init, cur *[81]uint16) []pot
	parents []pot
	id      int32
	chains  []uint16 // identity of a chain found inside a chain (nested.go)
	targets []int32  // its targets, when chains is built later (chainsOf)
	region  int8     // house of a region forcing chain
	node    int32
}

func newHint(name string, diff int) *Hint { return &Hint{Name: name, Diff: diff, Cell: -1} }

func (h *Hint) elim(c, d int) { h.Elims[c] |= 1 << uint(d-1) }

func (h *Hint) worth() bool {
	for _, m := range h.Elims {
		if m != 0 {
			return true
		}
	}
	return false
}

func (h *Hint) apply(g *Grid) {
	for c, m := range h.Elims {
		if m != 0 {
			g.remove(c, m)
		}
	}
	if h.Cell >= 0 {
		g.place(h.Cell, h.Value)
	}
}

// ElimString lists the removed candidates as "r1c2<>3,4, r5c6<>7".
func (h *Hint) ElimString() string {
	var parts []string
	for c, m := range h.Elims {
		if m == 0 {
			continue
		}
		var ds []string
		for d := 1; d <= 9; d++ {
			if m&(1<<uint(d-1)) != 0 {
				ds = append(ds, strconv.Itoa(d))
			}
		}
		parts = append(parts, cellName(c)+"<>"+strings.Join(ds, ","))
	}
	return strings.Join(parts, ", ")
}

// sameElims is SE's equality of indirect hints: same removable candidates.
func sameElims(a, b *Hint) bool { return a.Elims == b.Elims }

// sortChainHints orders chaining hints as SE does (stable).
func sortChainHints(hs []*Hint) {
	slices.SortStableFunc(hs, func(a, b *Hint) int {
		if a.Diff != b.Diff {
			return a.Diff - b.Diff
		}
		if a.complexity != b.complexity {
			return a.complexity - b.complexity
		}
		return a.sortKey - b.sortKey
	})
}

func fmtDiff(t int) string { return strconv.Itoa(t/10) + "." + strconv.Itoa(t%10) }

// Removed lists the candidates a hint takes away from g, the state it was
// found in: its eliminations and, when it decides a cell, the cell's other
// candidates (the decided digit's removal from the peers follows from it).
func (h *Hint) Removed(g *Grid) (cells, digits []int) {
	for c, m := range h.Elims {
		m &= g.cand[c]
		if c == h.Cell {
			m |= g.cand[c] &^ (1 << uint(h.Value-1))
		}
		for ; m != 0; m &= m - 1 {
			cells = append(cells, c)
			digits = append(digits, tz(m)+1)
		}
	}
	return
}

// Text is the step as a line: difficulty, name, description, result.
func (h *Hint) Text() string {
	s := fmtDiff(h.Diff) + ", " + h.Name
	if h.Desc != "" {
		s += ": " + h.Desc
	}
	var res []string
	if e := h.ElimString(); e != "" {
		res = append(res, e)
	}
	if h.Cell >= 0 {
		res = append(res, cellName(h.Cell)+"="+itoa(h.Value))
	}
	if len(res) > 0 {
		s += " => " + strings.Join(res, ", ")
	}
	return s
}

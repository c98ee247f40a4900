package ser

import (
	"sort"
	"strconv"
	"strings"
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

	// ordering of chaining hints (SE sorts them by difficulty, then
	// complexity, then a per-kind key)
	complexity int
	sortKey    int

	// for chains that use this hint inside a dynamic chain: the removed
	// candidates the hint depends on (SE's rule parents)
	rp      func(init, cur *[81]uint16) []pot
	parents []pot
	id      int32
	region  int8 // house of a region forcing chain
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
	g.posValid = false
	for c, m := range h.Elims {
		g.cand[c] &^= m
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
	sort.SliceStable(hs, func(i, j int) bool {
		a, b := hs[i], hs[j]
		if a.Diff != b.Diff {
			return a.Diff < b.Diff
		}
		if a.complexity != b.complexity {
			return a.complexity < b.complexity
		}
		return a.sortKey < b.sortKey
	})
}

func fmtDiff(t int) string { return strconv.Itoa(t/10) + "." + strconv.Itoa(t%10) }

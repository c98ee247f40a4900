package sernote

import (
	"strconv"
	"strings"
)

// Cand is a candidate: a cell (0..80, row by row) and a digit (1..9).
type Cand struct{ Cell, Digit int }

// Pot is a potential of a chain: a candidate taken on (the cell holds the
// digit) or off (it does not).
type Pot struct {
	Cell, Digit int
	On          bool
}

// Node is one implication of a chain branch.
type Node struct {
	Pot Pot
	// Parents are indexes of earlier nodes of the branch: the first is the
	// node whose link gives this one (for a nested implication, the first
	// removal the inner hint relied on), the others the removals the link
	// or the inner hint relied on. An assumption has none.
	Parents []int
	// Nested is the 1-based index, in the step's Pattern.Nested, of the
	// inner hint that removes Pot (dynamic plus and nested chains); 0 for
	// an implication by a link.
	Nested int
}

// Branch is the implications from one assumption to one conclusion: its
// nodes in an order where parents come first, the assumption first and
// the conclusion (the target) last. The nodes of a branch other than the
// target of a cycle are distinct potentials.
type Branch struct {
	Nodes []Node
}

// Target is the branch's last node.
func (b *Branch) Target() Pot { return b.Nodes[len(b.Nodes)-1].Pot }

// Subset is the naked or hidden subset of a uniqueness hint of type 3:
// its cells (for a unique loop's naked subset the cells other than the
// loop's two extra cells; for a hidden one the loop's first extra cell and
// the others), its digits and its house.
type Subset struct {
	Hidden bool
	Cells  []int
	Digits []int
	House  int
}

// Locked is the digit of a type-4 uniqueness hint with no other place in
// the house the two extra cells share.
type Locked struct{ Digit, House int }

// Pattern is what defines a hint. Which fields a rule uses is in
// docs/ser.md §14.9; houses are numbered blocks 0-8, rows 9-17, columns
// 18-26.
type Pattern struct {
	Cells  []int // the cells the rule names (cell, subset, pivot and wings, loop, BUG or aligned cells)
	Digits []int // the digits it names
	Houses []int // the houses it names
	Bases  []int // fish: base lines
	Covers []int // fish: cover lines
	// BUGDigits are the BUG digits of each cell of Cells (BUG hints).
	BUGDigits []uint16
	Subset    *Subset
	Locked    *Locked
	// Branches are the chains: one for a cycle or a forcing chain with one
	// assumption, one per digit or place for cell and region forcing
	// chains, two for contradiction and double forcing chains.
	Branches []Branch
	// Nested are the inner hints the branches' nested implications name.
	Nested []*Step
}

// Step is one hint as printed.
type Step struct {
	Diff  int    // difficulty in tenths (7.1 is 71)
	Rule  string // SE's name of the rule
	Desc  string // the description between the rule and " => "
	Elims []Cand // the removed candidates, by cell then digit
	Cell  int    // decided cell, -1 if none
	Value int    // its digit
	// Uniqueness marks the rules sound only for a puzzle with a single
	// solution (unique rectangles and loops, BUG).
	Uniqueness bool
	Pattern    Pattern
}

// CellName is "r1c2".
func CellName(c int) string {
	return "r" + strconv.Itoa(c/9+1) + "c" + strconv.Itoa(c%9+1)
}

// HouseName is "block 3", "row 5" or "column 2".
func HouseName(h int) string {
	return [...]string{"block ", "row ", "column "}[h/9] + strconv.Itoa(h%9+1)
}

// String is "r1c2=3" or "r1c2<>3".
func (p Pot) String() string {
	op := "<>"
	if p.On {
		op = "="
	}
	return CellName(p.Cell) + op + strconv.Itoa(p.Digit)
}

// DiffString is a difficulty in tenths as SE prints it ("7.1").
func DiffString(t int) string { return strconv.Itoa(t/10) + "." + strconv.Itoa(t%10) }

func digitList(ds []int) string {
	var b strings.Builder
	for i, d := range ds {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(d))
	}
	return b.String()
}

// MaskDigits lists the digits of a candidate mask (bit d-1 is digit d).
func MaskDigits(m uint16) []int {
	var ds []int
	for d := 1; d <= 9; d++ {
		if m&(1<<uint(d-1)) != 0 {
			ds = append(ds, d)
		}
	}
	return ds
}

func cellList(cs []int) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(CellName(c))
	}
	return b.String()
}

package puzzle

import (
	"math/bits"
	"strings"
)

// String returns the one-line form without the label: Side² symbols ('.' for
// empty) for a puzzle, the Side³ pencil-mark string for a state. It returns
// "" for a grid whose N or slice lengths are invalid.
func (g *Grid) String() string {
	if !g.wellFormed() {
		return ""
	}
	if g.IsState() {
		return FormatCands(g.N, g.Cands)
	}
	var b strings.Builder
	b.Grow(len(g.Cells))
	for _, d := range g.Cells {
		b.WriteByte(Symbol(g.N, d))
	}
	return b.String()
}

// Line returns String() followed by a space and the label, if any: the form
// a file line has. ParseLine(g.Line()) equals g.
func (g *Grid) Line() string {
	if g.Label == "" {
		return g.String()
	}
	return g.String() + " " + g.Label
}

// StateString returns the Side³ pencil-mark string. For a puzzle, a given
// cell has its digit as only candidate and an empty cell has all of them.
func (g *Grid) StateString() string {
	if !g.wellFormed() {
		return ""
	}
	return FormatCands(g.N, g.Masks())
}

// Masks returns the candidate masks: Cands for a state; for a puzzle a given
// has just its digit and an empty cell has all Side digits.
func (g *Grid) Masks() []uint32 {
	if g.IsState() {
		return append([]uint32(nil), g.Cands...)
	}
	all := uint32(1)<<g.Side() - 1
	m := make([]uint32, len(g.Cells))
	for i, d := range g.Cells {
		if d > 0 {
			m[i] = 1 << (d - 1)
		} else {
			m[i] = all
		}
	}
	return m
}

// FormatCands returns the Side³-character pencil-mark string for masks of a
// grid of block size n: for each cell, Side characters where position d-1 is
// the symbol of d if bit d-1 is set and '.' if not. Bits above Side are
// ignored. Used for BRT-state output.
func FormatCands(n int, cands []uint32) string {
	side := n * n
	b := make([]byte, 0, len(cands)*side)
	for _, m := range cands {
		b = appendPositional(b, n, m)
	}
	return string(b)
}

func appendPositional(b []byte, n int, m uint32) []byte {
	for d := 1; d <= n*n; d++ {
		if m&(1<<(d-1)) != 0 {
			b = append(b, Symbol(n, d))
		} else {
			b = append(b, '.')
		}
	}
	return b
}

// CandidateString returns the one-line candidate-list form of the state
// ("156 2 3 147 …", one space-separated token per cell, "." for none; a
// puzzle uses Masks). When every cell has at most one candidate, the tokens
// are written positionally ("..3......") so the text still reads back as a
// state rather than as a puzzle.
func (g *Grid) CandidateString() string {
	if !g.wellFormed() {
		return ""
	}
	return strings.Join(candTokens(g.N, g.Masks()), " ")
}

// candTokens renders one token per cell, as CandidateString describes.
func candTokens(n int, masks []uint32) []string {
	side := n * n
	all := uint32(1)<<side - 1
	positional := true
	for _, m := range masks {
		if bits.OnesCount32(m&all) > 1 {
			positional = false
			break
		}
	}
	toks := make([]string, len(masks))
	for i, m := range masks {
		var b []byte
		switch {
		case positional:
			b = appendPositional(nil, n, m)
		case m&all == 0:
			b = []byte{'.'}
		default:
			for d := 1; d <= side; d++ {
				if m&(1<<(d-1)) != 0 {
					b = append(b, Symbol(n, d))
				}
			}
		}
		toks[i] = string(b)
	}
	return toks
}

// GridString returns a multi-line boxed form, for people:
//
//	+-------+-------+-------+
//	| 1 . . | . . . | . . 2 |
//	…
//
// States are drawn with their candidate lists, columns padded to equal width.
// Parse(g.GridString()) equals g without its label.
func (g *Grid) GridString() string {
	if !g.wellFormed() {
		return ""
	}
	n, side := g.N, g.Side()
	toks := make([]string, side*side)
	if g.IsState() {
		toks = candTokens(n, g.Cands)
	} else {
		for i, d := range g.Cells {
			toks[i] = string(Symbol(n, d))
		}
	}
	width := 1
	for _, t := range toks {
		width = max(width, len(t))
	}
	boxWidth := n*(width+1) + 1
	border := "+" + strings.Repeat(strings.Repeat("-", boxWidth)+"+", n) + "\n"
	var b strings.Builder
	for r := 0; r < side; r++ {
		if r%n == 0 {
			b.WriteString(border)
		}
		for c := 0; c < side; c++ {
			if c%n == 0 {
				b.WriteString("| ")
			}
			t := toks[r*side+c]
			b.WriteString(t)
			b.WriteString(strings.Repeat(" ", width-len(t)+1))
		}
		b.WriteString("|\n")
	}
	b.WriteString(border)
	return b.String()
}

// wellFormed reports whether N and the slice lengths are consistent, so the
// formatters can index safely.
func (g *Grid) wellFormed() bool {
	if g == nil || g.N < MinN || g.N > MaxN {
		return false
	}
	k := g.Side() * g.Side()
	return len(g.Cells) == k && (g.Cands == nil || len(g.Cands) == k)
}

// Equal reports whether g and h hold the same size, cells, candidates
// (nil and non-nil Cands differ) and label.
func (g *Grid) Equal(h *Grid) bool {
	if g == nil || h == nil {
		return g == h
	}
	if g.N != h.N || g.Label != h.Label || len(g.Cells) != len(h.Cells) ||
		(g.Cands == nil) != (h.Cands == nil) || len(g.Cands) != len(h.Cands) {
		return false
	}
	for i := range g.Cells {
		if g.Cells[i] != h.Cells[i] {
			return false
		}
	}
	for i := range g.Cands {
		if g.Cands[i] != h.Cands[i] {
			return false
		}
	}
	return true
}

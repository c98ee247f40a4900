package logic

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/sudolab/sudolab/puzzle"
)

// State is a resolution state (docs/model.md §1.4): the decided values and the
// remaining candidates. A decided cell has Values[cell] = digit and
// Cands[cell] = 0 (asserting a value removes it from the candidates).
type State struct {
	G      *Geometry
	Values []uint8  // per cell: 0 or the decided digit
	Cands  []uint32 // per cell: remaining candidates, digit d = bit d-1
	Placed []uint32 // per unit (see Geometry.Units): digits decided in it
	Solved int      // number of decided cells

	// Log, when non-nil, receives every step taken (BRT and rules).
	Log *Log
}

// ErrContradictoryGivens is returned for givens that repeat a digit in a unit.
var ErrContradictoryGivens = errors.New("contradictory givens")

// NewState returns the state with no value and every candidate present.
func NewState(g *Geometry) *State {
	s := &State{G: g, Values: make([]uint8, g.NCells), Cands: make([]uint32, g.NCells), Placed: make([]uint32, 3*g.Side)}
	all := uint32(1)<<uint(g.Side) - 1
	for i := range s.Cands {
		s.Cands[i] = all
	}
	return s
}

// FromGrid builds the initial resolution state of a parsed puzzle (givens
// asserted as values, with ECP) or of a pencil-mark state (candidates as
// given, no values). Contradictory givens are an error.
func FromGrid(pg *puzzle.Grid) (*State, error) {
	g := Geom(pg.N)
	s := NewState(g)
	if pg.Cands != nil {
		all := uint32(1)<<uint(g.Side) - 1
		for cell, m := range pg.Cands {
			s.Cands[cell] = m & all
		}
		return s, nil
	}
	for cell, d := range pg.Cells {
		if d == 0 {
			continue
		}
		if s.Values[cell] != 0 || s.Cands[cell]&(1<<uint(d-1)) == 0 {
			return nil, fmt.Errorf("%w: %d at %s", ErrContradictoryGivens, d, g.FormatCell(cell))
		}
		s.Assert(cell, d)
	}
	return s, nil
}

// Clone returns an independent copy of s, without the log.
func (s *State) Clone() *State {
	t := &State{G: s.G, Solved: s.Solved}
	t.Values = append([]uint8(nil), s.Values...)
	t.Cands = append([]uint32(nil), s.Cands...)
	t.Placed = append([]uint32(nil), s.Placed...)
	return t
}

// CopyFrom overwrites s with t (same geometry), keeping s's log.
func (s *State) CopyFrom(t *State) {
	copy(s.Values, t.Values)
	copy(s.Cands, t.Cands)
	copy(s.Placed, t.Placed)
	s.Solved = t.Solved
}

// Has reports whether x is a current candidate (not a value, not eliminated).
func (s *State) Has(x Cand) bool {
	side := s.G.Side
	return s.Cands[int(x)/side]>>uint(int(x)%side)&1 != 0
}

// IsValue reports whether x has been asserted.
func (s *State) IsValue(x Cand) bool {
	return int(s.Values[s.G.CellOf(x)]) == s.G.DigitOf(x)
}

// Assert decides digit d in cell and applies ECP: every candidate linked
// to the new value is deleted. It returns false if d was not a candidate.
func (s *State) Assert(cell, d int) bool {
	bit := uint32(1) << uint(d-1)
	if s.Cands[cell]&bit == 0 {
		return false
	}
	g := s.G
	s.Values[cell] = uint8(d)
	s.Cands[cell] = 0
	s.Solved++
	for _, u := range g.CellUnits[cell] {
		s.Placed[u] |= bit
	}
	for _, p := range g.Peers[cell] {
		s.Cands[p] &^= bit
	}
	return true
}

// Eliminate deletes candidate x; it reports whether x was present.
func (s *State) Eliminate(x Cand) bool {
	side := s.G.Side
	cell, bit := int(x)/side, uint32(1)<<uint(int(x)%side)
	if s.Cands[cell]&bit == 0 {
		return false
	}
	s.Cands[cell] &^= bit
	return true
}

// IsSolved reports whether every cell has a value.
func (s *State) IsSolved() bool { return s.Solved == s.G.NCells }

// NumCands is the number of remaining candidates (values excluded).
func (s *State) NumCands() int {
	n := 0
	for _, m := range s.Cands {
		n += bits.OnesCount32(m)
	}
	return n
}

// Contradiction reports the first non-solved variable with no candidate
// (docs/model.md §1.5, contradiction), checking all 4·Side² variables; ok=false if none.
func (s *State) Contradiction() (v int, ok bool) {
	g := s.G
	all := uint32(1)<<uint(g.Side) - 1
	for cell, m := range s.Cands {
		if m == 0 && s.Values[cell] == 0 {
			return g.VarID(RC, g.Row[cell], g.Col[cell]), true
		}
	}
	for u, cells := range g.Units {
		var seen uint32
		for _, c := range cells {
			seen |= s.Cands[c]
		}
		if miss := all &^ (seen | s.Placed[u]); miss != 0 {
			d := bits.TrailingZeros32(miss)
			kind, i := Kind(1+u/g.Side), u%g.Side
			return g.VarID(kind, i, d), true
		}
	}
	return 0, false
}

// VarCount is the number of current candidates of variable v, and whether v is solved.
func (s *State) VarCount(v int) (n int, solved bool) {
	for _, x := range s.G.varCands[v] {
		if s.IsValue(x) {
			return 0, true
		}
		if s.Has(x) {
			n++
		}
	}
	return n, false
}

// Equal reports whether two states have the same values and candidates.
func (s *State) Equal(t *State) bool {
	for i := range s.Cands {
		if s.Cands[i] != t.Cands[i] || s.Values[i] != t.Values[i] {
			return false
		}
	}
	return true
}

// Grid converts the state to a parser grid: a pencil-mark state in which
// values appear as one-candidate cells.
func (s *State) Grid() *puzzle.Grid {
	pg := &puzzle.Grid{N: s.G.N, Cells: make([]int, s.G.NCells), Cands: make([]uint32, s.G.NCells)}
	for cell := range s.Cands {
		pg.Cands[cell] = s.Cands[cell]
		if d := s.Values[cell]; d != 0 {
			pg.Cands[cell] = 1 << uint(d-1)
		}
	}
	return pg
}

// ValuesGrid returns the decided values as a puzzle grid (0 = undecided).
func (s *State) ValuesGrid() *puzzle.Grid {
	pg := &puzzle.Grid{N: s.G.N, Cells: make([]int, s.G.NCells)}
	for cell, d := range s.Values {
		pg.Cells[cell] = int(d)
	}
	return pg
}

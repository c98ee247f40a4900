package logic

import "math/bits"

// Status is the outcome of running a theory to quiescence.
type Status int8

const (
	Open          Status = iota // stuck: neither solved nor contradictory
	Solved                      // every cell has a value
	Contradiction               // some variable has no candidate left
)

func (s Status) String() string { return [...]string{"open", "solved", "contradiction"}[s] }

var hiddenRule = [3]string{"hidden-single-in-a-row", "hidden-single-in-a-column", "hidden-single-in-a-block"}

// BRT applies the Basic Resolution Theory (ECP + naked and hidden singles,
// docs/model.md §1.5) to quiescence. ECP is already done by Assert, so a single
// found here is always checked against the current candidates.
func (s *State) BRT() Status {
	g := s.G
	all := uint32(1)<<uint(g.Side) - 1
	for {
		progress := false
		for cell := range s.Cands {
			m := s.Cands[cell]
			if m == 0 {
				if s.Values[cell] == 0 {
					return Contradiction
				}
				continue
			}
			if m&(m-1) == 0 {
				d := bits.TrailingZeros32(m) + 1
				s.Assert(cell, d)
				if s.Log != nil {
					s.Log.Add(Step{Rule: "naked-single", Asserts: []Cand{g.Cand(cell, d)}})
				}
				progress = true
			}
		}
		for u, cells := range g.Units {
			once, twice := UnitSpread(s.Cands, cells)
			if all&^(once|s.Placed[u]) != 0 {
				return Contradiction
			}
			for hid := once &^ twice; hid != 0; hid &= hid - 1 {
				bit := hid & -hid
				for _, c := range cells {
					if s.Cands[c]&bit != 0 {
						d := bits.TrailingZeros32(bit) + 1
						s.Assert(c, d)
						if s.Log != nil {
							s.Log.Add(Step{Rule: hiddenRule[u/g.Side], Asserts: []Cand{g.Cand(c, d)}})
						}
						progress = true
						break
					}
				}
			}
		}
		if !progress {
			break
		}
	}
	if _, bad := s.Contradiction(); bad {
		return Contradiction
	}
	if s.IsSolved() {
		return Solved
	}
	return Open
}

// Status reports the state's status without changing it.
func (s *State) Status() Status {
	if _, bad := s.Contradiction(); bad {
		return Contradiction
	}
	if s.IsSolved() {
		return Solved
	}
	return Open
}

// UnitSpread returns the digits that have at least one place (once) and at
// least two places (twice) among the given cells of a unit: once&^twice are
// its hidden singles, and a digit missing from once and from the unit's
// placed digits is a contradiction.
func UnitSpread(cands []uint32, cells []int) (once, twice uint32) {
	for _, c := range cells {
		m := cands[c]
		twice |= once & m
		once |= m
	}
	return once, twice
}

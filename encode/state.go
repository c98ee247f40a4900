package encode

import "fmt"

// State is a resolution state: Values[cell] = decided digit (1..Side) or 0;
// Cands[cell] = mask of remaining candidates (digit d = bit d-1); for a
// decided cell Cands is 0.
type State struct {
	N      int
	Values []int
	Cands  []uint32
}

// Cand is one candidate: digit Digit (1..Side) in cell Cell (r*Side+c).
type Cand struct{ Cell, Digit int }

// Side returns the number of rows (= digits) of the grid.
func (s State) Side() int { return s.N * s.N }

// Present reports whether the candidate is still possible in s: it is the
// cell's value, or it is in the cell's candidate mask.
func (s State) Present(c Cand) bool {
	if v := s.Values[c.Cell]; v != 0 {
		return v == c.Digit
	}
	return s.Cands[c.Cell]>>(c.Digit-1)&1 == 1
}

// Clone returns a deep copy of s.
func (s State) Clone() State {
	return State{N: s.N, Values: append([]int(nil), s.Values...), Cands: append([]uint32(nil), s.Cands...)}
}

// FromPuzzle returns the initial state of a puzzle: givens (0 = empty, length
// Side²) as values, every candidate of the other cells present. Removing the
// candidates seen by givens is left to the encoding / propagation.
func FromPuzzle(n int, givens []int) State {
	side := checkN(n)
	if len(givens) != side*side {
		panic(fmt.Sprintf("encode: %d givens for a %dx%d grid", len(givens), side, side))
	}
	full := uint32(1)<<side - 1
	s := State{N: n, Values: append([]int(nil), givens...), Cands: make([]uint32, side*side)}
	for i, v := range givens {
		if v < 0 || v > side {
			panic(fmt.Sprintf("encode: given %d out of range at cell %d", v, i))
		}
		if v == 0 {
			s.Cands[i] = full
		}
	}
	return s
}

// FromCands returns the state with the given values (0 = undecided) and
// candidate masks, both of length Side² and copied; a decided cell's mask
// is cleared, as State requires. It is the one conversion into the SAT
// side's state, from a pencil-mark grid or from the logic engine's state.
func FromCands[D ~uint8 | ~int](n int, values []D, cands []uint32) State {
	s := State{N: n, Values: make([]int, len(values)), Cands: append([]uint32(nil), cands...)}
	for i, d := range values {
		if d > 0 {
			s.Values[i], s.Cands[i] = int(d), 0
		}
	}
	return s
}

// checkN panics unless 2 <= n <= 5 and returns Side = n*n.
func checkN(n int) int {
	if n < 2 || n > 5 {
		panic(fmt.Sprintf("encode: block size %d not in 2..5", n))
	}
	return n * n
}

// check panics if s is malformed; encoding garbage silently would make every
// later SAT answer meaningless.
func (s State) check() int {
	side := checkN(s.N)
	if len(s.Values) != side*side || len(s.Cands) != side*side {
		panic(fmt.Sprintf("encode: state has %d values, %d masks, want %d", len(s.Values), len(s.Cands), side*side))
	}
	return side
}

package puzzle

// Grid is one parsed input: either a puzzle (givens only, Cands == nil) or a
// pencil-mark state (Cands != nil, one candidate mask per cell).
//
// Cells are indexed row by row: cell = r*Side + c (0-based). Digits are
// 1..Side; in a candidate mask digit d is bit d-1.
type Grid struct {
	N     int      // block size, 2..5; the grid is Side×Side with Side = N*N
	Cells []int    // len Side*Side; 0 = empty, else the given digit
	Cands []uint32 // nil for a puzzle; else len Side*Side candidate masks
	Label string   // text after the puzzle on its line (comment), trimmed
}

// Side is the number of rows (= columns = digits) of the grid.
func (g *Grid) Side() int { return g.N * g.N }

// IsState reports whether the grid is a pencil-mark state rather than a puzzle.
func (g *Grid) IsState() bool { return g.Cands != nil }

// Package puzzle reads and writes the textual forms of Sudoku puzzles and
// pencil-mark (sukaku) states, for block sizes 2..5 (4×4 … 25×25).
//
// It knows nothing of the rules: it only turns text into a Grid and back.
//
// Forms read: one-line puzzles (Side² characters, optional label), pencil-mark
// strings (Side³ characters), candidate lists ("156 2 3 …"), and multi-line
// grids with or without "+---+" / "|" decoration. ParseLine reads one line,
// Parse one puzzle from any text, and a Scanner a whole file, reporting
// malformed lines one by one. Characters per size are described at Symbol.
// Formatting (String, Line, StateString, CandidateString, GridString,
// FormatCands) uses the same conventions, and its output parses back to the
// same Grid (StateString and CandidateString of a puzzle give its state).
//
// Inputs reads the puzzles of a command's arguments (files, inline text,
// standard input, or the built-in DefaultSet), text or CSV/TSV tables with a
// header (the puzzle column, and a label column), with lines bounded by
// MaxLineBytes so that no input, however long its lines, is held in memory.
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

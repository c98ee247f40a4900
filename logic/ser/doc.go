// Package ser rates Sudoku puzzles as Sudoku Explainer 1.2.1 does: the
// "SER" rating with its ER/EP/ED triple, and the "SER-noU" variant without
// the uniqueness rules (FPGX's noU). docs/ser.md describes the model in the
// project's own words: hint producers tried in a fixed order, the first hint
// applied, difficulties per rule, the chaining engine (cycles, forcing
// chains, Nishio, cell and region chains, dynamic, dynamic plus and nested
// chains) and the chain-length increments.
//
// The engine is self-contained: its own bitset grid (Grid), built from a
// puzzle.Grid by FromPuzzle. Rate returns the triple; Path returns the
// hints with SE's names, difficulties, removed candidates and decided
// cells; Options.OnStep lets a caller check each step (verify.SERStep
// proves them by SAT). A context bounds the time: nested chains on the
// hardest puzzles take seconds to minutes.
package ser

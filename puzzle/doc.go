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
// Inputs of the commands: Inputs resolves command-line arguments (files,
// inline puzzles or states, - for standard input, none for DefaultSet, the
// built-in set) into numbered Items, malformed records included, so that a
// run reports them one by one and goes on; ReadOne reads a single
// PUZZLE|STATE argument.
//
// A file is text or a CSV/TSV table with a header (the puzzle column, named
// "puzzle" or chosen by Inputs.Column, and a label column); lines are
// bounded by MaxLineBytes, so that no input, however long its lines, is
// held in memory (a longer line is a malformed record echoing EchoBytes).
//
// Main types: Grid (a puzzle or a pencil-mark state), Scanner and Record
// (a file, line by line), Inputs and Item (the records of a run),
// SyntaxError (why a line is malformed).
package puzzle

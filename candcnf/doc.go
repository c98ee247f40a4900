// Package candcnf is sudolab's second CNF encoding of a Sudoku candidate
// state, written apart from package encode and sharing no code with it, so
// that a claim proven on both encodings does not rest on one encoder
// (docs/sat.md §10.9). The --solver runs of path, rate, prove and audit
// encode their claims here and hand the formula to gophersat or CaDiCaL.
//
// The formula differs from encode's extended encoding on purpose:
//
//   - variables are numbered digit-major, d·S² + cell + 1 for digit d
//     (1..S, counted from 0 in the formula: (d−1)·S² + cell + 1), where
//     encode numbers cell-major;
//   - only the candidates still present get clauses: a decided cell is a
//     cell whose one candidate is its value, an eliminated candidate's
//     variable occurs in no clause (it is simply not there), where encode
//     fixes every candidate with a unit clause;
//   - "exactly one" is written per cell (a digit per cell) and per house and
//     digit (a place for the digit in each row, column and box), the
//     at-most-one parts as one clause per pair of peers, each pair once
//     even when the two cells share two houses.
//
// Its solutions are those of the state: the grids that give every cell one
// of its candidates and every house each digit once. A claim adds one
// clause, its negation: the candidate's variable for an elimination, its
// negation for an assertion.
package candcnf

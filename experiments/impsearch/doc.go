// Package impsearch searches for minimal three-digit impossible patterns in
// two bands, the job behind `sudolab pattern --enumerate`.
//
// A pattern is a set of cells of the first two bands (rows 1–6). It is
// impossible when its cells cannot all hold digits of one set of three:
// with the digits 1, 2, 3 only, some two cells of a row, column or block
// would be equal (the definition of encode.Pattern and docs/tridagons.md).
// In graph terms the pattern is a set of vertices of the Sudoku graph whose
// induced subgraph has no proper 3-colouring. It is minimal when every
// pattern with one cell less is possible. Eleven's patterns (package
// logic/exotic/impossible) and the tridagon are such patterns.
//
// Enumerate works level by level: level k holds every possible pattern of k
// cells, one per class under the symmetries that keep the two bands (the
// 72 orders of the six rows that keep bands, and the 1,296 orders of the
// nine columns that keep stacks). Each pattern of level k is extended by
// every cell it lacks; an extension is canonicalised (Canon) and kept once;
// a possible extension goes to level k+1, an impossible one is minimal
// when each of its sub-patterns with one cell less is in level k. Every
// pattern of k+1 cells that is possible has a possible sub-pattern of k
// cells, so no class is missed.
//
// The possibility test (Colour) is a depth-first 3-colouring; its
// "impossible" answers are the ones a caller proves by SAT (encode's
// DecidePattern, with a checked RUP certificate), and its "possible"
// answers come with a colouring that Check re-checks.
package impsearch

// Package sercheck checks a step of a Sudoku Explainer path (logic/ser) as
// printed in sernote's notation against the definition of its rule
// (docs/ser.md §14.9), in the state before the step, sharing no code with
// logic/ser's search: it recomputes from the pattern the step prints what
// the hint must remove or decide and its difficulty, and says what is wrong
// when they differ or when the pattern is not one of its rule.
//
// Singles, intersections, subsets and fish, XY- and XYZ-Wings and aligned
// exclusion are checked from the cells, digits and houses they name;
// unique rectangles and loops and BUG from their cells and the subset or
// locked digit they name (these rules are sound only for a puzzle with a
// single solution, and are checked under that assumption); cycles and
// forcing chains link by link; multiple, dynamic and nested forcing chains
// branch by branch, every implication from its parents (and, for a
// candidate removed inside a chain, the inner hint checked on the state
// its parents leave), with the complexity that gives their difficulty.
//
// Check is the entry point; FromCands builds the state.
package sercheck

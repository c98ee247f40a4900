// Package gen generates Sudoku grids and puzzles and computes canonical
// forms, the jobs behind `sudolab generate` and `sudolab canon`.
//
// Generators: exactly uniform complete grids (UniformGrid), sequential
// grids with their correction weight (SequentialGrid), minimal puzzles
// top-down, bottom-up and by the controlled-bias method (TopDownMinimal,
// BottomUpMinimal, ControlledBias), each reproducible from a seed;
// Generate runs a method in parallel and emits the results in order.
// Canonical forms: the min-lex form of a 9×9 puzzle or grid under its
// 2·6⁸ symmetries and digit relabelling (Canonicalizer), and random
// isomorphs (RandomIsomorph).
//
// Main types: Generated (a puzzle with its clue count, weight and tries),
// WeightedGrid, Canonicalizer.
package gen

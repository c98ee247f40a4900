// Package draw pictures a resolution state the way Sudoku players draw it
// on paper and in forum posts: the grid with its givens, its decided values
// and its remaining candidates in a small N×N grid inside each cell, and
// over it one step of a resolution path.
//
// A step is drawn from an Overlay, a generic list of marks: cells to shade,
// candidates to colour or ring (each with a Role: left- and right-linking
// candidates, z- and t-candidates, targets, base and cover sets, fins,
// pattern cells, guardians …), whole CSP variables (a row-digit set, a
// cell) to shade as base or cover sets, and links drawn as arrows between
// candidates or groups of candidates (g-candidates). StepOverlay builds the
// overlay of any step logic produces (chains, subsets and fish, general
// logic, impossible patterns and the OR_k chains on their relations);
// PatternOverlay draws a tridagon or another of eleven's impossible
// patterns with its guardians; a new kind of pattern only needs to build an
// Overlay.
//
// The drawing goes to a gonum/plot vg.Canvas, so the same code writes SVG
// (vgsvg) and PNG (vgimg): see SVG, PNG and WriteFile. Every grid size the
// project supports is drawn (4×4 to 25×25); digits use the symbols of
// package puzzle (letters for 16×16 and beyond 9 in 25×25).
//
// PathFrames cuts a resolution path into the frames a viewer shows: one
// frame per rule step and one per run of singles, each with the state
// before it (package draw/viewer writes them as one HTML page).
package draw

// Package impossible holds the three-digit impossible patterns that the
// exotic rules use (docs/tridagons.md §12.9): eleven's patterns in two
// bands, read from the data file data/eleven.txt (source and credits in its
// header), D. Berthier's named selections of them (Select1, Select2,
// Select3, Select4, Imp630), and the search for a pattern's images in a
// resolution state.
//
// A Pattern is a set of cells that three digits cannot fill (no two cells
// of a row, column or block with the same digit). Its images are the cell
// sets obtained by the symmetries of the grid that keep bands and stacks
// (permutations of the two bands' rows within their bands, of the bands,
// the same for columns and stacks) and by transposition; every image is
// impossible too. Match finds the images whose cells have three candidates
// in common in a state, with a bound on the other candidates (the
// guardians). The package knows nothing of package logic: a state is given
// as 81 candidate masks.
//
// Main entry points: All, ByName, Set, SetNames, Pattern.Match.
package impossible

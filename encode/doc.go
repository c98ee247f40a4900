// Package encode is the SAT side of sudolab (docs/sat.md): CNF encodings
// of Sudoku (Lynce & Ouaknine 2006), glue to the gophersat solver, proofs
// of eliminations with RUP certificates, and a unit propagator of its own;
// probing (TEDepth, FLDepth) and backdoors on the SAT side; impossible
// patterns (Pattern, ParsePattern, DecidePattern: cells with allowed
// digits decided by SAT, docs/tridagons.md §12.1).
//
// It deliberately shares no code with package logic, so that results of the
// rule engine can be checked against an independent implementation.
//
// Variables: candidate (digit d in 1..Side, row r, col c) is the 1-based
// variable (r*Side+c)*Side + d, i.e. cell*Side + d with cell = r*Side + c.
package encode

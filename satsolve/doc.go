// Package satsolve runs a SAT solver on a CNF formula and returns its
// verdict with a model (satisfiable) or a textual DRAT proof
// (unsatisfiable): gophersat in process, through package encode's glue
// (its lock and certificate reader), or CaDiCaL, Debian's cadical
// program, as a process fed on its standard input.
//
// The verdicts are the solver's word: callers check the proofs with
// package drat and the models against the state (docs/sat.md §10.9).
package satsolve

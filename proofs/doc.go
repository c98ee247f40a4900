// Package proofs proves the claims of a resolution path (each elimination
// and assertion of a step, in the state before it) and writes them as
// files anyone can re-check (docs/sat.md §10.8):
//
//	DIR/<k>.cnf    DIMACS: the state before the step plus the claim's negation
//	DIR/<k>.drat   a textual DRAT proof that <k>.cnf is unsatisfiable
//	DIR/index.tsv  header "k step rule claim", then one line per claim
//
// k counts the claims from 1 in the order proven; step counts the checked
// steps of the path from 1. Every proof is checked by package drat before
// it is counted.
//
// The Solver chooses the encoding and the solver. Default is the --verify
// prover's own: package encode's extended encoding and gophersat's
// certificate. Gophersat, Cadical and Both use the second encoding,
// package candcnf, solved by gophersat, by CaDiCaL (the cadical program),
// or by both, which must agree; with Both, <k>.drat is CaDiCaL's proof and
// <k>.gophersat.drat gophersat's. Without a directory a Recorder only
// proves (the --solver runs without --proofs).
package proofs

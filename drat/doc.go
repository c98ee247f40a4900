// Package drat checks DRAT proofs of unsatisfiability: a CNF formula in
// DIMACS and a textual proof, a sequence of clause additions ("l1 l2 … 0",
// lemmas) and deletions ("d l1 l2 … 0"), which must end by adding the empty
// clause ("0").
//
// It is written from the definition of DRAT (Wetzler, Heule and Hunt,
// "DRAT-trim: Efficient Checking and Trimming Using Expressive Clausal
// Proofs", SAT 2014) and shares no code with package encode, whose RUP
// checker and propagator it double-checks: sudolab's proof files
// (docs/sat.md §10.8) are checked here, drat-trim being the outside second.
//
// Checking is forward: the lemmas are checked in the order written, each
// against the formula plus the earlier lemmas minus the deleted clauses.
// A lemma C is accepted when it is
//
//   - RUP (reverse unit propagation): assigning every literal of C false and
//     propagating the unit clauses of the database yields a conflict; or
//   - RAT (resolution asymmetric tautology) on its first literal p, as
//     written in the proof: for every clause D of the database containing
//     ¬p, the resolvent C ∪ (D \ {¬p}) is a tautology or RUP.
//
// A deletion removes one copy of the clause (literals in any order); deleting
// a clause that is not in the database is an error, and deletions of unit
// clauses are honoured (drat-trim ignores them by default, which can only
// make it accept more). The proof must contain the empty clause, checked as
// RUP: the first one ends the check, and anything after it must still
// parse. Every lemma is checked, needed or not (drat-trim's default
// backward mode checks only the lemmas the empty clause depends on), so a
// proof accepted here is accepted by drat-trim, and the reverse holds for
// proofs without useless non-AT lemmas.
//
// Main entry points: ReadDIMACS, Check, CheckFiles. Binary DRAT is not
// read (it is refused with an error, not misread).
package drat

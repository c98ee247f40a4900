// Package audit re-checks a resolution path written by someone else:
// SudoRules/CSP-Rules logs, sudolab's own paths (every family of path
// --rules, Sudoku Explainer's included), or any solver's plain
// eliminations (r1c2≠3, r1c2<>3) and assertions (r1c2=3).
//
// Reading (Reader.ParseLine) splits a line by its syntax — SudoRules'
// "rule[n]: pattern ==> conclusions", SE's "7.1, Name: … => conclusions"
// with its indented structure lines, or bare conclusions — and finds the
// kind its rule names in the one list of kinds (logic/kinds). A line that
// states nothing (blank, comment, header, level note, grid, timing) is
// skipped and counted; a line that states a claim it cannot read is an
// error (UNREADABLE), never skipped.
//
// Auditor (and Audit, which streams a whole text) replays the steps from
// the puzzle's initial state, in order, and checks each in the state just
// before it:
//
//   - the pattern: the reader of its kind (RegisterReader; ReadContext
//     gives the state and a memory kept along the path, for the relations
//     a split makes) turns the text into the structure the kind's printer
//     prints from, and verify.CheckKind checks it against the kind's
//     definition, with code that shares nothing with the search;
//   - every elimination, proven by SAT (the state plus the candidate has no
//     solution), and every assertion, by proving that each other candidate
//     of its cell can be eliminated. One solver serves the whole path
//     (verify.ProveEliminations keeps it), so the time is linear in the
//     path.
//
// A step of a rule no kind declares (oddagons, …) is ok-sat: its
// conclusions are proven, its pattern is not checked. A step fails
// (INVALID) when its pattern does not meet the definition or SAT refutes
// one of its conclusions; a refutation comes with a counterexample, a
// solution of the state in which the conclusion fails. The conclusions SAT
// refutes are not applied; a later step is noted as checked after them, and
// marked as their consequence when it fails in the sound state but its
// pattern holds in the state the path claims.
package audit

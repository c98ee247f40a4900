// Package audit re-checks a resolution path written by someone else:
// SudoRules/CSP-Rules logs, sudolab's own paths, or any solver's plain
// eliminations (r1c2≠3, r1c2<>3) and assertions (r1c2=3).
//
// ReadPath turns the text of a path into entries, one per line: a step
// (rule, length, pattern, conclusions), or a line that is not a step
// (headers, "Entering_level…" notes, grid prints, timing lines), kept with
// the reason it was skipped. Reading never fails on content.
//
// Replay applies the steps to the puzzle's initial state, in order, and
// checks each one in the state just before it:
//
//   - the pattern, re-read into the structures of package verify and
//     checked against its definition (docs/chains.md for whips, braids,
//     g-whips, g-braids, biv-chains, z-chains and t-whips; naked and hidden
//     subsets, fish and finned fish by their definitions in this package;
//     naked and hidden singles; sudolab's general-logic steps gl[n] by
//     the certificate checker verify.CheckGL);
//   - every elimination, proven by SAT (the state plus the candidate has no
//     solution), and every assertion, by proving that each other candidate
//     of its cell can be eliminated.
//
// A step whose rule is unknown (oddagons, tridagons, …) is reported as
// such; its eliminations are still proven by SAT. A step fails (INVALID)
// when its pattern does not meet the definition or SAT refutes one of its
// conclusions; the refutation comes with a counterexample, a solution of
// the state in which the eliminated candidate is true.
package audit

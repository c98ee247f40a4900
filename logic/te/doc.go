// Package te is trial and error over the candidate state of package logic
// (docs/te-backdoors.md): T&E(T, n) for any theory T (TE, with BRT on a
// fast state of its own and any logic.Theory otherwise), the T&E depth of
// a puzzle (TEDepth), SHC's BxB and BxBB classifications (T&E(B_p, 1) and
// T&E(B_p, 2), with BraidTheory: B_p closed by rounds of braids found at
// once, their trial cones and an exact bit-set braid[≤2] test), singles
// backdoors (Backdoors, TheoryBackdoors) and Beyond, which uses the T&E
// theorems to show that a chain family cannot solve a puzzle at any
// length.
//
// T&E runs on a world of stacked states, one per trial depth: trials are
// tried in an order that reuses what earlier passes learnt (values implied
// by a surviving trial are not tried again), and the same fixpoint is
// reached as by restarting from the beginning after every elimination.
//
// Main types: TEOptions (the solution, when known, to skip trials that
// cannot fail; a context), TEResult and TEElim (the eliminations of a run,
// in order), BackdoorResult. Package encode computes the same values by
// SAT (encode.TEDepth, encode.Backdoor) and verify compares the two.
package te

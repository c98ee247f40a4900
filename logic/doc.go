// Package logic is the pure-logic engine: the candidate state of a Sudoku
// puzzle, its CSP variables and links, the Basic Resolution Theory (BRT,
// i.e. singles) and, built on them, the resolution rules and ratings.
//
// Sizes: block size N = 2..5 (4×4 … 25×25). Indices are 0-based:
// cell = r*Side + c; candidate = cell*Side + (d-1) for digit d in 1..Side.
//
// The engine: State (candidates and values on a Geometry: cells, the CSP
// variables rc, rn, cn, bn, links, g-labels) and its BRT closure (singles);
// the chain rules (whip[1], whips, braids, g-whips, g-braids, biv-chains,
// z-chains, t-whips), subsets and finned fish, each a Rule; a Family of
// rules ordered simplest first and the Strategy that applies them,
// recording a Path of Steps; ratings (Rate, RateState, Rating); theories
// (a family up to a length).
//
// Packages built on it own the other jobs: logic/te (trial and error
// T&E(T, n), the closure of B_p, BxB, BxBB, singles backdoors), logic/exotic (tridagons, OR_k
// chains and the Trid-OR5 families), logic/gl (general logic) and
// logic/ser (Sudoku Explainer's rating). Those with rule families register
// them here (RegisterFamily, RegisterTheory) and keep their per-run state
// in the Scratch (RunData, Buffers); every step can be re-checked and
// proven by package verify.
package logic

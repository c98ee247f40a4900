// Package verify checks the logic engine independently of its search code
// and against the SAT side (package encode).
//
// One API re-checks a step: Step (the strategy's OnStep hook, used by
// path --verify and rate --verify) re-validates the step's pattern with
// CheckStep — the checker registered for the step's kind (RegisterChecker,
// logic/kinds); a step of no kind or without a checker is an error,
// ErrNoChecker — and proves every elimination by SAT, returning the first
// failure; Check returns an Outcome with every failure instead (the gl and
// fishy commands print its Tag). The checkers use only the geometry and
// the candidates of the state before the step: checkSingles, checkSubset
// and checkFish (sets.go), CheckPattern (chains:
// whips, braids, g-forms, biv-chains, z-chains, t-whips), CheckGL on a
// GLCert (general logic), CheckFishy (fishy cycles), VerifyNet (a given
// nrczt-net, read by ParseNet), CheckORChain, CheckORRelation and
// CheckPatternStep (tridagons, eleven's impossible patterns and OR_k
// chains, each pattern's cells checked to be an image of it and re-proven
// impossible by SAT; TridagonCensus decides every tridagon placement). ProveEliminations and ToSAT turn a logic
// state into the SAT side's and prove eliminations there.
//
// The soundness fuzzer (RunSoundness) runs every rule on random candidate
// states and proves each elimination, shrinking any counterexample; its
// log (SoundnessHeader, StateRecord) makes runs resumable. The tests of
// this package cross-check the engine and SAT on the reference data
// (BRT = unit propagation, braids = T&E(BRT), …).
//
// Main types: Outcome, GLCert, Net and NetVerdict, SoundnessConfig and
// SoundnessReport, Checker.
package verify

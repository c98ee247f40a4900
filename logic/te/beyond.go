package te

import "github.com/sudolab/sudolab/logic"

// Beyond reports whether family f can be shown, by the T&E theorems
// (docs/ratings.md §4.5, docs/te-backdoors.md §5.4), never to solve s at any length: W ⊆ B and
// B_∞ = T&E(BRT, 1); gW ⊆ gB and gB_∞ = T&E(W1, 1). So if T&E(BRT, 1)
// (resp. T&E(W1, 1)) does not solve s, the rating is beyond every maximal
// length (BC, ZC and TW are sub-theories of W). This turns hours of fruitless chain search on T&E(2) puzzles
// into milliseconds. For other families (subsets are not inside T&E(1))
// it returns false. s is not modified; sol (may be nil) only speeds up T&E.
func Beyond(s *logic.State, f logic.Family, sol []uint8) bool {
	var th logic.Theory
	switch f.Name {
	case "W", "B", "BC", "ZC", "TW", "TyBC", "TyZC", "TyTW", "TyW": // all ⊆ W
		th = logic.BRTTheory
	case "gW", "gB":
		th = logic.NewTheory(logic.FamilyW(), 1)
	default:
		return false
	}
	return TE(s.Clone(), th, 1, TEOptions{Solution: sol}).Status != logic.Solved
}

package logic

// GBraidRule is g-braid[n], n ≥ 2 (docs/chains.md §2.5): braids whose rlcs may be
// g-candidates; llcs are linked to the target or to an earlier candidate
// rlc, or g-linked to an earlier g-rlc. Memoised on (target, set of rlcs).
type GBraidRule struct{}

func (GBraidRule) Name() string        { return "g-braid" }
func (GBraidRule) Rank() int           { return RankGBraid }
func (GBraidRule) HasLevel(k int) bool { return k >= 2 }
func (GBraidRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	return sc.findChain(s, KindGBraid, k)
}

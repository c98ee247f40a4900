package logic

// BraidRule is braid[n], n ≥ 2 (docs/chains.md §2.4): like a whip, but each llc
// may be linked to the target or to any earlier rlc. The search memoises
// partial braids on (target, set of rlcs), which is lossless.
type BraidRule struct{}

func (BraidRule) Name() string        { return "braid" }
func (BraidRule) Rank() int           { return RankBraid }
func (BraidRule) HasLevel(k int) bool { return k >= 2 }
func (BraidRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	return sc.findChain(s, KindBraid, k)
}

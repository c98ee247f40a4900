package logic

// TWhipRule is t-whip[n] (docs/chains.md §2.6; nrct-chain): a whip whose inner
// cells 2..n-1 have only t-candidates (linked to an earlier rlc); the first
// cell may have z-candidates (as in SudoRules) and the last cell is as in a
// whip. All targets of the same cells are eliminated at once.
type TWhipRule struct{}

func (TWhipRule) Name() string        { return "t-whip" }
func (TWhipRule) Rank() int           { return RankTWhip }
func (TWhipRule) HasLevel(k int) bool { return k >= 2 }
func (TWhipRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	return sc.findChain(s, KindTWhip, k)
}

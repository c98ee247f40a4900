package logic

// BivChainRule is bivalue-chain[n] (docs/chains.md §2.6; nrc-chain): a whip whose
// every variable has exactly two candidates, the last one's second
// candidate being linked to the target. All targets of the same cells are
// eliminated at once.
type BivChainRule struct{}

func (BivChainRule) Name() string        { return "biv-chain" }
func (BivChainRule) Rank() int           { return RankBivChain }
func (BivChainRule) HasLevel(k int) bool { return k >= 2 }
func (BivChainRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	return sc.findChain(s, KindBivChain, k)
}

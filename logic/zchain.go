package logic

// ZChainRule is z-chain[n] (docs/chains.md §2.6; nrcz-chain): a whip in which
// every candidate other than the llc and rlc of a cell is linked to the
// target (z-candidates only, no t-candidates). All targets of the same
// cells are eliminated at once.
type ZChainRule struct{}

func (ZChainRule) Name() string        { return "z-chain" }
func (ZChainRule) Rank() int           { return RankZChain }
func (ZChainRule) HasLevel(k int) bool { return k >= 2 }
func (ZChainRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	return sc.findChain(s, KindZChain, k)
}

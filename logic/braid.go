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

// BraidFinder tells whether targets of one state have a braid of at most
// a given length, with the chain search of a Scratch: logic/te's closure
// of B_p asks it about the targets its bounds leave open. The search holds
// the state, which must not change, until Release.
type BraidFinder struct{ cs *chainSearch }

// BraidFinder loads s into the chain search of sc.
func (sc *Scratch) BraidFinder(s *State) BraidFinder {
	cs := sc.cs
	cs.dedupSeq = false
	cs.sc, cs.state = sc, s
	cs.loadState(s)
	sc.closed = brtClosed(s)
	return BraidFinder{cs}
}

// Has reports whether z has a braid of length ≤ n.
func (f BraidFinder) Has(z Cand, n int) bool { return f.cs.find(z, KindBraid, n) != nil }

// Release lets the search go of the state.
func (f BraidFinder) Release() { f.cs.sc, f.cs.state = nil, nil }

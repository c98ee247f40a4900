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

// lastCellCheck enables lastCellPossible (tests compare without it).
var lastCellCheck = true

// lastCellPossible is a necessary condition for a last cell after rlc R
// (of a g-whip or g-braid whose next cell is the last): some unused
// variable has all its current candidates linked to Z, to an rlc or to R.
// For g-whips it must be linked to R (the llc of the last cell is). It
// costs a pass over R's variables (g-braids: over all variables) instead
// of one over every llc of the last cell.
func (cs *chainSearch) lastCellPossible(R int32) bool {
	for _, vm := range cs.gg.varLinks[R] {
		// usedVar last: the mask test fails for almost every variable
		if c := cs.curV[vm.v]; c&^cs.Iv[vm.v]&^vm.m == 0 && c != 0 && !cs.usedVar[vm.v] {
			return true
		}
	}
	if !cs.braid {
		return false
	}
	// one not linked to R: in the strategy's searches there is none (it
	// would be the last cell of a shorter g-braid), but elsewhere the
	// search would still take it here. It depends only on the target and
	// the rlcs before R (a used variable keeps its compatible rlc), so it
	// is found once for all the R of one partial pattern.
	bb := &cs.bb
	z := cs.gg.zob[R] // cs.h holds R already (extend)
	key := [3]uint64{bb.serial, cs.h[0] ^ z[0], cs.h[1] ^ z[1]}
	if bb.shortKey != key {
		bb.shortKey, bb.shortVal = key, false
		for v, c := range cs.curV {
			if c != 0 && c&^cs.Iv[v] == 0 {
				bb.shortVal = true
				break
			}
		}
	}
	return bb.shortVal
}

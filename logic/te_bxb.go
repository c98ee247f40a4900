package logic

// BraidTheory is the default provider of B_p = BRT + whips and braids of
// length ≤ p (docs/te-backdoors.md §5.5): B_0 = BRT, B_1 = W_1. Only the closure
// matters here, not the path: whips, biv-chains, z-chains and t-whips are
// braids and B_p is confluent, so it applies braids alone, every one found
// in a round at once (te_bclosure.go): same fixpoint, less searching.
func BraidTheory(p int) Theory {
	if p <= 0 {
		return BRTTheory
	}
	return braidTheory{&braidClosure{p: p}}
}

// braidTheory marks B_p for the T&E driver (te_theory.go):
//   - Monotone: closing a state with fewer candidates (or more values) never
//     loses a contradiction. A braid for Y in RS, read in RS' ⊆ RS, is a
//     braid of at most the same length for Y, or Y is gone, or one of its
//     right-linking candidates is gone, which cuts the braid short at that
//     cell (empty under Y). Lets T&E skip trials of values implied by a
//     surviving trial (te.go, markSafe).
//   - WithinBraids: B_p ⊆ B_∞, so the fast T&E(BRT) trial filter applies.
type braidTheory struct{ Theory }

func (braidTheory) Monotone() bool     { return true }
func (braidTheory) WithinBraids() bool { return true }

// BxB is the smallest p ≤ maxLen such that T&E(B_p, 1) solves s (docs/te-backdoors.md
// §5.5), with SHC's convention 0 when T&E depth ≤ 1; ok = false when no
// p ≤ maxLen works. bp provides B_p (BraidTheory if nil). s is unchanged.
func BxB(s *State, maxLen int, bp func(p int) Theory, opt TEOptions) (p int, ok bool) {
	return bxRating(s, 1, maxLen, bp, opt)
}

// BxBB is the smallest p ≤ maxLen such that T&E(B_p, 2) solves s, 0 when
// T&E depth ≤ 2; ok = false when no p ≤ maxLen works.
func BxBB(s *State, maxLen int, bp func(p int) Theory, opt TEOptions) (p int, ok bool) {
	return bxRating(s, 2, maxLen, bp, opt)
}

// bxRating computes BxB (depth 1) or BxBB (depth 2). Each p starts from the
// fixpoint of p−1: T&E(B_{p−1}, n) eliminations are T&E(B_p, n)
// eliminations, so by confluence the fixpoint of T&E(B_p, n) is the same.
func bxRating(s *State, depth, maxLen int, bp func(p int) Theory, opt TEOptions) (int, bool) {
	if bp == nil {
		bp = BraidTheory
	}
	work := s.Clone()
	if TE(work, BRTTheory, depth, opt).Status == Solved {
		return 0, true
	}
	// T&E(B_p, n) ⊆ T&E(B_∞, n) = T&E(BRT, n+1) (docs/te-backdoors.md §5.4): if the
	// latter does not solve s, no p does; checking it is cheap.
	if TE(work.Clone(), BRTTheory, depth+1, opt).Status != Solved {
		return maxLen, false
	}
	for p := 1; p <= maxLen; p++ {
		st, _, _ := teTheory(work, bp(p), depth, opt, nil, 0, false)
		if st == Solved {
			return p, true
		}
	}
	return maxLen, false
}

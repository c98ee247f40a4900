package te

import "github.com/sudolab/sudolab/logic"

// BxB is the smallest p ≤ maxLen such that T&E(B_p, 1) solves s (docs/te-backdoors.md
// §5.5), with SHC's convention 0 when T&E depth ≤ 1; ok = false when no
// p ≤ maxLen works. bp provides B_p (BraidTheory if nil). s is unchanged.
func BxB(s *logic.State, maxLen int, bp func(p int) logic.Theory, opt TEOptions) (p int, ok bool) {
	return bxRating(s, 1, maxLen, bp, opt)
}

// BxBB is the smallest p ≤ maxLen such that T&E(B_p, 2) solves s, 0 when
// T&E depth ≤ 2; ok = false when no p ≤ maxLen works.
func BxBB(s *logic.State, maxLen int, bp func(p int) logic.Theory, opt TEOptions) (p int, ok bool) {
	return bxRating(s, 2, maxLen, bp, opt)
}

// bxRating computes BxB (depth 1) or BxBB (depth 2). Each p starts from the
// fixpoint of p−1: T&E(B_{p−1}, n) eliminations are T&E(B_p, n)
// eliminations, so by confluence the fixpoint of T&E(B_p, n) is the same.
func bxRating(s *logic.State, depth, maxLen int, bp func(p int) logic.Theory, opt TEOptions) (int, bool) {
	if bp == nil {
		bp = BraidTheory
	}
	work := s.Clone()
	solved, next := teThenNext(work, depth, opt)
	if solved {
		return 0, true
	}
	// T&E(B_p, n) ⊆ T&E(B_∞, n) = T&E(BRT, n+1) (docs/te-backdoors.md §5.4): if the
	// latter does not solve s, no p does; checking it is cheap.
	if !next {
		return maxLen, false
	}
	for p := 1; p <= maxLen; p++ {
		st, _, _ := teTheory(work, bp(p), depth, opt, nil, 0, false)
		if st == logic.Solved {
			return p, true
		}
	}
	return maxLen, false
}

// teThenNext applies T&E(BRT, depth) to s in place and reports whether it
// solves s and, if not, whether T&E(BRT, depth+1) does (s is left at the
// T&E(depth) fixpoint). The second run starts from the first's fixpoint in
// the fast world, so its lower depths are not redone.
func teThenNext(s *logic.State, depth int, opt TEOptions) (solved, next bool) {
	fw := newBWorld(s.G, depth+2)
	st := fw.p.load(fw.slots[0], s)
	r := newTERun(fw, s.G, depth+1)
	r.truth, r.ctx = opt.Solution, opt.Ctx
	if st == logic.Open && depth > 0 {
		st = r.closeAt(0, depth, true, false)
	}
	fw.slots[0].store(s)
	if st != logic.Open || r.err != nil {
		return st == logic.Solved, false
	}
	return false, r.closeAt(0, depth+1, true, true) == logic.Solved
}

package logic

import "strconv"

// braidClosure is B_p as a closure, for T&E(B_p, n) (BxB, BxBB). The
// strategy behind NewTheory is simplest-first: after every elimination it
// restarts at level 1 and recomputes the target filter, which is what a
// resolution path needs and what a trial does not: a trial only asks
// whether the B_p fixpoint of RS+Z is contradictory. B_p is confluent and
// its eliminations are monotone (a braid in RS stays one, or shrinks, in
// any RS' ⊆ RS), so each round here applies every braid elimination of
// length ≤ p found in the round's state at once; same fixpoint, far fewer
// rounds. TestBraidClosureSameFixpoint compares it with the strategy.
type braidClosure struct {
	p     int
	sc    *Scratch
	cone  *coneTrial
	found []Cand
}

func (b *braidClosure) Name() string { return "B" + strconv.Itoa(b.p) }

func (b *braidClosure) Close(s *State) Status {
	if b.sc == nil || b.sc.g != s.G {
		b.sc, b.cone = NewScratch(s.G), newConeTrial(s.G)
	}
	for {
		if st := s.BRT(); st != Open {
			return st
		}
		// Cheap rounds first: targets whose trial cone already is a braid
		// of length ≤ p; the search only when they are exhausted (it may
		// then be needed on a smaller state, or not at all once a
		// contradiction appears).
		if b.round(s, false) {
			continue
		}
		if !b.round(s, true) {
			return Open
		}
	}
}

// round eliminates the targets shown to have a braid of length ≤ p: by
// their cone (te_bcone.go), and with search also by the braid search for
// those whose bounds D(z)+1 ≤ p < cone+1 leave it open. It reports whether
// anything was eliminated.
//
// A cheap round eliminates at once: later cones are then taken in a
// smaller state, where they are still braids (of BRT(s): the singles s may
// now have are values there). A search round collects first: the search
// holds the round's state, and its lower bound D needs a BRT-closed state.
func (b *braidClosure) round(s *State, search bool) bool {
	cs := b.sc.cs
	if search {
		cs.dedupSeq = false
		cs.sc, cs.state = b.sc, s
		cs.loadState(s)
		b.sc.closed = brtClosed(s)
		defer func() { cs.sc, cs.state = nil, nil }()
	}
	found, n := b.found[:0], 0
	for z := Cand(0); int(z) < s.G.NCands; z++ {
		if !s.Has(z) {
			continue
		}
		d, u := b.cone.bounds(s, z, b.p-1)
		switch {
		case d > b.p-1:
		case !search && u <= b.p:
			s.Eliminate(z)
			n++
		case search && (u <= b.p || cs.find(z, KindBraid, b.p) != nil):
			found = append(found, z)
		}
	}
	for _, z := range found {
		s.Eliminate(z)
	}
	b.found = found
	return n+len(found) > 0
}

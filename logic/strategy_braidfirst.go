package logic

// Braids first (speed only; it never changes a result).
//
// In a family with whips and braids but no g-whips (B), level k asks for
// the first whip[k] (targets in order), and only when there is none for
// the first braid[k]. Every whip is a braid, so a target without a
// braid[k] has no whip[k] either. The combined pass of level k searches
// each target's braids first and its whips only when a braid was found
// (after the first target with a braid, only whips are searched): a
// target whose braid search failed is skipped by the whip search
// (chain_known.go records the failure for both kinds). The whip found is
// the first whip[k], as the whip pass finds it; when there is none, the
// braid kept is the one the braid pass would have found (the first target
// with a braid[k], by the same search in the same state), and
// BraidRule.Find at that level and round returns it.
//
// It pays on the levels searched in vain, below the one where a step is
// found; at that level, the braid searches of the targets before the
// whip's cost more than the whip searches they save (measured on cbg-000).
// The strategy's next step is most often at the level of its last step,
// so the combined pass is used below that level only (Scratch.lastLevel).

// wbPass is the outcome of the combined pass of a round and level.
type wbPass struct {
	round, level int
	whip, braid  Step
	whipOK       bool
	braidOK      bool
	complete     bool // every target was searched (no whip; braid is final)
}

// braidsFirst reports whether the whip and braid searches of level k in
// s are made by the combined pass.
func (sc *Scratch) braidsFirst() bool {
	return sc.wbFamily && !sc.typed && !sc.sudoRulesDedup && !NoReuse
}

// whipThenBraid is the whip[k] search of the combined pass (see above),
// which also finds the braid[k] BraidRule.Find returns when there is no
// whip[k].
func (sc *Scratch) whipThenBraid(s *State, k int) (Step, bool) {
	wb := &sc.wb
	if wb.round == sc.round && wb.level == k {
		return wb.whip, wb.whipOK
	}
	*wb = wbPass{round: sc.round, level: k}
	g := s.G
	sc.beginPass(s, KindBraid, k)
	defer sc.endPass()
	for i := 0; i < g.NCands; i++ {
		z := Cand(i)
		if targetDesc {
			z = Cand(g.NCands - 1 - i)
		}
		if !sc.cs.cur.Has(z) {
			continue
		}
		if !wb.braidOK {
			cells, stop := sc.searchTarget(s, KindBraid, k, z)
			if stop {
				return Step{}, false // the run is stopped: Run reports it
			}
			if cells == nil {
				continue // no braid[k], hence no whip[k]
			}
			wb.braid, wb.braidOK = sc.chainStep(g, KindBraid, z, cells), true
		}
		cells, stop := sc.searchTarget(s, KindWhip, k, z)
		if stop {
			return Step{}, false
		}
		if cells != nil {
			wb.whip, wb.whipOK = sc.chainStep(g, KindWhip, z, cells), true
			sc.cache[0] = chainCache{round: sc.round, level: k, step: wb.whip, z: z, ok: true}
			return wb.whip, true
		}
	}
	wb.complete = true
	sc.cache[0] = chainCache{round: sc.round, level: k, z: NoCand}
	return Step{}, false
}

// braidAfter returns the braid[k] of the combined pass of this round, if
// that pass ran to its end (ran: false otherwise).
func (sc *Scratch) braidAfter(k int) (step Step, ok, ran bool) {
	wb := &sc.wb
	if wb.round != sc.round || wb.level != k || !wb.complete {
		return Step{}, false, false
	}
	return wb.braid, wb.braidOK, true
}

package logic

// thWorld runs T&E over an arbitrary Theory on States. Trials of a rich
// theory are expensive; for a theory that declares itself within B_∞
// (WithinBraids, see BraidTheory) a trial is only made when the fast BRT
// world says it can succeed: for any T between BRT and B_∞,
// T&E(T, n−1)(RS+Z) contradictory ⇒ T&E(B_∞, n−1)(RS+Z) = T&E(BRT, n)(RS+Z)
// contradictory ([PBCS] §11, docs/te-backdoors.md §5.4), so a depth-n trial of T is
// useless unless the depth-n BRT trial (cheap) contradicts.
type thWorld struct {
	th    Theory
	g     *Geometry
	slots []*State
	ver   []int // bumped whenever a slot changes

	fast     *bWorld // slot 0: the loaded base; slot len-1: the trial
	fastRun  *teRun
	loadedH  int
	loadedV  int
	noFilter bool
	mono     bool
}

func newThWorld(th Theory, g *Geometry, maxDepth int) *thWorld {
	w := &thWorld{th: th, g: g, loadedH: -1}
	if m, ok := th.(interface{ Monotone() bool }); ok {
		w.mono = m.Monotone()
	}
	// Not for g-braids etc.: gB_p ⊄ B_∞, the filter would be unsound.
	b, ok := th.(interface{ WithinBraids() bool })
	w.noFilter = !ok || !b.WithinBraids()
	for i := 0; i <= maxDepth; i++ {
		w.slots = append(w.slots, NewState(g))
		w.ver = append(w.ver, 0)
	}
	w.fast = newBWorld(g, maxDepth+2)
	w.fastRun = newTERun(w.fast, g, maxDepth)
	return w
}

func (w *thWorld) touch(h int) {
	w.ver[h]++
	if w.loadedH == h {
		w.loadedH = -1
	}
}

func (w *thWorld) copy(dst, src int) { w.slots[dst].CopyFrom(w.slots[src]); w.touch(dst) }

func (w *thWorld) assert(h, cell, d int) Status {
	w.touch(h)
	s := w.slots[h]
	if !s.Assert(cell, d) {
		return Contradiction
	}
	return w.th.Close(s)
}

func (w *thWorld) eliminate(h, cell, d int) Status {
	w.touch(h)
	s := w.slots[h]
	s.Eliminate(w.g.Cand(cell, d))
	return w.th.Close(s)
}

func (w *thWorld) cands(h, cell int) uint32 { return w.slots[h].Cands[cell] }
func (w *thWorld) value(h, cell int) int    { return int(w.slots[h].Values[cell]) }

// monotone: unknown for a general theory (W_k is not even confluent), so
// safe marks only for theories that declare it (see BraidTheory).
func (w *thWorld) monotone() bool { return w.mono }

func (w *thWorld) mayContradict(h, cell, d, n int) bool {
	if w.noFilter {
		return true
	}
	if w.loadedH != h || w.loadedV != w.ver[h] {
		if w.fast.p.load(w.fast.slots[0], w.slots[h]) != Open {
			return true // cannot happen for a closed open state; be safe
		}
		w.loadedH, w.loadedV = h, w.ver[h]
	}
	k := len(w.fast.slots) - 1
	w.fast.copy(k, 0)
	st := w.fast.assert(k, cell, d)
	if st == Open {
		st = w.fastRun.closeAt(k, n, false, false)
	}
	return st == Contradiction
}

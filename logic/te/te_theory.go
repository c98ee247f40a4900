package te

import "github.com/sudolab/sudolab/logic"

// thWorld runs T&E over an arbitrary Theory on States. Trials of a rich
// theory are expensive; for a theory that declares itself within B_∞
// (WithinBraids, see BraidTheory) a trial is only made when the fast BRT
// world says it can succeed: for any T between BRT and B_∞,
// T&E(T, n−1)(RS+Z) contradictory ⇒ T&E(B_∞, n−1)(RS+Z) = T&E(BRT, n)(RS+Z)
// contradictory ([PBCS] §11, docs/te-backdoors.md §5.4), so a depth-n trial of T is
// useless unless the depth-n BRT trial (cheap) contradicts.
type thWorld struct {
	th    logic.Theory
	g     *logic.Geometry
	slots []*logic.State
	ver   []int // bumped whenever a slot changes

	fast     *bWorld // slot 0: the loaded base; slot len-1: the trial
	fastRun  *teRun
	loadedH  int
	loadedV  int
	noFilter bool
	mono     bool
	// inc: the theory closes faster knowing the fixpoint the state came
	// from (incCloser); base holds that fixpoint during assert/eliminate.
	inc  incCloser
	base *logic.State
}

// incCloser is a Theory whose closure can use the fixpoint a state came
// from: CloseAfter(s, base) = Close(s) when base is a fixpoint of the
// theory and s is base with values asserted or candidates eliminated.
type incCloser interface {
	CloseAfter(s, base *logic.State) logic.Status
}

func newThWorld(th logic.Theory, g *logic.Geometry, maxDepth int) *thWorld {
	w := &thWorld{th: th, g: g, loadedH: -1}
	if m, ok := th.(interface{ Monotone() bool }); ok {
		w.mono = m.Monotone()
	}
	// Not for g-braids etc.: gB_p ⊄ B_∞, the filter would be unsound.
	b, ok := th.(interface{ WithinBraids() bool })
	w.noFilter = !ok || !b.WithinBraids()
	// A closure cheaper than the filter's T&E(BRT, n) run: trying it is
	// cheaper than asking the filter first.
	if c, ok := th.(interface{ CheapClose() bool }); ok && c.CheapClose() {
		w.noFilter = true
	}
	for i := 0; i <= maxDepth; i++ {
		w.slots = append(w.slots, logic.NewState(g))
		w.ver = append(w.ver, 0)
	}
	if ic, ok := th.(incCloser); ok {
		w.inc, w.base = ic, logic.NewState(g)
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

// Every slot is at the theory's fixpoint (teWorld), so before a change it
// is the base an incCloser starts from.
func (w *thWorld) assert(h, cell, d int) logic.Status {
	w.touch(h)
	s := w.slots[h]
	if w.inc != nil {
		w.base.CopyFrom(s)
	}
	if !s.Assert(cell, d) {
		return logic.Contradiction
	}
	return w.close(s)
}

func (w *thWorld) eliminate(h, cell, d int) logic.Status {
	w.touch(h)
	s := w.slots[h]
	if w.inc != nil {
		w.base.CopyFrom(s)
	}
	s.Eliminate(w.g.Cand(cell, d))
	return w.close(s)
}

func (w *thWorld) close(s *logic.State) logic.Status {
	if w.inc != nil {
		return w.inc.CloseAfter(s, w.base)
	}
	return w.th.Close(s)
}

func (w *thWorld) cands(h, cell int) uint32 { return w.slots[h].Cands[cell] }
func (w *thWorld) values(h int) []uint8     { return w.slots[h].Values }

// monotone: unknown for a general theory (W_k is not even confluent), so
// safe marks only for theories that declare it (see BraidTheory).
func (w *thWorld) monotone() bool { return w.mono }

func (w *thWorld) mayContradict(h, cell, d, n int) bool {
	if w.noFilter {
		return true
	}

	if w.loadedH != h || w.loadedV != w.ver[h] {
		if w.fast.p.load(w.fast.slots[0], w.slots[h]) != logic.Open {
			return true // cannot happen for a closed open state; be safe
		}
		w.loadedH, w.loadedV = h, w.ver[h]
	}
	k := len(w.fast.slots) - 1
	w.fast.copy(k, 0)
	st := w.fast.assert(k, cell, d)
	if st == logic.Open {
		st = w.fastRun.closeAt(k, n, false, false)
	}
	return st == logic.Contradiction
}

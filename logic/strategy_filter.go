package logic

import "math/bits"

// Target filter (speed only; it never changes a result).
//
// For a target Z, let D(Z) be the number of layers of "parallel BRT" after
// asserting Z until a contradiction appears: layer 0 is the state with Z
// asserted (and ECP); each layer asserts at once every single of the state
// left by the previous layer (a single already eliminated in the same layer
// counts as a contradiction). With gen, each layer also applies every
// whip[1] elimination of the state left by the previous layer (W1).
//
// If Z has a whip[n] or a braid[n] (g-whip/g-braid with gen), then
// D(Z) ≤ n−1: by induction, if no contradiction has appeared by layer j,
// the rlcs R_1..R_j are asserted (g-rlcs: their g-linked candidates are
// eliminated) and every candidate deleted in the pattern's own derivation is
// deleted, so V_{j+1} has at most its rlc left and layer j+1 asserts it, or
// V_n is empty. So at level k only targets with D(Z) ≤ k−1 are searched.
// D(Z) < ∞ is T&E(BRT, Z) (resp. T&E(W1, Z)) killing Z, which is exactly
// the existence of a braid (g-braid) of some length ([PBCS] Th. 5.7, 7.8).

const depthInf = 255

// depthStalled: the trial stopped with no single and no contradiction, so
// D(Z) = ∞ whatever the bound (never recomputed when the bound grows).
const depthStalled = 254

// targetDepth returns D(x) for a candidate x of s (depthInf: no
// contradiction within maxLayers layers; depthStalled: none ever), cached
// for the current round: computed only for the targets a search reaches
// (it stops at the first chain), and extended when a higher bound is
// asked, the trial resumed where the previous bound cut it (the same
// layers as a trial run afresh with the new bound).
func (sc *Scratch) targetDepth(s *State, gen bool, x Cand, maxLayers int) uint8 {
	i := 0
	if gen {
		if x81 := geo81Of(s.G); x81 != nil {
			return sc.targetDepth81(s, x81, x, maxLayers)
		}
		i = 1
	}
	g := s.G
	if sc.depths[i] == nil {
		sc.depths[i] = make([]uint8, g.NCands)
		sc.dBound[i] = make([]uint8, g.NCands)
		sc.saves[i] = make([]trialSave, g.NCands)
	}
	ds, bound, saves := sc.depths[i], sc.dBound[i], sc.saves[i]
	if sc.dRound[i] != sc.round {
		clear(bound) // nothing computed yet this round
		sc.dRound[i] = sc.round
	}
	var tr *trialRec
	if !gen && sc.trialReuse {
		if sc.trials == nil {
			sc.trials = make([]trialRec, g.NCands)
		}
		tr = &sc.trials[x]
		if bound[x] == 0 && tr.epoch > 0 && tr.epoch >= sc.known.valid && sc.reuseTrial(g, tr, &saves[x]) {
			ds[x], bound[x] = tr.d, tr.b
		}
	}
	if bound[x] != 0 && (ds[x] != depthInf || int(bound[x]) >= maxLayers) {
		return ds[x] // exact, or still out of reach
	}
	if sc.tmp == nil {
		sc.tmp = s.Clone()
	}
	lt := sc.layerTrial(g)
	t, sv := sc.tmp, &saves[x]
	if bound[x] != 0 && sv.ok {
		sv.restore(t)
		lt.dirty = append(lt.dirty[:0], sv.cells...)
		if tr != nil {
			lt.rec, lt.layers = true, tr.layers[:sv.layer*g.NCells]
		}
		ds[x] = lt.run(t, gen, maxLayers, sv.full, sv.layer)
	} else {
		t.CopyFrom(s)
		lt.dirty = lt.dirty[:0]
		lt.assert(t, g.CellOf(x), g.DigitOf(x))
		if tr != nil {
			lt.rec, lt.layers = true, tr.layers[:0]
		}
		ds[x] = lt.run(t, gen, maxLayers, !sc.closed, 0)
	}
	if tr != nil {
		tr.layers, lt.layers, lt.rec = lt.layers, nil, false
	}
	bound[x] = uint8(min(maxLayers, depthStalled-1))
	sv.ok = ds[x] == depthInf
	if sv.ok {
		sv.save(t, lt)
	}
	if tr != nil {
		tr.epoch, tr.d, tr.b = sc.known.epoch, ds[x], bound[x]
	}
	return ds[x]
}

// trialRec is the last layered BRT trial of a target, kept across rounds:
// the state (epoch, chain_known.go) it was run in, its result and bound,
// and the candidates of each layer it scanned.
type trialRec struct {
	epoch  int32
	d, b   uint8
	layers []uint32 // layer j: layers[j*NCells:(j+1)*NCells]
}

// maxReuseGone: a trial is reused only when at most this many candidates
// were removed since it ran.
const maxReuseGone = 48

// reuseTrial turns the trial of tr, run in an earlier state, into the
// trial in the current state, when the candidates removed since (E) make
// no difference to what its layers find. The trial is monotone: with
// fewer candidates every layer's state is a subset of the earlier one's,
// T'_j = T_j minus Δ_j (Δ_0 = E, Δ_j ⊆ E), as long as no layer gets a new
// single or contradiction; a cell or a (unit, digit) without a candidate
// of Δ_j is the same in both, so only those holding one are checked. If
// every layer the result depended on (up to the contradiction, stall or
// cut) is quiet, the result is unchanged; the layers and the save of a cut
// trial are updated to the current state. Otherwise false (the trial is
// run again).
func (sc *Scratch) reuseTrial(g *Geometry, tr *trialRec, sv *trialSave) bool {
	kn := &sc.known
	if tr.epoch == kn.epoch {
		return true
	}
	kn.removedSince(g, tr.epoch)
	if len(kn.goneList) > maxReuseGone {
		return false
	}
	n := g.NCells
	if sc.dmask == nil {
		sc.dmask = make([]uint32, n)
	}
	dm := sc.dmask
	nl := len(tr.layers) / n
	check := nl - 1 // stalled or cut: every layer stored
	if tr.d < depthStalled {
		check = int(tr.d) - 1 // up to the layer before the contradiction
	}
	side := g.Side
	for j := 0; j < nl; j++ {
		T := tr.layers[j*n : (j+1)*n]
		cells := sc.dcells[:0]
		for _, y := range kn.goneList {
			c, bit := int(y)/side, uint32(1)<<uint(int(y)%side)
			if T[c]&bit != 0 {
				if dm[c] == 0 {
					cells = append(cells, c)
				}
				dm[c] |= bit
			}
		}
		sc.dcells = cells
		if len(cells) == 0 {
			break // the same layers from here on
		}
		quiet := j > check || deltaQuiet(g, T, dm, cells)
		for _, c := range cells {
			T[c] &^= dm[c]
			if j == nl-1 && tr.d == depthInf {
				sv.cands[c] &^= dm[c]
			}
			dm[c] = 0
		}
		if !quiet {
			return false
		}
	}
	tr.epoch = kn.epoch
	return true
}

// deltaQuiet reports whether removing dm from the layer state T (cells:
// those with dm ≠ 0) makes no new single and no contradiction.
func deltaQuiet(g *Geometry, T, dm []uint32, cells []int) bool {
	for _, c := range cells {
		old, nw := T[c], T[c]&^dm[c]
		if nw == 0 || nw&(nw-1) == 0 && old&(old-1) != 0 {
			return false
		}
		for _, u := range g.CellUnits[c] {
			for b := dm[c]; b != 0; b &= b - 1 {
				bit := b & -b
				was, now := 0, 0
				for _, c2 := range g.Units[u] {
					if T[c2]&bit != 0 {
						was++
						if dm[c2]&bit == 0 {
							now++
						}
					}
				}
				if now == 0 || now == 1 && was >= 2 {
					return false
				}
			}
		}
	}
	return true
}

// trialSave is a layered trial cut by the bound: its state and the layer
// it stopped at (to be scanned again, from cells, or in full).
type trialSave struct {
	ok     bool
	full   bool
	layer  int
	solved int
	cands  []uint32
	values []uint8
	placed []uint32
	cells  []int
}

func (sv *trialSave) save(t *State, lt *layerTrial) {
	sv.cands = append(sv.cands[:0], t.Cands...)
	sv.values = append(sv.values[:0], t.Values...)
	sv.placed = append(sv.placed[:0], t.Placed...)
	sv.solved = t.Solved
	sv.cells = append(sv.cells[:0], lt.cells...)
	sv.layer, sv.full = lt.cutLayer, lt.cutFull
}

func (sv *trialSave) restore(t *State) {
	copy(t.Cands, sv.cands)
	copy(t.Values, sv.values)
	copy(t.Placed, sv.placed)
	t.Solved = sv.solved
}

// layered runs the parallel BRT (W1 with gen) on t (modified) and returns
// the number of layers until a contradiction, or depthInf (none within
// maxLayers) or depthStalled (none ever).
func (sc *Scratch) layered(t *State, gen bool, maxLayers int) uint8 {
	lt := sc.layerTrial(t.G)
	lt.dirty = lt.dirty[:0]
	return lt.run(t, gen, maxLayers, true, 0)
}

// layerTrial holds the buffers of the layered trial. After the first
// layer only the cells changed by the previous layer and their units can
// hold a new single or be empty: every single of a layer is asserted in
// it (or the layer ends in a contradiction), so a cell or unit that did
// not change has none left. The first layer scans everything, unless the
// caller knows the state before its own assertions was BRT-closed
// (Scratch.closed) and passes the cells those assertions changed.
type layerTrial struct {
	dirty, cells, units []int // cells, units: what the layer scans
	cellBuf, unitBuf    []int
	allCells, allUnits  []int
	marks               Touched
	singles, elims      []Cand
	// rec: append the candidates of each layer to layers (targetDepth)
	rec    bool
	layers []uint32
	// where the last run was cut by its bound: the layer, and whether
	// that layer was scanned in full (else lt.cells)
	cutLayer int
	cutFull  bool
	// w1Closed: the searched state has no whip[1] (set with
	// Scratch.closed by searchChain), so a first layer that is not
	// scanned in full need only look for whip[1]s in the units it scans.
	w1Closed bool
	// boundOnly: the caller only asks whether a contradiction comes within
	// maxLayers (chainSearch.boundOK), so the last layer only looks for one.
	boundOnly bool
}

func (sc *Scratch) layerTrial(g *Geometry) *layerTrial {
	if sc.lt != nil {
		return sc.lt
	}
	lt := &layerTrial{marks: NewTouched(g),
		singles: make([]Cand, 0, g.NCands), elims: make([]Cand, 0, g.NCands)}
	for c := 0; c < g.NCells; c++ {
		lt.allCells = append(lt.allCells, c)
	}
	for u := range g.Units {
		lt.allUnits = append(lt.allUnits, u)
	}
	sc.lt = lt
	return lt
}

// assert is State.Assert recording the cells it changes.
func (lt *layerTrial) assert(t *State, cell, d int) bool {
	bit := uint32(1) << uint(d-1)
	if t.Cands[cell]&bit == 0 {
		return false
	}
	g := t.G
	t.Values[cell] = uint8(d)
	t.Cands[cell] = 0
	t.Solved++
	for _, u := range g.CellUnits[cell] {
		t.Placed[u] |= bit
	}
	lt.dirty = append(lt.dirty, cell)
	for _, p := range g.Peers[cell] {
		if t.Cands[p]&bit != 0 {
			t.Cands[p] &^= bit
			lt.dirty = append(lt.dirty, p)
		}
	}
	return true
}

// eliminate is State.Eliminate recording the cell it changes.
func (lt *layerTrial) eliminate(t *State, x Cand) {
	if t.Eliminate(x) {
		lt.dirty = append(lt.dirty, t.G.CellOf(x))
	}
}

// scan sets cells and units to what the next layer must look at.
func (lt *layerTrial) scan(g *Geometry, full bool) {
	if full {
		lt.cells, lt.units = lt.allCells, lt.allUnits
		return
	}
	// the order of the cells and units a layer scans makes no difference
	// to its singles (asserted together) or contradictions
	cells, units := lt.marks.collectSet(g, lt.dirty, lt.cellBuf, lt.unitBuf)
	lt.cells, lt.units = cells, units
	lt.cellBuf, lt.unitBuf = cells, units
}

// run runs the trial from layer start (scanned in full if full, else the
// cells in lt.dirty) to a contradiction, a stall, or the bound.
func (lt *layerTrial) run(t *State, gen bool, maxLayers int, full bool, start int) uint8 {
	g := t.G
	all := uint32(1)<<uint(g.Side) - 1
	for layer := start; ; layer++ {
		if lt.rec {
			lt.layers = append(lt.layers, t.Cands...)
		}
		lt.scan(g, full && layer == start)
		lt.dirty = lt.dirty[:0]
		// contradiction?
		for _, c := range lt.cells {
			if t.Cands[c] == 0 && t.Values[c] == 0 {
				return uint8(layer)
			}
		}
		if lt.boundOnly && layer == maxLayers {
			if lt.unitGap(t) {
				return uint8(layer)
			}
			return depthInf
		}
		singles := lt.singles[:0]
		for _, c := range lt.cells {
			if m := t.Cands[c]; m != 0 && m&(m-1) == 0 {
				singles = append(singles, g.Cand(c, bits.TrailingZeros32(m)+1))
			}
		}
		for _, u := range lt.units {
			cells := g.Units[u]
			once, twice := UnitSpread(t.Cands, cells)
			if all&^(once|t.Placed[u]) != 0 {
				return uint8(layer)
			}
			for hid := once &^ twice; hid != 0; hid &= hid - 1 {
				bit := hid & -hid
				for _, c := range cells {
					if t.Cands[c]&bit != 0 {
						if t.Cands[c] != bit { // naked singles already listed
							singles = append(singles, g.Cand(c, bits.TrailingZeros32(bit)+1))
						}
						break
					}
				}
			}
		}
		elims := lt.elims[:0]
		if gen {
			// the units scanned, but every unit in a first layer
			// scanned in full or from a state with whip[1]s
			every := layer == start && (full || start == 0 && !lt.w1Closed)
			elims = whip1ElimsIn(t, every, lt.units, elims)
		}
		lt.singles, lt.elims = singles, elims
		if len(singles) == 0 && len(elims) == 0 {
			return depthStalled
		}
		if layer+1 > maxLayers {
			lt.cutLayer, lt.cutFull = layer, full && layer == start
			return depthInf
		}
		for _, x := range singles {
			c, dd := g.CellOf(x), g.DigitOf(x)
			if t.Values[c] == uint8(dd) {
				continue // the same single found twice
			}
			if !lt.assert(t, c, dd) {
				return uint8(layer + 1)
			}
		}
		for _, x := range elims {
			lt.eliminate(t, x)
		}
	}
}

// unitGap reports whether a unit scanned by the layer misses a digit
// (neither placed nor a candidate in it).
func (lt *layerTrial) unitGap(t *State) bool {
	g := t.G
	all := uint32(1)<<uint(g.Side) - 1
	for _, u := range lt.units {
		var once uint32
		for _, c := range g.Units[u] {
			once |= t.Cands[c]
		}
		if all&^(once|t.Placed[u]) != 0 {
			return true
		}
	}
	return false
}

// brtClosed reports whether s has no single and no empty variable (BRT
// changes nothing in it).
func brtClosed(s *State) bool {
	g := s.G
	all := uint32(1)<<uint(g.Side) - 1
	for c, m := range s.Cands {
		if m == 0 && s.Values[c] == 0 || m != 0 && m&(m-1) == 0 {
			return false
		}
	}
	for u, cells := range g.Units {
		once, twice := UnitSpread(s.Cands, cells)
		if all&^(once|s.Placed[u]) != 0 || once&^twice != 0 {
			return false
		}
	}
	return true
}

// whip1Elims appends every candidate eliminated by some whip[1] of s.
func whip1Elims(s *State, out []Cand) []Cand {
	gg := s.G.gg()
	eachWhip1(s, func(_, gi int) {
		for _, y := range gg.links[gi] {
			if s.Has(y) {
				out = append(out, y)
			}
		}
	})
	return out
}

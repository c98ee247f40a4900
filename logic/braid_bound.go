package logic

// The partial-pattern bound of braids and g-braids (speed only).
//
// Before extending a partial pattern whose rlc set is S with room for m
// more rlcs, the parallel BRT (W1 for g-patterns) from s + Z + S must reach
// a contradiction within m layers (the same induction as the target
// filter, see strategy_filter.go); otherwise no completion exists and the
// branch is cut. Used for braids and g-braids when m ≥ boundMin (measured:
// it does not pay for whips and g-whips, whose subtrees are small).
//
// The trial of a child differs from its parent's only by the child's rlc,
// so the states s + Z + R1..Rd (with the cells each changed) are kept along
// the search path and a trial starts from its parent's.

// boundMin: the partial-pattern bound is checked when at least this many
// further rlcs would be possible.
var boundMin = 1

// boundBases holds, for d < n, states[d] = s + Z + the d first rlcs of the
// current path (as the bound applies them: rlcs asserted, the g-links of
// g-rlcs eliminated; ok[d] false if an assertion failed on the way), the
// cells changed since s, and the rlcs they were built from (a base is
// stale once the path changed below it).
type boundBases struct {
	n      int // bases built for the current target: states[:n]
	states []*State
	dirty  [][]int
	ok     []bool
	rl     []int32
	// 9×9 grids: the bases as bit planes (braid_bound_bits.go), instead
	// of states and dirty
	x    *geo81
	bits []trial81
	t    trial81

	// layers[d]: an upper bound on the layers of the bound's trial from
	// s + Z + the d first rlcs of the current path (depthInf: unknown)
	layers []uint8

	// serial counts the searches (targets); shortKey/shortVal cache
	// lastCellPossible's pass over all variables for one rlc set
	serial   uint64
	shortKey [3]uint64
	shortVal bool
}

// reset starts the search of a new target.
func (bb *boundBases) reset() {
	bb.n = 0
	for i := range bb.layers {
		bb.layers[i] = depthInf
	}
	bb.serial++
}

// boundOK reports whether the partial pattern extended by R may still be
// completed with at most m further rlcs.
//
// The layered trial is monotone (fewer candidates at the start, fewer at
// every layer: a contradiction no later), so when the trial of the
// partial pattern itself (its last rlc's bound) reached a contradiction
// within m layers, that of any extension does too and is not run. The
// layers found (an upper bound) are kept per depth for the next level.
func (cs *chainSearch) boundOK(R int32, m int) bool {
	depth := len(cs.rl)
	bd := &cs.bb.layers
	for len(*bd) <= depth+1 {
		*bd = append(*bd, depthInf)
	}
	layers := *bd
	layers[depth+1] = depthInf
	if int(layers[depth]) <= m {
		layers[depth+1] = layers[depth]
		return true
	}
	if cs.sc == nil || cs.state == nil {
		return true
	}
	sc := cs.sc
	if sc.tmp == nil {
		sc.tmp = cs.state.Clone()
	}
	if !cs.bases(depth) {
		return true
	}
	if x := cs.bb.x; x != nil {
		t := &cs.bb.t
		*t = cs.bb.bits[depth]
		if !t.apply(x, cs.g, R) {
			return true
		}
		d := t.run(x, cs.gen, 0, m, true)
		layers[depth+1] = d
		return int(d) <= m
	}
	t := sc.tmp
	t.CopyFrom(cs.bb.states[depth])
	lt := sc.layerTrial(cs.g)
	lt.dirty = append(lt.dirty[:0], cs.bb.dirty[depth]...)
	if !cs.applyRL(lt, t, R) {
		return true
	}
	// In a BRT-closed state only the cells changed here can start the
	// trial (layerTrial).
	lt.boundOnly = true
	d := lt.run(t, cs.gen, m, !sc.closed, 0)
	lt.boundOnly = false
	layers[depth+1] = d
	return int(d) <= m
}

// applyRL applies rlc id r to t as the bound does: asserted, or its
// g-links eliminated; false if it cannot be asserted.
func (cs *chainSearch) applyRL(lt *layerTrial, t *State, r int32) bool {
	g := cs.g
	if int(r) < g.NCands {
		return lt.assert(t, g.CellOf(Cand(r)), g.DigitOf(Cand(r)))
	}
	for _, y := range cs.gg.links[int(r)-g.NCands] {
		lt.eliminate(t, y)
	}
	return true
}

// bases makes cs.bb.states[:depth+1] current for the path cs.rl and reports
// whether states[depth] exists (false: some assertion failed on the way,
// the bound then cuts nothing).
func (cs *chainSearch) bases(depth int) bool {
	bb := &cs.bb
	// the bases the current path shares
	k := 0
	for k < bb.n && k <= depth && (k == 0 || bb.rl[k-1] == cs.rl[k-1]) {
		k++
	}
	bb.x = geo81Of(cs.g)
	for len(bb.ok) <= depth {
		if bb.x != nil {
			bb.bits = append(bb.bits, trial81{})
		} else {
			bb.states = append(bb.states, cs.state.Clone())
			bb.dirty = append(bb.dirty, nil)
		}
		bb.ok = append(bb.ok, false)
		bb.rl = append(bb.rl, 0)
	}
	g := cs.g
	if x := bb.x; x != nil {
		for ; k <= depth; k++ {
			t := &bb.bits[k]
			if k == 0 {
				t.load(cs.state)
				bb.ok[0] = t.assert(x, g.CellOf(cs.z), g.DigitOf(cs.z)-1)
			} else {
				r := cs.rl[k-1]
				bb.rl[k-1] = r
				*t = bb.bits[k-1]
				bb.ok[k] = bb.ok[k-1] && t.apply(x, g, r)
			}
			bb.n = k + 1
		}
		return bb.ok[depth]
	}
	lt := cs.sc.layerTrial(cs.g)
	for ; k <= depth; k++ {
		t := bb.states[k]
		if k == 0 {
			t.CopyFrom(cs.state)
			lt.dirty = lt.dirty[:0]
			bb.ok[0] = lt.assert(t, g.CellOf(cs.z), g.DigitOf(cs.z))
		} else {
			r := cs.rl[k-1]
			bb.rl[k-1] = r
			t.CopyFrom(bb.states[k-1])
			lt.dirty = append(lt.dirty[:0], bb.dirty[k-1]...)
			bb.ok[k] = bb.ok[k-1] && cs.applyRL(lt, t, r)
		}
		bb.dirty[k] = append(bb.dirty[k][:0], lt.dirty...)
		bb.n = k + 1
	}
	return bb.ok[depth]
}

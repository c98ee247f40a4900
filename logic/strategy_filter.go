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

// targetDepths returns D(Z) for every candidate (depthInf: no contradiction
// within maxLayers layers, or not a candidate), cached for the current
// round and extended when a higher bound is asked.
func (sc *Scratch) targetDepths(s *State, gen bool, maxLayers int) []uint8 {
	i := 0
	if gen {
		i = 1
	}
	g := s.G
	if sc.depths[i] == nil {
		sc.depths[i] = make([]uint8, g.NCands)
	}
	ds := sc.depths[i]
	fresh := sc.dRound[i] != sc.round
	if !fresh && sc.dMax[i] >= maxLayers {
		return ds
	}
	if fresh {
		for j := range ds {
			ds[j] = depthInf
		}
	}
	if sc.tmp == nil {
		sc.tmp = s.Clone()
	}
	// Values ≤ the previous bound are exact; only the others are extended.
	for cell, m := range s.Cands {
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros32(m) + 1
			if x := g.Cand(cell, d); ds[x] == depthInf {
				ds[x] = sc.layeredDepth(s, cell, d, gen, maxLayers)
			}
		}
	}
	sc.dRound[i], sc.dMax[i] = sc.round, maxLayers
	return ds
}

func (sc *Scratch) layeredDepth(s *State, cell, d int, gen bool, maxLayers int) uint8 {
	t := sc.tmp
	t.CopyFrom(s)
	t.Assert(cell, d)
	return sc.layered(t, gen, maxLayers)
}

// layered runs the parallel BRT (W1 with gen) on t (modified) and returns
// the number of layers until a contradiction, or depthInf (none within
// maxLayers).
func (sc *Scratch) layered(t *State, gen bool, maxLayers int) uint8 {
	g := t.G
	all := uint32(1)<<uint(g.Side) - 1
	if cap(sc.singles) == 0 {
		sc.singles = make([]Cand, 0, g.NCands)
		sc.w1elims = make([]Cand, 0, g.NCands)
	}
	for layer := 0; ; layer++ {
		// contradiction?
		for c, m := range t.Cands {
			if m == 0 && t.Values[c] == 0 {
				return uint8(layer)
			}
		}
		singles := sc.singles[:0]
		for c, m := range t.Cands {
			if m != 0 && m&(m-1) == 0 {
				singles = append(singles, g.Cand(c, bits.TrailingZeros32(m)+1))
			}
		}
		for u, cells := range g.Units {
			var once, twice uint32
			for _, c := range cells {
				m := t.Cands[c]
				twice |= once & m
				once |= m
			}
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
		elims := sc.w1elims[:0]
		if gen {
			elims = whip1ElimsBits(t, elims)
		}
		sc.singles, sc.w1elims = singles, elims
		if len(singles) == 0 && len(elims) == 0 {
			return depthInf
		}
		if layer+1 > maxLayers {
			return depthInf
		}
		for _, x := range singles {
			c, dd := g.CellOf(x), g.DigitOf(x)
			if t.Values[c] == uint8(dd) {
				continue // the same single found twice
			}
			if !t.Assert(c, dd) {
				return uint8(layer + 1)
			}
		}
		for _, x := range elims {
			t.Eliminate(x)
		}
	}
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

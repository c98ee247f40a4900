package te

import (
	"math/bits"

	"github.com/sudolab/sudolab/logic"
)

// depthInf is the bound of a trial that does not contradict within the
// layers asked for.
const depthInf = 255

// coneTrial runs the layered BRT trial of a target z (logic/strategy_filter.go:
// every single of a layer asserted at once) and records, for every
// candidate the trial eliminates, which assertion (or z) eliminated it, and
// for every assertion, which assertions eliminated the other candidates of
// its CSP variable. On a contradiction, the assertions the empty variable
// depends on, with it, form a braid for z (the constructive half of
// braids ≡ T&E(BRT); verify.TrialBraid builds and checks such braids), so
//
//	D(z) + 1 ≤ (shortest braid for z) ≤ cone + 1,
//
// where D is the layer of the contradiction and cone the number of
// assertions it depends on. B_p's closure searches only the targets where
// the two bounds leave p in between.
type coneTrial struct {
	t    *logic.State
	by   []int32 // per candidate: eliminating assertion, −1 for z
	deps []int32 // flat: per assertion, its dependencies
	off  []int32 // assertion i's deps are deps[off[i]:off[i+1]]
	need []bool
	lay  []logic.Cand
	// the current empty variable's eliminators (contradiction)
	last []int32
	// cells changed since the last layer; per-layer scan lists and stamps
	dirty, cells, units []int
	marks               logic.Touched
	once, twice         []uint32 // per scanned unit: digits seen once, twice
}

func newConeTrial(g *logic.Geometry) *coneTrial {
	return &coneTrial{t: logic.NewState(g), by: make([]int32, g.NCands),
		marks: logic.NewTouched(g)}
}

// bounds returns D(z) and the cone length (cone + 1), both depthInf if the
// trial does not contradict within maxLayers layers.
//
// Each layer looks only at the cells changed by the previous one and at
// their units: in a BRT-closed s nothing else can hold a single or be
// empty, so D is exact there (the lower bound the search relies on). In a
// state that is not BRT-closed the trial may miss progress and return
// larger bounds; the cone, when found, is still a braid.
func (c *coneTrial) bounds(s *logic.State, z logic.Cand, maxLayers int) (d, u int) {
	g := s.G
	t := c.t
	t.CopyFrom(s)
	c.deps, c.off = c.deps[:0], append(c.off[:0], 0)
	c.dirty = c.dirty[:0]
	c.assert(z, -1)
	all := uint32(1)<<uint(g.Side) - 1
	for layer := 0; ; layer++ {
		cells, units := c.marks.Collect(g, c.dirty, c.cells, c.units)
		c.cells, c.units = cells, units
		c.dirty = c.dirty[:0]
		best := depthInf
		// Empty variables: cells, then digits of units.
		for _, cell := range cells {
			if t.Cands[cell] == 0 && t.Values[cell] == 0 {
				c.last = c.last[:0]
				for dm := s.Cands[cell]; dm != 0; dm &= dm - 1 {
					c.last = append(c.last, c.by[g.Cand(cell, bits.TrailingZeros32(dm)+1)])
				}
				best = min(best, c.cone())
			}
		}
		c.once, c.twice = c.once[:0], c.twice[:0]
		for _, u := range units {
			once, twice := logic.UnitSpread(t.Cands, g.Units[u])
			c.once, c.twice = append(c.once, once), append(c.twice, twice)
			for miss := all &^ (once | t.Placed[u]); miss != 0; miss &= miss - 1 {
				dd := bits.TrailingZeros32(miss) + 1
				c.last = c.last[:0]
				for _, cell := range g.Units[u] {
					if x := g.Cand(cell, dd); s.Has(x) {
						c.last = append(c.last, c.by[x])
					}
				}
				best = min(best, c.cone())
			}
		}
		if best != depthInf {
			return layer, best + 1
		}
		if layer >= maxLayers {
			return depthInf, depthInf
		}
		singles := c.lay[:0]
		for _, cell := range cells {
			if m := t.Cands[cell]; m != 0 && m&(m-1) == 0 {
				singles = append(singles, g.Cand(cell, bits.TrailingZeros32(m)+1))
			}
		}
		for i, u := range units {
			cs := g.Units[u]
			for hid := c.once[i] &^ c.twice[i]; hid != 0; hid &= hid - 1 {
				bit := hid & -hid
				for _, cell := range cs {
					if t.Cands[cell]&bit != 0 {
						if t.Cands[cell] != bit {
							singles = append(singles, g.Cand(cell, bits.TrailingZeros32(bit)+1))
						}
						break
					}
				}
			}
		}
		c.lay = singles
		if len(singles) == 0 {
			return depthInf, depthInf
		}
		for _, x := range singles {
			cell, dd := g.CellOf(x), g.DigitOf(x)
			if t.Values[cell] == uint8(dd) {
				continue // found twice (naked and hidden)
			}
			if !t.Has(x) {
				continue // eliminated in this layer: an empty variable next layer
			}
			c.single(s, x)
		}
	}
}

// single asserts x, a single of t, with the eliminators of the other
// candidates of the variable that made it one as its dependencies.
func (c *coneTrial) single(s *logic.State, x logic.Cand) {
	g := s.G
	t := c.t
	cell, dd := g.CellOf(x), g.DigitOf(x)
	if t.Cands[cell] == 1<<uint(dd-1) {
		for m := s.Cands[cell] &^ (1 << uint(dd-1)); m != 0; m &= m - 1 {
			c.deps = append(c.deps, c.by[g.Cand(cell, bits.TrailingZeros32(m)+1)])
		}
	} else {
		// A hidden single: the first unit where x is the only place.
		for _, u := range g.CellUnits[cell] {
			only := true
			for _, o := range g.Units[u] {
				if o != cell && t.Cands[o]&(1<<uint(dd-1)) != 0 {
					only = false
					break
				}
			}
			if !only {
				continue
			}
			for _, o := range g.Units[u] {
				if y := g.Cand(o, dd); o != cell && s.Has(y) {
					c.deps = append(c.deps, c.by[y])
				}
			}
			break
		}
	}
	c.off = append(c.off, int32(len(c.deps)))
	c.assert(x, int32(len(c.off)-2))
}

// assert sets x true in the trial with ECP, recording idx as the
// eliminator of what it deletes and marking the changed cells.
func (c *coneTrial) assert(x logic.Cand, idx int32) {
	t := c.t
	g := t.G
	cell, d := g.CellOf(x), g.DigitOf(x)
	bit := uint32(1) << uint(d-1)
	base := logic.Cand(cell * g.Side)
	for m := t.Cands[cell] &^ bit; m != 0; m &= m - 1 {
		c.by[base+logic.Cand(bits.TrailingZeros32(m))] = idx
	}
	t.Values[cell] = uint8(d)
	t.Cands[cell] = 0
	t.Solved++
	c.dirty = append(c.dirty, cell)
	for _, u := range g.CellUnits[cell] {
		t.Placed[u] |= bit
	}
	for _, p := range g.Peers[cell] {
		if t.Cands[p]&bit != 0 {
			t.Cands[p] &^= bit
			c.by[logic.Cand(p*g.Side+d-1)] = idx
			c.dirty = append(c.dirty, p)
		}
	}
}

// cone counts the assertions c.last depends on, transitively.
func (c *coneTrial) cone() int {
	n := len(c.off) - 1
	if cap(c.need) < n {
		c.need = make([]bool, n)
	}
	need := c.need[:n]
	clear(need)
	for _, i := range c.last {
		if i >= 0 {
			need[i] = true
		}
	}
	k := 0
	for i := n - 1; i >= 0; i-- {
		if !need[i] {
			continue
		}
		k++
		for _, j := range c.deps[c.off[i]:c.off[i+1]] {
			if j >= 0 {
				need[j] = true
			}
		}
	}
	return k
}

package logic

import "math/bits"

// braid2 decides exactly, with cell bit sets, whether a target has a braid
// of length ≤ 2 in a BRT- and whip[1]-closed state of at most 128 cells;
// B_2's closure (te_bclosure.go) uses it instead of a layered trial and a
// braid search per target.
//
// A braid[2] for z is z–V1(R1)–V2: every candidate of V1 but R1 is linked
// to z, and every candidate of V2 to z or R1. So R1 is a single of the
// first layer of the trial of z (naked, or hidden in a unit), and
// asserting z and R1 (with ECP) empties V2. In a BRT-closed state (every
// open variable has ≥ 2 candidates) the first-layer singles R = (c1, d1)
// of z = (c0, d0) are:
//   - naked: a peer of c0 whose candidates are {d0, d1};
//   - hidden d0: a unit without c0 where c1 is the only place of d0 not
//     seen by c0;
//   - hidden d1 ≠ d0: a unit of c0 where d1 has two places, c0 and c1;
//
// (so c1 sees c0 when d1 ≠ d0), and the variables z and R can empty
// together, given that neither has a whip[1] (the state is whip[1]-closed:
// a unit's places of a digit are never all seen by one cell outside it):
//   - a cell seeing c0 and c1 with candidates {d0, d1} (d0 ≠ d1);
//   - a unit holding c0 and c1 where a digit e ∉ {d0, d1} has exactly
//     these two places;
//   - if d0 = d1, a unit holding neither whose places all see c0 or c1.
//
// (A unit holding c1 but not c0 with its places of d0 other than c1 all
// seeing c0 would give z a whip[1], c1 seeing c0; one holding c0 but not
// c1 with its places of d1 other than c0 all seeing c1 would give R one.)
//
// TestBraid2Exact checks it against the cone bounds and the braid search.
type braid2 struct {
	g      *Geometry
	unit   []cells128 // per unit, its cells
	peer   []cells128 // per cell, its peers
	places []cells128 // per digit (0-based), the cells holding it
	cands  []uint32
}

// cells128 is a set of cells (≤ 128).
type cells128 struct{ lo, hi uint64 }

func (a cells128) and(b cells128) cells128    { return cells128{a.lo & b.lo, a.hi & b.hi} }
func (a cells128) andNot(b cells128) cells128 { return cells128{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a cells128) empty() bool                { return a.lo|a.hi == 0 }
func (a cells128) count() int                 { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }

func (a cells128) has(c int) bool {
	if c < 64 {
		return a.lo>>uint(c)&1 != 0
	}
	return a.hi>>uint(c-64)&1 != 0
}

func (a *cells128) add(c int) {
	if c < 64 {
		a.lo |= 1 << uint(c)
	} else {
		a.hi |= 1 << uint(c-64)
	}
}

// first is the lowest cell of a non-empty set.
func (a cells128) first() int {
	if a.lo != 0 {
		return bits.TrailingZeros64(a.lo)
	}
	return 64 + bits.TrailingZeros64(a.hi)
}

// newBraid2 returns nil for geometries of more than 128 cells.
func newBraid2(g *Geometry) *braid2 {
	if g.NCells > 128 {
		return nil
	}
	b := &braid2{g: g, unit: make([]cells128, len(g.Units)), peer: make([]cells128, g.NCells),
		places: make([]cells128, g.Side)}
	for u, cs := range g.Units {
		for _, c := range cs {
			b.unit[u].add(c)
		}
	}
	for c, ps := range g.Peers {
		for _, p := range ps {
			b.peer[c].add(p)
		}
	}
	return b
}

// load takes the places of every digit in s.
func (b *braid2) load(s *State) {
	clear(b.places)
	for c, m := range s.Cands {
		for ; m != 0; m &= m - 1 {
			b.places[bits.TrailingZeros32(m)].add(c)
		}
	}
	b.cands = s.Cands
}

// has reports whether z has a braid of length ≤ 2 in the loaded state.
func (b *braid2) has(z Cand) bool {
	g := b.g
	c0, d0 := g.CellOf(z), g.DigitOf(z)-1
	bit0 := uint32(1) << uint(d0)
	pz := b.peer[c0]
	// Hidden singles of d0 (and whip[1], which the state should not have).
	for u := range b.unit {
		if b.unit[u].has(c0) {
			continue
		}
		pl := b.places[d0].and(b.unit[u])
		if pl.empty() {
			continue
		}
		rest := pl.andNot(pz)
		if rest.empty() {
			return true
		}
		if rest.count() == 1 && b.contra(c0, d0, rest.first(), d0) {
			return true
		}
	}
	// Hidden singles of other digits in the units of c0.
	others := b.cands[c0] &^ bit0
	for _, u := range g.CellUnits[c0] {
		for m := others; m != 0; m &= m - 1 {
			e := bits.TrailingZeros32(m)
			pl := b.places[e].and(b.unit[u])
			if pl.count() != 2 {
				continue
			}
			if b.contra(c0, d0, pl.andNot(b.single(c0)).first(), e) {
				return true
			}
		}
	}
	// Naked singles among the peers of c0.
	for _, c := range g.Peers[c0] {
		m := b.cands[c]
		if m&bit0 == 0 {
			continue
		}
		if o := m &^ bit0; o != 0 && o&(o-1) == 0 && b.contra(c0, d0, c, bits.TrailingZeros32(o)) {
			return true
		}
	}
	return false
}

func (b *braid2) single(c int) cells128 {
	var s cells128
	s.add(c)
	return s
}

// contra reports whether asserting (c0, d0) and (c1, d1) with ECP empties
// a variable (digits 0-based); see the list in the type's comment.
func (b *braid2) contra(c0, d0, c1, d1 int) bool {
	g := b.g
	p0, p1 := b.peer[c0], b.peer[c1]
	if d0 == d1 {
		for u := range b.unit {
			if b.unit[u].has(c0) || b.unit[u].has(c1) {
				continue
			}
			pl := b.places[d0].and(b.unit[u])
			if !pl.empty() && pl.andNot(p0).andNot(p1).empty() {
				return true
			}
		}
		return false
	}
	two := uint32(1)<<uint(d0) | uint32(1)<<uint(d1)
	for _, c := range g.Peers[c0] {
		if b.cands[c] == two && p1.has(c) {
			return true
		}
	}
	both := b.single(c0)
	both.add(c1)
	for _, u := range g.CellUnits[c0] {
		if !b.unit[u].has(c1) {
			continue
		}
		for m := b.cands[c0] & b.cands[c1] &^ two; m != 0; m &= m - 1 {
			if b.places[bits.TrailingZeros32(m)].and(b.unit[u]).andNot(both).empty() {
				return true
			}
		}
	}
	return false
}

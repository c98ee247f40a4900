package te

import (
	"math/bits"

	"github.com/sudolab/sudolab/logic"
)

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
	g       *logic.Geometry
	side    int
	unit    []cells128 // per unit, its cells
	peer    []cells128 // per cell, its peers
	unitsOf []uint32   // per cell, its units as bits
	single  []cells128 // per cell, itself
	// per loaded state:
	pu    []cells128 // per unit*side+digit (0-based), the places
	biv   []cells128 // per digit, the cells with two candidates, one of them it
	pair  []cells128 // per digit*side+digit, the cells with exactly those two
	cands []uint32
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
func newBraid2(g *logic.Geometry) *braid2 {
	if g.NCells > 128 {
		return nil
	}
	side := g.Side
	b := &braid2{g: g, side: side, unit: make([]cells128, len(g.Units)), peer: make([]cells128, g.NCells),
		unitsOf: make([]uint32, g.NCells), single: make([]cells128, g.NCells),
		pu: make([]cells128, len(g.Units)*side), biv: make([]cells128, side), pair: make([]cells128, side*side)}
	for u, cs := range g.Units {
		for _, c := range cs {
			b.unit[u].add(c)
			b.unitsOf[c] |= 1 << uint(u)
		}
	}
	for c, ps := range g.Peers {
		b.single[c].add(c)
		for _, p := range ps {
			b.peer[c].add(p)
		}
	}
	return b
}

// load takes the places of every digit in s, per unit, and its bivalue
// cells.
func (b *braid2) load(s *logic.State) {
	g, side := b.g, b.side
	clear(b.biv)
	clear(b.pair)
	var all [25]cells128
	for c, m := range s.Cands {
		for o := m; o != 0; o &= o - 1 {
			all[bits.TrailingZeros32(o)].add(c)
		}
		if m != 0 && m&(m-1) != 0 && m&(m-1)&(m&(m-1)-1) == 0 {
			d, e := bits.TrailingZeros32(m), bits.Len32(m)-1
			b.biv[d].add(c)
			b.biv[e].add(c)
			b.pair[d*side+e].add(c)
			b.pair[e*side+d].add(c)
		}
	}
	for u := range g.Units {
		for d := 0; d < side; d++ {
			b.pu[u*side+d] = all[d].and(b.unit[u])
		}
	}
	b.cands = s.Cands
}

// one reports whether a holds exactly one cell.
func (a cells128) one() bool {
	if a.lo == 0 {
		return a.hi != 0 && a.hi&(a.hi-1) == 0
	}
	return a.hi == 0 && a.lo&(a.lo-1) == 0
}

// has reports whether z has a braid of length ≤ 2 in the loaded state.
func (b *braid2) has(z logic.Cand) bool {
	g, side := b.g, b.side
	c0, d0 := g.CellOf(z), g.DigitOf(z)-1
	bit0 := uint32(1) << uint(d0)
	pz, uo := b.peer[c0], b.unitsOf[c0]
	// Hidden singles of d0 (and whip[1], which the state should not have).
	for u := range b.unit {
		if uo>>uint(u)&1 != 0 {
			continue
		}
		pl := b.pu[u*side+d0]
		if pl.empty() {
			continue
		}
		rest := pl.andNot(pz)
		if rest.empty() {
			return true
		}
		if rest.one() && b.contra(c0, d0, rest.first(), d0) {
			return true
		}
	}
	// Hidden singles of other digits in the units of c0.
	others := b.cands[c0] &^ bit0
	for _, u := range g.CellUnits[c0] {
		for m := others; m != 0; m &= m - 1 {
			e := bits.TrailingZeros32(m)
			if pl := b.pu[u*side+e].andNot(b.single[c0]); pl.one() && b.contra(c0, d0, pl.first(), e) {
				return true
			}
		}
	}
	// Naked singles among the peers of c0.
	for nk := b.biv[d0].and(pz); !nk.empty(); {
		c := nk.first()
		nk = nk.andNot(b.single[c])
		if b.contra(c0, d0, c, bits.TrailingZeros32(b.cands[c]&^bit0)) {
			return true
		}
	}
	return false
}

// contra reports whether asserting (c0, d0) and (c1, d1) with ECP empties
// a variable (digits 0-based); see the list in the type's comment.
func (b *braid2) contra(c0, d0, c1, d1 int) bool {
	g, side := b.g, b.side
	p0, p1 := b.peer[c0], b.peer[c1]
	if d0 == d1 {
		skip := b.unitsOf[c0] | b.unitsOf[c1]
		both := p0
		both.lo |= p1.lo
		both.hi |= p1.hi
		for u := range b.unit {
			if skip>>uint(u)&1 != 0 {
				continue
			}
			if pl := b.pu[u*side+d0]; !pl.empty() && pl.andNot(both).empty() {
				return true
			}
		}
		return false
	}
	if !b.pair[d0*side+d1].and(p0).and(p1).empty() {
		return true
	}
	m := b.cands[c0] & b.cands[c1] &^ (uint32(1)<<uint(d0) | uint32(1)<<uint(d1))
	if m == 0 {
		return false
	}
	for _, u := range g.CellUnits[c0] {
		if b.unitsOf[c1]>>uint(u)&1 == 0 {
			continue
		}
		for o := m; o != 0; o &= o - 1 {
			if b.pu[u*side+bits.TrailingZeros32(o)].andNot(b.single[c0]).andNot(b.single[c1]).empty() {
				return true
			}
		}
	}
	return false
}

package te

import (
	"math/bits"
	"strconv"

	"github.com/sudolab/sudolab/logic"
)

// BraidTheory is the default provider of B_p = BRT + whips and braids of
// length ≤ p (docs/te-backdoors.md §5.5): B_0 = BRT, B_1 = W_1. Only the closure
// matters here, not the path: whips, biv-chains, z-chains and t-whips are
// braids and B_p is confluent, so it applies braids alone, every one found
// in a round at once (below): same fixpoint, less searching.
func BraidTheory(p int) logic.Theory {
	if p <= 0 {
		return logic.BRTTheory
	}
	return braidTheory{&braidClosure{p: p}}
}

// braidTheory marks B_p for the T&E driver (te_theory.go):
//   - Monotone: closing a state with fewer candidates (or more values) never
//     loses a contradiction. A braid for Y in RS, read in RS' ⊆ RS, is a
//     braid of at most the same length for Y, or Y is gone, or one of its
//     right-linking candidates is gone, which cuts the braid short at that
//     cell (empty under Y). Lets T&E skip trials of values implied by a
//     surviving trial (te.go, markSafe).
//   - WithinBraids: B_p ⊆ B_∞, so the fast T&E(BRT) trial filter applies.
//   - CheapClose: the closures of B_1 (BRT + locked candidates, bit-parallel)
//     and B_2 (bit-set braid[2] test on the targets near what changed,
//     te_braid2.go) cost less than that filter's T&E(BRT, n) run, so their
//     trials go unfiltered.
type braidTheory struct{ *braidClosure }

func (braidTheory) Monotone() bool     { return true }
func (braidTheory) WithinBraids() bool { return true }
func (b braidTheory) CheapClose() bool { return b.p == 1 || b.p == 2 }

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
	g     *logic.Geometry // the geometry sc and the buffers are for
	sc    *logic.Scratch
	cone  *coneTrial
	found []logic.Cand
	open  []logic.Cand // targets a round left open: D(z)+1 ≤ p < cone+1
	// p = 2: the candidates at the last pass, and per cell the digits of
	// the targets the next pass must look at; the exact braid[≤2] test
	// (nil for large grids: bounds and search then).
	ref, near []uint32
	b2        *braid2
	// p ≤ 2: cells changed since the state was last BRT-closed (brt).
	dirty, cells, units []int
	marks               logic.Touched
	fresh               bool // dirty is meaningful
}

func (b *braidClosure) Name() string { return "B" + strconv.Itoa(b.p) }

func (b *braidClosure) Close(s *logic.State) logic.Status { return b.CloseAfter(s, nil) }

// CloseAfter is Close; base, if not nil, is a B_p fixpoint that s was
// obtained from by assertions and eliminations (te_theory.go, incCloser),
// which B_2 uses to look only at the targets near what changed.
func (b *braidClosure) CloseAfter(s, base *logic.State) logic.Status {
	if b.sc == nil || b.g != s.G {
		b.g = s.G
		b.sc, b.cone = logic.NewScratch(s.G), newConeTrial(s.G)
		b.ref, b.near = make([]uint32, s.G.NCells), make([]uint32, s.G.NCells)
		b.b2 = newBraid2(s.G)
		b.marks = logic.NewTouched(s.G)
	}
	if b.p <= 2 {
		b.dirty, b.fresh = b.dirty[:0], base != nil
		if base != nil {
			for c, m := range s.Cands {
				if m != base.Cands[c] {
					b.dirty = append(b.dirty, c)
				}
			}
		}
	}
	switch b.p {
	case 1:
		return b.closeW1(s)
	case 2:
		return b.closeNear(s, base)
	}
	for {
		if st := s.BRT(); st != logic.Open {
			return st
		}
		// Cheap rounds first: targets whose trial cone already is a braid
		// of length ≤ p; the search only when they are exhausted (it may
		// then be needed on a smaller state, or not at all once a
		// contradiction appears).
		if b.round(s) {
			continue
		}
		if !b.search(s, b.open) {
			return logic.Open
		}
	}
}

// closeW1 is B_1 = BRT + whip[1]: a braid of length 1 for z is a CSP
// variable all of whose candidates are linked to z, which in a BRT-closed
// state is exactly locked candidates (whip1.go), found bit-parallel for all
// targets at once (whip1_bits.go) instead of one layer-0 trial per target.
func (b *braidClosure) closeW1(s *logic.State) logic.Status {
	for {
		if st := b.brt(s); st != logic.Open {
			return st
		}
		if !b.w1(s) {
			return logic.Open
		}
	}
}

// w1 eliminates the whip[1] targets of s and reports whether there were any.
func (b *braidClosure) w1(s *logic.State) bool {
	b.found = logic.Whip1Eliminations(s, b.found[:0])
	b.eliminate(s, b.found)
	return len(b.found) > 0
}

// eliminate deletes zs from s, noting their cells for brt.
func (b *braidClosure) eliminate(s *logic.State, zs []logic.Cand) {
	for _, z := range zs {
		if s.Eliminate(z) {
			b.dirty = append(b.dirty, s.G.CellOf(z))
		}
	}
}

// brt is s.BRT() when b.fresh: s was BRT-closed before the changes to
// the cells in b.dirty, so only those cells and their units can hold a
// single or be empty, and only the cells an assertion changes need a look
// afterwards (the layered sweep of te_bcone.go, without layers).
func (b *braidClosure) brt(s *logic.State) logic.Status {
	if !b.fresh {
		b.fresh = true
		b.dirty = b.dirty[:0]
		return s.BRT()
	}
	g := s.G
	all := uint32(1)<<uint(g.Side) - 1
	for len(b.dirty) > 0 {
		b.cells, b.units = b.marks.Collect(g, b.dirty, b.cells, b.units)
		b.dirty = b.dirty[:0]
		for _, c := range b.cells {
			m := s.Cands[c]
			if m == 0 {
				if s.Values[c] == 0 {
					return logic.Contradiction
				}
				continue
			}
			if m&(m-1) == 0 {
				b.assert(s, c, bits.TrailingZeros32(m)+1)
			}
		}
		for _, u := range b.units {
			cs := g.Units[u]
			once, twice := logic.UnitSpread(s.Cands, cs)
			if all&^(once|s.Placed[u]) != 0 {
				return logic.Contradiction
			}
			for hid := once &^ twice; hid != 0; hid &= hid - 1 {
				bit := hid & -hid
				for _, c := range cs {
					if s.Cands[c]&bit != 0 {
						b.assert(s, c, bits.TrailingZeros32(bit)+1)
						break
					}
				}
			}
		}
	}
	if s.IsSolved() {
		return logic.Solved
	}
	return logic.Open
}

// assert asserts a single of s, noting the cells it changes.
func (b *braidClosure) assert(s *logic.State, c, d int) {
	bit := uint32(1) << uint(d-1)
	b.dirty = append(b.dirty, c)
	for _, p := range s.G.Peers[c] {
		if s.Cands[p]&bit != 0 {
			b.dirty = append(b.dirty, p)
		}
	}
	s.Assert(c, d)
}

// round eliminates at once the targets whose cone (te_bcone.go) is a braid
// of length ≤ p and reports whether there were any. Later cones are then
// taken in a smaller state, where they are still braids (of BRT(s): the
// singles s may now have are values there). When it eliminates nothing,
// b.open lists the targets whose bounds D(z)+1 ≤ p < cone+1 leave the
// question to the braid search, in the unchanged state.
func (b *braidClosure) round(s *logic.State) bool {
	n := 0
	b.open = b.open[:0]
	for z := logic.Cand(0); int(z) < s.G.NCands; z++ {
		if !s.Has(z) {
			continue
		}
		switch d, u := b.cone.bounds(s, z, b.p-1); {
		case d > b.p-1:
		case u <= b.p:
			s.Eliminate(z)
			n++
		default:
			b.open = append(b.open, z)
		}
	}
	return n > 0
}

// search eliminates the targets among zs for which the braid search finds
// a braid of length ≤ p, with bounds already known to leave it open, and
// reports whether there were any. It collects first: the search holds the
// state, and its lower bound D needs a BRT-closed state.
func (b *braidClosure) search(s *logic.State, zs []logic.Cand) bool {
	b.found = b.found[:0]
	if len(zs) == 0 {
		return false
	}
	f := b.sc.BraidFinder(s)
	defer f.Release()
	for _, z := range zs {
		if f.Has(z, b.p) {
			b.found = append(b.found, z)
		}
	}
	for _, z := range b.found {
		s.Eliminate(z)
	}
	return len(b.found) > 0
}

// closeNear is B_2's closure, rounds of BRT, whip[1] (bit-parallel) and
// one pass of bounds and search over the targets near what changed since
// the last pass (all of them at first, unless base says what changed).
//
// Why near targets suffice: let z have a braid[2] z–V1(R1)–V2 in the final
// state F, which is BRT- and whip[1]-closed. The same braid existed at the
// first pass after the last change to V1 or V2 (z and R1 are in F, so
// they were there all along), or in base if neither changed since, where
// B_2 is closed: so V1 or V2 changed before some pass, which then had it
// in its dirty variables. z is linked to a candidate of V1 (its left
// link), and to one of V2, since V2 ⊄ links(R1) (R1 has no whip[1] in F)
// — those candidates being in F, they were there at that pass too. So z
// is near a dirty variable: linked to one of its present candidates.
func (b *braidClosure) closeNear(s, base *logic.State) logic.Status {
	all := base == nil
	if !all {
		copy(b.ref, base.Cands)
	}
	for {
		if st := b.brt(s); st != logic.Open {
			return st
		}
		if b.w1(s) {
			continue
		}
		zs := b.nearTargets(s, all)
		all = false
		copy(b.ref, s.Cands)
		if !b.pass(s, zs) {
			return logic.Open
		}
	}
}

// nearTargets lists in b.open the candidates of s linked to a present
// candidate of a variable that lost candidates since b.ref (every
// candidate if all).
func (b *braidClosure) nearTargets(s *logic.State, all bool) []logic.Cand {
	g := s.G
	full := uint32(1)<<uint(g.Side) - 1
	near := b.near
	if all {
		for c := range near {
			near[c] = full
		}
	} else {
		clear(near)
		var lostU [3 * 25]uint32 // per unit, digits that lost a place
		// mark adds the links of the present candidates dig of cell c.
		mark := func(c int, dig uint32) {
			if dig&(dig-1) != 0 {
				near[c] = full
			} else {
				near[c] |= full &^ dig
			}
			for _, p := range g.Peers[c] {
				near[p] |= dig
			}
		}
		for c, was := range b.ref {
			lost := was &^ s.Cands[c]
			if lost == 0 {
				continue
			}
			if m := s.Cands[c]; m != 0 {
				mark(c, m) // the cell variable
			}
			for _, u := range g.CellUnits[c] {
				lostU[u] |= lost
			}
		}
		for u, lost := range lostU[:len(g.Units)] {
			if lost == 0 {
				continue
			}
			for _, c := range g.Units[u] {
				if m := s.Cands[c] & lost; m != 0 {
					for ; m != 0; m &= m - 1 {
						mark(c, m&-m)
					}
				}
			}
		}
	}
	zs := b.open[:0]
	for c, m := range s.Cands {
		for m &= near[c]; m != 0; m &= m - 1 {
			zs = append(zs, g.Cand(c, bits.TrailingZeros32(m)+1))
		}
	}
	b.open = zs
	return zs
}

// pass eliminates the targets among zs that have a braid of length ≤ p in
// s (BRT-closed): by their cone, or by the search where the bounds leave
// it open. It collects first and reports whether there were any.
func (b *braidClosure) pass(s *logic.State, zs []logic.Cand) bool {
	var f logic.BraidFinder
	loaded := false
	found := b.found[:0]
	if b.p == 2 && b.b2 != nil {
		b.b2.load(s)
		for _, z := range zs {
			if b.b2.has(z) {
				found = append(found, z)
			}
		}
		zs = nil
	}
	for _, z := range zs {
		d, u := b.cone.bounds(s, z, b.p-1)
		if d > b.p-1 {
			continue
		}
		if u > b.p {
			if !loaded {
				f, loaded = b.sc.BraidFinder(s), true
			}
			if !f.Has(z, b.p) {
				continue
			}
		}
		found = append(found, z)
	}
	if loaded {
		f.Release()
	}
	b.eliminate(s, found)
	b.found = found
	return len(found) > 0
}

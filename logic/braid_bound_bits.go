package logic

import "math/bits"

// The layered trial of the partial-pattern bound (braid_bound.go) for
// 9×9 grids, bit-parallel: one 81-bit plane of cells per digit, three
// bands of 27 bits (bit (r mod 3)·9 + c of word r/3 is cell (r, c)). Every
// layer looks at the whole grid at once, which finds what the scalar trial
// (layerTrial.run, strategy_filter.go) finds in the cells and units it
// scans: elsewhere there is nothing (the same invariants). The number of
// layers returned is the same.

// planes81 is a set of cells of a 9×9 grid.
type planes81 [3]uint32

// trial81 is a 9×9 state: candidate cells and value cells per digit.
type trial81 struct {
	p, v [9]planes81
}

const (
	band27 uint32 = 1<<27 - 1
	row9   uint32 = 1<<9 - 1
	// the cells of block column 0 in a band (shift by 3·bc)
	boxCol uint32 = 0x7 | 0x7<<9 | 0x7<<18
	// column 0 in a band (shift by c)
	colBand uint32 = 1 | 1<<9 | 1<<18
	// the first bit of each group of three
	seg1 uint32 = 0x1249249
)

// geo81 holds the per-cell and per-g-label masks.
type geo81 struct {
	band, bit [81]uint8
	peers     [81]planes81
	glinks    []planes81 // per g-label: its g-linked cells (of its digit)
	gdigit    []uint8
}

var g81 *geo81

func geo81Of(g *Geometry) *geo81 {
	if g.N != 3 {
		return nil
	}
	if g81 != nil {
		return g81
	}
	x := &geo81{}
	for c := 0; c < 81; c++ {
		x.band[c] = uint8(c / 27)
		x.bit[c] = uint8(c % 27)
		for _, p := range g.Peers[c] {
			x.peers[c][p/27] |= 1 << uint(p%27)
		}
	}
	gg := g.gg()
	for i, lab := range gg.labels {
		var m planes81
		for _, y := range gg.links[i] {
			c := g.CellOf(y)
			m[c/27] |= 1 << uint(c%27)
		}
		x.glinks = append(x.glinks, m)
		x.gdigit = append(x.gdigit, uint8(lab.Digit-1))
	}
	g81 = x
	return x
}

// load sets t to the state s.
func (t *trial81) load(s *State) {
	*t = trial81{}
	for c, m := range s.Cands {
		k, b := c/27, uint32(1)<<uint(c%27)
		for ; m != 0; m &= m - 1 {
			t.p[bits.TrailingZeros32(m)][k] |= b
		}
		if v := s.Values[c]; v != 0 {
			t.v[v-1][k] |= b
		}
	}
}

// assert asserts digit d (0-based) in cell c; false if it is not a
// candidate (as State.Assert).
func (t *trial81) assert(x *geo81, c, d int) bool {
	k, b := x.band[c], uint32(1)<<x.bit[c]
	if t.p[d][k]&b == 0 {
		return false
	}
	t.v[d][k] |= b
	for i := range t.p {
		t.p[i][k] &^= b
	}
	pm := &x.peers[c]
	t.p[d][0] &^= pm[0]
	t.p[d][1] &^= pm[1]
	t.p[d][2] &^= pm[2]
	return true
}

// apply applies rlc id r as the bound does (braid_bound.go).
func (t *trial81) apply(x *geo81, g *Geometry, r int32) bool {
	if int(r) < g.NCands {
		return t.assert(x, g.CellOf(Cand(r)), g.DigitOf(Cand(r))-1)
	}
	i := int(r) - g.NCands
	m, d := &x.glinks[i], x.gdigit[i]
	t.p[d][0] &^= m[0]
	t.p[d][1] &^= m[1]
	t.p[d][2] &^= m[2]
	return true
}

// contradiction reports an unsolved cell without candidates or a unit
// where a digit is neither placed nor a candidate.
func (t *trial81) contradiction() bool {
	for k := 0; k < 3; k++ {
		var any uint32
		for d := 0; d < 9; d++ {
			any |= t.p[d][k] | t.v[d][k]
		}
		if any != band27 {
			return true
		}
	}
	for d := 0; d < 9; d++ {
		var cols uint32
		for k := 0; k < 3; k++ {
			q := t.p[d][k] | t.v[d][k]
			r0, r1, r2 := q&row9, q>>9&row9, q>>18
			if r0 == 0 || r1 == 0 || r2 == 0 {
				return true // a row
			}
			u := r0 | r1 | r2
			if u&0x7 == 0 || u&0x38 == 0 || u&0x1C0 == 0 {
				return true // a block
			}
			cols |= u
		}
		if cols != row9 {
			return true // a column
		}
	}
	return false
}

// run is layerTrial.run for t, from layer start: the number of layers
// until a contradiction, depthInf (none within maxLayers: t is left as
// layer maxLayers found it, to be resumed from there) or depthStalled
// (none ever). With boundOnly the last layer only looks for a
// contradiction.
func (t *trial81) run(x *geo81, gen bool, start, maxLayers int, boundOnly bool) uint8 {
	for layer := start; ; layer++ {
		if t.contradiction() {
			return uint8(layer)
		}
		if boundOnly && layer == maxLayers {
			return depthInf
		}
		var single, elim [9]planes81
		// naked singles: cells with exactly one candidate
		var once, twice planes81
		for d := 0; d < 9; d++ {
			for k := 0; k < 3; k++ {
				twice[k] |= once[k] & t.p[d][k]
				once[k] |= t.p[d][k]
			}
		}
		any := false
		for d := 0; d < 9; d++ {
			p := &t.p[d]
			s := &single[d]
			for k := 0; k < 3; k++ {
				s[k] = p[k] & once[k] &^ twice[k]
			}
			// hidden singles in rows and blocks (per band), columns
			var cOnce, cTwice uint32
			for k := 0; k < 3; k++ {
				w := p[k]
				for i := uint(0); i < 27; i += 9 {
					if f := w >> i & row9; f != 0 && f&(f-1) == 0 {
						s[k] |= f << i
					}
				}
				for bc := uint(0); bc < 9; bc += 3 {
					if f := w & (boxCol << bc); f != 0 && f&(f-1) == 0 {
						s[k] |= f
					}
				}
				for i := uint(0); i < 27; i += 9 {
					f := w >> i & row9
					cTwice |= cOnce & f
					cOnce |= f
				}
			}
			if one := cOnce &^ cTwice; one != 0 {
				for k := 0; k < 3; k++ {
					w := p[k]
					s[k] |= w & (one | one<<9 | one<<18)
				}
			}
			if s[0]|s[1]|s[2] != 0 {
				any = true
			}
			if gen {
				t.whip1(d, &elim[d])
				e := &elim[d]
				e[0] &= p[0]
				e[1] &= p[1]
				e[2] &= p[2]
				if e[0]|e[1]|e[2] != 0 {
					any = true
				}
			}
		}
		if !any {
			return depthStalled
		}
		if layer+1 > maxLayers {
			return depthInf
		}
		for d := 0; d < 9; d++ {
			for k := 0; k < 3; k++ {
				for m := single[d][k]; m != 0; m &= m - 1 {
					if !t.assert(x, k*27+bits.TrailingZeros32(m), d) {
						return uint8(layer + 1)
					}
				}
			}
		}
		if gen {
			for d := 0; d < 9; d++ {
				for k := 0; k < 3; k++ {
					t.p[d][k] &^= elim[d][k]
				}
			}
		}
	}
}

// whip1 sets e to the cells whose digit d a whip[1] eliminates: a row
// (column) whose candidates of d, at least two, lie in one block, and a
// block whose candidates of d, at least two, lie in one row (column).
func (t *trial81) whip1(d int, e *planes81) {
	p := &t.p[d]
	// per band: the columns with a candidate (u), with ≥ 2 (two)
	var u, two [3]uint32
	for k := 0; k < 3; k++ {
		w := p[k]
		r0, r1, r2 := w&row9, w>>9&row9, w>>18
		u[k] = r0 | r1 | r2
		two[k] = r0&r1 | r0&r2 | r1&r2
	}
	for k := 0; k < 3; k++ {
		w := p[k]
		if w == 0 {
			continue
		}
		// a column confined to band k (its block), ≥ 2 there
		for m := two[k] &^ (u[(k+1)%3] | u[(k+2)%3]); m != 0; m &= m - 1 {
			c := uint(bits.TrailingZeros32(m))
			e[k] |= boxCol << (c / 3 * 3) &^ (colBand << c)
		}
		// the band's nine row segments (row i, block column bc: the
		// group of three bits at 9i+3bc): bit 9i+3bc of nz if it has a
		// candidate, of ge2 if two or more
		a, b, c := w&seg1, w>>1&seg1, w>>2&seg1
		nz, ge2 := a|b|c, a&b|a&c|b&c
		for i := uint(0); i < 27; i += 9 {
			// row i confined to one segment, ≥ 2 there
			if r := nz >> i & 0x49; r != 0 && r&(r-1) == 0 && ge2>>i&r != 0 {
				bc := uint(bits.TrailingZeros32(r))
				e[k] |= boxCol << bc &^ (row9 << i)
			}
		}
		for bc := uint(0); bc < 9; bc += 3 {
			// block bc confined to one row, ≥ 2 there
			if r := nz >> bc & colBand; r != 0 && r&(r-1) == 0 && ge2>>bc&r != 0 {
				i := uint(bits.TrailingZeros32(r))
				e[k] |= row9 << i &^ (boxCol << bc)
			}
			// block bc confined to one column, ≥ 2 there
			if cl := u[k] >> bc & 7; cl != 0 && cl&(cl-1) == 0 && two[k]>>bc&cl != 0 {
				col := colBand << (bc + uint(bits.TrailingZeros32(cl)))
				e[(k+1)%3] |= col
				e[(k+2)%3] |= col
			}
		}
	}
}

// filter81 holds, per candidate, the W1 trial of the target filter
// (strategy_filter.go) cut by its bound, on 9×9 grids.
type filter81 struct {
	saves []trial81
	layer []uint8 // the layer a saved trial stopped at
}

// targetDepth81 is targetDepth with whip[1] on a 9×9 grid, by the
// bit-parallel trial: the same depths, the same caching (a trial cut by
// its bound is resumed where it stopped when a higher bound is asked).
func (sc *Scratch) targetDepth81(s *State, x *geo81, z Cand, maxLayers int) uint8 {
	g := s.G
	if sc.depths[1] == nil {
		sc.depths[1] = make([]uint8, g.NCands)
		sc.dBound[1] = make([]uint8, g.NCands)
	}
	f := &sc.f81
	if f.saves == nil {
		f.saves = make([]trial81, g.NCands)
		f.layer = make([]uint8, g.NCands)
	}
	ds, bound := sc.depths[1], sc.dBound[1]
	if sc.dRound[1] != sc.round {
		clear(bound) // nothing computed yet this round
		sc.dRound[1] = sc.round
	}
	if bound[z] != 0 && (ds[z] != depthInf || int(bound[z]) >= maxLayers) {
		return ds[z] // exact, or still out of reach
	}
	t := &f.saves[z]
	start := 0
	if bound[z] != 0 { // resume the trial cut by the lower bound
		start = int(f.layer[z])
	} else {
		t.load(s)
		if !t.assert(x, g.CellOf(z), g.DigitOf(z)-1) {
			// not a candidate: as the scalar trial, layer 0 sees
			// the state unchanged
			t.load(s)
		}
	}
	ds[z] = t.run(x, true, start, maxLayers, false)
	bound[z] = uint8(min(maxLayers, depthStalled-1))
	f.layer[z] = uint8(maxLayers)
	return ds[z]
}

package logic

import "math/bits"

// Whip1Eliminations appends to out the eliminations of the whip[1]s of s
// (locked candidates; B_1's closure in logic/te uses them). It is
// whip1Elims computed bit-parallel over the digits: a
// non-solved rn (cn) variable has all its candidates, at least two, in one
// segment when its digit appears in exactly one of the row's (column's)
// block segments, at least twice there; a bn variable when its digit
// appears in exactly one of the block's row (column) segments, at least
// twice there. The same eliminations as whip1Elims (duplicates aside), in
// another order; the layered trial (strategy_filter.go) only needs the set.
func Whip1Eliminations(s *State, out []Cand) []Cand { return whip1ElimsIn(s, true, nil, out) }

// whip1ElimsIn is Whip1Eliminations restricted to the whip[1]s of the units
// listed (every: of all units): those of a row or column variable whose line
// is listed, those of a block variable whose block is listed. A layer of
// the layered trial needs no others: the whip[1]s of a unit depend on its
// cells only (and their eliminations only shrink), so a unit none of whose
// cells changed since all its whip[1]s were applied has nothing left to
// eliminate.
func whip1ElimsIn(s *State, every bool, units []int, out []Cand) []Cand {
	g := s.G
	gg := g.gg()
	n, side := g.N, g.Side
	on, rowBand, colBand := whip1Scope(g, every, units)
	var sp segSpread
	sp.load(s, &rowBand, &colBand)
	rowOr, rowTw, colOr, colTw := &sp.rowOr, &sp.rowTw, &sp.colOr, &sp.colTw
	fire := func(gi int32) {
		for _, y := range gg.links[gi] {
			if s.Has(y) {
				out = append(out, y)
			}
		}
	}
	// one returns, per segment of a line (ors[i*stride]), the digits that
	// appear in that segment only and at least twice there.
	one := func(ors, tws []uint32, stride int, placed uint32, each func(i int, m uint32)) {
		var o, t uint32
		for i := 0; i < n; i++ {
			m := ors[i*stride]
			t |= o & m
			o |= m
		}
		only := o &^ t &^ placed
		if only == 0 {
			return
		}
		for i := 0; i < n; i++ {
			if m := only & ors[i*stride] & tws[i*stride]; m != 0 {
				each(i, m)
			}
		}
	}
	// Each callback first keeps the digits that have something to
	// eliminate: a segment of a line whose digit is nowhere else in the
	// line eliminates in its block's other lines, a segment of a block
	// whose digit is nowhere else in the block eliminates in its line
	// outside the block.
	others := func(ors []uint32, stride, skip int) uint32 {
		var o uint32
		for i := 0; i < n; i++ {
			if i != skip {
				o |= ors[i*stride]
			}
		}
		return o
	}
	for r := 0; r < side; r++ {
		if !on[r] {
			continue
		}
		one(rowOr[r*n:], rowTw[r*n:], 1, s.Placed[r], func(bc int, m uint32) {
			m &= others(rowOr[(r/n)*n*n+bc:], n, r%n)
			for ; m != 0; m &= m - 1 {
				fire(gg.rowSeg[(bits.TrailingZeros32(m)*side+r)*n+bc])
			}
		})
	}
	for c := 0; c < side; c++ {
		if !on[side+c] {
			continue
		}
		one(colOr[c*n:], colTw[c*n:], 1, s.Placed[side+c], func(br int, m uint32) {
			m &= others(colOr[(c/n)*n*n+br:], n, c%n)
			for ; m != 0; m &= m - 1 {
				fire(gg.colSeg[(bits.TrailingZeros32(m)*side+c)*n+br])
			}
		})
	}
	for b := 0; b < side; b++ {
		if !on[2*side+b] {
			continue
		}
		br, bc := b/n, b%n
		placed := s.Placed[2*side+b]
		// the block's row segments: rows br*n+i, segment bc
		one(rowOr[br*n*n+bc:], rowTw[br*n*n+bc:], n, placed, func(i int, m uint32) {
			m &= others(rowOr[(br*n+i)*n:], 1, bc)
			for ; m != 0; m &= m - 1 {
				fire(gg.rowSeg[(bits.TrailingZeros32(m)*side+br*n+i)*n+bc])
			}
		})
		one(colOr[bc*n*n+br:], colTw[bc*n*n+br:], n, placed, func(i int, m uint32) {
			m &= others(colOr[(bc*n+i)*n:], 1, br)
			for ; m != 0; m &= m - 1 {
				fire(gg.colSeg[(bits.TrailingZeros32(m)*side+bc*n+i)*n+br])
			}
		})
	}
	return out
}

// whip1Scope returns the units whip1ElimsIn looks at (every one, or those
// listed) and the bands of n rows (columns) whose segments they read.
func whip1Scope(g *Geometry, every bool, units []int) (on [3 * 25]bool, rowBand, colBand [5]bool) {
	n, side := g.N, g.Side
	if every {
		for i := 0; i < 3*side; i++ {
			on[i] = true
		}
		for b := 0; b < n; b++ {
			rowBand[b], colBand[b] = true, true
		}
	}
	for _, u := range units {
		on[u] = true
		switch {
		case u < side:
			rowBand[u/n] = true
		case u < 2*side:
			colBand[(u-side)/n] = true
		default:
			rowBand[(u-2*side)/n] = true
			colBand[(u-2*side)%n] = true
		}
	}
	return on, rowBand, colBand
}

// segSpread holds, per segment (n cells of a row or column inside one
// block), the digits in its cells (or) and those in two of them at least
// (twice): rows at [r*n+bc], columns at [c*n+br].
type segSpread struct {
	rowOr, rowTw, colOr, colTw [25 * 5]uint32
}

// load computes the segments of the rows (columns) of the bands marked.
func (sp *segSpread) load(s *State, rowBand, colBand *[5]bool) {
	n, side := s.G.N, s.G.Side
	for r := 0; r < side; r++ {
		if !rowBand[r/n] {
			continue
		}
		for bc := 0; bc < n; bc++ {
			var o, t uint32
			for i := 0; i < n; i++ {
				m := s.Cands[r*side+bc*n+i]
				t |= o & m
				o |= m
			}
			sp.rowOr[r*n+bc], sp.rowTw[r*n+bc] = o, t
		}
	}
	for c := 0; c < side; c++ {
		if !colBand[c/n] {
			continue
		}
		for br := 0; br < n; br++ {
			var o, t uint32
			for i := 0; i < n; i++ {
				m := s.Cands[(br*n+i)*side+c]
				t |= o & m
				o |= m
			}
			sp.colOr[c*n+br], sp.colTw[c*n+br] = o, t
		}
	}
}

package ser

import (
	"math/bits"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// emit receives a hint; it returns true to stop the producer (SE's
// single-hint accumulator stops at the first hint).
type emit func(*Hint) bool

// combos calls f with every k-subset of 0..n-1 as a bit mask, in SE's
// enumeration order (increasing masks); it stops when f returns true.
func combos(k, n int, f func(mask uint64) bool) bool {
	if k > n || k <= 0 {
		return false
	}
	v := uint64(1)<<uint(k) - 1
	limit := uint64(1) << uint(n)
	for v < limit {
		if f(v) {
			return true
		}
		s := v & -v
		r := v + s
		v = r | ((v^r)>>2)/s
	}
	return false
}

func maskList(m uint64) []int {
	var out []int
	for m != 0 {
		out = append(out, bits.TrailingZeros64(m))
		m &= m - 1
	}
	return out
}

// commonTuple is SE's test for a subset: every member has at least two
// elements and their union has exactly degree elements.
func commonTuple(sets []uint16, degree int) (uint16, bool) {
	var u uint16
	for _, s := range sets {
		if popc(s) <= 1 {
			return 0, false
		}
		u |= s
	}
	return u, popc(u) == degree
}

var (
	orderBCR = [3]int{kBlock, kCol, kRow}
)

// hiddenSingles: full houses first (1.0), then hidden singles (block 1.2,
// row or column 1.5); houses in the order blocks, columns, rows.
func hiddenSingles(g *Grid, out emit) bool {
	// the digits with a single place, per house (one scan serves both
	// passes)
	var single [27]uint16
	for r := 0; r < 27; r++ {
		for d := 1; d <= 9; d++ {
			if p := g.positions(r, d); p != 0 && p&(p-1) == 0 {
				single[r] |= 1 << uint(d-1)
			}
		}
	}
	for pass := 0; pass < 2; pass++ {
		alone := pass == 0
		for _, k := range orderBCR {
			for i := 0; i < 9; i++ {
				r := k*9 + i
				if single[r] == 0 {
					continue
				}
				isAlone := g.emptyCount(r) == 1
				if isAlone != alone {
					continue
				}
				for m := single[r]; m != 0; m &= m - 1 {
					d := tz(m) + 1
					p := g.positions(r, d)
					c := int(regionCells[r][bits.TrailingZeros16(p)])
					diff := 15
					if isAlone {
						diff = 10
					} else if k == kBlock {
						diff = 12
					}
					h := newHint("Hidden Single", diff)
					h.Cell, h.Value = c, d
					h.Desc = cellName(c) + ": " + itoa(d) + " in " + regionName(r)
					if g.explain {
						h.Pattern = &sernote.Pattern{Cells: []int{c}, Digits: []int{d}, Houses: []int{r}}
					}
					if out(h) {
						return true
					}
				}
			}
		}
	}
	return false
}

func nakedSingles(g *Grid, out emit) bool {
	for c := 0; c < 81; c++ {
		if popc(g.cand[c]) == 1 {
			h := newHint("Naked Single", 23)
			h.Cell, h.Value = c, bits.TrailingZeros16(g.cand[c])+1
			h.Desc = cellName(c) + ": " + itoa(h.Value)
			if g.explain {
				h.Pattern = &sernote.Pattern{Cells: []int{c}, Digits: []int{h.Value}}
			}
			if out(h) {
				return true
			}
		}
	}
	return false
}

func crosses(r1, r2 int) bool { return inside[r1][r2] != 0 }

// inside[r1][r2] are the positions of house r1 that lie in house r2.
var inside [27][27]uint16

func initInside() {
	for r1 := 0; r1 < 27; r1++ {
		for r2 := 0; r2 < 27; r2++ {
			if r1 == r2 {
				continue
			}
			for j, c := range regionCells[r1] {
				if regionMask[r2].has(int(c)) {
					inside[r1][r2] |= 1 << uint(j)
				}
			}
		}
	}
}

// locking is pointing and claiming; direct mode only reports a locked
// candidate whose removals leave a hidden single in a parallel house.
func locking(g *Grid, direct bool, out emit) bool {
	pairs := [4][2]int{{kBlock, kCol}, {kBlock, kRow}, {kCol, kBlock}, {kRow, kBlock}}
	for _, pr := range pairs {
		for i1 := 0; i1 < 9; i1++ {
			r1 := pr[0]*9 + i1
			// a digit with 2 or more places in r1 all inside one house
			// r2 of the other kind: that house is the one of its first
			// place; hits[i2] collects the digits, visited below in
			// SE's order (r2, then digit)
			var hits [9]uint16
			found := false
			for d := 1; d <= 9; d++ {
				p := g.positions(r1, d)
				if popc(p) <= 1 {
					continue
				}
				r2 := int(cellRegion[regionCells[r1][tz(p)]][pr[1]])
				if p&^inside[r1][r2] != 0 {
					continue
				}
				hits[r2-pr[1]*9] |= 1 << uint(d-1)
				found = true
			}
			if !found {
				continue
			}
			for i2 := 0; i2 < 9; i2++ {
				r2 := pr[1]*9 + i2
				for hm := hits[i2]; hm != 0; hm &= hm - 1 {
					d := tz(hm) + 1
					if !direct {
						if h := lockingHint(g, r1, r2, d, false); h != nil && out(h) {
							return true
						}
						continue
					}
					for i3 := 0; i3 < 9; i3++ {
						r3 := pr[0]*9 + i3
						in32 := inside[r3][r2]
						if i3 == i1 || in32 == 0 {
							continue
						}
						p3 := g.positions(r3, d)
						if popc(p3) <= 1 {
							continue
						}
						if rest := p3 &^ in32; popc(rest) == 1 {
							hc := int(regionCells[r3][bits.TrailingZeros16(rest)])
							h := lockingHint(g, r1, r2, d, true)
							if h == nil {
								continue
							}
							h.Cell, h.Value = hc, d
							h.Desc += " => " + cellName(hc) + "=" + itoa(d)
							if h.Pattern != nil {
								h.Pattern.Cells = []int{hc}
							}
							// SE's direct hints only decide the cell
							h.Elims = [81]uint16{}
							if out(h) {
								return true
							}
						}
					}
				}
			}
		}
	}
	return false
}

func lockingHint(g *Grid, r1, r2, d int, direct bool) *Hint {
	var name string
	var diff int
	if r1/9 == kBlock {
		name, diff = "Pointing", 26
		if direct {
			name, diff = "Direct Pointing", 17
		}
	} else {
		name, diff = "Claiming", 28
		if direct {
			name, diff = "Direct Claiming", 19
		}
	}
	rem := g.positions(r2, d) &^ inside[r2][r1]
	if rem == 0 {
		return nil
	}
	h := newHint(name, diff)
	for m := rem; m != 0; m &= m - 1 {
		h.elim(int(regionCells[r2][bits.TrailingZeros16(m)]), d)
	}
	h.Desc = "value " + itoa(d) + " in " + regionName(r1) + " and " + regionName(r2)
	if g.explain {
		h.Pattern = &sernote.Pattern{Digits: []int{d}, Houses: []int{r1, r2}}
	}
	h.rp = func(init, cur *[81]uint16) []pot { return lineParents(init, cur, []int{r1}, []int{r2}, d) }
	return h
}

var subsetNames = [5]string{"", "", "Pair", "Triplet", "Quad"}

// hiddenSets: blocks, columns, rows; digit subsets in SE's order. The direct
// form (pair 2.0, triplet 2.5) only reports a set whose removals leave a
// hidden single in the house, and decides that cell.
func hiddenSets(g *Grid, degree int, direct bool, out emit) bool {
	for _, k := range orderBCR {
		for i := 0; i < 9; i++ {
			r := k*9 + i
			n := g.emptyCount(r)
			if !(n > degree*2 || (direct && n > degree)) {
				continue
			}
			var pos [10]uint16
			// only digits with 2..degree places can be in a hidden set;
			// subsets of them come in the same order as in SE's full scan
			var elig [9]int
			ne := 0
			for d := 1; d <= 9; d++ {
				pos[d] = g.positions(r, d)
				if n := popc(pos[d]); n >= 2 && n <= degree {
					elig[ne] = d - 1
					ne++
				}
			}
			if ne < degree {
				continue
			}
			var sbuf [4]uint16
			sets := sbuf[:degree]
			if combos(degree, ne, func(em uint64) bool {
				var vbuf [4]int
				nv := 0
				for m := em; m != 0; m &= m - 1 {
					vbuf[nv] = elig[bits.TrailingZeros64(m)]
					nv++
				}
				for x, v := range vbuf[:nv] {
					sets[x] = pos[v+1]
				}
				common, ok := commonTuple(sets, degree)
				if !ok {
					return false
				}
				var vset uint16
				for _, v := range vbuf[:nv] {
					vset |= 1 << uint(v)
				}
				// a direct set must decide a cell (SE's direct hints only
				// do that): look before building the hint
				dCell, dValue := -1, 0
				if direct {
					for d := 1; d <= 9; d++ {
						if vset&(1<<uint(d-1)) != 0 || popc(pos[d]) <= 1 {
							continue
						}
						if rest := pos[d] &^ common; popc(rest) == 1 {
							dCell, dValue = int(regionCells[r][bits.TrailingZeros16(rest)]), d
							break
						}
					}
					if dCell < 0 {
						return false
					}
				}
				if !direct {
					// most sets remove nothing: look before building the hint
					any := false
					for j := 0; j < 9; j++ {
						if common&(1<<uint(j)) != 0 && g.cand[regionCells[r][j]]&^vset != 0 {
							any = true
						}
					}
					if !any {
						return false
					}
				}
				h := hiddenSetHint(g, r, degree, direct, append([]int(nil), vbuf[:nv]...), vset, common, dCell)
				if direct {
					// SE's direct hints only decide the cell
					h.Cell, h.Value = dCell, dValue
					h.Desc += " => " + cellName(h.Cell) + "=" + itoa(dValue)
					h.Elims = [81]uint16{}
					return out(h)
				}
				return h.worth() && out(h)
			}) {
				return true
			}
		}
	}
	return false
}

// hiddenSetHint is the hint of the hidden set of digits vals (vset) in
// house r, in the cells common: its removals, its text, its pattern (with
// the decided cell dCell of a direct set) and its parents.
func hiddenSetHint(g *Grid, r, degree int, direct bool, vals []int, vset, common uint16, dCell int) *Hint {
	var h *Hint
	if direct {
		h = newHint("Direct Hidden "+subsetNames[degree], [5]int{0, 0, 20, 25, 43}[degree])
	} else {
		h = newHint("Hidden "+subsetNames[degree], [5]int{0, 0, 34, 40, 54}[degree])
	}
	for j := 0; j < 9; j++ {
		if common&(1<<uint(j)) != 0 {
			c := regionCells[r][j]
			h.Elims[c] = g.cand[c] &^ vset
		}
	}
	h.Desc = digitsString(vset) + " in " + regionName(r)
	if g.explain {
		h.Pattern = &sernote.Pattern{Digits: sernote.MaskDigits(vset), Houses: []int{r}}
		if direct {
			h.Pattern.Cells = []int{dCell}
		}
	}
	h.rp = func(init, cur *[81]uint16) []pot {
		var mine uint16
		for _, v := range vals {
			mine |= (&Grid{cand: *cur}).positions(r, v+1)
		}
		var ps []pot
		for j := 0; j < 9; j++ {
			if mine&(1<<uint(j)) == 0 {
				c := int(regionCells[r][j])
				for _, v := range vals {
					if init[c]&(1<<uint(v)) != 0 {
						ps = append(ps, mkPot(c, v+1))
					}
				}
			}
		}
		return ps
	}
	return h
}

func nakedSets(g *Grid, degree int, out emit) bool {
	for _, k := range orderBCR {
		for i := 0; i < 9; i++ {
			r := k*9 + i
			if g.emptyCount(r) < degree*2 {
				continue
			}
			var elig [9]int
			ne := 0
			for j := 0; j < 9; j++ {
				if n := popc(g.cand[regionCells[r][j]]); n >= 2 && n <= degree {
					elig[ne] = j
					ne++
				}
			}
			if ne < degree {
				continue
			}
			var sbuf [4]uint16
			sets := sbuf[:degree]
			if combos(degree, ne, func(em uint64) bool {
				var ibuf [4]int
				idx := ibuf[:0]
				var pm uint64
				for m := em; m != 0; m &= m - 1 {
					j := elig[bits.TrailingZeros64(m)]
					idx = append(idx, j)
					pm |= 1 << uint(j)
				}
				for x, j := range idx {
					sets[x] = g.cand[regionCells[r][j]]
				}
				common, ok := commonTuple(sets, degree)
				if !ok {
					return false
				}
				// most sets remove nothing: look before building the hint
				any := false
				for j := 0; j < 9; j++ {
					if pm&(1<<uint(j)) == 0 && g.cand[regionCells[r][j]]&common != 0 {
						any = true
					}
				}
				if !any {
					return false
				}
				h := newHint("Naked "+subsetNames[degree], [5]int{0, 0, 30, 36, 50}[degree])
				for j := 0; j < 9; j++ {
					if pm&(1<<uint(j)) == 0 {
						c := regionCells[r][j]
						h.Elims[c] = g.cand[c] & common
					}
				}
				var cs []int
				for _, j := range idx {
					cs = append(cs, int(regionCells[r][j]))
				}
				h.Desc = cellsString(cs) + ": " + digitsString(common) + " in " + regionName(r)
				if g.explain {
					h.Pattern = &sernote.Pattern{Cells: cs, Digits: sernote.MaskDigits(common), Houses: []int{r}}
				}
				h.rp = func(init, cur *[81]uint16) []pot {
					var ps []pot
					for _, c := range cs {
						for m := init[c] &^ common; m != 0; m &= m - 1 {
							ps = append(ps, mkPot(c, tz(m)+1))
						}
					}
					return ps
				}
				return h.worth() && out(h)
			}) {
				return true
			}
		}
	}
	return false
}

var fishNames = [5]string{"", "", "X-Wing", "Swordfish", "Jellyfish"}

// fish: base columns first (cover rows), then base rows.
func fish(g *Grid, degree int, out emit) bool {
	var occ [10]int
	for d := 1; d <= 9; d++ {
		occ[d] = g.valueCount(d)
	}
	for _, kinds := range [2][2]int{{kCol, kRow}, {kRow, kCol}} {
		base, cover := kinds[0], kinds[1]
		var sbuf [4]uint16
		sets := sbuf[:degree]
		// elig[d]: the base lines where digit d has 2..degree places (a
		// fish uses only those); digits ruled out by occ have none
		var elig [10]uint64
		// the digits with degree eligible base lines, the only ones a
		// combination of base lines can serve (usually none for large
		// degrees: then no combination is tried)
		var dbuf [9]int
		ds := dbuf[:0]
		for d := 1; d <= 9; d++ {
			if occ[d]+degree*2 > 9 {
				continue
			}
			for i := 0; i < 9; i++ {
				if n := popc(g.positions(base*9+i, d)); n >= 2 && n <= degree {
					elig[d] |= 1 << uint(i)
				}
			}
			if bits.OnesCount64(elig[d]) >= degree {
				ds = append(ds, d)
			}
		}
		if len(ds) == 0 {
			continue
		}
		if combos(degree, 9, func(bm uint64) bool {
			var ibuf [4]int
			idx := ibuf[:0]
			for _, d := range ds {
				if bm&^elig[d] != 0 {
					continue
				}
				if len(idx) == 0 {
					for m := bm; m != 0; m &= m - 1 {
						idx = append(idx, bits.TrailingZeros64(m))
					}
				}
				for x, i := range idx {
					sets[x] = g.positions(base*9+i, d)
				}
				common, ok := commonTuple(sets, degree)
				if !ok {
					continue
				}
				m := uint16(1) << uint(d-1)
				// most fish remove nothing: look before building the hint
				any := false
				for i := 0; i < 9 && !any; i++ {
					if common&(1<<uint(i)) == 0 {
						continue
					}
					for j := 0; j < 9; j++ {
						if bm&(1<<uint(j)) == 0 && g.cand[regionCells[cover*9+i][j]]&m != 0 {
							any = true
							break
						}
					}
				}
				if !any {
					continue
				}
				h := newHint(fishNames[degree], [5]int{0, 0, 32, 38, 52}[degree])
				for i := 0; i < 9; i++ {
					if common&(1<<uint(i)) == 0 {
						continue
					}
					for j := 0; j < 9; j++ {
						c := regionCells[cover*9+i][j]
						if bm&(1<<uint(j)) == 0 && g.cand[c]&m != 0 {
							h.elim(int(c), d)
						}
					}
				}
				h.Desc = "value " + itoa(d)
				var bases, covers []int
				for _, i := range idx {
					bases = append(bases, base*9+i)
				}
				for i := 0; i < 9; i++ {
					if common&(1<<uint(i)) != 0 {
						covers = append(covers, cover*9+i)
					}
				}
				dd := d
				if g.explain {
					h.Pattern = &sernote.Pattern{Digits: []int{d}, Bases: bases, Covers: covers}
				}
				h.rp = func(init, cur *[81]uint16) []pot { return lineParents(init, cur, bases, covers, dd) }
				if h.worth() && out(h) {
					return true
				}
			}
			return false
		}) {
			return true
		}
	}
	return false
}

// xyWing finds XY-Wings (4.2) or XYZ-Wings (4.4), pivot cells row by row,
// wings in the order of the pivot's houses (block, row, column).
func xyWing(g *Grid, xyz bool, out emit) bool {
	target := 2
	if xyz {
		target = 3
	}
	for c := 0; c < 81; c++ {
		xy := g.cand[c]
		if popc(xy) != target {
			continue
		}
		for _, xz := range houseCells[c] {
			xzv := g.cand[xz]
			if popc(xzv) != 2 || popc(xy&^xzv) != 1 {
				continue
			}
			for _, yz := range houseCells[c] {
				yzv := g.cand[yz]
				if popc(yzv) != 2 {
					continue
				}
				u, in := xy|xzv|yzv, xy&xzv&yzv
				if popc(u) != 3 {
					continue
				}
				if xyz && popc(in) != 1 || !xyz && popc(in) != 0 {
					continue
				}
				z := bits.TrailingZeros16(xzv&yzv) + 1
				name, diff := "XY-Wing", 42
				if xyz {
					name, diff = "XYZ-Wing", 44
				}
				// the cells seeing both wings (and the pivot for XYZ)
				m := uint16(1) << uint(z-1)
				see := cellSet{peerMask[xz][0] & peerMask[yz][0], peerMask[xz][1] & peerMask[yz][1]}
				if xyz {
					see[0] &= peerMask[c][0]
					see[1] &= peerMask[c][1]
				}
				var h *Hint
				for w := 0; w < 2; w++ {
					for sm := see[w]; sm != 0; sm &= sm - 1 {
						v := w*64 + bits.TrailingZeros64(sm)
						if v == c || g.cand[v]&m == 0 {
							continue
						}
						if h == nil {
							h = newHint(name, diff)
						}
						h.elim(v, z)
					}
				}
				if h == nil {
					continue
				}
				h.Desc = cellName(c) + "," + cellName(int(xz)) + "," + cellName(int(yz)) + " on value " + itoa(z)
				if g.explain {
					h.Pattern = &sernote.Pattern{Cells: []int{c, int(xz), int(yz)}, Digits: []int{z}}
				}
				if h.worth() && out(h) {
					return true
				}
			}
		}
	}
	return false
}

// alignedExclusion is SE's Aligned Pair (6.2) and Triplet (7.5) Exclusion:
// candidate cells with at least two digits, no naked single among their
// house cells and at least one excluder (a house cell with 2..degree
// digits); every pair (then every third cell among the pair's excluders)
// with at least two common excluders; a combination of digits is out when
// two cells that see each other share a digit or a common excluder would be
// left empty; digits in no surviving combination are removed.
func alignedExclusion(g *Grid, degree int, out emit) bool {
	if degree == 2 {
		return alignedPairs(g, out)
	}
	return alignedAny(g, degree, out)
}

// alignedBase is what aligned exclusion of a degree starts from: the cells
// that may take part (two or more candidates, no single among their peers,
// some excluder), in cell order, each with its excluders (peers holding 2 to
// degree candidates) as a list and as a set.
type alignedBase struct {
	list   []int
	exl    [81][]int8
	exm    [81]cellSet
	inList cellSet
}

// fill computes the base of g for degree; false when fewer than degree
// cells can take part (nothing to exclude).
func (b *alignedBase) fill(g *Grid, degree int) bool {
	for c := 0; c < 81; c++ {
		if popc(g.cand[c]) < 2 {
			continue
		}
		single := false
		var ex []int8
		var em cellSet
		for _, o := range houseCells[c] {
			n := popc(g.cand[o])
			if n == 1 {
				single = true
				break
			} else if n >= 2 && n <= degree {
				ex = append(ex, o)
				em.set(int(o))
			}
		}
		if !single && len(ex) > 0 {
			b.list = append(b.list, c)
			b.exl[c], b.exm[c] = ex, em
			b.inList.set(c)
		}
	}
	return len(b.list) >= degree
}

// alignedAny is aligned exclusion of any degree, trying every pair of
// candidate cells in turn (SE's order); alignedPairs is the same for
// degree 2 without the pairs that cannot have two common excluders.
func alignedAny(g *Grid, degree int, out emit) bool {
	var b alignedBase
	if !b.fill(g, degree) {
		return false
	}
	var masks [81]uint16
	cells := make([]int, degree)
	try := func() bool {
		h := alignedTry(g, &b, cells, &masks)
		return h != nil && out(h)
	}
	var twin []int
	return alignedPairOrder(&b.inList, &b.exm, func(c0, c1 int) bool {
		cells[0], cells[1] = c0, c1
		if degree == 2 {
			return try()
		}
		twin = alignedThirds(&b, c0, c1, twin[:0])
		for _, t := range twin {
			cells[2] = t
			if try() {
				return true
			}
		}
		return false
	})
}

// alignedThirds lists the third cells to try with the pair (c0, c1): the
// excluders of c0, then of c1, that may take part, each once. A third
// cell with fewer than two excluders in common with the pair excludes
// nothing (alignedTry would reject it), so it is left out.
func alignedThirds(b *alignedBase, c0, c1 int, twin []int) []int {
	exl, exm := &b.exl, &b.exm
	var seen cellSet
	c01 := cellSet{exm[c0][0] & exm[c1][0], exm[c0][1] & exm[c1][1]}
	for _, src := range [2]int{c0, c1} {
		for _, e := range exl[src] {
			if b.inList.has(int(e)) && int(e) != c0 && int(e) != c1 && !seen.has(int(e)) {
				seen.set(int(e))
				if bits.OnesCount64(c01[0]&exm[e][0])+bits.OnesCount64(c01[1]&exm[e][1]) >= 2 {
					twin = append(twin, int(e))
				}
			}
		}
	}
	return twin
}

// alignedTry is the hint of one combination of cells (2 or 3), or nil:
// with fewer than two common excluders, or (a pair) too few blocked
// combinations, there is nothing to exclude.
func alignedTry(g *Grid, b *alignedBase, cells []int, masks *[81]uint16) *Hint {
	exm := &b.exm
	common := exm[cells[0]]
	for _, c := range cells[1:] {
		common[0] &= exm[c][0]
		common[1] &= exm[c][1]
	}
	n := bits.OnesCount64(common[0]) + bits.OnesCount64(common[1])
	if n < 2 {
		return nil
	}
	c0, c1 := cells[0], cells[1]
	if len(cells) == 2 {
		// a digit of one cell goes only if every digit of the other
		// is blocked with it: by an excluder, or by being equal
		// when the two cells see each other
		k := n
		if sees(c0, c1) {
			k++
		}
		if k < popc(g.cand[c0]) && k < popc(g.cand[c1]) {
			return nil
		}
	}
	n = alignedBlockers(g, b, cells, &common, masks)
	allowed := alignedAllowed(g, cells, masks[:n])
	return alignedHint(g, cells, &allowed)
}

// alignedBlockers puts in masks the candidates of the common excluders
// that can block a combination, and returns how many. One with a digit
// outside the cells' candidates never does (that digit is never used),
// and one holding all the digits of another blocks no more than it (for
// triplets: the digit it leaves is the other's or the other leaves none),
// so both are left out.
func alignedBlockers(g *Grid, b *alignedBase, cells []int, common *cellSet, masks *[81]uint16) int {
	var union uint16
	for _, c := range cells {
		union |= g.cand[c]
	}
	n := 0
	for _, e := range b.exl[cells[0]] {
		if common.has(int(e)) && g.cand[e]&^union == 0 {
			masks[n] = g.cand[e]
			n++
		}
	}
	k := 0
	for i, m := range masks[:n] {
		dominated := false
		for j, o := range masks[:n] {
			if j != i && o&^m == 0 && (o != m || j < i) {
				dominated = true
				break
			}
		}
		if !dominated {
			masks[k] = m
			k++
		}
	}
	return k
}

// alignedAllowed is, for each cell, the digits of the combinations that
// survive: no two cells that see each other with the same digit, and no
// blocking excluder left without a digit.
func alignedAllowed(g *Grid, cells []int, masks []uint16) (allowed [3]uint16) {
	c0, c1 := cells[0], cells[1]
	s01 := sees(c0, c1)
	var c2 int
	var s02, s12 bool
	if len(cells) == 3 {
		c2 = cells[2]
		s02, s12 = sees(c0, c2), sees(c1, c2)
	}
	ok := func(used uint16) bool {
		for _, m := range masks {
			if m&^used == 0 {
				return false
			}
		}
		return true
	}
	for m0 := g.cand[c0]; m0 != 0; m0 &= m0 - 1 {
		b0 := m0 & -m0
		for m1 := g.cand[c1]; m1 != 0; m1 &= m1 - 1 {
			b1 := m1 & -m1
			if b0 == b1 && s01 {
				continue
			}
			if len(cells) == 2 {
				if ok(b0 | b1) {
					allowed[0] |= b0
					allowed[1] |= b1
					if allowed[1] == g.cand[c1] {
						break // (b0 allowed, and every digit of c1)
					}
				}
				continue
			}
			// the third digits that complete (b0, b1): not equal
			// to one of a cell it sees, and no excluder left
			// without a digit (an excluder within {b0, b1} rules
			// out every third digit, one with a single digit w
			// outside rules out w)
			m2 := g.cand[c2]
			if s02 {
				m2 &^= b0
			}
			if s12 {
				m2 &^= b1
			}
			for _, m := range masks {
				r := m &^ (b0 | b1)
				if r&(r-1) == 0 {
					m2 &^= r
					if r == 0 {
						m2 = 0
					}
				}
			}
			if m2 != 0 {
				allowed[0] |= b0
				allowed[1] |= b1
				allowed[2] |= m2
				if allowed[1] == g.cand[c1] && allowed[2] == g.cand[c2] {
					// b0 is allowed, and so is every digit of the
					// other two cells: the rest of b0's combinations
					// can allow nothing more
					break
				}
			}
		}
	}
	return allowed
}

// alignedPairs is alignedExclusion for degree 2. An excluder is then a
// bivalue cell, so a combination (v0, v1) of the two cells is excluded
// exactly when v0 != v1 and a common excluder holds {v0, v1}, or v0 = v1
// and the cells see each other. It visits the pairs in SE's order (by the
// second cell, then the first) but only those with two common excluders:
// for the second cell c1, the cells seeing at least two of its excluders.
func alignedPairs(g *Grid, out emit) bool {
	var singles, bival cellSet
	for c := 0; c < 81; c++ {
		switch popc(g.cand[c]) {
		case 1:
			singles.set(c)
		case 2:
			bival.set(c)
		}
	}
	var listMask cellSet
	var exm [81]cellSet
	n := 0
	for c := 0; c < 81; c++ {
		if popc(g.cand[c]) < 2 {
			continue
		}
		pm := peerMask[c]
		if pm[0]&singles[0] != 0 || pm[1]&singles[1] != 0 {
			continue
		}
		em := cellSet{pm[0] & bival[0], pm[1] & bival[1]}
		if em[0]|em[1] == 0 {
			continue
		}
		exm[c] = em
		listMask.set(c)
		n++
	}
	if n < 2 {
		return false
	}
	return alignedPairOrder(&listMask, &exm, func(c0, c1 int) bool {
		return alignedPair(g, c0, c1, &exm, out)
	})
}

// alignedPairOrder calls f with the pairs c0 < c1 of cells of list that
// have at least two common excluders (exm: the excluders of each cell), in
// SE's order of pairs (by c1, then c0), until f returns true. A pair with
// fewer common excluders excludes nothing, and neither does a triplet
// containing it.
func alignedPairOrder(list *cellSet, exm *[81]cellSet, f func(c0, c1 int) bool) bool {
	for c1 := 0; c1 < 81; c1++ {
		if !list.has(c1) {
			continue
		}
		// the cells seeing two or more excluders of c1
		var ones, twos cellSet
		for w := 0; w < 2; w++ {
			for m := exm[c1][w]; m != 0; m &= m - 1 {
				e := w*64 + bits.TrailingZeros64(m)
				pe := &peerMask[e]
				twos[0] |= ones[0] & pe[0]
				twos[1] |= ones[1] & pe[1]
				ones[0] |= pe[0]
				ones[1] |= pe[1]
			}
		}
		// ... among the candidate cells before c1
		below := cellSet{^uint64(0), ^uint64(0)}
		if c1 < 64 {
			below = cellSet{1<<uint(c1) - 1, 0}
		} else {
			below[1] = 1<<uint(c1-64) - 1
		}
		for w := 0; w < 2; w++ {
			for m := twos[w] & list[w] & below[w]; m != 0; m &= m - 1 {
				if f(w*64+bits.TrailingZeros64(m), c1) {
					return true
				}
			}
		}
	}
	return false
}

// alignedPair tests the pair c0 < c1 (with at least two common excluders).
func alignedPair(g *Grid, c0, c1 int, exm *[81]cellSet, out emit) bool {
	common := cellSet{exm[c0][0] & exm[c1][0], exm[c0][1] & exm[c1][1]}
	n := bits.OnesCount64(common[0]) + bits.OnesCount64(common[1])
	s01 := sees(c0, c1)
	m0, m1 := g.cand[c0], g.cand[c1]
	// a digit of one cell goes only if every digit of the other is
	// blocked with it: by an excluder, or by being equal when the two
	// cells see each other
	k := n
	if s01 {
		k++
	}
	if k < popc(m0) && k < popc(m1) {
		return false
	}
	// partner[v]: the digits w such that some common excluder is {v, w}
	var partner [9]uint16
	for w := 0; w < 2; w++ {
		for m := common[w]; m != 0; m &= m - 1 {
			em := g.cand[w*64+bits.TrailingZeros64(m)]
			a := bits.TrailingZeros16(em)
			b := bits.TrailingZeros16(em &^ (1 << uint(a)))
			partner[a] |= 1 << uint(b)
			partner[b] |= 1 << uint(a)
		}
	}
	el0, el1 := pairExcluded(m0, m1, &partner, s01), pairExcluded(m1, m0, &partner, s01)
	if el0|el1 == 0 {
		return false
	}
	h := newHint("Aligned Pair Exclusion", 62)
	h.Elims[c0], h.Elims[c1] = el0, el1
	h.Desc = cellName(c0) + "," + cellName(c1)
	if g.explain {
		h.Pattern = &sernote.Pattern{Cells: []int{c0, c1}}
	}
	return out(h)
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func itoa(i int) string {
	if i >= 0 && i < 10 {
		return string(rune('0' + i))
	}
	s := ""
	neg := i < 0
	if neg {
		i = -i
	}
	for i > 0 || s == "" {
		s = string(rune('0'+i%10)) + s
		i /= 10
	}
	if neg {
		s = "-" + s
	}
	return s
}

func digitsString(m uint16) string {
	s := ""
	for d := 1; d <= 9; d++ {
		if m&(1<<uint(d-1)) != 0 {
			if s != "" {
				s += ","
			}
			s += itoa(d)
		}
	}
	return s
}

func cellsString(cs []int) string {
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += ","
		}
		s += cellName(c)
	}
	return s
}

// lineParents: the candidates of digit d removed from the base houses
// outside the cover houses (what made an intersection or a fish).
func lineParents(init, cur *[81]uint16, bases, covers []int, d int) []pot {
	m := uint16(1) << uint(d-1)
	var ps []pot
	for _, b := range bases {
		for _, c := range regionCells[b] {
			if init[c]&m == 0 || cur[c]&m != 0 {
				continue
			}
			in := false
			for _, cv := range covers {
				if regionMask[cv].has(int(c)) {
					in = true
				}
			}
			if !in {
				ps = append(ps, mkPot(int(c), d))
			}
		}
	}
	return ps
}

// alignedHint is the aligned exclusion hint of cells (2 or 3) given, per
// cell, the digits some allowed combination gives it; nil when that
// removes nothing.
func alignedHint(g *Grid, cells []int, allowed *[3]uint16) *Hint {
	var el [3]uint16
	any := false
	for a, c := range cells {
		el[a] = g.cand[c] &^ allowed[a]
		if el[a] != 0 {
			any = true
		}
	}
	if !any {
		return nil
	}
	name, diff := "Aligned Pair Exclusion", 62
	if len(cells) == 3 {
		name, diff = "Aligned Triplet Exclusion", 75
	}
	h := newHint(name, diff)
	for a, c := range cells {
		h.Elims[c] = el[a]
	}
	h.Desc = cellsString(cells)
	if g.explain {
		h.Pattern = &sernote.Pattern{Cells: append([]int(nil), cells...)}
	}
	return h
}

// pairExcluded is the digits v of ma that no digit of mb completes into an
// allowed pair: every w of mb is a partner of v (a common excluder is {v,
// w}) or, when the two cells share a house, v itself.
func pairExcluded(ma, mb uint16, partner *[9]uint16, sameHouse bool) uint16 {
	var el uint16
	for m := ma; m != 0; m &= m - 1 {
		v := bits.TrailingZeros16(m)
		rest := mb &^ partner[v]
		if sameHouse {
			rest &^= 1 << uint(v)
		}
		if rest == 0 {
			el |= 1 << uint(v)
		}
	}
	return el
}

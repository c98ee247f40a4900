package ser

import (
	"math/bits"
	"sort"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Uniqueness rules (SER mode only): unique rectangles and loops of types
// 1-4 (4.5 to 5.0, plus 0.1 per extra cell of a type 3 subset) and the
// bivalue universal grave (BUG, types 1-4, 5.6-5.7+). See docs/ser.md.

type uloop struct {
	cells []int
	set   cellSet
}

// findLoops lists SE's candidate loops through start on digits v1, v2:
// paths that change house kind at each step, through cells holding both
// digits, at most two of them with other digits (more when those extra
// digits all agree), closed back on start with at least four cells.
func findLoops(g *Grid, start, v1, v2 int) [][]int {
	var results [][]int
	loop := []int{}
	var inLoop cellSet
	both := uint16(1)<<uint(v1-1) | uint16(1)<<uint(v2-1)
	// the places holding both digits, per house (the only cells the loop
	// can go through, the start included)
	var pb [27]uint16
	for r := 0; r < 27; r++ {
		pb[r] = g.positions(r, v1) & g.positions(r, v2)
	}
	var rec func(c, allowed int, ex uint16, lastKind int)
	rec = func(c, allowed int, ex uint16, lastKind int) {
		loop = append(loop, c)
		inLoop.set(c)
		for k := 0; k < 3; k++ {
			if k == lastKind {
				continue
			}
			r := cellRegion[c][k]
			for pm := pb[r]; pm != 0; pm &= pm - 1 {
				next := int(regionCells[r][tz(pm)])
				if next == loop[0] && len(loop) >= 4 {
					results = append(results, append([]int(nil), loop...))
				} else if !inLoop.has(next) {
					p := g.cand[next]
					if p&both == both {
						ex |= p &^ both
						card := popc(p)
						if card == 2 || popc(ex) == 1 || allowed > 0 {
							na := allowed
							if card > 2 {
								na--
							}
							rec(next, na, ex, k)
						}
					}
				}
			}
		}
		loop = loop[:len(loop)-1]
		inLoop[c>>6] &^= 1 << uint(c&63)
	}
	rec(start, 2, 0, -1)
	return results
}

// validLoop: alternate cells never share a house with each other, and the
// houses of the odd cells are those of the even cells.
func validLoop(loop []int) bool {
	var odd, even [27]bool
	isOdd := false
	for _, c := range loop {
		for k := 0; k < 3; k++ {
			r := cellRegion[c][k]
			if isOdd {
				if odd[r] {
					return false
				}
				odd[r] = true
			} else {
				if even[r] {
					return false
				}
				even[r] = true
			}
		}
		isOdd = !isOdd
	}
	return odd == even
}

type uHint struct {
	h     *Hint
	typ   int
	set   cellSet
	size  int
	extra string // identity of type 3 variants
}

func uniqueLoops(g *Grid, out emit) bool {
	var list []uHint
	addU := func(u uHint) {
		if !u.h.worth() {
			return
		}
		for _, o := range list {
			if o.typ == u.typ && o.size == u.size && o.set == u.set && o.extra == u.extra && (u.typ != 3 || o.h.Name == u.h.Name) {
				return
			}
		}
		list = append(list, u)
	}
	for c := 0; c < 81; c++ {
		if popc(g.cand[c]) != 2 {
			continue
		}
		v1 := bits.TrailingZeros16(g.cand[c]) + 1
		v2 := bits.TrailingZeros16(g.cand[c]&^(1<<uint(v1-1))) + 1
		both := uint16(1)<<uint(v1-1) | uint16(1)<<uint(v2-1)
		for _, loop := range findLoops(g, c, v1, v2) {
			if !validLoop(loop) {
				continue
			}
			var set cellSet
			for _, x := range loop {
				set.set(x)
			}
			var extra []int
			for _, x := range loop {
				if popc(g.cand[x]) > 2 {
					extra = append(extra, x)
				}
			}
			base := loopDiff(len(loop))
			mk := func(typ, diff int) uHint {
				kind := "Rectangle"
				if len(loop) != 4 {
					kind = "Loop"
				}
				name := "Unique " + kind + " type " + itoa(typ)
				if len(loop) > 6 {
					name = "Unique " + kind + " " + itoa(len(loop)) + " type " + itoa(typ)
				}
				h := newHint(name, diff)
				h.Uniqueness = true
				h.Desc = cellsString(loop) + " on " + itoa(v1) + "," + itoa(v2)
				if g.explain {
					h.Pattern = &sernote.Pattern{Cells: loop, Digits: []int{v1, v2}}
				}
				return uHint{h: h, typ: typ, set: set, size: len(loop)}
			}
			switch {
			case len(extra) == 1:
				u := mk(1, base)
				u.h.Elims[extra[0]] = both & g.cand[extra[0]]
				addU(u)
			case len(extra) > 2:
				addU(type2(g, mk(2, base), extra, both))
			case len(extra) == 2:
				r := (g.cand[extra[0]] | g.cand[extra[1]]) &^ both
				if popc(r) == 1 {
					addU(type2(g, mk(2, base), extra, both))
				} else if popc(r) >= 2 {
					for _, u := range type3(g, mk, extra[0], extra[1], both, base) {
						addU(u)
					}
				}
				if u, ok := type4(g, mk(4, base), extra[0], extra[1], v1, v2); ok {
					addU(u)
				}
			}
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].h.Diff != list[j].h.Diff {
			return list[i].h.Diff < list[j].h.Diff
		}
		return list[i].typ < list[j].typ
	})
	for _, u := range list {
		if out(u.h) {
			return true
		}
	}
	return false
}

func loopDiff(size int) int {
	d := 45
	if size >= 10 {
		d += 3
	}
	if size >= 8 {
		d += 2
	} else if size >= 6 {
		d++
	}
	return d
}

func type2(g *Grid, u uHint, extra []int, both uint16) uHint {
	v := bits.TrailingZeros16(g.cand[extra[0]]&^both) + 1
	m := uint16(1) << uint(v-1)
	for o := 0; o < 81; o++ {
		if g.cand[o]&m == 0 || contains(extra, o) {
			continue
		}
		all := true
		for _, e := range extra {
			if !sees(o, e) {
				all = false
				break
			}
		}
		if all {
			u.h.elim(o, v)
		}
	}
	return u
}

func type4(g *Grid, u uHint, c1, c2, v1, v2 int) (uHint, bool) {
	r1, r2 := -1, -1
	for k := 0; k < 3; k++ {
		r := int(cellRegion[c1][k])
		if int(cellRegion[c2][k]) != r {
			continue
		}
		h1, h2 := false, false
		for _, o := range regionCells[r] {
			if int(o) == c1 || int(o) == c2 {
				continue
			}
			if g.cand[o]&(1<<uint(v1-1)) != 0 {
				h1 = true
			}
			if g.cand[o]&(1<<uint(v2-1)) != 0 {
				h2 = true
			}
		}
		if !h1 {
			r1 = r
		}
		if !h2 {
			r2 = r
		}
	}
	switch {
	case r1 >= 0:
		u.h.elim(c1, v2)
		u.h.elim(c2, v2)
		if u.h.Pattern != nil {
			u.h.Pattern.Locked = &sernote.Locked{Digit: v1, House: r1}
		}
	case r2 >= 0:
		u.h.elim(c1, v1)
		u.h.elim(c2, v1)
		if u.h.Pattern != nil {
			u.h.Pattern.Locked = &sernote.Locked{Digit: v2, House: r2}
		}
	default:
		return u, false
	}
	return u, true
}

// spread2 maps a mask of 7 places to one of 9 places: place i1 (< 9) set,
// place i2 (!= i1) clear, the 7 bits in order on the other places.
func spread2(m7 uint64, i1, i2 int) uint64 {
	var m uint64 = 1 << uint(i1)
	j := 0
	for p := 0; p < 9; p++ {
		if p == i1 || p == i2 {
			continue
		}
		if m7&(1<<uint(j)) != 0 {
			m |= 1 << uint(p)
		}
		j++
	}
	return m
}

func type3(g *Grid, mk func(int, int) uHint, c1, c2 int, both uint16, base int) []uHint {
	var res []uHint
	extra := (g.cand[c1] | g.cand[c2]) &^ both
	for degree := popc(extra); degree <= 7; degree++ {
		for k := 0; k < 3; k++ {
			r := int(cellRegion[c1][k])
			if int(cellRegion[c2][k]) != r {
				continue
			}
			nEmpty := g.emptyCount(r)
			i1, i2 := int(cellPos[c1][k]), int(cellPos[c2][k])
			if degree*2 <= nEmpty {
				res = type3Naked(g, mk, c1, c2, r, i1, i2, degree, extra, base, res)
			}
			if degree*2 < nEmpty {
				res = type3Hidden(g, mk, r, i1, i2, degree, both, extra, base, res)
			}
		}
	}
	return res
}

// type3Naked adds the type 3 hints of house r (the places i1 and i2 of
// the two roof cells) whose extra digits form a naked set of degree
// digits with degree-1 other cells.
func type3Naked(g *Grid, mk func(int, int) uHint, c1, c2, r, i1, i2, degree int, extra uint16, base int, res []uHint) []uHint {
	// the sets of degree places holding i1 and not i2, in
	// the order of combos(degree, 9): the other degree-1
	// places among the remaining seven, spread back around
	// i1 and i2 (which keeps the order)
	combos(degree-1, 7, func(m7 uint64) bool {
		m := spread2(m7, i1, i2)
		naked := extra & g.cand[c1] & g.cand[c2]
		var sbuf [9]uint16
		var obuf [9]int
		sets, others := sbuf[:0], obuf[:0]
		for j := 0; j < 9; j++ {
			if m&(1<<uint(j)) == 0 {
				continue
			}
			if j == i1 {
				sets = append(sets, extra)
			} else {
				o := int(regionCells[r][j])
				sets = append(sets, g.cand[o])
				naked |= g.cand[o]
				others = append(others, o)
			}
		}
		if popc(naked) != degree {
			return false
		}
		common, ok := commonTuple(sets, degree)
		if !ok {
			return false
		}
		u := mk(3, base+popc(common)-1)
		u.h.Name += " (naked " + sernote.SubsetName(popc(common)) + ")"
		for _, o := range regionCells[r] {
			oc := int(o)
			if contains(others, oc) || oc == c1 || oc == c2 {
				continue
			}
			u.h.Elims[oc] = g.cand[oc] & common
		}
		u.extra = "n" + itoa(r) + ":" + digitsString(common) + ":" + cellsString(others)
		if u.h.Pattern != nil {
			u.h.Pattern.Subset = &sernote.Subset{Cells: append([]int(nil), others...), Digits: sernote.MaskDigits(common), House: r}
		}
		if u.h.worth() {
			res = append(res, u)
		}
		return false
	})
	return res
}

// type3Hidden adds the type 3 hints of house r whose extra digits, with
// the two roof digits, form a hidden set of degree places.
func type3Hidden(g *Grid, mk func(int, int) uHint, r, i1, i2, degree int, both, extra uint16, base int, res []uHint) []uHint {
	var rem []int
	for v := 1; v <= 9; v++ {
		b := uint16(1) << uint(v-1)
		if both&b == 0 && extra&b == 0 {
			rem = append(rem, v)
		}
	}
	if degree-2 <= len(rem) && degree-2 >= 0 {
		pick := func(vals []int) {
			var sets []uint16
			var hidden uint16
			for _, v := range vals {
				sets = append(sets, g.positions(r, v)&^(1<<uint(i2)))
				hidden |= 1 << uint(v-1)
			}
			var u16 uint16
			for _, s := range sets {
				if s == 0 {
					return
				}
				u16 |= s
			}
			if popc(u16) != degree {
				return
			}
			idx := u16 &^ (1 << uint(i1)) &^ (1 << uint(i2))
			u := mk(3, base+popc(idx)-1)
			u.h.Name += " (hidden " + sernote.SubsetName(popc(idx)+1) + ")"
			for j := 0; j < 9; j++ {
				if idx&(1<<uint(j)) != 0 {
					o := int(regionCells[r][j])
					u.h.Elims[o] = g.cand[o] &^ hidden
				}
			}
			u.extra = "h" + itoa(r) + ":" + digitsString(hidden) + ":" + itoa(int(idx))
			if u.h.Pattern != nil {
				var cs []int
				for j := 0; j < 9; j++ {
					if (idx|1<<uint(i1))&(1<<uint(j)) != 0 {
						cs = append(cs, int(regionCells[r][j]))
					}
				}
				u.h.Pattern.Subset = &sernote.Subset{Hidden: true, Cells: cs, Digits: sernote.MaskDigits(hidden), House: r}
			}
			if u.h.worth() {
				res = append(res, u)
			}
		}
		if degree-2 == 0 {
			vb := bits.TrailingZeros16(both) + 1
			pick([]int{vb, bits.TrailingZeros16(both&^(1<<uint(vb-1))) + 1})
		} else {
			combos(degree-2, len(rem), func(m uint64) bool {
				var vals []int
				for _, i := range maskList(m) {
					vals = append(vals, rem[i])
				}
				vb := bits.TrailingZeros16(both) + 1
				vals = append(vals, vb, bits.TrailingZeros16(both&^(1<<uint(vb-1)))+1)
				pick(vals)
				return false
			})
		}
	}
	return res
}

// bug is SE's bivalue universal grave: without the extra digits of the
// "BUG cells", every house would hold each digit in zero or two places and
// every empty cell would have two digits (a deadly pattern).
func bug(g *Grid, out emit) bool {
	temp := g.cand
	var bugCells []int
	var bugVals [81]uint16
	var all uint16
	var common cellSet
	haveCommon := false
	for r := 0; r < 27; r++ {
		rr := r // SE walks blocks, rows, columns: the region numbering order
		for d := 1; d <= 9; d++ {
			pos := g.positions(rr, d)
			n := popc(pos)
			if n == 0 || n == 2 {
				continue
			}
			var nb []int
			for m := pos; m != 0; m &= m - 1 {
				c := int(regionCells[rr][bits.TrailingZeros16(m)])
				if popc(g.cand[c]) >= 3 {
					nb = append(nb, c)
				}
			}
			if len(nb) == 1 {
				c := nb[0]
				if !contains(bugCells, c) {
					bugCells = append(bugCells, c)
				}
				bugVals[c] |= 1 << uint(d-1)
				all |= 1 << uint(d-1)
				temp[c] &^= 1 << uint(d-1)
				if !haveCommon {
					common, haveCommon = peerMask[c], true
				} else {
					common[0] &= peerMask[c][0]
					common[1] &= peerMask[c][1]
				}
				for _, b := range bugCells {
					common[b>>6] &^= 1 << uint(b&63)
				}
				if len(bugCells) > 1 && popc(all) > 1 && common == (cellSet{}) {
					return false
				}
			}
			if len(nb) == 0 {
				return false
			}
		}
	}
	for c := 0; c < 81; c++ {
		if g.val[c] == 0 && popc(temp[c]) != 2 {
			return false
		}
	}
	var tpos [27][9]uint16
	loadPos(&temp, &tpos)
	for r := 0; r < 27; r++ {
		for d := 0; d < 9; d++ {
			if n := popc(tpos[r][d]); n != 0 && n != 2 {
				return false
			}
		}
	}
	// common cells, in SE's order: the house cells of the first BUG cell
	var commonList []int
	if haveCommon && len(bugCells) > 0 {
		for _, o := range houseCells[bugCells[0]] {
			if common.has(int(o)) {
				commonList = append(commonList, int(o))
			}
		}
	}
	pattern := func(h *Hint) {
		if g.explain {
			h.Pattern = &sernote.Pattern{Cells: bugCells}
			for _, c := range bugCells {
				h.Pattern.BUGDigits = append(h.Pattern.BUGDigits, bugVals[c])
			}
		}
	}
	switch {
	case len(bugCells) == 1:
		c := bugCells[0]
		h := newHint("BUG type 1", 56)
		pattern(h)
		h.Uniqueness = true
		h.Elims[c] = g.cand[c] &^ all
		h.Desc = cellName(c)
		return out(h)
	case popc(all) == 1:
		v := bits.TrailingZeros16(all) + 1
		if len(commonList) > 0 {
			h := newHint("BUG type 2", 57)
			pattern(h)
			if h.Pattern != nil {
				h.Pattern.Digits = []int{v}
			}
			h.Uniqueness = true
			for _, o := range commonList {
				if g.cand[o]&all != 0 {
					h.elim(o, v)
				}
			}
			h.Desc = cellsString(bugCells) + " on " + itoa(v)
			if h.worth() && out(h) {
				return true
			}
		}
		if len(bugCells) == 2 && bug4(g, bugCells, &bugVals, all, pattern, out) {
			return true
		}
	case len(commonList) > 0:
		if len(bugCells) == 2 && bug4(g, bugCells, &bugVals, all, pattern, out) {
			return true
		}
		return bug3(g, bugCells, all, commonList, pattern, out)
	}
	return false
}

func sharedRegion(cells []int, k int) int {
	r := int(cellRegion[cells[0]][k])
	for _, c := range cells[1:] {
		if int(cellRegion[c][k]) != r {
			return -1
		}
	}
	return r
}

func bug4(g *Grid, cells []int, vals *[81]uint16, all uint16, pattern func(*Hint), out emit) bool {
	c1, c2 := cells[0], cells[1]
	common := g.cand[c1] & g.cand[c2] &^ all
	if popc(common) != 1 {
		return false
	}
	for k := 0; k < 3; k++ {
		if sharedRegion(cells, k) < 0 {
			continue
		}
		h := newHint("BUG type 4", 57)
		pattern(h)
		if h.Pattern != nil {
			h.Pattern.Digits = sernote.MaskDigits(common)
		}
		h.Uniqueness = true
		h.Elims[c1] = g.cand[c1] &^ vals[c1] &^ common
		h.Elims[c2] = g.cand[c2] &^ vals[c2] &^ common
		h.Desc = cellName(c1) + "," + cellName(c2) + " on " + itoa(bits.TrailingZeros16(common)+1)
		if !h.worth() {
			continue // SE would apply a hint that removes nothing, forever
		}
		if out(h) {
			return true
		}
	}
	return false
}

func bug3(g *Grid, cells []int, all uint16, commonList []int, pattern func(*Hint), out emit) bool {
	for k := 0; k < 3; k++ {
		r := sharedRegion(cells, k)
		if r < 0 {
			continue
		}
		var rc []int
		for _, c := range commonList {
			if int(cellRegion[c][k]) == r {
				rc = append(rc, c)
			}
		}
		for degree := 2; degree <= 6; degree++ {
			if len(rc) < degree {
				continue
			}
			if combos(degree-1, len(rc), func(m uint64) bool {
				var sets []uint16
				var naked []int
				var other uint16
				for _, i := range maskList(m) {
					naked = append(naked, rc[i])
					sets = append(sets, g.cand[rc[i]])
					other |= g.cand[rc[i]]
				}
				sets = append(sets, all)
				if popc(other) != degree {
					return false
				}
				set, ok := commonTuple(sets, degree)
				if !ok {
					return false
				}
				h := newHint("BUG type 3", 57+popc(set)-1)
				pattern(h)
				if h.Pattern != nil {
					h.Pattern.Subset = &sernote.Subset{Cells: naked, Digits: sernote.MaskDigits(set), House: r}
				}
				h.Uniqueness = true
				for _, c := range rc {
					if contains(naked, c) || contains(cells, c) {
						continue
					}
					h.Elims[c] = g.cand[c] & set
				}
				h.Desc = cellsString(cells) + " with naked " + digitsString(set) + " in " + cellsString(naked)
				return h.worth() && out(h)
			}) {
				return true
			}
		}
	}
	return false
}

package logic

import "math/bits"

// Touched lists, once each, the cells a propagation layer changed and the
// units they lie in: the next layer of a layered singles trial need scan
// only those (strategy_filter.go, logic/te/te_bcone.go). A fresh stamp
// per layer replaces clearing the marks.
type Touched struct {
	cellSeen, unitSeen []uint32
	stamp              uint32
	// cellUnits: per cell, its units as a bit mask (grids of at most 128
	// cells and 32 units, else nil; collectSet)
	cellUnits []uint32
}

// NewTouched returns empty marks for the cells and units of g.
func NewTouched(g *Geometry) Touched {
	m := Touched{cellSeen: make([]uint32, g.NCells), unitSeen: make([]uint32, len(g.Units))}
	if g.NCells <= 128 && len(g.Units) <= 32 {
		m.cellUnits = make([]uint32, g.NCells)
		for c, us := range g.CellUnits {
			for _, u := range us {
				m.cellUnits[c] |= 1 << uint(u)
			}
		}
	}
	return m
}

// collectSet is Collect with the units in increasing order, for callers
// to which the order does not matter: on small grids (cellUnits) the
// cells and units are gathered in bit masks.
func (m *Touched) collectSet(g *Geometry, dirty, cells, units []int) ([]int, []int) {
	if m.cellUnits == nil {
		return m.Collect(g, dirty, cells, units)
	}
	var seen [2]uint64
	var um uint32
	cells, units = cells[:0], units[:0]
	for _, c := range dirty {
		w, b := c>>6, uint64(1)<<uint(c&63)
		if seen[w]&b != 0 {
			continue
		}
		seen[w] |= b
		cells = append(cells, c)
		um |= m.cellUnits[c]
	}
	for ; um != 0; um &= um - 1 {
		units = append(units, bits.TrailingZeros32(um))
	}
	return cells, units
}

// Collect empties cells and units and appends to them each cell of dirty
// once and each unit holding one of them once.
func (m *Touched) Collect(g *Geometry, dirty, cells, units []int) ([]int, []int) {
	m.stamp++
	if m.stamp == 0 { // wrapped: reset the marks
		clear(m.cellSeen)
		clear(m.unitSeen)
		m.stamp = 1
	}
	cells, units = cells[:0], units[:0]
	for _, c := range dirty {
		if m.cellSeen[c] == m.stamp {
			continue
		}
		m.cellSeen[c] = m.stamp
		cells = append(cells, c)
		for _, u := range g.CellUnits[c] {
			if m.unitSeen[u] != m.stamp {
				m.unitSeen[u] = m.stamp
				units = append(units, u)
			}
		}
	}
	return cells, units
}

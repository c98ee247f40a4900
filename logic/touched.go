package logic

// touched lists, once each, the cells a propagation layer changed and the
// units they lie in: the next layer of a layered singles trial need scan
// only those (strategy_filter.go, te_bcone.go). A fresh stamp per layer
// replaces clearing the marks.
type touched struct {
	cellSeen, unitSeen []uint32
	stamp              uint32
}

func newTouched(g *Geometry) touched {
	return touched{cellSeen: make([]uint32, g.NCells), unitSeen: make([]uint32, len(g.Units))}
}

// collect empties cells and units and appends to them each cell of dirty
// once and each unit holding one of them once.
func (m *touched) collect(g *Geometry, dirty, cells, units []int) ([]int, []int) {
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

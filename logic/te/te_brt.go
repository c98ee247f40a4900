package te

import "github.com/sudolab/sudolab/logic"
import "math/bits"

// bstate is a resolution state specialised for the many short BRT closures
// of T&E and of the backdoor search: besides the candidate masks it keeps,
// per (unit, digit), the number of cells still holding the digit, so that
// hidden singles and empty rn/cn/bn variables are found incrementally
// instead of by rescanning the grid (State.BRT rescans; fine once, too slow
// a million times).
type bstate struct {
	cands  []uint32 // per cell; 0 once decided
	values []uint8  // per cell; 0 or the decided digit
	cnt    []uint8  // per unit*Side+digit-1: cells of the unit holding the digit
	placed []uint32 // per unit: digits decided in it
	solved int
	status logic.Status
}

// bprop propagates BRT on bstates of one geometry; it owns the work queue.
type bprop struct {
	g     *logic.Geometry
	side  int
	queue []int32 // ≥ 0: naked-single check of a cell; < 0: hidden single -(k+1), k = unit*Side+digit-1
}

func newBprop(g *logic.Geometry) *bprop {
	return &bprop{g: g, side: g.Side, queue: make([]int32, 0, 4*g.NCells)}
}

func (p *bprop) newState() *bstate {
	g := p.g
	return &bstate{
		cands:  make([]uint32, g.NCells),
		values: make([]uint8, g.NCells),
		cnt:    make([]uint8, len(g.Units)*g.Side),
		placed: make([]uint32, len(g.Units)),
	}
}

func (s *bstate) copyFrom(t *bstate) {
	copy(s.cands, t.cands)
	copy(s.values, t.values)
	copy(s.cnt, t.cnt)
	copy(s.placed, t.placed)
	s.solved, s.status = t.solved, t.status
}

// load copies a State into s and closes it under BRT.
func (p *bprop) load(s *bstate, st *logic.State) logic.Status {
	g := p.g
	copy(s.cands, st.Cands)
	copy(s.values, st.Values)
	copy(s.placed, st.Placed)
	s.solved, s.status = st.Solved, logic.Open
	p.queue = p.queue[:0]
	for u, cells := range g.Units {
		for d := 0; d < p.side; d++ {
			bit := uint32(1) << uint(d)
			n := 0
			for _, c := range cells {
				if s.cands[c]&bit != 0 {
					n++
				}
			}
			k := u*p.side + d
			s.cnt[k] = uint8(n)
			if s.placed[u]&bit == 0 && n <= 1 {
				if n == 0 {
					s.status = logic.Contradiction
					return logic.Contradiction
				}
				p.queue = append(p.queue, int32(-(k + 1)))
			}
		}
	}
	for c, m := range s.cands {
		if s.values[c] == 0 {
			if m == 0 {
				s.status = logic.Contradiction
				return logic.Contradiction
			}
			if m&(m-1) == 0 {
				p.queue = append(p.queue, int32(c))
			}
		}
	}
	return p.run(s)
}

// store writes s back into a State (same geometry).
func (s *bstate) store(st *logic.State) {
	copy(st.Cands, s.cands)
	copy(st.Values, s.values)
	copy(st.Placed, s.placed)
	st.Solved = s.solved
}

// elim1 deletes digit index d (0-based) from cell and queues the singles it
// creates; false on a contradiction. The queue is left for run.
func (p *bprop) elim1(s *bstate, cell, d int) bool {
	bit := uint32(1) << uint(d)
	m := s.cands[cell]
	if m&bit == 0 {
		return true
	}
	m &^= bit
	s.cands[cell] = m
	if m == 0 {
		return false
	}
	if m&(m-1) == 0 {
		p.queue = append(p.queue, int32(cell))
	}
	for _, u := range p.g.CellUnits[cell] {
		if s.placed[u]&bit == 0 && !p.dropPlace(s, u*p.side+d) {
			return false
		}
	}
	return true
}

// dropPlace counts one place fewer for (unit, digit) k and queues the
// hidden single it may leave; false when no place is left.
func (p *bprop) dropPlace(s *bstate, k int) bool {
	n := s.cnt[k] - 1
	s.cnt[k] = n
	if n == 1 {
		p.queue = append(p.queue, int32(-(k + 1)))
	}
	return n != 0
}

// assign1 decides digit index d in cell (a current candidate) with ECP.
func (p *bprop) assign1(s *bstate, cell, d int) bool {
	g := p.g
	bit := uint32(1) << uint(d)
	m := s.cands[cell]
	s.values[cell] = uint8(d + 1)
	s.cands[cell] = 0
	s.solved++
	units := g.CellUnits[cell]
	for _, u := range units {
		s.placed[u] |= bit
	}
	// The cell's other digits leave its three units.
	for o := m &^ bit; o != 0; o &= o - 1 {
		e := bits.TrailingZeros32(o)
		for _, u := range units {
			if !p.dropPlace(s, u*p.side+e) {
				return false
			}
		}
	}
	for _, q := range g.Peers[cell] {
		if s.cands[q]&bit != 0 && !p.elim1(s, q, d) {
			return false
		}
	}
	return true
}

// run empties the queue, asserting every single, and sets s.status.
func (p *bprop) run(s *bstate) logic.Status {
	g := p.g
	for i := 0; i < len(p.queue); i++ {
		ev := p.queue[i]
		ok := true
		if ev >= 0 {
			cell := int(ev)
			if s.values[cell] != 0 {
				continue
			}
			m := s.cands[cell]
			ok = p.assign1(s, cell, bits.TrailingZeros32(m))
		} else {
			k := int(-ev - 1)
			u, d := k/p.side, k%p.side
			bit := uint32(1) << uint(d)
			if s.placed[u]&bit != 0 {
				continue
			}
			for _, c := range g.Units[u] {
				if s.cands[c]&bit != 0 {
					ok = p.assign1(s, c, d)
					break
				}
			}
		}
		if !ok {
			p.queue = p.queue[:0]
			s.status = logic.Contradiction
			return logic.Contradiction
		}
	}
	p.queue = p.queue[:0]
	if s.solved == g.NCells {
		s.status = logic.Solved
	} else {
		s.status = logic.Open
	}
	return s.status
}

// assert decides digit (1-based) in cell and closes under BRT.
func (p *bprop) assert(s *bstate, cell, digit int) logic.Status {
	if int(s.values[cell]) == digit {
		return s.status
	}
	if s.cands[cell]&(1<<uint(digit-1)) == 0 {
		s.status = logic.Contradiction // not a candidate: the hypothesis is void
		return logic.Contradiction
	}
	if !p.assign1(s, cell, digit-1) {
		p.queue = p.queue[:0]
		s.status = logic.Contradiction
		return logic.Contradiction
	}
	return p.run(s)
}

// eliminate deletes digit (1-based) from cell and closes under BRT.
func (p *bprop) eliminate(s *bstate, cell, digit int) logic.Status {
	if !p.elim1(s, cell, digit-1) {
		p.queue = p.queue[:0]
		s.status = logic.Contradiction
		return logic.Contradiction
	}
	return p.run(s)
}

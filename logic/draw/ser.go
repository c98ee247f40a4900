package draw

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Sudoku Explainer steps (logic/ser, printed and read by sernote) drawn
// over the state before them: the cells, digits and houses of the basic
// rules, the branches of chains (each potential on or off, an arrow from
// each parent to what it implies), the removals and the decided cell.

// SERState is the state of a Sudoku Explainer grid given by its values
// (0 = empty) and candidate masks (bit d-1 for digit d), for drawing.
func SERState(values []int, cands []uint32) *logic.State {
	g := logic.Geom(3)
	s := logic.NewState(g)
	for c := range s.Cands {
		s.Cands[c] = cands[c]
		if d := values[c]; d != 0 {
			s.Values[c] = uint8(d)
			s.Cands[c] = 0
			s.Solved++
			for _, u := range g.CellUnits[c] {
				s.Placed[u] |= 1 << uint(d-1)
			}
		}
	}
	return s
}

// houseVar is the variable of digit d in house h (sernote's numbering:
// blocks 0-8, rows 9-17, columns 18-26).
func houseVar(g *logic.Geometry, h, d int) int {
	kind := [...]logic.Kind{logic.BN, logic.RN, logic.CN}[h/9]
	return g.VarID(kind, h%9, d-1)
}

// SEROverlay is the overlay of step st in state s (the state before it).
func SEROverlay(s *logic.State, st *sernote.Step) *Overlay {
	g := s.G
	o := &Overlay{}
	p := &st.Pattern
	cands := func(cell int, mask uint32, r Role) {
		for d := 1; d <= 9; d++ {
			if mask&(1<<uint(d-1)) != 0 {
				o.Cands = append(o.Cands, CandMark{g.Cand(cell, d), r})
			}
		}
	}
	digitsMask := func(ds []int) uint32 {
		var m uint32
		for _, d := range ds {
			m |= 1 << uint(d-1)
		}
		return m
	}
	switch sernote.KindOf(st.Rule) {
	case sernote.HiddenSingle:
		o.Sets = append(o.Sets, SetMark{houseVar(g, p.Houses[0], p.Digits[0]), RoleBase})
	case sernote.NakedSingle:
		o.Cells = append(o.Cells, CellMark{p.Cells[0], RoleBase})
	case sernote.Locking, sernote.DirectLocking:
		o.Sets = append(o.Sets, SetMark{houseVar(g, p.Houses[1], p.Digits[0]), RoleCover}, SetMark{houseVar(g, p.Houses[0], p.Digits[0]), RoleBase})
	case sernote.DirectHidden, sernote.HiddenSubset:
		for _, d := range p.Digits {
			o.Sets = append(o.Sets, SetMark{houseVar(g, p.Houses[0], d), RoleBase})
		}
	case sernote.NakedSubset:
		for _, c := range p.Cells {
			o.Cells = append(o.Cells, CellMark{c, RoleBase})
			cands(c, s.Cands[c], RoleBase)
		}
	case sernote.Fish:
		var bases, covers []int
		for _, h := range p.Bases {
			bases = append(bases, houseVar(g, h, p.Digits[0]))
		}
		for _, h := range p.Covers {
			covers = append(covers, houseVar(g, h, p.Digits[0]))
		}
		addSets(o, s, bases, covers)
	case sernote.XYWing, sernote.XYZWing, sernote.AlignedExclusion:
		for _, c := range p.Cells {
			o.Cells = append(o.Cells, CellMark{c, RolePattern})
			cands(c, s.Cands[c], RolePattern)
		}
	case sernote.UniqueLoop, sernote.BUG:
		loop := digitsMask(p.Digits)
		for i, c := range p.Cells {
			o.Cells = append(o.Cells, CellMark{c, RolePattern})
			extra := s.Cands[c] &^ loop
			if len(p.BUGDigits) > 0 {
				extra = uint32(p.BUGDigits[i])
			}
			cands(c, s.Cands[c]&^extra, RolePattern)
			cands(c, s.Cands[c]&extra, RoleGuardian)
		}
		if x := p.Subset; x != nil {
			for _, c := range x.Cells {
				o.Cells = append(o.Cells, CellMark{c, RoleBase})
				cands(c, s.Cands[c]&digitsMask(x.Digits), RoleBase)
			}
		}
		if x := p.Locked; x != nil {
			o.Sets = append(o.Sets, SetMark{houseVar(g, x.House, x.Digit), RoleCover})
		}
	default:
		// the cell or the house of cell and region forcing chains
		for _, c := range p.Cells {
			o.Cells = append(o.Cells, CellMark{c, RolePattern})
		}
		for i, h := range p.Houses {
			o.Sets = append(o.Sets, SetMark{houseVar(g, h, p.Digits[i]), RoleBase})
		}
		addBranches(o, s, p.Branches)
	}
	if st.Cell >= 0 {
		o.Cands = append(o.Cands, CandMark{g.Cand(st.Cell, st.Value), RoleAssert})
	}
	for _, x := range st.Elims {
		o.Cands = append(o.Cands, CandMark{g.Cand(x.Cell, x.Digit), RoleTarget})
	}
	return o
}

// addBranches marks the potentials of chains on or off and draws an arrow
// from each parent to its child (for a cycle, from each node to the next).
func addBranches(o *Overlay, s *logic.State, bs []sernote.Branch) {
	g := s.G
	for _, b := range bs {
		for _, nd := range b.Nodes {
			x := g.Cand(nd.Pot.Cell, nd.Pot.Digit)
			r := RoleOff
			if nd.Pot.On {
				r = RoleOn
			}
			o.Cands = append(o.Cands, CandMark{x, r})
			for _, p := range nd.Parents {
				q := b.Nodes[p].Pot
				o.Links = append(o.Links, Link{From: []logic.Cand{g.Cand(q.Cell, q.Digit)}, To: []logic.Cand{x}, Weak: true})
			}
		}
	}
}

// The overlay of every Sudoku Explainer kind (logic/kinds): SEROverlay of
// the step's hint.
func init() {
	for _, id := range kinds.OfNotation(kinds.SE) {
		RegisterOverlay(id, func(o *Overlay, s *logic.State, st *logic.Step) {
			if ns, ok := st.Detail.(*sernote.Step); ok {
				so := SEROverlay(s, ns)
				o.Cells, o.Sets, o.Cands, o.Links = append(o.Cells, so.Cells...), append(o.Sets, so.Sets...), append(o.Cands, so.Cands...), append(o.Links, so.Links...)
			}
		})
	}
}

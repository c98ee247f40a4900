package draw

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/kinds"
)

// The overlays of the tridagon kinds (docs/tridagons.md): the tridagon of
// an elimination or of an OR1 assertion (what is left of it); a split's
// relation and c-chain; an OR_k chain's relation and cells.
func init() {
	RegisterOverlay(kinds.Tridagon, func(o *Overlay, s *logic.State, st *logic.Step) {
		if d, ok := st.Detail.(*exotic.PatternStep); ok && d.Tridagon != nil {
			addPlacement(o, s, d.Tridagon)
		}
	})
	RegisterOverlay(kinds.ORRelation, func(o *Overlay, s *logic.State, st *logic.Step) {
		if d, ok := st.Detail.(*exotic.PatternStep); ok && d.Relation != nil && d.Relation.Origin != nil {
			addPlacement(o, s, d.Relation.Origin)
		}
	})
	RegisterOverlay(kinds.ORSplit, func(o *Overlay, s *logic.State, st *logic.Step) {
		d, ok := st.Detail.(*exotic.PatternStep)
		if !ok || d.Split[0] == nil || d.Split[0].Split == nil {
			return
		}
		sp := d.Split[0].Split
		if sp.Parent != nil {
			addRelation(o, sp.Parent.Cands)
		}
		for i := 1; i < len(sp.Chain); i++ {
			o.Links = append(o.Links, Link{From: []logic.Cand{sp.Chain[i-1]}, To: []logic.Cand{sp.Chain[i]}})
		}
		for _, x := range sp.Chain[1:max(1, len(sp.Chain)-1)] {
			o.Cands = append(o.Cands, CandMark{x, RolePattern})
		}
	})
	chain := func(o *Overlay, s *logic.State, st *logic.Step) {
		if c, ok := st.Detail.(*exotic.ORChain); ok && c.Relation != nil {
			addORChain(o, s, c)
		}
	}
	for _, id := range []kinds.ID{kinds.ORWhip, kinds.ORContradWhip, kinds.ORForcingWhip} {
		RegisterOverlay(id, chain)
	}
}

// addRelation marks the candidates of an OR relation as guardians.
func addRelation(o *Overlay, cands []logic.Cand) {
	for _, x := range cands {
		o.Cands = append(o.Cands, CandMark{x, RoleGuardian})
	}
}

// addORChain marks an OR_k chain: the relation's candidates as guardians,
// then, cell by cell, the left-linking and right-linking candidates (the
// members of a g-candidate) with a line between them and an arrow from
// the previous right-linking candidate (or the target) into the next
// cell; a forcing whip's branches start from their relation candidate.
func addORChain(o *Overlay, s *logic.State, c *exotic.ORChain) {
	g := s.G
	addRelation(o, c.Relation.Cands)
	walk := func(prev []logic.Cand, cells []logic.ChainCell) {
		for _, cell := range cells {
			o.Cands = append(o.Cands, CandMark{cell.LLC, RoleLLC})
			if len(prev) > 0 {
				o.Links = append(o.Links, Link{From: prev, To: []logic.Cand{cell.LLC}, Weak: true})
			}
			prev = nil
			switch {
			case cell.GRLC >= 0:
				for _, x := range g.GLabelAt(cell.GRLC).Members {
					if s.Has(x) {
						prev = append(prev, x)
						o.Cands = append(o.Cands, CandMark{x, RoleRLC})
					}
				}
			case cell.RLC != logic.NoCand:
				prev = []logic.Cand{cell.RLC}
				o.Cands = append(o.Cands, CandMark{cell.RLC, RoleRLC})
			}
			if len(prev) > 0 {
				o.Links = append(o.Links, Link{From: []logic.Cand{cell.LLC}, To: prev})
			}
		}
	}
	if c.Kind == exotic.ORForcingWhip {
		for _, br := range c.Branches {
			walk([]logic.Cand{br.Start}, br.Cells)
		}
		return
	}
	prev := []logic.Cand{c.Z}
	for _, cell := range c.Cells {
		if !cell.IsOR {
			walk(prev, []logic.ChainCell{cell.ChainCell})
			prev = nil
			if cell.RLC != logic.NoCand {
				prev = []logic.Cand{cell.RLC}
			}
			if cell.GRLC >= 0 {
				for _, x := range g.GLabelAt(cell.GRLC).Members {
					if s.Has(x) {
						prev = append(prev, x)
					}
				}
			}
			continue
		}
		for _, x := range cell.ORLLCs {
			if len(prev) > 0 && linkedToAll(g, prev, x) {
				o.Links = append(o.Links, Link{From: prev, To: []logic.Cand{x}, Weak: true})
			}
		}
		prev = nil
		if cell.RLC != logic.NoCand {
			o.Cands = append(o.Cands, CandMark{cell.RLC, RoleRLC})
			prev = []logic.Cand{cell.RLC}
		}
	}
}

// linkedToAll: x is linked to every candidate of xs (for a g-candidate:
// to the whole group).
func linkedToAll(g *logic.Geometry, xs []logic.Cand, x logic.Cand) bool {
	for _, y := range xs {
		if !g.Linked(x, y) {
			return false
		}
	}
	return true
}

package exotic

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
)

// patternKinds are the kinds of the steps that use an impossible pattern.
var patternKinds = []kinds.ID{kinds.Tridagon, kinds.ORRelation, kinds.ORSplit, kinds.ORWhip, kinds.ORContradWhip, kinds.ORForcingWhip}

// The printers of the tridagon kinds (docs/tridagons.md §12.6): the
// tridagon of an elimination or of an OR1 assertion, a split, an OR_k
// chain.
func init() {
	logic.RegisterPrinter(kinds.Tridagon, func(g *logic.Geometry, st *logic.Step) string {
		if ts, ok := st.Detail.(*PatternStep); ok && ts.Tridagon != nil {
			return ts.Tridagon.Format(g)
		}
		return ""
	})
	logic.RegisterPrinter(kinds.ORRelation, func(g *logic.Geometry, st *logic.Step) string {
		if ts, ok := st.Detail.(*PatternStep); ok && ts.Relation != nil && ts.Relation.Origin != nil {
			return ts.Relation.Origin.Format(g)
		}
		return ""
	})
	logic.RegisterPrinter(kinds.ORSplit, func(g *logic.Geometry, st *logic.Step) string {
		if ts, ok := st.Detail.(*PatternStep); ok && ts.Split[0] != nil && ts.Split[0].Split != nil {
			return ts.splitPattern(g)
		}
		return ""
	})
	chain := func(g *logic.Geometry, st *logic.Step) string {
		if c, ok := st.Detail.(*ORChain); ok {
			return c.Format(g)
		}
		return ""
	}
	for _, id := range []kinds.ID{kinds.ORWhip, kinds.ORContradWhip, kinds.ORForcingWhip} {
		logic.RegisterPrinter(id, chain)
	}
}

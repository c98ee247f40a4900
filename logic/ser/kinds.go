package ser

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// The printer of every Sudoku Explainer kind (logic/kinds): a hint prints
// as its head line and its structure lines (sernote.Step.Format), which is
// the whole pattern of an SE step.
func init() {
	for _, id := range kinds.OfNotation(kinds.SE) {
		logic.RegisterPrinter(id, func(_ *logic.Geometry, st *logic.Step) string {
			if ns, ok := st.Detail.(*sernote.Step); ok {
				return ns.Format()
			}
			return ""
		})
	}
}

// Step is the hint as a step of its kind (logic/kinds), in the state
// before it: its rule, its whole printed form as pattern, its conclusions,
// and its note (with its pattern, when recorded) as Detail.
func (h *Hint) Step(g *logic.Geometry) logic.Step {
	ns := h.Note()
	st := logic.Step{Rule: h.Name, Pattern: ns.Format(), Detail: ns}
	for _, x := range ns.Elims {
		st.Elims = append(st.Elims, g.Cand(x.Cell, x.Digit))
	}
	if ns.Cell >= 0 {
		st.Asserts = append(st.Asserts, g.Cand(ns.Cell, ns.Value))
	}
	return st
}

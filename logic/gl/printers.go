package gl

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
)

// The printers of this package's kinds (logic/kinds): a general-logic
// step prints its rank and sets (glPattern), a fishy cycle its digit,
// vertices, labels and certificate (FishyCycle.Pattern).
func init() {
	logic.RegisterPrinter(kinds.GL, func(g *logic.Geometry, st *logic.Step) string {
		if l, ok := st.Detail.(*GLLogic); ok {
			return glPattern(g, l)
		}
		return ""
	})
	logic.RegisterPrinter(kinds.FishyCycle, func(g *logic.Geometry, st *logic.Step) string {
		if fc, ok := st.Detail.(*FishyCycle); ok {
			return fc.Pattern(g)
		}
		return ""
	})
}

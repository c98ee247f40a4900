package experiments

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// The ratings with subsets (RULES.md §3.1): S+W, S+gW, SFin+W; and GL.
func init() {
	for i, name := range []string{"S+W", "S+gW", "SFin+W"} {
		fam, err := logic.FamilyNamed(name)
		if err != nil {
			panic(err)
		}
		Register(&Column{Name: name, Order: 14 + i, Compute: chainColumn(fam)})
	}
	// GL: general logic of rank ≤ 1 (GENERAL-LOGIC.md part A), the largest
	// order n its simplest-first path needs, up to Options.GLOrder.
	Register(&Column{Name: "GL", Order: 17, Compute: func(g *puzzle.Grid, sol []uint8, opt Options) (string, error) {
		return cappedColumn(logic.FamilyGL(), GLOrder(opt))(g, sol, opt)
	}})
}

// DefaultGLOrder bounds the GL column's order: 4, the order GNPX's author
// calls the practical limit (one order-4 search of a hard state takes
// seconds here, order 5 half a minute, GENERAL-LOGIC.md §A4.3).
const DefaultGLOrder = 4

// GLOrder is the GL column's order bound: opt.GLOrder, or the default,
// within 1..logic.GLMaxOrder.
func GLOrder(opt Options) int {
	n := opt.GLOrder
	if n <= 0 {
		n = DefaultGLOrder
	}
	return min(n, logic.GLMaxOrder)
}

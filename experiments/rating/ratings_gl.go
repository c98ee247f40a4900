package rating

import (
	"github.com/sudolab/sudolab/logic/gl"
)

// The GL rating: general logic of rank ≤ 1 (docs/general-logic.md), the
// largest order n its simplest-first path needs, up to Options.GLOrder.
func init() {
	gl := chainColumn("GL", gl.FamilyGL())
	Register(&Column{Name: "GL", Order: 17, Group: "chains", Compute: func(p *Puzzle, opt Options) (string, error) {
		opt.MaxLength = glOrder(opt)
		return gl(p, opt)
	}})
}

// DefaultGLOrder bounds the GL column's order: 4, the order GNPX's author
// calls the practical limit (one order-4 search of a hard state takes
// seconds here, order 5 half a minute, docs/general-logic.md §6.5.5).
const DefaultGLOrder = 4

// glOrder is the GL column's order bound: opt.GLOrder, or the default
// (the family caps it to gl.GLMaxOrder).
func glOrder(opt Options) int {
	if opt.GLOrder > 0 {
		return opt.GLOrder
	}
	return DefaultGLOrder
}

package gl

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
)

// General logic as a rule of the simplest-first strategy, so that GL is a
// rule family like W or S+W: `path --rules GL`, the `GL` rating column, and
// GL<n> theories for T&E (GL(n,k), the closure form, is in gl_theory.go).

// GLMaxRank is the rank bound of the GL family: GNPX's default K = 1
// (docs/general-logic.md §6.5).
const GLMaxRank = 1

// GLMaxTheoryRank bounds k in the theory name GL(n,k) and the rank of
// searches asked for on the command line (the cover search's cost grows
// steeply with the rank).
const GLMaxTheoryRank = 9

// GLMaxOrder is the largest order the search reaches under the default
// per-footprint caps of docs/general-logic.md §6.5.1 (7 for single-digit families).
var GLMaxOrder = DefaultGLCaps[1]

// RankGL puts general logic after every chain rule of a level.
const RankGL = logic.RankAfterBraids

// GLRule finds, at level n, the simplest logic (docs/general-logic.md §6.5 order: rank, footprint
// size, first elimination) of order exactly n and rank ≤ MaxRank, with the
// core rule only (docs/general-logic.md §6.3: no fins, Hall check or triplet split, so that the
// rating counts one kind of logic, docs/general-logic.md §6.4). The strategy reaches level n only
// once no lower level has an elimination.
type GLRule struct{ MaxRank int }

// Name is "gl".
func (GLRule) Name() string { return "gl" }

// Rank is RankGL.
func (GLRule) Rank() int { return RankGL }

// HasLevel: orders 1..GLMaxOrder.
func (GLRule) HasLevel(k int) bool { return k >= 1 && k <= GLMaxOrder }

// Find searches covers of order-k families only (MinOrder), on one
// goroutine, so that parallel rating runs stay parallel over puzzles; the
// result does not depend on it.
//
// The search stops early when the strategy's context is done (the
// strategy then stops before the next rule).
func (r GLRule) Find(sc *logic.Scratch, s *logic.State, k int) (logic.Step, bool) {
	opt := GLOptions{Order: k, MinOrder: k, Rank: r.MaxRank, All: true, Workers: 1}
	if sc != nil {
		opt.Ctx = sc.Context()
	}
	res := GLSearch(s, opt)
	if res.Interrupted != nil {
		return logic.Step{}, false
	}
	// Contradiction logics (covers < bases) are skipped without loss:
	// leaving out any one base gives rank-0 logics of lower order that
	// empty that base, so a lower level would have applied them and BRT
	// would have found the contradiction before level k.
	for i := range res.Logics {
		l := &res.Logics[i]
		if l.Order() == k && !l.Contradiction && len(l.Elims) > 0 {
			return logic.Step{Rule: "gl", Length: k, Pattern: glPattern(s.G, l), Elims: l.Elims, Detail: l}, true
		}
	}
	return logic.Step{}, false
}

func init() {
	logic.RegisterFamily("GL", 17, "chains", FamilyGL)
	logic.RegisterTheory(func(name string) (logic.Theory, error) {
		var order, rank int
		if n, _ := fmt.Sscanf(name, "GL(%d,%d)", &order, &rank); n != 2 {
			return nil, nil
		}
		if order < 1 || order > GLMaxOrder || rank < 0 || rank > GLMaxTheoryRank {
			return nil, fmt.Errorf("theory %q: GL(n,k) needs 1 ≤ n ≤ %d and 0 ≤ k ≤ %d", name, GLMaxOrder, GLMaxTheoryRank)
		}
		return NewGLTheory(order, rank), nil
	})
}

// SetNames names the bases and covers of l and gives its rank (the
// logic.SetLogic of a GL step, for path --json).
func (l *GLLogic) SetNames(g *logic.Geometry) (bases, covers []string, rank int) {
	for _, v := range l.Bases {
		bases = append(bases, GLSetName(g, v))
	}
	for _, v := range l.Covers {
		covers = append(covers, GLSetName(g, v))
	}
	return bases, covers, l.Rank
}

// FamilyGL is GL = whip[1] + general logic of rank ≤ GLMaxRank; its rating
// is the largest order the simplest-first path needs.
func FamilyGL() logic.Family {
	return logic.Family{Name: "GL", Rules: []logic.Rule{logic.Whip1Rule{}, GLRule{MaxRank: GLMaxRank}}, MaxLevel: GLMaxOrder}
}

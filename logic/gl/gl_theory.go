package gl

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// GLTheory is GL(n,k): BRT plus the core general-logic rule for orders <=
// n and ranks <= k (footprint |D| <= 4 with the default caps), run to
// quiescence. Each round applies every elimination found by one full
// search of the same state (all valid there, so applying them together is
// sound), then BRT again.
type GLTheory struct {
	Opt GLOptions
	// Truncated is set if any round's search ran out of budget (the
	// closure may then be weaker than GL(n,k)).
	Truncated bool
}

// NewGLTheory returns the theory GL(order, rank) with the default search
// bounds of docs/general-logic.md §6.5 (DMax 4, per-|D| caps), core rule only.
func NewGLTheory(order, rank int) logic.Theory {
	return &GLTheory{Opt: GLOptions{Order: order, Rank: rank, DMax: 4, All: true}}
}

// Name is "GL(n,k)".
func (t *GLTheory) Name() string { return fmt.Sprintf("GL(%d,%d)", t.Opt.Order, t.Opt.Rank) }

// Close applies BRT and GL eliminations to quiescence.
func (t *GLTheory) Close(s *logic.State) logic.Status {
	for {
		st := s.BRT()
		if st != logic.Open {
			return st
		}
		opt := t.Opt
		opt.All = true
		res := GLSearch(s, opt)
		if res.Truncated {
			t.Truncated = true
		}
		progress := false
		for i := range res.Logics {
			l := &res.Logics[i]
			if l.Contradiction {
				if s.Log != nil {
					s.Log.Add(logic.Step{Rule: "gl-contradiction", Length: l.Order(), Pattern: glPattern(s.G, l), Detail: l})
				}
				return logic.Contradiction
			}
			var done []logic.Cand
			for _, x := range l.AllElims() {
				if s.Eliminate(x) {
					done = append(done, x)
				}
			}
			if len(done) > 0 {
				progress = true
				if s.Log != nil {
					s.Log.Add(logic.Step{Rule: "gl-" + l.Tag(), Length: l.Order(), Pattern: glPattern(s.G, l), Elims: done, Detail: l})
				}
			}
		}
		if !progress {
			return s.Status()
		}
	}
}

// glPattern is the Step.Pattern of a logic: "k=1 r1#1 r6#1 / c3#1 c9#1 b3#1".
func glPattern(g *logic.Geometry, l *GLLogic) string {
	var b strings.Builder
	fmt.Fprintf(&b, "k=%d %s / %s", l.Rank, FormatGLSets(g, l.Bases), FormatGLSets(g, l.Covers))
	if len(l.Fins) > 0 {
		fmt.Fprintf(&b, " fins %s", glCands(g, l.Fins))
	}
	return b.String()
}

package draw

import (
	"slices"
	"sort"
	"sync"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/logic/kinds"
)

// Role says what a marked cell, candidate or set is in the pattern drawn;
// it chooses the colour and the legend entry.
type Role int8

// The roles, in legend order.
const (
	RoleLLC      Role = iota // a chain's left-linking candidate
	RoleRLC                  // a chain's right-linking candidate (or g-candidate)
	RoleZ                    // a z-candidate: linked to the target
	RoleT                    // a t-candidate: linked to an earlier right-linking candidate
	RoleTarget               // eliminated by the step (drawn struck)
	RoleAssert               // asserted by the step
	RoleBase                 // in a base set (subsets, fish, general logic)
	RoleCover                // in a cover set
	RoleFin                  // a fin
	RolePattern              // a cell or candidate of a pattern (e.g. a tridagon)
	RoleGuardian             // a guardian of a pattern
	RoleOn                   // a potential of a Sudoku Explainer chain taken on (the cell holds the digit)
	RoleOff                  // a potential of a Sudoku Explainer chain taken off
	numRoles
)

var roleNames = [numRoles]string{"left-linking", "right-linking", "z-candidate", "t-candidate",
	"eliminated", "asserted", "base set", "cover set", "fin", "pattern", "guardian", "on", "off"}

func (r Role) String() string {
	if r < 0 || r >= numRoles {
		return "role?"
	}
	return roleNames[r]
}

// CandMark marks one candidate.
type CandMark struct {
	Cand logic.Cand
	Role Role
}

// CellMark shades one cell.
type CellMark struct {
	Cell int
	Role Role
}

// SetMark shades one CSP variable (a set of candidates, numbered as
// logic.Geometry.VarID): a cell set shades the cell, a row-, column- or
// block-digit set is drawn as a band through its live candidates.
type SetMark struct {
	Var  int
	Role Role
}

// Link is an arrow (Weak: a link between candidates, drawn dashed with an
// arrowhead) or a line (strong: the candidates of one variable of a chain,
// left-linking to right-linking) between two candidates or groups of
// candidates; a group of more than one candidate (a g-candidate) is boxed.
type Link struct {
	From, To []logic.Cand
	Weak     bool
}

// Overlay is everything drawn over a state; the zero value draws the bare
// state. Marks of a candidate that is not in the state are ignored, except
// RoleAssert (the value it becomes is drawn in the cell).
type Overlay struct {
	Cells []CellMark
	Sets  []SetMark
	Cands []CandMark
	Links []Link
}

// Roles lists the roles used, in legend order.
func (o *Overlay) Roles() []Role {
	var seen [numRoles]bool
	for _, m := range o.Cells {
		seen[m.Role] = true
	}
	for _, m := range o.Sets {
		seen[m.Role] = true
	}
	for _, m := range o.Cands {
		seen[m.Role] = true
	}
	var out []Role
	for r := Role(0); r < numRoles; r++ {
		if seen[r] {
			out = append(out, r)
		}
	}
	return out
}

// CandsWith lists the candidates marked with role r (sorted, no repeats).
func (o *Overlay) CandsWith(r Role) []logic.Cand {
	var out []logic.Cand
	for _, m := range o.Cands {
		if m.Role == r {
			out = append(out, m.Cand)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return dedup(out)
}

func dedup(xs []logic.Cand) []logic.Cand {
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// OverlayFunc adds to o the marks of a step of one kind taken in state
// before: its pattern's cells, candidates, sets and links. StepOverlay
// adds the step's assertions and targets itself.
type OverlayFunc func(o *Overlay, before *logic.State, st *logic.Step)

var (
	overlaysMu sync.RWMutex
	overlays   = map[kinds.ID]OverlayFunc{}
)

// RegisterOverlay gives the overlay of kind id (logic/kinds), from an
// init function of this package or of a package built on it.
func RegisterOverlay(id kinds.ID, f OverlayFunc) {
	kinds.Provide(id, kinds.Overlay)
	overlaysMu.Lock()
	overlays[id] = f
	overlaysMu.Unlock()
}

// StepOverlay builds the overlay of step st taken in state before: its
// targets and assertions always, and the marks of its kind's overlay
// (RegisterOverlay): for a chain its left- and right-linking candidates,
// z- and t-candidates and links; for subsets and fish, and for general
// logic, its base and cover sets and fins; for a tridagon its cells and
// guardians; for an OR_k chain its relation and its cells.
func StepOverlay(before *logic.State, st *logic.Step) *Overlay {
	o := &Overlay{}
	for _, x := range st.Asserts {
		o.Cands = append(o.Cands, CandMark{x, RoleAssert})
	}
	if id, ok := st.Kind(); ok {
		overlaysMu.RLock()
		f := overlays[id]
		overlaysMu.RUnlock()
		if f != nil {
			f(o, before, st)
		}
	}
	// Targets last, so that they win over any other role of the candidate.
	for _, x := range st.Elims {
		o.Cands = append(o.Cands, CandMark{x, RoleTarget})
	}
	return o
}

// The overlays of the kinds of logic and logic/gl (those of the tridagon
// kinds are in overlay_or.go). Singles add nothing to their assertions.
func init() {
	RegisterOverlay(kinds.Singles, func(*Overlay, *logic.State, *logic.Step) {})
	chain := func(o *Overlay, s *logic.State, st *logic.Step) {
		if d, ok := st.Detail.(*logic.ChainPattern); ok {
			addChain(o, s, d)
		}
	}
	for _, id := range []kinds.ID{kinds.Whip, kinds.Braid, kinds.GWhip, kinds.GBraid, kinds.BivChain, kinds.ZChain, kinds.TWhip} {
		RegisterOverlay(id, chain)
	}
	set := func(o *Overlay, s *logic.State, st *logic.Step) {
		if d, ok := st.Detail.(logic.SubsetDetail); ok {
			addSubset(o, s, d)
		}
	}
	for _, id := range []kinds.ID{kinds.NakedSubset, kinds.HiddenSubset, kinds.Fish, kinds.FinnedFish} {
		RegisterOverlay(id, set)
	}
	RegisterOverlay(kinds.GL, func(o *Overlay, s *logic.State, st *logic.Step) {
		if d, ok := st.Detail.(*gl.GLLogic); ok {
			addSets(o, s, d.Bases, d.Covers)
			for _, x := range d.Fins {
				o.Cands = append(o.Cands, CandMark{x, RoleFin})
			}
		}
	})
	RegisterOverlay(kinds.FishyCycle, func(o *Overlay, s *logic.State, st *logic.Step) {
		if d, ok := st.Detail.(*gl.FishyCycle); ok {
			addSets(o, s, d.Bases, d.Covers)
			for _, c := range d.Cells {
				o.Cells = append(o.Cells, CellMark{c, RolePattern})
			}
		}
	})
}

// PatternOverlay marks placement t of an impossible pattern (a tridagon
// or one of eleven's patterns) in state s (docs/tridagons.md): its cells
// shaded as a pattern, its three digits' candidates in them as the
// pattern, its guardians (the other candidates of those cells) apart.
func PatternOverlay(s *logic.State, t *exotic.Placement) *Overlay {
	o := &Overlay{}
	addPlacement(o, s, t)
	return o
}

func addPlacement(o *Overlay, s *logic.State, t *exotic.Placement) {
	g := s.G
	guardian := map[logic.Cand]bool{}
	for _, x := range t.Guardians {
		guardian[x] = true
	}
	for _, cell := range t.Cells {
		o.Cells = append(o.Cells, CellMark{cell, RolePattern})
		for _, d := range t.Digits {
			if x := g.Cand(cell, d); s.Has(x) {
				o.Cands = append(o.Cands, CandMark{x, RolePattern})
			}
		}
		// Guardians as the state has them now: the recorded list may be
		// older (a persisting relation), the live candidates decide.
		for d := 1; d <= g.Side; d++ {
			x := g.Cand(cell, d)
			if s.Has(x) && !slices.Contains(t.Digits[:], d) {
				o.Cands = append(o.Cands, CandMark{x, RoleGuardian})
			}
		}
	}
}

// anchor is what a later left-linking candidate can be linked to: a
// target, a right-linking candidate or a g-candidate (g-label gl ≥ 0).
type anchor struct {
	cands []logic.Cand
	gl    int
}

func (a anchor) linked(g *logic.Geometry, x logic.Cand) bool {
	if a.gl >= 0 {
		return g.GLinkSet(a.gl).Has(x)
	}
	return g.Linked(a.cands[0], x)
}

func addChain(o *Overlay, s *logic.State, p *logic.ChainPattern) {
	g := s.G
	var targets, rlcs []anchor
	for _, t := range p.Targets {
		targets = append(targets, anchor{[]logic.Cand{t}, -1})
	}
	for i, c := range p.Cells {
		o.Cands = append(o.Cands, CandMark{c.LLC, RoleLLC})
		// The arrow into the llc comes from the latest earlier rlc it is
		// linked to (a whip's previous rlc), else from the targets.
		from := -1
		for j := len(rlcs) - 1; j >= 0 && from < 0; j-- {
			if rlcs[j].linked(g, c.LLC) {
				from = j
			}
		}
		if from >= 0 {
			o.Links = append(o.Links, Link{From: rlcs[from].cands, To: []logic.Cand{c.LLC}, Weak: true})
		} else {
			for _, t := range targets {
				if t.linked(g, c.LLC) {
					o.Links = append(o.Links, Link{From: t.cands, To: []logic.Cand{c.LLC}, Weak: true})
				}
			}
		}
		inRLC := map[logic.Cand]bool{}
		switch {
		case c.GRLC >= 0:
			var members []logic.Cand
			for _, x := range g.GLabelAt(c.GRLC).Members {
				if s.Has(x) {
					members = append(members, x)
					inRLC[x] = true
					o.Cands = append(o.Cands, CandMark{x, RoleRLC})
				}
			}
			if len(members) > 0 {
				o.Links = append(o.Links, Link{From: []logic.Cand{c.LLC}, To: members})
				rlcs = append(rlcs, anchor{members, c.GRLC})
			}
		case c.RLC != logic.NoCand:
			inRLC[c.RLC] = true
			o.Cands = append(o.Cands, CandMark{c.RLC, RoleRLC})
			o.Links = append(o.Links, Link{From: []logic.Cand{c.LLC}, To: []logic.Cand{c.RLC}})
			rlcs = append(rlcs, anchor{[]logic.Cand{c.RLC}, -1})
		}
		// The other candidates of the variable are what makes the chain
		// go on: each is linked to a target (z) or to an earlier rlc (t).
		for _, x := range g.VarCands(c.Var) {
			if x == c.LLC || inRLC[x] || !s.Has(x) {
				continue
			}
			switch {
			case linkedToAny(g, targets, x):
				o.Cands = append(o.Cands, CandMark{x, RoleZ})
			case linkedToAny(g, rlcs[:min(i, len(rlcs))], x):
				o.Cands = append(o.Cands, CandMark{x, RoleT})
			}
		}
	}
}

func linkedToAny(g *logic.Geometry, as []anchor, x logic.Cand) bool {
	for _, a := range as {
		if a.linked(g, x) {
			return true
		}
	}
	return false
}

// addSets marks base sets (their live candidates filled) and cover sets.
func addSets(o *Overlay, s *logic.State, bases, covers []int) {
	for _, v := range covers {
		o.Sets = append(o.Sets, SetMark{v, RoleCover})
	}
	for _, v := range bases {
		o.Sets = append(o.Sets, SetMark{v, RoleBase})
		for _, x := range s.G.VarCands(v) {
			if s.Has(x) {
				o.Cands = append(o.Cands, CandMark{x, RoleBase})
			}
		}
	}
}

func addSubset(o *Overlay, s *logic.State, d logic.SubsetDetail) {
	g := s.G
	switch d.Kind {
	case "naked", "hidden":
		for _, cell := range d.Cells {
			o.Cells = append(o.Cells, CellMark{cell, RoleBase})
			for _, dg := range d.Digits {
				if x := g.Cand(cell, dg); s.Has(x) {
					o.Cands = append(o.Cands, CandMark{x, RoleBase})
				}
			}
		}
	case "fish", "finned-fish":
		baseKind, coverKind := logic.RN, logic.CN
		if d.Columns {
			baseKind, coverKind = logic.CN, logic.RN
		}
		var bases, covers []int
		for _, l := range d.Base {
			bases = append(bases, g.VarID(baseKind, l-1, d.Digit-1))
		}
		for _, l := range d.Cover {
			covers = append(covers, g.VarID(coverKind, l-1, d.Digit-1))
		}
		addSets(o, s, bases, covers)
		for _, cell := range d.Fins {
			o.Cands = append(o.Cands, CandMark{g.Cand(cell, d.Digit), RoleFin})
		}
	}
}

package logic

import (
	"context"

	"github.com/sudolab/sudolab/puzzle"
)

// Path is a resolution path of the simplest-first strategy: every step (BRT
// singles included) from the initial state of the puzzle.
type Path struct {
	Family  string
	MaxLen  int
	Initial *State // the initial state (givens asserted), before any step
	Final   *State
	Steps   []Step
	Rating  Rating
	Status  Status
}

// ResolvePath checks that pg is valid, then runs family f with maxLen
// (≤ 0: 36) and records the path. onStep (may be nil) is the strategy's
// OnStep hook: called with the state before each non-BRT step; a non-nil
// error stops the run and is returned (with the path so far).
func ResolvePath(pg *puzzle.Grid, f Family, maxLen int, onStep func(before *State, step *Step) error) (*Path, error) {
	return ResolvePathControl(pg, f, maxLen, PathControl{OnStep: onStep})
}

// PathControl holds the optional hooks of a path run.
type PathControl struct {
	Ctx      context.Context                       // stops the run when done (see Strategy.Ctx)
	OnStep   func(before *State, step *Step) error // see Strategy.OnStep
	Progress func(steps, level int)                // see Strategy.Progress
}

// ResolvePathControl is ResolvePath with the hooks of c. When c.Ctx stops
// the run, its error is returned with the path so far.
func ResolvePathControl(pg *puzzle.Grid, f Family, maxLen int, c PathControl) (*Path, error) {
	if _, err := Solve(pg); err != nil {
		return nil, err
	}
	s, err := FromGrid(pg)
	if err != nil {
		return nil, err
	}
	return ResolveStateControl(s, f, maxLen, c)
}

// ResolveState is ResolvePath from a state (not modified; no validity check).
func ResolveState(s0 *State, f Family, maxLen int, onStep func(before *State, step *Step) error) (*Path, error) {
	return ResolveStateControl(s0, f, maxLen, PathControl{OnStep: onStep})
}

// ResolveStateControl is ResolveState with the hooks of c.
func ResolveStateControl(s0 *State, f Family, maxLen int, c PathControl) (*Path, error) {
	st := NewStrategy(f, maxLen)
	st.OnStep, st.Ctx, st.Progress = c.OnStep, c.Ctx, c.Progress
	s := s0.Clone()
	s.Log = &Log{}
	p := &Path{Family: f.Name, MaxLen: st.MaxLen, Initial: s0.Clone()}
	res, err := st.Run(s)
	p.Steps, p.Final, p.Status = s.Log.Steps, s, res.Status
	s.Log = nil
	if err != nil {
		return p, err
	}
	p.Rating, err = resultRating(res, st.MaxLen)
	return p, err
}

// Text prints the path in SudoRules' notation, singles folded into
// "singles ==> …" lines.
func (p *Path) Text() string { return FormatPath(p.Initial.G, p.Steps, true) }

// StepJSON is one step of a path, ready for encoding/json.
type StepJSON struct {
	Rule    string     `json:"rule"`             // e.g. "whip", "naked-single"
	Length  int        `json:"length,omitempty"` // pattern length
	Text    string     `json:"text"`             // the SudoRules line
	Pattern string     `json:"pattern,omitempty"`
	Cells   []CellJSON `json:"cells,omitempty"`
	Targets []string   `json:"targets,omitempty"` // eliminated, e.g. "r9c9≠8"
	Asserts []string   `json:"asserts,omitempty"` // e.g. "r6c2=3"
	// General-logic steps: the sets (r1c5, c5#7, b2#1) and the rank.
	Bases  []string `json:"bases,omitempty"`
	Covers []string `json:"covers,omitempty"`
	Rank   *int     `json:"rank,omitempty"`
	// Counts after the step.
	Values     int `json:"values"`
	Candidates int `json:"candidates"`
}

// CellJSON is one cell of a chain pattern.
type CellJSON struct {
	Var string `json:"var"`           // r9c8, r5n6, c4n7, b4n6
	LLC string `json:"llc"`           // the llc as a candidate, e.g. "r9c8=8"
	RLC string `json:"rlc,omitempty"` // candidate "r9c8=1", or g-candidate "r3c456=7"; empty for the last cell
	G   bool   `json:"g,omitempty"`   // the rlc is a g-candidate
}

// PathJSON is a whole path, ready for encoding/json.
type PathJSON struct {
	Family string     `json:"family"`
	MaxLen int        `json:"max_length"`
	Rating string     `json:"rating"`
	Status string     `json:"status"`
	Steps  []StepJSON `json:"steps"`
}

// JSON converts the path (counts are obtained by replaying the steps).
func (p *Path) JSON() PathJSON {
	g := p.Initial.G
	out := PathJSON{Family: p.Family, MaxLen: p.MaxLen, Rating: p.Rating.String(), Status: p.Status.String()}
	s := p.Initial.Clone()
	for i := range p.Steps {
		st := &p.Steps[i]
		for _, x := range st.Elims {
			s.Eliminate(x)
		}
		for _, x := range st.Asserts {
			s.Assert(g.CellOf(x), g.DigitOf(x))
		}
		j := StepJSON{Rule: st.Rule, Length: st.Length, Text: st.Text(g), Pattern: st.Pattern,
			Values: s.Solved, Candidates: s.NumCands()}
		for _, x := range st.Elims {
			j.Targets = append(j.Targets, g.FormatElim(x))
		}
		for _, x := range st.Asserts {
			j.Asserts = append(j.Asserts, g.FormatValue(x))
		}
		if cp, ok := st.Detail.(*ChainPattern); ok {
			j.Cells = cp.CellsJSON(g)
		}
		if l, ok := st.Detail.(SetLogic); ok {
			bases, covers, rank := l.SetNames(g)
			j.Bases, j.Covers, j.Rank = bases, covers, &rank
		}
		out.Steps = append(out.Steps, j)
	}
	return out
}

// SetLogic is the Detail of a step made by a base/cover-set logic (general
// logic, logic/gl): its base and cover sets by name and its rank, for JSON.
type SetLogic interface {
	SetNames(g *Geometry) (bases, covers []string, rank int)
}

// CellsJSON describes the cells of the pattern for JSON output.
func (p *ChainPattern) CellsJSON(g *Geometry) []CellJSON {
	var out []CellJSON
	for _, c := range p.Cells {
		j := CellJSON{Var: g.FormatVar(c.Var), LLC: g.FormatValue(c.LLC)}
		switch {
		case c.GRLC >= 0:
			lab := g.GLabelAt(c.GRLC)
			j.RLC, j.G = g.FormatGLabel(c.GRLC)+"="+itoa(lab.Digit), true
		case c.RLC != NoCand:
			j.RLC = g.FormatValue(c.RLC)
		}
		out = append(out, j)
	}
	return out
}

// FormatGLabel prints the segment of g-label i as r3c456 or r456c2.
func (g *Geometry) FormatGLabel(i int) string {
	lab := g.GLabelAt(i)
	var rows, cols []int
	for _, c := range lab.Cells {
		rows = append(rows, g.Row[c]+1)
		cols = append(cols, g.Col[c]+1)
	}
	if lab.MiniRow {
		return "r" + itoa(lab.Line+1) + "c" + joinInts(cols)
	}
	return "r" + joinInts(rows) + "c" + itoa(lab.Line+1)
}

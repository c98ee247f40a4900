package draw

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// Frame is one picture of a path: a rule step, or a run of singles (as
// `sudolab path` folds them into one "singles ==> …" line).
type Frame struct {
	Before *logic.State // the state before the frame's steps
	Steps  []logic.Step // one rule step, or consecutive singles
	First  int          // index of Steps[0] in the path
	Text   string       // the line `sudolab path` prints for it
	Values int          // decided cells after the frame
	Cands  int          // candidates left after the frame
	Geom   *logic.Geometry
}

// Overlay is the frame's overlay: its step's, or the asserted values of
// its singles.
func (f *Frame) Overlay() *Overlay {
	if len(f.Steps) == 1 {
		return StepOverlay(f.Before, &f.Steps[0])
	}
	o := &Overlay{}
	for _, st := range f.Steps {
		for _, x := range st.Asserts {
			o.Cands = append(o.Cands, CandMark{x, RoleAssert})
		}
	}
	return o
}

// IsSingles reports whether the frame is a run of singles.
func (f *Frame) IsSingles() bool { return f.Steps[0].IsSingle() }

// PathFrames replays path p from its initial state and cuts it into frames.
func PathFrames(p *logic.Path) []Frame {
	g := p.Initial.G
	s := p.Initial.Clone()
	var out []Frame
	for i := 0; i < len(p.Steps); {
		j := i + 1
		if p.Steps[i].IsSingle() {
			for j < len(p.Steps) && p.Steps[j].IsSingle() {
				j++
			}
		}
		f := Frame{Before: s.Clone(), Steps: p.Steps[i:j], First: i, Geom: g}
		for _, st := range f.Steps {
			for _, x := range st.Elims {
				s.Eliminate(x)
			}
			for _, x := range st.Asserts {
				s.Assert(g.CellOf(x), g.DigitOf(x))
			}
		}
		f.Text = strings.TrimSuffix(logic.FormatPath(g, f.Steps, true), "\n")
		f.Values, f.Cands = s.Solved, s.NumCands()
		out = append(out, f)
		i = j
	}
	return out
}

var glStepRe = regexp.MustCompile(`^\s*gl\[(\d+)\]\s*:\s*k=(-?\d+)\s+(.*?)\s*/\s*(.*?)\s*==>\s*(.*?)\s*$`)

// ParseStep reads a step as `sudolab path` prints it: a chain step (see
// logic.Geometry.ParseChainStep) or a general-logic step
//
//	gl[2]: k=0 r1#6 r9#6 / c3#6 c8#6 ==> r2c3≠6, r7c3≠6
//
// (sets in any notation logic/gl reads; fins are not read back).
func ParseStep(g *logic.Geometry, text string) (logic.Step, error) {
	if !strings.HasPrefix(strings.TrimSpace(text), "gl[") {
		return g.ParseChainStep(text)
	}
	m := glStepRe.FindStringSubmatch(text)
	if m == nil {
		return logic.Step{}, fmt.Errorf("%q: want a gl step like gl[2]: k=0 r1#6 r9#6 / c3#6 c8#6 ==> r2c3≠6", text)
	}
	if strings.Contains(m[4], "fins") {
		return logic.Step{}, fmt.Errorf("%q: finned gl steps cannot be read back", text)
	}
	bases, err := gl.ParseGLSets(g, m[3])
	if err != nil {
		return logic.Step{}, err
	}
	covers, err := gl.ParseGLSets(g, m[4])
	if err != nil {
		return logic.Step{}, err
	}
	rank, _ := strconv.Atoi(m[2])
	l := &gl.GLLogic{Bases: bases, Covers: covers, Rank: rank}
	st := logic.Step{Rule: "gl", Length: len(bases), Pattern: strings.TrimSpace(strings.SplitN(strings.SplitN(text, ":", 2)[1], "==>", 2)[0]), Detail: l}
	for _, t := range strings.Split(m[5], ",") {
		x, isElim, err := g.ParseCandRef(t)
		if err != nil {
			return logic.Step{}, err
		}
		if !isElim {
			return logic.Step{}, fmt.Errorf("%q: general logic concludes eliminations (≠), not %s", text, strings.TrimSpace(t))
		}
		st.Elims = append(st.Elims, x)
	}
	l.Elims = st.Elims
	return st, nil
}

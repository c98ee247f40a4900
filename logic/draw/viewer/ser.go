package viewer

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
	"github.com/sudolab/sudolab/logic/ser"
)

// serState is an SE grid as a state of package logic.
func serState(g *ser.Grid) *logic.State { return draw.SERState(g.Values(), g.Cands()) }

// SERFrames is the page of Sudoku Explainer's path (logic/ser) of rules
// "SER" or "SER-noU" from grid initial: each hint drawn over the state
// before it (draw.SEROverlay), its line, its structure below it. verified
// is the number of steps checked (path --verify checks them in order and
// stops at the first failure), -1 when the path was not verified.
func SERFrames(title, rules string, initial *ser.Grid, steps []ser.Step, r ser.Rating, verified int) Frames {
	fs := Frames{Title: title, Family: rules, Status: "solved", Verifying: verified >= 0, Initial: serState(initial),
		Rating: fmt.Sprintf("ER %s, EP %s, ED %s", ser.String(r.ER), ser.String(r.EP), ser.String(r.ED))}
	s := fs.Initial
	for i, st := range steps {
		before := serState(st.Before)
		note := st.Note()
		lines := note.Lines()
		f := Frame{Before: before, Overlay: draw.SEROverlay(before, note), Text: lines[0], More: strings.Join(lines[1:], "\n")}
		switch {
		case i < verified:
			f.Verified = "ok"
		case verified >= 0:
			f.Verified = "no"
		}
		s = before.Clone()
		cells, digits := st.Removed(st.Before)
		for i := range cells {
			s.Eliminate(s.G.Cand(cells[i], digits[i]))
		}
		if st.Cell >= 0 {
			s.Assert(st.Cell, st.Value)
		}
		f.After = fmt.Sprintf("after it: %d values, %d candidates", s.Solved, s.NumCands())
		fs.Steps = append(fs.Steps, f)
	}
	if r.Failed || !s.IsSolved() {
		fs.Status = "not solved"
	}
	fs.Final = s
	return fs
}

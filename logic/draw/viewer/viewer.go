package viewer

import (
	"fmt"
	"html/template"
	"io"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
)

// Page is what the viewer shows of a path of package logic.
type Page struct {
	Title string // e.g. the puzzle string
	Path  *logic.Path
	// Verified lists, in order, the texts of the steps that were
	// re-checked (path --verify); nil: the path was not verified.
	Verified []string
	// Failure is the error that stopped the path (a failed verification,
	// an interrupted run), shown on the last page; "" if none.
	Failure string
}

// Frame is one step of a page: the state before it, what is drawn over
// that state, and the step's lines.
type Frame struct {
	Before  *logic.State
	Overlay *draw.Overlay
	Text    string // the step's line
	More    string // further lines (a Sudoku Explainer step's structure), shown as they are
	After   string // the counts after the step
	// Verified: "ok" (re-checked), "no" (not re-checked), "na" (singles),
	// "" (the path was not verified: no mark).
	Verified string
}

// Frames is a page given by its frames (Write builds one from a Path;
// path --rules SER builds one from Sudoku Explainer's hints).
type Frames struct {
	Title, Family, Rating, Status, Failure string
	Verifying                              bool // a verified path: the heading says so
	Initial, Final                         *logic.State
	Steps                                  []Frame
}

type frameView struct {
	N        int // 0: the initial state; 1..: the path's steps
	Text     string
	More     string
	Counts   string
	SVG      template.HTML
	Verified string
}

type pageView struct {
	Title, Family, Rating, Status, Failure string
	Verifying                              bool
	Frames                                 []frameView
	Steps                                  int
}

// Write writes the page of a path.
func Write(w io.Writer, pg Page) error {
	p := pg.Path
	g := p.Initial.G
	fs := Frames{Title: pg.Title, Family: p.Family, Rating: p.Rating.String(), Status: p.Status.String(),
		Failure: pg.Failure, Verifying: pg.Verified != nil, Initial: p.Initial, Final: p.Final}
	next := 0 // next verified text to match
	for _, f := range draw.PathFrames(p) {
		fr := Frame{Before: f.Before, Overlay: f.Overlay(), Text: f.Text,
			After: fmt.Sprintf("after it: %d values, %d candidates", f.Values, f.Cands)}
		if pg.Verified != nil {
			switch {
			case f.IsSingles():
				fr.Verified = "na"
			case next < len(pg.Verified) && pg.Verified[next] == f.Steps[0].Text(g):
				fr.Verified = "ok"
				next++
			default:
				fr.Verified = "no"
			}
		}
		fs.Steps = append(fs.Steps, fr)
	}
	return WriteFrames(w, fs)
}

// WriteFrames writes the page of frames: the initial state, each step over
// the state before it, the final state.
func WriteFrames(w io.Writer, fs Frames) error {
	opts := &draw.Options{Givens: draw.GivensOf(fs.Initial)}
	v := pageView{Title: fs.Title, Family: fs.Family, Rating: fs.Rating, Status: fs.Status,
		Failure: fs.Failure, Verifying: fs.Verifying}
	counts := func(s *logic.State) string {
		return fmt.Sprintf("%d values, %d candidates", s.Solved, s.NumCands())
	}
	svg, err := draw.InlineSVG(fs.Initial, nil, opts)
	if err != nil {
		return err
	}
	v.Frames = append(v.Frames, frameView{N: 0, Text: "initial state", Counts: counts(fs.Initial), SVG: template.HTML(svg)})
	for i, f := range fs.Steps {
		svg, err := draw.InlineSVG(f.Before, f.Overlay, opts)
		if err != nil {
			return err
		}
		v.Frames = append(v.Frames, frameView{N: i + 1, Text: f.Text, More: f.More, SVG: template.HTML(svg),
			Counts: f.After, Verified: f.Verified})
	}
	v.Steps = len(v.Frames) - 1
	svg, err = draw.InlineSVG(fs.Final, nil, opts)
	if err != nil {
		return err
	}
	end := fs.Family + " rating: " + fs.Rating + " (" + fs.Status + ")"
	v.Frames = append(v.Frames, frameView{N: len(v.Frames), Text: end, Counts: counts(fs.Final), SVG: template.HTML(svg)})
	return page.Execute(w, v)
}

var page = template.Must(template.New("page").Parse(pageHTML))

package viewer

import (
	"fmt"
	"html/template"
	"io"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
)

// Page is what the viewer shows.
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

type frameView struct {
	N        int // 0: the initial state; 1..: the path's lines
	Text     string
	Counts   string
	SVG      template.HTML
	Verified string // "ok", "no", "na" (singles), "" (no verification: no mark)
}

type pageView struct {
	Title, Family, Rating, Status, Failure string
	Verifying                              bool
	Frames                                 []frameView
	Steps                                  int
}

// Write writes the page.
func Write(w io.Writer, pg Page) error {
	p := pg.Path
	g := p.Initial.G
	opts := &draw.Options{Givens: draw.GivensOf(p.Initial)}
	v := pageView{Title: pg.Title, Family: p.Family, Rating: p.Rating.String(), Status: p.Status.String(),
		Failure: pg.Failure, Verifying: pg.Verified != nil}
	counts := func(s *logic.State) string {
		return fmt.Sprintf("%d values, %d candidates", s.Solved, s.NumCands())
	}
	svg, err := draw.InlineSVG(p.Initial, nil, opts)
	if err != nil {
		return err
	}
	v.Frames = append(v.Frames, frameView{N: 0, Text: "initial state", Counts: counts(p.Initial), SVG: template.HTML(svg)})
	next := 0 // next verified text to match
	for i, f := range draw.PathFrames(p) {
		svg, err := draw.InlineSVG(f.Before, f.Overlay(), opts)
		if err != nil {
			return err
		}
		fv := frameView{N: i + 1, Text: f.Text, SVG: template.HTML(svg),
			Counts: fmt.Sprintf("after it: %d values, %d candidates", f.Values, f.Cands)}
		if pg.Verified != nil {
			switch {
			case f.IsSingles():
				fv.Verified = "na"
			case next < len(pg.Verified) && pg.Verified[next] == f.Steps[0].Text(g):
				fv.Verified = "ok"
				next++
			default:
				fv.Verified = "no"
			}
		}
		v.Frames = append(v.Frames, fv)
	}
	v.Steps = len(v.Frames) - 1
	svg, err = draw.InlineSVG(p.Final, nil, opts)
	if err != nil {
		return err
	}
	end := p.Family + " rating: " + p.Rating.String() + " (" + p.Status.String() + ")"
	v.Frames = append(v.Frames, frameView{N: len(v.Frames), Text: end, Counts: counts(p.Final), SVG: template.HTML(svg)})
	return page.Execute(w, v)
}

var page = template.Must(template.New("page").Parse(pageHTML))

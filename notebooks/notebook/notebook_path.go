package notebook

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
	_ "github.com/sudolab/sudolab/logic/exotic" // the Trid-OR5 families for FamilyNamed
	"github.com/sudolab/sudolab/puzzle"
)

// PathWalk is a puzzle's resolution path cut into the frames the viewer
// shows (path-pictures.ipynb): one per rule step or run of singles.
type PathWalk struct {
	Path   *logic.Path
	Frames []draw.Frame
	opts   *draw.Options
}

// WalkPath resolves a puzzle with a rule family (W, B, gW, …) and cuts its
// path into frames.
func WalkPath(text, family string) (*PathWalk, error) {
	pg, err := puzzle.Parse(text)
	if err != nil {
		return nil, err
	}
	f, err := logic.FamilyNamed(family)
	if err != nil {
		return nil, err
	}
	p, err := logic.ResolvePath(pg, f, 0, nil)
	if err != nil {
		return nil, err
	}
	return &PathWalk{Path: p, Frames: draw.PathFrames(p), opts: &draw.Options{Givens: draw.GivensOf(p.Initial)}}, nil
}

// IsPictured tells the frames the notebook draws: chains of length ≥ 2
// (singles and whip[1] are listed as text between them).
func (w *PathWalk) IsPictured(i int) bool {
	f := &w.Frames[i]
	return !f.IsSingles() && f.Steps[0].Length >= 2
}

// Pictured counts the frames IsPictured draws.
func (w *PathWalk) Pictured() int {
	n := 0
	for i := range w.Frames {
		if w.IsPictured(i) {
			n++
		}
	}
	return n
}

// SVG is frame i's picture: the state before it with its step drawn over.
func (w *PathWalk) SVG(i int) (string, error) {
	if i < 0 || i >= len(w.Frames) {
		return "", fmt.Errorf("frame %d of %d", i, len(w.Frames))
	}
	f := &w.Frames[i]
	return draw.InlineSVG(f.Before, f.Overlay(), w.opts)
}

// InitialSVG and FinalSVG picture the path's first and last states.
func (w *PathWalk) InitialSVG() (string, error) { return draw.InlineSVG(w.Path.Initial, nil, w.opts) }

// FinalSVG pictures the state at the end of the path.
func (w *PathWalk) FinalSVG() (string, error) { return draw.InlineSVG(w.Path.Final, nil, w.opts) }

// Caption is frame i's line as `sudolab path` prints it, with its number
// and the counts after it.
func (w *PathWalk) Caption(i int) string {
	f := &w.Frames[i]
	return fmt.Sprintf("%d. %s  (then %d values, %d candidates)", i+1, f.Text, f.Values, f.Cands)
}

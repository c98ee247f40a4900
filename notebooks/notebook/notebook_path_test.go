package notebook

import (
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic/draw"
)

// pathPuzzle is the puzzle of path-pictures.ipynb (cbg-000, W = B = 7).
const pathPuzzle = ".2......94...8.........7.1.2.9....715....48......3.6..36.8.1....726...4......3..8"

// path-pictures.ipynb: 24 lines (as sudolab path prints them), 10 of them chains of length ≥ 2, W rating
// 7 from the whip[7], whose picture has 7 left-linking candidates.
func TestNotebookPathPictures(t *testing.T) {
	w, err := WalkPath(pathPuzzle, "W")
	if err != nil {
		t.Fatal(err)
	}
	if got := w.Path.Rating.String(); got != "7" {
		t.Errorf("rating %s, want 7", got)
	}
	if len(w.Frames) != 24 || w.Pictured() != 10 {
		t.Errorf("%d frames, %d pictured; want 24 and 10", len(w.Frames), w.Pictured())
	}
	found := false
	for i, f := range w.Frames {
		if !strings.HasPrefix(f.Text, "whip[7]") {
			continue
		}
		found = true
		if n := len(f.Overlay().CandsWith(draw.RoleLLC)); n != 7 {
			t.Errorf("whip[7] with %d left-linking candidates", n)
		}
		svg, err := w.SVG(i)
		if err != nil || !strings.HasPrefix(svg, "<svg") {
			t.Errorf("SVG: %v", err)
		}
		if !strings.HasPrefix(w.Caption(i), "12. whip[7]") {
			t.Errorf("caption %q", w.Caption(i))
		}
	}
	if !found {
		t.Error("no whip[7]")
	}
}

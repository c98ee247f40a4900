package draw_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
	"github.com/sudolab/sudolab/puzzle"
)

// Draw the state before a whip[2] of a resolution path, with the whip over
// it, as SVG (draw.PNG and draw.WriteFile write PNG the same way).
func Example() {
	pg, _ := puzzle.Parse("..345.78.4....9.2..8..2..6...16.5..7......2..9...4..3...4......5.2.1.....1....3.6")
	p, _ := logic.ResolvePath(pg, logic.FamilyW(), 0, nil)
	frames := draw.PathFrames(p)
	f := frames[2]
	fmt.Println(f.Text)
	ov := f.Overlay()
	for _, r := range ov.Roles() {
		fmt.Printf("%s: %d\n", r, len(ov.CandsWith(r)))
	}
	var b bytes.Buffer
	if err := draw.SVG(&b, f.Before, ov, &draw.Options{Givens: draw.GivensOf(p.Initial)}); err != nil {
		fmt.Println(err)
	}
	fmt.Println(strings.Contains(b.String(), "<svg"))
	// Output:
	// whip[2]: r8n6{c2 c6} - c5n6{r7 .} ==> r2c2≠6
	// left-linking: 2
	// right-linking: 1
	// z-candidate: 1
	// eliminated: 1
	// true
}

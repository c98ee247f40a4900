package viewer_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw/viewer"
	"github.com/sudolab/sudolab/puzzle"
)

// Write the viewer page of a path (sudolab path --html does the same, and
// fills Verified when run with --verify).
func ExampleWrite() {
	const p = "..345.78.4....9.2..8..2..6...16.5..7......2..9...4..3...4......5.2.1.....1....3.6"
	pg, _ := puzzle.Parse(p)
	path, _ := logic.ResolvePath(pg, logic.FamilyW(), 0, nil)
	var b bytes.Buffer
	if err := viewer.Write(&b, viewer.Page{Title: p, Path: path}); err != nil {
		fmt.Println(err)
	}
	page := b.String()
	fmt.Println("frames:", strings.Count(page, `<section class="frame"`))
	fmt.Println("pictures:", strings.Count(page, "<svg"))
	fmt.Println("external resources:", strings.Contains(page, "<script src") || strings.Contains(page, "<link"))
	// Output:
	// frames: 62
	// pictures: 62
	// external resources: false
}

package gl_test

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/puzzle"
)

// GLEvaluate evaluates a logic given by its base and cover sets: here a
// Franken kite (order 2, rank 1) on the BRT state of a puzzle.
func ExampleGLEvaluate() {
	pg, _ := puzzle.ParseLine("1..4....8.9.1...5.....63.....13.5.79..3...8..76.2.94.....75.....1...6.4.8....4..2")
	s, _ := logic.FromGrid(pg)
	s.BRT()
	bases, _ := gl.ParseGLSets(s.G, "r8#2 b2#2")
	covers, _ := gl.ParseGLSets(s.G, "r1#2 c3#2 c5#2")
	if why := gl.GLValid(s, bases, covers); why != "" {
		fmt.Println(why)
		return
	}
	l := gl.GLEvaluate(s, bases, covers, -1)
	fmt.Println(l.Text(s.G))
	// Output:
	// gl[n=2,k=1] r8#2 b2#2 / r1#2 c3#2 c5#2 (Xsudo 2r8 2b2 / 2r1 2c35) core ==> r1c3≠2
}

// GLSearch finds the simplest logics of a state up to an order and rank.
func ExampleGLSearch() {
	pg, _ := puzzle.ParseLine("..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...")
	s, _ := logic.FromGrid(pg)
	s.BRT()
	res := gl.GLSearch(s, gl.GLOptions{Order: 2, Rank: 0})
	for _, l := range res.Logics {
		fmt.Println(l.Text(s.G))
	}
	// Output:
	// gl[n=1,k=0] r2#6 / b1#6 (Xsudo 6r2 / 6b1) core ==> r1c2≠6, r3c2≠6
	// gl[n=1,k=0] b1#2 / c2#2 (Xsudo 2b1 / 2c2) core ==> r4c2≠2, r5c2≠2, r6c2≠2, r9c2≠2
}

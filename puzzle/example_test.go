package puzzle_test

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/puzzle"
)

// Parse reads a puzzle in any of the accepted forms; here a one-line 9×9
// puzzle with a label.
func ExampleParse() {
	g, err := puzzle.Parse("..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8... my puzzle")
	if err != nil {
		fmt.Println(err)
		return
	}
	givens := 0
	for _, d := range g.Cells {
		if d != 0 {
			givens++
		}
	}
	fmt.Println(g.Side(), givens, g.IsState(), g.Label)
	// Output: 9 24 false my puzzle
}

// Inputs numbers the records of a run across its arguments; a malformed
// record is passed on with its error, and the run goes on.
func ExampleInputs_Each() {
	in := puzzle.Inputs{Args: []string{"-"}, Stdin: strings.NewReader(
		"# two puzzles and a bad line\n" +
			"..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...\n" +
			"abc\n" +
			"8.6.3...473..9.......8.........5.376.1..6.......9.2....674..2.........91..8....3.\n")}
	in.Each(func(it puzzle.Item) error {
		if it.Err != nil {
			fmt.Printf("%d %sinvalid\n", it.N, it.Where())
			return nil
		}
		fmt.Printf("%d %s%s\n", it.N, it.Where(), it.Grid.Line()[:9])
		return nil
	})
	// Output:
	// 1 -:2: ..3.5...9
	// 2 -:3: invalid
	// 3 -:4: 8.6.3...4
}

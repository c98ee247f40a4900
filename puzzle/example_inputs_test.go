package puzzle_test

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/puzzle"
)

// A CSV file with a header is read row by row: the puzzle from the column
// named "puzzle", the label from the column named "label". A malformed row
// is an item with its error, and reading goes on.
func ExampleInputs_table() {
	csv := "n,puzzle,W,label\n" +
		"1,1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1,>36,Easter Monster\n" +
		"2,12345,,too short\n"
	in := puzzle.Inputs{Args: []string{"-"}, Stdin: strings.NewReader(csv)}
	in.Each(func(it puzzle.Item) error {
		if it.Err != nil {
			fmt.Printf("%d: %s%s (label %q)\n", it.N, it.Where(), it.Problem(), it.Label)
			return nil
		}
		fmt.Printf("%d: %s (label %q)\n", it.N, it.Text[:20]+"…", it.Label)
		return nil
	})
	// Output:
	// 1: 1.......2.9.4...5...… (label "Easter Monster")
	// 2: -:3: 5 characters, want 16, 81, 256 or 625 (puzzle) or 64, 729, 4096 or 15625 (pencil marks) (label "too short")
}

package gen_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/sudolab/sudolab/experiments/gen"
	"github.com/sudolab/sudolab/puzzle"
)

// TopDownMinimal draws a minimal puzzle (unique solution, no clue
// redundant); the same seed gives the same puzzle.
func ExampleTopDownMinimal() {
	pg := gen.TopDownMinimal(rand.New(rand.NewPCG(1, 2)), 3)
	again := gen.TopDownMinimal(rand.New(rand.NewPCG(1, 2)), 3)
	fmt.Println(pg.Line() == again.Line(), gen.IsMinimal(pg))
	// Output: true true
}

// A Canonicalizer gives the min-lex form of a puzzle: isomorphic puzzles
// (relabelled digits, permuted rows, columns, bands, stacks, transposed)
// have the same form.
func ExampleCanonicalizer() {
	cz := gen.NewCanonicalizer()
	pg, _ := puzzle.ParseLine("..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...")
	form, err := cz.Canon(pg.Cells)
	if err != nil {
		fmt.Println(err)
		return
	}
	iso := gen.RandomIsomorph(rand.New(rand.NewPCG(3, 4)), pg.Cells)
	form2, _ := cz.Canon(iso)
	fmt.Println(gen.CanonString(form))
	fmt.Println(form == form2)
	// Output:
	// ........1..1..2.34.5..3.6......4726...58.9.7..4..........2....7.6..5.8..9.4......
	// true
}

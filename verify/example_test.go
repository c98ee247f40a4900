package verify_test

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// Step is the strategy's OnStep hook: every step of the path is re-checked
// by its pattern checker and its eliminations proven by SAT, and the first
// failure stops the path.
func ExampleStep() {
	pg, _ := puzzle.ParseLine("..2..65...935...2.....8...1..7.93...8.......4.2.4.7.....9.3..7.5...4.......2.8...")
	steps := 0
	_, err := logic.ResolvePath(pg, logic.FamilyB(), logic.DefaultMaxLen, func(before *logic.State, step *logic.Step) error {
		steps++
		return verify.Step(before, step)
	})
	fmt.Println(steps, "steps verified, error:", err)
	// Output:
	// 20 steps verified, error: <nil>
}

// Check keeps every failure: here a true candidate claimed as an
// elimination is refuted by SAT.
func ExampleCheck() {
	pg, _ := puzzle.ParseLine("..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...")
	s, _ := logic.FromGrid(pg)
	r1c1is1 := s.G.Cand(0, 1)
	o := verify.Check(s, nil, []logic.Cand{r1c1is1})
	fmt.Printf("%d failure:%s\n", o.Failures(), o.Tag(s.G))
	// Output:
	// 1 failure: [cert ok, SAT REFUTES r1c1≠1]
}

package logic_test

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// Rate gives a puzzle's rating in a rule family: the length of the longest
// chain its simplest-first resolution path needs.
func ExampleRate() {
	pg, _ := puzzle.ParseLine("..2..65...935...2.....8...1..7.93...8.......4.2.4.7.....9.3..7.5...4.......2.8...")
	for _, f := range []logic.Family{logic.FamilyW(), logic.FamilyB()} {
		r, err := logic.Rate(pg, f, logic.DefaultMaxLen)
		fmt.Println(f.Name, r, err)
	}
	// Output:
	// W 3 <nil>
	// B 3 <nil>
}

// ResolvePath records the simplest-first path; each step prints in
// SudoRules' notation (here the first three chains longer than 1).
func ExampleResolvePath() {
	pg, _ := puzzle.ParseLine("..2..65...935...2.....8...1..7.93...8.......4.2.4.7.....9.3..7.5...4.......2.8...")
	p, err := logic.ResolvePath(pg, logic.FamilyW(), logic.DefaultMaxLen, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	chains := 0
	for _, st := range p.Steps {
		if st.Length > 1 && chains < 3 {
			fmt.Println(st.Text(p.Initial.G))
			chains++
		}
	}
	// Output:
	// whip[2]: c7n4{r9 r3} - c3n4{r3 .} ==> r9c8≠4
	// whip[2]: c5n5{r9 r6} - c5n6{r6 .} ==> r9c5≠1, r9c5≠7
	// whip[2]: c5n6{r9 r6} - r5n6{c4 .} ==> r9c3≠6
}

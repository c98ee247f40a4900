package audit_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify/audit"
)

// Replay a short path: a published whip[1], a plain elimination from
// another solver, and a false one.
func ExampleReplay() {
	pz := "...........98..7.6.54.9..3..6..8..2...86..4.7...........64..8.1.3..28.....71....."
	pg, _ := puzzle.ParseLine(pz)
	s, _ := logic.FromGrid(pg)
	path := `Entering_level_W1_with_<Fact-9967>
whip[1]: r8n6{c8 .} ==> r9c8 ≠ 6, r9c7 ≠ 6
r9c5<>3
r8c9<>4`
	entries, _ := audit.NewReader(s.G).ReadPath(strings.NewReader(path))
	rep := audit.Replay(s, entries, audit.PuzzleLine(pz))
	for _, r := range rep.Results {
		fmt.Printf("line %d: %s\n", r.Line, r.Status)
	}
	fmt.Println(rep.Count(audit.Invalid), "invalid")
	rep.Write(os.Stdout, false)
	// Output:
	// line 2: ok
	// line 3: ok-sat
	// line 4: INVALID
	// 1 invalid
	// line 2: ok  whip[1]: r8n6{c8 .} ==> r9c8 ≠ 6, r9c7 ≠ 6
	// line 3: ok-sat  r9c5<>3
	//     plain conclusions: no pattern
	// line 4: INVALID  r8c9<>4
	//     SAT refutes r8c9≠4
	//     counterexample (a solution of the state before the step): 672341985319852746854796132761584329528639417943217568296473851135928674487165293
	// audit: 3 steps: 1 ok, 1 ok-sat (pattern not checked), 1 INVALID, 0 unreadable claims; 4 SAT proofs; 1 lines skipped; final state: not solved, 230 candidates left
}

package candcnf_test

import (
	"fmt"

	"github.com/sudolab/sudolab/candcnf"
	"github.com/sudolab/sudolab/encode"
)

// Encode a state, add a claim's negation, and solve: unsatisfiable means
// the claim holds in every solution of the state.
func ExampleFormula_WithClaim() {
	givens := "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."
	values := make([]int, 81)
	cands := make([]uint32, 81)
	for i, ch := range givens {
		if ch == '.' {
			cands[i] = 1<<9 - 1
		} else {
			values[i] = int(ch - '0')
		}
	}
	f, _ := candcnf.Encode(3, values, cands)
	fmt.Println(len(f.Clauses), "clauses")
	for _, d := range []int{1, 2} {
		g := f.WithClaim(0, d, false) // the claim r1c1≠d
		sat, _ := encode.Solve(&encode.CNF{NumVars: g.NumVars, Clauses: g.Clauses})
		fmt.Printf("r1c1≠%d: proven %v\n", d, !sat)
	}
	// Output:
	// 6267 clauses
	// r1c1≠1: proven false
	// r1c1≠2: proven true
}

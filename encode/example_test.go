package encode_test

import (
	"fmt"

	"github.com/sudolab/sudolab/encode"
)

// A Prover proves eliminations in one state: the state plus the candidate
// is unsatisfiable (Valid), or a solution holds it (Invalid, with the
// solution as counterexample).
func ExampleNewProver() {
	givens := make([]int, 81)
	for i, ch := range "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..." {
		if ch != '.' {
			givens[i] = int(ch - '0')
		}
	}
	p := encode.NewProver(encode.FromPuzzle(3, givens))
	for _, c := range []encode.Cand{{Cell: 0, Digit: 1}, {Cell: 0, Digit: 2}} {
		proof := p.Prove(c)
		fmt.Printf("r1c1≠%d: %v\n", c.Digit, proof.Verdict)
	}
	// Output:
	// r1c1≠1: invalid
	// r1c1≠2: valid
}

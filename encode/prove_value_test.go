package encode

import "testing"

// TestProveValue: an assertion is valid exactly when its digit is the
// cell's digit in the solution (a puzzle has one), proven by refuting the
// elimination; an invalid one comes with a solution where it fails.
func TestProveValue(t *testing.T) {
	s := FromPuzzle(3, parse81(t, hard))
	_, sol := brtState(t, hard)
	p := NewProver(s)
	for cell := 0; cell < 81; cell += 7 {
		for d := 1; d <= 9; d++ {
			pr := p.ProveValue(Cand{cell, d})
			if (pr.Verdict == Valid) != (sol[cell] == d) {
				t.Fatalf("r%dc%d=%d: %v, solution digit %d", cell/9+1, cell%9+1, d, pr.Verdict, sol[cell])
			}
			if pr.Verdict == Invalid && (len(pr.Counterexample) != 81 || pr.Counterexample[cell] == d) {
				t.Fatalf("r%dc%d=%d: counterexample %v", cell/9+1, cell%9+1, d, pr.Counterexample)
			}
			if pr.Trivial != (s.Values[cell] == d) {
				t.Fatalf("r%dc%d=%d: trivial %v", cell/9+1, cell%9+1, d, pr.Trivial)
			}
		}
	}
}

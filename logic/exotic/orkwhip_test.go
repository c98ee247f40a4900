package exotic

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// orFGState34 is a state of the Trid-OR5W path of mith's T&E(3) sample #34
// (te-depth/mith-TE3-sample1000.csv) whose tridagon gives an OR2 relation
// with an OR_k-forcing-gwhip[2] ending on a g-candidate.
const orFGState34 = "1.........2.4...8...3.......2.45........56.8..2.4.6.........7...2.4...8.........9.2.4...8.....5..........7..1...............89.2.4....9.2.4...8...3...........6........6....2.....89.2.4...89......7....3....8..234.....1............5.....2.4...8..2..5....12......9.....6.......5...9...4............8...3.5..........7..1.3.5.......45..8.1..4...8.1..4...8...3.......2.............7.......6...........91..45..8.......7....3.........4...89.....6.......5...91.........2.4...8..2.4...8..2.45..8...3............7...2.4...8..2.4...8.1............5............9.....6....2.4...8..2.4...8.12.4.6.8.12.4...8..2.4...89..3..67.9.234.6..9..3.5.....2.4...8...3.5.7..........9.2.4.6.8.....5.....2.4...8...3..67...234.6....2.4...8.1..........3...7.."

// orMith38 is mith's T&E(3) sample #38, whose Trid-OR5FgW path uses an
// OR_k-forcing-gwhip with a g-candidate inside a branch.
const orMith38 = "1..45......7.....6.89.....5.3574.6........57..765....3...67..54....1.36....3..1.."

func stateOf(t testing.TB, line string) *logic.State {
	t.Helper()
	pg, err := puzzle.ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// firstORStep returns the first step rule r finds at lengths 1..max on s,
// with the OR relations of s's tridagons recorded.
func firstORStep(s *logic.State, r ORChainRule, max int) (logic.Step, bool) {
	sc := logic.NewScratch(s.G)
	RecordTridagons(sc, s)
	for n := 1; n <= max; n++ {
		if st, ok := r.Find(sc, s, n); ok {
			return st, true
		}
	}
	return logic.Step{}, false
}

// TestORForcingGWhipGLast: on #34's state the g-version finds a forcing
// gwhip[2] whose first branch ends on the g-candidate n2r789c3 (the
// elimination is g-linked to it); the plain forcing whips find nothing
// that short.
func TestORForcingGWhipGLast(t *testing.T) {
	s := stateOf(t, orFGState34)
	if st, ok := firstORStep(s, ORChainRule{MaxK: 5, Forcing: true}, 2); ok {
		if c, _ := st.Detail.(*ORChain); c != nil && c.Kind == ORForcingWhip {
			t.Fatalf("plain forcing whip found: %s", st.Text(s.G))
		}
	}
	st, ok := firstORStep(s, ORChainRule{MaxK: 5, G: true, Forcing: true}, 2)
	if !ok {
		t.Fatal("no forcing gwhip")
	}
	want := "Trid-OR2-forcing-gwhip[2]: Trid-OR2-relation between n9r3c3 n6r9c2: n9r3c3 - partial-gwhip[1]: c3n2{r3 r789} || n6r9c2 ==> r9c2≠2"
	if got := st.Text(s.G); got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
	c := st.Detail.(*ORChain)
	if !c.G || c.Length != 2 || len(c.Branches) != 2 {
		t.Fatalf("chain %+v", c)
	}
	b0, b1 := c.Branches[0], c.Branches[1]
	if b0.Last != logic.NoCand || s.G.FormatGLabel(b0.LastG) != "r789c3" || !b0.IsG() {
		t.Errorf("first branch should end on n2r789c3: %+v", b0)
	}
	if b1.Last != b1.Start || b1.LastG != -1 || len(b1.Cells) != 0 || b1.IsG() {
		t.Errorf("second branch should be its start: %+v", b1)
	}
}

var errFound = errors.New("found")

// TestORForcingGWhipPath: #38's Trid-OR5FgW path uses a forcing gwhip[6]
// whose branch has a g-candidate rlc (r1n9{c6 c789}) and ends on a plain
// candidate.
func TestORForcingGWhipPath(t *testing.T) {
	var got string
	st := logic.NewStrategy(FamilyTridOR5FgW(), 8)
	st.OnStep = func(b *logic.State, step *logic.Step) error {
		if c, ok := step.Detail.(*ORChain); ok && c.Kind == ORForcingWhip && c.G {
			got = step.Text(b.G)
			return errFound
		}
		return nil
	}
	if _, err := st.Run(stateOf(t, orMith38)); !errors.Is(err, errFound) {
		t.Fatalf("no forcing gwhip on #38 (%v)", err)
	}
	want := "Trid-OR2-forcing-gwhip[6]: Trid-OR2-relation between n4r6c7 n7r8c9: n4r6c7 || n7r8c9 - partial-gwhip[5]: r9n7{c9 c1} - r9n6{c1 c2} - r1n6{c2 c6} - r1n9{c6 c789} - r2c7{n9 n2} ==> r6c7≠2"
	if got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
}

// An OR_k-forcing-gwhip: each candidate of the relation forces, by a
// partial g-whip, a candidate or a g-candidate (here n2 in r789c3); what
// is linked to all of them is eliminated.
func ExampleORChainRule_forcingGWhip() {
	pg, _ := puzzle.ParseLine(orFGState34)
	s, _ := logic.FromGrid(pg)
	sc := logic.NewScratch(s.G)
	RecordTridagons(sc, s) // the OR relations of the state's tridagons
	rule := ORChainRule{MaxK: 5, G: true, Forcing: true}
	for n := 1; n <= 8; n++ {
		if st, ok := rule.Find(sc, s, n); ok {
			fmt.Println(st.Text(s.G))
			break
		}
	}
	// Output:
	// Trid-OR2-forcing-gwhip[2]: Trid-OR2-relation between n9r3c3 n6r9c2: n9r3c3 - partial-gwhip[1]: c3n2{r3 r789} || n6r9c2 ==> r9c2≠2
}

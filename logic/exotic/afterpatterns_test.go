package exotic

import (
	"context"
	"fmt"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// TestAfterLastPattern: on the first rows of mith's T&E(3) sample (no
// puzzle of which W solves), the state after the last pattern step of the
// Trid-OR5W and Imp630-OR5W paths keeps the solution, is reached by the
// steps shown to onStep (the last of which uses a pattern), and exists
// whenever the theory solves the puzzle: a T&E(3) puzzle needs a pattern.
func TestAfterLastPattern(t *testing.T) {
	rows := loadTridRef(t)[:8]
	for _, fam := range []logic.Family{FamilyTridOR5W(), FamilyPatternsOR5W("Imp630")} {
		for _, r := range rows {
			g, err := puzzle.Parse(r.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			sol, err := logic.Solve(g)
			if err != nil {
				t.Fatal(err)
			}
			s0, _ := logic.FromGrid(g)
			var shown []logic.Step
			after, err := AfterLastPattern(context.Background(), s0, fam, func(_ *logic.State, st *logic.Step) error {
				shown = append(shown, *st)
				return nil
			})
			name := fmt.Sprintf("%s row %d", fam.Name, r.index)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if after.Solved && after.Pattern == 0 {
				t.Errorf("%s: solved with no pattern step", name)
			}
			if len(shown) != after.Steps || (after.Steps > 0 && !UsesPattern(&shown[len(shown)-1])) {
				t.Errorf("%s: %d steps shown, %d counted, last %v", name, len(shown), after.Steps, shown)
			}
			for c, d := range sol {
				x := after.State.G.Cand(c, int(d))
				if !after.State.Has(x) && !after.State.IsValue(x) {
					t.Errorf("%s: r%dc%d=%d lost", name, c/9+1, c%9+1, d)
				}
			}
			if after.Pattern > 0 && after.State.NumCands() >= s0.NumCands() {
				t.Errorf("%s: %d candidates after the patterns, %d before", name, after.State.NumCands(), s0.NumCands())
			}
		}
	}
}

// TestUsesPattern: the registry's kinds say which steps use a pattern
// exactly as the steps' structures do, on every step of the Trid-OR5W,
// Trid-OR5gW and Imp630-OR5W paths of the first rows of mith's sample
// (tridagons, OR1, splits, OR_k whips and g-whips among them).
func TestUsesPattern(t *testing.T) {
	seen := 0
	for _, fam := range []logic.Family{FamilyTridOR5W(), FamilyTridOR5gW(), FamilyPatternsOR5W("Imp630")} {
		for _, r := range loadTridRef(t)[:4] {
			g, err := puzzle.Parse(r.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			p, err := logic.ResolvePath(g, fam, TridMaxLevel, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range p.Steps {
				_, isPattern := st.Detail.(*PatternStep)
				_, isChain := st.Detail.(*ORChain)
				if got := UsesPattern(&st); got != (isPattern || isChain) {
					t.Errorf("%s row %d: UsesPattern(%s) = %v", fam.Name, r.index, st.Rule, got)
				}
				if isPattern || isChain {
					seen++
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no pattern step in these paths")
	}
}

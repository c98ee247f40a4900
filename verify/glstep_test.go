package verify

import (
	"slices"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/puzzle"
)

// TestCheckStepGL: a GL strategy step passes CheckStep (certificate
// checker), and the same step with a wrong elimination list, or a logic
// whose rank is misreported, does not.
func TestCheckStepGL(t *testing.T) {
	pg, err := puzzle.ParseLine("1..4....8.9.1...5.....63.....13.5.79..3...8..76.2.94.....75.....1...6.4.8....4..2")
	if err != nil {
		t.Fatal(err)
	}
	s := initial(t, pg)
	s.BRT()
	step, ok := gl.GLRule{MaxRank: 1}.Find(nil, s, 2)
	if !ok {
		t.Fatal("no GL step of order 2 on P004c")
	}
	if err := CheckStep(s, &step); err != nil {
		t.Fatalf("%s: %v", step.Text(s.G), err)
	}
	l := step.Detail.(*gl.GLLogic)
	var extra logic.Cand = -1
	for x := logic.Cand(0); int(x) < s.G.NCands; x++ {
		if s.Has(x) && !s.IsValue(x) && !slices.Contains(l.Elims, x) {
			extra = x
			break
		}
	}
	bad := step
	bad.Elims = append(append([]logic.Cand(nil), step.Elims...), extra)
	if CheckStep(s, &bad) == nil {
		t.Errorf("an extra elimination %v passes", extra)
	}
	wrong := *l
	wrong.Elims = append(append([]logic.Cand(nil), l.Elims...), extra)
	bad = step
	bad.Elims, bad.Detail = wrong.AllElims(), &wrong
	if CheckStep(s, &bad) == nil {
		t.Errorf("a logic claiming an extra elimination %v passes", extra)
	}
	wrong = *l
	wrong.Rank = l.Rank + 1
	bad = step
	bad.Detail = &wrong
	if CheckStep(s, &bad) == nil {
		t.Errorf("a misreported rank passes")
	}
}

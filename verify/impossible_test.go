package verify

import (
	"testing"

	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// TestCataloguePatternsImpossible: every pattern of the catalogue (the 592
// of CSP-Rules' Imp630 folder, hence the three named sets) is impossible,
// with a RUP-checked certificate; a pattern with one cell less is not.
func TestCataloguePatternsImpossible(t *testing.T) {
	proofs, err := ProvePatterns(impossible.All(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range proofs {
		if pr.Possible || pr.Lemmas == 0 {
			t.Errorf("%s: possible %v, %d lemmas", pr.Pattern.Name, pr.Possible, pr.Lemmas)
		}
	}
	p := impossible.ByName("EL13c290")
	less := *p
	less.Cells = p.Cells[1:]
	proofs, err = ProvePatterns([]*impossible.Pattern{&less}, nil)
	if err != nil || !proofs[0].Possible {
		t.Errorf("EL13c290 without a cell: %+v %v", proofs, err)
	}
}

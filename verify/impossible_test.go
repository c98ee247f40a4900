package verify

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
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

// TestIsImage: the images Match finds are images for IsImage, a cell moved
// breaks it, and among the tridagon placements exactly the odd ones are
// images of EL12c38 (the tridagon).
func TestIsImage(t *testing.T) {
	all := make([]uint32, 81)
	for i := range all {
		all[i] = 0x1ff
	}
	p := impossible.ByName("EL13c290")
	n := 0
	p.Match(all, -1, func(cells []int, _ uint32) {
		n++
		if n%997 != 0 {
			return
		}
		if !IsImage(p.Cells, cells) {
			t.Fatalf("%v: an image Match found is not one for IsImage", cells)
		}
		moved := slices.Clone(cells)
		for moved[0] = 0; slices.Contains(cells, moved[0]); moved[0]++ {
		}
		if IsImage(p.Cells, moved) {
			t.Fatalf("%v: not an image, accepted", moved)
		}
	})
	trid := impossible.ByName("EL12c38")
	odd, even := 0, 0
	for i, pl := range exotic.TridPlacements() {
		if i%4 == 0 && IsImage(trid.Cells, pl.Cells[:]) != pl.Odd {
			t.Fatalf("placement %v (odd %v): IsImage says otherwise", pl.Cells, pl.Odd)
		}
		if pl.Odd {
			odd++
		} else {
			even++
		}
	}
	if odd != 5832 || even != 5832 {
		t.Errorf("%d odd, %d even placements", odd, even)
	}
}

// TestPatternStepsVerify runs Select1-OR5W on sample #698 and #1: every
// step passes the checker (the pattern's image, its impossibility, the
// guardians, the chain) with its eliminations proven by SAT, the path
// holds an OR_k-whip whose relation cell takes as rlc a candidate already
// linked to an earlier rlc (as CSP-Rules' OR_k-whips may; #698 is then at
// level 4 like the reference), and a placement moved off the pattern's
// images or given a wrong digit is refused.
func TestPatternStepsVerify(t *testing.T) {
	const (
		s698 = "12..5678..5.18.2.....2.7....4..7.....18...6.79..6............78..1...5.2..2..516."
		s1   = "1..4.6...4..18.......37.41..4.....9759.7..3.17..9..54.37..9..54.14...9.39.5......"
	)
	var or1 *exotic.PatternStep
	var or1Before *logic.State
	texts := ""
	for _, p := range []string{s698, s1} {
		st := logic.NewStrategy(exotic.FamilyPatternsOR5W("Select1"), 8)
		st.OnStep = func(before *logic.State, step *logic.Step) error {
			texts += step.Text(before.G) + "\n"
			if d, ok := step.Detail.(*exotic.PatternStep); ok && d.Relation != nil && d.Relation.Name != exotic.TridName && or1 == nil {
				or1, or1Before = d, before.Clone()
			}
			return Step(before, step)
		}
		res, err := st.Run(tridState(t, p))
		if err != nil || res.Status != logic.Solved {
			t.Fatalf("%s: %v %v", p, res.Status, err)
		}
		if p == s698 && res.Rating != 4 {
			t.Errorf("#698: Select1-OR5W level %d, want 4 (the reference's)", res.Rating)
		}
	}
	if !strings.Contains(texts, "EL14c30-OR3{{n2r5c8 n7r8c4 | n2r5c5}} - r5c5{n3 .} ==> r8c2≠7") {
		t.Errorf("no OR_k-whip with a killed rlc in the #698 path:\n%s", texts)
	}
	if or1 == nil {
		t.Fatal("no OR1 step of one of eleven's patterns")
	}
	step := &logic.Step{Asserts: or1.Relation.Cands}
	if err := CheckPatternStep(or1Before, or1, step); err != nil {
		t.Fatalf("the OR1 step itself: %v", err)
	}
	for name, mod := range map[string]func(*exotic.Placement){
		"moved cell": func(pl *exotic.Placement) {
			for c := 0; c < 81; c++ {
				if !slices.Contains(pl.Cells, c) {
					pl.Cells[0] = c
					return
				}
			}
		},
		"wrong digit":   func(pl *exotic.Placement) { pl.Digits[0] = pl.Digits[1] },
		"other pattern": func(pl *exotic.Placement) { pl.Pattern = "EL13c290" },
	} {
		pl := *or1.Relation.Origin
		pl.Cells = slices.Clone(pl.Cells)
		mod(&pl)
		rel := *or1.Relation
		rel.Origin = &pl
		rel.Name = pl.Pattern
		if err := CheckPatternStep(or1Before, &exotic.PatternStep{Relation: &rel}, step); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

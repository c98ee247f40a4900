package verify

import (
	"errors"
	"slices"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// TestCheckStepSets: path --verify's hook (Step, hence CheckStep) checks
// every subset and fish step of two SFin+W paths (row 3 of mith's T&E(3)
// sample, which SFin+W leaves open, and mith's "lots of subsets" puzzle of
// verify/audit/testdata), and refuses each of them altered: a naked
// subset with a cell that holds another digit, a hidden subset that names
// a wrong cell, a fish with a wrong cover line, a finned fish read as
// plain.
func TestCheckStepSets(t *testing.T) {
	checked := map[string]int{}
	broken := 0
	hook := func(before *logic.State, st *logic.Step) error {
		if err := Step(before, st); err != nil {
			return err
		}
		d, ok := st.Detail.(logic.SubsetDetail)
		if !ok {
			return nil
		}
		checked[d.Kind]++
		g := before.G
		bad := *st
		switch d.Kind {
		case "naked":
			// a cell of the unit with other candidates replaces one of the subset
			for _, c := range unitCells(g, d.Unit) {
				if !slices.Contains(d.Cells, c) && before.Values[c] == 0 && popcountMask(before.Cands[c]) > len(d.Cells) {
					e := d
					e.Cells = append([]int{c}, d.Cells[1:]...)
					bad.Detail = e
					break
				}
			}
		case "hidden":
			e := d
			e.Cells = append([]int(nil), d.Cells...)
			e.Cells[0] = unitCells(g, d.Unit)[0]
			if e.Cells[0] == d.Cells[0] {
				e.Cells[0] = unitCells(g, d.Unit)[1]
			}
			bad.Detail = e
		case "fish":
			e := d
			e.Cover = append([]int(nil), d.Cover...)
			for l := 1; l <= g.Side; l++ {
				if !slices.Contains(d.Cover, l) {
					e.Cover[0] = l
					break
				}
			}
			bad.Detail = e
		case "finned-fish":
			e := d
			e.Kind = "fish"
			bad.Detail, bad.Rule = e, st.Rule[len("finned-"):]
		}
		if err := CheckStep(before, &bad); !errors.Is(err, ErrPattern) {
			t.Errorf("%s altered: CheckStep = %v", st.Text(g), err)
		} else {
			broken++
		}
		return nil
	}
	f, err := logic.FamilyNamed("SFin+W")
	if err != nil {
		t.Fatal(err)
	}
	for _, pz := range []string{
		".....67.9456....23......64.2.56.8.3.3......6..643.....5.8..23.664.5.3..8...86....",
		"...........98..7.6.54.9..3..6..8..2...86..4.7...........64..8.1.3..28.....71.....",
	} {
		pg, err := puzzle.ParseLine(pz)
		if err != nil {
			t.Fatal(err)
		}
		if p, err := logic.ResolvePath(pg, f, 36, hook); err != nil {
			t.Fatalf("%s: %v (%v)", pz, err, p.Status)
		}
	}
	for _, k := range []string{"naked", "hidden", "fish", "finned-fish"} {
		if checked[k] == 0 {
			t.Errorf("no %s step checked (%v)", k, checked)
		}
	}
	t.Logf("checked %v; %d altered steps refused", checked, broken)
}

func unitCells(g *logic.Geometry, unit string) []int {
	u := 0
	for _, ch := range unit[1:] {
		u = 10*u + int(ch-'0')
	}
	return g.Units[map[byte]int{'r': 0, 'c': 1, 'b': 2}[unit[0]]*g.Side+u-1]
}

func popcountMask(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

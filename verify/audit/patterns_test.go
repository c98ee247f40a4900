package audit

import (
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	_ "github.com/sudolab/sudolab/logic/exotic" // the Trid-OR5W and Select1-OR5W families
)

// TestPatternsRoundTrip: sudolab's Trid-OR5W and Select1-OR5W paths of
// T&E(3) puzzles audit as all ok with every impossible-pattern step and
// OR_k chain checked (tridagon[12], EL14c30-OR1-relation, EL14c13-OR2-whip,
// Trid-OR2-whip), and a placement or a chain changed in the text is INVALID.
func TestPatternsRoundTrip(t *testing.T) {
	const (
		mith1 = "1..4.6...4..18.......37.41..4.....9759.7..3.17..9..54.37..9..54.14...9.39.5......" // sample #1: Select1-OR5W 3
		p297  = "..34..7.94.7..926.69.......2.4.75...7..8.1.......43.7.3...9..26......39.9.6.3.4.7"
	)
	texts := map[string]string{}
	rules := map[string]int{}
	for _, c := range []struct{ pz, fam string }{{mith1, "Select1-OR5W"}, {p297, "Trid-OR5W"}} {
		f, err := logic.FamilyNamed(c.fam)
		if err != nil {
			t.Fatal(err)
		}
		p, err := logic.ResolvePath(parseGrid(t, c.pz), f, 8, nil)
		if err != nil || p.Status != logic.Solved {
			t.Fatalf("%s: %v %v", c.fam, p.Status, err)
		}
		texts[c.fam] = p.Text()
		rep := audit(t, c.pz, p.Text())
		for _, r := range invalid(rep) {
			t.Errorf("%s line %d: %s: %s", c.fam, r.Line, r.Text, r.Reason)
		}
		if n := rep.Count(Unchecked); n != 0 {
			t.Errorf("%s: %d steps not checked", c.fam, n)
		}
		for _, r := range rep.Results {
			rules[r.Step.Rule]++
		}
	}
	for _, r := range []string{"tridagon", "EL14c30-OR1-relation", "EL14c13-OR2-whip", "Trid-OR2-whip"} {
		if rules[r] == 0 {
			t.Errorf("no %s step audited (%v)", r, rules)
		}
	}
	for _, c := range []struct{ pz, fam, old, new string }{
		// a cell of the EL14c30 placement moved: not an image of EL14c30
		{mith1, "Select1-OR5W", "in cells r3c1 r3c9", "in cells r3c2 r3c9"},
		// the asserted candidate is not a guardian
		{mith1, "Select1-OR5W", "guardians: n5r3c9 n1r6c3 ==>", "guardians: n1r6c3 ==>"},
		// the relation cell's rlc swapped with its llc: the chain breaks
		{mith1, "Select1-OR5W", "EL14c13-OR2{{n1r4c3 | n5r3c9}}", "EL14c13-OR2{{n5r3c9 | n1r4c3}}"},
	} {
		text := texts[c.fam]
		if !strings.Contains(text, c.old) {
			t.Fatalf("%s path has no %q", c.fam, c.old)
		}
		rep := audit(t, c.pz, strings.Replace(text, c.old, c.new, 1))
		if len(invalid(rep)) == 0 {
			t.Errorf("%s with %q for %q: no INVALID step", c.fam, c.new, c.old)
		}
	}
}

package logic

import (
	"strings"
	"testing"
)

// TestTypedChains: the typed families keep every chain inside one type of
// variable, print the type, and find the typed t-whip of SudoRules' log of
// ObiWahn+Tarek #160 (verify/audit/testdata/obiwahn-tarek-160.log, line 88).
func TestTypedChains(t *testing.T) {
	pg := parse81(t, "1.....9.....6.4.8..4..3...2..6.8.....3...57..9..2...1...7..6....2....5..8..1....3")
	for _, fam := range []string{"TyBC", "TyZC", "TyTW", "TyW"} {
		f, err := FamilyByName(fam)
		if err != nil {
			t.Fatal(err)
		}
		p, err := ResolvePath(pg, f, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range p.Steps {
			cp, ok := st.Detail.(*ChainPattern)
			if !ok || cp.Kind == KindWhip1 {
				continue
			}
			kind, _, _ := p.Initial.G.VarKind(cp.Cells[0].Var)
			suffix := "-" + [...]string{"rc", "rn", "cn", "bn"}[kind]
			if !strings.HasSuffix(st.Rule, suffix) {
				t.Errorf("%s: %s: rule not typed %s", fam, st.Text(p.Initial.G), suffix)
			}
			for _, c := range cp.Cells {
				if k, _, _ := p.Initial.G.VarKind(c.Var); k != kind {
					t.Errorf("%s: %s: cells of two types", fam, st.Text(p.Initial.G))
				}
			}
		}
		if fam == "TyTW" {
			if p.Rating.String() != "6" || p.Status != Solved {
				t.Errorf("TyTW: rating %s %s", p.Rating, p.Status)
			}
			containsLine(t, strings.Split(p.Text(), "\n"), "t-whip-cn[4]: c2n8{r6 r1} - c2n6{r1 r9} - c1n6{r8 r3} - c7n6{r3 .} ==> r6c7≠8")
		}
	}
}

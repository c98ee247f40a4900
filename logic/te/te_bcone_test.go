package te

import (
	"testing"

	"github.com/sudolab/sudolab/logic"
)

// The cone bounds hold: on trial states (RS+Z after BRT) of SHC examples, every candidate
// with a cone of length u has a braid of length ≤ u, and none of length
// ≤ D (the layer of its contradiction).
func TestConeBounds(t *testing.T) {
	ps := loadTE(t, "shc-examples/BxB.csv", "expected", 30)
	sc := logic.NewScratch(logic.Geom(3))
	ct := newConeTrial(logic.Geom(3))
	checked := 0
	for _, p := range ps {
		base := p.st.Clone()
		base.BRT()
		for x := logic.Cand(0); int(x) < base.G.NCands; x += 11 {
			if !base.Has(x) {
				continue
			}
			s := base.Clone()
			s.Assert(s.G.CellOf(x), s.G.DigitOf(x))
			if s.BRT() != logic.Open {
				continue
			}
			bf := sc.BraidFinder(s)
			for z := logic.Cand(0); int(z) < s.G.NCands; z++ {
				if !s.Has(z) {
					continue
				}
				d, u := ct.bounds(s, z, 8)
				if u == depthInf || u > 8 {
					continue
				}
				checked++
				if !bf.Has(z, u) && u > 1 {
					t.Fatalf("%s: %s has a cone of length %d but no braid that short", p.id, s.G.FormatElim(z), u)
				}
				if d > 0 && bf.Has(z, d) {
					t.Fatalf("%s: %s has a braid of length ≤ %d = D", p.id, s.G.FormatElim(z), d)
				}
			}
			bf.Release()
		}
	}
	if checked == 0 {
		t.Fatal("no candidate with a short cone")
	}
	t.Logf("%d candidates: braid length within [D+1, cone+1]", checked)
}

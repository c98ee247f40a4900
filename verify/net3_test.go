package verify

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
)

// whipNet writes a whip as an nrczt-net (a chain: one source, one sink,
// no branching; docs/nets.md §8.2).
func whipNet(g *logic.Geometry, p *logic.ChainPattern, z logic.Cand) *Net {
	cand := func(x logic.Cand) string {
		c := g.CellOf(x)
		return fmt.Sprintf("r%dc%d#%d", g.Row[c]+1, g.Col[c]+1, g.DigitOf(x))
	}
	n := &Net{Target: cand(z)}
	for k, c := range p.Cells {
		nc := NetCell{Name: fmt.Sprintf("C%d", k+1), Set: g.FormatVar(c.Var), LLC: cand(c.LLC)}
		if c.RLC != logic.NoCand {
			nc.RLC = []string{cand(c.RLC)}
		}
		if k+1 < len(p.Cells) {
			nc.Next = []string{fmt.Sprintf("C%d", k+2)}
		}
		n.Cells = append(n.Cells, nc)
	}
	return n
}

// NET-3 (docs/nets.md §8.5, docs/test-cases.md §11.8) on random BRT states: every whip is a net
// the verifier accepts, and every net it accepts — whips and randomly
// mutated ones — is proven by SAT (UNSAT with the target asserted). The
// other parts of NET-3 (braid set = T&E(BRT) set = SAT failed literals,
// whips ⊆ braids) are TestBraidsEqualTEBRT.
func TestNET3NetVerifierSound(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	rng := rand.New(rand.NewPCG(5, 6))
	sc := logic.NewScratch(logic.Geom(3))
	whips, accepted, mutants, mutAccepted := 0, 0, 0, 0
	prove := func(s *logic.State, z logic.Cand, what string) {
		for _, p := range ProveEliminations(s, []logic.Cand{z}) {
			if p.Verdict != encode.Valid {
				t.Fatalf("%s accepted by the net verifier but SAT refutes %s\n%s", what, s.G.FormatElim(z), s.Grid().StateString())
			}
		}
	}
	for _, s := range braidStates(t, n, 3) {
		g := s.G
		for k := 2; k <= 7; k++ {
			sc.Reset()
			step, ok := logic.WhipRule{}.Find(sc, s, k)
			if !ok {
				continue
			}
			p := step.Detail.(*logic.ChainPattern)
			z := step.Elims[0]
			whips++
			net := whipNet(g, p, z)
			v := VerifyNet(s, net)
			if !v.Valid {
				t.Fatalf("whip[%d] %s ⇒ %s rejected as a net: %s", k, p.Format(g), g.FormatElim(z), v.Reason)
			}
			accepted++
			prove(s, v.Target, "whip net")
			// Mutants: another rlc, another llc, or another target.
			for m := 0; m < 4; m++ {
				mut := whipNet(g, p, z)
				i := rng.IntN(len(p.Cells))
				cands := g.VarCands(p.Cells[i].Var)
				x := cands[rng.IntN(len(cands))]
				c := g.CellOf(x)
				name := fmt.Sprintf("r%dc%d#%d", g.Row[c]+1, g.Col[c]+1, g.DigitOf(x))
				switch m % 3 {
				case 0:
					if len(mut.Cells[i].RLC) > 0 {
						mut.Cells[i].RLC = []string{name}
					}
				case 1:
					mut.Cells[i].LLC = name
				case 2:
					y := logic.Cand(rng.IntN(g.NCands))
					cy := g.CellOf(y)
					mut.Target = fmt.Sprintf("r%dc%d#%d", g.Row[cy]+1, g.Col[cy]+1, g.DigitOf(y))
				}
				mutants++
				if v := VerifyNet(s, mut); v.Valid {
					mutAccepted++
					prove(s, v.Target, "mutated net")
				}
			}
		}
	}
	if whips == 0 || mutAccepted == mutants {
		t.Errorf("%d whips, %d of %d mutants accepted: not varied", whips, mutAccepted, mutants)
	}
	t.Logf("%d states: %d whips accepted as nets and SAT-proven; %d mutants, %d accepted (all SAT-proven)", n, accepted, mutants, mutAccepted)
}

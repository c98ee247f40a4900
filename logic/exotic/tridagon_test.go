package exotic

import (
	"fmt"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

const lokiLine = "57....9..........8.1.........168..4......28.9..2.9416.....2.....6.9.82.4...41.6.."

func TestTridPlacements(t *testing.T) {
	ps := TridPlacements()
	odd := 0
	seen := map[[12]int]bool{}
	for _, p := range ps {
		if p.Odd {
			odd++
		}
		if seen[p.Cells] {
			t.Fatalf("placement %v twice", p.Cells)
		}
		seen[p.Cells] = true
	}
	if len(ps) != 11664 || odd != 5832 {
		t.Errorf("%d placements, %d odd; want 11664, 5832", len(ps), odd)
	}
}

// TestFindTridagonsLoki: Loki's BRT state has one tridagon (3, 5, 7 in
// blocks 5, 6, 8, 9) whose only guardian is r8c8=1; the rule eliminates
// the three digits from r8c8.
func TestFindTridagonsLoki(t *testing.T) {
	s := stateOf(t, lokiLine)
	s.BRT()
	ts := FindTridagons(s)
	if len(ts) != 1 || ts[0].Digits != [3]int{3, 5, 7} || len(ts[0].Guardians) != 1 || ts[0].Guardians[0] != s.G.Cand(9*7+7, 1) {
		t.Fatalf("tridagons %+v", ts)
	}
	st, ok := PatternRule{Tridagon: true, MaxK: 5}.Find(logic.NewScratch(s.G), s, 3)
	if !ok || len(st.Elims) != 3 || st.Text(s.G) != "tridagon[12]: "+ts[0].Format(s.G)+" ==> r8c8≠3, r8c8≠5, r8c8≠7" {
		t.Errorf("step %q", st.Text(s.G))
	}
}

// TestORRelationUpdate: eliminated guardians leave the relation, the last
// one is asserted, and an asserted guardian voids it.
func TestORRelationUpdate(t *testing.T) {
	s := stateOf(t, "..34..7.94.7..926.69.......2.4.75...7..8.1.......43.7.3...9..26......39.9.6.3.4.7")
	s.BRT()
	sc := logic.NewScratch(s.G)
	rels := RecordTridagons(sc, s)
	if len(rels) != 1 || rels[0].Format(s.G) != "Trid-OR3-relation between n3r2c9 n2r3c3 n2r9c2" {
		t.Fatalf("relations %v", rels)
	}
	o := orStoreFor(sc, s)
	g := append([]logic.Cand(nil), rels[0].Cands...)
	s.Eliminate(g[0])
	s.Eliminate(g[1])
	a, empty := o.update(s)
	if empty || a == nil || len(a.Cands) != 1 || a.Cands[0] != g[2] {
		t.Fatalf("after two eliminations: %v %v", a, empty)
	}
	s.Assert(s.G.CellOf(a.Cands[0]), s.G.DigitOf(a.Cands[0]))
	if a, _ := o.update(s); a != nil || len(o.rels) != 0 {
		t.Errorf("asserted guardian: relation not void")
	}
}

// TestTridOR5WLoki: Loki is solved at level 3.
func TestTridOR5WLoki(t *testing.T) {
	s := stateOf(t, lokiLine)
	lv, err := TridLevel(s, FamilyTridOR5W())
	if err != nil || lv != 3 {
		t.Errorf("Loki: level %d, %v; want 3", lv, err)
	}
}

// mith862 is #862 of the T&E(3) sample (mith's list, line 138,636):
// Berthier's Trid-OR5W level is 6, reached only when the OR_k chains of a
// length are applied in CSP-Rules' order (docs/tridagons.md §12.5, §12.8).
const mith862 = "1......8..57.89...8.6.32.............3..2481...431...2......49.....9.3.19...4..28"

// TestTridOR5WOrder: on #862 the first OR_k chain is the OR4-contrad-whip[6]
// that eliminates r4c2≠2 (SudoRules' run with the reference's rules applies
// it first too); applying the OR4-whip[6] that eliminates r4c3≠5 first, as
// sudolab did before, leads to 99.
func TestTridOR5WOrder(t *testing.T) {
	s := stateOf(t, mith862)
	var first *ORChain
	var elims []logic.Cand
	st := logic.NewStrategy(FamilyTridOR5W(), TridMaxLevel)
	st.OnStep = func(_ *logic.State, step *logic.Step) error {
		if c, ok := step.Detail.(*ORChain); ok && first == nil {
			first, elims = c, step.Elims
		}
		return nil
	}
	r, err := st.Run(s.Clone())
	if err != nil || r.Status != logic.Solved || r.Rating != 6 {
		t.Fatalf("#862: %+v, %v; want solved at level 6", r, err)
	}
	want := s.G.Cand(3*9+1, 2) // r4c2≠2
	if first == nil || first.Kind != ORContradWhip || first.Length != 6 || first.Relation.Size() != 4 || len(elims) != 1 || elims[0] != want {
		t.Errorf("first OR_k chain: %+v ⇒ %v; want Trid-OR4-contrad-whip[6] ⇒ r4c2≠2", first, elims)
	}
}

// TestTridOR5WLoopless: OR_k chains are loopless like whips (docs/chains.md
// §2.2: no llc repeats Z, an rlc or an earlier llc). Puzzle #1418 of
// mith's list (Berthier's Trid-OR5W level 8, also in his published
// resolution path) came out 7 with a Trid-OR3-whip[7] whose second cell
// reused the first cell's llc (r9c1{n8 n5} - c1n8{r9 r4} - …).
func TestTridOR5WLoopless(t *testing.T) {
	const mith1418 = "1.3....8..56789...78..........59.67..6..728.5.7.6.8.2.......2..6..8.795....92..6."
	s := stateOf(t, mith1418)
	st := logic.NewStrategy(FamilyTridOR5W(), TridMaxLevel)
	nOR := 0
	st.OnStep = func(_ *logic.State, step *logic.Step) error {
		c, ok := step.Detail.(*ORChain)
		if !ok {
			return nil
		}
		nOR++
		seen := map[logic.Cand]bool{c.Z: true}
		for _, cell := range c.Cells {
			if cell.IsOR {
				if cell.RLC != logic.NoCand {
					seen[cell.RLC] = true
				}
				continue
			}
			if seen[cell.LLC] {
				t.Errorf("%s: llc %s repeated", step.Rule, s.G.FormatElim(cell.LLC))
			}
			seen[cell.LLC] = true
			if cell.RLC != logic.NoCand {
				if seen[cell.RLC] {
					t.Errorf("%s: rlc %s repeated", step.Rule, s.G.FormatElim(cell.RLC))
				}
				seen[cell.RLC] = true
			}
		}
		return nil
	}
	r, err := st.Run(s.Clone())
	if err != nil || r.Status != logic.Solved || r.Rating != 8 || nOR == 0 {
		t.Errorf("#1418: %+v, %v, %d OR_k chains; want solved at level 8 with OR_k chains", r, err, nOR)
	}
}

// ExampleFindTridagons lists Loki's tridagon and its guardian.
func ExampleFindTridagons() {
	pg, _ := puzzle.ParseLine(lokiLine)
	s, _ := logic.FromGrid(pg)
	s.BRT()
	for _, t := range FindTridagons(s) {
		fmt.Println(t.Format(s.G))
	}
	// Output: tridagon for digits 3, 5 and 7 in blocks b5: r4c6 r5c5 r6c4; b6: r4c7 r5c8 r6c9; b8: r7c4 r8c5 r9c6; b9: r7c7 r8c8 r9c9, guardians: n1r8c8
}

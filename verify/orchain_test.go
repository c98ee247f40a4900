package verify

import (
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// Puzzles of mith's T&E(3) sample (index in te-depth/mith-TE3-sample1000.csv).
var tridPuzzles = []string{
	"..34..7.94.7..926.69.......2.4.75...7..8.1.......43.7.3...9..26......39.9.6.3.4.7", // #297
	"1.3....8..5..8.....8.....462......5....86..24....25..7...6.847..7.54.2.8.4..72.65", // #542
	"....567.9...1.9...6..72..512.16.7....36......748...9....597.6.2....61..5.6.......", // #447
	"57....9..........8.1.........168..4......28.9..2.9416.....2.....6.9.82.4...41.6..", // Loki
}

func tridState(t *testing.T, line string) *logic.State {
	t.Helper()
	pg, err := puzzle.ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestORChainStepsVerify runs Trid-OR5W, and the same with
// OR_k-forcing-whips, on sample puzzles: every tridagon step and OR_k
// chain passes the checker and every elimination is proven by SAT.
func TestORChainStepsVerify(t *testing.T) {
	forcing := logic.FamilySFinW().With("Trid-OR5FW", logic.TridagonRule{MaxK: 5, Forcing: true}, logic.ORChainRule{MaxK: 5, Forcing: true})
	kinds := map[string]int{}
	for _, f := range []logic.Family{logic.FamilyTridOR5W(), forcing} {
		for _, p := range tridPuzzles {
			st := logic.NewStrategy(f, 8)
			st.OnStep = func(before *logic.State, step *logic.Step) error {
				switch d := step.Detail.(type) {
				case *logic.ORChain:
					kinds[d.Kind.String()]++
				case *logic.TridagonStep:
					if d.Split[0] != nil {
						kinds["split"]++
					} else {
						kinds["tridagon"]++
					}
				}
				return Step(before, step)
			}
			if _, err := st.Run(tridState(t, p)); err != nil {
				t.Fatalf("%s %s: %v", f.Name, p, err)
			}
		}
	}
	t.Logf("steps checked: %v", kinds)
	for _, k := range []string{"whip", "forcing-whip", "tridagon", "split"} {
		if kinds[k] == 0 {
			t.Errorf("no %s step was checked", k)
		}
	}
}

// firstORWhip returns the state before the first OR_k-whip of #297 and it.
func firstORWhip(t *testing.T) (*logic.State, *logic.Step) {
	var before *logic.State
	var found logic.Step
	st := logic.NewStrategy(logic.FamilyTridOR5W(), 8)
	st.OnStep = func(b *logic.State, step *logic.Step) error {
		if c, ok := step.Detail.(*logic.ORChain); ok && before == nil && c.Kind == logic.ORWhip && len(c.Cells) >= 3 {
			before, found = b, *step
		}
		return nil
	}
	st.Run(tridState(t, tridPuzzles[0]))
	if before == nil {
		t.Fatal("no OR_k-whip on #297")
	}
	return before, &found
}

// TestORChainCheckerRejects: damaged chains are refused with a reason.
func TestORChainCheckerRejects(t *testing.T) {
	s, step := firstORWhip(t)
	if err := CheckStep(s, step); err != nil {
		t.Fatalf("intact chain refused: %v", err)
	}
	orig := step.Detail.(*logic.ORChain)
	clone := func() (*logic.ORChain, *logic.Step) {
		c := *orig
		c.Cells = append([]logic.ORCell(nil), orig.Cells...)
		for i := range c.Cells {
			c.Cells[i].ORLLCs = append([]logic.Cand(nil), c.Cells[i].ORLLCs...)
		}
		rel := *orig.Relation
		rel.Cands = append([]logic.Cand(nil), orig.Relation.Cands...)
		c.Relation = &rel
		st := *step
		st.Detail = &c
		return &c, &st
	}
	orCell := -1
	for i, c := range orig.Cells {
		if c.IsOR {
			orCell = i
		}
	}
	for name, damage := range map[string]func(c *logic.ORChain, st *logic.Step){
		"last cell dropped": func(c *logic.ORChain, st *logic.Step) {
			c.Cells = c.Cells[:len(c.Cells)-1]
			c.Length--
			st.Length--
		},
		"relation rlc swapped with an llc": func(c *logic.ORChain, st *logic.Step) {
			cell := &c.Cells[orCell]
			cell.RLC, cell.ORLLCs[0] = cell.ORLLCs[0], cell.RLC
		},
		"relation without a guardian": func(c *logic.ORChain, st *logic.Step) {
			c.Relation.Cands = c.Relation.Cands[1:]
		},
		"other target": func(c *logic.ORChain, st *logic.Step) {
			for x := logic.Cand(0); int(x) < s.G.NCands; x++ {
				if s.Has(x) && x != c.Z {
					c.Z, st.Elims = x, []logic.Cand{x}
					return
				}
			}
		},
		"first cell's llc changed": func(c *logic.ORChain, st *logic.Step) {
			if c.Cells[0].IsOR {
				c.Cells[0].ORLLCs = nil
				return
			}
			for _, y := range s.G.VarCands(c.Cells[0].Var) {
				if s.Has(y) && !s.G.Linked(y, c.Z) {
					c.Cells[0].LLC = y
					return
				}
			}
			c.Cells[0].LLC = c.Z
		},
	} {
		c, st := clone()
		damage(c, st)
		err := CheckStep(s, st)
		if err == nil {
			t.Errorf("%s: accepted", name)
		} else if !strings.Contains(err.Error(), "invalid pattern") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestSplitCheckerRejects: a split whose chain is broken, or whose new
// relations are not the parent minus one candidate, is refused.
func TestSplitCheckerRejects(t *testing.T) {
	var before *logic.State
	var step logic.Step
	st := logic.NewStrategy(logic.FamilyTridOR5W(), 8)
	st.OnStep = func(b *logic.State, s *logic.Step) error {
		if d, ok := s.Detail.(*logic.TridagonStep); ok && d.Split[0] != nil && before == nil {
			before, step = b, *s
		}
		return nil
	}
	st.Run(tridState(t, tridPuzzles[0]))
	if before == nil {
		t.Fatal("no split on #297")
	}
	if err := CheckStep(before, &step); err != nil {
		t.Fatalf("intact split refused: %v", err)
	}
	d := step.Detail.(*logic.TridagonStep)
	sp := *d.Split[0].Split
	sp.Chain = append([]logic.Cand(nil), sp.Chain...)
	sp.Chain[1]++ // another candidate of the cell
	r0, r1 := *d.Split[0], *d.Split[1]
	r0.Split, r1.Split = &sp, &sp
	bad := step
	bad.Detail = &logic.TridagonStep{Split: [2]*logic.ORRelation{&r0, &r1}}
	if err := CheckStep(before, &bad); err == nil {
		t.Errorf("broken chain accepted")
	}
	r2 := *d.Split[1]
	r2.Cands = d.Split[0].Split.Parent.Cands
	bad.Detail = &logic.TridagonStep{Split: [2]*logic.ORRelation{d.Split[0], &r2}}
	if err := CheckStep(before, &bad); err == nil {
		t.Errorf("unsplit relation accepted")
	}
}

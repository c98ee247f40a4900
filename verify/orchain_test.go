package verify

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
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
	forcing := logic.FamilySFinW().With("Trid-OR5FW", exotic.PatternRule{Tridagon: true, MaxK: 5, Forcing: true}, exotic.ORChainRule{MaxK: 5, Forcing: true})
	kinds := map[string]int{}
	for _, f := range []logic.Family{exotic.FamilyTridOR5W(), forcing} {
		for _, p := range tridPuzzles {
			st := logic.NewStrategy(f, 8)
			st.OnStep = func(before *logic.State, step *logic.Step) error {
				switch d := step.Detail.(type) {
				case *exotic.ORChain:
					kinds[d.Kind.String()]++
				case *exotic.PatternStep:
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
	st := logic.NewStrategy(exotic.FamilyTridOR5W(), 8)
	st.OnStep = func(b *logic.State, step *logic.Step) error {
		if c, ok := step.Detail.(*exotic.ORChain); ok && before == nil && c.Kind == exotic.ORWhip && len(c.Cells) >= 3 {
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
	orig := step.Detail.(*exotic.ORChain)
	clone := func() (*exotic.ORChain, *logic.Step) {
		c := *orig
		c.Cells = append([]exotic.ORCell(nil), orig.Cells...)
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
	for name, damage := range map[string]func(c *exotic.ORChain, st *logic.Step){
		"last cell dropped": func(c *exotic.ORChain, st *logic.Step) {
			c.Cells = c.Cells[:len(c.Cells)-1]
			c.Length--
			st.Length--
		},
		"relation rlc swapped with an llc": func(c *exotic.ORChain, st *logic.Step) {
			cell := &c.Cells[orCell]
			cell.RLC, cell.ORLLCs[0] = cell.ORLLCs[0], cell.RLC
		},
		"relation without a guardian": func(c *exotic.ORChain, st *logic.Step) {
			c.Relation.Cands = c.Relation.Cands[1:]
		},
		"other target": func(c *exotic.ORChain, st *logic.Step) {
			for x := logic.Cand(0); int(x) < s.G.NCands; x++ {
				if s.Has(x) && x != c.Z {
					c.Z, st.Elims = x, []logic.Cand{x}
					return
				}
			}
		},
		"first cell's llc changed": func(c *exotic.ORChain, st *logic.Step) {
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
	st := logic.NewStrategy(exotic.FamilyTridOR5W(), 8)
	st.OnStep = func(b *logic.State, s *logic.Step) error {
		if d, ok := s.Detail.(*exotic.PatternStep); ok && d.Split[0] != nil && before == nil {
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
	d := step.Detail.(*exotic.PatternStep)
	sp := *d.Split[0].Split
	sp.Chain = append([]logic.Cand(nil), sp.Chain...)
	sp.Chain[1]++ // another candidate of the cell
	r0, r1 := *d.Split[0], *d.Split[1]
	r0.Split, r1.Split = &sp, &sp
	bad := step
	bad.Detail = &exotic.PatternStep{Split: [2]*exotic.ORRelation{&r0, &r1}}
	if err := CheckStep(before, &bad); err == nil {
		t.Errorf("broken chain accepted")
	}
	r2 := *d.Split[1]
	r2.Cands = d.Split[0].Split.Parent.Cands
	bad.Detail = &exotic.PatternStep{Split: [2]*exotic.ORRelation{d.Split[0], &r2}}
	if err := CheckStep(before, &bad); err == nil {
		t.Errorf("unsplit relation accepted")
	}
}

// orFGState34: a state of #34's Trid-OR5W path (logic/exotic/orkwhip_test.go)
// with an OR2-forcing-gwhip[2] whose first branch ends on a g-candidate.
const orFGState34 = "1.........2.4...8...3.......2.45........56.8..2.4.6.........7...2.4...8.........9.2.4...8.....5..........7..1...............89.2.4....9.2.4...8...3...........6........6....2.....89.2.4...89......7....3....8..234.....1............5.....2.4...8..2..5....12......9.....6.......5...9...4............8...3.5..........7..1.3.5.......45..8.1..4...8.1..4...8...3.......2.............7.......6...........91..45..8.......7....3.........4...89.....6.......5...91.........2.4...8..2.4...8..2.45..8...3............7...2.4...8..2.4...8.1............5............9.....6....2.4...8..2.4...8.12.4.6.8.12.4...8..2.4...89..3..67.9.234.6..9..3.5.....2.4...8...3.5.7..........9.2.4.6.8.....5.....2.4...8...3..67...234.6....2.4...8.1..........3...7.."

// forcingGWhip34 returns #34's state and its forcing gwhip step.
func forcingGWhip34(t *testing.T) (*logic.State, *logic.Step) {
	t.Helper()
	s := tridState(t, orFGState34)
	sc := logic.NewScratch(s.G)
	exotic.RecordTridagons(sc, s)
	rule := exotic.ORChainRule{MaxK: 5, G: true, Forcing: true}
	for n := 1; n <= 2; n++ {
		if st, ok := rule.Find(sc, s, n); ok {
			if c, _ := st.Detail.(*exotic.ORChain); c == nil || c.Kind != exotic.ORForcingWhip || !c.G {
				t.Fatalf("not a forcing gwhip: %s", st.Text(s.G))
			}
			return s, &st
		}
	}
	t.Fatal("no forcing gwhip on #34's state")
	return nil, nil
}

// TestORForcingGWhipVerify: forcing gwhips pass the checker (on #34's
// state, a branch ending on a g-candidate; on the Trid-OR5FgW path of
// mith's #38, a g-candidate inside a branch) and their eliminations are
// proven by SAT.
func TestORForcingGWhipVerify(t *testing.T) {
	s, step := forcingGWhip34(t)
	if err := Step(s, step); err != nil {
		t.Fatalf("%s: %v", step.Text(s.G), err)
	}
	n := 0
	st := logic.NewStrategy(exotic.FamilyTridOR5FgW(), 8)
	st.OnStep = func(before *logic.State, step *logic.Step) error {
		if err := Step(before, step); err != nil {
			return err
		}
		if c, ok := step.Detail.(*exotic.ORChain); ok && c.Kind == exotic.ORForcingWhip && c.G {
			n++
			return errStopPath
		}
		return nil
	}
	if _, err := st.Run(tridState(t, "1..45......7.....6.89.....5.3574.6........57..765....3...67..54....1.36....3..1..")); err != nil && !errors.Is(err, errStopPath) {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatal("no forcing gwhip on #38's path")
	}
}

var errStopPath = errors.New("stop")

// TestORForcingGWhipCheckerRejects: damaged forcing gwhips are refused.
func TestORForcingGWhipCheckerRejects(t *testing.T) {
	s, step := forcingGWhip34(t)
	g := s.G
	orig := step.Detail.(*exotic.ORChain)
	gb := -1 // the branch ending on a g-candidate
	for i, br := range orig.Branches {
		if br.Last == logic.NoCand {
			gb = i
		}
	}
	if gb < 0 {
		t.Fatal("no branch ends on a g-candidate")
	}
	lab := orig.Branches[gb].LastG
	otherLabel := func(same bool) int { // another g-label of the same digit (same) or of another one
		for i := 0; i < g.NumGLabels(); i++ {
			if i != lab && (g.GLabelAt(i).Digit == g.GLabelAt(lab).Digit) == same {
				return i
			}
		}
		return -1
	}
	for name, damage := range map[string]func(c *exotic.ORChain, st *logic.Step){
		"g-rlc of another digit": func(c *exotic.ORChain, st *logic.Step) {
			br := &c.Branches[gb]
			br.Cells[len(br.Cells)-1].GRLC = otherLabel(false)
			br.LastG = br.Cells[len(br.Cells)-1].GRLC
		},
		"g-rlc of another segment": func(c *exotic.ORChain, st *logic.Step) {
			br := &c.Branches[gb]
			br.Cells[len(br.Cells)-1].GRLC = otherLabel(true)
			br.LastG = br.Cells[len(br.Cells)-1].GRLC
		},
		"g-cell in a chain not marked g": func(c *exotic.ORChain, st *logic.Step) {
			c.G = false
		},
		"branch end: another g-candidate": func(c *exotic.ORChain, st *logic.Step) {
			c.Branches[gb].LastG = otherLabel(true)
		},
		"branch end: none": func(c *exotic.ORChain, st *logic.Step) {
			c.Branches[gb].LastG = -1
		},
		"branch end: a plain candidate": func(c *exotic.ORChain, st *logic.Step) {
			c.Branches[gb].Last = g.GLabelAt(lab).Members[0]
		},
		"g-cell's rlc made plain": func(c *exotic.ORChain, st *logic.Step) {
			br := &c.Branches[gb]
			cell := &br.Cells[len(br.Cells)-1]
			for _, y := range g.GLabelAt(cell.GRLC).Members {
				if s.Has(y) {
					cell.RLC, cell.GRLC, br.Last = y, -1, y
					break
				}
			}
		},
		"elimination not g-linked to the g-end": func(c *exotic.ORChain, st *logic.Step) {
			x := st.Elims[0]
			for d := 1; d <= g.Side; d++ {
				y := g.Cand(g.CellOf(x), d)
				if s.Has(y) && y != x {
					st.Elims = []logic.Cand{y} // linked to the plain end (same cell), another digit
					return
				}
			}
		},
		"a g-end asserted": func(c *exotic.ORChain, st *logic.Step) {
			for _, y := range g.GLabelAt(lab).Members {
				if s.Has(y) {
					st.Elims, st.Asserts = nil, []logic.Cand{y}
					return
				}
			}
		},
	} {
		c := *orig
		c.Branches = append([]exotic.ORBranch(nil), orig.Branches...)
		for i := range c.Branches {
			c.Branches[i].Cells = append([]logic.ChainCell(nil), orig.Branches[i].Cells...)
		}
		st := *step
		st.Detail = &c
		damage(&c, &st)
		err := CheckStep(s, &st)
		if err == nil {
			t.Errorf("%s: accepted", name)
		} else if !strings.Contains(err.Error(), "invalid pattern") {
			t.Errorf("%s: %v", name, err)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
}

// TestPartialWhipLoopless: a partial whip whose second cell reuses the
// first cell's llc is refused for that reason (docs/chains.md §2.2), the
// first cell alone being accepted.
func TestPartialWhipLoopless(t *testing.T) {
	s := tridState(t, orFGState34)
	g := s.G
	// a bivalue cell {l, r} and a start x linked to l but not to r: cell
	// 1 is the cell (llc l, rlc r); cell 2 another variable of l, whose
	// llc l is linked to r (same cell).
	for v := 0; v < g.NVars; v++ {
		if k, _, _ := g.VarKind(v); k != logic.RC {
			continue
		}
		var cur []logic.Cand
		for _, y := range g.VarCands(v) {
			if s.Has(y) {
				cur = append(cur, y)
			}
		}
		if len(cur) != 2 {
			continue
		}
		l, r := cur[0], cur[1]
		for x := logic.Cand(0); int(x) < g.NCands; x++ {
			if !s.Has(x) || !g.Linked(x, l) || g.Linked(x, r) {
				continue
			}
			first := []logic.ChainCell{{Var: v, LLC: l, RLC: r, GRLC: -1}}
			if last, err := walkPartialWhip(s, x, first, false); err != nil || last.x != r {
				t.Fatalf("first cell refused: %v", err)
			}
			for _, w := range g.CandVars(l) {
				if w == v {
					continue
				}
				cells := append(first, logic.ChainCell{Var: w, LLC: l, RLC: logic.NoCand, GRLC: -1})
				_, err := walkPartialWhip(s, x, cells, false)
				if err == nil || !strings.Contains(err.Error(), "earlier llc") {
					t.Fatalf("repeated llc %s: %v", g.FormatElim(l), err)
				}
				return
			}
		}
	}
	t.Fatal("no bivalue cell to build the chain")
}

// TestORForcingGWhipSudoRules3240: SudoRules' published path of puzzle
// #3240 (CSP-Rules-Examples, Sudoku-a/Tridagons, configuration
// gW+OR5FgW+SFin+Trid) applies an OR3-forcing-gwhip[6] ⇒ r4c4≠1. On the
// state before it (the path's printed grid after the hidden pairs, less
// the eight eliminations that follow), the g-version of the rule finds
// nothing shorter and, at length 6, the same chain (its partial whip from
// n1r8c2 takes the llc n1r8c3 where SudoRules takes n1r9c3); the checker
// accepts both, and r4c4≠1 is proven by SAT.
func TestORForcingGWhipSudoRules3240(t *testing.T) {
	grid := `1 2 3 47 5 467 4789 6789 4689
		45 57 6 1247 8 9 13457 2357 245
		4589 5789 589 1247 3 1467 1457 2567 2456
		2 6 1589 14589 149 1458 37 37 4589
		3 589 7 4589 6 2 4589 589 1
		589 1589 4 1589 7 3 589 26 26
		6 3 589 45789 49 4578 2 1 589
		7 1589 12589 6 129 158 589 4 3
		589 4 12589 3 129 158 6 589 7`
	var b strings.Builder
	for _, tok := range strings.Fields(grid) {
		for d := byte('1'); d <= '9'; d++ {
			if strings.IndexByte(tok, d) >= 0 {
				b.WriteByte(d)
			} else {
				b.WriteByte('.')
			}
		}
	}
	s := tridState(t, b.String())
	g := s.G
	cand := func(r, c, d int) logic.Cand { return g.Cand((r-1)*9+c-1, d) }
	// whip[5] r3c7≠4, whips[5] r9c3≠5,8,9, Trid-OR3-forcing-whip[7]
	// r3c6≠7, whip[5] r1c8≠7, g-whips[6] r2c7≠5,4
	for _, x := range []logic.Cand{cand(3, 7, 4), cand(9, 3, 5), cand(9, 3, 8), cand(9, 3, 9), cand(3, 6, 7), cand(1, 8, 7), cand(2, 7, 5), cand(2, 7, 4)} {
		if !s.Eliminate(x) {
			t.Fatalf("%s: not a candidate", g.FormatElim(x))
		}
	}
	sc := logic.NewScratch(g)
	if rels := exotic.RecordTridagons(sc, s); len(rels) != 1 || rels[0].Format(g) != "Trid-OR3-relation between n1r4c3 n4r4c9 n1r8c2" {
		t.Fatalf("relations %v", rels)
	}
	rule := exotic.ORChainRule{MaxK: 5, G: true, Forcing: true, ForcingOnly: true}
	for n := 1; n <= 5; n++ {
		if st, ok := rule.Find(sc, s, n); ok {
			t.Fatalf("length %d: %s", n, st.Text(g))
		}
	}
	st, ok := rule.Find(sc, s, 6)
	if !ok {
		t.Fatal("no forcing gwhip[6]")
	}
	want := "Trid-OR3-forcing-gwhip[6]: Trid-OR3-relation between n1r4c3 n4r4c9 n1r8c2: n1r4c3 || n4r4c9 - partial-gwhip[4]: r5n4{c7 c4} - r2n4{c4 c1} - r3n4{c1 c6} - b2n1{r3c6 r123c4} || n1r8c2 - partial-whip[1]: c3n1{r8 r4} ==> r4c4≠1"
	if got := st.Text(g); got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
	if err := Step(s, &st); err != nil {
		t.Fatal(err)
	}
	// SudoRules' branch from n1r8c2: c3n1{r9 r4}
	c := *st.Detail.(*exotic.ORChain)
	c.Branches = append([]exotic.ORBranch(nil), c.Branches...)
	br := &c.Branches[2]
	br.Cells = append([]logic.ChainCell(nil), br.Cells...)
	br.Cells[0].LLC = cand(9, 3, 1)
	theirs := st
	theirs.Detail = &c
	if err := CheckStep(s, &theirs); err != nil {
		t.Fatalf("SudoRules' chain refused: %v", err)
	}
}

package verify

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func grid81(t *testing.T, s string) *puzzle.Grid {
	t.Helper()
	pg := &puzzle.Grid{N: 3, Cells: make([]int, 81)}
	for i := 0; i < 81; i++ {
		if c := s[i]; c >= '1' && c <= '9' {
			pg.Cells[i] = int(c - '0')
		}
	}
	return pg
}

// Worked cases of docs/test-cases.md (#22, #5, #9, #2862, #41, #1249).
var worked = []string{
	".23....8.......12.7.91.........97.46...3....29..6......6.9..5.457.....98.....4...",
	"12...67.9......12..............9....56....9..9.867..1.3..5....1.4..3...2.75..2.4.",
	".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8",
	"1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3...",
	"..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...",
	"..34.6..9....8..237..1.25..271.4....5..6......3...8..7.......9..459..2....7..4...",
}

// Every step of the paths of the worked cases passes the checker, for the
// four families (and W with bivalue chains, z-chains and t-whips).
func TestCheckerAcceptsPaths(t *testing.T) {
	fams := []logic.Family{logic.FamilyW(), logic.FamilyB(), logic.FamilyGW(), logic.FamilyGB(),
		logic.FamilyW().WithChains()}
	kinds := map[string]int{}
	for _, pz := range worked {
		for _, f := range fams {
			n := 0
			_, err := logic.ResolvePath(grid81(t, pz), f, 0, func(before *logic.State, st *logic.Step) error {
				n++
				kinds[st.Rule]++
				return CheckStep(before, st)
			})
			if err != nil {
				t.Fatalf("%s %s: %v", f.Name, pz, err)
			}
			if n == 0 {
				t.Errorf("%s %s: no step checked", f.Name, pz)
			}
		}
	}
	for _, k := range []string{"whip", "braid", "g-whip", "biv-chain"} {
		if kinds[k] == 0 {
			t.Errorf("no %s step was checked (%v)", k, kinds)
		}
	}
	t.Logf("checked steps by rule: %v", kinds)
}

// stepOf returns the first step of the path of pz (family f) whose text
// starts with prefix, and the state before it.
func stepOf(t *testing.T, pz string, f logic.Family, prefix string) (*logic.State, *logic.Step) {
	t.Helper()
	var before *logic.State
	var step *logic.Step
	_, err := logic.ResolvePath(grid81(t, pz), f, 0, func(b *logic.State, st *logic.Step) error {
		if step == nil && strings.HasPrefix(st.Text(b.G), prefix) {
			before, step = b, st
			cp := *st.Detail.(*logic.ChainPattern)
			cp.Cells = append([]logic.ChainCell(nil), cp.Cells...)
			step.Detail = &cp
		}
		return nil
	})
	if err != nil || step == nil {
		t.Fatalf("no step %q (%v)", prefix, err)
	}
	return before, step
}

func mustFail(t *testing.T, what string, before *logic.State, st *logic.Step) {
	t.Helper()
	err := CheckStep(before, st)
	if err == nil || !errors.Is(err, ErrPattern) {
		t.Errorf("%s: checker accepted it (%v)", what, err)
	} else {
		t.Logf("%s: %v", what, err)
	}
}

func TestCheckerRejectsCorruptPatterns(t *testing.T) {
	const pz2862 = "1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3..."
	before, st := stepOf(t, pz2862, logic.FamilyW(), "whip[3]: r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .}")
	if err := CheckStep(before, st); err != nil {
		t.Fatalf("genuine whip[3] rejected: %v", err)
	}
	g := before.G
	p := st.Detail.(*logic.ChainPattern)
	corrupt := func(f func(p *logic.ChainPattern)) *logic.Step {
		q := *p
		q.Cells = append([]logic.ChainCell(nil), p.Cells...)
		f(&q)
		s2 := *st
		s2.Detail = &q
		return &s2
	}
	// Wrong rlc: 9r9c8 instead of 1r9c8 (no longer a candidate there).
	mustFail(t, "wrong rlc", before, corrupt(func(q *logic.ChainPattern) { q.Cells[0].RLC = g.Cand(8*9+7, 9) }))
	// Wrong rlc: the llc itself.
	mustFail(t, "rlc = llc", before, corrupt(func(q *logic.ChainPattern) { q.Cells[1].RLC = q.Cells[1].LLC }))
	// Non-linked llc: 1r9c2 replaced by 9r9c2 (not linked to R1 = 1r9c8).
	mustFail(t, "non-linked llc", before, corrupt(func(q *logic.ChainPattern) {
		q.Cells[1].LLC, q.Cells[1].RLC = g.Cand(8*9+1, 9), g.Cand(8*9+1, 1)
	}))
	// Truncated (last cell dropped): the new last cell is not empty.
	tr := corrupt(func(q *logic.ChainPattern) {
		q.Cells = q.Cells[:2]
		q.Cells[1].RLC = logic.NoCand
	})
	tr.Length = 2
	mustFail(t, "truncated", before, tr)
	// A target the cells do not eliminate.
	for x := logic.Cand(0); int(x) < g.NCands; x++ { // a current candidate that is not a target
		if before.Has(x) && x != st.Elims[0] && g.DigitOf(x) != 8 {
			mustFail(t, "wrong target", before, withElimsOf(st, x))
			break
		}
	}

	// A loop (docs/test-cases.md §11.3): in S109, the whip[8] with L_3 = r2c5 instead
	// of r2c4 satisfies W1–W4 but reuses r2c5 as L_4.
	s109 := parseS109(t)
	good := parseLine(t, g, "whip[8]: r6n3{c2 c6} - c6n2{r6 r3} - r2n2{c4 c8} - c5n2{r2 r9} - r9c4{n2 n7} - r2n7{c4 c7} - r2n6{c7 c3} - r5n6{c3 .} ==> r5c1≠3")
	if err := CheckStep(s109, good); err != nil {
		t.Fatalf("the whip[8] of docs/test-cases.md §11.3 is rejected: %v", err)
	}
	loop := parseLine(t, g, "whip[8]: r6n3{c2 c6} - c6n2{r6 r3} - r2n2{c5 c8} - c5n2{r2 r9} - r9c4{n2 n7} - r2n7{c4 c7} - r2n6{c7 c3} - r5n6{c3 .} ==> r5c1≠3")
	err := CheckStep(s109, loop)
	if err == nil || !strings.Contains(err.Error(), "loop") {
		t.Errorf("loop not detected: %v", err)
	} else {
		t.Logf("loop: %v", err)
	}
	braidLoop := *loop
	bp := *loop.Detail.(*logic.ChainPattern)
	bp.Kind = logic.KindBraid
	braidLoop.Detail, braidLoop.Rule = &bp, "braid"
	if err := CheckStep(s109, &braidLoop); err != nil {
		t.Errorf("as a braid the repeated llc is allowed: %v", err)
	}

	// g-whip: the g-rlc replaced by a segment not containing the candidates.
	bg, sg := stepOf(t, pz2862, logic.FamilyGW(), "g-whip[2]: r3n7{c1 c456} - c4n7{r1 .}")
	if err := CheckStep(bg, sg); err != nil {
		t.Fatalf("genuine g-whip rejected: %v", err)
	}
	pg := sg.Detail.(*logic.ChainPattern)
	gq := *pg
	gq.Cells = append([]logic.ChainCell(nil), pg.Cells...)
	for i := 0; i < g.NumGLabels(); i++ { // r3c789 for digit 7
		lab := g.GLabelAt(i)
		if lab.Digit == 7 && lab.MiniRow && lab.Line == 2 && lab.Block == 2 {
			gq.Cells[0].GRLC = i
		}
	}
	gs := *sg
	gs.Detail = &gq
	mustFail(t, "wrong g-rlc", bg, &gs)

	// braid: #9's braid[4] is not a whip (L_2 is not linked to R_1).
	const pz9 = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"
	bb, sb := stepOf(t, pz9, logic.FamilyB(), "braid[4]: r2c4{n7 n2} - r4c1{n7 n2}")
	if err := CheckStep(bb, sb); err != nil {
		t.Fatalf("genuine braid rejected: %v", err)
	}
	pb := *sb.Detail.(*logic.ChainPattern)
	pb.Kind = logic.KindWhip
	sw := *sb
	sw.Detail = &pb
	mustFail(t, "braid presented as a whip", bb, &sw)
}

// withElimsOf copies st with the single target z.
func withElimsOf(st *logic.Step, z logic.Cand) *logic.Step {
	c := *st
	c.Elims = []logic.Cand{z}
	return &c
}

const s109 = "156 2 3 147 456 67 4679 8 1469 | 4 15 156 1278 258 9 167 267 3 | 7 8 9 1234 246 236 5 246 1246 | " +
	"12 19 148 2489 7 5 4689 3 46 | 368 79 4678 3489 489 38 2 1 5 | 2358 359 458 6 1 238 489 49 7 | " +
	"38 6 78 5 89 1 3479 2479 249 | 158 4 2 789 3 678 1679 5679 169 | 9 1357 157 27 26 4 1367 567 8"

// parseS109 builds the state S109 of docs/test-cases.md §11.3 (a single digit is a value).
func parseS109(t *testing.T) *logic.State {
	t.Helper()
	s := logic.NewState(logic.Geom(3))
	var singles [][2]int
	for r, row := range strings.Split(s109, "|") {
		for c, cell := range strings.Fields(row) {
			var m uint32
			for _, ch := range cell {
				m |= 1 << uint(ch-'1')
			}
			s.Cands[r*9+c] = m
			if len(cell) == 1 {
				singles = append(singles, [2]int{r*9 + c, int(cell[0] - '0')})
			}
		}
	}
	for _, sd := range singles {
		s.Assert(sd[0], sd[1])
	}
	return s
}

// parseLine reads a printed whip/braid line (candidate rlcs only) as a step.
func parseLine(t *testing.T, g *logic.Geometry, line string) *logic.Step {
	t.Helper()
	head, rest, _ := strings.Cut(line, ": ")
	body, concl, _ := strings.Cut(rest, " ==> ")
	p := &logic.ChainPattern{Kind: logic.KindWhip}
	if strings.HasPrefix(head, "braid") {
		p.Kind = logic.KindBraid
	}
	for _, cell := range strings.Split(body, " - ") {
		vs, inner, _ := strings.Cut(cell, "{")
		parts := strings.Fields(strings.TrimSuffix(inner, "}"))
		v := -1
		for i := 0; i < g.NVars; i++ {
			if g.FormatVar(i) == vs {
				v = i
			}
		}
		find := func(s string) logic.Cand {
			for _, x := range g.VarCands(v) {
				if g.FormatInVar(v, x) == s {
					return x
				}
			}
			t.Fatalf("bad %q in %s", s, vs)
			return logic.NoCand
		}
		c := logic.ChainCell{Var: v, LLC: find(parts[0]), RLC: logic.NoCand, GRLC: -1}
		if parts[1] != "." {
			c.RLC = find(parts[1])
		}
		p.Cells = append(p.Cells, c)
	}
	var z logic.Cand = logic.NoCand
	for x := 0; x < g.NCands; x++ {
		if g.FormatElim(logic.Cand(x)) == concl {
			z = logic.Cand(x)
		}
	}
	p.Targets = []logic.Cand{z}
	st := p.Step(g)
	return &st
}

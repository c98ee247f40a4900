package logic

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// Worked cases of docs/test-cases.md.

var cases61 = []struct {
	idx           int
	puzzle        string
	w, b, gw, gb  int
	gwArtefactNew int // our gW when the file value is a SudoRules artefact (docs/ratings.md §4.6)
}{
	{1, "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361", 0, 0, 0, 0, 0},
	{22, ".23....8.......12.7.91.........97.46...3....29..6......6.9..5.457.....98.....4...", 1, 1, 1, 1, 0},
	{5, "12...67.9......12..............9....56....9..9.867..1.3..5....1.4..3...2.75..2.4.", 2, 2, 2, 2, 0},
	{3, ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.", 3, 3, 3, 3, 0},
	{9, ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8", 5, 4, 5, 4, 0},
	{41, "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...", 5, 5, 4, 4, 0},
	{382, "..3.5.7...5..8....7.9.3...6...5..93..7....2.1..8....7.64...18..8.5........7...4.2", 5, 5, 5, 5, 0},
	{1249, "..34.6..9....8..237..1.25..271.4....5..6......3...8..7.......9..459..2....7..4...", 3, 3, 2, 2, 0},
	{2862, "1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3...", 7, 6, 2, 2, 0},
	{109, ".23....8.4....9..378....5......75.3.......215...61...7.6.5.1....42.3....9....4..8", 9, 7, 9, 7, 8},
	{4918, "....5.....567....28..23..6......78.....3...2...1.2.3.734.9...1...21...7....8...9.", 10, 9, 10, 8, 0},
	{16845, "1......89.57......8..2...5...5..39.1.1...4....6.51.......3..62.64..9...37........", 12, 10, 11, 10, 0},
}

func parse81(t testing.TB, s string) *puzzle.Grid {
	t.Helper()
	if len(s) != 81 {
		t.Fatalf("bad puzzle %q", s)
	}
	pg := &puzzle.Grid{N: 3, Cells: make([]int, 81)}
	for i := 0; i < 81; i++ {
		if c := s[i]; c >= '1' && c <= '9' {
			pg.Cells[i] = int(c - '0')
		}
	}
	return pg
}

func TestRatingsTable61(t *testing.T) {
	for _, c := range cases61 {
		if testing.Short() && c.w >= 9 {
			continue
		}
		pg := parse81(t, c.puzzle)
		want := map[string]int{"W": c.w, "B": c.b, "gW": c.gw, "gB": c.gb}
		if c.gwArtefactNew != 0 {
			want["gW"] = c.gwArtefactNew
		}
		for _, fam := range []string{"W", "B", "gW", "gB"} {
			r, err := RateByName(pg, fam, 0)
			if err != nil {
				t.Fatalf("#%d %s: %v", c.idx, fam, err)
			}
			if r.NotSolved || r.Value != want[fam] {
				t.Errorf("#%d %s = %v, want %d", c.idx, fam, r, want[fam])
			}
		}
	}
}

func pathLines(t *testing.T, puzzle, fam string) []string {
	t.Helper()
	f, err := FamilyByName(fam)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ResolvePath(parse81(t, puzzle), f, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(p.Text()), "\n")
}

func TestPath22Whips1(t *testing.T) {
	pz := cases61[1].puzzle
	s, _ := FromGrid(parse81(t, pz))
	if s.BRT() != Open {
		t.Fatal("BRT should not solve #22")
	}
	for _, want := range []string{"r8c4=2", "r9c7=2", "r9c2=9", "r8c3=4", "r5c7=9", "r1c1=1"} {
		found := false
		for cell, d := range s.Values {
			if s.G.FormatValue(s.G.Cand(cell, int(d))) == want && d != 0 {
				found = true
			}
		}
		if !found {
			t.Errorf("BRT did not assert %s", want)
		}
	}
	if n := s.NumCands(); n != 177 {
		t.Errorf("%d candidates after BRT, want 177", n)
	}
	// SudoRules' two whips[1] are whip[1] instances of this state.
	insts := allWhip1(s)
	for _, want := range []string{"r8n1{c6 .} ==> r7c5≠1, r7c6≠1, r9c5≠1", "c2n1{r6 .} ==> r4c3≠1, r5c3≠1, r6c3≠1"} {
		if !slices.Contains(insts, want) {
			t.Errorf("whip[1] %q not found among %v", want, insts)
		}
	}
	lines := pathLines(t, pz, "W")
	for _, l := range lines {
		if !strings.HasPrefix(l, "singles") && !strings.HasPrefix(l, "whip[1]: ") {
			t.Errorf("unexpected step %q", l)
		}
	}
}

// allWhip1 lists every whip[1] of s as "var{llc .} ==> sorted targets",
// with the llc SudoRules prints (the one in the printed example, if any,
// is any candidate of the variable: we print every choice's first).
func allWhip1(s *State) []string {
	g := s.G
	var out []string
	for v := g.Side * g.Side; v < g.NVars; v++ {
		var xs []Cand
		for _, x := range g.VarCands(v) {
			if s.Has(x) {
				xs = append(xs, x)
			}
		}
		if len(xs) < 2 {
			continue
		}
		var targets []string
		for x := 0; x < g.NCands; x++ {
			ok := s.Has(Cand(x))
			for _, y := range xs {
				ok = ok && g.Linked(Cand(x), y)
			}
			if ok {
				targets = append(targets, g.FormatElim(Cand(x)))
			}
		}
		if len(targets) == 0 {
			continue
		}
		slices.Sort(targets)
		for _, l := range xs {
			out = append(out, g.FormatVar(v)+"{"+g.FormatInVar(v, l)+" .} ==> "+strings.Join(targets, ", "))
		}
	}
	return out
}

// normLine sorts the conclusions of a path line (SudoRules' target order
// is its agenda order).
func normLine(l string) string {
	head, concl, ok := strings.Cut(l, " ==> ")
	if !ok {
		return l
	}
	parts := strings.Split(concl, ", ")
	slices.Sort(parts)
	return head + " ==> " + strings.Join(parts, ", ")
}

func containsLine(t *testing.T, lines []string, want string) {
	t.Helper()
	for _, l := range lines {
		if normLine(l) == normLine(want) {
			return
		}
	}
	t.Errorf("path lacks %q; path:\n%s", want, strings.Join(lines, "\n"))
}

func TestPath5Whips2(t *testing.T) {
	lines := pathLines(t, cases61[2].puzzle, "W")
	// SudoRules' lines (docs/test-cases.md §11.2), targets in any order.
	containsLine(t, lines, "whip[2]: r2c5{n8 n5} - r2c2{n5 .} ==> r2c6≠8, r2c9≠8, r2c4≠8")
	containsLine(t, lines, "whip[2]: r2c5{n5 n8} - r2c2{n8 .} ==> r2c9≠5")
	containsLine(t, lines, "whip[2]: r9c9{n3 n6} - r2c9{n6 .} ==> r5c9≠3, r3c9≠3, r4c9≠3")
	for _, l := range lines {
		if !strings.HasPrefix(l, "singles") && !strings.HasPrefix(l, "whip[2]: ") {
			t.Errorf("unexpected step %q", l)
		}
	}
}

func TestPath2862(t *testing.T) {
	pz := cases61[8].puzzle
	lines := pathLines(t, pz, "W")
	containsLine(t, lines, "whip[2]: r5n6{c1 c3} - r5n8{c3 .} ==> r5c1≠2, r5c1≠4, r5c1≠9")
	containsLine(t, lines, "whip[2]: r5n6{c3 c1} - r5n8{c1 .} ==> r5c3≠1, r5c3≠4, r5c3≠5, r5c3≠9")
	containsLine(t, lines, "whip[3]: r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .} ==> r9c9≠8")
	gw := pathLines(t, pz, "gW")
	containsLine(t, gw, "g-whip[2]: r3n7{c1 c456} - c4n7{r1 .} ==> r6c1≠7")
}

func TestPath9Braid(t *testing.T) {
	lines := pathLines(t, cases61[4].puzzle, "B")
	containsLine(t, lines, "braid[4]: r2c4{n7 n2} - r4c1{n7 n2} - c8n2{r2 r5} - c6n2{r5 .} ==> r2c1≠7")
	containsLine(t, lines, "whip[2]: c7n8{r6 r3} - c2n8{r3 .} ==> r5c8≠8")
	for _, l := range lines {
		if strings.Contains(l, "[5]") {
			t.Errorf("B path of #9 uses a length-5 step: %s", l)
		}
	}
}

// S109 (docs/test-cases.md §11.3): cells row by row, rows separated by '|'.
const s109 = "156 2 3 147 456 67 4679 8 1469 | 4 15 156 1278 258 9 167 267 3 | 7 8 9 1234 246 236 5 246 1246 | " +
	"12 19 148 2489 7 5 4689 3 46 | 368 79 4678 3489 489 38 2 1 5 | 2358 359 458 6 1 238 489 49 7 | " +
	"38 6 78 5 89 1 3479 2479 249 | 158 4 2 789 3 678 1679 5679 169 | 9 1357 157 27 26 4 1367 567 8"

// parseS109 builds the state: a single digit is a value, several are candidates.
func parseS109(t testing.TB) *State {
	t.Helper()
	g := Geom(3)
	s := NewState(g)
	rows := strings.Split(s109, "|")
	if len(rows) != 9 {
		t.Fatalf("%d rows", len(rows))
	}
	var singles [][2]int
	for r, row := range rows {
		f := strings.Fields(row)
		if len(f) != 9 {
			t.Fatalf("row %d: %d cells", r+1, len(f))
		}
		for c, cell := range f {
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

func TestS109Whip8(t *testing.T) {
	s := parseS109(t)
	if st := s.BRT(); st != Open {
		t.Fatalf("S109 after BRT: %v", st)
	}
	sc := NewScratch(s.G)
	for k := 1; k <= 7; k++ {
		for _, r := range FamilyW().Level(k) {
			if step, ok := r.Find(sc, s, k); ok {
				t.Fatalf("S109 has a %s at level %d: %s", r.Name(), k, step.Text(s.G))
			}
		}
	}
	// The whip[8] of docs/test-cases.md §11.3 eliminating r5c1≠3 (found by a complete search).
	z := s.G.Cand(4*9+0, 3)
	cs := newChainSearch(s.G)
	cs.loadState(s)
	cells := cs.find(z, KindWhip, 8)
	if cells == nil {
		t.Fatal("no whip[8] for r5c1≠3")
	}
	p := &ChainPattern{Kind: KindWhip, Cells: cells, Targets: []Cand{z}}
	st := p.Step(s.G)
	t.Logf("found %s", st.Text(s.G))
	want := "whip[8]: r6n3{c2 c6} - c6n2{r6 r3} - r2n2{c4 c8} - c5n2{r2 r9} - r9c4{n2 n7} - r2n7{c4 c7} - r2n6{c7 c3} - r5n6{c3 .} ==> r5c1≠3"
	wp := parseWhipLine(t, s.G, want)
	if !wp.validFor(s.G, cs.cur, z) {
		t.Errorf("the whip[8] of docs/test-cases.md §11.3 is not valid here")
	}
	// SudoRules' whip[9] is valid too (it is just longer).
	w9 := "whip[9]: r6n3{c2 c6} - c6n2{r6 r3} - c5n2{r3 r9} - r2n2{c5 c8} - c4n2{r2 r4} - r9c4{n2 n7} - r2n7{c4 c7} - r2n6{c7 c3} - r5n6{c3 .} ==> r5c1≠3"
	if !parseWhipLine(t, s.G, w9).validFor(s.G, cs.cur, z) {
		t.Errorf("the whip[9] of docs/test-cases.md §11.3 is not valid here")
	}
	// Whole strategy: level 8 is the first to fire.
	res, err := NewStrategy(FamilyGW(), 0).Run(s.Clone())
	if err != nil || res.Status != Solved {
		t.Fatalf("gW on S109: %v %v", res, err)
	}
}

// parseWhipLine reads a printed whip/braid line back into a pattern (test
// helper; candidates only, no g-rlcs).
func parseWhipLine(t testing.TB, g *Geometry, line string) *ChainPattern {
	t.Helper()
	head, rest, _ := strings.Cut(line, ": ")
	body, _, _ := strings.Cut(rest, " ==> ")
	kind := KindWhip
	if strings.HasPrefix(head, "braid") {
		kind = KindBraid
	}
	p := &ChainPattern{Kind: kind}
	for _, cell := range strings.Split(body, " - ") {
		vs, inner, _ := strings.Cut(cell, "{")
		inner = strings.TrimSuffix(inner, "}")
		parts := strings.Fields(inner)
		v := -1
		for i := 0; i < g.NVars; i++ {
			if g.FormatVar(i) == vs {
				v = i
			}
		}
		if v < 0 {
			t.Fatalf("bad variable %q", vs)
		}
		find := func(s string) Cand {
			for _, x := range g.VarCands(v) {
				if g.FormatInVar(v, x) == s {
					return x
				}
			}
			t.Fatalf("bad candidate %q in %s", s, vs)
			return NoCand
		}
		c := ChainCell{Var: v, LLC: find(parts[0]), RLC: NoCand, GRLC: -1}
		if parts[1] != "." {
			c.RLC = find(parts[1])
		}
		p.Cells = append(p.Cells, c)
	}
	return p
}

func TestPathJSON(t *testing.T) {
	p, err := ResolvePath(parse81(t, cases61[8].puzzle), FamilyW(), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	j := p.JSON()
	if j.Rating != "7" || j.Status != "solved" {
		t.Errorf("rating %s status %s", j.Rating, j.Status)
	}
	last := j.Steps[len(j.Steps)-1]
	if last.Values != 81 || last.Candidates != 0 {
		t.Errorf("last counts %d %d", last.Values, last.Candidates)
	}
	found := false
	for _, st := range j.Steps {
		if st.Text == "whip[3]: r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .} ==> r9c9≠8" {
			found = true
			if len(st.Cells) != 3 || st.Cells[0].Var != "r9c8" || st.Cells[0].LLC != "r9c8=8" || st.Cells[0].RLC != "r9c8=1" || st.Cells[2].RLC != "" {
				t.Errorf("cells %+v", st.Cells)
			}
			if st.Rule != "whip" || st.Length != 3 || len(st.Targets) != 1 || st.Targets[0] != "r9c9≠8" {
				t.Errorf("step %+v", st)
			}
		}
	}
	if !found {
		t.Error("whip[3] missing from JSON")
	}
}

func TestRatingErrorsAndNotSolved(t *testing.T) {
	// Two solutions: an error, not a rating.
	if _, err := RateW(parse81(t, strings.Repeat(".", 81)), 0); err == nil {
		t.Error("empty grid rated")
	}
	// #16845 has W = 12: with max length 5 it is not solved.
	r, err := RateW(parse81(t, cases61[11].puzzle), 5)
	if err != nil {
		t.Fatal(err)
	}
	if !r.NotSolved || r.String() != ">5" || r.FileValue() != 5 {
		t.Errorf("got %v (%+v)", r, r)
	}
}

func TestTheoryName(t *testing.T) {
	th := NewTheory(FamilyB(), 3)
	if th.Name() != "B3" {
		t.Errorf("name %q", th.Name())
	}
	s, _ := FromGrid(parse81(t, cases61[2].puzzle))
	if st := th.Close(s); st != Solved {
		t.Errorf("B3 on #5: %v", st)
	}
}

// Other grid sizes: the API accepts any geometry.
func TestSmallGeometry(t *testing.T) {
	sol := []int{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}
	pg := &puzzle.Grid{N: 2, Cells: append([]int(nil), sol...)}
	for i := range pg.Cells { // blank cells while the puzzle stays unique
		d := pg.Cells[i]
		pg.Cells[i] = 0
		if _, err := Solve(pg); err != nil {
			pg.Cells[i] = d
		}
	}
	for _, fam := range []string{"W", "B", "gW", "gB"} {
		r, err := RateByName(pg, fam, 0)
		if err != nil {
			t.Fatalf("%s: %v", fam, err)
		}
		t.Logf("4x4 %v %s = %v", pg.Cells, fam, r)
	}
}

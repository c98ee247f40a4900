package audit

import (
	"os"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

const (
	// Published logs of testdata/ (their sources are named in the files).
	mithSubsets = "...........98..7.6.54.9..3..6..8..2...86..4.7...........64..8.1.3..28.....71....."
	obiWahn160  = "1.....9.....6.4.8..4..3...2..6.8.....3...57..9..2...1...7..6....2....5..8..1....3"
	// cbg-000 puzzles #9, #41 and #2862 (docs/test-cases.md).
	cbg9    = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"
	cbg41   = "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."
	cbg2862 = "1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3..."
)

func initial(t testing.TB, pz string) *logic.State {
	t.Helper()
	pg, err := puzzle.ParseLine(pz)
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func audit(t testing.TB, pz, text string) *Report {
	t.Helper()
	s := initial(t, pz)
	entries, err := NewReader(s.G).ReadPath(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return Replay(s, entries, PuzzleLine(pz))
}

func invalid(rep *Report) []Result {
	var out []Result
	for _, r := range rep.Results {
		if r.Status == Invalid {
			out = append(out, r)
		}
	}
	return out
}

// TestRoundTrip: sudolab's own paths, in every rule family, audit as all
// ok, and between them they use every pattern kind the reader knows.
func TestRoundTrip(t *testing.T) {
	seen := map[string]int{}
	// Each puzzle with the families whose paths use its interesting patterns
	// (braids, g-whips, g-braids, subsets, fish, finned fish, the chain
	// families and their typed forms); every family appears at least once.
	for _, c := range []struct {
		pz   string
		fams []string
	}{
		{cbg9, []string{"B", "gB", "SFin+W"}},
		{cbg41, []string{"gW", "S+W", "SFin+W"}},
		{cbg2862, []string{"B", "S+gW", "S+W"}},
		{obiWahn160, []string{"W", "BC", "ZC", "TW", "TyTW", "TyW", "SFin+W"}},
		{mithSubsets, []string{"S+W", "gW"}},
		{cbg41, []string{"GL"}},
	} {
		pz := c.pz
		for _, fam := range c.fams {
			f, err := logic.FamilyNamed(fam)
			if err != nil {
				t.Fatal(err)
			}
			p, err := logic.ResolvePath(parseGrid(t, pz), f, 12, nil)
			if err != nil {
				t.Fatal(err)
			}
			rep := audit(t, pz, p.Text())
			for _, r := range invalid(rep) {
				t.Errorf("%s %s line %d: %s: %s", fam, pz, r.Line, r.Text, r.Reason)
			}
			if n := rep.Count(Unchecked); n != 0 {
				t.Errorf("%s %s: %d steps not checked", fam, pz, n)
			}
			if p.Status == logic.Solved && !rep.Final.IsSolved() {
				t.Errorf("%s %s: the replay does not solve the puzzle", fam, pz)
			}
			for _, r := range rep.Results {
				st := r.Step
				name := st.Kind.String()
				if cp, ok := st.Detail.(*logic.ChainPattern); ok && cp.Kind == logic.KindWhip1 {
					name = "whip[1]"
				}
				seen[name]++
			}
		}
	}
	for _, k := range []string{"whip", "whip[1]", "braid", "g-whip", "biv-chain", "z-chain", "t-whip", "naked-subset", "hidden-subset", "fish", "finned-fish", "gl", "singles"} {
		if seen[k] == 0 {
			t.Errorf("no %s step was audited (seen %v)", k, seen)
		}
	}
}

func parseGrid(t testing.TB, pz string) *puzzle.Grid {
	t.Helper()
	pg, err := puzzle.ParseLine(pz)
	if err != nil {
		t.Fatal(err)
	}
	return pg
}

// TestGBraidsRoundTrip: g-braids (and braids) built from contradicting
// trials by verify.TrialBraid, printed and read back, audit as ok.
func TestGBraidsRoundTrip(t *testing.T) {
	s := initial(t, cbg41)
	if logic.NewTheory(logic.FamilyW(), 1).Close(s) == logic.Contradiction {
		t.Fatal("W1 contradiction")
	}
	g := s.G
	var lines []string
	gbraids := 0
	for x := logic.Cand(0); int(x) < g.NCands && len(lines) < 25; x++ {
		if !s.Has(x) {
			continue
		}
		p, killed, err := verify.TrialBraid(s, x, true)
		if err != nil {
			t.Fatal(err)
		}
		if !killed {
			continue
		}
		p.Targets = []logic.Cand{x}
		st := p.Step(g)
		if p.Kind == logic.KindGBraid {
			gbraids++
		}
		lines = append(lines, st.Text(g))
	}
	if gbraids == 0 {
		t.Fatal("no g-braid built")
	}
	for _, line := range lines {
		r := NewReader(g)
		e := r.ParseLine(line)
		if e.Step == nil || e.Step.Kind == 0 {
			t.Fatalf("%s: not read back: %+v", line, e)
		}
		// Each pattern is checked alone in the state it was built in.
		rep := Replay(s, []Entry{e}, "")
		if rep.Results[0].Status != OK {
			t.Errorf("%s: %s %s", line, rep.Results[0].Status, rep.Results[0].Reason)
		}
	}
}

// TestPublishedLogs: real SudoRules logs (testdata, sources in their
// headers) replay with every step ok; oddagons are an unknown rule whose
// eliminations SAT proves; the second run of the puzzle restarts the replay.
func TestPublishedLogs(t *testing.T) {
	for _, c := range []struct {
		file, puzzle            string
		ok, unchecked, restarts int
	}{
		{"testdata/lots-of-subsets.log", mithSubsets, 69, 0, 0},
		{"testdata/obiwahn-tarek-160.log", obiWahn160, 87, 3, 1},
	} {
		text, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		rep := audit(t, c.puzzle, string(text))
		for _, r := range invalid(rep) {
			t.Errorf("%s line %d: %s: %s", c.file, r.Line, r.Text, r.Reason)
		}
		if rep.Count(OK) != c.ok || rep.Count(Unchecked) != c.unchecked || rep.Restarts != c.restarts {
			t.Errorf("%s: %s; want %d ok, %d ok-sat, %d restarts", c.file, rep.Summary(), c.ok, c.unchecked, c.restarts)
		}
		if !rep.Final.IsSolved() {
			t.Errorf("%s: not solved by the replay", c.file)
		}
		for _, r := range rep.Results {
			if r.Status == Unchecked && r.Step.Rule != "oddagon" {
				t.Errorf("%s line %d: unexpected unknown rule %q", c.file, r.Line, r.Step.Rule)
			}
		}
	}
}

// TestBrokenSteps: one step of a valid path altered on purpose is reported
// INVALID at its line, with the reason; a false conclusion comes with a
// counterexample.
func TestBrokenSteps(t *testing.T) {
	text, err := os.ReadFile("testdata/obiwahn-tarek-160.log")
	if err != nil {
		t.Fatal(err)
	}
	base := strings.Split(string(text), "\n")
	find := func(prefix string) int {
		for i, l := range base {
			if strings.HasPrefix(l, prefix) {
				return i
			}
		}
		t.Fatalf("no line %q", prefix)
		return -1
	}
	for _, c := range []struct {
		name, prefix, from, to string
		counterexample         bool
		reason                 string
	}{
		// r7c7 is 8 in the solution: eliminating 8 instead of 1 is false.
		{"false target", "biv-chain[4]: r3c7{n1 n6}", "r7c7 ≠ 1", "r7c7 ≠ 8", true, "SAT refutes r7c7≠8"},
		// A cell of the chain replaced: the pattern fails, the conclusion is still true.
		{"broken pattern", "z-chain[3]: r1n4{c9 c8}", "c8n3{r1 r4}", "c8n3{r1 r5}", false, "SAT proves every conclusion all the same"},
		{"wrong length", "t-whip[4]: r2c9{n7 n5}", "t-whip[4]", "t-whip[5]", false, "length [5] but 4 cells"},
		{"untyped cell in a typed chain", "t-whip-cn[4]", "t-whip-cn[4]", "t-whip-rn[4]", false, "is not an rn variable"},
		{"false assertion", "hidden-single-in-a-row ==> r5c5 = 6", "r5c5 = 6", "r5c5 = 9", true, "SAT refutes r5c5=9"},
		{"not a naked single", "naked-single ==> r2c7 = 3", "", "", false, "is not a naked single"},
		{"naked pair with a wrong digit", "naked-pairs-in-a-row: r8{c3 c5}{n4 n9}", "{n4 n9}", "{n4 n8}", false, "candidates outside"},
		{"fish with a wrong cover", "x-wing-in-rows: n6{r3 r8}{c1 c8}", "{c1 c8}", "{c1 c9}", false, "outside the cover lines"},
		{"finned fish target not seeing the fin", "finned-x-wing-in-rows: n6{r8 r3}{c1 c8}", "r1c8 ≠ 6", "r5c8 ≠ 6", false, "does not see the fin"},
		{"plain false elimination", "whip[1]: c5n4{r9 .}", "whip[1]: c5n4{r9 .} ==> r7c4 ≠ 4, r8c4 ≠ 4", "r9c5<>9", true, "SAT refutes r9c5≠9"},
	} {
		lines := append([]string(nil), base...)
		i := find(c.prefix)
		if c.name == "not a naked single" {
			// r2c7 = 3 is a naked single only once r2c5 = 1 is placed: move it up.
			lines[i-2], lines[i] = lines[i], lines[i-2]
			i -= 2
		} else {
			lines[i] = strings.Replace(lines[i], c.from, c.to, 1)
		}
		rep := audit(t, obiWahn160, strings.Join(lines, "\n"))
		bad := invalid(rep)
		if len(bad) == 0 || bad[0].Line != i+1 {
			t.Errorf("%s: line %d not the first INVALID (%s)", c.name, i+1, rep.Summary())
			continue
		}
		if !strings.Contains(bad[0].Reason, c.reason) {
			t.Errorf("%s: reason %q, want %q", c.name, bad[0].Reason, c.reason)
		}
		if (bad[0].Counterexample != nil) != c.counterexample {
			t.Errorf("%s: counterexample %v", c.name, bad[0].Counterexample)
		}
	}
}

// TestReadTolerance: a line that states nothing is skipped with a reason,
// a step is read with its kind (0 for a foreign rule), and a line that
// states a claim audit cannot read is an error; never a crash.
func TestReadTolerance(t *testing.T) {
	r := NewReader(logic.Geom(3))
	const skip, plain, foreign, unreadable = "skip", "plain", "foreign", "unreadable"
	for _, c := range []struct {
		line string
		want string // skip, plain, foreign, unreadable, or the kind's name
	}{
		{"", skip},
		{"# a comment r1c1≠1", skip},
		{"***  SudoRules 20.1.s based on CSP-Rules 2.1.s, config = S", skip},
		{"Entering_level_W1_with_<Fact-9967>", skip},
		{"init-time = 0.18s, solve-time = 0.32s, total-time = 0.5s", skip},
		{"672341985", skip},
		{"W rating: 5 (solved)", skip},
		{"whip[2]: ==> ", "whip"},
		{"whip[2]: r1n1{c1 c2} - r2n1{c3 .} ==> r1c1 ≠ banana", unreadable},
		{"whip[2]: r1n1{c1 c2} - r2n1{c3 .} ==> r1c10≠3", unreadable},
		{"r1c2<>3, r4c5=6 r7c7≠1", plain},
		{"r10c2<>3", unreadable},
		{"r1c1≠1 (trust me)", unreadable},
		{"R1C1≠1", unreadable},
		{"the next step is r1c1 = 5", unreadable},
		{"whip[2]: r1n1{c1 c2} - r2n1{c3 .} ==> r1c1 ≠ 3", "whip"},
		{"whip[2]: r1n1{c1 c2} - r0n1{c3 .} ==> r1c1 ≠ 3", "whip"}, // the pattern error comes when checked
		{"fishy-cycle[4] #8: r5{r5c4 r5c6} -b5- c5{r4c5 r6c5} ==> r5c5≠1", "fishy-cycle"},
		{"some-new-rule[3]: r1c1{n1 n2} ==> r1c1≠3", foreign},
		{"singles ==> r1c1=1, r2c2=2", "singles"},
		{"naked-pairs-in-a-row: r1{c2}{n4 n7} ==> r1c1≠4", "naked-subset"},
		{"finned-jellyfish-in-columns: n5{c3 c9 c4 c7}{r8 r6 r4 r1} ==> r8c8 ≠ 5", "finned-fish"},
		{"x-wing-in-rows: n6{r3 r8}{c1 c8}{c2} ==> r9c8≠6", "fish"},
		{"Trid-OR3-whip[5]: Trid-OR3-relation between n4r5c1 n6r8c2 n2r9c3: c3n7{r2 r3} ==> r2c3≠2", "or-whip"},
		{"7.1, Forcing Chain: r3c4=3 -> r3c4<>1 -> r1c5=1 => r3c4<>3", "se-forcing-chain"},
		{"2.0, Direct Hidden Pair: 7,8 in row 2 => r2c3=6 => r2c3=6", "se-direct-hidden-subset"},
		{"5.6, BUG type 1: r7c7 => r7c7<>3,6", "se-bug"},
		{"5.6, Some Other Hint: r7c7 => r7c7<>3,6", foreign},
		{"5.6, BUG type 1: r7c7 => r7c7<>3,66", unreadable},
	} {
		e := r.ParseLine(c.line)
		got := skip
		switch {
		case e.Err != nil:
			got = unreadable
		case e.Step == nil:
			if e.Skip == "" {
				t.Errorf("%q: skipped without a reason", c.line)
			}
		case e.Step.Plain:
			got = plain
		case e.Step.Foreign():
			got = foreign
		default:
			got = e.Step.Kind.String()
		}
		if got != c.want {
			t.Errorf("%q: read as %s (skip %q, err %v), want %s", c.line, got, e.Skip, e.Err, c.want)
		}
	}
	// A pattern that cannot be read is INVALID, its conclusion still proven.
	rep := audit(t, cbg9, "whip[2]: r1n1{c1 c2} - r0n1{c3 .} ==> r1c1 ≠ 1")
	if rep.Results[0].Status != Invalid || !strings.Contains(rep.Results[0].Reason, "pattern not readable") {
		t.Errorf("unreadable pattern: %+v", rep.Results[0])
	}
}

// FuzzParseLine: reading any line never panics, and replaying what was
// read never panics either.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{
		"whip[3]: r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .} ==> r9c9≠8",
		"g-whip[2]: r3n7{c1 c456} - c4n7{r1 .} ==> r6c1≠7",
		"naked-triplets-in-a-block: b1{r1c3 r2c1 r2c2}{n2 n3 n1} ==> r3c1 ≠ 2",
		"finned-x-wing-in-rows: n6{r8 r3}{c1 c8} ==> r1c8 ≠ 6",
		"singles ==> r1c1=1", "r1c2<>3", "==>", "{}{}", "whip[99999999999999999999]: ==> r1c1≠1",
	} {
		f.Add(s)
	}
	s := initial(f, cbg9)
	r := NewReader(s.G)
	f.Fuzz(func(t *testing.T, line string) {
		e := r.ParseLine(line)
		Replay(s, []Entry{e}, "")
	})
}

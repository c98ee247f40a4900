package audit

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
)

// mith3 is row 3 of mith's T&E(3) sample (mith_index 1202): its Trid-OR5W
// path has whips, OR2-whips, naked pairs, plain and finned x-wings.
const mith3 = ".....67.9456....23......64.2.56.8.3.3......6..643.....5.8..23.664.5.3..8...86...."

func pathLines(t *testing.T, pz, fam string) []string {
	t.Helper()
	f, err := logic.FamilyNamed(fam)
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.ResolvePath(parseGrid(t, pz), f, 36, nil)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(p.Text()), "\n")
}

// stateBefore replays lines[:i] (all ok) and returns the auditor, in the
// state before line i.
func stateBefore(t *testing.T, pz string, lines []string, i int) *Auditor {
	t.Helper()
	a := NewAuditor(initial(t, pz), "")
	for j, l := range lines[:i] {
		if r := a.Line(j+1, l); r.Status != OK && r.Status != Skipped {
			t.Fatalf("line %d %s: %s %s", j+1, l, r.Status, r.Reason)
		}
	}
	return a
}

func firstLine(t *testing.T, lines []string, re string) int {
	t.Helper()
	rx := regexp.MustCompile(re)
	for i, l := range lines {
		if rx.MatchString(l) {
			return i
		}
	}
	t.Fatalf("no line matches %s", re)
	return -1
}

// label prints a candidate as n5r2c3.
func label(g *logic.Geometry, x logic.Cand) string { return exotic.FormatCandList(g, []logic.Cand{x}) }

// TestBrokenOwnSteps: a step of sudolab's own path altered so that its
// pattern no longer meets its definition, while every conclusion stays
// true, is INVALID at its line with the reason (SAT proving the
// conclusions all the same); the audit fails.
func TestBrokenOwnSteps(t *testing.T) {
	lines := pathLines(t, mith3, "Trid-OR5W")
	for _, c := range []struct {
		name, line string // the line to alter, as a regexp
		alter      func(a *Auditor, line string) string
		reason     string
	}{
		{"whip relabelled one shorter", `^whip\[4\]`, func(_ *Auditor, l string) string {
			return strings.Replace(l, "whip[4]", "whip[3]", 1)
		}, "length [3] but 4 cells"},
		{"OR-k whip relabelled one shorter", `^Trid-OR2-whip\[3\]`, func(_ *Auditor, l string) string {
			return strings.Replace(l, "whip[3]", "whip[2]", 1)
		}, "length 2 but 3 cells"},
		{"OR relation naming a candidate that is not a guardian", `^Trid-OR2-whip\[3\]`, func(a *Auditor, l string) string {
			// n5r6c6 replaced by another candidate of its cell, a digit of
			// the tridagon, everywhere in the line.
			g := a.s.G
			x := g.Cand(5*9+5, 5)
			for d := 1; d <= 9; d++ {
				if y := g.Cand(5*9+5, d); y != x && a.s.Has(y) {
					return strings.ReplaceAll(l, label(g, x), label(g, y))
				}
			}
			t.Fatal("r6c6 has no other candidate")
			return ""
		}, "no tridagon of the state has exactly the guardians"},
		{"naked pair whose cells hold a third digit", `^naked-pairs-in-a-row: r3\{c6 c9\}`, func(a *Auditor, l string) string {
			// c9 replaced by a cell of the row with three candidates or more.
			for c := 0; c < 9; c++ {
				cell := 2*9 + c
				if c != 5 && c != 8 && a.s.Values[cell] == 0 && popcount(a.s.Cands[cell]) >= 3 {
					return strings.Replace(l, "{c6 c9}", "{c6 c"+string(rune('1'+c))+"}", 1)
				}
			}
			t.Fatal("no cell to swap in")
			return ""
		}, "has candidates outside [1 5]"},
		{"fish with a wrong cover", `^x-wing-in-rows: n9\{r4 r8\}\{c5 c7\}`, func(_ *Auditor, l string) string {
			return strings.Replace(l, "{c5 c7}", "{c5 c8}", 1)
		}, "outside the cover lines"},
	} {
		i := firstLine(t, lines, c.line)
		a := stateBefore(t, mith3, lines, i)
		bad := c.alter(a, lines[i])
		if bad == lines[i] {
			t.Fatalf("%s: line unchanged", c.name)
		}
		r := a.Line(i+1, bad)
		if r.Status != Invalid || !strings.Contains(r.Reason, c.reason) || len(r.Refuted) > 0 {
			t.Errorf("%s: %s\n  %s: %s (refuted %v), want INVALID: %s", c.name, bad, r.Status, r.Reason, r.Refuted, c.reason)
		}
		if !strings.Contains(r.Reason, "SAT proves every conclusion all the same") {
			t.Errorf("%s: reason %q does not say the conclusions are true", c.name, r.Reason)
		}
		if a.Failed() != 1 {
			t.Errorf("%s: %d failures counted", c.name, a.Failed())
		}
		t.Logf("%s: line %d: %s\n    %s", c.name, i+1, bad, r.Reason)
	}
}

// TestMalformedClaims: a line that states a claim audit cannot read is an
// error on that line (UNREADABLE, the audit fails), never skipped; the
// steps around it are checked as usual.
func TestMalformedClaims(t *testing.T) {
	lines := pathLines(t, mith3, "Trid-OR5W")
	w := firstLine(t, lines, `^whip\[4\]`)
	outOfRange := regexp.MustCompile(`==> .*$`).ReplaceAllString(lines[w], "==> r5c10≠8")
	for _, bad := range []string{"r1c1≠1 (trust me)", "r10c1≠3", outOfRange, "R1C1≠1", "r1c1 ≠ x", "whip[4]: c8n8{r6 r1} ==> r5c7≠8 and more"} {
		text := strings.Join(append(append(append([]string(nil), lines[:w]...), bad), lines[w:]...), "\n")
		var got []Result
		tally, err := Audit(initial(t, mith3), strings.NewReader(text), "", func(r Result) error {
			if r.Status != OK && r.Status != Skipped {
				got = append(got, r)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Line != w+1 || got[0].Status != Unreadable || tally.Failed() != 1 || tally.Skipped != 0 {
			t.Errorf("%q: %+v; %s", bad, got, tally.Summary())
		}
	}
}

// TestConsequence: after a refuted elimination, a step that holds only in
// the state the path claims is marked as its consequence.
func TestConsequence(t *testing.T) {
	s := initial(t, mith3)
	s.BRT()
	g := s.G
	sol, err := logic.Solve(parseGrid(t, mith3))
	if err != nil {
		t.Fatal(err)
	}
	for cell := range g.Side * g.Side {
		if s.Values[cell] != 0 || popcount(s.Cands[cell]) != 2 {
			continue
		}
		v := int(sol[cell])
		var w int
		for d := 1; d <= 9; d++ {
			if d != v && s.Has(g.Cand(cell, d)) {
				w = d
			}
		}
		text := g.FormatElim(g.Cand(cell, v)) + "\nnaked-single ==> " + g.FormatValue(g.Cand(cell, w)) + "\n"
		rep := Replay(s, mustRead(t, s, text), "")
		r0, r1 := rep.Results[0], rep.Results[1]
		if r0.Status != Invalid || len(r0.Refuted) != 1 {
			t.Fatalf("the false elimination: %s %s", r0.Status, r0.Reason)
		}
		if r1.Status != Invalid || !r1.Consequence || r1.After != 1 || !strings.Contains(r1.Reason, "a consequence of line 1") {
			t.Errorf("the naked single after it: %s %s (after %d)", r1.Status, r1.Reason, r1.After)
		}
		return
	}
	t.Fatal("no bivalue cell")
}

func mustRead(t *testing.T, s *logic.State, text string) []Entry {
	t.Helper()
	es, err := NewReader(s.G).ReadPath(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return es
}

func popcount(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

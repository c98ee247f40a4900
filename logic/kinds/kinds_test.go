package kinds_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
	"github.com/sudolab/sudolab/verify/audit"
)

// TestRegistry: every kind has its four parts (this test links the four
// packages that register them); a fake kind with only a printer is
// reported for the three parts it lacks, and verify.CheckStep refuses its
// steps (and those of a rule of no kind) instead of passing them.
func TestRegistry(t *testing.T) {
	t.Run("complete", func(t *testing.T) {
		for _, gap := range kinds.Missing() {
			t.Errorf("%s (declared in logic/kinds/kinds.go: register it, see doc.go)", gap)
		}
	})
	// Runs after "complete": the fake kind stays declared.
	t.Run("fake kind", func(t *testing.T) {
		fake := kinds.Declare("fake-kind-for-test", kinds.SudoRules, "a kind with a printer only", "fake-rule{k}")
		logic.RegisterPrinter(fake, func(*logic.Geometry, *logic.Step) string { return "" })
		var lacks []kinds.Part
		for _, gap := range kinds.Missing() {
			if gap.Kind.ID == fake {
				lacks = append(lacks, gap.Part)
			}
		}
		if want := []kinds.Part{kinds.Reader, kinds.Checker, kinds.Overlay}; !slices.Equal(lacks, want) {
			t.Errorf("fake kind lacks %v, want %v", lacks, want)
		}
		s, err := logic.FromGrid(mustGrid(t, cbg41))
		if err != nil {
			t.Fatal(err)
		}
		for _, rule := range []string{"fake-rule7", "no-such-rule"} {
			st := &logic.Step{Rule: rule, Elims: []logic.Cand{s.G.Cand(0, 1)}}
			if err := verify.CheckStep(s, st); !errors.Is(err, verify.ErrNoChecker) {
				t.Errorf("%s: CheckStep = %v, want ErrNoChecker", rule, err)
			}
		}
	})
}

// TestForms: every rule name a kind's forms stand for is of that kind and
// of no other.
func TestForms(t *testing.T) {
	for _, k := range kinds.All() {
		for _, f := range k.Forms {
			for _, rule := range kinds.Expand(f) {
				if got := kinds.Matching(rule); len(got) != 1 || got[0] != k.ID {
					t.Errorf("%s (form %q of %s) is of kinds %v", rule, f, k.Name, got)
				}
			}
		}
	}
	for _, rule := range []string{"whip-xy", "naked-pairs-in-a-box", "Trid-OR-whip", "OR3-whip", "gl2", ""} {
		if id, ok := kinds.Of(rule); ok {
			t.Errorf("%q is of kind %s", rule, id)
		}
	}
}

const (
	cbg9       = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"
	cbg41      = "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."
	cbg2862    = "1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3..."
	obiWahn160 = "1.....9.....6.4.8..4..3...2..6.8.....3...57..9..2...1...7..6....2....5..8..1....3"
	cbg4918    = "....5.....567....28..23..6......78.....3...2...1.2.3.734.9...1...21...7....8...9." // its gB path has a g-braid
	fc1Puzzle  = "...7..14..7......8.....8....1...2..334..9.6..6..1...2...3....6..9..653....5.3.91."
)

// Rows 1, 2, 6, 12 and 25 of mith's T&E(3) sample (mith_index 575, 600,
// 2040, 2959, 4576): their Trid-OR5FgW paths hold a tridagon elimination,
// OR1 assertions, a split, OR_k gwhips, contrad-whips and forcing whips.
var mith = []string{
	"1..4.6...4..18.......37.41..4.....9759.7..3.17..9..54.37..9..54.14...9.39.5......",
	"...4.67.9.......3668.....512..76..9....9.2...97..48..2...8.76..7...249..84.69....",
	"...4.67.9....892..69..3.....79...1.33.691..72...37..9.7.1.......62.....793.....21",
	".2.......4.71.9...86...........3541....9.15.7.......9...4...37...53.49.1.....7.54",
	"....56......18.2....9327............3.1.4.92...8...3.4.12...89.8.42..1.393.8...42",
}

// lineSamples are printed steps with the state before them, for what the
// sample paths lack or would take long to reach: the OR2-forcing-gwhip of
// step 30 of the Trid-OR5FgW path of row 38 of mith's sample (mith_index
// 6968; the path takes 7 s).
var lineSamples = []struct{ state, line string }{
	{"1.........2...6....23.........4.........5......3..6789......789..3....89.......89...45.......45..........7..12.....89.23....89..3....89.2......9123....89.....6.....3..6..........8.........912........23..6....2...67...2.4..7..1234.........5.....2.....89..3..........5..........7.....4......2.....89.....6....2.....891.........2.4...8912.4....912.....8..2.....89..3..6.....3..6.......5..........7...2.....89.2.....89......7.......6.......5.....2.....891.........2.4...89.2.4...89..3.......23.....91.......9123....8......6.........7...2.....89.2.....89....5.......4......2..5.789.2..5...9.2.4...8..2.....891...........45......3...........6....2....789.....67...2..56..9...4...8...3.......2.....89...45....1.........2.....89.2....789",
		"Trid-OR2-forcing-gwhip[6]: Trid-OR2-relation between n4r6c7 n7r8c9: n4r6c7 || n7r8c9 - partial-gwhip[5]: r9n7{c9 c1} - r9n6{c1 c2} - r1n6{c2 c6} - r1n9{c6 c789} - r2c7{n9 n2} ==> r6c7≠2"},
}

func mustGrid(t *testing.T, pz string) *puzzle.Grid {
	t.Helper()
	pg, err := puzzle.ParseLine(pz)
	if err != nil {
		t.Fatal(err)
	}
	return pg
}

// sample is a step with the state before it and the text it prints as.
type sample struct {
	before *logic.State
	step   logic.Step
	text   string
}

// samplePaths are the steps of sudolab's own paths, puzzle by family.
func samplePaths(t *testing.T) (out []sample, texts map[string]string) {
	texts = map[string]string{}
	for _, c := range []struct {
		pz   string
		fams []string
	}{
		{cbg9, []string{"B", "gB", "SFin+W"}},
		{cbg41, []string{"gW", "S+W", "GL"}},
		{cbg2862, []string{"S+gW"}},
		{obiWahn160, []string{"W", "BC", "ZC", "TW", "TyZC", "TyTW", "TyW"}},
		{cbg4918, []string{"gB"}},
	} {
		for _, fam := range c.fams {
			out = append(out, pathSamples(t, c.pz, fam, 12, texts)...)
		}
	}
	for _, pz := range mith {
		out = append(out, pathSamples(t, pz, "Trid-OR5FgW", 8, texts)...)
	}
	return out, texts
}

func pathSamples(t *testing.T, pz, fam string, maxLen int, texts map[string]string) []sample {
	t.Helper()
	f, err := logic.FamilyNamed(fam)
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.ResolvePath(mustGrid(t, pz), f, maxLen, nil)
	if err != nil {
		t.Fatalf("%s %s: %v", fam, pz, err)
	}
	texts[fam+" "+pz] = p.Text()
	var out []sample
	s := p.Initial.Clone()
	g := s.G
	for _, st := range p.Steps {
		out = append(out, sample{before: s.Clone(), step: st, text: st.Text(g)})
		for _, x := range st.Elims {
			s.Eliminate(x)
		}
		for _, x := range st.Asserts {
			s.Assert(g.CellOf(x), g.DigitOf(x))
		}
	}
	return out
}

// cbg-000 #1639 and #19462: their SER paths use every kind of SE hint.
var serPuzzles = []string{
	"..3...78....78...379....5642....1.....18...3..4..6...1....7....6..93...5974..5...",
	"...........71.9.636.9...45...193......5....2.79..4....5.4.97.3...25.36.49...2...5",
}

// serSamples are the hints of the SER paths of serPuzzles, as steps.
func serSamples(t *testing.T) []sample {
	var out []sample
	for _, pz := range serPuzzles {
		steps, _, err := ser.Path(context.Background(), mustGrid(t, pz), ser.Options{Uniqueness: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range steps {
			before := draw.SERState(h.Before.Values(), h.Before.Cands())
			st := h.Step(before.G)
			out = append(out, sample{before: before, step: st, text: st.Pattern})
		}
	}
	return out
}

// fishySamples are the fishy cycles of puzzle FC-1 after BRT
// (docs/fishy-cycles.md), as steps.
func fishySamples(t *testing.T) []sample {
	s, err := logic.FromGrid(mustGrid(t, fc1Puzzle))
	if err != nil {
		t.Fatal(err)
	}
	s.BRT()
	var out []sample
	for _, fc := range gl.FishyCycles(s, false) {
		st := fc.Step(s.G)
		out = append(out, sample{before: s, step: st, text: fc.Text(s.G)})
	}
	return out
}

// TestRoundTrip walks sudolab's own steps of every kind: the kind's
// printer prints the pattern the step was made with; the step passes its
// checker; its overlay marks something; audit reads the printed line back
// into a structure the printer prints identically, and checks it ok. Every
// declared kind must occur among the samples.
func TestRoundTrip(t *testing.T) {
	samples, texts := samplePaths(t)
	samples = append(samples, fishySamples(t)...)
	samples = append(samples, serSamples(t)...)
	seen := map[kinds.ID]int{}
	for _, sm := range samples {
		st := &sm.step
		g := sm.before.G
		id, ok := st.Kind()
		if !ok {
			t.Errorf("%s: of no kind", sm.text)
			continue
		}
		seen[id]++
		if got, err := logic.PrintPattern(g, st); err != nil || got != st.Pattern {
			t.Errorf("%s: printer gives %q (%v)", sm.text, got, err)
		}
		if err := verify.CheckStep(sm.before, st); err != nil {
			t.Errorf("%s: %v", sm.text, err)
		}
		o := draw.StepOverlay(sm.before, st)
		if id != kinds.Singles && len(o.Cells)+len(o.Sets)+len(o.Links) == 0 && len(o.Cands) == len(st.Elims)+len(st.Asserts) {
			t.Errorf("%s: the overlay marks only the conclusions", sm.text)
		}
		var read []audit.Result
		if _, err := audit.Audit(sm.before, strings.NewReader(sm.text), "", func(r audit.Result) error {
			if r.Status != audit.Skipped {
				read = append(read, r)
			}
			return nil
		}); err != nil || len(read) != 1 {
			t.Errorf("%s: read as %d steps (%v)", sm.text, len(read), err)
			continue
		}
		r := read[0]
		if r.Status != audit.OK || r.Step == nil || r.Step.Kind != id {
			t.Errorf("%s: audit %s %s", sm.text, r.Status, r.Reason)
			continue
		}
		if got, _ := logic.PrintPattern(g, &r.Step.Step); got != st.Pattern {
			t.Errorf("%s: read back and printed as %q", sm.text, got)
		}
	}
	for _, k := range kinds.All() {
		if seen[k.ID] == 0 && !strings.HasPrefix(k.Name, "fake-") {
			t.Errorf("kind %s occurs in no sample step: add a path that uses it", k.Name)
		}
	}
	// The paths as printed (runs of singles folded) audit with every step
	// ok.
	for name, text := range texts {
		pz := name[strings.IndexByte(name, ' ')+1:]
		s, _ := logic.FromGrid(mustGrid(t, pz))
		tally, err := audit.Audit(s, strings.NewReader(text), audit.PuzzleLine(pz), func(r audit.Result) error {
			if r.Status != audit.OK && r.Status != audit.Skipped {
				t.Errorf("%s line %d: %s %s: %s", name, r.Line, r.Status, r.Text, r.Reason)
			}
			return nil
		})
		if err != nil || tally.Steps == 0 || tally.OK != tally.Steps {
			t.Errorf("%s: %s (%v)", name, tally.Summary(), err)
		}
	}
	// Lines read alone in their state: ok, and printed back the same.
	for _, ls := range lineSamples {
		s, err := logic.FromGrid(mustGrid(t, ls.state))
		if err != nil {
			t.Fatal(err)
		}
		r := audit.NewAuditor(s, "").Line(1, ls.line)
		if r.Status != audit.OK {
			t.Errorf("%s: audit %s %s", ls.line, r.Status, r.Reason)
			continue
		}
		if got, _ := logic.PrintPattern(s.G, &r.Step.Step); got != r.Step.Pattern || r.Step.Text(s.G) != ls.line {
			t.Errorf("%s: read back and printed as %q", ls.line, got)
		}
		if err := verify.CheckStep(s, &r.Step.Step); err != nil {
			t.Errorf("%s: %v", ls.line, err)
		}
	}
	t.Logf("kinds seen: %v", seen)
}

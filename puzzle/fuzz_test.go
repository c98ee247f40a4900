package puzzle

import (
	"strings"
	"testing"
)

// fuzzSeeds covers every input form, plus near misses.
func fuzzSeeds() []string {
	state := stateOf(3, func(i int) uint32 { return uint32(i*7919) | 1 })
	single := stateOf(2, func(i int) uint32 { return 1 << (i % 4) })
	return []string{
		p9, p9 + " label", p9 + ",1,2", p9[:80], "1.3.....2......4", "................ x",
		holes(fullGrid(4), 3), strings.ToLower(fullGrid(4)), holes(fullGrid(5), 2),
		state.String(), state.CandidateString(), state.CandidateString() + " # x", single.CandidateString(),
		state.GridString(), boxed9, rows(p9, 9), rows(state.String(), 81),
		"1.3.\n....\n2...\n...4", "12 3 5 4\n1 2 3 4", "# c\n\n" + p9 + "\n" + p9[:80] + "\n",
		"|", "+-+", "#", "", "\x00", "é", ". . .", "ABCDEFGHIJKLMNOP ab",
	}
}

// checkRoundTrip asserts that a parsed grid is well formed and that its
// formatted forms parse back to it.
func checkRoundTrip(t *testing.T, g *Grid) {
	t.Helper()
	if !g.wellFormed() {
		t.Fatalf("parsed grid is malformed: %#v", g)
	}
	if g.IsState() {
		for i, d := range g.Cells {
			if d != 0 {
				t.Fatalf("state with Cells[%d] = %d", i, d)
			}
		}
	}
	if strings.ContainsAny(g.Label, "\n\r") || strings.TrimSpace(g.Label) != g.Label {
		t.Fatalf("label %q not trimmed to one line", g.Label)
	}
	g2, err := ParseLine(g.Line())
	if err != nil || !g2.Equal(g) {
		t.Fatalf("Line() %q does not round-trip: %v, %v", g.Line(), g2, err)
	}
	bare := *g
	bare.Label = ""
	forms := []string{g.String(), g.GridString()}
	if g.IsState() {
		forms = append(forms, g.CandidateString())
	}
	for _, s := range forms {
		g3, err := Parse(s)
		if err != nil || !g3.Equal(&bare) {
			t.Fatalf("form %q does not round-trip: %v, %v", s, g3, err)
		}
	}
}

func FuzzParseLine(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseLine(s)
		if err != nil {
			if g != nil || err.Error() == "" {
				t.Fatalf("error %v with grid %v", err, g)
			}
			return
		}
		checkRoundTrip(t, g)
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			if g != nil || err.Error() == "" {
				t.Fatalf("error %v with grid %v", err, g)
			}
			return
		}
		checkRoundTrip(t, g)
	})
}

func FuzzScanner(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sc := NewScanner(strings.NewReader(s))
		lines := strings.Count(s, "\n") + 1
		last := 0
		for i := 1; sc.Scan(); i++ {
			r := sc.Record()
			if r.Index != i || r.Line < 1 || r.Line > lines {
				t.Fatalf("record %d: Index %d Line %d (input has %d lines)", i, r.Index, r.Line, lines)
			}
			if r.Line < last {
				t.Fatalf("record %d: line %d after line %d", i, r.Line, last)
			}
			last = r.Line
			if (r.Err == nil) == (r.Grid == nil) {
				t.Fatalf("record %d: Grid %v and Err %v", i, r.Grid, r.Err)
			}
			if r.Err != nil {
				if !strings.HasPrefix(r.Err.Error(), "line ") {
					t.Fatalf("record %d: error without line: %v", i, r.Err)
				}
				continue
			}
			checkRoundTrip(t, r.Grid)
		}
		if sc.Err() != nil {
			t.Fatal(sc.Err())
		}
	})
}

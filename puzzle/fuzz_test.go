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

// checkItem asserts the invariants of every item: a grid or an error, a
// short echo of malformed text, a one-line label.
func checkItem(t *testing.T, it Item) {
	t.Helper()
	if (it.Err == nil) == (it.Grid == nil) {
		t.Fatalf("item %d: Grid %v and Err %v", it.N, it.Grid, it.Err)
	}
	if it.Err != nil && len(it.Text) > EchoBytes+len("…") {
		t.Fatalf("item %d: malformed text echoed with %d bytes", it.N, len(it.Text))
	}
	if it.Err != nil && len(it.Err.Error()) > 2*EchoBytes+200 {
		t.Fatalf("item %d: %d-byte message", it.N, len(it.Err.Error()))
	}
	if strings.ContainsAny(it.Label, "\n\r") {
		t.Fatalf("item %d: label %q on several lines", it.N, it.Label)
	}
}

// FuzzInputsOnePerLine: lines separated by blank lines (so that none can
// join a multi-line grid) give exactly one item each, in order, whatever
// they hold: nothing is lost, nothing is invented.
func FuzzInputsOnePerLine(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Add(strings.Repeat("x", MaxLineBytes+10) + "\n" + p9)
	f.Add("\uFEFF" + p9 + "\n\r\n" + p9 + "\rx")
	f.Fuzz(func(t *testing.T, s string) {
		var doc strings.Builder
		doc.WriteString("# fuzz\n")
		var want []int // line numbers of the lines that must give an item
		for i, l := range strings.Split(s, "\n") {
			doc.WriteString(l + "\n\n")
			tl := strings.TrimSpace(l)
			if tl != "" && tl[0] != '#' && !isDecoration(tl) || len(l) > MaxLineBytes {
				want = append(want, 2+2*i)
			}
		}
		items, err := collect(t, Inputs{Args: []string{"-"}, Stdin: strings.NewReader(doc.String())})
		if err != nil {
			t.Fatal(err)
		}
		if len(items) != len(want) {
			t.Fatalf("%d items for %d lines", len(items), len(want))
		}
		for i, it := range items {
			checkItem(t, it)
			if it.Line != want[i] || it.N != i+1 {
				t.Fatalf("item %d: line %d, want %d", it.N, it.Line, want[i])
			}
		}
	})
}

// FuzzTableRows: each non-blank row of a CSV table (without quotes, which
// may join rows) gives exactly one item.
func FuzzTableRows(f *testing.F) {
	f.Add(p9 + ",Easter Monster\n12345,x\n\n,\n" + p9)
	f.Add("a,b,c,d\n" + p9 + "\t" + p9)
	f.Fuzz(func(t *testing.T, s string) {
		s = strings.ReplaceAll(s, `"`, "'")
		var want []int
		for i, l := range strings.Split(s, "\n") {
			if strings.TrimSpace(l) != "" || len(l) > MaxLineBytes {
				want = append(want, i+2)
			}
		}
		items, err := collect(t, Inputs{Args: []string{"-"}, Stdin: strings.NewReader("puzzle,label\n" + s)})
		if err != nil {
			t.Fatal(err)
		}
		if len(items) != len(want) {
			t.Fatalf("%d items for %d rows", len(items), len(want))
		}
		for i, it := range items {
			checkItem(t, it)
			if it.Line != want[i] {
				t.Fatalf("item %d: line %d, want %d", it.N, it.Line, want[i])
			}
		}
	})
}

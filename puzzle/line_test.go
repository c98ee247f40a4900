package puzzle

import (
	"strings"
	"testing"
)

func TestParseLineOneLiners(t *testing.T) {
	tests := []struct {
		name, line string
		n          int
		cells      string // expected String()
		label      string
	}{
		{"9x9 dots", p9, 3, p9, ""},
		{"9x9 zeros", strings.ReplaceAll(p9, ".", "0"), 3, p9, ""},
		{"9x9 label", "  " + p9 + "   #12 SER 9.9  ", 3, p9, "#12 SER 9.9"},
		{"9x9 tab label", p9 + "\trating", 3, p9, "rating"},
		{"9x9 csv glued", p9 + ",2.0,2.0", 3, p9, "2.0,2.0"},
		{"9x9 semicolon glued", p9 + ";x", 3, p9, "x"},
		{"4x4", "1.3.....2......4", 2, "1.3.....2......4", ""},
		{"4x4 label", "1.3.....2......4 easy", 2, "1.3.....2......4", "easy"},
		{"16x16", holes(fullGrid(4), 3), 4, holes(fullGrid(4), 3), ""},
		{"16x16 lower", strings.ToLower(holes(fullGrid(4), 3)), 4, holes(fullGrid(4), 3), ""},
		{"25x25", holes(fullGrid(5), 2) + " big one", 5, holes(fullGrid(5), 2), "big one"},
		{"spaced 9x9", strings.Join(strings.Split(p9, ""), " "), 3, p9, ""},
		{"spaced with bars", spacedWithBars(p9) + " # note", 3, p9, "note"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ParseLine(tt.line)
			if err != nil {
				t.Fatalf("ParseLine: %v", err)
			}
			if g.N != tt.n || g.String() != tt.cells || g.Label != tt.label || g.IsState() {
				t.Fatalf("got N=%d %q label %q state=%v; want N=%d %q label %q", g.N, g.String(), g.Label, g.IsState(), tt.n, tt.cells, tt.label)
			}
			g2, err := ParseLine(g.Line())
			if err != nil || !g2.Equal(g) {
				t.Fatalf("round trip of %q: %v", g.Line(), err)
			}
		})
	}
}

func spacedWithBars(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i%3 == 0 && i%9 != 0 {
			b.WriteString("| ")
		}
		b.WriteByte(s[i])
		b.WriteByte(' ')
	}
	return b.String()
}

func TestParseLineCellValues(t *testing.T) {
	g, err := ParseLine("1.3.....2......4")
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 0, 3, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 4}
	for i, d := range want {
		if g.Cells[i] != d {
			t.Fatalf("cell %d = %d, want %d", i, g.Cells[i], d)
		}
	}
	g, err = ParseLine(fullGrid(5))
	if err != nil {
		t.Fatal(err)
	}
	if g.Cells[0] != 1 || g.Cells[9] != 10 || g.Cells[24] != 25 {
		t.Fatalf("25×25 symbols misread: %v", g.Cells[:25])
	}
}

func TestParseLineStates(t *testing.T) {
	all9 := strings.Repeat("123456789", 81)
	one := "1.3......" + strings.Repeat("123456789", 80)
	tests := []struct {
		name, line string
		n          int
		first      uint32 // mask of cell 0
		label      string
	}{
		{"729 full", all9, 3, 0x1ff, ""},
		{"729 with label", one + " after BRT", 3, 0b101, "after BRT"},
		{"729 zeros", strings.Replace(one, ".", "0", -1), 3, 0b101, ""},
		{"64", strings.Repeat("1234", 15) + "1.3.", 2, 0xf, ""},
		{"4096", FormatCands(4, make([]uint32, 256)), 4, 0, ""},
		{"cand list", "156 2 3 " + strings.Repeat("12 ", 78), 3, 0b110001, ""},
		{"cand list bars", "156 2 3 | 147 4 5 | 6 7 8\n" + strings.Repeat("| 12 3 4 ", 24), 3, 0b110001, ""},
		{"cand list label", "19 " + strings.Repeat("2 ", 80) + "# hi", 3, 0x101, "hi"},
		{"cand list positional", "1...5.... " + strings.Repeat("2 ", 80), 3, 0b10001, ""},
		{"cand list empty cell", "12 . " + strings.Repeat("3 ", 79), 3, 0b11, ""},
		{"16x16 cand list", "ABCDEFGHIJKLMNOP " + strings.Repeat("ab ", 255), 4, 0xffff, ""},
		{"25x25 cand list", "19AP " + strings.Repeat("1 ", 624), 5, 1 | 1<<8 | 1<<9 | 1<<24, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line := strings.ReplaceAll(tt.line, "\n", " ")
			g, err := ParseLine(line)
			if err != nil {
				t.Fatalf("ParseLine: %v", err)
			}
			if !g.IsState() || g.N != tt.n || g.Cands[0] != tt.first || g.Label != tt.label {
				t.Fatalf("got state=%v N=%d cands[0]=%b label %q", g.IsState(), g.N, g.Cands[0], g.Label)
			}
			for i, d := range g.Cells {
				if d != 0 {
					t.Fatalf("state has Cells[%d] = %d", i, d)
				}
			}
			for _, s := range []string{g.Line(), g.CandidateString() + " # " + g.Label, g.String()} {
				g2, err := ParseLine(s)
				if err != nil {
					t.Fatalf("re-parse %q: %v", s, err)
				}
				g2.Label = g.Label
				if !g2.Equal(g) {
					t.Fatalf("round trip via %q changed the state", s)
				}
			}
		})
	}
}

func TestParseLineErrors(t *testing.T) {
	tests := []struct{ name, line, want string }{
		{"empty", "   ", "empty line"},
		{"short", p9[:80], "80 characters, want 16, 81, 256 or 625"},
		{"long", p9 + "1", "82 characters"},
		{"bad char", p9[:16] + "x" + p9[17:], "invalid character 'x' at position 17 (r2c8)"},
		{"unicode", p9[:16] + "é" + p9[18:], "invalid character 'é' at position 17"},
		{"4x4 digit 5", "1.3.....2......5", "invalid character '5' at position 16 (r4c4); 4×4 cells are 1-4"},
		{"16x16 digit", "1" + strings.Repeat(".", 255), "invalid character '1' at position 1 (r1c1); 16×16 cells are A-P"},
		{"sukaku wrong place", "2" + strings.Repeat(".", 728), "invalid character '2' at position 1 (r1c1, candidate 1): want '1', '.' or '0'"},
		{"too few tokens", strings.Repeat("12 ", 80), "80 cells, want 16, 81, 256 or 625"},
		{"bad candidate", "1x " + strings.Repeat("2 ", 80), "cell 1 (r1c1): invalid candidate 'x' in \"1x\""},
		{"repeated candidate", "2 343 " + strings.Repeat("2 ", 79), "cell 2 (r1c2): candidate '3' repeated"},
		{"dot in list", "1.3 " + strings.Repeat("2 ", 80), "invalid candidate '.'"},
		{"bad single", "x " + strings.Repeat(". ", 80), "invalid character 'x' in cell 1 (r1c1)"},
		{"word", "hello", "5 characters"},
		{"80 plus comment", p9[:80] + " comment", "80 characters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ParseLine(tt.line)
			if err == nil {
				t.Fatalf("ParseLine accepted it: %v", g)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %q does not contain %q", err, tt.want)
			}
		})
	}
}

func TestFormatters(t *testing.T) {
	g, _ := ParseLine("1.3.....2......4 x")
	if got, want := g.StateString(), "1...1234..3.12341234123412341234.2..123412341234123412341234...4"; got != want {
		t.Errorf("StateString = %q, want %q", got, want)
	}
	if got := g.CandidateString(); !strings.HasPrefix(got, "1 1234 3 1234") {
		t.Errorf("CandidateString = %q", got)
	}
	s := stateOf(3, func(i int) uint32 { return uint32(1) << (i % 9) })
	if got := s.CandidateString(); !strings.HasPrefix(got, "1........ .2....... ") {
		t.Errorf("single-candidate CandidateString = %q, want positional tokens", got)
	}
	if got := FormatCands(3, []uint32{0b101, 0, 0x1ff}); got != "1.3......"+"........."+"123456789" {
		t.Errorf("FormatCands = %q", got)
	}
	bad := &Grid{N: 3, Cells: make([]int, 5)}
	if bad.String() != "" || bad.GridString() != "" || bad.StateString() != "" || (&Grid{N: 9}).CandidateString() != "" {
		t.Error("formatters of a malformed Grid should return \"\"")
	}
}

// TestTypoLine: a line of a few words is reported by its first field, not
// as a list of "2 cells" (issue 28).
func TestTypoLine(t *testing.T) {
	for line, want := range map[string]string{
		"xyz bad":                           "3 characters, want 16, 81, 256 or 625 (puzzle) or 64, 729, 4096 or 15625 (pencil marks); nor a list of cells (2 fields)",
		"x":                                 "1 character, want 16, 81",
		"1 2 3 4 5":                         "1 character, want 16, 81, 256 or 625 (puzzle) or 64, 729, 4096 or 15625 (pencil marks); nor a list of cells (5 fields)",
		"1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8": "17 cells, want 16, 81, 256 or 625",
	} {
		if _, err := ParseLine(line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", line, err, want)
		}
	}
}

package puzzle

import (
	"strings"
	"testing"
)

const boxed9 = `
# a comment before the grid
+-------+-------+-------+
| 4 . . | . . . | 8 . 5 |
| . 3 . | . . . | . . . |
| . . . | 7 . . | . . . |
+-------+-------+-------+
| . 2 . | . . . | . 6 . |
| . . . | . 8 . | 4 . . |
| . . . | . 1 . | . . . |
+-------+-------+-------+
| . . . | 6 . 3 | . 7 . |
| 5 . . | 2 . . | . . . |
| 1 . 4 | . . . | . . . |
+-------+-------+-------+
`

func rows(s string, w int) string {
	var b strings.Builder
	for i := 0; i < len(s); i += w {
		b.WriteString(s[i:i+w] + "\n")
	}
	return b.String()
}

func TestParseMultiLine(t *testing.T) {
	state := stateOf(3, func(i int) uint32 { return uint32(i*7919) | 1 })
	state4 := stateOf(2, func(i int) uint32 { return uint32(i) })
	tests := []struct {
		name, text string
		want       string // String() of the result
		isState    bool
	}{
		{"boxed", boxed9, p9, false},
		{"plain rows", rows(p9, 9), p9, false},
		{"plain rows CRLF", strings.ReplaceAll(rows(p9, 9), "\n", "\r\n"), p9, false},
		{"grouped rows", "4.. ... 8.5\n.3. ... ...\n... 7.. ...\n\n.2. ... .6.\n... .8. 4..\n... .1. ...\n\n... 6.3 .7.\n5.. 2.. ...\n1.4 ... ...\n", p9, false},
		{"bang and stars", strings.ReplaceAll(strings.ReplaceAll(boxed9, "|", "!"), "+", "*"), p9, false},
		{"equals borders", strings.ReplaceAll(boxed9, "-", "="), p9, false},
		{"4x4 plain", "1.3.\n....\n2...\n...4\n", "1.3.....2......4", false},
		{"16x16 boxed", (&Grid{N: 4, Cells: cellsOf(4, holes(fullGrid(4), 2))}).GridString(), holes(fullGrid(4), 2), false},
		{"25x25 rows", rows(holes(fullGrid(5), 3), 25), holes(fullGrid(5), 3), false},
		{"cand grid", state.GridString(), state.String(), true},
		{"cand grid 4x4", state4.GridString(), state4.String(), true},
		{"cand rows no decoration", strings.Join(strings.Fields(state.CandidateString()), "  "), state.String(), true},
		{"sukaku rows", rows(state.String(), 81), state.String(), true},
		{"one line in text", "\n# c\n" + p9 + " lbl\n\n", p9, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.text)
			if err != nil {
				t.Fatalf("Parse: %v\n%s", err, tt.text)
			}
			if g.String() != tt.want || g.IsState() != tt.isState {
				t.Fatalf("got %q (state %v), want %q", g.String(), g.IsState(), tt.want)
			}
			g.Label = ""
			for _, s := range []string{g.String(), g.GridString(), g.CandidateString()} {
				g2, err := Parse(s)
				if err != nil {
					t.Fatalf("re-parse %q: %v", s, err)
				}
				if s == g.CandidateString() && !g.IsState() {
					continue // a puzzle's candidate form is a state
				}
				if !g2.Equal(g) {
					t.Fatalf("round trip via\n%s\nchanged the grid", s)
				}
			}
		})
	}
}

// cellsOf converts a one-line puzzle to digits.
func cellsOf(n int, s string) []int {
	c := make([]int, len(s))
	for i := range s {
		c[i], _ = Digit(n, s[i])
	}
	return c
}

func TestParseMultiLineErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "\n# only a comment\n+---+\n", "no puzzle found"},
		{"short row", strings.Replace(boxed9, "| . 3 . | . . . | . . . |", "| . 3 . | . . . | . . |", 1), "line 5: row 2 has 8 cells, want 9"},
		{"missing row", strings.Replace(boxed9, "| . 3 . | . . . | . . . |\n", "", 1), "line 4: grid of 8 rows, want 4, 9, 16 or 25"},
		{"bad char", strings.Replace(boxed9, "| 5 . .", "| 5 x .", 1), "line 13: invalid character 'x' in row 8, column 2"},
		{"bad candidate", "12 3 5 4\n" + strings.Repeat("1 2 3 4\n", 3), "line 1: row 1, column 3: invalid candidate '5'"},
		{"two puzzles", p9 + "\n" + p9 + "\n", "line 2: more text after the puzzle on line 1"},
		{"one bad line", "\n\n" + p9[:80] + "\n", "line 3: 80 characters"},
		{"single line no number", p9[:80], "80 characters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.text)
			if err == nil {
				t.Fatalf("Parse accepted it: %v", g)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %q does not contain %q", err, tt.want)
			}
			if tt.name == "single line no number" && strings.HasPrefix(err.Error(), "line") {
				t.Fatalf("single-line error should not name a line: %q", err)
			}
		})
	}
}

package rating

import (
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// The T&E columns on EasterMonster (docs/te-backdoors.md §5.6: d = 2, b = 3) and on a
// BRT puzzle (everything 0).
func TestTEColumns(t *testing.T) {
	for _, c := range []struct {
		line string
		want map[string]string
	}{
		{"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
			map[string]string{"TE": "2", "BxBB": "0", "backdoor": "3", "backdoors": "566"}},
		{"...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361",
			map[string]string{"TE": "0", "BxB": "0", "BxBB": "0", "backdoor": "0", "backdoors": "1"}},
	} {
		g, err := puzzle.ParseLine(c.line)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := logic.Solve(g)
		if err != nil {
			t.Fatal(err)
		}
		for name, want := range c.want {
			col, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			got, err := col.Compute(testPuzzle(t, g, sol), Options{})
			if err != nil || got != want {
				t.Errorf("%s of %s: %q (%v), want %q", name, c.line, got, err, want)
			}
		}
	}
}

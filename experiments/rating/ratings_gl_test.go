package rating

import (
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// TestGLColumn: the GL column with and without Verify (every step's
// certificate checked and every elimination proven by SAT), and its order
// bound: a puzzle needing order 3 prints ">2" with GLOrder 2.
func TestGLColumn(t *testing.T) {
	pg, err := puzzle.ParseLine("..2..65...935...2.....8...1..7.93...8.......4.2.4.7.....9.3..7.5...4.......2.8...")
	if err != nil {
		t.Fatal(err)
	}
	col, err := Lookup("GL")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		opt  Options
		want string
	}{{Options{}, "3"}, {Options{Verify: true}, "3"}, {Options{GLOrder: 2}, ">2"}, {Options{GLOrder: 2, Verify: true}, ">2"}} {
		if got, err := col.Compute(testPuzzle(t, pg, nil), c.opt); err != nil || got != c.want {
			t.Errorf("%+v: %q %v, want %q", c.opt, got, err, c.want)
		}
	}
}

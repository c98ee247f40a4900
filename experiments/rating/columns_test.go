package rating

import (
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// testPuzzle is NewPuzzle for tests: a puzzle that does not convert fails
// the test.
func testPuzzle(t testing.TB, g *puzzle.Grid, sol []uint8) *Puzzle {
	t.Helper()
	p, err := NewPuzzle(g, sol)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

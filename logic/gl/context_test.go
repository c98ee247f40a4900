package gl

import (
	"context"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// TestGLSearchContext: a done context stops the search, which says so.
func TestGLSearchContext(t *testing.T) {
	pg, err := puzzle.Parse("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1")
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	s.BRT()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := GLSearch(s, GLOptions{Order: 4, Rank: 1, Ctx: ctx})
	if res.Interrupted == nil || !res.Truncated {
		t.Errorf("done context: interrupted %v, truncated %v", res.Interrupted, res.Truncated)
	}
}

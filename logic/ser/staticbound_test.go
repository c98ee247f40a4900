package ser

import "testing"

// TestInnerPreTest checks the static chains' pre-test where it runs with
// no best hint, inside a nested chain: a producer of forcing chains and
// cycles (an inner rule of levels 2 and 3) gives the same hints, with the
// same complexities, as one that runs every exact search. The grids are
// the states of SE's paths, some with candidates removed.
func TestInnerPreTest(t *testing.T) {
	states := pathStates(t, 631, 10)
	compared, skipped := 0, 0
	for i, g := range states {
		src := g.cand
		g1, g2 := *g, *g
		fast := &chainer{outerSrc: &src}
		full := &chainer{outerSrc: &src, noPreTest: true}
		compared += sameHints(t, fast.hints(&g1), full.hints(&g2), i)
		skipped += fast.preSkips
	}
	t.Logf("%d states, %d hints compared, %d exact searches skipped", len(states), compared, skipped)
	if compared == 0 || skipped == 0 {
		t.Fatal("nothing compared, or nothing skipped: the test checks nothing")
	}
}

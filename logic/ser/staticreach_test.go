package ser

import "testing"

// TestStaticReaches checks that the fixed points staticReaches builds for
// a whole grid at once are the ones fixedPoint finds from each candidate
// on: the same potentials on and off, and a contradiction in the same
// cases (grids of SE's paths on cbg-000, some with candidates removed at
// random).
func TestStaticReaches(t *testing.T) {
	states := pathStates(t, 211, 40)
	compared, contras, shared := 0, 0, 0
	for _, g := range states {
		if !g.posValid {
			g.fillPos()
		}
		ch := &chainer{multiple: true}
		ch.g = g
		ch.basePos = g.pos
		ch.baseDC = digitCells(&g.cand)
		ch.propGen = 1
		ch.reachBits = ch.reachBits[:0]
		ch.staticReaches()
		sizes := map[int32]int{}
		for c := 0; c < 81; c++ {
			for m := g.cand[c]; m != 0; m &= m - 1 {
				p := mkPot(c, tz(m)+1)
				k := int(p)*2 + 1
				if ch.reachStamp[k] != ch.propGen {
					t.Fatalf("%s on has no fixed point", potText(p, true))
				}
				at := ch.reachAt[k]
				got := ch.reachBits[at]
				var want propBits
				ch.fixedPoint(p, true, &want)
				if got.contra != want.contra {
					t.Fatalf("%s on: contradiction %v, fixedPoint says %v", potText(p, true), got.contra, want.contra)
				}
				if want.contra {
					contras++
				} else if got.on != want.on || got.off != want.off {
					t.Fatalf("%s on: fixed points differ", potText(p, true))
				}
				compared++
				sizes[at]++
			}
		}
		for _, n := range sizes {
			if n > 1 {
				shared += n
			}
		}
	}
	t.Logf("%d grids, %d fixed points compared (%d with a contradiction, %d shared by a component)", len(states), compared, contras, shared)
	if compared == 0 || contras == 0 || shared == 0 {
		t.Fatal("nothing compared, no contradiction or no shared component: the test checks too little")
	}
}

package ser

import "testing"

// TestStaticClosure checks that the fixed points a staticClosure builds for
// a whole grid at once are the ones fixedPoint finds from each candidate
// on: the same potentials on and off, and a contradiction in the same
// cases (grids of SE's paths on cbg-000, some with candidates removed at
// random); and that mayChain is false only for candidates whose component
// has no other member and whose fixed point has no contradiction.
func TestStaticClosure(t *testing.T) {
	states := pathStates(t, 211, 40)
	compared, contras, shared, quiet := 0, 0, 0, 0
	for _, g := range states {
		if !g.posValid {
			g.fillPos()
		}
		ch := &chainer{} // static chains
		ch.g = g
		ch.basePos = g.pos
		ch.baseDC = digitCells(&g.cand)
		sc := ch.closure()
		// mayChain before of, which gives a candidate leading nowhere its
		// own component
		var may [729]bool
		for c := 0; c < 81; c++ {
			for m := g.cand[c]; m != 0; m &= m - 1 {
				p := mkPot(c, tz(m)+1)
				may[p] = sc.mayChain(p)
			}
		}
		members := map[int32]int{}
		for c := 0; c < 81; c++ {
			for m := g.cand[c]; m != 0; m &= m - 1 {
				members[sc.comp[mkPot(c, tz(m)+1)]]++
			}
		}
		for c := 0; c < 81; c++ {
			for m := g.cand[c]; m != 0; m &= m - 1 {
				p := mkPot(c, tz(m)+1)
				if sc.comp[p] < 0 {
					members[-1]--
					got := sc.of(p)
					members[sc.comp[p]]++
					if got.contra || sc.mayChain(p) {
						t.Fatalf("%s leads nowhere: contradiction or mayChain", potText(p, true))
					}
				}
				got := sc.of(p)
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
				n := members[sc.comp[p]]
				if int(sc.size[sc.comp[p]]) != n {
					t.Fatalf("%s: component of %d members, size says %d", potText(p, true), n, sc.size[sc.comp[p]])
				}
				if n > 1 {
					shared++
				}
				if !may[p] {
					quiet++
					if n > 1 || want.contra {
						t.Fatalf("%s: mayChain false with %d members, contradiction %v", potText(p, true), n, want.contra)
					}
				}
				compared++
			}
		}
	}
	t.Logf("%d grids, %d fixed points compared (%d with a contradiction, %d shared by a component, %d with no cycle or chain)", len(states), compared, contras, shared, quiet)
	if compared == 0 || contras == 0 || shared == 0 || quiet == 0 {
		t.Fatal("nothing compared, or no contradiction, shared component or quiet source: the test checks too little")
	}
}

// TestDynamicFixedPoint checks the dynamic fixed points that the lazy
// chains take instead of SE's search (fixedPoint, closure.go) against SE's
// search itself (doChaining) from every candidate on and off, for dynamic
// chains and for Nishio chains (no cell links): a contradiction in the same
// cases, and otherwise the same potentials on and off (grids of SE's paths
// on cbg-000, some with candidates removed at random); and reach, which
// takes some fixed points without computing them, against both.
func TestDynamicFixedPoint(t *testing.T) {
	states := pathStates(t, 211, 40)
	compared, contras, alone := 0, 0, 0
	for _, nishio := range []bool{false, true} {
		for _, g := range states {
			if !g.posValid {
				g.fillPos()
			}
			ch := &chainer{multiple: !nishio, dynamic: true, nishio: nishio}
			ch.g = g
			ch.basePos = g.pos
			ch.pos = g.pos
			ch.baseDC = digitCells(&g.cand)
			ch.releaseAll()
			ch.propGen++
			for c := 0; c < 81; c++ {
				for m := g.cand[c]; m != 0; m &= m - 1 {
					p := mkPot(c, tz(m)+1)
					for _, on := range []bool{true, false} {
						var fp propBits
						ch.fixedPoint(p, on, &fp)
						sOn, sOff, a, _ := ch.prop(p, on)
						if fp.contra != (a >= 0) {
							t.Fatalf("nishio %v, %s: contradiction %v, SE's search says %v", nishio, potText(p, on), fp.contra, a >= 0)
						}
						if fp.contra {
							contras++
						} else if fp.on != sOn.bits() || fp.off != sOff.bits() {
							t.Fatalf("nishio %v, %s: fixed point differs from SE's search", nishio, potText(p, on))
						}
						// reach, with its shortcuts (a partner's fixed
						// point, p off alone), gives the same
						if !on && ch.partner(p) < 0 {
							alone++
						}
						if r := ch.reach(p, on); r.contra != fp.contra || !fp.contra && (r.on != fp.on || r.off != fp.off) {
							t.Fatalf("nishio %v, %s: reach differs from the fixed point", nishio, potText(p, on))
						}
						compared++
					}
				}
			}
		}
	}
	t.Logf("%d grids, %d fixed points compared (%d with a contradiction, %d from an off source with no partner)", len(states), compared, contras, alone)
	if compared == 0 || contras == 0 || contras == compared || alone == 0 {
		t.Fatal("nothing compared, or no contradiction, or only contradictions: the test checks too little")
	}
}

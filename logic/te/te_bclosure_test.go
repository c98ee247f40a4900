package te

import (
	"testing"

	"github.com/sudolab/sudolab/logic"
)

// CloseAfter from a B_p fixpoint gives the same status and fixpoint as a
// closure from scratch: on SHC examples, a trial state RS+Z closed under
// B_p, then RS+Z+Z' (B_2 looks only at targets near what Z' changed).
func TestBraidCloseAfterSameFixpoint(t *testing.T) {
	ps := loadTE(t, "shc-examples/BxBB.csv", "expected", 20)
	trials, contra := 0, 0
	for _, p := range ps {
		root := p.st.Clone()
		TE(root, logic.BRTTheory, 2, TEOptions{})
		for _, pl := range []int{1, 2, 3} {
			for x := logic.Cand(0); int(x) < root.G.NCands; x += 31 {
				if !root.Has(x) {
					continue
				}
				base := root.Clone()
				base.Assert(root.G.CellOf(x), root.G.DigitOf(x))
				if BraidTheory(pl).Close(base) != logic.Open {
					continue
				}
				for y := logic.Cand(0); int(y) < base.G.NCands; y += 5 {
					if !base.Has(y) {
						continue
					}
					a := base.Clone()
					a.Assert(base.G.CellOf(y), base.G.DigitOf(y))
					b := a.Clone()
					sa := BraidTheory(pl).(incCloser).CloseAfter(a, base)
					sb := BraidTheory(pl).Close(b)
					trials++
					if sa == logic.Contradiction {
						contra++
					}
					if sa != sb || sa == logic.Open && !a.Equal(b) {
						t.Fatalf("%s, B%d, %s then %s: after %v, from scratch %v (states equal: %v)", p.id, pl,
							root.G.FormatValue(x), base.G.FormatValue(y), sa, sb, a.Equal(b))
					}
				}
			}
		}
	}
	if contra == 0 || contra == trials {
		t.Errorf("trials not varied: %d of %d contradictory", contra, trials)
	}
	t.Logf("%d trials, %d contradictory: same status and fixpoint", trials, contra)
}

// The bit-set braid[≤2] test agrees with the cone bounds and the braid
// search on every target of BRT- and whip[1]-closed trial states of SHC
// examples.
func TestBraid2Exact(t *testing.T) {
	// T&E(1)-closed bases and plain ones (more braids there).
	ps := loadTE(t, "shc-examples/BxB.csv", "expected", 10)
	closed := len(ps)
	ps = append(ps, loadTE(t, "shc-examples/BxBB.csv", "expected", 10)...)
	g := logic.Geom(3)
	b2 := newBraid2(g)
	sc := logic.NewScratch(g)
	ct := newConeTrial(g)
	w1 := &braidClosure{p: 1}
	checked, found := 0, 0
	for i, p := range ps {
		base := p.st.Clone()
		if i < closed {
			TE(base, logic.BRTTheory, 1, TEOptions{})
		}
		for x := logic.Cand(0); int(x) < g.NCands; x += 5 {
			if !base.Has(x) {
				continue
			}
			s := base.Clone()
			s.Assert(g.CellOf(x), g.DigitOf(x))
			if w1.Close(s) != logic.Open {
				continue
			}
			bf := sc.BraidFinder(s)
			b2.load(s)
			for z := logic.Cand(0); int(z) < g.NCands; z++ {
				if !s.Has(z) {
					continue
				}
				d, u := ct.bounds(s, z, 1)
				want := d <= 1 && (u <= 2 || bf.Has(z, 2))
				if got := b2.has(z); got != want {
					t.Fatalf("%s, trial %s: %s has a braid[≤2]: bit sets say %v, bounds (%d, %d) and search %v",
						p.id, g.FormatValue(x), g.FormatElim(z), got, d, u, want)
				}
				checked++
				if want {
					found++
				}
			}
			bf.Release()
		}
	}
	if found == 0 || found == checked {
		t.Fatalf("targets not varied: %d of %d with a braid[≤2]", found, checked)
	}
	t.Logf("%d targets, %d with a braid[≤2]: same answer", checked, found)
}

// On 4×4 grids (bit-set braid[2] test) and 16×16 grids (more than 128
// cells: bounds and search), B_1 and B_2 closures, from scratch and after
// a closed base, reach the strategy's fixpoint.
func TestBraidClosureOtherSizes(t *testing.T) {
	for _, sz := range []struct{ n, step, max int }{{2, 7, 40}, {4, 3, 6}} {
		g := logic.Geom(sz.n)
		_, sol := logic.CountSolutions(logic.NewState(g), 1)
		root := logic.NewState(g)
		for c := 0; c < g.NCells; c += sz.step {
			root.Assert(c, int(sol[c]))
		}
		if root.BRT() != logic.Open {
			t.Fatalf("%d×%d: the sample state is not open", g.Side, g.Side)
		}
		trials := 0
		for _, pl := range []int{1, 2} {
			for x := logic.Cand(0); int(x) < g.NCands && trials < sz.max*pl; x += logic.Cand(1 + g.NCands/60) {
				if !root.Has(x) {
					continue
				}
				base := root.Clone()
				base.Assert(g.CellOf(x), g.DigitOf(x))
				if BraidTheory(pl).Close(base) != logic.Open {
					continue
				}
				for y := logic.Cand(0); int(y) < g.NCands; y += logic.Cand(1 + g.NCands/8) {
					if !base.Has(y) {
						continue
					}
					a := base.Clone()
					a.Assert(g.CellOf(y), g.DigitOf(y))
					b, c := a.Clone(), a.Clone()
					sa := BraidTheory(pl).(incCloser).CloseAfter(a, base)
					sb := braidStrategy(pl).Close(b)
					sc := BraidTheory(pl).Close(c)
					trials++
					if sa != sb || sc != sb || sa == logic.Open && (!a.Equal(b) || !c.Equal(b)) {
						t.Fatalf("%d×%d, B%d, %s then %s: after %v, from scratch %v, strategy %v", g.Side, g.Side, pl,
							g.FormatValue(x), g.FormatValue(y), sa, sc, sb)
					}
				}
			}
		}
		if trials == 0 {
			t.Fatalf("%d×%d: no trial", g.Side, g.Side)
		}
		t.Logf("%d×%d: %d trials agree", g.Side, g.Side, trials)
	}
}

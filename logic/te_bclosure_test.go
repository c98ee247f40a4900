package logic

import "testing"

// CloseAfter from a B_p fixpoint gives the same status and fixpoint as a
// closure from scratch: on SHC examples, a trial state RS+Z closed under
// B_p, then RS+Z+Z' (B_2 looks only at targets near what Z' changed).
func TestBraidCloseAfterSameFixpoint(t *testing.T) {
	ps := loadTE(t, "shc-examples/BxBB.csv", "expected", 20)
	trials, contra := 0, 0
	for _, p := range ps {
		root := p.st.Clone()
		TE(root, BRTTheory, 2, TEOptions{})
		for _, pl := range []int{1, 2, 3} {
			for x := Cand(0); int(x) < root.G.NCands; x += 31 {
				if !root.Has(x) {
					continue
				}
				base := root.Clone()
				base.Assert(root.G.CellOf(x), root.G.DigitOf(x))
				if BraidTheory(pl).Close(base) != Open {
					continue
				}
				for y := Cand(0); int(y) < base.G.NCands; y += 5 {
					if !base.Has(y) {
						continue
					}
					a := base.Clone()
					a.Assert(base.G.CellOf(y), base.G.DigitOf(y))
					b := a.Clone()
					sa := BraidTheory(pl).(incCloser).CloseAfter(a, base)
					sb := BraidTheory(pl).Close(b)
					trials++
					if sa == Contradiction {
						contra++
					}
					if sa != sb || sa == Open && !a.Equal(b) {
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

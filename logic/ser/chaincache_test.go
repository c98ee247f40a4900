package ser

import "testing"

// TestStaticChainsRemembered checks the X-chains' memory (unaryX): the
// static chain producer, kept from state to state as when rating, gives
// the same hint on every state as a new producer that remembers nothing.
// The states are those of SE's paths, in path order (as a rating meets
// them), with states having random candidates removed in between (what
// is remembered must not depend on anything outside its key).
func TestStaticChainsRemembered(t *testing.T) {
	states := pathStates(t, 211, 40)
	warm := &chainer{}
	compared := 0
	for i, g := range states {
		g1, g2 := *g, *g
		hw := warm.hints(&g1)
		cold := &chainer{}
		hc := cold.hints(&g2)
		if len(hw) != len(hc) {
			t.Fatalf("state %d: %d hints, want %d", i, len(hw), len(hc))
		}
		for k := range hc {
			a, b := hc[k], hw[k]
			if a.Name != b.Name || a.Diff != b.Diff || a.Elims != b.Elims || a.Cell != b.Cell ||
				a.Value != b.Value || a.Desc != b.Desc || a.complexity != b.complexity || a.sortKey != b.sortKey {
				t.Fatalf("state %d: %s %.1f %s (%s), want %s %.1f %s (%s)", i, b.Name, float64(b.Diff)/10, b.ElimString(), b.Desc,
					a.Name, float64(a.Diff)/10, a.ElimString(), a.Desc)
			}
			compared++
		}
	}
	t.Logf("%d states, %d hints compared, %d X-chain results remembered", len(states), compared, warm.xHits)
	if compared == 0 || warm.xHits == 0 {
		t.Fatal("nothing compared, or nothing remembered: the test checks nothing")
	}
}

package ser

import (
	"path/filepath"
	"testing"
)

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
		hc := (&chainer{}).hints(&g2)
		compared += sameHints(t, hw, hc, i)
	}
	t.Logf("%d states, %d hints compared, %d X-chain results remembered", len(states), compared, warm.xHits)
	if compared == 0 || warm.xHits == 0 {
		t.Fatal("nothing compared, or nothing remembered: the test checks nothing")
	}
}

// TestNestedCarried checks the nested chains' memory (nestCache) when the
// grid loses candidates from one step to the next: on the row of eleven's
// T&E(2) sample rated 11.9/1.2/1.2 (nested chains of level 4), every entry
// carried to a later step is computed again and must be the same, and the
// ratings must be the file's. It also checks the places (Grid.pos) and the
// Zobrist hash of each reduced grid handed to an inner rule.
func TestNestedCarried(t *testing.T) {
	rows := readRef(t, filepath.Join(refDir(t), "te-depth", "eleven-26370-TE2-sample.csv"), "SER", "SER_EP", "SER_ED")
	carryCheck.on = true
	posCheck, hashCheck = true, true // (and the places and hash the inner rules get)
	defer func() { carryCheck.on, posCheck, hashCheck = false, false, false }()
	carryCheck.checked, carryCheck.pruned, carryCheck.differ = 0, 0, 0
	checkTriple(t, rows[2], "row 3")
	t.Logf("row 3: %d carried entries checked, %d with fewer parents, %d differ", carryCheck.checked, carryCheck.pruned, carryCheck.differ)
	if carryCheck.differ > 0 {
		t.Errorf("row 3: %d of %d carried entries differ from a new computation", carryCheck.differ, carryCheck.checked)
	}
	if carryCheck.checked == 0 || carryCheck.pruned == 0 {
		t.Error("row 3: nothing carried, or no parents dropped: the test checks nothing")
	}
}

// sameHints fails unless got has the hints of want, in order (state names
// the grid in the message); it returns their number.
func sameHints(t *testing.T, got, want []*Hint, state int) int {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("state %d: %d hints, want %d", state, len(got), len(want))
	}
	for k := range want {
		a, b := want[k], got[k]
		if a.Name != b.Name || a.Diff != b.Diff || a.Elims != b.Elims || a.Cell != b.Cell ||
			a.Value != b.Value || a.Desc != b.Desc || a.complexity != b.complexity || a.sortKey != b.sortKey {
			t.Fatalf("state %d: %s %.1f %s (%s), want %s %.1f %s (%s)", state, b.Name, float64(b.Diff)/10, b.ElimString(), b.Desc,
				a.Name, float64(a.Diff)/10, a.ElimString(), a.Desc)
		}
	}
	return len(want)
}

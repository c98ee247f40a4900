package gl_test

import (
	"slices"
	"testing"

	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/verify"
)

// An endo-finned Franken swordfish on P004c's BRT state (docs/general-logic.md
// §6.6): bases c3#2 and b7#2 share r7c3#2 and r8c3#2, two endo fins (no
// exo fin). Deleting them (docs/general-logic.md §6.4.3) leaves disjoint bases covered by r1#2
// r7#2 b1#2, so r1c3#2, which sees both fins, is false: the candidate
// GL-8's Franken kite eliminates.
func TestFishEndoFins(t *testing.T) {
	s := brtOf(t, p004c)
	g := s.G
	B, C := sets(t, g, "c3#2 c6#2 b7#2"), sets(t, g, "r1#2 r7#2 b1#2")
	fins, want := candList(t, g, "r7c3#2 r8c3#2"), candList(t, g, "r1c3#2")
	var got *gl.GLLogic
	fish := gl.FishSearch(s, gl.FishOptions{MaxOrder: 3, MaxFins: 2, All: true})
	for i := range fish {
		l := &fish[i]
		if slices.Equal(l.Bases, B) && slices.Equal(l.Covers, C) && slices.Equal(l.Fins, fins) {
			got = l
		}
	}
	if got == nil {
		t.Fatalf("the fast path (order 3, 2 fins) does not report c3#2 c6#2 b7#2 / r1#2 r7#2 b1#2 with fins r7c3#2 r8c3#2 among %d fish", len(fish))
	}
	if !slices.Equal(got.Elims, want) || got.Kind != "endo-finned franken swordfish" {
		t.Fatalf("%s: want endo-finned franken swordfish ==> r1c3#2", got.Text(g))
	}
	if err := verify.CheckGL(s, verify.CertOf(got)); err != nil {
		t.Fatalf("certificate: %v", err)
	}
	proveAll(t, s, got.Elims, "endo-finned swordfish")
	// The two shared cells exceed a budget of one fin.
	for _, l := range gl.FishSearch(s, gl.FishOptions{MaxOrder: 3, MaxFins: 1, All: true}) {
		if slices.Equal(l.Bases, B) && slices.Equal(l.Covers, C) {
			t.Fatalf("with one fin: %s", l.Text(g))
		}
	}
}

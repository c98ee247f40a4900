package verify_test

import (
	"testing"

	"github.com/sudolab/sudolab/verify"
)

// TestSoundnessTridagonCI fuzzes the tridagon rule and the OR_k chains on
// states that include mith's T&E(3) puzzles: every claim proven, none
// refuted.
func TestSoundnessTridagonCI(t *testing.T) {
	trid := verify.TridReferencePuzzles()
	if trid == nil {
		t.Skip("reference data absent; set SUDOLAB_REFDATA")
	}
	n := 100
	if testing.Short() {
		n = 40
	}
	cfg := verify.SoundnessConfig{States: n, Seed: 3, MaxLength: 6, Rules: []string{"tridagon"}, TridReference: trid}
	rep, err := verify.RunSoundness(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := rep.Rules[0]
	t.Logf("tridagon: states %d firings %d proven %d invalid %d crashes %d", r.States, r.Firings, r.Proven, r.Invalid, r.Crashes)
	if rep.Invalid != 0 || r.Crashes != 0 {
		for _, f := range rep.Failures {
			t.Errorf("%s[%d] state #%d: %s refuted by %s in %s (%s)", f.Rule, f.Level, f.Index, f.Claim, f.Model, f.State, f.Step)
		}
		t.Fatalf("%d invalid, %d crashes", rep.Invalid, r.Crashes)
	}
	if r.Firings == 0 || r.Proven == 0 {
		t.Errorf("the rule never fired: %+v", r)
	}
}

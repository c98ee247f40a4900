package verify_test

import (
	"testing"

	"github.com/sudolab/sudolab/verify"
)

// TestSoundnessTridagonCI fuzzes the tridagon rule and the OR_k chains
// (tridagon), and their g-versions (tridagon-g), on states that include
// mith's T&E(3) puzzles: every claim proven, none refuted.
func TestSoundnessTridagonCI(t *testing.T) {
	trid := verify.TridReferencePuzzles()
	if trid == nil {
		t.Skip("reference data absent; set SUDOLAB_REFDATA")
	}
	n := 100
	if testing.Short() {
		n = 40
	}
	cfg := verify.SoundnessConfig{States: n, Seed: 3, MaxLength: 6, Rules: []string{"tridagon", "tridagon-g"}, TridReference: trid}
	rep, err := verify.RunSoundness(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures {
		t.Errorf("%s[%d] state #%d: %s refuted by %s in %s (%s)", f.Rule, f.Level, f.Index, f.Claim, f.Model, f.State, f.Step)
	}
	for _, r := range rep.Rules {
		t.Logf("%s: states %d firings %d proven %d invalid %d crashes %d", r.Rule, r.States, r.Firings, r.Proven, r.Invalid, r.Crashes)
		if r.Invalid != 0 || r.Crashes != 0 {
			t.Errorf("%s: %d invalid, %d crashes", r.Rule, r.Invalid, r.Crashes)
		}
		if r.Firings == 0 || r.Proven == 0 {
			t.Errorf("%s never fired: %+v", r.Rule, r)
		}
	}
}

// TestSoundnessTridagonFGCI fuzzes the OR_k-forcing-gwhips (tridagon-fg)
// on the first 100 states of seed 1, where they fire.
func TestSoundnessTridagonFGCI(t *testing.T) {
	trid := verify.TridReferencePuzzles()
	if trid == nil {
		t.Skip("reference data absent; set SUDOLAB_REFDATA")
	}
	cfg := verify.SoundnessConfig{States: 100, Seed: 1, MaxLength: 8, Rules: []string{"tridagon-fg"}, TridReference: trid}
	rep, err := verify.RunSoundness(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures {
		t.Errorf("%s[%d] state #%d: %s refuted by %s in %s (%s)", f.Rule, f.Level, f.Index, f.Claim, f.Model, f.State, f.Step)
	}
	r := rep.Rules[0]
	t.Logf("%s: states %d firings %d proven %d invalid %d crashes %d", r.Rule, r.States, r.Firings, r.Proven, r.Invalid, r.Crashes)
	if r.Invalid != 0 || r.Crashes != 0 || r.Firings == 0 || r.Proven == 0 {
		t.Errorf("%+v", r)
	}
}

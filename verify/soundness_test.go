package verify_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/sudolab/sudolab/experiments/gen"
	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// ciConfig is the fixed CI budget: cbg-000 puzzles if found, else only
// generated ones.
func ciConfig(t *testing.T, states int) verify.SoundnessConfig {
	cfg := verify.SoundnessConfig{States: states, Seed: 1, MaxLength: 6, Rules: []string{"all"},
		Generate: func(rng *rand.Rand) *puzzle.Grid { return gen.TopDownMinimal(rng, 3) }}
	if _, ok := refdata.Locate(); ok {
		header, rows := reftest.ReadCSV(t, "cbg-000.csv")
		col := reftest.Column(t, header, "puzzle")
		for _, r := range rows {
			cfg.Reference = append(cfg.Reference, r[col])
		}
	}
	return cfg
}

func statsOf(rep *verify.SoundnessReport, rule string) verify.RuleStats {
	for _, r := range rep.Rules {
		if r.Rule == rule {
			return r
		}
	}
	return verify.RuleStats{}
}

func TestSoundnessCI(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	rep, err := verify.RunSoundness(ciConfig(t, n), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Rules {
		t.Logf("%-12s states %d firings %d proven %d invalid %d crashes %d", r.Rule, r.States, r.Firings, r.Proven, r.Invalid, r.Crashes)
	}
	t.Logf("kinds %v, %.1f states/s", rep.Kinds, float64(rep.States)/rep.Elapsed.Seconds())
	if rep.Invalid != 0 {
		for _, f := range rep.Failures {
			t.Errorf("%s[%d] state #%d: %s refuted by %s in %s (%s)", f.Rule, f.Level, f.Index, f.Claim, f.Model, f.State, f.Step)
		}
		t.Fatalf("%d invalid", rep.Invalid)
	}
	if len(rep.Rules) != len(verify.SoundnessRuleNames) {
		t.Fatalf("rules %v", rep.Rules)
	}
	for _, name := range []string{"whip[1]", "subsets", "finned-fish", "biv-chain", "z-chain", "t-whip", "whip", "g-whip", "braid", "g-braid", "gl", "gl-split", "gl-fins", "gl-fish", "fishy"} {
		if r := statsOf(&rep, name); r.States != n || r.Firings == 0 || r.Proven == 0 {
			t.Errorf("%s: %+v", name, r)
		}
	}
}

func TestSoundnessNaiveFishyCaught(t *testing.T) {
	cfg := verify.SoundnessConfig{States: 2, Seed: 1, Rules: []string{"fishy-naive"}}
	rep, err := verify.RunSoundness(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Invalid == 0 || len(rep.Failures) != 2 {
		t.Fatalf("naive fishy cycles not caught: %+v", rep)
	}
	naive := verify.FishyChecker(true)
	// docs/fishy-cycles.md §7.5, docs/test-cases.md §11.7: FC-U1 (ocean, digit 2) and FC-U2 (Easter Monster, digit 7).
	for i, want := range []string{"r7c4≠2", "r9c4≠7"} {
		f := rep.Failures[i]
		if f.Index != i || !slices.Contains(f.Claims, want) {
			t.Errorf("state #%d: refuted %v, want %s", f.Index, f.Claims, want)
		}
		if f.Size > f.OrigSize || f.Model == "" || !f.PM {
			t.Errorf("state #%d: shrunk %d -> %d, model %q, pm %v", i, f.OrigSize, f.Size, f.Model, f.PM)
		}
		s, err := verify.ParseSoundnessState(f.State)
		if err != nil {
			t.Fatal(err)
		}
		if _, claim, ok := verify.Refute(naive, f.Level, s); !ok {
			t.Errorf("state #%d: shrunk state does not fail", i)
		} else {
			t.Logf("#%d %s: %d -> %d candidates, %s refuted (%s)", i, f.Claims, f.OrigSize, f.Size, claim, f.Step)
		}
	}
	// The sound rule passes on the same states.
	cfg.Rules = []string{"fishy"}
	if rep, _ := verify.RunSoundness(cfg, nil); rep.Invalid != 0 || rep.Rules[0].Firings == 0 {
		t.Errorf("sound fishy: %+v", rep.Rules)
	}
}

func TestSoundnessDeterministic(t *testing.T) {
	cfg := ciConfig(t, 30)
	cfg.UnsoundFishy = true
	cfg.MaxLength = 4
	var reps []verify.SoundnessReport
	for _, w := range []int{1, 2} {
		cfg.Workers = w
		rep, err := verify.RunSoundness(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		rep.Elapsed = 0
		for i := range rep.Rules {
			rep.Rules[i].Duration = 0
		}
		reps = append(reps, rep)
	}
	if len(reps[0].Failures) == 0 {
		t.Fatal("no failure to compare")
	}
	if !reflect.DeepEqual(reps[0], reps[1]) {
		t.Errorf("reports differ:\n%+v\n%+v", reps[0], reps[1])
	}
}

// plantedRule eliminates the solution value of the first open cell: it
// must be caught whenever the state is solvable.
type plantedRule struct{}

func (plantedRule) Name() string        { return "planted" }
func (plantedRule) Rank() int           { return 0 }
func (plantedRule) HasLevel(k int) bool { return k == 1 }
func (plantedRule) Find(_ *logic.Scratch, s *logic.State, _ int) (logic.Step, bool) {
	n, sol := logic.CountSolutions(s, 1)
	if n == 0 {
		return logic.Step{}, false
	}
	for cell, m := range s.Cands {
		if m != 0 {
			x := s.G.Cand(cell, int(sol[cell]))
			return logic.Step{Rule: "planted", Elims: []logic.Cand{x}}, true
		}
	}
	return logic.Step{}, false
}

func TestSoundnessPlantedBug(t *testing.T) {
	cfg := verify.SoundnessConfig{States: 8, Seed: 7, Rules: []string{"subsets"},
		Extra: []verify.Checker{verify.RuleChecker(plantedRule{}, 1)}}
	rep, err := verify.RunSoundness(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := statsOf(&rep, "planted")
	if p.Invalid == 0 || p.Invalid != p.Firings || rep.Invalid != p.Invalid {
		t.Fatalf("planted bug: %+v, total invalid %d", p, rep.Invalid)
	}
	f := rep.Failures[0]
	if f.Rule != "planted" || f.Size > f.OrigSize || f.Model == "" {
		t.Fatalf("failure %+v", f)
	}
	t.Logf("planted: %d invalid, first shrunk %d -> %d: %s", p.Invalid, f.OrigSize, f.Size, f.Claim)

	// Only MaxShrink failures are kept per rule, those of lowest state
	// index, whatever the workers' order: with every failure kept (8 ≥ the
	// states) and with 2, the 2 kept are the first 2.
	indexes := func(maxShrink, workers int) []int {
		c := cfg
		c.MaxShrink, c.Workers = maxShrink, workers
		rep, err := verify.RunSoundness(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		var out []int
		for _, f := range rep.Failures {
			if f.Rule == "planted" {
				out = append(out, f.Index)
			}
		}
		return out
	}
	all, two := indexes(8, 1), indexes(2, 2)
	if len(all) < 3 || !slices.IsSorted(all) || !slices.Equal(two, all[:2]) {
		t.Errorf("failures kept: all %v, with MaxShrink 2: %v", all, two)
	}
}

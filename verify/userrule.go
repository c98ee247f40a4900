package verify

import (
	"fmt"
	"math/rand/v2"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// UserRule is a resolution rule written outside sudolab, to be fuzzed by
// FuzzRule. Find lists the rule's instances in a state: for each, what it
// claims (eliminations, values, or that the state has no solution). Find
// must not modify s. It is called on many random states, valid and not
// (states with no solution too), so it must not assume a unique solution.
type UserRule struct {
	Name string
	Find func(s *logic.State) []Finding
}

// FuzzOptions are the settings of FuzzRule; zero values take defaults.
type FuzzOptions struct {
	States    int    // states in the stream (default 300)
	Seed      uint64 // the stream is a function of the seed
	Workers   int    // 0: all cores; the report does not depend on it
	MaxShrink int    // failures shrunk and reported (default 3)
	// Reference puzzles (one per line, any form puzzle.ParseLine reads)
	// whose BRT states seed the stream; nil: ReferencePuzzles().
	Reference []string
	// Generate makes random puzzles for more states (nil: reference
	// puzzles only, and random pencil marks).
	Generate func(rng *rand.Rand) *puzzle.Grid
}

// FuzzRule runs the soundness fuzzer on a user's rule: the same stream of
// states as `sudolab soundness` (BRT states of reference puzzles, with
// random valid eliminations, random pencil marks around a solution,
// arbitrary pencil marks), every claim proven by SAT, and each invalid
// claim reported with its state shrunk to a locally minimal one on which
// the rule still makes the claim and SAT still refutes it.
func FuzzRule(rule UserRule, opt FuzzOptions) (SoundnessReport, error) {
	if rule.Name == "" || rule.Find == nil {
		return SoundnessReport{}, fmt.Errorf("verify: a UserRule needs a Name and a Find function")
	}
	ref := opt.Reference
	if ref == nil {
		ref = ReferencePuzzles()
	}
	ch := Checker{Name: rule.Name, Levels: []int{1}, Find: func(_ *logic.Scratch, s *logic.State, _ int) []Finding {
		return rule.Find(s)
	}}
	cfg := SoundnessConfig{Rules: []string{"none"}, States: opt.States, Seed: opt.Seed, Workers: opt.Workers,
		MaxShrink: opt.MaxShrink, Reference: ref, Generate: opt.Generate, Extra: []Checker{ch}}
	return RunSoundness(cfg, nil)
}

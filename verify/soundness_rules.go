package verify

import (
	"fmt"
	"slices"
	"strings"

	usernames "github.com/sudolab/sudolab/internal/names"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// Finding is one rule instance found in a state: what it claims.
type Finding struct {
	Text          string       // the instance, e.g. a Step text
	Elims         []logic.Cand // claimed eliminations
	Asserts       []logic.Cand // claimed values
	Contradiction bool         // claims that the state has no solution
}

// Checker is a rule under test: Find lists its instances at level k of s
// (it must not modify s). sc is fresh for each state.
type Checker struct {
	Name   string
	Levels []int // levels run, in order
	Find   func(sc *logic.Scratch, s *logic.State, k int) []Finding
}

// RuleChecker wraps a strategy rule, run at each of its levels 1..maxLen.
func RuleChecker(r logic.Rule, maxLen int) Checker {
	var lv []int
	for k := 1; k <= maxLen; k++ {
		if r.HasLevel(k) {
			lv = append(lv, k)
		}
	}
	return Checker{Name: r.Name(), Levels: lv, Find: func(sc *logic.Scratch, s *logic.State, k int) []Finding {
		step, ok := r.Find(sc, s, k)
		if !ok {
			return nil
		}
		return []Finding{{Text: step.Text(s.G), Elims: step.Elims, Asserts: step.Asserts}}
	}}
}

// GLChecker runs the general-logic search (every eliminating logic of
// order <= order and rank <= rank, with the Hall check) as one level.
func GLChecker(order, rank int, budget int64) Checker {
	return GLOptionsChecker("gl", gl.GLOptions{Order: order, Rank: rank, Hall: true, Budget: budget})
}

// GLOptionsChecker runs GLSearch with opt (All is forced, one worker: the
// fuzzer parallelises over states) as one level; every claim of each
// logic (core, Hall, split, finned) is a finding.
func GLOptionsChecker(name string, opt gl.GLOptions) Checker {
	opt.All, opt.Workers = true, 1
	return Checker{Name: name, Levels: []int{opt.Order}, Find: func(_ *logic.Scratch, s *logic.State, _ int) []Finding {
		res := gl.GLSearch(s, opt)
		var out []Finding
		for i := range res.Logics {
			l := &res.Logics[i]
			out = append(out, Finding{Text: glText(s.G, l), Elims: l.AllElims(), Contradiction: l.Contradiction})
		}
		return out
	}}
}

func glText(g *logic.Geometry, l *gl.GLLogic) string {
	return strings.ReplaceAll(l.Text(g), "\n", " ")
}

// FishChecker runs the single-digit fish fast path (docs/general-logic.md §6.6): every
// eliminating fish of order <= 3 with at most one fin.
func FishChecker() Checker {
	return Checker{Name: "gl-fish", Levels: []int{3}, Find: func(_ *logic.Scratch, s *logic.State, _ int) []Finding {
		var out []Finding
		for _, l := range gl.FishSearch(s, gl.FishOptions{MaxOrder: 3, MaxFins: 1, All: true}) {
			out = append(out, Finding{Text: glText(s.G, &l), Elims: l.Elims})
		}
		return out
	}}
}

// FishyChecker runs the fishy cycles (the naive rule when unsound).
func FishyChecker(unsound bool) Checker {
	name := "fishy"
	if unsound {
		name = "fishy-naive"
	}
	return Checker{Name: name, Levels: []int{gl.FishyMaxLen}, Find: func(_ *logic.Scratch, s *logic.State, _ int) []Finding {
		var out []Finding
		for _, fc := range gl.FishyCycles(s, unsound) {
			out = append(out, Finding{Text: fc.Text(s.G), Elims: fc.Elims})
		}
		return out
	}}
}

// soundnessRules are the rules the fuzzer checks, in --rule all's run order
// (and the documented order of docs/ratings.md §4.10); extra rules run only
// on request. Each is registered once, here, in the list of soundness
// rules (internal/names).
var soundnessRules = []soundnessRule{
	{"subsets", "subsets and fish", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.SubsetRule{}, 4) }},
	{"finned-fish", "subsets and fish", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.FinnedFishRule{}, 4) }},
	{"whip[1]", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.Whip1Rule{}, cfg.MaxLength) }},
	{"biv-chain", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.BivChainRule{}, cfg.MaxLength) }},
	{"z-chain", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.ZChainRule{}, cfg.MaxLength) }},
	{"t-whip", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.TWhipRule{}, cfg.MaxLength) }},
	{"whip", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.WhipRule{}, cfg.MaxLength) }},
	{"g-whip", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.GWhipRule{}, cfg.MaxLength) }},
	{"braid", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.BraidRule{}, cfg.MaxLength) }},
	{"g-braid", "chains", false, func(cfg *SoundnessConfig) Checker { return RuleChecker(logic.GBraidRule{}, cfg.MaxLength) }},
	{"gl", "general logic", false, func(cfg *SoundnessConfig) Checker { return GLChecker(cfg.GLOrder, cfg.GLRank, cfg.GLBudget) }},
	// docs/general-logic.md §6.4.4 + §6.4.5 (triplet split, depth 1) up to rank 2, as GL-F asks;
	// a fifth of the node budget: the split runs at every cover family.
	{"gl-split", "general logic", false, func(cfg *SoundnessConfig) Checker {
		return GLOptionsChecker("gl-split", gl.GLOptions{Order: cfg.GLOrder, Rank: max(cfg.GLRank, 2), Hall: true, Split: 1, Budget: cfg.GLBudget / 5})
	}},
	// docs/general-logic.md §6.4.3 in the general cover search: one fin.
	{"gl-fins", "general logic", false, func(cfg *SoundnessConfig) Checker {
		return GLOptionsChecker("gl-fins", gl.GLOptions{Order: cfg.GLOrder, Rank: cfg.GLRank, Fins: 1, Budget: cfg.GLBudget})
	}},
	{"gl-fish", "general logic", false, func(*SoundnessConfig) Checker { return FishChecker() }},
	{"fishy", "general logic", false, func(*SoundnessConfig) Checker { return FishyChecker(false) }},
	{"tridagon", "impossible patterns", false, func(cfg *SoundnessConfig) Checker { return TridagonChecker(cfg.MaxLength) }}, // verify/soundness_trid.go
	{"tridagon-g", "impossible patterns", false, func(cfg *SoundnessConfig) Checker { return TridagonGChecker(cfg.MaxLength) }},
	{"tridagon-fg", "impossible patterns", false, func(cfg *SoundnessConfig) Checker { return TridagonFGChecker(cfg.MaxLength) }},
	{"patterns", "impossible patterns", false, func(cfg *SoundnessConfig) Checker { return PatternsChecker(cfg.MaxLength) }},
	// The unsound naive fishy-cycle rule (docs/fishy-cycles.md): only
	// on request, to show that the fuzzer catches it.
	{"fishy-naive", "unsound, on request only", true, func(*SoundnessConfig) Checker { return FishyChecker(true) }},
}

type soundnessRule struct {
	name, group string
	extra       bool // not in --rule all
	make        func(cfg *SoundnessConfig) Checker
}

func init() {
	for i, r := range soundnessRules {
		usernames.Register(usernames.SoundnessRules, usernames.Entry{Name: r.name, Order: i + 1, Group: r.group})
	}
}

// SoundnessRuleNames lists the rules of --rule all, in run order (not the
// extra ones, such as "fishy-naive").
var SoundnessRuleNames = func() []string {
	var out []string
	for _, r := range soundnessRules {
		if !r.extra {
			out = append(out, r.name)
		}
	}
	return out
}()

// checkers returns the checkers for cfg.Rules (normalised config).
func (cfg *SoundnessConfig) checkers() ([]Checker, error) {
	var rules []string
	for _, n := range cfg.Rules {
		if n == "none" { // only cfg.Extra (FuzzRule)
			continue
		}
		if n == "all" {
			rules = append(rules, SoundnessRuleNames...)
		} else {
			rules = append(rules, n)
		}
	}
	if cfg.UnsoundFishy {
		rules = append(rules, "fishy-naive")
	}
	var out []Checker
	seen := map[string]bool{}
	for _, n := range rules {
		i := slices.IndexFunc(soundnessRules, func(r soundnessRule) bool { return r.name == n })
		if i < 0 {
			return nil, fmt.Errorf("unknown soundness rule %q (all, or one of %s)", n, strings.Join(usernames.Names(usernames.SoundnessRules), ", "))
		}
		if !seen[n] {
			seen[n] = true
			out = append(out, soundnessRules[i].make(cfg))
		}
	}
	return append(out, cfg.Extra...), nil
}

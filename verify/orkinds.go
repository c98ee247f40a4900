package verify

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/kinds"
)

// The checkers of the tridagon kinds (docs/tridagons.md §12.7): the rule
// name must be the one the step's structure prints (its relation's name
// and size, the chain's form), then CheckPatternStep or CheckORChain.
func init() {
	tridStep := func(want func(ts *exotic.PatternStep) (string, bool)) StepChecker {
		return func(before *logic.State, st *logic.Step) error {
			ts, ok := st.Detail.(*exotic.PatternStep)
			if !ok {
				return fmt.Errorf("%s step without its tridagon", st.Rule)
			}
			if rule, ok := want(ts); !ok || rule != st.Rule {
				return fmt.Errorf("rule %s does not name the step's structure", st.Rule)
			}
			return CheckPatternStep(before, ts, st)
		}
	}
	RegisterChecker(kinds.Tridagon, tridStep(func(ts *exotic.PatternStep) (string, bool) {
		return "tridagon", ts.Tridagon != nil && ts.Relation == nil && ts.Split[0] == nil
	}))
	RegisterChecker(kinds.ORRelation, tridStep(func(ts *exotic.PatternStep) (string, bool) {
		if ts.Relation == nil || ts.Tridagon != nil || ts.Split[0] != nil {
			return "", false
		}
		return ts.Relation.Name + "-OR1-relation", true
	}))
	RegisterChecker(kinds.ORSplit, tridStep(func(ts *exotic.PatternStep) (string, bool) {
		if ts.Split[0] == nil || ts.Split[0].Split == nil || ts.Split[0].Split.Parent == nil || ts.Tridagon != nil || ts.Relation != nil {
			return "", false
		}
		return ts.Split[0].Split.Parent.Name + "-OR-split", true
	}))
	chain := func(before *logic.State, st *logic.Step) error {
		c, ok := st.Detail.(*exotic.ORChain)
		if !ok || c.Relation == nil {
			return fmt.Errorf("%s step without its OR_k chain", st.Rule)
		}
		if c.RuleName() != st.Rule {
			return fmt.Errorf("rule %s, but the chain is a %s", st.Rule, c.RuleName())
		}
		return CheckORChain(before, c, st)
	}
	for _, id := range []kinds.ID{kinds.ORWhip, kinds.ORContradWhip, kinds.ORForcingWhip} {
		RegisterChecker(id, chain)
	}
}

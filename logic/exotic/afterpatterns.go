package exotic

import (
	"context"
	"errors"
	"slices"

	"github.com/sudolab/sudolab/logic"
)

// The state "after the anti-pattern rules" (docs/tridagons.md §12.12).
// Berthier asked for the SER of the pencil-mark state (a Sukaku) that the
// anti-tridagon rules leave. sudolab takes it from the resolution path of
// the theory that rates the puzzle with those rules (Trid-OR5W, or
// Select1/Select2/Imp630-OR5W): the state right after the path's last step
// that uses an impossible pattern (a tridagon elimination, an OR1
// assertion, an OR-split or an OR_k chain), that is, what is left for
// rules that know nothing of the patterns. Each step before it is a rule
// of that theory (whips, subsets, finned fish included).

// UsesPattern reports whether a path step is one of the impossible-pattern
// rules, by its kind in the registry of step kinds (logic/kinds): a
// tridagon elimination, an OR1 assertion, an OR-split or an OR_k chain.
func UsesPattern(st *logic.Step) bool {
	id, ok := st.Kind()
	return ok && slices.Contains(patternKinds, id)
}

// AfterPatterns is what AfterLastPattern returns.
type AfterPatterns struct {
	State *logic.State // the state after the last pattern step (the initial state when there is none)
	// Steps is the number of steps of the path up to that state, Pattern
	// the number of them that use a pattern.
	Steps, Pattern int
	Solved         bool // whether the theory with its levels up to 8 solves the puzzle
}

// AfterLastPattern runs family f (Trid-OR5W or one of the set-OR5W
// families) on a copy of s up to level TridMaxLevel and returns the state
// right after the last step that uses a pattern. onStep, if non-nil, sees
// every step of the path up to that one (logic.Strategy.OnStep), so that a
// verified run checks all the eliminations that state rests on. ctx, when
// done, stops the search with its error.
func AfterLastPattern(ctx context.Context, s *logic.State, f logic.Family, onStep func(*logic.State, *logic.Step) error) (*AfterPatterns, error) {
	type seen struct {
		before *logic.State
		step   logic.Step
	}
	var steps []seen
	last := -1
	p, err := logic.ResolveStateControl(s, f, TridMaxLevel, logic.PathControl{Ctx: ctx, OnStep: func(before *logic.State, st *logic.Step) error {
		steps = append(steps, seen{before, *st})
		if UsesPattern(st) {
			last = len(steps) - 1
		}
		return nil
	}})
	if err != nil {
		return nil, err
	}
	if p.Status == logic.Contradiction {
		return nil, logic.ErrContradiction
	}
	out := &AfterPatterns{State: s.Clone(), Solved: p.Status == logic.Solved}
	if last < 0 {
		return out, nil
	}
	for i, st := range steps[:last+1] {
		if onStep != nil {
			if err := onStep(st.before, &st.step); err != nil {
				return nil, err
			}
		}
		if UsesPattern(&st.step) {
			out.Pattern++
		}
		out.Steps = i + 1
	}
	after := steps[last].before.Clone()
	for _, x := range steps[last].step.Elims {
		after.Eliminate(x)
	}
	for _, x := range steps[last].step.Asserts {
		if !after.Assert(s.G.CellOf(x), s.G.DigitOf(x)) {
			return nil, errors.New("exotic: the last pattern step asserts a candidate that contradicts its state")
		}
	}
	out.State = after
	return out, nil
}

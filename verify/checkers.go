package verify

import (
	"errors"
	"fmt"
	"sync"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
)

// StepChecker checks a step of one kind against the kind's definition in the
// state before it, using only the geometry and the state's candidates
// (never the search code that made the step); nil means the pattern holds
// and every conclusion of the step is one of its conclusions. The error
// says what fails, without the step's text (CheckStep adds it).
type StepChecker func(before *logic.State, st *logic.Step) error

var (
	checkersMu sync.RWMutex
	checkers   = map[kinds.ID]StepChecker{}
)

// RegisterChecker gives the checker of kind id (logic/kinds), from an init
// function of this package (or of a package built on it).
func RegisterChecker(id kinds.ID, c StepChecker) {
	kinds.Provide(id, kinds.Checker)
	checkersMu.Lock()
	checkers[id] = c
	checkersMu.Unlock()
}

// CheckStep re-validates step in the state before it with the checker of
// its kind (the kind its rule name declares, logic/kinds). A step of no
// known kind, or of a kind without a checker, is an error wrapping
// ErrNoChecker: nothing passes unchecked. A failed check wraps ErrPattern.
// The error starts with the step's text.
func CheckStep(before *logic.State, step *logic.Step) error {
	if err := CheckKind(before, step); err != nil {
		return fmt.Errorf("%s: %w", step.Text(before.G), err)
	}
	return nil
}

// CheckKind is CheckStep without the step's text in the error (for
// audit, which prints the line above its verdict).
func CheckKind(before *logic.State, step *logic.Step) error {
	id, ok := step.Kind()
	if !ok {
		return fmt.Errorf("%w: rule %q is of no known kind", ErrNoChecker, step.Rule)
	}
	checkersMu.RLock()
	c := checkers[id]
	checkersMu.RUnlock()
	if c == nil {
		return fmt.Errorf("%w: kind %s has none", ErrNoChecker, id)
	}
	if err := c(before, step); err != nil {
		if errors.Is(err, ErrPattern) {
			return err
		}
		return fmt.Errorf("%w: %v", ErrPattern, err)
	}
	return nil
}

// The checkers of the kinds of logic and logic/gl; those of the tridagon
// kinds are in orchain.go.
func init() {
	RegisterChecker(kinds.Singles, checkSingles)
	for _, id := range []kinds.ID{kinds.Whip, kinds.Braid, kinds.GWhip, kinds.GBraid, kinds.BivChain, kinds.ZChain, kinds.TWhip} {
		RegisterChecker(id, checkChain)
	}
	RegisterChecker(kinds.NakedSubset, checkSubset)
	RegisterChecker(kinds.HiddenSubset, checkSubset)
	RegisterChecker(kinds.Fish, checkFish)
	RegisterChecker(kinds.FinnedFish, checkFish)
	RegisterChecker(kinds.GL, checkGLStep)
	RegisterChecker(kinds.FishyCycle, checkFishyStep)
}

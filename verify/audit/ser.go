package audit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Sudoku Explainer steps, as `sudolab path --rules SER` prints them
// (logic/ser/sernote): a head line "7.1, Forcing Chain: … => r3c4<>3",
// then the structure on continuation lines indented by sernote.Indent.
// The step's Pattern is the whole printed hint (head and continuation
// lines, joined by newlines); the reader of every SE kind parses it with
// sernote.Parse, verify's checker checks it with verify/sercheck.

func init() {
	for _, id := range kinds.OfNotation(kinds.SE) {
		RegisterReader(id, readSE)
	}
}

// readSE reads an SE hint into a *sernote.Step whose rule and conclusions
// must be those of the line.
func readSE(c *ReadContext, st *logic.Step) error {
	g := c.G
	if g.Side != 9 {
		return fmt.Errorf("Sudoku Explainer hints are 9×9")
	}
	ns, err := sernote.Parse(strings.Split(st.Pattern, "\n"))
	if err != nil {
		return err
	}
	if ns.Rule != st.Rule {
		return fmt.Errorf("rule %q read as %q", st.Rule, ns.Rule)
	}
	var elims, asserts []logic.Cand
	for _, x := range ns.Elims {
		elims = append(elims, g.Cand(x.Cell, x.Digit))
	}
	if ns.Cell >= 0 {
		asserts = append(asserts, g.Cand(ns.Cell, ns.Value))
	}
	if !sameSet(elims, st.Elims) || !slices.Equal(asserts, st.Asserts) {
		return fmt.Errorf("the hint's structure reads other conclusions than its line")
	}
	st.Detail = ns
	return nil
}

// uniqueness reports whether st is a hint of a uniqueness rule (unique
// rectangles and loops, BUG), sound only for a puzzle with one solution.
func uniqueness(st *logic.Step) bool {
	ns, ok := st.Detail.(*sernote.Step)
	return ok && ns.Uniqueness
}

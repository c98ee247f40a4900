package verify

import (
	"fmt"
	"slices"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/logic/ser/sernote"
	"github.com/sudolab/sudolab/verify/sercheck"
)

// The checker of every Sudoku Explainer kind: the hint (a *sernote.Step)
// is checked by verify/sercheck against the definition of its rule in the
// state before it, and its conclusions must be the step's.
func init() {
	for _, id := range kinds.OfNotation(kinds.SE) {
		RegisterChecker(id, checkSE)
	}
}

func checkSE(before *logic.State, st *logic.Step) error {
	g := before.G
	ns, ok := st.Detail.(*sernote.Step)
	if !ok {
		return fmt.Errorf("%s step without its hint", st.Rule)
	}
	if g.Side != 9 {
		return fmt.Errorf("Sudoku Explainer hints are 9×9")
	}
	if ns.Rule != st.Rule {
		return fmt.Errorf("rule %s, but the hint is a %s", st.Rule, ns.Rule)
	}
	var elims, asserts []logic.Cand
	for _, x := range ns.Elims {
		elims = append(elims, g.Cand(x.Cell, x.Digit))
	}
	if ns.Cell >= 0 {
		asserts = append(asserts, g.Cand(ns.Cell, ns.Value))
	}
	if !sameCandSet(elims, st.Elims) || !slices.Equal(asserts, st.Asserts) {
		return fmt.Errorf("the step's conclusions are not the hint's")
	}
	vals := make([]int, len(before.Values))
	for i, v := range before.Values {
		vals[i] = int(v)
	}
	sg, err := sercheck.FromCands(vals, before.Cands)
	if err != nil {
		return err
	}
	return sercheck.Check(sg, ns)
}

package verify

import (
	"fmt"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/logic/ser/sernote"
	"github.com/sudolab/sudolab/verify/sercheck"
)

// SERStep checks one step of a Sudoku Explainer path (logic/ser, docs/ser.md)
// in the state before it: its pattern, as printed, by the independent
// checker (CheckSERHint), then, by SAT, every candidate the step removes
// and, when it decides a cell, every other candidate of that cell. Steps of
// the uniqueness rules (Hint.Uniqueness) are proven in the same way, which
// is sound only under the assumption that the puzzle has a single
// solution: the state's only solution then lacks the candidate, although a
// puzzle with several solutions could keep it. Callers should say so.
func SERStep(before *ser.Grid, h *ser.Hint) error {
	if err := CheckSERHint(before, h); err != nil {
		return err
	}
	p := encode.NewProver(encode.FromCands(3, before.Values(), before.Cands()))
	cells, digits := h.Removed(before)
	for i := range cells {
		pr := p.Prove(encode.Cand{Cell: cells[i], Digit: digits[i]})
		if pr.Verdict != encode.Valid {
			return fmt.Errorf("%s: removing r%dc%d=%d refuted by SAT (counterexample %v)",
				h.Text(), cells[i]/9+1, cells[i]%9+1, digits[i], pr.Counterexample)
		}
	}
	return nil
}

// CheckSERHint checks the pattern of hint h in the state before it: the
// hint is printed in sernote's notation (its line and its structure), read
// back, and checked by verify/sercheck against the definition of its rule.
// The hint must carry its pattern (the hints of ser.Path and of
// ser.Options.OnStep do).
func CheckSERHint(before *ser.Grid, h *ser.Hint) error {
	if !h.Recorded() {
		return fmt.Errorf("%w: %s: no pattern recorded", ErrPattern, h.Text())
	}
	st, err := sernote.Parse(h.Note().Lines())
	if err != nil {
		return fmt.Errorf("%w: %s: %v", ErrPattern, h.Text(), err)
	}
	g, err := sercheck.FromCands(before.Values(), before.Cands())
	if err != nil {
		return err
	}
	if err := sercheck.Check(g, st); err != nil {
		return fmt.Errorf("%w: %s: %v", ErrPattern, h.Text(), err)
	}
	return nil
}

package verify

import (
	"fmt"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic/ser"
)

// SERStep proves one step of a Sudoku Explainer path (logic/ser, docs/ser.md)
// by SAT in the state before it: every candidate the step removes, and, when
// it decides a cell, every other candidate of that cell. Steps of the
// uniqueness rules (Hint.Uniqueness) are proven in the same way, which is
// sound only under the assumption that the puzzle has a single solution:
// the state's only solution then lacks the candidate, although a puzzle with
// several solutions could keep it. Callers should say so.
func SERStep(before *ser.Grid, h *ser.Hint) error {
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

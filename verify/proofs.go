package verify

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/proofs"
)

// StepClaims lists the claims of a step: its eliminations, then its
// assertions.
func StepClaims(g *logic.Geometry, step *logic.Step) []proofs.Claim {
	var cs []proofs.Claim
	for _, x := range step.Elims {
		cs = append(cs, proofs.Claim{Cell: g.CellOf(x), Digit: g.DigitOf(x)})
	}
	for _, x := range step.Asserts {
		cs = append(cs, proofs.Claim{Cell: g.CellOf(x), Digit: g.DigitOf(x), Assert: true})
	}
	return cs
}

// RecordedStep is the OnStep hook of --verify with --proofs or --solver:
// Step re-checks the step, then rec proves every claim (eliminations and
// assertions) again and writes its proof files.
func RecordedStep(rec *proofs.Recorder) func(before *logic.State, step *logic.Step) error {
	return func(before *logic.State, step *logic.Step) error {
		if err := Step(before, step); err != nil {
			return err
		}
		s := ToSAT(before)
		out, err := rec.Step(step.RuleName(), s.N, s.Values, s.Cands, StepClaims(before.G, step))
		if err != nil {
			return fmt.Errorf("%s: %w", step.Text(before.G), err)
		}
		return refuted(step.Text(before.G), before.G.N, out)
	}
}

// RecordedSERStep is SERStep followed by rec proving and recording every
// candidate the hint removes.
func RecordedSERStep(rec *proofs.Recorder) func(before *ser.Grid, h *ser.Hint) error {
	return func(before *ser.Grid, h *ser.Hint) error {
		if err := SERStep(before, h); err != nil {
			return err
		}
		cells, digits := h.Removed(before)
		cs := make([]proofs.Claim, len(cells))
		for i := range cells {
			cs[i] = proofs.Claim{Cell: cells[i], Digit: digits[i]}
		}
		out, err := rec.Step(h.Name, 3, before.Values(), before.Cands(), cs)
		if err != nil {
			return fmt.Errorf("%s: %w", h.Text(), err)
		}
		return refuted(h.Text(), 3, out)
	}
}

// refuted is the error of the first claim the recorder refuted, if any.
func refuted(step string, n int, out []proofs.Outcome) error {
	for _, o := range out {
		if !o.Valid {
			return fmt.Errorf("%s: claim %s refuted by SAT (counterexample %v)", step, o.Claim.Text(n), o.Counterexample)
		}
	}
	return nil
}

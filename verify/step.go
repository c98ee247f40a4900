package verify

import (
	"fmt"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
)

// Step re-checks one step of a resolution path in the state before it and
// proves its eliminations: the pattern checker (CheckStep) first, then a
// SAT proof of every elimination; it returns the first failure. It has the
// signature of the strategy's OnStep hook, which path --verify and
// rate --verify install.
func Step(before *logic.State, step *logic.Step) error {
	if err := CheckStep(before, step); err != nil {
		return err
	}
	for _, p := range ProveEliminations(before, step.Elims) {
		if p.Verdict != encode.Valid {
			return fmt.Errorf("%s: elimination r%dc%d≠%d refuted by SAT (counterexample %v)",
				step.Text(before.G), p.Cand.Cell/before.G.Side+1, p.Cand.Cell%before.G.Side+1, p.Cand.Digit, p.Counterexample)
		}
	}
	return nil
}

// Outcome is what re-checking one pattern found when every failure is to
// be reported rather than the first (the gl and fishy commands): the
// checker's verdict and the SAT proof of each elimination.
type Outcome struct {
	Pattern error          // the pattern or certificate checker's error; nil if it passed
	Elims   []logic.Cand   // the eliminations, in the order proven
	Proofs  []encode.Proof // Proofs[i] is the SAT verdict on Elims[i]
}

// Check proves every elimination of a pattern in the state before it;
// patternErr is the verdict of the pattern's checker (CheckGL, CheckFishy,
// CheckStep), recorded with the proofs.
func Check(before *logic.State, patternErr error, elims []logic.Cand) Outcome {
	return Outcome{Pattern: patternErr, Elims: elims, Proofs: ProveEliminations(before, elims)}
}

// Failures counts the failed checks: the pattern, and each elimination
// SAT refutes.
func (o Outcome) Failures() int {
	bad := 0
	if o.Pattern != nil {
		bad++
	}
	for _, p := range o.Proofs {
		if p.Verdict != encode.Valid {
			bad++
		}
	}
	return bad
}

// Tag is " [cert ok, SAT valid]", or the failures: the checker's error and
// each refuted elimination.
func (o Outcome) Tag(g *logic.Geometry) string {
	out := " [cert ok"
	if o.Pattern != nil {
		out = fmt.Sprintf(" [CERTIFICATE FAILS: %v", o.Pattern)
	}
	for i, p := range o.Proofs {
		if p.Verdict != encode.Valid {
			out += ", SAT REFUTES " + g.FormatElim(o.Elims[i])
		}
	}
	if o.Failures() == 0 {
		out += ", SAT valid"
	}
	return out + "]"
}

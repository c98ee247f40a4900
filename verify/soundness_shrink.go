package verify

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// shrinkTries bounds the rule runs spent shrinking one failure.
const shrinkTries = 4000

// shrink makes the failing state locally minimal. A state fails when the
// rule (same level) still makes the same claim and SAT refutes it. Moves, each kept
// only if the state still fails: fix a cell to its value in the current
// SAT model, or delete one candidate that is not in the model (both keep
// the model a solution). First the state is tried as pure pencil marks
// (values as singletons), so that the printed state reproduces the bug.
func (r *rawFailure) shrink() SoundnessFailure {
	out := SoundnessFailure{Rule: r.ch.Name, Level: r.level, Index: r.index, Kind: r.kind,
		Original: stateString(r.s), OrigSize: Size(r.s), OrigStep: r.ref.step, Claims: r.claims}
	cur, ref := r.s, r.ref
	if ref.crash == "" {
		cur, ref, out.PM = shrinkState(r.ch, r.level, r.s, ref)
	}
	out.State, out.Values, out.Size = stateString(cur), cur.ValuesGrid().String(), Size(cur)
	out.Step, out.Claim, out.Crash = ref.step, ref.claim, ref.crash
	if ref.model != nil {
		out.Model = gridString(ref.model)
	}
	return out
}

func shrinkState(ch *Checker, k int, s *logic.State, ref refutation) (*logic.State, refutation, bool) {
	cur := s.Clone()
	pm := s.Solved == 0
	if !pm {
		if t, err := logic.FromGrid(s.Grid()); err == nil {
			if r, ok := refute(ch, k, t, ref.claim); ok {
				cur, ref, pm = t, r, true
			}
		}
	}
	g := cur.G
	tries := 0
	try := func(t *logic.State) bool {
		tries++
		r, ok := refute(ch, k, t, ref.claim)
		if ok {
			cur, ref = t, r
		}
		return ok
	}
	for changed := true; changed && tries < shrinkTries; {
		changed = false
		for cell := 0; cell < g.NCells && tries < shrinkTries; cell++ {
			d := ref.model[cell]
			bit := uint32(1) << (d - 1)
			if cur.Values[cell] != 0 || cur.Cands[cell] == bit || cur.Cands[cell]&bit == 0 {
				continue
			}
			t := cur.Clone()
			if pm {
				t.Cands[cell] = bit
			} else {
				t.Assert(cell, d)
			}
			changed = try(t) || changed
		}
		for x := logic.Cand(0); int(x) < g.NCands && tries < shrinkTries; x++ {
			if !cur.Has(x) || ref.model[g.CellOf(x)] == g.DigitOf(x) {
				continue
			}
			t := cur.Clone()
			t.Eliminate(x)
			changed = try(t) || changed
		}
	}
	return cur, ref, pm
}

// ParseSoundnessState reads a reported state back (pure pencil marks).
func ParseSoundnessState(text string) (*logic.State, error) {
	pg, err := puzzle.ParseLine(text)
	if err != nil {
		return nil, err
	}
	return logic.FromGrid(pg)
}

package sercheck

import (
	"fmt"
	"slices"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// verdict is what a pattern makes its rule conclude: the difficulty, the
// candidates removed and the cell decided.
type verdict struct {
	diff        int
	elims       elims
	cell, value int // -1 if none
	cx          int // chains: the complexity
}

func newVerdict() *verdict { return &verdict{elims: elims{}, cell: -1} }

// Check checks step st in g, the state before it: its pattern against its
// rule's definition, and the difficulty, removals and decided cell the
// step prints against those the pattern gives. Uniqueness hints are
// checked under the assumption that the puzzle has a single solution.
func Check(g *Grid, st *sernote.Step) error {
	_, err := check(g, st, true)
	return err
}

// check checks st in g; exact: the step removes exactly what its pattern
// removes in g (an inner hint is checked on a state with more candidates
// than the one it was found in, and may remove more there).
func check(g *Grid, st *sernote.Step, exact bool) (*verdict, error) {
	kind := sernote.KindOf(st.Rule)
	if st.Uniqueness != (kind == sernote.UniqueLoop || kind == sernote.BUG) {
		return nil, fmt.Errorf("%s: marked uniqueness %v", st.Rule, st.Uniqueness)
	}
	v := newVerdict()
	var err error
	switch kind {
	case sernote.HiddenSingle:
		err = checkHiddenSingle(g, st, v)
	case sernote.NakedSingle:
		err = checkNakedSingle(g, st, v)
	case sernote.Locking, sernote.DirectLocking:
		err = checkLocking(g, st, kind == sernote.DirectLocking, v)
	case sernote.DirectHidden:
		err = checkDirectHidden(g, st, v)
	case sernote.NakedSubset:
		err = checkNakedSubset(g, st, v)
	case sernote.HiddenSubset:
		err = checkHiddenSubset(g, st, v)
	case sernote.Fish:
		err = checkFish(g, st, v)
	case sernote.XYWing, sernote.XYZWing:
		err = checkWing(g, st, kind == sernote.XYZWing, v)
	case sernote.UniqueLoop:
		err = checkUniqueLoop(g, st, v)
	case sernote.BUG:
		err = checkBUG(g, st, v)
	case sernote.AlignedExclusion:
		err = checkAligned(g, st, v)
	case sernote.Cycle:
		err = checkCycle(g, st, v)
	case sernote.ForcingChain:
		err = checkForcingChain(g, st, v)
	case sernote.MultipleChains:
		err = checkMultiple(g, st, v)
	default:
		err = fmt.Errorf("unknown rule")
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", st.Rule, err)
	}
	if err := compare(st, v, exact); err != nil {
		return nil, fmt.Errorf("%s: %v", st.Rule, err)
	}
	return v, nil
}

// compare checks the difficulty, removals and decided cell st prints
// against the verdict of its pattern.
func compare(st *sernote.Step, v *verdict, exact bool) error {
	if st.Diff != v.diff {
		return fmt.Errorf("difficulty %s, but its pattern gives %s", sernote.DiffString(st.Diff), sernote.DiffString(v.diff))
	}
	if st.Cell != v.cell || (v.cell >= 0 && st.Value != v.value) {
		want := "no cell"
		if v.cell >= 0 {
			want = fmt.Sprintf("%s=%d", cellName(v.cell), v.value)
		}
		return fmt.Errorf("decides %s, but its pattern decides %s", decidedText(st), want)
	}
	if len(v.elims) == 0 && v.cell < 0 {
		return fmt.Errorf("its pattern removes nothing")
	}
	for _, x := range st.Elims {
		if !v.elims[x] {
			return fmt.Errorf("removes %s<>%d, which its pattern does not remove", cellName(x.Cell), x.Digit)
		}
	}
	if exact && len(st.Elims) != len(v.elims) {
		var missing []sernote.Cand
		for x := range v.elims {
			if !slices.Contains(st.Elims, x) {
				missing = append(missing, x)
			}
		}
		slices.SortFunc(missing, func(a, b sernote.Cand) int { return a.Cell*10 + a.Digit - b.Cell*10 - b.Digit })
		return fmt.Errorf("its pattern also removes %s", sernote.ConclusionString(missing, -1, 0))
	}
	return nil
}

func decidedText(st *sernote.Step) string {
	if st.Cell < 0 {
		return "no cell"
	}
	return fmt.Sprintf("%s=%d", cellName(st.Cell), st.Value)
}

// lengthSteps is SE's length increment: with length = complexity - 2, 0.1
// for each of the thresholds 4, 6, 8, 12, 16, 24, 32, 48, … (each the one
// before times 3/2 and 4/3 in turn) that length exceeds.
func lengthSteps(complexity int) int {
	length := complexity - 2
	steps, limit := 0, 4
	for i := 0; length > limit; i++ {
		steps++
		if i%2 == 0 {
			limit = limit * 3 / 2
		} else {
			limit = limit * 4 / 3
		}
	}
	return steps
}

// decide sets the verdict to decide cell c = d, removing its other
// candidates in g (as SE's chains do).
func (v *verdict) decide(g *Grid, c, d int) {
	v.cell, v.value = c, d
	for _, e := range digitsOf(g.Cand[c] &^ bit(d)) {
		v.elims.add(c, e)
	}
}

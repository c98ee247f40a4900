package audit

import (
	"fmt"
	"slices"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/verify"
)

// checkSingles checks that each assertion of a singles step is a naked or
// a hidden single (in the unit the rule names, if it names one) when it is
// made, asserting them in order on a copy of s.
func checkSingles(s *logic.State, st *Step) error {
	g := s.G
	t := s.Clone()
	unitKind := -1
	switch st.Rule {
	case "hidden-single-in-a-row":
		unitKind = 0
	case "hidden-single-in-a-column":
		unitKind = 1
	case "hidden-single-in-a-block":
		unitKind = 2
	}
	if len(st.Elims) > 0 {
		return fmt.Errorf("a single eliminates nothing itself (%s)", g.FormatElim(st.Elims[0]))
	}
	for _, x := range st.Asserts {
		cell, d := g.CellOf(x), g.DigitOf(x)
		if !t.Has(x) {
			if t.IsValue(x) {
				continue // already placed: nothing to check
			}
			return fmt.Errorf("%s is not a candidate", g.FormatValue(x))
		}
		bit := uint32(1) << uint(d-1)
		naked := t.Cands[cell] == bit
		hidden := -1
		for _, u := range g.CellUnits[cell] {
			only := true
			for _, c := range g.Units[u] {
				if c != cell && t.Cands[c]&bit != 0 {
					only = false
					break
				}
			}
			if only && (hidden < 0 || u/g.Side == unitKind) {
				hidden = u
			}
		}
		switch {
		case st.Rule == "naked-single" && !naked:
			return fmt.Errorf("%s is not a naked single (cell has %d candidates)", g.FormatValue(x), popcount(t.Cands[cell]))
		case unitKind >= 0 && (hidden < 0 || hidden/g.Side != unitKind):
			return fmt.Errorf("%s is not a hidden single in its %s", g.FormatValue(x), [...]string{"row", "column", "block"}[unitKind])
		case !naked && hidden < 0:
			return fmt.Errorf("%s is neither a naked nor a hidden single", g.FormatValue(x))
		}
		t.Assert(cell, d)
	}
	return nil
}

func popcount(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// checkChain re-checks a chain step with verify.CheckPattern, one target
// at a time, after checking a typed chain's variable types.
func checkChain(s *logic.State, st *Step) error {
	g := s.G
	if len(st.Asserts) > 0 {
		return fmt.Errorf("a chain asserts nothing (%s)", g.FormatValue(st.Asserts[0]))
	}
	p := st.Chain
	if st.Length != 0 && st.Length != len(p.Cells) {
		return fmt.Errorf("length [%d] but %d cells", st.Length, len(p.Cells))
	}
	if st.VarType != "" {
		want := map[string]logic.Kind{"rc": logic.RC, "rn": logic.RN, "cn": logic.CN, "bn": logic.BN}[st.VarType]
		for i, c := range p.Cells {
			if k, _, _ := g.VarKind(c.Var); k != want {
				return fmt.Errorf("typed %s chain: cell %d %s is not an %s variable", st.VarType, i+1, g.FormatVar(c.Var), st.VarType)
			}
		}
	}
	if len(st.Elims) == 0 {
		return fmt.Errorf("no target")
	}
	for _, z := range st.Elims {
		if err := verify.CheckPattern(s, p, z); err != nil {
			return err
		}
	}
	return nil
}

// checkSubset checks a naked or hidden subset against its definition
// (docs/subsets-fish.md §3.1) and that every elimination is one of its
// conclusions.
func checkSubset(s *logic.State, st *Step) error {
	g := s.G
	sp := st.Set
	if len(st.Asserts) > 0 {
		return fmt.Errorf("a subset asserts nothing")
	}
	if len(sp.Cells) != sp.Size || len(sp.Digits) != sp.Size {
		return fmt.Errorf("a %d-subset needs %d cells and %d digits, not %d and %d", sp.Size, sp.Size, sp.Size, len(sp.Cells), len(sp.Digits))
	}
	if dup(sp.Cells) || dup(sp.Digits) {
		return fmt.Errorf("repeated cell or digit")
	}
	var dm uint32
	for _, d := range sp.Digits {
		dm |= 1 << uint(d-1)
	}
	inSub := map[int]bool{}
	for _, c := range sp.Cells {
		inSub[c] = true
		if !slices.Contains(g.Units[sp.Unit], c) {
			return fmt.Errorf("%s is not in the subset's unit", g.FormatCell(c))
		}
		if s.Values[c] != 0 {
			return fmt.Errorf("%s is already solved", g.FormatCell(c))
		}
	}
	switch sp.Kind {
	case "naked":
		for _, c := range sp.Cells {
			if s.Cands[c]&^dm != 0 {
				return fmt.Errorf("%s has candidates outside %v", g.FormatCell(c), sp.Digits)
			}
		}
		for _, z := range st.Elims {
			c := g.CellOf(z)
			if !slices.Contains(g.Units[sp.Unit], c) || inSub[c] || dm&(1<<uint(g.DigitOf(z)-1)) == 0 {
				return fmt.Errorf("%s is not a conclusion of the naked subset (a digit of the subset in another cell of its unit)", g.FormatElim(z))
			}
		}
	case "hidden":
		for _, d := range sp.Digits {
			bit := uint32(1) << uint(d-1)
			for _, c := range g.Units[sp.Unit] {
				if int(s.Values[c]) == d {
					return fmt.Errorf("digit %d is already placed in the unit", d)
				}
				if s.Cands[c]&bit != 0 && !inSub[c] {
					return fmt.Errorf("digit %d has a candidate in %s, outside the subset's cells", d, g.FormatCell(c))
				}
			}
		}
		for _, z := range st.Elims {
			if !inSub[g.CellOf(z)] || dm&(1<<uint(g.DigitOf(z)-1)) != 0 {
				return fmt.Errorf("%s is not a conclusion of the hidden subset (another digit in a cell of the subset)", g.FormatElim(z))
			}
		}
	}
	return nil
}

func dup(xs []int) bool {
	seen := map[int]bool{}
	for _, x := range xs {
		if seen[x] {
			return true
		}
		seen[x] = true
	}
	return false
}

// checkFish checks a fish or finned fish (docs/subsets-fish.md §3.2,
// §3.4): in every base line the digit lies only in cover lines, except, for
// a finned fish, its fins; each elimination is the digit in a cover line
// outside the base lines, and for a finned fish it sees every fin.
func checkFish(s *logic.State, st *Step) error {
	g := s.G
	sp := st.Set
	if len(st.Asserts) > 0 {
		return fmt.Errorf("a fish asserts nothing")
	}
	if len(sp.Base) != sp.Size || len(sp.Cover) != sp.Size {
		return fmt.Errorf("a fish of size %d needs %d base and %d cover lines, not %d and %d", sp.Size, sp.Size, sp.Size, len(sp.Base), len(sp.Cover))
	}
	if dup(sp.Base) || dup(sp.Cover) {
		return fmt.Errorf("repeated line")
	}
	cellAt := func(base, cross int) int {
		if sp.Rows {
			return base*g.Side + cross
		}
		return cross*g.Side + base
	}
	d := sp.Digit
	bit := uint32(1) << uint(d-1)
	var fins []logic.Cand
	for _, b := range sp.Base {
		for j := 0; j < g.Side; j++ {
			c := cellAt(b, j)
			if int(s.Values[c]) == d {
				return fmt.Errorf("digit %d is already placed in base line %s", d, g.FormatCell(c))
			}
			if s.Cands[c]&bit != 0 && !slices.Contains(sp.Cover, j) {
				fins = append(fins, g.Cand(c, d))
			}
		}
	}
	if sp.Kind == "fish" && len(fins) > 0 {
		return fmt.Errorf("%s lies in a base line outside the cover lines", g.FormatValue(fins[0]))
	}
	for _, z := range st.Elims {
		c := g.CellOf(z)
		base, cross := g.Row[c], g.Col[c]
		if !sp.Rows {
			base, cross = cross, base
		}
		if g.DigitOf(z) != d || !slices.Contains(sp.Cover, cross) || slices.Contains(sp.Base, base) {
			return fmt.Errorf("%s is not the fish's digit in a cover line outside the base lines", g.FormatElim(z))
		}
		for _, f := range fins {
			if !g.Linked(z, f) {
				return fmt.Errorf("%s does not see the fin %s", g.FormatElim(z), g.FormatValue(f))
			}
		}
	}
	return nil
}

// checkGL checks a general-logic step (docs/general-logic.md §6.3): the
// eliminations its bases and covers select, confirmed by the independent
// certificate checker verify.CheckGL, must include every claimed one.
func checkGL(s *logic.State, st *Step) error {
	g := s.G
	if len(st.Asserts) > 0 {
		return fmt.Errorf("a general logic asserts nothing")
	}
	l := st.Logic
	if l.Rank != len(l.Covers)-len(l.Bases) {
		return fmt.Errorf("rank k=%d, but %d covers and %d bases", l.Rank, len(l.Covers), len(l.Bases))
	}
	sel, contradiction := gl.GLEliminations(s, l.Bases, l.Covers)
	if contradiction {
		return fmt.Errorf("fewer covers than bases: a contradiction logic, not an elimination")
	}
	if err := verify.CheckGL(s, verify.GLCert{Bases: l.Bases, Covers: l.Covers, Rank: l.Rank, Elims: sel}); err != nil {
		return err
	}
	for _, z := range st.Elims {
		if !slices.Contains(sel, z) {
			return fmt.Errorf("%s is not selected by the logic", g.FormatElim(z))
		}
	}
	return nil
}

package verify

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// Checkers of singles, subsets and fish (docs/subsets-fish.md), general
// logic and fishy cycles, from the state's candidates and the step's
// Detail; the rule name, not the Detail, says the size and the unit type.

// checkSingles checks that each assertion of a singles step is a naked or
// a hidden single (in the unit type the rule names, if it names one) when
// it is made, asserting them in order on a copy of s.
func checkSingles(s *logic.State, st *logic.Step) error {
	g := s.G
	t := s.Clone()
	unitKind := map[string]int{"hidden-single-in-a-row": 0, "hidden-single-in-a-column": 1, "hidden-single-in-a-block": 2}[st.Rule]
	if st.Rule == "naked-single" || st.Rule == "singles" || st.Rule == "single" {
		unitKind = -1
	}
	if len(st.Elims) > 0 {
		return fmt.Errorf("a single eliminates nothing itself (%s)", g.FormatElim(st.Elims[0]))
	}
	if len(st.Asserts) == 0 {
		return fmt.Errorf("no value")
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

var (
	subsetRuleRe = regexp.MustCompile(`^(naked|hidden)-(pairs|triplets|quads)-in-an?-(row|column|block)$`)
	fishRuleRe   = regexp.MustCompile(`^(finned-)?(x-wing|swordfish|jellyfish)-in-(rows|columns)$`)
	setSizes     = map[string]int{"pairs": 2, "triplets": 3, "quads": 4, "x-wing": 2, "swordfish": 3, "jellyfish": 4}
)

// checkSubset checks a naked or hidden subset against its definition
// (docs/subsets-fish.md §3.1) and that every elimination is one of its
// conclusions.
func checkSubset(s *logic.State, st *logic.Step) error {
	g := s.G
	sp, ok := st.Detail.(logic.SubsetDetail)
	m := subsetRuleRe.FindStringSubmatch(st.Rule)
	if !ok || m == nil || sp.Kind != m[1] {
		return fmt.Errorf("%s step without its subset", st.Rule)
	}
	size, ut := setSizes[m[2]], map[string]int{"row": 0, "column": 1, "block": 2}[m[3]]
	if len(sp.Unit) < 2 || sp.Unit[0] != "rcb"[ut] {
		return fmt.Errorf("unit %q is not a %s", sp.Unit, m[3])
	}
	u, err := strconv.Atoi(sp.Unit[1:])
	if err != nil || u < 1 || u > g.Side {
		return fmt.Errorf("unit %q: want %c1..%c%d", sp.Unit, "rcb"[ut], "rcb"[ut], g.Side)
	}
	unit := g.Units[ut*g.Side+u-1]
	if len(st.Asserts) > 0 {
		return fmt.Errorf("a subset asserts nothing")
	}
	if len(sp.Cells) != size || len(sp.Digits) != size {
		return fmt.Errorf("a %d-subset needs %d cells and %d digits, not %d and %d", size, size, size, len(sp.Cells), len(sp.Digits))
	}
	if dup(sp.Cells) || dup(sp.Digits) {
		return fmt.Errorf("repeated cell or digit")
	}
	var dm uint32
	for _, d := range sp.Digits {
		if d < 1 || d > g.Side {
			return fmt.Errorf("digit %d out of range", d)
		}
		dm |= 1 << uint(d-1)
	}
	inSub := map[int]bool{}
	for _, c := range sp.Cells {
		if !slices.Contains(unit, c) {
			return fmt.Errorf("cell %d is not in %s", c, sp.Unit)
		}
		inSub[c] = true
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
			if !slices.Contains(unit, c) || inSub[c] || dm&(1<<uint(g.DigitOf(z)-1)) == 0 {
				return fmt.Errorf("%s is not a conclusion of the naked subset (a digit of the subset in another cell of its unit)", g.FormatElim(z))
			}
		}
	case "hidden":
		for _, d := range sp.Digits {
			bit := uint32(1) << uint(d-1)
			for _, c := range unit {
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
// a finned fish, its fins (found from the state, not taken from the step);
// each elimination is the digit in a cover line outside the base lines,
// and for a finned fish it sees every fin.
func checkFish(s *logic.State, st *logic.Step) error {
	g := s.G
	sp, ok := st.Detail.(logic.SubsetDetail)
	m := fishRuleRe.FindStringSubmatch(st.Rule)
	finned := m != nil && m[1] != ""
	if !ok || m == nil || sp.Kind != map[bool]string{false: "fish", true: "finned-fish"}[finned] || sp.Columns != (m[3] == "columns") {
		return fmt.Errorf("%s step without its fish", st.Rule)
	}
	size := setSizes[m[2]]
	if len(st.Asserts) > 0 {
		return fmt.Errorf("a fish asserts nothing")
	}
	if len(sp.Base) != size || len(sp.Cover) != size {
		return fmt.Errorf("a fish of size %d needs %d base and %d cover lines, not %d and %d", size, size, size, len(sp.Base), len(sp.Cover))
	}
	if dup(sp.Base) || dup(sp.Cover) {
		return fmt.Errorf("repeated line")
	}
	d := sp.Digit
	if d < 1 || d > g.Side {
		return fmt.Errorf("digit %d out of range", d)
	}
	// 0-based lines
	base, cover := make([]int, size), make([]int, size)
	for i := range size {
		base[i], cover[i] = sp.Base[i]-1, sp.Cover[i]-1
		if base[i] < 0 || base[i] >= g.Side || cover[i] < 0 || cover[i] >= g.Side {
			return fmt.Errorf("line out of range")
		}
	}
	cellAt := func(b, cross int) int {
		if sp.Columns {
			return cross*g.Side + b
		}
		return b*g.Side + cross
	}
	bit := uint32(1) << uint(d-1)
	var fins []logic.Cand
	for _, b := range base {
		for j := 0; j < g.Side; j++ {
			c := cellAt(b, j)
			if int(s.Values[c]) == d {
				return fmt.Errorf("digit %d is already placed in base line %s", d, g.FormatCell(c))
			}
			if s.Cands[c]&bit != 0 && !slices.Contains(cover, j) {
				fins = append(fins, g.Cand(c, d))
			}
		}
	}
	if !finned && len(fins) > 0 {
		return fmt.Errorf("%s lies in a base line outside the cover lines", g.FormatValue(fins[0]))
	}
	for _, z := range st.Elims {
		c := g.CellOf(z)
		b, cross := g.Row[c], g.Col[c]
		if sp.Columns {
			b, cross = cross, b
		}
		if g.DigitOf(z) != d || !slices.Contains(cover, cross) || slices.Contains(base, b) {
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

// checkGLStep checks a general-logic step (docs/general-logic.md §6.3):
// its rank is its number of covers minus its number of bases, the
// independent certificate checker (CheckGL) confirms what its bases and
// covers select and its refined (Hall, split) eliminations, and every
// elimination of the step is among them.
func checkGLStep(s *logic.State, st *logic.Step) error {
	g := s.G
	l, ok := st.Detail.(*gl.GLLogic)
	if !ok {
		return fmt.Errorf("%s step without its logic", st.Rule)
	}
	if len(st.Asserts) > 0 {
		return fmt.Errorf("a general logic asserts nothing")
	}
	if l.Rank != len(l.Covers)-len(l.Bases) {
		return fmt.Errorf("rank k=%d, but %d covers and %d bases", l.Rank, len(l.Covers), len(l.Bases))
	}
	if st.Length != len(l.Bases) {
		return fmt.Errorf("order [%d] but %d bases", st.Length, len(l.Bases))
	}
	cert := CertOf(l)
	sel, err := glSelect(s, cert)
	if err != nil {
		return err
	}
	cert.Elims = sel
	if err := CheckGL(s, cert); err != nil {
		return err
	}
	allowed := append(append(append([]logic.Cand(nil), sel...), l.Hall...), l.Split...)
	if len(st.Elims) == 0 {
		return fmt.Errorf("no elimination")
	}
	for _, z := range st.Elims {
		if !slices.Contains(allowed, z) {
			return fmt.Errorf("%s is not selected by the logic", g.FormatElim(z))
		}
	}
	return nil
}

// checkFishyStep checks a fishy cycle step (docs/fishy-cycles.md §7.4):
// its certificate's bases and covers are the digit's sets of its vertices
// and labels, and CheckFishy accepts it and its eliminations.
func checkFishyStep(s *logic.State, st *logic.Step) error {
	g := s.G
	fc, ok := st.Detail.(*gl.FishyCycle)
	if !ok {
		return fmt.Errorf("%s step without its cycle", st.Rule)
	}
	if fc.Unsound {
		return fmt.Errorf("a naive fishy cycle is not a sound rule")
	}
	n := len(fc.Vertices)
	if n < 2 || len(fc.Labels) != n || st.Length != n || len(fc.Bases) != n || len(fc.Covers) != n {
		return fmt.Errorf("a cycle of [%d] with %d vertices, %d labels, %d bases, %d covers", st.Length, n, len(fc.Labels), len(fc.Bases), len(fc.Covers))
	}
	if fc.Digit < 1 || fc.Digit > g.Side {
		return fmt.Errorf("digit %d out of range", fc.Digit)
	}
	set := func(u int) int { return g.VarID(logic.Kind(1+u/g.Side), u%g.Side, fc.Digit-1) }
	for i := range n {
		if fc.Vertices[i] < 0 || fc.Vertices[i] >= len(g.Units) || fc.Labels[i] < 0 || fc.Labels[i] >= len(g.Units) {
			return fmt.Errorf("unit out of range")
		}
		if fc.Bases[i] != set(fc.Vertices[i]) || fc.Covers[i] != set(fc.Labels[i]) {
			return fmt.Errorf("the certificate's sets are not the digit's sets of the vertices and labels")
		}
	}
	if !slices.Equal(slices.Sorted(slices.Values(fc.Elims)), slices.Sorted(slices.Values(st.Elims))) {
		return fmt.Errorf("eliminations differ from the cycle's")
	}
	if len(st.Elims) == 0 {
		return fmt.Errorf("no elimination")
	}
	return CheckFishy(s, fc)
}

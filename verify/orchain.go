package verify

import (
	"fmt"
	"slices"
	"sync"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
)

// Checker of the impossible-pattern rule (tridagons and eleven's patterns)
// and of the OR_k chains (docs/tridagons.md), built from the definitions:
// it checks that the cells are an image of the named pattern, re-proves
// their impossibility with the three digits by SAT (a checked RUP
// certificate), checks that the relation's candidates are the only
// candidates of the cells besides the three digits, and
// walks the chain cell by cell with the set of candidates assumed true. It
// shares no code with the search of package logic.

// CheckORRelation checks that rel holds in s: its pattern's cells are an
// image of the pattern it names and form with its 3 digits an impossible
// pattern (SAT, RUP-checked), and its candidates are exactly the guardians
// of those cells (the candidates outside the 3 digits), no cell holding a
// value outside them. A tridagon relation given without its tridagon (read
// from a printed path) is checked against the tridagon of s that has
// exactly its candidates as guardians, found by tridagonFor; a relation of
// another pattern given without its placement, and one obtained by a
// split, are proven by SAT.
func CheckORRelation(s *logic.State, rel *exotic.ORRelation) error {
	if rel == nil {
		return fmt.Errorf("no OR relation")
	}
	if rel.Split != nil {
		// a relation obtained by splitting: its split step was checked
		// when it was made; here its truth in s is proven by SAT.
		return proveOR(s, rel.Cands)
	}
	if rel.Origin == nil {
		if rel.Name != exotic.TridName {
			return proveOR(s, rel.Cands)
		}
		_, err := tridagonFor(s, rel.Cands)
		return err
	}
	if rel.Name != rel.Origin.Pattern {
		return fmt.Errorf("%s relation from a placement of %s", rel.Name, rel.Origin.Pattern)
	}
	if err := checkPlacementCached(rel.Origin); err != nil {
		return err
	}
	return exactGuardians(s, rel.Origin, rel.Cands)
}

// checkPlacementCached is CheckPlacement with its verdicts remembered (a
// path uses one pattern in many steps).
func checkPlacementCached(t *exotic.Placement) error {
	key := fmt.Sprint(t.Pattern, t.Cells, t.Digits)
	if err, ok := placementVerdicts.Load(key); ok {
		if err == nil {
			return nil
		}
		return err.(error)
	}
	err := CheckPlacement(t)
	if err == nil {
		placementVerdicts.Store(key, nil)
	} else {
		placementVerdicts.Store(key, err)
	}
	return err
}

var placementVerdicts sync.Map // fmt.Sprint(pattern, cells, digits) → nil or error

// proveOR proves by SAT (checked certificate) that at least one of xs is
// true in every solution of s.
func proveOR(s *logic.State, xs []logic.Cand) error {
	st := ToSAT(s)
	cnf := encode.Encode(st, encode.Extended)
	for _, x := range xs {
		c := SATCand(s.G, x)
		cnf.Clauses = append(cnf.Clauses, []int{-encode.Var(st.Side(), c.Cell, c.Digit)})
	}
	sat, _, cert := encode.SolveCertified(cnf)
	if sat {
		return fmt.Errorf("OR relation %s does not hold: a solution makes all its candidates false", exotic.FormatCandList(s.G, xs))
	}
	if err := encode.CheckRUP(cnf.Clauses, cert); err != nil {
		return fmt.Errorf("OR relation: certificate: %v", err)
	}
	return nil
}

// checkSplit checks a split step: the parent relation holds, the chain is
// a path of bivalue variables of even length between the two candidates,
// and each new relation is the parent without one of them.
func checkSplit(s *logic.State, out [2]*exotic.ORRelation, step *logic.Step) error {
	g := s.G
	if out[0] == nil || out[1] == nil || out[0].Split == nil || out[1].Split == nil || out[0].Split.Parent != out[1].Split.Parent {
		return fmt.Errorf("split step without its two relations")
	}
	sp := out[0].Split
	if err := CheckORRelation(s, sp.Parent); err != nil {
		return fmt.Errorf("split: parent: %v", err)
	}
	ch := sp.Chain
	n := len(ch) - 1
	if n < 2 || n%2 != 0 || n != step.Length || ch[0] != sp.Same[0] || ch[n] != sp.Same[1] {
		return fmt.Errorf("split: chain of %d links between the wrong candidates", n)
	}
	usedVar := map[int]bool{}
	for i := 1; i <= n; i++ {
		x, y := ch[i-1], ch[i]
		found := false
		for _, v := range g.CandVars(x) {
			if usedVar[v] || !slices.Contains(g.VarCands(v), y) {
				continue
			}
			var cur []logic.Cand
			for _, z := range g.VarCands(v) {
				if s.IsValue(z) {
					cur = nil
					break
				}
				if s.Has(z) {
					cur = append(cur, z)
				}
			}
			if len(cur) == 2 && s.Has(x) && s.Has(y) {
				usedVar[v] = true
				found = true
				break
			}
		}
		if !found {
			return fmt.Errorf("split: %s and %s are not the two candidates of an unused variable", g.FormatElim(x), g.FormatElim(y))
		}
	}
	for i, rel := range out {
		var want []logic.Cand
		for _, x := range sp.Parent.Cands {
			if x != sp.Same[i] {
				want = append(want, x)
			}
		}
		if !sameCandSet(want, rel.Cands) {
			return fmt.Errorf("split: relation %d is not the parent without %s", i+1, g.FormatElim(sp.Same[i]))
		}
	}
	if len(step.Elims)+len(step.Asserts) != 0 {
		return fmt.Errorf("split: a split concludes nothing by itself")
	}
	return nil
}

// CheckPatternStep checks a tridagon elimination, an OR1 assertion or a
// split of an OR relation.
func CheckPatternStep(s *logic.State, ts *exotic.PatternStep, step *logic.Step) error {
	g := s.G
	if ts.Split[0] != nil {
		return checkSplit(s, ts.Split, step)
	}
	if ts.Relation != nil {
		if err := CheckORRelation(s, ts.Relation); err != nil {
			return err
		}
		if len(ts.Relation.Cands) != 1 || len(step.Asserts) != 1 || step.Asserts[0] != ts.Relation.Cands[0] || len(step.Elims) != 0 {
			return fmt.Errorf("OR1 step must assert the only candidate of its relation")
		}
		// The pattern as printed lists its guardians when its relation was
		// found: the one asserted now must be one of them.
		if o := ts.Relation.Origin; o != nil && ts.Relation.Split == nil && !slices.Contains(o.Guardians, step.Asserts[0]) {
			return fmt.Errorf("%s is not one of the pattern's guardians %s", g.FormatValue(step.Asserts[0]), exotic.FormatCandList(g, o.Guardians))
		}
		return nil
	}
	t := ts.Tridagon
	if t == nil || t.Pattern != exotic.TridName {
		return fmt.Errorf("tridagon step without a tridagon")
	}
	if err := CheckPlacement(t); err != nil {
		return err
	}
	if err := exactGuardians(s, t, t.Guardians); err != nil {
		return err
	}
	// all candidates outside the three digits lie in one cell: that cell
	// cannot hold a digit of the pattern
	target := -1
	for _, c := range t.Cells {
		if s.Values[c] != 0 {
			return fmt.Errorf("cell %s is decided", g.FormatCell(c))
		}
		for d := 1; d <= g.Side; d++ {
			if !s.Has(g.Cand(c, d)) || d == t.Digits[0] || d == t.Digits[1] || d == t.Digits[2] {
				continue
			}
			if target >= 0 && target != c {
				return fmt.Errorf("extra candidates in two cells (%s, %s)", g.FormatCell(target), g.FormatCell(c))
			}
			target = c
		}
	}
	if target < 0 {
		return fmt.Errorf("no guardian: the state is contradictory")
	}
	for _, x := range step.Elims {
		if g.CellOf(x) != target || (g.DigitOf(x) != t.Digits[0] && g.DigitOf(x) != t.Digits[1] && g.DigitOf(x) != t.Digits[2]) {
			return fmt.Errorf("elimination %s is not a tridagon digit of cell %s", g.FormatElim(x), g.FormatCell(target))
		}
	}
	return nil
}

// CheckORChain checks an OR_k chain step against the definitions.
func CheckORChain(s *logic.State, c *exotic.ORChain, step *logic.Step) error {
	if err := CheckORRelation(s, c.Relation); err != nil {
		return err
	}
	k := len(c.Relation.Cands)
	if k < 2 {
		return fmt.Errorf("OR_k chain with k = %d", k)
	}
	if c.Kind == exotic.ORForcingWhip {
		return checkORForcingWhip(s, c, step)
	}
	return checkORWhip(s, c, step)
}

// checkORWhip checks an OR_k-whip or OR_k-contrad-whip, whose relation
// CheckORChain checked: one target, cells as in a whip, the relation used
// once as a cell.
func checkORWhip(s *logic.State, c *exotic.ORChain, step *logic.Step) error {
	g := s.G
	if len(step.Elims) != 1 || len(step.Asserts) != 0 || step.Elims[0] != c.Z {
		return fmt.Errorf("an OR_k-%s eliminates exactly its target", c.Kind)
	}
	z := c.Z
	if !s.Has(z) {
		return fmt.Errorf("target %s is not a current candidate", g.FormatElim(z))
	}
	if len(c.Cells) == 0 || len(c.Cells) != step.Length || c.Length != step.Length {
		return fmt.Errorf("length %d but %d cells", step.Length, len(c.Cells))
	}
	w := newORWalk(s, orAsm{x: z, lab: -1}, c.G)
	orUsed := false
	for i, cell := range c.Cells {
		lastCell := i == len(c.Cells)-1
		if cell.IsOR {
			if orUsed {
				return fmt.Errorf("the relation is used twice")
			}
			orUsed = true
			all := append(append([]logic.Cand(nil), cell.ORLLCs...), cell.RLC)
			if cell.RLC == logic.NoCand {
				all = all[:len(all)-1]
			}
			if !sameCandSet(all, c.Relation.Cands) {
				return fmt.Errorf("cell %d: the relation's candidates differ", i+1)
			}
			cont := false
			for _, x := range cell.ORLLCs {
				if w.isAssumed(x) {
					return fmt.Errorf("cell %d: relation candidate %s is assumed true", i+1, g.FormatElim(x))
				}
				if !w.linkedAny(x, 0) {
					return fmt.Errorf("cell %d: %s not linked to the target or an rlc", i+1, g.FormatElim(x))
				}
				if w.prev.linked(g, x) {
					cont = true
				}
			}
			if cell.RLC == logic.NoCand {
				if !lastCell {
					return fmt.Errorf("cell %d: the relation has no rlc but is not last", i+1)
				}
				if i == 0 {
					if c.Kind != exotic.ORWhip {
						return fmt.Errorf("length-1 chain must be an OR_k-whip")
					}
					return nil // every candidate linked to Z
				}
				if c.Kind != exotic.ORContradWhip {
					return fmt.Errorf("a chain ending on the relation is a contrad-whip")
				}
				for _, x := range cell.ORLLCs {
					if !w.linkedAny(x, 1) {
						return fmt.Errorf("contrad-whip: %s not linked to an rlc", g.FormatElim(x))
					}
				}
				return nil
			}
			if !cont {
				return fmt.Errorf("cell %d: no relation candidate linked to the previous rlc", i+1)
			}
			if lastCell {
				return fmt.Errorf("the relation cannot be the last cell of an OR_k-whip")
			}
			if w.isAssumed(cell.RLC) || !s.Has(cell.RLC) {
				return fmt.Errorf("cell %d: bad rlc %s", i+1, g.FormatElim(cell.RLC))
			}
			w.assume(orAsm{x: cell.RLC, lab: -1})
			continue
		}
		hasRLC, err := w.cell(i, cell.ChainCell)
		if err != nil {
			return err
		}
		if !hasRLC {
			if !lastCell {
				return fmt.Errorf("cell %d has no rlc but is not last", i+1)
			}
			if c.Kind != exotic.ORWhip || !orUsed {
				return fmt.Errorf("the chain does not use its relation")
			}
			return nil
		}
		if lastCell {
			return fmt.Errorf("last cell has an rlc")
		}
	}
	return fmt.Errorf("chain does not end in a contradiction")
}

// checkORForcingWhip checks an OR_k-forcing-whip, whose relation
// CheckORChain checked: one partial whip from each relation candidate,
// all ending on the same (g-)candidate or linked to what the step
// eliminates.
func checkORForcingWhip(s *logic.State, c *exotic.ORChain, step *logic.Step) error {
	g := s.G
	k := len(c.Relation.Cands)
	if len(c.Branches) != k {
		return fmt.Errorf("forcing whip with %d branches for %d candidates", len(c.Branches), k)
	}
	n := 1
	seen := map[logic.Cand]bool{}
	var lasts []orAsm
	for _, br := range c.Branches {
		if !slices.Contains(c.Relation.Cands, br.Start) || seen[br.Start] {
			return fmt.Errorf("branch start %s is not a distinct relation candidate", g.FormatElim(br.Start))
		}
		seen[br.Start] = true
		last, err := walkPartialWhip(s, br.Start, br.Cells, c.G)
		if err != nil {
			return fmt.Errorf("branch from %s: %v", g.FormatElim(br.Start), err)
		}
		want := orAsm{x: br.Last, lab: -1}
		if br.Last == logic.NoCand {
			if br.LastG < 0 || br.LastG >= g.NumGLabels() {
				return fmt.Errorf("branch from %s without an end", g.FormatElim(br.Start))
			}
			want = orAsm{lab: br.LastG}
		}
		if last != want {
			return fmt.Errorf("branch from %s ends on %s, not %s", g.FormatElim(br.Start), last.format(g), want.format(g))
		}
		n += len(br.Cells)
		lasts = append(lasts, last)
	}
	if n != c.Length || n != step.Length {
		return fmt.Errorf("forcing whip length %d, step says %d", n, step.Length)
	}
	for _, x := range step.Asserts {
		for _, l := range lasts {
			if l.lab >= 0 || l.x != x {
				return fmt.Errorf("asserted %s is not the end of every branch", g.FormatValue(x))
			}
		}
	}
	for _, x := range step.Elims {
		for _, l := range lasts {
			if !l.linked(g, x) {
				return fmt.Errorf("%s is not linked to branch end %s", g.FormatElim(x), l.format(g))
			}
		}
	}
	if len(step.Elims)+len(step.Asserts) == 0 {
		return fmt.Errorf("no conclusion")
	}
	return nil
}

// orAsm is a candidate or a g-candidate (g-label) assumed true in a chain.
type orAsm struct {
	x   logic.Cand
	lab int // g-label index, or -1
}

// linked: y is linked to a candidate (same cell, or same digit in a unit),
// or g-linked to a g-label (same digit, outside the segment, in a unit with
// every cell of it).
func (a orAsm) linked(g *logic.Geometry, y logic.Cand) bool {
	if a.lab < 0 {
		return g.Linked(a.x, y)
	}
	lab := g.GLabelAt(a.lab)
	if g.DigitOf(y) != lab.Digit {
		return false
	}
	cy := g.CellOf(y)
	for _, c := range lab.Cells {
		if c == cy {
			return false
		}
		if g.Row[c] != g.Row[cy] && g.Col[c] != g.Col[cy] && g.Box[c] != g.Box[cy] {
			return false
		}
	}
	return true
}

// format prints a candidate or a g-candidate.
func (a orAsm) format(g *logic.Geometry) string {
	if a.lab < 0 {
		if a.x == logic.NoCand {
			return "nothing"
		}
		return g.FormatElim(a.x)
	}
	if a.lab >= g.NumGLabels() {
		return "a bad g-label"
	}
	return fmt.Sprintf("n%d%s", g.GLabelAt(a.lab).Digit, g.FormatGLabel(a.lab))
}

// orWalk follows the CSP cells of a chain from its first assumption (the
// target, or a forcing branch's start): the candidates and g-candidates
// assumed true in order, the llcs and the variables used so far.
type orWalk struct {
	s       *logic.State
	gOK     bool // g-candidate rlcs allowed
	assumed []orAsm
	llcs    map[logic.Cand]bool
	usedVar map[int]bool
	prev    orAsm
}

func newORWalk(s *logic.State, first orAsm, gOK bool) *orWalk {
	return &orWalk{s: s, gOK: gOK, assumed: []orAsm{first}, llcs: map[logic.Cand]bool{}, usedVar: map[int]bool{}, prev: first}
}

func (w *orWalk) assume(a orAsm) {
	w.assumed = append(w.assumed, a)
	w.prev = a
}

// linkedAny: y is linked to an assumption from the from-th on (0: the
// first assumption included, 1: the rlcs only).
func (w *orWalk) linkedAny(y logic.Cand, from int) bool {
	for _, a := range w.assumed[from:] {
		if a.linked(w.s.G, y) {
			return true
		}
	}
	return false
}

// isAssumed: y itself (not a g-candidate holding it) is assumed true.
func (w *orWalk) isAssumed(y logic.Cand) bool {
	for _, a := range w.assumed {
		if a.lab < 0 && a.x == y {
			return true
		}
	}
	return false
}

// cell checks CSP cell i of a chain (docs/chains.md §2.2, loopless): an
// unused variable, an llc linked to the previous rlc that is neither
// assumed nor an earlier llc, every other current candidate outside the
// rlc linked to an assumption, and the rlc (a candidate or, when allowed,
// a g-candidate of at least two current candidates of the variable) linked
// to none and no llc. It assumes the rlc; hasRLC is false when the cell
// has none (all its candidates are linked: the contradiction).
func (w *orWalk) cell(i int, cell logic.ChainCell) (hasRLC bool, err error) {
	s, g := w.s, w.s.G
	v := cell.Var
	if v < 0 || v >= g.NVars || w.usedVar[v] {
		return false, fmt.Errorf("cell %d: bad or repeated variable", i+1)
	}
	w.usedVar[v] = true
	vc := g.VarCands(v)
	if !slices.Contains(vc, cell.LLC) || !s.Has(cell.LLC) || !w.prev.linked(g, cell.LLC) {
		return false, fmt.Errorf("cell %d: llc not a candidate of %s linked to the previous rlc", i+1, g.FormatVar(v))
	}
	// loopless (docs/chains.md §2.2): an llc is new, an rlc no llc.
	if w.isAssumed(cell.LLC) || w.llcs[cell.LLC] {
		return false, fmt.Errorf("cell %d: llc %s is the target, an rlc or an earlier llc", i+1, g.FormatElim(cell.LLC))
	}
	w.llcs[cell.LLC] = true
	if cell.GRLC < 0 && cell.RLC != logic.NoCand && w.llcs[cell.RLC] {
		return false, fmt.Errorf("cell %d: rlc %s is an llc", i+1, g.FormatElim(cell.RLC))
	}
	var rlc orAsm
	inRLC := func(y logic.Cand) bool { return false }
	switch {
	case cell.GRLC >= 0:
		if !w.gOK {
			return false, fmt.Errorf("cell %d: g-candidate in a chain that is not a g-chain", i+1)
		}
		if cell.GRLC >= g.NumGLabels() {
			return false, fmt.Errorf("cell %d: bad g-label", i+1)
		}
		lab := g.GLabelAt(cell.GRLC)
		n := 0
		for _, y := range lab.Members {
			if slices.Contains(vc, y) && s.Has(y) {
				n++
			}
		}
		if n < 2 {
			return false, fmt.Errorf("cell %d: g-rlc with fewer than 2 candidates in %s", i+1, g.FormatVar(v))
		}
		rlc = orAsm{lab: cell.GRLC}
		inRLC = func(y logic.Cand) bool { return slices.Contains(lab.Members, y) }
	case cell.RLC != logic.NoCand:
		rlc = orAsm{x: cell.RLC, lab: -1}
		inRLC = func(y logic.Cand) bool { return y == cell.RLC }
	}
	for _, y := range vc {
		if !s.Has(y) || inRLC(y) {
			continue
		}
		if !w.linkedAny(y, 0) {
			return false, fmt.Errorf("cell %d: %s not linked to the target or an rlc", i+1, g.FormatElim(y))
		}
	}
	if cell.RLC == logic.NoCand && cell.GRLC < 0 {
		return false, nil
	}
	for _, y := range vc {
		if s.Has(y) && inRLC(y) && (w.linkedAny(y, 0) || w.isAssumed(y)) {
			return false, fmt.Errorf("cell %d: rlc %s linked to the target or an rlc", i+1, g.FormatElim(y))
		}
	}
	if rlc.lab < 0 && (!slices.Contains(vc, rlc.x) || !s.Has(rlc.x)) {
		return false, fmt.Errorf("cell %d: bad rlc", i+1)
	}
	w.assume(rlc)
	return true, nil
}

// walkPartialWhip checks a partial whip (every cell with an rlc; g-cells
// when gOK) from start and returns its last rlc (start itself for no
// cell).
func walkPartialWhip(s *logic.State, start logic.Cand, cells []logic.ChainCell, gOK bool) (orAsm, error) {
	if !s.Has(start) {
		return orAsm{}, fmt.Errorf("start is not a current candidate")
	}
	w := newORWalk(s, orAsm{x: start, lab: -1}, gOK)
	for i, c := range cells {
		hasRLC, err := w.cell(i, c)
		if err != nil {
			return orAsm{}, err
		}
		if !hasRLC {
			return orAsm{}, fmt.Errorf("cell %d: bad rlc", i+1)
		}
	}
	return w.prev, nil
}

func sameCandSet(a, b []logic.Cand) bool {
	x := slices.Sorted(slices.Values(a))
	y := slices.Sorted(slices.Values(b))
	return slices.Equal(x, y)
}

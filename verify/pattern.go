package verify

import (
	"errors"
	"fmt"
	"slices"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// Pattern checker: re-validates a chain step (whip[1], whip, braid, g-whip,
// g-braid, biv-chain, z-chain, t-whip) against the definitions of
// RULES.md §2.1–§2.5 in the state before the step. It uses only the
// geometry (variables, links, the segment of a g-label) and the state's
// candidates — none of the search code of package logic.

// ErrPattern is wrapped by every pattern-checker failure.
var ErrPattern = errors.New("invalid pattern")

// CheckStep re-validates step in the state before it: chain patterns by
// the definitions, general-logic steps by their certificate (CheckGL).
// Other steps (singles, subsets, …) are accepted without a check.
func CheckStep(before *logic.State, step *logic.Step) error {
	if l, ok := step.Detail.(*gl.GLLogic); ok {
		if !slices.Equal(l.AllElims(), slices.Sorted(slices.Values(step.Elims))) {
			return fmt.Errorf("%w: %s: eliminations differ from its logic's", ErrPattern, step.Text(before.G))
		}
		if err := CheckGL(before, CertOf(l)); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrPattern, step.Text(before.G), err)
		}
		return nil
	}
	p, ok := step.Detail.(*logic.ChainPattern)
	if !ok {
		return nil
	}
	if step.Length != len(p.Cells) {
		return fmt.Errorf("%w: %s: length %d but %d cells", ErrPattern, step.RuleName(), step.Length, len(p.Cells))
	}
	if len(step.Elims) == 0 {
		return fmt.Errorf("%w: %s: no target", ErrPattern, step.RuleName())
	}
	for _, z := range step.Elims {
		if err := CheckPattern(before, p, z); err != nil {
			return fmt.Errorf("%s: %w", step.Text(before.G), err)
		}
	}
	return nil
}

type rlc struct {
	g     bool
	x     logic.Cand   // candidate rlc
	digit int          // g-rlc: digit
	cells map[int]bool // g-rlc: the segment
	seg   []logic.Cand // g-rlc: its candidates
	lab   logic.GLabel // g-rlc: the g-label
	none  bool         // last cell (no rlc)
}

// CheckPattern checks that the cells of p eliminate target z in state s.
func CheckPattern(s *logic.State, p *logic.ChainPattern, z logic.Cand) error {
	g := s.G
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s target %s: %s", ErrPattern, p.Kind, g.FormatElim(z), fmt.Sprintf(format, args...))
	}
	if z < 0 || int(z) >= g.NCands || !s.Has(z) {
		return fail("target is not a current candidate")
	}
	n := len(p.Cells)
	if n == 0 {
		return fail("no cell")
	}
	braid := p.Kind == logic.KindBraid || p.Kind == logic.KindGBraid
	gAllowed := p.Kind == logic.KindGWhip || p.Kind == logic.KindGBraid
	if p.Kind == logic.KindWhip1 && n != 1 {
		return fail("whip[1] with %d cells", n)
	}

	// glinked: x is g-linked to the segment (same digit, outside it, in its
	// line or its block) — computed from the geometry only.
	glinked := func(x logic.Cand, r *rlc) bool {
		if g.DigitOf(x) != r.digit {
			return false
		}
		c := g.CellOf(x)
		if r.cells[c] {
			return false
		}
		line := g.Col[c] == r.lab.Line
		if r.lab.MiniRow {
			line = g.Row[c] == r.lab.Line
		}
		return line || g.Box[c] == r.lab.Block
	}
	linkedTo := func(x logic.Cand, r *rlc) bool {
		if r.g {
			return glinked(x, r)
		}
		return g.Linked(x, r.x)
	}
	inVar := func(v int, x logic.Cand) bool {
		for _, y := range g.VarCands(v) {
			if y == x {
				return true
			}
		}
		return false
	}

	var rls []rlc
	var llcs []logic.Cand
	seenVar := map[int]bool{}
	for k, c := range p.Cells {
		last := k == n-1
		if c.Var < 0 || c.Var >= g.NVars {
			return fail("cell %d: bad variable %d", k+1, c.Var)
		}
		vname := g.FormatVar(c.Var)
		if seenVar[c.Var] {
			return fail("cell %d: variable %s used twice", k+1, vname)
		}
		seenVar[c.Var] = true
		// W2: Z ∉ V_k, no earlier candidate rlc in V_k, L_k ∈ V_k current.
		if inVar(c.Var, z) {
			return fail("cell %d: %s contains the target", k+1, vname)
		}
		for i, r := range rls {
			if !r.g && inVar(c.Var, r.x) {
				return fail("cell %d: %s contains the rlc of cell %d", k+1, vname, i+1)
			}
		}
		if c.LLC < 0 || int(c.LLC) >= g.NCands || !inVar(c.Var, c.LLC) || !s.Has(c.LLC) {
			return fail("cell %d: llc is not a current candidate of %s", k+1, vname)
		}
		if c.LLC == z {
			return fail("cell %d: llc is the target", k+1)
		}
		// W1 / braid continuity.
		linked := false
		switch {
		case k == 0 || braid:
			linked = g.Linked(c.LLC, z)
			if braid {
				for i := range rls {
					linked = linked || linkedTo(c.LLC, &rls[i])
				}
			}
		default:
			linked = linkedTo(c.LLC, &rls[k-1])
		}
		if !linked {
			return fail("cell %d: llc %s is not linked to %s", k+1, g.FormatValue(c.LLC),
				map[bool]string{true: "the target or an earlier rlc", false: "the previous rlc"}[braid || k == 0])
		}
		// Loops.
		for i, r := range rls {
			if !r.g && r.x == c.LLC {
				return fail("cell %d: llc equals the rlc of cell %d", k+1, i+1)
			}
		}
		if !braid {
			for i, l := range llcs {
				if l == c.LLC {
					return fail("cell %d: llc equals the llc of cell %d (loop)", k+1, i+1)
				}
			}
		}
		// The rlc.
		var r rlc
		switch {
		case c.GRLC >= 0:
			if last {
				return fail("cell %d: last cell with a g-rlc", k+1)
			}
			if !gAllowed {
				return fail("cell %d: g-rlc in a %s", k+1, p.Kind)
			}
			if c.GRLC >= g.NumGLabels() {
				return fail("cell %d: bad g-label", k+1)
			}
			lab := g.GLabelAt(c.GRLC)
			r = rlc{g: true, digit: lab.Digit, cells: map[int]bool{}, lab: lab}
			for _, cell := range lab.Cells {
				r.cells[cell] = true
				x := g.Cand(cell, lab.Digit)
				if !inVar(c.Var, x) {
					return fail("cell %d: g-rlc segment not inside %s", k+1, vname)
				}
				r.seg = append(r.seg, x)
			}
			if kind, _, _ := g.VarKind(c.Var); kind == logic.RC {
				return fail("cell %d: g-rlc in an rc variable", k+1)
			}
			if r.cells[g.CellOf(c.LLC)] && g.DigitOf(c.LLC) == lab.Digit {
				return fail("cell %d: llc inside the g-rlc segment", k+1)
			}
			for i, q := range rls {
				if q.g && q.lab.Digit == lab.Digit && q.lab.MiniRow == lab.MiniRow && q.lab.Line == lab.Line && q.lab.Block == lab.Block {
					return fail("cell %d: g-rlc repeats the one of cell %d", k+1, i+1)
				}
				if !q.g && r.cells[g.CellOf(q.x)] && g.DigitOf(q.x) == lab.Digit {
					return fail("cell %d: g-rlc segment holds the rlc of cell %d", k+1, i+1)
				}
			}
		case c.RLC >= 0 && !(last && p.Kind == logic.KindBivChain):
			if last {
				return fail("cell %d: last cell with an rlc", k+1)
			}
			if int(c.RLC) >= g.NCands || !inVar(c.Var, c.RLC) || !s.Has(c.RLC) {
				return fail("cell %d: rlc is not a current candidate of %s", k+1, vname)
			}
			if c.RLC == c.LLC {
				return fail("cell %d: rlc = llc", k+1)
			}
			for i, q := range rls {
				if !q.g && q.x == c.RLC {
					return fail("cell %d: rlc equals the rlc of cell %d (loop)", k+1, i+1)
				}
			}
			for i, l := range llcs {
				if l == c.RLC {
					return fail("cell %d: rlc equals the llc of cell %d (loop)", k+1, i+1)
				}
			}
			r = rlc{x: c.RLC}
		default:
			if !last {
				return fail("cell %d: inner cell without an rlc", k+1)
			}
			r = rlc{none: true}
		}
		// W3/W4: the candidates of V_k other than L_k compatible with Z and
		// the earlier rlcs.
		var compat []logic.Cand
		total := 0
		for _, x := range g.VarCands(c.Var) {
			if x == c.LLC || !s.Has(x) {
				continue
			}
			total++
			byZ := g.Linked(x, z)
			byR := false
			for i := range rls {
				byR = byR || linkedTo(x, &rls[i])
			}
			if !byZ && !byR {
				compat = append(compat, x)
			}
			isR := (!r.g && !r.none && x == c.RLC) || (r.g && r.cells[g.CellOf(x)])
			switch p.Kind {
			case logic.KindBivChain:
				if last && x == c.RLC && !byZ {
					return fail("cell %d: biv-chain end %s not linked to the target", k+1, g.FormatValue(x))
				}
			case logic.KindZChain:
				if !isR && !byZ {
					return fail("cell %d: %s is not a z-candidate", k+1, g.FormatValue(x))
				}
			case logic.KindTWhip:
				if !isR && !last && k > 0 && !byR {
					return fail("cell %d: %s is not a t-candidate", k+1, g.FormatValue(x))
				}
			}
		}
		if p.Kind == logic.KindBivChain && total != 1 {
			return fail("cell %d: %s is not bivalue", k+1, vname)
		}
		switch {
		case r.none || (last && p.Kind == logic.KindBivChain):
			if len(compat) != 0 {
				return fail("cell %d (last): %s compatible with the target and the rlcs", k+1, g.FormatValue(compat[0]))
			}
		case r.g:
			if len(compat) < 2 {
				return fail("cell %d: g-rlc with %d compatible candidate(s) (needs ≥ 2)", k+1, len(compat))
			}
			for _, x := range compat {
				if !r.cells[g.CellOf(x)] {
					return fail("cell %d: %s compatible and outside the g-rlc", k+1, g.FormatValue(x))
				}
			}
		default:
			if len(compat) != 1 || compat[0] != r.x {
				return fail("cell %d: compatible candidates %v, expected exactly the rlc %s", k+1, fmtCands(g, compat), g.FormatValue(r.x))
			}
		}
		if !r.none && !(last && p.Kind == logic.KindBivChain) {
			rls = append(rls, r)
		}
		llcs = append(llcs, c.LLC)
	}
	return nil
}

func fmtCands(g *logic.Geometry, xs []logic.Cand) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = g.FormatValue(x)
	}
	return out
}

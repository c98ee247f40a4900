package verify

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// Pattern checker: re-validates a chain step (whip[1], whip, braid, g-whip,
// g-braid, biv-chain, z-chain, t-whip) against the definitions of
// docs/chains.md §2.1–§2.6 in the state before the step. It uses only the
// geometry (variables, links, the segment of a g-label) and the state's
// candidates — none of the search code of package logic.

// ErrPattern is wrapped by every pattern-checker failure.
var ErrPattern = errors.New("invalid pattern")

// ErrNoChecker is wrapped by CheckStep's error for a step of no known kind,
// or of a kind without a checker: such a step is never taken as verified.
var ErrNoChecker = errors.New("no pattern checker")

// checkChain checks a chain step (kinds whip, braid, g-whip, g-braid,
// biv-chain, z-chain, t-whip, typed forms included): its rule names the
// pattern's kind (whip[1] by any of them), a typed rule (biv-chain-rc…)
// keeps every cell in variables of its type, and the cells eliminate
// every target by the definitions (CheckPattern).
func checkChain(before *logic.State, step *logic.Step) error {
	p, ok := step.Detail.(*logic.ChainPattern)
	if !ok {
		return fmt.Errorf("%s step without a chain pattern", step.Rule)
	}
	g := before.G
	base, typ := step.Rule, ""
	for i, t := range []string{"-rc", "-rn", "-cn", "-bn"} {
		if b, ok := strings.CutSuffix(step.Rule, t); ok {
			base, typ = b, t[1:]
			for j, c := range p.Cells {
				if k, _, _ := g.VarKind(c.Var); k != [...]logic.Kind{logic.RC, logic.RN, logic.CN, logic.BN}[i] {
					return fmt.Errorf("typed %s chain: cell %d %s is not an %s variable", typ, j+1, g.FormatVar(c.Var), typ)
				}
			}
		}
	}
	if want, ok := chainRuleKinds[base]; !ok || (p.Kind != want && !(p.Kind == logic.KindWhip1 && len(p.Cells) == 1 && whip1Names[base])) {
		return fmt.Errorf("rule %s with a %s pattern", step.Rule, p.Kind)
	}
	if len(step.Asserts) > 0 {
		return fmt.Errorf("a chain asserts nothing (%s)", g.FormatValue(step.Asserts[0]))
	}
	if step.Length != len(p.Cells) {
		return fmt.Errorf("length [%d] but %d cells", step.Length, len(p.Cells))
	}
	if len(step.Elims) == 0 {
		return fmt.Errorf("no target")
	}
	for _, z := range step.Elims {
		if err := CheckPattern(before, p, z); err != nil {
			return err
		}
	}
	return nil
}

// chainRuleKinds maps a chain rule's name (without a type suffix) to the
// pattern kind it prints; whip1Names are the rules whose length-1 form is
// whip[1].
var (
	chainRuleKinds = map[string]logic.ChainKind{
		"whip": logic.KindWhip, "braid": logic.KindBraid, "g-whip": logic.KindGWhip, "gwhip": logic.KindGWhip,
		"g-braid": logic.KindGBraid, "gbraid": logic.KindGBraid, "biv-chain": logic.KindBivChain,
		"bivalue-chain": logic.KindBivChain, "z-chain": logic.KindZChain, "t-whip": logic.KindTWhip,
	}
	whip1Names = map[string]bool{"whip": true, "braid": true, "g-whip": true, "gwhip": true, "g-braid": true, "gbraid": true}
)

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
	pc := &patternCheck{s: s, g: s.G, p: p, z: z, seenVar: map[int]bool{},
		braid:    p.Kind == logic.KindBraid || p.Kind == logic.KindGBraid,
		gAllowed: p.Kind == logic.KindGWhip || p.Kind == logic.KindGBraid}
	if z < 0 || int(z) >= pc.g.NCands || !s.Has(z) {
		return pc.fail("target is not a current candidate")
	}
	n := len(p.Cells)
	if n == 0 {
		return pc.fail("no cell")
	}
	if p.Kind == logic.KindWhip1 && n != 1 {
		return pc.fail("whip[1] with %d cells", n)
	}
	for k, c := range p.Cells {
		last := k == n-1
		if err := pc.checkLLC(k, c); err != nil {
			return err
		}
		r, err := pc.readRLC(k, c, last)
		if err != nil {
			return err
		}
		if err := pc.checkCompatible(k, c, last, r); err != nil {
			return err
		}
		if !r.none && !(last && p.Kind == logic.KindBivChain) {
			pc.rls = append(pc.rls, r)
		}
		pc.llcs = append(pc.llcs, c.LLC)
	}
	return nil
}

// patternCheck is CheckPattern's walk along the cells of one pattern: the
// rlcs and llcs of the cells seen so far.
type patternCheck struct {
	s               *logic.State
	g               *logic.Geometry
	p               *logic.ChainPattern
	z               logic.Cand // the target
	braid, gAllowed bool
	rls             []rlc
	llcs            []logic.Cand
	seenVar         map[int]bool
}

func (pc *patternCheck) fail(format string, args ...any) error {
	return fmt.Errorf("%w: %s target %s: %s", ErrPattern, pc.p.Kind, pc.g.FormatElim(pc.z), fmt.Sprintf(format, args...))
}

// glinked: x is g-linked to the segment (same digit, outside it, in its
// line or its block) — computed from the geometry only.
func (pc *patternCheck) glinked(x logic.Cand, r *rlc) bool {
	g := pc.g
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

func (pc *patternCheck) linkedTo(x logic.Cand, r *rlc) bool {
	if r.g {
		return pc.glinked(x, r)
	}
	return pc.g.Linked(x, r.x)
}

func (pc *patternCheck) inVar(v int, x logic.Cand) bool {
	for _, y := range pc.g.VarCands(v) {
		if y == x {
			return true
		}
	}
	return false
}

// checkLLC checks cell k's variable and its llc: W2 (Z ∉ V_k, no earlier
// candidate rlc in V_k, L_k ∈ V_k current), W1 / braid continuity, loops.
func (pc *patternCheck) checkLLC(k int, c logic.ChainCell) error {
	g, z, rls := pc.g, pc.z, pc.rls
	if c.Var < 0 || c.Var >= g.NVars {
		return pc.fail("cell %d: bad variable %d", k+1, c.Var)
	}
	vname := g.FormatVar(c.Var)
	if pc.seenVar[c.Var] {
		return pc.fail("cell %d: variable %s used twice", k+1, vname)
	}
	pc.seenVar[c.Var] = true
	// W2: Z ∉ V_k, no earlier candidate rlc in V_k, L_k ∈ V_k current.
	if pc.inVar(c.Var, z) {
		return pc.fail("cell %d: %s contains the target", k+1, vname)
	}
	for i, r := range rls {
		if !r.g && pc.inVar(c.Var, r.x) {
			return pc.fail("cell %d: %s contains the rlc of cell %d", k+1, vname, i+1)
		}
	}
	if c.LLC < 0 || int(c.LLC) >= g.NCands || !pc.inVar(c.Var, c.LLC) || !pc.s.Has(c.LLC) {
		return pc.fail("cell %d: llc is not a current candidate of %s", k+1, vname)
	}
	if c.LLC == z {
		return pc.fail("cell %d: llc is the target", k+1)
	}
	// W1 / braid continuity.
	linked := false
	switch {
	case k == 0 || pc.braid:
		linked = g.Linked(c.LLC, z)
		if pc.braid {
			for i := range rls {
				linked = linked || pc.linkedTo(c.LLC, &rls[i])
			}
		}
	default:
		linked = pc.linkedTo(c.LLC, &rls[k-1])
	}
	if !linked {
		return pc.fail("cell %d: llc %s is not linked to %s", k+1, g.FormatValue(c.LLC),
			map[bool]string{true: "the target or an earlier rlc", false: "the previous rlc"}[pc.braid || k == 0])
	}
	// Loops.
	for i, r := range rls {
		if !r.g && r.x == c.LLC {
			return pc.fail("cell %d: llc equals the rlc of cell %d", k+1, i+1)
		}
	}
	if !pc.braid {
		for i, l := range pc.llcs {
			if l == c.LLC {
				return pc.fail("cell %d: llc equals the llc of cell %d (loop)", k+1, i+1)
			}
		}
	}
	return nil
}

// readRLC reads and checks cell k's right-linking candidate: a g-rlc, a
// candidate rlc, or none (the last cell).
func (pc *patternCheck) readRLC(k int, c logic.ChainCell, last bool) (rlc, error) {
	g, p, rls := pc.g, pc.p, pc.rls
	vname := g.FormatVar(c.Var)
	var r rlc
	switch {
	case c.GRLC >= 0:
		if last {
			return r, pc.fail("cell %d: last cell with a g-rlc", k+1)
		}
		if !pc.gAllowed {
			return r, pc.fail("cell %d: g-rlc in a %s", k+1, p.Kind)
		}
		if c.GRLC >= g.NumGLabels() {
			return r, pc.fail("cell %d: bad g-label", k+1)
		}
		lab := g.GLabelAt(c.GRLC)
		r = rlc{g: true, digit: lab.Digit, cells: map[int]bool{}, lab: lab}
		for _, cell := range lab.Cells {
			r.cells[cell] = true
			x := g.Cand(cell, lab.Digit)
			if !pc.inVar(c.Var, x) {
				return r, pc.fail("cell %d: g-rlc segment not inside %s", k+1, vname)
			}
			r.seg = append(r.seg, x)
		}
		if kind, _, _ := g.VarKind(c.Var); kind == logic.RC {
			return r, pc.fail("cell %d: g-rlc in an rc variable", k+1)
		}
		if r.cells[g.CellOf(c.LLC)] && g.DigitOf(c.LLC) == lab.Digit {
			return r, pc.fail("cell %d: llc inside the g-rlc segment", k+1)
		}
		for i, q := range rls {
			if q.g && q.lab.Digit == lab.Digit && q.lab.MiniRow == lab.MiniRow && q.lab.Line == lab.Line && q.lab.Block == lab.Block {
				return r, pc.fail("cell %d: g-rlc repeats the one of cell %d", k+1, i+1)
			}
			if !q.g && r.cells[g.CellOf(q.x)] && g.DigitOf(q.x) == lab.Digit {
				return r, pc.fail("cell %d: g-rlc segment holds the rlc of cell %d", k+1, i+1)
			}
		}
	case c.RLC >= 0 && !(last && p.Kind == logic.KindBivChain):
		if last {
			return r, pc.fail("cell %d: last cell with an rlc", k+1)
		}
		if int(c.RLC) >= g.NCands || !pc.inVar(c.Var, c.RLC) || !pc.s.Has(c.RLC) {
			return r, pc.fail("cell %d: rlc is not a current candidate of %s", k+1, vname)
		}
		if c.RLC == c.LLC {
			return r, pc.fail("cell %d: rlc = llc", k+1)
		}
		for i, q := range rls {
			if !q.g && q.x == c.RLC {
				return r, pc.fail("cell %d: rlc equals the rlc of cell %d (loop)", k+1, i+1)
			}
		}
		for i, l := range pc.llcs {
			if l == c.RLC {
				return r, pc.fail("cell %d: rlc equals the llc of cell %d (loop)", k+1, i+1)
			}
		}
		r = rlc{x: c.RLC}
	default:
		if !last {
			return r, pc.fail("cell %d: inner cell without an rlc", k+1)
		}
		r = rlc{none: true}
	}
	return r, nil
}

// checkCompatible checks W3/W4 for cell k: the candidates of V_k other
// than L_k compatible with Z and the earlier rlcs are exactly its rlc (a
// g-rlc: inside its segment; the last cell: none), with the extra
// conditions of biv-chains, z-chains and t-whips.
func (pc *patternCheck) checkCompatible(k int, c logic.ChainCell, last bool, r rlc) error {
	g, p, z, rls := pc.g, pc.p, pc.z, pc.rls
	var compat []logic.Cand
	total := 0
	for _, x := range g.VarCands(c.Var) {
		if x == c.LLC || !pc.s.Has(x) {
			continue
		}
		total++
		byZ := g.Linked(x, z)
		byR := false
		for i := range rls {
			byR = byR || pc.linkedTo(x, &rls[i])
		}
		if !byZ && !byR {
			compat = append(compat, x)
		}
		isR := (!r.g && !r.none && x == c.RLC) || (r.g && r.cells[g.CellOf(x)])
		switch p.Kind {
		case logic.KindBivChain:
			if last && x == c.RLC && !byZ {
				return pc.fail("cell %d: biv-chain end %s not linked to the target", k+1, g.FormatValue(x))
			}
		case logic.KindZChain:
			if !isR && !byZ {
				return pc.fail("cell %d: %s is not a z-candidate", k+1, g.FormatValue(x))
			}
		case logic.KindTWhip:
			if !isR && !last && k > 0 && !byR {
				return pc.fail("cell %d: %s is not a t-candidate", k+1, g.FormatValue(x))
			}
		}
	}
	if p.Kind == logic.KindBivChain && total != 1 {
		return pc.fail("cell %d: %s is not bivalue", k+1, g.FormatVar(c.Var))
	}
	switch {
	case r.none || (last && p.Kind == logic.KindBivChain):
		if len(compat) != 0 {
			return pc.fail("cell %d (last): %s compatible with the target and the rlcs", k+1, g.FormatValue(compat[0]))
		}
	case r.g:
		if len(compat) < 2 {
			return pc.fail("cell %d: g-rlc with %d compatible candidate(s) (needs ≥ 2)", k+1, len(compat))
		}
		for _, x := range compat {
			if !r.cells[g.CellOf(x)] {
				return pc.fail("cell %d: %s compatible and outside the g-rlc", k+1, g.FormatValue(x))
			}
		}
	default:
		if len(compat) != 1 || compat[0] != r.x {
			return pc.fail("cell %d: compatible candidates %v, expected exactly the rlc %s", k+1, fmtCands(g, compat), g.FormatValue(r.x))
		}
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

package logic

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Reading a chain step back from its SudoRules line (the inverse of
// ChainPattern.Step + Step.Text), so that a step printed by `path` can be
// given again, e.g. to draw it:
//
//	whip[3]: r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .} ==> r9c9≠8

var chainHeadRe = regexp.MustCompile(`^\s*([a-z-]+)\[(\d+)\]\s*:\s*(.*?)\s*==>\s*(.*?)\s*$`)

var chainKindNames = map[string]ChainKind{
	"whip": KindWhip, "braid": KindBraid, "g-whip": KindGWhip, "g-braid": KindGBraid,
	"biv-chain": KindBivChain, "z-chain": KindZChain, "t-whip": KindTWhip,
}

// ParseChainStep reads one chain step (whip, braid, g-whip, g-braid,
// biv-chain, z-chain, t-whip, whip[1]) in SudoRules' notation. The result
// has a *ChainPattern Detail, like the steps the rules make; whether the
// pattern is valid in some state is not checked here (verify.CheckStep does).
func (g *Geometry) ParseChainStep(text string) (Step, error) {
	m := chainHeadRe.FindStringSubmatch(text)
	if m == nil {
		return Step{}, fmt.Errorf("%q: want a chain step like whip[2]: r1c1{n1 n2} - r1c5{n2 .} ==> r1c9≠1", text)
	}
	kind, ok := chainKindNames[m[1]]
	if !ok {
		return Step{}, fmt.Errorf("%q: unknown chain rule %q", text, m[1])
	}
	length, _ := strconv.Atoi(m[2])
	if kind == KindWhip && length == 1 {
		kind = KindWhip1
	}
	p := &ChainPattern{Kind: kind}
	for _, part := range strings.Split(m[3], " - ") {
		c, err := g.parseChainCell(strings.TrimSpace(part))
		if err != nil {
			return Step{}, fmt.Errorf("%q: %w", text, err)
		}
		p.Cells = append(p.Cells, c)
	}
	if len(p.Cells) != length {
		return Step{}, fmt.Errorf("%q: %s[%d] with %d cells", text, m[1], length, len(p.Cells))
	}
	for _, t := range strings.Split(m[4], ",") {
		x, isElim, err := g.ParseCandRef(t)
		if err != nil {
			return Step{}, err
		}
		if !isElim {
			return Step{}, fmt.Errorf("%q: a chain concludes eliminations (≠), not %s", text, strings.TrimSpace(t))
		}
		p.Targets = append(p.Targets, x)
	}
	return p.Step(g), nil
}

var chainCellRe = regexp.MustCompile(`^(\S+)\{(\S+)\s+(\S+)\}$`)

// parseChainCell reads "r9c8{n8 n1}", "r5n6{c1 c456}" or "b4n6{r4c1 .}".
func (g *Geometry) parseChainCell(s string) (ChainCell, error) {
	m := chainCellRe.FindStringSubmatch(s)
	if m == nil {
		return ChainCell{}, fmt.Errorf("%q: want a cell like r9c8{n8 n1}", s)
	}
	v := -1
	for u := 0; u < g.NVars; u++ {
		if g.FormatVar(u) == m[1] {
			v = u
			break
		}
	}
	if v < 0 {
		return ChainCell{}, fmt.Errorf("%q: unknown variable %q", s, m[1])
	}
	inVar := func(name string) (Cand, bool) {
		for _, x := range g.VarCands(v) {
			if g.FormatInVar(v, x) == name {
				return x, true
			}
		}
		return NoCand, false
	}
	c := ChainCell{Var: v, RLC: NoCand, GRLC: -1}
	var ok bool
	if c.LLC, ok = inVar(m[2]); !ok {
		return ChainCell{}, fmt.Errorf("%q: %q is not a candidate of %s", s, m[2], m[1])
	}
	if m[3] == "." {
		return c, nil
	}
	if c.RLC, ok = inVar(m[3]); ok {
		return c, nil
	}
	// A g-candidate: the segment of a g-label inside this variable.
	cands := g.VarCands(v)
	for i := 0; i < g.NumGLabels(); i++ {
		lab := g.GLabelAt(i)
		if !containsAll(cands, lab.Members) || g.FormatGInVar(v, i) != m[3] {
			continue
		}
		c.GRLC = i
		return c, nil
	}
	return ChainCell{}, fmt.Errorf("%q: %q is neither a candidate nor a g-candidate of %s", s, m[3], m[1])
}

func containsAll(set, xs []Cand) bool {
	for _, x := range xs {
		found := false
		for _, y := range set {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

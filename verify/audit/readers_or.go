package audit

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/verify"
)

// Readers of the tridagon kinds (docs/tridagons.md §12.6). A relation is
// printed by its candidates only: the reader gives it no tridagon, and
// verify's checker looks in the state for the tridagon whose guardians
// are exactly those candidates. A relation made by an earlier split of
// the same path is remembered (splitRelations) and given with its split,
// which the checker proves by SAT.
func init() {
	RegisterReader(kinds.Tridagon, func(c *ReadContext, st *logic.Step) error {
		t, err := c.tridagon(st.Pattern)
		if err != nil {
			return err
		}
		st.Detail = &exotic.PatternStep{Tridagon: t}
		return nil
	})
	RegisterReader(kinds.ORRelation, readOR1)
	RegisterReader(kinds.ORSplit, readSplit)
	for _, id := range []kinds.ID{kinds.ORWhip, kinds.ORContradWhip, kinds.ORForcingWhip} {
		RegisterReader(id, readORChain)
	}
}

var (
	placeRe = regexp.MustCompile(`^(EL[0-9]+c[0-9]+) for digits ([1-9]), ([1-9]) and ([1-9]) in cells ((?:r[1-9]c[1-9] ?)+), guardians: (.*)$`)
	tridRe  = regexp.MustCompile(`^tridagon for digits ([1-9]), ([1-9]) and ([1-9]) in blocks (.*), guardians: (.*)$`)
	blockRe = regexp.MustCompile(`^b([1-9]): (r[1-9]c[1-9]) (r[1-9]c[1-9]) (r[1-9]c[1-9])$`)
	relRe   = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9]*)-OR([0-9]+)-relation between ([^:,]*)`)
	splitRe = regexp.MustCompile(`^(.*), same valence for (\S+) and (\S+) via c-chain\[([0-9]+)\] (.*): split into ([A-Za-z][A-Za-z0-9]*)-OR([0-9]+)-relations between (.*) and between (.*)$`)
	orRule  = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9]*)-OR([0-9]+)-(whip|gwhip|contrad-whip|contrad-gwhip|forcing-whip|forcing-gwhip)$`)
	orCell  = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9]*)-OR([0-9]+)\{\{(.*) \| (.*)\}\}$`)
	partial = regexp.MustCompile(`^(\S+) - partial-(whip|gwhip)\[([0-9]+)\]: (.*)$`)
)

// placement reads an impossible pattern as printed (docs/tridagons.md
// §12.6): a tridagon, or one of eleven's patterns, "EL13c290 for digits 1,
// 2 and 5 in cells r1c1 r1c4 …, guardians: n3r1c1 …" (the cells in
// increasing order).
func (c *ReadContext) placement(text string) (*exotic.Placement, error) {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "tridagon ") {
		return c.tridagon(text)
	}
	m := placeRe.FindStringSubmatch(text)
	if m == nil || c.G.Side != 9 {
		return nil, fmt.Errorf("%q: want a tridagon or NAME for digits A, B and C in cells CELL …, guardians: …", text)
	}
	t := &exotic.Placement{Pattern: m[1]}
	for i := range 3 {
		t.Digits[i], _ = strconv.Atoi(m[2+i])
	}
	for _, f := range strings.Fields(m[5]) {
		cell, err := c.cell(f)
		if err != nil {
			return nil, err
		}
		if len(t.Cells) > 0 && cell <= t.Cells[len(t.Cells)-1] {
			return nil, fmt.Errorf("cells not in increasing order at %s", f)
		}
		t.Cells = append(t.Cells, cell)
	}
	var err error
	if t.Guardians, err = c.candList(m[6]); err != nil {
		return nil, err
	}
	return t, nil
}

// tridagon reads "tridagon for digits 3, 5 and 7 in blocks b5: r4c6 r5c5
// r6c4; b6: …; b8: …; b9: …, guardians: n1r8c8 …".
func (c *ReadContext) tridagon(text string) (*exotic.Placement, error) {
	g := c.G
	m := tridRe.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || g.Side != 9 {
		return nil, fmt.Errorf("%q: want tridagon for digits A, B and C in blocks bX: CELL CELL CELL; … (four blocks), guardians: …", text)
	}
	t := &exotic.Placement{Pattern: exotic.TridName, Cells: make([]int, 12)}
	for i := range 3 {
		t.Digits[i], _ = strconv.Atoi(m[1+i])
	}
	blocks := strings.Split(m[4], "; ")
	if len(blocks) != 4 {
		return nil, fmt.Errorf("%d blocks, want 4", len(blocks))
	}
	for bi, b := range blocks {
		bm := blockRe.FindStringSubmatch(b)
		if bm == nil {
			return nil, fmt.Errorf("%q: want bX: CELL CELL CELL", b)
		}
		for i := range 3 {
			cell, err := c.cell(bm[2+i])
			if err != nil {
				return nil, err
			}
			if strconv.Itoa(g.Box[cell]+1) != bm[1] {
				return nil, fmt.Errorf("%s is not in block b%s", bm[2+i], bm[1])
			}
			t.Cells[3*bi+i] = cell
		}
	}
	var err error
	if t.Guardians, err = c.candList(m[5]); err != nil {
		return nil, err
	}
	return t, nil
}

// cell reads "r4c7".
func (c *ReadContext) cell(s string) (int, error) {
	var r, col int
	if _, err := fmt.Sscanf(s, "r%dc%d", &r, &col); err != nil || r < 1 || r > c.G.Side || col < 1 || col > c.G.Side || c.G.FormatCell((r-1)*c.G.Side+col-1) != s {
		return 0, fmt.Errorf("%q is not a cell", s)
	}
	return (r-1)*c.G.Side + col - 1, nil
}

// candList reads candidates in label notation, "n5r2c3 n1r8c8".
func (c *ReadContext) candList(s string) ([]logic.Cand, error) {
	var out []logic.Cand
	for _, f := range strings.Fields(s) {
		if !strings.HasPrefix(f, "n") {
			return nil, fmt.Errorf("%q: want a candidate like n5r2c3", f)
		}
		x, err := verify.ParseGLCand(c.G, f)
		if err != nil {
			return nil, err
		}
		if slices.Contains(out, x) {
			return nil, fmt.Errorf("%s repeated", f)
		}
		out = append(out, x)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no candidate")
	}
	return out, nil
}

// splitRelations are the relations the splits of the path made so far.
type splitRelations struct{ rels []*exotic.ORRelation }

func (c *ReadContext) splits() *splitRelations {
	return c.Memory("or-splits", func() any { return &splitRelations{} }).(*splitRelations)
}

// relation is the relation a step names, name and candidates as printed:
// a relation made by an earlier split whose candidates still present are
// exactly cands (a relation loses its eliminated candidates), else one
// to be checked against the tridagons of the state.
func (c *ReadContext) relation(name string, cands []logic.Cand) *exotic.ORRelation {
	if c.Before != nil {
		for _, r := range slices.Backward(c.splits().rels) {
			if r.Name != name {
				continue
			}
			var live []logic.Cand
			void := false
			for _, x := range r.Cands {
				void = void || c.Before.IsValue(x)
				if c.Before.Has(x) && !c.Before.IsValue(x) {
					live = append(live, x)
				}
			}
			if !void && sameSet(live, cands) {
				return &exotic.ORRelation{Name: name, Cands: cands, Origin: r.Origin, Split: r.Split}
			}
		}
	}
	return &exotic.ORRelation{Name: name, Cands: cands}
}

func sameSet(a, b []logic.Cand) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// readRelation reads "Trid-OR3-relation between n3r2c9 n2r3c3 n2r9c2" at
// the start of text and returns the relation and the rest of the text.
func (c *ReadContext) readRelation(text string) (*exotic.ORRelation, string, error) {
	m := relRe.FindStringSubmatch(text)
	if m == nil {
		return nil, "", fmt.Errorf("%q: want NAME-ORk-relation between CANDIDATES", text)
	}
	cands, err := c.candList(m[3])
	if err != nil {
		return nil, "", err
	}
	if k, _ := strconv.Atoi(m[2]); k != len(cands) {
		return nil, "", fmt.Errorf("an OR%s relation of %d candidates", m[2], len(cands))
	}
	return c.relation(m[1], cands), text[len(m[0]):], nil
}

// readOR1 reads "Trid-OR1-relation: <the tridagon> ==> r2c9=3": the last
// candidate of a relation, asserted.
func readOR1(c *ReadContext, st *logic.Step) error {
	t, err := c.placement(st.Pattern)
	if err != nil {
		return err
	}
	if len(st.Asserts) != 1 {
		return fmt.Errorf("an OR1 relation asserts one candidate")
	}
	rel := c.relation(strings.TrimSuffix(st.Rule, "-OR1-relation"), st.Asserts)
	if rel.Split == nil {
		rel.Origin = t
	}
	st.Detail = &exotic.PatternStep{Relation: rel}
	return nil
}

// readSplit reads "Trid-OR3-relation between A B C, same valence for B and
// C via c-chain[2] B X C: split into Trid-OR2-relations between A C and
// between A B", and remembers the two new relations for the steps after.
func readSplit(c *ReadContext, st *logic.Step) error {
	m := splitRe.FindStringSubmatch(strings.TrimSpace(st.Pattern))
	if m == nil {
		return fmt.Errorf("%q: want RELATION, same valence for A and B via c-chain[n] CHAIN: split into NAME-ORk-relations between … and between …", st.Pattern)
	}
	parent, rest, err := c.readRelation(m[1])
	if err != nil {
		return err
	}
	if rest != "" {
		return fmt.Errorf("%q after the relation", rest)
	}
	var same [2]logic.Cand
	for i := range 2 {
		xs, err := c.candList(m[2+i])
		if err != nil {
			return err
		}
		same[i] = xs[0]
	}
	chain, err := c.candList(m[5])
	if err != nil {
		return err
	}
	if n, _ := strconv.Atoi(m[4]); n != len(chain)-1 || n != st.Length {
		return fmt.Errorf("c-chain[%s] of %d links in a split[%d]", m[4], len(chain)-1, st.Length)
	}
	if m[6] != parent.Name {
		return fmt.Errorf("the new relations are named %s, the parent %s", m[6], parent.Name)
	}
	sp := &exotic.ORSplit{Parent: parent, Same: same, Chain: chain}
	var out [2]*exotic.ORRelation
	for i := range 2 {
		cands, err := c.candList(m[8+i])
		if err != nil {
			return err
		}
		if k, _ := strconv.Atoi(m[7]); k != len(cands) {
			return fmt.Errorf("an OR%s relation of %d candidates", m[7], len(cands))
		}
		out[i] = &exotic.ORRelation{Name: parent.Name, Cands: cands, Origin: parent.Origin, Split: sp}
	}
	st.Detail = &exotic.PatternStep{Split: out}
	c.splits().rels = append(c.splits().rels, out[0], out[1])
	return nil
}

// readORChain reads an OR_k chain: "RELATION: CELL - CELL - …" for the
// whips and contrad-whips (the relation's cell written NAME-ORk{{llcs |
// rlc}}), "RELATION: BRANCH || BRANCH …" for the forcing whips, each
// branch its start and its partial whip, "n3r2c9 - partial-whip[1]: r3n3{c8 c4}".
func readORChain(c *ReadContext, st *logic.Step) error {
	rm := orRule.FindStringSubmatch(st.Rule)
	if rm == nil {
		return fmt.Errorf("%s is not an OR_k chain rule", st.Rule)
	}
	rel, rest, err := c.readRelation(strings.TrimSpace(st.Pattern))
	if err != nil {
		return err
	}
	body, ok := strings.CutPrefix(rest, ": ")
	if !ok {
		return fmt.Errorf("want RELATION: CHAIN")
	}
	ch := &exotic.ORChain{Relation: rel, Length: st.Length, Z: logic.NoCand, G: strings.HasSuffix(rm[3], "gwhip")}
	switch {
	case strings.HasPrefix(rm[3], "forcing"):
		ch.Kind = exotic.ORForcingWhip
		err = c.branches(ch, body)
	case strings.HasPrefix(rm[3], "contrad"):
		ch.Kind = exotic.ORContradWhip
		err = c.orCells(ch, body)
	default:
		ch.Kind = exotic.ORWhip
		err = c.orCells(ch, body)
	}
	if err != nil {
		return err
	}
	if ch.Kind != exotic.ORForcingWhip && len(st.Elims) == 1 {
		ch.Z = st.Elims[0]
	}
	st.Detail = ch
	return nil
}

// orCells reads the cells of an OR_k whip or contrad-whip.
func (c *ReadContext) orCells(ch *exotic.ORChain, body string) error {
	for i, cell := range strings.Split(body, " - ") {
		if m := orCell.FindStringSubmatch(strings.TrimSpace(cell)); m != nil {
			if m[1] != ch.Relation.Name || m[2] != strconv.Itoa(len(ch.Relation.Cands)) {
				return fmt.Errorf("cell %d: %s-OR%s is not the chain's relation", i+1, m[1], m[2])
			}
			llcs, err := c.candList(m[3])
			if err != nil {
				return fmt.Errorf("cell %d: %v", i+1, err)
			}
			oc := exotic.ORCell{ChainCell: logic.ChainCell{Var: -1, LLC: logic.NoCand, RLC: logic.NoCand, GRLC: -1}, IsOR: true, ORLLCs: llcs}
			if m[4] != "." {
				rlc, err := c.candList(m[4])
				if err != nil || len(rlc) != 1 {
					return fmt.Errorf("cell %d: %q: want one candidate or .", i+1, m[4])
				}
				oc.RLC = rlc[0]
			}
			ch.Cells = append(ch.Cells, oc)
			continue
		}
		cc, err := c.chainCell(i, cell)
		if err != nil {
			return err
		}
		ch.Cells = append(ch.Cells, exotic.ORCell{ChainCell: cc})
	}
	return nil
}

// branches reads the branches of a forcing whip, one per candidate of
// the relation.
func (c *ReadContext) branches(ch *exotic.ORChain, body string) error {
	for i, b := range strings.Split(body, " || ") {
		b = strings.TrimSpace(b)
		var br exotic.ORBranch
		startText, cells := b, ""
		if m := partial.FindStringSubmatch(b); m != nil {
			startText, cells = m[1], m[4]
			p, err := c.chainCells(logic.KindWhip, cells)
			if err != nil {
				return fmt.Errorf("branch %d: %v", i+1, err)
			}
			if n, _ := strconv.Atoi(m[3]); n != len(p.Cells) {
				return fmt.Errorf("branch %d: partial-%s[%s] of %d cells", i+1, m[2], m[3], len(p.Cells))
			}
			br.Cells = p.Cells
		}
		start, err := c.candList(startText)
		if err != nil || len(start) != 1 {
			return fmt.Errorf("branch %d: %q: want a candidate like n5r2c3", i+1, startText)
		}
		br.Start, br.Last, br.LastG = start[0], start[0], -1
		if n := len(br.Cells); n > 0 {
			last := br.Cells[n-1]
			switch {
			case last.GRLC >= 0:
				br.Last, br.LastG = logic.NoCand, last.GRLC
			case last.RLC != logic.NoCand:
				br.Last = last.RLC
			default:
				return fmt.Errorf("branch %d: a partial whip's last cell has an rlc", i+1)
			}
		}
		if (cells != "" && strings.Contains(b, "partial-gwhip")) != br.IsG() {
			return fmt.Errorf("branch %d: partial-gwhip means a g-candidate rlc", i+1)
		}
		ch.Branches = append(ch.Branches, br)
	}
	return nil
}

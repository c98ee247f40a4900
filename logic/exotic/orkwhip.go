package exotic

import (
	"fmt"
	"math/bits"
	"math/rand"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// OR_k chains (docs/tridagons.md): chains that use an OR_k relation
// (at least one of k candidates is true) besides the CSP variables.
//
//   - OR_k-whip[n]: a whip from the target Z in which one cell is the OR
//     relation: k-1 of its candidates are linked to Z or to earlier rlcs
//     (one of them to the previous rlc), the last one is its rlc; the chain
//     goes on as a whip and ends on a variable whose candidates are all
//     linked to Z or to an rlc. The relation counts as one cell. n = 1: Z
//     is linked to the k candidates.
//   - OR_k-contrad-whip[n]: a partial whip of length n-1 from Z after which
//     every candidate of the relation is linked to an rlc.
//   - OR_k-forcing-whip[n]: for each candidate g_i of the relation, a
//     partial whip of length p_i >= 0 from g_i to a last rlc X_i (X_i = g_i
//     when p_i = 0), with p_1+…+p_k = n-1; every candidate linked to all
//     the X_i is eliminated, and a common X_i is asserted.
//   - g-versions: the rlcs of the CSP cells (in the forcing whips' branches
//     too, the last rlcs X_i included) may be g-candidates; a candidate is
//     eliminated when it is linked or g-linked to every X_i, and only a
//     common plain X_i is asserted.

// ORChainKind identifies an OR_k chain rule.
type ORChainKind int8

const (
	ORWhip ORChainKind = iota
	ORContradWhip
	ORForcingWhip
)

func (k ORChainKind) String() string {
	return [...]string{"whip", "contrad-whip", "forcing-whip"}[k]
}

// ORCell is one cell of an OR_k chain: a CSP variable (as in ChainCell) or,
// when IsOR, the OR relation with its left-linking candidates (linked to Z
// or earlier rlcs) and its rlc (NoCand when it ends a contrad-whip).
type ORCell struct {
	logic.ChainCell
	IsOR   bool
	ORLLCs []logic.Cand
}

// ORBranch is one branch of a forcing whip: a partial whip from Start to
// Last (Cells empty when Start = Last). When the last rlc is a g-candidate
// (forcing g-whips), Last is NoCand and LastG is its g-label; LastG is
// meaningful only then.
type ORBranch struct {
	Start, Last logic.Cand
	LastG       int
	Cells       []logic.ChainCell
}

// IsG reports whether the branch has a g-candidate rlc.
func (br *ORBranch) IsG() bool {
	for _, c := range br.Cells {
		if c.GRLC >= 0 {
			return true
		}
	}
	return false
}

// ORChain is the Step.Detail of an OR_k chain step.
type ORChain struct {
	Kind     ORChainKind
	G        bool
	Relation *ORRelation
	Z        logic.Cand // target of whips and contrad-whips
	Cells    []ORCell   // whips and contrad-whips
	Branches []ORBranch // forcing whips, one per candidate of the relation
	Length   int
}

// RuleName is e.g. "Trid-OR3-whip".
func (c *ORChain) RuleName() string {
	g := ""
	if c.G {
		g = "g"
	}
	kind := c.Kind.String()
	if g != "" {
		kind = strings.Replace(kind, "whip", "gwhip", 1)
	}
	return fmt.Sprintf("%s-OR%d-%s", c.Relation.Name, c.Relation.Size(), kind)
}

// Format prints the chain in CSP-Rules' notation (without the conclusion).
func (c *ORChain) Format(g *logic.Geometry) string {
	var b strings.Builder
	b.WriteString(c.Relation.Format(g))
	b.WriteString(": ")
	if c.Kind == ORForcingWhip {
		for i, br := range c.Branches {
			if i > 0 {
				b.WriteString(" || ")
			}
			fmt.Fprintf(&b, "%s", FormatCandList(g, []logic.Cand{br.Start}))
			if len(br.Cells) == 0 {
				continue
			}
			p := logic.ChainPattern{Kind: logic.KindWhip, Cells: br.Cells}
			kind := "partial-whip"
			if br.IsG() {
				kind = "partial-gwhip"
			}
			fmt.Fprintf(&b, " - %s[%d]: %s", kind, len(br.Cells), p.Format(g))
		}
		return b.String()
	}
	for i, cell := range c.Cells {
		if i > 0 {
			b.WriteString(" - ")
		}
		if cell.IsOR {
			fmt.Fprintf(&b, "%s-OR%d{{", c.Relation.Name, c.Relation.Size())
			b.WriteString(FormatCandList(g, cell.ORLLCs))
			b.WriteString(" | ")
			if cell.RLC != logic.NoCand {
				b.WriteString(FormatCandList(g, []logic.Cand{cell.RLC}))
			} else {
				b.WriteString(".")
			}
			b.WriteString("}}")
			continue
		}
		p := logic.ChainPattern{Kind: logic.KindWhip, Cells: []logic.ChainCell{cell.ChainCell}}
		b.WriteString(p.Format(g))
	}
	return b.String()
}

// ORChainRule finds OR_k chains (k = 2..MaxK) of length n at level n with
// the OR relations recorded by TridagonRule in the same run.
type ORChainRule struct {
	MaxK    int
	G       bool
	Forcing bool // also OR_k-forcing-whips (g-versions with G; not in Trid-OR5W nor Trid-OR5gW: docs/tridagons.md)
	NoSplit bool // no splitting of the relations (docs/tridagons.md §12.3)
	// ForcingOnly: with Forcing, no OR_k-whips or contrad-whips (the
	// soundness fuzzer's tridagon-fg claims only the forcing whips).
	ForcingOnly bool
}

func (r ORChainRule) Name() string {
	if r.G {
		return "ORk-gchains"
	}
	return "ORk-chains"
}
func (r ORChainRule) Rank() int {
	if r.G {
		return logic.RankGWhip + 2
	}
	return logic.RankWhip + 2
}
func (ORChainRule) HasLevel(k int) bool { return k >= 1 }

func (r ORChainRule) Find(sc *logic.Scratch, s *logic.State, n int) (logic.Step, bool) {
	o := orStoreFor(sc, s)
	if st, ok := o.or1Step(s); ok {
		return st, true
	}
	if n%2 == 0 && n <= 10 && !r.G && !r.NoSplit {
		if parent, out := o.split(s, n); parent != nil {
			return splitStep(s.G, parent, out, n), true
		}
	}
	var rels []*ORRelation
	for _, rel := range o.rels {
		if k := rel.Size(); k >= 2 && k <= r.MaxK {
			rels = append(rels, rel)
		}
	}
	if len(rels) == 0 {
		return logic.Step{}, false
	}
	e := orEngine(sc, s)
	e.gen = r.G
	if r.Forcing {
		if st := e.forcing(rels, n); st.Rule != "" {
			return st, true
		}
		if r.ForcingOnly {
			return logic.Step{}, false
		}
	}
	// CSP-Rules' order at length n (docs/tridagons.md §12.5): relations
	// of 2 candidates first, then 3, …; for each size the contrad-whips
	// before the whips. The theory is not confluent (a relation is used
	// as it stands when the chain is found), so this order decides some
	// levels.
	for k := 2; k <= r.MaxK; k++ {
		var ks []*ORRelation
		for _, rel := range rels {
			if rel.Size() == k {
				ks = append(ks, rel)
			}
		}
		if len(ks) == 0 {
			continue
		}
		for _, kind := range [...]ORChainKind{ORContradWhip, ORWhip} {
			if st := e.whips(ks, n, kind); st.Rule != "" {
				return st, true
			}
		}
	}
	return logic.Step{}, false
}

// orEng is the search of OR_k chains in one state: candidates assumed true
// (Z and the rlcs) and, per variable, the positions of the candidates
// linked to one of them.
type orEng struct {
	g *logic.Geometry
	// per g-label: the g-linked candidates, as a list and a set
	gLinks    [][]logic.Cand
	gLinkSets []logic.CandSet
	gen       bool // g-versions: rlcs may be g-candidates (ids NCands + g-label)
	s         *logic.State
	round     int
	curV      []uint16
	solved    []bool
	killV     []uint16
	killCnt   []uint8
	assumed   []bool
	inLLC     []bool     // llcs of the current path (loopless: docs/chains.md §2.2)
	usedVar   []bool     // variables of the current path
	pos       [][4]uint8 // per candidate, its position in each of its 4 variables
	zob       [][2]uint64
	zobV      []uint64
	h         [2]uint64
	hl        uint64 // hash of the path's llcs and variables
	memo      map[[4]uint64]int8
	nodes     int

	// current path
	path []ORCell
	// whips: the target and the relations
	z    logic.Cand
	rels []*ORRelation
	// result
	found []ORCell
	fRel  *ORRelation
	fKind ORChainKind
	only  ORChainKind // the kind searched: ORWhip or ORContradWhip
}

// orEngKey keys the OR_k chain search in a scratch's Buffers.
type orEngKey struct{}

// orEngine returns the OR_k chain search kept in sc, loaded with s.
func orEngine(sc *logic.Scratch, s *logic.State) *orEng {
	e, _ := sc.Buffers(orEngKey{}).(*orEng)
	if e == nil || e.g != s.G {
		e = newOREng(s.G)
		sc.SetBuffers(orEngKey{}, e)
	}
	e.load(s)
	return e
}

func newOREng(g *logic.Geometry) *orEng {
	e := &orEng{g: g}
	for i := range g.NumGLabels() {
		e.gLinks = append(e.gLinks, g.GLinks(i))
		e.gLinkSets = append(e.gLinkSets, g.GLinkSet(i))
	}
	nid := g.NCands + len(e.gLinks)
	e.curV = make([]uint16, g.NVars)
	e.solved = make([]bool, g.NVars)
	e.killV = make([]uint16, g.NVars)
	e.killCnt = make([]uint8, g.NCands)
	e.assumed = make([]bool, nid)
	e.inLLC = make([]bool, g.NCands)
	e.usedVar = make([]bool, g.NVars)
	e.pos = make([][4]uint8, g.NCands)
	for x := 0; x < g.NCands; x++ {
		for i, v := range g.CandVars(logic.Cand(x)) {
			for j, y := range g.VarCands(v) {
				if y == logic.Cand(x) {
					e.pos[x][i] = uint8(j)
				}
			}
		}
	}
	rng := rand.New(rand.NewSource(14))
	e.zob = make([][2]uint64, nid)
	for i := range e.zob {
		e.zob[i] = [2]uint64{rng.Uint64(), rng.Uint64()}
	}
	e.zobV = make([]uint64, g.NVars)
	for i := range e.zobV {
		e.zobV[i] = rng.Uint64()
	}
	g.Links(0)
	return e
}

func (e *orEng) load(s *logic.State) {
	e.s = s
	for v := 0; v < e.g.NVars; v++ {
		var m uint16
		e.solved[v] = false
		for j, x := range e.g.VarCands(v) {
			if s.IsValue(x) {
				e.solved[v] = true
			}
			if s.Has(x) {
				m |= 1 << j
			}
		}
		e.curV[v] = m
		e.killV[v] = 0
	}
	clear(e.killCnt)
	clear(e.assumed)
	clear(e.inLLC)
	clear(e.usedVar)
	e.h = [2]uint64{}
	e.hl = 0
}

// links lists the candidates linked to an rlc id (a candidate, or
// NCands + g-label: the candidates g-linked to it).
func (e *orEng) links(x logic.Cand) []logic.Cand {
	if int(x) < e.g.NCands {
		return e.g.Links(x)
	}
	return e.gLinks[int(x)-e.g.NCands]
}

// linked reports whether candidate y is linked to the rlc id x.
func (e *orEng) linked(x, y logic.Cand) bool {
	if int(x) < e.g.NCands {
		return e.g.Linked(x, y)
	}
	return e.gLinkSets[int(x)-e.g.NCands].Has(y)
}

func (e *orEng) push(x logic.Cand) {
	e.assumed[x] = true
	e.h[0] ^= e.zob[x][0]
	e.h[1] ^= e.zob[x][1]
	for _, y := range e.links(x) {
		if !e.s.Has(y) {
			continue
		}
		e.killCnt[y]++
		if e.killCnt[y] == 1 {
			vs := e.g.CandVars(y)
			for i, v := range vs {
				e.killV[v] |= 1 << e.pos[y][i]
			}
		}
	}
}

func (e *orEng) pop(x logic.Cand) {
	e.assumed[x] = false
	e.h[0] ^= e.zob[x][0]
	e.h[1] ^= e.zob[x][1]
	for _, y := range e.links(x) {
		if !e.s.Has(y) {
			continue
		}
		e.killCnt[y]--
		if e.killCnt[y] == 0 {
			vs := e.g.CandVars(y)
			for i, v := range vs {
				e.killV[v] &^= 1 << e.pos[y][i]
			}
		}
	}
}

// llcIn returns a current candidate of v linked to last (other than not),
// neither Z, an rlc nor an llc of the path (loopless), or NoCand.
func (e *orEng) llcIn(v int, last, not logic.Cand) logic.Cand {
	for j, y := range e.g.VarCands(v) {
		if e.curV[v]>>j&1 != 0 && y != not && e.llcOK(y) && e.linked(last, y) {
			return y
		}
	}
	return logic.NoCand
}

// llcOK: y may be the llc of a new cell: neither Z nor an rlc (assumed)
// nor an llc of the path.
func (e *orEng) llcOK(y logic.Cand) bool { return !e.assumed[y] && !e.inLLC[y] }

// pushCell / popCell record a CSP cell's llc and variable in the path.
func (e *orEng) pushCell(v int, l logic.Cand) {
	e.inLLC[l], e.usedVar[v] = true, true
	e.hl ^= e.zob[l][0]*0x9e3779b97f4a7c15 ^ e.zobV[v]
}

func (e *orEng) popCell(v int, l logic.Cand) {
	e.inLLC[l], e.usedVar[v] = false, false
	e.hl ^= e.zob[l][0]*0x9e3779b97f4a7c15 ^ e.zobV[v]
}

// children lists the forced candidates at this node: the only candidate of
// a variable not linked to an assumption, with an llc linked to last.
// dead is a variable whose candidates are all linked to assumptions, with an
// llc linked to last (-1 if none).
func (e *orEng) scan(last logic.Cand, buf []logic.ChainCell) (kids []logic.ChainCell, dead int, deadLLC logic.Cand) {
	dead, deadLLC = -1, logic.NoCand
	for v := 0; v < e.g.NVars; v++ {
		if e.solved[v] || e.curV[v] == 0 || e.usedVar[v] {
			continue
		}
		free := e.curV[v] &^ e.killV[v]
		if free == 0 {
			if dead < 0 {
				if l := e.llcIn(v, last, logic.NoCand); l != logic.NoCand {
					dead, deadLLC = v, l
				}
			}
			continue
		}
		var x logic.Cand
		grlc := -1
		if free&(free-1) != 0 {
			if !e.gen {
				continue
			}
			if grlc = e.gSegment(v, free); grlc < 0 {
				continue
			}
			x = logic.Cand(e.g.NCands + grlc)
		} else {
			x = e.g.VarCands(v)[bits.TrailingZeros16(free)]
		}
		if e.assumed[x] || (grlc < 0 && e.inLLC[x]) {
			continue
		}
		// every llc choice: an llc used here cannot be used again.
		for j, l := range e.g.VarCands(v) {
			if e.curV[v]>>j&1 == 0 || l == x || !e.llcOK(l) || !e.linked(last, l) {
				continue
			}
			dup := false
			for _, k := range buf {
				if k.RLC == x && k.LLC == l {
					dup = true
					break
				}
			}
			if !dup {
				buf = append(buf, logic.ChainCell{Var: v, LLC: l, RLC: x, GRLC: grlc})
			}
		}
	}
	return buf, dead, deadLLC
}

// gSegment returns the g-label of variable v (rn, cn or bn) whose
// segment holds all the free candidates (mask), or -1.
func (e *orEng) gSegment(v int, free uint16) int {
	if k, _, _ := e.g.VarKind(v); k == logic.RC {
		return -1
	}
	var xs []logic.Cand
	for m := free; m != 0; m &= m - 1 {
		xs = append(xs, e.g.VarCands(v)[bits.TrailingZeros16(m)])
	}
	return e.g.GSegment(v, xs)
}

// layers is the target filter: parallel propagation from the assumptions
// (every forced candidate of every variable and relation at once); the
// number of layers after which a variable or a relation has no candidate
// left bounds from below the length of any chain from them. > max: none.
func (e *orEng) layers(rels []*ORRelation, max int) int {
	var pushed []logic.Cand
	defer func() {
		for i := len(pushed) - 1; i >= 0; i-- {
			e.pop(pushed[i])
		}
	}()
	for l := 1; l <= max; l++ {
		var next []logic.Cand
		for v := 0; v < e.g.NVars; v++ {
			if e.solved[v] || e.curV[v] == 0 {
				continue
			}
			free := e.curV[v] &^ e.killV[v]
			if free == 0 {
				return l
			}
			if free&(free-1) == 0 {
				x := e.g.VarCands(v)[bits.TrailingZeros16(free)]
				if !e.assumed[x] {
					next = append(next, x)
				}
			} else if e.gen {
				if l := e.gSegment(v, free); l >= 0 && !e.assumed[e.g.NCands+l] {
					next = append(next, logic.Cand(e.g.NCands+l))
				}
			}
		}
		for _, r := range rels {
			sat, nfree, last := e.orStatus(r)
			if sat {
				continue
			}
			if nfree == 0 {
				return l
			}
			if nfree == 1 {
				next = append(next, last)
			}
		}
		if len(next) == 0 {
			return max + 1
		}
		for _, x := range next {
			if !e.assumed[x] {
				e.push(x)
				pushed = append(pushed, x)
			}
		}
	}
	return max + 1
}

// whips searches OR_k-whips (kind ORWhip) or OR_k-contrad-whips (kind
// ORContradWhip) of length ≤ n, targets in increasing candidate order (the
// order in which SudoRules' runs apply them, e.g. r4c2≠2 before r4c3≠5 in
// docs/tridagons.md §12.8).
func (e *orEng) whips(rels []*ORRelation, n int, kind ORChainKind) logic.Step {
	g := e.g
	e.rels = rels
	e.only = kind
	for i := 0; i < g.NCands; i++ {
		z := logic.Cand(i)
		if !e.s.Has(z) {
			continue
		}
		e.push(z)
		if e.layers(rels, n) > n {
			e.pop(z)
			continue
		}
		e.z = z
		e.memo = map[[4]uint64]int8{}
		e.path = e.path[:0]
		e.found = nil
		ok := e.dfs(0, z, nil, n)
		e.pop(z)
		if ok {
			c := &ORChain{Kind: e.fKind, Relation: e.fRel, Z: z, Cells: e.found, Length: len(e.found)}
			for _, cell := range c.Cells {
				c.G = c.G || cell.GRLC >= 0
			}
			return c.step(g, []logic.Cand{z}, nil)
		}
	}
	return logic.Step{}
}

func (c *ORChain) step(g *logic.Geometry, elims, asserts []logic.Cand) logic.Step {
	return logic.Step{Rule: c.RuleName(), Length: c.Length, Pattern: c.Format(g), Elims: elims, Asserts: asserts, Detail: c}
}

func (e *orEng) dfs(d int, last logic.Cand, used *ORRelation, n int) bool {
	usedID := uint64(0)
	if used != nil {
		usedID = uint64(len(used.Cands))*1000003 + uint64(used.Cands[0])
	}
	key := [4]uint64{e.h[0], e.h[1] ^ usedID*0x9e3779b97f4a7c15, uint64(last), e.hl}
	if v, ok := e.memo[key]; ok && int(v) <= d {
		return false
	}
	e.memo[key] = int8(d)
	e.nodes++
	// the OR relation as a cell
	if used == nil {
		for _, r := range e.rels {
			sat, nfree, free := e.orStatus(r)
			if sat || nfree > 1 {
				continue
			}
			if nfree == 0 {
				if d == 0 || e.allLinkedToRLCs(r.Cands) {
					kind := ORContradWhip
					if d == 0 {
						kind = ORWhip
					}
					if kind != e.only {
						continue
					}
					e.found = append(append([]ORCell(nil), e.path...), ORCell{ChainCell: logic.ChainCell{Var: -1, LLC: logic.NoCand, RLC: logic.NoCand, GRLC: -1}, IsOR: true, ORLLCs: append([]logic.Cand(nil), r.Cands...)})
					e.fRel, e.fKind = r, kind
					return true
				}
				// Every candidate is linked to Z or an rlc, but not every
				// one to an rlc: CSP-Rules' OR_k-whips still take one of
				// them as the relation's rlc and go on (docs/tridagons.md
				// §12.4).
				if d == 0 || d+2 > n || e.only == ORContradWhip {
					continue
				}
				for _, rlc := range r.Cands {
					if e.orCell(r, rlc, last, d, n) {
						return true
					}
				}
				continue
			}
			if d+2 > n || e.only == ORContradWhip {
				continue
			}
			if e.orCell(r, free, last, d, n) {
				return true
			}
		}
	}
	kids, dead, deadLLC := e.scan(last, nil)
	if dead >= 0 && used != nil && e.only != ORContradWhip {
		e.found = append(append([]ORCell(nil), e.path...), ORCell{ChainCell: logic.ChainCell{Var: dead, LLC: deadLLC, RLC: logic.NoCand, GRLC: -1}})
		e.fRel, e.fKind = used, ORWhip
		return true
	}
	if d+2 > n {
		return false
	}
	for _, k := range kids {
		id := k.RLC
		if k.GRLC >= 0 {
			k.RLC = logic.NoCand
		}
		e.path = append(e.path, ORCell{ChainCell: k})
		e.push(id)
		e.pushCell(k.Var, k.LLC)
		ok := e.dfs(d+1, id, used, n)
		e.popCell(k.Var, k.LLC)
		e.pop(id)
		e.path = e.path[:len(e.path)-1]
		if ok {
			return true
		}
	}
	return false
}

// orCell extends the path with relation r as a cell whose rlc is rlc (the
// other candidates are its llcs, one of them linked to the last rlc) and
// searches on from there.
func (e *orEng) orCell(r *ORRelation, rlc, last logic.Cand, d, n int) bool {
	var llcs []logic.Cand
	cont := false
	for _, gd := range r.Cands {
		if gd != rlc {
			llcs = append(llcs, gd)
			if e.linked(last, gd) {
				cont = true
			}
		}
	}
	if !cont {
		return false
	}
	e.path = append(e.path, ORCell{ChainCell: logic.ChainCell{Var: -1, LLC: logic.NoCand, RLC: rlc, GRLC: -1}, IsOR: true, ORLLCs: llcs})
	e.push(rlc)
	ok := e.dfs(d+1, rlc, r, n)
	e.pop(rlc)
	e.path = e.path[:len(e.path)-1]
	return ok
}

// allLinkedToRLCs: every candidate is linked to an rlc of the path.
func (e *orEng) allLinkedToRLCs(xs []logic.Cand) bool {
	for _, x := range xs {
		ok := false
		for _, c := range e.path {
			id := c.RLC
			if c.GRLC >= 0 {
				id = logic.Cand(e.g.NCands + c.GRLC)
			}
			if id != logic.NoCand && e.linked(id, x) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// reach is, for one start candidate, the shortest partial whip (≤ max
// cells) to each last rlc id (a candidate, or NCands + g-label when g-cells
// are allowed); gids lists the g-candidates reached, in order of discovery.
type reach struct {
	dist  []int8 // -1: not reached
	paths [][]logic.ChainCell
	gids  []logic.Cand
}

func (e *orEng) reachFrom(start logic.Cand, max int) *reach {
	nid := len(e.assumed)
	r := &reach{dist: make([]int8, nid), paths: make([][]logic.ChainCell, nid)}
	for i := range r.dist {
		r.dist[i] = -1
	}
	r.dist[start] = 0
	e.memo = map[[4]uint64]int8{}
	e.push(start)
	var path []logic.ChainCell
	var rec func(d int, last logic.Cand)
	rec = func(d int, last logic.Cand) {
		key := [4]uint64{e.h[0], e.h[1], uint64(last), e.hl}
		if v, ok := e.memo[key]; ok && int(v) <= d {
			return
		}
		e.memo[key] = int8(d)
		if d >= max {
			return
		}
		kids, _, _ := e.scan(last, nil)
		for _, k := range kids {
			id := k.RLC
			if k.GRLC >= 0 {
				k.RLC = logic.NoCand // a g-cell's rlc is its g-label
			}
			path = append(path, k)
			if r.dist[id] < 0 || int(r.dist[id]) > d+1 {
				if r.dist[id] < 0 && k.GRLC >= 0 {
					r.gids = append(r.gids, id)
				}
				r.dist[id] = int8(d + 1)
				r.paths[id] = append([]logic.ChainCell(nil), path...)
			}
			e.push(id)
			e.pushCell(k.Var, k.LLC)
			rec(d+1, id)
			e.popCell(k.Var, k.LLC)
			e.pop(id)
			path = path[:len(path)-1]
		}
	}
	rec(0, start)
	e.pop(start)
	return r
}

// forcing searches OR_k-forcing-whips of length n: a value first, then
// eliminations (all the candidates linked to the chosen last rlcs). With
// gen, the g-versions: the last rlcs may be g-candidates, which give
// eliminations only (a value is a common plain last rlc).
func (e *orEng) forcing(rels []*ORRelation, n int) logic.Step {
	g := e.g
	for _, rel := range rels {
		k := rel.Size()
		if n-1 < 0 {
			continue
		}
		rs := make([]*reach, k)
		for i, gd := range rel.Cands {
			rs[i] = e.reachFrom(gd, n-1)
		}
		// value: a common last rlc
		for x := g.NCands - 1; x >= 0; x-- {
			sum, ok := 0, true
			for i := range rs {
				if rs[i].dist[x] < 0 {
					ok = false
					break
				}
				sum += int(rs[i].dist[x])
			}
			if ok && sum <= n-1 && e.s.Has(logic.Cand(x)) {
				lasts := make([]logic.Cand, k)
				for i := range lasts {
					lasts[i] = logic.Cand(x)
				}
				c := e.forcingChain(rel, rs, lasts)
				return c.step(g, nil, []logic.Cand{logic.Cand(x)})
			}
		}
		// eliminations
		for y := g.NCands - 1; y >= 0; y-- {
			if !e.s.Has(logic.Cand(y)) {
				continue
			}
			sum := 0
			lasts := make([]logic.Cand, k)
			for i := range rs {
				best := -1
				for _, x := range g.Links(logic.Cand(y)) {
					if d := rs[i].dist[x]; d >= 0 && (best < 0 || int(d) < best) {
						best, lasts[i] = int(d), x
					}
				}
				// g-candidates g-linked to y: only a shorter branch
				// replaces a plain one (the plain search's choice stays).
				for _, x := range rs[i].gids {
					if d := rs[i].dist[x]; (best < 0 || int(d) < best) && e.linked(x, logic.Cand(y)) {
						best, lasts[i] = int(d), x
					}
				}
				if best < 0 {
					sum = n
					break
				}
				sum += best
				if sum > n-1 {
					break
				}
			}
			if sum > n-1 {
				continue
			}
			c := e.forcingChain(rel, rs, lasts)
			var elims []logic.Cand
			for t := g.NCands - 1; t >= 0; t-- {
				if !e.s.Has(logic.Cand(t)) {
					continue
				}
				all := true
				for _, x := range lasts {
					if !e.linked(x, logic.Cand(t)) {
						all = false
						break
					}
				}
				if all {
					elims = append(elims, logic.Cand(t))
				}
			}
			return c.step(g, elims, nil)
		}
	}
	return logic.Step{}
}

// forcingChain builds the chain from the branches' last rlc ids.
func (e *orEng) forcingChain(rel *ORRelation, rs []*reach, lasts []logic.Cand) *ORChain {
	c := &ORChain{Kind: ORForcingWhip, Relation: rel}
	n := 1
	for i, gd := range rel.Cands {
		br := ORBranch{Start: gd, Last: lasts[i], LastG: -1, Cells: rs[i].paths[lasts[i]]}
		if int(lasts[i]) >= e.g.NCands {
			br.Last, br.LastG = logic.NoCand, int(lasts[i])-e.g.NCands
		}
		n += len(br.Cells)
		c.G = c.G || br.IsG()
		c.Branches = append(c.Branches, br)
	}
	c.Length = n
	return c
}

// orBonusF, orBonusW (experiments): extra length allowed at a level.
var orBonusF, orBonusW = 0, 0

// orStatus reads an OR relation in the current trial: sat when one of its
// candidates is assumed, else the number of candidates not yet eliminated
// and the last of them (the one to assert when it is alone).
func (e *orEng) orStatus(r *ORRelation) (sat bool, nfree int, free logic.Cand) {
	for _, gd := range r.Cands {
		if e.assumed[gd] {
			sat = true
		}
		if e.killCnt[gd] == 0 {
			nfree++
			free = gd
		}
	}
	return sat, nfree, free
}

package logic

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// This file holds the chain search shared by every chain rule (docs/chains.md
// §2.2–§2.7, the search: §2.7) and the whip[n] rule itself.

// ChainKind identifies a chain rule.
type ChainKind int8

const (
	KindWhip     ChainKind = iota // whip[n] (zt-whip), loopless
	KindBraid                     // braid[n]
	KindGWhip                     // g-whip[n]
	KindGBraid                    // g-braid[n]
	KindBivChain                  // biv-chain[n]
	KindZChain                    // z-chain[n]
	KindTWhip                     // t-whip[n]
	KindWhip1                     // whip[1] (locked candidates), printed "whip"
)

func (k ChainKind) String() string {
	return [...]string{"whip", "braid", "g-whip", "g-braid", "biv-chain", "z-chain", "t-whip", "whip"}[k]
}

// IsBraid reports whether llcs may link to any earlier rlc (braid, g-braid).
func (k ChainKind) IsBraid() bool { return k == KindBraid || k == KindGBraid }

// IsG reports whether rlcs may be g-candidates.
func (k ChainKind) IsG() bool { return k == KindGWhip || k == KindGBraid }

// NoCand marks an absent candidate (the rlc of a last cell).
const NoCand Cand = -1

// ChainCell is one cell (variable) of a chain pattern: the variable, its
// left-linking candidate and its right-linking candidate, which is either a
// candidate (RLC), a g-candidate (GRLC = g-label index, see
// Geometry.GLabelAt), or absent for the last cell (RLC = NoCand, GRLC = -1;
// a biv-chain's last cell keeps its second candidate as RLC).
type ChainCell struct {
	Var  int
	LLC  Cand
	RLC  Cand
	GRLC int
}

// ChainPattern is the full pattern behind a chain elimination; it is the
// Step.Detail of every chain step (whip[1] included).
type ChainPattern struct {
	Kind    ChainKind
	Targets []Cand
	Cells   []ChainCell
}

// Len is the pattern length (number of cells).
func (p *ChainPattern) Len() int { return len(p.Cells) }

// Format prints the pattern in SudoRules' notation, without the conclusion.
func (p *ChainPattern) Format(g *Geometry) string {
	var b strings.Builder
	for i, c := range p.Cells {
		if i > 0 {
			b.WriteString(" - ")
		}
		b.WriteString(g.FormatVar(c.Var))
		b.WriteString("{")
		b.WriteString(g.FormatInVar(c.Var, c.LLC))
		b.WriteString(" ")
		switch {
		case c.GRLC >= 0:
			b.WriteString(g.FormatGInVar(c.Var, c.GRLC))
		case c.RLC != NoCand:
			b.WriteString(g.FormatInVar(c.Var, c.RLC))
		default:
			b.WriteString(".")
		}
		b.WriteString("}")
	}
	return b.String()
}

// Step builds the path step of the pattern.
func (p *ChainPattern) Step(g *Geometry) Step {
	return Step{Rule: p.Kind.String(), Length: len(p.Cells), Pattern: p.Format(g),
		Elims: append([]Cand(nil), p.Targets...), Detail: p}
}

// WhipRule is whip[n], n ≥ 2 (docs/chains.md §2.2; loopless, conditions 1–5).
type WhipRule struct{}

func (WhipRule) Name() string        { return "whip" }
func (WhipRule) Rank() int           { return RankWhip }
func (WhipRule) HasLevel(k int) bool { return k >= 2 }
func (WhipRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	return sc.findChain(s, KindWhip, k)
}

// chainSearch is the depth-first search of docs/chains.md §2.7 for one target, reused
// across calls (no allocation in the DFS except the memo and results).
type chainSearch struct {
	g    *Geometry
	gg   *gGeom
	kind ChainKind
	// derived from kind
	braid, gen bool
	desc       bool // whip llcs by decreasing cell (see llcOrderDesc)
	maxLen     int

	cur    CandSet // current candidates
	z      Cand
	zlinks CandSet
	I      []CandSet // I[d] = links(Z) ∪ links of the d first rlcs
	T      []CandSet // T[d] = links of the d first rlcs (t-whips)
	tried  []CandSet // braids: llcs already tried for cell d+1
	rl     []int32   // rlc ids: candidate, or NCands + g-label
	llc    []Cand
	vars   []int

	// per-variable position masks: current candidates, I, links of Z
	curV, Iv, zv []uint32
	ivD          [][]uint32 // Iv at each depth (Iv is ivD[depth])

	usedVar []bool
	inLLC   []bool
	inRL    []bool // by rlc id

	// lazyLS: links of the last rlc when it was not added to Iv (the
	// child of that push can only be a last cell: its compatible
	// candidates are then filtered by lazyLS directly)
	lazyLS CandSet

	memo map[[2]uint64]struct{}
	// wmemo: whips, (rlc set, last rlc) → llcs of the first visit, as
	// offset<<8 | length in arena (extendWhipMemo)
	wmemo map[[2]uint64]uint32
	arena []Cand
	h     [2]uint64
	bb    boundBases // the states the partial-pattern bound starts from (braid_bound.go)

	// dedupSeq emulates SudoRules' partial-whip store (docs/ratings.md §4.6): one
	// partial whip per (target, sequence of rlcs), the first found (in our
	// DFS order). Off by default: only used to investigate disagreements.
	dedupSeq bool
	// typed: every variable of the chain has the type of the first one.
	typed   bool
	seqSeen map[[2]uint64]struct{}
	seqH    [][2]uint64

	nodes int
	found []ChainCell

	// lastTab (lastPossible): per rlc id, built on first use for the
	// state loaded (stamp), the variables holding a current candidate
	// linked to the rlc, each with its other current candidates
	stamp   uint32
	loaded  []uint32 // the candidates of the state loaded (per cell)
	lastTab idTable[lastVar]
	// llcVars: per candidate, its variables and, for the state loaded
	// (current candidates only), their current candidates other than it
	llcVars []llcVars
	// linkTab (curLinks): per rlc id, built on first use for the state
	// loaded, its current links in the order whips try llcs ([1]:
	// decreasing cell)
	linkTab [2]idTable[Cand]

	// Partial-pattern bound (speed only): before extending a partial
	// pattern whose rlc set is S with room for m more rlcs, the parallel
	// BRT (W1 for g-patterns) from s + Z + S must reach a contradiction
	// within m layers (same induction as the target filter, see
	// strategy_filter.go); otherwise no completion exists and the branch is
	// cut. Used for braids and g-braids when m ≥ boundMin (measured: it
	// does not pay for whips, whose subtrees are small).
	sc    *Scratch
	state *State

	// rem, when non-nil, restricts the search to patterns with an
	// explaining cell (chain_known.go): per variable, the positions of the
	// candidates removed since the state in which the target had none;
	// expl counts the explaining cells of the partial pattern.
	rem     []uint32
	remNear CandSet // candidates in a variable with rem ≠ 0
	expl    int
	// remVars: the variables with rem ≠ 0 (nil if too many to check
	// at each push)
	remVars []int32
}

// memoExplained is xored into a braid memo key when the partial pattern
// has an explaining cell (chain_known.go).
var memoExplained = [2]uint64{0x5bd1e9955bd1e995, 0x9e3779b97f4a7c15}

func newChainSearch(g *Geometry) *chainSearch {
	gg := g.gg()
	cs := &chainSearch{
		g: g, gg: gg,
		cur:     NewCandSet(g.NCands),
		curV:    make([]uint32, g.NVars),
		zv:      make([]uint32, g.NVars),
		usedVar: make([]bool, g.NVars),
		inLLC:   make([]bool, g.NCands),
		inRL:    make([]bool, g.NCands+len(gg.labels)),
		memo:    map[[2]uint64]struct{}{},
		wmemo:   map[[2]uint64]uint32{},
		llcVars: make([]llcVars, g.NCands),
	}
	for x := range cs.llcVars {
		for j, v := range g.CandVars(Cand(x)) {
			cs.llcVars[x].v[j] = int32(v)
		}
	}
	return cs
}

// idTable holds, per rlc id, a list built once per state loaded (stamp).
type idTable[T any] struct {
	stamp []uint32
	span  [][2]int32 // offset and end in tab
	tab   []T
}

// get returns the list of id r, or ok false if it is not built for the
// state of stamp.
func (t *idTable[T]) get(r int32, stamp uint32) (list []T, ok bool) {
	if t.stamp == nil || t.stamp[r] != stamp {
		return nil, false
	}
	sp := t.span[r]
	return t.tab[sp[0]:sp[1]], true
}

// done ends the list of id r begun at offset off of tab.
func (t *idTable[T]) done(r int32, stamp uint32, off int) []T {
	t.stamp[r] = stamp
	t.span[r] = [2]int32{int32(off), int32(len(t.tab))}
	return t.tab[off:]
}

func (t *idTable[T]) init(n int) {
	if t.stamp == nil {
		t.stamp = make([]uint32, n)
		t.span = make([][2]int32, n)
	}
}

// llcVars are the four variables of a candidate and, by position, their
// current candidates other than it.
type llcVars struct {
	v    [4]int32
	rest [4]uint32
}

// lastVar is a variable of lastTab and its current candidates other
// than those linked to the rlc (by position).
type lastVar struct {
	v    int32
	rest uint32
}

// loadState makes s the state searched. The same candidates as the last
// state loaded (the passes of a round) keep what was derived from them.
func (cs *chainSearch) loadState(s *State) {
	if cs.loaded != nil && slices.Equal(cs.loaded, s.Cands) {
		return
	}
	cs.loaded = append(cs.loaded[:0], s.Cands...)
	cs.stamp++
	cs.lastTab.tab = cs.lastTab.tab[:0]
	cs.linkTab[0].tab = cs.linkTab[0].tab[:0]
	cs.linkTab[1].tab = cs.linkTab[1].tab[:0]
	cs.cur.Clear()
	clear(cs.curV)
	side := cs.g.Side
	for cell, m := range s.Cands {
		for ; m != 0; m &= m - 1 {
			x := Cand(cell*side + bits.TrailingZeros32(m))
			cs.cur.Add(x)
			pos := &cs.gg.candPos[x]
			for j, v := range cs.g.CandVars(x) {
				cs.curV[v] |= 1 << pos[j]
			}
		}
	}
	for cell, m := range s.Cands {
		for ; m != 0; m &= m - 1 {
			x := Cand(cell*side + bits.TrailingZeros32(m))
			lv, pos := &cs.llcVars[x], &cs.gg.candPos[x]
			for j, v := range lv.v {
				lv.rest[j] = cs.curV[v] &^ (1 << pos[j])
			}
		}
	}
}

// pushIv makes Iv the Iv of depth+1: that of depth with the (g-)links of
// rlc id r added.
func (cs *chainSearch) pushIv(depth, r int) {
	next := cs.ivD[depth+1]
	copy(next, cs.ivD[depth])
	for _, vm := range cs.gg.varLinks[r] {
		next[vm.v] |= vm.m
	}
	cs.Iv = next
}

// alive reports whether some variable may still be an explaining cell:
// one of its removed candidates is compatible with the target and the rlcs
// (always true when there are too many such variables to check).
func (cs *chainSearch) alive() bool {
	if cs.remVars == nil {
		return true
	}
	for _, v := range cs.remVars {
		if cs.rem[v]&^cs.Iv[v] != 0 {
			return true
		}
	}
	return false
}

func (cs *chainSearch) ensureDepth(n int) {
	for len(cs.ivD) <= n+1 {
		cs.ivD = append(cs.ivD, make([]uint32, cs.g.NVars))
	}
	for len(cs.I) <= n {
		cs.I = append(cs.I, NewCandSet(cs.g.NCands))
		cs.T = append(cs.T, NewCandSet(cs.g.NCands))
		cs.tried = append(cs.tried, NewCandSet(cs.g.NCands))
	}
}

// find searches for a chain of kind cs.kind of length ≤ maxLen eliminating z
// (cs.cur must hold the current candidates). It returns the cells or nil.
func (cs *chainSearch) find(z Cand, kind ChainKind, maxLen int) []ChainCell {
	g := cs.g
	cs.kind, cs.braid, cs.gen, cs.maxLen = kind, kind.IsBraid(), kind.IsG(), maxLen
	cs.desc = llcOrderDesc(kind)
	cs.z = z
	cs.zlinks = g.LinkSet(z)
	cs.ensureDepth(maxLen + 1)
	copy(cs.I[0], cs.zlinks)
	cs.T[0].Clear()
	cs.rl, cs.llc, cs.vars = cs.rl[:0], cs.llc[:0], cs.vars[:0]
	for _, v := range g.CandVars(z) {
		cs.usedVar[v] = true
	}
	if len(cs.wmemo) > 0 {
		clear(cs.wmemo)
	}
	cs.arena = cs.arena[:0]
	if cs.braid && len(cs.memo) > 0 {
		clear(cs.memo)
	}
	cs.h = [2]uint64{}
	cs.bb.reset()
	cs.found = nil
	if cs.dedupSeq {
		cs.seqSeen = map[[2]uint64]struct{}{}
		for len(cs.seqH) <= maxLen+1 {
			cs.seqH = append(cs.seqH, [2]uint64{})
		}
	}
	cs.expl = 0
	cs.Iv = cs.ivD[0]
	clear(cs.Iv)
	for _, vm := range cs.gg.varLinks[z] {
		cs.zv[vm.v] = vm.m
		cs.Iv[vm.v] = vm.m
	}
	if cs.rem == nil || cs.alive() {
		cs.ext(0)
	}
	for _, vm := range cs.gg.varLinks[z] {
		cs.zv[vm.v] = 0
	}
	for _, v := range g.CandVars(z) {
		cs.usedVar[v] = false
	}
	return cs.found
}

func (cs *chainSearch) ext(depth int) bool {
	if cs.braid && depth+1 < cs.maxLen {
		I := cs.I[depth]
		for w := range I {
			m := I[w] & cs.cur[w]
			for m != 0 {
				t := bits.TrailingZeros64(m)
				m &= m - 1
				if cs.tryL(depth, Cand(w*64+t)) {
					return true
				}
			}
		}
		return false
	}
	if cs.braid {
		// last cell: llcs linked to the most recent rlc first, then to
		// earlier ones, then to Z (each llc tried once).
		tried := cs.tried[depth]
		tried.Clear()
		for i := depth - 1; i >= -1; i-- {
			r := int32(cs.z)
			if i >= 0 {
				r = cs.rl[i]
			}
			for _, L := range cs.curLinks(r) {
				if !tried.Has(L) {
					tried.Add(L)
					if cs.tryL(depth, L) {
						return true
					}
				}
			}
		}
		return false
	}
	if depth > 0 && depth+1 == cs.maxLen && !cs.lastPossible(cs.rl[depth-1]) {
		return false
	}
	r := int32(cs.z)
	if depth > 0 {
		r = cs.rl[depth-1]
	}
	for _, L := range cs.curLinks(r) {
		if cs.tryL(depth, L) {
			return true
		}
	}
	return false
}

// curLinks returns the current candidates (g-)linked to rlc id r (or to
// the target), in the order whips try llcs (see llcOrderDesc).
func (cs *chainSearch) curLinks(r int32) []Cand {
	t := &cs.linkTab[0]
	if cs.desc {
		t = &cs.linkTab[1]
	}
	if list, ok := t.get(r, cs.stamp); ok {
		return list
	}
	t.init(len(cs.gg.varLinks))
	var src []Cand
	switch {
	case int(r) >= cs.g.NCands:
		src = cs.gg.links[int(r)-cs.g.NCands]
	case cs.desc:
		src = cs.gg.linksCellDesc[r]
	default:
		src = cs.g.Links(Cand(r))
	}
	off := len(t.tab)
	for _, L := range src {
		if cs.cur.Has(L) {
			t.tab = append(t.tab, L)
		}
	}
	return t.done(r, cs.stamp, off)
}

// tryL tries L as the llc of cell depth+1 (every variable of L).
func (cs *chainSearch) tryL(depth int, L Cand) bool {
	g := cs.g
	if L == cs.z || cs.inRL[L] || (!cs.braid && cs.inLLC[L]) {
		return false
	}
	cs.nodes++
	last := depth+1 == cs.maxLen
	typed := cs.typed && depth > 0
	lv := &cs.llcVars[L]
	for j := range lv.v {
		v := int(lv.v[j])
		if cs.usedVar[v] {
			continue
		}
		if typed && v/(g.Side*g.Side) != cs.vars[0]/(g.Side*g.Side) {
			continue
		}
		rest := lv.rest[j]     // current candidates other than L
		cm := rest &^ cs.Iv[v] // compatible with Z and the rlcs
		var rv uint32          // removed candidates that would explain
		if cs.rem != nil {
			rv = cs.rem[v] &^ cs.Iv[v]
		}
		if last && cs.rem != nil && cs.expl == 0 && rv == 0 {
			continue // no explaining cell (chain_known.go)
		}
		if last && cs.lazyLS != nil {
			if cm = cs.dropLazy(v, cm); cm != 0 {
				continue
			}
		}
		n := bits.OnesCount32(cm)
		other := NoCand
		if cs.kind >= KindBivChain { // the kinds with a condition of their own
			var ok bool
			if other, ok = cs.kindAllows(depth, v, rest, n); !ok {
				continue
			}
		}
		explains := rv != 0
		if n == 0 {
			if cs.rem != nil && cs.expl == 0 && !explains {
				continue // valid in the earlier state: impossible
			}
			cs.record(v, L, other)
			return true
		}
		if last {
			continue
		}
		var R int32
		var seg uint32
		ok := false
		if n == 1 { // rlcOf's usual case, inline
			R = int32(g.varCands[v][bits.TrailingZeros32(cm)])
			ok = !cs.inLLC[R] && !cs.inRL[R]
		} else {
			R, seg, ok = cs.rlcOf(v, cs.gg.candPos[L][j], cm, n)
		}
		if !ok {
			continue
		}
		if explains && seg != 0 && rv&^seg == 0 {
			// every removed compatible candidate lies in the segment
			// of the g-rlc: in the earlier state the cell had the
			// same g-rlc, so it explains nothing (chain_known.go)
			explains = false
		}
		if cs.extend(depth, v, L, R, explains) {
			return true
		}
	}
	return false
}

// lastPossible reports whether a last cell may follow the rlc r (whips):
// its variable, unused, holds a current candidate linked to r (the llc)
// and every other current candidate is linked to r, to the target or to
// an earlier rlc. A necessary condition, checked on the variables r links
// to before the llcs are tried one by one.
func (cs *chainSearch) lastPossible(r int32) bool {
	list, ok := cs.lastTab.get(r, cs.stamp)
	if !ok {
		t := &cs.lastTab
		t.init(len(cs.gg.varLinks))
		off := len(t.tab)
		for _, vm := range cs.gg.varLinks[r] {
			if c := cs.curV[vm.v]; c&vm.m != 0 {
				t.tab = append(t.tab, lastVar{int32(vm.v), c &^ vm.m})
			}
		}
		list = t.done(r, cs.stamp, off)
	}
	for _, e := range list {
		if e.rest&^cs.Iv[e.v] == 0 && !cs.usedVar[e.v] {
			return true
		}
	}
	return false
}

// lastCanExplain reports whether the last cell, after a cell at depth
// whose rlc has links ls, may be an explaining cell: its llc, linked to
// that rlc (whips) or to the target or an earlier rlc (braids: I[depth+1]),
// must lie in a variable that lost candidates (chain_known.go).
func (cs *chainSearch) lastCanExplain(depth int, ls CandSet) bool {
	src := ls
	if cs.braid {
		src = cs.I[depth+1]
	}
	for w, m := range src {
		if m&cs.cur[w]&cs.remNear[w] != 0 {
			return true
		}
	}
	return false
}

// dropLazy removes from cm (candidates of variable v) those in lazyLS.
func (cs *chainSearch) dropLazy(v int, cm uint32) uint32 {
	for m := cm; m != 0; m &= m - 1 {
		if b := m & -m; cs.lazyLS.Has(cs.g.varCands[v][bits.TrailingZeros32(b)]) {
			cm &^= b
		}
	}
	return cm
}

// kindAllows applies the condition of the chain kind to variable v, whose
// current candidates other than the llc are rest (n of them compatible):
// a biv-chain's variable is bivalue (other is its second candidate, which
// the last cell needs linked to Z), a z-chain's incompatible candidates are
// z-candidates, a t-whip's are t-candidates.
func (cs *chainSearch) kindAllows(depth, v int, rest uint32, n int) (other Cand, ok bool) {
	g := cs.g
	other = NoCand
	switch cs.kind {
	case KindBivChain:
		if bits.OnesCount32(rest) != 1 {
			return other, false
		}
		other = g.varCands[v][bits.TrailingZeros32(rest)]
		if n == 0 && cs.zv[v]&rest == 0 {
			return other, false
		}
	case KindZChain:
		if rest&cs.Iv[v]&^cs.zv[v] != 0 {
			return other, false
		}
	case KindTWhip:
		if n > 0 && depth > 0 {
			for m := rest & cs.Iv[v]; m != 0; m &= m - 1 {
				if !cs.T[depth].Has(g.varCands[v][bits.TrailingZeros32(m)]) {
					return other, false
				}
			}
		}
	}
	return other, true
}

// rlcOf is the rlc of a cell with variable v and llc L (at position lp
// of v) whose compatible candidates are cm (n ≥ 1 of them): the candidate
// itself, or with n > 1 the g-label of the segment holding them (g-forms
// only; seg: the segment's positions in v); ok is false when there is
// none or it would repeat an llc or rlc of the chain.
func (cs *chainSearch) rlcOf(v int, lp uint8, cm uint32, n int) (R int32, seg uint32, ok bool) {
	g := cs.g
	if n == 1 {
		R = int32(g.varCands[v][bits.TrailingZeros32(cm)])
		return R, 0, !cs.inLLC[R] && !cs.inRL[R]
	}
	if !cs.gen || v < g.Side*g.Side { // rc variables have no segments
		return 0, 0, false
	}
	gi, seg := cs.gg.segmentByMask(g, v, cm)
	if gi < 0 || seg&(1<<lp) != 0 { // none, or the llc inside the segment
		return 0, 0, false
	}
	for m := cm; m != 0; m &= m - 1 {
		if cs.inRL[g.varCands[v][bits.TrailingZeros32(m)]] {
			return 0, 0, false
		}
	}
	R = int32(g.NCands + gi)
	return R, seg, !cs.inRL[R]
}

// extend pushes cell (v, L, R) at depth and searches on, unless the same
// sequence of rlcs (whips) or the same set of rlcs (braids) was searched
// already.
func (cs *chainSearch) extend(depth, v int, L Cand, R int32, explains bool) bool {
	if cs.dedupSeq && !cs.braid {
		z := cs.gg.zob[R]
		p := cs.seqH[depth]
		h := [2]uint64{(p[0]^z[0])*0x9E3779B97F4A7C15 + uint64(depth), (p[1]^z[1])*0xC2B2AE3D27D4EB4F + 1}
		if _, ok := cs.seqSeen[h]; ok {
			return false
		}
		cs.seqSeen[h] = struct{}{}
		cs.seqH[depth+1] = h
	}
	if cs.braid {
		z := cs.gg.zob[R]
		h := [2]uint64{cs.h[0] ^ z[0], cs.h[1] ^ z[1]}
		key := h
		if cs.rem != nil && (cs.expl > 0 || explains) {
			key[0] ^= memoExplained[0]
			key[1] ^= memoExplained[1]
		}
		if _, ok := cs.memo[key]; ok {
			return false
		}
		cs.memo[key] = struct{}{}
		cs.h, h = h, cs.h
		if cs.push(depth, v, L, R, explains) {
			return true
		}
		cs.h = h
		return false
	}
	if (cs.kind == KindWhip || cs.kind == KindGWhip) && !cs.dedupSeq && !cs.typed && depth+4 <= cs.maxLen && !NoReuse {
		return cs.extendWhipMemo(depth, v, L, R, explains)
	}
	return cs.push(depth, v, L, R, explains)
}

// extendWhipMemo is extend for whips whose subtree has at least two more
// levels, memoised on (set of rlcs, last rlc): the rest of a whip depends
// on nothing else but its llcs so far, which only forbid candidates (no
// llc or rlc may repeat one). A variable already used holds an rlc, so its
// other candidates are incompatible and it cannot be used again whatever
// the order. So a subtree searched in vain with llcs A has no whip when
// reached again with llcs A' ⊇ A, and is cut; the first whip found is the
// same. The key also holds whether an explaining cell was met (see
// chain_known.go).
//
// g-whips are memoised the same way, with the variables of the g-rlcs in
// the key. A variable holding a candidate rlc R is still unusable in any
// order: R stays compatible (no later rlc is linked to R, and no later
// g-rlc g-linked to it, or R would be linked to each of its members, which
// were compatible with R), so any llc there leaves R, already an rlc,
// among the compatible candidates, and the cell is rejected. A variable holding a
// g-rlc is not: the segment's other variable (the bn variable of an rn or
// cn segment, the rn or cn variable of a bn one) holds the same compatible
// members and may be a later cell, so the same rlc set reached through
// the other variable may have other completions.
func (cs *chainSearch) extendWhipMemo(depth, v int, L Cand, R int32, explains bool) bool {
	z := cs.gg.zob[R]
	h := [2]uint64{cs.h[0] ^ z[0], cs.h[1] ^ z[1]}
	if int(R) >= cs.g.NCands { // the variable of a g-rlc
		zv := cs.gg.zobVar[v]
		h[0] ^= zv[0]
		h[1] ^= zv[1]
	}
	key := [2]uint64{h[0] ^ bits.RotateLeft64(z[0], 29), h[1] ^ bits.RotateLeft64(z[1], 37)}
	if cs.rem != nil && (cs.expl > 0 || explains) {
		key[0] ^= memoExplained[0]
		key[1] ^= memoExplained[1]
	}
	if e, ok := cs.wmemo[key]; ok {
		covered := true
		for _, c := range cs.arena[e>>8 : e>>8+e&255] {
			if !cs.inLLC[c] && c != L {
				covered = false
				break
			}
		}
		if covered {
			return false
		}
	}
	off := len(cs.arena)
	cs.arena = append(append(cs.arena, cs.llc...), L)
	cs.wmemo[key] = uint32(off)<<8 | uint32(len(cs.llc)+1)
	cs.h, h = h, cs.h
	ok := cs.push(depth, v, L, R, explains)
	cs.h = h
	return ok
}

func (cs *chainSearch) push(depth, v int, L Cand, R int32, explains bool) bool {
	var ls CandSet
	if int(R) < cs.g.NCands {
		ls = cs.g.LinkSet(Cand(R))
	} else {
		ls = cs.gg.linkSet[int(R)-cs.g.NCands]
	}
	if cs.braid {
		I0, I1 := cs.I[depth], cs.I[depth+1]
		for w := range I1 {
			I1[w] = I0[w] | ls[w]
		}
	}
	if cs.kind == KindTWhip {
		T0, T1 := cs.T[depth], cs.T[depth+1]
		for w := range T1 {
			T1[w] = T0[w] | ls[w]
		}
	}
	// The cuts below are all sound, so their order changes nothing but
	// the cost: the knowledge cuts (chain_known.go) are cheap and come
	// before the partial-pattern bound, which runs a trial.
	unexpl := cs.rem != nil && cs.expl == 0 && !explains
	if unexpl && depth+2 == cs.maxLen && (!cs.alive() || !cs.lastCanExplain(depth, ls)) {
		return false
	}
	lazy := depth+2 == cs.maxLen && cs.kind <= KindGBraid
	if lazy && cs.gen && lastCellCheck && !cs.lastCellPossible(R) {
		return false
	}
	prevIv := cs.Iv
	if !lazy && unexpl {
		cs.pushIv(depth, int(R))
		if !cs.alive() {
			cs.Iv = prevIv // no later cell can explain
			return false
		}
	}
	if rem := cs.maxLen - depth - 2; cs.braid && rem >= boundMin && !cs.boundOK(R, rem) {
		cs.Iv = prevIv
		return false
	}
	if lazy {
		cs.lazyLS = ls
	} else if !unexpl {
		cs.pushIv(depth, int(R)) // after the bound, which cuts most pushes
	}
	cs.usedVar[v] = true
	cs.inLLC[L] = true
	cs.inRL[R] = true
	cs.rl = append(cs.rl, R)
	cs.llc = append(cs.llc, L)
	cs.vars = append(cs.vars, v)
	if explains {
		cs.expl++
	}
	ok := cs.ext(depth + 1)
	if explains {
		cs.expl--
	}
	cs.rl = cs.rl[:depth]
	cs.llc = cs.llc[:depth]
	cs.vars = cs.vars[:depth]
	cs.usedVar[v] = false
	cs.inLLC[L] = false
	cs.inRL[R] = false
	if lazy {
		cs.lazyLS = nil
	} else {
		cs.Iv = prevIv
	}
	return ok
}

func (cs *chainSearch) record(v int, L, other Cand) {
	cells := make([]ChainCell, 0, len(cs.llc)+1)
	for i, l := range cs.llc {
		c := ChainCell{Var: cs.vars[i], LLC: l, RLC: NoCand, GRLC: -1}
		if r := int(cs.rl[i]); r < cs.g.NCands {
			c.RLC = Cand(r)
		} else {
			c.GRLC = r - cs.g.NCands
		}
		cells = append(cells, c)
	}
	lastCell := ChainCell{Var: v, LLC: L, RLC: NoCand, GRLC: -1}
	if cs.kind == KindBivChain {
		lastCell.RLC = other
	}
	cs.found = append(cells, lastCell)
}

// validFor reports whether the cells of p (same kind) eliminate z in the
// state whose current candidates are cur: the definition of the kind,
// checked directly (used to collect all targets of short patterns).
func (p *ChainPattern) validFor(g *Geometry, cur CandSet, z Cand) bool {
	if !cur.Has(z) {
		return false
	}
	gg := g.gg()
	n := len(p.Cells)
	zl := g.LinkSet(z)
	rlcLinked := func(i int, x Cand) bool { // x linked / g-linked to rlc of cell i
		c := p.Cells[i]
		if c.GRLC >= 0 {
			return gg.linkSet[c.GRLC].Has(x)
		}
		return g.Linked(c.RLC, x)
	}
	for k, c := range p.Cells {
		for _, v := range g.CandVars(z) {
			if v == c.Var {
				return false
			}
		}
		// W1 / braid continuity
		linked := zl.Has(c.LLC)
		if p.Kind.IsBraid() {
			for i := 0; i < k && !linked; i++ {
				linked = rlcLinked(i, c.LLC)
			}
		} else if k > 0 {
			linked = rlcLinked(k-1, c.LLC)
		}
		if !linked {
			return false
		}
		lastCell := k == n-1
		for _, x := range g.VarCands(c.Var) {
			if x == c.LLC || !cur.Has(x) {
				continue
			}
			if !lastCell && c.GRLC < 0 && x == c.RLC {
				continue
			}
			if !lastCell && c.GRLC >= 0 {
				in := false
				for _, m := range gg.labels[c.GRLC].Members {
					in = in || m == x
				}
				if in {
					continue
				}
			}
			if p.Kind == KindBivChain && lastCell && x == c.RLC {
				if !zl.Has(x) {
					return false
				}
				continue
			}
			byZ := zl.Has(x)
			byR := false
			for i := 0; i < k && !byR; i++ {
				byR = rlcLinked(i, x)
			}
			switch {
			case !byZ && !byR:
				return false
			case p.Kind == KindBivChain:
				return false
			case p.Kind == KindZChain && !byZ:
				return false
			case p.Kind == KindTWhip && !lastCell && k > 0 && !byR:
				return false
			}
		}
		// the rlc must be compatible with Z and the earlier rlcs
		if !lastCell {
			if c.GRLC < 0 {
				if zl.Has(c.RLC) {
					return false
				}
				for i := 0; i < k; i++ {
					if rlcLinked(i, c.RLC) {
						return false
					}
				}
			}
		}
	}
	return true
}

func (p *ChainPattern) String() string { return fmt.Sprintf("%s[%d]", p.Kind, len(p.Cells)) }

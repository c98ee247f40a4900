package ser

import (
	"math/bits"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Producers built on the chaining engine: cycles and forcing X-/Y-chains
// (static, one assumption), and the "multiple" family (Nishio, cell and
// region forcing chains, dynamic, dynamic plus and nested chains).

func (ch *chainer) baseDiff() int {
	switch {
	case ch.level >= 2:
		return 95 + 5*(ch.level-2)
	case ch.level == 1:
		return 90
	case ch.nishio:
		return 75
	case ch.dynamic:
		return 85
	}
	return 80
}

func (ch *chainer) namePrefix() string {
	if ch.level > 0 || (ch.dynamic && !ch.nishio) {
		return "Dynamic "
	}
	if ch.nishio {
		return "Nishio "
	}
	return ""
}

func (ch *chainer) nameSuffix() string { return " Chains" + sernote.ChainSuffix(ch.level) }

// Kinds of multiple-chain hints, for ruleName.
const (
	kindDouble = iota
	kindForcing
	kindContradiction
	kindCell
	kindRegion
)

var kindWords = [...]string{"Double Forcing", "Forcing", "Contradiction Forcing", "Cell Forcing", "Region Forcing"}

// ruleName is the name of a multiple-chain hint of this producer, built
// once per producer (the flags of a producer do not change).
func (ch *chainer) ruleName(kind int) string {
	if ch.names[kind] == "" {
		ch.names[kind] = ch.namePrefix() + kindWords[kind] + ch.nameSuffix()
	}
	return ch.names[kind]
}

// wants reports whether keep would take a hint of this (difficulty,
// complexity, key): always inside a nested chain, else when it beats the
// best so far.
func (ch *chainer) wants(h *Hint) bool {
	return !ch.prune || ch.better(h.Diff, h.complexity, h.sortKey)
}

// describes reports whether a hint gets its description: when it may be
// shown (the hints found inside a nested chain only in a recorded pattern;
// they are compared by their chains, see appendChain).
func (ch *chainer) describes(h *Hint) bool {
	return ch.record || (ch.prune && ch.better(h.Diff, h.complexity, h.sortKey))
}

// keepsNodes reports whether the nodes of a call of hints stay until the
// next call, for chainsOf: inside a nested chain, for dynamic and multiple
// chains (static cycles and forcing chains release them per source).
func (ch *chainer) keepsNodes() bool {
	return ch.outerSrc != nil && (ch.dynamic || ch.multiple)
}

// hints computes every hint of this producer on g, in SE's order (sorted by
// difficulty, complexity and kind, ties in discovery order).
func (ch *chainer) hints(g *Grid) []*Hint {
	ch.g = g
	ch.sc = nil
	ch.mdCache = [5]mdEntry{}
	ch.mbCache = [4]mbEntry{}
	if !g.posValid {
		g.fillPos()
	}
	ch.basePos = g.pos
	ch.pos = ch.basePos
	ch.baseDC = digitCells(&g.cand)
	if ch.level > 0 {
		ch.gHash = gridHash(&g.cand)
	}
	var out []*Hint
	if ch.multiple || ch.dynamic {
		// As for static chains below, rating keeps only the best hint;
		// plain dynamic chains (level 0) also stop following potentials
		// deeper than the best hint's complexity (see doChaining).
		ch.prune = ch.outerSrc == nil
		ch.best = nil
		// the propagation from each potential on is kept for the whole
		// call (propOn)
		ch.releaseAll()
		ch.propGen++
		if ch.propGen == 0 {
			ch.propStamp = [1458]uint32{}
			ch.reachStamp = [1458]uint32{}
			ch.propGen = 1
		}
		ch.lazy = ch.lazyOK()
		ch.reachBits = ch.reachBits[:0]
		for c := 0; c < 81; c++ {
			if ch.deadline != nil && ch.deadline() {
				return nil
			}
			if g.val[c] != 0 {
				continue
			}
			n := popc(g.cand[c])
			if n > 2 || (n > 1 && ch.dynamic) {
				out = ch.cellChains(c, n, out)
			}
		}
		if ch.prune {
			ch.releaseAll()
			if ch.best == nil {
				return nil
			}
			return []*Hint{ch.best}
		}
	} else {
		// Only SE's first hint matters when rating: keep the best so far
		// and cut searches that can only find worse ones. Inside a nested
		// chain every hint counts, so nothing is cut there.
		ch.prune = ch.outerSrc == nil
		ch.digitCells = [9]cellSet{}
		for c := 0; c < 81; c++ {
			for m := g.cand[c]; m != 0; m &= m - 1 {
				ch.digitCells[tz(m)].set(c)
			}
		}
		// inside a nested chain most calls skip every source (loops):
		// the tables are built when the first search needs them (unary)
		ch.linksStale = true
		if ch.prune {
			ch.buildLinks()
			// (A cap on the depth, L, gives every hint of complexity below
			// L in SE's order; iterative deepening over L was measured
			// slower than one full round with the running bound.)
			for _, L := range []int32{1 << 30} {
				ch.best, ch.cap, ch.capHit = nil, L, false
				ch.loops(false, true, nil)
				ch.loops(true, false, nil)
				ch.loops(true, true, nil)
				if !ch.capHit {
					break // nothing was cut: this round was complete
				}
				if ch.best != nil && ch.maxDepth(false, true) <= L && ch.maxDepth(true, false) <= L && ch.maxDepth(true, true) <= L {
					break
				}
			}
			ch.releaseAll()
			if ch.best == nil {
				return nil
			}
			return []*Hint{ch.best}
		}
		ch.cap = 1 << 30
		out = ch.loops(false, true, out)
		out = ch.loops(true, false, out)
		out = ch.loops(true, true, out)
	}
	if !ch.keepsNodes() {
		ch.releaseAll()
	}
	sortChainHints(out)
	return out
}

// ---------- static unary chains: cycles and forcing chains ----------

func (ch *chainer) loops(y, x bool, out []*Hint) []*Hint {
	g := ch.g
	xOnly := ch.prune && x && !y
	var sc *staticClosure
	if ch.outerSrc != nil && !ch.noPreTest {
		sc = ch.closure()
	}
	for c := 0; c < 81; c++ {
		if g.val[c] != 0 || popc(g.cand[c]) < 2 {
			continue
		}
		if popc(g.cand[c]) > 2 && !x {
			continue
		}
		for m := g.cand[c]; m != 0; m &= m - 1 {
			p := mkPot(c, tz(m)+1)
			if xOnly {
				out = ch.unaryX(p, out)
				continue
			}
			if sc != nil && !sc.mayChain(p) {
				// Inside a nested chain the static closure (which has
				// the links of all three kinds) answers both pre-tests
				// of most sources at once: no cycle and no forcing chain
				// from p on (mayStart), and p on not reached from p off
				// (runFromOff, which searches only with house links).
				if preds, np := ch.unaryPreds(p, y, x); !x || np == 0 || !sc.leadsTo(preds[:np], p) {
					ch.preSkips++
					if x && np > 0 {
						ch.preSkips++
					}
					continue
				}
			}
			out = ch.unary(p, y, x, out)
		}
	}
	return out
}

// xEntry is what the X-chains (cycles and forcing chains of one digit)
// from one source gave, and what they depended on.
type xEntry struct {
	ok    bool
	cells cellSet // the cells holding the source's digit
	cand  uint16  // the candidates of the source's cell
	hint  *Hint   // the source's first hint in SE's order, nil if none
}

// unaryX is unary for the X-chains of a source when rating, remembering
// the source's result: X-chains follow only the source's digit, so what
// they find from a source depends on nothing but the cells holding that
// digit and (for the hint's removals) the source's cell. Successive calls
// on a puzzle often see the same cells for most digits (docs/ser.md §14.7).
// The search is remembered only when it ran with no best hint before it,
// so that nothing was cut; a remembered result is then taken in the
// search's place, and the best hint is the same as the search's: the
// source's first hint when it beats the best so far (ties go to the
// earlier hint), else the best so far.
func (ch *chainer) unaryX(src pot, out []*Hint) []*Hint {
	if ch.xCache == nil {
		ch.xCache = &[729]xEntry{}
	}
	c, d := potCell(src), potDigit(src)
	e := &ch.xCache[src]
	if e.ok && e.cells == ch.digitCells[d-1] && e.cand == ch.g.cand[c] && (!ch.record || e.hint == nil || e.hint.Pattern != nil) {
		ch.xHits++
		if h := e.hint; h != nil && ch.better(h.Diff, h.complexity, h.sortKey) {
			cp := *h
			ch.best = &cp
		}
		return out
	}
	before := ch.best
	out = ch.unary(src, false, true, out)
	if before == nil {
		*e = xEntry{ok: true, cells: ch.digitCells[d-1], cand: ch.g.cand[c]}
		if ch.best != nil {
			cp := *ch.best
			e.hint = &cp
		}
	}
	return out
}

func tz(m uint16) int { return bits.TrailingZeros16(m) }

func (ch *chainer) isParent(n int32, q pot, on bool) bool {
	for ch.nodes[n].par >= 0 {
		n = ch.nodes[n].par
		if ch.nodes[n].p == q && ch.nodes[n].on == on {
			return true
		}
	}
	return false
}

// better reports whether a hint of (diff, cx, key) found now would come
// before the best so far in SE's order (ties go to the earlier one).
func (ch *chainer) better(diff, cx, key int) bool {
	b := ch.best
	if b == nil {
		return true
	}
	if diff != b.Diff {
		return diff < b.Diff
	}
	if cx != b.complexity {
		return cx < b.complexity
	}
	return key < b.sortKey
}

// maxDepth bounds the chains worth following from now on: a node deeper
// than this can only give hints that lose to the best so far (a static
// chain's complexity is at least its depth minus one).
func (ch *chainer) maxDepth(y, x bool) int32 {
	if !ch.prune || ch.best == nil {
		return 1 << 30
	}
	key := xyKey(y, x)
	if c := &ch.mdCache[key]; c.best == ch.best {
		return c.depth
	}
	d := ch.maxDepthOf(y, x, key)
	ch.mdCache[key] = mdEntry{ch.best, d}
	return d
}

type mdEntry struct {
	best  *Hint
	depth int32
}

func (ch *chainer) maxDepthOf(y, x bool, key int) int32 {
	lo := 65
	if x && y {
		lo = 70
	}
	m := int32(0)
	for cx := 1; cx < 4096; cx++ {
		if ch.better(lo+lengthSteps(cx), cx, key) {
			m = int32(cx)
		} else if lo+lengthSteps(cx) > ch.best.Diff {
			break
		}
	}
	return m + 1
}

// scratchHint is a reused hint for static chains: most are dropped at once.
func (ch *chainer) scratchHint(name string, diff int) *Hint {
	if ch.tmp == nil {
		ch.tmp = &Hint{}
	}
	*ch.tmp = Hint{Name: name, Diff: diff, Cell: -1}
	return ch.tmp
}

func (ch *chainer) keep(h *Hint, out []*Hint) []*Hint {
	if !ch.prune {
		if ch.sure && h.id < 0 {
			return out // (it cannot come first for any of its candidates)
		}
		c := *h
		if ch.record {
			// (the description is shown only in recorded patterns)
			if c.Desc == "" {
				c.Desc = ch.chainText(h.node)
			}
			if c.id >= 0 {
				c.Pattern = ch.recordPattern(&c)
			}
		}
		return append(out, &c)
	}
	if ch.better(h.Diff, h.complexity, h.sortKey) {
		c := *h
		if c.Desc == "" {
			c.Desc = ch.chainText(h.node) // only for the hint that may be shown
		}
		if ch.record {
			c.Pattern = ch.recordPattern(&c)
		}
		ch.best = &c
	}
	return out
}

func (ch *chainer) unary(src pot, y, x bool, out []*Hint) []*Hint {
	ch.releaseAll()
	limit := min(ch.maxDepth(y, x), ch.cap)
	if limit <= 1 {
		return out
	}
	preds, np := ch.unaryPreds(src, y, x)
	if ch.linksStale {
		ch.buildLinks()
	}
	// Cycles, and forcing chains from src on: SE runs two searches from
	// src on that visit the same potentials in the same order (both go
	// layer by layer), so one search serves both.
	cycles, chains, pendOn, pendOff := ch.unaryFromOn(src, y, x, limit, &preds, np)
	if ch.runFromOff(src, y, x, limit, np) {
		chains = ch.unaryFromOff(src, y, limit, chains)
	}
	out = ch.unaryHints(y, x, cycles, chains, out)
	ch.chainBuf = chains[:0]
	ch.cycBuf, ch.pOnBuf, ch.pOffBuf = cycles[:0], pendOn[:0], pendOff[:0]
	return out
}

// unaryPreds lists the off potentials that link back to src (at most one
// per house and one in the cell).
func (ch *chainer) unaryPreds(src pot, y, x bool) (preds [4]pot, np int) {
	g := ch.g
	preds = [4]pot{-1, -1, -1, -1}
	sc, d := potCell(src), potDigit(src)
	if y && popc(g.cand[sc]) == 2 {
		preds[np] = mkPot(sc, tz(g.cand[sc]&^(1<<uint(d-1)))+1)
		np++
	}
	if x {
		for k := 0; k < 3; k++ {
			r := cellRegion[sc][k]
			pm := ch.basePos[r][d-1]
			if popc(pm) == 2 {
				preds[np] = mkPot(int(regionCells[r][tz(pm&^(1<<uint(cellPos[sc][k])))]), d)
				np++
			}
		}
	}
	return preds, np
}

// unaryFromOn is the search from src on: the cycles back to src (their
// last nodes) and the forcing chains to src off, layer by layer; it also
// returns its queues, whose buffers unary keeps.
func (ch *chainer) unaryFromOn(src pot, y, x bool, limit int32, preds *[4]pot, np int) (cycles, chains, pendOn, pendOff []int32) {
	chains, cycles = ch.chainBuf[:0], ch.cycBuf[:0]
	toOn, toOff := ch.set(), ch.set()
	root := ch.newNode(src, true, -1)
	toOn.add(src, root)
	pendOn = append(ch.pOnBuf[:0], root)
	if !ch.noPreTest && !ch.mayStart(src, y, x, preds, np) {
		ch.preSkips++
		// nothing from src on can beat the best hint, or inside a
		// nested chain (no best hint) nothing comes from it at all
		// (staticbound.go)
		pendOn = pendOn[:0]
	}
	pendOff = ch.pOffBuf[:0]
	length := 0
	// SE queues an off potential again each time a new parent reaches it.
	// A repeat cannot add new on potentials (they came with its first
	// visit); it matters only when it links back to the source, closing a
	// cycle, so only those repeats are kept.
	for len(pendOn) > 0 || len(pendOff) > 0 {
		length++
		for _, p := range pendOn {
			if ch.atLimit(p, limit) {
				continue
			}
			chains, pendOff = ch.weakFromOn(src, p, y, x, preds, chains, pendOff, toOff)
		}
		pendOn = pendOn[:0]
		length++
		for _, p := range pendOff {
			if ch.atLimit(p, limit) {
				continue
			}
			cycles, pendOn = ch.strongFromOff(src, p, y, x, length, cycles, pendOn, toOn)
		}
		pendOff = pendOff[:0]
	}
	return cycles, chains, pendOn, pendOff
}

// weakFromOn follows the weak links of on node p (staticOnToOff, read in
// place): the chain to src off is noted, and the off potentials that may
// switch something on are queued.
func (ch *chainer) weakFromOn(src pot, p int32, y, x bool, preds *[4]pot, chains, pendOff []int32, toOff *potSet) ([]int32, []int32) {
	lt := ch.lt
	pp := ch.nodes[p].p
	for pass := 0; pass < 2; pass++ {
		var qs []pot
		if pass == 0 {
			if !y {
				continue
			}
			qs = lt.weakCell[pp][:lt.nWeakCell[pp]]
		} else {
			qs = lt.weakHouse[pp][:lt.nWeakHouse[pp]]
		}
		for _, q := range qs {
			if x && q == src && !ch.hasChain(chains, q, false) {
				chains = append(chains, ch.newNode(q, false, p))
			}
			if !lt.leadsOn(q, y, x) {
				// q off switches nothing on: no cycle or chain
				// goes through it (the chain to src off was
				// noted above)
				continue
			}
			if toOff.has(q) {
				if (q != preds[0] && q != preds[1] && q != preds[2] && q != preds[3]) || ch.isParent(p, q, false) {
					continue
				}
			}
			off := ch.newNode(q, false, p)
			pendOff = append(pendOff, off)
			toOff.add(q, off)
		}
	}
	return chains, pendOff
}

// strongFromOff follows the strong links of off node p (staticOffToOn,
// read in place: the cell's, kind -1, then the houses'): a link back to
// src at length ≥ 4 closes a cycle; new on potentials are queued.
func (ch *chainer) strongFromOff(src pot, p int32, y, x bool, length int, cycles, pendOn []int32, toOn *potSet) ([]int32, []int32) {
	lt := ch.lt
	pp := ch.nodes[p].p
	nh := 0
	if x {
		nh = int(lt.nStrongH[pp])
	}
	for i := -1; i < nh; i++ {
		var q pot
		var kind int8
		if i < 0 {
			if !y || lt.strongCell[pp] < 0 {
				continue
			}
			q, kind = lt.strongCell[pp], -1
		} else {
			q, kind = lt.strongH[pp][i], lt.strongHK[pp][i]
		}
		cyc := length >= 4 && q == src
		if !cyc && toOn.has(q) {
			continue
		}
		on := ch.newNode(q, true, p)
		ch.nodes[on].kind = kind
		if cyc {
			cycles = append(cycles, on)
		}
		if !toOn.has(q) {
			pendOn = append(pendOn, on)
			toOn.add(q, on)
		}
	}
	return cycles, pendOn
}

// runFromOff says whether to search the forcing chains from src off. When
// rating, the chain is first measured by a search of half the depth
// (offDist), and SE's search is run only when that chain would be the
// best hint so far (for its text). A chain from src off starts with a
// link src off -> q on, q a pred: without preds there is none.
func (ch *chainer) runFromOff(src pot, y, x bool, limit int32, np int) bool {
	if !x || np == 0 {
		return false
	}
	if ch.noPreTest {
		return true
	}
	L := ch.offDist(src, y, int(limit)-1)
	if L < 0 {
		ch.preSkips++
		return false // (src on is not reached from src off)
	}
	if !ch.prune {
		return true
	}
	cx := L + 1
	base := 66
	if y {
		base = 70
	}
	return ch.better(base+lengthSteps(cx), cx, xyKey(y, x))
}

// unaryFromOff is SE's search from src off: the forcing chains to src on
// are added to chains.
func (ch *chainer) unaryFromOff(src pot, y bool, limit int32, chains []int32) []int32 {
	toOn, toOff := ch.set(), ch.set()
	start := ch.newNode(src, false, -1)
	pOn, pOff := ch.fOnBuf[:0], ch.fOffBuf[:0]
	toOff.add(src, start)
	pOff = append(pOff, start)
	for len(pOn) > 0 || len(pOff) > 0 {
		for _, p := range pOn {
			if ch.atLimit(p, limit) {
				continue
			}
			var wbuf [28]pot
			for _, q := range ch.staticOnToOff(ch.nodes[p].p, y, wbuf[:0]) {
				if !toOff.has(q) {
					off := ch.newNode(q, false, p)
					toOff.add(q, off)
					pOff = append(pOff, off)
				}
			}
		}
		pOn = pOn[:0]
		for _, p := range pOff {
			if ch.atLimit(p, limit) {
				continue
			}
			var sbuf [4]pot
			var kbuf [4]int8
			qs, ks := ch.staticOffToOn(ch.nodes[p].p, y, true, sbuf[:0], kbuf[:0])
			for i, q := range qs {
				if q == src && !ch.hasChain(chains, q, true) {
					n := ch.newNode(q, true, p)
					ch.nodes[n].kind = ks[i]
					chains = append(chains, n)
				}
				if !toOn.has(q) {
					on := ch.newNode(q, true, p)
					ch.nodes[on].kind = ks[i]
					toOn.add(q, on)
					pOn = append(pOn, on)
				}
			}
		}
		pOff = pOff[:0]
	}
	ch.fOnBuf, ch.fOffBuf = pOn, pOff
	return chains
}

// unaryHints builds the hints of the cycles and chains found; when rating,
// a hint is built only if its complexity (the ancestors of its last node)
// lets it beat the best so far.
func (ch *chainer) unaryHints(y, x bool, cycles, chains []int32, out []*Hint) []*Hint {
	cycBase, chainBase := 65, 66
	if x && y {
		cycBase, chainBase = 70, 70
	}
	for _, c := range cycles {
		cx := ch.ancestors(c)
		if ch.prune && !ch.better(cycBase+lengthSteps(cx), cx, xyKey(y, x)) {
			continue
		}
		if h := ch.cycleHint(c, y, x, cx); h != nil && h.worth() {
			out = ch.keep(h, out)
		}
	}
	for _, t := range chains {
		cx := ch.ancestors(t)
		if ch.prune && !ch.better(chainBase+lengthSteps(cx), cx, xyKey(y, x)) {
			continue
		}
		if h := ch.forcingHint(t, y, x, cx); h.worth() {
			out = ch.keep(h, out)
		}
	}
	return out
}

func (ch *chainer) hasChain(list []int32, q pot, on bool) bool {
	for _, n := range list {
		if ch.nodes[n].p == q && ch.nodes[n].on == on {
			return true
		}
	}
	return false
}

func xyKey(y, x bool) int {
	switch {
	case y && x:
		return 4
	case y:
		return 3
	}
	return 2
}

// cycleHint is the hint of the cycle closed at node dst, of complexity cx
// (its ancestors); when rating, nil if it removes nothing (most cycles).
func (ch *chainer) cycleHint(dst int32, y, x bool, cx int) *Hint {
	var cells cellSet
	ncells := 0
	for n := dst; ch.nodes[n].par >= 0; n = ch.nodes[n].par {
		c := potCell(ch.nodes[n].p)
		if !cells.has(c) {
			cells.set(c)
			ncells++
		}
	}
	// the candidates seeing an on and an off potential of the cycle, per
	// digit, outside the cycle's cells
	var forw, back [9]cellSet
	for n := dst; ch.nodes[n].par >= 0; n = ch.nodes[n].par {
		c, d := potCell(ch.nodes[n].p), potDigit(ch.nodes[n].p)
		s := &back[d-1]
		if ch.nodes[n].on {
			s = &forw[d-1]
		}
		s[0] |= peerMask[c][0]
		s[1] |= peerMask[c][1]
	}
	if ch.prune {
		var any uint64
		for d := 0; d < 9; d++ {
			for w := 0; w < 2; w++ {
				any |= forw[d][w] & back[d][w] & ch.digitCells[d][w] &^ cells[w]
			}
		}
		if any == 0 {
			return nil
		}
	}
	base := 65
	name := "Bidirectional X-Cycle"
	switch {
	case x && y:
		base, name = 70, "Bidirectional Cycle"
	case y:
		name = "Bidirectional Y-Cycle"
	case ncells == 4:
		name = "Generalized X-Wing"
	}
	h := ch.scratchHint(name, base+lengthSteps(cx))
	for d := 0; d < 9; d++ {
		for w := 0; w < 2; w++ {
			for m := forw[d][w] & back[d][w] & ch.digitCells[d][w] &^ cells[w]; m != 0; m &= m - 1 {
				h.Elims[w*64+bits.TrailingZeros64(m)] |= 1 << uint(d)
			}
		}
	}
	h.complexity, h.sortKey = cx, xyKey(y, x)
	h.node = dst
	ch.nestedParents(h, dst, true)
	return h
}

func (ch *chainer) forcingHint(t int32, y, x bool, cx int) *Hint {
	g := ch.g
	name, base := "Forcing X-Chain", 66
	switch {
	case x && y:
		name, base = "Forcing Chain", 70
	case y:
		name = "Forcing Y-Chain"
	case cx == 6:
		name = "Turbot Fish"
	}
	h := ch.scratchHint(name, base+lengthSteps(cx))
	p := ch.nodes[t].p
	c, d := potCell(p), potDigit(p)
	if ch.nodes[t].on {
		h.Elims[c] = g.cand[c] &^ (1 << uint(d-1))
		h.Cell, h.Value = c, d
	} else {
		h.elim(c, d)
	}
	h.complexity, h.sortKey = cx, xyKey(y, x)
	h.node = t
	ch.nestedParents(h, t, false)
	return h
}

// chainText renders the first-parent path of a node, source first.
func (ch *chainer) chainText(n int32) string {
	var path []int32
	for {
		path = append(path, n)
		if ch.nodes[n].par < 0 {
			break
		}
		n = ch.nodes[n].par
	}
	s := ""
	for i := len(path) - 1; i >= 0; i-- {
		nd := ch.nodes[path[i]]
		if s != "" {
			s += " -> "
		}
		op := "<>"
		if nd.on {
			op = "="
		}
		s += cellName(potCell(nd.p)) + op + itoa(potDigit(nd.p))
	}
	return s
}

// ---------- multiple chains ----------

func (ch *chainer) cellChains(c, card int, out []*Hint) []*Hint {
	var valOn, valOff [10]*potSet
	first := 0
	for m := ch.g.cand[c]; m != 0; m &= m - 1 {
		d := tz(m) + 1
		if first == 0 {
			first = d
		}
		doDouble := card >= 3 && !ch.nishio && ch.dynamic
		doContra := ch.dynamic || ch.nishio
		out = ch.binary(c, d, doDouble, doContra, out)
		if !ch.nishio {
			out = ch.regionChains(c, d, out)
		}
	}
	if ch.nishio || !(card == 2 || (ch.multiple && card > 2)) {
		return out
	}
	if ch.lazy {
		var rs [9]*propBits
		n := 0
		for m := ch.g.cand[c]; m != 0; m &= m - 1 {
			rs[n] = ch.reach(mkPot(c, tz(m)+1), true)
			n++
		}
		if !meet(rs[:n]) {
			return out
		}
	}
	for m := ch.g.cand[c]; m != 0; m &= m - 1 {
		d := tz(m) + 1
		valOn[d], valOff[d], _, _ = ch.propOn(c, d)
	}
	for pass := 0; pass < 2; pass++ {
		sets := &valOn
		if pass == 1 {
			sets = &valOff
		}
		for _, k := range sets[first].keys {
			all := true
			for m := ch.g.cand[c]; m != 0; m &= m - 1 {
				if !sets[tz(m)+1].has(k) {
					all = false
					break
				}
			}
			if !all {
				continue
			}
			var targets []int32
			for m := ch.g.cand[c]; m != 0; m &= m - 1 {
				targets = append(targets, sets[tz(m)+1].get(k))
			}
			if ch.dominated(k, pass == 0, 5, targets...) {
				continue
			}
			h := ch.reductionHint(targets, ch.ruleName(kindCell), 5, -1)
			if h.worth() && ch.wants(h) {
				if ch.describes(h) {
					h.Desc = cellName(c) + " ==> " + potText(k, pass == 0)
				}
				out = ch.keep(h, out)
			}
		}
	}
	return out
}

func potText(p pot, on bool) string {
	if on {
		return cellName(potCell(p)) + "=" + itoa(potDigit(p))
	}
	return cellName(potCell(p)) + "<>" + itoa(potDigit(p))
}

// reductionHint: every branch (digit of a cell, place of a digit in a house)
// leads to the same target.
func (ch *chainer) reductionHint(targets []int32, name string, key int, region int) *Hint {
	cx := 0
	for _, t := range targets {
		cx += ch.ancestors(t)
	}
	cx += ch.nestedCx(targets)
	h := ch.scratchHint(name, ch.baseDiff()+lengthSteps(cx)) // (keep copies it)
	t := ch.nodes[targets[0]]
	c, d := potCell(t.p), potDigit(t.p)
	if t.on {
		h.Elims[c] = ch.g.cand[c] &^ (1 << uint(d-1))
		h.Cell, h.Value = c, d
	} else {
		h.elim(c, d)
	}
	h.complexity, h.sortKey, h.region = cx, key, int8(region)
	ch.recordTargets(targets...)
	if ch.outerSrc != nil {
		for _, t := range targets {
			ch.nestedParents(h, t, false)
		}
	}
	return h
}

// propOn is the propagation from (c, d) on: the potentials switched on and
// off, and the contradiction that stopped it (doChaining). It is computed
// once per call of hints: SE computes it again for every region chain
// through (c, d). The propagation depends only on the grid (and, nested, on
// what the inner rules find on the reduced grids, itself a function of the
// grid), so the result is the same, except when rating plain chains: then
// a later call has a lower depth cut, and what lies between the two cuts
// cannot give a better hint (see doChaining).
func (ch *chainer) propOn(c, d int) (on, off *potSet, a, b int32) {
	return ch.prop(mkPot(c, d), true)
}

// prop is the propagation from p on or off (propOn).
func (ch *chainer) prop(p pot, srcOn bool) (on, off *potSet, a, b int32) {
	k := int(p) * 2
	if srcOn {
		k++
	}
	if ch.propStamp[k] == ch.propGen {
		e := &ch.props[k]
		return e.on, e.off, e.a, e.b
	}
	on, off = ch.set(), ch.set()
	if srcOn {
		on.add(p, ch.newNode(p, true, -1))
	} else {
		off.add(p, ch.newNode(p, false, -1))
	}
	a, b = ch.doChaining(on, off)
	ch.propStamp[k] = ch.propGen
	ch.props[k] = propEntry{on, off, a, b}
	return on, off, a, b
}

type propEntry struct {
	on, off *potSet
	a, b    int32
}

// binary adds the contradictions from (c, d) on and off and the double
// forcing chains from it (lazily: only when the reaches allow one).
func (ch *chainer) binary(c, d int, doDouble, doContra bool, out []*Hint) []*Hint {
	src := mkPot(c, d)
	if doContra && (!ch.lazy || ch.reach(src, true).contra) {
		if _, _, a, b := ch.prop(src, true); a >= 0 {
			if h := ch.binaryHint(a, b, src, true, src, false, true); h.worth() {
				out = ch.keep(h, out)
			}
		}
	}
	if !doContra && !doDouble {
		return out // (static multiple chains: the propagation from src off gives nothing)
	}
	// src off with no partner switches nothing on: what it reaches is src
	// off alone (reach), with no contradiction, and it meets what src on
	// reaches only if that holds src off
	alone := ch.lazy && ch.partner(src) < 0
	if doContra && (!ch.lazy || !alone && ch.reach(src, false).contra) {
		if _, _, a, b := ch.prop(src, false); a >= 0 {
			if h := ch.binaryHint(a, b, src, false, src, true, true); h.worth() {
				out = ch.keep(h, out)
			}
		}
	}
	if doDouble && (!ch.lazy || alone && ch.reach(src, true).off[d-1].has(c) ||
		!alone && meet([]*propBits{ch.reach(src, true), ch.reach(src, false)})) {
		onToOn, onToOff, _, _ := ch.prop(src, true)
		offToOn, offToOff, _, _ := ch.prop(src, false)
		for _, k := range onToOn.keys {
			if offToOn.has(k) && !ch.dominated(k, true, 1, onToOn.get(k), offToOn.get(k)) {
				if h := ch.binaryHint(onToOn.get(k), offToOn.get(k), src, true, k, true, false); h.worth() {
					out = ch.keep(h, out)
				}
			}
		}
		for _, k := range onToOff.keys {
			if offToOff.has(k) && !ch.dominated(k, false, 1, onToOff.get(k), offToOff.get(k)) {
				if h := ch.binaryHint(onToOff.get(k), offToOff.get(k), src, false, k, false, false); h.worth() {
					out = ch.keep(h, out)
				}
			}
		}
	}
	return out
}

// dominated reports, in sure mode (see chainer.sure), whether a hint with
// target t (on or off), sort key key and conclusions ns cannot come first
// for any candidate it removes: its complexity is at least the sum of the
// depths of its conclusions, and every candidate is removed by a hint found
// before it that is at least as good. Such a hint is not built.
func (ch *chainer) dominated(t pot, on bool, key int, ns ...int32) bool {
	if !ch.sure {
		return false
	}
	lb := 0
	for _, n := range ns {
		lb += int(ch.nodes[n].depth)
	}
	diff := ch.baseDiff() + lengthSteps(lb)
	c, d := potCell(t), potDigit(t)
	m := uint16(1) << uint(d-1)
	if on {
		m = ch.g.cand[c] &^ m
	}
	for ; m != 0; m &= m - 1 {
		if f := &ch.ns.best[mkPot(c, tz(m)+1)]; f.gen != ch.ns.bestGen || f.afterVal(diff, lb, key) {
			return false
		}
	}
	return true
}

// binaryHint: a contradiction (absurd: both outcomes of one assumption) or a
// double forcing chain (both polarities of src lead to target).
func (ch *chainer) binaryHint(n1, n2 int32, src pot, srcOn bool, target pot, targetOn bool, absurd bool) *Hint {
	cx := ch.ancestors(n1) + ch.ancestors(n2) + ch.nestedCx([]int32{n1, n2})
	kind := kindDouble
	if ch.nishio {
		kind = kindForcing
	} else if absurd {
		kind = kindContradiction
	}
	h := ch.scratchHint(ch.ruleName(kind), ch.baseDiff()+lengthSteps(cx)) // (keep copies it)
	c, d := potCell(target), potDigit(target)
	if targetOn {
		h.Elims[c] = ch.g.cand[c] &^ (1 << uint(d-1))
	} else {
		h.elim(c, d)
	}
	// the cell SE decides: the opposite of the assumption for a
	// contradiction, the first target otherwise
	if ch.nishio || absurd {
		if !srcOn {
			h.Cell, h.Value = potCell(src), potDigit(src)
		}
	} else if ch.nodes[n1].on {
		h.Cell, h.Value = potCell(ch.nodes[n1].p), potDigit(ch.nodes[n1].p)
	}
	h.complexity = cx
	h.sortKey = 1
	ch.recordTargets(n1, n2)
	if absurd {
		h.sortKey = 7
	}
	if ch.describes(h) {
		h.Desc = potText(src, srcOn) + " ==> " + potText(target, targetOn)
	}
	if ch.outerSrc != nil {
		ch.nestedParents(h, n1, false)
		ch.nestedParents(h, n2, false)
	}
	return h
}

func (ch *chainer) regionChains(c, d int, out []*Hint) []*Hint {
	g := ch.g
	for k := 0; k < 3; k++ {
		r := int(cellRegion[c][k])
		pos := g.positions(r, d)
		n := popc(pos)
		if !(n == 2 || (ch.multiple && n > 2)) {
			continue
		}
		if int(regionCells[r][tz(pos)]) != c {
			continue
		}
		if ch.lazy {
			var rs [9]*propBits
			n := 0
			for m := pos; m != 0; m &= m - 1 {
				rs[n] = ch.reach(mkPot(int(regionCells[r][tz(m)]), d), true)
				n++
			}
			if !meet(rs[:n]) {
				continue
			}
		}
		var posOn, posOff []*potSet
		for m := pos; m != 0; m &= m - 1 {
			a, b, _, _ := ch.propOn(int(regionCells[r][tz(m)]), d)
			posOn = append(posOn, a)
			posOff = append(posOff, b)
		}
		for pass := 0; pass < 2; pass++ {
			sets := posOn
			if pass == 1 {
				sets = posOff
			}
			for _, key := range sets[0].keys {
				all := true
				for _, s := range sets[1:] {
					if !s.has(key) {
						all = false
						break
					}
				}
				if !all {
					continue
				}
				var targets []int32
				for _, s := range sets {
					targets = append(targets, s.get(key))
				}
				if ch.dominated(key, pass == 0, 6, targets...) {
					continue
				}
				h := ch.reductionHint(targets, ch.ruleName(kindRegion), 6, r)
				if h.worth() && ch.wants(h) {
					if ch.describes(h) {
						h.Desc = "value " + itoa(d) + " in " + regionName(r) + " ==> " + potText(key, pass == 0)
					}
					out = ch.keep(h, out)
				}
			}
		}
	}
	return out
}

// linksTo reports whether q = off forces src = on in the current grid (a
// bivalue cell with cell links, or a house where the digit has two places).
func (ch *chainer) linksTo(q, src pot, y, x bool) bool {
	g := ch.g
	qc, sc := potCell(q), potCell(src)
	if qc == sc {
		return y && popc(g.cand[sc]) == 2
	}
	if !x || potDigit(q) != potDigit(src) {
		return false
	}
	d := potDigit(src)
	for k := 0; k < 3; k++ {
		r := int(cellRegion[sc][k])
		if cellRegion[qc][k] == int8(r) && popc(ch.basePos[r][d-1]) == 2 {
			return true
		}
	}
	return false
}

// offDist is the length (in links) of the shortest chain from src off to
// src on, or -1 when there is none of at most maxL links. Links are
// symmetric under reversal and negation (a weak link a on -> b off also
// reads b on -> a off; a strong link a off -> b on also reads b off -> a
// on), so the chain src off -> X -> src on exists exactly when the search
// from src off reaches both X and its negation; searching to half the
// length suffices. SE's breadth-first search reaches src on at the depth of
// the shortest chain, so this length gives the hint's complexity.
func (ch *chainer) offDist(src pot, y bool, maxL int) int {
	ch.dgen++
	if ch.dgen == 0 {
		ch.dstamp = [1458]uint32{}
		ch.dgen = 1
	}
	gen := ch.dgen
	radius := (maxL + 1) / 2
	if maxL >= 1<<29 {
		radius = 1 << 29
	}
	t := ch.lt
	best := -1
	// visit notes potential k (pot*2 + on) at distance d, and the chain
	// through it when its negation was reached before
	visit := func(k, d int) {
		ch.dstamp[k] = gen
		ch.dist[k] = int16(d)
		if o := k ^ 1; ch.dstamp[o] == gen {
			if L := d + int(ch.dist[o]); best < 0 || L < best {
				best = L
			}
		}
	}
	front := append(ch.fOnBuf[:0], int32(src)*2)
	visit(int(src)*2, 0)
	var next []int32
	for d := 0; d < radius && len(front) > 0; d++ {
		if best >= 0 && d+1 >= best {
			// a chain found later has a potential at distance d+1 or
			// more: none can be shorter than the one found
			break
		}
		next = ch.fOffBuf[:0]
		for _, k := range front {
			p := pot(k >> 1)
			if k&1 == 1 {
				// on -> off: weak links (cell links only with y)
				if y {
					for _, q := range t.weakCell[p][:t.nWeakCell[p]] {
						if kk := int(q) * 2; ch.dstamp[kk] != gen {
							visit(kk, d+1)
							if t.leadsOn(q, y, true) {
								next = append(next, int32(kk))
							}
						}
					}
				}
				for _, q := range t.weakHouse[p][:t.nWeakHouse[p]] {
					if kk := int(q) * 2; ch.dstamp[kk] != gen {
						visit(kk, d+1)
						if t.leadsOn(q, y, true) {
							next = append(next, int32(kk))
						}
					}
				}
			} else {
				// off -> on: strong links
				if y {
					if q := t.strongCell[p]; q >= 0 {
						if kk := int(q)*2 + 1; ch.dstamp[kk] != gen {
							visit(kk, d+1)
							next = append(next, int32(kk))
						}
					}
				}
				for _, q := range t.strongH[p][:t.nStrongH[p]] {
					if kk := int(q)*2 + 1; ch.dstamp[kk] != gen {
						visit(kk, d+1)
						next = append(next, int32(kk))
					}
				}
			}
		}
		ch.fOnBuf, ch.fOffBuf = next, front
		front = next
	}
	if best < 0 || best > maxL {
		return -1
	}
	return best
}

// atLimit reports whether node p is as deep as the search may go (limit),
// noting when that depth is the engine's cap, not just the current bound.
func (ch *chainer) atLimit(p int32, limit int32) bool {
	d := ch.nodes[p].depth
	if d >= limit && d >= ch.cap {
		ch.capHit = true
	}
	return d >= limit
}

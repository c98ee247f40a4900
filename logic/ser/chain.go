package ser

import "slices"

// The chaining engine: implications between candidates ("potentials"), each
// either on (the cell holds the digit) or off (it does not). See docs/ser.md,
// "Chains". A node remembers the nodes it was deduced from (its parents); the
// first parent is the link that produced it, the others are the candidates
// whose earlier removal it needed (dynamic chains only). The complexity of a
// deduction is the number of distinct potentials among its ancestors.

type pot = int16 // cell*9 + digit-1

type node struct {
	p     pot
	on    bool
	kind  int8  // how an on node was deduced: -1 last digit of a cell, 0..26 last place in that house, -2 other
	par   int32 // first parent (the link that produced the node), -1 for an assumption
	depth int32 // nodes on the first-parent path, itself included
	ext   int32 // index in chainer.exts of further parents and nesting, -1 if none
}

// nodeExt holds what only dynamic and nested chains need: further parents
// (chainer.moreBuf[moreAt:moreAt+moreN]) and the nested chain that removed
// the candidate.
type nodeExt struct {
	moreAt, moreN int32
	nestID        int32 // id of the nested chain that removed this candidate (0 = none)
	nestCx        int32 // that chain's complexity
	nest          *Hint // the inner hint that removed it, when recording (record.go)
}

func (ch *chainer) extOf(n int32) *nodeExt {
	nd := &ch.nodes[n]
	if nd.ext < 0 {
		ch.exts = append(ch.exts, nodeExt{})
		nd.ext = int32(len(ch.exts) - 1)
	}
	return &ch.exts[nd.ext]
}

func (ch *chainer) more(n int32) []int32 {
	if e := ch.nodes[n].ext; e >= 0 {
		x := &ch.exts[e]
		return ch.moreBuf[x.moreAt : x.moreAt+x.moreN : x.moreAt+x.moreN]
	}
	return nil
}

// setMore gives node n the further parents ps (once per node).
func (ch *chainer) setMore(n int32, ps []int32) {
	e := ch.extOf(n)
	e.moreAt, e.moreN = int32(len(ch.moreBuf)), int32(len(ps))
	ch.moreBuf = append(ch.moreBuf, ps...)
}

// (A potential is never negative where these are used: unsigned division
// by 9 is a few instructions shorter than signed.)
func potCell(p pot) int  { return int(uint16(p) / 9) }
func potDigit(p pot) int { return int(uint16(p)%9) + 1 }
func mkPot(c, d int) pot { return pot(c*9 + d - 1) }

// potSet is an insertion-ordered set of potentials of one polarity, mapping
// each to the node that first reached it (SE's LinkedSet).
type potSet struct {
	at   [729]int32 // node index + 1; 0 = absent
	keys []pot
}

func (s *potSet) has(p pot) bool { return s.at[p] != 0 }
func (s *potSet) get(p pot) int32 {
	return s.at[p] - 1
}
func (s *potSet) add(p pot, n int32) {
	if s.at[p] == 0 {
		s.keys = append(s.keys, p)
	}
	s.at[p] = n + 1
}
func (s *potSet) addKeep(p pot, n int32) {
	if s.at[p] == 0 {
		s.keys = append(s.keys, p)
		s.at[p] = n + 1
	}
}
func (s *potSet) reset() {
	for _, k := range s.keys {
		s.at[k] = 0
	}
	s.keys = s.keys[:0]
}

// chainer is one chaining producer (SE's Chaining with its flags).
type chainer struct {
	multiple, dynamic, nishio bool
	level                     int

	g       *Grid      // the state the hints are for
	work    [81]uint16 // candidates while a dynamic chain runs
	src     [81]uint16 // candidates when the chain started
	nodes   []node
	exts    []nodeExt
	moreBuf []int32       // the further parents of all nodes (nodeExt)
	pos     [27][9]uint16 // places of each digit (bit j-1... index d-1) in each house, current state
	basePos [27][9]uint16

	sets    []*potSet
	setUsed int

	// ancestor counting
	stamp [1458]uint32
	gen   uint32
	stack []int32
	// ancMemo: ancestors of each node so far, plus one (0: not counted
	// yet). A node's parents do not change once it is made, and one
	// node is the target of several hints (a branch shared by a cell
	// chain, region chains and a double implication).
	ancMemo []int32

	pendOn, pendOff []int32

	deadline func() bool
	outerSrc *[81]uint16 // set when this producer runs inside a chain
	prune    bool
	cap      int32 // depth cap of static chains (iterative deepening)
	capHit   bool  // a node was left unexpanded because of cap

	cycBuf, pOnBuf, pOffBuf, chainBuf []int32
	fOnBuf, fOffBuf                   []int32
	tmp                               *Hint
	dist                              [1458]int16
	dstamp                            [1458]uint32
	dgen                              uint32
	lt                                *linkTables
	linksStale                        bool       // lt is not yet built for g (static chains, see unary)
	mdCache                           [5]mdEntry // maxDepth per sort key, for the current best
	best                              *Hint
	props                             [1458]propEntry // propagations of this call, by potential*2 + on
	propStamp                         [1458]uint32
	propGen                           uint32
	lazy                              bool // SE's searches only where a hint may be (closure.go)
	reachStamp                        [1458]uint32
	reachAt                           [1458]int32
	reachBits                         []propBits
	reachStack                        []int16
	closures                          *closureCache  // static closures (staticreach.go), shared with the outer chain's other inner rules
	sc                                *staticClosure // the closure of g, once looked up in this call of hints
	baseDC                            [9]cellSet     // cells holding each digit in g
	digitCells                        [9]cellSet     // cells holding each digit (static chains' grid)
	bs                                *boundSearch   // the static chains' pre-test (staticbound.go)
	mbCache                           [4]mbEntry     // maxBetter per base and key, for the current best
	nested                            []*chainer     // rules used inside level>=2 chains
	nestedRule                        []int8         // their nestCache keys
	cache                             *nestCache     // what advanced found, per reduced grid
	ns                                nestScratch
	names                             [5]string    // ruleName's cache
	xCache                            *[729]xEntry // unaryX's results, per source
	xHits                             int          // results taken from xCache (tests)
	preSkips                          int          // static searches the pre-test skipped (tests)
	noPreTest                         bool         // tests: every static search runs
	record                            bool         // keep records each hint's pattern (record.go)
	recTargets                        []int32      // the targets of the hint being built, when recording
	// plainNone: plain multiple and dynamic chains find nothing on g (set
	// by the solver); sure: so do they on the grid the outer chain started
	// from, so every hint this inner producer finds has rule parents
	// (docs/ser.md §14.8), and one that cannot come first for any
	// candidate it removes adds nothing to the outer chain
	plainNone, sure bool
	// gHash and workHash: the Zobrist hashes of g and work (nested
	// levels: the memo's keys, zobrist.go)
	gHash, workHash uint64
}

func (ch *chainer) newNode(p pot, on bool, parent int32) int32 {
	n := node{p: p, on: on, kind: -2, par: parent, depth: 1, ext: -1}
	if parent >= 0 {
		n.depth = ch.nodes[parent].depth + 1
	}
	ch.nodes = append(ch.nodes, n)
	return int32(len(ch.nodes) - 1)
}

func (ch *chainer) set() *potSet {
	if ch.setUsed == len(ch.sets) {
		ch.sets = append(ch.sets, &potSet{})
	}
	s := ch.sets[ch.setUsed]
	ch.setUsed++
	s.reset()
	return s
}

func (ch *chainer) releaseAll() {
	ch.setUsed = 0
	ch.nodes = ch.nodes[:0]
	ch.exts = ch.exts[:0]
	ch.moreBuf = ch.moreBuf[:0]
	ch.ancMemo = ch.ancMemo[:0]
}

// ancestors counts the distinct potentials (cell, digit, polarity) that n
// depends on, n included.
func (ch *chainer) ancestors(n int32) int {
	if int(n) < len(ch.ancMemo) && ch.ancMemo[n] != 0 {
		return int(ch.ancMemo[n] - 1)
	}
	ch.gen++
	if ch.gen == 0 {
		ch.stamp = [1458]uint32{}
		ch.gen = 1
	}
	count := 0
	st := append(ch.stack[:0], n)
	for len(st) > 0 {
		x := st[len(st)-1]
		st = st[:len(st)-1]
		nd := &ch.nodes[x]
		k := int(nd.p) * 2
		if nd.on {
			k++
		}
		if ch.stamp[k] == ch.gen {
			continue
		}
		ch.stamp[k] = ch.gen
		count++
		if nd.par >= 0 {
			st = append(st, nd.par)
		}
		if nd.ext >= 0 {
			st = append(st, ch.more(x)...)
		}
	}
	ch.stack = st
	if m := len(ch.ancMemo); m <= int(n) {
		ch.ancMemo = slices.Grow(ch.ancMemo, len(ch.nodes)-m)[:len(ch.nodes)]
		clear(ch.ancMemo[m:])
	}
	ch.ancMemo[n] = int32(count + 1)
	return count
}

// lengthSteps is SE's length increment: +0.1 each time length = complexity-2
// exceeds a threshold of 4, 6, 8, 12, 16, 24, 32, ... (alternately x3/2, x4/3).
func lengthSteps(complexity int) int {
	length := complexity - 2
	add, ceil, odd := 0, 4, false
	for length > ceil {
		add++
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
		odd = !odd
	}
	return add
}

// blockPos[c][k] (k = row, column) are the positions of region k of c that
// lie in c's block: SE lists a cell's house cells block first, then the
// rest of its row, then the rest of its column.
var blockPos [81][3]uint16

// initBlockPos runs from grid.go's init, after the house tables.
func initBlockPos() {
	for c := 0; c < 81; c++ {
		for k := 1; k < 3; k++ {
			r := cellRegion[c][k]
			for j, o := range regionCells[r] {
				if cellRegion[o][kBlock] == cellRegion[c][kBlock] {
					blockPos[c][k] |= 1 << uint(j)
				}
			}
		}
	}
}

// loadPos computes the places of every digit in every house of cand.
func loadPos(cand *[81]uint16, pos *[27][9]uint16) {
	*pos = [27][9]uint16{}
	for c := 0; c < 81; c++ {
		for m := cand[c]; m != 0; m &= m - 1 {
			d := tz(m)
			for k := 0; k < 3; k++ {
				pos[cellRegion[c][k]][d] |= 1 << uint(cellPos[c][k])
			}
		}
	}
}

func (ch *chainer) removeCand(c, d int) {
	if ch.work[c]&(1<<uint(d-1)) != 0 {
		ch.workHash ^= zobrist[c*9+d-1]
	}
	ch.work[c] &^= 1 << uint(d-1)
	for k := 0; k < 3; k++ {
		ch.pos[cellRegion[c][k]][d-1] &^= 1 << uint(cellPos[c][k])
	}
}

// onToOff lists the potentials switched off by p = on: the other digits of
// its cell (when cell links are allowed), then the digit in the other cells
// of its block, row and column, without repeats.
func (ch *chainer) onToOff(cand *[81]uint16, p pot, cellLinks bool, out []pot) []pot {
	c, d := potCell(p), potDigit(p)
	if cellLinks {
		for m := cand[c] &^ (1 << uint(d-1)); m != 0; m &= m - 1 {
			out = append(out, mkPot(c, tz(m)+1))
		}
	}
	for k := 0; k < 3; k++ {
		r := cellRegion[c][k]
		var pm uint16
		if k == kBlock {
			pm = ch.pos[r][d-1] &^ (1 << uint(cellPos[c][k]))
		} else {
			pm = ch.pos[r][d-1] &^ blockPos[c][k]
		}
		for ; pm != 0; pm &= pm - 1 {
			out = append(out, mkPot(int(regionCells[r][tz(pm)]), d))
		}
	}
	return out
}

// offToOn lists the potentials switched on by p = off: the last digit of a
// bivalue cell (kind -1), the last place of the digit in a house (kind =
// region), without repeats.
func (ch *chainer) offToOn(cand *[81]uint16, p pot, cellLinks, houseLinks bool, out []pot, kinds []int8) ([]pot, []int8) {
	var qs [4]pot
	var ks [4]int8
	n := ch.offToOnArr(cand, p, cellLinks, houseLinks, &qs, &ks)
	return append(out, qs[:n]...), append(kinds, ks[:n]...)
}

// offToOnArr is offToOn into arrays (at most one cell link and three house
// links), returning the count: the propagation's hottest call.
func (ch *chainer) offToOnArr(cand *[81]uint16, p pot, cellLinks, houseLinks bool, qs *[4]pot, ks *[4]int8) int {
	c, d := potCell(p), potDigit(p)
	n := 0
	if cellLinks {
		if m := cand[c]; popc(m) == 2 {
			qs[0] = mkPot(c, tz(m&^(1<<uint(d-1)))+1)
			ks[0] = -1
			n = 1
		}
	}
	if !houseLinks {
		return n
	}
	first := n
	for k := 0; k < 3; k++ {
		r := cellRegion[c][k]
		pm := ch.pos[r][d-1]
		own := uint16(1) << uint(cellPos[c][k])
		if pm&own == 0 {
			continue
		}
		rest := pm &^ own
		if rest == 0 || rest&(rest-1) != 0 {
			continue
		}
		q := mkPot(int(regionCells[r][tz(rest)]), d)
		dup := false
		for i := first; i < n; i++ {
			if qs[i] == q {
				dup = true
			}
		}
		if !dup {
			qs[n], ks[n] = q, r
			n++
		}
	}
	return n
}

// addHiddenParents gives a dynamic "on" node the off nodes whose earlier
// removal made its link (a bivalue cell, or a house with two places) true.
func (ch *chainer) addHiddenParents(n int32, kind int8, toOff *potSet) {
	p := ch.nodes[n].p
	c, d := potCell(p), potDigit(p)
	var ps [9]int32
	k := 0
	if kind < 0 {
		for gone := ch.src[c] &^ ch.work[c]; gone != 0; gone &= gone - 1 {
			ps[k] = toOff.get(mkPot(c, tz(gone)+1))
			k++
		}
	} else {
		// the places of d in the house when the chain started, not now
		for gone := ch.basePos[kind][d-1] &^ ch.pos[kind][d-1]; gone != 0; gone &= gone - 1 {
			ps[k] = toOff.get(mkPot(int(regionCells[kind][tz(gone)]), d))
			k++
		}
	}
	if k > 0 {
		ch.setMore(n, ps[:k])
	}
}

// doChaining propagates from the potentials already in toOn and toOff (on
// first, then off, one at a time, as SE does). It returns the two nodes of a
// contradiction (an on and an off of the same candidate), or -1, -1.
func (ch *chainer) doChaining(toOn, toOff *potSet) (int32, int32) {
	ch.work = ch.g.cand
	ch.workHash = ch.gHash
	ch.src = ch.g.cand
	ch.pos = ch.basePos
	cellLinks := !ch.nishio
	pendOn := append(ch.pendOn[:0], make([]int32, 0)...)
	pendOff := append(ch.pendOff[:0], make([]int32, 0)...)
	for _, k := range toOn.keys {
		pendOn = append(pendOn, toOn.get(k))
	}
	for _, k := range toOff.keys {
		pendOff = append(pendOff, toOff.get(k))
	}
	defer func() { ch.pendOn, ch.pendOff = pendOn[:0], pendOff[:0] }()
	// Depth cut (rating only, plain dynamic chains): SE's propagation goes
	// layer by layer (an on potential is expanded as soon as it appears,
	// off potentials in order), so the potentials up to a depth, and the
	// grid when each is expanded, do not depend on what lies deeper. A hint
	// is at least as complex as the depth of its conclusions, so nothing
	// deeper than the best hint's complexity can give a better one. The
	// only deeper event that matters is a contradiction, which ends SE's
	// search: it is still detected (and reported as -2, too complex).
	cut := int32(1 << 30)
	if ch.prune && ch.level == 0 && ch.best != nil {
		cut = int32(ch.best.complexity)
	}
	hOn, hOff := 0, 0
	for hOn < len(pendOn) || hOff < len(pendOff) {
		if hOn < len(pendOn) {
			n := pendOn[hOn]
			hOn++
			var wbuf [28]pot // (on the stack: no write barriers)
			qs := ch.onToOff(&ch.work, ch.nodes[n].p, cellLinks, wbuf[:0])
			deep := ch.nodes[n].depth >= cut
			for _, q := range qs {
				if toOn.has(q) {
					if deep {
						return -2, -2
					}
					off := ch.newNode(q, false, n)
					return toOn.get(q), off
				}
				if deep {
					continue
				}
				if !toOff.has(q) {
					off := ch.newNode(q, false, n)
					toOff.add(q, off)
					pendOff = append(pendOff, off)
				}
			}
		} else {
			n := pendOff[hOff]
			hOff++
			p := ch.nodes[n].p
			var qa [4]pot
			var ka [4]int8
			nq := ch.offToOnArr(&ch.work, p, cellLinks, true, &qa, &ka)
			qs, ks := qa[:nq], ka[:nq]
			if ch.nodes[n].depth >= cut {
				// too deep to matter: only a contradiction, which ends
				// SE's search here, is noted
				for _, q := range qs {
					if toOff.has(q) {
						return -2, -2
					}
				}
				if ch.dynamic {
					ch.removeCand(potCell(p), potDigit(p))
				}
				continue
			}
			// a node for each new potential (and for a contradiction),
			// its hidden parents read before p itself is removed, as SE
			// does
			for i, q := range qs {
				conflict := toOff.has(q)
				if !conflict && toOn.has(q) {
					continue
				}
				on := ch.newNode(q, true, n)
				ch.nodes[on].kind = ks[i]
				if ch.dynamic {
					ch.addHiddenParents(on, ks[i], toOff)
				}
				if conflict {
					return on, toOff.get(q)
				}
				toOn.add(q, on)
				pendOn = append(pendOn, on)
			}
			if ch.dynamic {
				ch.removeCand(potCell(p), potDigit(p))
			}
		}
		if hOn == len(pendOn) && hOff == len(pendOff) && ch.level > 0 {
			for _, off := range ch.advanced(toOff) {
				q := ch.nodes[off].p
				if !toOff.has(q) {
					toOff.add(q, off)
					pendOff = append(pendOff, off)
				}
			}
		}
	}
	return -1, -1
}

package ser

import "math/bits"

// What the propagations of static chains reach, all at once (docs/ser.md
// §14.8). In a static chain the links do not depend on the assumption: an
// on potential switches off the other candidates of its cell and its digit
// in the cells it sees; an off potential switches on the other candidate
// of a bivalue cell and the other place of a digit with two places in a
// house. So the fixed point of p on
// (fixedPoint) is the union, over the on potentials q that p on leads to
// through steps "q on -> x off -> q' on", of q and the potentials q
// switches off. Potentials that lead to each other (a strongly connected
// component of that graph) have the same fixed point; Tarjan's algorithm
// finds the components with every component after the ones it leads to,
// so each one's fixed point is the union of its members' own offs and the
// fixed points of the components they lead to, computed once.
//
// Two producers use it. Static multiple chains need the fixed point of
// almost every candidate on (reach). Cycles and forcing chains inside a
// nested chain (no best hint to beat) can only come from a source whose
// fixed point has a contradiction (a forcing chain ends at a potential
// reached on and off) or whose component has another member (a cycle goes
// back to the source through another on potential): any other source is
// skipped without the pre-test's search (mayChain). The closure has every
// link of the three kinds of cycles and forcing chains (X, Y and both), so
// the test holds for each. Inside a nested chain
// both producers run on the same reduced grid, one after the other, so the
// closures are kept per grid in a cache their outer chainer shares
// (closureCache).

// staticClosure is the fixed point of every candidate on of one grid, in
// static chains.
type staticClosure struct {
	cand [81]uint16 // the grid
	ok   bool

	// comp is the component of each candidate, -1 for a candidate that
	// leads to no other (most of them): its fixed point is itself and the
	// candidates it switches off, given a component only when asked for
	// (of), since most are never asked for.
	comp  [729]int32
	size  []int32    // members of each component
	sets  []propBits // fixed point of each component
	graph staticGraph
}

// staticGraph is the scratch of build.
type staticGraph struct {
	pots         []pot
	node         [729]int16 // node of a candidate (index into pots)
	first, edges []int32    // successors of node i: edges[first[i]:first[i+1]]
	pairs        []int32    // (u, q) node pairs of the edges, before sorting by u
	index, low   []int32
	onStack      []bool
	stack        []int32
	counter      int32
	stampComp    []int32
	cand         *[81]uint16 // the grid
	dc           [9]cellSet  // its cells by digit (a copy: of reads it later)
}

// closureCache keeps the closure of the last grid seen; the chainers of
// one outer chain share it.
type closureCache struct {
	last staticClosure
}

// staticOK reports whether ch's fixed points from an on potential come
// from a staticClosure: static (not dynamic, not Nishio) chains.
func (ch *chainer) staticOK() bool { return !ch.dynamic && !ch.nishio }

// closure returns the static closure of ch.g, computing it unless the
// cache holds it; it is looked up once per call of hints (ch.sc).
func (ch *chainer) closure() *staticClosure {
	if ch.sc != nil {
		return ch.sc
	}
	if ch.closures == nil {
		ch.closures = &closureCache{}
	}
	sc := &ch.closures.last
	if !sc.ok || sc.cand != ch.g.cand {
		sc.build(ch)
	}
	ch.sc = sc
	return sc
}

// of is the fixed point of p on.
func (sc *staticClosure) of(p pot) *propBits {
	k := sc.comp[p]
	if k < 0 {
		k = int32(len(sc.size))
		sc.comp[p] = k
		sc.size = append(sc.size, 1)
		sc.sets = append(sc.sets, propBits{})
		sc.graph.addOwn(&sc.sets[k], p)
	}
	return &sc.sets[k]
}

// mayChain reports whether a cycle or a forcing chain may start from p on:
// its fixed point has a contradiction, or its component another member.
// (A candidate leading nowhere switches off only others: no
// contradiction.)
func (sc *staticClosure) mayChain(p pot) bool {
	k := sc.comp[p]
	return k >= 0 && (sc.size[k] > 1 || sc.sets[k].contra)
}

// leadsTo reports whether the fixed point of one of qs on holds p on. The
// search from a source off starts from the candidates it switches on (its
// partners, qs), so it cannot reach the source on unless this holds.
func (sc *staticClosure) leadsTo(qs []pot, p pot) bool {
	c, d := potCell(p), potDigit(p)-1
	for _, q := range qs {
		if k := sc.comp[q]; k < 0 {
			if q == p {
				return true
			}
		} else if sc.sets[k].on[d].has(c) {
			return true
		}
	}
	return false
}

// build computes the closure of the candidates of ch.g.
func (sc *staticClosure) build(ch *chainer) {
	g, dc := ch.g, &ch.baseDC
	sc.cand, sc.ok = g.cand, true
	sc.size, sc.sets = sc.size[:0], sc.sets[:0]
	sg := &sc.graph
	sg.cand, sg.dc = &sc.cand, *dc
	sg.pots = sg.pots[:0]
	for c := 0; c < 81; c++ {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			p := mkPot(c, tz(m)+1)
			sg.node[p] = int16(len(sg.pots))
			sg.pots = append(sg.pots, p)
		}
	}
	n := len(sg.pots)
	// The edges u -> q: a strong link "x off -> q on" (the other candidate
	// of a bivalue cell, the other place of a digit with two in a house)
	// and u on switching x off. Strong links are few, so the edges are
	// found from them (each with the candidates that switch its x off)
	// rather than from every candidate's offs.
	pairs := sg.pairs[:0]
	// (An edge from q to itself, q switching x off, adds nothing: left out.)
	link := func(x, q pot) {
		c, e := potCell(x), potDigit(x)-1
		nq := int32(sg.node[q])
		add := func(u pot) {
			if nu := int32(sg.node[u]); nu != nq {
				pairs = append(pairs, nu, nq)
			}
		}
		for m := g.cand[c] &^ (1 << uint(e)); m != 0; m &= m - 1 {
			add(mkPot(c, tz(m)+1))
		}
		for w := 0; w < 2; w++ {
			for s := dc[e][w] & peerMask[c][w]; s != 0; s &= s - 1 {
				add(mkPot(w<<6|bits.TrailingZeros64(s), e+1))
			}
		}
	}
	for c := 0; c < 81; c++ {
		if m := g.cand[c]; popc(m) == 2 {
			a, b := mkPot(c, tz(m)+1), mkPot(c, 16-bits.LeadingZeros16(m))
			link(a, b)
			link(b, a)
		}
	}
	for r := 0; r < 27; r++ {
		for d := 0; d < 9; d++ {
			if pm := ch.basePos[r][d]; popc(pm) == 2 {
				a := mkPot(int(regionCells[r][tz(pm)]), d+1)
				b := mkPot(int(regionCells[r][15-bits.LeadingZeros16(pm)]), d+1)
				link(a, b)
				link(b, a)
			}
		}
	}
	sg.pairs = pairs
	// by u (a counting sort)
	sg.first = resize(sg.first, n+1)
	clear(sg.first)
	for i := 0; i < len(pairs); i += 2 {
		sg.first[pairs[i]+1]++
	}
	for i := 1; i <= n; i++ {
		sg.first[i] += sg.first[i-1]
	}
	sg.edges = resize(sg.edges, len(pairs)/2)
	sg.index = resize(sg.index, n) // (first the fill position of each u)
	copy(sg.index, sg.first[:n])
	for i := 0; i < len(pairs); i += 2 {
		u := pairs[i]
		sg.edges[sg.index[u]] = pairs[i+1]
		sg.index[u]++
	}
	// Tarjan's components, each with its fixed point
	sg.low = resize(sg.low, n)
	if cap(sg.onStack) < n {
		sg.onStack = make([]bool, n)
	}
	sg.onStack = sg.onStack[:n]
	for i := 0; i < n; i++ {
		sg.index[i] = -1
		if sg.first[i] == sg.first[i+1] {
			// leads nowhere: done (index >= 0, off the stack)
			sg.index[i] = 0
			sc.comp[sg.pots[i]] = -1
		}
	}
	sg.stack = sg.stack[:0]
	sg.stampComp = sg.stampComp[:0]
	sg.counter = 0
	for i := 0; i < n; i++ {
		if sg.index[i] < 0 {
			sc.strongConnect(int32(i))
		}
	}
}

// strongConnect is Tarjan's visit of node v; when v closes a component,
// the component's fixed point is built from its members' offs and the
// fixed points of the components they lead to (all complete by then).
func (sc *staticClosure) strongConnect(v int32) {
	sg := &sc.graph
	sg.index[v], sg.low[v] = sg.counter, sg.counter
	sg.counter++
	sg.stack = append(sg.stack, v)
	sg.onStack[v] = true
	for _, w := range sg.edges[sg.first[v]:sg.first[v+1]] {
		if sg.index[w] < 0 {
			sc.strongConnect(w)
			sg.low[v] = min(sg.low[v], sg.low[w])
		} else if sg.onStack[w] {
			sg.low[v] = min(sg.low[v], sg.index[w])
		}
	}
	if sg.low[v] != sg.index[v] {
		return
	}
	id := int32(len(sc.size))
	top := len(sg.stack)
	for {
		top--
		w := sg.stack[top]
		sg.onStack[w] = false
		sc.comp[sg.pots[w]] = id
		if w == v {
			break
		}
	}
	members := sg.stack[top:]
	sg.stack = sg.stack[:top]
	// (a candidate leading nowhere has no edge: build gave it comp -1)
	sc.size = append(sc.size, int32(len(members)))
	sc.sets = append(sc.sets, propBits{})
	sg.stampComp = append(sg.stampComp, id) // (the component adds nothing to itself)
	b := &sc.sets[id]
	for _, w := range members {
		sg.addOwn(b, sg.pots[w])
		for _, x := range sg.edges[sg.first[w]:sg.first[w+1]] {
			cx := sc.comp[sg.pots[x]]
			if cx < 0 {
				sg.addOwn(b, sg.pots[x])
				continue
			}
			if sg.stampComp[cx] == id {
				continue
			}
			sg.stampComp[cx] = id
			o := &sc.sets[cx]
			for i := range b.on {
				b.on[i][0] |= o.on[i][0]
				b.on[i][1] |= o.on[i][1]
				b.off[i][0] |= o.off[i][0]
				b.off[i][1] |= o.off[i][1]
			}
		}
	}
	for i := range b.on {
		if b.on[i][0]&b.off[i][0]|b.on[i][1]&b.off[i][1] != 0 {
			b.contra = true
			break
		}
	}
}

// addOwn adds u on, and the candidates it switches off, to b.
func (sg *staticGraph) addOwn(b *propBits, u pot) {
	c, d := potCell(u), potDigit(u)-1
	b.on[d].set(c)
	for m := sg.cand[c] &^ (1 << uint(d)); m != 0; m &= m - 1 {
		b.off[tz(m)].set(c)
	}
	b.off[d][0] |= sg.dc[d][0] & peerMask[c][0]
	b.off[d][1] |= sg.dc[d][1] & peerMask[c][1]
}

func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

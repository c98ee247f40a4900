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

	comp  [729]int32 // component of each candidate
	size  []int32    // members of each component
	sets  []propBits // fixed point of each component
	graph staticGraph
}

// staticGraph is the scratch of build.
type staticGraph struct {
	pots         []pot
	node         [729]int16 // node of a candidate (index into pots)
	first, edges []int32    // successors of node i: edges[first[i]:first[i+1]]
	index, low   []int32
	onStack      []bool
	stack        []int32
	counter      int32
	ownOff       [][9]cellSet
	stampComp    []int32
	partners     [729][4]pot
	nPartners    [729]int8
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
func (sc *staticClosure) of(p pot) *propBits { return &sc.sets[sc.comp[p]] }

// mayChain reports whether a cycle or a forcing chain may start from p on:
// its fixed point has a contradiction, or its component another member.
func (sc *staticClosure) mayChain(p pot) bool {
	k := sc.comp[p]
	return sc.size[k] > 1 || sc.sets[k].contra
}

// build computes the closure of the candidates of ch.g.
func (sc *staticClosure) build(ch *chainer) {
	g, dc := ch.g, &ch.baseDC
	sc.cand, sc.ok = g.cand, true
	sc.size, sc.sets = sc.size[:0], sc.sets[:0]
	sg := &sc.graph
	sg.pots = sg.pots[:0]
	for c := 0; c < 81; c++ {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			p := mkPot(c, tz(m)+1)
			sg.node[p] = int16(len(sg.pots))
			sg.pots = append(sg.pots, p)
		}
	}
	n := len(sg.pots)
	// the partners of each candidate off: what it switches on (strong
	// links go both ways, so they are the candidate's preds)
	for _, x := range sg.pots {
		qs, k := ch.unaryPreds(x, true, true)
		sg.partners[x], sg.nPartners[x] = qs, int8(k)
	}
	// the graph on on potentials, and each one's own offs
	sg.first = append(sg.first[:0], 0)
	sg.edges = sg.edges[:0]
	if cap(sg.ownOff) < n {
		sg.ownOff = make([][9]cellSet, n)
	}
	sg.ownOff = sg.ownOff[:n]
	for i, u := range sg.pots {
		c, d := potCell(u), potDigit(u)-1
		own := &sg.ownOff[i]
		*own = [9]cellSet{}
		for m := g.cand[c] &^ (1 << uint(d)); m != 0; m &= m - 1 {
			e := tz(m)
			own[e].set(c)
			sg.edges = sg.appendPartners(sg.edges, mkPot(c, e+1))
		}
		for w := 0; w < 2; w++ {
			s := dc[d][w] & peerMask[c][w]
			own[d][w] = s
			for ; s != 0; s &= s - 1 {
				sg.edges = sg.appendPartners(sg.edges, mkPot(w<<6|bits.TrailingZeros64(s), d+1))
			}
		}
		sg.first = append(sg.first, int32(len(sg.edges)))
	}
	// Tarjan's components, each with its fixed point
	sg.index = resize(sg.index, n)
	sg.low = resize(sg.low, n)
	if cap(sg.onStack) < n {
		sg.onStack = make([]bool, n)
	}
	sg.onStack = sg.onStack[:n]
	for i := 0; i < n; i++ {
		sg.index[i] = -1
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

func (sg *staticGraph) appendPartners(edges []int32, x pot) []int32 {
	for _, q := range sg.partners[x][:sg.nPartners[x]] {
		edges = append(edges, int32(sg.node[q]))
	}
	return edges
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
	id := int32(len(sc.sets))
	sc.sets = append(sc.sets, propBits{})
	sg.stampComp = append(sg.stampComp, id) // (the component adds nothing to itself)
	b := &sc.sets[id]
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
	sc.size = append(sc.size, int32(len(members)))
	for _, w := range members {
		u := sg.pots[w]
		b.on[potDigit(u)-1].set(potCell(u))
		own := &sg.ownOff[w]
		for i := range b.off {
			b.off[i][0] |= own[i][0]
			b.off[i][1] |= own[i][1]
		}
		for _, x := range sg.edges[sg.first[w]:sg.first[w+1]] {
			cx := sc.comp[sg.pots[x]]
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

func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

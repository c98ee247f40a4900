package ser

// A cheap test, run before the exact search of a static chain source
// (unary, docs/ser.md §14.4 and §14.6), that tells when the source cannot
// give a hint better than the best one so far; the exact search is then
// skipped. It only decides whether to run that search, so the hints found
// are the same.
//
// The exact search from src on is breadth first: every potential is reached
// first at its distance d from src on, along a path of d+1 distinct
// potentials. What it can find:
//
//   - a forcing chain src on -> src off, complexity d(src off) + 1. Links
//     read backwards with both polarities flipped are links too (a on ->
//     b off gives b on -> a off; a off -> b on gives b off -> a on), so a
//     path src on -> X -> src off of length L gives paths src on -> X and
//     src on -> not X whose lengths add up to L, and conversely: d(src off)
//     is the least d(X) + d(not X), found by a search of half the depth.
//   - a cycle src on -> ... -> X on -> q off -> src on, where q is one of
//     the (at most four) off potentials linking back to src (they are all
//     at distance 1) and X sees q; its complexity is d(X) + 2, and the
//     search takes it only when q is not on X's path. X's path avoids q
//     only if some shortest path to X avoids q, so marking each potential
//     with the q's that all its shortest paths pass through gives a lower
//     bound: the least d(X) + 2 over X seeing a q not marked on X.
//
// The test searches to the depth the best hint so far allows and answers
// true as soon as one of the two bounds could beat it.

type boundSearch struct {
	v    [1458]bsVisit // index pot*2 + on
	gen  uint32
	cur  []int16
	next []int16
}

// bsVisit is what the search knows of one potential (one entry, so one
// bounds check and one cache line per visit).
type bsVisit struct {
	stamp uint32 // generation of the visit
	dist  uint8  // distance from src on (capped at 255)
	mark  uint8  // preds (bits) every shortest path passes through
}

// mayStart reports whether the exact search from src on (cycles, and with
// x forcing chains) may find a hint better than ch.best. Inside a nested
// chain (no best hint) with house links, the static closure of the grid
// answers first for most sources (staticClosure.mayChain); mayBeat's
// search runs only for the others.
func (ch *chainer) mayStart(src pot, y, x bool, preds *[4]pot, np int) bool {
	if ch.outerSrc != nil && x && !ch.closure().mayChain(src) {
		return false
	}
	return ch.mayBeat(src, y, x, preds, np)
}

// mayBeat reports whether the exact search from src on (cycles, and with x
// forcing chains) may find a hint better than ch.best.
func (ch *chainer) mayBeat(src pot, y, x bool, preds *[4]pot, np int) bool {
	bs := ch.bs
	if bs == nil {
		bs = &boundSearch{}
		ch.bs = bs
	}
	mCyc, mChain, radius := ch.mayBeatBounds(y, x, np)
	if radius <= 0 {
		return false
	}
	bs.gen++
	if bs.gen == 0 {
		bs.v = [1458]bsVisit{}
		bs.gen = 1
	}
	gen := bs.gen
	vis := &bs.v
	root := int16(src)*2 + 1
	vis[root] = bsVisit{gen, 0, 0}
	cur := append(bs.cur[:0], root)
	next := bs.next[:0]
	defer func() { bs.cur, bs.next = cur[:0], next[:0] }()
	// (better is monotone in the complexity: cx beats the best exactly
	// when cx <= mCyc, or mChain for chains)
	for d := 0; d < radius && len(cur) > 0; d++ {
		var found bool
		if next, found = ch.boundLayer(cur, next[:0], d, y, x, mChain, preds, np); found {
			return true
		}
		// the new layer's marks are final: look for cycles (X on at
		// distance d+1 >= 2, complexity d+3) through a weak link X on ->
		// q off into a pred q not marked on X
		if (d+1)%2 == 0 && d+1 >= 2 && d+3 <= mCyc {
			for _, v := range next {
				if seesPreds(pot(v>>1), y, preds, np)&^vis[v].mark != 0 {
					return true
				}
			}
		}
		cur, next = next, cur
	}
	return false
}

// mayBeatBounds are the largest complexities of a cycle and of a forcing
// chain worth looking for, and the radius of the search that finds them.
func (ch *chainer) mayBeatBounds(y, x bool, np int) (mCyc, mChain, radius int) {
	key := xyKey(y, x)
	cycBase, chainBase := 65, 66
	if x && y {
		cycBase, chainBase = 70, 70
	}
	// the largest complexities worth looking for (with no best hint yet,
	// any: the test then tells whether the source gives a hint at all)
	mCyc, mChain = 1<<20, 1<<20
	if ch.best != nil {
		mCyc = ch.maxBetter(cycBase, key)
		mChain = ch.maxBetter(chainBase, key)
	}
	if !x {
		mChain = 0
	}
	// cycles need X at distance <= mCyc-2; chains (cx = L+1 <= mChain)
	// need both halves within ceil((mChain-1)/2)
	if np == 0 {
		mCyc = 0 // a cycle returns to src through a pred
	}
	radius = min(max(mCyc-2, mChain/2), 254)
	return mCyc, mChain, radius
}

// boundLayer visits the potentials at distance d+1 from src on, from
// those at distance d (cur), into next, with the preds every shortest
// path to each passes through; found when a potential is reached both on
// and off within a forcing chain of complexity at most mChain.
func (ch *chainer) boundLayer(cur, next []int16, d int, y, x bool, mChain int, preds *[4]pot, np int) ([]int16, bool) {
	bs, t := ch.bs, ch.lt
	vis := &bs.v
	nd := uint8(d + 1)
	for _, u := range cur {
		p := pot(u >> 1)
		mu := vis[u].mark
		if u&1 == 1 {
			// on -> off: weak links (cell links only with y)
			if y {
				for _, q := range t.weakCell[p][:t.nWeakCell[p]] {
					if fresh, found := bs.reach(int(q)*2, mu, nd, x, mChain); found {
						return next, true
					} else if fresh && t.leadsOn(q, y, x) {
						next = append(next, int16(q)*2)
					}
				}
			}
			for _, q := range t.weakHouse[p][:t.nWeakHouse[p]] {
				if fresh, found := bs.reach(int(q)*2, mu, nd, x, mChain); found {
					return next, true
				} else if fresh && t.leadsOn(q, y, x) {
					next = append(next, int16(q)*2)
				}
			}
			if d == 0 {
				// the preds are all at distance 1 (each is a weak
				// link of src on), reached from the root only
				for i := 0; i < np; i++ {
					vis[int(preds[i])*2].mark |= 1 << uint(i)
				}
			}
			continue
		}
		// off -> on: strong links
		if y {
			if q := t.strongCell[p]; q >= 0 {
				if fresh, found := bs.reach(int(q)*2+1, mu, nd, x, mChain); found {
					return next, true
				} else if fresh {
					next = append(next, int16(q)*2+1)
				}
			}
		}
		if x {
			for _, q := range t.strongH[p][:t.nStrongH[p]] {
				if fresh, found := bs.reach(int(q)*2+1, mu, nd, x, mChain); found {
					return next, true
				} else if fresh {
					next = append(next, int16(q)*2+1)
				}
			}
		}
	}
	return next, false
}

// reach records a visit of v (a potential, on when v is odd) at distance
// nd with marks mu: fresh when it is its first visit of this search
// (queued by the caller), found when its opposite (v^1) was reached close
// enough for a forcing chain of complexity at most mChain (with x).
func (bs *boundSearch) reach(v int, mu, nd uint8, x bool, mChain int) (fresh, found bool) {
	e := &bs.v[v]
	if e.stamp == bs.gen {
		if e.dist == nd {
			e.mark &= mu
		}
		return false, false
	}
	*e = bsVisit{bs.gen, nd, mu}
	if x {
		if o := &bs.v[v^1]; o.stamp == bs.gen && int(nd)+int(o.dist)+1 <= mChain {
			return true, true
		}
	}
	return true, false
}

// seesPreds is the set (bits) of the preds q with a weak link X on -> q
// off: X sees q (same digit), or with y shares its cell (other digit).
func seesPreds(xp pot, y bool, preds *[4]pot, np int) uint8 {
	var m uint8
	xc, xd := potCell(xp), potDigit(xp)
	for i := 0; i < np; i++ {
		q := preds[i]
		qc, qd := potCell(q), potDigit(q)
		if xc == qc {
			if y && xd != qd {
				m |= 1 << uint(i)
			}
		} else if xd == qd && peerMask[xc].has(qc) {
			m |= 1 << uint(i)
		}
	}
	return m
}

// maxBetter is the largest complexity cx for which a hint of difficulty
// base + lengthSteps(cx) and sort key key would beat the best hint (0 if
// none).
func (ch *chainer) maxBetter(base, key int) int {
	slot := &ch.mbCache[0]
	if base%5 != 0 {
		slot = &ch.mbCache[1] // 66: forcing X-chains
	}
	if slot.best == ch.best && slot.base == base && slot.key == key {
		return slot.m
	}
	m := ch.maxBetterOf(base, key)
	*slot = mbEntry{ch.best, base, key, m}
	return m
}

type mbEntry struct {
	best      *Hint
	base, key int
	m         int
}

func (ch *chainer) maxBetterOf(base, key int) int {
	m := 0
	for cx := 1; cx < 4096; cx++ {
		if ch.better(base+lengthSteps(cx), cx, key) {
			m = cx
		} else if base+lengthSteps(cx) > ch.best.Diff {
			break
		}
	}
	return m
}

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
	stamp [1458]uint32 // generation of the visit (index pot*2 + on)
	dist  [1458]uint8  // distance from src on (capped at 255)
	mark  [1458]uint8  // preds (bits) every shortest path passes through
	gen   uint32
	cur   []int16
	next  []int16
}

// mayBeat reports whether the exact search from src on (cycles, and with x
// forcing chains) may find a hint better than ch.best.
func (ch *chainer) mayBeat(src pot, y, x bool, preds *[4]pot, np int) bool {
	bs := ch.bs
	if bs == nil {
		bs = &boundSearch{}
		ch.bs = bs
	}
	key := xyKey(y, x)
	cycBase, chainBase := 65, 66
	if x && y {
		cycBase, chainBase = 70, 70
	}
	// the largest complexities worth looking for (with no best hint yet,
	// any: the test then tells whether the source gives a hint at all)
	mCyc, mChain := 1<<20, 1<<20
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
	radius := max(mCyc-2, mChain/2)
	if radius <= 0 {
		return false
	}
	if radius > 254 {
		radius = 254
	}
	bs.gen++
	if bs.gen == 0 {
		bs.stamp = [1458]uint32{}
		bs.gen = 1
	}
	gen := bs.gen
	t := ch.lt
	root := int16(src)*2 + 1
	bs.stamp[root], bs.dist[root], bs.mark[root] = gen, 0, 0
	cur := append(bs.cur[:0], root)
	next := bs.next[:0]
	defer func() { bs.cur, bs.next = cur[:0], next[:0] }()
	// the weak links into each pred: X on -> q off when X sees q
	seesPred := func(xp pot) uint8 {
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
	// (better is monotone in the complexity: cx beats the best exactly
	// when cx <= mCyc, or mChain for chains)
	for d := 0; d < radius && len(cur) > 0; d++ {
		next = next[:0]
		nd := uint8(d + 1)
		for _, u := range cur {
			p := pot(u >> 1)
			mu := bs.mark[u]
			if u&1 == 1 {
				// on -> off: weak links (cell links only with y)
				var qs []pot
				for pass := 0; pass < 2; pass++ {
					if pass == 0 {
						if !y {
							continue
						}
						qs = t.weakCell[p][:t.nWeakCell[p]]
					} else {
						qs = t.weakHouse[p][:t.nWeakHouse[p]]
					}
					for _, q := range qs {
						v := int16(q) * 2
						from := mu
						if d == 0 {
							// the preds are all at distance 1
							for i := 0; i < np; i++ {
								if preds[i] == q {
									from |= 1 << uint(i)
								}
							}
						}
						if bs.stamp[v] == gen {
							if bs.dist[v] == nd {
								bs.mark[v] &= from
							}
							continue
						}
						bs.stamp[v], bs.dist[v], bs.mark[v] = gen, nd, from
						next = append(next, v)
						if x && bs.stamp[v+1] == gen && int(nd)+int(bs.dist[v+1])+1 <= mChain {
							return true
						}
					}
				}
			} else {
				// off -> on: strong links
				var qb [4]pot
				qs := qb[:0]
				if y && t.strongCell[p] >= 0 {
					qs = append(qs, t.strongCell[p])
				}
				if x {
					qs = append(qs, t.strongH[p][:t.nStrongH[p]]...)
				}
				for _, q := range qs {
					v := int16(q)*2 + 1
					if bs.stamp[v] == gen {
						if bs.dist[v] == nd {
							bs.mark[v] &= mu
						}
						continue
					}
					bs.stamp[v], bs.dist[v], bs.mark[v] = gen, nd, mu
					next = append(next, v)
					if x && bs.stamp[v-1] == gen && int(nd)+int(bs.dist[v-1])+1 <= mChain {
						return true
					}
				}
			}
		}
		// the new layer's marks are final: look for cycles (X on at
		// distance d+1 >= 2, complexity d+3)
		if (d+1)%2 == 0 && d+1 >= 2 && d+3 <= mCyc {
			for _, v := range next {
				if seesPred(pot(v>>1))&^bs.mark[v] != 0 {
					return true
				}
			}
		}
		cur, next = next, cur
	}
	return false
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
